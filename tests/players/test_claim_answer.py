"""Computer players and claims (SV-T4): a defender accepts only a claim that is certain from
its view, a computer declarer claims only when certain, and every answer is legal."""

from __future__ import annotations

import pytest

from bot.engine.actions import Claim, ClaimAnswer, Play
from bot.engine.cards import Suit, parse_card, parse_cards
from bot.engine.deal import Deal
from bot.engine.phase import Phase
from bot.players import make_player
from bot.players.claim import answer_claim, claim_if_certain, claim_is_certain
from bot.players.table import mask_of
from tests.engine.helpers import auction_to, make_deal, run, trump_alone
from tests.players.support import play_until, shuffled_deal

C = parse_card

# Seat 1 declares in spades with A K Q J of trumps and A K Q of every side suit; the six other
# trumps are two each with seats 2, 3 and 4.
MASTERS = {
    1: "AS KS QS JS AH KH QH AD KD QD AC KC QC",
    2: "TS 9S 2S JH TH 9H 8H 7H 6H 5H 4H 3H 2H",
    3: "8S 7S 6S JC TC 9C 8C 7C 6C 5C 4C 3C 2C",
    4: "5S 4S 3S JD TD 9D 8D 7D 6D 5D 4D 3D 2D",
}


def masters_deal(trump_tricks: int) -> Deal:
    """Seat 1 declares 7 spel in spades and draws trumps for ``trump_tricks`` tricks."""
    deal = make_deal(MASTERS, dealer=4, turned="2S")
    auction_to(deal, 1, "7")
    trump_alone(deal, 1, Suit.SPADES)
    leads = [("AS", "2S", "6S", "3S"), ("KS", "9S", "7S", "4S"), ("QS", "TS", "8S", "5S")]
    for cards in leads[:trump_tricks]:
        run(deal, [Play(seat, C(card)) for seat, card in zip((1, 2, 3, 4), cards, strict=True)])
    assert deal.to_act == 1
    return deal


def answer_of(level: str, deal: Deal) -> ClaimAnswer:
    seat = deal.to_act
    assert seat is not None and deal.phase is Phase.CLAIM
    view = deal.view(seat)
    action = make_player(level, seed=7).choose(view)
    assert action in view.legal
    assert isinstance(action, ClaimAnswer)
    return action


# --- the certainty test ------------------------------------------------------------------


def test_sv_t4_masters_without_trumps_out_are_certain() -> None:
    hand = parse_cards("AS KS AH")
    assert claim_is_certain(hand, mask_of(parse_cards("QS JS")), None)
    # Spades trumps with only 2S out: two master trumps draw it before AH is cashed.
    played = mask_of(parse_cards("QS JS TS 9S 8S 7S 6S 5S 4S 3S"))
    assert claim_is_certain(hand, played, int(Suit.SPADES))


def test_sv_t4_a_card_that_can_be_beaten_is_not_certain() -> None:
    assert not claim_is_certain(parse_cards("AS 3S"), 0, None)
    assert not claim_is_certain(parse_cards("KH"), 0, int(Suit.SPADES))


def test_sv_t4_side_masters_are_not_certain_while_trumps_may_ruff() -> None:
    trumps, played = int(Suit.SPADES), mask_of(parse_cards("AS KS QS 7S 6S 5S 4S 3S"))
    # JS TS against 9S 8S 2S: three leads may be needed, only two trumps to lead.
    assert not claim_is_certain(parse_cards("JS TS AH"), played, trumps)
    # A defender holding two of the three knows the third alone: two leads draw them all.
    own = mask_of(parse_cards("9S 8S 2H"))
    assert claim_is_certain(parse_cards("JS TS AH"), played, trumps, own)
    # Nothing but master trumps: certain whatever the others hold.
    assert claim_is_certain(parse_cards("JS TS"), played, trumps)


# --- defenders answering ------------------------------------------------------------------


@pytest.mark.parametrize("level", ["heuristic", "strong"])
def test_sv_t4_a_computer_defender_accepts_a_certain_claim(level: str) -> None:
    deal = masters_deal(trump_tricks=3)  # no trump left outside the declarer's hand
    deal.apply(Claim(1))
    for seat in (2, 3, 4):
        assert deal.to_act == seat
        deal.apply(answer_of(level, deal))
        assert deal.actions[-1] == ClaimAnswer(seat, "accept")
    assert deal.is_over and deal.result().declarer_tricks == 13


