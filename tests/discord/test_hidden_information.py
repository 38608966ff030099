"""Hidden information stays hidden, watched where it leaves the bot: the standard that a hand,
a discard or a token never appears in a public message, an export of an unfinished deal or a
log (docs/security.md).

:class:`Watch` checks every message the bot creates or edits, the moment the fake Discord
takes it, against the engine's state then:

* a public message names no card still held (but a hand the rules lay face up: ``exposed``,
  or ``claim_hand`` while a claim is open) and no card put away face down;
* a private message names no card, held or put away, of a seat its recipient does not hold
  (or keep while away); a person without a seat sees no hidden card at all.

Cards are found in both ways the bot writes them (``A♠``; a hand grouped by suit,
``♠ A K 5``) by ``tests/support/cards_seen.py``, the finder ``driver.Table.assert_private``
shares. Comparing at arrival is sound: within a deal the hidden cards only shrink, so a card
flagged at arrival was hidden when the message was drawn; a message about an earlier deal
(a result post, "Last trick of deal n") is matched to that deal by its number.

The sweep has four people click random legal moves at a table of every variant, on English
and Swedish servers by turns: one deal to its result, then a few moves into the next. Where
the variant has contracts with cards put away, deal 1 is one (laid face up where it can be),
so every such variant shows discards; misères and spreads are favoured later too. A kibitzer
and a player ask for ``/boston export`` and ``/boston protocol`` in the middle of a deal;
every logger, at DEBUG, is checked for tokens and cards. It is seeded;
``BOSTON_HIDDEN_SEEDS=n`` plays n seeds per variant (default 1) for a longer sweep.

Then: seat changes and a restart, another server's table by its number, an agreed stop's
export, one person one seat under concurrent requests, and the shared scan itself
(``cards_named``, ``Table.assert_private``).
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import random
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast

import pytest

from bot.engine.cards import CARD_LABELS, card_str
from bot.engine.contracts import Contract, Ladder
from bot.engine.deal import Deal
from bot.engine.phase import Phase
from bot.engine.variants import VARIANTS
from bot.i18n import t
from bot.tables.service import LiveTable
from tests.discord.agreed_stop import end_table
from tests.discord.driver import (
    EARLIER_TRICK,
    PLAYERS,
    TOP_TRUMP,
    Table,
    boston,
    bot_factory,
    bot_of,
    button_ending,
    code_of,
    enabled_actions,
    open_table,
    seated_table,
)
from tests.support.bot_runner import BotHarness, run_bot
from tests.support.cards_seen import BY_LABEL, cards_named, labels_named, texts_of
from tests.support.db_digest import digest
from tests.support.fake_discord import FakeDiscord
from tests.support.fake_model import FakeMessage, FakeUser

DEAL_NO = re.compile(r"(?:Deal|Giv|deal|giv) (\d+)(?: ·|\*\*)")
"""The deal a message is about: the table message's "Deal n ·", a result post's "**Deal n**"."""
HANDS_IN_LOG = re.compile(
    r"[\x27\"]hands[\x27\"]|'(?:10|[AKQJT2-9])[SHDC]'|\"(?:10|[AKQJT2-9])[SHDC]\""
)
"""A record's hands, or a card quoted as a record writes it (``"AS"``), in a log line."""
SEEDS = int(os.environ.get("BOSTON_HIDDEN_SEEDS", "1"))
SWEEP = [(variant, ("en", "sv")[i % 2]) for i, variant in enumerate(sorted(VARIANTS))]
"""Every variant, on an English or a Swedish server by turns (a further seed swaps them)."""
DEALS = 1
"""Deals played to their result per variant and seed; the sweep then goes on into the next
deal for :data:`TAIL` moves (its table message shows the last one's trick and result)."""
TAIL = 4


def _scanned(text: str) -> str:
    """``text`` less the lines that place no card of the deal: the previous deal's last trick
    (its cards were played, then dealt again) and NT-S3's top trump."""
    return TOP_TRUMP.sub("", EARLIER_TRICK.sub("", text))


@dataclass
class Secret:
    """What one deal hides now."""

    hands: dict[int, set[int]]
    discards: dict[int, int]
    over: bool


