"""A variant's table settings as one typed model: defaults, bounds, a description and a label in
every language per field, with the words for a value that means something of its own (0 deals:
no limit) and the hint a host reads where they type one. Everything else is derived from it —
record validation, the lobby and server-default forms, command-line flags and the stored server
defaults — so no other copy of a variant's settings schema exists.

A variant declares ``class MySettings(RuleSettings)`` with fields made by :func:`setting`;
:meth:`RuleSettings.check` validates raw JSON-like data with player-readable reasons, and
:meth:`RuleSettings.specs` describes each field for a frontend. A field has two forms: its
short label beside its value, as a line shows it (:meth:`SettingSpec.label` and
:meth:`SettingSpec.text`: "Deals to play: no limit"), and its prompt where a person types a value
(:meth:`SettingSpec.prompt`: "Deals to play (0: no limit)"), whose hint says what to type.
"""

from __future__ import annotations

import difflib
import re
import types
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, Union, cast, get_args, get_origin

import annotated_types
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from bot.engine.words import LANGS, Lang

Kind = Literal["bool", "int", "choice", "document"]

DocumentCheck = Callable[[object], object]
"""Checks a document setting's object value: returns it as the record keeps it, or raises
:class:`SettingsError` naming the position of the first bad entry."""
DocumentText = Callable[[object, Lang], str]
"""A document setting's value (a preset's name or an object) as text a player reads."""
Words = Mapping[str, str]
"""A text per language (``{"en": …, "sv": …}``)."""
NO_WORDS: Words = types.MappingProxyType({})
"""No words: a field without a hint of its own."""
NO_LIMIT: Words = types.MappingProxyType({"en": "no limit", "sv": "obegränsat"})
"""The words of 0 agreed deals (SV-F3): play on until the players stop. For a variant's own
``deals`` field: ``named={0: NO_LIMIT}``."""
SWITCH: Mapping[bool, Words] = types.MappingProxyType(
    {
        True: types.MappingProxyType({"en": "on", "sv": "på"}),
        False: types.MappingProxyType({"en": "off", "sv": "av"}),
    }
)
"""An on/off setting's values as a reader of each language types them (and is offered them);
:meth:`SettingSpec.parse` reads every language's, and ``yes``/``no``, ``ja``/``nej`` too."""
_ON = frozenset({"on", "yes", "true", "1", "ja", "pa"})
_OFF = frozenset({"off", "no", "false", "0", "nej", "av"})


SHOWN = 40
"""Characters of a name a refusal repeats from what it was given (a file or a person may
give any text there): a longer one is cut, said with "…"."""


def shown(name: str) -> str:
    """``name`` as a refusal repeats it: whole, or cut to :data:`SHOWN` characters with "…"."""
    return name if len(name) <= SHOWN else name[: SHOWN - 1] + "…"


class SettingsError(ValueError):
    """A table setting with an unknown name or a value out of range, said in English.

    ``code`` and ``fields`` name the problem for a translated message (a frontend's catalogue
    key ``settings.<code>`` filled with ``fields``), as :class:`~bot.engine.record.RecordError`
    does: ``unknown_variant`` (name, known), ``not_pair`` (word, known), ``unknown`` (name,
    known), ``unknown_near`` (name, known, near: the setting it most looks like, "did you
    mean …?"), ``must_bool`` (name), ``must_choice`` (name, options), ``must_choice_near``
    (name, options, near: the choice the value most looks like), ``must_range`` (name, low,
    high), ``must_from`` (name, low), ``must_number`` (name), ``twice`` (name), ``players``,
    ``first_dealer`` (value); a document's checker has its own (``card_…``: a card of
    prices, AM-S2), and so has Fontainebleau's (``multiple_of`` (name, step, low, high),
    ``russian_suit_order``, ``russian_only`` (name)), and Nantes' ``doubles_over_deals``
    (name, value, deals); ``optional`` where none is allowed as well. An empty code means the
    reason exists in English only (a rule across settings)."""

    def __init__(
        self,
        reason: str,
        *,
        code: str = "",
        fields: Mapping[str, str | int] | None = None,
        optional: bool = False,
    ) -> None:
        super().__init__(reason)
        self.code = code
        self.fields: dict[str, str | int] = dict(fields or {})
        self.optional = optional


