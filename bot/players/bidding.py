"""The heuristic's decisions before and after the card play: the bid, the trump suit, the whist
questions, conceding, the petite-misère discard and the merge answer.

Each function takes the seat's view and returns one of ``view.legal``. Thresholds are the
tuning knobs of the benchmark; they are expressed in estimated tricks (:mod:`.evaluate`).
"""

from __future__ import annotations

from bot.engine.actions import (
    Action,
    Bid,
    Concede,
    Discard,
    Level,
    Merge,
    NameTrump,
    Pass,
    Support,
    Whist,
)
from bot.engine.cards import ACE, SUIT_OF, Suit
from bot.engine.contracts import Contract
from bot.engine.views import SeatView
from bot.players.evaluate import (
    best_trump,
    estimate_tricks,
    misere_danger,
    misere_discard,
    support_tricks,
)

BID_MARGIN: dict[int, float] = {5: -0.25, 6: 0.25}
"""Estimated tricks needed beyond the target to bid; 5 and 6 tricks hope for a whister."""
DEFAULT_MARGIN = 0.5
ALONE_MARGIN = 1.0
"""Estimated tricks beyond the target to play 5 or 6 spel alone rather than invite whist."""
CONCEDE_BELOW = 1.0
"""Concede, when nobody whists, if the estimate falls this far short of the target."""
WHIST_SHORT = 0.25
"""A whister accepts when its support falls at most this short of its own target (the view's
``whister_target``: 3 in 5 spel, 4 in 6 spel, 3 in Dawson)."""


def _misere_slack(contract: Contract) -> int:
    """How safe a misère hand must be: a face-up hand least slack, a discard the most."""
    if contract.exposed_after_first or contract.exposed_before_play:
        return 1
    return 3 if contract.discard else 2


def _level_for(suit: Suit, first: Suit | None) -> Level:
    """The best colour level that still lets ``suit`` be named (SV-B2); plain where no card
    is turned."""
    if first is None:
        return Level.PLAIN
    if suit == first:
        return Level.FIRST
    if suit == first.partner:
        return Level.COLOUR
    return Level.PLAIN


def _misere_ok(view: SeatView, contract: Contract) -> bool:
    """Whether the hand can take exactly the misère's target: none, or (piccolissimo, FB-C)
    one trick with an ace while the rest stays safe."""
    slack = _misere_slack(contract)
    hand = view.hand
    if contract.target:
        aces = [c for c in hand if c % 13 == ACE]
        if len(aces) < contract.target:
            return False
        hand = tuple(c for c in hand if c not in aces[: contract.target])
    if contract.discard:
        put_away = misere_discard(hand, slack)
        hand = tuple(c for c in hand if c != put_away)
    return misere_danger(hand, slack) == 0


WantedBid = tuple[str, Level, Suit | None]
"""A contract, its level, and the trump suit where the bid names it (FB-C1)."""


PARTNER_SHARE = 3.0
"""Tricks expected from a fixed partner who has not spoken: about a quarter of the deal."""
PASSED_SHARE = 2.0
"""Tricks expected from a fixed partner who passed: it could not count on enough."""


def partner_support(view: SeatView) -> float:
    """What a fixed partner (AM-P1, read from ``view.partner``) should add to this hand's
    tricks; 0 without partnerships. Each bid is read as the bidder's own tricks plus the
    support it counted on (its partner's own tricks as implied so far, else a quarter of the
    deal), so a raise over a partner is not counted twice."""
    if view.partner is None:
        return 0.0
    own: dict[int, float] = {}
    passed: set[int] = set()
    for action in view.auction:
        if isinstance(action, Pass):
            passed.add(action.seat)
            continue
        if not isinstance(action, Bid):
            continue  # a Support (WB-B1) names no contract of its own
        contract = view.ladder.get(action.contract)
        if contract is None:
            continue
        mate = (action.seat + 1) % 4 + 1  # partners sit opposite (AM-P1)
        own[action.seat] = contract.target - own.get(mate, PARTNER_SHARE)
    if view.partner in own:
        return max(0.0, own[view.partner])
    return PASSED_SHARE if view.partner in passed else PARTNER_SHARE


