"""The words of a deal's result post as a Swedish table reads them, one word for one thing.

A lost contract's tricks short are "under", opposite "över", as the glossary's X says them
(FB-S3, MA-P4, AM-S2): "X = 80 + 5×3 back = 95" read as English beside the headline's "bet
med 3", and stay with their figure on a phone's line. The dealer's deposit is
paid with one verb in every variant (FB-L1, NT-D5). A Nantes partner who alone fell short
says so in plain words (NT-P9, NT-X2), and a Nantes or Whisch player who passed and bids is
told so, on his turn or not (NT-B3, WB-B2), as in Fontainebleau.
"""

from __future__ import annotations

import re

import pytest

from bot.engine.actions import Bid, Pass, Support
from bot.engine.cards import Suit
from bot.engine.deal import Deal
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.fontainebleau.ledger import FontainebleauLedger
from bot.engine.fontainebleau.result import contract_result
from bot.engine.nantes.ledger import FRAMES as NT_FRAMES
from bot.engine.phrasing import over_or_short, say
from bot.engine.words import Lang
from bot.i18n import illegal_move_reason, refusal_reason
from bot.simulate import simulate
from bot.wrapping import fill_at_commas
from tests.engine.nantes.test_nantes_deal import deal_x19
from tests.engine.whisch.test_whisch import deal as whisch_deal
from tests.engine.whisch.test_whisch import run


def settlement_texts(variant: str, lang: Lang) -> list[str]:
    """Every payment line of 16 deals played by computers."""
    game = simulate(16, seed=3, variant=variant)
    return [
        line
        for entry in game.deals.kept()
        if entry.settlement is not None
        for line in entry.settlement.text(lang)
    ]


def test_fb_s3_the_tricks_short_are_under_opposite_over() -> None:
    """FB-S3: 8 levées in ♥ by seat 1 with 5 tricks, three short."""
    ledger = FontainebleauLedger()
    lines = ledger.settle(contract_result("8", 1, 5, suit=Suit.HEARTS, dealer=4)).text("sv")
    assert "X = 80 + 5×3 under = 95" in lines[1], lines
    assert over_or_short(False, "sv") == "under" and over_or_short(True, "sv") == "över"
    assert over_or_short(False, "en") == "short"


@pytest.mark.parametrize("variant", ["fontainebleau", "russian", "nantes", "whisch", "mariland"])
def test_no_swedish_payment_line_says_back(variant: str) -> None:
    """Every Swedish payment line of a game played: no English-looking "back"."""
    texts = settlement_texts(variant, "sv")
    assert texts
    assert not [line for line in texts if re.search(r"\bback\b", line)]


@pytest.mark.parametrize("width", range(30, 61))
def test_fb_s3_a_phone_keeps_the_tricks_short_with_their_figure(width: int) -> None:
    """FB-S3 with honours: never "X = 100 + 5×1" / "under + 5×2 honnörsstick = 115"."""
    said = over_or_short(False, "sv")
    text = (
        "Bot 2 spelade 6 levées i ♥ med whistaren Bot 1 och förlorade: 8 stick, 9 behövdes, "
        f"räknat på raden 9 levées: X = 100 + 5×1 {said} + 5×2 honnörsstick = 115"
    )
    broken = fill_at_commas(text, width, later="    ")
    assert f"5×1 {said}" in broken, broken


def test_nt_p9_the_partner_short_alone_reads_plainly() -> None:
    """NT-X2: "David tog 2 av sin andels 5 stick" read oddly."""
    sv = say(NT_FRAMES, "short_alone", "sv", who="David", won=2, share=5)
    assert sv == "David tog 2 stick av sina 5 och betalar ensam"
    en = say(NT_FRAMES, "short_alone", "en", who="David", won=2, share=5)
    assert en == "David took 2 of their 5 tricks, so pays alone"


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_fb_l1_nt_d5_the_deposit_is_paid_with_one_verb(lang: Lang) -> None:
    """Fontainebleau's dealer "betalar 50 i potten", Nantes' "lägger 10 i potten"."""
    fb = FontainebleauLedger(names=("Anna", "Bertil", "Cilla", "David"))
    fb_line = fb.settle(contract_result("8", 1, 5, suit=Suit.HEARTS, dealer=1)).text(lang)[0]
    nt_line = say(NT_FRAMES, "deposit", lang, dealer="Anna", n=50)
    assert fb_line == nt_line


def test_nt_p9_the_doubled_pool_is_paid_in() -> None:
    """NT-P9: "South betalar 120 i den" ("pays 120 in it")."""
    paid = say(NT_FRAMES, "pays_in", "sv", who="South", n=120)
    assert say(NT_FRAMES, "doubled", "sv", n=120, shares=paid) == (
        "potten på 120 dubblas: South betalar in 120"
    )


def _refused(deal: Deal, bid: Bid) -> IllegalAction:
    with pytest.raises(IllegalAction) as err:
        deal.apply(bid)
    return err.value


def test_nt_b3_a_passed_player_bidding_out_of_turn_is_told_he_passed() -> None:
    """NT-B3: seat 3 passed; his stale bid, on seat 2's turn, was answered "Det är inte din
    tur." where Fontainebleau says he has passed."""
    deal = deal_x19()
    deal.apply(Pass(3))
    assert deal.to_act == 2
    err = _refused(deal, Bid(3, "demande-belle"))
    assert err.code is Refusal.PASSED
    assert refusal_reason("sv", err) == "Du har passat och får inte bjuda igen."
    assert deal.to_act == 2  # nothing changed


def test_wb_b2_a_passed_player_bidding_out_of_turn_is_told_he_passed() -> None:
    d = whisch_deal()
    run(d, Pass(1))
    assert _refused(d, Bid(1, "independance")).code is Refusal.PASSED


def test_a_bid_out_of_turn_by_a_player_who_has_not_passed_is_not_his_turn() -> None:
    d = whisch_deal()
    run(d, Pass(1))
    assert _refused(d, Bid(3, "demande")).code is Refusal.NOT_YOUR_TURN


def test_nt_b3_a_supporter_bidding_is_told_he_supported() -> None:
    """NT-B3: seat 2 said je soutiens; his bid was answered "Du har passat" though he never
    passed."""
    d = whisch_deal()
    run(d, Bid(1, "demande"), Support(2), Pass(3))
    err = _refused(d, Bid(2, "independance"))
    assert err.code is Refusal.SUPPORTED
    assert refusal_reason("sv", err) == "Du har stött en demande och får inte bjuda igen."
    assert refusal_reason("en", err) == "You have supported a demande and may not bid again."
    fields = {"illegal": err.code.value, "seat": 2, "turn": 4}
    assert (
        illegal_move_reason("sv", fields) == "Plats 2 har stött en demande och får inte bjuda igen."
    )
