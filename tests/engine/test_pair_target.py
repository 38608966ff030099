"""Review 28 (M2): whoever decides whether a pair plays is told what the pair would need.

The invited whister, the declarer asked whether to invite whist and a player who may say *je
soutiens* see the declaring side's target should the pair be made: the view's
``pair_target``, the rules' own ``side_target(contract, True)`` (SV-W3, FB-W4, RU-F2, DW-P4,
NT-B1, WB-B1). It is exactly the side's target once the whist is said or the demande
supported, in every variant and setting; the hand view and the terminal say it in the same
words (:func:`~bot.engine.describe.pair_target_words`)."""

from __future__ import annotations

import argparse
import copy
import io
from dataclasses import dataclass

import pytest

from bot.engine.actions import Action, Pass, Support, Whist
from bot.engine.deal import Deal
from bot.engine.describe import pair_target_words
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.seats import SEATS
from bot.engine.variants import new_game
from bot.engine.views import PublicView, SeatView
from bot.i18n import Lang
from bot.players import make_player
from bot.simulate import NAMES as SIM_NAMES
from bot.simulate import deck_for, game_settings, play_step, seat_seed
from bot.terminal import Terminal
from cogs.boston.hand_view import hand_components
from tests.render.tables import live_table
from tests.variants import Config, params

PAIRING = ("accept", "invite")
"""The whist answers that go on towards a pair (an invitation, then its acceptance)."""


def _pairing(view: SeatView) -> Action | None:
    """The seat's action that makes (or asks for) a pair, if it has one."""
    for action in view.legal:
        if isinstance(action, Support) or (isinstance(action, Whist) and action.answer in PAIRING):
            return action
    return None


def _deal(game: Game) -> Deal:
    deal = game.deals[-1].deal
    assert deal is not None
    return deal


@dataclass(frozen=True)
class Decision:
    """A seat deciding whether a pair plays: the game then (a copy), the seat's view, and
    the deal's public view just after it went on towards the pair (after a *je soutiens*,
    once the others passed: the pair is made when the auction ends, NT-B4, WB-B6)."""

    game: Game
    view: SeatView
    after: PublicView


def _decisions(config: Config, seeds: range = range(1, 13)) -> list[Decision]:
    """Every decision with a pair target met in games of ``config`` played by heuristic
    players, where the seat deciding always goes on towards the pair (so that the target
    after it is seen)."""
    name, settings = config
    found: list[Decision] = []
    for seed in seeds:
        players = {s: make_player("heuristic", seat_seed(seed, s)) for s in SEATS}
        game = new_game(name, game_settings(settings, 4), SIM_NAMES)
        for _ in range(80):
            if game.current is None:
                if game.finished or game.tour_over:
                    break
                deck, turned = deck_for(seed, len(game.deals) + 1)
                game.start_deal(deck, turned)
            seat = game.to_act
            view = game.view(seat) if seat is not None else None
            action = _pairing(view) if view is not None else None
            if view is not None and view.pair_target:
                assert action is not None, (config, view.phase, view.legal)
                before = copy.deepcopy(game)
                game.apply(action)
                deal = _deal(game)
                while isinstance(action, Support) and deal.phase is Phase.AUCTION:
                    game.apply(Pass(deal.to_act or 0))  # the supported demande stands
                found.append(Decision(before, view, deal.public_view()))
                continue
            play_step(game, players)
    return found


@pytest.mark.parametrize("config", params())
def test_the_pair_target_is_the_sides_target_once_the_pair_is_made(config: Config) -> None:
    """Whatever is shown before the decision is what the side's count says after it."""
    decisions = _decisions(config)
    for decision in decisions:
        view, after = decision.view, decision.after
        if after.whister is None:  # an invitation: its acceptance comes after
            assert after.phase is Phase.WHIST_ANSWER, (config, after.phase)
            continue
        assert after.side_target == view.pair_target, (config, view.phase)
        assert after.whister_target == view.pair_target - after.declarer_target
    pairs = {"fontainebleau", "russian", "swedish", "nantes", "whisch"}
    if config[0] in pairs or config[1].get("whister"):  # DW-P4's whister is a setting
        assert any(d.after.whister is not None for d in decisions), config


def _first(config: Config, phase: Phase, answer: str | None = None) -> SeatView:
    for decision in _decisions(config):
        view = decision.view
        if view.phase is phase and (
            answer is None or any(getattr(a, "answer", None) == answer for a in view.legal)
        ):
            return view
    raise AssertionError(f"no {phase} in {config}")


