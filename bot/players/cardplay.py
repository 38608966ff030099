"""The heuristic card-play policy: one card for one seat from a :class:`PlayState` and the
seat's hand. It serves the heuristic player directly and every seat of the strong player's
rollouts, so it reads only what that seat may know and stays cheap (bit masks, no allocation
beyond a few ints).

Trick contracts: both sides simply try to take tricks for their side — the declaring side
draws trumps and cashes masters, nobody overtakes a partner's safe winner, defenders lead
singletons to ruff and avoid leading into a known void. Misères: the declarer ducks and sheds
its most dangerous cards; the defenders lead low where the declarer still holds the suit and
keep their own cards under a declarer's card (aiming with the face-up hand in an ouverte).
"""

from __future__ import annotations

from bot.engine.cards import Card
from bot.engine.seats import Seat
from bot.players.table import (
    ABOVE,
    BELOW,
    FULL,
    SUIT_MASK,
    PlayState,
    beats,
    cards_in,
    count,
    equivalent_low,
    highest,
    lowest,
    trick_winner,
)


def choose_card(st: PlayState, seat: Seat, hand: int) -> Card:
    """The card ``seat`` plays from ``hand`` (a mask of the cards it holds)."""
    legal = hand
    if st.trick:
        follow = hand & st.suit_cards(st.suit_of(st.trick[0][1]))
        if follow:
            legal = follow
    if not legal & (legal - 1):
        return lowest(legal)
    if st.misere:
        if seat == st.declarer:
            if st.won[seat - 1] < st.side_target:  # piccolissimo: one trick still to take
                return _take_one(st, hand, legal)
            return _misere_declarer(st, hand, legal)
        return _misere_defender(st, seat, hand, legal)
    if not st.trick:
        return _lead(st, seat, hand)
    return _follow(st, seat, hand, legal)


def _still_to_play(st: PlayState, seat: Seat) -> list[Seat]:
    out: list[Seat] = []
    nxt = st.next(seat)
    for _ in range(3 - len(st.trick)):
        out.append(nxt)
        nxt = st.next(nxt)
    return out


# --- trick contracts -------------------------------------------------------------------------


def _ruff_risk(st: PlayState, suit: int, seats: list[Seat], unseen: int) -> bool:
    """Whether one of ``seats`` may trump a card of ``suit`` (known void, trumps still out)."""
    trump = st.trump
    if trump < 0 or suit == trump or not unseen & SUIT_MASK[trump]:
        return False
    return any(st.voids[s - 1] >> suit & 1 and not st.voids[s - 1] >> trump & 1 for s in seats)


def _cheapest(st: PlayState, cards: int, unseen: int) -> Card:
    """The card least worth keeping: no trump if avoidable, no master, then the lowest rank."""
    trump = st.trump
    best, best_key = -1, (2, 2, 13)
    for c in cards_in(cards):
        key = (int(st.suit_of(c) == trump), int(not ABOVE[c] & unseen), c % 13)
        if key < best_key:
            best, best_key = c, key
    return best


def _follow(st: PlayState, seat: Seat, hand: int, legal: int) -> Card:
    trump = st.trump
    led = st.suit_of(st.trick[0][1])
    unseen = FULL & ~(st.played | hand)
    win_seat, win_card = trick_winner(st.trick, trump, st.top)
    after = _still_to_play(st, seat)
    opponents_after = [s for s in after if not st.partners(s, seat)]
    following = bool(legal & st.suit_cards(led))
    if st.partners(win_seat, seat):
        partner_safe = not opponents_after or (
            not ABOVE[win_card] & unseen
            and (st.suit_of(win_card) == trump or not _ruff_risk(st, led, opponents_after, unseen))
        )
        if partner_safe:
            return _cheapest(st, legal, unseen)
    beating = 0
    for c in cards_in(legal):
        if beats(c, win_card, trump, st.top):
            beating |= 1 << c
    if not beating:
        return _cheapest(st, legal, unseen)
    if not opponents_after:
        return lowest(beating)
    if not following:
        return lowest(beating)  # ruff as cheaply as the trick allows
    top = highest(beating)
    cheap_top = equivalent_low(top, hand, st.played, st.top)
    if not ABOVE[top] & unseen and not _ruff_risk(st, led, opponents_after, unseen):
        return cheap_top
    if st.partners(win_seat, seat):
        return _cheapest(st, legal, unseen)  # partner leads the trick; no sure way to do better
    partner_after = any(st.partners(s, seat) for s in after)
    if partner_after and len(st.trick) == 1:
        return lowest(legal)  # second hand low: partner still plays after the opponent
    return cheap_top  # third hand high: force out the opponents' higher cards


