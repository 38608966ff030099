"""Review 27: a hand view read on a phone. A row of three or more buttons shows about 40
columns, so every label in such a row stays within ``PHONE_LABEL`` characters in every
variant, language and state of a played game; Swedish Boston's bid buttons say their colour
level first (the contract is chosen in the select above them, and the text names it); the
seat's own buttons (Refresh, Let a computer play, the notices' switch) sit on a row of their own."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from bot.engine.actions import Bid
from bot.engine.seats import SEATS
from bot.engine.variants import new_game
from bot.i18n import Lang, t
from bot.players import make_player
from bot.simulate import NAMES as SIM_NAMES
from bot.simulate import deck_for, game_settings, play_step, seat_seed
from cogs.boston.components import Component
from cogs.boston.hand_view import PHONE_LABEL, hand_components, notices_switch
from tests.render.tables import live_table
from tests.variants import Config, params

LANGS: tuple[Lang, ...] = ("en", "sv")


def action_rows(drawn: list[Component]) -> Iterator[list[dict[str, Any]]]:
    for item in drawn:
        if item.get("type") == 1:
            yield [c for c in item["components"] if c.get("type") == 2]


def count(components: list[dict[str, Any]]) -> int:
    return sum(1 + count(c.get("components", [])) for c in components)


def drawings(config: Config, seed: int, steps: int = 150) -> Iterator[list[Component]]:
    """Every hand view of a game of ``config`` played by random players: each seat, each
    language, each contract its select offers, with the notices' switch, at home and away."""
    name, settings = config
    players = {s: make_player("random", seat_seed(seed, s)) for s in SEATS}
    game = new_game(name, game_settings(settings, 4), SIM_NAMES)
    table = live_table(game, name)
    for number in range(steps):
        if game.current is None:
            if game.finished or game.tour_over:
                return
            deck, turned = deck_for(seed, len(game.deals) + 1)
            game.start_deal(deck, turned)
        table.seq = number + 1
        for seat in SEATS:
            view = game.view(seat)
            if view is None:
                continue
            bids = [a.contract for a in view.legal if isinstance(a, Bid)]
            for language in LANGS:
                for chosen in [*dict.fromkeys(bids)] or [None]:
                    for away, wanted in ((False, True), (True, False)):
                        switch = notices_switch(table.id, wanted, language)
                        yield hand_components(
                            table, view, language, chosen=chosen, away=away, extra=(switch,)
                        )
        play_step(game, players)


@pytest.mark.parametrize("config", params())
def test_every_button_in_a_row_of_three_or_more_fits_a_phone(config: Config) -> None:
    seen = 0
    for drawn in drawings(config, seed=5):
        # Discord's limit for a components-v2 message: the extra rows must not break it.
        assert count(drawn) <= 40, config[0]
        for buttons in action_rows(drawn):
            seen += len(buttons)
            if len(buttons) >= 3:
                long = [b["label"] for b in buttons if len(str(b.get("label", ""))) > PHONE_LABEL]
                assert not long, f"{config[0]}: {[b.get('label') for b in buttons]}"
    assert seen


@pytest.mark.parametrize("language", LANGS)
def test_swedish_bid_buttons_say_their_level_first_and_the_text_names_the_contract(
    language: Lang,
) -> None:
    game = new_game("swedish", game_settings({}, 4), SIM_NAMES)
    deck, turned = deck_for(5, 1)
    game.start_deal(deck, turned)
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    drawn = hand_components(live_table(game, "swedish"), view, language, chosen="5")
    bid_rows = [r for r in action_rows(drawn) if any(":bid." in b["custom_id"] for b in r)]
    assert len(bid_rows) == 1
    labels = [b["label"] for b in bid_rows[0]]
    # L10: one term in every language, as the trump buttons say the class ("simpel färg")
    assert labels == ["Simpel färg", "I färg", "I högsta färg"]
    named = {"en": "The buttons below bid", "sv": "Knapparna nedan bjuder"}[language]
    texts = [c["content"] for c in drawn if c.get("type") == 10]
    assert any(f"{named} **5 spel (liten boston)**." in t for t in texts), texts


@pytest.mark.parametrize("language", LANGS)
def test_the_seats_buttons_have_a_row_of_their_own_and_a_short_switch(language: Lang) -> None:
    game = new_game("swedish", game_settings({}, 4), SIM_NAMES)
    deck, turned = deck_for(5, 1)
    game.start_deal(deck, turned)
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    table = live_table(game, "swedish")
    for wanted in (True, False):
        switch = notices_switch(table.id, wanted, language)
        assert len(str(switch["label"])) <= PHONE_LABEL, switch["label"]
        drawn = hand_components(table, view, language, chosen="5", extra=(switch,))
        rows = list(action_rows(drawn))
        seat_row = rows[-1]
        ids = [b["custom_id"] for b in seat_row]
        assert [i.split(":")[1] for i in ids] == ["hand", "seat", "notify"], ids
        # The game's choices (Pass here) are on a row above, never beside Let a computer play.
        assert any(":pass" in b["custom_id"] for b in rows[-2])


SWITCH_LABELS = {
    ("en", True): "🔕 Mute mentions",
    ("en", False): "🔔 Unmute mentions",
    ("sv", True): "🔕 Nämn mig inte",
    ("sv", False): "🔔 Nämn mig igen",
}


@pytest.mark.parametrize("language", LANGS)
def test_the_switch_says_what_a_press_does_not_a_bare_on_or_off(language: Lang) -> None:
    """A bare "🔔 On" read as "turn on" as well as "is on" once the line explaining it was gone
    (from the second deal on): the label says what a press does, verb first so that a phone's
    cut keeps it, with the mark its confirmation starts with."""
    for wanted, done in ((True, "notices.done.off"), (False, "notices.done.on")):
        switch = notices_switch(1, wanted, language)
        label = str(switch["label"])
        assert label == SWITCH_LABELS[language, wanted], label
        assert switch["custom_id"].endswith(":off" if wanted else ":on")
        assert label[:1] == t(language, done)[:1]  # the confirmation's own mark
        assert len(label) <= PHONE_LABEL
