"""Drives the Boston bot through the fake Discord the way people would: slash commands and
clicks only. Players learn their cards from the private hand views they are sent, nothing else.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Callable, Collection, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from bot.config import Settings
from bot.discord_app import BostonBot, create_bot
from bot.tables import SeededShuffler
from bot.tables.limits import ClickLimiter
from tests.support.bot_runner import BotHarness, run_bot
from tests.support.cards_seen import labels_named, texts_of
from tests.support.fake_discord import FakeDiscord
from tests.support.fake_model import FakeChannel, FakeMessage, FakeUser

PLAYERS = ("north", "east", "south", "west")
SEED = 7
MENTION = re.compile(r"<@(\d+)>")
TURNED = re.compile(
    r"(Turned card|Vänt kort|Cut from a second pack|Lyft ur en andra kortlek"
    r"|Turned from a second pack|Vänt ur en andra kortlek): \S+"
)
"""The turned card comes from a second pack, so its label may match a card in a hand (AM-D4:
American Boston says where its card was cut)."""
EARLIER_TRICK = re.compile(
    r"(Last trick of deal|Sista sticket i giv) \d+: [^\n]*(?:\n[^\n]*[0-9JQKA][♠♥♦♣])*"
)
"""The previous deal's last trick, shown until the next deal's first trick: its cards were
played then, and the same cards are dealt again. Its cards stand on the lines under its head
(each ending in a card), a phone's width each."""
TOP_TRUMP = re.compile(r"★ \S+ (?:is|är) [^\n]*")
"""The rule's line naming the card that ranks above the trump ace (NT-S3): it says nothing of
who holds it."""
RESULT_POST = re.compile(r"\*\*(?:Deal|Giv) (\d+)\*\*")
DEAL_SHOWN = re.compile(r"(?:Deal|Giv) (\d+)(?: (?:of|av) \d+)? ·")
"""The table message's deal line in either language ("Deal 2 ·", "Giv 2 ·")."""


def button_ending(message: FakeMessage, suffix: str) -> str:
    """The custom id of ``message``'s button that ends with ``suffix`` (``":join"``): the
    driver presses by custom id, so a Swedish server's table is driven as an English one."""
    return next(c for c in message.custom_ids if c.endswith(suffix))


def deal_public_text(payloads: Sequence[dict[str, object]], deal_no: int) -> str:
    """The text of the public payloads since deal ``deal_no`` was first shown ("Deal n ·"),
    less the payloads about another deal (an earlier result post, a later deal's table
    message) and the lines that place no card of this deal (the previous deal's last trick,
    the turned card, NT-S3's top trump): what a privacy scan of the deal's hidden cards reads.
    Each payload's strings are read apart (:func:`texts_of`), custom ids left out."""
    texts = ["\n".join(texts_of(p)) for p in payloads]
    start = next(i for i, p in enumerate(texts) if str(deal_no) in DEAL_SHOWN.findall(p))
    own = [
        p
        for p in texts[start:]
        if all(int(n) == deal_no for n in RESULT_POST.findall(p) + DEAL_SHOWN.findall(p))
    ]
    text = "\n".join(own)
    for line in (EARLIER_TRICK, TURNED, TOP_TRUMP):
        text = line.sub("", text)
    return text


def settings_for(path: Path, notice_grace: float = 0, *, lean_rest: bool = True) -> Settings:
    """The bot's settings; ``notice_grace`` as ``TURN_NOTICE_GRACE`` (0: a notice every turn),
    ``lean_rest`` as ``LEAN_REST``."""
    return Settings(
        database_path=path,
        turn_notice_grace=notice_grace,
        lean_rest=lean_rest,
        _env_file=None,  # pyright: ignore[reportCallIssue]
    )


def bot_factory(
    path: Path,
    seed: int = SEED,
    follow_interval: float = 0,
    notice_grace: float = 0,
    *,
    lean_rest: bool = True,
) -> Callable[[], BostonBot]:
    settings = settings_for(path, notice_grace, lean_rest=lean_rest)

    def make() -> BostonBot:
        bot = create_bot(
            settings,
            shuffler=SeededShuffler(seed),
            computer_delay=0,
            edit_interval=0,
            follow_interval=follow_interval,
            # Written when a test calls ``LiveCog.write_rows``, never on the wall clock.
            view_rows_every=3600.0,
        )
        # Saved when a test calls ``save_languages`` (or at the close), never on the wall clock.
        bot.languages_every = 3600.0
        # An import left by a crash is answered at the restart, not a minute after it (the
        # rolling-deploy wait has its own test).
        bot.imports_left_after = 0.0
        # Scripted players click far faster than people; the limit has its own test.
        bot.clicks = ClickLimiter(burst=1_000_000)
        return bot

    return make


