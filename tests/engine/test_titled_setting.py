"""A setting said with the game's name (Swedish Boston's payment system: "Svensk boston ·
förenklad betalning") is marked so by the engine (``SettingSpec.titled``): a table's list of its
other rules (``bot.table_rules.rule_parts``, tests/render/test_titled_rule_parts.py) leaves
it out by that mark, not by the setting's name."""

from __future__ import annotations

from bot.engine.variants import get_variant, variant_names


def test_only_the_swedish_payment_is_titled() -> None:
    titled = {
        (variant, spec.name)
        for variant in variant_names()
        for spec in get_variant(variant).settings_model.specs()
        if spec.titled
    }
    assert titled == {("swedish", "payment")}
