"""RU-C4 against FB-T4: in Russian Boston the declarer may not claim in the first trick, since
every seat may still declare chicane at its own first turn there; a claim from the second trick
on leaves the chicanes made, and pays them (RU-C5). Fontainebleau keeps the claim at any lead."""

from __future__ import annotations

import pytest

from bot.engine.actions import Bid, Claim, ClaimAnswer, Declare, Pass, Play, Whist
from bot.engine.cards import Suit, parse_card
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.game import Game
from bot.engine.record import RecordError, game_from_record, game_to_record
from bot.i18n import illegal_move_reason, refusal_reason
from tests.engine.fontainebleau.helpers import act, fill, table

# Hearts are trumps: seat 1 (eldest, dealer 4) and seat 2 hold them all; seats 3 and 4 none.
HANDS = fill(s1="AH KH QH JH TH 9H 8H 7H AS KS QS AC KC", s2="6H 5H 4H 3H 2H")


def _bid(game: Game) -> None:
    act(game, Bid(1, "5", suit=Suit.HEARTS), Pass(2), Pass(3), Pass(4), Whist(1, "alone"))


def test_ru_c4_no_claim_in_the_first_trick_then_the_chicanes_are_paid() -> None:
    game = table(HANDS, "russian")
    pool_before = game.pool_now()
    _bid(game)
    assert game.to_act == 1
    assert Claim(1) not in game.legal_actions(1)  # no Claim the rest button at the first lead
    with pytest.raises(IllegalAction) as refused:
        game.apply(Claim(1))
    assert refused.value.code is Refusal.CLAIM_NOT_ALLOWED
    assert dict(refused.value.fields) == {"declaration": "chicane"}
    # Said for people, naming the declaration and never a hand (the contract alone decides).
    assert refusal_reason("en", refused.value) == (
        "No claim in the first trick: every player may still declare chicane at their first "
        "turn. Play a card; you may claim from the next trick on."
    )
    assert refusal_reason("sv", refused.value).startswith("Inget krav i första sticket:")
    # A record replaying such a claim says it of the seat, not "you".
    move = {"illegal": refused.value.code.value, "seat": 1, **refused.value.fields}
    assert illegal_move_reason("en", move) == (
        "Seat 1 claims the rest in the first trick, where every player may still declare chicane."
    )
    act(game, Play(1, parse_card("AS")))
    seat2 = next(a for a in game.legal_actions(2) if isinstance(a, Play))
    act(game, seat2)
    assert Declare(3, "chicane") in game.legal_actions(3)  # the void seats keep their turn
    act(game, Declare(3, "chicane"))
    act(game, Play(3, next(a for a in game.legal_actions(3) if isinstance(a, Play)).card))
    act(game, Declare(4, "chicane"))
    act(game, Play(4, next(a for a in game.legal_actions(4) if isinstance(a, Play)).card))
    assert game.to_act == 1 and Claim(1) in game.legal_actions(1)  # FB-T4 from trick 2 on
    settlement = act(game, Claim(1), ClaimAnswer(2, "accept"))
    assert settlement is None
    settlement = act(game, ClaimAnswer(3, "accept"), ClaimAnswer(4, "accept"))
    assert settlement is not None
    net = settlement.net()
    nets = tuple(net[s] for s in (1, 2, 3, 4))
    # FB-S1: X = 20 (5 levées, ♥ the second suit) + 8 over × 5 + 4 honour-tricks × 5 = 80;
    # FB-S4: each adversary pays 80 and seat 1 takes the pool, seat 4's deposit of 50.
    # RU-C5: seats 3 and 4 each receive 10 from each other player: +20 each, −20 for 1 and 2.
    assert nets == (240 + 50 - 20, -80 - 20, -80 + 20, -80 + 20 - 50)
    pool_after = game.pool_now()
    assert pool_before is not None and pool_after is not None
    # FB-S8: the nets (the deposit among them) plus the pool's change sum to zero.
    assert pool_before == (50, 50) and pool_after == (0, 0)
    assert sum(nets) + pool_after[0] - (pool_before[0] - pool_before[1]) == 0


def test_fb_t4_fontainebleau_claims_at_the_first_lead() -> None:
    game = table(HANDS, "fontainebleau")
    _bid(game)
    assert Claim(1) in game.legal_actions(1)
    act(game, Claim(1))


def test_ru_c4_the_wait_is_the_contracts_never_the_hands() -> None:
    """Every seat holds a trump, so nobody may declare chicane, and the claim still waits for
    the first trick: a refusal that depended on the hands would tell the declarer of a void."""
    hands = fill(s1="AH KH QH JH TH 9H 8H 7H 6H AS KS QS AC", s2="5H", s3="4H", s4="3H 2H")
    game = table(hands, "russian")
    _bid(game)
    assert not [a for a in game.legal_actions(1) if isinstance(a, Declare)]
    assert Claim(1) not in game.legal_actions(1)
    with pytest.raises(IllegalAction):
        game.apply(Claim(1))


def test_a_first_trick_claim_an_older_bot_took_still_replays_from_the_table_s_log() -> None:
    """RU-C7 came after tables had played: a table's own log holding a claim at the first
    lead (taken then) replays as it was played (``logged``, as an older bot's bids do), while
    a record imported from elsewhere is checked in full and refused at that move."""
    game = table(HANDS, "russian")
    _bid(game)
    game.current.deal.lenient = True  # type: ignore[union-attr]  # as the older bot took it
    settlement = act(game, Claim(1), ClaimAnswer(2, "accept"), ClaimAnswer(3, "accept"))
    settlement = act(game, ClaimAnswer(4, "accept"))
    assert settlement is not None
    record = game_to_record(game)
    replayed = game_from_record(record, logged=True)
    assert replayed.balances == game.balances
    assert not replayed.deals[0].deal.lenient  # type: ignore[union-attr]  # live from here on
    with pytest.raises(RecordError) as refused:
        game_from_record(record)
    assert refused.value.fields.get("illegal") == Refusal.CLAIM_NOT_ALLOWED.value
