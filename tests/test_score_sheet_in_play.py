"""A Protocol answer opened while a deal is played says that deal under the sheet, which has no
row for it yet (``bot.score_sheet.in_play_lines``): its dealer, the bids so far and the
contract once settled, each line within a phone's, the message still within Discord's limit;
not for an ended table's or an imported game's last deal (``in_play`` unset). Before, the sheet
and the protocol said nothing of the deal until it was over."""

from __future__ import annotations

import re

import pytest

from bot.engine.actions import Bid
from bot.engine.game import Game
from bot.engine.in_play import MoveNamesSaid, deal_in_play
from bot.engine.seats import SEATS
from bot.engine.variants import new_game
from bot.engine.words import Lang
from bot.i18n import t
from bot.players import make_player
from bot.score_sheet import in_play_lines
from bot.simulate import deck_for, game_settings, play_step, seat_seed
from bot.wrapping import PHONE_LINE, display_width
from cogs.boston.protocol_parts import IN_PLAY_ROOM, PROTOCOL_LIMIT, protocol_parts

NAMES = [
    "Margaretha Söderberg",
    "Computer 2 (heuristic)",
    "Computer 3 (heuristic)",
    "Computer 4 (heuristic)",
]


def mid_deal(variant: str, deals: int, seed: int = 5) -> Game:
    """A game of ``deals`` whole deals, then one played until its contract is settled (or
    its cards begin), by heuristic computers from ``seed``."""
    players = {seat: make_player("heuristic", seat_seed(seed, seat)) for seat in SEATS}
    game = new_game(variant, game_settings(None, deals + 50), tuple(NAMES))
    number = 0
    while True:
        number += 1
        deck, turned = deck_for(seed, number)
        game.start_deal(deck, turned)
        while game.current is not None:
            view = game.public_view()
            if number > deals and view is not None and (view.contract or view.tricks):
                return game
            play_step(game, players)


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("variant", ["swedish", "nantes", "mariland"])
def test_a_protocol_answer_says_the_deal_in_play_under_the_sheet(variant: str, lang: Lang) -> None:
    game = mid_deal(variant, 30)  # long enough for the sheet to be cut to fit
    entry = game.current
    assert entry is not None
    lines = in_play_lines(game, NAMES, lang)
    assert NAMES[entry.dealer - 1] in lines[0]  # the dealer first
    bids = t(lang, "deal.bids", bids="")
    assert any(line.startswith(bids) for line in lines), lines
    view = game.public_view()
    assert view is not None and view.declarer is not None
    # Who plays what, last, under the table message's label: not read as one more bid.
    label = t(lang, "contract.line", contract="", declarer_word="", declarer="").split()[0]
    told = lines[next(n for n, line in enumerate(lines) if line.startswith(label)) :]
    assert NAMES[view.declarer - 1] in " ".join(told), lines
    assert all(display_width(line) <= PHONE_LINE for line in lines), lines
    answer = protocol_parts(game, NAMES, lang, "Table 1", in_play=True)
    assert answer.text.endswith("\n\n" + "\n".join(lines)), answer.text[-400:]
    assert len(answer.text) <= PROTOCOL_LIMIT
    # An ended table's or an imported game's last deal is not told as in progress.
    ended = protocol_parts(game, NAMES, lang, "Table 1")
    assert lines[0] not in ended.text


def test_nothing_under_the_sheet_between_deals() -> None:
    game = new_game("swedish", game_settings(None, 4), tuple(NAMES))
    assert in_play_lines(game, NAMES, "en") == []
    answer = protocol_parts(game, NAMES, "en", "Table 1", in_play=True)
    assert answer.text == protocol_parts(game, NAMES, "en", "Table 1").text


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_deal_in_play_keeps_within_a_terminal_s_width(lang: Lang) -> None:
    game = mid_deal("mariland", 2)
    lines = in_play_lines(game, NAMES, lang, width=40)
    assert len(lines) >= 3 and all(display_width(line) <= 40 for line in lines), lines


LONG = [
    "Margaretha Söderberg-Lindqvist Ö",
    "Bartholomew Featherstonehaugh J",
    "Cecilia Wilhelmina Andersson X",
    "Dagobert Maximilian Johansson Y",
]
"""31-32 characters: a Discord display name may have 32."""


def bidding_war(variant: str, deals: int, seed: int = 7) -> Game:
    """A game of ``deals`` whole deals by heuristic computers, then one whose every bid is the
    lowest legal one, until the auction is over: the longest auction there is."""
    players = {seat: make_player("heuristic", seat_seed(seed, seat)) for seat in SEATS}
    game = new_game(variant, game_settings(None, deals + 1), tuple(LONG))
    for number in range(1, deals + 2):
        deck, turned = deck_for(seed, number)
        game.start_deal(deck, turned)
        while game.current is not None and number <= deals:
            play_step(game, players)
    while (seat := game.to_act) is not None:
        bids = [a for a in game.legal_actions(seat) if isinstance(a, Bid)]
        if not bids:
            break
        game.apply(bids[0])
    return game


