"""American Boston's rules: the worked examples AM-X1…X9 with their exact payout vectors, the
card of prices (AM-S1, AM-S2), the deal (AM-D), partnerships (AM-P1, AM-T2) and the auction
(AM-B)."""

from __future__ import annotations

import argparse
import copy
import itertools
import json
import random
from pathlib import Path

import pytest

from bot.engine.actions import Bid, Level, NameTrump, Pass
from bot.engine.american.card import FOSTER, FOSTER_DECIMAL, card_text, check_card, price_card
from bot.engine.american.ledger import pairs
from bot.engine.american.rules import AMERICAN_LADDER
from bot.engine.cards import SUIT_OF, Suit, parse_card
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.phase import Phase
from bot.engine.record import game_from_record, game_to_record
from bot.engine.report import replay_output
from bot.engine.seats import SEATS
from bot.engine.settings import SettingsError
from bot.engine.variant import ScoredDealError
from bot.engine.variants import get_variant, new_game
from bot.players import make_player
from bot.rule_flags import add_rule_flags, rule_settings
from bot.simulate import play_step

AMERICAN = get_variant("american")


def scored_game(card: object, result: object) -> dict[int, int]:
    """One scored deal (AM-R) with dealer 4, replayed from its record: the deal's nets."""
    record = {
        "format": "boston-record/1",
        "variant": "american",
        "settings": {"card": card},
        "players": ["A", "B", "C", "D"],
        "first_dealer": 4,
        "deals": [{"result": result}],
    }
    game = game_from_record(record)
    assert game_to_record(game)["deals"] == record["deals"]  # the scored form round-trips
    assert replay_output(game)["pool"] is None  # AM-R: no pool
    settlement = game.deals[0].settlement
    assert settlement is not None
    net = settlement.net()
    assert sum(net.values()) == 0  # AM-S7
    return net


def vector(net: dict[int, int]) -> tuple[int, int, int, int]:
    return net[1], net[2], net[3], net[4]


@pytest.mark.parametrize(
    ("rule", "card", "contract", "declarer", "side", "expected"),
    [
        ("AM-X1", "foster", "8", 1, 9, (24, -24, 24, -24)),
        ("AM-X2", "foster", "10", 2, 8, (56, -56, 56, -56)),
        ("AM-X3", "foster-decimal", "7", 3, 9, (20, -20, 20, -20)),
        ("AM-X4", "foster", "13", 4, 12, (177, -177, 177, -177)),
        ("AM-X5", "foster", "5", 1, 0, (-50, 50, -50, 50)),
        ("AM-X6", "foster-decimal", "9", 2, 6, (55, -55, 55, -55)),
    ],
)
def test_worked_examples_pay_exactly(
    rule: str, card: str, contract: str, declarer: int, side: int, expected: tuple[int, ...]
) -> None:
    result = {"contract": contract, "declarer": declarer, "turned": "5D", "tricks": {"side": side}}
    assert vector(scored_game(card, result)) == expected, rule


def test_am_x7_all_pass_pays_nothing() -> None:
    assert vector(scored_game("foster", "all-pass")) == (0, 0, 0, 0)


def test_am_s5_pairs_each_member_with_the_opponent_on_his_right() -> None:
    assert pairs(1) == ((1, 4), (3, 2))
    assert pairs(3) == ((3, 2), (1, 4))
    assert pairs(2) == ((2, 1), (4, 3))
    assert pairs(4) == ((4, 3), (2, 1))


def test_am_x5_failed_payments_go_member_to_paired_opponent() -> None:
    game = game_from_record(
        {
            "format": "boston-record/1",
            "variant": "american",
            "players": ["A", "B", "C", "D"],
            "first_dealer": 4,
            "deals": [
                {"result": {"contract": "5", "declarer": 1, "turned": "2C", "tricks": {"side": 0}}}
            ],
        }
    )
    settlement = game.deals[0].settlement
    assert settlement is not None
    assert {(p.payer, p.payee, p.amount) for p in settlement.payments} == {(1, 4, 50), (3, 2, 50)}


