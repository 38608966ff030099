"""A game across deals: dealer rotation, the deal in progress, scored deals, the merge question,
the variant's ledger and the running balances (SV-D4, SV-M1).

The game is the unit the table service keeps and the record describes. Chance enters only as
arguments to :meth:`Game.start_deal` (a deck order and a turned card).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from bot.engine.actions import Action, Merge
from bot.engine.cards import Card
from bot.engine.deal import Deal
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.history import DealHistory
from bot.engine.immutable import deep_copy_fields
from bot.engine.optional import offers
from bot.engine.result import DealResult
from bot.engine.rules import DealRules, Rotates
from bot.engine.scoring import (
    Deposits,
    Ledger,
    LedgerFeatures,
    NamesSeats,
    PlaysOff,
    PlaysOn,
    Reserves,
    Settlement,
)
from bot.engine.seats import SEATS, Seat, check_seat, left_of
from bot.engine.tricks import Trick
from bot.engine.variant import ChecksScored, ScoredDealError
from bot.engine.views import PublicView, SeatView
from bot.engine.words import Vocabulary


@dataclass(slots=True)
class DealEntry:
    """One deal of the game: played here (``deal``) or entered as a score (``scored``)."""

    number: int
    dealer: Seat
    deal: Deal | None = None
    scored: DealResult | None = None
    merge_seat: Seat | None = None
    merge: bool | None = None
    settlement: Settlement | None = None
    summary: DealResult | None = None
    """The result of a played deal whose cards are no longer kept (restored from a
    checkpoint): enough to show and pay it, not to write its record."""
    new_terms: tuple[str, ...] | None = None
    """The glossary terms its settlement is the game's first to use (a frontend explains
    these in full and only names the rest); None where the game does not know (restored from
    a checkpoint written before it kept them)."""
    final_trick: Trick | None = None
    """The last trick of a played deal whose cards are no longer kept (restored from a
    checkpoint), so the table can still show it while the next deal is played."""

    def __deepcopy__(self, memo: dict[int, Any]) -> DealEntry:
        return deep_copy_fields(self, memo)  # the scratch copy of every move: quick

    @property
    def result(self) -> DealResult | None:
        if self.scored is not None:
            return self.scored
        if self.summary is not None:
            return self.summary
        if self.deal is not None and self.deal.is_over:
            return self.deal.result()
        return None

    @property
    def settled(self) -> bool:
        return self.settlement is not None

    @property
    def last_trick(self) -> Trick | None:
        """The last trick played in this deal once it is over (a claim plays none), from its
        cards or as a checkpoint kept it; None while it is played and for a scored deal."""
        if self.deal is not None:
            tricks = self.deal.play.tricks
            return tricks[-1] if self.deal.is_over and tricks else None
        return self.final_trick


@dataclass(slots=True)
class Game:
    """A sitting or tour of one table. ``players`` are display names of seats 1–4;
    ``variant`` and ``settings`` are kept for the record (build games with ``new_game``)."""

    variant: str
    settings: dict[str, object]
    rules: DealRules
    ledger: Ledger
    players: tuple[str, str, str, str]
    words: Vocabulary
    """The variant's words (contract names, levels, suit classes, its concepts)."""
    features: LedgerFeatures
    """What the ledger keeps: protocol, pool, tours, money (declared by the variant)."""
    first_dealer: Seat = 1
    deals: DealHistory = field(default_factory=DealHistory)
    """Every deal by number; a long-lived game may :meth:`forget` the old settled ones."""
    balances: dict[Seat, int] = field(default_factory=lambda: dict.fromkeys(SEATS, 0))
    final: Settlement | None = None
    terms_seen: frozenset[str] | None = frozenset()
    """Every glossary term a settlement of this game has used; None: not known (a game
    restored from a checkpoint that did not keep them)."""

    def __deepcopy__(self, memo: dict[int, Any]) -> Game:
        return deep_copy_fields(self, memo)  # the scratch copy of every move: quick

    # --- the deal in progress ----------------------------------------------------------------

    @property
    def current(self) -> DealEntry | None:
        """The last deal while it is unsettled (being played or awaiting a merge answer)."""
        last = self.deals.last
        return last if last is not None and not last.settled else None

    @property
    def next_dealer(self) -> Seat:
        if not self.deals:
            return self.first_dealer
        last = self.deals[-1].dealer
        return self.rules.next_seat(last) if offers(self.rules, Rotates) else left_of(last)

    @property
    def agreed_deals(self) -> int | None:
        """The agreed number of deals (the ``deals`` setting, SV-F3); None where none was
        agreed (its 0)."""
        limit = self.settings.get("deals", 0)
        if not isinstance(limit, int) or isinstance(limit, bool) or limit <= 0:
            return None
        return limit

    @property
    def played_off(self) -> int | None:
        """The betar of the tour played off so far (SV-P11); None where the game keeps no
        tour of betar."""
        ledger = self.ledger
        return ledger.played_off if offers(ledger, PlaysOff) else None

    @property
    def tour_over(self) -> bool:
        """The ledger's tour is over (SV-P11), or the agreed number of deals (the ``deals``
        setting, 0 for no limit; SV-F3) has been settled: no new deal may start."""
        limit = self.agreed_deals
        if limit is not None and self.deals.settled >= limit:
            return not (offers(self.ledger, PlaysOn) and self.ledger.plays_on)
        return self.ledger.tour_over

    @property
    def on_last_deal(self) -> bool:
        """A deal is in progress and none can follow it, whatever its result: the agreed
        number of deals (the ``deals`` setting, SV-F3) is reached once it is settled, and the
        ledger cannot play on past them (NT-G4). A tour of betar (SV-P11) ends on a result,
        not known before, so it never makes the deal in progress the last here."""
        limit = self.agreed_deals
        if self.current is None or limit is None:
            return False
        if self.deals.settled + 1 < limit:
            return False
        return not (offers(self.ledger, PlaysOn) and self.ledger.may_play_on)

    def pool_now(self) -> tuple[int, int] | None:
        """What the pool holds as it lies on the table, and how much of that is the deposit of
        the deal in progress (put in before dealing, FB-L1 and NT-D5, but booked only when
        the deal is settled); None where the game keeps no pool."""
        amount = self.ledger.snapshot().get("pool") if self.features.pool else None
        if not isinstance(amount, int):
            return None
        current = self.current
        if current is None or current.deal is None or not offers(self.ledger, Deposits):
            return amount, 0
        deposit = self.ledger.deposit_due()
        return amount + deposit, deposit

    def reserve_now(self) -> tuple[int, int] | None:
        """What the reserve beside a capped pool holds as it lies on the table (DW-P3), and how
        much of that is the deposit of the deal in progress above the cap (put in before
        dealing, booked with the deal's settlement, as :meth:`pool_now`'s part is); None where
        the game keeps no reserve. The deal's whole deposit is the two parts together."""
        amount = self.ledger.snapshot().get("reserve") if self.features.pool else None
        if not isinstance(amount, int):
            return None
        current = self.current
        if current is None or current.deal is None or not offers(self.ledger, Reserves):
            return amount, 0
        over = self.ledger.reserve_due()
        return amount + over, over

    @property
    def finished(self) -> bool:
        """Closed by :meth:`close` (betdelning done); no deal may start."""
        return self.final is not None

    @property
    def first_turned(self) -> Card | None:
        """The card turned on the game's first deal, where it is known (MA-D2's
        superpreference): the first played or scored deal that records its turned card."""
        return self.deals.first_turned

    def rename_seat(self, seat: Seat, name: str) -> None:
        """``seat`` goes by ``name`` from now on (handed to someone else, or its person
        renamed): in ``players`` and in every ledger line settled afterwards, betdelning
        included. Lines already settled keep the name they were written with; the rules do
        not depend on names. Raises ``ValueError`` for a seat not 1–4 or an empty name."""
        check_seat(seat)
        if not name.strip():
            raise ValueError("a seat's name must not be empty")
        names = list(self.players)
        names[seat - 1] = name
        self.players = (names[0], names[1], names[2], names[3])
        if offers(self.ledger, NamesSeats):
            self.ledger.name_seats(self.players)

    def forget(self, keep: int = 2) -> None:
        """Drop the settled deals older than the last ``keep`` from memory (the table service
        does after each deal; the event log keeps them), so a live game's size does not grow
        with its history."""
        self.deals.forget(keep)

    def start_deal(self, deck: Sequence[Card], turned: Card | None) -> Deal:
        """Deal the next hand from ``deck`` (top card first) with ``turned`` setting the suits."""
        self._check_can_start()
        deal = Deal.from_deck(self.rules, self.next_dealer, deck, turned, self.first_turned)
        self.deals.append(DealEntry(len(self.deals) + 1, deal.dealer, deal=deal))
        return deal

    def start_deal_from_hands(self, hands: Sequence[Sequence[Card]], turned: Card | None) -> Deal:
        self._check_can_start()
        deal = Deal(self.rules, self.next_dealer, hands, turned, self.first_turned)
        self.deals.append(DealEntry(len(self.deals) + 1, deal.dealer, deal=deal))
        return deal

    def add_scored(
        self,
        result: DealResult,
        merge: bool | None = None,
        *,
        logged: bool = False,
        entered: bool = False,
    ) -> Settlement:
        """Book a deal played with real cards; ``merge`` answers the merge question if any.

        A result no deal played under this game's settings could give is refused with a
        :class:`~bot.engine.variant.ScoredDealError` (:class:`ChecksScored`), and so is a
        result the ledger refuses; either way nothing is booked. A merge where no merge
        question arises (SV-P9) is refused in a new entry (``entered``: the scorekeeping
        command) and dropped elsewhere (a record or a log an earlier version wrote may hold
        one). ``logged``: the deal is replayed from a table's own log, booked once already; it
        is not checked against the settings again (an older bot may have taken one they rule
        out, and the log is the game's history: a table must not be lost for it)."""
        self._check_can_start()
        if result.dealer != self.next_dealer:
            raise IllegalAction(Refusal.NOT_ALLOWED, f"Seat {self.next_dealer} deals next.")
        if not logged and offers(self.rules, ChecksScored):
            # The scored form is read without the table's settings; a played deal obeys them.
            self.rules.check_scored(result)
        merge_seat = self.ledger.merge_question(result)
        if merge and merge_seat is None and entered:
            if result.made:
                raise ScoredDealError(
                    "a made contract writes no betar: merge must be left out",
                    code="merge_made",
                    fields={"name": "merge"},
                    at=("merge",),
                )
            raise ScoredDealError(
                "no player writes two betar here that may be merged: merge must be left out",
                code="no_merge",
                fields={"name": "merge"},
                at=("merge",),
            )
        entry = DealEntry(len(self.deals) + 1, result.dealer, scored=result)
        entry.merge_seat = merge_seat
        entry.merge = merge if merge_seat is not None else None
        self.deals.append(entry)
        try:
            return self._settle(entry)
        except Exception:
            self.deals.pop()  # refused by the ledger (RU-F2's targets): not booked
            raise

    def _check_can_start(self) -> None:
        if self.finished:
            raise IllegalAction(Refusal.GAME_OVER, "The game is over.")
        if self.current is not None:
            raise IllegalAction(Refusal.NOT_ALLOWED, "The current deal is not finished.")
        if self.tour_over:
            raise IllegalAction(Refusal.GAME_OVER, "The tour is over.")

    # --- actions --------------------------------------------------------------------------

    @property
    def to_act(self) -> Seat | None:
        entry = self.current
        if entry is None:
            return None
        if entry.deal is not None and not entry.deal.is_over:
            return entry.deal.to_act
        return entry.merge_seat

    def legal_actions(self, seat: Seat) -> list[Action]:
        entry = self.current
        if entry is None:
            return []
        if entry.deal is not None and not entry.deal.is_over:
            return entry.deal.legal_actions(seat)
        if entry.merge_seat == seat:
            return [Merge(seat, True), Merge(seat, False)]
        return []

    def forced_action(self) -> Action | None:
        """The move the rules make for the seat on turn where it leaves no choice
        (:meth:`Deal.forced_action`: a whist answer, FB-W3, DW-P4, SV-W5, the auction's
        lone pass, as after the top bid, or the only trump, SV-B9, DW-B5, NT-K1), else None;
        the merge question is a choice."""
        entry = self.current
        if entry is None or entry.deal is None or entry.deal.is_over:
            return None
        return entry.deal.forced_action()

    def check(self, action: Action) -> None:
        """Raise :class:`IllegalAction` unless ``action`` is legal now; changes nothing."""
        entry = self.current
        if entry is None:
            raise IllegalAction(Refusal.GAME_OVER, "No deal is being played.")
        if entry.deal is not None and not entry.deal.is_over:
            entry.deal.check(action)
            return
        if not isinstance(action, Merge):
            raise IllegalAction(
                Refusal.WRONG_PHASE,
                "The deal is over; the merge question waits.",
                {"phase": "merge"},  # a stage of the game, past the deal's own (Phase)
            )
        if action.seat != entry.merge_seat:
            raise IllegalAction(Refusal.NOT_YOUR_TURN, "The merge question is not yours.")

    def apply(self, action: Action) -> Settlement | None:
        """Apply a legal action; return the deal's settlement if this action settled it."""
        entry = self.current
        if entry is not None and entry.deal is not None and not entry.deal.is_over:
            entry.deal.apply(action)  # checks the action itself
            return self._after_deal_action(entry)
        self.check(action)
        assert entry is not None
        if isinstance(action, Merge):
            entry.merge = action.merge
            return self._settle(entry)
        raise AssertionError("check() refuses every other action")

    def _after_deal_action(self, entry: DealEntry) -> Settlement | None:
        assert entry.deal is not None
        if not entry.deal.is_over:
            return None
        entry.merge_seat = self.ledger.merge_question(entry.deal.result())
        if entry.merge_seat is not None:
            return None
        return self._settle(entry)

    def _settle(self, entry: DealEntry) -> Settlement:
        result = entry.result
        assert result is not None
        settlement = self.ledger.settle(result, entry.merge)
        entry.settlement = settlement
        seen = self.terms_seen
        if seen is not None:
            entry.new_terms = tuple(k for k in dict.fromkeys(settlement.terms) if k not in seen)
            self.terms_seen = seen | frozenset(settlement.terms)
        for seat, amount in settlement.net().items():
            self.balances[seat] += amount
        return settlement

    def drop_untouched_deal(self) -> None:
        """Take back a deal dealt but not yet acted on, so the game can end between deals."""
        entry = self.current
        if entry is not None and entry.deal is not None and not entry.deal.actions:
            self.deals.pop()

    def close(self) -> Settlement:
        """End the game: betdelning (SV-P12) or the variant's equivalent; idempotent."""
        if self.final is None:
            if self.current is not None:
                raise IllegalAction(Refusal.NOT_ALLOWED, "Finish the current deal first.")
            self.final = self.ledger.final_settlement()
            for seat, amount in self.final.net().items():
                self.balances[seat] += amount
        return self.final

    def view(self, seat: Seat) -> SeatView | None:
        """The seat's view of the last played deal (None before any), with the game's turn and
        legal actions, so a pending merge question shows as ``Merge`` actions."""
        entry = self.deals.last
        if entry is None or entry.deal is None:
            return None
        view = entry.deal.view(seat)
        if entry.deal.is_over:
            view = replace(view, to_act=self.to_act, legal=tuple(self.legal_actions(seat)))
        return view

    def public_view(self) -> PublicView | None:
        """What everyone may see of the last played deal (None before any), with the game's
        turn, so a pending merge question shows whose it is."""
        entry = self.deals.last
        if entry is None or entry.deal is None:
            return None
        view = entry.deal.public_view()
        if entry.deal.is_over:
            view = replace(view, to_act=self.to_act)
        return view
