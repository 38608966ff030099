"""The message catalogue: every string a player reads, in English and Swedish.

Keys name a message; ``en.py`` and ``sv.py`` hold the texts with ``str.format`` fields. On
Discord the language follows the user's locale (Swedish for ``sv-SE``), English otherwise,
and a server's public messages its own setting; on the command line (``play``, ``replay``,
``simulate``) it follows ``--lang`` or the locale variables (:func:`reader_lang`). Swedish
game terms (contract names, colour levels, suit classes, ål, bet, pool, …) are not here: each
rule system's vocabulary in the engine (``bot/engine/words.py``) spells them per language.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast, get_args

from bot.engine.errors import IllegalAction, Refusal
from bot.engine.seats import SEATS
from bot.engine.words import LANGS as LANGS
from bot.engine.words import Lang as Lang
from bot.i18n.en import MESSAGES as EN
from bot.i18n.sv import MESSAGES as SV
from bot.text_file import LONE_SURROGATE

if TYPE_CHECKING:
    from bot.engine.cards import CardError
    from bot.engine.record import RecordError
    from bot.engine.settings import SettingsError
    from bot.engine.variant import ScoredDealError
    from bot.engine.words import Vocabulary
    from bot.tables import NotSaved, Refused
    from bot.text_file import NotText
    from db.errors import DatabaseProblem

CATALOGUES: Mapping[Lang, Mapping[str, str]] = {"en": EN, "sv": SV}


def lang_of(locale: object) -> Lang:
    """The catalogue for a Discord locale (``discord.Locale`` or its string), English fallback."""
    value = getattr(locale, "value", locale)
    return "sv" if isinstance(value, str) and value.lower().startswith("sv") else "en"


def reader_lang(environ: Mapping[str, str]) -> Lang:
    """The reader's language from the locale variables, in POSIX order of precedence: the
    first one set decides; a language the program does not speak reads as English."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name)
        if value:
            code = value.split("_")[0].split(".")[0].lower()
            spoken: list[Lang] = [lang for lang in LANGS if lang == code]
            return spoken[0] if spoken else "en"
    return "en"


def t(lang: Lang, key: str, /, **fields: object) -> str:
    """The text of ``key`` in ``lang`` with ``fields`` filled in; English if ``lang`` lacks it."""
    template = CATALOGUES[lang].get(key)
    if template is None:
        template = EN[key]
    return template.format(**fields) if fields else template


def signed(amount: int) -> str:
    """A gain or a loss as a table shows it: ``+5``, ``-3``, and nothing won or lost as a bare
    ``0`` (a ``+0`` reads as a gain)."""
    return f"{amount:+d}" if amount else "0"


def side_tally(
    words: Vocabulary,
    lang: Lang,
    *,
    side: str,
    won: int,
    target: int | None,
    misere: str | None,
    defenders: int,
    each: Sequence[int] = (),
) -> str:
    """``East & South: 1+3=4 taken, target 8 · defenders: 3``, on Discord and in the terminal
    alike: ``each`` player's own tricks, where given, in the order ``side`` names them, summed
    to the side's count (a count after a name, "East 1 & South 3", read as part of it); the
    other side named in the variant's own word where it has one (Swedish Boston's
    *försvararna*, as its payment lines say), else in the reader's. ``misere``: where the
    contract is made by taking exactly ``target`` tricks (``Contract.misere``), what the
    engine calls it (:func:`bot.engine.describe.misere_word`: "misère", Dawson's "spread");
    none in a misère ("target 0 (spread)"), one in piccolissimo ("target exactly 1", FB-S2:
    lost with none or a second one; "target 1 (misère)" read as at least one)."""
    others = (
        words.term("defenders", lang) if words.has_term("defenders") else t(lang, "side.defenders")
    )
    counts = t(lang, "side.each", counts="+".join(map(str, each))) if each else ""
    fields = {"side": side, "won": won, "each": counts, "others": others}
    if misere is not None:
        key = "side.exact" if target else "side.misere"
        return t(lang, key, target=target or 0, word=misere, defenders=defenders, **fields)
    return t(lang, "side.tricks", target=target, defenders=defenders, **fields)


