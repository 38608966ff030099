"""Every word explained (issue #14): a deal's payment lines reach each reader in their own
language, followed by one line explaining each glossary term they use, from the glossary."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from bot import guide
from tests.discord.driver import boston
from tests.discord.test_boston_club import scorekeeping_table, wait_text
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeMessage, FakeUser


async def _swedish_scorekeeping_table(
    harness: BotHarness, options: Mapping[str, object]
) -> tuple[list[FakeUser], FakeMessage]:
    """A server speaking Swedish; Sven opens a table with ``options`` (``/boston new``), three
    people join and he starts it. Returns the four and the table's message."""
    fake = harness.fake
    await (await fake.slash(fake.owner, "boston settings", {"language": "sv"})).done()
    users = [fake.user(n) for n in ("sven", "east", "south", "west")]
    await (await fake.slash(users[0], "boston new", options)).done()
    message = await fake.wait_for_message(
        fake.guild.channel("general"), lambda m: any("boston:lobby:" in c for c in m.custom_ids)
    )
    for user in users[1:]:
        await (await fake.click(user, message, label="Sätt dig")).done()
    await (await fake.click(users[0], message, label="Starta")).done()
    await harness.settle()
    return users, message


# SV-S9's deal at a fresh table: 7 spel in andra färg, one overtrick, three honours, no marks.
SV_S9 = {"contract": "7", "trumps": "second", "tricks": 8, "honours": 3}


