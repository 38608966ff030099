"""``python -m bot play``: one person against three computer players in a terminal.

It goes through the same table service as Discord, so the game is persisted: quitting (``q`` or
end of input) and running the command again resumes the table where it stood.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Literal, TextIO

from bot.engine.actions import (
    Action,
    Bid,
    Claim,
    ClaimAnswer,
    Concede,
    Discard,
    Merge,
    NameTrump,
    Pass,
    Play,
    Whist,
)
from bot.engine.cards import by_suit, card_label
from bot.engine.contracts import SuitClass
from bot.engine.deal import SeatView
from bot.engine.describe import action_text, bid_words, deal_summary, suit_text
from bot.engine.errors import IllegalAction
from bot.engine.settings import SettingsError
from bot.engine.variants import DEFAULT_VARIANT, VARIANTS
from bot.engine.words import Vocabulary
from bot.rule_flags import add_rule_flags, rule_settings
from bot.sheet import balances_line, protocol_sheet
from bot.tables import NotSaved, Refused, SeededShuffler, SystemShuffler, TableChange, TableService
from bot.tables.service import LiveTable, Subscriber
from db.database import Database

ME, GUILD, CHANNEL = 1, 0, 0
"""The terminal's person is player 1 in a table of its own (guild 0, channel 0)."""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bot play", description=__doc__)
    parser.add_argument("--db", type=Path, default=Path("boston-play.sqlite3"))
    parser.add_argument("--name", default="You")
    parser.add_argument("--level", choices=("random", "heuristic", "strong"), default="heuristic")
    parser.add_argument("--variant", choices=sorted(VARIANTS), default=DEFAULT_VARIANT)
    add_rule_flags(parser)
    parser.add_argument("--seed", type=int, default=None, help="reproducible deals (tests)")
    return parser


