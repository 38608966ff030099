"""A step-away notice's **Take my seat back** stops looking live once the seat can no longer
be taken back, and coming back is said once.

- The seat given to someone else (``/boston replace``, to a member or to the computer for
  good): the notice is edited to say who has the seat now, without its button.
- The game over (ended or abandoned) while they were away: edited to say a computer played
  the seat until the end, without its button.
- Taken back: the notice edited to say so is the only announcement; the line "… is back at
  the table." is posted only where the notice could not be edited (gone, say).

Before: a playtest's notice kept its button after the seat went to someone else and after
the game ended (pressed, it was refused); and a person coming back was announced twice, the
notice edited and "<@east> is back at the table." posted below."""

from __future__ import annotations

from pathlib import Path

from cogs.boston.table_away import _away_ended_text  # pyright: ignore[reportPrivateUsage]
from cogs.boston.table_outbox import StepAway
from tests.discord.agreed_stop import end_table
from tests.discord.driver import Table, boston, bot_of, replace_seat, seated_table
from tests.support.fake_discord import Fault
from tests.support.fake_model import FakeMessage, FakeUser

EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"


def _notices(table: Table, user: FakeUser) -> list[FakeMessage]:
    """The thread's lines calling ``user`` that are or were a step-away notice."""
    return [
        m
        for m in table.place.visible_messages()
        if f"<@{user.id}>" in m.text and "stepped away" in m.text
    ]


async def _away(table: Table) -> tuple[FakeUser, int, FakeMessage]:
    """Someone not on turn steps away: them, their seat, and the notice."""
    user = next(u for u in table.users.values() if u is not table.on_turn())
    await (await table.fake.click(user, table.views[user.id], label="Let a computer play")).done()
    await table.settle()
    (notice,) = _notices(table, user)
    assert "Take my seat back" in notice.labels
    seat = bot_of(table.harness).tables.get(table.id).away_seat_of(user.id)
    assert seat is not None
    return user, seat, notice


def _back_lines(table: Table, user: FakeUser) -> list[str]:
    return [
        m.text
        for m in table.place.visible_messages()
        if m.text == f"<@{user.id}> is back at the table."
    ]


async def test_coming_back_is_said_once_by_the_notice(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        user, _, notice = await _away(table)
        await (await table.fake.click(user, notice, label="Take my seat back")).done()
        await table.settle()
        assert notice.text == f"<@{user.id}> stepped away for a while and has taken the seat back."
        assert not notice.custom_ids
        assert _back_lines(table, user) == []
        assert harness.problems() == []


async def test_coming_back_is_posted_where_the_notice_cannot_be_edited(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        user, _, notice = await _away(table)
        # A moderator deleted the notice: its edit is refused.
        harness.fake.faults.inject(
            EDIT,
            Fault.error(404, 10008, "Unknown Message"),
            match=lambda r: r.path.endswith(f"/messages/{notice.id}"),
        )
        await (await table.fake.click(user, table.views[user.id], label="Take my seat back")).done()
        await table.settle()
        assert _back_lines(table, user) == [f"<@{user.id}> is back at the table."]


async def test_the_notice_says_the_seat_went_to_a_member(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        user, seat, notice = await _away(table)
        kibitzer = fake.user("kibitzer")
        await replace_seat(
            harness, fake.owner, {"seat": seat, "member": kibitzer, "table": table.id}
        )
        await table.settle()
        assert notice.text == (
            f"<@{user.id}> stepped away; seat {seat} has since been given to <@{kibitzer.id}>."
        ), notice.text
        assert not notice.custom_ids
        assert _back_lines(table, user) == []


async def test_the_notice_says_the_seat_went_to_the_computer_for_good(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        user, seat, notice = await _away(table)
        await replace_seat(harness, fake.owner, {"seat": seat, "table": table.id})
        name = bot_of(harness).tables.get(table.id).seats[seat].display_name
        assert name == f"Computer {seat} (heuristic)"
        await table.settle()
        assert notice.text == (
            f"<@{user.id}> stepped away; seat {seat} has since been given to {name}."
        ), notice.text
        assert not notice.custom_ids


async def test_a_notice_from_before_a_restart_says_the_seat_went_to_someone(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        user, seat, notice = await _away(table)
        await harness.restart_bot()
        await table.settle()
        kibitzer = fake.user("kibitzer")
        await replace_seat(
            harness, fake.owner, {"seat": seat, "member": kibitzer, "table": table.id}
        )
        await table.settle()
        assert notice.text == (
            f"<@{user.id}> stepped away; seat {seat} has since been given to <@{kibitzer.id}>."
        ), notice.text
        assert not notice.custom_ids


async def test_the_notice_says_the_game_ended(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        user, _, notice = await _away(table)
        # Nobody has moved in deal 1: the game ends at once (the deal dropped).
        await end_table(fake, fake.owner, {"table": table.id})
        await table.settle()
        assert bot_of(harness).tables.find(table.id) is None
        assert notice.text == (
            f"<@{user.id}> stepped away: a computer played the seat until the end of the game."
        ), notice.text
        assert not notice.custom_ids


async def test_the_notice_says_the_game_was_abandoned(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        user, _, notice = await _away(table)
        asked = await (
            await fake.slash(fake.owner, "boston abandon", {"table": table.id})
        ).message()
        await (await fake.click(fake.owner, asked, label=f"Abandon table {table.id}")).done()
        await table.settle()
        assert bot_of(harness).tables.find(table.id) is None
        assert notice.text == (
            f"<@{user.id}> stepped away: a computer played the seat until the end of the game."
        ), notice.text
        assert not notice.custom_ids


async def test_the_notice_says_they_are_back_when_the_host_gives_them_their_seat(
    tmp_path: Path,
) -> None:
    """``/boston replace`` naming the person away gives them their own seat back: the notice
    says they took it back, and the thread's line says who takes over from the computer."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        user, seat, notice = await _away(table)
        await replace_seat(harness, fake.owner, {"seat": seat, "member": user, "table": table.id})
        await table.settle()
        assert bot_of(harness).tables.get(table.id).seats[seat].player_id == user.id
        assert notice.text == (
            f"<@{user.id}> stepped away for a while and has taken the seat back."
        ), notice.text
        assert not notice.custom_ids
        said = [m.text for m in table.place.visible_messages()]
        assert any(line.startswith(f"Seat {seat}: <@{user.id}> takes over from") for line in said)


def test_the_notices_edited_say_so_in_swedish() -> None:
    given = StepAway(2, 7, "given", to="<@8>")
    assert _away_ended_text(given, False, "sv") == (
        "<@7> gick ifrån bordet; plats 2 har sedan dess gått till <@8>."
    )
    assert _away_ended_text(given, True, "sv") == (
        "<@7> spelade inte i tid; plats 2 har sedan dess gått till <@8>."
    )
    assert _away_ended_text(7, False, "sv") == (
        "<@7> gick ifrån bordet: en dator spelade platsen till spelets slut."
    )
    assert _away_ended_text(7, True, "sv") == (
        "<@7> spelade inte i tid: en dator spelade platsen till spelets slut."
    )
    back = StepAway(2, 7, "back", instead=True)
    assert _away_ended_text(back, False, "sv") == (
        "<@7> gick ifrån bordet en stund och har tagit tillbaka platsen."
    )
