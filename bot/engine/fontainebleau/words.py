"""The words of Boston de Fontainebleau and Russian Boston: the names of the fifteen
announcements (levées, piccolissimo, misère, spread, chelem; the slam offered as "Chelem (13
levées)", called "Chelem" once made), the suits by name (no card is turned, FB-B4), eldest,
the whister, the pool, Misère Partout and chicane, in English and Swedish."""

from __future__ import annotations

from collections.abc import Mapping

from bot.engine.cards import Suit
from bot.engine.contracts import SuitClass
from bot.engine.words import Lang, Vocabulary, same

_CONTRACTS: dict[str, dict[Lang, str]] = {
    **{str(n): {"en": f"{n} levées", "sv": f"{n} levées"} for n in range(5, 13)},
    # Names, capitalised in both languages as Piccolissimo and Chelem are.
    "little-misere": {"en": "Little Misère", "sv": "Lilla misère"},
    "piccolissimo": same("Piccolissimo"),
    "grand-misere": {"en": "Grand Misère", "sv": "Stora misère"},
    "little-spread": {"en": "Little Spread", "sv": "Lilla misère på bordet"},
    "grand-spread": {"en": "Grand Spread", "sv": "Stora misère på bordet"},
    "13": same("Chelem"),
    "spread-slam": {"en": "Chelem on the Table", "sv": "Chelem på bordet"},
}

_CHOICES: dict[str, dict[Lang, str]] = {
    # Where the slam is chosen, beside "12 levées", it says what it is; once made it is
    # "Chelem ♠" in every line (the auction, the contract, the results), as American Boston's
    # "I go Boston (5 tricks)" is "I go Boston" once bid (AM-B1).
    "13": same("Chelem (13 levées)"),
}

_SUITS: dict[Suit, dict[Lang, str]] = {
    Suit.SPADES: {"en": "spades", "sv": "spader"},
    Suit.HEARTS: {"en": "hearts", "sv": "hjärter"},
    Suit.DIAMONDS: {"en": "diamonds", "sv": "ruter"},
    Suit.CLUBS: {"en": "clubs", "sv": "klöver"},
}

_TERMS: dict[str, dict[Lang, str]] = {
    "declarer": {"en": "declarer", "sv": "spelförare"},
    "forhand": {"en": "eldest", "sv": "förhand"},
    "whister": {"en": "whister", "sv": "whistare"},
    "pool": {"en": "pool", "sv": "pott"},
    "deposit": {"en": "deposit", "sv": "insats"},
    # Swedish: the club's word for a contract lost, in every variant ("bet med 2").
    "lost": {"en": "lost", "sv": "bet"},
    "partout": same("Misère Partout"),
    "all_pass": {"en": "everyone passed (Misère Partout)", "sv": "alla passade (Misère Partout)"},
    "levee": same("levée"),
    # The side against the declarer, as the payment lines name it ("each adversary pays",
    # Foster's word; Swedish: the club's *försvarare*, in every variant).
    "defenders": {"en": "adversaries", "sv": "försvararna"},
    # FB-A2, FB-A3, as the table shows it while it is played. Swedish "sang", the club's word
    # for no trumps (the glossary's, and Dawson's in its own partout line).
    "partout_play": {
        "en": "Misère Partout · no trumps · the fewest tricks take the pool",
        "sv": "Misère Partout · sang · minst stick tar potten",
    },
    # The table settings' choices, as the settings reply and a lobby show them (FB-S1, FB-B4).
    "slam_table.standard": {"en": "Foster's Table No. 1", "sv": "Fosters tabell nr 1"},
    # The choice's typed name follows it, "(`american`)": not said twice.
    "slam_table.american": {"en": "Foster's Table No. 2", "sv": "Fosters tabell nr 2"},
    "suit_order.DHCS": {"en": "♦ ♥ ♣ ♠, diamonds best", "sv": "♦ ♥ ♣ ♠, ruter bäst"},
    "suit_order.HDCS": {"en": "♥ ♦ ♣ ♠, the French order", "sv": "♥ ♦ ♣ ♠, fransk ordning"},
    # FB-G2, FB-G3: said with the last deal's head, before anyone bids (bot.engine.deal_notes);
    # FB-G2's only where a contract may be lost (not in a Misère Partout).
    "last_deal_lost": {
        "en": "if lost, the adversaries share the pool",
        "sv": "går det bet delar försvararna potten",
    },
    "last_deal_rest": {"en": "any rest goes to all four", "sv": "resten delas av alla fyra"},
}

