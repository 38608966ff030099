"""A result's payment block, laid out for a phone: each item's first line flush left and every
other line of it two columns in, whether it is a later clause (who pays whom, the part of the
ante above the cap) or the rest of a line broken after a comma. A playtest of Dawson's game
read a clause two columns in under a broken line four in, in both languages:

    Misère Partout, tricks 3-8-0-2:
        East took the most (8)
      East pays North 50, East pays South 80,
        East pays West 60

and "  50 över taket 200 går till reserven" under "    50 i potten". Two columns for both
keep more of a phone's line than four would."""

from __future__ import annotations

import pytest

from bot.engine.dawson.ledger import DawsonLedger
from bot.engine.scoring import Settlement
from bot.i18n import Lang
from bot.simulate import NAMES as SIM_NAMES
from bot.simulate import simulate
from cogs.boston.results import PHONE_COLUMNS, payment_block
from tests.engine.dawson.helpers import contract_result, partout_result
from tests.render.tables import NAMES
from tests.variants import Config, params


def settlements() -> list[Settlement]:
    """DW-P5's Misère Partout, DW-P3's antes above a cap, DW-P4's single fault: items of
    several clauses, each broken on a phone."""
    out: list[Settlement] = []
    capped = DawsonLedger(pool_cap=60, names=NAMES)
    out.append(capped.settle(partout_result((3, 8, 0, 2), dealer=2)))
    out.append(capped.settle(partout_result((4, 0, 4, 5), dealer=3)))  # 40 above the cap
    single = DawsonLedger(whister_single_fault=True, names=NAMES)
    out.append(single.settle(contract_result("9", 2, 5, whister=3, whister_tricks=1)))
    return out


def item_lines(block: str) -> list[list[str]]:
    """The block's lines grouped by item: a flush-left line begins one."""
    items: list[list[str]] = []
    for line in block.splitlines()[1:-1]:  # inside the fence
        if not line.startswith(" ") or not items:
            items.append([line])
        else:
            items[-1].append(line)
    return items


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_dw_p5_every_line_of_an_item_after_its_first_stands_two_columns_in(lang: Lang) -> None:
    several = 0
    for settlement in settlements():
        block = payment_block(settlement, lang, NAMES)
        for item in item_lines(block):
            several += len(item) > 1
            for line in item[1:]:
                indent = len(line) - len(line.lstrip(" "))
                assert indent == 2, block
        assert all(len(line) <= PHONE_COLUMNS for line in block.splitlines()), block
    assert several >= 3  # items broken over lines were met


def test_dw_p5_the_partout_payments_under_their_head() -> None:
    block = payment_block(settlements()[0], "en", NAMES)
    assert "\nMisère Partout, tricks 3-8-0-2:\n  East took the most (8)\n" in block, block
    assert "\n  East pays North 50, East pays South 80,\n  East pays West 60\n" in block


def test_dw_p3_the_reserve_clause_stands_with_its_item_in_swedish() -> None:
    block = payment_block(settlements()[1], "sv", NAMES)
    assert "\n  50 i potten\n  40 över taket 60 går till reserven\n" in block, block


@pytest.mark.parametrize("config", params())
def test_every_variants_payment_blocks_stand_their_items_lines_alike(config: Config) -> None:
    """A few deals of each rule set played by computers, and the game's closing settlement:
    every line of an item after its first stands two columns in, none wider than a phone's."""
    variant, settings = config
    game = simulate(6, 3, variant, settings)
    paid = [e.settlement for e in game.deals if e.settlement is not None]
    if game.final is not None:
        paid.append(game.final)
    assert paid
    for lang in ("en", "sv"):
        for settlement in paid:
            block = payment_block(settlement, lang, SIM_NAMES)
            for item in item_lines(block):
                assert all(len(line) - len(line.lstrip(" ")) == 2 for line in item[1:]), block
            assert all(len(line) <= PHONE_COLUMNS for line in block.splitlines()), block
