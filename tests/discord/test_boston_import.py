"""``/boston import`` with hostile files (issue 13, findings 7 and 8): the work runs in a
child process with limits, a record may hold so much and no more, one import at a time per
person, and every file gets a clear private answer Discord accepts."""

from __future__ import annotations

import asyncio
import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from bot.i18n import t
from cogs.boston.import_worker import run_import, work
from tests.discord.driver import boston, seated_table
from tests.fuzz.test_fuzz_records import played_record

FIGURE1 = json.loads((Path(__file__).parents[1] / "fixtures" / "figure1.json").read_text())


async def _import(harness: Any, name: str, data: bytes) -> str:
    fake = harness.fake
    answer = await (
        await fake.slash(fake.user("north"), "boston import", {"record": (name, data)})
    ).message(within=30)
    assert answer.ephemeral
    assert len(answer.content) <= 2000
    return answer.text


async def test_hostile_records_get_a_clear_answer(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        nested = await _import(harness, "deep.json", b"[" * 100_000)
        assert "nested too deeply" in nested
        binary = await _import(harness, "x.png", b"\x89PNG\r\n\x1a\n" + bytes(range(256)))
        assert "not UTF-8 text" in binary and "codec" not in binary
        long_name = dict(FIGURE1, players=["N" * 10_000, "I.N.", "A.E.", "E.S."])
        named = await _import(harness, "n.json", json.dumps(long_name).encode())
        assert "The record replays: 7 deals." in named
        many = dict(FIGURE1, deals=FIGURE1["deals"] * 60)  # 420 deals: over the cap
        capped = await _import(harness, "many.json", json.dumps(many).encode())
        assert "more than 400 deals" in capped
        huge_int = await _import(harness, "int.json", b'{"format": ' + b"9" * 5000 + b"}")
        assert huge_int.startswith("The record could not be replayed:")


async def _answer_now(handle: Any) -> Any:
    """The answer, without waiting for every handler to finish (one is held on purpose)."""
    await handle.response()
    return await handle.fake.wait_for(
        lambda: handle.original if handle.original and not handle.original.loading else None,
        None,
        what="the answer",
    )


async def test_one_import_at_a_time_and_the_tables_play_on_meanwhile(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    release = asyncio.Event()
    started = asyncio.Event()

    async def slow_import(data: bytes, language: str, title: str) -> dict[str, Any]:
        started.set()
        await release.wait()
        return {"head": "The record replays: 0 deals.", "text": "", "picture": None}

    async with boston(tmp_path / "b.sqlite3") as harness:
        # The bot loaded its own copy of the cog's module (discord.py's load_extension).
        monkeypatch.setattr(sys.modules["cogs.boston.records"], "run_import", slow_import)
        fake = harness.fake
        table = await seated_table(harness)
        north = fake.user("north")
        first = await fake.slash(north, "boston import", {"record": ("a.json", b"{}")})
        await started.wait()
        second = await _answer_now(
            await fake.slash(north, "boston import", {"record": ("b.json", b"{}")})
        )
        assert "still being read" in second.text
        # Meanwhile every table answers at once.
        hand = await _answer_now(
            await fake.click(fake.user("east"), table.message, label="My hand")
        )
        assert hand.ephemeral
        release.set()
        assert "The record replays" in (await first.message()).text


async def test_the_worker_runs_in_a_child_process_with_limits() -> None:
    """A record is read by ``python -m cogs.boston.import_worker`` under a CPU and a memory
    limit; its answer is the same as reading it here."""
    outcome = await run_import(json.dumps(FIGURE1).encode(), "en", "t")
    assert outcome["head"] == "The record replays: 7 deals." and outcome["picture"]


def _unplaced(reason: str) -> str:
    """A record's refusal without the line and column of the value refused (RF-1.2), which
    ``tests/test_record_error_places.py`` checks: its words."""
    return re.sub(r"^(line|rad) \d+, (column|kolumn) \d+: ", "", reason)


def _first_action_seat(record: dict[str, Any], seat: int) -> dict[str, Any]:
    """``record`` with deal 1's first action made by ``seat`` (out of turn, or no seat)."""
    changed = json.loads(json.dumps(record))
    changed["deals"][0]["actions"][0]["seat"] = seat
    return changed


def test_a_bad_file_is_answered_in_the_askers_language_with_its_position() -> None:
    """JSON's own messages and a record's problems are said in words, in Swedish too, with
    the line and column or the deal and action; a rule's refusal is the rules' own text."""
    broken = json.dumps(FIGURE1, indent=1)[:500].encode()
    line = broken.decode().count("\n") + 1
    sv = work(broken, "sv-SE", "t")["reason"]
    assert sv.startswith(f"filen är inte giltig JSON på rad {line}, kolumn")
    assert "Unterminated" not in sv and "Expecting" not in sv
    assert (
        "line 2, column 3: a field name in double quotes was expected"
        in (work(b"{\n  format: 1}", "en", "t")["reason"])
    )
    not_record = work(b"[1, 2]", "sv", "t")["reason"]
    assert not_record.startswith("filen innehåller JSON men ingen spelfil")
    played = played_record(2, 2)
    eldest = played["first_dealer"] % 4 + 1
    out_of_turn = _first_action_seat(played, eldest % 4 + 1)  # the seat after eldest
    reason = _unplaced(work(json.dumps(out_of_turn).encode(), "sv", "t")["reason"])
    assert reason.startswith("giv 1, drag 1: ") and "deal" not in reason
    # Said of the seat that moved, not to the importer.
    assert reason.removeprefix("giv 1, drag 1: ") == (
        "Plats 3 (C) gör ett drag, men det är plats 2 (B) som står på tur."
    )
    # A variant or a setting the rules refuse: the settings' own words, translated.
    unknown = work(json.dumps({**FIGURE1, "variant": "piquet"}).encode(), "sv", "t")
    assert _unplaced(unknown["reason"]).startswith(
        "det finns inga regler som heter 'piquet'; välj en av: "
    )
    bad = work(json.dumps({**FIGURE1, "settings": {"payment": 7}}).encode(), "sv", "t")
    assert _unplaced(bad["reason"]).startswith("`payment` måste vara ")
    # An action not written in the record's form: what is wrong with it, translated.
    for written, said in (
        ({"seat": 1, "pas": True}, "ett drag behöver exakt ett verb av pass, bid, "),
        ({"seat": 1, "pass": True, "note": 1}, 'okänt fält "note"'),
        ({"seat": 9, "pass": True}, '"seat" måste vara 1, 2, 3 eller 4'),
        ({"seat": 1, "whist": "maybe"}, '"whist" måste vara invite, alone, accept eller decline'),
        ([1], 'ett drag måste vara ett objekt som {"seat": 1, "pass": true}'),
    ):
        typo = json.loads(json.dumps(played))
        typo["deals"][0]["actions"][0] = written
        found = _unplaced(work(json.dumps(typo).encode(), "sv", "t")["reason"])
        assert found.startswith("giv 1, drag 1: " + said), found


def test_a_byte_order_mark_and_an_unfinished_deal() -> None:
    """A file saved with a byte-order mark reads as without; a record whose last deal stops
    half-way replays its finished deals and says the last one is not scored."""
    with_bom = b"\xef\xbb\xbf" + json.dumps(FIGURE1).encode()
    assert work(with_bom, "en", "t")["head"] == "The record replays: 7 deals."
    cut = played_record(2, 1)
    cut["deals"][0]["actions"] = cut["deals"][0]["actions"][:10]
    head = work(json.dumps(cut).encode(), "sv", "t")["head"]
    assert head == "Spelfilen spelas upp: 0 givar. Giv 1 är inte färdigspelad och räknas inte."


def test_a_file_in_another_encoding_reads_or_is_refused_with_its_place() -> None:
    """Notepad's "Unicode" (UTF-16 with a byte-order mark) and UTF-16 without one are text and
    read; a Latin-1 file is refused naming the first byte that is not UTF-8, by line, column
    and place in the file, in the asker's language."""
    text = json.dumps(FIGURE1, indent=1)
    for encoding in ("utf-16", "utf-16-le", "utf-8-sig"):
        assert work(text.encode(encoding), "sv", "t")["head"] == "Spelfilen spelas upp: 7 givar."
    named = json.dumps(
        dict(FIGURE1, players=["Åsa", "Örjan", "Bo", "Li"]), indent=1, ensure_ascii=False
    )
    before = named.split("Å")[0]
    line, column = before.count("\n") + 1, len(before.rsplit("\n", 1)[-1]) + 1
    where = (line, column, len(before.encode()) + 1)
    assert line > 1 and column > 1
    en = work(named.encode("latin-1"), "en", "t")
    assert en["error"] == "import.not_text"
    assert t("en", "import.not_text", reason=en["reason"]) == (
        "That file cannot be read as a game record: the file is not UTF-8 text (the byte 0xC5 "
        "at line {}, column {}, the file's byte {}, cannot be read as UTF-8); save it as UTF-8 "
        "and attach it again.".format(*where)
    )
    sv = work(named.encode("latin-1"), "sv", "t")
    assert sv["reason"] == (
        "filen är inte UTF-8-text (byten 0xC5 på rad {}, kolumn {}, filens byte {}, kan inte "
        "läsas som UTF-8); spara den som UTF-8 och bifoga den igen".format(*where)
    )


def test_players_the_dealer_and_a_card_are_said_in_the_askers_language() -> None:
    """A bad first dealer is named as given (NaN, a text), not as a seat it was turned into;
    bad players and a card that is no card are said in words, with the deal and action."""
    for dealer, shown in ((float("nan"), "NaN"), ("2", '"2"'), (0, "0")):
        data = json.dumps(dict(FIGURE1, first_dealer=dealer)).encode()
        assert _unplaced(work(data, "en", "t")["reason"]) == (
            f'"first_dealer" must be the seat 1, 2, 3 or 4, not {shown}'
        )
        assert _unplaced(work(data, "sv", "t")["reason"]) == (
            f'"first_dealer" måste vara platsen 1, 2, 3 eller 4, inte {shown}'
        )
    three = json.dumps(dict(FIGURE1, players=["a", "b", "c"])).encode()
    assert _unplaced(work(three, "en", "t")["reason"]) == '"players" must list four names, not 3'
    assert (
        _unplaced(work(three, "sv", "t")["reason"]) == '"players" måste innehålla fyra namn, inte 3'
    )
    blank = json.dumps(dict(FIGURE1, players=["a", "b", 3, "d"])).encode()
    assert _unplaced(work(blank, "sv", "t")["reason"]) == (
        '"players": namnet på plats 3 måste vara en text som inte är tom'
    )
    played = played_record(2, 2)
    actions = played["deals"][0]["actions"]
    number = next(n for n, action in enumerate(actions, start=1) if "play" in action)
    actions[number - 1]["play"] = "ZZ"
    data = json.dumps(played).encode()
    assert _unplaced(work(data, "en", "t")["reason"]) == (
        f"deal 1, action {number}: 'ZZ' is not a card: unknown rank 'Z' "
        "(2 to 9, T or 10, J, Q, K, A)"
    )
    assert _unplaced(work(data, "sv", "t")["reason"]) == (
        f"giv 1, drag {number}: 'ZZ' är inget kort: okänd valör 'Z' "
        "(2 till 9, T eller 10, J, Q, K, A)"
    )
    played = played_record(2, 2)
    played["deals"][0]["turned"] = "7X"
    turned = _unplaced(work(json.dumps(played).encode(), "sv", "t")["reason"])
    assert turned == "giv 1: '7X' är inget kort: okänd färg 'X' (S, H, D eller C)"


async def test_a_swedish_import_is_answered_in_swedish(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        broken = json.dumps(_first_action_seat(played_record(2, 1), 9)).encode()
        answer = await (
            await fake.slash(fake.user("sven"), "boston import", {"record": ("g.json", broken)})
        ).message(within=30)
        assert answer.ephemeral
        assert re.match(
            r"Spelfilen kunde inte spelas upp: rad 1, kolumn \d+: giv 1, drag 1: ", answer.text
        )
        latin1 = json.dumps(dict(FIGURE1, players=["Åsa", "B", "C", "D"]), ensure_ascii=False)
        answer = await (
            await fake.slash(
                fake.user("sven"), "boston import", {"record": ("g.json", latin1.encode("latin-1"))}
            )
        ).message(within=30)
        assert answer.ephemeral
        assert answer.text.startswith(
            "Filen kan inte läsas som en spelfil: filen är inte UTF-8-text (byten 0xC5 på rad 1, "
        )


def test_a_finished_tour_is_imported_with_its_betdelning() -> None:
    """A record whose tour is over (SV-P11) is settled as its table settled it: the balances
    hold the betdelning (SV-P12), the score sheet ends with its row, and a bare stroke is no
    longer a bet still to win. A record does not say its game was closed; no deal can follow."""
    from bot.engine.record import game_to_record
    from bot.i18n import signed
    from bot.simulate import simulate

    game = simulate(60, seed=3, settings={"tour_length": 2})
    assert game.tour_over and game.final is not None and any(game.final.net().values())
    answer = work(json.dumps(game_to_record(game)).encode(), "en", "t")
    balances = " · ".join(
        f"{name} {signed(game.balances[s])}" for s, name in enumerate(game.players, start=1)
    )
    # Two seats a line, as the table message's balances (a phone's line, 50 columns).
    shown = answer["text"].split("\n```")[0].replace("\n", " · ")
    assert shown == t("en", "balances", balances=balances), answer["text"]
    assert t("en", "sheet.legend_closed") in answer["text"]
    assert "Betdelning" in answer["sheet"].splitlines()[-2]