def computer_name(lang: Lang, level: str) -> Callable[[int], str]:
    """How a computer of ``level`` is named in ``lang`` at the seat it takes ("Computer 2
    (heuristic)", "Dator 2 (heuristisk)"): given when it sits down, and said anew when that
    language changes (:func:`computer_said_in`)."""
    return lambda seat: t(lang, "computer.name", seat=seat, level=t(lang, f"computer.{level}"))


def kept_for(keeper: str, lang: Lang) -> str | None:
    """The person's name in ``keeper``, the name ``lang`` gives the computer keeping their
    seat (``club.computer_name``: "Anna (computer)", "Anna (dator)"); None where ``keeper`` is
    no such name in ``lang``."""
    head, _, tail = CATALOGUES[lang]["club.computer_name"].partition("{name}")
    if len(keeper) > len(head) + len(tail) and keeper.startswith(head) and keeper.endswith(tail):
        return keeper[len(head) : len(keeper) - len(tail)]
    return None


def kept_in_any(keeper: str) -> str | None:
    """The person's name in ``keeper`` (:func:`kept_for`) in whichever of the bot's languages
    named the computer: a keeper is named in its server's language at the time, whichever that
    was. None for a name of its own."""
    for lang in LANGS:
        kept = kept_for(keeper, lang)
        if kept is not None:
            return kept
    return None


def computer_said_in(lang: Lang, name: str, level: str, seat: int) -> str | None:
    """A computer's ``name`` said in ``lang``, where the bot made it in another of its
    languages: a computer seated in the lobby (:func:`computer_name`: "Computer 2 (heuristic)"
    becomes "Dator 2 (heuristisk)") or one keeping a person's seat (``club.computer_name``:
    "East (computer)" becomes "East (dator)"). None where it is said in ``lang`` already, or is
    no name the bot made (one given otherwise is kept as it is). A name is given when its
    computer sits down, in the language of the messages it is read in, and follows a change
    of that language: the server's tables are drawn again at once, naming their computers
    anew (``TableService.name_computers``, stored with the seats)."""
    said = _named_said_in(lang, name, level, seat)
    return said if said is not None else _kept_said_in(lang, name)


def _named_said_in(lang: Lang, name: str, level: str, seat: int) -> str | None:
    """``name`` in ``lang`` where it is the name another language gives a computer of
    ``level`` at ``seat`` (:func:`computer_name`); else None."""
    for other in LANGS:
        if other != lang and name == computer_name(other, level)(seat):
            return computer_name(lang, level)(seat)
    return None


def _kept_said_in(lang: Lang, name: str) -> str | None:
    """``name`` in ``lang`` where it is the name another language gives a computer keeping a
    person's seat (:func:`kept_for`: "Anna (dator)"); else None. It names no level."""
    for other in LANGS:
        if other == lang:
            continue
        kept = kept_for(name, other)
        if kept is not None:
            return t(lang, "club.computer_name", name=kept)
    return None


ComputerLevel = Literal["random", "heuristic", "strong"]
"""A computer player's level, weakest first: the one list of them. The players
(``bot.players.make_player``), the lobby's buttons and the catalogues' names
(``computer.<level>``) take it from here, so that reading a name needs no player loaded
(``/boston import``'s child process). ``db.models.ComputerLevel`` spells it again (``db``
imports nothing of ``bot``): a test holds the two alike."""
COMPUTER_LEVELS: tuple[ComputerLevel, ...] = cast(
    tuple[ComputerLevel, ...], get_args(ComputerLevel)
)


def seat_said_in(lang: Lang, name: str, seat: int) -> str:
    """``name``, which a game record or a table's log gives ``seat`` (one name, no level
    beside it), said in ``lang`` where the bot made it for a computer in another of its
    languages (:func:`computer_said_in`, of whichever level: "Dator 3 (heuristisk)" read in
    English is "Computer 3 (heuristic)", "Anna (dator)" is "Anna (computer)"); any other name
    as it is. A record does not mark a computer's seat, and names it as the bot named it when
    it sat down, in its server's language then: a computer is a seat, not a person, so each
    reader reads it in their own language, as a live table's private views name it."""
    kept = _kept_said_in(lang, name)  # a keeper's name names no level: asked once
    if kept is not None:
        return kept
    for level in COMPUTER_LEVELS:
        said = _named_said_in(lang, name, level, seat)
        if said is not None:
            return said
    return name


