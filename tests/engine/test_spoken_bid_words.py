"""A bid whose name is itself what its bidder says (AM-B1's "I go 6" … "I go 13", the
vocabulary's ``spoken`` contracts) is reported as said, not glued to a verb: "Anna says “I go
7”", never "Anna bids I go 7" or Swedish "Anna bjuder Jag går sju" (a capital "Jag" inside a
sentence). A bid that is only a contract's name keeps the verb ("Anna bids Little Misère")."""

from __future__ import annotations

from bot.engine.actions import Bid
from bot.engine.american.rules import AMERICAN_LADDER
from bot.engine.american.words import AMERICAN_WORDS
from bot.engine.cards import Suit
from bot.engine.describe import action_text
from bot.engine.variants import new_game
from bot.terminal_menu import choice_label

NAMES = ("Anna", "Bengt", "Cecilia", "David")


def test_another_players_spoken_bid_is_quoted_as_said_am_b1() -> None:
    bid = Bid(1, "7", suit=Suit.SPADES)
    en = action_text(bid, NAMES, AMERICAN_LADDER, AMERICAN_WORDS, "en")
    sv = action_text(bid, NAMES, AMERICAN_LADDER, AMERICAN_WORDS, "sv")
    assert en == "Anna says “I go 7 ♠”"
    assert sv == "Anna säger ”Jag går sju ♠”"


def test_a_bid_that_is_a_name_keeps_its_verb_am_b1() -> None:
    """AM-B1: "I go Boston" is said as "I go 6" is; Fontainebleau's "Little Misère" is a name,
    bid with the verb."""
    bid = Bid(2, "5", suit=Suit.HEARTS)
    said = action_text(bid, NAMES, AMERICAN_LADDER, AMERICAN_WORDS, "en")
    assert said == "Bengt says “I go Boston ♥”"
    game = new_game("fontainebleau", {}, NAMES)
    misere = Bid(2, "little-misere")
    said = action_text(misere, NAMES, game.rules.ladder, game.words, "en")
    assert said == "Bengt bids Little Misère"


def test_the_terminal_echoes_ones_own_spoken_bid_as_said_am_b1() -> None:
    bid = Bid(3, "8")
    did_en = choice_label(bid, None, AMERICAN_WORDS, AMERICAN_LADDER, lang="en", mood="did")
    did_sv = choice_label(bid, None, AMERICAN_WORDS, AMERICAN_LADDER, lang="sv", mood="did")
    assert did_en == "You say “I go 8”"
    assert did_sv == "Du säger ”Jag går åtta”"
    # offered in the menu, the words alone, as the Discord button says them
    assert choice_label(bid, None, AMERICAN_WORDS, AMERICAN_LADDER, lang="en") == "I go 8"