def test_am_s5_the_payment_line_says_who_pays_whom() -> None:
    """AM-S5, AM-S6: the line said "each of the side pays 50" and a player checking his −50
    could not see whom it went to; it names each pair, as every variant's line does (AM-X5
    failed: A pays D, C pays B; AM-X1 made: D pays A, B pays C)."""

    def lines(contract: str, side: int) -> dict[str, tuple[str, ...]]:
        result = {"contract": contract, "declarer": 1, "turned": "2C", "tricks": {"side": side}}
        record = {
            "format": "boston-record/1",
            "variant": "american",
            "players": ["Anna", "Bengt", "Cecilia", "David"],
            "first_dealer": 4,
            "deals": [{"result": result}],
        }
        settlement = game_from_record(record).deals[0].settlement
        assert settlement is not None
        return {lang: settlement.text(lang) for lang in ("en", "sv")}

    failed = lines("5", 0)
    assert failed["en"] == ("bid 5 failed by 5: Anna pays David 50, Cecilia pays Bengt 50",)
    assert failed["sv"] == ("bud 5 bet med 5: Anna betalar David 50, Cecilia betalar Bengt 50",)
    made = lines("8", 9)
    assert made["en"] == ("bid 8 made with 9 tricks: David pays Anna 24, Bengt pays Cecilia 24",)
    assert made["sv"] == (
        "bud 8 gick hem med 9 stick: David betalar Anna 24, Bengt betalar Cecilia 24",
    )


# --- the card of prices ---------------------------------------------------------------------


def test_am_s2_the_printed_cards_have_every_row_of_its_length() -> None:
    for card in (FOSTER, FOSTER_DECIMAL):
        for bid in range(5, 14):
            assert len(card.made[bid]) == 14 - bid and len(card.failed[bid]) == bid
    assert FOSTER.made_price(8, 9) == 24 and FOSTER.failed_price(10, 2) == 56  # AM-X1, AM-X2
    assert FOSTER_DECIMAL.made_price(7, 9) == 20 and FOSTER_DECIMAL.failed_price(9, 3) == 55


def written_card() -> dict[str, object]:
    return copy.deepcopy(FOSTER.to_json())


def test_am_s2_a_written_card_is_accepted_and_kept_in_the_record() -> None:
    card = written_card()
    made = card["made"]
    assert isinstance(made, dict)
    made["8"] = [1, 2, 3, 4, 5, 6]
    settings = AMERICAN.settings({"card": card})
    assert settings["card"] == card and price_card(settings["card"]).made_price(8, 9) == 2
    net = scored_game(card, {"contract": "8", "declarer": 1, "turned": "5D", "tricks": {"side": 9}})
    assert vector(net) == (2, -2, 2, -2)


def rows_shown(text: str, part: int) -> dict[int, list[int]]:
    """The rows of the shown card's ``part`` (0: made, 1: failed), read back as numbers."""
    block = text.split("\n")[3:]  # the name, the made head: who pays, what a row lists
    cut = next(i for i, line in enumerate(block) if not line[0].isdigit())
    lines = block[:cut] if part == 0 else block[cut + 2 :]  # the failed head's two lines
    rows: dict[int, list[int]] = {}
    for line in lines:  # a row too long for a phone goes on two: "13 (1–7): …", "13 (8–13): …"
        bid, rest = line.split(":")
        rows.setdefault(int(bid.split(" (")[0]), []).extend(int(a) for a in rest.split())
    return rows


def test_am_s1_the_card_is_shown_whole_and_every_price_in_its_place() -> None:
    """Before Start the seated players read the card (AM-S1): every row, its prices in order,
    short enough for a phone; a card that pays nothing for tricks over the bid (Foster's
    decimal) shows one price per made bid, and says so."""
    for (value, card), lang in itertools.product(
        (("foster", FOSTER), ("foster-decimal", FOSTER_DECIMAL)), ("en", "sv")
    ):
        text = card_text(value, lang)
        name = {"foster": "Foster", "foster-decimal": "Foster"}[value]
        assert text.startswith(f"**{name}") and text.splitlines()[0].endswith(f"** (`{value}`)")
        assert rows_shown(text, 1) == {b: list(r) for b, r in card.failed.items()}
        assert max(len(line) for line in text.splitlines()) <= 60
    assert rows_shown(card_text("foster", "en"), 0) == {b: list(r) for b, r in FOSTER.made.items()}
    decimal = card_text("foster-decimal", "sv")
    head = "**Fosters decimala prislista** (`foster-decimal`)\nVunnet — varje försvarare"
    assert decimal.startswith(head)
    assert "ett pris, oavsett antal överstick" in decimal
    assert rows_shown(decimal, 0) == {b: [r[0]] for b, r in FOSTER_DECIMAL.made.items()}
    # A written card with one flat made row among the others shows that row whole.
    card = written_card()
    made = card["made"]
    assert isinstance(made, dict)
    made["13"] = [170]
    made["12"] = [9, 9]
    shown = rows_shown(card_text(card, "en"), 0)
    assert shown[12] == [9, 9] and shown[5] == list(FOSTER.made[5])
    assert card_text(card, "en").startswith("**the table's own card**")


