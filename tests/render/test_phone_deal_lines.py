"""Lines read on a phone (40–50 characters wide): the turned card on its own line and the suit
classes after it, one kind of dash (MA-D2, NT-S1); the last deal's head kept short, its rule
said on a line of its own and only where it applies (FB-G2: no "if lost" in a Misère
Partout, FB-A), without "Last deal:" under the head's "the last of 4 deals"; the bid prompt
short and true (NT-B2, NT-B8), and alike for every Mariland bidder (MA-C3: a plain bid
overcalled leaves a contract one suit)."""

from __future__ import annotations

import pytest

from bot.engine.actions import Bid, Pass
from bot.engine.cards import Suit, parse_card
from bot.engine.game import Game
from bot.engine.variants import new_game
from bot.i18n import Lang
from cogs.boston.deal_lines import deal_lines
from cogs.boston.hand_header import action_prompt, bid_how_text, bid_note, hand_text
from cogs.boston.table_message import play_text
from tests.engine.nantes.test_nantes_deal import deal_x19
from tests.render.tables import NAMES, live_table


def started(variant: str, settings: dict[str, object] | None = None) -> Game:
    """The unshuffled deck: the dealer's last card, A♦, turned (MA-D1, NT-D3)."""
    game = new_game(variant, settings or {}, NAMES, first_dealer=1)
    game.start_deal(list(range(52)), parse_card("KC"))
    return game


@pytest.mark.parametrize(
    ("variant", "lang", "card", "classes"),
    [
        (
            "mariland",
            "en",
            "Turned card: A♦",
            ["superpreference ♦ · preference: none", "plain suits ♠ ♥ ♣"],
        ),
        (
            "mariland",
            "sv",
            "Vänt kort: A♦",
            ["superpreferens ♦ · preferens: ingen", "vanliga färger ♠ ♥ ♣"],
        ),
        (
            "nantes",
            "en",
            "Turned card: A♦",
            ["belle – best suit ♦ · petite – second suit: none", "plain suits ♠ ♥ ♣"],
        ),
        (
            "nantes",
            "sv",
            "Vänt kort: A♦",
            ["belle – bästa färg ♦ · petite – andra färg: ingen", "vanliga färger ♠ ♥ ♣"],
        ),
        (  # DW-D2: turned from a second pack, as the rules say
            "dawson",
            "en",
            "Turned from a second pack: K♣",
            ["first preference ♣ · second preference ♠", "plain suits ♥ ♦"],
        ),
        (
            "dawson",
            "sv",
            "Vänt ur en andra kortlek: K♣",
            ["första preferens ♣ · andra preferens ♠", "vanliga färger ♥ ♦"],
        ),
    ],
)
def test_the_turned_card_and_its_suit_classes_on_two_lines(
    variant: str, lang: Lang, card: str, classes: list[str]
) -> None:
    """MA-D2 (the first deal has no preference), NT-S1: the card, then its classes; the
    classes line had "—" and "–" in one 104-character line ("belle – bästa färg ♦ · petite
    – andra färg: ingen i den här given"). Classes longer than a phone's line are broken
    between classes (``test_phone_rule_lines.py``)."""
    game = started(variant)
    view = game.view(game.to_act or 1)
    assert view is not None
    lines = deal_lines(live_table(game, variant), view, lang)
    at = lines.index(card)
    assert lines[at + 1 : at + 1 + len(classes)] == classes, lines
    assert not any("—" in line and "–" in line for line in lines), lines


def _all_pass(game: Game) -> None:
    deal = game.deals[-1].deal
    assert deal is not None
    while deal.public_view().phase.value == "auction":
        seat = game.to_act
        assert seat is not None
        game.apply(Pass(seat))


