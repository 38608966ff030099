"""The hand view drawn once per table state (issue #17): the cache serves exactly what a fresh
drawing gives, draws again after any announced change or a new sequence number, and never
serves one seat's hand to another seat."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Iterator

import pytest

from bot.engine.actions import Action
from bot.engine.cards import card_label
from bot.engine.game import Game
from bot.engine.seats import SEATS
from bot.engine.variants import new_game
from bot.engine.views import PublicView
from bot.players import make_player
from bot.simulate import NAMES as SIM_NAMES
from bot.simulate import deck_for, game_settings, play_step, seat_seed
from bot.tables import TableChange, log
from bot.tables.service import LiveTable
from cogs.boston.components import Component
from cogs.boston.deal_lines import deal_lines
from cogs.boston.hand_view import HandCache, HandKey, hand_components
from tests.render.tables import live_table
from tests.render.test_hand_extras import dealt, game
from tests.variants import Config, params


def card_labels(components: list[Component]) -> set[str]:
    return {
        b["label"]
        for r in components
        if r["type"] == 1
        for b in r["components"]
        if b.get("custom_id", "").split(":")[-1].startswith(("play.", "discard."))
    }


def drawer(table: LiveTable, seat: int, calls: list[int]) -> Callable[[], list[Component]]:
    def draw() -> list[Component]:
        calls.append(seat)
        view = table.view(seat)
        assert view is not None
        return hand_components(table, view, "en")

    return draw


def custom_ids(components: list[Component]) -> list[str]:
    return [b["custom_id"] for r in components if r["type"] == 1 for b in r["components"]]


def dealt_table() -> tuple[Game, LiveTable, HandCache, list[int]]:
    """A Swedish table at its first deal, an empty cache, and the list of seats drawn."""
    g = game()
    dealt(g, 1)
    return g, live_table(g), HandCache(), []


def key(seat: int) -> HandKey:
    return (seat, "en", None, None, False, True)


def test_the_cache_serves_what_a_fresh_drawing_gives() -> None:
    _, table, cache, calls = dealt_table()
    for seat in (1, 2, 3, 4):
        first = cache.get(table, key(seat), drawer(table, seat, calls))
        again = cache.get(table, key(seat), drawer(table, seat, calls))
        fresh = hand_components(table, table.view(seat), "en")  # pyright: ignore[reportArgumentType]
        assert again is first
        assert json.dumps(first) == json.dumps(fresh)
    assert calls == [1, 2, 3, 4]  # each drawn once
    assert (cache.hits, cache.misses) == (4, 4)


def first_move(g: Game, table: LiveTable) -> Action:
    """Play the first legal action of the seat to act and give the table its next number."""
    seat = g.to_act
    assert seat is not None
    view = g.view(seat)
    assert view is not None
    g.apply(view.legal[0])
    table.seq += 1
    return view.legal[0]


def test_a_change_or_a_new_sequence_number_draws_again() -> None:
    g, table, cache, calls = dealt_table()
    before = cache.get(table, key(2), drawer(table, 2, calls))
    cache.forget(table.id)  # the service announced a change (a name, a seat taken over…)
    cache.get(table, key(2), drawer(table, 2, calls))
    assert calls == [2, 2]
    # A move: the sequence number grows and the view's buttons carry the new one.
    first_move(g, table)
    after = cache.get(table, key(2), drawer(table, 2, calls))
    assert calls == [2, 2, 2]
    assert after != before
    acts = [i for i in custom_ids(after) if i.startswith("boston:act:")]
    assert acts and all(i.split(":")[3] == str(table.seq) for i in acts)


def test_a_moves_change_keeps_what_was_drawn_after_it_any_other_change_empties_it() -> None:
    g, table, cache, calls = dealt_table()
    move = first_move(g, table)
    seat = move.seat
    # The mover's answer is drawn as soon as the move is saved, before it is announced.
    answer = cache.get(table, key(seat), drawer(table, seat, calls))
    cache.changed(TableChange(table.id, table.seq, log.ACTION, action=move))
    assert cache.get(table, key(seat), drawer(table, seat, calls)) is answer
    assert calls == [seat]
    for kind in ("seat", "away", "back", "paused", "resumed", "attention", log.DEAL):
        cache.changed(TableChange(table.id, table.seq, kind))
        cache.get(table, key(seat), drawer(table, seat, calls))
    assert calls == [seat] * 8  # drawn again after each


def test_one_seat_is_never_served_another_seats_hand() -> None:
    g, table, cache, calls = dealt_table()
    hands = {s: {card_label(c) for c in g.view(s).hand} for s in (1, 2, 3, 4)}  # pyright: ignore[reportOptionalMemberAccess]
    served = {s: cache.get(table, key(s), drawer(table, s, calls)) for s in (1, 2, 3, 4)}
    for seat, components in served.items():
        assert card_labels(components) == hands[seat]
        others = set().union(*(hands[s] for s in hands if s != seat))
        assert not card_labels(components) & others
    # Same seat, another table with the same id range: a different table is a different entry.
    other = live_table(game())
    other.row = other.row.model_copy(update={"id": 2})
    dealt(other.game, 1)  # pyright: ignore[reportArgumentType]
    cache.get(other, key(1), drawer(other, 1, calls))
    assert calls[-1] == 1 and len(calls) == 5


def _random_games(config: Config, steps: int = 70) -> Iterator[tuple[Game, int]]:
    """A game of ``config`` played by random players, after each of its first ``steps``
    moves (dealing again when a deal ends), with the move's number."""
    name, settings = config
    players = {s: make_player("random", seat_seed(9, s)) for s in SEATS}
    played = new_game(name, game_settings(settings, 4), SIM_NAMES)
    for number in range(steps):
        if played.current is None:
            if played.finished or played.tour_over:
                return
            deck, turned = deck_for(9, len(played.deals) + 1)
            played.start_deal(deck, turned)
        play_step(played, players)
        yield played, number


PUBLIC_FIELDS = [f.name for f in dataclasses.fields(PublicView)]


@pytest.mark.parametrize("config", params())
def test_every_public_field_but_the_auction_reads_the_same_from_every_seat(
    config: Config,
) -> None:
    # What lets the public lines be shared between seats (HandCache.public_lines): a seat's
    # view differs from everyone's in its auction alone (NT-B2's card laid face down).
    for played, _ in _random_games(config):
        everyone = played.public_view()
        if everyone is None:
            continue
        for seat in SEATS:
            view = played.view(seat)
            assert view is not None
            for name in PUBLIC_FIELDS:
                if name != "auction":
                    assert getattr(view, name) == getattr(everyone, name), name


@pytest.mark.parametrize("config", params())
def test_shared_public_lines_are_what_each_seat_would_draw_itself(config: Config) -> None:
    table = live_table(None, config[0])  # its game: each state of the random game below
    cache = HandCache()
    seen_apart = False
    for played_now, number in _random_games(config):
        table.game, table.seq = played_now, number + 1
        views = [played_now.view(s) for s in SEATS]
        seen_apart = seen_apart or len({v.auction for v in views if v is not None}) > 1
        everyone = played_now.public_view()
        for language in ("en", "sv"):
            for view in [*views, everyone]:  # the seats' hand views and the table message
                if view is not None:
                    shared = cache.public_lines(table, view, language)
                    assert shared == deal_lines(table, view, language)
    if config[0] == "nantes":
        # A card laid face down with a bid (NT-B2) made the seats' auctions differ: the
        # lines were drawn apart for them, as each seat's own drawing says.
        assert seen_apart
