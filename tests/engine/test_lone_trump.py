"""The only trump a declarer may name is the rules' move (``Deal.forced_action``,
``Game.forced_action``): a table names it at once, as it makes a lone pass, and the naming is
still applied and recorded as any other.

It is decided from public facts only: the level bid and the turned card (SV-B9: a bid *i
högsta färg* names the turned suit; DW-B5 within DW-B2's restriction: *I keep over you* is
in first preference) or the winning bid and the deal's belle and petite (NT-K1: nothing
solo ranks above the Neuf en belle, so it is played in belle). Where more than one suit or
contract is open it is the declarer's choice; where the choices would follow from a card
laid face down (NT-B2) it is never forced, as naming at once would tell of the hand."""

from __future__ import annotations

import random

import pytest

from bot.engine.actions import Action, Bid, Level, NameTrump, Pass
from bot.engine.cards import SUIT_OF, Suit, parse_card
from bot.engine.contracts import Contract
from bot.engine.game import Game
from bot.engine.nantes.rules import NantesRules
from bot.engine.phase import Phase
from bot.engine.record import game_from_record, game_to_record
from tests.engine.nantes.test_nantes_deal import deal_x19
from tests.engine.test_forced_pass import _deal, _game, _seat  # pyright: ignore[reportPrivateUsage]

KEEP, KEEP_OVER = Level.COLOUR, Level.FIRST  # DW-B2's "I keep" and "I keep over you"


def _others_pass(game: Game) -> None:
    while _deal(game).phase is Phase.AUCTION:
        seat = _seat(game)
        game.apply(Pass(seat))


# --- SV-B9: Swedish Boston ------------------------------------------------------------------------


def test_sv_b9_a_bid_i_hogsta_farg_names_the_turned_suit_by_the_rules() -> None:
    game = _game("swedish")
    deal = _deal(game)
    declarer = _seat(game)
    game.apply(Bid(declarer, "6", Level.FIRST))
    _others_pass(game)
    assert deal.phase is Phase.TRUMP and game.to_act == declarer
    first = deal.first_suit
    assert first is not None
    lone = NameTrump(declarer, first)
    assert game.legal_actions(declarer) == [lone]
    assert deal.forced_action() == lone == game.forced_action()
    game.apply(lone)  # still an action like any other: applied, recorded
    assert deal.trump is first and lone in deal.actions
    again = game_from_record(game_to_record(game))
    assert lone in _deal(again).actions


@pytest.mark.parametrize(("level", "suits"), [(Level.COLOUR, 2), (Level.PLAIN, 4)])
def test_sv_b9_a_colour_or_plain_bid_leaves_the_declarer_a_choice(level: Level, suits: int) -> None:
    game = _game("swedish")
    declarer = _seat(game)
    game.apply(Bid(declarer, "6", level))
    _others_pass(game)
    assert _deal(game).phase is Phase.TRUMP
    assert len(game.legal_actions(declarer)) == suits
    assert game.forced_action() is None


# --- DW-B2, DW-B5: Dawson -------------------------------------------------------------------------


def test_dw_b5_i_keep_over_you_is_played_in_first_preference_by_the_rules() -> None:
    game = _game("dawson")
    deal = _deal(game)
    game.apply(Bid(_seat(game), "7"))
    keeper = _seat(game)
    game.apply(Bid(keeper, "7", KEEP_OVER))
    _others_pass(game)
    assert deal.phase is Phase.TRUMP and deal.declarer == keeper
    first = deal.first_suit
    assert first is not None
    assert game.forced_action() == NameTrump(keeper, first) == deal.forced_action()
    game.apply(NameTrump(keeper, first))
    assert deal.trump is first


