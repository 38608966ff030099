"""What a game is now, as a value to compare: a live game keeps only its last deals in memory
(a restored one only the last deal's result), so two games are compared by their state, not
by their records (which need every deal's cards: read them from the log)."""

from __future__ import annotations

from bot.engine.checkpoint import encode
from bot.engine.game import Game
from bot.engine.record import deal_head
from bot.engine.seats import SEATS


def game_state(game: Game) -> dict[str, object]:
    """Everything a frontend or the next move can read of ``game``."""
    last = game.deals[-1] if game.deals else None
    current = game.current
    deal = current.deal if current is not None else None
    return {
        "variant": game.variant,
        "settings": dict(game.settings),
        "players": game.players,
        "deals": len(game.deals),
        "settled": game.deals.settled,
        "next_dealer": game.next_dealer,
        "first_turned": game.first_turned,
        "balances": dict(game.balances),
        "ledger": encode(game.ledger),
        "snapshot": game.ledger.snapshot(),
        "tour_over": game.tour_over,
        "final": encode(game.final),
        "to_act": game.to_act,
        "last": None
        if last is None
        else (
            last.number,
            last.dealer,
            encode(last.result),
            encode(last.settlement),
            last.new_terms,
            last.last_trick,
        ),
        "terms_seen": game.terms_seen,
        "current": None if deal is None else (deal_head(deal), deal.actions),
        "views": [game.view(seat) for seat in SEATS] if deal is not None else None,
        "legal": [game.legal_actions(seat) for seat in SEATS],
    }