def setting(
    default: Any,
    *,
    en: str,
    sv: str,
    description: str,
    ge: int | None = None,
    le: int | None = None,
    named: Mapping[object, Words] | None = None,
    hint: Words | None = None,
    titled: bool = False,
    names: Words | None = None,
    choice_names: Mapping[str, Words] | None = None,
) -> Any:
    """A settings field: its default, bounds (whole numbers), an English description and a
    short label per language (``en``, ``sv``), shown beside the value, so without a hint of
    what to type. ``named``: the words for a value that means something of its own, shown
    instead of it (``{0: {"en": "no limit", …}}``; ``None``: no value). ``hint``: what the
    prompt says after the label where a value is typed, per language; by default the named
    values ("0: no limit") or a choice's options ("standard / american"). ``titled``: the
    value is said with the game's name (a payment system, ``LedgerFeatures.payment``), so a
    list of the table's other rules leaves it out. ``names``: the setting's name as a person
    of another language types it (``{"sv": "betalning"}``; one word), read as well as the
    field's own English name, which the record keeps. ``choice_names``: a choice's name as a
    person of another language types it (``{"lot": {"sv": "lott"}}``; one word), offered to
    that reader and read in every language as well as the choice's own name, which the record
    keeps; a choice is typed by no other word (its label's words are no names of it)."""
    extra: dict[str, Any] = {"label": {"en": en, "sv": sv}}
    if titled:
        extra["titled"] = True
    if named:
        # Pairs, not a mapping: a value such as None or 0 is no key of a JSON object.
        extra["named"] = [[value, dict(words)] for value, words in named.items()]
    if hint:
        extra["hint"] = dict(hint)
    if names:
        extra["names"] = dict(names)
    if choice_names:
        extra["choice_names"] = {choice: dict(words) for choice, words in choice_names.items()}
    return Field(default=default, ge=ge, le=le, description=description, json_schema_extra=extra)


@dataclass(frozen=True, slots=True)
class Document:
    """Marks a document setting: one of the named ``presets``, or a JSON object the table
    writes, checked by ``check`` (AM-S2's card of prices); ``text`` shows a value to the
    players. Declare ``name: Annotated[str | dict[str, object], Document(...)] = setting(…)``."""

    presets: tuple[str, ...]
    check: DocumentCheck
    text: DocumentText