@pytest.mark.parametrize("level", ["heuristic", "strong"])
def test_sv_t4_a_computer_defender_refuses_an_uncertain_claim(level: str) -> None:
    deal = masters_deal(trump_tricks=1)  # six trumps out, three masters to draw them
    deal.apply(Claim(1))
    assert answer_of(level, deal) == ClaimAnswer(2, "refuse")


@pytest.mark.parametrize("level", ["heuristic", "strong"])
def test_sv_t4_a_defender_uses_its_own_trump_count(level: str) -> None:
    # After two trump leads each defender holds one trump: two masters draw the other two.
    deal = masters_deal(trump_tricks=2)
    deal.apply(Claim(1))
    assert answer_of(level, deal) == ClaimAnswer(2, "accept")


def test_sv_t4_a_claim_that_can_lose_a_trick_is_refused() -> None:
    deal = make_deal(
        {
            1: "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S AH",
            2: "2S KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H",
            3: "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C",
            4: "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D",
        },
        dealer=4,
        turned="2H",
    )
    auction_to(deal, 2, "13")
    trump_alone(deal, 2, Suit.HEARTS)
    run(deal, [Play(1, C("AS")), Play(2, C("2S")), Play(3, C("2C")), Play(4, C("2D"))])
    run(deal, [Play(1, C("KS")), Play(2, C("2H")), Play(3, C("3C")), Play(4, C("3D"))])
    deal.apply(Claim(2))  # AH is still out: seat 1 takes a heart trick
    for level in ("heuristic", "strong"):
        assert answer_of(level, deal) == ClaimAnswer(3, "refuse")


def test_sv_t4_random_defenders_answer_legally() -> None:
    deal = masters_deal(trump_tricks=1)
    deal.apply(Claim(1))
    assert answer_of("random", deal).seat == 2


def test_sv_t4_answer_claim_judges_the_shown_hand() -> None:
    deal = masters_deal(trump_tricks=3)
    deal.apply(Claim(1))
    view = deal.view(2)
    assert answer_claim(view) == ClaimAnswer(2, "accept")


# --- declarers claiming ------------------------------------------------------------------


@pytest.mark.parametrize("level", ["heuristic", "strong"])
def test_sv_t4_a_computer_declarer_claims_only_when_certain(level: str) -> None:
    player = make_player(level, seed=3)
    assert player.choose(masters_deal(trump_tricks=3).view(1)) == Claim(1)
    # With trumps out and no knowledge of who holds them, it plays on.
    for tricks in (1, 2):
        action = player.choose(masters_deal(trump_tricks=tricks).view(1))
        assert isinstance(action, Play)


@pytest.mark.parametrize("level", ["heuristic", "strong"])
def test_sv_t4_computers_do_not_claim_before_the_first_trick(level: str) -> None:
    deal = make_deal(dealer=4, turned="2S")  # seat 1 holds all thirteen spades
    auction_to(deal, 1, "13")
    trump_alone(deal, 1, Suit.SPADES)
    view = deal.view(1)
    assert view.legal[-1] == Claim(1) and claim_if_certain(view) is None
    assert isinstance(make_player(level, seed=1).choose(view), Play)


@pytest.mark.parametrize("seed", [14, 17, 32, 0, 1])
def test_sv_t4_computer_tables_stay_legal_and_claims_are_certain(seed: int) -> None:
    """Heuristic players at every seat (seeds 14, 17 and 32 end by a claim): whenever a deal
    ends by a claim, the declarer's remaining cards were masters with no ruff possible."""
    deal = shuffled_deal(seed)
    player = make_player("heuristic", seed)
    play_until(deal, player.choose, 200)
    assert deal.is_over
    assert bool(deal.claimed) is (seed in (14, 17, 32))
    if deal.claimed:
        assert deal.declarer is not None and deal.claimed >= 2
        view = deal.view(deal.declarer)
        assert view.claim_hand is not None
        assert claim_is_certain(view.claim_hand, _played_mask(deal), _trump(deal))


def _played_mask(deal: Deal) -> int:
    return mask_of([c for t in deal.play.tricks for _, c in t.cards])


def _trump(deal: Deal) -> int | None:
    return None if deal.trump is None else int(deal.trump)
