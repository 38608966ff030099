"""The Play cog: a player's private hand view and every action taken from it.

**My hand** on the public table message answers with an ephemeral view (components v2, so each
suit gets its own row of card buttons, readable on a phone; drawn in
:mod:`cogs.boston.hand_view`). Its buttons carry the sequence number they were drawn at; the
service refuses an older one as stale and the view is redrawn in place with the current state.
No rule is decided here: the legal actions come from the seat's view, and the service checks
every action again.

Clicks arrive through the bot's router (``bot/routing.py``) by custom id — **My hand** /
**Refresh**, an action, the contract select, step away / take the seat back — and the view is
answered as a raw payload (``cogs/boston/wire.py``), drawn once per table state and seat
(:class:`~cogs.boston.hand_view.HandCache`).
"""

from __future__ import annotations

import contextlib
import logging
import re
from typing import TYPE_CHECKING, Any, cast

import discord
from discord.ext import commands

from bot.engine.actions import Action, Bid, NameTrump, Pass, Support
from bot.engine.describe import action_text, declines_support
from bot.engine.errors import IllegalAction
from bot.i18n import Lang, t
from bot.routing import WORKING, RoutedInteraction, WatchedResponse
from bot.tables import NotSaved, Refused, TableChange
from bot.tables.service import LiveTable
from cogs.boston import ids, wire
from cogs.boston.common import (
    back_refusal,
    bot_of,
    bot_of_cog,
    lang,
    refusal_text,
    table_here,
    tell,
)
from cogs.boston.components import Component
from cogs.boston.errors import answered
from cogs.boston.hand_header import view_to_draw, warning
from cogs.boston.hand_view import HandCache, declaring, hand_components, notices_switch
from cogs.boston.seat_names import past_name, seat_name
from cogs.boston.table_away import notice_done, stale_notice_text
from cogs.boston.table_orphans import refused_orphan
from cogs.boston.table_outbox import QUIET
from cogs.boston.table_owed import custom_ids
from cogs.boston.table_words import words_of
from db.errors import StorageError

if TYPE_CHECKING:
    from collections.abc import Callable

    from cogs.boston.live import LiveCog

logger = logging.getLogger(__name__)

ROUTES = (ids.HAND_TEMPLATE, ids.ACTION_TEMPLATE, ids.BID_TEMPLATE, ids.SEAT_TEMPLATE)
"""The custom ids this cog answers (``bot/routing.py``)."""


def clicked_message(interaction: discord.Interaction) -> tuple[int | None, bool]:
    """The clicked message's id and whether it is ephemeral (a hand view)."""
    if isinstance(interaction, RoutedInteraction):
        return interaction.source_id, interaction.source_ephemeral
    message = interaction.message
    if message is None:
        return None, False
    return message.id, message.flags.ephemeral


def clicked_content(interaction: discord.Interaction) -> tuple[str, list[str]]:
    """The clicked message's text and its buttons' custom ids, as Discord sent the message
    with the click (no request)."""
    if isinstance(interaction, RoutedInteraction):
        rows = {"components": interaction.source_components}
        return interaction.source_content, custom_ids(rows)
    message = interaction.message
    if message is None:
        return "", []
    items = [item for row in message.components for item in getattr(row, "children", ())]
    found = [getattr(item, "custom_id", None) for item in items]
    return message.content, [custom_id for custom_id in found if isinstance(custom_id, str)]


