"""Boston de Nantes' announcements (NT-C) and Foster's payment table by suit (NT-P)."""

from __future__ import annotations

from bot.engine.cards import Suit
from bot.engine.contracts import Contract, Ladder, SuitClass

DEMANDE = Contract(id="demande", rank=1, target=5, name="Demande", whist_allowed=True)
DEMANDE_BELLE = Contract(
    id="demande-belle",
    rank=2,
    target=5,
    name="Demande en belle",
    whist_allowed=True,
    trump_class=SuitClass.FIRST,
)
PETITE_INDEPENDANCE = Contract(
    id="petite-independance", rank=3, target=6, name="Petite indépendance"
)
PETITE_MISERE = Contract(
    id="petite-misere", rank=4, target=0, name="Petite misère", misere=True, discard=True
)
GRANDE_INDEPENDANCE = Contract(
    id="grande-independance", rank=5, target=8, name="Grande indépendance"
)
GRANDE_MISERE = Contract(id="grande-misere", rank=6, target=0, name="Grande misère", misere=True)
MISERE_QUATRE_AS = Contract(
    id="misere-quatre-as", rank=7, target=0, name="Misère des quatre as", misere=True
)
NEUF = Contract(id="neuf", rank=8, target=9, name="Neuf")
NEUF_PETITE = Contract(
    id="neuf-petite", rank=9, target=9, name="Neuf en petite", trump_class=SuitClass.SECOND
)
NEUF_BELLE = Contract(
    id="neuf-belle", rank=10, target=9, name="Neuf en belle", trump_class=SuitClass.FIRST
)
PETITE_MISERE_SUR_TABLE = Contract(
    id="petite-misere-sur-table",
    rank=11,
    target=0,
    name="Petite misère sur table",
    misere=True,
    discard=True,
    exposed_before_play=True,
)
GRANDE_MISERE_SUR_TABLE = Contract(
    id="grande-misere-sur-table",
    rank=12,
    target=0,
    name="Grande misère sur table",
    misere=True,
    exposed_before_play=True,
)
NANTES_LADDER = Ladder(
    (
        DEMANDE,
        DEMANDE_BELLE,
        PETITE_INDEPENDANCE,
        PETITE_MISERE,
        GRANDE_INDEPENDANCE,
        GRANDE_MISERE,
        MISERE_QUATRE_AS,
        NEUF,
        NEUF_PETITE,
        NEUF_BELLE,
        PETITE_MISERE_SUR_TABLE,
        GRANDE_MISERE_SUR_TABLE,
    )
)
SUPPORTED_TARGET = 8
"""NT-B4: a supported demande needs eight tricks together (the supporter's share: 3)."""

SOLO_SUITED = frozenset({"petite-independance", "grande-independance", "neuf"})
"""NT-C1: solo trick bids that name a suit, ordered by NT-S2 within their rank."""

FACTOR = {Suit.SPADES: 1, Suit.CLUBS: 2, Suit.DIAMONDS: 3, Suit.HEARTS: 4}
"""NT-P: Foster's columns; every entry is the ♠ value times the factor."""

SUIT_ORDER = {Suit.SPADES: 0, Suit.CLUBS: 1, Suit.DIAMONDS: 2, Suit.HEARTS: 3}
"""NT-S2: ♥ > ♦ > ♣ > ♠ between equal solo bids."""

BASE = {
    "demande": 4,
    "demande-belle": 4,
    "petite-independance": 6,
    "grande-independance": 8,
    "neuf": 12,
    "neuf-petite": 12,
    "neuf-belle": 12,
    "petite-misere": 16,
    "grande-misere": 32,
    "misere-quatre-as": 32,
    "petite-misere-sur-table": 64,
    "grande-misere-sur-table": 128,
}
"""NT-P, ♠ column: made (the base of a trick contract) and lost (NT-P7). Neuf (NT-P2) and the
grand misère sur table (NT-P3) are decisions: Foster has no row for them."""

EXTRA = {"demande": 1, "petite-independance": 2, "grande-independance": 4, "neuf": 4}
"""NT-P: each extra trick, ♠ column (the neufs as the Eight row, NT-P2)."""

HONOURS = {"demande": (3, 4), "petite-independance": (4, 6), "grande-independance": (6, 8)}
"""NT-P6's hA, hB, hC for three / four honours (the neufs as the Eight row)."""

SLAM_ALONE, SLAM_PARTNERS = 100, 50
"""NT-P4: slam seul and slam à deux, ♠ column."""
FORCED_SLAM_PETITE, FORCED_SLAM_BELLE = 24, 48
"""NT-P4: a lone demander's 8 to 12 tricks, whatever the suit."""


def row(contract_id: str) -> str:
    """The payment row a contract reads (the two demandes and the three neufs share one)."""
    if contract_id.startswith("demande"):
        return "demande"
    if contract_id.startswith("neuf"):
        return "grande-independance"
    return contract_id
