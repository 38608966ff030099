"""The guide's words in the terminal (:class:`Help`): the rules ``r`` shows, the glossary ``?``
shows, the table's documents, and the glossary's notes under a result; Markdown made plain
text for a terminal.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot import guide
from bot.engine.game import Game
from bot.engine.variants import get_variant
from bot.i18n import t, tn
from bot.table_rules import (
    played_otherwise,
    plays_otherwise,
    row_rules_text,
    row_variant_text,
    setting_value,
)
from bot.tables import TableChange
from bot.tables.options import engine_settings
from bot.tables.service import LiveTable
from bot.terminal.screen import Screen, capitalised
from bot.wrapping import display_width, fill

_ITALIC = re.compile(r"(?<![*\w])\*([^*\s][^*]*?)\*(?![*\w])")
"""A word in italics (``*decision*``), its stars dropped in the terminal."""
_HEADING = re.compile(r"^#+ ", re.MULTILINE)
"""A Markdown heading's marks (the line itself is kept)."""
_TABLE_ROW = re.compile(r"^- (?P<label>.+?): (?P<cells>.+ · .+)$")
"""A table's row as the guide lists it (:func:`bot.guide.tables_as_lists`): ``- 5: 0 -50 · 1
-41 · …``, its label and its cells, each a column's name and figure."""
_DEALS = "deals"
"""The setting of the agreed number of deals, every variant's (SV-F3: 0 for no limit)."""
_TOUR_LENGTH = "tour_length"
"""The setting of the betar a tour plays off (SV-P11), where the rules keep tours."""
RULE_TOPICS: tuple[guide.Topic, ...] = ("play", "contracts", "payments")
"""What ``r`` shows of the guide: how a deal goes, the contracts and how they are paid (the
glossary has its own key, ``?``)."""