def view_table(interaction: discord.Interaction, table_id: int) -> int | None:
    """The table of the private message clicked (a hand view) where it is another than
    ``table_id``, the table the click's custom id names; else None. Every Boston custom id
    names its table third (``cogs/boston/ids.py``), and a hand view's all name its own: one
    of another table was forged onto it (a modified client), and answered it would act there
    and redraw this view as that table's. Read from the message as Discord sent it with the
    click, not from the custom id clicked, so a restart changes nothing. The bot drew every
    id of the view with its own table, so the first Boston id found names it: a walk of a
    few components, no database read. A public message is not drawn over (the answer is a
    new private view), and is not looked at."""
    if not isinstance(interaction, RoutedInteraction) or not interaction.source_ephemeral:
        return None
    stack: list[Any] = list(interaction.source_components)
    while stack:
        item = stack.pop()
        if not isinstance(item, dict):
            continue
        component = cast("dict[str, Any]", item)
        stack.extend(component.get("components") or ())
        accessory = component.get("accessory")
        if accessory is not None:
            stack.append(accessory)
        custom_id = component.get("custom_id")
        if isinstance(custom_id, str) and custom_id.startswith("boston:"):
            field = custom_id.split(":", 3)[2:3]
            if field and field[0].isdigit():
                here = int(field[0])
                return None if here == table_id else here
    return None


async def refused_elsewhere(interaction: discord.Interaction, table_id: int) -> bool:
    """Whether the click was refused (privately, in the clicker's language; nothing done)
    as another table's forged onto a hand view (:func:`view_table`)."""
    here = view_table(interaction, table_id)
    if here is None:
        return False
    await tell(
        interaction, t(lang(interaction), "refused.other_table_view", id=table_id, here=here)
    )
    return True


def kept_move(table: LiveTable, seat: int, language: Lang) -> str | None:
    """The last move made for ``seat`` since a computer took it over for its person
    (:attr:`~bot.tables.live.LiveTable.away_since`), in the deal in play, as the engine says
    a move ("Dave says whist"): their hand view says what was done for them while away.
    None where none was made (or the deal's moves cannot be placed in the log)."""
    game = table.game
    since = table.away_since.get(seat)
    last = game.deals.last if game is not None else None
    if game is None or since is None or last is None or last.deal is None:
        return None
    if last.merge is not None:
        return None  # an event after the deal's last action: its moves' seqs are not known
    actions = last.deal.actions
    # The log holds the deal's event, then one event per action: the table's last event
    # is the deal's last action (or the deal's own event, before any).
    first = table.seq - len(actions) + 1
    for index in range(len(actions) - 1, -1, -1):
        if first + index <= since:
            return None  # made before the computer took the seat over
        action = actions[index]
        if action.seat == seat:
            names = [past_name(table, s, language) for s in (1, 2, 3, 4)]
            words = words_of(table)
            takeover = declines = False
            if isinstance(action, Pass | Bid | Support):
                # As every other line says a call: a takeover's word (SV-B5), a support
                # declined (WB-B2). The auction is the deal's calls in order: this is the
                # call after those made before it.
                said = last.deal.public_view()
                at = sum(isinstance(a, Pass | Bid | Support) for a in actions[:index])
                takeover = said.auction_takeovers[at]
                declines = declines_support(said.auction, at, words)
            return action_text(
                action,
                names,
                game.rules.ladder,
                words,
                language,
                takeover=takeover,
                declines=declines,
            )
    return None