@pytest.mark.parametrize(
    ("variant", "deals", "lang"),
    [
        ("swedish", 0, "en"),  # the review's case: "Table 123" and about 2700 characters
        ("swedish", 23, "en"),  # the last deal of a 24-deal game
        ("swedish", 23, "sv"),
        ("mariland", 23, "sv"),
        ("nantes", 23, "en"),
        ("fontainebleau", 10, "sv"),
    ],
)
def test_a_long_auction_with_long_names_keeps_within_discords_limit(
    variant: str, deals: int, lang: Lang
) -> None:
    """Every bid the lowest legal one, with 31-character names: the deal in play keeps within
    its share of the message, its newest bids said and the earliest counted ("… 12 earlier
    bids"), and the answer within Discord's 2000 characters. Before, nothing bounded it."""
    game = bidding_war(variant, deals)
    full = in_play_lines(game, LONG, lang)
    lines = in_play_lines(game, LONG, lang, room=IN_PLAY_ROOM)
    assert len("\n".join(full)) > IN_PLAY_ROOM  # the case needs the budget
    assert len("\n".join(lines)) <= IN_PLAY_ROOM, lines
    assert lines[-1] == full[-1] and lines[0] == full[0]  # the newest bid and the head kept
    said = "\n".join(lines)
    counted = re.escape(t(lang, "deal.earlier_bids", n="{n}")).replace(r"\{n\}", r"(\d+)")
    found = re.search(counted, said)
    assert found is not None, lines
    bids = deal_in_play(game, LONG, lang)
    assert bids is not None
    dropped = int(found[1])
    assert 1 <= dropped < len(bids.bids)
    joined = " ".join(said.split())  # as read, whatever the breaks
    assert all(" ".join(bid.split()) in joined for bid in bids.bids[dropped:]), lines
    assert all(display_width(line) <= PHONE_LINE for line in lines), lines
    answer = protocol_parts(game, list(LONG), lang, "Table 123", in_play=True)
    text = f"**Table 123**\n{answer.text}"  # as table_protocol.show_protocol sends it
    assert len(text) <= 2000, len(text)
    assert answer.text.endswith("\n".join(lines)), answer.text[-500:]


def test_a_short_auction_is_told_whole_within_the_budget() -> None:
    game = mid_deal("swedish", 3)
    lines = in_play_lines(game, NAMES, "sv")
    assert in_play_lines(game, NAMES, "sv", room=IN_PLAY_ROOM) == lines
    assert not any("tidigare bud" in line for line in lines)


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_nantes_declarer_still_declaring_is_said_so(lang: Lang) -> None:
    """NT-K1, seed 1 deal 1: while the declarer names trumps and may still declare a higher
    contract, the line says it is being declared, as the table message does; before, it read
    "David: Petite indépendance", as decided."""
    players = {seat: make_player("heuristic", seat_seed(1, seat)) for seat in SEATS}
    game = new_game("nantes", game_settings(None, 2), tuple(NAMES))
    deck, turned = deck_for(1, 1)
    game.start_deal(deck, turned)
    seen = 0
    while game.current is not None:
        shown = in_play_lines(game, NAMES, lang, width=200)
        view = game.public_view()
        assert view is not None
        if view.declarer is not None and view.contract is not None:
            declaring = t(lang, "contract.declaring", declarer=NAMES[view.declarer - 1])
            if declaring == shown[-1]:
                seen += 1
                assert not any(NAMES[view.declarer - 1] + ": " in x for x in shown), shown
        play_step(game, players)
    assert seen


def test_each_bid_named_by_who_made_it() -> None:
    """The cog names each call as the table message does (``in_play_said``), not by the
    seat's holder now ("Anna (computer)")."""
    game = mid_deal("swedish", 1)
    view = game.public_view()
    assert view is not None
    said = MoveNamesSaid("Ada", tuple("Ada" for _ in view.auction), declarer="Ada")
    answer = protocol_parts(game, NAMES, "en", "Table 1", in_play=True, in_play_said=said)
    lines = answer.text.rsplit("\n\n", 1)[1].splitlines()
    assert "dealer Ada" in lines[0], lines
    assert lines[1].startswith("Bids: Ada "), lines
    assert lines[-1].endswith(" Ada") or "Ada" in lines[-1], lines
