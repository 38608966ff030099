"""Properties of American Boston over random legal games (AM-S6, AM-S7, AM-T2, AM-R): every
deal's nets sum to zero, partners always win or lose alike, the side's tricks are the two
partners' together, a claim is answered by the opponents only, and a record with a written
card of prices replays to the same balances."""

from __future__ import annotations

import copy
import random

from bot.engine.actions import Claim, ClaimAnswer
from bot.engine.american.card import FOSTER
from bot.engine.record import game_from_record, game_to_record
from bot.engine.seats import SEATS
from bot.engine.variants import new_game
from bot.players import make_player
from bot.simulate import deck_for


def _written_card() -> dict[str, object]:
    card = copy.deepcopy(FOSTER.to_json())
    failed = card["failed"]
    assert isinstance(failed, dict)
    failed["5"] = [1, 2, 3, 4, 5]
    return card


def test_random_legal_games_pay_partners_alike_and_replay() -> None:
    rng = random.Random(11)
    card = _written_card()
    games = claims = 0
    for seed in range(16):
        level = "random" if seed % 2 else "heuristic"
        players = {s: make_player(level, seed * 4 + s) for s in SEATS}
        game = new_game(
            "american", {"card": card, "deals": 4}, ["A", "B", "C", "D"], rng.randint(1, 4)
        )
        for number in range(1, 5):
            deck, turned = deck_for(seed, number)
            deal = game.start_deal(deck, turned)
            while game.current is not None:
                seat = game.to_act
                assert seat is not None
                view = game.view(seat)
                assert view is not None
                game.apply(players[seat].choose(view))
            entry = game.deals[-1]
            net = entry.settlement.net() if entry.settlement else {}
            assert sum(net.values()) == 0  # AM-S7
            assert net[1] == net[3] and net[2] == net[4]  # AM-S6: partners share alike
            result = entry.result
            assert result is not None
            if result.declarer is not None:
                won = deal.play.won
                partner = result.partner
                assert partner is not None and {result.declarer, partner} in ({1, 3}, {2, 4})
                assert result.side_tricks == won[result.declarer - 1] + won[partner - 1]
                answers = [a for a in deal.actions if isinstance(a, ClaimAnswer)]
                assert all(a.seat not in (result.declarer, partner) for a in answers)
                claims += bool(answers)
                assert all(a.seat == result.declarer for a in deal.actions if isinstance(a, Claim))
        assert game.tour_over
        record = game_to_record(game)
        again = game_from_record(record)
        assert game_to_record(again) == record and again.balances == game.balances
        games += 1
    assert games == 16 and claims  # some claims were answered, by opponents only