def secret_of(deal: Deal) -> Secret:
    hands = {s: set(deal.play.hands[s - 1]) for s in (1, 2, 3, 4)}
    view = deal.public_view()
    if view.declarer is not None and (view.exposed or view.claim_hand):
        hands[view.declarer] = set()
    if deal.turned is not None:
        for cards in hands.values():
            cards.discard(deal.turned)  # the turned card is shown (WB-D2, SV-D3's own pack)
    # The dealer's own turned card (NT-D3, WB-D2) was seen by all: where the dealer discards
    # it, a hand laid face up without it says so, as it would at a real table.
    discards = {s: c for s, c in deal.discards.items() if c != deal.turned}
    return Secret(hands, discards, deal.phase is Phase.OVER)


@dataclass
class Watch:
    """Checks every message the fake takes (see the module docstring); ``seen`` notes what the
    messages showed (discards made, a hand face up, a claim, cards named, Swedish words)."""

    harness: BotHarness
    problems: list[str] = field(default_factory=lambda: [])
    published: int = 0
    seen: set[str] = field(default_factory=lambda: set())

    def install(self) -> None:
        fake = self.harness.fake
        original = fake._publish  # pyright: ignore[reportPrivateUsage]

        def publish(request: Any, msg: FakeMessage, body: Any, *, created: bool) -> None:
            original(request, msg, body, created=created)
            try:
                self.check(msg, body or {})
            except Exception as exc:  # a checker's bug must fail the test, not hide
                self.problems.append(f"checker failed: {exc!r}")

        fake._publish = publish  # type: ignore[method-assign]

    def table(self) -> LiveTable | None:
        tables = bot_of(self.harness).tables.tables()
        return tables[0] if tables else None

    def check(self, msg: FakeMessage, body: dict[str, Any]) -> None:
        self.published += 1
        live = self.table()
        if live is None or live.game is None or not live.game.deals:
            return
        texts = [_scanned(s) for s in texts_of(body)]
        whole = "\n".join(texts)
        numbers = [int(n) for n in DEAL_NO.findall(whole)]
        game = live.game
        deal_no = max(numbers) if numbers else len(game.deals)
        if deal_no > len(game.deals) or deal_no <= game.deals.offset:
            return
        deal = game.deals[deal_no - 1].deal
        if deal is None:
            return
        secret = secret_of(deal)
        view = deal.public_view()
        if deal.discards:
            self.seen.add("discard")
        if view.exposed:
            self.seen.add("exposed")
        if view.claim_hand:
            self.seen.add("claim")
        if "Giv " in whole:
            self.seen.add("swedish-words")
        named = set[int]().union(*(cards_named(s) for s in texts))
        if named:
            self.seen.add("cards-shown")
        recipient = msg.ephemeral_to
        where = f"deal {deal_no} {deal.phase.value}"
        if recipient is None:
            for seat, cards in secret.hands.items():
                shown = named & cards
                if shown and not secret.over:
                    labels = sorted(CARD_LABELS[c] for c in shown)
                    self.problems.append(f"public, {where}: seat {seat}'s {labels}: {whole!r}")
            for seat, card in secret.discards.items():
                if card in named:
                    kind = "after the deal" if secret.over else "during the deal"
                    self.problems.append(
                        f"public, {where}, {kind}: seat {seat}'s discard {CARD_LABELS[card]}"
                        f": {whole!r}"
                    )
            return
        seat = live.seat_of(recipient.id) or live.away_seat_of(recipient.id)
        for other, cards in secret.hands.items():
            if other == seat or secret.over:
                continue
            shown = named & cards
            if shown:
                labels = sorted(CARD_LABELS[c] for c in shown)
                self.problems.append(
                    f"private to {recipient.username} (seat {seat}), {where}: "
                    f"seat {other}'s {labels}"
                )
        for other, card in secret.discards.items():
            if other != seat and card in named and not secret.over:
                self.problems.append(
                    f"private to {recipient.username}, {where}: seat {other}'s discard"
                )


class LogWatch(logging.Handler):
    """Every record of every logger, formatted as a handler would (with its traceback)."""

    def __init__(self) -> None:
        super().__init__(level=logging.DEBUG)
        self.lines: list[str] = []
        self.setFormatter(logging.Formatter("%(name)s %(levelname)s %(message)s"))

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(self.format(record))

    def tokens(self, fake: FakeDiscord) -> list[str]:
        """The lines holding an interaction token or the bot's token."""
        tokens = [h.token for h in fake.interactions.values()] + [fake.token]
        return [line[:300] for line in self.lines if any(token in line for token in tokens)]


