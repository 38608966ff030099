"""Le Whisch Bostonien's words: its bids keep their French names in every language (as the
players of 1783 said them); the supporter's *je soutiens*; suits are simply suits."""

from __future__ import annotations

from bot.engine.cards import Suit
from bot.engine.contracts import SuitClass
from bot.engine.words import Lang, Vocabulary, reconstructed, same

# What each bid commits its bidder to, where it is offered for bidding (WB-C, WB-B4, WB-B6),
# in the glossary's words.
_DESCRIPTIONS: dict[str, dict[Lang, str]] = {
    "demande": {
        "en": "Five tricks alone in the turned suit, or eight together once supported",
        "sv": "Fem stick ensam i den vända färgen, eller åtta tillsammans med den som stöder",
    },
    "independance": {
        "en": "Eight tricks alone in the turned suit; outranks any demande",
        "sv": "Åtta stick ensam i den vända färgen; slår varje demande",
    },
}

WHISCH_WORDS = Vocabulary(
    name={"en": "Le Whisch Bostonien", "sv": "Le Whisch Bostonien"},
    levels={},
    classes={
        # "trumps", as American Boston's cut suit: the line saying it begins "Turned card:",
        # and "trumps (turned) ♦" said the card was turned twice.
        SuitClass.FIRST: {"en": "trumps", "sv": "trumf"},
        SuitClass.SECOND: {"en": "plain suit", "sv": "vanlig färg"},
        SuitClass.PLAIN: {"en": "plain suit", "sv": "vanlig färg"},
    },
    plurals={SuitClass.PLAIN: {"en": "plain suits", "sv": "vanliga färger"}},
    contracts={
        "demande": same("Demande"),
        "independance": same("Indépendance"),
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
        # The side against the declarer, as the payment lines name it ("each adversary pays",
        # Foster's word; Swedish: the club's *försvarare*, in every variant).
        "defenders": {"en": "adversaries", "sv": "försvararna"},
        # Swedish: the club's word for a contract lost, in every variant ("bet med 2").
        "lost": {"en": "lost", "sv": "bet"},
        "chelem": same("chelem"),
        "all_pass": {"en": "everyone passed, thrown in", "sv": "alla passade, korten kastas in"},
        # No source prices this game (WB-P): said once in its lobby, as Mariland's (MA-P),
        # not on every table message nor on every deal's payments.
        "reconstructed": reconstructed(
            "Le Whisch Bostonien",
            {
                "en": "Boston de Nantes, its nearest relative",
                "sv": "Boston de Nantes, dess närmaste släkting",
            },
        ),
    },
    names_trump_class=False,  # the cut fixes trumps: their class says nothing
    unnamed=frozenset({SuitClass.SECOND, SuitClass.PLAIN}),  # trumps and the rest (WB-D3)
    descriptions=_DESCRIPTIONS,
)
