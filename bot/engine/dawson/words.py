"""Dawson's words: the English names of its bids (Boston, I keep, Misère Partout, spread), its
preference suits and its pool, in every language (Swedish gets a translation where one reads
naturally)."""

from __future__ import annotations

from bot.engine.actions import Level
from bot.engine.contracts import SuitClass
from bot.engine.words import Lang, Vocabulary, same


# What each contract commits its bidder to, where it is offered for bidding (DW-B5: the
# soloist names trumps, misères and spreads have none; DW-T1, DW-T2), in the glossary's words.
# The whister is a table's setting (DW-P4): not said here.
def _tricks(n: int) -> dict[Lang, str]:
    if n == 13:
        return {"en": "All 13 tricks; you name trumps", "sv": "Alla 13 stick; du väljer trumf"}
    return {
        "en": f"At least {n} tricks; you name trumps",
        "sv": f"Minst {n} stick; du väljer trumf",
    }


_DESCRIPTIONS: dict[str, dict[Lang, str]] = {
    **{str(n): _tricks(n) for n in range(5, 14)},
    "little-misere": {
        "en": "No trick in 12, no trumps, after you discard one card",
        "sv": "Inget stick av 12, utan trumf, sedan du lagt bort ett kort",
    },
    "grand-misere": {
        "en": "No trick in all 13, no trumps",
        "sv": "Inget stick av alla 13, utan trumf",
    },
    # Both spreads end "före utspelet" (the opening lead), as every variant's spreads do:
    # "före första utspelet" would not fit Fontainebleau's or Nantes' little spread in a
    # select description's 100 characters.
    "little-spread": {
        "en": (
            "No trick in 12, no trumps, after your discard; your hand face up before the first lead"
        ),
        "sv": (
            "Inget stick av 12, utan trumf, sedan du lagt "
            "bort ett kort; din hand uppvänd före utspelet"
        ),
    },
    "grand-spread": {
        "en": "No trick in all 13, no trumps; your hand face up before the first lead",
        "sv": "Inget stick av alla 13, utan trumf; din hand uppvänd före utspelet",
    },
}

DAWSON_WORDS = Vocabulary(
    name={"en": "Dawson's Boston", "sv": "Dawsons boston"},
    levels={Level.COLOUR: same(" (I keep)"), Level.FIRST: same(" (I keep over you)")},
    # DW-B2's levels as buttons under the chosen contract: "I keep", "I keep over you".
    level_choices={Level.PLAIN: {"en": "Plain", "sv": "Enkelt"}},
    classes={
        SuitClass.FIRST: {"en": "first preference", "sv": "första preferens"},
        SuitClass.SECOND: {"en": "second preference", "sv": "andra preferens"},
        SuitClass.PLAIN: {"en": "plain suit", "sv": "vanlig färg"},
    },
    plurals={SuitClass.PLAIN: {"en": "plain suits", "sv": "vanliga färger"}},
    terms={
        "declarer": {"en": "soloist", "sv": "solist"},
        "forhand": {"en": "eldest", "sv": "förhand"},
        "pool": {"en": "pool", "sv": "pott"},
        # Swedish: the club's word for a contract lost, in every variant ("bet med 2").
        "lost": {"en": "lost", "sv": "bet"},
        "reserve": {"en": "reserve", "sv": "reserv"},
        # The soloist's and whister's opponents, as the payment lines name them ("pays each
        # opponent", DW-P4; Swedish: the club's *försvarare*, in every variant).
        "defenders": {"en": "opponents", "sv": "försvararna"},
        # DW-P7: said with the last deal's head, through the ledger's deal notes; each a line
        # of its own on a phone (within 50 columns, as "If lost, …" is), whole without the
        # head above it. "{pool}": the pool as it lies on the table (bot.engine.deal_notes).
        "share_pool_after": {
            "en": "after this deal all four share the pool, now {pool}",
            "sv": "potten, nu {pool}, delas lika efter den här given",
        },
        # DW-P3: said after the share-out (bot.engine.deal_notes.PoolChangeNotes), so "now
        # 150" is not read as what is shared: a made Seven or higher (misères and spreads
        # included, said once) takes the whole pool, nothing left; a lost one pays twice the
        # pool in before it. Each a line of its own on a phone (within 50 columns); neither
        # said once a contract below Seven is known (it leaves the pool).
        "made_takes": {
            "en": "a made Seven+ (misère, spread too) takes the pool",
            "sv": "går Seven+ (även misère, spread) hem tas potten",
        },
        "lost_pays_in_first": {
            "en": "a lost Seven+ first pays in twice the pool",
            "sv": "går Seven+ bet betalas först två gånger potten in",
        },
        # DW-P4, said after both where the table allows a whister (Seven to Ten): the pool
        # taken, or twice it paid in, is halved by soloist and whister (the odd point the
        # soloist's, said in the result). A line of its own on a phone, within 50 columns.
        "whister_halves": {
            "en": "with a whister, the pair halve the pool or penalty",
            "sv": "med whistare delar paret på pott och inbetalning",
        },
        # DW-P3: a capped pool's reserve, shared with it; both amounts said, so the pool's
        # alone is not read for the whole ("{reserve}": the reserve as it lies on the table).
        "share_both_after": {
            "en": "after this deal all four share pool and reserve",
            "sv": "potten och reserven delas lika efter den här given",
        },
        "share_both_sums": {
            "en": "pool {pool} + reserve {reserve} = {total}",
            "sv": "pott {pool} + reserv {reserve} = {total}",
        },
        "ante": {"en": "ante", "sv": "insats"},
        # DW-D2: turned from a second pack, so a player may hold the same card; "turned card"
        # (the dealer's own, in most games) made that look like a mistake.
        "turned_card": {"en": "Turned from a second pack", "sv": "Vänt ur en andra kortlek"},
        "partout": same("Misère Partout"),
        "all_pass": {  # DW-B4
            "en": "everyone passed (Misère Partout)",
            "sv": "alla passade (Misère Partout)",
        },
        # DW-P5, as the table shows it while it is played. Swedish "sang", the club's word for
        # no trumps, as the contract line says it for a misère or spread (contract.no_trumps).
        "partout_play": {
            "en": "Misère Partout · no trumps · the most tricks pay the others",
            "sv": "Misère Partout · sang · flest stick betalar de andra",
        },
        # DW-B1, under the prompt of a passed player's turn: why most bids are gone.
        "passed_bids": {
            "en": "Having passed, you may now bid only a misère or a spread.",
            "sv": "Du har passat och får nu bara bjuda en misère eller spread.",
        },
        # DW-T2: a misère played with the hand face up, as its players call it (the trick
        # count's "target 0 (spread)"); Swedish as its rules say it (docs/rules/sv/dawson.md).
        "open_misere": same("spread"),
        "keep": same("I keep"),
        "keep_over": same("I keep over you"),
    },
    descriptions=_DESCRIPTIONS,
)