def test_am_x8_a_card_without_failed_13_is_refused_naming_the_bid() -> None:
    card = written_card()
    failed = card["failed"]
    assert isinstance(failed, dict)
    del failed["13"]
    with pytest.raises(SettingsError, match=r'failed is missing the bid 13 \(failed\["13"\]\)'):
        AMERICAN.settings({"card": card})
    with pytest.raises(SettingsError, match="failed is missing the bid 13"):
        new_game("american", {"card": card}, ["A", "B", "C", "D"])  # before the game starts


def test_am_x8_a_made_12_row_of_length_3_is_refused_naming_the_position() -> None:
    card = written_card()
    made = card["made"]
    assert isinstance(made, dict)
    made["12"] = [1, 2, 3]
    with pytest.raises(SettingsError, match=r'made\["12"\] must list 2 amounts .* not 3'):
        check_card(card)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda c: c["failed"]["7"].__setitem__(2, -1), r'failed\["7"\]\[2\] \(bid 7, 3 tricks'),
        (lambda c: c["made"]["5"].__setitem__(0, "12"), r'made\["5"\]\[0\] \(bid 5 made with 5'),
        (lambda c: c["made"]["5"].__setitem__(0, True), r'made\["5"\]\[0\]'),
        (lambda c: c["made"].__setitem__("14", [1]), r'unknown bid "14"'),
        (lambda c: c.__setitem__("bonus", {}), r'unknown part "bonus"'),
        (lambda c: c.__setitem__("made", [1, 2]), r'"made" must be an object'),
    ],
)
def test_am_s2_bad_entries_are_refused_with_their_position(change: object, message: str) -> None:
    card = written_card()
    assert callable(change)
    change(card)
    with pytest.raises(SettingsError, match=message):
        AMERICAN.settings({"card": card})


def test_am_s1_an_unknown_card_name_is_refused() -> None:
    with pytest.raises(SettingsError, match="'card' must be one of 'foster', 'foster-decimal'"):
        AMERICAN.settings({"card": "hoyle"})
    assert AMERICAN.settings({})["card"] == "foster"  # AM-S3's default
    assert AMERICAN.settings({})["deals"] == 12


# --- deal, trump, partnerships, auction ----------------------------------------------------


def shuffled(seed: int) -> list[int]:
    deck = list(range(52))
    random.Random(seed).shuffle(deck)
    return deck


def test_am_d3_deals_5_5_3_from_the_dealers_left() -> None:
    game = new_game("american", {}, ["A", "B", "C", "D"], first_dealer=4)
    deck = shuffled(1)
    deal = game.start_deal(deck, parse_card("5D"))
    assert deal.forhand == 1  # AM-D5
    assert list(deal.dealt[0]) == deck[0:5] + deck[20:25] + deck[40:43]
    assert list(deal.dealt[3]) == deck[15:20] + deck[35:40] + deck[49:52]


def test_am_x1_auction_and_cut_trump() -> None:
    """AM-X1: trump ♦ by the cut; 1 `5`, 2 `6`, 3 `7`, 4 passes, 1 `8` over his partner, 2
    and 3 pass → 1 declares 8, partner 3 on his side, ♦ trumps without a trump action."""
    game = new_game("american", {}, ["A", "B", "C", "D"], first_dealer=4)
    deal = game.start_deal(shuffled(2), parse_card("5D"))
    for action in (Bid(1, "5"), Bid(2, "6"), Bid(3, "7"), Pass(4), Bid(1, "8"), Pass(2)):
        game.apply(action)
    assert deal.phase is Phase.AUCTION
    game.apply(Pass(3))
    assert deal.phase is Phase.PLAY and deal.declarer == 1 and deal.partner == 3
    assert deal.trump is Suit.DIAMONDS and deal.contract is not None
    assert not any(isinstance(a, NameTrump) for a in deal.actions)  # AM-D4: nobody names it
    view = deal.view(2)
    assert view.partner == 4 and view.declarer_partner == 3 and view.side_target == 8
    assert deal.view(1).partner == 3