_COMPUTER_NAMES: frozenset[str] = frozenset(
    computer_name(lang, level)(seat).casefold()
    for lang in LANGS
    for level in COMPUTER_LEVELS
    for seat in SEATS
)
"""Every name the bot gives a computer in the lobby, folded: each seat, level and language
(4 × 3 × 2, made once)."""

_KEPT_FORMS: tuple[tuple[str, str], ...] = tuple(
    (head.casefold(), tail.casefold())
    for head, _, tail in (
        CATALOGUES[lang]["club.computer_name"].partition("{name}") for lang in LANGS
    )
)
"""What each language puts around a person's name for the computer keeping their seat
(``club.computer_name``: "… (computer)", "… (dator)"), folded."""


def reads_as_computer(name: str) -> bool:
    """Whether ``name`` reads as a computer's name the bot makes, whatever its case and
    whichever seat it is at: a lobby computer's of any seat, level and language ("Dator 3
    (heuristisk)", "COMPUTER 2 (random)") or a seat keeper's ("Anna (DATOR)"). A record, a
    table's log and an earlier holder's name do not mark a computer's seat, so such a name, a
    person's too, is read in each reader's language as a computer's (:func:`seat_said_in`),
    and one of another seat's would pass for that seat's computer: a person may not go by
    one (``LiveTable.distinct_name``). Asked on each click of a seated person: a set lookup
    and a suffix test, nothing cached."""
    folded = name.casefold()
    if folded in _COMPUTER_NAMES:
        return True
    return any(
        len(folded) > len(head) + len(tail) and folded.startswith(head) and folded.endswith(tail)
        for head, tail in _KEPT_FORMS
    )


_Record = TypeVar("_Record")


def record_said_in(lang: Lang, record: _Record) -> _Record:
    """A game record (as read from its JSON) whose ``players`` and ``seat_changes`` names
    are said in ``lang`` (:func:`seat_said_in`: a computer's name the bot made in another
    language), for a reader of ``lang`` (``python -m bot replay``'s text, ``/boston
    import``'s answer). A copy: ``record`` is unchanged; anything not so shaped is left as it
    is, for the record's reader to refuse."""
    if not isinstance(record, dict):
        return record
    said = dict(cast(dict[str, Any], record))
    players = said.get("players")
    if isinstance(players, list):
        said["players"] = [
            seat_said_in(lang, name, seat) if isinstance(name, str) else name
            for seat, name in enumerate(cast(list[object], players), start=1)
        ]
    changes = said.get("seat_changes")
    if isinstance(changes, list):
        said["seat_changes"] = [
            _change_said_in(lang, change) for change in cast(list[object], changes)
        ]
    return cast(_Record, said)


def _change_said_in(lang: Lang, change: object) -> object:
    if not isinstance(change, dict):
        return change
    fields = cast(dict[str, object], change)
    seat, name = fields.get("seat"), fields.get("name")
    if isinstance(seat, int) and not isinstance(seat, bool) and isinstance(name, str):
        return {**fields, "name": seat_said_in(lang, name, seat)}
    return change


@functools.lru_cache(maxsize=512)  # a name per computer kept for a person: bounded
def said_in_any(name: str, level: str, seat: int) -> frozenset[str]:
    """A computer's ``name`` as every language of the bot says it (:func:`computer_said_in`),
    folded for comparison: a person who takes one of these names would pass as that
    computer to readers of that language. Cached: asked on each click of a seated person."""
    said = (computer_said_in(lang, name, level, seat) for lang in LANGS)
    return frozenset(each.casefold() for each in (name, *said) if each is not None)


def tn(lang: Lang, key: str, count: int, /, **fields: object) -> str:
    """``key`` for ``count`` things: ``key.one`` when it is 1, else ``key.other`` (English and
    Swedish both have these two forms); ``count`` is passed on as the field ``n``."""
    return t(lang, f"{key}.{'one' if count == 1 else 'other'}", n=count, **fields)


