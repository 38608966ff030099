"""The auction line of an all-pass deal, the bid prompt of a contract offered at several levels,
and a paused hand view, in every rule system.

- Once the auction is over its line drops the passes: everyone having passed, it read
  "Auction: " with nothing after it, for the 13 tricks of a Misère Partout (DW-B4, FB-A) and on
  a thrown-in deal's last drawing. It says that everyone passed.
- A bidder whose chosen contract is offered at several levels was told to choose "its colour
  level" in every variant: Swedish Boston's word (SV-B2), not Dawson's (I keep, I keep over
  you, DW-B2). The prompt says what the buttons choose in the variant's own words.
- A paused table's hand view disables every game action, whatever its component's id.
"""

from __future__ import annotations

import random

import pytest

from bot.engine.actions import Bid, Level, Pass
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.variants import VARIANTS, new_game
from bot.i18n import Lang
from cogs.boston import hand_view
from cogs.boston.components import Component
from cogs.boston.deal_lines import deal_lines
from cogs.boston.hand_view import hand_components
from tests.render.tables import NAMES, live_table

EVERYONE_PASSED = {"en": "Auction: everyone passed", "sv": "Budgivning: alla passade"}


def _dealt(variant: str, seed: int) -> Game:
    game = new_game(variant, {}, NAMES, first_dealer=1)
    deck = list(range(52))
    random.Random(seed).shuffle(deck)
    game.start_deal(deck, deck[-1])
    return game


def _texts(components: list[Component]) -> str:
    return "\n".join(str(c["content"]) for c in components if c.get("type") == 10)


def _buttons(components: list[Component]) -> list[Component]:
    return [w for r in components if r.get("type") == 1 for w in r["components"] if w["type"] == 2]


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_an_all_pass_auction_says_everyone_passed(variant: str, lang: Lang) -> None:
    game = _dealt(variant, 1)
    while game.to_act is not None:
        passes = [a for a in game.legal_actions(game.to_act) if isinstance(a, Pass)]
        if not passes:
            break  # the auction is over: a Misère Partout is played out (DW-B4, FB-A)
        game.apply(passes[0])
    table = live_table(game, variant)
    view = table.public_view()
    assert view is not None
    lines = deal_lines(table, view, lang)
    assert EVERYONE_PASSED[lang] in lines, lines
    assert not [line for line in lines if not line.split(":", 1)[-1].strip()], lines
    seat = game.to_act
    if seat is not None:  # played out: the hand view of the seat on turn says it too
        seen = table.view(seat)
        assert seen is not None
        drawn = _texts(hand_components(table, seen, lang)).splitlines()
        assert EVERYONE_PASSED[lang] in drawn


def _level_choices(
    game: Game, variant: str, rng: random.Random
) -> list[tuple[Lang, str, set[str]]]:
    """Every bid turn of a random auction where a contract is offered at several levels: the
    prompt (per language) and the level buttons' labels with that contract chosen."""
    found: list[tuple[Lang, str, set[str]]] = []
    table = live_table(game, variant)
    while game.to_act is not None:
        public = table.public_view()
        if public is None or public.phase is not Phase.AUCTION:
            break
        seat = game.to_act
        legal = game.legal_actions(seat)
        bids = [a for a in legal if isinstance(a, Bid)]
        by_contract: dict[str, set[Level]] = {}
        for bid in bids:
            by_contract.setdefault(bid.contract, set()).add(bid.level)
        view = table.view(seat)
        assert view is not None
        for contract, levels in by_contract.items():
            if len(levels) < 2:
                continue
            for lang in ("en", "sv"):
                drawn = hand_components(table, view, lang, chosen=contract)
                labels = {
                    str(b["label"]) for b in _buttons(drawn) if ":bid." in str(b["custom_id"])
                }
                found.append((lang, " ".join(_texts(drawn).split()), labels))
        game.apply(rng.choice(legal))
    return found


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_the_bid_prompt_names_the_level_choice_in_the_variants_words(variant: str) -> None:
    """After a contract is chosen, its level buttons are what the prompt tells to choose: the
    variant's word for the kind of choice where it has one (Swedish *färgnivå*), else the
    buttons' own labels. No variant but one that names it speaks of a colour level."""
    rng = random.Random(7)
    words = VARIANTS[variant].words
    seen = 0
    for seed in range(12):
        for lang, text, labels in _level_choices(_dealt(variant, seed), variant, rng):
            seen += 1
            kind = words.level_kind(lang)
            if kind is not None:
                assert kind in text, text
            else:
                for label in labels:
                    quoted = f'"{label}"' if lang == "en" else f"”{label}”"
                    assert quoted in text, (label, text)
                assert "colour level" not in text and "färgnivå" not in text, text
    if any(VARIANTS[variant].words.levels.values()):
        assert seen, "no contract was offered at several levels"


def test_dawsons_prompt_after_an_opening_boston() -> None:
    game = _dealt("dawson", 1)
    seat = game.to_act
    assert seat is not None
    game.apply(next(a for a in game.legal_actions(seat) if isinstance(a, Bid)))  # Boston
    table = live_table(game, "dawson")
    view = table.view(game.to_act or 0)
    assert view is not None
    en = " ".join(_texts(hand_components(table, view, "en", chosen="5")).split())
    sv = " ".join(_texts(hand_components(table, view, "sv", chosen="5")).split())
    assert (
        'bid or pass.** Choose a contract, then "I keep" or "I keep over you", if it has a choice.'
        in en
    ), en
    assert (
        "bjud eller passa.** Välj ett spel, sedan ”I keep” eller ”I keep over you”, där det finns "
        "ett val." in sv
    ), sv


def test_a_paused_view_disables_a_select_of_any_id(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every select of a paused view is a game action, under whatever id it is drawn."""
    original = hand_view.select

    def other_id(custom_id: str, placeholder: str, options: list[Component]) -> Component:
        return original("boston:other:" + custom_id, placeholder, options)

    monkeypatch.setattr(hand_view, "select", other_id)
    game = _dealt("dawson", 1)
    table = live_table(game, "dawson", status="paused")
    view = table.view(game.to_act or 0)
    assert view is not None
    drawn = hand_components(table, view, "en", chosen="5")
    selects = [w for r in drawn if r.get("type") == 1 for w in r["components"] if w["type"] == 3]
    assert selects and all(s["disabled"] for s in selects)
    live = [b.get("label") for b in _buttons(drawn) if not b.get("disabled")]
    assert live == ["Refresh", "Let a computer play"]
