"""Lines a playtest read on a phone (40–50 columns shown, Discord wrapping mid-phrase): the table
message's head with a deal's notes (NT-G2's double deal, the only deal), the bid prompt's "how",
the contract line with the whist answer the rules gave (FB-W3), the last trick of the deal before
(and of this one), and the previous deal's result in the hand view. Each is broken at its
phrase boundaries into lines a phone shows whole, in English and Swedish, nothing left out."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bot.engine.actions import Action, Bid, Pass, Whist
from bot.engine.cards import parse_card
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.variants import new_game
from bot.i18n import Lang
from bot.wrapping import display_width
from cogs.boston.deal_lines import PHONE_LINE, contract_text, deal_lines
from cogs.boston.hand_extras import last_deal_lines
from cogs.boston.hand_header import hand_text
from cogs.boston.table_message import play_text
from tests.render.tables import NAMES, live_table
from tests.render.test_ruled_whist_lines import played_to

LANGS: tuple[Lang, ...] = ("en", "sv")


def started(variant: str, settings: dict[str, object]) -> Game:
    game = new_game(variant, settings, NAMES, first_dealer=1)
    game.start_deal(list(range(52)), parse_card("KC"))
    return game


def narrow(lines: list[str]) -> None:
    assert all(display_width(line) <= PHONE_LINE for line in lines), [
        (display_width(line), line) for line in lines if display_width(line) > PHONE_LINE
    ]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    ("variant", "settings", "head"),
    [
        (
            "nantes",
            {"deals": 1, "doubles": 1},
            {
                "en": ["Deal 1 · Boston de Nantes", "double deal (stakes doubled) · the only deal"],
                "sv": ["Giv 1 · Boston de Nantes", "dubbel giv (dubbla insatser) · enda given"],
            },
        ),
        (
            "swedish",
            {"deals": 1},
            {
                "en": ["Deal 1 · Swedish Boston", "traditional payment (protocol) · the only deal"],
                "sv": ["Giv 1 · Svensk boston", "traditionell betalning (protokoll) · enda given"],
            },
        ),
    ],
)
def test_the_table_message_head_and_its_notes_fit_a_phone(
    variant: str, settings: dict[str, object], head: dict[Lang, list[str]], lang: Lang
) -> None:
    """NT-G2: the double deal is said from its start, its notes after the variant."""
    table = live_table(started(variant, settings), variant)
    lines = play_text(table, lang).splitlines()
    assert lines[:2] == head[lang], lines
    narrow(lines[:2])


def test_the_bid_prompt_says_how_on_lines_of_its_own() -> None:
    """The bold turn line is short; how a bid is made stands under it, not bold, broken at
    its commas (NT-B2: a demande lays a card, a solo bid names its trumps)."""
    game = started("nantes", {})
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    table = live_table(game, "nantes")
    want = {
        "en": [
            "**Your turn: bid or pass.**",
            "Choose a contract, then its trump suit,",
            "if it has a choice.",
        ],
        "sv": [
            "**Din tur: bjud eller passa.**",
            "Välj ett spel, sedan trumffärg,",
            "där det finns ett val.",
        ],
    }
    for lang in LANGS:
        lines = hand_text(table, view, lang, None).splitlines()
        at = lines.index(want[lang][0])
        assert lines[at : at + len(want[lang])] == want[lang], lines
        narrow(lines[at:])


def test_the_contract_line_fits_a_phone() -> None:
    """FB-W3: nobody said whist, so the declarer plays alone and the line says why; the
    parts are whole on their lines, and ``contract_text`` still says them in one."""
    game = played_to("fontainebleau", {}, ("invite", "decline"), Phase.WHIST_DECLINED)
    declarer = game.to_act
    assert declarer is not None
    game.apply(Whist(declarer, "alone"))
    table = live_table(game, "fontainebleau")
    view = game.public_view()
    assert view is not None
    want = {
        "en": [
            "Contract: 5 levées · declarer East",
            "trumps ♠ spades · plays alone: nobody said whist",
        ],
        "sv": ["Spel: 5 levées · spelförare East · trumf ♠ spader", "spelar ensam: ingen sa whist"],
    }
    for lang in LANGS:
        lines = deal_lines(table, view, lang)
        at = lines.index(want[lang][0])
        assert lines[at : at + 2] == want[lang], lines
        assert contract_text(table, view, lang) == " · ".join(want[lang])
        narrow(lines)


def play_first_deal(game: Game, answer: Callable[[list[Action]], Action]) -> None:
    """Deal 1 bid by the first bidder at its first bid, every other move ``answer``'s
    choice among the legal ones."""
    bid = False
    while game.current is not None and not game.current.settled:
        seat = game.to_act
        assert seat is not None
        legal = game.legal_actions(seat)
        bids = [a for a in legal if isinstance(a, Bid)]
        action: Action
        if bids and not bid:
            action, bid = bids[0], True
        else:
            action = answer(legal)
        game.apply(action)


def played_deal(variant: str) -> Game:
    """Deal 1 bid by the first bidder at its first bid, the others passing, every card the
    first legal one; then deal 2 dealt."""
    game = started(variant, {"deals": 2})
    play_first_deal(
        game, lambda legal: next((a for a in legal if isinstance(a, Pass | Whist)), legal[0])
    )
    game.start_deal(list(range(52)), parse_card("KC"))
    return game


def test_the_last_tricks_and_the_previous_deal_fit_a_phone() -> None:
    """The last trick's winner on one line, its four cards on the next; the previous deal's
    result in the hand view broken at its phrases."""
    game = played_deal("swedish")
    table = live_table(game, "swedish")
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    heads = {"en": "Last trick of deal 1: ", "sv": "Sista sticket i giv 1: "}
    for lang in LANGS:
        after = last_deal_lines(table, game, view, lang)
        heading = ("Previous deal: **Deal 1**", "Förra given: **Giv 1**")
        assert after and after[0].startswith(heading), after
        lines = hand_text(table, view, lang, None, after=after).splitlines()
        narrow(lines)
        at = next(i for i, line in enumerate(lines) if line.startswith(heads[lang]))
        assert lines[at + 1].count(" · ") == 3, lines
        shown = play_text(table, lang).splitlines()
        narrow(shown)  # the balances too: broken between seats where long
    # this deal's own last trick, once one is turned
    bid = False
    while not game.public_view().tricks:  # type: ignore[union-attr]
        seat = game.to_act
        assert seat is not None
        legal = game.legal_actions(seat)
        bids = [a for a in legal if isinstance(a, Bid)]
        if bids and not bid:
            action, bid = bids[0], True
        else:
            action = next((a for a in legal if isinstance(a, Pass | Whist)), legal[0])
        game.apply(action)
    view = game.public_view()
    assert view is not None
    heads = {"en": "Last trick: ", "sv": "Senaste sticket: "}
    for lang in LANGS:
        lines = deal_lines(table, view, lang)
        at = next(i for i, line in enumerate(lines) if line.startswith(heads[lang]))
        assert lines[at + 1].count(" · ") == 3, lines
        narrow(lines)
