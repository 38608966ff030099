"""The move the rules make for the seat on turn (``Deal.forced_action``, ``Game.forced_action``):
a whist question the rules leave one answer, which a table makes without asking.

FB-W3 (and Russian Boston, RU-F with Foster's partners): everyone declined whist and there is
no conceding, so the declarer plays alone. DW-P4: Dawson's optional whister alike ("Dawson has
no conceding"). SV-W5 (``whist_compulsory_in_5``): in 5 spel the declarer must invite and the
last asked must accept. SV-W4 (Swedish Boston without it): play alone *or concede*, a choice.
A lone legal card and the merge question are the person's own moves, never forced (the only
trump a level allows is, tests/engine/test_lone_trump.py)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from bot.engine.actions import (
    Action,
    Bid,
    Level,
    Merge,
    NameTrump,
    Pass,
    Play,
    Whist,
    WhistAnswer,
)
from bot.engine.cards import Suit, parse_card
from bot.engine.deal import Deal
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.variants import new_game
from tests.engine.helpers import auction_to, make_deal, run

NAMES = ("Anna", "Bo", "Cecilia", "David")
SV_W5: dict[str, object] = {"whist_compulsory_in_5": True}


def _to_whist(
    variant: str,
    stop: Callable[[Game], bool],
    contract: str = "5",
    settings: dict[str, object] | None = None,
) -> Game:
    """A first deal where the first bidder bids ``contract`` plain (the first of its bids)
    and the others pass; trumps are the first suit offered; whist is invited, and declined by
    everyone asked; until ``stop`` holds."""
    answers: tuple[WhistAnswer, ...] = ("invite", "decline")
    game = new_game(variant, dict(settings or {}), NAMES)
    game.start_deal(list(range(52)), parse_card("KC"))
    bid = False
    while game.to_act is not None:
        if stop(game):
            return game
        legal = game.legal_actions(game.to_act)
        action: Action
        bids = [a for a in legal if isinstance(a, Bid) and a.contract == contract]
        if bids and not bid:
            action, bid = bids[0], True
        elif any(isinstance(a, Pass) for a in legal):
            action = next(a for a in legal if isinstance(a, Pass))
        else:
            whist = [a for a in legal if isinstance(a, Whist) and a.answer in answers]
            action = whist[0] if whist else legal[0]
        game.apply(action)
    raise AssertionError("the deal ended before the point asked for")


def _at(phase: Phase) -> Callable[[Game], bool]:
    def reached(game: Game) -> bool:
        entry = game.current
        return entry is not None and entry.deal is not None and entry.deal.phase is phase

    return reached


def _deal(game: Game) -> Deal:
    entry = game.current
    assert entry is not None and entry.deal is not None
    return entry.deal


# --- FB-W3, RU-F, DW-P4: nobody said whist and there is no conceding ---------------------------


@pytest.mark.parametrize(
    ("variant", "contract", "settings"),
    [
        ("fontainebleau", "5", {}),  # FB-W3
        ("russian", "5", {}),  # FB-W3, as Russian Boston plays it
        ("russian", "6", {"foster_partners": True}),  # RU-F1: a partner only on 6, 7 or 8
        ("dawson", "5", {"whister": True}),  # DW-P4: "Dawson has no conceding"
    ],
)
def test_fb_w3_nobody_said_whist_the_declarer_plays_alone_without_being_asked(
    variant: str, contract: str, settings: dict[str, object]
) -> None:
    game = _to_whist(variant, _at(Phase.WHIST_DECLINED), contract, settings)
    deal = _deal(game)
    declarer = deal.declarer
    assert declarer is not None and game.to_act == declarer
    assert game.legal_actions(declarer) == [Whist(declarer, "alone")]
    assert deal.forced_action() == Whist(declarer, "alone")
    assert game.forced_action() == Whist(declarer, "alone")
    game.apply(Whist(declarer, "alone"))  # still an action like any other: applied, logged
    assert deal.phase in (Phase.PLAY, Phase.DISCARD)
    assert game.forced_action() is None


@pytest.mark.parametrize(
    ("variant", "settings"),
    [("fontainebleau", {}), ("russian", {}), ("dawson", {"whister": True}), ("swedish", {})],
)
def test_fb_w1_w2_sv_w1_inviting_and_answering_whist_are_choices(
    variant: str, settings: dict[str, object]
) -> None:
    """The declarer may invite or play alone (FB-W1, SV-W1); each asked may accept or
    decline, the last one too (FB-W2, SV-W2): nothing is forced."""
    game = _to_whist(variant, _at(Phase.WHIST_OFFER), settings=settings)
    assert len(game.legal_actions(game.to_act or 0)) == 2
    assert game.forced_action() is None
    asked = 0
    game.apply(Whist(game.to_act or 0, "invite"))
    while _deal(game).phase is Phase.WHIST_ANSWER:
        assert game.forced_action() is None
        game.apply(Whist(game.to_act or 0, "decline"))
        asked += 1
    assert asked == 3


def test_sv_w4_nobody_said_whist_play_alone_or_concede_is_a_choice() -> None:
    game = _to_whist("swedish", _at(Phase.WHIST_DECLINED))
    assert len(game.legal_actions(game.to_act or 0)) == 2  # alone or concede
    assert game.forced_action() is None


def test_dw_p4_without_the_whister_option_nobody_is_asked() -> None:
    game = _to_whist("dawson", lambda g: _deal(g).phase not in (Phase.AUCTION, Phase.TRUMP))
    assert _deal(game).phase is Phase.PLAY and game.forced_action() is None


# --- SV-W5: whist compulsory in 5 spel -----------------------------------------------------------


def test_sv_w5_the_declarer_of_5_spel_must_invite() -> None:
    game = _to_whist("swedish", _at(Phase.WHIST_OFFER), settings=SV_W5)
    declarer = game.to_act
    assert declarer is not None
    assert game.forced_action() == Whist(declarer, "invite")
    assert _deal(game).forced_action() == Whist(declarer, "invite")


def test_sv_w5_the_last_asked_must_accept_the_others_may_decline() -> None:
    game = _to_whist("swedish", _at(Phase.WHIST_OFFER), settings=SV_W5)
    game.apply(Whist(game.to_act or 0, "invite"))
    for _ in range(2):  # the first two asked choose
        assert _deal(game).phase is Phase.WHIST_ANSWER and game.forced_action() is None
        game.apply(Whist(game.to_act or 0, "decline"))
    last = game.to_act
    assert last is not None
    assert game.forced_action() == Whist(last, "accept")
    game.apply(Whist(last, "accept"))
    assert _deal(game).whister == last and game.forced_action() is None


def test_sv_w5_a_first_asked_who_accepts_ends_the_question() -> None:
    game = _to_whist("swedish", _at(Phase.WHIST_OFFER), settings=SV_W5)
    game.apply(Whist(game.to_act or 0, "invite"))
    asked = game.to_act or 0
    game.apply(Whist(asked, "accept"))
    assert _deal(game).whister == asked and game.forced_action() is None


def test_sv_w5_is_for_5_spel_only() -> None:
    game = _to_whist("swedish", _at(Phase.WHIST_OFFER), "6", SV_W5)
    assert game.forced_action() is None
    game.apply(Whist(game.to_act or 0, "invite"))
    for _ in range(3):
        assert game.forced_action() is None
        game.apply(Whist(game.to_act or 0, "decline"))
    assert _deal(game).phase is Phase.WHIST_DECLINED and game.forced_action() is None  # SV-W4


# --- not forced: the person's own moves ----------------------------------------------------------


def test_a_lone_legal_card_is_the_players_play_not_a_forced_move() -> None:
    deal = make_deal(dealer=4)
    auction_to(deal, 2, "7")
    run(deal, [NameTrump(2, Suit.HEARTS)])
    rng = random.Random(3)
    lone = 0
    while deal.phase is Phase.PLAY:
        seat = deal.to_act
        assert seat is not None
        legal = deal.legal_actions(seat)
        cards = [a for a in legal if isinstance(a, Play)]
        if len(cards) == 1:
            lone += 1
        assert deal.forced_action() is None
        deal.apply(rng.choice(cards))
    assert lone >= 4  # at least every seat's last card


def test_sv_b9_the_only_trump_a_level_allows_is_named_by_the_rules() -> None:
    """Trumps are named even when only one suit is allowed (docs/engine.md's decisions): the
    naming is the rules' move, still applied and recorded as a naming."""
    deal = make_deal(dealer=4)
    auction_to(deal, 2, "6", Level.FIRST)
    assert deal.phase is Phase.TRUMP and len(deal.legal_actions(2)) == 1
    assert deal.forced_action() == NameTrump(2, Suit.HEARTS)


def test_the_merge_question_is_a_choice() -> None:
    for seed in range(200):
        game = new_game("swedish", {}, NAMES)
        rng = random.Random(seed)
        deck = list(range(52))
        rng.shuffle(deck)
        game.start_deal(deck, deck[-1])
        while game.current is not None and game.to_act is not None:
            if any(isinstance(a, Merge) for a in game.legal_actions(game.to_act)):
                assert game.forced_action() is None
                return
            game.apply(rng.choice(game.legal_actions(game.to_act)))
    raise AssertionError("no merge question in 200 random deals")


def test_no_deal_in_progress_forces_nothing() -> None:
    game = new_game("fontainebleau", {}, NAMES)
    assert game.forced_action() is None


@pytest.mark.parametrize(
    ("variant", "settings", "forces"),
    [
        ("fontainebleau", {}, True),
        ("russian", {}, True),
        ("russian", {"foster_partners": True, "opening": "6"}, True),  # RU-F: whist on 6-8
        ("dawson", {"whister": True}, True),
        ("swedish", {"whist_compulsory_in_5": True}, True),
        ("swedish", {}, False),
        ("nantes", {}, False),
        ("whisch", {}, False),
        ("american", {}, False),
        ("mariland", {}, False),
    ],
)
def test_a_forced_action_is_the_seats_one_legal_action_in_random_games(
    variant: str, settings: dict[str, object], forces: bool
) -> None:
    """Wherever a move is forced it is the seat on turn's one legal action, in a whist
    question; a whist question with one answer left is forced; everywhere else nothing is.
    The games are steered to the whist questions (the first bidder bids the lowest contract
    that is no misère, the others pass, everyone declines whist where they may), so the
    variants with a forced answer meet it."""
    seen = 0
    rules = {k: v for k, v in settings.items() if k != "opening"}
    opening = settings.get("opening")  # the contract the first bidder bids, if not the lowest
    for seed in range(25):
        rng = random.Random(seed)
        game = new_game(variant, rules, NAMES)
        deck = list(range(52))
        rng.shuffle(deck)
        game.start_deal(deck, deck[-1])
        bid = False
        while game.current is not None and game.to_act is not None:
            seat = game.to_act
            legal = game.legal_actions(seat)
            forced = game.forced_action()
            question = _deal(game).phase in (
                Phase.WHIST_OFFER,
                Phase.WHIST_ANSWER,
                Phase.WHIST_DECLINED,
            )
            if forced is not None:
                seen += 1
                assert legal == [forced] and isinstance(forced, Whist) and question
            else:
                assert not (question and len(legal) == 1), legal
            bids = [a for a in legal if isinstance(a, Bid) and "miser" not in a.contract]
            declines = [a for a in legal if isinstance(a, Whist) and a.answer == "decline"]
            if bids and not bid:
                action = next((a for a in bids if a.contract == opening), bids[0])
                bid = True
            elif bids:
                action = next((a for a in legal if isinstance(a, Pass)), rng.choice(legal))
            elif declines:
                action = declines[0]
            else:
                action = rng.choice(legal)
            game.apply(action)
    assert (seen > 0) is forces, seen
