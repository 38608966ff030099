"""The deal in play as a sheet tells it before its row (``bot.engine.in_play``): the dealer,
each bid made so far by who made it, and the contract once the auction has settled it, in every
variant and both languages; nothing between deals; never a card, so never a Nantes card laid
face down with a demande (NT-B2) nor a discard (NT-C4)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from bot.engine.actions import Bid, NameTrump, Support
from bot.engine.game import Game
from bot.engine.in_play import DealInPlay, MoveNamesSaid, deal_in_play
from bot.engine.phase import Phase
from bot.engine.seats import SEATS
from bot.engine.variants import new_game, variant_names
from bot.engine.words import Lang
from bot.players import make_player
from bot.simulate import deck_for, game_settings, play_step, seat_seed

NAMES = ("Anna", "Bertil", "Cilla", "David")

CARD = re.compile(r"(?:10|[2-9AKQJ])[♠♥♦♣]")
"""A card's label ("10♦", "Q♠"): a contract's suit follows a space ("Six ♦")."""


def steps(variant: str, seed: int, deals: int) -> Iterator[Game]:
    """The game before each move of its first ``deals`` deals (or up to its tour's end),
    played by heuristic computers from ``seed``."""
    players = {seat: make_player("heuristic", seat_seed(seed, seat)) for seat in SEATS}
    game = new_game(variant, game_settings(None, deals), NAMES)
    for number in range(1, deals + 1):
        if game.tour_over:
            return
        deck, turned = deck_for(seed, number)
        game.start_deal(deck, turned)
        while game.current is not None:
            yield game
            play_step(game, players)


def texts(shown: DealInPlay) -> list[str]:
    return [shown.head, *shown.bids, shown.contract, shown.declarer, shown.whister]


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("variant", variant_names())
def test_the_dealer_the_bids_so_far_and_the_contract_once_settled(variant: str, lang: Lang) -> None:
    bids_seen = contracts_seen = 0
    for game in steps(variant, 5, 6):
        entry = game.current
        assert entry is not None
        shown = deal_in_play(game, NAMES, lang)
        assert shown is not None
        assert NAMES[entry.dealer - 1] in shown.head  # the dealer, named
        assert not any(CARD.search(text) for text in texts(shown)), shown
        deal = entry.deal
        assert deal is not None
        if deal.is_over:  # a merge question waits: the head says the result
            assert not shown.bids and not shown.contract
            continue
        view = deal.public_view()
        made = [a for a in view.auction if isinstance(a, Bid | Support)]
        # Each bid in order, by who made it; a pass is not told.
        assert len(shown.bids) == len(made), (shown.bids, view.auction)
        for said, bid in zip(shown.bids, made, strict=True):
            assert said.startswith(NAMES[bid.seat - 1] + " "), said
        bids_seen += len(made)
        if view.contract is not None and view.declarer is not None:
            assert shown.declarer == NAMES[view.declarer - 1], shown
            assert shown.contract or shown.declaring, shown
            contracts_seen += 1
        elif view.auction and not view.tricks:
            assert not shown.contract  # nothing settled yet
    assert bids_seen and contracts_seen  # the deals had both


def test_nothing_between_deals() -> None:
    game = new_game("swedish", game_settings(None, 2), NAMES)
    assert deal_in_play(game, NAMES, "en") is None
    game = list(steps("swedish", 3, 1))[-1]  # one game, played to the end of its deal
    assert game.current is None and game.deals.settled
    assert deal_in_play(game, NAMES, "sv") is None


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_nantes_card_laid_face_down_or_a_discard_never_appears(lang: Lang) -> None:
    """Seed 2 bids demandes with a card laid face down (NT-B2) and plays petite misères with
    discards (NT-C4): neither card is ever in the lines, nor any other card."""
    laid = discarded = 0
    for game in steps("nantes", 2, 12):
        entry = game.current
        assert entry is not None and entry.deal is not None
        deal = entry.deal
        hidden = [a.card for a in deal.auction.history if isinstance(a, Bid) and a.card is not None]
        hidden += list(deal.discards.values())
        shown = deal_in_play(game, NAMES, lang)
        assert shown is not None
        said = " | ".join(texts(shown))
        assert not CARD.search(said), said
        if deal.is_over:
            continue
        laid += any(isinstance(a, Bid) and a.card is not None for a in deal.auction.history)
        discarded += bool(deal.discards)
        assert hidden == [] or shown.bids or shown.contract  # told while they are hidden
    assert laid and discarded  # the seed has both


def test_each_call_named_as_the_frontend_names_who_made_it() -> None:
    """A seat handed over during the deal, or kept by a computer for someone away, is named
    by who made each call, as the table's message names it (``MoveNamesSaid``), not by its
    holder now: before, every bid and the dealer read "Anna (computer)" where the table read
    "Anna"."""
    game = next(g for g in steps("swedish", 5, 1) if getattr(g.public_view(), "contract", None))
    view = game.public_view()
    assert view is not None and view.declarer is not None
    now = [f"{name} (computer)" for name in NAMES]  # the seats' holders now
    calls = tuple(f"Caller{at}" for at in range(len(view.auction)))
    said = MoveNamesSaid("Dealt-by", calls, declarer="Declared-by", whister="")
    shown = deal_in_play(game, now, "en", said)
    assert shown is not None
    assert "dealer Dealt-by" in shown.head, shown.head
    made = [at for at, a in enumerate(view.auction) if isinstance(a, Bid | Support)]
    assert [b.split()[0] for b in shown.bids] == [calls[at] for at in made], shown.bids
    assert shown.declarer == "Declared-by"
    assert not any("(computer)" in x for x in texts(shown) if x is not shown.head), shown
    # Without them, the seats' names, as the terminal gives them.
    plain = deal_in_play(game, NAMES, "en")
    assert plain is not None and plain.declarer == NAMES[view.declarer - 1]


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_nantes_declarer_still_declaring_has_no_contract_yet(lang: Lang) -> None:
    """NT-K1: while the declarer names trumps and may still declare a higher contract, the
    winning bid is no contract yet (seed 1, deal 1): "declaring", as the table says it, not
    "David: Petite indépendance" read as decided."""
    declaring = 0
    for game in steps("nantes", 1, 1):
        view = game.public_view()
        shown = deal_in_play(game, NAMES, lang)
        assert view is not None and shown is not None
        seat = view.declarer
        higher = (
            view.phase is Phase.TRUMP
            and seat is not None
            and view.to_act == seat
            and any(
                isinstance(a, NameTrump) and a.contract is not None
                for a in game.legal_actions(seat)
            )
        )
        assert shown.declaring == higher, shown
        if higher:
            assert seat is not None and shown.declarer == NAMES[seat - 1]
            assert not shown.contract, shown
            declaring += 1
        elif view.contract is not None and view.phase is not Phase.AUCTION:
            assert shown.contract, shown
    assert declaring  # the seed's first deal has the moment