@dataclass(frozen=True, slots=True)
class SettingSpec:
    """One field as a frontend sees it. ``choices`` for a choice (a document's presets),
    ``low``/``high`` for a whole number; ``optional`` where null is allowed (no value, e.g. no
    pool cap). A ``document`` is a preset's name or an object ``checker`` accepts; ``texter``
    shows either to the players (:meth:`text`). ``labels`` are shown beside a value;
    ``named`` gives the words of a value that means something of its own, ``hints`` what a
    prompt says after the label (:meth:`prompt`), ``names`` the setting's name in another
    language than English (:meth:`typed_name`), ``choice_names`` a choice's
    (:meth:`typed_choice`)."""

    name: str
    kind: Kind
    default: object
    description: str
    labels: Mapping[str, str]
    choices: tuple[str, ...] = ()
    low: int | None = None
    high: int | None = None
    optional: bool = False
    checker: DocumentCheck | None = None
    texter: DocumentText | None = None
    named: tuple[tuple[object, Words], ...] = ()
    hints: Words = field(default_factory=lambda: NO_WORDS)
    titled: bool = False
    """Said with the game's name (its payment system), not among the table's other rules."""
    names: Words = field(default_factory=lambda: NO_WORDS)
    choice_names: Mapping[str, Words] = field(default_factory=lambda: types.MappingProxyType({}))

    def label(self, lang: Lang) -> str:
        """The short label a line shows beside the value ("Deals to play: 3")."""
        return self.labels.get(lang) or self.labels.get("en") or self.name

    def typed_name(self, lang: Lang) -> str:
        """The setting's name as a reader of ``lang`` types it (``betalning``); the field's
        own English name (``payment``), which every language reads too, where it has none."""
        return self.names.get(lang) or self.name

    def answers_to(self, text: str) -> bool:
        """Whether ``text`` names this setting, in any language, accents dropped (``Ål``)."""
        typed = folded(text)
        return typed == self.name or any(typed == folded(n) for n in self.names.values())

    def prompt(self, lang: Lang) -> str:
        """The label where a person types a value, with the hint of what to type: "Deals to
        play (0: no limit)", "Slam payments (standard / american)"; the label alone where
        there is nothing to explain."""
        hint = self.hints.get(lang) or self.hints.get("en")
        if not hint and self.named:
            hint = " / ".join(
                f"{self.typed(value, lang)}: {_said(words, lang)}" for value, words in self.named
            )
        if not hint and self.kind in ("choice", "document"):
            hint = " / ".join(self.typed_choice(c, lang) for c in self.choices)
        label = self.label(lang)
        return f"{label} ({hint})" if hint else label

    def word(self, value: object, lang: Lang) -> str | None:
        """The words for ``value`` where it means something of its own ("no limit" for 0
        deals, "no cap" for none); None for a value shown as it is. A bool is never the number
        it equals."""
        for named, words in self.named:
            if named == value and type(named) is type(value):
                return _said(words, lang)
        return None

    def text(self, value: object, lang: Lang) -> str:
        """``value`` as the players read it: a named value's words, a document's preset name
        or its table, else as typed."""
        word = self.word(value, lang)
        if word is not None:
            return word
        return str(value) if self.texter is None else self.texter(value, lang)

    def check(self, value: object) -> object:
        """``value`` if this field accepts it; raise :class:`SettingsError` saying why not."""
        if value is None and self.optional:
            return None
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise SettingsError(
                    f"setting {self.name!r} must be of type bool",
                    code="must_bool",
                    fields={"name": self.name},
                    optional=self.optional,
                )
            return value
        if self.kind == "document" and self.checker is not None and not isinstance(value, str):
            return self.checker(value)
        if self.kind in ("choice", "document"):
            if value not in self.choices:
                raise self.not_a_choice(value)
            return value
        whole = isinstance(value, int) and not isinstance(value, bool)
        if not whole or not self._in_range(value):
            null = "null or " if self.optional else ""
            code, text, fields = self._range()
            raise SettingsError(
                f"setting {self.name!r} must be {null}{text}",
                code=code,
                fields={"name": self.name, **fields},
                optional=self.optional,
            )
        return value

    def _in_range(self, value: object) -> bool:
        assert isinstance(value, int)
        return (self.low is None or value >= self.low) and (self.high is None or value <= self.high)

    def _range(self) -> tuple[str, str, dict[str, int]]:
        """A whole number's bounds: the refusal's code, its English words and its fields."""
        if self.low is not None and self.high is not None:
            text = f"a whole number from {self.low} to {self.high}"
            return "must_range", text, {"low": self.low, "high": self.high}
        if self.low is not None:
            return "must_from", f"a whole number from {self.low}", {"low": self.low}
        return "must_number", "a whole number", {}

    def typed(self, value: object, lang: Lang = "en") -> str:
        """``value`` as a reader of ``lang`` types it, the way :meth:`parse` reads it back
        (``on``/``off``, ``på``/``av``: :data:`SWITCH`; ``none``, digits, a choice's name:
        :meth:`typed_choice`)."""
        if value is None:
            return "none"
        if isinstance(value, bool):
            return _said(SWITCH[value], lang)
        if self.kind == "choice":
            return self.typed_choice(str(value), lang)
        return str(value)

    def choice(self, text: str) -> str | None:
        """The choice (a document's preset) ``text`` names, in any case and accents dropped,
        spelled as the rules spell it (``hdcs`` → ``HDCS``): by its own name or by its name
        in any language (``choice_names``: ``lott`` → ``lot``); None if it names none."""
        typed = folded(text.strip())
        return next((c for c in self.choices if typed in self.ways(c)), None)

    def ways(self, choice: str) -> set[str]:
        """Each way ``choice`` is typed (folded): its own name, its name in each language."""
        return {folded(choice), *(folded(n) for n in self.choice_names.get(choice, {}).values())}

    def typed_choice(self, choice: str, lang: Lang) -> str:
        """``choice`` as a reader of ``lang`` types it: its name in ``lang`` (``lott``,
        ``förenklad``), else as the rules spell it (``lot``), which every language reads."""
        return self.choice_names.get(choice, {}).get(lang) or choice

    def near(self, value: object) -> str | None:
        """The choice a refused ``value`` most looks like (a typo: ``simplfied``,
        ``förenkald``), by its own name or its name in any language; None where none is
        close."""
        if not isinstance(value, str) or not value:
            return None
        ways = {way: choice for choice in self.choices for way in self.ways(choice)}
        close = difflib.get_close_matches(folded(value.strip()), list(ways), n=1)
        return ways[close[0]] if close else None

    def not_a_choice(self, value: object) -> SettingsError:
        """The refusal of ``value`` for a choice: the choices, and the one it most looks like
        where one is close ("did you mean …?")."""
        options = ", ".join(self.choices)
        reason = f"setting {self.name!r} must be one of {', '.join(map(repr, self.choices))}"
        near = self.near(value)
        if near is None:
            return SettingsError(
                reason,
                code="must_choice",
                fields={"name": self.name, "options": options},
                optional=self.optional,
            )
        return SettingsError(
            f"{reason}; did you mean {near!r}?",
            code="must_choice_near",
            fields={"name": self.name, "options": options, "near": near},
            optional=self.optional,
        )

    def parse(self, text: str) -> object:
        """A value typed by a person (``on``/``off``, ``på``/``av``, ``none``, digits, a choice
        by its name in any language: :meth:`choice`) before :meth:`check`; an optional
        setting's none also as ``off``, ``ingen`` or ``av``."""
        word = text.strip().lower()
        if self.optional and folded(word) in ("none", "null", "off", "-", "", "ingen", "av"):
            return None
        if self.kind == "bool":
            if folded(word) in _ON:
                return True
            if folded(word) in _OFF:
                return False
            return word
        if self.kind == "int":
            try:
                return int(word)
            except ValueError:
                return word
        choice = self.choice(text)
        return word if choice is None else choice