class PlayCog(commands.Cog, name="Play"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.hands = HandCache()
        self._unsubscribe: Callable[[], None] | None = None
        self._chosen: dict[tuple[int, int], tuple[int, str]] = {}
        """The contract each person chose in their view's select, by table and person, with
        the table's sequence number it was chosen at: the view's state until the table moves
        (a redraw by the Live cog, a Refresh, a restart's handover keep it)."""

    async def cog_load(self) -> None:
        bot = bot_of_cog(self)
        handlers = (self._on_hand, self._on_action, self._on_bid, self._on_seat)
        for template, handler in zip(ROUTES, handlers, strict=True):
            bot.router.add(template, handler)
        # First subscriber of the Boston cogs: the cache is emptied before anyone redraws.
        self._unsubscribe = bot.tables.subscribe(self._on_change)

    async def cog_unload(self) -> None:
        bot = bot_of_cog(self)
        for template in ROUTES:
            bot.router.remove(template)
        if self._unsubscribe is not None:
            self._unsubscribe()

    async def _on_change(self, change: TableChange) -> None:
        self.hands.changed(change)
        if change.kind in ("close", "cancelled") and self._chosen:
            for key in [k for k in self._chosen if k[0] == change.table_id]:
                del self._chosen[key]

    # --- the contract chosen in a view's select ---------------------------------------------

    def chosen_of(self, table: LiveTable, user_id: int) -> str | None:
        """The contract ``user_id`` chose in their view's select at the table's current state,
        if any (one dict look-up: every drawing asks); a choice the table moved past is
        forgotten."""
        kept = self._chosen.get((table.id, user_id))
        if kept is None:
            return None
        seq, chosen = kept
        if seq != table.seq:
            del self._chosen[table.id, user_id]
            return None
        return chosen

    def keep_chosen(
        self, table: LiveTable, user_id: int, chosen: str, seq: int | None = None
    ) -> bool:
        """A choice handed over by the previous process (``cogs/boston/handover.py``), made at
        the table's sequence number ``seq``: kept where the table is still there (None: a
        graceful close's row of the version before 0018, at the state the table stopped at)
        and the person's seat still offers it in its select."""
        if seq is not None and seq != table.seq:
            return False  # the table moved past it, even if the contract is offered again
        seat = table.seat_of(user_id)
        if seat is None or not _offered(table, seat, chosen):
            return False
        self._chosen[table.id, user_id] = (table.seq, chosen)
        return True

    # --- routed clicks ----------------------------------------------------------------------

    async def _on_hand(self, interaction: RoutedInteraction, match: re.Match[str]) -> None:
        """**My hand** on the table message (a new private view), **Refresh** inside one."""
        await answered(interaction, self.show_hand(interaction, int(match["table"])))

    async def _on_action(self, interaction: RoutedInteraction, match: re.Match[str]) -> None:
        """One action (a card, a bid, pass, trumps, whist, merge), drawn at ``seq``."""
        work = self.act(interaction, int(match["table"]), int(match["seq"]), match["code"])
        await answered(interaction, work)

    async def _on_bid(self, interaction: RoutedInteraction, match: re.Match[str]) -> None:
        """The contract to bid; its colour levels then appear as buttons."""
        values = (interaction.data or {}).get("values") or []
        chosen = str(values[0]) if values else None
        work = self.choose_contract(interaction, int(match["table"]), int(match["seq"]), chosen)
        await answered(interaction, work)

    async def _on_seat(self, interaction: RoutedInteraction, match: re.Match[str]) -> None:
        """**Step away** (a computer keeps the seat) or **Take my seat back**."""
        await answered(interaction, self.seat(interaction, int(match["table"]), match["verb"]))

    # --- answers ----------------------------------------------------------------------------

    async def _seated(
        self, interaction: discord.Interaction, table_id: int
    ) -> tuple[LiveTable, int] | str:
        """The table and the clicker's seat, or the reason (translated) why there is none: a
        table that has ended points to its result; a table of another server is refused.

        Every click of a seated person passes here, carrying the name they go by now: where
        it is not their seat's any more (a nickname changed mid-game), the seat follows it
        (:func:`_follow_name`). Otherwise that costs one comparison in memory."""
        language = lang(interaction)
        from cogs.boston.live import ended_text

        if bot_of(interaction).tables.find(table_id) is None:
            bot, guild = bot_of(interaction), interaction.guild_id
            return await ended_text(bot, table_id, guild, language, user_id=interaction.user.id)
        try:
            table = table_here(interaction, table_id)
        except Refused as exc:
            return refusal_text(language, exc)
        user = interaction.user
        seat = table.seat_of(user.id)
        if seat is None:
            # A player who stepped away still sees their seat (and may take it back); the
            # computer keeping it keeps its name.
            seat = table.away_seat_of(user.id)
            if seat is None:
                return await unseated_text(interaction, table, hint=True)
        elif table.new_name(seat, user.display_name, user.name) is not None:
            await _follow_name(interaction, table)
        return table, seat

    async def _answer(
        self,
        interaction: discord.Interaction,
        table: LiveTable,
        seat: int,
        *,
        notice: str | None = None,
        chosen: str | None = None,
        away_now: bool = False,
    ) -> None:
        """Draw the seat's current view: in place when clicked in a hand view, else anew. The
        view drawn becomes the player's live view, kept current by the Live cog. ``away_now``:
        just stepped away from a seat that had a move to make (:meth:`hand_view`)."""
        language = lang(interaction)
        seq = table.seq
        components = await self.hand_view(
            table, interaction.user.id, language, notice=notice, chosen=chosen, away_now=away_now
        )
        if components is None:
            if table.game is None:
                await tell(interaction, t(language, "hand.no_deal"))
            else:
                # The seat changed hands since :meth:`_seated` found it theirs (a replace
                # written while their click or Refresh waited): say where it went.
                await tell(interaction, await unseated_text(interaction, table, hint=False))
            return
        live = self._live()
        message_id, in_hand_view = clicked_message(interaction)
        if in_hand_view:
            if live is not None:  # before the answer goes: no other edit of this state
                live.drawn(interaction, table.id, message_id, seq)
            await wire.update_components(interaction, components)
        else:
            sent = await wire.send_components(interaction, components)
            if live is not None:
                live.drawn(interaction, table.id, sent, seq)

    def _live(self) -> LiveCog | None:
        # Imported here: the Live cog's module is the one its extension loaded, after this one.
        from cogs.boston.live import LiveCog

        live = self.bot.get_cog(LiveCog.__cog_name__)
        return live if isinstance(live, LiveCog) else None

    async def hand_view(
        self,
        table: LiveTable,
        user_id: int,
        language: Lang,
        *,
        notice: str | None = None,
        chosen: str | None = None,
        away_now: bool = False,
    ) -> list[Component] | None:
        """The hand view of the player's seat (kept for them while away), or None before the
        first deal or when they hold no seat. Drawn once per table state and key. ``away_now``:
        the answer to stepping away from a seat that had a move to make, which says that the
        computer makes that move too."""
        from cogs.boston.notices import NoticeCog  # loaded after this module, as an extension

        notices = self.bot.get_cog(NoticeCog.__cog_name__)
        wanted = await notices.wanted(user_id) if isinstance(notices, NoticeCog) else None
        # The seat is read after that wait (a database read the first time), so that a seat
        # handed to someone else meanwhile is never drawn for its former holder.
        seat = table.seat_of(user_id) or table.away_seat_of(user_id)
        if seat is None or table.game is None:
            return None
        if chosen is None and self._chosen:
            chosen = self.chosen_of(table, user_id)
        away = table.away_seat_of(user_id) == seat
        if away:  # the seat's state, not a refusal: drawn plain (a refusal above it is marked)
            # Whether the turn timer moved them (saved: a restart still says it) or they chose to.
            key = (
                "seat.computer_plays_timed_out"
                if seat in table.timed_out
                else "seat.computer_plays"
            )
            computer = t(language, "seat.computer_plays_now" if away_now else key)
            made = kept_move(table, seat, language)
            if made is not None:  # their own seat's move: nothing they may not see
                # A line of its own: the first still says who plays the seat, and why.
                computer = f"{computer}\n{t(language, 'seat.kept_move', move=made)}"
            notice = f"{notice}\n{computer}" if notice else computer

        def draw() -> list[Component]:
            view = table.view(seat)
            if view is None:
                return []
            extra = () if wanted is None else (notices_switch(table.id, wanted, language),)
            public = self.hands.public_lines(table, view, language)
            return hand_components(
                table,
                view,
                language,
                notice=notice,
                chosen=chosen,
                away=away,
                extra=extra,
                public=public,
            )

        drawn = self.hands.get(table, (seat, language, notice, chosen, away, wanted), draw)
        return drawn or None

    async def show_hand(
        self, interaction: discord.Interaction, table_id: int, *, notice: str | None = None
    ) -> None:
        if await refused_elsewhere(interaction, table_id):
            return
        if await refused_orphan(interaction, table_id):  # a table message a move left behind
            return
        tables = bot_of(interaction).tables
        table = tables.find(table_id)
        if table is not None and table.row.guild_id == interaction.guild_id:
            # Another process may have moved the table on since this one read it (a rolling
            # deploy's overlap): the hand is drawn from the log's table, not an older copy.
            await tables.catch_up_if_behind(table_id)
        seated = await self._seated(interaction, table_id)
        if isinstance(seated, str):
            await tell(interaction, seated)
            return
        await self._answer(interaction, *seated, notice=notice)

    async def choose_contract(
        self, interaction: discord.Interaction, table_id: int, seq: int, chosen: str | None
    ) -> None:
        if await refused_elsewhere(interaction, table_id):
            return
        seated = await self._seated(interaction, table_id)
        if isinstance(seated, str):
            await tell(interaction, seated)
            return
        table, seat = seated
        if seq != table.seq:
            stale = warning(t(lang(interaction), "refused.stale"))
            await self._answer(interaction, table, seat, notice=stale)
            return
        if not _offered(table, seat, chosen):
            # A value the select has no option for (a forged click): said why, nothing chosen.
            refused = warning(t(lang(interaction), "refused.contract_not_offered"))
            await self._answer(interaction, table, seat, notice=refused)
            return
        key = (table.id, interaction.user.id)
        changed = chosen is not None and self._chosen.get(key) != (table.seq, chosen)
        if chosen is not None:  # offered: kept until the table moves
            self._chosen[key] = (table.seq, chosen)
        await self._answer(interaction, table, seat, chosen=chosen)
        live = self._live()
        if changed and live is not None:  # written with the view's row, for a crash
            live.chose(table.id, interaction.user.id)

    async def act(
        self, interaction: discord.Interaction, table_id: int, seq: int, code: str
    ) -> None:
        if await refused_elsewhere(interaction, table_id):
            return
        seated = await self._seated(interaction, table_id)
        if isinstance(seated, str):
            await tell(interaction, seated)
            return
        table, seat = seated
        language = lang(interaction)
        action = ids.parse_action(code, seat)
        notice: str | None = None
        live = self._live()
        answered = False

        async def answer_saved() -> None:
            """The mover's answer, as soon as the move is saved: before the other people's
            views and the table message are told of it (issue #17)."""
            nonlocal answered
            answered = True
            await self._answer(interaction, table, seat)

        with live.holding(table_id, interaction.user.id) if live else contextlib.nullcontext():
            if action is None:
                # A bid id naming no contract (a hand-made click) is refused with a reason.
                unread = "illegal.unknown_contract" if code.startswith("bid.") else None
                notice = warning(t(language, unread or "illegal.not_allowed"))
            else:
                try:
                    await bot_of(interaction).tables.act_as_player(
                        table_id,
                        interaction.user.id,
                        action,
                        seq,
                        saved=answer_saved,
                    )
                except Refused as exc:
                    # A double tap, or a retry after "interaction failed": the move is made,
                    # which is said plainly (no refusal).
                    twice = exc.code == "stale" and _just_made(table, seq, action)
                    made = t(language, "play.made")
                    notice = made if twice else warning(_move_refusal(language, table, exc))
                except (IllegalAction, NotSaved) as exc:
                    notice = warning(refusal_text(language, exc))
            if not answered:
                await self._answer(interaction, table, seat, notice=notice)

    async def seat(self, interaction: discord.Interaction, table_id: int, verb: str) -> None:
        """Step away or come back; answers with the seat's view (in place in a hand view)."""
        if await refused_elsewhere(interaction, table_id):
            return
        language = lang(interaction)
        tables = bot_of(interaction).tables
        now = False
        try:
            live = table_here(interaction, table_id)
            if verb == "back":
                user = interaction.user
                await tables.come_back(table_id, user.id, user.display_name, user.name)
            elif verb == "away":
                # Asked before the step: once the computer has the seat it may have moved.
                now = _asked_now(live, interaction.user.id)
                await tables.step_away(table_id, interaction.user.id)
            else:
                await tell(interaction, t(language, "illegal.not_allowed"))
                return
        except Refused as exc:
            told = back_refusal(interaction, table_id, exc) if verb == "back" else exc
            table = bot_of(interaction).tables.find(table_id)
            refusal = refusal_text(language, told)
            if verb == "back" and told is exc and exc.code == "not_seated" and table is not None:
                # Neither away nor seated: perhaps their seat went to someone else meanwhile.
                refusal = await unseated_text(interaction, table, hint=False)
            elif verb == "back" and told is not exc and clicked_message(interaction)[1]:
                # Their own view's button, drawn before they took the seat back elsewhere (the
                # thread's notice): the view is redrawn as it is now, not left showing a
                # computer at their seat under a refusal.
                await self.show_hand(interaction, table_id, notice=t(language, "seat.back_already"))
                return
            if verb == "back" and await _notice_mended(interaction, table_id, table, refusal):
                return
            await tell(interaction, refusal)
            return
        seated = await self._seated(interaction, table_id)
        if isinstance(seated, str):
            await tell(interaction, seated)
            return
        # Stepping away is confirmed by the away view's own line ("A computer plays your seat
        # while you are away."): said once, and where the seat had a move to make, that the
        # computer makes it now (it does, at once). Both are confirmations, drawn plain (no ⚠️).
        notice = t(language, "seat.done.back") if verb == "back" else None
        await self._answer(interaction, *seated, notice=notice, away_now=now)


async def _notice_mended(
    interaction: discord.Interaction, table_id: int, table: LiveTable | None, refusal: str
) -> bool:
    """A refused **Take my seat back** pressed on a step-away notice that can only be refused
    now (its person holds a seat or lost it, or the game is over: an edit Discord refused left
    the button): the press's own answer edits the notice to say why, without the button (an
    answer Discord takes however it treated the edit before), and ``refusal`` follows
    privately. False where it is not such a notice, or the click was answered already (a
    deferral would be edited instead): the caller tells the refusal alone."""
    message_id, ephemeral = clicked_message(interaction)
    guild = interaction.guild_id
    if message_id is None or ephemeral or guild is None or not _unanswered(interaction):
        return False
    bot = bot_of(interaction)
    content, buttons = clicked_content(interaction)
    text = await stale_notice_text(bot, table_id, table, guild, content, buttons)
    if text is None or not _unanswered(interaction):
        return False
    try:
        await interaction.response.edit_message(content=text, view=None, allowed_mentions=QUIET)
    except discord.HTTPException as exc:
        logger.warning("table %s: a step-away notice not mended (%s)", table_id, exc.status)
        return False
    await notice_done(bot, table_id, message_id)
    await tell(interaction, refusal)
    return True


def _unanswered(interaction: discord.Interaction) -> bool:
    """Whether nothing (not even the watchdog's deferral) has answered the click yet: its own
    answer may then still edit the clicked message."""
    response = interaction.response
    if isinstance(response, WatchedResponse):
        return response.watch.state == WORKING
    return not response.is_done()


def _offered(table: LiveTable, seat: int, chosen: str | None) -> bool:
    """Whether the seat's contract select offers ``chosen`` now, as its hand view draws it
    (:func:`~cogs.boston.hand_view.hand_components`): a contract it may bid, or (NT-K1) one it
    may declare with its trumps. Read on the select's path alone."""
    view = table.view(seat)
    if chosen is None or view is None:
        return False
    view = view_to_draw(table, view)  # the table's own move offers nothing to choose
    if declaring(view):
        kept = view.contract.id if view.contract is not None else None
        return any(isinstance(a, NameTrump) and (a.contract or kept) == chosen for a in view.legal)
    return any(isinstance(a, Bid) and a.contract == chosen for a in view.legal)


def _asked_now(table: LiveTable, user_id: int) -> bool:
    """Whether the seat ``user_id`` plays has a move to make now (their turn, or a question
    such as the merge put to them) at a table in play: stepping away, the computer makes it."""
    seat = table.seat_of(user_id)
    game = table.game
    if seat is None or game is None or table.status != "playing":
        return False
    return game.to_act == seat or bool(game.legal_actions(seat))


def seat_given_text(table: LiveTable, seat: int, language: Lang, reader: int) -> str:
    """That the reader's seat ``seat`` went to someone else, and to whom; where a computer
    plays it now, that the host can give it back with ``/boston replace`` (a person's seat is
    theirs until they leave it, so that way is only said where it is open), or, the reader
    being the host, that they can take it back themselves."""
    holder = discord.utils.escape_markdown(seat_name(table, seat, language))
    if not table.is_computer(seat):
        key = "refused.seat_given"
    elif reader == table.row.host_player_id:
        key = "refused.seat_given_host"
    else:
        key = "refused.seat_given_computer"
    return t(language, key, id=table.id, seat=seat, who=holder)


async def unseated_text(interaction: discord.Interaction, table: LiveTable, *, hint: bool) -> str:
    """Why the clicker holds no seat at ``table``, in one private line. A seat of theirs given
    to someone else (``/boston replace`` while they were away) names who holds it now; else,
    with ``hint`` (asked for their hand) at a game under way, how a newcomer gets a seat (a
    lobby has its **Join**), or, every seat played in person, that they are all taken. Who
    held which seat is in the database only: read on this refusal's path alone, and a failed
    read leaves the plain reason."""
    language = lang(interaction)
    try:
        changes = await bot_of(interaction).db.seat_changes(table.id)
    except StorageError as exc:
        logger.warning("table %s: seat changes not read (%s)", table.id, exc)
        changes = []
    held = [holder.seat for _, holder in changes if holder.player_id == interaction.user.id]
    if held and table.seat_of(interaction.user.id) is None:
        return seat_given_text(table, held[-1], language, interaction.user.id)
    if hint and table.status in ("playing", "paused"):
        # ``/boston replace`` is for a seat nobody plays in person: a computer's, or one a
        # computer keeps for someone away. With four people at the table, none is to be had.
        if any(table.is_computer(seat) for seat in table.seats):
            return t(language, "refused.not_seated_playing")
        return t(language, "refused.not_seated_full")
    return t(language, "refused.not_seated")


async def _follow_name(interaction: discord.Interaction, table: LiveTable) -> None:
    """The clicker goes by another name than their seat now (a nickname changed mid-game:
    the bot gets no member updates, only the member each click carries): the seat follows.
    Never fails the click it rides on: a refusal or a failed write is logged, and the next
    click tries again."""
    user = interaction.user
    try:
        await bot_of(interaction).tables.rename(table.id, user.id, user.display_name, user.name)
    except Refused as exc:  # the seat was handed over meanwhile
        logger.debug("table %s: seat not renamed (%s)", table.id, exc.code)
    except Exception as exc:
        logger.warning("table %s: seat not renamed (%s)", table.id, type(exc).__name__)


def _move_refusal(language: Lang, table: LiveTable, exc: Refused) -> str:
    """A refused move as its hand view says it above the seat's view: chosen by the code. At
    a table still paused (``paused``) the view's own line says so, and who resumes it and how
    (``table.paused``), so the refusal says only that nothing is played
    (``refused.paused_in_view``): said once. Shown alone, ``refused.paused`` says it all."""
    if exc.code == "paused" and table.status == "paused":
        return t(language, "refused.paused_in_view")
    return refusal_text(language, exc)


def _just_made(table: LiveTable, seq: int, action: Action) -> bool:
    """``action``, clicked at ``seq``, is the move the table took at that very step: the same
    button pressed twice, not an old view."""
    game = table.game
    entry = game.current if game is not None else None
    played = entry.deal.actions if entry is not None and entry.deal is not None else []
    return seq == table.seq - 1 and bool(played) and played[-1] == action


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(PlayCog(bot))
