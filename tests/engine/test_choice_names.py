"""A choice setting's values as a reader of each language types them: by the choice's own
name, which the record keeps, or by its name in the reader's language (SV-P12's
``avrundningsrest=lott``, ``betalning=förenklad``), offered and said in that language; by no
other word (a word of the choice's label, "till" or "lottas", names no choice). An on/off
setting is typed and shown ``på``/``av`` to a Swedish reader (SV-W5's
``tvungen_whist_i_5``)."""

from __future__ import annotations

from typing import Literal

import pytest

from bot.engine.settings import RuleSettings, SettingsError, SettingSpec, folded, setting
from bot.engine.variants import VARIANTS, get_variant
from bot.engine.words import LANGS
from bot.i18n import settings_reason

SWEDISH = get_variant("swedish")
MODEL = SWEDISH.settings_model


def _choices(variant: str) -> list[SettingSpec]:
    return [s for s in get_variant(variant).settings_model.specs() if s.kind == "choice"]


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("avrundningsrest=lott", "lot"),  # SV-P12
        ("avrundningsrest=saldo", "balance"),
        ("avrundningsrest=LOTT", "lot"),
        ("avrundningsrest=lot", "lot"),  # the English names are read too
        ("remainder=balance", "balance"),
    ],
)
def test_sv_p12_remainder_is_typed_in_swedish_and_kept_in_english(typed: str, meant: str) -> None:
    assert MODEL.parse_text(typed) == {"remainder": meant}
    assert MODEL.check(MODEL.parse_text(typed))["remainder"] == meant


@pytest.mark.parametrize("word", ["till", "lottas", "to", "drawn", "lägst", "högst"])
def test_a_word_of_a_label_names_no_choice(word: str) -> None:
    """SV-P12: "till lägst eller från högst saldo" and "lottas med …" are the choices' labels,
    not their names: a word of one was taken as the choice by accident."""
    with pytest.raises(SettingsError) as caught:
        MODEL.parse_text(f"avrundningsrest={word}")
    assert caught.value.code in ("must_choice", "must_choice_near")
    said = MODEL.said_to(caught.value, "sv")
    assert said.fields["options"] == "saldo, lott"
    assert settings_reason("sv", said).startswith(
        "`avrundningsrest` måste vara något av saldo, lott"
    )


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_no_variant_s_choice_is_typed_by_a_word_of_its_label(variant: str) -> None:
    """Every choice setting of every variant, in both languages: a word of a choice's label
    that is no name of it ("alltid" for Nantes' carte de boston, "♦" for a suit order) is
    refused, not read as the choice."""
    words = get_variant(variant).words
    for spec in _choices(variant):
        names = {way for choice in spec.choices for way in spec.ways(choice)}
        for choice in spec.choices:
            key = f"{spec.name}.{choice}"
            if not words.has_term(key):
                continue
            for lang in LANGS:
                for word in words.term(key, lang).split():
                    if folded(word) in names:  # a choice's own name ("simplified payment")
                        continue
                    parsed = spec.parse(word)
                    assert parsed not in spec.choices, (variant, spec.name, lang, word)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_each_choice_is_typed_offered_and_said_in_every_language(variant: str) -> None:
    """A choice's name in each language types it back; the prompt where a value is typed
    offers each choice by that name (the hint said "balance: … / lot: …" to a Swede); a
    refusal lists the choices by it, and its "did you mean" is one of them."""
    model = get_variant(variant).settings_model
    for spec in _choices(variant):
        for lang in LANGS:
            typed = [spec.typed_choice(c, lang) for c in spec.choices]
            for choice, word in zip(spec.choices, typed, strict=True):
                assert spec.choice(word) == choice, (variant, spec.name, lang, word)
                assert spec.typed(choice, lang) == word
                assert " " not in word
            prompt = spec.prompt(lang)
            assert all(f"{word}" in prompt for word in typed), (variant, lang, prompt)
            name = spec.typed_name(lang)
            with pytest.raises(SettingsError) as caught:
                model.parse_text(f"{name}={typed[0]}x")
            said = model.said_to(caught.value, lang)
            assert said.fields["options"] == ", ".join(typed), (variant, lang)
            if said.code == "must_choice_near":
                assert said.fields["near"] in typed


def test_the_swedish_remainder_prompt_and_refusals() -> None:
    spec = MODEL.spec("remainder")
    assert spec is not None
    assert spec.prompt("sv") == (
        "Avrundningsrest vid betdelning (saldo: lägst eller högst saldo / lott: det senast "
        "vända kortets färg avgör)"
    )
    assert spec.prompt("en").startswith("Rounding remainder at betdelning (balance: lowest")
    with pytest.raises(SettingsError) as caught:
        MODEL.parse_text("avrundningsrest=lot_")
    assert settings_reason("sv", MODEL.said_to(caught.value, "sv")) == (
        "`avrundningsrest` måste vara något av saldo, lott: menade du `lott`?"
    )
    assert settings_reason("en", MODEL.said_to(caught.value, "en")) == (
        "`remainder` must be one of balance, lot: did you mean `lot`?"
    )


def test_sv_w5_an_on_off_setting_is_typed_in_the_reader_s_words() -> None:
    spec = MODEL.spec("whist_compulsory_in_5")
    assert spec is not None
    assert (spec.typed(True, "sv"), spec.typed(False, "sv")) == ("på", "av")
    assert (spec.typed(True, "en"), spec.typed(False, "en")) == ("on", "off")
    assert spec.typed(True) == "on"  # as the record and the English flags have it
    for typed, meant in (("på", True), ("PÅ", True), ("pa", True), ("av", False), ("on", True)):
        assert MODEL.parse_text(f"tvungen_whist_i_5={typed}") == {"whist_compulsory_in_5": meant}


def test_a_choice_name_must_name_one_choice() -> None:
    """A setting's declared choice names are one word each, of one of its choices."""

    class Clash(RuleSettings):
        side: Literal["left", "right"] = setting(
            "left",
            en="Side",
            sv="Sida",
            choice_names={"left": {"sv": "right"}},
            description="",
        )

    with pytest.raises(TypeError):
        Clash.specs()

    class Stray(RuleSettings):
        side: Literal["left", "right"] = setting(
            "left", en="Side", sv="Sida", choice_names={"up": {"sv": "upp"}}, description=""
        )

    with pytest.raises(TypeError):
        Stray.specs()


@pytest.mark.parametrize("typed", ["none", "off", "ingen", "av", "Ingen"])
def test_dw_p3_an_optional_setting_s_none_is_typed_in_either_language(typed: str) -> None:
    """DW-P3's pool cap is optional: its none is typed ``none``/``off`` or, by a Swedish
    reader, ``ingen``/``av``, as an on/off setting's off is ``av`` (SV-W5)."""
    dawson = get_variant("dawson").settings_model
    assert dawson.parse_text(f"pool_cap={typed}") == {"pool_cap": None}
    assert dawson.parse_text("pool_cap=0") == {"pool_cap": 0}  # a number, not a none
