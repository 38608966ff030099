"""Swedish Boston's words: the game keeps its Swedish names (spel, i färg, högsta färg, ål,
bet, i förhand) in every language; only the explanations around them are translated."""

from __future__ import annotations

from bot.engine.actions import Level
from bot.engine.contracts import SuitClass
from bot.engine.words import Lang, Vocabulary, same


# What each contract commits its bidder to, where it is offered for bidding (SV-C1: trumps
# named by the declarer within the bid's colour level, alone, whist allowed in 5 and 6 spel,
# SV-W2; SV-C2 to SV-C4: the misères), in the glossary's words.
def _spel(n: int) -> dict[Lang, str]:
    tricks = {"en": f"At least {n} tricks", "sv": f"Minst {n} stick"}
    if n == 13:
        tricks = {"en": "All 13 tricks", "sv": "Alla 13 stick"}
    if n in (5, 6):
        return {
            "en": f"{tricks['en']}; you name trumps within the colour level; another may say "
            "whist and join you",
            "sv": f"{tricks['sv']}; du väljer trumf inom färgnivån; en annan kan säga whist och "
            "spela med dig",
        }
    return {
        "en": f"{tricks['en']} alone; you name trumps within the colour level",
        "sv": f"{tricks['sv']} ensam; du väljer trumf inom färgnivån",
    }


_DESCRIPTIONS: dict[str, dict[Lang, str]] = {
    **{str(n): _spel(n) for n in range(5, 14)},
    "petite-misere": {
        "en": "No trick in 12, no trumps, after you discard one card face down",
        "sv": "Inget stick av 12, utan trumf, sedan du lagt bort ett kort dolt",
    },
    "grande-misere": {
        "en": "No trick in all 13, no trumps",
        "sv": "Inget stick av alla 13, utan trumf",
    },
    "petite-misere-ouverte": {
        "en": (
            "No trick in 12, no trumps, after your discard; "
            "your cards face up after the first trick"
        ),
        "sv": (
            "Inget stick av 12, utan trumf, sedan du lagt "
            "bort ett kort; dina kort uppvända efter första sticket"
        ),
    },
    "grande-misere-ouverte": {
        "en": "No trick in all 13, no trumps; your cards face up after the first trick",
        "sv": "Inget stick av alla 13, utan trumf; dina kort uppvända efter första sticket",
    },
}

SWEDISH_WORDS = Vocabulary(
    name={"en": "Swedish Boston", "sv": "svensk boston"},
    levels={Level.COLOUR: same(" i färg"), Level.FIRST: same(" i högsta färg")},
    # The levels as buttons under the chosen contract (SV-B2), the level first: a phone cuts
    # a longer label, and "5 spel (liten boston) i högsta färg" lost the level to the cut.
    level_choices={
        # The trump buttons name the class "simpel färg" in every language: one term.
        Level.PLAIN: same("Simpel färg"),
        Level.COLOUR: same("I färg"),
        Level.FIRST: same("I högsta färg"),
    },
    classes={
        SuitClass.FIRST: same("högsta färg"),
        SuitClass.SECOND: same("andra färg"),
        SuitClass.PLAIN: same("simpel färg"),
    },
    # The source's plural for the two suits together (SV-D3): "*simpla färger*".
    plurals={SuitClass.PLAIN: same("simpla färger")},
    # Swedish writes the French names in lower case, as the source does ("*petite misère*");
    # English keeps Foster's capitals.
    contracts={
        "petite-misere": {"en": "Petite misère", "sv": "petite misère"},
        "grande-misere": {"en": "Grande misère", "sv": "grande misère"},
        "petite-misere-ouverte": {"en": "Petite misère ouverte", "sv": "petite misère ouverte"},
        "grande-misere-ouverte": {"en": "Grande misère ouverte", "sv": "grande misère ouverte"},
    },
    terms={
        "takeover": same("i förhand"),
        "declarer": same("spelförare"),
        "forhand": same("förhand"),
        "al": same("ål"),
        "bet": same("bet"),
        # English reads "bet" as a wager (the glossary's *bet* is the debt): "lost by 6".
        "lost": {"en": "lost", "sv": "bet"},
        # The source's verb for a contract made: it *går hem* (as the payment's "hemgång").
        "made": {"en": "made", "sv": "gick hem"},
        "betar": same("betar"),
        "merge": {"en": "merge the two betar", "sv": "slå ihop de två betarna"},
        "betdelning": same("betdelning"),
        # SV-D3: turned from a second pack, so a player may hold the same card.
        "turned_card": {"en": "Turned from a second pack", "sv": "Vänt ur en andra kortlek"},
        # The source's word for the side against the declarer (its payment lines say it too).
        "defenders": {"en": "defenders", "sv": "försvararna"},
        "all_pass": {"en": "everyone passed (ompassning)", "sv": "alla passade (ompassning)"},
        # SV-B2: what the level buttons under a chosen contract choose (the bid prompt).
        "level_kind": {"en": "colour level", "sv": "färgnivå"},
        "payment.traditional": {
            "en": "traditional payment (protocol)",
            "sv": "traditionell betalning (protokoll)",
        },
        "payment.simplified": {"en": "simplified payment", "sv": "förenklad betalning"},
        # SV-P12's rounding remainder, as the lobby says the choice beside its id.
        "remainder.balance": {
            "en": "to the lowest or from the highest balance",
            "sv": "till lägst eller från högst saldo",
        },
        "remainder.lot": {
            "en": "drawn by the last turned card",
            "sv": "lottas med det senast vända kortet",
        },
        # SV-M2, SV-P12: said with the head of the last agreed deal, through the ledger's
        # deal notes; with ``remainder=lot`` its turned card is the one the lot is drawn by.
        "betdelning_after": {
            "en": "betdelning follows",
            "sv": "sedan följer betdelningen",
        },
        "lot_card": {
            "en": "its turned card draws the lot (♠ ♥ ♣ ♦: seats 1–4)",
            "sv": "dess vända kort drar lotten (♠ ♥ ♣ ♦: plats 1–4)",
        },
        # What conceding costs (SV-W4), said beside the choice: one penalty trick in either
        # payment (a bet and the base in the protocol, SV-P8/SV-S7; the value once, SV-F2).
        "concede": {
            "en": "Concede: lost by one trick without play (one penalty trick).",
            "sv": "Ge upp: kontraktet förloras med ett straffstick, utan spel.",
        },
    },
    descriptions=_DESCRIPTIONS,
)
