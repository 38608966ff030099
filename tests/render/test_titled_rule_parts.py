"""A table's list of its rules beside the game's name (``table_rules.rule_parts``) leaves out the
setting the name says already (the engine's ``SettingSpec.titled``: Swedish Boston's payment
system), and lists the others played otherwise than their default."""

from __future__ import annotations

from bot.engine.variants import get_variant
from bot.table_rules import row_variant_text, rule_parts
from tests.render.tables import live_table


def test_the_payment_is_said_with_the_name_not_among_the_rules() -> None:
    table = live_table(None, "swedish", "lobby")
    settings = get_variant("swedish").settings({"payment": "simplified", "deals": 4})
    row = table.row.model_copy(update={"settings": settings})
    parts = rule_parts(row, "en")
    assert not any(part.startswith("Payment") for part in parts), parts
    assert any(part.startswith("Deals to play") and "4" in part for part in parts), parts
    assert "simplified" in row_variant_text(row, "en").lower()
