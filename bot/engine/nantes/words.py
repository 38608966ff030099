"""Boston de Nantes' words: its twelve announcements keep their French names in every language
(as Foster prints them), belle and petite for the two preferred suits, the carte de boston,
eldest, the supporter's *je soutiens*, the pool and the doubles, in English and Swedish."""

from __future__ import annotations

from bot.engine.cards import Suit
from bot.engine.contracts import SuitClass
from bot.engine.words import Lang, Vocabulary, same

# What each announcement commits its bidder to, where it is offered for bidding (NT-B2,
# NT-B4, NT-C1 to NT-C6, NT-K1), in the glossary's words.
# NT-C1, NT-K1: a solo trick bid names its suit; its winner may then declare a contract and
# trump ranking at least as high (NT-X20), never a lower suit.
_SOLO_TRUMPS = {
    "en": "in the suit bid; once it is won, you may declare a higher suit or contract",
    "sv": "i budets färg; vinner du budgivningen får du meddela högre färg eller kontrakt",
}
_DESCRIPTIONS: dict[str, dict[Lang, str]] = {
    "demande": {
        "en": (
            "Five tricks alone or eight with a supporter; "
            "trumps belle or petite, by a card laid face down"
        ),
        "sv": (
            "Fem stick ensam eller åtta med en som stöder; "
            "trumf i belle eller petite, vald med ett dolt kort"
        ),
    },
    "demande-belle": {
        "en": "Five tricks alone or eight with a supporter; trumps in belle, named openly",
        "sv": "Fem stick ensam eller åtta med en som stöder; trumf i belle, nämnd öppet",
    },
    "petite-independance": {
        "en": f"Six tricks alone {_SOLO_TRUMPS['en']}",
        "sv": f"Sex stick ensam {_SOLO_TRUMPS['sv']}",
    },
    "grande-independance": {
        "en": f"Eight tricks alone {_SOLO_TRUMPS['en']}",
        "sv": f"Åtta stick ensam {_SOLO_TRUMPS['sv']}",
    },
    "neuf": {  # NT-C2: any suit, belle and petite included; NT-K1: a higher suit declared
        "en": "Nine tricks alone in the suit bid, any suit; once it is won, you may declare a "
        "higher suit",
        "sv": "Nio stick ensam i budets färg, vilken som helst; vinner du budgivningen får du "
        "meddela högre färg",
    },
    "neuf-petite": {
        "en": "Nine tricks alone, trumps in petite",
        "sv": "Nio stick ensam, trumf i petite",
    },
    "neuf-belle": {
        "en": "Nine tricks alone, trumps in belle",
        "sv": "Nio stick ensam, trumf i belle",
    },
    "petite-misere": {
        "en": "No trick in 12, no trumps, after all four discard a card",
        "sv": "Inget stick av 12, utan trumf, sedan alla fyra lagt bort ett kort",
    },
    "grande-misere": {
        "en": "No trick in all 13, no trumps",
        "sv": "Inget stick av alla 13, utan trumf",
    },
    "misere-quatre-as": {
        "en": (
            "A grande misère for the holder of the four "
            "aces, who may renounce in the first ten tricks"
        ),
        "sv": (
            "En grande misère för den med alla fyra ess, som "
            "får låta bli att bekänna i de tio första sticken"
        ),
    },
    # Both spreads end "före utspelet" (the opening lead), as every variant's spreads do:
    # "före första utspelet" would take the petite misère sur table past a select
    # description's 100 characters.
    "petite-misere-sur-table": {
        "en": (
            "No trick in 12, no trumps, after all four "
            "discard; your hand face up before the first lead"
        ),
        "sv": (
            "Inget stick av 12, utan trumf, sedan alla fyra "
            "lagt bort ett kort; din hand uppvänd före utspelet"
        ),
    },
    "grande-misere-sur-table": {
        "en": "No trick in all 13, no trumps; your hand face up before the first lead",
        "sv": "Inget stick av alla 13, utan trumf; din hand uppvänd före utspelet",
    },
}
# NT-K1: the contract chosen after the auction, its trumps named on its buttons: what the
# bidder was told of declaring later would say nothing to the declarer now choosing. The neuf is
# declared in the plain suits only (in belle or petite it is the neuf en belle or en petite,
# NT-C2), those two keep their bid's words (their trumps are fixed).
_DECLARED: dict[str, dict[Lang, str]] = {
    "petite-independance": {
        "en": "Six tricks alone, trumps in the suit you name",
        "sv": "Sex stick ensam, trumf i den färg du väljer",
    },
    "grande-independance": {
        "en": "Eight tricks alone, trumps in the suit you name",
        "sv": "Åtta stick ensam, trumf i den färg du väljer",
    },
    "neuf": {
        "en": "Nine tricks alone, trumps in the plain suit you name",
        "sv": "Nio stick ensam, trumf i den vanliga färg du väljer",
    },
}

