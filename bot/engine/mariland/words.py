"""Mariland's words: its name, its bids by number of tricks, and its suit classes —
superpreference, preference and plain — in English and Swedish."""

from __future__ import annotations

from bot.engine.contracts import SuitClass
from bot.engine.mariland.ladder import MARILAND_LADDER
from bot.engine.words import Lang, Vocabulary, reconstructed

_SV = {
    4: "Fyra",
    5: "Fem",
    6: "Sex",
    7: "Sju",
    8: "Åtta",
    9: "Nio",
    10: "Tio",
    11: "Elva",
    12: "Tolv",
    13: "Tretton",
}

# What each bid commits its bidder to, where it is offered for bidding (MA-C1: a named suit,
# which is trumps; all bids solo).
_DESCRIPTIONS: dict[str, dict[Lang, str]] = {
    str(n): {
        "en": f"At least {n} tricks alone; the suit you bid is trumps",
        "sv": f"Minst {n} stick ensam; budets färg är trumf",
    }
    if n < 13
    else {
        "en": "All 13 tricks alone; the suit you bid is trumps",
        "sv": "Alla 13 stick ensam; budets färg är trumf",
    }
    for n in range(4, 14)
}

MARILAND_WORDS = Vocabulary(
    name={"en": "Mariland", "sv": "Mariland"},
    levels={},
    classes={
        SuitClass.FIRST: {"en": "superpreference", "sv": "superpreferens"},
        SuitClass.SECOND: {"en": "preference", "sv": "preferens"},
        SuitClass.PLAIN: {"en": "plain suit", "sv": "vanlig färg"},
    },
    plurals={SuitClass.PLAIN: {"en": "plain suits", "sv": "vanliga färger"}},
    contracts={c.id: {"en": c.name, "sv": _SV[c.target]} for c in MARILAND_LADDER},
    terms={
        "declarer": {"en": "declarer", "sv": "spelförare"},
        "forhand": {"en": "eldest", "sv": "förhand"},
        # Swedish: the club's word for a contract lost, in every variant ("bet med 2").
        "lost": {"en": "lost", "sv": "bet"},
        "superpreference": {"en": "superpreference", "sv": "superpreferens"},
        "preference": {"en": "preference", "sv": "preferens"},
        # The side against the declarer, as the payment lines name it ("each adversary pays",
        # Foster's word; Swedish: the club's *försvarare*, in every variant).
        "defenders": {"en": "adversaries", "sv": "försvararna"},
        "all_pass": {"en": "everyone passed, thrown in", "sv": "alla passade, korten kastas in"},
        # MA-P: no source prices this game; said as Le Whisch Bostonien's is (its prices are
        # in the shape of its successor's).
        "reconstructed": reconstructed(
            "Mariland",
            {
                "en": "Boston de Fontainebleau, its successor",
                # The Swedish name of the game everywhere else (its words, help and guide).
                "sv": "Boston de Fontainebleau, dess efterföljare",
            },
        ),
    },
    descriptions=_DESCRIPTIONS,
)
