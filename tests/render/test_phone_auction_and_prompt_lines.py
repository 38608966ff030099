"""Lines a playtest read wider than a phone shows (about 50 columns, ``PHONE_LINE``), each now
broken where it says something whole: the auction between calls ("Auction: South: Little
Misère · West: pass · …", 119 columns), the contract line between the contract and its
declarer ("Contract: 5 spel (liten boston) i färg · spelförare Computer 4 (heuristic)", 74),
a result post's first line after its commas and colons (149), the bid and declare prompts
after their semicolon and commas, never inside their bold contract (126), American Boston's
hand header before "your partner" (AM-P1, 66), and the previous deal's line in the hand view
after its colon, each seat's name whole (59). A line within a phone's width stays as it was."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.engine.actions import Action, Bid, Level, Pass, Whist
from bot.engine.cards import Suit, parse_card
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.variants import get_variant, new_game
from bot.i18n import Lang
from bot.tables.service import LiveTable
from bot.wrapping import PHONE_LINE, display_width
from cogs.boston.deal_lines import auction_lines, contract_text, deal_lines
from cogs.boston.hand_extras import last_deal_lines
from cogs.boston.hand_header import hand_text
from cogs.boston.hand_view import hand_components, prompt_lines
from cogs.boston.results import result_text
from db.models import SeatAssignment
from tests.render.tables import NAMES, live_table
from tests.render.test_declare_names_where_the_bid_suit_is import declaring
from tests.render.test_phone_line_widths import play_first_deal, started

LANGS: tuple[Lang, ...] = ("en", "sv")
COMPUTER: dict[Lang, str] = {"en": "Computer {} (heuristic)", "sv": "Dator {} (heuristisk)"}


def wide(lines: list[str]) -> list[tuple[int, str]]:
    return [(display_width(line), line) for line in lines if display_width(line) > PHONE_LINE]


def computers(table: LiveTable, lang: Lang, seats: tuple[int, ...] = (1, 2, 3, 4)) -> None:
    """The seats given to computers for good (``/boston replace``), named in ``lang``."""
    for seat in seats:
        name = COMPUTER[lang].format(seat)
        table.seats[seat] = SeatAssignment(seat=seat, computer_level="heuristic", display_name=name)


def swedish(bids: int) -> Game:
    """Swedish Boston, deal 1: the first ``bids`` speakers each bid the second bid offered
    them (one colour level up, or the next contract)."""
    game = new_game("swedish", {}, NAMES, first_dealer=1)
    game.start_deal(list(range(52)), parse_card("KC"))
    for _ in range(bids):
        seat = game.to_act
        assert seat is not None
        offered = [a for a in game.legal_actions(seat) if isinstance(a, Bid)]
        game.apply(offered[1])
    return game


def test_a_short_auction_keeps_its_one_line() -> None:
    game = swedish(1)
    view = game.public_view()
    assert view is not None
    lines = deal_lines(live_table(game), view, "en")
    assert "Auction: East: 5 spel (liten boston) i färg" in lines, lines


LONG_AUCTION = (
    "East: 5 spel (liten boston) i färg",
    "South: 6 spel (stor boston)",
    "West: 6 spel (stor boston) i högsta färg",
    "North: pass",
    "East: pass",
)
"""The calls of :func:`test_a_long_auction_is_broken_between_calls`, in order (Swedish
Boston's contracts and "pass" are the same words in both languages)."""


@pytest.mark.parametrize("lang", LANGS)
def test_a_long_auction_is_broken_between_calls(lang: Lang) -> None:
    """Bids and passes round the table twice: each call whole on one line, as many on a line
    as fit; the calls in order, as they would read in one line."""
    game = swedish(3)
    for _ in range(2):
        seat = game.to_act
        assert seat is not None
        game.apply(Pass(seat))
    view = game.public_view()
    assert view is not None and view.phase is Phase.AUCTION
    table = live_table(game)
    lines = deal_lines(table, view, lang)
    head = {"en": "Auction: ", "sv": "Budgivning: "}[lang]
    at = next(n for n, line in enumerate(lines) if line.startswith(head))
    calls = list(LONG_AUCTION)
    said = " · ".join(calls)
    # Old: the five calls on one line of 100 columns or more.
    assert display_width(head + said) > PHONE_LINE
    told = [lines[at]]
    while " · ".join(told) != head + said:
        told.append(lines[at + len(told)])
    assert 1 < len(told) < len(calls), told
    assert wide(told) == [], told
    for call in calls:  # each call whole on one line
        assert any(call in line.removeprefix(head).split(" · ") for line in told), told
    assert auction_lines(table, view, lang) == told  # the deal's lines draw the auction so


def test_a_computers_long_call_stands_under_the_heading() -> None:
    """A call too long to share a line with the heading: "Budgivning:" on a line of its own
    ("Budgivning: Dator 2 (heuristisk): 5 spel (liten boston) i färg" took 62 columns)."""
    game = swedish(2)
    view = game.public_view()
    assert view is not None
    table = live_table(game)
    computers(table, "sv")
    lines = deal_lines(table, view, "sv")
    at = lines.index("Budgivning:")
    assert lines[at + 1 : at + 3] == [
        "Dator 2 (heuristisk): 5 spel (liten boston) i färg",
        "Dator 3 (heuristisk): 6 spel (stor boston)",
    ], lines
    assert wide(lines[at : at + 3]) == []


LONG_NAMES = (
    "Kristoffer Lindqvist",
    "Margaretha Söderberg",
    "Charlotte Wennerberg",
    "Ebba Hammarskjöld",
)
"""Players' names of about 20 characters, as many a server's nicknames are."""


@pytest.mark.parametrize(("lang", "head"), [("en", "Auction:"), ("sv", "Budgivning:")])
def test_a_call_too_long_for_a_line_alone_is_broken_after_its_callers_name(
    lang: Lang, head: str
) -> None:
    """SV-B2: förhand bids 6 spel *i högsta färg*; the call alone took 56 columns
    ("Margaretha Söderberg: 6 spel (stor boston) i högsta färg"). It is broken after its
    caller's name, the name and the contract with its level each whole on one line."""
    game = new_game("swedish", {}, LONG_NAMES, first_dealer=1)
    game.start_deal(list(range(52)), parse_card("KC"))
    game.apply(Bid(2, "6", Level.FIRST))
    view = game.public_view()
    assert view is not None and view.phase is Phase.AUCTION
    table = live_table(game)
    for seat, name in enumerate(LONG_NAMES, start=1):
        table.seats[seat] = SeatAssignment(seat=seat, player_id=10 + seat, display_name=name)
    lines = deal_lines(table, view, lang)
    at = lines.index(head)
    assert lines[at + 1 : at + 3] == [
        "Margaretha Söderberg:",
        "6 spel (stor boston) i högsta färg",
    ], lines
    assert wide(lines) == []
    assert auction_lines(table, view, lang) == lines[at : at + 3]  # nothing else said


def test_the_contract_line_breaks_before_a_long_declarers_name() -> None:
    """SV-W3's declarer named by a computer's long name: the contract and its declarer each
    whole, on two lines ("Contract: 5 spel (liten boston) i färg · spelförare Computer 4
    (heuristic)" took 74 columns); ``contract_text`` still one line."""
    game = swedish(1)
    seat_view = game.view(1)
    assert seat_view is not None
    five = next(c for c in seat_view.ladder if not c.misere)
    view = game.public_view()
    assert view is not None
    table = live_table(game)
    computers(table, "en", (4,))
    view = replace(view, phase=Phase.PLAY, contract=five, level=Level.COLOUR, declarer=4)
    lines = deal_lines(table, view, "en")
    at = next(n for n, line in enumerate(lines) if line.startswith("Contract: "))
    said = contract_text(table, view, "en")
    assert said is not None and display_width(said) > PHONE_LINE
    assert " · ".join(lines[at : at + 2]) == said, lines
    assert lines[at] == "Contract: 5 spel (liten boston) i färg", lines
    assert lines[at + 1].endswith("Computer 4 (heuristic)"), lines
    assert wide(lines) == [], wide(lines)


def test_a_short_contract_line_keeps_its_one_line() -> None:
    game = swedish(1)
    seat_view = game.view(1)
    assert seat_view is not None
    five = next(c for c in seat_view.ladder if not c.misere)
    view = game.public_view()
    assert view is not None
    table = live_table(game)
    view = replace(view, phase=Phase.PLAY, contract=five, level=Level.PLAIN, declarer=4)
    said = contract_text(table, view, "en")
    assert said is not None and display_width(said) <= PHONE_LINE
    assert said in deal_lines(table, view, "en")


def played_deal(lang: Lang) -> Game:
    """Deal 1 of Swedish Boston among computers (:func:`whisted_deal`); then deal 2 dealt."""
    game = whisted_deal()
    game.start_deal(list(range(52)), parse_card("KC"))
    return game


def whisted_deal() -> Game:
    """Deal 1 of Swedish Boston played out, bid by the first bidder at its first bid and
    whisted where offered, every card the first legal one."""
    game = started("swedish", {"deals": 2})

    def whisted(legal: list[Action]) -> Action:
        whist = [a for a in legal if isinstance(a, Whist) and a.answer in ("invite", "accept")]
        return next(iter(whist), next((a for a in legal if isinstance(a, Pass)), legal[0]))

    play_first_deal(game, whisted)
    assert game.deals[-1].result is not None
    return game


@pytest.mark.parametrize("lang", LANGS)
def test_a_result_posts_first_line_is_broken_after_its_phrases(lang: Lang) -> None:
    """The deal's bold number and its dealer first, then its phrases, each seat's name whole;
    the same sentence as ``summary_text`` gives."""
    game = played_deal(lang)
    table = live_table(game)
    computers(table, lang)
    entry = game.deals[0]
    assert entry.settlement is not None
    post = result_text(table, game, entry, entry.settlement, lang).splitlines()
    head = {"en": "**Deal 1** · dealer Computer 1 (heuristic):", "sv": "**Giv 1** · givare"}
    assert post[0].startswith(head[lang]), post
    end = next(n for n, line in enumerate(post) if line.endswith("."))
    sentence = post[: end + 1]
    assert len(sentence) > 1, post  # it took 100 columns and more on one line
    assert wide(sentence) == [], sentence
    for n in range(1, 5):  # each name whole on one line
        name = COMPUTER[lang].format(n)
        said = " ".join(sentence)
        if name in said:
            assert any(name in line for line in sentence), sentence


@pytest.mark.parametrize("lang", LANGS)
def test_the_previous_deals_line_keeps_names_whole(lang: Lang) -> None:
    """The hand view's previous deal during the next auction: "dealer Computer 1
    (heuristic): South with North as whister," (59 columns) broken after its colon."""
    game = played_deal(lang)
    table = live_table(game)
    computers(table, lang)
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    after = last_deal_lines(table, game, view, lang)
    assert after, after
    assert wide(after) == [], after
    said = " ".join(after)
    for n in range(1, 5):
        name = COMPUTER[lang].format(n)
        if name in said:
            assert any(name in line for line in after), after


def test_the_bid_prompt_is_broken_after_its_semicolon() -> None:
    """FB-B4: the suits' rank beside the bid buttons, on its own line under the bold contract
    ("The buttons below bid **Chelem (13 levées)**; the suits rank ♦ ♥ ♣ ♠, best first.", 81
    columns)."""
    game = new_game("fontainebleau", {}, NAMES, first_dealer=1)
    game.start_deal(list(range(52)), parse_card("KC"))
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    drawn = hand_components(live_table(game, "fontainebleau"), view, "en", chosen="13")
    text = "\n".join(str(c["content"]) for c in drawn if c.get("type") == 10)
    lines = text.splitlines()
    at = lines.index("The buttons below bid **Chelem (13 levées)**;")
    assert lines[at + 1] == "the suits rank ♦ ♥ ♣ ♠, best first.", lines


@pytest.mark.parametrize("lang", LANGS)
def test_the_declare_prompt_is_broken_after_its_commas(lang: Lang) -> None:
    """NT-K1: the line naming the contract the trump buttons declare, never broken inside
    its bold name ("The buttons below name trumps for **Neuf**, your bid; you may also
    declare a higher contract in the list above them.", 94 columns)."""
    game = declaring(Suit.CLUBS)
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    drawn = hand_components(live_table(game, "nantes"), view, lang)
    lines = "\n".join(str(c["content"]) for c in drawn if c.get("type") == 10).splitlines()
    start = {"en": "The buttons below", "sv": "Knapparna nedan"}[lang]
    at = next(n for n, line in enumerate(lines) if line.startswith(start))
    prompt = lines[at : at + 3]
    assert prompt[0].endswith("**Neuf**,") or "**Neuf**, " in prompt[0], prompt
    assert prompt[-1].endswith("."), prompt
    assert wide(prompt) == [], prompt
    assert all(line.count("**") % 2 == 0 for line in prompt), prompt


@pytest.mark.parametrize(
    "line",
    [
        "The buttons below name trumps for **Grande indépendance**, your bid; you may also "
        "declare a higher contract in the list above them.",
        "Knapparna nedan bestämmer trumf i **Grande indépendance**, ditt bud; du får också "
        "deklarera ett högre spel i listan ovanför dem.",
        "The buttons below bid **Chelem (13 levées)**; the suits rank ♦ ♥ ♣ ♠, best first.",
    ],
)
def test_a_prompt_keeps_its_bold_contract_whole(line: str) -> None:
    lines = prompt_lines(line)
    assert len(lines) > 1 and wide(lines) == [], lines
    assert " ".join(lines) == line
    assert all(line.count("**") % 2 == 0 for line in lines), lines


def test_a_short_prompt_keeps_its_one_line() -> None:
    line = "The buttons below bid **Six**."
    assert prompt_lines(line) == [line]


@pytest.mark.parametrize(
    ("lang", "head", "partner"),
    [
        ("en", "**Table 1 · deal 1** — you are seat 1, North", "your partner: South"),
        ("sv", "**Bord 1 · giv 1** — du sitter på plats 1, North", "din partner: South"),
    ],
)
def test_am_p1_the_partner_stands_on_a_line_of_its_own(lang: Lang, head: str, partner: str) -> None:
    """AM-P1: the hand header named the fixed partner on its first line, 66 columns."""
    game = new_game("american", get_variant("american").settings({}), NAMES, first_dealer=1)
    game.start_deal(list(range(52)), parse_card("KC"))
    view = game.view(1)
    assert view is not None
    lines = hand_text(live_table(game, "american"), view, lang, None).splitlines()
    assert lines[:2] == [head, partner], lines