@contextmanager
def logs_at_debug() -> Iterator[LogWatch]:
    """Every logger at DEBUG into a :class:`LogWatch`, ``discord`` at INFO as
    ``bot.discord_app.run`` keeps it; the levels are put back after."""
    watch = LogWatch()
    root, discord_logger = logging.getLogger(), logging.getLogger("discord")
    old_root, old_discord = root.level, discord_logger.level
    root.addHandler(watch)
    root.setLevel(logging.DEBUG)
    discord_logger.setLevel(logging.INFO)
    try:
        yield watch
    finally:
        root.removeHandler(watch)
        root.setLevel(old_root)
        discord_logger.setLevel(old_discord)


WEIGHTS = {"bid": 0.55, "claim": 0.5, "accept": 0.75, "declare": 0.6, "hiding": 0.6, "refresh": 0.2}
"""How often a random player bids (when it may), claims, accepts a claim (a deal ends sooner),
declares, picks a contract that hides cards (:func:`hides_cards`) in the bid select, and
refreshes its hand view (it is followed at every move anyway)."""


def lays_face_up(contract: Contract) -> bool:
    """The declarer's hand lies face up (an ouverte, a spread, sur table)."""
    return contract.exposed_after_first or contract.exposed_before_play


def hides_cards(contract: Contract) -> bool:
    """A contract that puts cards away face down or lays a hand face up (a misère, an
    ouverte, a spread, sur table): where hidden information is most at stake."""
    return contract.misere or contract.discard or lays_face_up(contract)


def choose(rng: random.Random, codes: dict[str, str]) -> str:
    bids = [c for code, c in codes.items() if code.startswith("bid.") or code == "support"]
    if bids and rng.random() < WEIGHTS["bid"]:
        return rng.choice(bids)
    if "pass" in codes:
        return codes["pass"]
    claim = codes.get("claim")
    if claim is not None and rng.random() < WEIGHTS["claim"]:
        return claim
    accept = codes.get("claim.accept")
    if accept is not None and rng.random() < WEIGHTS["accept"]:
        return accept
    declares = [c for code, c in codes.items() if code.startswith("declare.")]
    if declares and rng.random() < WEIGHTS["declare"]:
        return rng.choice(declares)
    others = [c for code, c in codes.items() if code != "claim" and not code.startswith("declare.")]
    return rng.choice(others or list(codes.values()))


