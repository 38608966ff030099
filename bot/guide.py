"""The players' guide in ``docs/rules/``: the one source of every explanation a player reads.

The Markdown files there are written for the repository's readers; the parts a player is
shown elsewhere (``/boston help``, the terminal's ``?``) are marked in them with
``<!-- help:TOPIC -->`` … ``<!-- /help -->``. English files are ``docs/rules/NAME.md``, their
Swedish counterparts ``docs/rules/sv/NAME.md`` with the same marks. Nothing here copies text:
the docs are read as they are, so a change to a doc is a change to the help. Within a section,
``<!-- only:FRONTEND -->`` … ``<!-- /only -->`` marks what only one place can do (Discord's
commands and lobby buttons, the terminal's flags): the place showing the section says which
it is (:data:`Frontend`), and the others' parts are left out. A line
``<!-- section:VARIANT:TOPIC -->`` shows another guide's section in its place, read from
there (:data:`_SHOWN`), without its parts marked ``<!-- own -->`` … ``<!-- /own -->``
(:data:`_OWN`). ``<!-- if:NAME=VALUE -->`` … ``<!-- /if -->`` marks a part a table
plays only with that setting (:data:`_IF`), as a glossary entry's ``if:`` does.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

from bot.engine.variants import DEFAULT_VARIANT, VARIANTS, get_variant
from bot.i18n import Lang

RULES_DIR = Path(__file__).resolve().parents[1] / "docs" / "rules"
"""Read from the checkout the bot runs from (the project is installed editable)."""

Topic = Literal["play", "contracts", "payments", "glossary", "commands"]
TOPICS: tuple[Topic, ...] = ("play", "contracts", "payments", "glossary", "commands")
TOPIC_NAMED: dict[str, Topic] = {topic: topic for topic in TOPICS}
"""A topic from its name as a command option carries it."""

Frontend = Literal["discord", "terminal"]
"""Where a section is shown: Discord's ``/boston help``, or ``r`` and ``?`` in the terminal."""

_ONLY = re.compile(r"<!-- only:(?P<where>[\w-]+) -->(?P<text>.*?)<!-- /only -->", re.DOTALL)
"""A part of a section for one frontend only: "On Discord the host sets it with /boston new"
read in the terminal, where it cannot be done, and the terminal's ``--card`` was not said."""

_SHOWN = re.compile(r"^<!-- section:(?P<variant>\w+):(?P<topic>\w+) -->$", re.MULTILINE)
"""Another guide's section shown here, read from there (never copied), without its heading:
the terminal can neither open a file's path nor run ``/boston help``, so Russian Boston's
"the prices are Fontainebleau's" shows them there."""

_OWN = re.compile(r"<!-- own -->(?P<text>.*?)<!-- /own -->", re.DOTALL)
"""A part of a section said of its own variant only, left out where another guide shows the
section (:data:`_SHOWN`): Fontainebleau's "a table setting gives the French order" read in
Russian Boston's guide, whose suit order is fixed (RU-1)."""

_IF = re.compile(
    r"<!-- (?P<ties>if:[\w!=-]+(?: if:[\w!=-]+)*) -->\n?(?P<text>.*?)<!-- /if -->\n?", re.DOTALL
)
"""A part of a section a table plays only where its settings meet the conditions, written as
a glossary entry's (``if:NAME=VALUE``, ``if:NAME!=VALUE``, :func:`_ties`): Swedish Boston's
protocol (``if:payment=traditional``) and its simplified payment (``if:payment=simplified``).
Without a table's settings every part is shown where it stands; with them, :func:`played_apart`
puts the parts it plays first, so a reader at a table paying the simplified way reads its
paragraph before several screens of a protocol the table does not keep (SV-F3), and
:func:`left_out` names the settings of the others, for a reader told the first alone (the
contracts asked about at no table, as the server's rules play them)."""

_FILE_OF: dict[Topic, str] = {"glossary": "glossary", "commands": "commands"}
"""Topics kept in one file for both rule systems; the others are in each variant's guide."""

_LINK = re.compile(r"\[([^\]]+)\]\([^)]+\)")

