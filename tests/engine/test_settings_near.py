"""Rule settings as a person types them: a choice by its name in either language (SV-P12's
``remainder``, Swedish Boston's ``payment``), and a refusal that names the setting or choice
a typo most looks like ("did you mean …?")."""

from __future__ import annotations

import pytest

from bot.engine.settings import SettingsError
from bot.engine.variants import get_variant
from bot.i18n import settings_reason

SWEDISH = get_variant("swedish")
MODEL = SWEDISH.settings_model


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("payment=förenklad", {"payment": "simplified"}),
        ("payment=Förenklad", {"payment": "simplified"}),
        ("payment=forenklad", {"payment": "simplified"}),  # accents dropped, as names are
        ("payment=traditionell", {"payment": "traditional"}),
        ("payment=simplified", {"payment": "simplified"}),
        ("remainder=lott", {"remainder": "lot"}),  # SV-P12
        ("remainder=Saldo", {"remainder": "balance"}),
    ],
)
def test_a_choice_is_typed_by_its_name_in_either_language(
    typed: str, meant: dict[str, object]
) -> None:
    assert MODEL.parse_text(typed) == meant


def test_a_label_word_is_refused_without_a_guess() -> None:
    """The word "betalning" is in both payments' Swedish labels: it names neither."""
    with pytest.raises(SettingsError) as caught:
        MODEL.parse_text("payment=betalning")
    assert caught.value.code == "must_choice"


def test_a_misspelt_setting_name_is_told_the_near_one() -> None:
    with pytest.raises(SettingsError) as caught:
        MODEL.parse_text("dels=24")
    error = caught.value
    assert error.code == "unknown_near" and error.fields["near"] == "deals"
    assert settings_reason("en", error).startswith(
        "unknown setting 'dels': did you mean `deals`? (known: payment, al,"
    )
    assert settings_reason("sv", error).startswith(
        "okänd inställning 'dels': menade du `deals`? (kända: payment, al,"
    )
    with pytest.raises(SettingsError) as unknown:  # read from a file's settings too
        MODEL.check({"tour_lenght": 24})
    assert unknown.value.fields["near"] == "tour_length"


def test_a_misspelt_choice_is_told_the_near_one() -> None:
    for typed in ("payment=simplfied", "payment=förenkald"):
        with pytest.raises(SettingsError) as caught:
            MODEL.parse_text(typed)
        error = caught.value
        assert error.code == "must_choice_near" and error.fields["near"] == "simplified", typed
        assert settings_reason("en", error) == (
            "`payment` must be one of traditional, simplified: did you mean `simplified`?"
        )
        assert settings_reason("sv", error) == (
            "`payment` måste vara något av traditional, simplified: menade du `simplified`?"
        )


def test_nothing_close_keeps_the_plain_refusals() -> None:
    with pytest.raises(SettingsError) as caught:
        MODEL.parse_text("nosuch=1")
    assert caught.value.code == "unknown"
    with pytest.raises(SettingsError) as choice:
        MODEL.parse_text("payment=xyz")
    assert choice.value.code == "must_choice"
