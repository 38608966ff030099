"""What Boston de Nantes' players read at two of its own moments: the declaration after a solo
trick bid, where every choice names the contract it plays, the winning bid's too (NT-K1); and
the misère des quatre as, where the table says that the declarer may renounce, and until which
trick, so that a card not of the suit led reads as the rule, not as a revoke (NT-C6)."""

from __future__ import annotations

import argparse
import io

import pytest

from bot.engine.actions import Bid, NameTrump, Pass, Play
from bot.engine.cards import SUIT_OF, Card, Suit, parse_cards
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.variants import new_game
from bot.i18n import Lang
from bot.terminal import Terminal
from bot.terminal_menu import in_menu_order, menu_lines
from cogs.boston.components import Component
from cogs.boston.deal_lines import deal_lines, turn_text
from cogs.boston.hand_header import action_prompt
from cogs.boston.hand_view import PHONE_LABEL, hand_components
from cogs.boston.ids import action_id
from cogs.boston.table_words import cards_text
from tests.render.tables import NAMES, live_table

RENOUNCE = {
    "en": "East may renounce — need not follow suit — to the end of trick 10 "
    "(Misère des quatre as)",
    "sv": "East får låta bli att bekänna färg till och med stick 10 (Misère des quatre as)",
}
"""NT-C6: "the bidder may renounce at pleasure for the first ten tricks"."""


def _buttons(components: list[Component]) -> list[Component]:
    return [b for r in components if r["type"] == 1 for b in r["components"]]


def _declaring() -> Game:
    """A first deal at its trump naming: eldest won with a grande indépendance ♦."""
    game = new_game("nantes", {}, NAMES, first_dealer=1)
    deal = game.start_deal(list(range(52)), None)
    game.apply(Bid(deal.forhand, "grande-independance", suit=Suit.DIAMONDS))
    while deal.phase is Phase.AUCTION:
        game.apply(Pass(deal.to_act or 0))
    assert deal.phase is Phase.TRUMP
    return game


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_nt_k1_every_declaration_names_the_contract_it_plays(lang: Lang) -> None:
    """NT-K1: the contract declared is chosen in a select, the winning bid first
    and chosen until another is; its trumps are short buttons a phone shows whole ("♦
    (belle)"), and the line above says which contract they declare. Every legal declaration
    is one button under exactly one contract."""
    game = _declaring()
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    kept = [a for a in view.legal if isinstance(a, NameTrump) and a.contract is None]
    assert kept and len(kept) < len(view.legal)
    table = live_table(game, "nantes")
    # The hand's own prompt names trumps alone: the line above the buttons says the higher
    # contract may be declared, once. A turn notice, with no such line, says both.
    prompt = {"en": "name trumps.", "sv": "bestäm trumf."}
    assert action_prompt(view, lang) == prompt[lang]
    public_prompt = {
        "en": "name trumps; you may also declare a higher contract.",
        "sv": "bestäm trumf; du får också deklarera ett högre spel.",
    }
    assert action_prompt(view, lang, public=True) == public_prompt[lang]
    public = game.public_view()
    assert public is not None
    said = {"en": "names trumps and may declare a higher contract.", "sv": "får deklarera ett"}
    assert said[lang] in (turn_text(table, public, lang) or "")
    named = {"en": "The buttons below name trumps", "sv": "Knapparna nedan bestämmer trumf"}
    higher = {"en": "higher", "sv": "högre"}
    seen: list[str] = []
    drawn = hand_components(table, view, lang)
    select = next(c for r in drawn if r["type"] == 1 for c in r["components"] if c["type"] == 3)
    values = [o["value"] for o in select["options"]]
    assert values == ["grande-independance", "neuf", "neuf-belle"], values
    assert [o["value"] for o in select["options"] if o["default"]] == ["grande-independance"]
    for chosen in values:
        drawn = hand_components(table, view, lang, chosen=chosen)
        text = "\n".join(str(c["content"]) for c in drawn if c["type"] == 10)
        contract = game.rules.ladder.get(chosen)
        assert contract is not None
        assert named[lang] in text and f"**{game.words.contract(contract, lang)}**" in text
        # Said once, not in the prompt and again in the line above the buttons.
        assert " ".join(text.split()).count(higher[lang]) == 1, text
        buttons = [b for b in _buttons(drawn) if ":trump." in str(b.get("custom_id", ""))]
        labels = [str(b["label"]) for b in buttons]
        assert len(set(labels)) == len(labels) and all(len(x) <= PHONE_LABEL for x in labels)
        plays = [a for a in view.legal if isinstance(a, NameTrump)]
        mine = [a for a in plays if (a.contract or "grande-independance") == chosen]
        assert [b["custom_id"] for b in buttons] == [
            action_id(table.id, table.seq, a) for a in mine
        ]
        seen += [str(b["custom_id"]) for b in buttons]
    assert sorted(seen) == sorted(action_id(table.id, table.seq, a) for a in view.legal)
    # A contract naming its suit's class says it by name: "♦ (belle)" under "Neuf en belle".
    drawn = hand_components(table, view, lang, chosen="neuf-belle")
    assert [b["label"] for b in _buttons(drawn) if ":trump." in b["custom_id"]] == ["♦ (belle)"]
    menu = menu_lines(view.legal, view, game.words, game.rules.ladder, lang=lang)
    plays = {"en": "and play", "sv": "och spela"}[lang]
    # the choices, not what each contract declared commits to (said under its trumps, "– …")
    entries = [e for line in menu for e in line.split("   ") if e.strip()[:1] not in ("", "–")]
    assert len(entries) == len(view.legal)
    assert all(plays in entry for entry in entries), menu


