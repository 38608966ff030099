"""A card refused to a lead of the carte de boston says why (NT-S3): J♦ led with spades trumps
asks for a spade, and "You must follow suit (♠)." under a diamond read as a mistake. The
refusal names the led card as a trump; every other refusal to follow suit is unchanged."""

from __future__ import annotations

import pytest

from bot.engine.cards import Card, Suit, parse_card
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.tricks import TrickPlay
from bot.i18n import Lang, illegal_move_reason, refusal_reason

JD = parse_card("JD")


def refused(led: Card, hand: list[str], played: str, trump: Suit | None) -> IllegalAction:
    """The refusal of ``played`` from ``hand`` (seat 2) to a trick seat 1 led with ``led``."""
    play = TrickPlay([[led], [parse_card(c) for c in hand], [], []], 1, trump, 13, top_trump=JD)
    play.check(1, led)
    play.play(1, led)
    with pytest.raises(IllegalAction) as err:
        play.check(2, parse_card(played))
    assert err.value.code is Refusal.MUST_FOLLOW_SUIT
    return err.value


@pytest.mark.parametrize(
    ("lang", "reason"),
    [
        ("en", "You must follow suit (♠): J♦ is a trump here."),
        ("sv", "Du måste bekänna färg (♠): J♦ räknas som trumf här."),
    ],
)
def test_the_carte_de_boston_led_as_a_trump_is_named(lang: Lang, reason: str) -> None:
    err = refused(JD, ["KH", "3S"], "KH", Suit.SPADES)
    assert err.fields == {"suit": "♠", "top_trump": "J♦"}
    assert refusal_reason(lang, err) == reason
    assert "J♦ is a trump here" in err.message  # the engine's own words, in English


def test_a_record_names_the_seat_and_the_trump() -> None:
    err = refused(JD, ["KH", "3S"], "KH", Suit.SPADES)
    fields = {"illegal": err.code.value, **err.fields, "seat": 2, "turn": 2}
    said = illegal_move_reason("en", fields)
    assert said == ("Seat 2 does not follow suit (♠), though able to: J♦ is a trump here.")


@pytest.mark.parametrize(
    ("led", "trump"),
    [
        ("4S", Suit.SPADES),  # a spade led: the suit asked for is the card's own
        ("JD", Suit.DIAMONDS),  # diamonds trumps: J♦ is a diamond as printed
    ],
)
def test_other_refusals_are_unchanged(led: str, trump: Suit) -> None:
    hand = ["KH", "3S", "3D"]
    err = refused(parse_card(led), hand, "KH", trump)
    suit = trump.symbol
    assert err.fields == {"suit": suit}
    assert refusal_reason("en", err) == f"You must follow suit ({suit})."
    assert refusal_reason("sv", err) == f"Du måste bekänna färg ({suit})."


def test_the_carte_de_boston_played_to_its_printed_suit_is_named() -> None:
    """The other way round: a diamond led, J♦ played from a hand holding 3♦. J♦ is a trump
    there, so it does not follow diamonds: "You must follow suit (♦)." for a diamond played
    to a diamond lead read as a mistake."""
    err = refused(parse_card("4D"), ["JD", "3D"], "JD", Suit.SPADES)
    assert err.fields == {"suit": "♦", "top_trump": "J♦"}
    assert refusal_reason("en", err) == "You must follow suit (♦): J♦ is a trump here."
