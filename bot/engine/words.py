"""A rule system's own words in every supported language: its name, contract names, the words
of its colour levels and suit classes, and the names of its concepts (ål, bet, pool, Misère
Partout, *i förhand*, …).

Frontends never spell a rule word themselves: they ask the game's :class:`Vocabulary`. Sentence
frames around these words ("{who} bids {bid}") belong to the frontends' catalogues.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from bot.engine.actions import Level
from bot.engine.cards import Suit
from bot.engine.contracts import Contract, SuitClass
from bot.engine.contracts import suit_class as suit_class_of
from bot.engine.immutable import Immutable

Lang = Literal["en", "sv"]
LANGS: tuple[Lang, ...] = ("en", "sv")

Words = Mapping[Lang, str]
"""One word or phrase in each language."""

DESCRIPTION_LIMIT = 100
"""Characters of a contract's description (:attr:`Vocabulary.descriptions`): what a Discord
select option's description holds."""


_RECONSTRUCTED: Words = {
    "en": "no old rule book gives prices for {game}: the bot's prices are based on {model}",
    "sv": "ingen gammal regelbok anger priser för {game}: botens priser bygger på {model}",
}


def reconstructed(game: str, model: Words) -> dict[Lang, str]:
    """The ``reconstructed`` term of a variant whose payments no source gives (WB-P, MA-P):
    one wording for every such variant, naming the game its prices are based on (``model``),
    said once where a table is presented (its lobby, the terminal's start). Written for a
    player: "the project's reconstruction" asked which project, and a mark on every deal's
    payments ("Payments (reconstructed):") said it again and again."""
    return {lang: _RECONSTRUCTED[lang].format(game=game, model=model[lang]) for lang in LANGS}


def same(word: str) -> dict[Lang, str]:
    """A word that is the same in every language (a name, a Swedish term kept in English)."""
    return dict.fromkeys(LANGS, word)