def _four_aces_hands() -> list[list[Card]]:
    """East (seat 2) holds the four aces and low cards; the rest in order."""
    east = parse_cards("AS AH AC AD 2S 3S 4S 2H 3H 4H 2C 3C 2D")
    rest = [c for c in range(52) if c not in east]
    return [rest[0:13], east, rest[13:26], rest[26:39]]


def _east_card(game: Game) -> Play:
    """East throws a card that cannot win: one not of the suit led while he may (NT-C6)."""
    deal = game.deals[-1].deal
    assert deal is not None
    plays = [a for a in game.legal_actions(2) if isinstance(a, Play)]
    current = deal.play.current
    if current:
        led = SUIT_OF[current[0][1]]
        off = [p for p in plays if SUIT_OF[p.card] is not led]
        if off:
            return off[-1]
    return plays[0]


def _four_aces_misere() -> Game:
    """East's misère des quatre as, at the first lead (West, eldest, leads: NT-D2)."""
    game = new_game("nantes", {}, NAMES, first_dealer=1)
    hands = _four_aces_hands()
    deal = game.start_deal_from_hands(hands, hands[0][0])
    while deal.phase is Phase.AUCTION:
        seat = deal.to_act or 0
        game.apply(Bid(2, "misere-quatre-as") if seat == 2 else Pass(seat))
    assert deal.contract is not None and deal.contract.id == "misere-quatre-as"
    return game


def _terminal_view(game: Game, lang: Lang) -> str:
    """What the terminal shows North (the person, seat 1) of the table, on one line."""
    out = io.StringIO()
    terminal = Terminal(argparse.Namespace(), io.StringIO(), out, lang=lang)
    table = live_table(game, "nantes")
    deal = game.deals[-1].deal
    assert deal is not None
    terminal._show_view(deal.view(1), table, game.words)  # pyright: ignore[reportPrivateUsage]
    return " ".join(out.getvalue().split())


