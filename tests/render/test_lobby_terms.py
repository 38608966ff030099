"""The lobby's line of terms: what a table is played for and under before anyone sits down
(a price per point, a turn timer, rules set otherwise than the variant's defaults), in the
reader's language; nothing for the plain game."""

from __future__ import annotations

from bot.engine.variants import get_variant, variant_names
from bot.i18n import Lang
from bot.tables.options import KEY
from bot.tables.service import LiveTable
from cogs.boston.table_message import lobby_text, terms_text
from tests.render.tables import live_table


def _table(settings: dict[str, object], options: dict[str, object]) -> LiveTable:
    table = live_table(None, "swedish", status="lobby")
    chosen = {**get_variant("swedish").settings(settings), KEY: options}
    table.row = table.row.model_copy(update={"settings": chosen})
    return table


def test_the_plain_game_says_nothing_more() -> None:
    table = live_table(None, "swedish", status="lobby")
    assert terms_text(table, "en") is None
    assert "Played at this table" not in lobby_text(table, "en")


def test_money_a_timer_and_other_rules_are_said_in_the_lobby() -> None:
    """SV-M2's price per point, the turn timer, and SV's ål value, tour length and compulsory
    whist where a server or host changed them; the payment is the variant line's own."""
    table = _table(
        {"al": 48, "tour_length": 3, "whist_compulsory_in_5": True},
        {"price_per_point_ore": 50, "timer_minutes": 3},
    )
    english = terms_text(table, "en")
    assert english == (
        "Played at this table:\n0,50 kr per point · 3 min a turn (then a computer steps in) · "
        "Value of an ål: 48 · Betar in a tour: 3 · Whist compulsory in 5 spel: on"
    )
    swedish = terms_text(table, "sv")
    assert swedish is not None and swedish.startswith("Vid det här bordet gäller:\n0,50 kr")
    assert "3 min per drag" in swedish and "Tvungen whist i 5 spel: på" in swedish
    assert english in lobby_text(table, "en")


def test_a_choice_is_said_in_the_variants_words_with_the_id_that_types_it() -> None:
    """NT-D2's direction and NT-S4's carte de boston, FB-B4's suit order: a word for each
    value, not only its id, in the lobby as in the settings reply."""
    nantes = live_table(None, "nantes", status="lobby")
    chosen = get_variant("nantes").settings({"rotation": "left", "boston_jack": "foster"})
    nantes.row = nantes.row.model_copy(update={"settings": chosen})
    english = terms_text(nantes, "en")
    assert english is not None
    assert ": to the left (`left`)" in english
    assert ": J♥ when a diamond is turned (`foster`)" in english
    swedish = terms_text(nantes, "sv")
    # By the name a Swedish reader types it by (``riktning=vänster``; ``left`` reads too).
    assert swedish is not None and ": åt vänster (`vänster`)" in swedish
    french = live_table(None, "fontainebleau", status="lobby")
    order = get_variant("fontainebleau").settings({"suit_order": "HDCS"})
    french.row = french.row.model_copy(update={"settings": order})
    assert ": ♥ ♦ ♣ ♠, the French order (`HDCS`)" in (terms_text(french, "en") or "")


def test_every_choice_of_every_variant_has_words_in_both_languages() -> None:
    for name in variant_names():
        variant = get_variant(name)
        for spec in variant.settings_model.specs():
            for choice in spec.choices if spec.kind == "choice" else ():
                key = f"{spec.name}.{choice}"
                assert variant.words.has_term(key), (name, key)
                assert variant.words.term(key, "sv") != variant.words.term(key, "en"), key


def test_the_heading_stands_on_a_line_of_its_own() -> None:
    """A playtest read "Vid det här bordet gäller: Givar i ett parti: 2." (and "Played at this
    table: Deals in a game: 3."): two colons in one line. The heading is a line of its own,
    each rule's "label: value" under it."""
    russian = live_table(None, "russian", status="lobby")
    chosen = get_variant("russian").settings({"deals": 2})
    russian.row = russian.row.model_copy(update={"settings": chosen})
    said: tuple[tuple[Lang, str, str], ...] = (
        ("en", "Played at this table:", "Deals in a game: 2"),
        ("sv", "Vid det här bordet gäller:", "Givar i ett parti: 2"),
    )
    for lang, heading, rule in said:
        text = terms_text(russian, lang)
        assert text is not None and text == f"{heading}\n{rule}", text
        lines = lobby_text(russian, lang).splitlines()
        assert lines[lines.index(heading) + 1] == rule, lines
        assert all(line.count(":") <= 1 for line in text.splitlines()), text


def test_nantes_short_game_says_its_doubles() -> None:
    """NT-G2: a game of 2 deals with the default eight doubles doubles both deals; the lobby
    said "Deals in a game: 2" alone and every deal then came "double deal (stakes doubled)"."""
    nantes = live_table(None, "nantes", status="lobby")
    chosen = get_variant("nantes").settings({"deals": 2})
    nantes.row = nantes.row.model_copy(update={"settings": chosen})
    assert terms_text(nantes, "en") == (
        "Played at this table:\nDoubles at the end of the game: 2 · Deals in a game: 2"
    )
    swedish = terms_text(nantes, "sv")
    assert swedish is not None and "Dubbla givar i slutet av partiet: 2" in swedish
    plain = live_table(None, "nantes", status="lobby")  # 40 deals, the last 8 doubles
    assert terms_text(plain, "en") is None
