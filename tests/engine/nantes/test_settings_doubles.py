"""NT-G2: the doubles are the last ``doubles`` of the game's ``deals`` deals, so a table that
asks for more doubles than deals is refused, with its reason in the reader's language (typed
as ``/boston new variant:nantes rules:deals=3 doubles=5``, or as the terminal's flags).

Foster's eight doubles, the default, are left as they are on a shorter game: they are every
deal of it (the ledger counts the last ``doubles`` deals), and a table that only shortened
the game (``deals=4``), or a record stored in full with that default, is not refused."""

from __future__ import annotations

import argparse

import pytest

from bot.engine.nantes.ledger import NantesLedger
from bot.engine.settings import SettingsError
from bot.engine.variants import get_variant, new_game
from bot.i18n import settings_reason
from bot.rule_flags import add_rule_flags, flag_reason, rule_settings

NAMES = ["Anna", "Bengt", "Cissi", "David"]


def refusal(text: str) -> SettingsError:
    model = get_variant("nantes").settings_model
    with pytest.raises(SettingsError) as caught:
        model.parse_text(text)
    return caught.value


def test_nt_g2_more_doubles_than_deals_is_refused() -> None:
    error = refusal("deals=3 doubles=5")
    assert error.code == "doubles_over_deals"
    assert error.fields == {"name": "doubles", "value": 5, "deals": 3}


def test_nt_g2_the_refusal_is_said_in_swedish_and_english() -> None:
    error = refusal("deals=3 doubles=5")
    sv = settings_reason("sv", error)
    en = settings_reason("en", error)
    assert sv == (
        "`doubles` (5) får inte vara fler än partiets givar (3): "
        "de dubbla givarna är partiets sista givar (NT-G2)"
    )
    assert en == (
        "`doubles` (5) cannot be more than the deals in the game (3): "
        "the doubles are the game's last deals (NT-G2)"
    )


def test_nt_g2_doubles_up_to_the_deals_are_taken() -> None:
    nantes = get_variant("nantes")
    for text, deals, doubles in (
        ("deals=3 doubles=3", 3, 3),
        ("deals=3 doubles=0", 3, 0),
        ("deals=40 doubles=8", 40, 8),
    ):
        settings = nantes.settings(nantes.settings_model.parse_text(text))
        assert (settings["deals"], settings["doubles"]) == (deals, doubles), text


def test_nt_g2_the_default_doubles_on_a_short_game_are_every_deal() -> None:
    """A table that only shortened the game keeps Foster's default: its deals are all doubles,
    and a stored settings object with that default still opens."""
    settings = get_variant("nantes").settings({"deals": 4})
    assert settings["doubles"] == 8
    game = new_game("nantes", settings, NAMES, 1)
    assert isinstance(game.ledger, NantesLedger)
    assert game.ledger.deposit_due() == 20  # NT-D5: doubled


def test_nt_g2_the_terminals_flag_is_refused_by_its_name() -> None:
    parser = argparse.ArgumentParser()
    add_rule_flags(parser)
    args = parser.parse_args(["--doubles", "41"])  # the default game is 40 deals
    with pytest.raises(SettingsError) as caught:
        rule_settings(args, "nantes", "sv")
    assert flag_reason("sv", caught.value).startswith("`--doubles` (41) får inte vara fler än")


def test_nt_g2_a_stored_game_with_more_doubles_than_deals_still_opens() -> None:
    """The refusal is of new input only: a table or record stored before it (doubles over
    deals were once taken, every deal doubled) opens, replays and doubles every deal."""
    settings = get_variant("nantes").settings({"deals": 5, "doubles": 6})
    game = new_game("nantes", settings, NAMES, 1)
    assert isinstance(game.ledger, NantesLedger)
    assert game.ledger.deposit_due() == 20  # NT-D5: the first deal is a double too


def test_nt_g2_typed_doubles_are_checked_over_the_servers_stored_deals() -> None:
    """A server that stored ``deals=4``: a table typed with ``doubles=5`` would double more
    deals than it plays, and is refused; ``doubles=4`` is taken. Before, the typed values
    were checked over the model's 40 deals only."""
    model = get_variant("nantes").settings_model
    with pytest.raises(SettingsError) as caught:
        model.parse_text("doubles=5", over={"deals": 4})
    assert caught.value.fields == {"name": "doubles", "value": 5, "deals": 4}
    assert model.parse_text("doubles=4", over={"deals": 4}) == {"doubles": 4}
    with pytest.raises(SettingsError):  # the server's doubles over the deals typed
        model.parse_text("deals=4", over={"doubles": 6})


def test_nt_g2_stored_settings_that_break_the_rule_alone_do_not_refuse_other_input() -> None:
    """Server settings stored before NT-G2 was checked (``deals=5 doubles=6``) do not make
    every typed rule a refusal: the input is checked over the defaults instead."""
    model = get_variant("nantes").settings_model
    assert model.parse_text("deposit=20", over={"deals": 5, "doubles": 6}) == {"deposit": 20}


@pytest.mark.parametrize(
    ("given", "doubles"),
    [({"deals": 2}, 2), ({"deals": 5, "doubles": 6}, 5), ({"deals": 10}, 8), ({}, 8)],
)
def test_nt_g2_the_doubles_in_effect_are_those_the_ledger_doubles(
    given: dict[str, object], doubles: int
) -> None:
    """A lobby lists the rules a table plays otherwise than the defaults from the settings in
    effect: a game of 2 deals with the default eight doubles doubles both (every deal said
    "double deal (stakes doubled)" under a lobby showing "Deals in a game: 2" alone). The
    stored settings keep the default: a later change of ``deals`` starts from it."""
    nantes = get_variant("nantes")
    settings = nantes.settings(given)
    shown = nantes.settings_model.in_effect(settings)
    assert shown["doubles"] == doubles
    assert {k: v for k, v in shown.items() if k != "doubles"} == {
        k: v for k, v in settings.items() if k != "doubles"
    }
    ledger = new_game("nantes", settings, NAMES, 1).ledger
    assert isinstance(ledger, NantesLedger)
    deals = settings["deals"]
    assert isinstance(deals, int)
    assert sum(ledger.is_double(n) for n in range(1, deals + 1)) == doubles


def test_other_variants_settings_are_in_effect_as_stored() -> None:
    for name in ("swedish", "fontainebleau", "dawson"):
        variant = get_variant(name)
        settings = variant.settings({"deals": 2})
        assert variant.settings_model.in_effect(settings) == settings


def test_nt_g2_a_stored_document_without_doubles_has_the_default_in_effect() -> None:
    """An older or partial stored document naming only ``deals``: the doubles it plays are
    the default's, no more than its deals (NT-G2)."""
    nantes = get_variant("nantes")
    assert nantes.settings_model.in_effect({"deals": 3})["doubles"] == 3
