"""The variant seam: what a deal asks of its variant's rules.

A :class:`Deal` (``bot/engine/deal.py``) runs any variant's deal through the same phases; the
variant supplies an :class:`Auction` and a :class:`DealRules` object answering the questions
where the rule systems differ (the ladder, the deal pattern, trump choices, whist, all-pass).
Adding a variant means writing these two things, not editing the deal.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, Self, runtime_checkable

from bot.engine.actions import AuctionEntry, Bid, Level, Pass, Support
from bot.engine.cards import Card, Suit
from bot.engine.contracts import Contract, Ladder, SuitClass, suit_class
from bot.engine.immutable import Immutable
from bot.engine.seats import Seat


@dataclass(frozen=True, slots=True)
class Tally:
    """Tricks so far in the card play: the declarer's, the declaring side's (with a whister's),
    and how many have been played; ``with_whist`` when a whister plays."""

    declarer: int
    side: int
    played: int
    with_whist: bool


@dataclass(frozen=True, slots=True)
class Winner:
    """The auction's final bid: the contract, its colour level, the declarer, the trump
    suit where the bid names it (FB-C1; None where trumps are named after the auction), and
    the partner who supported it in the auction (NT-B4, WB-B6; he plays as the whister)."""

    contract: Contract
    level: Level
    declarer: Seat
    suit: Suit | None = None
    partner: Seat | None = None


class Auction(Protocol):
    """One deal's bidding. ``check`` raises :class:`IllegalAction`; ``apply`` trusts ``check``."""

    history: list[AuctionEntry]
    takeovers: list[bool]
    """Per history entry: a bid equal to the standing one, taken over (*i förhand*)."""
    lenient: bool
    """While a table's own log is replayed: a bid of a shape an older bot took is taken again
    (:class:`~bot.engine.auction.AuctionState`)."""

    @property
    def to_speak(self) -> Seat: ...

    @property
    def finished(self) -> bool: ...

    @property
    def high(self) -> tuple[Contract, Level, Seat] | None:
        """The standing bid: contract, level and bidder."""
        ...

    @property
    def winner(self) -> Winner | None:
        """The final bid once finished; None for an all-pass."""
        ...

    def legal(self, seat: Seat) -> Sequence[AuctionEntry]: ...

    def check(self, action: Pass | Bid) -> None: ...

    def apply(self, action: Pass | Bid) -> None: ...

    def check_support(self, action: Support) -> None:
        """Refuse a *je soutiens* unless the auction allows it now (NT-B1, WB-B1)."""
        ...

    def apply_support(self, action: Support) -> None: ...


class DealRules(Protocol):
    """The questions a deal asks its variant."""

    @property
    def variant(self) -> str: ...

    @property
    def ladder(self) -> Ladder: ...

    @property
    def deal_pattern(self) -> tuple[int, ...]:
        """Packets dealt to each seat per round, from the dealer's left (SV-D2: 3-3-3-4)."""
        ...

    @property
    def all_pass_is_played(self) -> bool:
        """True where an all-pass deal is still played out, without trumps (Dawson's Misère
        Partout, FB-A1)."""
        ...

    @property
    def turns_card(self) -> bool:
        """Whether a card is turned to set the suit classes (SV-D3); False where suits have a
        fixed rank and no card is turned (FB-D5): views then have no ``turned``/``first_suit``."""
        ...

    @property
    def turns_dealers_card(self) -> bool:
        """Whether the turned card is the dealer's own last card dealt (MA-D1), rather than a
        card of a second pack (SV-D3): a deal from a deck then turns the deck's last card, and
        a deal from hands requires the turned card in the dealer's hand."""
        ...

    def for_deal(self, turned: Card | None, first_turned: Card | None) -> DealRules:
        """The rules of one deal of a game, given its turned card and the card turned on the
        game's first deal (None on the first deal itself): where a suit kept for the whole
        game ranks the bids (Mariland's superpreference), the auction needs both."""
        ...

    def suit_class(self, suit: Suit, first: Suit) -> SuitClass:
        """The class of ``suit`` in this deal, ``first`` being the turned card's suit: the
        turned suit, its partner and the plain suits (SV-D3), or as the variant ranks them."""
        ...

    def discarders(self, contract: Contract, declarer: Seat, eldest: Seat) -> tuple[Seat, ...]:
        """Who puts a card away face down, in order, in a ``discard`` contract: the declarer
        (SV-C3) or every seat from eldest (FB-C3, FB-R)."""
        ...

    def result_decided(self, contract: Contract, tally: Tally) -> bool:
        """Whether the deal ends now, its result settled before the last trick (FB-T3)."""
        ...

    def new_auction(self, forhand: Seat) -> Auction: ...

    def trump_from_turned(self, contract: Contract) -> bool:
        """Whether the turned card's suit is trumps without anyone naming it (WB-D3): the
        deal goes straight on from the auction, with no ``trump`` action."""
        ...

    def trump_choices(self, level: Level, first: Suit | None) -> tuple[Suit, ...]:
        """The suits a declarer may name at this colour level (SV-B9, DW-B5); ``first`` is the
        turned card's suit (None where no card is turned)."""
        ...

    def whist_possible(self, contract: Contract) -> bool:
        """Whether the declarer is asked about whist after naming trumps (SV-W1, DW-P4)."""
        ...

    @property
    def supports(self) -> bool:
        """Whether a seat may join another's *demande* in the auction, *je soutiens* (NT-B1,
        WB-B1): the declarer's partner comes from the auction, not a whist question."""
        ...

    def must_invite(self, contract: Contract) -> bool:
        """The declarer may not play alone without asking (SV-W5)."""
        ...

    def last_must_accept(self, contract: Contract) -> bool:
        """The last player asked must accept when nobody else has (SV-W5)."""
        ...

    @property
    def may_concede(self) -> bool:
        """Whether a declarer refused by everyone may give up without play (SV-W4)."""
        ...

    def side_target(self, contract: Contract, with_whist: bool) -> int:
        """Tricks the declaring side needs (SV-W3: 8 / 10 with whist)."""
        ...

    def own_targets_count(self, contract: Contract) -> bool:
        """Whether, with a whister, each partner's own target counts when the contract is lost
        (SV-W3, SV-S8; DW-P4 with its single-fault option): whoever missed his own pays. False
        where only the pair's total counts (FB-W4, RU-F2)."""
        ...

    def contract_value(self, contract: Contract, with_whist: bool) -> tuple[int, int]:
        """What the contract is roughly worth to the declaring side when made exactly, and per
        overtrick, in the variant's own payments: computer players weigh outcomes with it."""
        ...


@runtime_checkable
class OffersDeclarations(Protocol):
    """Optional for a variant's :class:`DealRules`: declarations a seat may make at its turn to
    play in the first trick, before its first card (RU-C4's chicane). The deal offers a
    :class:`~bot.engine.actions.Declare` for each name returned, once per seat and name."""

    def declarations(
        self, contract: Contract | None, trump: Suit | None, dealt: tuple[Card, ...]
    ) -> tuple[str, ...]:
        """The declarations open to a seat whose hand as dealt was ``dealt``."""
        ...

    def declarations_possible(
        self, contract: Contract | None, trump: Suit | None
    ) -> tuple[str, ...]:
        """The declarations some hand could be offered in this contract, from public facts
        only (no hand): while the first trick is unfinished one may still be made, so the
        declarer may not claim then (RU-C7); a refusal built on this reveals no hand."""
        ...


@runtime_checkable
class Rotates(Protocol):
    """Optional for a variant's :class:`DealRules`: the direction of the deal, the auction,
    the play and the passing of the deal (NT-D2: to the right). Without it every "next
    player" is the one on the left (clockwise), as in most variants."""

    def next_seat(self, seat: Seat) -> Seat:
        """The player after ``seat`` in this variant's direction."""
        ...


@runtime_checkable
class ShapesTricks(Protocol):
    """Optional for a variant's :class:`DealRules`: trick play beyond follow-suit-and-trumps.
    A top trump is a card that belongs to the trump suit and beats its ace in every contract
    with trumps (NT-S3's carte de boston); a declarer may renounce at pleasure in the first
    ``renounce_tricks`` tricks (NT-C6's misère des quatre as)."""

    def top_trump(self, contract: Contract, trump: Suit | None) -> Card | None:
        """The card that is the highest trump in this contract, or None."""
        ...

    def renounce_tricks(self, contract: Contract) -> int:
        """How many first tricks the declarer may play any card in (0: none)."""
        ...


@runtime_checkable
class ChoosesContract(Protocol):
    """Optional for a variant's :class:`DealRules`: after the auction the declarer names trumps
    together with the contract played, which may rank higher than the winning bid (NT-K1)."""

    def played_choices(
        self, contract: Contract, suit: Suit | None, *, every: bool = False
    ) -> tuple[tuple[str | None, Suit], ...]:
        """The (contract id, trump) pairs open after winning with ``contract`` in ``suit``
        (None: the winning bid itself); empty where the winner names nothing (trumps follow
        from the bid). One pair per trump and effect: of two contracts played alike under
        two names, the one offered is the variant's choice (NT-C2). ``every``: the others
        too, which the deal still accepts (a record made before may hold them)."""
        ...


@runtime_checkable
class RanksSuits(Protocol):
    """Optional for a variant's :class:`DealRules`: the suits have a fixed rank that orders
    equal bids and prices them (FB-B4: ♦ ♥ ♣ ♠), so a bidder choosing a suit is told it."""

    @property
    def suit_rank(self) -> tuple[Suit, ...]:
        """The suits, best first."""
        ...


@runtime_checkable
class SeesHands(Protocol):
    """Optional for an :class:`Auction`: bids that depend on the bidder's cards (NT-B2's laid
    card, NT-C6's four aces). The deal hands it the hands as they are, by seat − 1."""

    def see_hands(self, hands: Sequence[Sequence[Card]]) -> None: ...


class StandardDeal(Immutable):
    """The deal questions most variants answer alike: a card is turned, only the declarer
    discards, every trick is played, trumps are named (or bid), not fixed by the turn, and
    there is no whist question, no concession, and the side's target is the contract's (only
    the pair's total counts).
    Mix in and override where a variant differs."""

    __slots__ = ()

    @property
    def turns_card(self) -> bool:
        return True

    @property
    def turns_dealers_card(self) -> bool:
        return False

    def for_deal(self, turned: Card | None, first_turned: Card | None) -> Self:
        return self  # every deal of the game is alike

    def suit_class(self, suit: Suit, first: Suit) -> SuitClass:
        return suit_class(suit, first)

    def discarders(self, contract: Contract, declarer: Seat, eldest: Seat) -> tuple[Seat, ...]:
        return (declarer,)

    def result_decided(self, contract: Contract, tally: Tally) -> bool:
        return False

    def trump_from_turned(self, contract: Contract) -> bool:
        return False

    def whist_possible(self, contract: Contract) -> bool:
        return False

    @property
    def supports(self) -> bool:
        return False

    def must_invite(self, contract: Contract) -> bool:
        return False

    def last_must_accept(self, contract: Contract) -> bool:
        return False

    @property
    def may_concede(self) -> bool:
        return False

    def side_target(self, contract: Contract, with_whist: bool) -> int:
        return contract.target

    def own_targets_count(self, contract: Contract) -> bool:
        return False


class ColourLevels:
    """Trumps by colour level, shared by Swedish (SV-B9) and Dawson (DW-B5): a plain bid
    names any suit, a colour level the turned card's colour, the top level its suit."""

    __slots__ = ()

    def trump_choices(self, level: Level, first: Suit | None) -> tuple[Suit, ...]:
        if first is None or level is Level.PLAIN:
            return tuple(Suit)
        if level is Level.FIRST:
            return (first,)
        if level is Level.COLOUR:
            return (first, first.partner)
        return tuple(Suit)


def partner_possible(rules: DealRules) -> bool:
    """Whether some deal under ``rules`` can put a second player on the declarer's side: a
    contract that lets one (:attr:`~bot.engine.contracts.Ladder.has_whisters`), joined by a
    support in the auction (NT-B1, WB-B1) or a whist the declarer is asked about (SV-W1;
    DW-P4 only at a table that allows a whister). None where every bid is solo (MA-C4) or
    the partners are fixed by the seating (AM-P1)."""
    if not rules.ladder.has_whisters:
        return False
    return rules.supports or any(rules.whist_possible(c) for c in rules.ladder)
