"""Every contract of every variant says, where it is offered for bidding, what it commits its
bidder to, in both languages and within a Discord select option's 100 characters: the
engine's words (the glossary's explanation or a shorter form of it), never a frontend's."""

from __future__ import annotations

import pytest

from bot.engine.contracts import Ladder
from bot.engine.settings import SettingsError
from bot.engine.variants import get_variant, variant_names
from bot.engine.words import DESCRIPTION_LIMIT, LANGS


@pytest.mark.parametrize("variant", variant_names())
def test_every_contract_has_a_description_in_every_language(variant: str) -> None:
    model = get_variant(variant)
    ladder = model.rules(model.settings({})).ladder
    for contract in ladder:
        said = {lang: model.words.contract_description(contract, lang) for lang in LANGS}
        for lang, text in said.items():
            assert text, (contract.id, lang)
            assert len(text) <= DESCRIPTION_LIMIT, (contract.id, lang, text)
            assert "  " not in text and text == text.strip(), text
        assert said["en"] != said["sv"], contract.id


@pytest.mark.parametrize(
    ("variant", "contract", "en", "sv"),
    [
        # FB-C3, FB-C2, FB-S2: exactly one trick, twelve played, all four discard.
        (
            "fontainebleau",
            "piccolissimo",
            "Exactly one trick in 12, no trumps, after all four discard a card",
            "Exakt ett stick av 12, utan trumf, sedan alla fyra lagt bort ett kort",
        ),
        # FB-C4: the spread lies face up before the first lead.
        (
            "russian",
            "little-spread",
            "No trick in 12, no trumps, after all four discard; your hand face up before the "
            "first lead",
            "Inget stick av 12, utan trumf, sedan alla fyra lagt bort ett kort; din hand uppvänd "
            "före utspelet",
        ),
        # NT-B2, NT-B4: the hidden demande's suit is a card laid face down.
        (
            "nantes",
            "demande",
            "Five tricks alone or eight with a supporter; trumps belle or petite, by a card "
            "laid face down",
            "Fem stick ensam eller åtta med en som stöder; trumf i belle eller petite, vald med "
            "ett dolt kort",
        ),
        # NT-C1, NT-C2: the plain neuf names any suit with its bid; NT-K1: a higher one may
        # be declared once it is won.
        (
            "nantes",
            "neuf",
            "Nine tricks alone in the suit bid, any suit; once it is won, you may declare a "
            "higher suit",
            "Nio stick ensam i budets färg, vilken som helst; vinner du budgivningen får du "
            "meddela högre färg",
        ),
        # NT-C1, NT-K1, NT-X20: in the suit bid, never a lower one.
        (
            "nantes",
            "grande-independance",
            "Eight tricks alone in the suit bid; once it is won, you may declare a higher suit "
            "or contract",
            "Åtta stick ensam i budets färg; vinner du budgivningen får du meddela högre färg "
            "eller kontrakt",
        ),
        # SV-C1, SV-W2: whist only in 5 and 6 spel.
        (
            "swedish",
            "6",
            "At least 6 tricks; you name trumps within the colour level; another may say whist "
            "and join you",
            "Minst 6 stick; du väljer trumf inom färgnivån; en annan kan säga whist och spela "
            "med dig",
        ),
        (
            "swedish",
            "7",
            "At least 7 tricks alone; you name trumps within the colour level",
            "Minst 7 stick ensam; du väljer trumf inom färgnivån",
        ),
    ],
)
def test_a_description_says_the_rule(variant: str, contract: str, en: str, sv: str) -> None:
    model = get_variant(variant)
    found = model.rules(model.settings({})).ladder.get(contract)
    assert found is not None
    assert model.words.contract_description(found, "en") == en
    assert model.words.contract_description(found, "sv") == sv


def _ladders(variant: str) -> list[tuple[str, Ladder]]:
    """The variant's ladder with its defaults and with every other value of each choice or
    switch setting (a setting may add or rename contracts: Russian Boston's partners, a
    slam table): whatever a table can offer for bidding."""
    model = get_variant(variant)
    found = [("defaults", model.rules(model.settings({})).ladder)]
    for spec in model.settings_model.specs():
        values: tuple[object, ...] = ()
        if spec.kind == "bool":
            values = (True, False)
        elif spec.kind == "choice":
            values = spec.choices
        for value in values:
            if value == spec.default:
                continue
            try:
                settings = model.settings({spec.name: value})
            except SettingsError:  # a choice only another variant's table may take
                continue
            found.append((f"{spec.name}={value}", model.rules(settings).ladder))
    return found


@pytest.mark.parametrize("variant", variant_names())
def test_every_contract_offered_for_bidding_is_described(variant: str) -> None:
    """Every contract of every ladder a table of the variant can play (each setting's values),
    and every contract its declarer may declare (NT-K1), says what it commits to: in English
    and Swedish, apart, within a select option's description."""
    words = get_variant(variant).words
    for setting, ladder in _ladders(variant):
        for contract in ladder:
            for declared in (False, True):
                said = {
                    lang: words.contract_description(contract, lang, declared=declared)
                    for lang in LANGS
                }
                where = (setting, contract.id, declared)
                assert said["en"] and said["sv"], (*where, said)
                assert said["en"] != said["sv"], (*where, said)
                for text in said.values():
                    assert text is not None and len(text) <= DESCRIPTION_LIMIT, (*where, text)
                    assert "  " not in text and text == text.strip(), (*where, text)
    # Declarations name only contracts of the variant's ladders: no word for a contract gone.
    known = {c.id for _, ladder in _ladders(variant) for c in ladder}
    assert set(words.declared) <= known and set(words.descriptions) <= known


@pytest.mark.parametrize(
    ("contract", "en", "sv"),
    [
        # NT-K1: the declarer chooses now; "once it is won" is the bidder's word.
        (
            "grande-independance",
            "Eight tricks alone, trumps in the suit you name",
            "Åtta stick ensam, trumf i den färg du väljer",
        ),
        # NT-C2: declared, the plain neuf is in a plain suit (belle, petite: their own neufs).
        (
            "neuf",
            "Nine tricks alone, trumps in the plain suit you name",
            "Nio stick ensam, trumf i den vanliga färg du väljer",
        ),
        # Trumps fixed: the bid's words hold.
        ("neuf-belle", "Nine tricks alone, trumps in belle", "Nio stick ensam, trumf i belle"),
    ],
)
def test_nt_k1_a_declaration_says_the_declarers_rule(contract: str, en: str, sv: str) -> None:
    model = get_variant("nantes")
    found = model.rules(model.settings({})).ladder.get(contract)
    assert found is not None
    assert model.words.contract_description(found, "en", declared=True) == en
    assert model.words.contract_description(found, "sv", declared=True) == sv