_TERM_MARK = re.compile(r"\s*<!-- (?:term:[\w-]+|table:)(?: [\w:!=-]+)* -->")
"""A glossary entry a payment line may use ends with ``<!-- term:KEY -->`` (the key a ledger
names in :attr:`Settlement.terms <bot.engine.scoring.Settlement.terms>`), followed by what
ties it to a table's settings (:class:`TermEntry`): ``NAME=DEFAULT`` where a number of its
explanation is the table's setting ``NAME`` (written as its default), ``if:NAME=VALUE`` where
the entry is the one a table with that setting plays (Foster's partners, RU-F), or the only
one a table plays at all (the ål, at a table keeping the protocol), ``if:NAME!=VALUE`` where
it is one a table plays unless the setting has that value (Dawson's reserve: not without a
pool cap, DW-P3), ``bare-if:NAME=VALUE`` (or ``!=``) where a table meeting that condition
names the word without the qualifier in brackets after it (Fontainebleau's words at a Russian
table, which plays chicane: "whister", not "whister (Fontainebleau)", RU-1). An entry no
payment line names is tied the same way by ``<!-- table: … -->`` (the tour's length, SV-P11)."""

_TIED = re.compile(
    r"^(?P<head>- .*? — )(?P<text>.*?)\s*"
    r"<!-- (?:term:(?P<key>[\w-]+)|table:)(?P<ties>(?: [\w:!=-]+)*) -->$"
)
"""A glossary entry's line with its ties to a table's settings (:data:`_TERM_MARK`)."""
_QUALIFIED = re.compile(r"^(?P<word>- \*\*[^*]+\*\*) \([^)]*\)")
"""An entry's word with the qualifier in brackets right after it (``- **pool** (Nantes)``)."""

_TERM = re.compile(
    r"^- \*\*(?P<word>[^*]+)\*\*(?:[^(—\n]*\((?P<gloss>[^)]*)\))?[^—\n]* — "
    r"(?P<text>[^\n]*?)\s*<!-- term:(?P<key>[\w-]+)(?P<ties>(?: [\w:!=-]+)*) -->$",
    re.MULTILINE,
)
_BLOCK_START = re.compile(r"(?:[-*+] |\d+[.)] |\||#|<!--|>)")
"""A line that begins a block of its own (a list item, a table row, a heading, a quote)."""
_HEADING_LINE = re.compile(r"^(?:\*\*[^*]+\*\*|#.*)$")
_TABLE_RULE = re.compile(r"^\|(?:\s*:?-+:?\s*\|)+$")
_RULE_IDS = re.compile(r"\s*\([A-Z]{2}-[^)]*\)")
"""Rule ids in brackets (``(SV-P9)``, ``(WB-B1, NT-B1)``), of any variant: left out of the
short explanation under a payment."""
_SENTENCE_END = re.compile(r"(?<=\.)\s")


class GuideMissing(LookupError):
    """A guide file or a marked section is not where the help expects it."""


def guide_file(name: str, lang: Lang) -> Path:
    return RULES_DIR / name if lang == "en" else RULES_DIR / lang / name


@cache
def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except OSError as exc:
        raise GuideMissing(f"{path}: {exc.strerror}") from None


def section(
    topic: Topic,
    lang: Lang,
    variant: str = DEFAULT_VARIANT,
    frontend: Frontend = "discord",
    settings: Settings | None = None,
) -> str:
    """The marked section ``topic`` of the guide in ``lang``, as Markdown without the marks
    and with links reduced to their text (they point at files a chat reader cannot open);
    of the parts for one frontend only, those of ``frontend``; another guide's section where
    a part shows it (:data:`_SHOWN`). With a table's ``settings``, its entries tied to them
    as that table plays (:func:`as_played`), and of the parts marked for some settings
    (:data:`_IF`) those it plays; without, every entry and part, with the defaults."""
    text = _marked(topic, lang, variant, frontend)
    if settings is None:
        return _finished(_IF.sub(lambda part: part["text"], text), lang, variant, frontend)
    return played_apart(topic, lang, variant, settings, frontend)[0]


def played_apart(
    topic: Topic,
    lang: Lang,
    variant: str,
    settings: Settings,
    frontend: Frontend = "discord",
) -> tuple[str, str]:
    """The section ``topic`` as a table with ``settings`` plays it (:func:`section`): the
    section without the parts marked for settings it does not have (:data:`_IF`), and those
    parts apart, in their order ("" where there are none), for a reader who wants the rest
    of the guide."""
    text = _marked(topic, lang, variant, frontend)
    kept = _IF.sub(lambda part: part["text"] if _plays(part, settings) else "", text)
    apart = "\n\n".join(
        part["text"].strip() for part in _IF.finditer(text) if not _plays(part, settings)
    )
    played = _finished(as_played(kept, settings), lang, variant, frontend)
    rest = _finished(as_played(apart, settings), lang, variant, frontend) if apart else ""
    return played, rest


