"""Words of a play-through review, as the cogs draw them from the engine: the final standings
say "points" (one "point"), an all-pass headline is the variant's own (SV-B6's ompassning is
Swedish Boston's alone; DW-B4, FB-A1, NT-G3), the partner of a supported demande is its
supporter (NT-B1), a demander is reminded privately of the card he laid (NT-B2), the
auction prompt of a Nantes demande speaks of its laid card as well as of trump suits, and
the prompt offering support says *je soutiens* mid-sentence."""

from __future__ import annotations

from bot.engine.actions import Bid, Pass, Support
from bot.engine.cards import parse_card
from bot.engine.game import DealEntry
from bot.engine.result import DealResult
from bot.engine.scoring import Settlement
from bot.engine.variants import new_game
from bot.i18n import Lang
from bot.simulate import simulate
from bot.standings import money_text
from cogs.boston.hand_header import action_prompt, bid_how_text, hand_text
from cogs.boston.results import final_text, summary_text
from tests.engine.nantes.test_nantes_deal import deal_x19
from tests.render.tables import NAMES, live_table


def test_final_standings_plural() -> None:
    game = new_game("swedish", {}, NAMES)
    game.balances.update({1: 930, 2: 1, 3: -1, 4: -930})
    text = final_text(live_table(game), Settlement(), "en")
    assert "+930 points" in text and "+1 point\n" in text and "-930 points" in text


def test_all_pass_headline_in_the_variants_words() -> None:
    entry = DealEntry(number=3, dealer=1, scored=DealResult(dealer=1, all_pass=True))
    for variant, word in (("swedish", "ompassning"), ("fontainebleau", "Misère Partout")):
        game = new_game(variant, {}, NAMES)
        assert word in summary_text(live_table(game, variant), entry, "en")
    nantes = summary_text(live_table(new_game("nantes", {}, NAMES), "nantes"), entry, "sv")
    assert "ompassning" not in nantes and "kastas" in nantes


def test_nantes_demander_is_reminded_of_his_laid_card_and_no_one_else_is() -> None:
    deal = deal_x19()  # belle ♥, petite ♣: seat 2 may lay a club with a demande
    table = live_table(new_game("nantes", {}, NAMES), "nantes")
    deal.apply(Pass(3))
    view = deal.view(2)
    prompt = bid_how_text(view, "en") or ""
    assert not any(isinstance(a, Support) for a in view.legal)  # no demande to support yet
    assert "card to lay face down" in prompt and "trump suit" in prompt  # NT-B2, and a solo bid
    seven = parse_card("7C")
    deal.apply(Bid(2, "demande", card=seven))
    # NT-B1: the next seat may support the standing demande; mid-sentence the word starts
    # small ("bid, je soutiens (I support) or pass"), a capital only on the button.
    assert deal.to_act is not None
    after = deal.view(deal.to_act)
    assert any(isinstance(a, Support) for a in after.legal)
    supporting = action_prompt(after, "en")
    assert "je soutiens (I support)" in supporting and "Je soutiens" not in supporting
    assert "Your card laid face down (only you see it): 7♣" in hand_text(
        table, deal.view(2), "en", None
    )
    for seat in (1, 3, 4):
        assert "7♣" not in hand_text(table, deal.view(seat), "en", None)


def test_a_pool_is_shared_out_at_the_end_and_nothing_said_left() -> None:
    """DW-P6, DW-P7: the players and the pool sum to zero, and Dawson's pool is divided among
    the players at the end (Foster), so the final post shows the share-out and no pool left,
    and the standings add up to zero; a game with an empty pool says nothing of it."""
    game = simulate(12, seed=3, variant="dawson")
    assert game.ledger.snapshot().get("pool") == 0
    assert sum(game.balances.values()) == 0
    said_in: dict[Lang, tuple[str, str]] = {
        "en": ("End of the game:", "not shared out"),
        "sv": ("Partiets slut:", "inte utdelad"),
    }
    for lang, (heading, left) in said_in.items():
        text = final_text(live_table(game, "dawson"), game.final or Settlement(), lang)
        assert heading in text and left not in text, text
    swedish = new_game("swedish", {}, NAMES)
    assert "left at the end" not in final_text(live_table(swedish), Settlement(), "en")


def test_money_keeps_thousands_apart_as_swedish_writes_them() -> None:
    """A club's final standings in kronor: +1 442,50 kr, with a space that never breaks."""
    assert money_text(144_250) == "+1\u00a0442,50 kr"
    assert money_text(-2_349_500) == "-23\u00a0495,00 kr"
    assert money_text(50, signed=False) == "0,50 kr" and money_text(0) == "0,00 kr"
