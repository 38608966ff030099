"""Words a Swedish table reads beside the English: the bidder's turn says who is to bid
("ska bjuda", as "ska spela" in play, not "bjuder", which reads as a bid made), the refusal
of one lobby too many names the lobby's own buttons, and the button that shows a game's
sheet is named by what it shows: **Protocol** where the game keeps one (SV-P), **Score
sheet** where it does not (SV-F3's simplified payment, every other game)."""

from __future__ import annotations

import random

import pytest

from bot.engine.variants import new_game
from bot.i18n import Lang, t
from cogs.boston.table_message import play_text, protocol_label
from tests.render.tables import NAMES, live_table


@pytest.mark.parametrize(("lang", "said"), [("en", "to bid."), ("sv", "ska bjuda.")])
def test_the_turn_in_the_auction_says_who_is_to_bid(lang: Lang, said: str) -> None:
    game = new_game("swedish", {}, NAMES)
    deck = list(range(52))
    random.Random(0).shuffle(deck)
    game.start_deal(deck, deck[-1])
    seat = game.to_act
    assert seat is not None
    lines = play_text(live_table(game), lang).splitlines()
    assert f"<@{10 + seat}> {said}" in lines, lines


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("key", ["refused.too_many_lobbies", "refused.server_busy"])
def test_a_lobby_refusal_names_the_lobby_buttons_verbs(lang: Lang, key: str) -> None:
    text = t(lang, key).casefold()
    for button in ("lobby.start", "lobby.cancel"):
        verb = t(lang, button).split()[0].casefold()  # "Avbryt bordet": avbryt
        assert verb in text, (key, button, text)


@pytest.mark.parametrize(
    ("variant", "settings", "en", "sv"),
    [
        ("swedish", {}, "Protocol", "Protokoll"),
        ("swedish", {"payment": "simplified"}, "Score sheet", "Poängtabell"),  # SV-F3
        ("dawson", {}, "Score sheet", "Poängtabell"),
    ],
)
def test_the_sheet_button_is_named_by_what_it_shows(
    variant: str, settings: dict[str, object], en: str, sv: str
) -> None:
    game = new_game(variant, settings, NAMES)
    table = live_table(game, variant)
    assert game.features.protocol == (en == "Protocol")
    assert (protocol_label(table, "en"), protocol_label(table, "sv")) == (en, sv)
    # A table whose game is not in memory (closed): from its row's rules.
    closed = live_table(None, variant)
    closed.row = closed.row.model_copy(update={"settings": game.settings})
    assert protocol_label(closed, "en") == en
