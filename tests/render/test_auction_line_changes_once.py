"""The auction's line changes form once, as the last call is made, and is the same line from
then to the deal's end, in every variant and both languages (playtest, Le Whisch Bostonien):
within seconds it read "Auction: North: Demande / Sven: Je soutiens (I support) · West: pass",
then at the contract "Auction: North: Demande / Sven: Je soutiens (I support)" (the passes
gone, the heading kept), then at the first card "Bids: North Demande · Sven je soutiens (I
support)" (the heading and the support's case changed). Now the calls read "Auction: …"
while the auction runs and "Bids: …" from its end, a support said "je soutiens" in both."""

from __future__ import annotations

import pytest

from bot.engine.actions import Action, Bid, Pass, Support
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.variants import new_game, variant_names
from bot.i18n import Lang, t
from bot.simulate import deck_for
from cogs.boston.deal_lines import auction_lines, deal_lines
from cogs.boston.hand_view import HandCache
from tests.render.tables import NAMES, live_table


def _choice(game: Game, seat: int, bids: list[int]) -> Action:
    """A support where one is offered (Le Whisch's, Nantes' demande), else the first two
    seats able to bid their lowest bid and the rest pass; past the auction the first legal
    action (trumps, whist answers, discards, cards)."""
    legal = game.legal_actions(seat)
    support = [a for a in legal if isinstance(a, Support)]
    if support:
        return support[0]
    offered = [a for a in legal if isinstance(a, Bid)]
    if offered and len(bids) < 2:
        bids.append(seat)
        return offered[0]
    return next((a for a in legal if isinstance(a, Pass)), legal[0])


def _lines_through_the_deal(variant: str, lang: Lang) -> list[tuple[Phase, list[str], list[str]]]:
    """Each state of a first deal, from the first call to the deal's end: its phase, the
    auction's line and the deal's lines (the table message's and every hand view's)."""
    game = new_game(variant, {}, NAMES, first_dealer=1)
    deck, turned = deck_for(7, 1)
    game.start_deal(deck, turned)
    table = live_table(game, variant)
    bids: list[int] = []
    states: list[tuple[Phase, list[str], list[str]]] = []
    for _ in range(300):
        view = game.public_view()
        assert view is not None
        if view.auction:
            lines = deal_lines(table, view, lang)
            assert HandCache().public_lines(table, view, lang) == lines
            states.append((view.phase, auction_lines(table, view, lang), lines))
        seat = game.to_act
        if view.phase is Phase.OVER or seat is None:
            return states
        game.apply(_choice(game, seat, bids))
    raise AssertionError(f"{variant}: the deal did not end in 300 actions")


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("variant", variant_names())
def test_the_auction_line_changes_once_and_keeps_its_words(variant: str, lang: Lang) -> None:
    auction_head = t(lang, "deal.auction", bids="").rstrip()
    bids_head = t(lang, "deal.bids", bids="").rstrip()
    states = _lines_through_the_deal(variant, lang)
    running = [said for phase, said, _ in states if phase is Phase.AUCTION]
    over = [(said, lines) for phase, said, lines in states if phase is not Phase.AUCTION]
    assert running and over, (variant, states)
    for said in running:
        assert said[0].startswith(auction_head), said
    first = over[0][0]
    assert first and first[0].startswith(bids_head), (variant, first)
    for said, lines in over:
        # From the last call to the deal's end: one form, the same words.
        assert said == first, (variant, first, said)
        assert not any(line.startswith(auction_head) for line in lines), (variant, lines)
    # Every bid of the running auction is among the bids, in its order, the passes dropped.
    passed = t(lang, "auction.pass", who="")
    calls = " ".join(running[-1]).removeprefix(auction_head).split(" · ")
    bidders = [c.strip().partition(": ")[0] for c in calls if not c.strip().endswith(passed)]
    kept = " ".join(first).removeprefix(bids_head).split(" · ")
    assert [c.strip().split(" ")[0] for c in kept][: len(bidders)] == bidders, (calls, kept)
    assert not any(passed.removeprefix(": ") in c for c in kept), kept


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_wb_b2_the_support_is_said_alike_in_the_auction_and_after_it(lang: Lang) -> None:
    """The playtest's Whisch deal: a demande and its support; the support read "Je soutiens"
    while the auction ran and "je soutiens" after it."""
    states = _lines_through_the_deal("whisch", lang)
    said = {"en": "je soutiens (I support)", "sv": "je soutiens (jag stöder)"}[lang]
    texts = ["\n".join(lines) for _, lines, _ in states]
    supported = [text for text in texts if said.lower() in text.lower()]
    assert len(supported) > 2, texts  # in the auction, at the contract, in play
    for text in supported:
        assert said in text and said.capitalize() not in text, text
