"""Discord's result post and the engine's deal summary (the terminal, ``replay``,
``simulate``) lead a deal's result with one head, built once, by the engine
(:func:`bot.engine.describe.result_head`): "**Deal 1** · dealer and declarer North, …" on
Discord is "Deal 1 · dealer and declarer North, …" on the terminal, the number bold only on
Discord. Before, the cog built its own copy from catalogue strings of its own, which could
drift from the engine's rule words (the variant's word for the declarer) unseen.

So does the side's "with East as whister" (the variant's word: Le Whisch Bostonien's
supporter) and "with North as partner" (AM-T2), built once by the engine
(:func:`bot.engine.describe.result_side`); the catalogue's copies
(``result.with_whister``, ``result.with_partner``) are gone."""

from __future__ import annotations

import pytest

from bot.engine.actions import Bid, Support
from bot.engine.cards import parse_card
from bot.engine.describe import deal_summary, result_contract
from bot.engine.game import Game
from bot.engine.variants import new_game
from bot.engine.words import Lang
from bot.i18n import CATALOGUES
from cogs.boston.results import summary_text
from tests.render.tables import NAMES, live_table
from tests.render.test_result_dealer_named_once import _declined, played_by

# The head of a dealer who played (North, seat 1, deals deal 1), in the variant's word.
PLAYED = {
    ("swedish", "en"): "Deal 1 · dealer and spelförare North",
    ("swedish", "sv"): "Giv 1 · givare och spelförare North",
    ("dawson", "en"): "Deal 1 · dealer and soloist North",
    ("dawson", "sv"): "Giv 1 · givare och solist North",
}
BOLD = {"en": ("Deal 1", "**Deal 1**"), "sv": ("Giv 1", "**Giv 1**")}


def _heads(variant: str, declarer: int, lang: Lang) -> tuple[str, str]:
    """The engine's summary and the cog's result post, each up to its contract, the
    post's bold number made plain."""
    game = played_by(variant, declarer=declarer)
    entry = game.deals[-1]
    assert entry.result is not None and entry.result.declarer == declarer
    return _up_to_contract(game, variant, lang)


def _up_to_contract(game: Game, variant: str, lang: Lang) -> tuple[str, str]:
    """The engine's summary and the cog's result post of ``game``'s last deal, each up to its
    contract, the post's bold number made plain."""
    entry = game.deals[-1]
    assert entry.result is not None
    contract = ", " + result_contract(entry.result, game.words, lang)
    engine = deal_summary(entry, NAMES, game.words, lang)
    post = summary_text(live_table(game, variant), entry, lang)
    plain, bold = BOLD[lang]
    assert post.startswith(bold + " · "), post  # Discord's number bold, the terminal's not
    assert contract in engine and contract in post, (engine, post)
    return engine.split(contract)[0], post.replace(bold, plain, 1).split(contract)[0]


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("variant", ["swedish", "dawson"])
def test_a_dealer_who_played_heads_both_alike(variant: str, lang: Lang) -> None:
    engine, post = _heads(variant, declarer=1, lang=lang)
    assert engine == post == PLAYED[variant, lang], (engine, post)


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("variant", ["swedish", "dawson"])
def test_another_declarer_heads_both_alike(variant: str, lang: Lang) -> None:
    engine, post = _heads(variant, declarer=3, lang=lang)
    head = {"en": "Deal 1 · dealer North: South", "sv": "Giv 1 · givare North: South"}
    assert engine == post == head[lang], (engine, post)


# South (seat 3) declares with East (seat 2) beside it, North dealing; or with North, its
# partner by the seating (AM-T2).
WITH = {
    ("whister", "en"): "Deal 1 · dealer North: South with East as whister",
    ("whister", "sv"): "Giv 1 · givare North: South med East som whistare",
    ("supporter", "en"): "Deal 1 · dealer North: South with East as supporter",
    ("supporter", "sv"): "Giv 1 · givare North: South med East som stödjare",
    ("partner", "en"): "Deal 1 · dealer North: South with North as partner",
    ("partner", "sv"): "Giv 1 · givare North: South med North som partner",
}


def _supported(declarer: int, supporter: int) -> Game:
    """Le Whisch Bostonien's deal 1 (North deals): ``declarer`` makes the first bid offered,
    ``supporter`` says *je soutiens* (WB-B1) when asked, everyone else passes; every card the
    first legal one."""
    game = new_game("whisch", {}, NAMES, first_dealer=1)
    game.start_deal(list(range(52)), parse_card("KC"))
    bid = False
    while game.current is not None and not game.current.settled:
        seat = game.to_act
        assert seat is not None
        legal = game.legal_actions(seat)
        bids = [a for a in legal if isinstance(a, Bid)]
        supports = [a for a in legal if isinstance(a, Support)]
        if seat == declarer and bids and not bid:
            action, bid = bids[0], True
        elif seat == supporter and supports:
            action = supports[0]
        else:
            action = _declined(legal)
        game.apply(action)
    return game


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("variant", ["fontainebleau", "russian"])
def test_a_whister_is_said_alike(variant: str, lang: Lang) -> None:
    game = played_by(variant, declarer=3, whister=2)
    result = game.deals[-1].result
    assert result is not None and result.whister == 2 and result.partner is None
    engine, post = _up_to_contract(game, variant, lang)
    assert engine == post == WITH["whister", lang], (engine, post)


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_supporter_is_said_alike_in_the_variants_word(lang: Lang) -> None:
    game = _supported(declarer=3, supporter=2)
    result = game.deals[-1].result
    assert result is not None and result.whister == 2 and result.partner is None
    engine, post = _up_to_contract(game, "whisch", lang)
    assert engine == post == WITH["supporter", lang], (engine, post)


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_partner_is_said_alike(lang: Lang) -> None:
    game = played_by("american", declarer=3)
    result = game.deals[-1].result
    assert result is not None and result.partner == 1 and result.whister is None
    engine, post = _up_to_contract(game, "american", lang)
    assert engine == post == WITH["partner", lang], (engine, post)


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_catalogue_keeps_no_copy_of_the_engines_words(lang: Lang) -> None:
    """The side's words are the engine's alone: a catalogue copy could drift unseen."""
    copies = [key for key in CATALOGUES[lang] if key.startswith("result.with_")]
    assert not copies, copies
