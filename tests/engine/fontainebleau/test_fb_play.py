"""The deal (FB-D4, FB-D5), the discards (FB-C3), spreads (FB-C4), the early end of play
(FB-T3), honours (FB-H1…H5, FB-X23), Misère Partout (FB-A1) and chicane (RU-C1…C6, RU-X4,
RU-X5), through the real game where a deal is given. ``fill()`` deals seat 1 all the spades,
seat 2 the hearts, seat 3 the clubs and seat 4 the diamonds unless told otherwise."""

from __future__ import annotations

import pytest

from bot.engine.actions import (
    ActionFormatError,
    Bid,
    Declare,
    Discard,
    Pass,
    Play,
    Whist,
    action_from_dict,
    action_to_dict,
)
from bot.engine.cards import SUIT_OF, Suit, parse_card, parse_cards
from bot.engine.deal import deal_hands
from bot.engine.describe import deal_summary, declared_lines
from bot.engine.errors import IllegalAction
from bot.engine.fontainebleau.ladder import contract
from bot.engine.fontainebleau.payments import amount
from bot.engine.fontainebleau.play import DEAL_PATTERN, honour_tricks, play_ends_early
from bot.engine.fontainebleau.result import contract_result
from bot.engine.fontainebleau.settings import FbSettings
from bot.engine.game import Game
from bot.engine.phase import Phase
from tests.engine.fontainebleau.helpers import act, fill, play_out, table
from tests.engine.scripted import deal_of

FB = FbSettings()


def test_fb_d4_d5_four_four_five_from_the_dealers_left_and_no_turned_card() -> None:
    hands = deal_hands(list(range(52)), 2, DEAL_PATTERN)
    assert [len(h) for h in hands] == [13, 13, 13, 13]
    assert hands[2][:4] == [0, 1, 2, 3]  # seat 3, left of dealer 2, gets the first packet
    assert hands[1][-5:] == list(range(47, 52))  # the dealer the last five
    game = table(fill())
    view = game.public_view()
    assert view is not None and view.turned is None and view.first_suit is None


@pytest.mark.parametrize("cid", ["little-misere", "grand-misere", "little-spread", "grand-spread"])
def test_fb_t3_a_misere_ends_at_the_declarers_first_trick(cid: str) -> None:
    c = contract(cid)
    assert not play_ends_early(c, 0, 0, 6)
    assert play_ends_early(c, 0, 1, 0)
    game = table(fill())  # seat 1 holds every spade and must win the first trick
    act(game, Bid(1, cid), Pass(2), Pass(3), Pass(4))
    settlement = play_out(game)
    assert len(deal_of(game).play.tricks) == 1
    assert any("lost" in line for line in settlement.lines)


def test_fb_r_the_four_discards_start_with_eldest_not_the_declarer() -> None:
    """FB-C3, FB-R: the four discard actions go "in seat order from eldest"; seat 3 declares
    with dealer 4, so seat 1 (eldest) discards first and seat 3 waits its turn."""
    game = table(fill())
    act(game, Pass(1), Pass(2), Bid(3, "little-misere"), Pass(4))
    assert game.to_act == 1
    early = next(a for a in game.legal_actions(1) if isinstance(a, Discard))
    with pytest.raises(IllegalAction):
        act(game, Discard(3, deal_of(game).dealt[2][0]))  # his own card, out of turn
    act(game, early)
    for seat in (2, 3, 4):
        assert game.to_act == seat
        act(game, next(a for a in game.legal_actions(seat) if isinstance(a, Discard)))
    assert deal_of(game).phase is Phase.PLAY


def test_fb_c3_all_four_discard_twelve_tricks_hidden() -> None:
    game = table(fill())
    act(game, Bid(1, "little-spread"), Pass(2), Pass(3), Pass(4))
    view = game.public_view()
    assert view is not None and view.phase is Phase.DISCARD and view.exposed is None
    for seat in (1, 2, 3, 4):  # from eldest, here the declarer, round the table
        assert game.to_act == seat
        card = next(a for a in game.legal_actions(seat) if isinstance(a, Discard))
        act(game, card)
    deal = deal_of(game)
    assert len(deal.discards) == 4 and deal.play.tricks_to_play == 12
    view = game.public_view()
    assert view is not None and view.phase is Phase.PLAY
    # FB-C4: the spread lies face up before the first lead, without the discard.
    assert view.exposed is not None and len(view.exposed) == 12
    assert all(deal.discards[s] not in game.view(2).hand for s in (1, 2, 3, 4))  # type: ignore[union-attr]
    assert game.view(2).own_discard == deal.discards[2]  # type: ignore[union-attr]


