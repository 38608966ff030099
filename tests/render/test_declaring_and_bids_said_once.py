"""NT-K1's "still declaring", a bid's short name and the contract line's parts each have one
source, which the table message and the Protocol's deal in play share:
``bot.engine.in_play.declaring`` (from the public view and the rules, no seat's legal actions
nor hand), ``bot.engine.describe.short_bid_words``/``bid_words``/``contract_bid_words`` and
``bot.wrapping.template_cut``/``template_parts``.

Before: the engine asked ``game.legal_actions`` and the table message drew the declarer's own
view (hand and all) on every redraw; a bid's short name was cut out of its full one twice."""

from __future__ import annotations

import pytest

from bot.engine.actions import Bid, Level
from bot.engine.cards import Suit
from bot.engine.deal import Deal
from bot.engine.describe import bid_words, contract_bid_words, short_bid_words
from bot.engine.in_play import declaring
from bot.engine.variants import VARIANTS, get_variant
from bot.score_sheet import in_play_lines
from bot.wrapping import template_cut, template_parts
from cogs.boston.deal_lines import deal_lines, turn_text
from tests.render.tables import NAMES, live_table
from tests.render.test_declaration_auction_line import declare
from tests.render.test_declaration_auction_line import declaring as declaring_game


def test_still_declaring_is_told_from_public_facts_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    game = declaring_game()
    view = game.public_view()
    assert view is not None
    table = live_table(game, "nantes")

    def no_seat(*_: object) -> object:
        raise AssertionError("a seat's legal actions or view were asked")

    # A seat's view holds its hand; its legal actions follow from it where cards decide.
    monkeypatch.setattr(Deal, "legal_actions", no_seat)
    monkeypatch.setattr(Deal, "view", no_seat)
    assert declaring(game.rules, view)
    assert "Contract: being declared by South" in deal_lines(table, view, "en")
    assert turn_text(table, view, "en") == ("<@13> names trumps and may declare a higher contract.")
    assert "Contract: being declared by South" in in_play_lines(game, NAMES, "en")


def test_declared_it_is_no_longer_being_declared() -> None:
    game = declaring_game()
    declare(game, None, Suit.SPADES)
    view = game.public_view()
    assert view is not None and not declaring(game.rules, view)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_a_bids_short_name_is_its_full_words_by_the_short_name(variant: str) -> None:
    rules = get_variant(variant)
    game_rules = rules.rules(rules.settings({}))
    ladder, words = game_rules.ladder, rules.words
    for contract in ladder:
        for lang in ("en", "sv"):
            for suit in (None, Suit.HEARTS):
                for level in Level:
                    bid = Bid(1, contract.id, level, suit)
                    full = bid_words(bid, ladder, words, lang)
                    assert full == contract_bid_words(contract, level, words, lang, suit)
                    name = words.contract(contract, lang)
                    assert full.startswith(name)
                    short = words.contract_short(contract, lang) + full.removeprefix(name)
                    assert short_bid_words(bid, ladder, words, lang) == short


def test_a_template_is_cut_at_its_own_separators_never_inside_a_field() -> None:
    fields = {"contract": "Six ♦", "declarer_word": "declarer", "declarer": "Ann · Bo"}
    assert template_cut("en", "contract.line", fields) == [
        "Contract: Six ♦",
        "declarer Ann · Bo",
    ]
    # Whole where it keeps within a phone's line.
    assert template_parts("en", "contract.line", **fields) == [
        "Contract: Six ♦ · declarer Ann · Bo"
    ]
    long = {**fields, "declarer": "Bartholomew Fitzwilliam-Carrington · the Third"}
    assert template_parts("en", "contract.line", **long) == template_cut(
        "en", "contract.line", long
    )