def left_out(
    topic: Topic,
    lang: Lang,
    variant: str,
    settings: Settings,
    frontend: Frontend = "discord",
) -> tuple[tuple[str, str], ...]:
    """The conditions, (setting, value) as a glossary entry's (:class:`TermEntry`), of the
    parts of the section ``topic`` a table with ``settings`` does not play (:data:`_IF`),
    once each in their order: what :func:`played_apart`'s first text leaves out, for a reader
    told that text alone ("payment=simplified": SV-F3's list of values)."""
    text = _marked(topic, lang, variant, frontend)
    found = (
        condition
        for part in _IF.finditer(text)
        if not _plays(part, settings)
        for condition in _ties(part["ties"])[1]
    )
    return tuple(dict.fromkeys(found))


def _plays(part: re.Match[str], settings: Settings) -> bool:
    """Whether a table with ``settings`` plays a part marked ``if:…`` (:data:`_IF`)."""
    return _meets(_ties(part["ties"])[1], settings)


def _finished(text: str, lang: Lang, variant: str, frontend: Frontend) -> str:
    """A section's marked text as a reader is shown it: another guide's section where a
    part shows it, links reduced to their text, without marks, tables as lists and each
    paragraph on one line."""

    def shown(mark: re.Match[str]) -> str:
        other = TOPIC_NAMED.get(mark["topic"])
        if other is None or mark["variant"] not in VARIANTS:
            raise GuideMissing(f"{variant}: no guide's section {mark['variant']}:{mark['topic']}")
        text = _IF.sub(lambda part: part["text"], _marked(other, lang, mark["variant"], frontend))
        return re.sub(r"\A\s*#.*\n", "", _OWN.sub("", text)).strip()

    text = _OWN.sub(lambda part: part["text"], _SHOWN.sub(shown, text))
    text = re.sub(r"\n{3,}", "\n\n", re.sub(r"[ \t]+\n", "\n", text))  # where a part was
    text = _TERM_MARK.sub("", _LINK.sub(r"\1", text)).strip()
    return unwrapped(tables_as_lists(text))


def _marked(topic: Topic, lang: Lang, variant: str, frontend: Frontend) -> str:
    """The section ``topic`` as its guide marks it, of its parts for one frontend only those
    of ``frontend``."""
    name = _FILE_OF.get(topic, variant) + ".md"
    text = _read(guide_file(name, lang))
    found = re.search(rf"<!-- help:{topic} -->\n(.*?)<!-- /help -->", text, re.DOTALL)
    if found is None:
        raise GuideMissing(f"{guide_file(name, lang)}: no section marked help:{topic}")
    return _ONLY.sub(lambda part: part["text"] if part["where"] == frontend else "", found[1])


def tables_as_lists(text: str) -> str:
    """Each Markdown table as a list, one item a row (``- 7 levées: ♣ ♠ 50 · ♥ 60``): Discord
    draws no tables, so their pipes reached a phone as lines of 100 characters and more. The
    first header names what the rows are, in italics above them."""
    out: list[str] = []
    header: list[str] | None = None
    for line in text.split("\n"):
        if not line.startswith("|"):
            header = None
            out.append(line)
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if header is None:
            header = cells
            out.append(f"*{cells[0]}*")
        elif not _TABLE_RULE.match(line.strip()):
            named = [f"{h} {c}" for h, c in zip(header[1:], cells[1:], strict=False) if c]
            out.append(f"- {cells[0]}: {' · '.join(named)}")
    return "\n".join(out)


def unwrapped(text: str) -> str:
    """Each paragraph and list item on one line: the guides are wrapped at about 95 columns
    for their editors, and Discord keeps every line break, so a phone showed every sentence
    broken at that width."""
    out: list[str] = []
    for line in text.split("\n"):
        stripped = line.strip()
        last = out[-1].strip() if out else ""
        joins = (
            stripped
            and last
            and not _BLOCK_START.match(stripped)
            and not _HEADING_LINE.match(last)
            and not last.startswith("|")
        )
        if joins:
            out[-1] = f"{out[-1].rstrip()} {stripped}"
        else:
            out.append(line)
    return "\n".join(out)


