"""The lines around a turn on a phone (``PHONE_LINE``) and a lone trump named by the table.

- The dealer line with computers' names ("Dealer: Computer 1 (heuristic) · förhand: Computer
  2 (heuristic)", 64 columns) is broken between its two parts, each whole; with short names
  it keeps its one line.
- A bold turn line wider than a phone's ("Your turn: name trumps; you may also declare a
  higher contract.", NT-K1, 64 columns) is broken after its semicolon, each line bold on its
  own so that no line shows Discord's stars; a short one keeps its one bold line. The hand
  view's own prompt is now the short "**Your turn: name trumps.**": the line above its trump
  buttons says the higher contract may be declared, once.
- The only trumps a bid leaves (SV-B9's i högsta färg, NT-K1's Neuf en belle) are named by
  the table at once (``Game.forced_action``): a view drawn in the moment before says so
  ("The table names trumps for <@West>: …"), not "<@West> names trumps and may declare a
  higher contract.", which called someone who has nothing to decide. The hand view's line
  for one contract in one suit ("The button below declares **Neuf en belle** …") can no
  longer be drawn and is gone."""

from __future__ import annotations

import random

import pytest

from bot.engine.actions import Bid, Level, NameTrump, Pass
from bot.engine.cards import Suit
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.variants import new_game
from bot.i18n import Lang, en, sv, t
from bot.wrapping import PHONE_LINE, display_width
from cogs.boston.deal_lines import deal_lines
from cogs.boston.hand_header import action_prompt, bold_lines, hand_text
from cogs.boston.table_message import play_text
from tests.render.tables import NAMES, live_table
from tests.render.test_one_contract_offered import drawn, neuf_in_belle
from tests.render.test_phone_auction_and_prompt_lines import computers

LANGS: tuple[Lang, ...] = ("en", "sv")


def _dealt(variant: str = "swedish") -> Game:
    game = new_game(variant, {}, NAMES, first_dealer=1)
    deck = list(range(52))
    random.Random(0).shuffle(deck)
    game.start_deal(deck, deck[-1] if variant == "swedish" else None)
    return game


@pytest.mark.parametrize(
    ("lang", "dealer", "forhand"),
    [
        ("en", "Dealer: Computer 1 (heuristic)", "förhand: Computer 2 (heuristic)"),
        ("sv", "Givare: Dator 1 (heuristisk)", "förhand: Dator 2 (heuristisk)"),
    ],
)
def test_the_dealer_line_with_computers_is_broken_between_its_parts(
    lang: Lang, dealer: str, forhand: str
) -> None:
    game = _dealt()
    table = live_table(game)
    computers(table, lang)
    view = game.public_view()
    assert view is not None
    lines = deal_lines(table, view, lang)
    assert lines[:2] == [dealer, forhand], lines
    assert all(display_width(line) <= PHONE_LINE for line in lines[:2])


def test_a_short_dealer_line_keeps_its_one_line() -> None:
    game = _dealt()
    view = game.public_view()
    assert view is not None
    assert deal_lines(live_table(game), view, "en")[0] == "Dealer: North · förhand: East"


def nt_k1_declaring() -> Game:
    """Nantes: West bids Petite indépendance ♠ and the others pass: West names trumps and
    may declare a higher contract (NT-K1), a choice."""
    game = new_game("nantes", {}, NAMES)
    game.start_deal([*range(14, 52), *range(14)], None)
    seat = game.to_act
    assert seat is not None
    game.apply(Bid(seat, "petite-independance", Level.PLAIN, Suit.SPADES))
    while (other := game.to_act) is not None and other != seat:
        game.apply(Pass(other))
    assert game.forced_action() is None
    return game


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", ["**Your turn: name trumps;**", "**you may also declare a higher contract.**"]),
        ("sv", ["**Din tur: bestäm trumf;**", "**du får också deklarera ett högre spel.**"]),
    ],
)
def test_nt_k1_the_bold_turn_line_is_broken_after_its_semicolon(
    lang: Lang, expected: list[str]
) -> None:
    game = nt_k1_declaring()
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    turn = t(lang, "hand.your_turn", what=action_prompt(view, lang, public=True))
    assert bold_lines(turn) == expected
    for line in expected:  # each bold on its own: two stars at each end, none inside
        assert line.startswith("**") and line.endswith("**") and line.count("**") == 2