@dataclass
class Players:
    """Four people at one table, clicking random legal moves from their hand views."""

    harness: BotHarness
    table_id: int
    message: FakeMessage
    rng: random.Random
    views: dict[int, FakeMessage] = field(default_factory=lambda: {})
    steered: bool = False
    """Deal 1's first player offered a contract with discards (SV-C, DW, FB-C3, NT-C4) bid it,
    one whose hand then lies face up where there is one, and the others passed: the sweep
    reaches cards put away face down beside a hand face up. Every other choice is random."""

    @property
    def fake(self) -> FakeDiscord:
        return self.harness.fake

    @property
    def live(self) -> LiveTable:
        return bot_of(self.harness).tables.get(self.table_id)

    async def settle(self) -> None:
        await bot_of(self.harness).tables.wait_idle(self.table_id)
        await self.harness.settle()

    async def view_of(self, user: FakeUser) -> FakeMessage:
        """The user's hand view: a new one now and then, else the open one (followed at every
        move), refreshed now and then."""
        view = self.views.get(user.id)
        if view is None or self.rng.random() < 0.1:
            hand = next(c for c in self.message.custom_ids if c.startswith("boston:hand:"))
            view = await (await self.fake.click(user, self.message, hand)).message()
            self.views[user.id] = view
        elif self.rng.random() < WEIGHTS["refresh"]:
            refresh = next(c for c in view.custom_ids if c.startswith("boston:hand:"))
            await (await self.fake.click(user, view, refresh)).done()
        return view

    async def step(self) -> bool:
        """The person on turn takes one random legal action; False once the table is over."""
        live = self.live
        game = live.game
        if game is None or live.status != "playing":
            return False
        seat = game.to_act
        if seat is None:
            await self.settle()
            return True
        assignment = live.seats[seat]
        user = next(u for u in self.fake.users.values() if u.id == assignment.player_id)
        view = await self.view_of(user)
        steer = len(game.deals) == 1 and not self.steered
        if view.selects and (steer or self.rng.random() < WEIGHTS["bid"]):
            select = view.selects[0]
            values = [o["value"] for o in select["options"]]
            offered = [c for c in map(self.ladder().get, values) if c is not None]
            hiding = [c.id for c in offered if hides_cards(c)]
            discarding = [c.id for c in offered if c.discard and lays_face_up(c)]
            discarding = discarding or [c.id for c in offered if c.discard]
            steer = steer and bool(discarding)
            if steer:
                pick = discarding
            elif hiding and self.rng.random() < WEIGHTS["hiding"]:
                pick = hiding
            else:
                pick = values
            value = self.rng.choice(pick)
            await (await self.fake.select(user, view, select["custom_id"], [value])).done()
        else:
            steer = False
        codes = {code_of(c): c for c in enabled_actions(view)}
        if not codes:
            await self.settle()
            return True
        bids = [c for code, c in codes.items() if code.startswith("bid.")]
        if steer and bids:  # deal 1's first bid that puts cards away is made
            self.steered = True
            choice = self.rng.choice(bids)
        elif self.steered and len(game.deals) == 1 and "pass" in codes:
            choice = codes["pass"]  # and nobody outbids it
        else:
            choice = choose(self.rng, codes)
        await (await self.fake.click(user, view, choice)).done()
        await self.settle()
        return True

    def ladder(self) -> Ladder:
        game = self.live.game
        deal = game.current.deal if game is not None and game.current is not None else None
        assert deal is not None
        return deal.rules.ladder

    def phase(self) -> Phase | None:
        game = self.live.game
        deal = game.current.deal if game is not None and game.current is not None else None
        return deal.phase if deal is not None else None

    async def records_mid_deal(self, who: FakeUser) -> list[str]:
        """/boston export and /boston protocol while a deal is in play: no hand comes back."""
        problems: list[str] = []
        game = self.live.game
        deal = game.current.deal if game is not None and game.current is not None else None
        assert deal is not None and deal.phase is not Phase.OVER
        held = {c for hand in deal.play.hands for c in hand} | set(deal.discards.values())
        asked = {"table": self.table_id}  # a kibitzer sits at no table to find it by
        export = await (await self.fake.slash(who, "boston export", asked)).message()
        refusals = {t(lang, "export.while_playing") for lang in ("en", "sv")}
        if export.attachments or export.text not in refusals:  # a record holds every hand
            problems.append(f"/boston export to {who.username} mid-deal: {export.text!r}")
        if cards_named(export.text) & held:
            problems.append(f"the export's answer to {who.username} names hidden cards")
        protocol = await (await self.fake.slash(who, "boston protocol", asked)).message()
        shown = [protocol.text] + [
            a.data.decode() for a in protocol.attachments if a.filename.endswith(".txt")
        ]
        if any(cards_named(text) & held for text in shown):
            problems.append(f"the protocol given to {who.username} names hidden cards")
        return problems


async def play_variant(
    path: Path, variant: str, seed: int, language: str
) -> tuple[list[str], set[str]]:
    """A table of ``variant`` on a ``language`` server (its database at ``path``), played by
    :class:`Players` under the :class:`Watch`; the problems found, and what the watch saw."""
    problems: list[str] = []
    with logs_at_debug() as logs:
        async with boston(path, seed=seed) as harness:
            watch = Watch(harness)
            watch.install()
            fake = harness.fake
            users = [fake.user(n) for n in PLAYERS]
            if language != "en":  # the public messages in the server's language
                chosen = {"language": language}
                await (await fake.slash(fake.owner, "boston settings", chosen)).done()
            place = fake.guild.channel("general")
            before = {m.id for m in place.visible_messages()}
            opened = await fake.slash(users[0], "boston new", {"variant": variant}, channel=place)
            await opened.done()
            message = await fake.wait_for_message(
                place,
                lambda m: m.id not in before and any("boston:lobby:" in c for c in m.custom_ids),
            )
            for user in users[1:]:
                await (await fake.click(user, message, button_ending(message, ":join"))).done()
            await harness.settle()
            await (await fake.click(users[0], message, button_ending(message, ":start"))).done()
            table_id = int(message.custom_ids[0].split(":")[2])
            players = Players(harness, table_id, message, random.Random(seed))
            await players.settle()
            if any(c.discard for c in players.ladder()):
                watch.seen.add("discards in the ladder")
            if any(c.discard and lays_face_up(c) for c in players.ladder()):
                watch.seen.add("discards face up in the ladder")
            kibitzer = fake.user("kibitzer")
            asked: set[str] = set()
            tail = 0
            for _ in range(DEALS * 120 + TAIL * 20):
                live = players.live
                if live.game is None or (tail >= TAIL and len(asked) == 2):
                    break
                if live.game.deals.settled >= DEALS:
                    tail += 1
                # Mid-deal: a kibitzer once cards are played, a player early in the next deal.
                if "play" not in asked and players.phase() is Phase.PLAY:
                    asked.add("play")
                    problems += await players.records_mid_deal(kibitzer)
                if "next deal" not in asked and tail == 2:
                    asked.add("next deal")
                    problems += await players.records_mid_deal(users[1])
                if not await players.step():
                    break
            problems += watch.problems
            assert len(asked) == 2, f"the records were asked mid-deal only in: {asked}"
            assert watch.published > 50
        problems += [f"a token in the log: {line}" for line in logs.tokens(fake)]
        for line in logs.lines:
            if HANDS_IN_LOG.search(line) or any(label in line for label in CARD_LABELS):
                problems.append(f"cards in the log? {line[:300]}")
    return problems, watch.seen


