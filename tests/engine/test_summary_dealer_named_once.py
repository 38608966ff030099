"""The engine's deal summary (the terminal's result, ``python -m bot replay`` and
``simulate``) names a dealer who also played the contract once, with both its parts, as
Discord's result post does (:func:`cogs.boston.results.summary_text`): "Deal 1 · dealer and
declarer North, Boston ♣ …", in every variant, the variant's word for the declarer (Dawson's
soloist). Before: "Deal 1 · dealer North: North, Boston ♣ …", the name twice in a row; then
"Deal 1 · dealer North, Boston ♣ …", which left who played to the convention. Another
declarer keeps the heading's dealer and its colon, and so does a seat handed to someone else
between the deal and the bid (two names, both said)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.engine.actions import Action, Bid, Pass, Whist
from bot.engine.cards import parse_card
from bot.engine.describe import deal_summary
from bot.engine.game import DealEntry, Game
from bot.engine.variants import VARIANTS, new_game
from bot.engine.words import Lang, Vocabulary

NAMES = ("North", "East (computer)", "South", "West")
LANGS: tuple[Lang, ...] = ("en", "sv")
HEAD = {"en": "Deal 1 · dealer North", "sv": "Giv 1 · givare North"}
PLAYS = {"en": "Deal 1 · dealer and {declarer} North", "sv": "Giv 1 · givare och {declarer} North"}


def _declined(legal: list[Action]) -> Action:
    """A pass, a whist declined or played alone; else the first legal move (a card)."""
    for action in legal:
        if isinstance(action, Pass) or (
            isinstance(action, Whist) and action.answer not in ("accept", "invite")
        ):
            return action
    return legal[0]


def played_by(
    variant: str, declarer: int, whister: int | None = None
) -> tuple[DealEntry, Vocabulary]:
    """Deal 1 (North deals) played out: ``declarer`` bids the first bid offered, everyone
    else passes where they may, the declarer inviting a whist that ``whister`` accepts where
    one is named; every card the first legal one."""
    game: Game = new_game(variant, {}, NAMES, first_dealer=1)
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
    entry = game.deals[-1]
    assert entry.result is not None and entry.result.declarer == declarer
    return entry, game.words


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_a_dealer_who_plays_is_named_once(variant: str, lang: Lang) -> None:
    entry, words = played_by(variant, declarer=1)
    line = deal_summary(entry, NAMES, words, lang)
    head = PLAYS[lang].format(declarer=words.term("declarer", lang))  # the variant's word
    assert line.startswith(head + " ") or line.startswith(head + ","), line
    assert line.count("North") == 1 and "North:" not in line, line


@pytest.mark.parametrize(
    ("lang", "head"),
    [
        ("en", "Deal 1 · dealer and soloist North, Boston ♣"),
        ("sv", "Giv 1 · givare och solist North, Boston ♣"),
    ],
)
def test_a_dawson_dealer_who_plays_is_named_the_soloist(lang: Lang, head: str) -> None:
    entry, words = played_by("dawson", declarer=1)
    assert deal_summary(entry, NAMES, words, lang).startswith(head)


@pytest.mark.parametrize(
    ("lang", "head"),
    [
        ("en", "Deal 1 · dealer and declarer North with East (computer) as whister,"),
        ("sv", "Giv 1 · givare och spelförare North med East (computer) som whistare,"),
    ],
)
def test_a_dealer_who_plays_with_a_whister_is_named_the_declarer(lang: Lang, head: str) -> None:
    entry, words = played_by("fontainebleau", declarer=1, whister=2)
    assert entry.result is not None and entry.result.whister == 2
    assert deal_summary(entry, NAMES, words, lang).startswith(head)


@pytest.mark.parametrize("lang", LANGS)
def test_a_dealer_who_concedes_is_named_once(lang: Lang) -> None:
    entry, words = played_by("swedish", declarer=1)
    assert entry.result is not None
    conceded = DealEntry(1, 1, scored=replace(entry.result, conceded=True))
    line = deal_summary(conceded, NAMES, words, lang)
    head = {
        "en": "Deal 1 · dealer and spelförare North conceded ",
        "sv": "Giv 1 · givare och spelförare North gav upp ",
    }
    assert line.startswith(head[lang]), line


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("variant", ["dawson", "swedish", "american"])
def test_another_declarer_keeps_the_dealers_heading(variant: str, lang: Lang) -> None:
    entry, words = played_by(variant, declarer=3)
    line = deal_summary(entry, NAMES, words, lang)
    assert line.startswith(HEAD[lang] + ": South"), line


def test_a_seat_handed_over_before_the_bid_keeps_both_names() -> None:
    entry, words = played_by("swedish", declarer=1)
    line = deal_summary(entry, ("Erik", *NAMES[1:]), words, "en", dealer="North")
    assert line.startswith("Deal 1 · dealer North: Erik, "), line