@pytest.mark.parametrize(("lang", "line"), [("en", "name trumps."), ("sv", "bestäm trumf.")])
def test_nt_k1_the_hands_turn_line_names_trumps_alone(lang: Lang, line: str) -> None:
    """NT-K1: the hand view says the higher contract under its prompt, in the line above
    the trump buttons; the prompt said it too ("**Your turn: name trumps;** **you may also
    declare a higher contract.** The buttons below … you may also declare a higher
    contract in the list above them.")."""
    game = nt_k1_declaring()
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    lines = hand_text(live_table(game, "nantes"), view, lang, None).splitlines()
    assert f"**{t(lang, 'hand.your_turn', what=line)}**" in lines, lines


def test_a_short_bold_turn_line_keeps_its_one_line() -> None:
    assert bold_lines("Your turn: name trumps.") == ["**Your turn: name trumps.**"]
    exactly = "Your turn: " + "x" * (PHONE_LINE - len("Your turn: "))
    assert bold_lines(exactly) == [f"**{exactly}**"]  # the stars are not drawn
    long = "Your turn: play a card: any card, since you may renounce in this trick."
    assert bold_lines(long) == [f"**{long}**"]  # no semicolon: as before


def sv_b9_i_hogsta_farg() -> Game:
    """Swedish Boston: förhand bids 5 i högsta färg and the others pass; its trumps are the
    turned suit, the only ones the bid leaves (SV-B9)."""
    game = _dealt()
    seat = game.to_act
    assert seat is not None
    game.apply(Bid(seat, "5", Level.FIRST))
    while (other := game.to_act) is not None and other != seat:
        game.apply(Pass(other))
    assert game.forced_action() is not None and isinstance(game.forced_action(), NameTrump)
    return game


CALLED = {"en": "> names trumps", "sv": "> bestämmer trumf"}
"""The call to act the line said before: "<@14> names trumps and may declare …"."""


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "The table names trumps for <@{}>: the bid leaves no choice."),
        ("sv", "Bordet bestämmer trumf åt <@{}>: budet lämnar inget val."),
    ],
)
@pytest.mark.parametrize("variant", ["nantes", "swedish"])
def test_a_lone_trump_is_said_as_the_tables_not_as_a_call_to_act(
    lang: Lang, said: str, variant: str
) -> None:
    game = neuf_in_belle() if variant == "nantes" else sv_b9_i_hogsta_farg()
    seat = game.to_act
    assert seat is not None
    assert isinstance(game.forced_action(), NameTrump)
    line = said.format(10 + seat)
    message = play_text(live_table(game, variant), lang)
    assert line in message.splitlines(), message
    assert CALLED[lang] not in message
    text, _ = drawn(game, variant, lang)  # the declarer's own view, drawn in that moment
    assert line in text.splitlines(), text
    assert CALLED[lang] not in text
    assert "**" + {"en": "Your turn", "sv": "Din tur"}[lang] not in text


def test_a_lone_trump_for_a_computer_is_its_own_turn() -> None:
    """A computer keeps its seat as a player: its turn is said as any player's."""
    game = sv_b9_i_hogsta_farg()
    table = live_table(game)
    computers(table, "en")
    view = game.public_view()
    assert view is not None and view.phase is Phase.TRUMP
    assert "The table names trumps" not in play_text(table, "en")


def test_the_one_button_declaration_line_is_gone() -> None:
    """Unreachable: one contract in one suit is the rules' move (NT-C2, NT-K1), never drawn."""
    assert "hand.declare_only_one" not in en.MESSAGES
    assert "hand.declare_only_one" not in sv.MESSAGES