def test_am_x9_equal_bids_and_bids_after_a_pass_are_refused() -> None:
    game = new_game("american", {}, ["A", "B", "C", "D"], first_dealer=4)
    game.start_deal(shuffled(3), parse_card("9S"))
    game.apply(Bid(1, "8"))
    with pytest.raises(IllegalAction) as low:
        game.apply(Bid(2, "8"))
    assert low.value.code is Refusal.BID_TOO_LOW
    game.apply(Pass(2))
    game.apply(Bid(3, "9"))  # AM-B2: over his partner
    game.apply(Pass(4))
    with pytest.raises(IllegalAction):
        game.apply(Bid(4, "10"))  # 4 passed and it is 1's turn
    game.apply(Pass(1))
    assert game.current is not None and game.current.deal is not None
    assert game.current.deal.declarer == 3 and game.current.deal.partner == 1


def test_am_b3_a_pass_is_final() -> None:
    game = new_game("american", {}, ["A", "B", "C", "D"], first_dealer=4)
    deal = game.start_deal(shuffled(4), parse_card("9S"))
    game.apply(Pass(1))
    game.apply(Bid(2, "5"))
    game.apply(Pass(3))
    game.apply(Pass(4))
    assert deal.phase is Phase.PLAY and deal.declarer == 2  # three passes after a bid
    assert 1 not in {a.seat for a in deal.auction.history[1:]}


def test_am_b5_four_passes_throw_the_hands_in() -> None:
    game = new_game("american", {}, ["A", "B", "C", "D"], first_dealer=4)
    deal = game.start_deal(shuffled(5), parse_card("9S"))
    for seat in (1, 2, 3, 4):
        game.apply(Pass(seat))
    assert deal.phase is Phase.OVER and not deal.play.tricks
    assert game.deals[0].settlement is not None and game.next_dealer == 1


def test_am_b5_a_thrown_in_deal_counts_as_one_of_the_games_deals() -> None:
    """AM-B5, decision: four passes pay nothing, but the deal counts toward the game's deals
    (Foster: "Twelve deals is a game"), so a game of 12 thrown-in deals is over."""
    game = new_game("american", {}, ["A", "B", "C", "D"], first_dealer=4)
    for seed in range(12):
        assert not game.tour_over
        game.start_deal(shuffled(seed), parse_card("9S"))
        for _ in range(4):
            seat = game.to_act
            assert seat is not None
            game.apply(Pass(seat))
    assert game.tour_over and len(game.deals) == 12
    assert game.balances == {1: 0, 2: 0, 3: 0, 4: 0}


def test_am_t2_the_side_scores_both_partners_tricks_in_play() -> None:
    """A played deal: the settlement uses the declarer's and the partner's tricks together,
    and the record has no trump action and replays to the same nets."""
    players = {seat: make_player("heuristic", seat) for seat in SEATS}
    checked = 0
    for seed in range(12):
        game = new_game("american", {}, ["A", "B", "C", "D"], first_dealer=4)
        deal = game.start_deal(shuffled(seed), seed % 52)
        game.apply(Bid(1, "5"))
        for seat in (2, 3, 4):
            game.apply(Pass(seat))
        while game.current is not None:
            play_step(game, players)
        assert deal.trump is SUIT_OF[seed % 52]
        won = deal.play.won
        side = won[0] + won[2]
        result = game.deals[0].result
        assert result is not None and result.side_tricks == side and result.partner == 3
        settlement = game.deals[0].settlement
        assert settlement is not None
        expected = FOSTER.made_price(5, side) if side >= 5 else -FOSTER.failed_price(5, 5 - side)
        assert vector(settlement.net()) == (expected, -expected, expected, -expected)
        record = game_to_record(game)
        deals = record["deals"]
        assert isinstance(deals, list) and "trump" not in str(deals[0])
        again = game_from_record(record).deals[0].settlement
        assert again is not None and again.net() == settlement.net()
        checked += 1
    assert checked == 12