@pytest.mark.parametrize(("level", "suits"), [(KEEP, 2), (Level.PLAIN, 4)])
def test_dw_b5_i_keep_or_a_plain_bid_leaves_the_soloist_a_choice(level: Level, suits: int) -> None:
    game = _game("dawson")
    bidder = _seat(game)
    game.apply(Bid(bidder, "7"))
    declarer = bidder
    if level is KEEP:
        declarer = _seat(game)
        game.apply(Bid(declarer, "7", KEEP))
    _others_pass(game)
    deal = _deal(game)
    assert deal.phase is Phase.TRUMP and deal.declarer == declarer
    assert len(game.legal_actions(declarer)) == suits
    assert game.forced_action() is None


# --- NT-K1, NT-B2: Boston de Nantes ---------------------------------------------------------------


def test_nt_k1_the_neuf_en_belle_is_played_in_belle_by_the_rules() -> None:
    """Nothing solo ranks above the Neuf en belle: its declarer's one declaration is belle."""
    deal = deal_x19()
    deal.apply(Bid(3, "neuf-belle"))
    for seat in (2, 1, 4):
        deal.apply(Pass(seat))
    assert deal.phase is Phase.TRUMP and deal.to_act == 3
    lone = NameTrump(3, Suit.HEARTS)
    assert deal.legal_actions(3) == [lone]
    assert deal.forced_action() == lone
    deal.apply(lone)
    assert deal.trump is Suit.HEARTS and deal.phase is not Phase.TRUMP


def test_nt_k1_a_lower_solo_bid_leaves_the_declarer_a_choice() -> None:
    """NT-X20: after the grande indépendance ♦ several contracts and trumps are open."""
    deal = deal_x19()
    deal.apply(Bid(3, "grande-independance", suit=Suit.DIAMONDS))
    for seat in (2, 1, 4):
        deal.apply(Pass(seat))
    assert deal.phase is Phase.TRUMP and len(deal.legal_actions(3)) > 1
    assert deal.forced_action() is None


def test_nt_b2_a_lone_trump_following_from_a_laid_card_is_never_forced(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A demande's trumps are its laid card's suit (NT-B2, NT-B7): naming them at once would
    tell of the hand. (A won demande names nothing, its suit is announced; here the rules are
    made to ask for one declaration after it, to show the guard.)"""

    def one_choice(
        self: NantesRules, contract: Contract, suit: Suit | None, *, every: bool = False
    ) -> tuple[tuple[str | None, Suit], ...]:
        return ((None, suit),) if suit is not None else ()

    monkeypatch.setattr(NantesRules, "played_choices", one_choice)
    deal = deal_x19()
    seven = parse_card("7C")
    deal.apply(Pass(3))
    deal.apply(Bid(2, "demande", card=seven))
    for seat in (1, 4, 3):
        deal.apply(Pass(seat))
    assert deal.phase is Phase.TRUMP and deal.to_act == 2
    assert deal.legal_actions(2) == [NameTrump(2, SUIT_OF[seven])]
    assert deal.forced_action() is None


# --- every variant: a forced naming is exactly a public lone naming -------------------------------


@pytest.mark.parametrize(
    "variant",
    ["swedish", "dawson", "nantes", "fontainebleau", "russian", "american", "mariland", "whisch"],
)
def test_a_forced_naming_is_exactly_a_lone_naming_in_random_deals(variant: str) -> None:
    """In random deals, wherever trumps are named: forced exactly when one naming is legal
    (and no card laid face down won the auction), and then it is that naming."""
    for seed in range(40):
        rng = random.Random(seed)
        game = _game(variant, seed)
        while game.current is not None and game.to_act is not None:
            deal = _deal(game)
            seat = _seat(game)
            legal = game.legal_actions(seat)
            forced = game.forced_action()
            if deal.phase is Phase.TRUMP:
                bids = [a for a in deal.auction.history if isinstance(a, Bid)]
                laid = bool(bids) and bids[-1].card is not None
                if len(legal) == 1 and not laid:
                    assert forced == legal[0]
                else:
                    assert forced is None
            elif forced is not None:
                assert not isinstance(forced, NameTrump)
            action: Action = rng.choice(legal)
            game.apply(action)