@pytest.mark.parametrize(("variant", "language"), SWEEP)
async def test_random_play_shows_no_hidden_card_to_the_wrong_eyes(
    tmp_path: Path, variant: str, language: str
) -> None:
    """Random legal play of the variant: no public or private message, mid-deal export or
    protocol, nor log line shows a card to whoever may not see it, nor a token in a log."""
    problems: list[str] = []
    for seed in range(1, SEEDS + 1):
        lang = language if seed % 2 else {"en": "sv", "sv": "en"}[language]
        found, seen = await play_variant(tmp_path / f"s{seed}.sqlite3", variant, seed, lang)
        problems += found
        # The watch read cards in the bot's messages, in the server's language, and cards
        # put away where the variant has them: it watched what there was to hide.
        assert "cards-shown" in seen, seen
        assert ("swedish-words" in seen) == (lang == "sv"), seen
        assert ("discards in the ladder" in seen) <= ("discard" in seen), seen
        assert ("discards face up in the ladder" in seen) <= ("exposed" in seen), seen
    assert problems == [], "\n".join(problems[:40])


def test_the_card_finder_reads_labels_and_hands_grouped_by_suit() -> None:
    """``cards_seen.cards_named``: a hand as ``table_words.cards_text`` writes it, labels, NT-S3's
    carte de boston heading its trumps; no card in a line of numbers."""
    assert cards_named("♠ A K 5 · ♥ 10 2") == {BY_LABEL[x] for x in ("A♠", "K♠", "5♠", "10♥", "2♥")}
    assert cards_named("North A♠ · East 10♥") == {BY_LABEL["A♠"], BY_LABEL["10♥"]}
    assert cards_named("♥ J♦ A 10") == {BY_LABEL[x] for x in ("J♦", "A♥", "10♥")}
    assert cards_named("**East** holds: ♣ Q 9\n♦ 3") == {BY_LABEL[x] for x in ("Q♣", "9♣", "3♦")}
    assert cards_named("Tricks: North 1 · East 2") == set()
    assert labels_named("♠ A K") == {"A♠", "K♠"}


Payload = dict[str, object]


def _scanned_table(payloads: list[Payload], held: set[str]) -> Table:
    """A :class:`Table` at deal 2 whose fake Discord published ``payloads``, North holding
    ``held``: enough for ``assert_private``, which reads nothing else."""
    fake = SimpleNamespace(public_payloads=lambda: payloads)
    north = cast(FakeUser, SimpleNamespace(id=1, username="north"))
    harness = cast(BotHarness, SimpleNamespace(fake=fake))
    message = cast(FakeMessage, SimpleNamespace(text="Table 1\nDeal 2 · North deals"))
    return Table(harness, message, {1: north}, held={1: held})