def _trump_suits(view: SeatView, contract: Contract) -> tuple[Suit, ...]:
    """The suits that could be trumps in ``contract``: only the turned one where the cut
    fixes the trumps (AM-D4), else any."""
    if contract.trump_turned and view.first_suit is not None:
        return (view.first_suit,)
    return tuple(Suit)


def acceptable_bids(view: SeatView) -> set[WantedBid]:
    """Every bid this hand is willing to play, whatever is legal now: a trick contract at a
    level that still lets a good enough trump suit be named — or naming that suit, where the
    variant's bids name their trumps. With a fixed partner the side's tricks count (AM-T2)."""
    out: set[WantedBid] = set()
    suits = (view.fixed_trump,) if view.fixed_trump is not None else tuple(Suit)
    support = partner_support(view)
    for suit in suits:
        tricks = estimate_tricks(view.hand, suit, view.standing_top_trump) + support
        top_level = _level_for(suit, view.first_suit)
        for contract in view.ladder:
            if contract.misere or suit not in _trump_suits(view, contract):
                continue
            margin = BID_MARGIN.get(contract.target, DEFAULT_MARGIN)
            if tricks >= contract.target + margin:
                for level in Level:
                    if level.order <= top_level.order:
                        out.add((contract.id, level, None))
                        out.add((contract.id, level, suit))
    for contract in view.ladder:
        if contract.misere and _misere_ok(view, contract):
            out.add((contract.id, Level.PLAIN, None))
    return out


def bid_trump(view: SeatView, bid: Bid) -> Suit | None:
    """The trump suit a bid fixes, where it fixes one: the suit it names (FB-C1), the suit of
    the card laid with it (NT-B2) or the suit of the class it names (NT's belle, petite)."""
    if bid.suit is not None:
        return bid.suit
    if bid.card is not None:
        return SUIT_OF[bid.card]
    contract = view.ladder.get(bid.contract)
    if contract is None or contract.trump_class is None or view.suit_classes is None:
        return None
    return next((s for s in Suit if view.suit_classes[s] is contract.trump_class), None)


def choose_bid(view: SeatView) -> Action:
    """The highest legal bid the hand is willing to play, or pass: a contract pays more the
    higher it is, and the margins already price the risk. The engine's legal list holds the
    equal bid a senior player may take over *i förhand*, so that needs no special case."""
    wanted = acceptable_bids(view)
    bids = [
        a
        for a in view.legal
        if isinstance(a, Bid) and (a.contract, a.level, bid_trump(view, a)) in wanted
    ]
    if bids:
        return bids[-1]  # the legal list runs from pass through the bids, lowest first
    support = Support(view.seat)
    if support in view.legal and _would_support(view):
        return support
    return next(a for a in view.legal if isinstance(a, Pass))


def _would_support(view: SeatView) -> bool:
    """*Je soutiens* (NT-B1, WB-B1) when the hand brings its share of the side's tricks: the
    view's ``support_target``, in the fixed trump suit or the suit the demande fixes (belle for
    a demande en belle) or, where the demande's suit is hidden, the hand's best suit."""
    standing = next((a for a in reversed(view.auction) if isinstance(a, Bid)), None)
    known = bid_trump(view, standing) if standing is not None else None
    trump = view.fixed_trump or known  # a demande en belle says its suit (NT-B2)
    if trump is not None:
        tricks = support_tricks(view.hand, trump, view.standing_top_trump)
    else:
        tricks = max(support_tricks(view.hand, s, view.standing_top_trump) for s in Suit)
    return tricks >= view.support_target - WHIST_SHORT