def _world(fake: FakeDiscord) -> None:
    fake.add_users(*PLAYERS, "kibitzer")
    fake.add_user("sven", locale="sv-SE")
    fake.add_channel(name="no-threads", allow_threads=False)


@asynccontextmanager
async def boston(
    path: Path,
    seed: int = SEED,
    *,
    follow_interval: float = 0,
    notice_grace: float = 0,
    lean_rest: bool = True,
) -> AsyncIterator[BotHarness]:
    """A bot on the fake Discord; ``follow_interval`` as ``HAND_FOLLOW_INTERVAL`` (0: every
    move edits every open hand view at once), ``notice_grace`` as ``TURN_NOTICE_GRACE``,
    ``lean_rest`` as ``LEAN_REST``."""
    factory = bot_factory(path, seed, follow_interval, notice_grace, lean_rest=lean_rest)
    async with run_bot(factory, setup=_world) as harness:
        yield harness


def bot_of(harness: BotHarness) -> BostonBot:
    bot = harness.bot
    assert isinstance(bot, BostonBot)
    return bot


def enabled_actions(view: FakeMessage) -> list[str]:
    return [
        b["custom_id"]
        for b in view.buttons
        if not b.get("disabled") and b.get("custom_id", "").startswith("boston:act:")
    ]


def code_of(custom_id: str) -> str:
    return custom_id.split(":", 4)[4]


def cards_in(view: FakeMessage) -> set[str]:
    """The card labels of a hand view's card buttons: the seat's hand."""
    return {
        b["label"]
        for b in view.buttons
        if b.get("custom_id", "").split(":")[-1].startswith(("play.", "discard."))
    }


