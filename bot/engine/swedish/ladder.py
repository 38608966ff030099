"""Table I of the source: the Swedish contracts, lowest first, with their base point (SV-C)."""

from __future__ import annotations

from bot.engine.contracts import Contract, Ladder


def _tricks(n: int, rank: int, name: str) -> Contract:
    return Contract(id=str(n), rank=rank, target=n, name=name, whist_allowed=n in (5, 6))


PETITE = Contract(
    id="petite-misere", rank=3, target=0, name="Petite misère", misere=True, discard=True
)
GRANDE = Contract(id="grande-misere", rank=5, target=0, name="Grande misère", misere=True)
PETITE_OUVERTE = Contract(
    id="petite-misere-ouverte",
    rank=7,
    target=0,
    name="Petite misère ouverte",
    misere=True,
    discard=True,
    exposed_after_first=True,
)
GRANDE_OUVERTE = Contract(
    id="grande-misere-ouverte",
    rank=9,
    target=0,
    name="Grande misère ouverte",
    misere=True,
    exposed_after_first=True,
)

SWEDISH_LADDER = Ladder(
    (
        _tricks(5, 1, "5 spel (liten boston)"),
        _tricks(6, 2, "6 spel (stor boston)"),
        PETITE,
        _tricks(7, 4, "7 spel (liten independence)"),
        GRANDE,
        _tricks(8, 6, "8 spel (stor independence)"),
        PETITE_OUVERTE,
        _tricks(9, 8, "9 spel (liten philadelphia)"),
        GRANDE_OUVERTE,
        _tricks(10, 10, "10 spel (stor philadelphia)"),
        _tricks(11, 11, "11 spel (liten souveraine)"),
        _tricks(12, 12, "12 spel (stor souveraine)"),
        _tricks(13, 13, "13 spel (concordia)"),
    )
)

CONTRACT_TERMS: dict[str, str] = {
    PETITE.id: "petite_misere_sv",
    PETITE_OUVERTE.id: "petite_misere_sv",
    GRANDE.id: "grande_misere_sv",
    GRANDE_OUVERTE.id: "grande_misere_sv",
}
"""The glossary word (docs/rules/glossary.md's ``term:`` marks) of a misère the headline
names (SV-C2, SV-C3); a misère *ouverte* adds the *ouverte* (SV-C4)."""


def headline_terms(contract: Contract | None) -> list[str]:
    """The glossary words of the contract the deal's headline names ("Petite misère
    ouverte"), which a trick count does not explain; a *spel* contract says its tricks."""
    if contract is None or contract.id not in CONTRACT_TERMS:
        return []
    return [CONTRACT_TERMS[contract.id], *(["ouverte"] if contract.exposed_after_first else [])]


BASE_POINT: dict[str, int] = {
    "5": 5,
    "6": 12,
    "petite-misere": 48,
    "7": 18,
    "grande-misere": 96,
    "8": 24,
    "petite-misere-ouverte": 150,
    "9": 36,
    "grande-misere-ouverte": 300,
    "10": 48,
    "11": 72,
    "12": 108,
    "13": 162,
}
"""Table I's point; with whist 5 spel pays 8 and 6 spel 18 (see :data:`BASE_POINT_WITH_WHIST`)."""

BASE_POINT_WITH_WHIST: dict[str, int] = {"5": 8, "6": 18}

WHIST_EXTRA_TRICKS: dict[str, int] = {"5": 3, "6": 4}
"""SV-W3: with whist the side needs 8 (5 spel) or 10 (6 spel); the whister's own target."""
