"""Command-line flags for the rule settings, generated from the registered variants' settings
models: ``--payment simplified``, ``--ante 5``, ``--whister on`` … A flag applies to the
variants whose model has the setting; the chosen variant's model parses and checks it."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from bot.engine.settings import SettingsError, SettingSpec
from bot.engine.variants import VARIANTS, get_variant
from bot.i18n import Lang, json_reason, not_text_reason, settings_reason, t
from bot.text_file import NotText, decode_file, read_json

FILE_LIMIT = 16_000
"""Bytes: the largest document file a flag reads (a card of prices is about 1,000)."""

SHARED = ("deals",)
"""Settings the commands set themselves (the number of deals to simulate)."""


def _specs() -> dict[str, list[tuple[str, SettingSpec]]]:
    out: dict[str, list[tuple[str, SettingSpec]]] = {}
    for name, variant in VARIANTS.items():
        for spec in variant.settings_model.specs():
            if spec.name not in SHARED:
                out.setdefault(spec.name, []).append((name, spec))
    return out


def _flag(name: str) -> str:
    """A setting's flag as typed, without its dashes: ``tour_length`` → ``tour-length``."""
    return name.replace("_", "-")


def add_rule_flags(parser: argparse.ArgumentParser, lang: Lang = "en") -> None:
    """A flag per rule setting, its heading and help in ``lang``: the setting's label as the
    rules say it ("Ålens värde"), the variants that have it and their defaults as the flags
    are typed."""
    group = parser.add_argument_group(t(lang, "cli.rule_settings"))
    for name, found in _specs().items():
        _, spec = found[0]
        where = ", ".join(v for v, _ in found)
        if spec.kind == "choice":
            hint = "|".join(spec.choices)
        elif spec.kind == "document":
            hint = "|".join([*spec.choices, t(lang, "cli.file") + ".json"])
        elif spec.kind == "bool":
            hint = "on|off"
        else:
            hint = "N" + ("|none" if spec.optional else "")
        group.add_argument(
            "--" + _flag(name),
            dest=f"rule_{name}",
            metavar=hint,
            default=None,
            help=f"{spec.prompt(lang)} ({where}; {_defaults(found, lang)})",
        )


def _defaults(found: list[tuple[str, SettingSpec]], lang: Lang) -> str:
    """The setting's default, and each variant's own where they differ ("default 50; nantes
    10")."""
    first = found[0][1].typed(found[0][1].default)
    others = [f"{v} {s.typed(s.default)}" for v, s in found if s.typed(s.default) != first]
    return "; ".join([t(lang, "cli.default", value=first), *others])


def rule_settings(args: argparse.Namespace, variant: str, lang: Lang = "en") -> dict[str, object]:
    """The rule settings given as flags, read by ``variant``'s model; raises
    :class:`SettingsError` for a flag the variant does not have, a file a flag names that
    cannot be read, or a value its rules refuse (checking is the game's: ``--al 7`` is
    refused here, not when the table is opened). The flags' own reasons are said in
    ``lang`` (:func:`bot.i18n.settings_reason` translates the rules')."""
    model = get_variant(variant).settings_model
    out: dict[str, object] = {}
    for name in _specs():
        text = getattr(args, f"rule_{name}", None)
        if text is None:
            continue
        spec = model.spec(name)
        if spec is None:
            flag = _flag(name)
            # As a player knows it, and as ``--variant`` takes it: "Swedish Boston (swedish)".
            named = f"{get_variant(variant).words.variant_name(lang)} ({variant})"
            raise SettingsError(t(lang, "flags.not_here", flag=flag, variant=named))
        if spec.kind == "document":
            out[name] = _document(spec, str(text), lang)
        else:
            out[name] = spec.parse(text)  # a choice by its name in any language too
    get_variant(variant).settings(out)
    model.check_typed({**model.defaults(), **out})
    return out


def _document(spec: SettingSpec, text: str, lang: Lang) -> object:
    """A document flag: a preset's name, else a small JSON file (a written card of prices);
    a missing file named like a preset (no folder, no extension) is told the preset names."""
    preset = spec.choice(text)
    if preset is not None:
        return preset
    path, flag = Path(text), _flag(spec.name)
    try:
        size = path.stat().st_size
        data = path.read_bytes() if size <= FILE_LIMIT else b""
    except FileNotFoundError:
        if _names_a_file(text):
            raise SettingsError(t(lang, "flags.missing", flag=flag, path=text)) from None
        # A mistyped name (``--card fosterx``): the names there are (AM-S1's cards).
        label = spec.label(lang)
        label, names = label[:1].lower() + label[1:], ", ".join(spec.choices)
        said = t(lang, "flags.no_name", flag=flag, label=label, path=text, names=names)
        raise SettingsError(said) from None
    except OSError as exc:
        why = exc.strerror or str(exc)
        raise SettingsError(t(lang, "flags.unreadable", flag=flag, path=text, why=why)) from None
    if size > FILE_LIMIT:
        raise SettingsError(t(lang, "flags.too_big", flag=flag, path=text, limit=FILE_LIMIT))
    try:
        return spec.check(read_json(decode_file(data)))
    except SettingsError:
        raise
    except NotText as exc:
        reason = not_text_reason(lang, exc, "text.not_text_command")
        raise SettingsError(t(lang, "flags.file", flag=flag, path=text, reason=reason)) from None
    except json.JSONDecodeError as exc:
        reason = json_reason(lang, exc)
        raise SettingsError(t(lang, "flags.file", flag=flag, path=text, reason=reason)) from None


def _names_a_file(text: str) -> bool:
    """Whether a document flag's text is written as a file (``mycard.json``, ``cards/x``),
    not as a preset's name."""
    path = Path(text)
    return bool(path.suffix) or len(path.parts) > 1 or text.startswith(("~", "."))


def flag_reason(lang: Lang, error: SettingsError) -> str:
    """Why a flag's value was refused, in ``lang``, naming the flag as it was typed
    (``--tour-length``), not the setting inside (``tour_length``)."""
    fields = dict(error.fields)
    name = fields.get("name")
    if isinstance(name, str) and error.code not in ("unknown", "unknown_near"):
        fields["name"] = "--" + _flag(name)
    named = SettingsError(str(error), code=error.code, fields=fields, optional=error.optional)
    return settings_reason(lang, named)
