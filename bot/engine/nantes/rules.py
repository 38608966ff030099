"""Boston de Nantes' deal: belle and petite (NT-S1), the deal to the right (NT-D2, NT-D3), the
auction with the laid card and the support (NT-B), the declaration of the contract played
(NT-K1), the carte de boston in play (NT-S3) and the misère des quatre as (NT-C6)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from bot.engine.actions import Bid, Level, Pass
from bot.engine.cards import ACE, SUIT_OF, Card, Suit, card_label
from bot.engine.contracts import Contract, Ladder, SuitClass
from bot.engine.demande import DemandeAuction
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.nantes.boston import boston_card
from bot.engine.nantes.ladder import (
    BASE,
    EXTRA,
    NANTES_LADDER,
    SOLO_SUITED,
    SUIT_ORDER,
    SUPPORTED_TARGET,
    row,
)
from bot.engine.result import DealResult
from bot.engine.rules import StandardDeal, Tally, Winner
from bot.engine.seats import SEATS, Seat, left_of, right_of
from bot.engine.variant import ScoredDealError

SOLO_TRICKS = frozenset({*SOLO_SUITED, "neuf-petite", "neuf-belle"})
"""NT-K1: the solo trick bids after which the declarer names the contract played."""

FOUR_ACES = "misere-quatre-as"
RENOUNCE_TRICKS = 10
"""NT-C6: the misère des quatre as' declarer may renounce at pleasure in tricks 1–10."""


def bid_key(contract: Contract, suit: Suit | None) -> tuple[int, int]:
    """Where a bid stands on the ladder: its rank, then its suit for solo bids (NT-C1, NT-S2)."""
    order = SUIT_ORDER[suit] if suit is not None and contract.id in SOLO_SUITED else 0
    return contract.rank, order


def played_as(contract: Contract) -> tuple[int, str, int]:
    """What playing a contract means beyond its name: its target and its payment (row and
    base, NT-K2). The three neufs share one (NT-P2); the trumps are named beside it."""
    return contract.target, row(contract.id), BASE[contract.id]


def four_aces(hand: Sequence[Card]) -> bool:
    return sum(1 for c in hand if c % 13 == ACE) == 4