def test_russian_last_deal_head_is_short_and_its_rule_where_it_applies() -> None:
    """FB-G2, FB-G3: before anyone bids the rule is said, on a line of its own; the head says
    the count alone, and the rule's line does not say it again ("Only deal: …" under "the
    only deal"). FB-A: everyone passed, a Misère Partout has no declarer, so no "if lost"
    (FB-G3's rest still goes to all four)."""
    game = started("russian", {"deals": 1})
    table = live_table(game, "russian")
    head = play_text(table, "en").splitlines()[0]
    assert head == "Deal 1 · Russian Boston · the only deal"
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    rules = ["If lost, the adversaries share the pool", "Any rest goes to all four"]
    hand = hand_text(table, view, "en", None).splitlines()
    assert all(rule in hand for rule in rules) and "The only deal" in hand, hand
    sv = ["Går det bet delar försvararna potten", "Resten delas av alla fyra"]
    assert all(rule in play_text(table, "sv").splitlines() for rule in sv)
    for lang in ("en", "sv"):
        for text in (play_text(table, lang), hand_text(table, view, lang, None)):
            assert "Only deal:" not in text and "Enda given:" not in text, text
    _all_pass(game)
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    for lang in ("en", "sv"):
        for text in (play_text(table, lang), hand_text(table, view, lang, None)):
            assert "if lost" not in text and "share the pool" not in text, text
            assert "går det bet" not in text and "delar försvararna" not in text, text
    assert "Any rest goes to all four" in play_text(table, "en").splitlines()
    assert "Resten delas av alla fyra" in hand_text(table, view, "sv", None).splitlines()


def test_russian_last_of_several_deals() -> None:
    """The playtest's head: "Deal 4 · Russian Boston · the last of 4 deals: if lost, …"; then
    "the last of 4 deals" in the head and "Last deal: if lost, …" under the dealer, in the table
    message and in each hand view: the same fact twice. Now the head's count, and the rule
    alone under the dealer."""
    game = new_game("russian", {"deals": 2}, NAMES, first_dealer=1)
    game.start_deal(list(range(52)), None)
    while game.to_act is not None:
        seat = game.to_act
        game.apply(game.legal_actions(seat)[0])
    game.start_deal(list(range(52)), None)
    table = live_table(game, "russian")
    lines = play_text(table, "en").splitlines()
    assert lines[0] == "Deal 2 · Russian Boston · the last of 2 deals"
    assert lines[2:4] == ["If lost, the adversaries share the pool", "Any rest goes to all four"]
    sv = play_text(table, "sv").splitlines()
    assert sv[0] == "Giv 2 · Rysk boston · sista given av 2", sv
    assert sv[2:4] == ["Går det bet delar försvararna potten", "Resten delas av alla fyra"], sv
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    counts: tuple[tuple[Lang, str], ...] = (
        ("en", "The last of 2 deals"),
        ("sv", "Sista given av 2"),
    )
    for lang, count in counts:
        hand = hand_text(table, view, lang, None).splitlines()
        assert count in hand, hand
        at = hand.index(lines[2] if lang == "en" else sv[2])
        assert hand[at : at + 2] == (lines[2:4] if lang == "en" else sv[2:4]), hand
    for text in (play_text(table, "en"), play_text(table, "sv")):
        assert "Last deal:" not in text and "Sista given:" not in text, text


def test_nantes_bid_prompt_is_short() -> None:
    """NT-B2, NT-B8: the demande's trumps are a card laid face down; solo bids name theirs;
    a misère has no choice."""
    deal = deal_x19()
    deal.apply(Pass(3))
    view = deal.view(2)
    assert action_prompt(view, "en") == "bid or pass."
    assert bid_note(view, "en") == [  # under the turn line, broken at its commas for a phone
        "Choose a contract,",
        "then its trump suit or the card to lay face down,",
        "if it has a choice.",
    ]
    assert action_prompt(view, "sv") == "bjud eller passa."
    assert bid_note(view, "sv") == [
        "Välj ett spel,",
        "sedan trumffärg eller kortet att lägga dolt,",
        "där det finns ett val.",
    ]


def test_mariland_prompt_is_alike_for_every_bidder() -> None:
    """MA-C3: after a plain Four, Four is offered in the superpreference alone; its one
    button still names its trump suit, so the prompt is the first bidder's."""
    game = started("mariland")
    first = game.to_act
    assert first is not None
    view = game.view(first)
    assert view is not None
    prompt = {"en": "Choose a contract, then its trump suit.", "sv": ""}
    prompt["sv"] = "Välj ett spel, sedan trumffärg."
    for lang in ("en", "sv"):
        assert bid_how_text(view, lang) == prompt[lang]
    plain = next(
        a
        for a in game.legal_actions(first)
        if isinstance(a, Bid) and a.contract == "4" and a.suit is Suit.SPADES
    )
    game.apply(plain)
    later = game.to_act
    assert later is not None
    view = game.view(later)
    assert view is not None
    fours = [a for a in view.legal if isinstance(a, Bid) and a.contract == "4"]
    assert [a.suit for a in fours] == [Suit.DIAMONDS]  # the superpreference alone
    for lang in ("en", "sv"):
        assert bid_how_text(view, lang) == prompt[lang]