def variant_glossary(glossary: str, variant: str, *, lang: Lang) -> str:
    """The blocks of the glossary (``**Heading**`` and its entries) whose heading names the
    variant (``**Boston de Fontainebleau and Russian Boston**``, ``**Boston de Fontainebleau
    och rysk boston**``), or no variant at all (``**Every game**``): the words of the game being
    played, not of every other. Names are matched whatever their case, as a heading
    capitalises them."""
    names = {key: get_variant(key).words.variant_name(lang).lower() for key in VARIANTS}
    own = names[variant]

    def heading(block: str) -> str:
        return block.partition("\n")[0].lower()

    kept = [
        block
        for block in glossary.split("\n\n")
        if own in heading(block) or not any(name in heading(block) for name in names.values())
    ]
    return "\n\n".join(kept)


Settings = Mapping[str, object]
"""A table's rule settings by name (``engine_settings`` of its row), as the variant's model
fills them in."""


@dataclass(frozen=True)
class TermEntry:
    """One glossary entry marked with a term key: the word (with its English meaning in the
    English glossary) and its first sentence without rule ids, the short explanation under a
    payment. ``values``: (setting, its default as the sentence writes it) for each number of
    the sentence that is a table setting; ``when``: (setting, value) that must all hold for a
    table to play this entry rather than the key's entry without conditions; a value written
    ``!VALUE`` must not hold (``if:NAME!=VALUE``), by a table that has the setting;
    ``bare``: conditions, written as ``when``'s, under which a table names the word as
    ``unqualified``, without the qualifier in brackets after it (``bare-if:``)."""

    word: str
    text: str
    values: tuple[tuple[str, str], ...] = ()
    when: tuple[tuple[str, str], ...] = ()
    bare: tuple[tuple[str, str], ...] = ()
    unqualified: str = ""

    def applies(self, settings: Settings) -> bool:
        return all(
            name in settings
            and (
                setting_text(settings[name]) != value[1:]
                if value.startswith("!")
                else setting_text(settings[name]) == value
            )
            for name, value in self.when
        )

    def filled(self, settings: Settings) -> str:
        """The explanation with each number that is a setting the table's own."""
        text = self.text
        for name, default in self.values:
            if name in settings:
                shown = setting_text(settings[name])
                text = re.sub(rf"(?<![\w.]){re.escape(default)}(?!\w)", shown, text, count=1)
        return text

    def is_bare(self, settings: Settings | None) -> bool:
        """Whether a table with ``settings`` names the word without its qualifier: Russian
        Boston's words are Fontainebleau's, "(Fontainebleau)" the glossary's way of telling
        them from Dawson's and Nantes'; at a Russian table it named another game (RU-1)."""
        return bool(self.bare) and settings is not None and _meets(self.bare, settings)

    def named(self, settings: Settings | None) -> str:
        """The word as a table with ``settings`` names it (:meth:`is_bare`)."""
        return (self.unqualified or self.word) if self.is_bare(settings) else self.word


def _meets(conditions: tuple[tuple[str, str], ...], settings: Settings) -> bool:
    """Whether ``settings`` meet every (setting, value) condition, as :class:`TermEntry`'s."""
    return TermEntry("", "", when=conditions).applies(settings)


def setting_text(value: object) -> str:
    """A setting's value as the glossary's marks write it: ``on``/``off``, a number, a name."""
    if isinstance(value, bool):
        return "on" if value else "off"
    return "none" if value is None else str(value)


def _ties(marks: str) -> tuple[tuple[tuple[str, str], ...], tuple[tuple[str, str], ...]]:
    """A mark's ties (:data:`_TERM_MARK`): its (setting, default) numbers and its (setting,
    value) conditions."""
    values: list[tuple[str, str]] = []
    when: list[tuple[str, str]] = []
    for tie in marks.split():
        if tie.startswith(_BARE):
            continue  # not a number nor the entry's condition: :func:`_bare`
        condition = tie.startswith("if:")
        name, _, value = tie.removeprefix("if:").partition("=")
        if condition and name.endswith("!"):  # if:NAME!=VALUE: the setting is anything else
            name, value = name[:-1], "!" + value
        (when if condition else values).append((name, value))
    return tuple(values), tuple(when)


_BARE = "bare-if:"
"""A tie naming where the entry's word is said without its qualifier (:data:`_TERM_MARK`)."""


def _bare(marks: str) -> tuple[tuple[str, str], ...]:
    """A mark's ``bare-if:`` conditions, written as :func:`_ties`' conditions."""
    ties = " ".join(tie.removeprefix("bare-") for tie in marks.split() if tie.startswith(_BARE))
    return _ties(ties)[1]


