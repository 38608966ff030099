"""NT-B2: the card a Nantes demander lays face down with the demande is secret until it is
played, so it never shows in any seat's public lines (in play: the suits' classes dropped, one
"Bids: …" line) or in the table message, from the bid until the card itself is played, though
a seat's own view holds it in its auction (``HandCache.public_lines`` draws the lines per
auction). The demande is supported where it may be and overcalled, so the support's and the
bids' compact words are drawn too."""

from __future__ import annotations

import pytest

from bot.engine.actions import Bid, Pass, Play, Support
from bot.engine.cards import Card, card_label
from bot.engine.errors import IllegalAction
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.variants import new_game
from bot.i18n import Lang
from bot.simulate import deck_for
from cogs.boston.deal_lines import cards_begun
from cogs.boston.hand_view import HandCache
from cogs.boston.table_message import play_text
from tests.render.tables import NAMES, live_table


def _demande_laid(seed: int) -> tuple[Game, Card]:
    """Deal 1 thrown in (no petite before it, NT-S1), deal 2: the first seat lays a card face
    down with a demande, the next supports it where it may, the rest pass."""
    game = new_game("nantes", {}, NAMES, first_dealer=1)
    deck, turned = deck_for(seed, 1)
    game.start_deal(deck, turned)
    while game.current is not None:
        game.apply(Pass(game.to_act or 0))
    deck, turned = deck_for(seed, 2)
    deal = game.start_deal(deck, turned)
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    laid = None
    for card in view.hand:
        if card == deal.turned:
            continue  # the turned card is in view anyway (NT-D3)
        try:
            game.apply(Bid(seat, "demande", card=card))
        except IllegalAction:
            continue
        laid = card
        break
    assert laid is not None
    nxt = game.to_act
    assert nxt is not None
    support = [a for a in game.legal_actions(nxt) if isinstance(a, Support)]
    game.apply(support[0] if support else Pass(nxt))
    while deal.phase is Phase.AUCTION:
        game.apply(Pass(game.to_act or 0))
    while deal.phase not in (Phase.PLAY, Phase.OVER):
        seat = game.to_act
        assert seat is not None
        game.apply(game.legal_actions(seat)[0])
    return game, laid


def _played(game: Game, card: Card) -> bool:
    view = game.public_view()
    assert view is not None
    return any(c == card for t in view.tricks for _, c in t.cards) or any(
        c == card for _, c in view.current_trick
    )


@pytest.mark.parametrize("seed", [2, 3, 4])
@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_laid_card_shows_in_no_public_line_until_played(seed: int, lang: Lang) -> None:
    game, laid = _demande_laid(seed)
    table = live_table(game, "nantes")
    label = card_label(laid)
    top = game.public_view()
    assert top is not None
    if top.top_trump == laid:  # NT-S3's line names the carte de boston whoever holds it
        pytest.skip("the laid card is the carte de boston")
    seen_in_play = False
    while game.current is not None and not _played(game, laid):
        views = [table.view(s) for s in (1, 2, 3, 4)]
        everyone = game.public_view()
        assert everyone is not None
        seen_in_play = seen_in_play or cards_begun(everyone)
        cache = HandCache()
        for view in [*views, everyone]:
            assert view is not None
            lines = cache.public_lines(table, view, lang)
            assert not any(label in line for line in lines), (label, lines)
        assert label not in play_text(table, lang)
        seat = game.to_act
        assert seat is not None
        game.apply(next(a for a in game.legal_actions(seat) if isinstance(a, Play)))
    assert seen_in_play