def refusal_reason(lang: Lang, exc: Refused | IllegalAction | NotSaved) -> str:
    """Why the table service or the rules refused, in ``lang``, by the stable code (never the
    English text): ``refused.<code>``, ``illegal.<code>`` (``illegal.<code>.<fields>`` where
    the rules named more, such as the suit to follow), or ``refused.not_saved``. A move of
    another stage of the deal is answered with the stage the deal is at and what comes next
    (``illegal.wrong_phase.<phase>``: "The auction is still on: …"), on Discord and in the
    terminal alike; a stage the catalogue does not know, with the general sentence."""
    # Here, not at the top: ``replay`` and ``simulate`` read the catalogue without loading
    # the table service.
    from bot.tables import Refused

    if isinstance(exc, Refused):
        return t(lang, f"refused.{exc.code}")
    if isinstance(exc, IllegalAction):
        if exc.code is Refusal.WRONG_PHASE:
            stage = f"illegal.wrong_phase.{exc.fields.get('phase')}"
            if stage in EN:
                return t(lang, stage)
        if exc.fields:
            return t(lang, f"illegal.{exc.code.value}.{'.'.join(sorted(exc.fields))}", **exc.fields)
        return t(lang, f"illegal.{exc.code.value}")
    return t(lang, "refused.not_saved")


def settings_reason(lang: Lang, error: SettingsError) -> str:
    """Why settings were refused, in ``lang``: the engine's ``code`` and ``fields`` in the
    catalogue (``settings.<code>``, then ``settings.or_none`` where none is allowed too); a
    reason the engine has in English only (no code: a document's content, a rule across
    settings) is its own words."""
    if not error.code:
        return str(error)
    fields = dict(error.fields)
    if error.code == "unknown_variant":
        # Each variant by its name in the reader's words, with the id that types it.
        from bot.engine.variants import get_variant, variant_names

        fields["known"] = ", ".join(
            f"{get_variant(v).words.variant_name(lang)} (`{v}`)" for v in variant_names()
        )
    reason = t(lang, f"settings.{error.code}", **fields)
    return reason + (t(lang, "settings.or_none") if error.optional else "")


SQLITE_PROBLEMS = {
    "file is not a database": "not_a_database",
    "database disk image is malformed": "malformed",
    "database is locked": "locked",
    "unable to open database file": "cannot_open",
    "attempt to write a readonly database": "read_only",
    "disk I/O error": "io",
    "database or disk is full": "full",
}
"""SQLite's commonest messages, by the catalogue's ``database.sqlite.<problem>`` that says each
in words: SQLite speaks English only."""


def database_reason(lang: Lang, problem: DatabaseProblem) -> str:
    """Why a database cannot be used, in ``lang``: the words that follow its file's name
    (``database.<code>``), with SQLite's or the server's own words where they said why
    (SQLite's commonest in ``lang``: :data:`SQLITE_PROBLEMS`)."""
    said = SQLITE_PROBLEMS.get(problem.detail)
    return t(
        lang,
        f"database.{problem.code}",
        detail=t(lang, f"database.sqlite.{said}") if said else problem.detail,
        found=problem.found,
        supported=problem.supported,
    )


def scored_reason(
    lang: Lang, error: ScoredDealError, names: Callable[[str], str] | None = None
) -> str:
    """Why a deal's result was refused, in ``lang``: the rules' ``code`` and ``fields`` in the
    catalogue (``scored.<code>``). ``names`` shows a field of the record (``trump_class``) as
    the asker typed it (``/boston score``'s ``trumps``); a reason the rules have in English
    only is their own words."""
    if not error.code:
        return str(error)
    fields = dict(error.fields)
    if names is not None:
        for key in ("name", "partner"):
            if key in fields:
                fields[key] = names(str(fields[key]))
    return t(lang, f"scored.{error.code}", **fields)


def card_reason(lang: Lang, error: CardError) -> str:
    """Why a card, a suit or the hands were refused, in ``lang``: the engine's ``code`` and
    ``fields`` in the catalogue (``card.<code>``); a reason without a code is its own words."""
    if not error.code:
        return str(error)
    return t(lang, f"card.{error.code}", **error.fields)


RECORD_NAME_CHARS = 32
"""Characters of a player's name that a record's refusal shows: the file may hold any."""