def test_nt_c6_the_table_says_who_may_renounce_and_until_which_trick() -> None:
    """NT-C6: while East may renounce, the table's lines say so in every language, his prompt
    says why every card is enabled, and the terminal says it too; after the tenth trick the
    right, and the line, are gone."""
    game = _four_aces_misere()
    deal = game.deals[-1].deal
    assert deal is not None
    table = live_table(game, "nantes")
    langs: tuple[Lang, ...] = ("en", "sv")
    for lang in langs:
        assert RENOUNCE[lang] in _terminal_view(game, lang)
    followed = 0
    while game.current is not None and len(deal.play.tricks) < 10:
        seat = game.to_act
        assert seat is not None
        for lang in langs:
            assert RENOUNCE[lang] in deal_lines(table, deal.public_view(), lang)
        if seat == 2 and deal.play.current:  # following: any card is enabled, and why
            prompt = action_prompt(deal.view(2), "en")
            assert prompt == "play a card: any card, since you may renounce in this trick."
            assert "bekänna färg i det här sticket" in action_prompt(deal.view(2), "sv")
            followed += 1
        game.apply(_east_card(game) if seat == 2 else game.legal_actions(seat)[0])
    assert followed == 10 and len(deal.play.tricks) == 10 and game.current is not None
    assert deal.public_view().renouncer is None  # trick 11: East must follow suit
    assert not any("renounce" in line for line in deal_lines(table, deal.public_view(), "en"))
    assert "renounce" not in _terminal_view(game, "en")


# --- NT-S3: the carte de boston is shown among the trumps ----------------------------------------

NORTH = parse_cards("JD AD 5D AH KH 2H AS KS 2S AC KC 3C 2C")
"""North (seat 1, the dealer) holds the carte de boston (J♦) beside hearts and diamonds."""


def _boston_deal(bid: Bid, trump: Suit | None = None) -> Game:
    """A first deal, North dealing with 2♣ turned (♣ belle): East (seat 2) wins the auction
    with ``bid`` and, where it is a solo trick bid, names ``trump`` (NT-K1)."""
    game = new_game("nantes", {}, NAMES, first_dealer=1)
    rest = [c for c in range(52) if c not in NORTH]
    hands = [NORTH, rest[0:13], rest[13:26], rest[26:39]]
    deal = game.start_deal_from_hands(hands, parse_cards("2C")[0])
    while deal.phase is Phase.AUCTION:
        seat = deal.to_act or 0
        game.apply(bid if seat == bid.seat else Pass(seat))
    if trump is not None:
        game.apply(NameTrump(bid.seat, trump))
    assert deal.phase is Phase.PLAY
    return game


def _card_rows(game: Game) -> list[list[str]]:
    """North's rows of card buttons, each a list of labels, with the J♦'s enabled state
    checked against the engine's legal plays."""
    table = live_table(game, "nantes")
    view = game.view(1)
    assert view is not None
    rows = [
        r["components"]
        for r in hand_components(table, view, "en")
        if r["type"] == 1 and any(":play." in str(b.get("custom_id", "")) for b in r["components"])
    ]
    legal = {a.card for a in view.legal if isinstance(a, Play)}
    for b in (b for r in rows for b in r):
        assert (not b["disabled"]) == (parse_cards(str(b["label"]))[0] in legal), b
    return [[str(b["label"]) for b in r] for r in rows]


def _hand_lines(game: Game, lang: Lang = "en") -> list[str]:
    """The terminal's "Your hand:" lines for North."""
    out = io.StringIO()
    terminal = Terminal(argparse.Namespace(), io.StringIO(), out, lang=lang)
    deal = game.deals[-1].deal
    assert deal is not None
    terminal._show_view(deal.view(1), live_table(game, "nantes"), game.words)  # pyright: ignore[reportPrivateUsage]
    lines = out.getvalue().splitlines()
    start = lines.index({"en": "Your hand:", "sv": "Din hand:"}[lang]) + 1
    return lines[start : start + 4]