def _lead(st: PlayState, seat: Seat, hand: int) -> Card:
    trump = st.trump
    unseen = FULL & ~(st.played | hand)
    opponents = [s for s in (1, 2, 3, 4) if not st.partners(s, seat)]
    trumps = hand & SUIT_MASK[trump] if trump >= 0 else 0
    out_trumps = unseen & SUIT_MASK[trump] if trump >= 0 else 0
    opp_trumps = bool(out_trumps) and any(not st.voids[s - 1] >> trump & 1 for s in opponents)
    if st.declaring(seat) and trumps and opp_trumps:
        top = highest(trumps)
        if not ABOVE[top] & unseen:
            return equivalent_low(top, hand, st.played, st.top)  # draw trumps with a master
        if count(trumps) >= count(out_trumps):
            low = equivalent_low(top, hand, st.played, st.top)
            return low if low != top else lowest(trumps)
    for suit in range(4):
        cards = hand & SUIT_MASK[suit]
        if suit == trump or not cards:
            continue
        top = highest(cards)
        if not ABOVE[top] & unseen and not _ruff_risk(st, suit, opponents, unseen):
            return equivalent_low(top, hand, st.played, st.top)  # cash a sure winner
    best, best_key = -1, (-2, -2, -1)
    for suit in range(4):
        cards = hand & SUIT_MASK[suit]
        if not cards:
            continue
        length = count(cards)
        is_trump = suit == trump
        singleton_ruff = (
            not st.declaring(seat) and length == 1 and bool(trumps) and not is_trump
        )  # a defender's singleton sets up a ruff
        key = (
            -int(is_trump),
            -int(_ruff_risk(st, suit, opponents, unseen)),
            int(singleton_ruff) * 20 + length,
        )
        if key > best_key:
            top = highest(cards)
            touching = equivalent_low(top, hand, st.played, st.top) != top and top % 13 >= 9
            best, best_key = (top if touching else lowest(cards)), key
    return best


# --- misères ---------------------------------------------------------------------------------


def _danger(card: Card, hand: int, unseen: int) -> int:
    """How likely ``card`` is to take a trick for a misère declarer: others can lead under it
    more often than the declarer can duck, and few outstanding cards lie above it."""
    out_below = count(unseen & BELOW[card])
    mine_below = count(hand & BELOW[card])
    out_above = count(unseen & ABOVE[card])
    exposure = max(-3, min(out_below - mine_below, 3))
    return (exposure * 4 - min(out_above, 3)) * 16 + card % 13


def _misere_declarer(st: PlayState, hand: int, legal: int) -> Card:
    unseen = FULL & ~(st.played | hand)
    if not st.trick:
        best, best_key = -1, (2, 13, 0)
        for c in cards_in(legal):
            above = count(unseen & ABOVE[c])
            key = (int(above == 0), count(unseen & BELOW[c]), -above)
            if key < best_key:
                best, best_key = c, key
        return best
    led = st.trick[0][1] // 13
    if not legal & SUIT_MASK[led]:
        return max(cards_in(legal), key=lambda c: _danger(c, hand, unseen))
    _, win_card = trick_winner(st.trick, st.trump)
    under = legal & BELOW[win_card]
    if under:
        return highest(under)
    # Forced over the card in the lead: shed the highest when nobody after can overtake.
    others_can_beat = len(st.trick) < 3 and bool(unseen & ABOVE[lowest(legal)])
    return lowest(legal) if others_can_beat else highest(legal)


def _take_one(st: PlayState, hand: int, legal: int) -> Card:
    """A misère declarer still short of an exact target (piccolissimo's one trick): lead a
    master, or win the trick with the highest card of the suit led; with neither, play as in
    a misère (a misère deal has no trumps)."""
    unseen = FULL & ~(st.played | hand)
    masters = [c for c in cards_in(legal) if not ABOVE[c] & unseen]
    if not st.trick:
        return masters[0] if masters else _misere_declarer(st, hand, legal)
    led = st.trick[0][1] // 13
    _, win_card = trick_winner(st.trick, st.trump)
    top = highest(legal)
    if legal & SUIT_MASK[led] and top // 13 == win_card // 13 and top > win_card:
        return top
    return _misere_declarer(st, hand, legal)


def _highest_rank(cards: int) -> Card:
    return max(cards_in(cards), key=lambda c: c % 13)


def _misere_defender(st: PlayState, seat: Seat, hand: int, legal: int) -> Card:
    declarer = st.declarer
    unseen = FULL & ~(st.played | hand)
    if not st.trick:
        return _misere_lead(st, hand, unseen)
    led = st.trick[0][1] // 13
    following = bool(legal & SUIT_MASK[led])
    declarer_played = any(s == declarer for s, _ in st.trick)
    win_seat, win_card = trick_winner(st.trick, st.trump)
    if declarer_played:
        if win_seat == declarer and following:
            under = legal & BELOW[win_card]
            return highest(under) if under else highest(legal)
        return _highest_rank(legal)  # declarer is safe or stays on lead: shed a high card
    if not following or st.voids[declarer - 1] >> led & 1:
        return _highest_rank(legal)
    target = st.exposed & SUIT_MASK[led]
    if target:
        under = legal & BELOW[lowest(target)]
        if under and win_card < lowest(target):
            return highest(under)  # stay under every card the declarer can play
    return lowest(legal)


def _misere_lead(st: PlayState, hand: int, unseen: int) -> Card:
    """Lead low where the declarer still holds the suit and has the fewest cards to duck."""
    declarer_void = st.voids[st.declarer - 1]
    best, best_key = -1, (99, 99)
    for suit in range(4):
        cards = hand & SUIT_MASK[suit]
        if not cards or declarer_void >> suit & 1:
            continue
        low = lowest(cards)
        if st.exposed:
            held = st.exposed & SUIT_MASK[suit]
            if not held:
                continue
            duckers = count(held & BELOW[low])
        else:
            duckers = count(unseen & BELOW[low])
        key = (duckers, low % 13)
        if key < best_key:
            best, best_key = low, key
    if best < 0:
        return _highest_rank(hand)  # every suit I hold is void with the declarer
    return best