class Help(Screen):
    """The guide's words for the table played: its rules, glossary, documents and terms."""

    def _show_rules(self, table: LiveTable) -> None:
        """The guide's account of the variant played, as ``/boston help`` gives it on Discord:
        how a deal goes, the contracts and how they are paid, with the terminal's parts where
        Discord's say what only Discord does (the card of prices set by ``--card``, not
        ``/boston new``); then the table's own documents (AM-S1's card of prices), whole. At a
        table playing a rule otherwise than the guide's default, its rules head the text."""
        variant = table.row.variant
        settings = engine_settings(table.row.settings)
        try:
            # The parts the table plays (SV-F3's simplified payment), and the others apart.
            split = [
                guide.played_apart(topic, self.lang, variant, settings, "terminal")
                for topic in RULE_TOPICS
            ]
        except guide.GuideMissing as exc:
            self.say_text(t(self.lang, "terminal.no_rules", reason=exc))
            return
        parts = [played for played, _ in split]
        rest = [apart for _, apart in split if apart]
        if plays_otherwise(variant, settings):
            # the guide tells the defaults ("the dealer pays the deposit (50)"): the table's
            # own rules first, and which of the two holds, as /boston help heads them.
            header = t(self.lang, "help.at_table", settings=row_rules_text(table.row, self.lang))
            parts.insert(0, header + " " + t(self.lang, "help.defaults_below"))
        for label, text in self._documents(table):
            name, _, rows = text.partition("\n")
            parts.append(t(self.lang, "terminal.document", label=label, name=name) + "\n" + rows)
        if rest:  # as /boston help gives them: under a line saying they are not played here
            parts += [t(self.lang, "help.not_played"), *rest]
        self._say_markdown("\n\n".join(parts))

    def _say_markdown(self, text: str) -> None:
        """A guide's text for a terminal: Markdown's marks are noise here (bold, code, and
        the stars of an italic word); long lines broken within the menu's width."""
        plain = _plain(text)
        lines = (
            _table_row(line, self.width) or fill(line, self.width, later="  ", phrases=self.phrases)
            for line in plain.splitlines()
        )
        self.say("\n".join(lines))

    def _show_glossary(self, table: LiveTable) -> None:
        """The glossary's words of the variant played, and those of every variant, as the
        table plays: its own numbers (an ål of 64, a tour of 12 betar), and not the words of
        rules it does not play (the protocol's at a table paying the simplified way, SV-F3;
        the whister where Dawson's table allows none, DW-P4), as the notes under a result."""
        settings = engine_settings(table.row.settings)
        try:
            glossary = guide.section("glossary", self.lang, frontend="terminal", settings=settings)
            text = guide.variant_glossary(glossary, table.row.variant, lang=self.lang)
        except guide.GuideMissing as exc:
            self.say_text(t(self.lang, "terminal.no_glossary", reason=exc))
            return
        self._say_markdown(text)

    def _documents(self, table: LiveTable) -> list[tuple[str, str]]:
        """The table's document settings (AM-S1's card of prices) as ``(label, text)``: the
        text as the lobby shows it on Discord, its name on the first line."""
        settings = engine_settings(table.row.settings)
        specs = get_variant(table.row.variant).settings_model.specs()
        return [
            (spec.label(self.lang), spec.text(settings.get(spec.name, spec.default), self.lang))
            for spec in specs
            if spec.kind == "document"
        ]

    def _say_table_rules(self, table: LiveTable) -> None:
        """Which game the table plays, under its first line (a new table's, a resumed one's):
        the variant's name in the engine's words and its payment, then each rule it plays
        otherwise than the variant's default ("Rules: Swedish Boston · simplified payment"),
        as its Discord lobby says them (:mod:`bot.table_rules`), without Markdown; each part
        whole on a line where it fits."""
        # The variant and its payment each a part ("Svensk boston · traditionell" /
        # "betalning (protokoll)" broke a phrase at 44 columns).
        named = row_variant_text(table.row, self.lang).split(" · ")
        length, said = self._length_parts(table)
        parts = [*named, *length, *self._rule_parts(table, said)]
        parts[0] = t(self.lang, "terminal.table_rules", rules=parts[0])
        self.say_parts([_plain(part) for part in parts])

    def _length_parts(self, table: LiveTable) -> tuple[list[str], frozenset[str]]:
        """How long the game is, as its settings say, for the rules' line ("12 deals", "a
        tour of 24 betar", "at most 20 deals" beside one: SV-P11, SV-F3), the default too:
        otherwise only the last deal's head said it ("the last of 12 deals"). With the
        settings it says, which the line then does not name again ("Deals to play: 20").
        Nothing for a game played until its players stop (SV-F3's 0 deals)."""
        row = table.row
        variant = get_variant(row.variant)
        settings = engine_settings(row.settings)
        played = variant.settings_model.in_effect(settings)
        deals = played.get("deals", 0)
        deals = deals if isinstance(deals, int) and not isinstance(deals, bool) else 0
        tour = variant.features(settings).tour_length
        parts: list[str] = []
        said: set[str] = set()
        if tour is not None and variant.words.has_term("betar"):
            betar = variant.words.term("betar", self.lang)
            parts.append(t(self.lang, "terminal.length_tour", n=tour, betar=betar))
            said.add(_TOUR_LENGTH)
        if deals > 0:
            key = "terminal.length_most" if parts else "terminal.length_deals"
            parts.append(tn(self.lang, key, deals))
            said.add(_DEALS)
        return parts, frozenset(said)

    def _rule_parts(self, table: LiveTable, said: frozenset[str]) -> list[str]:
        """Each rule the table plays otherwise than its variant's default, as
        :func:`~bot.table_rules.rule_parts` words them, but those of the game's length
        :meth:`_length_parts` said (``said``: their settings' names)."""
        row = table.row
        words = get_variant(row.variant).words
        return [
            t(self.lang, "lobby.rule", label=spec.label(self.lang), value=value)
            for spec, raw in played_otherwise(row.variant, engine_settings(row.settings))
            if not spec.titled and spec.name not in said
            for value in (setting_value(spec, raw, self.lang, words),)
        ]

    def _say_documents(self, table: LiveTable) -> None:
        """AM-S1: the card of prices the table plays with, by its name, as a new or resumed
        table starts (``r`` shows it whole); and that no source prices the game, where its
        payments are a reconstruction (WB-P, MA-P)."""
        for label, text in self._documents(table):
            name = _plain(text.partition("\n")[0])
            self.say_wrapped(t(self.lang, "terminal.document", label=label, name=name))
        words = get_variant(table.row.variant).words
        if words.has_term("reconstructed"):  # WB-P, MA-P: said once, as a Discord lobby says it
            what = capitalised(words.term("reconstructed", self.lang))
            self.say_wrapped(t(self.lang, "terminal.reconstructed", what=what))

    def _new_terms(self, change: TableChange, game: Game) -> tuple[str, ...]:
        """The glossary words a result (or the game's closing settlement) explains: those the
        game uses there for the first time, as Discord's result posts explain them
        (``DealEntry.new_terms``, kept with the game, so a resumed game knows them too); the
        words explained before are not named again, nor is where to read them: "pool
        (Nantes) — ? shows the glossary" after every deal, and the pool explained in full
        again under "Sharing the pool". Where the game does not know its words (restored
        from an older checkpoint), those this run has not explained yet."""
        settlement = change.settlement
        if settlement is None:
            return ()
        keys = tuple(dict.fromkeys(settlement.terms))
        entry = game.deals[change.deal_no - 1] if change.deal_no is not None else None
        if change.kind == "close":  # the game's words, all settled by now
            seen = game.terms_seen or ()
            keys = tuple(k for k in keys if k not in seen)
        elif entry is not None and entry.new_terms is not None:
            keys = tuple(k for k in keys if k in entry.new_terms)
        keys = tuple(k for k in keys if k not in self.terms_said)
        self.terms_said |= set(keys)
        return keys

    def _terms(self, keys: Iterable[str], table: LiveTable) -> str:
        """The glossary's short explanation of each term the payment lines used, as the table
        plays (its deposit, Foster's partners), as on Discord: each explained in full, one a
        line, where to read more on the last (:func:`~bot.guide.explain`'s ``one_per_line``):
        in one paragraph they read as a wall of text under the result."""
        settings = engine_settings(table.row.settings)
        try:
            hint = t(self.lang, "terminal.glossary_hint")
            return guide.explain(
                keys, self.lang, hint, markdown=False, settings=settings, one_per_line=True
            )
        except guide.GuideMissing:
            return ""