def test_nt_s3_the_carte_de_boston_is_shown_at_the_top_of_the_trumps() -> None:
    """NT-S3: the J♦ is the highest trump whatever the trump suit, and no diamond when
    diamonds are led. Once trumps are known in a contract with trumps, North's hand shows it
    at the top of the trump suit's row, on Discord and in the terminal, and no longer among
    the diamonds (it read as a diamond, there, to a player following suit on a phone); its
    button is enabled exactly when the engine lets it be played."""
    game = _boston_deal(Bid(2, "petite-independance", suit=Suit.HEARTS), Suit.HEARTS)
    view = game.view(1)
    assert view is not None and view.trump is Suit.HEARTS
    assert _card_rows(game) == [
        ["A♠", "K♠", "2♠"],
        ["J♦", "A♥", "K♥", "2♥"],
        ["A♣", "K♣", "3♣", "2♣"],
        ["A♦", "5♦"],
    ]
    lines = _hand_lines(game)
    assert lines[1].startswith("  ♥ J♦ A♥ K♥ 2♥") and lines[1].endswith("← trumps"), lines
    assert lines[3].startswith("  ♦ A♦ 5♦"), lines
    assert _hand_lines(game, "sv")[1].startswith("  ♥ J♦ A♥ K♥ 2♥")
    # A hand shown to everyone (a claim, a hand face up) groups it the same way.
    assert cards_text(NORTH, view) == "♠ A K 2 · ♥ J♦ A K 2 · ♣ A K 3 2 · ♦ A 5"
    jack = parse_cards("JD")[0]
    assert view.suit_in_play(jack) is Suit.HEARTS
    assert view.suit_in_play(parse_cards("AD")[0]) is Suit.DIAMONDS
    # Play on: the rows keep it among the trumps, and its button follows the legal plays.
    deal = game.deals[-1].deal
    assert deal is not None
    followed = False  # North following a heart lead: the J♦ enabled, the diamonds not
    menus = 0
    while deal.phase is Phase.PLAY and jack in deal.play.hands[0]:
        rows = _card_rows(game)
        assert any(r[0] == "J♦" and all(c.endswith("♥") for c in r[1:]) for r in rows), rows
        seat = deal.to_act or 0
        current = deal.play.current
        followed |= seat == 1 and bool(current) and SUIT_OF[current[0][1]] is Suit.HEARTS
        if seat == 1:  # the terminal's menu lists it with the trumps, before their ace
            north = game.view(1)
            assert north is not None
            menu = menu_lines(in_menu_order(north), north, game.words, game.rules.ladder, lang="en")
            line = next((line.split() for line in menu if "J♦" in line), None)
            if line is not None:  # legal now
                assert line[1] == "J♦" and all(c.endswith("♥") for c in line[3::2]), menu
                menus += 1
        legal = game.legal_actions(seat)
        game.apply(legal[-1] if seat == 1 else legal[0])
    assert followed and menus >= 2 and jack not in deal.play.hands[0]


def test_nt_s3_the_carte_de_boston_tops_the_diamonds_when_they_are_trumps() -> None:
    """NT-S3: with diamonds trumps the J♦ stays in their row, above the ace."""
    game = _boston_deal(Bid(2, "petite-independance", suit=Suit.DIAMONDS), Suit.DIAMONDS)
    assert _card_rows(game)[-1] == ["J♦", "A♦", "5♦"]
    assert _hand_lines(game)[3].startswith("  ♦ J♦ A♦ 5♦")


def test_nt_s3_the_carte_de_boston_stays_a_diamond_in_a_misere_and_the_auction() -> None:
    """NT-S3: in a misère the J♦ is an ordinary jack, and in the auction nobody knows the
    trumps yet: it stays among the diamonds, in its place."""
    game = _boston_deal(Bid(2, "grande-misere"))
    view = game.view(1)
    assert view is not None
    assert view.suit_in_play(parse_cards("JD")[0]) is Suit.DIAMONDS
    assert _card_rows(game)[-1] == ["A♦", "J♦", "5♦"]
    assert _hand_lines(game)[3].startswith("  ♦ A♦ J♦ 5♦")
    auction = new_game("nantes", {}, NAMES, first_dealer=1)
    rest = [c for c in range(52) if c not in NORTH]
    auction.start_deal_from_hands([NORTH, rest[0:13], rest[13:26], rest[26:39]], NORTH[-1])
    assert _hand_lines(auction)[1].startswith("  ♥ A♥ K♥ 2♥")
    assert _hand_lines(auction)[3].startswith("  ♦ A♦ J♦ 5♦")
