"""The terminal's bid menu says what each contract commits its bidder to, as Discord's contract
select does: the engine's description under the contract's bids, once, led by "– " where
their names begin, in every variant and both languages, within the terminal's widths (40 to
100 columns). NT-K1's declaration says, under each contract's trumps, what declaring it
commits to. Each kind of bid is said once: the contracts whose descriptions differ in their
figures alone together ("Four–Twelve: at least 4–12 tricks alone; …"). Before, "Little
Spread" or "Demande" stood alone, and a newcomer could bid a spread not knowing his hand
would lie face up."""

from __future__ import annotations

import re

import pytest

from bot.engine.actions import Bid, NameTrump, Pass
from bot.engine.cards import Suit
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.variants import new_game, variant_names
from bot.engine.views import SeatView
from bot.engine.words import Lang
from bot.terminal_menu import in_menu_order, menu_lines
from bot.wrapping import display_width
from tests.render.tables import NAMES

LEAD = "      – "
"""A description's first line: under the bids' names, led by a dash."""
NUMBER = re.compile(r"(?:^|\s)(\d+)\. ")


def _first_bidder(variant: str) -> tuple[Game, SeatView]:
    game = new_game(variant, {}, NAMES, first_dealer=1)
    game.start_deal(list(range(52)), 0)
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None and any(isinstance(a, Bid) for a in view.legal)
    return game, view


def _lines(menu: list[str]) -> list[str]:
    """The menu's lines as printed (a choice broken for the width is one entry of them)."""
    return [line for entry in menu for line in entry.split("\n")]


def _order(menu: list[str]) -> list[int | str]:
    """The menu read in order: each choice's number, and each description, joined from its
    lines."""
    out: list[int | str] = []
    for line in menu:
        if line.startswith(LEAD):
            out.append(line.removeprefix(LEAD))
        elif line.startswith(" " * len(LEAD)) and isinstance(out[-1], str):
            out[-1] += " " + line.strip()  # a description's later line
        else:
            out += [int(n) for n in NUMBER.findall(line)]
    return out


def _said(menu: list[str]) -> list[str]:
    """The menu's descriptions, in order."""
    return [x for x in _order(menu) if isinstance(x, str)]


def _covers(said: str, description: str) -> bool:
    """Whether the menu's ``said`` is ``description``, or its kind's said together: its
    figures as ranges holding the contract's ("At least 5 tricks" in "at least 5–12
    tricks"), perhaps led by the bids it is said of ("Four–Twelve: ")."""
    figures = re.findall(r"\d+", description)
    pattern = r"(\d+)(?:–(\d+))?".join(map(re.escape, re.split(r"\d+", description)))
    found = re.fullmatch(f"(?:[^:]+: )?{pattern}", said, re.IGNORECASE)
    if found is None:
        return False
    ranges = zip(found.groups()[::2], found.groups()[1::2], strict=True)
    return all(
        int(low) <= int(n) <= int(high or low)
        for n, (low, high) in zip(figures, ranges, strict=True)
    )


@pytest.mark.parametrize("width", [40, 100])
@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("variant", variant_names())
def test_every_contract_offered_is_described_under_its_bids(
    variant: str, lang: Lang, width: int
) -> None:
    game, view = _first_bidder(variant)
    ladder, words = game.rules.ladder, game.words
    options = in_menu_order(view, game.rules)
    menu = _lines(menu_lines(options, view, words, ladder, lang=lang, width=width))
    assert all(display_width(line) <= width for line in menu), menu
    said = _said(menu)
    # none twice, nor two of one kind (Mariland's "At least 4 tricks alone", "… 5 …", …)
    kinds = [re.sub(r"\d+(–\d+)?", "#", text.split(": ", 1)[-1]).lower() for text in said]
    assert len(kinds) == len(set(kinds)), said
    offered = list(dict.fromkeys(a.contract for a in options if isinstance(a, Bid)))
    order = _order(menu)
    covered: dict[str, list[int]] = {text: [] for text in said}  # the bids each is said of
    for contract_id in offered:
        contract = ladder.get(contract_id)
        assert contract is not None
        description = words.contract_description(contract, lang)
        assert description is not None
        mine = [text for text in said if _covers(text, description)]
        assert len(mine) == 1, (contract_id, description, said)  # each kind once
        covered[mine[0]] += [
            n for n, a in enumerate(options, 1) if isinstance(a, Bid) and a.contract == contract_id
        ]
    for text, bids in covered.items():
        # under its bids: after one of them, before a bid not of them (its run's last)
        at = order.index(text)
        assert bids and order[at - 1] in bids, (text, menu)
        nxt = order[at + 1] if at + 1 < len(order) else None
        assert not isinstance(nxt, str) and (nxt is None or nxt not in bids)


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_nt_k1_a_declared_contract_says_what_declaring_it_commits_to(lang: Lang) -> None:
    game = new_game("nantes", {}, NAMES, first_dealer=1)
    deal = game.start_deal(list(range(52)), None)
    game.apply(Bid(deal.forhand, "grande-independance", suit=Suit.DIAMONDS))
    while deal.phase is Phase.AUCTION:
        game.apply(Pass(deal.to_act or 0))
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None and any(isinstance(a, NameTrump) for a in view.legal)
    options = in_menu_order(view, game.rules)
    menu = _lines(menu_lines(options, view, game.words, game.rules.ladder, lang=lang, width=40))
    said = _said(menu)
    expected = {
        "en": [
            "Eight tricks alone, trumps in the suit you name",
            "Nine tricks alone, trumps in the plain suit you name",
            "Nine tricks alone, trumps in belle",
        ],
        "sv": [
            "Åtta stick ensam, trumf i den färg du väljer",
            "Nio stick ensam, trumf i den vanliga färg du väljer",
            "Nio stick ensam, trumf i belle",
        ],
    }
    assert said == expected[lang], menu
    # each after the last of its contract's trumps, before the next contract's
    order = _order(menu)
    for contract_id, text in zip(("grande-independance", "neuf", "neuf-belle"), said, strict=True):
        mine = [
            n
            for n, a in enumerate(options, 1)
            if isinstance(a, NameTrump) and (a.contract or "grande-independance") == contract_id
        ]
        at = order.index(text)
        assert mine and order[at - 1] == max(mine), (contract_id, menu)
        assert not set(order[at + 1 :]) & set(mine)