def _table_row(line: str, width: int) -> str | None:
    """A table's row from the guide (:data:`_TABLE_ROW`) within ``width`` columns, each cell
    ("4 -11", "second suit ♥ 20 / 40 / 60 / 80") whole on a line and a line broken after a
    cell's "·", the later lines led by two spaces: broken between words, "- 5: 0 -50 · 1 -41
    · 2 -31 · 3 -21 · 4" / "-11 · 5 12" read as the wrong figures. None for another line,
    or a row with a cell too wide for a line of its own (broken between words, as any)."""
    found = _TABLE_ROW.match(line)
    if found is None or display_width(line) <= width:
        return None
    later = "  "
    cells = found["cells"].split(" · ")
    units = [f"{cell} ·" for cell in cells[:-1]] + cells[-1:]
    row = f"- {found['label']}:"
    if display_width(row) > width:
        return None
    rows: list[str] = []
    for unit in units:
        if display_width(f"{row} {unit}") <= width:
            row = f"{row} {unit}"
        elif display_width(later + unit) <= width:
            rows.append(row)
            row = later + unit
        else:
            # A cell too wide for a line of its own ("andra färgen hjärter 100 / 120 / 140 /
            # 160"): its name on one line, its figures on the next, further in.
            split = _CELL_FIGURES.match(unit)
            if split is None:
                return None
            name, figures = later + split["name"], later + "  " + split["figures"]
            if display_width(name) > width or display_width(figures) > width:
                return None
            rows += [row, name]
            row = figures
    rows.append(row)
    return "\n".join(rows)


_CELL_FIGURES = re.compile(r"(?P<name>.*?[^\d\s]) (?P<figures>[-+−]?\d.*)$")
"""A table's cell as its column's name and its figures: ``andra färgen hjärter`` and
``100 / 120 / 140 / 160 ·``."""


def _plain(text: str) -> str:
    """Markdown for a terminal: without its marks (bold, code, the stars of an italic word,
    a heading's hashes)."""
    plain = _ITALIC.sub(r"\1", text.replace("**", "").replace("`", ""))
    return _HEADING.sub("", plain)