def record_reason(lang: Lang, exc: RecordError) -> str:
    """A record's problem in ``lang``, with its deal and action: how ``/boston import`` and
    ``python -m bot replay`` refuse a game record."""
    if exc.settings is not None:
        why = settings_reason(lang, exc.settings)
    elif exc.card is not None:
        why = card_reason(lang, exc.card)
    elif exc.scored is not None:
        why = scored_reason(lang, exc.scored)  # the record's own field names
    elif exc.code == "illegal":
        why = illegal_move_reason(lang, exc.fields)
    elif exc.code:
        why = t(lang, f"record.{exc.code}", **exc.fields)
    else:
        why = exc.reason
    if exc.deal is None:
        return why
    if exc.action is None:
        return t(lang, "record.in_deal", deal=exc.deal, why=why)
    return t(lang, "record.in_action", deal=exc.deal, action=exc.action, why=why)


_MOVE_FIELDS = frozenset({"illegal", "seat", "turn", "name", "turn_name"})


def _seat_text(lang: Lang, seat: object, name: object) -> str:
    """A seat as the record names it: "seat 3 (Cissi)", or "seat 3" where it has no name; a
    computer's name the bot made said in ``lang`` (:func:`seat_said_in`)."""
    if isinstance(name, str) and name:
        if isinstance(seat, int):
            name = seat_said_in(lang, name, seat)
        return t(lang, "record.seat_named", seat=seat, name=name[:RECORD_NAME_CHARS])
    return t(lang, "record.seat", seat=seat)


def illegal_move_reason(lang: Lang, fields: Mapping[str, str | int]) -> str:
    """A move the rules refused, said of the seat that made it (``record.illegal.<code>``):
    whoever reads the refusal played none of the record's moves, so not the live refusal's
    "you". A refusal with no seat (a scored deal's) is the rules' own words."""
    code = str(fields["illegal"])
    extra = sorted(key for key in fields if key not in _MOVE_FIELDS)
    named = {key: fields[key] for key in extra}
    key = ".".join([code, *extra])
    if "seat" not in fields or f"record.illegal.{key}" not in EN:
        return t(lang, f"illegal.{key}", **named)
    turn = fields.get("turn")
    return _capitalised(
        t(
            lang,
            f"record.illegal.{key}",
            who=_seat_text(lang, fields["seat"], fields.get("name")),
            turn=(
                _seat_text(lang, turn, fields.get("turn_name"))
                if turn is not None
                else t(lang, "record.nobody")
            ),
            **named,
        )
    )


def _capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


JSON_PROBLEMS = {
    "Expecting value": "value",
    "Expecting ',' delimiter": "comma",
    "Expecting ':' delimiter": "colon",
    "Expecting property name enclosed in double quotes": "name",
    "Unterminated string starting at": "string",
    "Invalid control character at": "control",
    "Invalid \\escape": "escape",
    "Invalid \\uXXXX escape": "escape",
    "Extra data": "extra",
    LONE_SURROGATE: "surrogate",
}
"""Python's JSON messages, by the catalogue's ``json.<problem>`` that says each in words."""


def json_reason(lang: Lang, exc: json.JSONDecodeError, key: str = "json.at") -> str:
    """Where a text stops being JSON (line and column, counted from 1) and why, in ``lang``:
    ``key`` (``json.at``: a file; ``document.bad_json``: a setting's text) filled with
    ``line``, ``column`` and ``why``."""
    problem = JSON_PROBLEMS.get(exc.msg)
    why = t(lang, f"json.{problem}") if problem else exc.msg
    return t(lang, key, line=exc.lineno, column=exc.colno, why=why)


def not_text_reason(lang: Lang, exc: NotText, key: str = "text.not_text") -> str:
    """A file that is not text (:func:`bot.text_file.decode_file`), in ``lang``: the encoding
    it was read in and the first byte that could not be, by line, column and place. ``key``:
    what to do then, as the frontend has the file given again (Discord's "attach it again";
    the command line's ``text.not_text_replay``, ``text.not_text_command``: "run … again")."""
    fields = {"line": exc.line, "column": exc.column, "offset": exc.offset, "byte": exc.byte}
    return t(lang, key, encoding=exc.encoding, **fields)