@dataclass
class Table:
    """One table as the players see it: its public message and each player's hand view."""

    harness: BotHarness
    message: FakeMessage
    users: dict[int, FakeUser]
    views: dict[int, FakeMessage] = field(default_factory=lambda: {})
    held: dict[int, set[str]] = field(default_factory=lambda: {})
    """Each person's cards not yet played nor put away, by label, as their hand view showed."""
    discards: dict[int, dict[int, str]] = field(default_factory=lambda: {})
    """Deal number → person → the card they put away face down: hidden for the whole deal."""
    first_bid_done: bool = False

    @property
    def fake(self) -> FakeDiscord:
        return self.harness.fake

    @property
    def id(self) -> int:
        return int(self.message.custom_ids[0].split(":")[2])

    @property
    def place(self) -> FakeChannel:
        return self.message.thread or self.message.channel

    async def settle(self) -> None:
        bot = bot_of(self.harness)
        await bot.tables.wait_idle(self.id)
        await self.harness.settle()

    def on_turn(self) -> FakeUser | None:
        found = MENTION.findall(self.message.text)
        return self.users.get(int(found[-1])) if found else None

    async def open_hand(self, user: FakeUser) -> FakeMessage:
        my_hand = next(c for c in self.message.custom_ids if c.startswith("boston:hand:"))
        view = await (await self.fake.click(user, self.message, my_hand)).message()
        assert view.ephemeral_to is user
        self.views[user.id] = view
        return view

    async def refresh(self, user: FakeUser) -> FakeMessage:
        view = self.views.get(user.id)
        if view is None:
            return await self.open_hand(user)
        refresh = next(c for c in view.custom_ids if c.startswith("boston:hand:"))
        await (await self.fake.click(user, view, refresh)).done()
        return view

    async def learn_hands(self) -> None:
        """Every person opens their hand at the start of a deal (the test's only knowledge)."""
        for user in self.users.values():
            self.held[user.id] = cards_in(await self.open_hand(user))

    def deal_shown(self) -> int:
        """The deal the table message shows ("Deal n ·"), 0 before the first."""
        found = DEAL_SHOWN.findall(self.message.text)
        return int(found[-1]) if found else 0

    def moved(
        self, user: FakeUser, code: str, label: str | None, deal_no: int | None = None
    ) -> None:
        """Note the card ``user``'s action ``code`` took from their hand (its button's
        ``label``) in deal ``deal_no`` (by default the one shown): a card played is no secret
        any more, a card put away face down stays one for the rest of the deal."""
        if label is None or not code.startswith(("play.", "discard.")):
            return
        self.held[user.id].discard(label)
        if code.startswith("discard."):
            deal = self.deal_shown() if deal_no is None else deal_no
            self.discards.setdefault(deal, {})[user.id] = label

    def choose(self, view: FakeMessage) -> str:
        """A simple, deterministic player: the first bidder bids 5 spel, everyone else passes;
        trumps, whist and cards are the first enabled choice; whist is invited and accepted."""
        options = enabled_actions(view)
        codes = {code_of(c): c for c in options}
        if not self.first_bid_done and "bid.5.plain" in codes:
            self.first_bid_done = True
            return codes["bid.5.plain"]
        for prefix in (
            "pass",
            "trump.",
            "whist.invite",
            "whist.accept",
            "whist.alone",
            "discard.",
            "play.",
            "merge.yes",
            "claim.accept",
        ):
            for code, custom_id in codes.items():
                if code.startswith(prefix):
                    return custom_id
        raise AssertionError(f"nothing to do in {options}")

    async def step(self, user: FakeUser, *, refresh: bool = True) -> str:
        """The user on turn refreshes their view (unless ``refresh`` is False: the open view
        must already show the turn) and takes one action; returns its code."""
        view = await self.refresh(user) if refresh else self.views[user.id]
        select = view.selects[0] if view.selects else None
        if select is not None and not self.first_bid_done:
            if any(o["value"] == "5" for o in select["options"]):
                # The contract first: its colour levels then appear as buttons.
                await (await self.fake.select(user, view, select["custom_id"], ["5"])).done()
            else:
                self.first_bid_done = True  # someone bid higher already
        custom_id = self.choose(view)
        label = next(b.get("label") for b in view.buttons if b.get("custom_id") == custom_id)
        deal_no = self.deal_shown()
        await (await self.fake.click(user, view, custom_id)).done()
        await self.settle()
        code = code_of(custom_id)
        self.moved(user, code, label, deal_no)
        return code

    def assert_private(self, deal_no: int = 1, *, face_up: Collection[str] = ()) -> None:
        """No card still held by anyone (but those in ``face_up``: a hand the rules lay face
        up, the turned card a dealer keeps) and no card put away face down in deal
        ``deal_no`` has appeared in a public payload since the deal began (the table message
        first shows "Deal n" once the deal is dealt). Cards are read both as labels (``A♠``)
        and grouped by suit as hands are written (``♠ A K 5``): ``tests/support/cards_seen``."""
        public = labels_named(deal_public_text(self.fake.public_payloads(), deal_no))
        for user_id, cards in self.held.items():
            leaked = sorted((cards - set(face_up)) & public)
            assert not leaked, f"{self.users[user_id].username}'s cards {leaked} went public"
        for user_id, card in self.discards.get(deal_no, {}).items():
            assert card not in public, (
                f"{self.users[user_id].username}'s discard {card} went public"
            )

    def result(self, deal_no: int) -> FakeMessage | None:
        for message in reversed(self.place.visible_messages()):
            if str(deal_no) in RESULT_POST.findall(message.text):
                return message
        return None

    async def play_deal(self, deal_no: int, *, check_privacy: bool = False) -> FakeMessage:
        """People act until the deal's result is posted; returns the result message."""
        self.first_bid_done = False
        for _ in range(200):
            result = self.result(deal_no)
            if result is not None:
                return result
            user = self.on_turn()
            assert user is not None, f"nobody on turn: {self.message.text}"
            await self.step(user)
            if check_privacy:
                self.assert_private(deal_no)
        raise AssertionError("the deal did not end")


TableT = TypeVar("TableT", bound=Table)


async def open_table(
    harness: BotHarness,
    host: FakeUser,
    channel: FakeChannel | None = None,
    options: Mapping[str, object] | None = None,
) -> tuple[FakeMessage, FakeMessage]:
    """``/boston new`` (with ``options``: its variant, rules, …): returns the table message
    and the host's private confirmation."""
    fake = harness.fake
    place = channel or fake.guild.channel("general")
    before = {m.id for m in place.visible_messages()}
    given = dict(options) if options else None
    reply = await (await fake.slash(host, "boston new", given, channel=place)).message()
    await harness.settle()
    message = await fake.wait_for_message(
        place, lambda m: m.id not in before and any("boston:lobby:" in c for c in m.custom_ids)
    )
    return message, reply


async def seated_table(
    harness: BotHarness,
    channel: FakeChannel | None = None,
    players: Sequence[str] = PLAYERS,
    options: Mapping[str, object] | None = None,
    kind: type[TableT] = Table,
) -> TableT:
    """Four people (``players``, the first opening, with ``options`` for ``/boston new``) at a
    started table (a ``kind`` of :class:`Table`), each having looked at their hand."""
    fake = harness.fake
    users = [fake.user(name) for name in players]
    message, _ = await open_table(harness, users[0], channel, options)
    for user in users[1:]:
        await (await fake.click(user, message, button_ending(message, ":join"))).done()
    await harness.settle()
    await (await fake.click(users[0], message, button_ending(message, ":start"))).done()
    table = kind(harness, message, {u.id: u for u in users})
    await table.settle()
    await table.learn_hands()
    return table


