"""Where two contracts' select descriptions end with the same English words (after the last
"; "), they end with the same Swedish words too, in every variant and across variants, within
a select description's 100 characters.

A playtest: Fontainebleau's Swedish little spread said "före utspelet" and its grand spread
"före första utspelet" in the same select; Dawson and Nantes had the same mismatch. The longer
would take Fontainebleau's and Nantes' little spreads past 100 characters, so every spread says
"din hand uppvänd före utspelet" (the opening lead). The Fontainebleau-only check is
``tests/engine/fontainebleau/test_spread_descriptions_alike.py``."""

from __future__ import annotations

from bot.engine.variants import get_variant, variant_names
from bot.engine.words import DESCRIPTION_LIMIT

SPREAD_END = {
    "en": "your hand face up before the first lead",
    "sv": "din hand uppvänd före utspelet",
}


def _tails() -> dict[str, dict[str, set[str]]]:
    """English tail -> Swedish tail -> where it is said ("variant/contract")."""
    tails: dict[str, dict[str, set[str]]] = {}
    for variant in variant_names():
        model = get_variant(variant)
        for contract in model.rules(model.settings({})).ladder:
            en = model.words.contract_description(contract, "en")
            sv = model.words.contract_description(contract, "sv")
            if not en or not sv or "; " not in en:
                continue
            assert len(sv) <= DESCRIPTION_LIMIT, (variant, contract.id, len(sv))
            where = f"{variant}/{contract.id}"
            tails.setdefault(en.rsplit("; ", 1)[1], {}).setdefault(
                sv.rsplit("; ", 1)[-1], set()
            ).add(where)
    return tails


def test_one_english_ending_has_one_swedish_ending() -> None:
    for en, swedish in _tails().items():
        assert len(swedish) == 1, (en, swedish)


def test_every_spread_ends_before_the_opening_lead() -> None:
    said = _tails()[SPREAD_END["en"]]
    assert set(said) == {SPREAD_END["sv"]}, said
    spreads = said[SPREAD_END["sv"]]
    for variant in ("dawson", "nantes", "fontainebleau", "russian"):
        assert any(where.startswith(f"{variant}/") for where in spreads), (variant, spreads)
