"""An action's code is read exactly as a button spells it (``cogs.boston.ids``): a forged
``pass.x`` or ``concede.anything`` is no button's code, so no action. Before, the words after
the dot were ignored and ``boston:act:1:2:pass.x`` was taken as a pass (a security playtest:
harmless, a legal action of the clicker's own seat, but not the code's promise)."""

from __future__ import annotations

import pytest

from bot.engine.actions import Concede, Pass
from cogs.boston.ids import action_code, parse_action


@pytest.mark.parametrize(
    "code", ["pass.x", "pass.", "concede.x", "concede.", "support.x", "claim."]
)
def test_a_code_with_words_no_button_spells_is_no_action(code: str) -> None:
    assert parse_action(code, 2) is None


@pytest.mark.parametrize("action", [Pass(2), Concede(2)])
def test_the_buttons_own_codes_still_read(action: Pass | Concede) -> None:
    assert parse_action(action_code(action), 2) == action
