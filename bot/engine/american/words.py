"""American Boston's words: its name, its bids ("I go Boston", "I go 6" … "I go 13", the
first offered as "I go Boston (5 tricks)"), the cut trump suit, the partnership and the card
of prices, in English and Swedish."""

from __future__ import annotations

from bot.engine.contracts import SuitClass
from bot.engine.words import Lang, Vocabulary

_SV_NUMBERS = {
    6: "sex",
    7: "sju",
    8: "åtta",
    9: "nio",
    10: "tio",
    11: "elva",
    12: "tolv",
    13: "tretton",
}

# What each bid commits its bidder to, where it is offered for bidding (AM-B1, AM-T2: the
# bid is the side's; AM-D4: the cut suit is trumps, nobody names them).
_DESCRIPTIONS: dict[str, dict[Lang, str]] = {
    str(n): {
        "en": f"At least {n} tricks with your partner; the cut suit is trumps",
        "sv": f"Minst {n} stick med din partner; det lyfta kortets färg är trumf",
    }
    if n < 13
    else {
        "en": "All 13 tricks with your partner; the cut suit is trumps",
        "sv": "Alla 13 stick med din partner; det lyfta kortets färg är trumf",
    }
    for n in range(5, 14)
}

AMERICAN_WORDS = Vocabulary(
    name={"en": "American Boston", "sv": "amerikansk boston"},
    levels={},
    classes={
        SuitClass.FIRST: {"en": "trumps", "sv": "trumf"},
        SuitClass.SECOND: {"en": "plain suit", "sv": "vanlig färg"},
        SuitClass.PLAIN: {"en": "plain suit", "sv": "vanlig färg"},
    },
    plurals={SuitClass.PLAIN: {"en": "plain suits", "sv": "vanliga färger"}},
    contracts={
        # AM-B1: the bid of five tricks is called as it is said, "I go Boston", as "I go 6" is.
        "5": {"en": "I go Boston", "sv": "Jag går boston"},
        **{str(n): {"en": f"I go {n}", "sv": f"Jag går {_SV_NUMBERS[n]}"} for n in range(6, 14)},
    },
    choices={
        # AM-B1: "I go Boston" is five tricks, which its name does not say where a bid is
        # chosen; "I go 6" … "I go 13" say their number. Once bid it is "I go Boston".
        "5": {"en": "I go Boston (5 tricks)", "sv": "Jag går boston (5 stick)"},
    },
    terms={
        "declarer": {"en": "declarer", "sv": "spelförare"},
        "forhand": {"en": "eldest", "sv": "förhand"},
        "partner": {"en": "partner", "sv": "partner"},
        "side": {"en": "the declarer's side", "sv": "spelförarens sida"},
        # The other side, as the card of prices names it ("each opponent pays", AM-S5, AM-S6;
        # Swedish: the club's *försvarare*, in every variant).
        "defenders": {"en": "opponents", "sv": "försvararna"},
        "card": {"en": "card of prices", "sv": "prislista"},
        # Swedish: the club's word for a contract lost, in every variant ("bet med 2").
        "lost": {"en": "failed", "sv": "bet"},
        # AM-B5; a comma, not a colon: the deal's line says it after "dealer North:".
        "all_pass": {"en": "everyone passed, thrown in", "sv": "alla passade, korten kastas in"},
        # AM-D4: cut from a second pack, so a player may hold the same card; "turned card"
        # (the dealer's own, in most games) made that look like a mistake.
        "turned_card": {"en": "Cut from a second pack", "sv": "Lyft ur en andra kortlek"},
    },
    names_trump_class=False,  # the cut fixes trumps: their class says nothing
    unnamed=frozenset({SuitClass.SECOND, SuitClass.PLAIN}),  # trumps and the rest (AM-D4)
    # AM-B1: "I go Boston", "I go 6" … "I go 13" are what the bidder says.
    spoken=frozenset(str(n) for n in range(5, 14)),
    descriptions=_DESCRIPTIONS,
)