@pytest.mark.parametrize(
    ("config", "extra", "own_counts"),
    [
        (("fontainebleau", {}), 3, False),  # FB-W4: the bid plus 3, only the total counts
        (("russian", {"foster_partners": True}), 4, False),  # RU-F2: Foster's partners, plus 4
        (("dawson", {"whister": True}), 3, False),  # DW-P4: the pair pays alike
        # DW-P4's option: the one who missed his own target pays alone
        (("dawson", {"whister": True, "whister_single_fault": True}), 3, True),
    ],
)
def test_the_whist_question_tells_the_pairs_target(
    config: Config, extra: int, own_counts: bool
) -> None:
    answer = _first(config, Phase.WHIST_ANSWER)
    assert answer.contract is not None
    assert answer.pair_target == answer.contract.target + extra
    offer = _first(config, Phase.WHIST_OFFER)
    assert offer.contract is not None
    assert offer.pair_target == offer.contract.target + extra
    game = new_game(config[0], game_settings(config[1], 4), SIM_NAMES)
    words, rules = game.words, game.rules
    n, alone = offer.pair_target, offer.contract.target
    own = answer.whister_target
    assert own
    # H1: the one asked hears his own target only where the rules count it (if it fails)
    english = f"Whist: together you would need {answer.pair_target} tricks"
    swedish = f"Whist: tillsammans skulle ni behöva {answer.pair_target} stick"
    if own_counts:
        english += "; if it fails, whoever of you missed their own target pays, both if both"
        english += f" did (yours: {own} tricks)"
        swedish += "; går det bet betalar den eller de av er som inte nådde sitt eget mål"
        swedish += f" (ditt: {own} stick)"
    assert pair_target_words(answer, words, "en", rules=rules) == english + "."
    assert pair_target_words(answer, words, "sv", rules=rules) == swedish + "."
    if any(getattr(a, "answer", None) == "alone" for a in offer.legal):
        assert pair_target_words(offer, words, "en", rules=rules) == (
            f"Whist: together you would need {n} tricks; alone, {alone} tricks."
        )
        assert pair_target_words(offer, words, "sv", rules=rules) == (
            f"Whist: tillsammans skulle ni behöva {n} stick; ensam behöver du {alone} stick."
        )


def test_sv_w3_the_swedish_whist_target() -> None:
    """SV-W3: 5 spel needs 8 with a whister, 6 spel 10."""
    seen: set[str] = set()
    for view in (d.view for d in _decisions(("swedish", {}), range(1, 30))):
        assert view.contract is not None
        want = {"5": 8, "6": 10}.get(view.contract.id)
        if want is not None:
            assert view.pair_target == want
            seen.add(view.contract.id)
    assert seen


@pytest.mark.parametrize("variant", ["nantes", "whisch"])
def test_a_supporter_is_told_the_pairs_eight(variant: str) -> None:
    """NT-B1, WB-B1: the pair of a supported demande needs 8 tricks together; only a seat
    that may say *je soutiens* is told it."""
    views = [d.view for d in _decisions((variant, {})) if d.view.phase is Phase.AUCTION]
    assert views
    words = new_game(variant, {}, SIM_NAMES).words
    for view in views:
        assert view.pair_target == 8
        assert any(isinstance(a, Support) for a in view.legal)
    assert pair_target_words(views[0], words, "en") == (
        "Je soutiens (I support): together you would need 8 tricks."
    )
    assert pair_target_words(views[0], words, "sv") == (
        "Je soutiens (jag stöder): tillsammans skulle ni behöva 8 stick."
    )


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_hand_view_and_the_terminal_say_it(lang: Lang) -> None:
    """The decision screen says it, on Discord and in the terminal; the other seats' views
    and the same seat's view once it has decided do not."""
    config: Config = ("fontainebleau", {})
    for decision in _decisions(config):
        game, view = decision.game, decision.view
        if view.phase is not Phase.WHIST_ANSWER:
            continue
        line = pair_target_words(view, game.words, lang)
        assert line is not None
        table = live_table(game, "fontainebleau")
        drawn = hand_components(table, view, lang)
        assert line in drawn[0]["content"]
        out = io.StringIO()
        terminal = Terminal(argparse.Namespace(), io.StringIO(), out, lang=lang)
        terminal._show_view(view, table, game.words)  # pyright: ignore[reportPrivateUsage]
        assert line in " ".join(out.getvalue().split())
        for seat in SEATS:
            other = _deal(game).view(seat)
            if seat != view.seat:
                assert pair_target_words(other, game.words, lang) is None
                assert line not in hand_components(table, other, lang)[0]["content"]
        return
    raise AssertionError("no whist answer met")


def test_no_pair_target_where_no_pair_can_be_made() -> None:
    """American Boston's partnerships and Mariland have no whist question and no support."""
    for name in ("american", "mariland"):
        assert not _decisions((name, {}), range(1, 4))