NANTES_WORDS = Vocabulary(
    name={"en": "Boston de Nantes", "sv": "Boston de Nantes"},
    levels={},
    classes={
        # Said in brackets after a suit ("♥ (belle – bästa färg)"): no brackets of their own,
        # and no comma, since the deal's head lists the classes with commas ("belle – bästa
        # färg ♣, petite – andra färg ♠").
        # English glossed as Swedish is: a bare "belle ♥ · petite ♣" said nothing to a newcomer.
        SuitClass.FIRST: {"en": "belle – best suit", "sv": "belle – bästa färg"},
        SuitClass.SECOND: {"en": "petite – second suit", "sv": "petite – andra färg"},
        SuitClass.PLAIN: {"en": "plain suit", "sv": "vanlig färg"},
    },
    plurals={SuitClass.PLAIN: {"en": "plain suits", "sv": "vanliga färger"}},
    # A button naming its suit says the class's French word alone ("♦ (petite)"): the
    # deal's head explains it, and a phone cuts "♦ (petite – andra färg)".
    class_labels={
        SuitClass.FIRST: same("belle"),
        SuitClass.SECOND: same("petite"),
    },
    contracts={
        "demande": same("Demande"),
        "demande-belle": same("Demande en belle"),
        "petite-independance": same("Petite indépendance"),
        "petite-misere": same("Petite misère"),
        "grande-independance": same("Grande indépendance"),
        "grande-misere": same("Grande misère"),
        "misere-quatre-as": same("Misère des quatre as"),
        "neuf": same("Neuf"),
        "neuf-petite": same("Neuf en petite"),
        "neuf-belle": same("Neuf en belle"),
        "petite-misere-sur-table": same("Petite misère sur table"),
        "grande-misere-sur-table": same("Grande misère sur table"),
    },
    choices={
        # NT-C2: the plain neuf names any suit, belle included; "Neuf en belle" is another,
        # higher bid, so where the contract is chosen before its suit the plain one says it.
        # Once its suit is named it is "Neuf ♠". An overcalled demander, bound to his suit,
        # is not offered it: his nine tricks are the neuf en belle or en petite (NT-B5).
        "neuf": {"en": "Neuf in any suit", "sv": "Neuf i valfri färg"},
    },
    suits={
        Suit.SPADES: {"en": "spades", "sv": "spader"},
        Suit.HEARTS: {"en": "hearts", "sv": "hjärter"},
        Suit.CLUBS: {"en": "clubs", "sv": "klöver"},
        Suit.DIAMONDS: {"en": "diamonds", "sv": "ruter"},
    },
    terms={
        "declarer": {"en": "declarer", "sv": "spelförare"},
        "forhand": {"en": "eldest", "sv": "förhand"},
        "support": {"en": "Je soutiens (I support)", "sv": "Je soutiens (jag stöder)"},
        "supporter": {"en": "supporter", "sv": "stödjare"},
        # The side against the declarer, as the payment lines name it ("per adversary", Foster's
        # word; Swedish: the club's *försvarare*, in every variant).
        "defenders": {"en": "adversaries", "sv": "försvararna"},
        # Swedish: the club's word for a contract lost, in every variant ("bet med 2").
        "lost": {"en": "lost", "sv": "bet"},
        "pool": {"en": "pool", "sv": "pott"},
        "deposit": {"en": "deposit", "sv": "insats"},
        "laid-card": {"en": "laid card (face down)", "sv": "nedlagt kort (dolt)"},
        "carte-de-boston": same("carte de boston"),
        "top-trump": {
            "en": "the carte de boston, highest trump",
            "sv": "carte de boston, högsta trumfen",
        },
        # NT-G2: said with a double deal's head from its start ("Deal 40 · Boston de Nantes ·
        # double deal (stakes doubled)"), through the ledger's deal notes.
        "double": {"en": "double deal (stakes doubled)", "sv": "dubbel giv (dubbla insatser)"},
        "all_pass": {  # NT-G3: the headline and the ledger's line
            "en": "nobody bid, the deal is thrown in",
            "sv": "ingen bjöd, korten kastas in",
        },
        "game_end": {"en": "Sharing the pool", "sv": "Delning av potten"},  # NT-G4
        # NT-G4: said with the last deal's head, through the ledger's deal notes; whole on a
        # line of its own. "{pool}": the pool as it lies on the table (bot.engine.deal_notes).
        "share_after": {
            "en": "after this deal all four share the pool, now {pool}",
            "sv": "potten, nu {pool}, delas lika efter den här given",
        },
        # NT-P9: said after "share_after" (bot.engine.deal_notes.PoolChangeNotes), so "now 70"
        # is not read as what is shared: a made contract takes the pool (two partners halve it
        # between them), nothing left; a lost one doubles it before the share-out. Each a line
        # of its own on a phone (within 50 columns), naming the pool: a lone "den" read as the
        # deal ("dubbel giv", NT-G2).
        "made_takes": {
            "en": "a made contract takes the pool (partners halve it)",
            "sv": "går kontraktet hem tas potten (ett par delar den)",
        },
        "lost_doubles_first": {
            "en": "a lost contract doubles the pool first",
            "sv": "går kontraktet bet dubblas potten först",
        },
        # NT-G4 with play_out_pool: the last agreed deal may not be the game's last, so its
        # rules say when it is, each a line of its own on a phone (within 50 columns).
        "ends_if_no_pool": {
            "en": "the game ends after this deal if no pool is left",
            "sv": "spelet slutar efter den här given om potten är tom",
        },
        "else_plays_on": {
            "en": "else it plays on until a contract takes the pool",
            "sv": "annars fortsätter spelet tills potten tas hem",
        },
        # NT-G4: an extra deal past the agreed ones, said with its head ("{deals}": how many
        # were agreed; one and other, as the count reads).
        "past_agreed_one": {"en": "past the 1 agreed deal", "sv": "utöver den 1 avtalade given"},
        "past_agreed": {
            "en": "past the {deals} agreed deals",
            "sv": "utöver de {deals} avtalade givarna",
        },
        "playing_on": {
            "en": "playing on until a contract takes the pool",
            "sv": "spelet fortsätter tills ett kontrakt tar potten",
        },
        # The table settings' choices, as the settings reply and a lobby show them.
        "rotation.right": {"en": "to the right, as Foster", "sv": "åt höger, som Foster"},
        "rotation.left": {"en": "to the left", "sv": "åt vänster"},  # NT-D2
        "boston_jack.diamond": {"en": "always J♦", "sv": "alltid J♦"},  # NT-S4, rank then suit
        "boston_jack.foster": {"en": "J♥ when a diamond is turned", "sv": "J♥ när ruter vänds"},
    },
    descriptions=_DESCRIPTIONS,
    declared=_DECLARED,
)