def test_assert_private_sees_a_hand_grouped_by_suit_and_a_discard() -> None:
    """``driver.Table.assert_private`` reads both spellings, and keeps a card put away face
    down hidden for the rest of the deal (it leaves the hand); it does not read the turned
    card, the previous deal's last trick, or messages about another deal."""
    dealt: Payload = {"content": "Table 1\nDeal 2 · North deals\nTurned card: A♠ — red"}
    earlier: Payload = {"content": "Last trick of deal 1: North took it — North K♠ · East 2♠"}
    grouped = _scanned_table([dealt, {"content": "North holds ♠ A K 5"}], {"A♠", "3♥"})
    with pytest.raises(AssertionError, match=r"north's cards \['A♠'\]"):
        grouped.assert_private(2)
    payloads = [dealt, earlier]
    table = _scanned_table(payloads, {"A♠", "K♠"})
    table.assert_private(2)
    table.moved(table.users[1], "discard.KS", "K♠")
    assert table.held[1] == {"A♠"} and table.discards == {2: {1: "K♠"}}
    table.assert_private(2)
    payloads.append({"embeds": [{"description": "Deal 2 · North leads\n♠ K"}]})
    with pytest.raises(AssertionError, match="north's discard K♠"):
        table.assert_private(2)
    others = [dealt, {"content": "**Deal 1**\nNorth A♠"}, {"content": "Deal 3 · North A♠"}]
    _scanned_table(others, {"A♠"}).assert_private(2)