def test_am_s2_the_command_line_reads_a_card_file(tmp_path: Path) -> None:
    """``python -m bot play --variant american --card FILE.json``: a good card is read, a bad
    one refused naming the position, a preset taken by name."""
    parser = argparse.ArgumentParser()
    add_rule_flags(parser)
    good, bad = tmp_path / "good.json", tmp_path / "bad.json"
    good.write_text(json.dumps(written_card()), encoding="utf-8")
    card = written_card()
    failed = card["failed"]
    assert isinstance(failed, dict)
    del failed["13"]
    bad.write_text(json.dumps(card), encoding="utf-8")
    read = rule_settings(parser.parse_args(["--card", str(good)]), "american")
    assert read == {"card": written_card()}
    assert rule_settings(parser.parse_args(["--card", "Foster-Decimal"]), "american") == {
        "card": "foster-decimal"
    }
    with pytest.raises(SettingsError, match="failed is missing the bid 13"):
        rule_settings(parser.parse_args(["--card", str(bad)]), "american")
    with pytest.raises(SettingsError, match="not valid JSON at line 1, column 2"):
        good.write_text("{made", encoding="utf-8")
        rule_settings(parser.parse_args(["--card", str(good)]), "american")
    # The flag's own reasons in the reader's language: a missing file, one not UTF-8.
    swedish = parser.parse_args(["--card", str(tmp_path / "none.json")])
    with pytest.raises(SettingsError, match="det finns ingen fil"):
        rule_settings(swedish, "american", "sv")
    good.write_bytes(b'{"made": "\xe5"}')
    with pytest.raises(SettingsError, match=r"inte UTF-8-text .*rad 1, kolumn 11"):
        rule_settings(parser.parse_args(["--card", str(good)]), "american", "sv")


# --- Foster's decimal card, typed from the source -------------------------------------------

FOSTERS_DECIMAL_MADE = {5: 10, 6: 15, 7: 20, 8: 25, 9: 35, 10: 45, 11: 65, 12: 105, 13: 170}
"""Foster's "American system" (BOSTON, "_=PAYMENTS.=_"): "not to pay the successful bidder for
any over-tricks", one "Amount." per "Tricks bid", 5 to 13."""

FOSTERS_DECIMAL_FAILED = {
    5: (10, 20, 30, 40, 50),
    6: (15, 25, 35, 45, 55, 65),
    7: (20, 30, 40, 50, 60, 70, 80),
    8: (25, 35, 45, 55, 70, 85, 100, 115),
    9: (35, 45, 55, 65, 80, 95, 110, 125, 140),
    10: (45, 55, 70, 80, 95, 110, 125, 140, 155, 170),
    11: (70, 80, 95, 110, 125, 140, 155, 170, 185, 200, 220),
    12: (120, 130, 145, 160, 180, 200, 220, 240, 260, 280, 300, 320),
    13: (180, 200, 220, 240, 260, 280, 300, 320, 340, 360, 390, 420, 450),
}
"""Foster's table "reduced to the American decimal system": tricks bid → what the bidder pays
when "put in for" 1, 2, … tricks, as printed."""


@pytest.mark.parametrize("bid", range(5, 14))
def test_am_s4_every_made_cell_of_fosters_decimal_card(bid: int) -> None:
    """AM-S1, AM-S4 (`foster-decimal`): a made bid pays Foster's amount for the bid, whatever
    the tricks over it; the engine's held card and a scored deal both say so."""
    held = price_card("foster-decimal")
    for side in range(bid, 14):
        x = FOSTERS_DECIMAL_MADE[bid]
        assert held.made_price(bid, side) == x, (bid, side)
        result = {"contract": str(bid), "declarer": 1, "turned": "5D", "tricks": {"side": side}}
        assert vector(scored_game("foster-decimal", result)) == (x, -x, x, -x), (bid, side)


@pytest.mark.parametrize("bid", range(5, 14))
def test_am_s4_every_failed_cell_of_fosters_decimal_card(bid: int) -> None:
    """AM-S1, AM-S4 (`foster-decimal`): a failed bid costs Foster's decimal amount for the
    tricks short, 1 to the whole bid; the engine's held card and a scored deal both say so."""
    held = price_card("foster-decimal")
    assert len(FOSTERS_DECIMAL_FAILED[bid]) == bid
    for short, x in enumerate(FOSTERS_DECIMAL_FAILED[bid], start=1):
        assert held.failed_price(bid, short) == x, (bid, short)
        side = bid - short
        result = {"contract": str(bid), "declarer": 2, "turned": "5D", "tricks": {"side": side}}
        assert vector(scored_game("foster-decimal", result)) == (x, -x, x, -x), (bid, short)