class NantesAuction(DemandeAuction):
    """NT-B1…B7 over :class:`DemandeAuction`: the demande lays a card of belle or petite
    (NT-B2), solo trick bids name a suit (NT-C1), an overcalled demander's solo trick bid stays
    in his laid suit, belle after a demande en belle (NT-B5), his nine tricks there offered as
    the neuf en belle or en petite (NT-C2), the misère des quatre as needs the four aces
    (NT-C6)."""

    def __init__(self, first: Seat, rules: NantesRules) -> None:
        super().__init__(NANTES_LADDER, first, rules.next_seat)
        self._rules = rules
        self._hands: Sequence[Sequence[Card]] = ((), (), (), ())
        self._laid: dict[Seat, Suit] = {}
        """NT-B5: the suit of each demander's laid card; belle for a demande en belle, which
        names belle openly ("the suit which he has already laid": nothing hidden is told)."""
        self._in_belle: set[Seat] = set()
        """The seats whose NT-B5 suit is their open demande en belle's, not a hidden card's."""

    def see_hands(self, hands: Sequence[Sequence[Card]]) -> None:
        self._hands = hands

    def bids(self, seat: Seat) -> list[Bid]:
        return self._bids(seat, every=False)

    def check(self, action: Pass | Bid) -> None:
        """As :class:`DemandeAuction` checks, but an overcalled demander's plain neuf in his
        laid suit, not offered (:meth:`_bids`), is taken where it is sent: a record made
        before, or a table's own log, may hold it, and the rules allow it (NT-C2, NT-B5)."""
        try:
            super().check(action)
        except IllegalAction:
            if not isinstance(action, Bid) or not self._renamed(action):
                raise

    def _renamed(self, action: Bid) -> bool:
        """Whether ``action`` is a bid :meth:`_bids` leaves out for its other name alone, which
        ``action``'s seat may make now."""
        seat = action.seat
        if self.finished or seat != self.to_speak or seat in self._blocked:
            return False
        return action in self._bids(seat, every=True)

    def _bids(self, seat: Seat, *, every: bool) -> list[Bid]:
        """The bids ``seat`` may make now, lowest first. NT-B5 binds an overcalled demander's
        solo trick bid to his laid suit, which is belle or petite (NT-B2, NT-C3); there a
        plain neuf is the neuf en belle or en petite under another name (NT-C2, NT-K1: won,
        it is declared so), lower in the auction, where the named one only shuts out more
        overcalls, and its choice words ("Neuf in any suit") offer a choice of suit he does
        not have. So his nine tricks are offered under their own name alone; ``every``: the
        plain neuf too (:meth:`check` takes it)."""
        rules = self._rules
        belle, petite = rules.belle, rules.petite
        high = self._high_bid
        floor = (0, 0)
        if high is not None:
            standing = self.ladder.get(high.contract)
            assert standing is not None
            floor = bid_key(standing, high.suit)
        hand = self._hands[seat - 1]
        laid = self._laid.get(seat)
        out: list[Bid] = []
        for contract in self.ladder:
            cid = contract.id
            if cid == "demande":
                if petite is not None:  # NT-C3: no hidden demande without a petite
                    trumps = (belle, petite)
                    out += [Bid(seat, cid, card=c) for c in hand if SUIT_OF[c] in trumps]
            elif cid in SOLO_SUITED:
                if cid == "neuf" and laid is not None and not every:
                    continue  # the neuf en belle or en petite below, NT-C2
                suits = sorted(Suit, key=SUIT_ORDER.__getitem__)
                out += [Bid(seat, cid, suit=s) for s in suits if laid is None or s is laid]
            elif cid == "neuf-petite":
                if petite is not None and laid in (None, petite):
                    out.append(Bid(seat, cid))
            elif cid == "neuf-belle":
                if laid in (None, belle):
                    out.append(Bid(seat, cid))
            elif cid == FOUR_ACES:
                if four_aces(hand):  # NT-C6: only with the four aces as dealt
                    out.append(Bid(seat, cid))
            else:
                out.append(Bid(seat, cid))
        return [b for b in out if bid_key(self._contract(b), b.suit) > floor]

    def bid_refusal(self, action: Bid) -> IllegalAction:
        """Why a bid not offered is refused, the first thing wrong with it first: a bid under
        the standing one is too low whatever its card or suit, so a player is not told to lay
        another card for a demande nobody may make any more."""
        contract = self.ladder.get(action.contract)
        if contract is None:
            return IllegalAction(Refusal.UNKNOWN_CONTRACT, "There is no such contract.")
        high = self._high_bid
        if high is not None and bid_key(contract, action.suit) <= bid_key(
            self._contract(high), high.suit
        ):
            if high.contract == contract.id and contract.id in SOLO_SUITED:
                # NT-S2: the same solo bid, in a suit no better: said, or "too low" reads as
                # a count of tricks that is not low. Not where no suit of it is better (♥,
                # or an overcalled demander's laid suit, NT-B5): a misère or a neuf en belle
                # beats it, so the plain "too low".
                offered = self._bids(action.seat, every=True)
                detail = self.same_tricks_detail(
                    "tricks",
                    contract,
                    any(b.contract == contract.id for b in offered),
                    offered,
                )
                return IllegalAction(
                    Refusal.BID_TOO_LOW,
                    "The same number of tricks needs a better suit."
                    if detail and "tricks" in detail
                    else "Your bid must be higher than the standing one.",
                    detail,
                )
            return super().bid_refusal(action)  # too low
        petite = self._rules.petite
        if petite is None and contract.id in ("demande", "neuf-petite"):  # NT-C3
            return IllegalAction(
                Refusal.NO_PETITE, "This deal has no petite: bid the Demande en belle instead."
            )
        card = action.card
        if contract.id == "demande" and (
            card is None
            or card not in self._hands[action.seat - 1]
            or SUIT_OF[card] not in (self._rules.belle, petite)
        ):  # NT-B2
            return IllegalAction(
                Refusal.DEMANDE_CARD, "A demande lays a card of belle or petite from your hand."
            )
        if contract.id == FOUR_ACES:  # NT-C6
            return IllegalAction(
                Refusal.FOUR_ACES, "Only a player holding the four aces may bid it."
            )
        if action.seat in self._laid and contract.id in SOLO_TRICKS:  # NT-B5
            if action.seat in self._in_belle:  # belle is public: its suit may be named
                belle = self._rules.belle
                return IllegalAction(
                    Refusal.LAID_SUIT,
                    f"After your Demande en belle, a solo bid must be in belle ({belle.symbol}).",
                    {"belle": belle.symbol},
                )
            return IllegalAction(
                Refusal.LAID_SUIT,
                "After your demande, a solo bid must be in the suit of the card you laid.",
            )
        return super().bid_refusal(action)

    def apply(self, action: Pass | Bid) -> None:
        if isinstance(action, Bid) and action.contract == "demande-belle":  # NT-B5
            self._laid[action.seat] = self._rules.belle
            self._in_belle.add(action.seat)
        elif isinstance(action, Bid) and action.card is not None:
            self._laid[action.seat] = SUIT_OF[action.card]
            self._in_belle.discard(action.seat)
        super().apply(action)

    @property
    def winner(self) -> Winner | None:
        won = super().winner
        bid = self._high_bid
        if won is None or bid is None:
            return won
        return replace(won, suit=self._rules.bid_trump(won.contract, bid))

    def _contract(self, bid: Bid) -> Contract:
        contract = self.ladder.get(bid.contract)
        assert contract is not None
        return contract