def as_played(text: str, settings: Settings) -> str:
    """The glossary's entries as a table with ``settings`` plays: an entry whose conditions
    the table does not meet is left out (the protocol's words at a table paying the
    simplified way, SV-F3; Dawson's whister where the table allows none, DW-P4), as is an
    entry a conditioned one of its key replaces there (RU-F's partners); each number that is
    a setting is the table's own ("a tour of 12 betar", not the default 24); a word the table
    names without its qualifier is shown so (:meth:`TermEntry.is_bare`), as under a result."""
    found: list[tuple[str, re.Match[str] | None, TermEntry | None]] = []
    for line in text.split("\n"):
        tied = _TIED.match(line)
        found.append((line, tied, None if tied is None else _entry(tied)))
    replaced = {
        tied["key"]
        for _, tied, entry in found
        if tied is not None and entry is not None and tied["key"] and entry.when
        if entry.applies(settings)
    }
    out: list[str] = []
    for line, tied, entry in found:
        if tied is None or entry is None:
            out.append(line)
            continue
        if not entry.applies(settings) or (not entry.when and tied["key"] in replaced):
            continue
        marks = line[tied.end("text") :]
        head = tied["head"]
        if entry.is_bare(settings):
            head = _QUALIFIED.sub(r"\g<word>", head)
        out.append(head + entry.filled(settings) + marks)
    return "\n".join(out)


def _entry(tied: re.Match[str]) -> TermEntry:
    values, when = _ties(tied["ties"])
    return TermEntry("", tied["text"], values, when, _bare(tied["ties"]))


@cache
def term_entries(lang: Lang) -> dict[str, tuple[TermEntry, ...]]:
    """The glossary entries marked with a term key, by key, in the glossary's order: the
    entry without conditions (where the key has one) and those a table's settings choose."""
    text = _read(guide_file("glossary.md", lang))
    out: dict[str, tuple[TermEntry, ...]] = {}
    for found in _TERM.finditer(text):
        definition = _SENTENCE_END.split(_RULE_IDS.sub("", found["text"]), maxsplit=1)[0]
        word = found["word"]
        if lang == "en" and found["gloss"] and found["gloss"] != word:
            # The English lines say "mark", "base": name the Swedish word and its meaning.
            word = f"{word} ({found['gloss']})"
        values, when = _ties(found["ties"])
        bare = _bare(found["ties"])
        entry = TermEntry(word, definition.rstrip("."), values, when, bare, found["word"])
        out[found["key"]] = (*out.get(found["key"], ()), entry)
    return out


@cache
def glossary_terms(lang: Lang) -> dict[str, tuple[str, str]]:
    """Each term key's entry without conditions (:func:`_plain_entry`): key → (the word, its
    short explanation), the defaults' numbers as written. The short explanation under a
    payment is this (with a table's settings, :func:`term_notes`), so the glossary stays the
    one source of every explanation."""
    out: dict[str, tuple[str, str]] = {}
    for key, entries in term_entries(lang).items():
        plain = _plain_entry(entries)
        out[key] = (plain.word, plain.text)
    return out


def _plain_entry(entries: tuple[TermEntry, ...]) -> TermEntry:
    """A key's entry without conditions; where every entry has some (the ål, played only
    with the protocol), the first: a table naming the key plays it."""
    return next((e for e in entries if not e.when), entries[0])


def term_notes(
    keys: Iterable[str], lang: Lang, settings: Settings | None = None
) -> list[tuple[str, str]]:
    """The (word, short explanation) of each glossary key, in order, once each; a key the
    glossary lacks is left out (a test keeps every key a ledger names in both glossaries).
    With a table's ``settings``, as that table plays: the entry its settings choose, and its
    numbers that are settings the table's own ("deposit 30", not the default 50), and its
    word as the table names it ("whister" at a Russian table, :meth:`TermEntry.named`);
    without, the defaults and the glossary's own words."""
    entries = term_entries(lang)
    notes: list[tuple[str, str]] = []
    for key in dict.fromkeys(keys):
        found = entries.get(key, ())
        chosen = [e for e in found if e.when and settings is not None and e.applies(settings)]
        entry = next(iter(chosen), None) or (_plain_entry(found) if found else None)
        if entry is not None:
            text = entry.text if settings is None else entry.filled(settings)
            notes.append((entry.named(settings), text))
    return notes


