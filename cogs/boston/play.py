"""The Play cog: a player's private hand view and every action taken from it.

**My hand** on the public table message answers with an ephemeral view (components v2, so each
suit gets its own row of card buttons, readable on a phone). Its buttons carry the sequence
number they were drawn at; the service refuses an older one as stale and the view is redrawn
in place with the current state. No rule is decided here: the legal actions come from the
seat's view, and the service checks every action again.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord.ext import commands

from bot.engine.actions import (
    Action,
    Bid,
    Claim,
    ClaimAnswer,
    Concede,
    Declare,
    Discard,
    Merge,
    NameTrump,
    Pass,
    Play,
    Support,
    Whist,
)
from bot.engine.cards import SUIT_OF, Suit, by_suit, card_label
from bot.engine.contracts import Contract
from bot.engine.deal import SeatView
from bot.engine.describe import support_word
from bot.engine.errors import IllegalAction
from bot.engine.words import Vocabulary
from bot.i18n import Lang, t
from bot.tables import NotSaved, Refused
from bot.tables.service import LiveTable
from cogs.boston import ids
from cogs.boston.common import bot_of, cog_of, lang, refusal_text, table_here, tell
from cogs.boston.errors import answered
from cogs.boston.hand_extras import extra_lines
from cogs.boston.render import bid_label, hand_text, suit_label, takeover_label, words_of

if TYPE_CHECKING:
    from cogs.boston.live import LiveCog

Button = discord.ui.Button[Any]
Select = discord.ui.Select[Any]


class HandButton(discord.ui.DynamicItem[Button], template=ids.HAND_TEMPLATE):
    """**My hand** on the table message (a new private view), **Refresh** inside one."""

    def __init__(self, table_id: int, label: str, style: discord.ButtonStyle) -> None:
        super().__init__(Button(label=label, style=style, custom_id=ids.hand_id(table_id)))
        self.table_id = table_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> HandButton:
        label = item.label if isinstance(item, discord.ui.Button) else None
        return cls(int(match["table"]), label or "", discord.ButtonStyle.primary)

    async def callback(self, interaction: discord.Interaction) -> None:
        await answered(
            interaction, cog_of(interaction, PlayCog).show_hand(interaction, self.table_id)
        )


class ActionButton(discord.ui.DynamicItem[Button], template=ids.ACTION_TEMPLATE):
    """One action (a card, a bid, pass, trumps, whist, merge), drawn at ``seq``."""

    def __init__(self, table_id: int, seq: int, code: str, button: Button | None = None) -> None:
        super().__init__(button or Button(custom_id=f"boston:act:{table_id}:{seq}:{code}"))
        self.table_id, self.seq, self.code = table_id, seq, code

    @classmethod
    def of(
        cls,
        table_id: int,
        seq: int,
        action: Action,
        label: str,
        *,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        enabled: bool = True,
    ) -> ActionButton:
        custom_id = ids.action_id(table_id, seq, action)
        button = Button(label=label, style=style, custom_id=custom_id, disabled=not enabled)
        return cls(table_id, seq, ids.action_code(action), button)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ActionButton:
        return cls(int(match["table"]), int(match["seq"]), match["code"])

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = cog_of(interaction, PlayCog)
        await answered(interaction, cog.act(interaction, self.table_id, self.seq, self.code))


class BidSelect(discord.ui.DynamicItem[Select], template=ids.BID_TEMPLATE):
    """The contract to bid; its colour levels then appear as buttons."""

    def __init__(self, table_id: int, seq: int, select: Select | None = None) -> None:
        super().__init__(select or Select(custom_id=ids.bid_id(table_id, seq)))
        self.table_id, self.seq = table_id, seq

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> BidSelect:
        return cls(int(match["table"]), int(match["seq"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        chosen = self.item.values[0] if self.item.values else None
        cog = cog_of(interaction, PlayCog)
        await answered(
            interaction, cog.choose_contract(interaction, self.table_id, self.seq, chosen)
        )


class SeatButton(discord.ui.DynamicItem[Button], template=ids.SEAT_TEMPLATE):
    """**Step away** (a computer keeps the seat) or **Take my seat back**."""

    def __init__(self, table_id: int, verb: str, label: str = "") -> None:
        style = discord.ButtonStyle.success if verb == "back" else discord.ButtonStyle.secondary
        button = Button(label=label or None, style=style, custom_id=ids.seat_id(table_id, verb))
        super().__init__(button)
        self.table_id, self.verb = table_id, verb

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> SeatButton:
        return cls(int(match["table"]), match["verb"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await answered(
            interaction, cog_of(interaction, PlayCog).seat(interaction, self.table_id, self.verb)
        )


# --- the hand view ---------------------------------------------------------------------------


def _card_rows(table: LiveTable, view: SeatView, seq: int) -> list[discord.ui.ActionRow[Any]]:
    """One row per suit (two or three when a suit has more than five cards); only the cards
    that may be played (or discarded) now are enabled."""
    legal: dict[int, Action] = {}
    for action in view.legal:
        if isinstance(action, Play | Discard):
            legal[action.card] = action
    rows: list[discord.ui.ActionRow[Any]] = []
    for held in by_suit(view.hand).values():
        for start in range(0, len(held), 5):
            row: discord.ui.ActionRow[Any] = discord.ui.ActionRow()
            for card in held[start : start + 5]:
                action = legal.get(card) or Play(view.seat, card)
                style = (
                    discord.ButtonStyle.primary if card in legal else discord.ButtonStyle.secondary
                )
                row.add_item(
                    ActionButton.of(
                        table.id, seq, action, card_label(card), style=style, enabled=card in legal
                    )
                )
            rows.append(row)
    return rows


def _bid_rows(
    table: LiveTable, view: SeatView, seq: int, chosen: str | None, language: Lang
) -> list[discord.ui.ActionRow[Any]]:
    bids = [a for a in view.legal if isinstance(a, Bid)]
    game = table.game
    if not bids or game is None:
        return []
    ladder = view.ladder
    words = game.words
    contracts = list(dict.fromkeys(b.contract for b in bids))
    select = Select(
        custom_id=ids.bid_id(table.id, seq),
        placeholder=t(language, "hand.choose_contract"),
        options=[
            discord.SelectOption(
                label=_contract_name(ladder.get(c), c, words, language)[:100],
                value=c,
                default=c == chosen,
            )
            for c in contracts[:25]
        ],
    )
    buttons: list[discord.ui.Item[Any]] = []
    laid_suits: set[Suit] = set()
    for bid in bids:
        contract = ladder.get(bid.contract)
        if bid.contract != chosen or contract is None:
            continue
        text = bid_label(table, contract, bid.level, language, bid.suit)
        if bid.card is not None:
            # A bid laying a card face down (NT-B2): which card of a suit is laid only fixes
            # that suit, so one button per suit lays its lowest (bids come lowest first).
            if SUIT_OF[bid.card] in laid_suits:
                continue
            laid_suits.add(SUIT_OF[bid.card])
            text += f" · {card_label(bid.card)}"
        label = t(language, "hand.bid", bid=text)
        if bid == view.takeover:
            label += takeover_label(table, language)
        buttons.append(
            ActionButton.of(table.id, seq, bid, label[:80], style=discord.ButtonStyle.success)
        )
    contract_select: discord.ui.Item[Any] = BidSelect(table.id, seq, select)
    return [*_rows([contract_select]), *_rows(buttons)]


def _contract_name(
    contract: Contract | None, contract_id: str, words: Vocabulary, language: Lang
) -> str:
    return words.contract(contract, language) if contract is not None else contract_id


def _other_buttons(
    table: LiveTable, view: SeatView, seq: int, language: Lang
) -> list[discord.ui.Item[Any]]:
    out: list[discord.ui.Item[Any]] = []
    for action in view.legal:
        match action:
            case Pass():
                label, style = t(language, "hand.pass"), discord.ButtonStyle.danger
            case NameTrump(_, suit, played):
                suit_text = suit_label(table, suit, view.first_suit, language, view.suit_classes)
                label = t(language, "hand.trump", suit=suit_text)
                contract = view.ladder.get(played) if played is not None else None
                if contract is not None:  # a higher contract declared with it (NT-K1)
                    label += f" · {words_of(table).contract(contract, language)}"
                style = discord.ButtonStyle.success
            case Whist(_, answer):
                label, style = t(language, f"hand.whist.{answer}"), discord.ButtonStyle.primary
            case Concede():
                label, style = t(language, "hand.concede"), discord.ButtonStyle.danger
            case Support():
                label = support_word(words_of(table), language)
                style = discord.ButtonStyle.success
            case Merge(_, merge):
                label = t(language, "hand.merge.yes" if merge else "hand.merge.no")
                style = discord.ButtonStyle.primary
            case Claim():
                label, style = t(language, "hand.claim"), discord.ButtonStyle.secondary
            case ClaimAnswer(_, answer):
                label, style = t(language, f"hand.claim.{answer}"), discord.ButtonStyle.primary
            case Declare(_, name):
                word = words_of(table).term(name, language)
                label, style = t(language, "hand.declare", word=word), discord.ButtonStyle.success
            case _:
                continue
        out.append(ActionButton.of(table.id, seq, action, label[:80], style=style))
    return out


def _rows(items: Sequence[discord.ui.Item[Any]]) -> list[discord.ui.ActionRow[Any]]:
    return [discord.ui.ActionRow(*items[i : i + 5]) for i in range(0, len(items), 5)]


def hand_layout(
    table: LiveTable,
    view: SeatView,
    language: Lang,
    *,
    notice: str | None = None,
    chosen: str | None = None,
    away: bool = False,
    extra: Sequence[discord.ui.Item[Any]] = (),
) -> discord.ui.LayoutView:
    """The private view of one seat at the table's current sequence number; ``away``: a
    computer plays the seat for its owner, who may take it back."""
    seq = table.seq
    layout = discord.ui.LayoutView(timeout=None)
    layout.add_item(discord.ui.TextDisplay(hand_text(table, view, language, notice)[:3900]))
    more = extra_lines(table, view, language)
    if more:
        layout.add_item(discord.ui.TextDisplay("\n".join(more)[:3900]))
    for row in _card_rows(table, view, seq):
        layout.add_item(row)
    for row in _bid_rows(table, view, seq, chosen, language):
        layout.add_item(row)
    refresh = HandButton(table.id, t(language, "hand.refresh"), discord.ButtonStyle.secondary)
    if away:
        seat_button = SeatButton(table.id, "back", t(language, "seat.back"))
    else:
        seat_button = SeatButton(table.id, "away", t(language, "seat.away"))
    items = [*_other_buttons(table, view, seq, language), refresh, seat_button, *extra]
    for row in _rows(items):
        layout.add_item(row)
    # Only DynamicItems: nothing to keep in discord.py's view store for this message.
    layout.stop()
    return layout


class PlayCog(commands.Cog, name="Play"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(HandButton, ActionButton, BidSelect, SeatButton)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(HandButton, ActionButton, BidSelect, SeatButton)

    async def _seated(
        self, interaction: discord.Interaction, table_id: int
    ) -> tuple[LiveTable, int] | str:
        """The table and the clicker's seat, or the reason (translated) why there is none: a
        table that has ended points to its result; a table of another server is refused."""
        language = lang(interaction)
        from cogs.boston.live import ended_text

        if bot_of(interaction).tables.find(table_id) is None:
            return await ended_text(bot_of(interaction), table_id, interaction.guild_id, language)
        try:
            table = table_here(interaction, table_id)
        except Refused as exc:
            return refusal_text(language, exc)
        # A player who stepped away still sees their seat (and may take it back).
        seat = table.seat_of(interaction.user.id) or table.away_seat_of(interaction.user.id)
        if seat is None:
            return t(language, "refused.not_seated")
        return table, seat

    async def _answer(
        self,
        interaction: discord.Interaction,
        table: LiveTable,
        seat: int,
        *,
        notice: str | None = None,
        chosen: str | None = None,
    ) -> None:
        """Draw the seat's current view: in place when clicked in a hand view, else anew. The
        view drawn becomes the player's live view, kept current by the Live cog."""
        language = lang(interaction)
        seq = table.seq
        layout = await self.layout_for(
            table, interaction.user.id, language, notice=notice, chosen=chosen
        )
        if layout is None:
            await tell(interaction, t(language, "hand.no_deal"))
            return
        live = self._live()
        message = interaction.message
        if message is not None and message.flags.ephemeral:
            if live is not None:  # before the answer goes: no other edit of this state
                live.drawn(interaction, table.id, message.id, seq)
            await interaction.response.edit_message(view=layout)
        else:
            sent = await interaction.response.send_message(view=layout, ephemeral=True)
            if live is not None:
                live.drawn(interaction, table.id, sent.message_id, seq)

    def _live(self) -> LiveCog | None:
        # Imported here: the Live cog's module is the one its extension loaded, after this one.
        from cogs.boston.live import LiveCog

        live = self.bot.get_cog(LiveCog.__cog_name__)
        return live if isinstance(live, LiveCog) else None

    async def layout_for(
        self,
        table: LiveTable,
        user_id: int,
        language: Lang,
        *,
        notice: str | None = None,
        chosen: str | None = None,
    ) -> discord.ui.LayoutView | None:
        """The hand view of the player's seat (kept for them while away), or None before the
        first deal or when they hold no seat."""
        seat = table.seat_of(user_id) or table.away_seat_of(user_id)
        view = table.view(seat) if seat is not None else None
        if view is None:
            return None
        away = table.away_seat_of(user_id) == seat
        if away:
            computer = t(language, "seat.computer_plays")
            notice = f"{notice}\n{computer}" if notice else computer
        from cogs.boston.notices import NoticeCog  # loaded after this module, as an extension

        extra: list[discord.ui.Item[Any]] = []
        notices = self.bot.get_cog(NoticeCog.__cog_name__)
        if isinstance(notices, NoticeCog):
            extra.append(await notices.toggle(table.id, user_id, language))
        return hand_layout(
            table, view, language, notice=notice, chosen=chosen, away=away, extra=extra
        )

    async def show_hand(
        self, interaction: discord.Interaction, table_id: int, *, notice: str | None = None
    ) -> None:
        seated = await self._seated(interaction, table_id)
        if isinstance(seated, str):
            await tell(interaction, seated)
            return
        await self._answer(interaction, *seated, notice=notice)

    async def choose_contract(
        self, interaction: discord.Interaction, table_id: int, seq: int, chosen: str | None
    ) -> None:
        seated = await self._seated(interaction, table_id)
        if isinstance(seated, str):
            await tell(interaction, seated)
            return
        table, seat = seated
        if seq != table.seq:
            await self._answer(
                interaction, table, seat, notice=t(lang(interaction), "refused.stale")
            )
            return
        await self._answer(interaction, table, seat, chosen=chosen)

    async def act(
        self, interaction: discord.Interaction, table_id: int, seq: int, code: str
    ) -> None:
        seated = await self._seated(interaction, table_id)
        if isinstance(seated, str):
            await tell(interaction, seated)
            return
        table, seat = seated
        language = lang(interaction)
        action = ids.parse_action(code, seat)
        notice: str | None = None
        live = self._live()
        with live.holding(table_id, interaction.user.id) if live else contextlib.nullcontext():
            if action is None:
                notice = t(language, "illegal.not_allowed")
            else:
                try:
                    await bot_of(interaction).tables.act_as_player(
                        table_id, interaction.user.id, action, seq
                    )
                except (Refused, IllegalAction, NotSaved) as exc:
                    notice = refusal_text(language, exc)
            await self._answer(interaction, table, seat, notice=notice)

    async def seat(self, interaction: discord.Interaction, table_id: int, verb: str) -> None:
        """Step away or come back; answers with the seat's view (in place in a hand view)."""
        language = lang(interaction)
        tables = bot_of(interaction).tables
        try:
            table_here(interaction, table_id)
            if verb == "back":
                await tables.come_back(table_id, interaction.user.id)
            elif verb == "away":
                await tables.step_away(table_id, interaction.user.id)
            else:
                await tell(interaction, t(language, "illegal.not_allowed"))
                return
        except Refused as exc:
            await tell(interaction, refusal_text(language, exc))
            return
        seated = await self._seated(interaction, table_id)
        if isinstance(seated, str):
            await tell(interaction, seated)
            return
        await self._answer(interaction, *seated, notice=t(language, f"seat.done.{verb}"))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(PlayCog(bot))
