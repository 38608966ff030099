"""What only Discord does is said only on Discord, within a sentence too.

Russian Boston's rules said "The program offers chicane only to such a player (on Discord
privately)" in the terminal's ``r`` as well, where there is one person and nothing private.
The aside is marked ``<!-- only:discord -->`` within its sentence (:func:`bot.guide.section`
drops such a part wherever it stands), so the terminal reads the sentence without it.
"""

from __future__ import annotations

import pytest

from bot import guide
from bot.engine.words import Lang

ASIDE = {"en": " (on Discord privately)", "sv": " (på Discord privat)"}
SENTENCE = {
    "en": "The program offers chicane only to such a player{aside}, so a false declaration",
    "sv": "Programmet erbjuder chicane bara en sådan spelare{aside}, så ett falskt meddelande",
}


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_chicane_offer_says_privately_on_discord_only(lang: Lang) -> None:
    """RU-C1…C4: the program offers chicane only to a player without trumps."""
    discord = guide.section("play", lang, "russian", "discord")
    terminal = guide.section("play", lang, "russian", "terminal")
    assert SENTENCE[lang].format(aside=ASIDE[lang]) in discord, discord
    assert SENTENCE[lang].format(aside="") in terminal, terminal
    assert "Discord" not in terminal