async def test_assert_private_sees_a_hand_leaked_as_the_bot_writes_hands(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The table message is made to leak East's hand the way the bot writes hands
    (``table_words.cards_text``: ``♠ A K 5``, no label): the driver's scan sees it."""
    import cogs.boston.hand_view as hand_view
    from cogs.boston.table_words import cards_text

    honest = hand_view.deal_lines

    def leaky(table: LiveTable, view: Any, lang: Any) -> list[str]:
        game = table.game
        assert game is not None
        east = game.view(2)
        assert east is not None
        return [*honest(table, view, lang), "East holds " + cards_text(east.hand)]

    monkeypatch.setattr(hand_view, "deal_lines", leaky)
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        mover = table.on_turn()
        assert mover is not None
        await table.step(mover)
        assert "East holds " in table.message.text  # the leak is up, written as hands are
        with pytest.raises(AssertionError, match="east's cards"):
            table.assert_private()


class Seats:
    """People act for their seats as the live table has them now (a computer's turn, or an
    away seat's, is the service's): random legal clicks, as :class:`Players`."""

    def __init__(self, harness: BotHarness, table_id: int, message: FakeMessage, seed: int) -> None:
        self.harness = harness
        self.table_id = table_id
        self.message = message
        self.rng = random.Random(seed)
        self.views: dict[int, FakeMessage] = {}

    async def step(self) -> None:
        bot = bot_of(self.harness)
        live = bot.tables.get(self.table_id)
        game = live.game
        seat = game.to_act if game is not None else None
        assignment = live.seats.get(seat) if seat is not None else None
        fake = self.harness.fake
        if assignment is None or assignment.player_id is None or live.is_computer(seat or 0):
            await bot.tables.wait_idle(self.table_id)
            await self.harness.settle()
            return
        user = fake.users[assignment.player_id]
        view = self.views.get(user.id)
        if view is None:
            hand = next(c for c in self.message.custom_ids if c.startswith("boston:hand:"))
            view = self.views[user.id] = await (
                await fake.click(user, self.message, hand)
            ).message()
        else:
            refresh = next(c for c in view.custom_ids if c.startswith("boston:hand:"))
            await (await fake.click(user, view, refresh)).done()
        codes = {code_of(c): c for c in enabled_actions(view)}
        if codes:
            await (await fake.click(user, view, choose(self.rng, codes))).done()
        await bot.tables.wait_idle(self.table_id)
        await self.harness.settle()


async def test_seat_changes_and_a_restart_show_no_other_seat(tmp_path: Path) -> None:
    """Mid-deal: East steps away (a computer keeps the seat), the host gives East's seat to
    the kibitzer, the bot restarts (open views handed over), South steps away and comes back.
    Every message the fake takes is watched: nobody's private message shows a seat they do
    not hold (or keep while away), no public one a card still held; and no log line, at
    DEBUG, holds an interaction token (the handover stores them in the database)."""
    with logs_at_debug() as logs:
        async with boston(tmp_path / "b.sqlite3", seed=3) as harness:
            fake = harness.fake
            watch = Watch(harness)
            watch.install()
            users = [fake.user(n) for n in PLAYERS]
            message, _ = await open_table(harness, users[0])
            for user in users[1:]:
                await (await fake.click(user, message, button_ending(message, ":join"))).done()
            await harness.settle()
            await (await fake.click(users[0], message, button_ending(message, ":start"))).done()
            table_id = int(message.custom_ids[0].split(":")[2])
            seats = Seats(harness, table_id, message, 5)
            await bot_of(harness).tables.wait_idle(table_id)
            await harness.settle()
            hand = next(c for c in message.custom_ids if c.startswith("boston:hand:"))
            for user in users:  # everyone's view is open, and followed
                seats.views[user.id] = await (await fake.click(user, message, hand)).message()
            for _ in range(6):
                await seats.step()
            east, south, kibitzer = fake.user("east"), fake.user("south"), fake.user("kibitzer")
            away = button_ending(seats.views[east.id], ":away")
            await (await fake.click(east, seats.views[east.id], away)).done()
            for _ in range(4):
                await seats.step()
            replace = {"seat": 2, "member": kibitzer}
            replaced = await fake.slash(users[0], "boston replace", replace)
            assert "seat 2" in (await replaced.message()).text.lower()
            await harness.settle()
            assert bot_of(harness).tables.get(table_id).seats[2].player_id == kibitzer.id
            for _ in range(6):
                await seats.step()
            edits = len(fake.requests)
            await harness.stop_bot()  # a deploy: the open views are handed over
            await harness.start_bot()
            await harness.settle()
            handed = [r for r in fake.requests[edits:] if r.route.startswith("PATCH /webhooks/")]
            assert handed, "no open view was followed after the restart"
            for _ in range(4):
                await seats.step()
            view = seats.views[south.id]
            await (await fake.click(south, view, button_ending(view, ":away"))).done()
            for _ in range(3):
                await seats.step()
            await (await fake.click(south, view, button_ending(view, ":back"))).done()
            for _ in range(12):
                await seats.step()
            assert watch.published > 30
            assert watch.problems == [], "\n".join(watch.problems[:20])
        assert logs.tokens(fake) == []


def _two_servers(fake: FakeDiscord) -> None:
    fake.add_users(*PLAYERS, "kibitzer")
    other = fake.add_guild("other server")
    fake.add_user("mallory", guilds=[other])


async def test_another_servers_table_is_not_reached_by_its_number(tmp_path: Path) -> None:
    """Every command taking ``table:`` and every custom id not covered by
    ``test_boston_servers``, sent from another server (by a member, and by the owner, an admin
    of both) for a table in play and for one that has ended: answered privately, as no such
    table, writing nothing and naming nothing of it."""
    path = tmp_path / "b.sqlite3"
    async with run_bot(bot_factory(path), setup=_two_servers) as harness:
        fake = harness.fake
        home, other = fake.guilds[0], fake.guilds[1]
        playing = await seated_table(harness, home.channel("general"))
        bot = bot_of(harness)
        live = bot.tables.get(playing.id)
        secret_names = {a.display_name for a in live.seats.values()}
        mallory = fake.user("mallory")
        where = other.channel("general")
        theirs, _ = await open_table(harness, mallory, where)
        problems: list[str] = []

        async def refused(answer: FakeMessage, what: str, who: FakeUser) -> None:
            text = answer.text
            if answer.ephemeral_to is not who:
                problems.append(f"{what}: answer not private")
            if answer.attachments:
                problems.append(f"{what}: a file came back")
            if any(name in text for name in secret_names) or str(live.row.thread_id) in text:
                problems.append(f"{what}: names the other server's table: {text!r}")
            if "does not exist" not in text and "no table" not in text.lower():
                problems.append(f"{what}: {text!r}")

        owner = fake.owner
        seq = live.seq
        for who in (mallory, owner):
            commands: list[tuple[str, dict[str, Any]]] = [
                ("boston protocol", {"table": playing.id}),
                ("boston export", {"table": playing.id}),
                ("boston score", {"table": playing.id, "all_pass": True}),
                ("boston withdraw", {"table": playing.id, "deal": 1}),
                ("boston pause", {"table": playing.id}),
                ("boston resume", {"table": playing.id}),
                ("boston end", {"table": playing.id}),
                ("boston abandon", {"table": playing.id}),
                ("boston replace", {"table": playing.id, "seat": 2}),
                ("boston rulefile", {"table": playing.id, "file": ("p.json", b"{}")}),
            ]
            for command, options in commands:
                before = digest(path)
                handle = await fake.slash(who, command, options, guild=other, channel=where)
                await refused(await handle.message(), f"{who.username} /{command}", who)
                if digest(path) != before:
                    problems.append(f"{who.username} /{command} wrote to the database")
            forged = [
                (f"boston:notify:{playing.id}:off", None),
                (f"boston:notify:{playing.id}:on", None),
                (f"boston:seat:{playing.id}:back", None),
                (f"boston:lobby:{playing.id}:doc-prices", None),
                (f"boston:bid:{playing.id}:{seq}", ["5"]),
            ]
            for custom_id, values in forged:
                before = digest(path)
                handle = await fake.forge_component(who, theirs, custom_id, values=values)
                await refused(await handle.message(), f"{who.username} {custom_id}", who)
                if digest(path) != before:
                    problems.append(f"{who.username} {custom_id} wrote to the database")
        # The table ends (abandoned mid-deal): its protocol and record stay its server's.
        await (await fake.slash(owner, "boston abandon", {"table": playing.id})).done()
        question = fake.last_message(home.channel("general"), viewer=owner)
        assert question is not None
        await (await fake.click(owner, question, button_ending(question, ":yes"))).done()
        await harness.settle()
        assert bot.tables.find(playing.id) is None
        for who in (mallory, owner):
            for command in ("boston protocol", "boston export", "boston withdraw"):
                options: dict[str, Any] = {"table": playing.id}
                if command == "boston withdraw":
                    options["deal"] = 1
                handle = await fake.slash(who, command, options, guild=other, channel=where)
                await refused(await handle.message(), f"{who.username} /{command} (ended)", who)
            for custom_id in (f"boston:proto:{playing.id}", f"boston:hand:{playing.id}"):
                handle = await fake.forge_component(who, theirs, custom_id)
                await refused(await handle.message(), f"{who.username} {custom_id} (ended)", who)
        assert problems == [], "\n".join(problems)


async def test_an_agreed_stop_exports_no_untouched_deal(tmp_path: Path) -> None:
    """``/boston end`` right after deal 2 is dealt (nobody has acted on it) ends the game at
    once (SV-M2). Deal 2's hands were dealt and seen privately, never played: the finished
    table's record (``/boston export``) holds deal 1 only."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        await table.play_deal(1)
        await table.settle()
        live = bot_of(harness).tables.get(table.id)
        assert live.game is not None and len(live.game.deals) == 2
        second = live.game.deals[1].deal
        assert second is not None and not second.actions
        north = fake.user("north")
        await end_table(fake, north, {"table": table.id})
        await harness.settle()
        assert bot_of(harness).tables.find(table.id) is None
        export = await (await fake.slash(north, "boston export", {"table": table.id})).message()
        assert export.attachments, export.text
        record = json.loads(export.attachments[0].data)
        assert len(record["deals"]) == 1
        exported = " ".join(record["deals"][0]["hands"].values()).split()
        assert len(exported) == 52
        second_hands = {
            str(s): " ".join(card_str(c) for c in second.dealt[s - 1]) for s in (1, 2, 3, 4)
        }
        assert record["deals"][0]["hands"] != second_hands


async def test_one_person_holds_one_seat_under_concurrent_requests(tmp_path: Path) -> None:
    """Two Join clicks of one person at once, and two ``/boston replace`` giving one member
    two seats at once: the person ends with one seat."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, east, kibitzer = fake.user("north"), fake.user("east"), fake.user("kibitzer")
        lobby, _ = await open_table(harness, north)
        join = button_ending(lobby, ":join")
        for handle in await asyncio.gather(*(fake.click(east, lobby, join) for _ in range(2))):
            await handle.done()
        table_id = int(lobby.custom_ids[0].split(":")[2])
        seats = bot_of(harness).tables.get(table_id).seats
        assert [a.seat for a in seats.values() if a.player_id == east.id] == [2]
        await (await fake.click(north, lobby, button_ending(lobby, ":cancel"))).done()
        await harness.settle()

        table = await seated_table(harness)
        asks = [
            fake.slash(north, "boston replace", {"seat": s, "member": kibitzer, "table": table.id})
            for s in (2, 3)
        ]
        # Both seats are played in person: each is asked first, and both answers go together.
        questions = [await handle.message() for handle in await asyncio.gather(*asks)]
        gives = [fake.click(north, q, label="Give the seat") for q in questions]
        for handle in await asyncio.gather(*gives):
            await handle.done()
        await harness.settle()
        live = bot_of(harness).tables.get(table.id)
        held = [a.seat for a in live.seats.values() if a.player_id == kibitzer.id]
        assert len(held) == 1, held
