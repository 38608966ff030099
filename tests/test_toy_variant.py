"""A rule system is one package plus one registration: Toy Boston, which only the test suite
knows (``tests/engine/toy_variant.py``), is registered for these tests and played through the
engine's record, the table service, the terminal and the fake Discord — with no other file
touched. It exercises the seam's less common answers: no turned card, trumps named in the bid,
four discards and a deal ended early."""

from __future__ import annotations

import io
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import cast

import pytest

from bot.engine.actions import Bid, Discard, Pass
from bot.engine.phase import Phase
from bot.engine.record import game_from_record, game_to_record
from bot.engine.seats import SEATS, clockwise_from
from bot.engine.variants import VARIANTS, new_game
from bot.players import make_player
from bot.simulate import deck_for, play_step, simulate
from bot.simulate_db import simulate_persisted
from bot.terminal import main as play_main
from tests.discord.driver import (
    boston,
    bot_of,
    computers_table,
    first_of,
    north_plays_first_deal,
)
from tests.engine.toy_variant import toy_registered


@pytest.fixture
def toy() -> Iterator[None]:
    with toy_registered():
        yield
    assert "toy" not in VARIANTS


def test_a_toy_game_plays_and_its_record_replays(toy: None) -> None:
    game = simulate(6, seed=3, variant="toy", settings={"stake": 2}, level="heuristic")
    record = game_to_record(game)
    assert record["variant"] == "toy" and record["settings"] == {"stake": 2, "deals": 6}
    deals = cast(list[dict[str, object]], record["deals"])
    assert deals and all("turned" not in d for d in deals)  # no card is turned
    bids = [
        a for entry in game.deals if entry.deal for a in entry.deal.actions if isinstance(a, Bid)
    ]
    assert bids and all(b.suit is not None for b in bids if b.contract != "misere")
    again = game_from_record(record)
    assert game_to_record(again) == record and again.balances == game.balances
    assert sum(game.balances.values()) == 0


def test_a_toy_misere_makes_all_four_discard_and_ends_at_the_declarers_first_trick(
    toy: None,
) -> None:
    players = {seat: make_player("heuristic", seat) for seat in SEATS}
    ended_early = made = 0
    for seed in range(30):
        game = new_game("toy", {}, ["A", "B", "C", "D"])
        deck, turned = deck_for(seed, 1)
        deal = game.start_deal(deck, turned)
        assert deal.turned is None and deal.first_suit is None
        game.apply(Bid(deal.forhand, "misere"))
        while deal.phase is Phase.AUCTION:
            seat = game.to_act
            assert seat is not None
            game.apply(Pass(seat))  # nobody overcalls the misère
        while game.current is not None:
            play_step(game, players)
        discards = [a for a in deal.actions if isinstance(a, Discard)]
        assert [d.seat for d in discards] == list(clockwise_from(deal.forhand))
        assert len(deal.discards) == 4 and deal.play.tricks_to_play == 12
        taken = deal.play.won[deal.forhand - 1]
        if taken:
            assert taken == 1 and deal.play.tricks[-1].winner == deal.forhand
            ended_early += len(deal.play.tricks) < 12
        else:
            made += 1
            assert len(deal.play.tricks) == 12
        net = game.deals[0].settlement
        assert net is not None and net.net()[deal.forhand] == (3 if not taken else -3)
    assert ended_early and made


async def test_a_toy_table_plays_through_the_service(toy: None, tmp_path: Path) -> None:
    """Persisted through the table service, its settled rows in the database, and the same
    game as the in-memory simulation."""
    path = tmp_path / "toy.sqlite3"
    game = await simulate_persisted(path, 3, 5, "toy", {"stake": 3}, "heuristic")
    assert game.variant == "toy" and len(game.deals) == 3
    assert game_to_record(game) == game_to_record(
        simulate(3, seed=5, variant="toy", settings={"stake": 3}, level="heuristic")
    )
    with sqlite3.connect(path) as conn:
        rows = conn.execute("SELECT variant, payment FROM deal_results").fetchall()
        (table_variant,) = conn.execute("SELECT variant FROM tables").fetchone()
    assert rows == [("toy", None)] * 3 and table_variant == "toy"


def test_a_toy_deal_in_the_terminal(
    toy: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``python -m bot play --variant toy --stake 2``: the person bids the lowest contract
    (choice 2, trumps named in the bid), then takes the first choice every time."""
    db = tmp_path / "play.sqlite3"
    argv = ["--db", str(db), "--seed", "2", "--variant", "toy", "--stake", "2"]
    assert play_main(argv, io.StringIO("2\n" + "1\n" * 80 + "q\n")) == 0
    out = capsys.readouterr().out
    assert "Deal 1: " in out and "turned" not in out  # no card is turned
    assert "bid Six ♠" in out  # the menu speaks the variant's words
    assert "Deal 1 · dealer" in out and ("each pays 2" in out or "pays each 2" in out)
    assert "Saved; run again to resume." in out


async def test_a_toy_table_on_discord(toy: None, tmp_path: Path) -> None:
    """``/boston new variant:toy`` with computers: the lobby and table speak Toy Boston's
    words, North bids through the hand view, and a deal is played to its result."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        handle = await fake.autocomplete(north, "boston new", "variant", {"variant": "toy"})
        await handle.done()
        assert handle.choices == [{"name": "Toy Boston", "value": "toy"}]
        table_id = await computers_table(harness, {"variant": "toy", "rules": "stake=4"})
        live = bot_of(harness).tables.get(table_id)
        assert live.row.variant == "toy" and live.row.settings["stake"] == 4
        message = next(
            m
            for m in fake.guild.channel("general").visible_messages()
            if any(f"boston:hand:{table_id}" in c for c in m.custom_ids)
        )
        assert "Toy Boston" in message.text and "Turned card" not in message.text
        await north_plays_first_deal(
            harness,
            table_id,
            message,
            first_of("bid.", "discard.", "play.", "claim.accept", "pass"),
        )
        game = live.game
        assert game is not None
        entry = game.deals[0]
        assert entry.result is not None and not entry.result.all_pass  # North bid
        thread = message.thread or message.channel
        result = next(m for m in thread.visible_messages() if "**Deal 1**" in m.text)
        assert any(word in result.text for word in ("Six", "Eight", "Misère"))
