"""A rule flag the chosen variant does not have is refused naming the variant as a player
knows it, with the word ``--variant`` takes beside it ("Swedish Boston (swedish)"), in the
terminal's language: "--pool-cap är ingen inställning i swedish" named it by its code alone."""

from __future__ import annotations

import argparse

import pytest

from bot.engine.settings import SettingsError
from bot.i18n import Lang
from bot.rule_flags import add_rule_flags, rule_settings


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "--pool-cap is not a setting of Swedish Boston (swedish)"),
        ("sv", "--pool-cap är ingen inställning i svensk boston (swedish)"),
    ],
)
def test_dw_p3_a_dawson_flag_at_a_swedish_table(lang: Lang, said: str) -> None:
    parser = argparse.ArgumentParser()
    add_rule_flags(parser, lang)
    args = parser.parse_args(["--pool-cap", "200"])
    with pytest.raises(SettingsError) as refused:
        rule_settings(args, "swedish", lang)
    assert str(refused.value) == said