@dataclass(frozen=True)
class Vocabulary(Immutable):
    """The words of one rule system. ``contracts`` maps a contract id to its name per language
    (falling back to :attr:`Contract.name`); ``levels`` give the suffix a colour level adds to
    a bid (``" i färg"``, ``" (I keep)"``); ``terms`` name the variant's concepts by key:

    - ``takeover``: what an equal bid taken over is called (Swedish *i förhand*), if any;
    - ``declarer``: the player who won the auction (spelförare, soloist);
    - ``first_suit``: the suit of the turned card (högsta färg, first preference);
    - ``level_kind``: what a choice among a contract's colour levels is called, where the
      variant has a word for it (Swedish Boston's *färgnivå*, SV-B2); see :meth:`level_kind`;
    - ``reconstructed``: no source prices the game, and what the bot's prices are based on
      (:func:`reconstructed`);
    - any others the variant's settlements or frontends need (``al``, ``bet``, ``pool``, …).

    ``names_trump_class``: a contract's trumps are named with their class (``♠ andra färg``);
    False where the class says nothing of the contract, the cut fixing trumps (AM-D4, WB-D3).

    ``unnamed``: classes the deal's suits are not listed by (:meth:`named_groups`): where
    trumps are turned or cut and the other suits are all alike (WB-D3, AM-D4), "plain suits
    ♠ ♥ ♦" only raised the question "plain as opposed to what?".

    ``spoken``: contracts whose name is itself what the bidder says ("I go 7", "Jag går sju",
    AM-B1): a button bidding one says the name alone, where another's says "Bid: …".

    ``plurals`` name a suit class of more than one suit, where listed together (``simpla färger
    ♥ ♦``, as the source says; :meth:`class_groups` with ``plural``); a class without one keeps
    its word.

    ``choices`` name a contract where it is offered before its suit is chosen (a list of
    contracts to bid), for a bid that must there read apart from another (NT-C2's "Neuf in
    any suit" beside "Neuf en belle"); once its suit is named it is called by its name
    ("Neuf ♠"). Choice words that only add what the contract is in brackets to its name
    ("Chelem (13 levées)", "I go Boston (5 tricks)") explain it wherever it is offered, a suit named
    or not, and never follow it once bid. See :meth:`contract_choice`.

    ``level_choices`` name a colour level as a choice on its own, where the contract is chosen
    already and a button offers its levels (``Plain``, ``I färg``, ``I högsta färg``); a level
    without one reads as its suffix (:meth:`level_choice`). ``class_labels`` name a suit class
    where a button names its suit, for classes whose word is too long for a phone's button
    (Nantes' Swedish "belle – bästa färg" is "belle" there); the others keep their word.
    """

    name: Words
    levels: Mapping[Level, Words]
    classes: Mapping[SuitClass, Words]
    contracts: Mapping[str, Words] = field(default_factory=lambda: {})
    suits: Mapping[Suit, Words] = field(default_factory=lambda: {})
    """Suit names, for variants that turn no card (FB-B4's fixed suit ranks)."""
    terms: Mapping[str, Words] = field(default_factory=lambda: {})
    names_trump_class: bool = True
    choices: Mapping[str, Words] = field(default_factory=lambda: {})
    plurals: Mapping[SuitClass, Words] = field(default_factory=lambda: {})
    level_choices: Mapping[Level, Words] = field(default_factory=lambda: {})
    class_labels: Mapping[SuitClass, Words] = field(default_factory=lambda: {})
    unnamed: frozenset[SuitClass] = frozenset()
    spoken: frozenset[str] = frozenset()
    descriptions: Mapping[str, Words] = field(default_factory=lambda: {})
    """What each contract commits its bidder to, said where it is offered for bidding (a
    select option's description, :data:`DESCRIPTION_LIMIT` characters): the glossary's
    explanation or a shorter form of it ("Exactly one trick in 12, no trumps, after all four
    discard a card"). A newcomer could bid Little Spread not knowing his hand would lie face
    up."""
    declared: Mapping[str, Words] = field(default_factory=lambda: {})
    """What a contract commits its declarer to where it is chosen after the auction, with the
    trumps it is played in (NT-K1's declaration), where that reads otherwise than its bid's
    ``descriptions`` ("once it is won, you may declare a higher suit" is said to a bidder,
    not to the declarer choosing it); a contract without one keeps its bid's description.
    Within :data:`DESCRIPTION_LIMIT` characters, as those."""
    _groups: dict[tuple[tuple[SuitClass, ...], Lang, bool], list[tuple[str, tuple[Suit, ...]]]] = (
        field(default_factory=lambda: {}, init=False, repr=False, compare=False)
    )
    """:meth:`class_groups` as given before: a hand view and the table message ask on every
    drawing, and a deal has one set of classes (issue #17)."""

    def variant_name(self, lang: Lang) -> str:
        return _pick(self.name, lang)

    def contract(self, contract: Contract, lang: Lang) -> str:
        words = self.contracts.get(contract.id)
        return contract.name if words is None else _pick(words, lang)

    def contract_short(self, contract: Contract, lang: Lang) -> str:
        """A contract's name without its nickname in brackets (``5 spel (liten boston)`` →
        ``5 spel``), where a line repeats it long after the contract line named it in full
        (the auction once play is under way)."""
        name = self.contract(contract, lang)
        head, sep, _ = name.partition(" (")
        return head if sep and head else name

    def contract_choice(self, contract: Contract, lang: Lang) -> str:
        """A contract as offered for bidding before its suit is chosen: its ``choices`` words
        where the variant gives them, else its name."""
        words = self.choices.get(contract.id)
        return self.contract(contract, lang) if words is None else _pick(words, lang)

    def contract_description(
        self, contract: Contract, lang: Lang, *, declared: bool = False
    ) -> str | None:
        """What bidding ``contract`` commits to (its ``descriptions`` words, each written
        within :data:`DESCRIPTION_LIMIT` characters, which the tests hold them to: a cut here
        would end a rule mid-word); None where the variant gives none. ``declared``: what
        declaring it after the auction commits to (its ``declared`` words where the variant
        gives them, NT-K1), else its bid's."""
        words = self.declared.get(contract.id) if declared else None
        if words is None:
            words = self.descriptions.get(contract.id)
        return None if words is None else _pick(words, lang)

    def level(self, level: Level, lang: Lang) -> str:
        """The suffix a colour level adds to a bid; empty for a plain bid."""
        words = self.levels.get(level)
        return "" if words is None else _pick(words, lang)

    def level_choice(self, level: Level, lang: Lang) -> str:
        """A colour level offered on its own, the contract chosen already: its
        ``level_choices`` word, else its suffix without brackets and with a capital ("I
        keep"); empty for a plain level the variant does not name."""
        words = self.level_choices.get(level)
        if words is not None:
            return _pick(words, lang)
        word = self.level(level, lang).strip().removeprefix("(").removesuffix(")")
        return word[:1].upper() + word[1:]

    def level_kind(self, lang: Lang) -> str | None:
        """What choosing among a contract's levels is called ("colour level", *färgnivå*), or
        None where the variant names no such kind: its levels' own words (Dawson's "I keep",
        "I keep over you", DW-B2) then say what its buttons are for."""
        words = self.terms.get("level_kind")
        return None if words is None else _pick(words, lang)

    def bid(self, contract: Contract, level: Level, lang: Lang) -> str:
        return self.contract(contract, lang) + self.level(level, lang)

    def suit_class(self, suit_class: SuitClass, lang: Lang) -> str:
        return _pick(self.classes[suit_class], lang)

    def class_label(self, suit_class: SuitClass, lang: Lang) -> str:
        """A suit class as a button naming its suit says it: its ``class_labels`` word where
        the variant gives one, else its word."""
        words = self.class_labels.get(suit_class)
        return self.suit_class(suit_class, lang) if words is None else _pick(words, lang)

    def suit(
        self,
        suit: Suit,
        first: Suit | None,
        lang: Lang,
        classes: Sequence[SuitClass] | None = None,
    ) -> str:
        """How a suit reads in this deal: its class where a card was turned (``högsta
        färg``; from the view's ``suit_classes`` where given, as the variant ranks them),
        else the suit's name where the variant gives one, else nothing."""
        if classes is not None:
            return self.suit_class(classes[suit], lang)
        if first is not None:
            return self.suit_class(suit_class_of(suit, first), lang)
        words = self.suits.get(suit)
        return "" if words is None else _pick(words, lang)

    def class_groups(
        self, classes: Sequence[SuitClass], lang: Lang, *, plural: bool = False
    ) -> list[tuple[str, tuple[Suit, ...]]]:
        """The suits of a deal by class, highest class first, as ``(class word, suits)``:
        classes the variant calls by the same word are one group (American Boston's suits
        besides trumps are all plain); a group may hold no suit (MA-D2's first deal has no
        preference). ``classes`` is indexed by ``Suit`` (the view's ``suit_classes``).
        ``plural``: a group of more than one suit is named by its class's plural where the
        variant gives one (``simpla färger ♥ ♦``), as a line listing the suits reads."""
        key = (tuple(classes), lang, plural)
        known = self._groups.get(key)
        if known is None:
            known = self._groups[key] = self._class_groups(key[0], lang, plural)
        return list(known)

    def _class_groups(
        self, classes: Sequence[SuitClass], lang: Lang, plural: bool
    ) -> list[tuple[str, tuple[Suit, ...]]]:
        groups: dict[str, tuple[Suit, ...]] = {}
        plurals: dict[str, str] = {}
        for cls in SuitClass:
            word = self.suit_class(cls, lang)
            held = tuple(s for s in Suit if classes[s] is cls)
            groups[word] = groups.get(word, ()) + held
            if cls in self.plurals:
                plurals[word] = _pick(self.plurals[cls], lang)
        return [
            (plurals.get(word, word) if plural and len(suits) > 1 else word, tuple(sorted(suits)))
            for word, suits in groups.items()
        ]

    def named_groups(
        self, classes: Sequence[SuitClass], lang: Lang
    ) -> list[tuple[str, tuple[Suit, ...]]]:
        """The groups of :meth:`class_groups` (in the plural) that a line listing the deal's
        suits names: not those of the ``unnamed`` classes."""
        groups = self.class_groups(classes, lang, plural=True)
        if not self.unnamed:
            return groups
        # By word, as the groups are made: alike classes are one group (a plural or not).
        skip = {self.suit_class(c, lang) for c in self.unnamed}
        skip |= {_pick(self.plurals[c], lang) for c in self.unnamed if c in self.plurals}
        return [(word, suits) for word, suits in groups if word not in skip]

    def says_class(self, suit_class: SuitClass) -> bool:
        """Whether a suit of this class is called by it (not one of the ``unnamed``)."""
        return suit_class not in self.unnamed

    def is_spoken(self, contract: Contract) -> bool:
        """Whether the contract's name is what its bidder says (``spoken``, "I go 7")."""
        return contract.id in self.spoken

    def term(self, key: str, lang: Lang) -> str:
        """A named concept; the key itself where the variant has no such word."""
        words = self.terms.get(key)
        return key if words is None else _pick(words, lang)

    def has_term(self, key: str) -> bool:
        return key in self.terms


def _pick(words: Words, lang: Lang) -> str:
    return words.get(lang) or words.get("en") or next(iter(words.values()), "")
