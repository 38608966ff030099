"""Every rule system's players' guide (``docs/rules/NAME.md`` and ``docs/rules/sv/NAME.md``)
ends with a table of its table settings, and the table says what the settings model says:
every setting by its real name and default, in the model's order, and nothing else, so the
table cannot go stale when a setting is added, renamed or given another default. The example
of typed settings the commands and the README give is valid on the default table."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot import guide
from bot.engine.settings import SettingSpec
from bot.engine.variants import DEFAULT_VARIANT, get_variant, variant_names
from bot.i18n import Lang, t

ROOT = Path(__file__).resolve().parents[1]
HEADING: dict[Lang, re.Pattern[str]] = {
    "en": re.compile(r"^## The table settings?$", re.MULTILINE),
    "sv": re.compile(r"^## Bordets inställningar?$", re.MULTILINE),
}
ROW = re.compile(r"^\| `(?P<name>\w+)` \| (?P<default>[^|]+?) \|", re.MULTILINE)


def settings_table(variant: str, lang: Lang) -> dict[str, str]:
    """The guide's settings table: each row's setting name and its default cell."""
    path = guide.guide_file(f"{variant}.md", lang)
    text = path.read_text(encoding="utf-8")
    heading = HEADING[lang].search(text)
    assert heading is not None, f"{path.relative_to(ROOT)} has no table settings heading"
    rest = text[heading.end() :]
    following = re.search(r"^#", rest, re.MULTILINE)
    body = rest if following is None else rest[: following.start()]
    return {row["name"]: row["default"] for row in ROW.finditer(body)}


def typed_default(cell: str) -> str:
    """The default as the cell writes it, before any explanation: "`none` (no cap)" → none."""
    return cell.split()[0].strip("`")


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("variant", variant_names())
def test_the_guide_lists_every_setting_with_its_default(variant: str, lang: Lang) -> None:
    specs: tuple[SettingSpec, ...] = get_variant(variant).settings_model.specs()
    table = settings_table(variant, lang)
    assert sorted(table) == sorted(s.name for s in specs), (variant, lang)
    for spec in specs:
        assert typed_default(table[spec.name]) == spec.typed(spec.default), (variant, spec.name)


def _valid_on_the_default_table(example: str) -> None:
    # Read as the command reads it: a choice by its Swedish name too ("förenklad").
    variant = get_variant(DEFAULT_VARIANT)
    model = variant.settings_model
    model.check(model.parse_text(example))  # raises on a setting it lacks


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_rules_option_s_example_is_valid_on_the_default_table(lang: Lang) -> None:
    """``whister=on`` was a Dawson setting, refused on the default Swedish table."""
    described = t(lang, "cmd.new.rules")
    example = re.split(r"\be\.g\. |\bt\.ex\. ", described)
    assert len(example) == 2, described
    _valid_on_the_default_table(example[1])


def test_the_readme_s_example_is_valid_on_the_default_table() -> None:
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    examples = re.findall(r"rule settings such as `([^`]+)`(?: or `([^`]+)`)?", readme)
    assert examples, "README no longer gives an example of rule settings"
    for example in (e for pair in examples for e in pair if e):
        _valid_on_the_default_table(example)
