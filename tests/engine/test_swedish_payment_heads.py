"""The Swedish payment lines of Le Whisch Bostonien, Boston de Nantes and American Boston say
who played and how it went as a Swedish club writes it, as Fontainebleau's and Russian
Boston's do ("Anna spelade 7 levées i ♣ och vann"): Whisch's "Demande i ♠ av Anna: förlorat:
1×4 = 4", Nantes' bare "förlorat: 4×6 = 24" and American "bud 8 vunnet med 9 stick" read as
word-for-word translations of the English. Words only: every number and every payment stays
(WB-P, NT-P, AM-S)."""

from __future__ import annotations

from bot.engine.nantes.ledger import settle_deal
from bot.engine.record import game_from_record
from bot.engine.scoring import Settlement
from bot.engine.whisch.ledger import WhischLedger
from tests.engine.nantes.test_nantes_payments import outcome
from tests.engine.whisch.test_whisch import result

NAMES = ("Anna", "Bengt", "Cecilia", "David")


def _nets(settlement: Settlement) -> tuple[int, ...]:
    net = settlement.net()
    return tuple(net.get(seat, 0) for seat in (1, 2, 3, 4))


def test_wb_p_a_whisch_head_says_who_played_and_how_it_went() -> None:
    """WB-P2 (lost alone), WB-P1 and WB-P4 (made with a supporter)."""
    lost = WhischLedger(NAMES).settle(result("demande", 1, 4, turned="9S"))
    assert lost.text("sv") == (
        "Anna spelade Demande i ♠ och förlorade: 1×(bas 4) = 4; Anna betalar varje försvarare 4",
    )
    assert lost.text("en") == (
        "Demande in ♠ by Anna: lost: 1×(base 4) = 4; Anna pays each adversary 4",
    )
    assert _nets(lost) == (-12, 4, 4, 4)
    made = WhischLedger(NAMES).settle(
        result("demande", 1, 5, turned="9D", partner=2, partner_tricks=4, honours=3)
    )
    assert made.text("sv") == (
        "Anna spelade Demande i ♦ med stödjaren Bengt och vann: 3×(4 + överstick 1 + "
        "honnörer 3 (3 på hand)) "
        "= 24 per försvarare; David betalar Anna 24, Cecilia betalar Bengt 24",
    )
    assert _nets(made) == (24, 24, -24, -24)


def test_nt_p_a_nantes_working_follows_who_played_and_how_it_went() -> None:
    """NT-P7 (lost alone) and NT-P6 (made with a supporter, NT-X1)."""
    lost, _ = settle_deal(
        outcome("petite-independance", 2, 5, trump="H"),
        0,
        deposit=10,
        bonus=2,
        double=False,
        names=NAMES,
    )
    assert lost.text("sv")[1] == "Bengt gick bet: 4×(bas 6) = 24 per försvarare"
    assert lost.text("en")[1] == "lost: 4×(base 6) = 24 per adversary"
    made, _ = settle_deal(
        outcome("demande", 3, 6, trump="C", partner=1, partner_tricks=3, honours=3, boston=2),
        40,
        deposit=10,
        bonus=2,
        double=False,
        names=NAMES,
    )
    assert made.text("sv")[1] == (
        "Cecilia och Anna gick hem: 2×(4 + överstick 1 + honnörer 3 (3 på hand)) = 16 "
        "per försvarare"
    )
    assert "vunnet" not in "\n".join(made.text("sv"))


def test_am_s6_an_american_made_bid_gick_hem_as_the_headline_says() -> None:
    """AM-S6 made (AM-X1's amounts): "gick hem", the headline's word beside "bet med"."""
    record = {
        "format": "boston-record/1",
        "variant": "american",
        "players": list(NAMES),
        "first_dealer": 4,
        "deals": [
            {"result": {"contract": "8", "declarer": 1, "turned": "2C", "tricks": {"side": 9}}}
        ],
    }
    settlement = game_from_record(record).deals[0].settlement
    assert settlement is not None
    assert settlement.text("sv") == (
        "bud 8 gick hem med 9 stick: David betalar Anna 24, Bengt betalar Cecilia 24",
    )
    assert _nets(settlement) == (24, -24, 24, -24)
