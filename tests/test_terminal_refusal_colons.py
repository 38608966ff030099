"""``python -m bot play`` answers a move of another stage of the deal with the stage and what
comes next, after "Not allowed:" (:func:`~bot.i18n.refusal_reason`). The reasons themselves
read "…: sedan spelas korten.", so the line chained two colons ("Inte tillåtet: Budgivningen
är över och whisten avgörs nu: sedan spelas korten."); a reason is now two sentences, and
reads as well alone on Discord.
"""

from __future__ import annotations

import pytest

from bot.engine.words import Lang
from bot.i18n import t
from bot.i18n.en import MESSAGES as EN

STAGES = sorted(k for k in EN if k.startswith("illegal.wrong_phase."))


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("key", STAGES)
def test_a_stage_refusal_has_one_colon(lang: Lang, key: str) -> None:
    line = t(lang, "terminal.not_allowed", reason=t(lang, key))
    assert line.count(":") == 1, line


def test_the_whist_question_refusal_in_swedish() -> None:
    line = t("sv", "terminal.not_allowed", reason=t("sv", "illegal.wrong_phase.whist_answer"))
    assert line == "Inte tillåtet: Budgivningen är över och whisten avgörs nu. Sedan spelas korten."