async def claim_after_a_trick(table: Table) -> tuple[FakeUser, list[str]]:
    """Play the first deal until its declarer, on lead after a trick, is offered the claim,
    and claim the rest (SV-T4): who claimed, and the labels of the view they claimed from
    (as it stood: the view is redrawn by the claim)."""
    for _ in range(200):
        user = table.on_turn()
        assert user is not None, table.message.text
        view = await table.refresh(user)
        claim = next((c for c in enabled_actions(view) if code_of(c) == "claim"), None)
        if claim is not None and "Last trick:" in table.message.text:
            offered = list(view.labels)
            await (await table.harness.fake.click(user, view, claim)).done()
            await table.settle()
            return user, offered
        await table.step(user)
    raise AssertionError("the spelförare never led after a trick")


async def computers_table(harness: BotHarness, options: dict[str, object] | None = None) -> int:
    """North opens a table (with ``options`` for ``/boston new``), adds three heuristic
    computers and starts; returns the table id."""
    fake = harness.fake
    north = fake.user("north")
    place = fake.guild.channel("general")
    before = {m.id for m in place.visible_messages()}
    await (await fake.slash(north, "boston new", options or {}, channel=place)).done()
    message = await fake.wait_for_message(
        place, lambda m: m.id not in before and any("boston:lobby:" in c for c in m.custom_ids)
    )
    for _ in range(3):
        await (await fake.click(north, message, label="Computer: heuristic")).done()
        # Redrawn before the next press: a press of the lobby as drawn before would be
        # taken for a double click, its seat taken by a computer of the same level.
        await harness.settle()
    await (await fake.click(north, message, label="Start")).done()
    await harness.settle()
    return int(message.custom_ids[0].split(":")[2])


Chooser = Callable[[dict[str, str]], str | None]
"""From the enabled actions of North's hand view (code → custom id), the one to click."""


def first_of(*prefixes: str) -> Chooser:
    """The first enabled action whose code starts with one of ``prefixes``, in their order."""

    def choose(codes: dict[str, str]) -> str | None:
        return next(
            (codes[code] for prefix in prefixes for code in codes if code.startswith(prefix)),
            None,
        )

    return choose


async def north_plays_first_deal(
    harness: BotHarness, table_id: int, message: FakeMessage, choose: Chooser
) -> None:
    """North acts through the hand view of a :func:`computers_table` (a select of bids is
    opened first) until the first deal is settled; fails after 200 rounds."""
    fake = harness.fake
    north = fake.user("north")
    live = bot_of(harness).tables.get(table_id)
    for _ in range(200):
        game = live.game
        assert game is not None
        if game.deals and game.deals[0].settled:
            return
        view = await (await fake.click(north, message, label="My hand")).message()
        codes = {code_of(c): c for c in enabled_actions(view)}
        if view.selects and not any(code.startswith("bid.") for code in codes):
            # The lowest contract may have no bid left above the standing one: try each,
            # reading the select afresh since a choice redraws the view.
            for index in range(len(view.selects[0]["options"])):
                if not view.selects:
                    break
                select = view.selects[0]
                if index >= len(select["options"]):
                    break
                value = select["options"][index]["value"]
                await (await fake.select(north, view, select["custom_id"], [value])).done()
                codes = {code_of(c): c for c in enabled_actions(view)}
                if any(code.startswith("bid.") for code in codes):
                    break
        choice = choose(codes)
        if choice is None:
            await harness.settle()
            continue
        await (await fake.click(north, view, choice)).done()
        await bot_of(harness).tables.wait_idle(table_id)
        await harness.settle()
    raise AssertionError("the first deal did not end")


GIVE_THE_SEAT = ("Give the seat", "Ge bort platsen")
"""The confirmation ``/boston replace`` asks for where a person present holds the seat."""


async def replace_seat(
    harness: BotHarness,
    user: FakeUser,
    options: dict[str, object],
    channel: FakeChannel | None = None,
) -> FakeMessage:
    """``/boston replace`` by ``user``, its private question (a person present holds the seat)
    answered **Give the seat**; returns the reply (the question, edited by the answer)."""
    fake = harness.fake
    reply = await (await fake.slash(user, "boston replace", options, channel=channel)).message()
    give = next((label for label in GIVE_THE_SEAT if label in reply.labels), None)
    if give is not None:
        await (await fake.click(user, reply, label=give)).done()
    return reply