# --- AM-B6: no misères, preferences, honours or pool ----------------------------------------


def test_am_b_the_ladder_is_exactly_the_bids_5_to_13() -> None:
    """AM-B1, AM-B6: the bids are 5 ("I go Boston") to 13 tricks and nothing else; the first
    speaker is offered a pass and exactly those nine bids, each by its number alone."""
    assert [c.id for c in AMERICAN_LADDER] == [str(n) for n in range(5, 14)]
    assert [c.target for c in AMERICAN_LADDER] == list(range(5, 14))
    assert not any(c.misere for c in AMERICAN_LADDER)
    game = new_game("american", {}, ["A", "B", "C", "D"], first_dealer=4)
    game.start_deal(shuffled(6), parse_card("9S"))
    assert game.legal_actions(1) == [Pass(1), *(Bid(1, str(n)) for n in range(5, 14))]


@pytest.mark.parametrize(
    "bid",
    [
        Bid(1, "little-misere"),
        Bid(1, "grand-misere"),
        Bid(1, "misere"),
        Bid(1, "little-spread"),
        Bid(1, "4"),
        Bid(1, "14"),
    ],
)
def test_am_b6_a_misere_or_a_bid_off_the_ladder_is_refused(bid: Bid) -> None:
    """AM-B6: there are no misères; a bid outside 5 to 13 is refused with its reason and
    changes nothing."""
    game = new_game("american", {}, ["A", "B", "C", "D"], first_dealer=4)
    deal = game.start_deal(shuffled(7), parse_card("9S"))
    with pytest.raises(IllegalAction) as refused:
        game.apply(bid)
    assert refused.value.code is Refusal.UNKNOWN_CONTRACT
    assert deal.phase is Phase.AUCTION and game.to_act == 1 and not deal.auction.history


@pytest.mark.parametrize(
    ("bid", "code"),
    [
        (Bid(1, "5", level=Level.COLOUR), Refusal.BAD_LEVEL),
        (Bid(1, "5", level=Level.FIRST), Refusal.BAD_LEVEL),
        (Bid(1, "6", suit=Suit.HEARTS), Refusal.UNKNOWN_CONTRACT),
    ],
)
def test_am_b6_no_preference_a_bid_names_only_its_tricks(bid: Bid, code: Refusal) -> None:
    """AM-B6, AM-D4: no preference suit and no colour level; trumps are the cut card's."""
    game = new_game("american", {}, ["A", "B", "C", "D"], first_dealer=4)
    deal = game.start_deal(shuffled(8), parse_card("9S"))
    with pytest.raises(IllegalAction) as refused:
        game.apply(bid)
    assert refused.value.code is code
    assert deal.phase is Phase.AUCTION and not deal.auction.history


def test_am_b6_honours_and_misères_cannot_be_scored_and_there_is_no_pool() -> None:
    """AM-B6: a scored deal with honours, or with a misère, is refused naming the field; the
    game keeps no pool (AM-S7)."""
    good = {"contract": "8", "declarer": 1, "turned": "5D", "tricks": {"side": 8}}
    assert AMERICAN.scored_result(good, 4).side_tricks == 8
    with pytest.raises(ScoredDealError) as honours:
        AMERICAN.scored_result(good | {"honours": 4}, 4)
    assert honours.value.code == "unknown_field" and honours.value.fields == {"name": "honours"}
    with pytest.raises(ScoredDealError) as counted:
        AMERICAN.scored_result(good | {"tricks": {"side": 8, "honours": 2}}, 4)
    assert counted.value.code == "unknown_field"
    misere = {"contract": "little-misere", "declarer": 1, "turned": "5D", "tricks": {"side": 0}}
    with pytest.raises(ScoredDealError) as refused:
        AMERICAN.scored_result(misere, 4)
    assert refused.value.code == "unknown_contract"
    assert not AMERICAN.features(AMERICAN.settings({})).pool
    game = new_game("american", {}, ["A", "B", "C", "D"], first_dealer=4)
    assert game.pool_now() is None
