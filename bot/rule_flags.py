"""Command-line flags for the rule settings, generated from the registered variants' settings
models: ``--payment simplified``, ``--ante 5``, ``--whister on`` … A flag applies to the
variants whose model has the setting; the chosen variant's model parses and checks it."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from bot.engine.settings import SettingsError, SettingSpec
from bot.engine.variants import VARIANTS, get_variant

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


def add_rule_flags(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("rule settings (each applies to the variants named)")
    for name, found in _specs().items():
        _, spec = found[0]
        where = ", ".join(v for v, _ in found)
        if spec.kind == "choice":
            hint = "|".join(spec.choices)
        elif spec.kind == "document":
            hint = "|".join(spec.choices) + "|FILE.json"
        elif spec.kind == "bool":
            hint = "on|off"
        else:
            hint = "N" + ("|none" if spec.optional else "")
        group.add_argument(
            "--" + name.replace("_", "-"),
            dest=f"rule_{name}",
            metavar=hint,
            default=None,
            help=f"{spec.label('en')} ({where}; {_defaults(found)})",
        )


def _defaults(found: list[tuple[str, SettingSpec]]) -> str:
    """The setting's default, and each variant's own where they differ ("default 50; nantes
    10")."""
    first = found[0][1].typed(found[0][1].default)
    others = [f"{v} {s.typed(s.default)}" for v, s in found if s.typed(s.default) != first]
    return "; ".join([f"default {first}", *others])


def rule_settings(args: argparse.Namespace, variant: str) -> dict[str, object]:
    """The rule settings given as flags, read by ``variant``'s model; raises
    :class:`SettingsError` for a flag the variant does not have, or a value its rules refuse
    (checking is the game's: ``--al 7`` is refused here, not when the table is opened)."""
    model = get_variant(variant).settings_model
    out: dict[str, object] = {}
    for name in _specs():
        text = getattr(args, f"rule_{name}", None)
        if text is None:
            continue
        spec = model.spec(name)
        if spec is None:
            raise SettingsError(f"--{name.replace('_', '-')} is not a setting of {variant}")
        out[name] = _document(spec, str(text)) if spec.kind == "document" else spec.parse(text)
    get_variant(variant).settings(out)
    return out


def _document(spec: SettingSpec, text: str) -> object:
    """A document flag: a preset's name, else a small JSON file (a written card of prices)."""
    if text.lower() in spec.choices:
        return text.lower()
    path = Path(text)
    try:
        size = path.stat().st_size
        data = path.read_text(encoding="utf-8") if size <= FILE_LIMIT else ""
    except (OSError, UnicodeDecodeError) as exc:
        raise SettingsError(f"--{spec.name}: {text}: {exc}") from None
    if size > FILE_LIMIT:
        raise SettingsError(f"--{spec.name}: {text} is too big (at most {FILE_LIMIT} bytes)")
    try:
        return spec.check(json.loads(data))
    except SettingsError:
        raise
    except ValueError as exc:
        raise SettingsError(f"--{spec.name}: {text} is not JSON: {exc}") from None
