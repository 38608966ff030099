"""Every contract of every variant says, where it is offered for bidding, what it commits its
bidder to, in both languages and within a Discord select option's 100 characters: the
engine's words (the glossary's explanation or a shorter form of it), never a frontend's."""

from __future__ import annotations

import pytest

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
