"""What a player reads on a phone, said once and in one word (a playtest's follow-ups): a
thrown-in deal says it is thrown in once, with no payment line or row of zeros after it; the
declaring side's line carries its players' own trick counts, so no second count line stands
beside it; the Swedish payment lines name the other side "försvarare", as the trick count and
Swedish Boston's lines do; a Nantes bid under the standing one is refused as too low, and its
other refusals each have a reason the player reads in their language; the hand view says
nothing of an empty hand under the merge question, whose answers the terminal lists in the
order Discord does."""

from __future__ import annotations

import argparse
import io
from dataclasses import replace

import pytest

from bot.engine.actions import Bid, Merge, Pass
from bot.engine.american.card import _WORDS as AMERICAN_CARD_WORDS  # pyright: ignore[reportPrivateUsage]
from bot.engine.cards import Suit, parse_card
from bot.engine.dawson.ledger import FRAMES as DAWSON_FRAMES
from bot.engine.deal import Deal
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.fontainebleau.ledger import FRAMES as FB_FRAMES
from bot.engine.game import Game
from bot.engine.mariland.ledger import FRAMES as MARILAND_FRAMES
from bot.engine.nantes.ledger import settle_deal
from bot.engine.nantes.rules import NantesRules
from bot.engine.phase import Phase
from bot.engine.phrasing import Frames
from bot.engine.result import DealResult
from bot.engine.swedish.simplified import SimplifiedLedger
from bot.engine.variants import get_variant, new_game
from bot.engine.views import SeatView
from bot.engine.whisch.ledger import FRAMES as WHISCH_FRAMES
from bot.i18n import Lang, refusal_reason, t
from bot.merge_choice import MergeOutcomes
from bot.terminal import Terminal
from cogs.boston.deal_lines import deal_lines, side_line
from cogs.boston.hand_header import hand_text
from cogs.boston.results import result_text
from tests.engine.nantes.test_nantes_deal import hands
from tests.engine.nantes.test_nantes_payments import outcome
from tests.render.tables import NAMES, live_table

# --- a thrown-in deal ----------------------------------------------------------------------


@pytest.mark.parametrize("variant", ["whisch", "mariland", "american"])
@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_thrown_in_deal_has_no_payment_line(variant: str, lang: Lang) -> None:
    """Nobody pays: the ledger writes no line (the deal's headline says it is thrown in)."""
    ledger = get_variant(variant).ledger(get_variant(variant).settings({}), NAMES)
    settlement = ledger.settle(DealResult(dealer=1, all_pass=True, turned=parse_card("5H")))
    assert settlement.payments == () and settlement.text(lang) == ()


def test_a_simplified_swedish_ompassning_has_no_payment_line() -> None:
    """SV-F: "ompassning: ingen betalning" under a headline that says "ompassning" already."""
    settlement = SimplifiedLedger().settle(DealResult(dealer=1, all_pass=True))
    assert settlement.payments == () and settlement.text("sv") == ()


def _thrown_in(variant: str) -> Game:
    game = new_game(variant, {}, NAMES)
    game.start_deal(list(range(52)), parse_card("5H"))
    while game.to_act is not None:
        game.apply(Pass(game.to_act))
    return game


@pytest.mark.parametrize("variant", ["whisch", "mariland", "american"])
def test_a_thrown_in_deal_is_said_once_in_its_result_post(variant: str) -> None:
    """The playtest's post: "alla passade: korten kastas in." then the same words again as a
    payment line, then "Den här given: Anna 0 · Bengt 0 · …"; now the headline alone."""
    game = _thrown_in(variant)
    entry = game.deals[-1]
    assert entry.settlement is not None
    table = live_table(game, variant)
    posted = result_text(table, game, entry, entry.settlement, "sv")
    assert posted.count("korten kastas in") == 1, posted
    assert "Betalningar" not in posted and "Den här given" not in posted, posted
    assert "ingen betalar" not in posted, posted
    assert posted.splitlines()[-1].startswith("Ställning: "), posted


# --- the declaring side's line -----------------------------------------------------------


def _whisted_view() -> tuple[Game, SeatView]:
    """Swedish Boston in play: East declares, South whists; North 5, East 0, South 3, West 5."""
    game = new_game("swedish", {}, NAMES)
    game.start_deal(list(range(52)), parse_card("KC"))
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    contract = next(c for c in view.ladder if not c.misere)
    return game, replace(
        view,
        phase=Phase.PLAY,
        contract=contract,
        declarer=2,
        whister=3,
        won=(5, 0, 3, 5),
        side_target=8,
    )


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "East & South: 0+3=3 taken, target 8 · defenders: 10"),
        ("sv", "East & South: 0+3=3 stick, mål 8 · försvararna: 10"),
    ],
)
def test_the_side_line_carries_its_players_counts(lang: Lang, line: str) -> None:
    """One count line, not "Tagna stick: …" above "East & South: 3 stick, …"."""
    game, view = _whisted_view()
    table = live_table(game, "swedish")
    assert side_line(table, view, lang) == line
    lines = deal_lines(table, view, lang)
    # Broken between its phrases where it is wider than a phone's line (51 columns here).
    assert line.replace(" · ", " ") in " ".join(lines).replace(" · ", " "), lines
    won = t(lang, "deal.won", won="")
    assert not any(shown.startswith(won) for shown in lines), lines


