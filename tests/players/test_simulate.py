"""``bot.simulate``: reproducible computer-only games and their text and JSON output."""

from __future__ import annotations

import json

import pytest

from bot.simulate import deck_for, json_report, main, simulate


def test_the_same_seed_gives_the_same_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--deals", "6", "--seed", "3", "--json"]) == 0
    first = capsys.readouterr().out
    assert main(["--deals", "6", "--seed", "3", "--json"]) == 0
    assert capsys.readouterr().out == first
    assert main(["--deals", "6", "--seed", "4", "--json"]) == 0
    assert capsys.readouterr().out != first


def test_the_json_has_the_replay_keys_and_the_record() -> None:
    data = json.loads(json_report(simulate(4, seed=1)))
    assert {"deals", "balances", "protocol", "pool", "record"} <= set(data)
    assert len(data["deals"]) == 4
    assert data["record"]["format"] == "boston-record/1"
    assert len(data["record"]["deals"]) == 4
    assert sum(data["balances"].values()) == 0
    for deal in data["deals"]:
        assert sum(deal["net"].values()) == 0


def test_simplified_payment_has_no_protocol() -> None:
    data = json.loads(
        json_report(simulate(3, seed=2, settings={"payment": "simplified"}, level="random"))
    )
    assert data["protocol"] is None
    assert data["record"]["settings"]["payment"] == "simplified"


def test_the_text_output_has_a_line_per_deal_and_the_balances(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["--deals", "5", "--seed", "8"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[:2] for line in lines[:5]] == [["Deal", str(n)] for n in range(1, 6)]
    assert all("; net 1 " in line for line in lines[:5])
    assert lines[6].startswith(("Marks:", "Played off:"))
    assert lines[-1].startswith("Balances:")


def test_the_text_output_in_swedish(capsys: pytest.CaptureFixture[str]) -> None:
    """``--lang sv``: the engine's sentences, the sheet and the balances in Swedish; the JSON
    (``--json``) is the same in every language."""
    assert main(["--deals", "5", "--seed", "8", "--lang", "sv"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[:2] for line in lines[:5]] == [["Giv", str(n)] for n in range(1, 6)]
    assert all("; netto 1 " in line for line in lines[:5])
    assert lines[6].startswith(("Streck:", "Avspelade:"))
    assert lines[-1].startswith("Ställning:")
    assert main(["--deals", "2", "--seed", "8", "--json", "--lang", "sv"]) == 0
    swedish = capsys.readouterr().out
    assert main(["--deals", "2", "--seed", "8", "--json"]) == 0
    assert capsys.readouterr().out == swedish


def test_the_game_stops_when_the_tour_is_over() -> None:
    game = simulate(200, seed=5)
    assert game.tour_over
    assert len(game.deals) < 200


def test_deck_for_depends_only_on_seed_and_number() -> None:
    assert deck_for(1, 5) == deck_for(1, 5)
    assert deck_for(1, 5) != deck_for(1, 6)
    deck, turned = deck_for(2, 1)
    assert sorted(deck) == list(range(52)) and 0 <= turned < 52


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(SystemExit):
        main(["--deals", "0", "--seed", "1"])
    with pytest.raises(SystemExit):
        main(["--deals", "1", "--seed", "1", "--level", "grandmaster"])


def test_the_benchmarks_ablation_hides_one_rule_fact_from_a_player() -> None:
    """``benchmarks/players.py``'s ``LEVEL~FIELD``: the player sees that field as None only."""
    from benchmarks.players import Without
    from bot.engine.actions import Action
    from bot.engine.variants import new_game
    from bot.engine.views import SeatView
    from bot.simulate import NAMES, deck_for, game_settings

    seen: list[SeatView] = []

    class Recorder:
        def choose(self, view: SeatView) -> Action:
            seen.append(view)
            return view.legal[0]

    game = new_game("nantes", game_settings({}, 4), NAMES)
    game.start_deal(*deck_for(1, 1))
    assert game.to_act is not None
    view = game.view(game.to_act)
    assert view is not None and view.standing_top_trump is not None
    Without(Recorder(), "standing_top_trump").choose(view)
    assert seen[0].standing_top_trump is None
    assert seen[0].hand == view.hand and seen[0].legal == view.legal