class RuleSettings(BaseModel):
    """The base of every variant's settings model. ``deals`` is shared: the agreed number of
    deals to play, 0 for no limit (SV-F3)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    deals: int = setting(
        0,
        ge=0,
        le=100_000,
        en="Deals to play",
        sv="Antal givar",
        names={"sv": "givar"},
        named={0: NO_LIMIT},
        description="The agreed number of deals; 0 plays on until the players stop.",
    )

    @classmethod
    def specs(cls) -> tuple[SettingSpec, ...]:
        """Every field, in declaration order (the variant's own fields first, ``deals`` last)."""
        cached = _SPECS.get(cls)
        if cached is None:
            names = [n for n in cls.model_fields if n != "deals"] + ["deals"]
            cached = tuple(_spec(name, cls.model_fields[name]) for name in names)
            _distinct(cls.__name__, cached)
            for spec in cached:
                _distinct_choices(cls.__name__, spec)
            _SPECS[cls] = cached
        return cached

    @classmethod
    def spec(cls, name: str) -> SettingSpec | None:
        return next((s for s in cls.specs() if s.name == name), None)

    @classmethod
    def named(cls, text: str) -> SettingSpec | None:
        """The setting ``text`` names as a person types it: by its English name or its name
        in another language (:meth:`SettingSpec.answers_to`: ``turlängd``, ``Ål``)."""
        return next((s for s in cls.specs() if s.answers_to(text)), None)

    @classmethod
    def said_to(cls, error: SettingsError, lang: Lang) -> SettingsError:
        """``error`` (this model's refusal, in its English names) naming the settings and
        choices as a reader of ``lang`` types them (:meth:`SettingSpec.typed_name`,
        :meth:`SettingSpec.typed_choice`): the known settings, the one a typo most looks like,
        the setting refused and its choices. The English names are read as well."""
        fields = dict(error.fields)
        specs = cls.specs()
        if error.code in ("unknown", "unknown_near", "not_pair"):
            fields["known"] = ", ".join(s.typed_name(lang) for s in specs)
            near = cls.spec(str(fields.get("near", "")))
            if near is not None:
                fields["near"] = near.typed_name(lang)
        else:
            spec = cls.spec(str(fields.get("name", "")))
            if spec is not None:
                fields["name"] = spec.typed_name(lang)
                if "options" in fields and spec.kind == "choice":
                    said = (spec.typed_choice(c, lang) for c in spec.choices)
                    fields["options"] = ", ".join(said)
                if error.code == "must_choice_near" and spec.kind == "choice":
                    fields["near"] = spec.typed_choice(str(fields["near"]), lang)
        return SettingsError(str(error), code=error.code, fields=fields, optional=error.optional)

    @classmethod
    def defaults(cls) -> dict[str, object]:
        return {s.name: s.default for s in cls.specs()}

    @classmethod
    def check(cls, raw: Mapping[str, object]) -> dict[str, object]:
        """``raw`` over the defaults, every field checked; raise :class:`SettingsError` naming
        the first bad setting. The result is the record's settings object, written in full."""
        specs = {s.name: s for s in cls.specs()}
        out = cls.defaults()
        for key, value in raw.items():
            spec = specs.get(key)
            if spec is None:
                raise _unknown(key, sorted(specs.values(), key=lambda s: s.name))
            out[key] = spec.check(value)
        try:
            cls.model_validate(out)  # the model's own validators, if a variant adds any
        except ValidationError as exc:
            # A validator's SettingsError (a rule across settings) is the refusal, with its
            # code and fields; pydantic wraps it.
            for error in exc.errors():
                cause = error.get("ctx", {}).get("error")
                if isinstance(cause, SettingsError):
                    raise cause from None
            raise SettingsError(str(exc)) from None
        return out

    @classmethod
    def parse_text(cls, text: str, over: Mapping[str, object] | None = None) -> dict[str, object]:
        """``name=value`` pairs as a person types them (``ante=5 whister=on``), unchecked
        beyond the names, a choice's value and :meth:`check_typed`: :meth:`check` the result.
        ``over``: the settings the typed ones go over (a server's stored defaults), which the
        rule across settings then sees too, unless they break it alone (stored before it was
        a rule). A setting and a choice are typed by their names in any language
        (:meth:`named`, :meth:`SettingSpec.choice`). A name or choice not known is refused
        with the one it most looks like, where one is close ("did you mean …?")."""
        out: dict[str, object] = {}
        # "al = 48" means al=48: the spaces around "=" are closed up before the words split.
        joined = re.sub(r"\s*=\s*", "=", text.replace(",", " "))
        known = ", ".join(s.name for s in cls.specs())
        for word in joined.split():
            name, sep, value = word.partition("=")
            if not sep or not name or not value:
                raise SettingsError(
                    f"{shown(word)!r} is not name=value of a setting ({known})",
                    code="not_pair",
                    fields={"word": shown(word), "known": known},
                )
            # By its name in any language, accents dropped: a Swede types "ål" for "al", and
            # "turlängd" for "tour_length".
            spec = cls.named(name)
            if spec is None:  # a pair, but no setting of these rules has that name
                raise _unknown(name, list(cls.specs()))
            if spec.name in out:  # "al=96 al=200": which was meant? Not the last by chance.
                raise SettingsError(
                    f"setting {spec.name!r} is given twice",
                    code="twice",
                    fields={"name": spec.name},
                )
            out[spec.name] = parsed = spec.parse(value)
            if spec.kind == "choice" and parsed not in spec.choices and parsed is not None:
                raise spec.not_a_choice(parsed)
        base = {**cls.defaults(), **(over or {})}
        try:
            cls.check_typed(base)
        except SettingsError:
            base = cls.defaults()
        cls.check_typed({**base, **out})
        return out

    @classmethod
    def in_effect(cls, values: Mapping[str, object]) -> dict[str, object]:
        """``values`` as the game plays them, for a reader: where a rule across settings gives
        a setting less effect than its value says, the value it has in play (Boston de Nantes'
        default eight doubles on a game of two deals double both: two); a setting that does
        nothing under the others is left out (Swedish Boston's simplified payment keeps no
        protocol, so its ål and tour play no part). A list of the rules a table plays otherwise
        than the defaults reads these, so a rule that applies is said though its stored value
        is the default, and one that does not is not said. The stored settings stay as they
        are: a later change of one setting starts from them. As given by default."""
        return dict(values)

    @classmethod
    def check_typed(cls, values: Mapping[str, object]) -> None:
        """A rule across settings that a person's new input must keep (raise
        :class:`SettingsError`), over the defaults: asked of typed text and flags only, never
        of a stored table or record, which opens as it was written (a rule added later must
        not make a game unreadable). None by default."""


_SPECS: dict[type[RuleSettings], tuple[SettingSpec, ...]] = {}


def _unknown(name: str, specs: list[SettingSpec]) -> SettingsError:
    """The refusal of a setting ``name`` the rules do not have (``specs``: theirs, in the
    order the refusal lists them), with the one it most looks like where one is close, by
    its name in any language (said by its English one)."""
    known = ", ".join(s.name for s in specs)
    ways = {s.name: s.name for s in specs}
    for spec in specs:
        for other in spec.names.values():
            ways.setdefault(folded(other), spec.name)
    found = difflib.get_close_matches(folded(name), list(ways), n=1)
    close = [ways[found[0]]] if found else []
    if not close:
        return SettingsError(
            f"unknown setting {shown(name)!r} (known: {known})",
            code="unknown",
            fields={"name": shown(name), "known": known},
        )
    return SettingsError(
        f"unknown setting {shown(name)!r}: did you mean {close[0]!r}? (known: {known})",
        code="unknown_near",
        fields={"name": shown(name), "known": known, "near": close[0]},
    )


def _distinct(model: str, specs: tuple[SettingSpec, ...]) -> None:
    """Raise :class:`TypeError` where a name of one setting, in any language, is a name of
    another (a typed name must mean one setting)."""
    seen: dict[str, str] = {}
    for spec in specs:
        for name in {folded(spec.name), *(folded(n) for n in spec.names.values())}:
            if " " in name or seen.setdefault(name, spec.name) != spec.name:
                raise TypeError(
                    f"{model}: the setting name {name!r} is not one word of one setting"
                )


def _distinct_choices(model: str, spec: SettingSpec) -> None:
    """Raise :class:`TypeError` where a choice's name in a language names no choice of
    ``spec``, or is not one word of one choice (a typed value must mean one choice)."""
    seen: dict[str, str] = {}
    for choice in spec.choices:
        for way in spec.ways(choice):
            if " " in way or seen.setdefault(way, choice) != choice:
                raise TypeError(f"{model}: the choice name {way!r} is not one word of one choice")
    stray = set(spec.choice_names) - set(spec.choices)
    if stray:
        raise TypeError(f"{model}: {spec.name!r} has no choice {sorted(stray)[0]!r}")


def _said(words: Words, lang: Lang) -> str:
    return words.get(lang) or words.get("en") or ""


def folded(text: str) -> str:
    """``text`` in lower case and without accents, for a match a person types ("Ål" is
    "al")."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _spec(name: str, field: Any) -> SettingSpec:
    annotation = field.annotation
    optional = False
    if get_origin(annotation) in (Union, types.UnionType):
        args = [a for a in get_args(annotation) if a is not type(None)]
        optional = len(args) < len(get_args(annotation))
        annotation = args[0]
    low = high = None
    for meta in field.metadata:
        if isinstance(meta, annotated_types.Ge):
            low = int(meta.ge)  # pyright: ignore[reportArgumentType]
        elif isinstance(meta, annotated_types.Le):
            high = int(meta.le)  # pyright: ignore[reportArgumentType]
    extra = cast(dict[str, Any], field.json_schema_extra or {})
    raw_labels = cast(dict[str, str], extra.get("label") or {})
    labels = {lang: str(raw_labels.get(lang, name)) for lang in LANGS}
    named = tuple(
        (value, types.MappingProxyType(dict(words)))
        for value, words in cast(list[tuple[object, Words]], extra.get("named") or [])
    )
    hints = types.MappingProxyType(dict(cast(Words, extra.get("hint") or {})))
    names = types.MappingProxyType(dict(cast(Words, extra.get("names") or {})))
    choice_names = types.MappingProxyType(
        {
            choice: types.MappingProxyType(dict(words))
            for choice, words in cast(dict[str, Words], extra.get("choice_names") or {}).items()
        }
    )
    titled = bool(extra.get("titled"))
    doc = next((m for m in field.metadata if isinstance(m, Document)), None)
    if doc is not None:
        return SettingSpec(
            name=name,
            kind="document",
            default=field.default,
            description=field.description or "",
            labels=labels,
            named=named,
            hints=hints,
            titled=titled,
            names=names,
            choices=doc.presets,
            checker=doc.check,
            texter=doc.text,
        )
    common: dict[str, Any] = {
        "name": name,
        "default": field.default,
        "description": field.description or "",
        "labels": labels,
        "optional": optional,
        "named": named,
        "hints": hints,
        "titled": titled,
        "names": names,
    }
    if choice_names and get_origin(annotation) is not Literal:
        raise TypeError(f"setting {name!r}: choice_names for a setting that is no choice")
    if annotation is bool:
        return SettingSpec(kind="bool", **common)
    if annotation is int:
        return SettingSpec(kind="int", low=low, high=high, **common)
    if get_origin(annotation) is Literal:
        choices = tuple(str(a) for a in get_args(annotation))
        return SettingSpec(kind="choice", choices=choices, choice_names=choice_names, **common)
    raise TypeError(f"setting {name!r}: unsupported type {annotation!r}")