async def test_a_swedish_reader_reads_swedish_payments_and_words(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users, message = await _swedish_scorekeeping_table(harness, {"mode": "score"})
        reply = await (
            await fake.slash(users[0], "boston score", {**SV_S9, "declarer_member": users[1]})
        ).message()
        # The payment line laid out for a phone: the sum broken after a comma, then its clauses.
        sv_line = (
            "grund 18, codille 2, överstick 1,\n  honnörer 2 (3 på hand) = 23\n"
            "  andra färg × 2 = 46"
        )
        base, _ = guide.glossary_terms("sv")["base"]
        assert message.thread is not None
        for shown in (reply.text, (await wait_text(harness, message.thread, sv_line)).text):
            assert sv_line in shown and "avrundat 50" in shown
            assert "base 18" not in shown and "pays" not in shown
            assert f"**{base}**: kontraktets egna point" in shown
            assert "**honnörer**: trumfens A K Q J (ess, kung, dam, knekt)" in shown
            assert "mer i `/boston help topic:Ordlista`" in shown
            assert len(shown) <= 2000


async def test_an_english_reader_reads_english_payments_and_words(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in ("north", "east", "south", "west")]
        message = await scorekeeping_table(harness, users, {"mode": "score"})
        reply = await (
            await fake.slash(users[0], "boston score", {**SV_S9, "declarer_member": users[1]})
        ).message()
        en_line = (
            "base 18, codille 2, overtrick 1,\n  honours 2 (3 held) = 23\n  andra färg × 2 = 46"
        )
        assert message.thread is not None
        for shown in (reply.text, (await wait_text(harness, message.thread, en_line)).text):
            assert en_line in shown and "rounded 50" in shown
            assert "**grund (base)**: The contract's own points" in shown
            assert "**andra färg (second suit)**: The other suit" in shown
            assert "more in `/boston help topic:glossary`" in shown


async def test_a_games_later_results_name_their_words_without_explaining_them_again(
    tmp_path: Path,
) -> None:
    """The first deal's result explains its words; a later one using the same words leaves
    them out (no paragraph, nor a bare list of words, repeated deal after deal),
    also after a restart."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in ("north", "east", "south", "west")]
        message = await scorekeeping_table(harness, users, {"mode": "score"})
        thread = message.thread
        assert thread is not None
        score = {**SV_S9, "declarer_member": users[1]}
        entered = await (await fake.slash(users[0], "boston score", score)).message()
        first = (await wait_text(harness, thread, "**Deal 1**")).text
        assert "**grund (base)**: The contract's own points" in first
        assert "**grund (base)**: The contract's own points" in entered.text
        await harness.restart_bot()
        again = await (await fake.slash(users[0], "boston score", score)).message()
        second = (await wait_text(harness, thread, "**Deal 2**")).text
        # The thread's post and the scorekeeper's private answer alike.
        for later in (second, again.text):
            assert "**grund (base)**" not in later and "**codille**" not in later
            assert "more in `/boston help topic:glossary`" not in later
            assert "The contract's own points" not in later
        assert len(second) < len(first) - 200


async def test_a_later_result_explains_the_words_the_game_uses_there_first(
    tmp_path: Path,
) -> None:
    """Deal 2 is lost where deal 1 was made: its new words (the bet written, the mark) are
    explained in full where they first appear, the words deal 1 explained are left out;
    and so after a restart too (the game keeps what it has used)."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in ("north", "east", "south", "west")]
        message = await scorekeeping_table(harness, users, {"mode": "score"})
        thread = message.thread
        assert thread is not None
        await (await fake.slash(users[0], "boston score", {**SV_S9, "declarer": 2})).done()
        await wait_text(harness, thread, "**Deal 1**")
        await harness.restart_bot()
        lost = {"contract": "7", "trumps": "plain", "tricks": 5, "declarer": 2}
        answer = await (await fake.slash(users[0], "boston score", lost)).message()
        second = (await wait_text(harness, thread, "**Deal 2**")).text
        for shown in (second, answer.text):
            assert "**bet**: " in shown  # first used here: explained
            assert "**grund (base)**" not in shown  # explained in deal 1: left out
            assert "more in `/boston help topic:glossary`" in shown


async def test_a_fontainebleau_result_explains_its_words_once(tmp_path: Path) -> None:
    """The French family explains its words as Swedish Boston does: FB-X4's 7 ♥ lost with
    three honours explains the deposit (FB-L1), the pool (FB-L), X (FB-S1) and the
    honour-tricks (FB-H3) under its lines; the next deal, a 5 ♠ made, leaves them out."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in ("north", "east", "south", "west")]
        message = await scorekeeping_table(
            harness, users, {"mode": "score", "variant": "fontainebleau"}
        )
        thread = message.thread
        assert thread is not None
        lost = {"contract": "7", "declarer": 2, "tricks": 5, "honours": 3, "suit": "H"}
        await (await fake.slash(users[0], "boston score", lost)).done()
        first = (await wait_text(harness, thread, "**Deal 1**")).text
        assert "**deposit**: What each dealer pays into the pool before the deal" in first
        assert "**pool (Fontainebleau)**: The deposits and the losers' payments" in first
        assert "**X (the amount)**: The amount per adversary, made of the table's value" in first
        assert "**honour-tricks**: Three trump honours" in first
        made = {"contract": "5", "declarer": 1, "tricks": 6, "suit": "S"}
        await (await fake.slash(users[0], "boston score", made)).done()
        second = (await wait_text(harness, thread, "**Deal 2**")).text
        for word in ("**deposit**", "**pool (Fontainebleau)**", "**X (the amount)**"):
            assert word not in second, second
        assert "What each dealer pays" not in second


async def test_a_swedish_nantes_result_explains_the_pool_and_the_carte_de_boston(
    tmp_path: Path,
) -> None:
    """NT-X14's neuf ♠ at a Swedish table: the pool (NT-D5, NT-P9), the factor (NT-P1) and
    the carte de boston (NT-J1) explained in Swedish from the Swedish glossary."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        options = {"mode": "score", "variant": "nantes"}
        users, message = await _swedish_scorekeeping_table(harness, options)
        neuf = {"contract": "neuf", "declarer": 2, "suit": "S", "turned": "5S", "tricks": 9}
        await (
            await fake.slash(users[0], "boston score", {**neuf, "honours": 3, "boston": 4})
        ).done()
        assert message.thread is not None
        shown = (await wait_text(harness, message.thread, "**Giv 1**")).text
        assert "**pott**: varje givare betalar en insats (10) i den" in shown
        assert "**faktor**: det tal varje belopp multipliceras med efter färgen" in shown
        assert "**carte de boston**: ruter knekt, högsta trumf" in shown
        assert "mer i `/boston help topic:Ordlista`" in shown
