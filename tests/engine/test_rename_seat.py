"""``Game.rename_seat``: a seat's new holder (or its person's new name) is named in the
game's players and in every ledger line settled afterwards, betdelning included, in every
registered variant; lines already settled keep their names, and a checkpoint keeps the new
ones."""

from __future__ import annotations

import json
import random
import re

import pytest

from bot.engine.checkpoint import checkpoint, restore
from bot.engine.game import Game
from bot.engine.optional import offers
from bot.engine.scoring import NamesSeats, Settlement
from bot.engine.variants import new_game, variant_names

NAMES = ["Ada", "Bo", "Cy", "Di"]


def lines(settlement: Settlement) -> list[str]:
    return [line for lang in ("en", "sv") for line in settlement.text(lang)]


def named(texts: list[str], name: str) -> bool:
    return any(re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text) for text in texts)


def play_deal(game: Game, rng: random.Random) -> Settlement:
    deck = list(range(52))
    rng.shuffle(deck)
    game.start_deal(deck, rng.randrange(52))
    settlement = None
    while game.current is not None:
        seat = game.to_act
        assert seat is not None
        settlement = game.apply(rng.choice(game.legal_actions(seat))) or settlement
    assert settlement is not None
    return settlement


@pytest.mark.parametrize("variant", variant_names())
def test_every_variants_ledger_follows_a_renamed_seat(variant: str) -> None:
    game = new_game(variant, {}, NAMES)
    game.rename_seat(4, "David")
    assert game.players == ("Ada", "Bo", "Cy", "David")
    assert offers(game.ledger, NamesSeats)
    assert tuple(getattr(game.ledger, "names", ())) == game.players
    # A checkpoint keeps the names as they are now (its shape unchanged).
    again = restore(json.loads(json.dumps(checkpoint(game))))
    assert again.players == game.players
    assert tuple(getattr(again.ledger, "names", ())) == game.players


@pytest.mark.parametrize("variant", ["swedish", "dawson", "fontainebleau", "whisch"])
def test_lines_after_a_rename_name_the_new_holder(variant: str) -> None:
    rng = random.Random(4)
    game = new_game(variant, {}, NAMES)
    before = play_deal(game, rng)
    game.rename_seat(4, "David")
    after: list[str] = []
    for _ in range(30):
        after += lines(play_deal(game, rng))
        if named(after, "David") or named(after, "Di") or game.tour_over:
            break
    assert named(after, "David") and not named(after, "Di")
    assert not named(lines(before), "David")  # a line settled keeps its name


def test_betdelning_names_the_holders_at_the_end() -> None:
    """SV-P12: the columns and what each pays or takes, by the seats' names now."""
    game = new_game("swedish", {}, NAMES)
    play_deal(game, random.Random(1))
    game.rename_seat(4, "David")
    final = lines(game.close())
    assert named(final, "David") and not named(final, "Di")
    assert any("David" in line and "kolumner" in line for line in final)


def test_a_seat_is_1_to_4_and_a_name_not_empty() -> None:
    game = new_game("swedish", {}, NAMES)
    with pytest.raises(ValueError):
        game.rename_seat(5, "Eve")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        game.rename_seat(2, "  ")
    assert game.players == tuple(NAMES)
