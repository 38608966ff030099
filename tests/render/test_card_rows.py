"""The hand view's card buttons: one row per suit in play (♠ ♥ ♣ ♦; NT-S3's carte de boston
heading the trumps), at most five cards a row, high cards first; every held card once; exactly
the cards that may be played or discarded now enabled, each naming its action at the view's
sequence number. Checked against the engine's view over random play of every rule system, not
against the drawing's own logic."""

from __future__ import annotations

import random

import pytest

from bot.engine.actions import Discard, Play
from bot.engine.cards import card_label, parse_card
from bot.engine.seats import SEATS
from bot.engine.variants import new_game
from bot.tables.service import LiveTable
from cogs.boston import ids
from cogs.boston.components import Component
from cogs.boston.hand_view import hand_components
from tests.render.tables import live_table
from tests.variants import Config, params


def _card_rows(components: list[Component]) -> list[list[Component]]:
    """The rows holding card buttons (plays and discards), in order."""
    return [
        r["components"]
        for r in components
        if r["type"] == 1
        and any(
            b.get("custom_id", "").split(":")[-1].startswith(("play.", "discard."))
            for b in r["components"]
        )
    ]


@pytest.mark.parametrize("config", params())
def test_card_rows_hold_the_hand_suit_by_suit_with_the_legal_cards_enabled(
    config: Config,
) -> None:
    name, settings = config
    rng = random.Random(17)
    game = new_game(name, settings, ["N", "E", "S", "W"], first_dealer=1)
    table = live_table(game, variant=name)
    enabled_seen = 0
    for _ in range(10):  # deals until one is played out (an all-pass deal has no play)
        deck = list(range(52))
        rng.shuffle(deck)
        game.start_deal(deck, rng.randrange(52) if game.rules.turns_card else None)
        while game.to_act is not None:
            for seat in SEATS:
                enabled_seen += _check_rows(table, seat)
            seat = game.to_act
            game.apply(rng.choice(game.legal_actions(seat)))
            table.seq += 1
        if enabled_seen > 20:
            break
    assert enabled_seen > 20  # cards were played, not only bid


def _check_rows(table: LiveTable, seat: int) -> int:
    """Check the seat's card rows now; how many of its cards were enabled."""
    view = table.view(seat)
    assert view is not None
    rows = _card_rows(hand_components(table, view, "en"))
    laid = [b for r in rows for b in r]
    # Every held card once, suit by suit in play (NT-S3: the top trump first among the
    # trumps), high first; no row mixes suits or holds six.
    suit_of, top = view.suit_in_play, view.top_trump
    in_order = sorted(view.hand, key=lambda c: (suit_of(c), c != top, -c))
    assert [b["label"] for b in laid] == [card_label(c) for c in in_order]
    assert all(len(r) <= 5 for r in rows)
    assert all(len({suit_of(parse_card(str(b["label"]))) for b in r}) == 1 for r in rows)
    suits = [suit_of(c) for c in in_order]
    assert len(rows) == sum(-(-suits.count(s) // 5) for s in set(suits))  # ceil(n / 5) each
    # Enabled: exactly the legal plays and discards, each naming its action now.
    legal = {
        ids.action_id(table.id, table.seq, a): card_label(a.card)
        for a in view.legal
        if isinstance(a, Play | Discard)
    }
    enabled = {b["custom_id"]: b["label"] for b in laid if not b["disabled"]}
    assert enabled == legal
    prefix = ids.action_prefix(table.id, table.seq)
    assert all(b["custom_id"].startswith(prefix) for b in laid)
    return len(enabled)
