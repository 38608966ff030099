"""A refused setting names its problem by code and fields (:class:`SettingsError`), so a
frontend translates the engine's reason instead of working it out again; reasons the engine
has in English only carry no code."""

from __future__ import annotations

import pytest

from bot.engine.settings import SettingsError, SettingSpec
from bot.engine.variants import get_variant


def refusal(raw: dict[str, object], variant: str = "swedish") -> SettingsError:
    with pytest.raises(SettingsError) as caught:
        get_variant(variant).settings(raw)
    return caught.value


def test_each_refusal_of_a_field_names_its_code_and_fields() -> None:
    bad_bool = refusal({"whist_compulsory_in_5": "maybe"})
    assert (bad_bool.code, bad_bool.fields) == ("must_bool", {"name": "whist_compulsory_in_5"})
    choice = refusal({"payment": "weird"})
    assert choice.code == "must_choice"
    assert choice.fields == {"name": "payment", "options": "traditional, simplified"}
    low = refusal({"al": 7})
    assert (low.code, low.fields) == ("must_range", {"name": "al", "low": 8, "high": 10000})
    assert not low.optional
    cap = refusal({"pool_cap": 0}, "dawson")  # none is allowed too: no cap
    assert cap.code == "must_range" and cap.optional
    unknown = refusal({"nosuch": 1})
    assert unknown.code == "unknown" and unknown.fields["name"] == "nosuch"
    assert "tour_length" in str(unknown.fields["known"])


def test_a_bound_below_only_and_no_bound_have_their_own_codes() -> None:
    spec = SettingSpec("n", "int", 1, "", {}, low=1)
    with pytest.raises(SettingsError) as caught:
        spec.check(0)
    assert (caught.value.code, caught.value.fields) == ("must_from", {"name": "n", "low": 1})
    spec = SettingSpec("n", "int", 1, "", {})
    with pytest.raises(SettingsError) as caught:
        spec.check("x")
    assert (caught.value.code, caught.value.fields) == ("must_number", {"name": "n"})
    assert str(caught.value) == "setting 'n' must be a whole number"


def test_typed_text_and_an_unknown_variant_name_their_problem() -> None:
    model = get_variant("swedish").settings_model
    with pytest.raises(SettingsError) as caught:
        model.parse_text("al=9 nosuch=1")  # a pair, naming no setting of these rules
    assert caught.value.code == "unknown" and caught.value.fields["name"] == "nosuch"
    for typed in ("al", "al=", "=9"):  # no pair at all
        with pytest.raises(SettingsError) as caught:
            model.parse_text(typed)
        assert caught.value.code == "not_pair", typed
    # Spaces around "=" are what a person types: they join the pair, not break it.
    assert model.parse_text("al = 48, tour_length= 3") == {"al": 48, "tour_length": 3}
    with pytest.raises(SettingsError) as caught:
        get_variant("nosuch")
    error = caught.value
    assert error.code == "unknown_variant"
    assert error.fields["name"] == "nosuch" and "swedish" in str(error.fields["known"])


def test_a_documents_content_is_said_in_english_only() -> None:
    error = refusal({"card": {"made": "x"}}, "american")
    assert error.code == "" and "card of prices" in str(error)
