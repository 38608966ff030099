"""A whist question with one answer says why (a playtest of Boston de Fontainebleau): after
everyone declined, the declarer's hand view showed a lone **Play alone** and nothing of the
choice the rules took away (FB-W3: no concession). The view now says that nobody said whist
and that there is no conceding, and that the button goes on; Russian Boston the same, and
Swedish Boston's compulsory whist in 5 spel (SV-W5) alike. A real choice adds no such line."""

from __future__ import annotations

import json

import pytest

from bot.engine.actions import Action, Bid, Pass, Whist
from bot.engine.cards import parse_card
from bot.engine.deal import Phase, SeatView
from bot.engine.describe import only_answer_words
from bot.engine.game import Game
from bot.engine.variants import new_game
from bot.i18n import Lang, t
from cogs.boston.hand_view import hand_components
from tests.render.tables import NAMES, live_table


def _to_whist(variant: str, stop: Phase, **settings: object) -> Game:
    """A first deal where the first bidder bids 5 (levées / spel) and the others pass; the
    declarer names the first suit trumps and invites whist, and everyone asked declines,
    until phase ``stop``."""
    game = new_game(variant, dict(settings), NAMES)
    game.start_deal(list(range(52)), parse_card("KC"))
    bid = False
    while game.to_act is not None:
        seat = game.to_act
        legal = game.legal_actions(seat)
        if game.view(seat).phase is stop:  # type: ignore[union-attr]
            return game
        action: Action
        fives = [a for a in legal if isinstance(a, Bid) and a.contract == "5"]
        if fives and not bid:
            action, bid = fives[0], True
        elif any(isinstance(a, Pass) for a in legal):
            action = next(a for a in legal if isinstance(a, Pass))
        else:  # trumps: the first suit; whist: invite, then decline
            wanted = ("invite", "decline")
            whist = [a for a in legal if isinstance(a, Whist) and a.answer in wanted]
            action = whist[0] if whist else legal[0]
        game.apply(action)
    raise AssertionError(f"never reached {stop}")


def _view(game: Game) -> SeatView:
    assert game.to_act is not None
    view = game.view(game.to_act)
    assert view is not None
    return view


def _texts(components: list[dict[str, object]]) -> str:
    return json.dumps(components, ensure_ascii=False)


@pytest.mark.parametrize("variant", ["fontainebleau", "russian"])
@pytest.mark.parametrize("lang", ["en", "sv"])
def test_fb_w3_a_lone_play_alone_says_why(variant: str, lang: Lang) -> None:
    game = _to_whist(variant, Phase.WHIST_DECLINED)
    view = _view(game)
    assert view.phase is Phase.WHIST_DECLINED and view.legal == (Whist(view.seat, "alone"),)
    drawn = _texts(hand_components(live_table(game, variant), view, lang))
    why = only_answer_words(view.legal, view.contract, game.words, lang)
    assert why is not None
    line = t(lang, "hand.only_answer", why=why, button=t(lang, "hand.whist.alone"))
    assert json.dumps(line, ensure_ascii=False)[1:-1] in drawn
    if lang == "en":
        assert line == (
            "Nobody said whist, and this game has no conceding: you play 5 levées alone. "
            "Press **Play alone** to go on."
        )
    else:
        assert line == (
            "Ingen sa whist, och man kan inte ge upp: du spelar 5 levées ensam. "
            "Tryck på **Spela ensam** för att gå vidare."
        )


def test_sv_w5_compulsory_whist_says_why_its_lone_buttons_are_alone() -> None:
    game = _to_whist("swedish", Phase.WHIST_OFFER, whist_compulsory_in_5=True)
    view = _view(game)
    assert view.phase is Phase.WHIST_OFFER
    drawn = _texts(hand_components(live_table(game), view, "en"))
    assert "Whist is compulsory in 5 spel (liten boston) at this table: you must invite it." in (
        drawn
    )
    game.apply(view.legal[0])
    for _ in range(2):  # the first two asked decline; the last asked must accept
        assert game.to_act is not None
        game.apply(Whist(game.to_act, "decline"))
    last = _view(game)
    assert last.legal == (Whist(last.seat, "accept"),)
    drawn = _texts(hand_components(live_table(game), last, "sv"))
    assert "du som tillfrågas sist måste säga det. Tryck på **Whist!**" in drawn


def test_a_real_choice_gets_no_such_line() -> None:
    game = _to_whist("swedish", Phase.WHIST_DECLINED)
    # Swedish Boston lets the declarer concede (SV-W4): two answers, no line.
    view = _view(game)
    assert view.phase is Phase.WHIST_DECLINED and len(view.legal) == 2
    assert only_answer_words(view.legal, view.contract, game.words, "en") is None
    drawn = _texts(hand_components(live_table(game), view, "en"))
    assert "Press **" not in drawn