@dataclass(frozen=True, slots=True)
class NantesRules(StandardDeal):
    """The rules of a Nantes game; :meth:`for_deal` fixes one deal's belle and petite."""

    rotation: str = "right"
    foster_jack: bool = False
    turned: Card | None = None
    belle: Suit = Suit.HEARTS
    petite: Suit | None = None

    @property
    def variant(self) -> str:
        return "nantes"

    @property
    def ladder(self) -> Ladder:
        return NANTES_LADDER

    @property
    def deal_pattern(self) -> tuple[int, ...]:
        return (4, 4, 4, 1)  # NT-D3 (decision): the last card singly, the dealer's turned

    @property
    def all_pass_is_played(self) -> bool:
        return False  # NT-G3: thrown in

    @property
    def supports(self) -> bool:
        return True  # NT-B1: je soutiens, even after passing

    @property
    def turns_dealers_card(self) -> bool:
        return True  # NT-D3: the dealer's own last card is turned

    def next_seat(self, seat: Seat) -> Seat:
        return right_of(seat) if self.rotation == "right" else left_of(seat)

    def for_deal(self, turned: Card | None, first_turned: Card | None) -> NantesRules:
        """NT-S1: belle is the first deal's turned suit; petite each later deal's, unless it
        is belle again."""
        if turned is None:
            return self
        belle = SUIT_OF[first_turned if first_turned is not None else turned]
        petite = SUIT_OF[turned] if first_turned is not None else None
        return replace(self, turned=turned, belle=belle, petite=None if petite is belle else petite)

    def suit_class(self, suit: Suit, first: Suit) -> SuitClass:
        if suit is self.belle:
            return SuitClass.FIRST
        return SuitClass.SECOND if suit is self.petite else SuitClass.PLAIN

    def discarders(self, contract: Contract, declarer: Seat, eldest: Seat) -> tuple[Seat, ...]:
        return SEATS  # NT-C4: all four (the deal orders them from eldest, to the right)

    def result_decided(self, contract: Contract, tally: Tally) -> bool:
        return contract.misere and tally.declarer > 0  # NT-T4

    def new_auction(self, forhand: Seat) -> NantesAuction:
        return NantesAuction(forhand, self)

    def trump_choices(self, level: Level, first: Suit | None) -> tuple[Suit, ...]:
        return tuple(Suit)

    def side_target(self, contract: Contract, with_whist: bool) -> int:
        return SUPPORTED_TARGET if with_whist else contract.target

    def contract_value(self, contract: Contract, with_whist: bool) -> tuple[int, int]:
        """NT-P6 per adversary in the ♣ column (factor 2): made exactly, per extra trick."""
        key = row(contract.id)
        return 2 * BASE[contract.id], 2 * EXTRA.get(key, 0)

    # --- NT-S3, NT-C6: trick play ------------------------------------------------------------

    def top_trump(self, contract: Contract, trump: Suit | None) -> Card | None:
        if not contract.has_trumps or trump is None:
            return None
        return boston_card(self.turned, foster=self.foster_jack)

    def renounce_tricks(self, contract: Contract) -> int:
        return RENOUNCE_TRICKS if contract.id == FOUR_ACES else 0

    def check_scored(self, result: DealResult) -> None:
        """NT-S4, NT-D3: where the turned card is this table's carte de boston, it is the
        dealer's own, so a scored deal pays its bonus (NT-J1) to the dealer only
        (:class:`~bot.engine.variant.ChecksScored`)."""
        turned, boston = result.turned, result.boston
        if turned is None or boston is None or boston == result.dealer:
            return
        if boston_card(turned, foster=self.foster_jack) == turned:
            raise ScoredDealError(
                f"the turned card {card_label(turned)} is the carte de boston and the "
                f"dealer's own: boston must be seat {result.dealer}",
                code="boston_dealer",
                fields={"name": "boston", "card": card_label(turned), "seat": result.dealer},
                at=("boston",),
            )

    # --- NT-B2, NT-K1: trumps ------------------------------------------------------------------

    def bid_trump(self, contract: Contract, bid: Bid) -> Suit | None:
        """The trump suit a winning bid fixes: the laid card's, belle, petite or the named."""
        if bid.card is not None:
            return SUIT_OF[bid.card]
        if contract.trump_class is SuitClass.FIRST:
            return self.belle
        if contract.trump_class is SuitClass.SECOND:
            return self.petite
        return bid.suit

    def played_choices(
        self, contract: Contract, suit: Suit | None, *, every: bool = False
    ) -> tuple[tuple[str | None, Suit], ...]:
        """NT-K1: any solo trick contract and trump ranking at least as high as the bid, one
        per suit and effect: a plain neuf in belle or petite is the neuf en belle or en petite
        under another name (the same trumps, nine tricks and price, NT-C2, NT-P2), so only
        the named one is offered. ``every``: those too, as a record made before may hold."""
        if contract.id not in SOLO_TRICKS:
            return ()
        floor = bid_key(contract, suit)
        found: list[tuple[Contract, Suit]] = []
        for c in self.ladder:
            if c.id not in SOLO_TRICKS:
                continue
            if c.id in SOLO_SUITED:
                suits = sorted(Suit, key=SUIT_ORDER.__getitem__)
            elif c.id == "neuf-belle":
                suits = [self.belle]
            else:
                suits = [self.petite] if self.petite is not None else []
            found += [(c, s) for s in suits if bid_key(c, s) >= floor]
        # Lowest first; of two the same, the later (higher, named) one stays.
        last = {(s, played_as(c)): i for i, (c, s) in enumerate(found)}
        return tuple(
            (None if c is contract else c.id, s)
            for i, (c, s) in enumerate(found)
            if every or last[(s, played_as(c))] == i
        )