DECLARE_MARGIN = ALONE_MARGIN
"""Estimated tricks beyond its target to declare a higher contract than the winning bid
(NT-K1). The auction is over, so no whister will come to help: the margin for playing alone
rather than inviting fits. It is above the bidding margins, so a hand the auction already took
as high as it would bid is not raised again on the same estimate."""


def _higher_contract(view: SeatView, named: list[NameTrump]) -> NameTrump | None:
    """The offered higher contract (NT-K1) worth the most among those the hand makes with
    ``DECLARE_MARGIN`` in their trumps, or None. Worth is the engine's ranking: the ladder's
    rank, then the legal list's order, which runs lowest first (NT-S2's suits within a rank)."""
    support = partner_support(view)  # 0 without fixed partners, as in the auction's estimate
    best: tuple[int, int] | None = None
    choice: NameTrump | None = None
    for index, action in enumerate(named):
        contract = view.ladder.get(action.contract) if action.contract is not None else None
        if contract is None or contract.misere:
            continue  # the winning bid itself (today's choice below), or no trick target
        tricks = estimate_tricks(view.hand, action.suit, view.standing_top_trump) + support
        if tricks < contract.target + DECLARE_MARGIN:
            continue
        worth = (contract.rank, index)
        if best is None or worth > best:
            best, choice = worth, action
    return choice


def _keeps_the_bid(view: SeatView, action: NameTrump) -> bool:
    """The choice plays for the winning bid's tricks: the bid itself, or the same under its
    proper name (NT-C2: a neuf won in belle is offered as the neuf en belle)."""
    if action.contract is None:
        return True
    contract = view.ladder.get(action.contract)
    return (
        contract is not None
        and view.contract is not None
        and contract.target == view.contract.target
    )


def choose_trump(view: SeatView) -> Action:
    """The best trump suit for the hand. Where the legal actions offer a higher contract with
    the trumps (NT-K1), the one worth the most that the hand clearly makes is declared;
    otherwise the winning bid itself is played in the best suit."""
    named = [a for a in view.legal if isinstance(a, NameTrump)]
    higher = _higher_contract(view, named)
    if higher is not None:
        return higher
    plain = [a for a in named if _keeps_the_bid(view, a)] or named
    suit, _ = best_trump(view.hand, [a.suit for a in plain], view.standing_top_trump)
    return next(a for a in plain if a.suit is suit)


def _declarer_estimate(view: SeatView) -> tuple[float, int]:
    assert view.trump is not None and view.contract is not None
    return estimate_tricks(view.hand, view.trump, view.standing_top_trump), view.contract.target


def choose_whist(view: SeatView) -> Action:
    """The declarer's invitation, a defender's answer, or the choice after all declined."""
    legal = view.legal
    if len(legal) == 1:
        return legal[0]
    seat = view.seat
    if seat == view.declarer:
        tricks, target = _declarer_estimate(view)
        if Concede(seat) in legal:
            return Whist(seat, "alone") if tricks >= target - CONCEDE_BELOW else Concede(seat)
        return Whist(seat, "alone") if tricks >= target + ALONE_MARGIN else Whist(seat, "invite")
    assert view.trump is not None and view.contract is not None
    need = view.whister_target - WHIST_SHORT if view.whister_target else 13.0
    accept = support_tricks(view.hand, view.trump, view.standing_top_trump) >= need
    return Whist(seat, "accept" if accept else "decline")


def choose_discard(view: SeatView) -> Action:
    """SV-C3: put away the card most likely to be forced to win a trick."""
    contract = view.contract
    slack = _misere_slack(contract) if contract is not None else 1
    return Discard(view.seat, misere_discard(view.hand, slack))


def choose_merge(view: SeatView) -> Action:
    """SV-P9's decision for computer players: merge whenever asked."""
    merge = Merge(view.seat, True)
    return merge if merge in view.legal else view.legal[0]
