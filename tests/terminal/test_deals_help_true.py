"""``python -m bot play --help`` says of ``--deals`` what every variant's rules take.

Its help said "Deals to play (0: no limit)" for all of them, but a game of Boston de
Fontainebleau, Russian Boston or Boston de Nantes is a number of deals (FB-G1, NT-G2): there
``--deals 0`` is refused ("`--deals` must be a whole number from 1 to 1000"). The help now names
those variants and the numbers they take, then the defaults grouped by value, short and
lower-case as every other option's help: "how many deals the game lasts (0: no limit; 1 to 1000
in fontainebleau, nantes, russian); default 0 (12 in american, …; 40 in nantes)" (it read
"Deals to play (0: no limit, or 1 to 1000 in fontainebleau, russian, nantes; default 0;
fontainebleau 12; russian 12; …)", the one line of the help with a capital).
"""

from __future__ import annotations

import dataclasses
import re

import pytest

from bot.engine.settings import SettingsError, SettingSpec
from bot.engine.variants import VARIANTS
from bot.i18n import Lang
from bot.terminal import main

RANGE = r"(?P<low>\d+) {to} (?P<high>\d+) {inside} (?P<variants>[a-z, ]+)\); {default} 0 \("
SAID = {
    "en": r"how many deals the game lasts \(0: no limit; "
    + RANGE.format(to="to", inside="in", default="default"),
    "sv": r"hur många givar partiet varar \(0: obegränsat; "
    + RANGE.format(to="till", inside="i", default="förval"),
}


def deals_line(lang: Lang, capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit):
        main(["--help", "--lang", lang])
    lines = capsys.readouterr().out.splitlines()
    return next(line for line in lines if line.strip().startswith("--deals N"))


def takes(variant: str, value: int) -> bool:
    spec = VARIANTS[variant].settings_model.spec("deals")
    assert spec is not None
    try:
        spec.check(value)
    except SettingsError:
        return False
    return True


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_deals_help_names_the_variants_that_refuse_no_limit(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], lang: Lang
) -> None:
    monkeypatch.setenv("COLUMNS", "300")
    line = deals_line(lang, capsys)
    found = re.search(SAID[lang], line)
    assert found is not None, line
    named = set(found["variants"].split(", "))
    assert named == {"fontainebleau", "russian", "nantes"}, line
    # What it says is so: those refuse 0 and take the numbers it gives; the others take 0.
    low, high = int(found["low"]), int(found["high"])
    for variant in VARIANTS:
        if variant in named:
            assert not takes(variant, 0), variant
            assert takes(variant, low) and takes(variant, high), variant
            assert not takes(variant, high + 1), variant
        else:
            assert takes(variant, 0), variant


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_deals_help_is_short_and_lower_case(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], lang: Lang
) -> None:
    """The numbers taken in one bracket, the defaults grouped by value in another (not a
    default per variant, "fontainebleau 12; russian 12; …"), starting lower-case as every
    other option's help does."""
    monkeypatch.setenv("COLUMNS", "300")
    line = deals_line(lang, capsys)
    help_text = line.split("--deals N", 1)[1].strip()
    assert help_text[:1].islower(), line
    assert line.count("(") == line.count(")") == 2, line
    inside = {"en": "in", "sv": "i"}[lang]
    assert line.endswith(
        f"12 {inside} american, fontainebleau, mariland, russian, whisch; 40 {inside} nantes)"
    ), line
    assert len(help_text) < 180, line


class NoZero(SettingSpec):
    """A number of deals whose rules refuse 0 however they bound it, as Nantes' bounds do."""

    __slots__ = ()

    def check(self, value: object) -> object:
        if value == 0:
            raise SettingsError("setting 'deals' must not be 0")
        return SettingSpec.check(self, value)


HEAD = {
    "en": "how many deals the game lasts (0: no limit; 1 to 1000 in fontainebleau, russian{}); "
    "default 0 (",
    "sv": "hur många givar partiet varar (0: obegränsat; 1 till 1000 i fontainebleau, russian{}); "
    "förval 0 (",
}
TAIL = {
    "en": ("; at least 1 in nantes", "; at most 1000 in nantes", ""),
    "sv": ("; minst 1 i nantes", "; högst 1000 i nantes", ""),
}


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize(("low", "high", "said"), [(1, None, 0), (None, 1000, 1), (None, None, 2)])
def test_a_length_bounded_one_way_or_neither_is_said_so(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    lang: Lang,
    low: int | None,
    high: int | None,
    said: int,
) -> None:
    """A variant whose rules refused 0 deals but set no highest number (or no lowest) read
    "1 to None in nantes": now "at least 1" ("at most 1000"), or nothing where the rules bound
    it neither way."""
    model = VARIANTS["nantes"].settings_model
    kept = model.spec
    spec = kept("deals")
    assert spec is not None
    fields = {f.name: getattr(spec, f.name) for f in dataclasses.fields(spec)}
    bounded = NoZero(**{**fields, "low": low, "high": high})
    monkeypatch.setattr(model, "spec", lambda name: bounded if name == "deals" else kept(name))
    monkeypatch.setenv("COLUMNS", "300")
    line = deals_line(lang, capsys)
    assert "None" not in line, line
    assert HEAD[lang].format(TAIL[lang][said]) in line, line
