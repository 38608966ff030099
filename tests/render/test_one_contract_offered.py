"""A bidder offered one contract only (the last one left above the bids made, SV-B3, SV-B4;
NT-K1's declaration where the bid's neuf in the belle is the neuf en belle, NT-C2) sees no
select of one option and is not told to choose a contract: the contract's buttons are drawn at
once, and the prompt says only what they differ in, or nothing where there is one."""

from __future__ import annotations

from typing import Any

from bot.engine.actions import Bid, Level, NameTrump, Pass
from bot.engine.cards import Suit, parse_card
from bot.engine.game import Game
from bot.engine.variants import new_game
from bot.i18n import Lang
from cogs.boston.hand_view import hand_components
from tests.render.tables import NAMES, live_table


def overcalled(level: Level) -> Game:
    """Swedish Boston's first deal: förhand bids 13 at ``level``; the next seat is to bid."""
    game = new_game("swedish", {}, NAMES)
    game.start_deal(list(range(52)), parse_card("KC"))
    seat = game.to_act
    assert seat is not None
    game.apply(Bid(seat, "13", level))
    return game


def drawn(game: Game, variant: str, lang: Lang) -> tuple[str, list[dict[str, Any]]]:
    """The hand view of the seat on turn: its text and its interactive components."""
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    components = hand_components(live_table(game, variant), view, lang)
    text = "\n".join(str(c["content"]) for c in components if c["type"] == 10)
    items = [i for c in components if c["type"] == 1 for i in c["components"]]
    return text, items


def selects(items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [i for i in items if i["type"] == 3]


def labels(items: list[dict[str, Any]]) -> list[str]:
    """The enabled actions' labels (the cards are greyed out in the auction)."""
    return [
        str(i.get("label"))
        for i in items
        if ":act:" in str(i.get("custom_id", "")) and not i.get("disabled")
    ]


def test_sv_b4_one_bid_left_is_its_button_alone() -> None:
    """13 i färg bid: only 13 i högsta färg is left (SV-B3, SV-B4). No select, no "choose a
    contract": the button, and the line naming the contract it bids."""
    game = overcalled(Level.COLOUR)
    text, items = drawn(game, "swedish", "en")
    assert not selects(items), selects(items)
    assert labels(items) == ["I högsta färg", "Pass"]
    assert "choose a contract" not in text.lower() and "click its button" not in text
    assert "**Your turn: bid or pass.**\nThe button below bids **13 spel (concordia)**." in text
    text, items = drawn(game, "swedish", "sv")
    assert not selects(items)
    assert "välj ett spel" not in text.lower() and "klicka" not in text
    assert "**Din tur: bjud eller passa.**\nKnappen nedan bjuder **13 spel (concordia)**." in text


def test_sv_b2_one_contract_left_says_only_its_levels() -> None:
    """Plain 13 bid: 13 is left at two colour levels (SV-B2): both buttons at once, and the
    prompt asks for the level alone."""
    game = overcalled(Level.PLAIN)
    text, items = drawn(game, "swedish", "en")
    assert not selects(items)
    assert labels(items) == ["I färg", "I högsta färg", "Pass"]
    assert (
        "**Your turn: bid or pass.**\nOnly one contract can be bid,\nso choose its colour level.\n"
        "The buttons below bid **13 spel (concordia)**." in text
    )
    text, items = drawn(game, "swedish", "sv")
    assert not selects(items)
    assert (
        "**Din tur: bjud eller passa.**\nBara ett spel kan bjudas, så välj färgnivå.\n"
        "Knapparna nedan bjuder **13 spel (concordia)**." in text
    )


def test_two_contracts_still_have_their_select() -> None:
    """The first bid of a deal: every contract, chosen in the select as before."""
    game = new_game("swedish", {}, NAMES)
    game.start_deal(list(range(52)), parse_card("KC"))
    text, items = drawn(game, "swedish", "en")
    assert len(selects(items)) == 1
    assert "Choose a contract, then its colour level," in text  # broken for a phone


def neuf_in_belle() -> Game:
    """Nantes: ♥ is the belle and West (first to bid) bids Neuf ♥; the others pass. Nothing
    ranks above the neuf en belle: the declaration offers it alone (NT-C2, NT-K1)."""
    game = new_game("nantes", {}, NAMES)
    game.start_deal([*range(14, 52), *range(14)], None)
    seat = game.to_act
    assert seat is not None
    game.apply(Bid(seat, "neuf", Level.PLAIN, Suit.HEARTS))
    while (other := game.to_act) is not None and other != seat:
        game.apply(Pass(other))
    return game


def test_nt_k1_one_contract_to_declare_is_the_rules_and_draws_nothing_to_press() -> None:
    """The lone declaration is the rules' move (``Game.forced_action``), which the table makes
    at once: a view drawn before it shows no select and no button to press."""
    game = neuf_in_belle()
    seat = game.to_act
    assert seat is not None
    legal = game.legal_actions(seat)
    assert {a.contract for a in legal if isinstance(a, NameTrump)} == {"neuf-belle"}, legal
    assert game.forced_action() == NameTrump(seat, Suit.HEARTS, "neuf-belle")
    for lang in ("en", "sv"):
        _, items = drawn(game, "nantes", lang)
        assert not selects(items), selects(items)
        assert labels(items) == []


def test_fb_b4_one_button_left_is_said_as_one() -> None:
    """Fontainebleau: Chelem on the Table ♥ bid, only the same in ♦ ranks higher (FB-B4): one
    button, said as one beside the suits' rank ("The button below bids …", not "buttons")."""
    game = new_game("fontainebleau", {}, NAMES)
    game.start_deal(list(range(52)), None)
    seat = game.to_act
    assert seat is not None
    game.apply(Bid(seat, "spread-slam", Level.PLAIN, Suit.HEARTS))
    text, items = drawn(game, "fontainebleau", "en")
    assert not selects(items) and len(labels(items)) == 2, labels(items)  # the bid, and Pass
    # Broken after its semicolon for a phone.
    assert "The button below bids **Chelem on the Table**;\nthe suits rank ♦ ♥ ♣ ♠" in text, text
    text, _ = drawn(game, "fontainebleau", "sv")
    assert "Knappen nedan bjuder **" in text and "Knapparna" not in text, text