def test_a_lone_declarers_line_is_unchanged() -> None:
    game, view = _whisted_view()
    alone = replace(view, whister=None)
    assert side_line(live_table(game, "swedish"), alone, "sv") == (
        "East: 0 stick, mål 8 · försvararna: 13"
    )


def test_the_terminals_side_line_carries_its_players_counts() -> None:
    """The terminal's count line as the hand view's, the person ("Du", seat 1) named first,
    each one's count after the names, summed: the terminal's computers have numbers in their
    names, which a count right after one would read as part of."""
    game, view = _whisted_view()
    mine = replace(view, declarer=1, whister=3)
    terminal = Terminal(argparse.Namespace(), io.StringIO(), io.StringIO(), lang="sv")
    line = terminal._side_line(mine, NAMES, game.words)  # pyright: ignore[reportPrivateUsage]
    assert line == "Du & South: 5+3=8 stick, mål 8 · försvararna: 5"


# --- the Swedish payment lines' word for the other side --------------------------------


def _swedish(frames: Frames) -> list[str]:
    return [words["sv"] for words in frames.values() if "sv" in words]


@pytest.mark.parametrize(
    "frames",
    [FB_FRAMES, WHISCH_FRAMES, MARILAND_FRAMES, DAWSON_FRAMES],
    ids=["fontainebleau", "whisch", "mariland", "dawson"],
)
def test_the_payment_lines_say_forsvarare(frames: Frames) -> None:
    swedish = _swedish(frames)
    assert not any("motspelare" in line for line in swedish), swedish
    assert any("försvarare" in line for line in swedish), swedish


def test_nantes_and_american_say_forsvarare() -> None:
    s, _ = settle_deal(
        outcome("petite-independance", 1, 9, trump="S"), 0, deposit=10, bonus=2, double=False
    )
    assert s.text("sv")[1].endswith(" per försvarare"), s.text("sv")
    assert AMERICAN_CARD_WORDS["made"]["sv"] == "Vunnet — varje försvarare betalar:"
    assert AMERICAN_CARD_WORDS["failed"]["sv"] == "Förlorat — varje försvarare får:"


# --- Nantes' refusals of a bid ------------------------------------------------------------


def _nantes(**given: str) -> Deal:
    """Dealer 4, belle ♥, petite ♣ (NT-X19's table): seat 3 bids first."""
    dealt = hands(s2="7C 8C 9C", s4="4C", s1="AH KH QH JH TH", **given)
    return Deal(NantesRules(), 4, dealt, parse_card("4C"), first_turned=parse_card("5H"))


def _refused(deal: Deal, bid: Bid) -> IllegalAction:
    with pytest.raises(IllegalAction) as raised:
        deal.apply(bid)
    return raised.value


def test_a_demande_under_a_standing_bid_is_too_low() -> None:
    """Even with a card not in the hand: the first thing wrong is that it is too low."""
    deal = _nantes()
    deal.apply(Bid(3, "grande-misere"))
    assert _refused(deal, Bid(2, "demande", card=parse_card("7C"))).code is Refusal.BID_TOO_LOW
    assert _refused(deal, Bid(2, "demande", card=parse_card("AS"))).code is Refusal.BID_TOO_LOW
    assert _refused(deal, Bid(2, "demande")).code is Refusal.BID_TOO_LOW


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_each_nantes_refusal_has_its_own_reason(lang: Lang) -> None:
    """NT-B2, NT-C6, NT-B5: none is "That is not possible now."."""
    general = t(lang, "illegal.not_allowed")
    deal = _nantes()
    refusals = [_refused(deal, Bid(3, "demande", card=parse_card("AH")))]  # not in the hand
    refusals.append(_refused(deal, Bid(3, "misere-quatre-as")))  # without the four aces
    deal.apply(Pass(3))
    deal.apply(Bid(2, "demande", card=parse_card("7C")))
    deal.apply(Bid(1, "demande-belle"))
    deal.apply(Pass(4))
    deal.apply(Pass(3))
    refusals.append(_refused(deal, Bid(2, "grande-independance", suit=Suit.SPADES)))
    codes = [r.code for r in refusals]
    assert Refusal.NOT_ALLOWED not in codes and len(set(codes)) == 3, codes
    reasons = [refusal_reason(lang, r) for r in refusals]
    assert general not in reasons and len(set(reasons)) == 3, reasons


# --- the merge question --------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_no_empty_hand_is_said_under_the_merge_question(lang: Lang) -> None:
    game, view = _whisted_view()
    table = live_table(game, "swedish")
    merge = (Merge(1, True), Merge(1, False))
    over = replace(view, seat=1, phase=Phase.OVER, hand=(), to_act=1, legal=merge)
    empty = t(lang, "hand.empty")
    assert empty not in hand_text(table, over, lang, None, public=[])
    other = replace(over, seat=2, legal=())
    assert empty not in hand_text(table, other, lang, None, public=[])
    # In play, a seat whose cards are all played is still told so: none left (it had some).
    playing = replace(view, seat=1, hand=(), to_act=3, legal=())
    assert empty in hand_text(table, playing, lang, None, public=[])
    assert empty == {"en": "You have no cards left.", "sv": "Du har inga kort kvar."}[lang]


def test_the_terminals_merge_answers_come_in_discords_order() -> None:
    """The answers in the buttons' order, then what both book alike, as on Discord."""
    outcomes = MergeOutcomes(alike=("a",), if_merged=("m",), if_apart=("p",), terms=())
    assert outcomes.lines("en") == ["If you merge: m", "If you keep two betar: p", "Either way: a"]
