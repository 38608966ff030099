"""Why a hand view's cards are greyed out, said where the player reads the turn: a newcomer
following suit saw only "Your turn: play a card." over a row of disabled buttons, and the
reason came only from tapping one, which a real Discord client does not let anyone do. The
prompt now names the suit to follow (SV-T1; NT-S3: and the carte de boston that is a trump
there), from the engine's view alone: the led card of the trick and the legal plays. And the
game's first deal points a newcomer to ``/boston help``, whose words the view is full of."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from bot.engine.actions import Bid, Declare, NameTrump, Pass, Play
from bot.engine.cards import SUIT_OF, Suit, parse_card, parse_cards
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.variants import new_game
from bot.engine.views import SeatView
from bot.i18n import Lang
from bot.wrapping import display_width
from cogs.boston.components import Component
from cogs.boston.deal_lines import PHONE_LINE
from cogs.boston.hand_header import action_prompt, declaration_note
from cogs.boston.hand_view import hand_components
from tests.render.tables import NAMES, live_table

FOLLOW = {
    "en": "**Your turn: play a card (follow suit: {suit}).**",
    "sv": "**Din tur: spela ett kort (bekänn färg: {suit}).**",
}
PUBLIC = {"en": "play a card.", "sv": "spela ett kort."}
PLAIN = {"en": "**Your turn: play a card.**", "sv": "**Din tur: spela ett kort.**"}
HELP = {
    "en": "New to Boston? `/boston help` explains the game and its words.",
    "sv": "Ny i spelet? `/boston help` förklarar spelet och dess ord.",
}


def _text(components: list[Component]) -> str:
    return "\n".join(str(c["content"]) for c in components if c["type"] == 10)


def _to_play(game: Game) -> None:
    """The first bidder bids the lowest bid, the others pass, then the first legal action
    until the cards are played."""
    bid = False
    while game.to_act is not None:
        legal = game.legal_actions(game.to_act)
        if any(isinstance(a, Play) for a in legal):
            return
        bids = [a for a in legal if isinstance(a, Bid)]
        if bids and not bid:
            game.apply(bids[0])
            bid = True
        elif any(isinstance(a, Pass) for a in legal):
            game.apply(next(a for a in legal if isinstance(a, Pass)))
        else:
            game.apply(legal[0])


def _swedish_in_play(seed: int) -> Game:
    game = new_game("swedish", {}, NAMES, first_dealer=1)
    deck = list(range(52))
    random.Random(seed).shuffle(deck)
    game.start_deal(deck, deck[-1])
    _to_play(game)
    return game


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_prompt_names_the_suit_to_follow_where_cards_are_greyed(lang: Lang) -> None:
    """Every turn of a played-out deal: where some held cards are out of play (the led suit is
    held), the prompt names the led suit; on a lead, or void in the suit led, it is the plain
    prompt, as every card is enabled. The turn notice, read by the whole table, never says it
    (it would tell who holds the suit)."""
    game = _swedish_in_play(5)
    table = live_table(game)
    seen = {"follow": 0, "lead": 0, "void": 0}
    while game.to_act is not None:
        seat = game.to_act
        view = game.view(seat)
        assert view is not None and view.phase is Phase.PLAY
        text = _text(hand_components(table, view, lang))
        plays = [a.card for a in view.legal if isinstance(a, Play)]
        if not view.current_trick:
            kind = "lead"
        elif len(plays) < len(view.hand):
            kind = "follow"
        else:
            kind = "void"
        seen[kind] += 1
        if kind == "follow":
            led = SUIT_OF[view.current_trick[0][1]]
            assert all(SUIT_OF[c] is led for c in plays)
            assert FOLLOW[lang].format(suit=led.symbol) in text, text
        else:
            assert PLAIN[lang] in text, text
        assert action_prompt(view, lang, public=True) == PUBLIC[lang]
        game.apply(game.legal_actions(seat)[0])
        table.seq += 1
    assert seen["follow"] and seen["lead"] and seen["void"], seen


def test_a_turn_notice_does_not_say_the_suit_to_follow() -> None:
    game = _swedish_in_play(5)
    while True:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        assert view is not None
        plays = [a for a in view.legal if isinstance(a, Play)]
        if view.current_trick and len(plays) < len(view.hand):
            break
        game.apply(plays[0])
    assert "(" in action_prompt(view, "en")
    assert action_prompt(view, "en", public=True) == "play a card."
    assert action_prompt(view, "sv", public=True) == "spela ett kort."


NORTH = parse_cards("JD AD 5D AH KH 2H AS KS 2S AC KC 3C 2C")
"""North (seat 1, the dealer) holds the carte de boston (J♦) beside hearts and diamonds."""


def test_nt_s3_the_carte_de_boston_greyed_under_a_diamond_lead_is_said_to_be_a_trump() -> None:
    """NT-S3: with hearts trumps, a diamond led leaves North's J♦ (shown among the trumps)
    greyed beside enabled diamonds: the prompt says it counts as a trump; and the J♦ led asks
    for hearts, which the prompt says the same way."""
    game = new_game("nantes", {}, NAMES, first_dealer=1)
    rest = [c for c in range(52) if c not in NORTH]
    hands = [NORTH, rest[0:13], rest[13:26], rest[26:39]]
    deal = game.start_deal_from_hands(hands, parse_cards("2C")[0])
    bid = Bid(2, "petite-independance", suit=Suit.HEARTS)
    while deal.phase is Phase.AUCTION:
        seat = deal.to_act or 0
        game.apply(bid if seat == 2 else Pass(seat))
    game.apply(NameTrump(2, Suit.HEARTS))
    jack = parse_card("JD")
    view: SeatView | None = None
    while deal.phase is Phase.PLAY:
        seat = deal.to_act or 0
        legal = [a for a in game.legal_actions(seat) if isinstance(a, Play)]
        if seat != 1:  # the others lead and follow with diamonds where they can
            diamonds = [a for a in legal if SUIT_OF[a.card] is Suit.DIAMONDS and a.card != jack]
            game.apply((diamonds or legal)[0])
            continue
        view = game.view(1)
        assert view is not None
        led = deal.play.current[0][1] if deal.play.current else None
        if led is not None and view.suit_in_play(led) is Suit.DIAMONDS:
            break
        game.apply(next((a for a in legal if a.card != jack), legal[0]))
    assert view is not None and jack in view.hand
    assert jack not in {a.card for a in view.legal if isinstance(a, Play)}
    table = live_table(game, "nantes")
    # One phone's line each, bold marks aside (it read "(follow suit: ♦; J♦ counts as a
    # trump here)", 67 columns, which a phone broke inside the bold line).
    said: dict[Lang, str] = {
        "en": "**Your turn: play a card (follow ♦; J♦ is a trump).**",
        "sv": "**Din tur: spela ett kort (bekänn ♦; J♦ är trumf).**",
    }
    for lang, line in said.items():
        drawn = _text(hand_components(table, view, lang))
        assert line in drawn.splitlines(), drawn
        assert display_width(line.replace("**", "")) <= PHONE_LINE
    # The J♦ led asks for hearts: a hand holding hearts and diamonds is told why.
    led_jack = replace(
        view,
        current_trick=((4, jack),),
        hand=tuple(c for c in view.hand if c != jack),
        legal=tuple(Play(1, c) for c in view.hand if SUIT_OF[c] is Suit.HEARTS),
    )
    assert action_prompt(led_jack, "en") == "play a card (follow ♥; J♦ is a trump)."
    assert action_prompt(led_jack, "sv") == "spela ett kort (bekänn ♥; J♦ är trumf)."


def test_a_declaration_open_while_following_says_both() -> None:
    """RU-C4 in the first trick: the suit to follow in the prompt, the declaration's sentence
    on its own line under it."""
    game = _swedish_in_play(5)
    while True:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        assert view is not None
        plays = [a for a in view.legal if isinstance(a, Play)]
        if view.current_trick and len(plays) < len(view.hand):
            break
        game.apply(plays[0])
    led = SUIT_OF[view.current_trick[0][1]].symbol
    declaring = replace(view, legal=(*view.legal, Declare(view.seat, "chicane")))
    assert action_prompt(declaring, "en") == f"play a card (follow suit: {led})."
    assert action_prompt(declaring, "sv") == f"spela ett kort (bekänn färg: {led})."
    assert declaration_note(declaring, "en") == (
        "Your hand allows a declaration: make it now, before this card, or the right is lost."
    )


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_first_deal_points_a_newcomer_to_help(lang: Lang) -> None:
    """Every hand view of the game's first deal (bidding and play, with or without the
    notices' switch) says once where the game and its words are explained; the second deal's
    do not."""
    game = new_game("swedish", {}, NAMES, first_dealer=1)
    deck = list(range(52))
    random.Random(3).shuffle(deck)
    game.start_deal(deck, deck[-1])
    table = live_table(game)
    switch: list[Component] = [{"type": 2, "style": 2, "label": "🔔", "custom_id": "x:notify"}]
    for seat in (1, 2, 3, 4):
        view = game.view(seat)
        assert view is not None
        for extra in ((), switch):
            text = _text(hand_components(table, view, lang, extra=extra))
            assert text.count(HELP[lang]) == 1, text
    _to_play(game)
    while game.to_act is not None:
        view = game.view(game.to_act)
        assert view is not None
        assert HELP[lang] in _text(hand_components(table, view, lang))
        game.apply(game.legal_actions(game.to_act)[0])
    deck = list(range(52))
    random.Random(4).shuffle(deck)
    game.start_deal(deck, deck[-1])
    table.seq += 1
    for seat in (1, 2, 3, 4):
        view = game.view(seat)
        assert view is not None
        assert HELP[lang] not in _text(hand_components(table, view, lang, extra=switch))
