"""What a paused table says, said once and as a command reads: a move pressed at a paused
table (in a hand view opened before the pause) is refused above a view whose own line says the
table is paused and who resumes it with `/boston resume`: the refusal says only that nothing
is played (before, both lines told who resumes it, in one view). A refusal shown alone (a
deal entered with ``/boston score`` at a paused scorekeeping table) still says who resumes it
and how. The bot's private and public texts write a command in code (`` `/boston resume` ``),
never as plain text; a slash command's own description and the terminal's texts (no markdown
there) are left plain. The hand view's heading of a seat a computer keeps for its person names
the person ("du sitter på plats 3, Sven"), not the keeper ("Sven (dator)", past a phone's
line): the line above it says a computer plays the seat."""

from __future__ import annotations

import re
from pathlib import Path

from bot.i18n import CATALOGUES, Lang, t
from bot.wrapping import PHONE_LINE, display_width
from tests.discord.driver import (
    PLAYERS,
    boston,
    bot_of,
    button_ending,
    enabled_actions,
    seated_table,
)
from tests.discord.test_boston_club import scorekeeping_table

RESUME = "`/boston resume`"


async def test_a_move_pressed_while_paused_says_the_pause_once(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3", seed=5) as harness:
        fake = harness.fake
        table = await seated_table(harness)
        await table.settle()
        first = table.on_turn()
        assert first is not None
        view = await table.refresh(first)
        move = enabled_actions(view)[0]
        host = fake.user(PLAYERS[0])
        await (await fake.slash(host, "boston pause")).done()
        await table.settle()
        assert bot_of(harness).tables.get(table.id).status == "paused"

        # Its button, pressed as it was drawn before the pause (a client that had not redrawn).
        await (await fake.forge_component(first, view, move)).done()
        await table.settle()
        text = view.text
        assert text.splitlines()[0] == "⚠️ " + t("en", "refused.paused_in_view"), text
        assert t("en", "table.paused") in text, text
        assert t("en", "refused.paused") not in text, text
        assert text.count(RESUME) == 1, text  # who resumes it, and how: said once
        assert not enabled_actions(view), text
        assert harness.problems() == []


async def test_a_score_entered_while_paused_is_told_who_resumes(tmp_path: Path) -> None:
    """Shown alone, the refusal keeps who resumes the table and how."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in PLAYERS]
        await scorekeeping_table(harness, users, {"mode": "score"})
        await (await fake.slash(users[0], "boston pause")).done()
        await harness.settle()
        five = {"contract": "5", "declarer": 3, "whister": 1, "trumps": "plain"}
        score = {**five, "tricks": 5, "whister_tricks": 3}
        told = await (await fake.slash(users[1], "boston score", score)).message()
        assert told.ephemeral_to is users[1]
        assert told.text == t("en", "refused.paused"), told.text
        assert RESUME in told.text and "Manage Server" in told.text
        assert harness.problems() == []


# Shown where no markdown is drawn: a slash command's description (Discord draws it plain),
# the command line's help and the terminal.
PLAIN = ("cmd.", "cli.", "simulate.", "export.cli", "terminal.")


def test_commands_are_written_in_code() -> None:
    bare = re.compile(r"(?<!`)/boston\b")
    found = [
        (lang, key, text)
        for lang, catalogue in CATALOGUES.items()
        for key, text in catalogue.items()
        if not key.startswith(PLAIN) and bare.search(text)
    ]
    assert found == []


def test_the_paused_texts_write_the_command_in_code() -> None:
    for lang in CATALOGUES:
        assert RESUME in t(lang, "club.paused", id=1)
        assert RESUME in t(lang, "refused.already_paused", id=1)
        assert RESUME in t(lang, "refused.paused") and RESUME in t(lang, "table.paused")


async def test_a_kept_seat_heading_names_its_person_on_a_phone_line(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness, players=("north", "east", "sven", "west"))
        readers: tuple[tuple[str, Lang], ...] = (("sven", "sv"), ("east", "en"))
        for name, lang in readers:
            user = fake.user(name)
            if lang == "sv":
                user.locale = "sv-SE"
            hand = await table.open_hand(user)
            await (await fake.click(user, hand, button_ending(hand, ":away"))).done()
            await table.settle()
            live = bot_of(harness).tables.get(table.id)
            seat = live.away_seat_of(user.id)
            assert seat is not None and live.seats[seat].display_name.endswith("(computer)")
            view = await table.refresh(user)
            lines = view.text.splitlines()
            assert t(lang, "seat.computer_plays") in lines, view.text  # said above it
            n = len(live.game.deals) if live.game is not None else 0
            head = t(lang, "hand.head", id=table.id, n=n, seat=seat, name=name.title())
            assert head in lines, view.text
            assert display_width(head.replace("**", "")) <= PHONE_LINE, head
        assert harness.problems() == []
