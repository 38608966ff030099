"""What a newcomer on Discord reads first, in English and Swedish.

``/boston help`` asked with no table (its default topic, "How to play") told the rules and
never how to begin: it now ends with a line naming ``/boston new`` and the topic listing the
other commands. The English button that hands a seat to a computer said only "Step away",
where the Swedish one says "Låt datorn ta över": it now says a computer plays. The lobby's
three computer buttons ("Computer: random", "…: heuristic", "…: strong") did not say what
the levels are: a line of the lobby text now says, weakest first, how each one plays.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.i18n import COMPUTER_LEVELS, Lang, t
from cogs.boston.hand_view import PHONE_LABEL
from tests.discord.driver import boston, open_table, seated_table
from tests.support.bot_runner import BotHarness

ASKERS: tuple[tuple[str, Lang], ...] = (("north", "en"), ("sven", "sv"))
START = {
    "en": "Open a table: `/boston new` (`/boston help topic:commands` lists the rest)",
    "sv": "Öppna ett bord: `/boston new` (`/boston help topic:Kommandon` visar resten)",
}
LEVELS_LINE = {
    "en": "Computers, weakest first: **random** makes any legal move, **heuristic** plays by "
    "rules of thumb, **strong** tries each card out on possible deals.",
    "sv": "Datorer, svagast först: **slump** gör vilket tillåtet drag som helst, **heuristisk** "
    "spelar efter tumregler, **stark** provar varje kort på möjliga givar.",
}


async def _help(harness: BotHarness, username: str, options: dict[str, object]) -> str:
    """``/boston help`` asked by ``username`` in #general, every page's description joined."""
    fake = harness.fake
    handle = await fake.slash(fake.user(username), "boston help", options)
    pages = [await handle.message(), *handle.followups]
    return "\n\n".join(page.embeds[0]["description"] for page in pages)


@pytest.mark.parametrize(("username", "lang"), ASKERS)
async def test_how_to_play_at_no_table_ends_saying_how_to_start(
    tmp_path: Path, username: str, lang: Lang
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        asked: list[dict[str, object]] = [
            {},
            {"topic": "play"},
            {"topic": "play", "variant": "dawson"},
        ]
        for options in asked:
            text = await _help(harness, username, options)
            assert text.endswith("\n\n" + START[lang]), text[-400:]
            assert text.count("/boston new") == 1, text
        # Only the first question: the other topics tell what they are asked about.
        for topic in ("contracts", "payments", "glossary", "commands"):
            assert "`/boston new` (" not in await _help(harness, username, {"topic": topic})


async def test_a_player_at_a_table_is_not_told_to_start_one(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        await seated_table(harness)
        text = await _help(harness, "north", {})
        assert text.startswith(t("en", "help.at_table", settings="")[:14]), text[:200]
        assert START["en"] not in text


async def test_the_button_handing_a_seat_over_says_a_computer_plays_it(tmp_path: Path) -> None:
    """The label that sends a seat to a computer (``boston:seat:<table>:away``) says so in
    English as in Swedish, and stays whole on a phone's row of three (``PHONE_LABEL``)."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        north = harness.fake.user("north")
        view = table.views[north.id]
        away = next(b for b in view.buttons if str(b.get("custom_id")).endswith(":away"))
        assert away["label"] == "Let a computer play"
    words: tuple[tuple[Lang, str], ...] = (("en", "computer"), ("sv", "dator"))
    for lang, word in words:
        label = t(lang, "seat.away")
        assert word in label.lower() and len(label) <= PHONE_LABEL, label


@pytest.mark.parametrize("lang", ["en", "sv"])
async def test_the_lobby_says_what_the_computer_levels_are(tmp_path: Path, lang: Lang) -> None:
    """One line under "press Join, or a Computer button", naming each level as its button
    does (``computer.<level>``), weakest first, and how it plays (docs/players.md)."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        if lang == "sv":
            await (await fake.slash(fake.owner, "boston settings", {"language": "sv"})).done()
        lobby, _ = await open_table(harness, fake.user("north"))
        lines = lobby.text.splitlines()
        assert LEVELS_LINE[lang] in lines, lobby.text
        assert lines.index(LEVELS_LINE[lang]) == lines.index(t(lang, "lobby.wait")) + 1
        named = [f"**{t(lang, f'computer.{level}')}**" for level in COMPUTER_LEVELS]
        assert sorted(named, key=LEVELS_LINE[lang].index) == named
        for button in (b for b in lobby.buttons if ":cpu-" in str(b.get("custom_id"))):
            assert str(button["label"]).split(": ")[1] in LEVELS_LINE[lang]


async def test_a_scorekeeping_lobby_names_no_computer_levels(tmp_path: Path) -> None:
    """Four people with real cards: no computer can sit there, so no line about them."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        lobby, _ = await open_table(harness, harness.fake.user("north"), options={"mode": "score"})
        assert t("en", "lobby.wait_score") in lobby.text
        assert "weakest first" not in lobby.text
