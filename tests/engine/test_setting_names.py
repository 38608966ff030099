"""Every rule setting has a name in each language a reader types it in (``betalning`` for
``payment``), read as well as its English name, which the record keeps; a refusal is said
with the names and choices of its reader's language."""

from __future__ import annotations

import pytest

from bot.engine.settings import SettingsError
from bot.engine.variants import VARIANTS, get_variant
from bot.engine.words import LANGS

SWEDISH = get_variant("swedish")
MODEL = SWEDISH.settings_model


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_each_setting_is_read_by_its_name_in_every_language(variant: str) -> None:
    model = get_variant(variant).settings_model
    for spec in model.specs():
        assert " " not in spec.typed_name("sv")
        for lang in LANGS:
            assert model.named(spec.typed_name(lang)) is spec, (variant, spec.name, lang)
        assert model.named(spec.name) is spec
    swedish = {spec.typed_name("sv") for spec in model.specs()}
    assert len(swedish) == len(model.specs())


def test_a_swedish_name_types_the_setting_and_the_record_keeps_the_english() -> None:
    typed = "betalning=förenklad turlängd=12 Ål=80 givar=4 avrundningsrest=lot"
    assert MODEL.parse_text(typed) == {
        "payment": "simplified",
        "tour_length": 12,
        "al": 80,
        "deals": 4,
        "remainder": "lot",
    }
    with pytest.raises(SettingsError) as twice:
        MODEL.parse_text("betalning=förenklad payment=simplified")
    assert twice.value.code == "twice"
    with pytest.raises(SettingsError) as record:  # a file's settings keep the English names
        MODEL.check({"betalning": "simplified"})
    assert record.value.code == "unknown_near" and record.value.fields["near"] == "payment"


def test_a_refusal_said_to_a_swedish_reader() -> None:
    with pytest.raises(SettingsError) as caught:
        MODEL.parse_text("payment=simplifed")
    said = MODEL.said_to(caught.value, "sv")
    assert said.fields == {
        "name": "betalning",
        "options": "traditionell, förenklad",
        "near": "förenklad",
    }
    assert MODEL.said_to(caught.value, "en").fields == caught.value.fields
    with pytest.raises(SettingsError) as unknown:
        MODEL.parse_text("turlangt=12")
    said = MODEL.said_to(unknown.value, "sv")
    assert said.fields["near"] == "turlängd"
    assert str(said.fields["known"]).startswith("betalning, ål, hopslagningsgräns, turlängd")
    # SV-P12's choices by their Swedish names, a typo of the English one too.
    with pytest.raises(SettingsError) as remainder:
        MODEL.parse_text("remainder=blance")
    said = MODEL.said_to(remainder.value, "sv")
    assert said.fields == {"name": "avrundningsrest", "options": "saldo, lott", "near": "saldo"}