def test_fb_c4_spread_slam_face_up_before_the_first_lead() -> None:
    game = table(fill())
    act(game, Bid(1, "spread-slam", suit=Suit.SPADES), Pass(2), Pass(3), Pass(4))
    view = game.public_view()
    assert view is not None and view.exposed is not None and len(view.exposed) == 13


def test_fb_t3_piccolissimo_ends_at_the_second_trick() -> None:
    c = contract("piccolissimo")
    assert not play_ends_early(c, 1, 1, 6)
    assert play_ends_early(c, 1, 2, 4)
    game = table(fill())
    act(game, Bid(1, "piccolissimo"), Pass(2), Pass(3), Pass(4))
    play_out(game, lambda legal: legal[0])  # discards then the first legal card
    assert len(deal_of(game).play.tricks) == 2
    result = deal_of(game).result()
    assert result.declarer_tricks == 2 and not result.made


def test_fb_t3_slams_end_at_the_first_trick_lost_other_bids_play_out() -> None:
    assert play_ends_early(contract("13"), 13, 8, 1)
    assert play_ends_early(contract("spread-slam"), 13, 0, 1)
    assert play_ends_early(contract("10"), 13, 4, 1)  # a ten with whister
    assert not play_ends_early(contract("10"), 10, 4, 3)  # a ten alone: tricks short are paid
    assert not play_ends_early(contract("12"), 12, 5, 5)
    assert not play_ends_early(contract("13"), 13, 12, 0)
    game = table(fill())  # seat 1 has no heart: seat 2 trumps the first trick
    act(game, Bid(1, "13", suit=Suit.HEARTS), Pass(2), Pass(3), Pass(4))
    settlement = play_out(game)
    assert len(deal_of(game).play.tricks) == 1
    # FB-S3: stopped after one trick, the deal is lost by one trick, not by thirteen; and
    # "0 tricks, lost by 1" says why, so it does not read as a mistake (a playtest read it so).
    entry = game.deals[-1]
    result = entry.result
    assert result is not None and result.stopped_early and result.penalty_tricks == 1
    names = ("A", "B", "C", "D")
    assert deal_summary(entry, names, game.words).endswith(
        "0 tricks, lost by 1 (play stopped at the first trick lost; paid as one trick short)"
    )
    assert deal_summary(entry, names, game.words, "sv").endswith(
        "0 stick, bet med 1 (spelet slutade vid första förlorade sticket; betalas som ett "
        "stick under)"
    )
    assert settlement.lines[1].startswith(
        "Anne played Chelem in ♥ and lost with 0 tricks, play stopped at the first "
        "trick lost: X = 450 + 5×1 short"
    )
    assert settlement.text("sv")[1].startswith(
        "Anne spelade Chelem i ♥ och förlorade (0 stick tagna, spelet slutade vid första "
        "förlorade sticket): X = 450 + 5×1 under"
    )
    game = table(fill())  # a twelve is played out
    act(game, Bid(1, "12", suit=Suit.HEARTS), Pass(2), Pass(3), Pass(4))
    play_out(game)
    assert len(deal_of(game).play.tricks) == 13


def test_fb_a1_misere_partout_played_at_no_trump_to_the_last_trick() -> None:
    game = table(fill())
    act(game, Pass(1), Pass(2), Pass(3), Pass(4))
    view = game.public_view()
    assert view is not None and view.phase is Phase.PLAY and view.trump is None
    assert view.to_act == 1  # eldest leads, no discards
    settlement = play_out(game)
    assert len(deal_of(game).play.tricks) == 13
    assert any("Misère Partout" in line for line in settlement.lines)


def test_fb_s3_a_lost_slam_is_one_trick_short() -> None:
    # FB-X12's shape: lost at trick 9 with 8 tricks, still paid as one short.
    result = contract_result("13", 1, 8, suit=Suit.SPADES)
    assert amount(result, FB) == (405, "400 + 5×1 short = 405")
    assert result.penalty_tricks == 1  # a scored lost slam says one short too
    assert contract_result("12", 1, 8, suit=Suit.SPADES).penalty_tricks == 4


def test_fb_h3_two_by_honours_and_four_by_honours() -> None:
    assert [honour_tricks(n) for n in range(5)] == [0, 0, 0, 2, 4]


def _honours_deal(s1: str, s2: str, s3: str) -> int:
    game = table(fill(s1=s1, s2=s2, s3=s3))
    act(game, Bid(1, "6", suit=Suit.SPADES), Pass(2), Pass(3), Pass(4))
    act(game, Whist(1, "invite"), Whist(2, "decline"), Whist(3, "accept"))
    play_out(game)
    return deal_of(game).result().honours


