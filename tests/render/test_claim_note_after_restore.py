"""The result line of a deal ended by an accepted claim says how many tricks were claimed
("the last 5 claimed and accepted"; "all 13" when no trick was played, SV-T4), and says it the
same for the deal as played and for the deal restored from a checkpoint after a restart (the
hand view's "Previous deal" line)."""

from __future__ import annotations

import json

from bot.engine.actions import Bid, Claim, ClaimAnswer, Pass, Play, Whist
from bot.engine.cards import Suit, parse_card
from bot.engine.checkpoint import checkpoint, restore
from bot.engine.game import Game
from bot.engine.variants import new_game
from bot.i18n import Lang
from cogs.boston.results import summary_text
from tests.engine.dawson.helpers import contract_result
from tests.engine.fontainebleau.helpers import act, fill, table
from tests.render.tables import live_table

HANDS = fill(s1="AH KH QH JH TH 9H 8H 7H AS KS QS AC KC", s2="6H 5H 4H 3H 2H")


def _claimed(variant: str, first: bool) -> Game:
    """Seat 1 bids 5 levées ♥ alone and claims: at its first lead (``first``), else after
    winning the first trick with A♠; everyone accepts."""
    game = table(HANDS, variant)
    act(game, Bid(1, "5", suit=Suit.HEARTS), Pass(2), Pass(3), Pass(4), Whist(1, "alone"))
    if not first:
        act(game, Play(1, parse_card("AS")))
        for seat in (2, 3, 4):
            act(game, next(a for a in game.legal_actions(seat) if isinstance(a, Play)))
    act(game, Claim(1), ClaimAnswer(2, "accept"), ClaimAnswer(3, "accept"))
    assert act(game, ClaimAnswer(4, "accept")) is not None
    return game


def _lines(game: Game, variant: str, lang: Lang) -> tuple[str, str]:
    """The result line of deal 1 as played, and as a restart rebuilds it from a checkpoint."""
    played = summary_text(live_table(game, variant), game.deals[-1], lang)
    restored = restore(json.loads(json.dumps(checkpoint(game))))
    again = summary_text(live_table(restored, variant), restored.deals[-1], lang)
    return played, again


def test_the_claim_note_survives_a_restore() -> None:
    played, again = _lines(_claimed("russian", first=False), "russian", "en")
    assert "tricks taken 13 (the last 12 claimed and accepted)" in played
    assert again == played
    played, again = _lines(_claimed("russian", first=False), "russian", "sv")
    assert "(de sista 12 krävda och godtagna)" in played and again == played


def test_every_trick_claimed_says_all() -> None:
    said_in: tuple[tuple[Lang, str], ...] = (
        ("en", "(all 13 claimed and accepted)"),
        ("sv", "(alla 13 krävda och godtagna)"),
    )
    for lang, said in said_in:
        played, again = _lines(_claimed("fontainebleau", first=True), "fontainebleau", lang)
        assert said in played and again == played


def _without_claimed(node: object) -> None:
    """A checkpoint as written before results kept their claim count."""
    if isinstance(node, dict):
        state = node.get("state")  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
        if isinstance(state, dict):
            state.pop("claimed", None)  # pyright: ignore[reportUnknownMemberType]
        for value in node.values():  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
            _without_claimed(value)
    elif isinstance(node, list):
        for value in node:  # pyright: ignore[reportUnknownVariableType]
            _without_claimed(value)


def test_a_scored_deal_from_an_older_checkpoint_is_drawn() -> None:
    """A scorekeeping game's last deal (a scored result, not a played deal's summary) restored
    from a checkpoint written before the claim count was kept: drawn, with no claim note;
    before, its line raised AttributeError on the missing field."""
    game = new_game("dawson", {}, ["A", "B", "C", "D"], 1)
    game.add_scored(contract_result("5", 2, 5, dealer=1))
    data = json.loads(json.dumps(checkpoint(game)))
    _without_claimed(data)
    restored = restore(data)
    line = summary_text(live_table(restored, "dawson"), restored.deals[-1], "en")
    assert line.endswith("tricks taken 5: made."), line
