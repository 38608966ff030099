"""A refused setting names its problem by code and fields (:class:`SettingsError`), so a
frontend translates the engine's reason instead of working it out again; reasons the engine
has in English only carry no code."""

from __future__ import annotations

import pytest

from bot.engine.settings import SettingsError, SettingSpec
from bot.engine.variants import get_variant
from bot.i18n import settings_reason


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
    # A Swede writes the ål with its ring (SV-P4's word): the name is found without accents.
    assert model.parse_text("Ål=96") == {"al": 96}
    # A setting given twice is refused, not taken at its last value by chance.
    with pytest.raises(SettingsError) as caught:
        model.parse_text("al=96 AL=200")
    assert caught.value.code == "twice" and caught.value.fields == {"name": "al"}
    assert settings_reason("sv", caught.value) == (
        "inställningen 'al' anges två gånger: ange den en gång"
    )
    with pytest.raises(SettingsError) as caught:
        get_variant("nosuch")
    error = caught.value
    assert error.code == "unknown_variant"
    assert error.fields["name"] == "nosuch" and "swedish" in str(error.fields["known"])


def test_an_unknown_variant_name_is_repeated_cut_and_the_known_names_whole() -> None:
    """A file may hold any text as its variant: the refusal repeats the first 40 characters
    of it, ending "…", and names every registered variant whole (an import's answer cut the
    known names off mid-list, after 300 characters of the unknown one)."""
    with pytest.raises(SettingsError) as caught:
        get_variant("x" * 5000)
    error = caught.value
    assert error.fields["name"] == "x" * 39 + "…"
    assert len(str(error)) < 400 and str(error).endswith("nantes)")


def test_an_unknown_setting_name_is_repeated_cut_and_the_known_names_whole() -> None:
    """The same for a setting: typed, or read from a file's settings."""
    model = get_variant("swedish").settings_model
    for typed in (lambda: model.parse_text("y" * 700 + "=1"), lambda: model.check({"y" * 700: 1})):
        with pytest.raises(SettingsError) as caught:
            typed()
        assert caught.value.code == "unknown"
        assert caught.value.fields["name"] == "y" * 39 + "…"
        assert "tour_length" in str(caught.value.fields["known"]) and len(str(caught.value)) < 400


def _card(**changes: object) -> dict[str, object]:
    """Foster's card written out, with ``changes`` to its parts (AM-S2)."""
    from bot.engine.american.card import FOSTER

    return {**FOSTER.to_json(), **changes}


def test_a_documents_content_names_its_code_and_position() -> None:
    """A card of prices refused names the part, the bid and the row's place by its fields,
    so that a frontend says it in the reader's language (AM-S2)."""
    from bot.engine.american.card import FOSTER, MAX_AMOUNT

    made, failed = FOSTER.to_json()["made"], FOSTER.to_json()["failed"]
    assert isinstance(made, dict) and isinstance(failed, dict)
    for card, code, fields in (
        ([1], "card_kind", {"presets": '"foster", "foster-decimal"'}),
        (_card(extra={}), "card_part", {"part": "extra"}),
        (_card(made="x"), "card_half", {"part": "made"}),
        (_card(failed={**failed, "14": [1]}), "card_bid", {"part": "failed", "bid": "14"}),
        (
            _card(failed={k: v for k, v in failed.items() if k != "13"}),
            "card_missing",
            {"part": "failed", "bid": 13},
        ),
        (_card(failed={**failed, "5": "x"}), "card_list_failed", {"bid": 5, "want": 5}),
        (_card(failed={**failed, "6": [1]}), "card_row_failed", {"bid": 6, "want": 6, "size": 1}),
        (
            _card(failed={**failed, "5": [1, 2, -3, 4, 5]}),
            "card_amount_failed",
            {"bid": 5, "index": 2, "short": 3, "max": MAX_AMOUNT},
        ),
    ):
        error = refusal({"card": card}, "american")
        assert (error.code, error.fields) == (code, fields), card
        assert "card of prices" in str(error)  # the engine's own English words are kept
    error = refusal({"card": _card(made={**made, "12": [1, True]})}, "american")
    assert error.code == "card_amount_made"
    assert error.fields == {"bid": 12, "index": 1, "tricks": 13, "max": MAX_AMOUNT}


def test_fontainebleaus_own_checks_have_codes_too() -> None:
    """FB-D6: the deposit is counted in counters of 5; the refusal is translated, not said
    in English to a Swedish club."""
    deposit = refusal({"deposit": 52}, "fontainebleau")
    assert deposit.code == "multiple_of"
    assert deposit.fields == {"name": "deposit", "step": 5, "low": 0, "high": 10_000}
    assert settings_reason("sv", deposit) == (
        "`deposit` måste vara en multipel av 5 från 0 till 10000"
    )
    chicane = refusal({"chicane": 7}, "russian")
    assert chicane.code == "multiple_of" and chicane.fields["name"] == "chicane"