_CLASSES: Mapping[SuitClass, Mapping[Lang, str]] = {
    SuitClass.FIRST: {"en": "best suit", "sv": "bästa färg"},
    SuitClass.SECOND: {"en": "second suit", "sv": "andra färg"},
    SuitClass.PLAIN: {"en": "plain suit", "sv": "vanlig färg"},
}
"""Never shown in play (no card is turned); kept for the vocabulary's shape."""


# What each announcement commits its bidder to, where it is offered for bidding (FB-C1 to
# FB-C4), in the glossary's words. The whister is left out: which levées may have one is a
# table's setting in Russian Boston (RU-F).
# The spreads end alike in Swedish, "före utspelet" (the opening lead): the glossary's "före
# första utspelet" would take the little spread past a select description's 100 characters.
def _levees(n: int) -> dict[Lang, str]:
    if n == 13:
        return {
            "en": "All 13 tricks, trumps named in the bid",
            "sv": "Alla 13 stick, trumf nämnd i budet",
        }
    return {
        "en": f"At least {n} tricks, trumps named in the bid",
        "sv": f"Minst {n} stick, trumf nämnd i budet",
    }


_DESCRIPTIONS: dict[str, dict[Lang, str]] = {
    **{str(n): _levees(n) for n in range(5, 14)},
    "little-misere": {
        "en": "No trick in 12, no trumps, after all four discard a card",
        "sv": "Inget stick av 12, utan trumf, sedan alla fyra lagt bort ett kort",
    },
    "piccolissimo": {
        "en": "Exactly one trick in 12, no trumps, after all four discard a card",
        "sv": "Exakt ett stick av 12, utan trumf, sedan alla fyra lagt bort ett kort",
    },
    "grand-misere": {
        "en": "No trick in all 13, no trumps",
        "sv": "Inget stick av alla 13, utan trumf",
    },
    "little-spread": {
        "en": (
            "No trick in 12, no trumps, after all four "
            "discard; your hand face up before the first lead"
        ),
        "sv": (
            "Inget stick av 12, utan trumf, sedan alla fyra "
            "lagt bort ett kort; din hand uppvänd före utspelet"
        ),
    },
    "grand-spread": {
        "en": "No trick in all 13, no trumps; your hand face up before the first lead",
        "sv": "Inget stick av alla 13, utan trumf; din hand uppvänd före utspelet",
    },
    "spread-slam": {
        "en": "All 13 tricks, trumps named in the bid; your hand face up before the first lead",
        "sv": "Alla 13 stick, trumf nämnd i budet; din hand uppvänd före utspelet",
    },
}

FONTAINEBLEAU_WORDS = Vocabulary(
    name={"en": "Boston de Fontainebleau", "sv": "Boston de Fontainebleau"},
    levels={},
    classes=_CLASSES,
    contracts=_CONTRACTS,
    choices=_CHOICES,
    suits=_SUITS,
    terms=_TERMS,
    descriptions=_DESCRIPTIONS,
)

RUSSIAN_WORDS = Vocabulary(
    name={"en": "Russian Boston", "sv": "rysk boston"},
    levels={},
    classes=_CLASSES,
    contracts=_CONTRACTS,
    choices=_CHOICES,
    suits=_SUITS,
    terms={**_TERMS, "chicane": same("chicane")},
    descriptions=_DESCRIPTIONS,
)
