"""The hand view of someone away says what the computer did for their seat.

A playtest: Dave stepped away while asked to whist. The answer said "A computer plays your
seat while you are away, starting with this turn.", but the live redraw after the computer's
move replaced it at once with "A computer plays your seat until you take it back.", and the
computer had accepted whist for him: nothing in his view said so. Now the view adds, on a line
of its own, the last move made for the seat since he stepped away, in the engine's words ("Last
move made for you: Dave says whist."), read from the table's state (so a restart says it too);
a move he made himself before stepping away is not said to be the computer's.
"""

from __future__ import annotations

from pathlib import Path

from bot.engine.actions import Whist
from tests.discord.driver import Table, boston, bot_of, code_of, enabled_actions, seated_table
from tests.support.fake_model import FakeMessage, FakeUser

UNTIL = "A computer plays your seat until you take it back."
MADE = "Last move made for you:"


def _text(view: FakeMessage) -> str:
    """The view as it reads now (the Live cog edits it as the computer plays)."""
    return view.text


async def _to_whist_question(table: Table) -> FakeUser:
    """People act until someone is asked to whist; that person."""
    for _ in range(40):
        user = table.on_turn()
        assert user is not None, table.message.text
        view = await table.refresh(user)
        if any(code_of(c).startswith("whist.") for c in enabled_actions(view)):
            return user
        await table.step(user, refresh=False)
    raise AssertionError("nobody was asked to whist")


async def _step_away(table: Table, user: FakeUser) -> FakeMessage:
    view = await table.refresh(user)
    await (await table.fake.click(user, view, label="Let a computer play")).done()
    await table.settle()
    return view


async def test_the_away_view_says_the_whist_the_computer_answered(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        dave = await _to_whist_question(table)
        live = bot_of(harness).tables.get(table.id)
        view = await _step_away(table, dave)
        seat = live.away_seat_of(dave.id)
        assert seat is not None
        # The computer answered the whist question for him; nobody else has moved since (the
        # others are people): that answer is the last move made for him.
        game = live.game
        assert game is not None
        entry = game.deals.last
        assert entry is not None and entry.deal is not None
        assert isinstance(entry.deal.actions[-1], Whist)
        assert entry.deal.actions[-1].seat == seat
        first, second = _text(view).splitlines()[:2]
        assert first == UNTIL, _text(view)
        assert second.startswith(f"{MADE} {live.owner_name(seat)} "), _text(view)
        assert second.endswith(" whist."), _text(view)


async def test_a_move_of_ones_own_before_stepping_away_is_not_the_computers(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        first = table.on_turn()
        assert first is not None
        await table.step(first)  # their own bid or pass
        # Stepping away while someone else is on turn: no move made for them yet.
        view = await _step_away(table, first)
        live = bot_of(harness).tables.get(table.id)
        seat = live.away_seat_of(first.id)
        assert seat is not None
        game = live.game
        assert game is not None and game.to_act != seat
        text = _text(view)
        assert UNTIL in text and MADE not in text, text
        # The others play on until the computer has moved for the seat: now it is said.
        entry = game.deals.last
        assert entry is not None and entry.deal is not None
        before = len([a for a in entry.deal.actions if a.seat == seat])
        for _ in range(12):
            if len([a for a in entry.deal.actions if a.seat == seat]) > before:
                break
            user = table.on_turn()
            assert user is not None and user is not first, table.message.text
            await table.step(user)
        else:
            raise AssertionError("the computer never moved for the seat")
        await table.refresh(first)
        text = _text(table.views[first.id])
        assert f"{UNTIL}\n{MADE} {live.owner_name(seat)} " in text, text


async def test_a_restart_still_says_what_the_computer_did(tmp_path: Path) -> None:
    """The moment the computer took the seat over is read back from the saved seat change."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        dave = await _to_whist_question(table)
        view = await _step_away(table, dave)
        before = "\n".join(_text(view).splitlines()[:2])
        assert MADE in before, before
        await harness.restart_bot()
        await harness.settle()
        live = bot_of(harness).tables.get(table.id)
        seat = live.away_seat_of(dave.id)
        assert seat is not None
        table.views.pop(dave.id, None)
        text = _text(await table.open_hand(dave))
        assert "\n".join(text.splitlines()[:2]) == before, text
