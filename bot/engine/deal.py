"""One deal from the shuffle to the last trick, for any variant (OpenSpiel-shaped).

``to_act``, ``legal_actions(seat)``, ``apply(action)``, ``view(seat)`` and ``result()`` are the
whole interface (the views are :mod:`bot.engine.views`). Phases run auction → trump → whist →
discard → play; the variant's :class:`~bot.engine.rules.DealRules` answers where rule systems
differ. An illegal action raises :class:`~bot.engine.errors.IllegalAction` and leaves the deal
exactly as it was.

Claims (SV-T4: the remaining tricks "claimed … by agreement"): in a trick contract the
declarer may claim every remaining trick by showing its hand whenever it is on lead — only
then, so a claim never splits a trick: every card ends up held, in a finished trick or
discarded, and the claimed tricks are whole tricks after the played ones. The defenders (not
a whister, who is on the declarer's side) answer in turn clockwise from the declarer's left.
All accept: the deal ends with the remaining tricks credited to the declarer. One refuses:
the claim is withdrawn, the hand is hidden again and play goes on where it stood; the
declarer may not claim again before the next trick, so a refused claim cannot loop. With one
trick left there is nothing to claim: it is played. Where a declaration may still be made in the
first trick (RU-C4's chicane, at each seat's own first turn), no claim comes before that trick
is complete (RU-C7): it would end the deal before the seats yet to play had their turn. The
refusal rests on the contract alone, never on a hand, so it reveals nothing.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from itertools import chain
from typing import Any

from bot.engine.actions import (
    PLAYS,
    Action,
    AuctionEntry,
    Bid,
    Claim,
    ClaimAnswer,
    ClaimReply,
    Concede,
    Declare,
    Discard,
    Level,
    Merge,
    NameTrump,
    Pass,
    Play,
    Support,
    Whist,
    WhistAnswer,
)
from bot.engine.cards import ACE, JACK, SUIT_OF, Card, CardError, Suit, sort_hand
from bot.engine.contracts import Contract, SuitClass
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.immutable import deep_copy_fields
from bot.engine.optional import offers
from bot.engine.phase import Phase
from bot.engine.result import DealResult
from bot.engine.rules import (
    ChoosesContract,
    DealRules,
    OffersDeclarations,
    Rotates,
    SeesHands,
    ShapesTricks,
    StandardDeal,
    Tally,
)
from bot.engine.seats import Seat, left_of, opposite
from bot.engine.targets import contract_value, pair_target, support_target, targets
from bot.engine.tricks import Trick, TrickPlay
from bot.engine.views import PublicFields, PublicView, SeatView, filled, fixed_partnerships

# An enum's members read as module names: ``Phase.PLAY`` goes through ``EnumType``'s
# ``__getattr__`` hook, about 35 ns more a read, and the play path reads the phase a few times
# a card.
_AUCTION, _PLAY, _OVER = Phase.AUCTION, Phase.PLAY, Phase.OVER

_PACK = list(range(52))
"""The pack in order, only ever compared with: a deck or four hands sorted must equal it."""


def deal_hands(
    deck: Sequence[Card],
    dealer: Seat,
    pattern: Sequence[int],
    next_seat: Callable[[Seat], Seat] = left_of,
) -> list[list[Card]]:
    """Deal ``deck`` (top card first) in packets from the player after the dealer (SV-D2:
    clockwise from his left; NT-D2: from his right), the dealer last.

    Returns the hands indexed by seat − 1.
    """
    if sorted(deck) != _PACK:
        raise CardError("a deck must hold each of the 52 cards exactly once", code="deck")
    hands: list[list[Card]] = [[], [], [], []]
    order = [next_seat(dealer)]
    while len(order) < 4:
        order.append(next_seat(order[-1]))
    pos = 0
    for packet in pattern:
        for seat in order:
            hands[seat - 1].extend(deck[pos : pos + packet])
            pos += packet
    return hands


_RULED_QUESTIONS = frozenset({Phase.WHIST_OFFER, Phase.WHIST_ANSWER, Phase.WHIST_DECLINED})
"""The questions a rule may leave one answer (:meth:`Deal.forced_action`)."""


class Deal:
    """One deal. ``hands`` are as dealt, indexed by seat − 1; ``turned`` sets högsta färg, or
    is None in a variant that turns no card (``DealRules.turns_card``). ``first_turned`` is
    the card turned on the game's first deal (None on that deal): the rules of this deal are
    ``rules.for_deal(turned, first_turned)``."""

    def __init__(
        self,
        rules: DealRules,
        dealer: Seat,
        hands: Sequence[Sequence[Card]],
        turned: Card | None,
        first_turned: Card | None = None,
    ) -> None:
        if len(hands) != 4 or sorted(chain.from_iterable(hands)) != _PACK:
            raise CardError(
                "the four hands must hold each of the 52 cards exactly once", code="pack"
            )
        if rules.turns_card and (turned is None or not 0 <= turned < 52):
            raise CardError("the turned card must be a card", code="turned_card")
        if not rules.turns_card:
            turned = None  # the variant turns no card
        if rules.turns_dealers_card and turned not in hands[dealer - 1]:
            raise CardError(
                "the turned card must be the dealer's own last card", code="turned_dealer"
            )
        rules = rules.for_deal(turned, first_turned)
        self.rules = rules
        self.dealer = dealer
        self._next: Callable[[Seat], Seat] = rules.next_seat if offers(rules, Rotates) else left_of
        self.forhand = self._next(dealer)
        self.dealt: tuple[tuple[Card, ...], ...] = tuple(tuple(h) for h in hands)
        self.turned = turned
        self.first_suit = SUIT_OF[turned] if turned is not None else None
        self.actions: list[Action] = []
        self.auction = rules.new_auction(self.forhand)
        self.phase = Phase.AUCTION
        self._choices: tuple[tuple[str | None, Suit], ...] = ()
        """NT-K1: the (contract, trump) pairs the declarer may name; empty elsewhere."""
        self._also_named: tuple[tuple[str | None, Suit], ...] = ()
        """NT-C2: the pairs the same as one of :attr:`_choices` under another name, not
        offered but accepted (a record made before may hold them)."""
        self.contract: Contract | None = None
        self.level = Level.PLAIN
        self.declarer: Seat | None = None
        self.trump: Suit | None = None
        self.whister: Seat | None = None
        self.partner: Seat | None = None
        """The declarer's fixed partner, on the declarer's side (AM-T2); None without
        partnerships."""
        self.whist_answers: list[Whist] = []
        self._asked: Seat | None = None
        self.conceded = False
        self.discards: dict[Seat, Card] = {}
        """The cards put away face down, by seat (SV-C3; every seat in FB-C3)."""
        self._discarders: tuple[Seat, ...] = ()
        self.exposed = False
        self.play = TrickPlay(
            [list(h) for h in hands], self.forhand, None, 13, next_seat=self._next
        )
        if offers(self.auction, SeesHands):
            self.auction.see_hands(self.play.hands)
        self._to_act: Seat | None = self.forhand
        self.claim_answers: list[ClaimAnswer] = []
        self.claimed = 0
        """Tricks credited to the declarer by an accepted claim, unplayed (SV-T4)."""
        self._claimer: Seat = 0
        """The seat that may claim during play: a trick contract's declarer, else 0 (nobody)."""
        self._claim_refused_in = -1
        """The trick (as a count of finished tricks) in which a claim was last refused."""
        self._claim_refused_by: Seat | None = None
        """Who refused it."""
        self.lenient = False
        """Set while a table's own log is replayed (:func:`bot.engine.record.replay_deals`'s
        ``logged``), as :attr:`~bot.engine.auction.Auction.lenient` is: a claim in the first
        trick, which an older bot took before RU-C7, is taken again, so a log written then
        still replays."""
        self.declarations: list[Declare] = []
        self._declarer_rules = rules if offers(rules, OffersDeclarations) else None
        self._trick_rules = rules if offers(rules, ShapesTricks) else None
        self._ends_early = type(rules).result_decided is not StandardDeal.result_decided
        """Whether the rules may end the play before its last trick (FB-T3, NT-T4). Those that
        keep :class:`StandardDeal`'s never do: not asked after every trick (a tally each)."""
        self._public: PublicFields | None = None
        """The public fields drawn at the last state they were asked for."""
        self._lone_pass: tuple[int, Seat, Pass | None] | None = None
        """:meth:`_forced_pass`'s last answer, with the count of calls it was found after: a
        table asks it of the seat on turn several times a click (its views, notices and
        timer), and building every call a seat may make costs tens of µs where bids name
        suits."""

    def __deepcopy__(self, memo: dict[int, Any]) -> Deal:
        return deep_copy_fields(self, memo)  # the scratch copy of every move: quick

    @classmethod
    def from_deck(
        cls,
        rules: DealRules,
        dealer: Seat,
        deck: Sequence[Card],
        turned: Card | None,
        first_turned: Card | None = None,
    ) -> Deal:
        """Deal ``deck``; where the dealer's own last card is turned (MA-D1) it is the deck's
        last card, whatever ``turned`` says."""
        if rules.turns_dealers_card and deck:
            turned = deck[-1]
        rotation = rules.next_seat if offers(rules, Rotates) else left_of
        hands = deal_hands(deck, dealer, rules.deal_pattern, rotation)
        return cls(rules, dealer, hands, turned, first_turned)

    # --- whose turn and what is legal -------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.phase is _OVER

    @property
    def to_act(self) -> Seat | None:
        return self._to_act

    def _whose_turn(self) -> Seat | None:
        match self.phase:
            case Phase.AUCTION:
                return self.auction.to_speak
            case Phase.TRUMP | Phase.WHIST_OFFER | Phase.WHIST_DECLINED:
                return self.declarer
            case Phase.DISCARD:
                return next(s for s in self._discarders if s not in self.discards)
            case Phase.WHIST_ANSWER | Phase.CLAIM:
                return self._asked
            case Phase.PLAY:
                return self.play.to_play
            case Phase.OVER:
                return None

    def legal_actions(self, seat: Seat) -> list[Action]:
        if seat != self._to_act:
            return []
        if self.phase is _PLAY:  # the hot path: 52 of a deal's ~60 decisions
            play, plays = self.play, PLAYS[seat]
            # TrickPlay.legal_cards' rule written out where it is the led suit's alone (every
            # variant but Nantes' top trump and renouncer): a call and a copy of the hand less
            # a card. tests/engine/test_legal_plays.py holds the cards offered to those allowed.
            hand, current = play.hands[seat - 1], play.current
            if not current:
                out: list[Action] = [plays[c] for c in hand]
            elif play.top_trump is None and not play.renouncer:
                led = current[0][1]
                base = led - led % 13  # the led suit's two
                lo = bisect_left(hand, base)
                hi = bisect_left(hand, base + 13, lo)
                out = [plays[c] for c in (hand[lo:hi] if lo < hi else hand)]
            else:
                out = [plays[c] for c in play.legal_cards(seat)]
            if self._declarer_rules is not None and not play.tricks:
                out.extend(self._declarations(seat))
            # The claim comes after the cards, so ``legal[0]`` is still a card in play.
            if (
                seat == self._claimer
                and not play.current
                and self._claim_refused_in != len(play.tricks)
                and self._tricks_left() > 1
                and self._declaration_pending() is None
            ):
                out.append(Claim(seat))
            return out
        match self.phase:
            case Phase.AUCTION:
                return list(self.auction.legal(seat))
            case Phase.TRUMP:
                if self._choices:
                    return [NameTrump(seat, s, c) for c, s in self._choices]
                return [NameTrump(seat, s) for s in self._trump_choices()]
            case Phase.WHIST_OFFER:
                assert self.contract is not None
                if self.rules.must_invite(self.contract):
                    return [Whist(seat, "invite")]
                return [Whist(seat, "invite"), Whist(seat, "alone")]
            case Phase.WHIST_ANSWER:
                if self._last_must_accept():
                    return [Whist(seat, "accept")]
                return [Whist(seat, "accept"), Whist(seat, "decline")]
            case Phase.WHIST_DECLINED:
                out: list[Action] = [Whist(seat, "alone")]
                if self.rules.may_concede:
                    out.append(Concede(seat))
                return out
            case Phase.DISCARD:
                return [Discard(seat, c) for c in sort_hand(self.play.hands[seat - 1])]
            case Phase.CLAIM:
                return [ClaimAnswer(seat, "accept"), ClaimAnswer(seat, "refuse")]
            case Phase.OVER:
                return []

    def forced_action(self) -> Action | None:
        """The move the rules make for the seat on turn where it is no decision at all, else
        None: a whist question the rules answer (:meth:`_ruled_whist`: FB-W3, DW-P4, SV-W5),
        or a pass that is the seat's only call in the auction, as after the top bid of the
        ladder (nothing left that outranks or may take over the standing bid; a Dawson
        player who passed facing a bid above every misère and spread, DW-B1). The action is
        still applied and logged as any other (old logs and records stay valid); a table
        makes it at once instead of asking. Also the only trump the declarer may name
        (:meth:`_lone_trump`: SV-B9's i högsta färg, DW-B5's first preference, NT-K1 after the
        Neuf en belle): named all the same, so a record still shows it named. A lone legal
        card is not forced: playing it is the person's play. Decided from public facts only,
        so it reveals nothing of a hand: a lone pass is never forced where the bids depend on
        the bidder's cards (NT-B2's laid card, NT-C6's four aces), nor a lone trump that
        follows from a laid card."""
        phase = self.phase
        if phase is Phase.AUCTION:
            return self._forced_pass()
        if phase is Phase.TRUMP:
            return self._lone_trump()
        return self._ruled_whist()

    def _forced_pass(self) -> Pass | None:
        """The seat on turn's lone call in the auction, a pass, where the auction's calls
        follow from the calls made: not where a bid may depend on the bidder's cards
        (``SeesHands``: NT-B2, NT-C6), whose lone pass would tell of the hand."""
        seat = self._to_act
        auction = self.auction
        if seat is None or offers(auction, SeesHands):
            return None
        calls = len(auction.history)
        known = self._lone_pass
        if known is not None and known[0] == calls and known[1] == seat:
            return known[2]
        legal = auction.legal(seat)
        only = legal[0] if len(legal) == 1 else None
        forced = only if isinstance(only, Pass) else None
        self._lone_pass = (calls, seat, forced)
        return forced

    def _lone_trump(self) -> NameTrump | None:
        """The declarer's only choice of trumps, where it follows from public facts: the level
        bid and the turned card (SV-B9, DW-B5: a bid in the first colour, i högsta färg or
        *I keep over you*, names the turned suit) or the winning bid and the deal's belle and
        petite (NT-K1: nothing ranks above the Neuf en belle but misères, so it is played in
        belle), else None. Never where the winning bid laid a card (NT-B2): what follows from
        it follows from the declarer's hand, which naming at once would tell of."""
        seat = self._to_act
        if seat is None:
            return None
        bid = next((a for a in reversed(self.auction.history) if isinstance(a, Bid)), None)
        if bid is not None and bid.card is not None:
            return None
        if self._choices:
            if len(self._choices) != 1:
                return None
            ((played, suit),) = self._choices
            return NameTrump(seat, suit, played)
        suits = self._trump_choices()
        return NameTrump(seat, suits[0]) if len(suits) == 1 else None

    def _ruled_whist(self) -> Whist | None:
        """The whist answer the rules give the seat on turn where they leave it no other
        (FB-W3, DW-P4: everyone declined and there is no conceding, so the declarer plays
        alone; SV-W5: whist is compulsory in 5 spel, so the declarer must invite and the last
        asked must accept), else None. Never looks at the auction: a view draws it."""
        seat = self._to_act
        if seat is None or self.phase not in _RULED_QUESTIONS:
            return None
        legal = self.legal_actions(seat)
        # Each of these questions has two answers unless a rule took one away (must_invite,
        # last_must_accept, no may_concede): one answer left is the rule's, not a choice.
        only = legal[0] if len(legal) == 1 else None
        return only if isinstance(only, Whist) else None

    def _declarations(self, seat: Seat) -> list[Declare]:
        """RU-C4: what the seat may declare now, at its turn in the first trick before its
        first card (the caller checks the trick); each declaration once."""
        assert self._declarer_rules is not None
        names = self._declarer_rules.declarations(self.contract, self.trump, self.dealt[seat - 1])
        made = {d.name for d in self.declarations if d.seat == seat}
        return [Declare(seat, n) for n in names if n not in made]

    def _trump_choices(self) -> tuple[Suit, ...]:
        return self.rules.trump_choices(self.level, self.first_suit)

    def _last_must_accept(self) -> bool:
        assert self.contract is not None and self.declarer is not None
        declines = sum(1 for w in self.whist_answers if w.answer == "decline")
        return declines == 2 and self.rules.last_must_accept(self.contract)

    # --- applying actions -----------------------------------------------------------------

    def check(self, action: Action) -> None:
        """Raise :class:`IllegalAction` with a player-readable reason unless legal now."""
        if isinstance(action, Play) and self.phase is Phase.PLAY:
            self.play.check(action.seat, action.card)
            return
        if self.phase is Phase.OVER:
            raise IllegalAction(Refusal.GAME_OVER, "This deal is over.")
        if isinstance(action, Pass | Bid | Support):
            if self.phase is not Phase.AUCTION:
                raise IllegalAction(Refusal.WRONG_PHASE, "The bidding is over.", self._stage())
            if isinstance(action, Support):
                self.auction.check_support(action)
            else:
                self.auction.check(action)
            return
        if isinstance(action, Merge):
            raise IllegalAction(Refusal.MERGE_NOT_ASKED, "There is no merge question now.")
        if isinstance(action, Claim | ClaimAnswer):
            refused = self._claim_refusal(action)
            if refused is not None:
                code, message, *named = refused
                raise IllegalAction(code, message, named[0] if named else self._stage(code))
            return
        if action.seat != self.to_act:
            raise IllegalAction(Refusal.NOT_YOUR_TURN, "It is not your turn.")
        if isinstance(action, Play):
            if self.phase is Phase.CLAIM:
                raise IllegalAction(Refusal.CLAIM_OPEN, "Answer the declarer's claim first.")
            raise IllegalAction(
                Refusal.WRONG_PHASE, "Cards are not being played yet.", self._stage()
            )
        if action not in self.legal_actions(action.seat) and not self._named_alike(action):
            refused = self._refusal(action)
            raise IllegalAction(*refused, self._stage(refused[0]))

    def _stage(self, code: Refusal = Refusal.WRONG_PHASE) -> dict[str, str]:
        """A refusal's fields: for one of the wrong stage of the deal, the stage it is at
        (``phase``: a :class:`Phase` value), so a frontend can say what is going on and what
        comes next."""
        return {"phase": self.phase.value} if code is Refusal.WRONG_PHASE else {}

    def _named_alike(self, action: Action) -> bool:
        """NT-C2: a declaration the same as an offered one under another name."""
        return (
            isinstance(action, NameTrump)
            and self.phase is Phase.TRUMP
            and (action.contract, action.suit) in self._also_named
        )

    def _claim_refusal(
        self, action: Claim | ClaimAnswer
    ) -> tuple[Refusal, str] | tuple[Refusal, str, dict[str, str]] | None:
        """Why a claim or an answer is not possible now (with the fields a translation names),
        or None when it is."""
        seat = action.seat
        if isinstance(action, ClaimAnswer):
            if self.phase is not Phase.CLAIM:
                return Refusal.NO_CLAIM, "There is no claim to answer."
            if seat == self._asked:
                return None
            if seat == self.declarer:
                return Refusal.NOT_YOUR_TURN, "You cannot answer your own claim."
            if seat == self.whister:
                return Refusal.NOT_YOUR_TURN, "The whister is on the declarer's side: not asked."
            if seat == self.partner:
                return Refusal.NOT_YOUR_TURN, "The declarer's partner is on its side: not asked."
            return Refusal.NOT_YOUR_TURN, "It is not your turn to answer the claim."
        if self.phase is Phase.CLAIM:
            return Refusal.CLAIM_OPEN, "A claim is already open."
        if self.phase is not Phase.PLAY:
            return Refusal.WRONG_PHASE, "Tricks can be claimed only during the card play."
        if not self._claimer:
            return Refusal.CLAIM_NOT_ALLOWED, "Only a trick contract's declarer may claim."
        if seat != self._claimer:
            return Refusal.CLAIM_NOT_ALLOWED, "Only the declarer may claim the remaining tricks."
        if seat != self._to_act:
            return Refusal.NOT_YOUR_TURN, "You may claim only when it is your turn to lead."
        if self.play.current:
            return Refusal.CLAIM_NOT_ALLOWED, "You may claim only when you lead to a trick."
        if self._claim_refused_in == len(self.play.tricks):
            return Refusal.CLAIM_NOT_ALLOWED, "Your claim was refused; claim again next trick."
        if self._tricks_left() <= 1:
            return Refusal.CLAIM_NOT_ALLOWED, "Only one trick is left: play it."
        pending = self._declaration_pending()
        if pending is not None:
            return (
                Refusal.CLAIM_NOT_ALLOWED,
                f"No claim in the first trick: each player may still declare {pending} at "
                "their first turn.",
                {"declaration": pending},
            )
        return None

    def _tricks_left(self) -> int:
        return self.play.tricks_to_play - len(self.play.tricks)

    def _declaration_pending(self) -> str | None:
        """RU-C7: a declaration some seat may still make at its first turn (RU-C4): the first
        trick is unfinished and the contract allows one, so no claim may end the deal yet;
        None when there is none. From the contract alone, never a hand: it reveals nothing."""
        if self._declarer_rules is None or self.play.tricks or self.lenient:
            return None
        names = self._declarer_rules.declarations_possible(self.contract, self.trump)
        return names[0] if names else None

    def _refusal(self, action: Action) -> tuple[Refusal, str]:
        match action:
            case NameTrump():
                if self.phase is not Phase.TRUMP:
                    return Refusal.WRONG_PHASE, "Trumps are not being named now."
                if self._choices:
                    return (
                        Refusal.TRUMP_NOT_ALLOWED,
                        "The contract played must rank at least as high as your bid.",
                    )
                names = ", ".join(s.symbol for s in self._trump_choices())
                return Refusal.TRUMP_NOT_ALLOWED, f"At this level trumps must be one of {names}."
            case Whist():
                return Refusal.WHIST_NOT_ALLOWED, "That whist answer is not possible now."
            case Concede():
                return Refusal.CONCEDE_NOT_ALLOWED, "You may concede only after all declined whist."
            case Declare():
                return Refusal.NOT_ALLOWED, "That declaration is not open to you now."
            case Discard():
                if self.phase is not Phase.DISCARD:
                    return Refusal.WRONG_PHASE, "No card is to be discarded now."
                return Refusal.CARD_NOT_IN_HAND, "That card is not in your hand."
            case _:
                return Refusal.NOT_ALLOWED, "That action is not possible now."

    def apply(self, action: Action) -> Trick | None:
        """Check and apply ``action``; return the trick it completed, if any."""
        if isinstance(action, Play) and self.phase is _PLAY:
            # The hot path, 52 of a deal's ~60 actions: checked as check() would (a play in
            # any other phase is refused there) without its dispatch, and applied.
            play, seat, card = self.play, action.seat, action.card
            play.check(seat, card)
            self.actions.append(action)
            trick = play.play(seat, card)
            if trick is None:
                self._to_act = play.to_play  # a card within a trick leaves the phase as it is
                return None
            self._after_trick()
            self._to_act = play.to_play if self.phase is _PLAY else None
            return trick
        if self.phase is _AUCTION and isinstance(action, Pass | Bid):
            # Most of the rest: checked as check() would, without its dispatch, and applied
            # as _apply_other() would.
            auction = self.auction
            auction.check(action)
            self.actions.append(action)
            auction.apply(action)
            if auction.finished:
                self._after_auction()
                self._to_act = self._whose_turn()
            else:
                self._to_act = auction.to_speak
            return None
        self.check(action)
        self.actions.append(action)
        self._apply_other(action)
        self._to_act = self._whose_turn()
        return None

    def _apply_other(self, action: Action) -> None:
        match action:
            case Pass() | Bid():
                self.auction.apply(action)
                if self.auction.finished:
                    self._after_auction()
            case Support():
                self.auction.apply_support(action)
                if self.auction.finished:
                    self._after_auction()
            case NameTrump(_, suit, played):
                if played is not None:  # NT-K1: a higher contract than the winning bid
                    contract = self.rules.ladder.get(played)
                    assert contract is not None
                    self.contract = contract
                self._set_trump(suit)
            case Whist(seat, answer):
                self._whist(seat, answer)
            case Concede():
                self.conceded = True
                self.phase = Phase.OVER
            case Discard(seat, card):
                self.play.hands[seat - 1].remove(card)
                self.discards[seat] = card
                if len(self.discards) == len(self._discarders):
                    self._begin_tricks()
            case Claim(seat):
                self.claim_answers = []
                self._asked = self._next_defender(seat)
                self.phase = Phase.CLAIM
            case ClaimAnswer(seat, answer):
                self._claim_answer(seat, answer)
            case Declare():
                self.declarations.append(action)
            case Play() | Merge():
                raise AssertionError("plays are applied above; merges are refused by check")

    def _after_auction(self) -> None:
        winner = self.auction.winner
        if winner is None:
            if self.rules.all_pass_is_played:
                self._begin_tricks()
            else:
                self.phase = Phase.OVER
            return
        self.contract, self.level, self.declarer = winner.contract, winner.level, winner.declarer
        self.whister = winner.partner  # NT-B4, WB-B6: a supporter plays beside the demander
        if self.rules.ladder.partnerships:
            self.partner = opposite(winner.declarer)  # AM-T2: the side plays the contract
        if offers(self.rules, ChoosesContract):
            self._choices = self.rules.played_choices(winner.contract, winner.suit)
            every = self.rules.played_choices(winner.contract, winner.suit, every=True)
            self._also_named = tuple(c for c in every if c not in self._choices)
        if self._choices:
            self.phase = Phase.TRUMP  # NT-K1: trumps and the contract played are named
        elif winner.suit is not None:
            self._set_trump(winner.suit)  # FB-C1: the bid named its trumps
        elif winner.contract.trump_turned and self.first_suit is not None:
            self._set_trump(self.first_suit)  # AM-D4: the cut fixed the trumps
        elif (
            winner.contract.has_trumps
            and self.first_suit is not None
            and self.rules.trump_from_turned(winner.contract)
        ):
            self._set_trump(self.first_suit)  # WB-D3: the turned suit, named by nobody
        elif winner.contract.has_trumps:
            self.phase = Phase.TRUMP
        else:
            self._start_play()

    def _set_trump(self, suit: Suit) -> None:
        self.trump = suit
        self.play.trump = suit
        assert self.contract is not None
        if self.rules.whist_possible(self.contract):
            self.phase = Phase.WHIST_OFFER
        else:
            self._start_play()

    def _whist(self, seat: Seat, answer: WhistAnswer) -> None:
        assert self.declarer is not None
        self.whist_answers.append(Whist(seat, answer))
        if answer == "alone":
            self._start_play()
            return
        if answer == "invite":
            self._asked = left_of(self.declarer)
            self.phase = Phase.WHIST_ANSWER
            return
        if answer == "accept":
            self.whister = seat
            self._start_play()
            return
        nxt = left_of(seat)
        if nxt == self.declarer:
            self.phase = Phase.WHIST_DECLINED
        else:
            self._asked = nxt

    def _next_defender(self, seat: Seat) -> Seat:
        """The next seat in rotation that answers a claim; the declarer once all have
        answered."""
        nxt = self._next(seat)
        return self._next(nxt) if nxt in (self.whister, self.partner) else nxt

    def _claim_answer(self, seat: Seat, answer: ClaimReply) -> None:
        assert self.declarer is not None
        if answer == "refuse":
            # Withdrawn: the views hide the hand again (it was seen, but the table goes back to
            # normal play) and play resumes exactly where it stood, the declarer to lead.
            self.claim_answers = []
            self._claim_refused_in = len(self.play.tricks)
            self._claim_refused_by = seat
            self.phase = Phase.PLAY
            return
        self.claim_answers.append(ClaimAnswer(seat, answer))
        self._asked = self._next_defender(seat)
        if self._asked == self.declarer:
            # Every remaining trick goes to the declarer; the cards stay in the hands unplayed,
            # so ``tricks`` holds only the tricks played.
            self.claimed = self.play.tricks_to_play - len(self.play.tricks)
            self.play.won[self.declarer - 1] += self.claimed
            self.phase = Phase.OVER

    def _start_play(self) -> None:
        assert self.contract is not None and self.declarer is not None
        if self.contract.discard:
            self._discarders = self.rules.discarders(self.contract, self.declarer, self.forhand)
            if offers(self.rules, Rotates) and len(self._discarders) == 4:
                # NT-C4: where every seat discards, in playing order from eldest
                self._discarders = self._in_rotation(self.forhand)
            self.phase = Phase.DISCARD
        else:
            self._begin_tricks()

    def _in_rotation(self, first: Seat) -> tuple[Seat, ...]:
        order = [first]
        while len(order) < 4:
            order.append(self._next(order[-1]))
        return tuple(order)

    def _begin_tricks(self) -> None:
        self.play.tricks_to_play = self.contract.tricks_played if self.contract else 13
        if offers(self.rules, ShapesTricks) and self.contract is not None:
            self.play.top_trump = self.rules.top_trump(self.contract, self.trump)
            renounce = self.rules.renounce_tricks(self.contract)
            if renounce and self.declarer is not None:
                self.play.renouncer, self.play.renounce_tricks = self.declarer, renounce
        self.exposed = self.contract is not None and self.contract.exposed_before_play
        contract, declarer = self.contract, self.declarer
        # Only a trick contract has tricks to claim; a misère is won by taking none.
        if contract is not None and not contract.misere and declarer is not None:
            self._claimer = declarer
        self.phase = Phase.PLAY

    def _after_trick(self) -> None:
        if self.contract is not None and self.contract.exposed_after_first:
            self.exposed = True  # SV-C4: face up once the first trick is turned
        if self.play.finished or (self._ends_early and self._decided()):
            self.phase = Phase.OVER

    def _decided(self) -> bool:
        """The variant ends the deal once its result cannot change (FB-T3); never otherwise."""
        contract, declarer = self.contract, self.declarer
        if contract is None or declarer is None:
            return False
        won = self.play.won
        side = won[declarer - 1] + sum(won[s - 1] for s in (self.whister, self.partner) if s)
        tally = Tally(won[declarer - 1], side, len(self.play.tricks), self.whister is not None)
        return self.rules.result_decided(contract, tally)

    # --- what a seat sees -----------------------------------------------------------------

    def public_view(self) -> PublicView:
        """What everyone may see (see :class:`PublicView`)."""
        return filled(PublicView, self._public_fields(), auction=self._visible_auction(None))

    def view(self, seat: Seat) -> SeatView:
        legal = tuple(self.legal_actions(seat))
        high = self.auction.high if self.phase is Phase.AUCTION else None
        takeover = None
        if high is not None:
            contract, level, _ = high
            standing = next(a for a in reversed(self.auction.history) if isinstance(a, Bid))
            takeover = next(
                (
                    a
                    for a in legal
                    if isinstance(a, Bid)
                    and a.contract == contract.id
                    and a.level is level
                    and a.suit == standing.suit
                ),
                None,
            )
        return filled(
            SeatView,
            self._public_fields(),
            auction=self._visible_auction(seat),  # a seat sees the card it laid itself (NT-B2)
            seat=seat,
            hand=tuple(sort_hand(self.play.hands[seat - 1])),
            own_discard=self.discards.get(seat),
            legal=legal,
            takeover=takeover,
            partner=opposite(seat) if self.rules.ladder.partnerships else None,
        )

    def _public_fields(self) -> Mapping[str, Any]:
        """Every field of :class:`PublicView` but the auction (which a seat may see otherwise
        than the others, NT-B2). Drawn once per state: the mover's answer, the other seats'
        views and the table message all read the same state (issue #17). The state changes
        only by :meth:`apply`, which always records its action, so the count of actions tells
        whether the fields drawn last are still the deal's."""
        known = self._public
        if known is None or known.actions != len(self.actions):
            known = self._public = PublicFields(len(self.actions), self._draw_public_fields())
        return known.fields

    def _draw_public_fields(self) -> dict[str, Any]:
        declarer = self.declarer
        exposed: tuple[Card, ...] | None = None
        if self.exposed and declarer is not None:
            exposed = tuple(sort_hand(self.play.hands[declarer - 1]))
        claim_hand: tuple[Card, ...] | None = None
        if (self.phase is Phase.CLAIM or self.claimed) and declarer is not None:
            claim_hand = tuple(sort_hand(self.play.hands[declarer - 1]))
        sizes = tuple(len(h) for h in self.play.hands)
        side, own, whister = targets(self)
        renouncer = self._renouncer()
        return {
            "variant": self.rules.variant,
            "phase": self.phase,
            "dealer": self.dealer,
            "forhand": self.forhand,
            "turned": self.turned,
            "first_suit": self.first_suit,
            "hand_sizes": (sizes[0], sizes[1], sizes[2], sizes[3]),
            "ladder": self.rules.ladder,
            "auction_takeovers": tuple(self.auction.takeovers),
            "contract": self.contract,
            "level": self.level,
            "declarer": declarer,
            "trump": self.trump,
            "whist_answers": tuple(self.whist_answers),
            "whister": self.whister,
            "conceded": self.conceded,
            "exposed": exposed,
            "current_trick": tuple(self.play.current),
            "tricks": tuple(self.play.tricks),
            "won": (self.play.won[0], self.play.won[1], self.play.won[2], self.play.won[3]),
            "to_act": self.to_act,
            "side_target": side,
            "declarer_target": own,
            "whister_target": whister,
            "contract_value": contract_value(self),
            "fixed_trump": self._fixed_trump(),
            "support_target": support_target(self),
            "pair_target": pair_target(self),
            "claim_hand": claim_hand,
            "claim_answers": tuple(self.claim_answers),
            "claimed": self.claimed,
            "claim_refused_by": (
                self._claim_refused_by if self._claim_refused_in == len(self.play.tricks) else None
            ),
            "declarations": tuple(self.declarations),
            "suit_classes": self._suit_classes(),
            "turned_holder": self._turned_holder(),
            "declarer_partner": self.partner,
            "clockwise": self._next(1) == left_of(1),
            "top_trump": self.play.top_trump if self.trump is not None else None,
            "standing_top_trump": self._standing_top_trump(),
            "renouncer": renouncer,
            "renounce_until": self.play.renounce_tricks if renouncer else None,
            "ruled_whist": self._ruled_whist(),
            "partnerships": fixed_partnerships(self.rules),
        }

    def _standing_top_trump(self) -> Card | None:
        """The top trump of every contract with trumps (NT-S3: whatever the trump suit)."""
        shapes = self._trick_rules
        if shapes is None:
            return None
        with_trumps = next((c for c in self.rules.ladder if c.has_trumps), None)
        if with_trumps is None:
            return None
        return shapes.top_trump(with_trumps, self.first_suit or Suit.CLUBS)

    def _visible_auction(self, seat: Seat | None) -> tuple[AuctionEntry, ...]:
        """The auction as ``seat`` (None: everyone) may see it: a card laid face down with a
        bid (NT-B2) is hidden from the others until the deal is over."""
        history = self.auction.history
        if self.phase is Phase.OVER:
            return tuple(history)
        return tuple(
            replace(a, card=None)
            if isinstance(a, Bid) and a.card is not None and a.seat != seat
            else a
            for a in history
        )

    def _renouncer(self) -> Seat | None:
        play = self.play
        if self.phase is Phase.PLAY and play.renouncer and play.may_renounce(play.renouncer):
            return play.renouncer
        return None

    def _turned_holder(self) -> Seat | None:
        """The dealer, for as long as the table may think the turned card his (NT-D3, MA-D1):
        until he plays it. Put away face down (NT-C4), it is still his to the others: a
        holder read off his hand told every seat his discard."""
        turned = self.turned
        if not self.rules.turns_dealers_card or turned is None:
            return None
        dealer = self.dealer
        held = turned in self.play.hands[dealer - 1] or self.discards.get(dealer) == turned
        return dealer if held else None

    def _suit_classes(self) -> tuple[SuitClass, ...] | None:
        first = self.first_suit
        if first is None:
            return None
        return tuple(self.rules.suit_class(s, first) for s in Suit)

    def _fixed_trump(self) -> Suit | None:
        first = self.first_suit
        if first is None:
            return None
        trick_contracts = [c for c in self.rules.ladder if c.has_trumps]
        if trick_contracts and all(self.rules.trump_from_turned(c) for c in trick_contracts):
            return first
        return None

    # --- the outcome ------------------------------------------------------------------------

    def result(self) -> DealResult:
        """The finished deal's result for scoring; raises ``ValueError`` while in progress."""
        if self.phase is not Phase.OVER:
            raise ValueError("the deal is not over")
        won = self.play.won
        tricks = (won[0], won[1], won[2], won[3])
        declared = tuple((d.seat, d.name) for d in self.declarations)
        if self.contract is None or self.declarer is None:
            return DealResult(
                dealer=self.dealer,
                all_pass=True,
                tricks=tricks,
                declared=declared,
                turned=self.turned,
            )
        declarer, whister, contract = self.declarer, self.whister, self.contract
        partner = self.partner
        trump_class = None
        if self.trump is not None and self.first_suit is not None:
            trump_class = self.rules.suit_class(self.trump, self.first_suit)
        side = {s for s in (declarer, whister, partner) if s is not None}
        return DealResult(
            dealer=self.dealer,
            contract=contract,
            level=self.level,
            declarer=declarer,
            whister=whister,
            trump_class=trump_class,
            trump=self.trump,
            turned=self.turned,
            dealt=self.dealt,
            conceded=self.conceded,
            declarer_tricks=won[declarer - 1],
            whister_tricks=won[whister - 1] if whister is not None else 0,
            partner=partner,
            partner_tricks=won[partner - 1] if partner is not None else 0,
            honours=self._honours(side),
            first_five=self._first_five(side),
            side_target=self.rules.side_target(contract, whister is not None),
            declarer_target=contract.target,
            tricks=tricks,
            declared=declared,
            claimed=self.claimed,
        )

    def _first_five(self, side: set[Seat]) -> bool:
        """SV-S4's cinq premiers. Claimed tricks come after every played one and go to the
        declarer, so with a claim the side has the first five when it won all the tricks played
        (at most five of them counted): the rest of the first five are claimed ones."""
        played = self.play.tricks
        if len(played) < 5 and not self.claimed:
            return False
        return all(t.winner in side for t in played[:5])

    def _honours(self, side: set[Seat]) -> int:
        """SV-S3: trump A K Q J in the declaring side's hands as dealt."""
        if self.trump is None:
            return 0
        trump = self.trump
        return sum(
            1
            for seat in side
            for c in self.dealt[seat - 1]
            if SUIT_OF[c] is trump and c % 13 >= JACK and c % 13 <= ACE
        )
