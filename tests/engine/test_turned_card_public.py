"""The engine's public view (``PublicView``: "what everyone at the table may see")
carries nothing a face-down card decides. Boston de Nantes turns the dealer's own last card
(NT-D3: it "stays in his hand until he plays it") and, in the petite misères, all four put a
card away face down (NT-C4). A dealer who puts the turned card away must look, to everyone
else, like a dealer still holding it until play shows otherwise; ``turned_holder`` (read by
the computer players' sampling, ``bot/players/sampling.py``) followed the dealer's hand
instead, so it told every seat which card the dealer had put away."""

from __future__ import annotations

import random

from bot.engine.actions import Bid, Discard, Pass
from bot.engine.phase import Phase
from bot.engine.variants import new_game


def test_nt_c4_the_dealers_discard_of_the_turned_card_stays_hidden() -> None:
    for seed in range(200):
        game = new_game("nantes", {}, ["a", "b", "c", "d"])
        deck = list(range(52))
        random.Random(seed).shuffle(deck)
        deal = game.start_deal(deck, None)
        dealer, turned = deal.dealer, deal.turned
        assert turned is not None and deal.public_view().turned_holder == dealer
        # The first to speak bids the petite misère, everyone else passes.
        bid = False
        while deal.phase is Phase.AUCTION:
            seat = deal.to_act
            assert seat is not None
            legal = deal.legal_actions(seat)
            misere = next(
                (a for a in legal if isinstance(a, Bid) and a.contract == "petite-misere"), None
            )
            action = misere if misere is not None and not bid else Pass(seat)
            bid = bid or misere is not None
            deal.apply(action)
        if deal.phase is not Phase.DISCARD:
            continue
        while deal.phase is Phase.DISCARD:
            seat = deal.to_act
            assert seat is not None
            hand = deal.view(seat).hand
            card = turned if seat == dealer else hand[0]
            deal.apply(Discard(seat, card))
        # Nobody has played yet: to the three others the dealer is as he was.
        before = deal.public_view()
        assert before.turned_holder == dealer, (
            "the public view says the dealer no longer holds the turned card: it was his "
            "face-down discard"
        )
        return
    raise AssertionError("no deal reached the discards")