def main(argv: Sequence[str] | None = None, stdin: TextIO | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        args.rules = rule_settings(args, args.variant)
    except SettingsError as exc:
        parser.error(str(exc))
    return asyncio.run(Terminal(args, stdin or sys.stdin, sys.stdout).run())


class Terminal:
    def __init__(self, args: argparse.Namespace, stdin: TextIO, out: TextIO) -> None:
        self.args = args
        self.stdin = stdin
        self.out = out

    def say(self, text: str = "") -> None:
        print(text, file=self.out, flush=True)

    async def run(self) -> int:
        db = await Database.open(self.args.db)
        seed = self.args.seed
        service = TableService(
            db,
            shuffler=SystemShuffler() if seed is None else SeededShuffler(seed),
            seed=seed or 0,
        )
        try:
            await service.load()
            table = await self._table(service)
            service.subscribe(self._narrate(table))
            await self._loop(service, table)
        finally:
            await service.close()
            await db.close()
        return 0

    async def _table(self, service: TableService) -> LiveTable:
        for table in service.tables():
            if table.row.guild_id == GUILD and table.row.host_player_id == ME:
                self.say(f"Resuming table {table.id}.")
                if table.status == "playing" and table.game is not None:
                    self._show_deal_head(table)
                return table
        table = await service.create_table(
            guild_id=GUILD,
            channel_id=CHANNEL,
            host_id=ME,
            host_name=self.args.name,
            variant=self.args.variant,
            settings=self.args.rules,
        )
        for _ in range(3):
            await service.add_computer(table.id, ME, self.args.level)
        self.say(f"New table {table.id}: you are seat 1, computers in seats 2–4.")
        await service.start(table.id, ME)
        self._show_deal_head(table)
        return table

    def _narrate(self, table: LiveTable) -> Subscriber:
        async def on_change(change: TableChange) -> None:
            if change.table_id != table.id or table.game is None:
                return
            game = table.game
            names = game.players
            if change.kind == "deal":
                self._show_deal_head(table)
            elif change.action is not None:
                if change.action.seat != ME:  # your own choices are not echoed back
                    text = action_text(change.action, names, game.rules.ladder, game.words)
                    self.say("  " + text)
                if isinstance(change.action, Play):
                    deal = game.deals[change.deal_no - 1].deal if change.deal_no else None
                    if deal is not None and not deal.play.current and deal.play.tricks:
                        winner = deal.play.tricks[-1].winner
                        self.say(f"  — trick {len(deal.play.tricks)} to {names[winner - 1]}")
            if change.settlement is not None:
                if change.deal_no is not None:
                    self.say(deal_summary(game.deals[change.deal_no - 1], names, game.words))
                for line in change.settlement.lines:
                    self.say(f"  {line}")
                self.say(balances_line(game.balances, names))

        return on_change

    def _show_deal_head(self, table: LiveTable) -> None:
        game = table.game
        assert game is not None
        entry = game.deals[-1] if game.deals else None
        if entry is None or entry.deal is None:
            return
        deal = entry.deal
        first = deal.first_suit
        words = game.words
        self.say("")
        head = f"Deal {entry.number}: {game.players[deal.dealer - 1]} deals"
        if deal.turned is None or first is None:
            self.say(head + ".")
            return
        self.say(
            f"{head}; turned {card_label(deal.turned)} — "
            f"{words.suit_class(SuitClass.FIRST, 'en')} {first.symbol}, "
            f"{words.suit_class(SuitClass.SECOND, 'en')} {first.partner.symbol}."
        )

    async def _loop(self, service: TableService, table: LiveTable) -> None:
        while True:
            await service.wait_idle(table.id)
            if table.status != "playing" or table.game is None:
                self._show_end(table)
                return
            view = table.view(ME)
            if view is None or view.to_act != ME:
                return  # nothing for us to do and nobody else moves: should not happen
            assert table.game is not None
            words = table.game.words
            self._show_view(view, table, words)
            choice = self._ask(view, words)
            if choice is None:
                self.say("Saved. Run the same command again to resume.")
                return
            if isinstance(choice, str):
                self._show_protocol(table)
                continue
            try:
                await service.act_as_player(table.id, ME, choice, table.seq)
            except (IllegalAction, Refused, NotSaved) as exc:
                self.say(f"Not accepted: {exc}")

    def _show_view(self, view: SeatView, table: LiveTable, words: Vocabulary) -> None:
        self.say("")
        self.say("Your hand:")
        for suit, cards in by_suit(view.hand).items():
            label = words.suit(suit, view.first_suit, "en")
            label = f"  ({label})" if label else ""
            self.say(f"  {suit.symbol} {' '.join(card_label(c) for c in cards) or '—'}{label}")
        # The table itself is what everyone sees: the engine's public view.
        public = table.public_view()
        if public is None:
            return
        declarer = words.term("declarer", "en").capitalize()
        if public.exposed is not None and public.declarer is not None:
            shown = " ".join(card_label(c) for c in public.exposed)
            self.say(f"{declarer}'s open hand: {shown}")
        if public.claim_hand is not None and view.seat != public.declarer:
            shown = " ".join(card_label(c) for c in public.claim_hand)
            self.say(f"{declarer} claims the remaining tricks with: {shown}")
        if public.current_trick:
            names = table.game.players if table.game else ("",) * 4
            played = ", ".join(f"{names[s - 1]} {card_label(c)}" for s, c in public.current_trick)
            self.say(f"On the table: {played}")

    def _ask(self, view: SeatView, words: Vocabulary) -> Action | Literal["protocol"] | None:
        options = list(view.legal)
        for number, action in enumerate(options, start=1):
            self.say(f"  {number:>2}. {_label(action, view, words)}")
        self.say("Choose a number (p = protocol, q = quit):")
        while True:
            line = self.stdin.readline()
            if not line:
                return None
            text = line.strip().lower()
            if text == "q":
                return None
            if text == "p":
                return "protocol"
            if text.isdigit() and 1 <= int(text) <= len(options):
                return options[int(text) - 1]
            self.say(f"Please type a number from 1 to {len(options)}, p or q.")

    def _show_protocol(self, table: LiveTable) -> None:
        game = table.game
        if game is None:
            return
        if game.features.protocol:
            self.say(protocol_sheet(game.ledger.snapshot(), game.players))
        self.say(balances_line(game.balances, game.players))

    def _show_end(self, table: LiveTable) -> None:
        game = table.game
        self.say("")
        self.say("The game is over." if table.status == "finished" else "The table has ended.")
        if game is not None:
            self._show_protocol(table)


_WHIST_CHOICES = {
    "invite": "invite whist",
    "alone": "play alone",
    "accept": "say whist (become partner)",
    "decline": "decline whist",
}


def _label(action: Action, view: SeatView, words: Vocabulary) -> str:
    """A menu entry, in the imperative: what choosing it will do."""
    match action:
        case Play(_, card):
            return f"play {card_label(card)}"
        case Discard(_, card):
            return f"discard {card_label(card)} (face down)"
        case NameTrump(_, suit):
            return f"trumps {suit_text(suit, view.first_suit, words)}"
        case Bid():
            text = f"bid {bid_words(action, view.ladder, words)}"
            if action == view.takeover and words.has_term("takeover"):
                text += f" ({words.term('takeover', 'en')})"
            return text
        case Whist(_, answer):
            return _WHIST_CHOICES[answer]
        case Merge(_, merge):
            betar = words.term("betar", "en")
            return f"merge the two {betar}" if merge else f"keep the two {betar} apart"
        case Concede():
            return "concede (lose by one trick without play)"
        case Claim():
            return "claim all the remaining tricks (shows your hand)"
        case ClaimAnswer(_, answer):
            return "accept the claim" if answer == "accept" else "refuse the claim (play on)"
        case Pass():
            return "pass"