def pages(text: str, limit: int, *, headed: bool = False) -> list[str]:
    """``text`` cut into pages of at most ``limit`` characters, between paragraphs where it
    can, between lines otherwise (a paragraph longer than a page: a glossary's block, each
    entry a line, so no entry is cut), between words within a line longer than a page.
    ``headed``: a block cut so under a heading of its own line (``**Swedish Boston**``) has
    it again atop each later piece, where a page of entries without it would not say whose
    words they are."""
    pieces: list[str] = []
    for block in text.split("\n\n"):
        if len(block) <= limit:
            pieces.append(block)
        else:
            pieces += _headed_lines(block, limit) if headed else _lines(block, limit)
    return _gathered(pieces, "\n\n", limit)


def _gathered(pieces: Iterable[str], sep: str, limit: int) -> list[str]:
    """``pieces`` (each at most ``limit`` characters) joined by ``sep`` into as few parts of
    at most ``limit`` characters as their order allows."""
    out: list[str] = []
    current = ""
    for piece in pieces:
        joined = f"{current}{sep}{piece}" if current else piece
        if len(joined) <= limit:
            current = joined
        else:
            out.append(current)
            current = piece
    if current:
        out.append(current)
    return out


def _headed_lines(block: str, limit: int) -> list[str]:
    """A block longer than a page in pieces between its lines (:func:`_lines`), its heading
    line, where it has one, atop every piece."""
    head, _, body = block.partition("\n")
    if not _HEADING_LINE.match(head) or not body or len(head) > limit // 2:
        return _lines(block, limit)
    return [f"{head}\n{piece}" for piece in _lines(body, limit - len(head) - 1)]


def _lines(block: str, limit: int) -> list[str]:
    return _gathered(
        (line for whole in block.splitlines() for line in _words(whole, limit)), "\n", limit
    )


def _words(line: str, limit: int) -> list[str]:
    """A line in pieces of at most ``limit`` characters, cut between words where it can:
    before, the rest of a line longer than a page was dropped."""
    out: list[str] = []
    while len(line) > limit:
        cut = line.rfind(" ", 0, limit + 1)
        cut = cut if cut > 0 else limit
        out.append(line[:cut])
        line = line[cut:].lstrip(" ")
    return [*out, line]


def explain(
    keys: Iterable[str],
    lang: Lang,
    more: str,
    limit: int | None = None,
    markdown: bool = True,
    *,
    explained: bool | Collection[str] = True,
    settings: Settings | None = None,
    one_per_line: bool = False,
) -> str:
    """One line explaining each glossary term in ``keys`` in ``lang``, ending with ``more``
    (where to read the rest). Past ``limit`` characters the explanations are dropped from
    the last, leaving the words themselves, then only ``more``; empty without terms or room.
    Not ``explained``: the words and ``more`` only, as if the explanations had no room. A
    collection of keys: those explained (first), the others named after them. ``settings``:
    the table's, so no explanation contradicts its rules (:func:`term_notes`).
    ``one_per_line``: each explanation on a line of its own, the words only named and
    ``more`` on the last, all in Discord's small print (``-#``) where ``markdown`` (the
    terminal's lines have no mark): under a result post, five explanations joined in one
    line made a paragraph a phone showed as a screenful."""
    count = 0
    if not isinstance(explained, bool):
        chosen = set(explained)
        keys = sorted(dict.fromkeys(keys), key=lambda key: key not in chosen)  # stable
        count = sum(1 for key in keys if key in chosen and key in glossary_terms(lang))
    notes = term_notes(keys, lang, settings)
    if not notes:
        return ""
    bold = "**{}**" if markdown else "{}"
    words = [bold.format(word) for word, _ in notes]
    full = [f"{word}: {text}" for word, (_, text) in zip(words, notes, strict=True)]
    first = count if not isinstance(explained, bool) else len(full) if explained else 0
    small = "-# " if one_per_line and markdown else ""
    for kept in range(first, -1, -1):
        if one_per_line:
            named = " · ".join(words[kept:])
            last = f"{small}{named} — {more}" if named else small + more
            text = "\n".join([*(small + line for line in full[:kept]), last])
        else:
            text = " · ".join([*full[:kept], *words[kept:]]) + f" — {more}"
        if limit is None or len(text) <= limit:
            return text
    pointer = small + more
    return pointer if limit is None or len(pointer) <= limit else ""
