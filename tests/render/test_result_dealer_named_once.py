"""A deal's result names a dealer who also played the contract once, with both its parts:
"**Deal 1** · dealer and declarer North, Boston ♣ …", in every variant (the declarer is the
engine's, no variant asked), the variant's word for the declarer (Dawson's soloist). Before:
"**Deal 1** · dealer North: North, Boston ♣ …", the name twice in a row, which read as a glitch
on a phone; then "**Deal 1** · dealer North, Boston ♣ …", which left who played to the
convention. Another declarer keeps the heading's dealer and its colon ("dealer North: East,
…"), and so does a deal everyone passed."""

from __future__ import annotations

import pytest

from bot.engine.actions import Action, Bid, Pass, Whist
from bot.engine.cards import parse_card
from bot.engine.game import Game
from bot.engine.variants import VARIANTS, new_game
from bot.i18n import Lang
from cogs.boston.results import summary_lines, summary_text
from tests.render.tables import NAMES, live_table

LANGS: tuple[Lang, ...] = ("en", "sv")
HEAD = {"en": "**Deal 1** · dealer North", "sv": "**Giv 1** · givare North"}
PLAYS = {
    "en": "**Deal 1** · dealer and {declarer} North",
    "sv": "**Giv 1** · givare och {declarer} North",
}


def _declined(legal: list[Action]) -> Action:
    """A pass, a whist declined or played alone; else the first legal move (a card)."""
    for action in legal:
        if isinstance(action, Pass) or (
            isinstance(action, Whist) and action.answer not in ("accept", "invite")
        ):
            return action
    return legal[0]


def played_by(variant: str, declarer: int, whister: int | None = None) -> Game:
    """Deal 1 (North deals) played out: ``declarer`` bids the first bid offered, everyone
    else passes where they may, the declarer inviting a whist that ``whister`` accepts where
    one is named; every card the first legal one."""
    game = new_game(variant, {}, NAMES, first_dealer=1)
    game.start_deal(list(range(52)), parse_card("KC"))
    bid = False
    while game.current is not None and not game.current.settled:
        seat = game.to_act
        assert seat is not None
        legal = game.legal_actions(seat)
        bids = [a for a in legal if isinstance(a, Bid)]
        answers = {a.answer: a for a in legal if isinstance(a, Whist)}
        if seat == declarer and bids and not bid:
            action, bid = bids[0], True
        elif whister is not None and seat == declarer and "invite" in answers:
            action = answers["invite"]  # FB-W: the declarer asks for a whister
        elif seat == whister and "accept" in answers:
            action = answers["accept"]
        else:
            action = _declined(legal)
        game.apply(action)
    return game


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_a_dealer_who_plays_is_named_once(variant: str, lang: Lang) -> None:
    game = played_by(variant, declarer=1)
    entry = game.deals[-1]
    assert entry.result is not None and entry.result.declarer == entry.dealer == 1
    table = live_table(game, variant)
    text = summary_text(table, entry, lang)
    declarer = game.words.term("declarer", lang)  # the variant's word
    head = PLAYS[lang].format(declarer=declarer)
    assert text.startswith(head + " ") or text.startswith(head + ","), text
    assert text.count("North") == 1, text
    assert "North:" not in text, text
    lines = summary_lines(table, entry, lang)
    assert " ".join(lines) == text, lines


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("variant", ["dawson", "swedish"])
def test_another_declarer_keeps_the_dealers_heading(variant: str, lang: Lang) -> None:
    game = played_by(variant, declarer=2)
    entry = game.deals[-1]
    assert entry.result is not None and entry.result.declarer == 2
    text = summary_text(live_table(game, variant), entry, lang)
    assert text.startswith(HEAD[lang] + ": East"), text


@pytest.mark.parametrize(
    ("lang", "head"),
    [
        ("en", "**Deal 1** · dealer and soloist North, Boston ♣"),
        ("sv", "**Giv 1** · givare och solist North, Boston ♣"),
    ],
)
def test_a_dawson_dealer_who_plays_is_named_the_soloist(lang: Lang, head: str) -> None:
    """Dawson's word for the declarer is the soloist (the engine's, DW-B): the result says
    the dealer played in it, not in another variant's word."""
    game = played_by("dawson", declarer=1)
    text = summary_text(live_table(game, "dawson"), game.deals[-1], lang)
    assert text.startswith(head), text


@pytest.mark.parametrize(
    ("lang", "head"),
    [
        ("en", "**Deal 1** · dealer and declarer North with East as whister,"),
        ("sv", "**Giv 1** · givare och spelförare North med East som whistare,"),
    ],
)
def test_a_dealer_who_plays_with_a_whister_is_named_the_declarer(lang: Lang, head: str) -> None:
    """A whister beside the dealer who declared: both parts said, then the whister."""
    game = played_by("fontainebleau", declarer=1, whister=2)
    entry = game.deals[-1]
    assert entry.result is not None and entry.result.whister == 2
    text = summary_text(live_table(game, "fontainebleau"), entry, lang)
    assert text.startswith(head), text
