"""Which whist answer the rules give, and why, read from the public view (``describe``'s
``ruled_whist``, ``ruled_whist_answers``, ``ruled_whist_words``): the words a frontend says for
a move the table makes itself (FB-W3, DW-P4: nobody said whist, so the declarer plays alone;
SV-W5: whist is compulsory in 5 spel), instead of asking the variant which rule it has.

They must agree with the engine's own :meth:`Game.forced_action` in every state of random
games, and name only the answers the rules gave, never one a player chose."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from bot.engine.actions import Action, Bid, Pass, Whist, WhistAnswer
from bot.engine.describe import ruled_whist_answers, ruled_whist_words
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.variants import new_game

NAMES = ("Anna", "Bo", "Cecilia", "David")
_USUAL = ("invite", "decline")


def _deal_phase(game: Game) -> Phase | None:
    entry = game.current
    return entry.deal.phase if entry is not None and entry.deal is not None else None


@pytest.mark.parametrize(
    ("variant", "settings"),
    [
        ("fontainebleau", {}),
        ("russian", {}),
        ("dawson", {"whister": True}),
        ("swedish", {"whist_compulsory_in_5": True}),
        ("swedish", {}),
        ("nantes", {}),
        ("american", {}),
    ],
)
def test_the_ruled_answer_is_the_forced_action_and_only_forced_answers_are_ruled(
    variant: str, settings: dict[str, object]
) -> None:
    """In random games steered to the whist questions (the first bidder bids the lowest
    contract that is no misère, the others pass, whist is answered at random, mostly invited
    and declined), the answer the
    public view says the rules give is the engine's forced action at every state, and the
    deal's answers the view calls the rules' are exactly those that were forced when made."""
    met = chosen = 0
    for seed in range(30):
        rng = random.Random(seed)
        game = new_game(variant, dict(settings), NAMES)
        deck = list(range(52))
        rng.shuffle(deck)
        game.start_deal(deck, deck[-1])
        forced_made: list[Whist] = []
        bid = False
        while game.current is not None and game.to_act is not None:
            view = game.public_view()
            assert view is not None
            forced = game.forced_action()
            assert view.ruled_whist == forced, (view.phase, view.whist_answers)
            if _deal_phase(game) is not Phase.OVER:
                assert ruled_whist_answers(game.rules, view) == tuple(forced_made)
            legal = game.legal_actions(game.to_act)
            bids = [a for a in legal if isinstance(a, Bid) and "miser" not in a.contract]
            action: Action
            if bids and not bid:
                action, bid = bids[0], True
            elif bids:
                action = next((a for a in legal if isinstance(a, Pass)), rng.choice(legal))
            else:
                # Mostly invited and declined, so that everyone declining is met too.
                usual = [a for a in legal if isinstance(a, Whist) and a.answer in _USUAL]
                action = usual[0] if usual and rng.random() < 0.8 else rng.choice(legal)
            if forced is not None:
                assert isinstance(forced, Whist)
                met += 1
                forced_made.append(forced)
            elif isinstance(action, Whist) and action.answer == "alone":
                chosen += 1  # a player's own choice: never called the rules'
            game.apply(action)
    if variant in ("fontainebleau", "russian", "dawson") or settings:
        assert met, "no forced whist answer met"
    if variant == "fontainebleau" or (variant, settings) == ("swedish", {}):
        assert chosen, "no chosen 'play alone' met"


COMPULSORY = (
    "whist is compulsory in 5 spel (liten boston)",
    "tvungen whist i 5 spel (liten boston)",
)


@pytest.mark.parametrize(
    ("answer", "en", "sv"),
    [
        ("alone", "nobody said whist", "ingen sa whist"),
        ("invite", *COMPULSORY),
        ("accept", *COMPULSORY),
    ],
)
def test_why_the_rules_gave_an_answer_in_both_languages(
    answer: WhistAnswer, en: str, sv: str
) -> None:
    """The reason in the engine's words, with the contract as the variant names it."""
    game = new_game("swedish", {"whist_compulsory_in_5": True}, NAMES)
    game.start_deal(list(range(52)), 51)
    view = game.public_view()
    assert view is not None
    five = next(c for c in view.ladder if c.id == "5")
    seen = replace(view, contract=five, declarer=1)
    given = Whist(1, answer)
    assert ruled_whist_words(given, seen, game.words, "en") == en
    assert ruled_whist_words(given, seen, game.words, "sv") == sv