def test_fb_x23_honours_of_the_declaring_side_as_dealt() -> None:
    """FB-H1, FB-H2: `6` ♠ by 1 with whister 3; the adversary's J♠ is irrelevant."""
    held = _honours_deal("AS KS", "JS", "QS")
    assert held == 3 and honour_tricks(held) == 2
    held = _honours_deal("AS KS", "QS JS", "2H")
    assert held == 2 and honour_tricks(held) == 0


def test_fb_h4_honours_never_make_a_contract() -> None:
    result = contract_result("8", 3, 7, suit=Suit.CLUBS, honours=4)
    assert not result.made


def test_fb_h5_honours_count_on_a_slam() -> None:
    assert amount(contract_result("13", 1, 13, suit=Suit.DIAMONDS, honours=3), FB)[0] == 510


def chicanes(game: Game) -> list[Declare]:
    seat = game.to_act
    assert seat is not None
    return [a for a in game.legal_actions(seat) if isinstance(a, Declare)]


def test_ru_c1_c6_x5_chicane_offered_before_the_first_card_to_a_hand_without_trumps() -> None:
    # Hearts are trumps: seat 2 holds them all, seats 1, 3 and 4 none.
    game = table(fill(), "russian")
    act(game, Bid(1, "7", suit=Suit.HEARTS), Pass(2), Pass(3), Pass(4), Whist(1, "alone"))
    assert chicanes(game) == [Declare(1, "chicane")]  # RU-C3: the declarer too
    act(game, Declare(1, "chicane"))
    assert chicanes(game) == []  # once
    act(game, Play(1, parse_card("2S")))
    assert chicanes(game) == []  # seat 2 holds trumps
    act(game, Play(2, parse_card("2H")))
    assert chicanes(game) == [Declare(3, "chicane")]
    act(game, Play(3, parse_card("2C")))  # RU-X5: plays without declaring
    act(game, Declare(4, "chicane"))  # RU-C6: several may declare
    act(game, Play(4, parse_card("2D")))
    assert game.to_act == 2 and chicanes(game) == []
    view = game.public_view()
    assert view is not None and [d.seat for d in view.declarations] == [1, 4]
    # RU-C4, RU-C6: a declaration is said aloud; the public state says who declared.
    names = ("North", "East", "South", "West")
    assert declared_lines(view.declarations, names, game.words) == [
        "North declared chicane",
        "West declared chicane",
    ]
    assert declared_lines(view.declarations, names, game.words, "sv")[0] == (
        "North har meddelat chicane"
    )
    with pytest.raises(IllegalAction):
        game.apply(Declare(3, "chicane"))  # RU-X5: too late after the first card
    play_out(game)
    assert deal_of(game).result().declared == ((1, "chicane"), (4, "chicane"))


def test_ru_c2_x4_no_chicane_without_trumps_nor_in_fontainebleau() -> None:
    for cid in ("grand-misere", "little-misere"):
        game = table(fill(), "russian")
        act(game, Bid(1, cid), Pass(2), Pass(3), Pass(4))
        play_out(game, lambda legal: legal[0] if not isinstance(legal[0], Declare) else legal[1])
    for variant, bid in (("russian", None), ("fontainebleau", Bid(1, "7", suit=Suit.HEARTS))):
        game = table(fill(), variant)
        if bid is None:
            act(game, Pass(1), Pass(2), Pass(3), Pass(4))  # Misère Partout
        else:
            act(game, bid, Pass(2), Pass(3), Pass(4), Whist(1, "alone"))
        assert chicanes(game) == []


def test_ru_c2_x4_grand_misere_offers_no_chicane_at_any_turn() -> None:
    game = table(fill(s3="2H 3H"), "russian")  # seat 3 holds no spade
    act(game, Pass(1), Bid(2, "grand-misere"))
    act(game, Pass(3), Pass(4))
    while game.current is not None:
        assert chicanes(game) == []
        seat = game.to_act
        assert seat is not None
        game.apply(game.legal_actions(seat)[0])


def test_ru_r_the_chicane_action() -> None:
    assert action_to_dict(Declare(3, "chicane")) == {"seat": 3, "chicane": True}
    assert action_from_dict({"seat": 3, "chicane": True}) == Declare(3, "chicane")
    for bad in ({"seat": 3, "chicane": False}, {"seat": 0, "chicane": True}):
        with pytest.raises(ActionFormatError):
            action_from_dict(bad)
    assert SUIT_OF[parse_cards("2H")[0]] is Suit.HEARTS
