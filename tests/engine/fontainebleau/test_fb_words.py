"""Fontainebleau's and Russian Boston's payment lines in Swedish (the words of
docs/rules/sv/fontainebleau.md and russian.md): every kind of line, written once per language,
the English ones as the rule tests check them."""

from __future__ import annotations

import re

from bot.engine.cards import Suit
from bot.engine.fontainebleau.ledger import FontainebleauLedger
from bot.engine.fontainebleau.result import all_pass_result, contract_result
from bot.engine.fontainebleau.settings import FbSettings, russian
from bot.engine.scoring import Settlement
from tests.engine.fontainebleau.helpers import ledger_with, settle

S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS
NAMES = ("Ann", "Bo", "Cy", "Di")
ENGLISH = re.compile(
    r"\b(pays?|pool|deposit|dealer|seat|each|every|made|lost|tricks?|by|with|whister|needed|"
    r"row|short|over|honours|takes?|halved|divided?|stays|last|deal|receives?|player|and|"
    r"adversar\w*|fewest|into|left|now)\b"
)


def swedish(s: Settlement) -> tuple[str, ...]:
    """The Swedish lines, checked: one for each English line, no English word left."""
    sv = s.text("sv")
    assert len(sv) == len(s.lines) and s.text("en") == s.lines
    for line in sv:
        assert not ENGLISH.search(line), line
    return sv


def test_fb_x14_on_the_last_deal_in_swedish() -> None:
    """A pair lost (FB-S5, FB-S6, FB-S7), the pool fed and divided on the last deal (FB-G2)."""
    ledger = FontainebleauLedger(FbSettings(deals=1), names=NAMES)
    s = ledger.settle(contract_result("7", 1, 6, suit=D, whister=2, whister_tricks=3, honours=2))
    assert swedish(s) == (
        "insats: Di (givare) betalar 50 i potten",
        "Ann spelade 7 levées i ♦ med whistaren Bo och förlorade: 9 stick, 10 behövdes, "
        "räknat på raden 10 levées: X = 130 + 5×1 under = 135; Ann betalar Di 135, "
        "Bo betalar Cy 135",
        "pott: 135 betalas in i potten: Ann 70, Bo 65",
        "sista given: försvararna delar potten, 185: Cy 95, Di 90",
        "potten nu 0",
    )
    assert s.lines[1].startswith("Ann played 7 levées in ♦ with whister Bo and lost: 9 tricks")


def test_alone_lost_and_made_in_swedish() -> None:
    """The seed's 7 ♥ lost with two by honours (FB-S4), then a made 5 that takes the pool."""
    ledger = ledger_with(0)
    _, _, lost = settle(ledger, contract_result("7", 1, 5, suit=H, honours=3))
    assert swedish(lost) == (
        "insats: plats 4 (givare) betalar 50 i potten",
        "plats 1 spelade 7 levées i ♥ och förlorade (5 stick tagna): X = 60 + 5×2 under "
        "+ 5×2 honnörsstick = 80; plats 1 betalar varje försvarare 80",
        "pott: plats 1 betalar 80 i potten",
        "potten nu 130",
    )
    _, _, made = settle(ledger, contract_result("5", 2, 6, suit=S, dealer=1))
    assert swedish(made)[1:] == (
        "plats 2 spelade 5 levées i ♠ och vann (6 stick tagna): X = 10 + 5×1 över = 15; "
        "varje försvarare betalar plats 2 15",
        "pott: plats 2 tar potten, 180",
        "potten nu 0",
    )
    assert made.lines[1] == (
        "seat 2 played 5 levées in ♠ and made it with 6 tricks: X = 10 + 5×1 over = 15; "
        "each adversary pays seat 2 15"
    )
    _, _, one = settle(ledger, contract_result("little-misere", 3, 1, dealer=2))
    assert swedish(one)[1].startswith(
        "plats 3 spelade Lilla misère och förlorade (1 stick taget): X = 75;"
    )
    assert one.lines[1].startswith("seat 3 played Little Misère and lost with 1 trick: X = 75;")


def test_a_pair_made_halves_the_pool_in_swedish() -> None:
    """FB-X13: the pair made takes the pool, halved (FB-S7)."""
    result = contract_result("6", 1, 6, suit=C, whister=3, whister_tricks=4, honours=2)
    _, _, s = settle(ledger_with(150), result)
    # Under the heading "pott:", the pool is not named again ("pott: potten, 200, halveras").
    assert swedish(s)[2] == "pott: 200 delas på två: plats 1 100, plats 3 100"
    assert s.lines[2] == "pool: 200 is split in two: seat 1 100, seat 3 100"


def test_misere_partout_in_swedish() -> None:
    """FB-X19 divides the pool with a remainder; FB-X18 as the last deal leaves nothing over;
    one seat with the fewest takes it all (FB-A2, FB-A3, FB-G3)."""
    divided = FontainebleauLedger(names=NAMES).settle(all_pass_result(4, (3, 3, 4, 3)))
    assert swedish(divided)[1] == (
        "Misère Partout, stick 3-3-4-3: Ann, Bo och Di tog minst (3) och delar potten: 15 var; "
        "5 blir kvar i potten"
    )
    taken = FontainebleauLedger(names=NAMES).settle(all_pass_result(4, (2, 3, 4, 4)))
    assert (
        swedish(taken)[1] == "Misère Partout, stick 2-3-4-4: Ann tog minst (2) och tar potten, 50"
    )
    assert taken.lines[1] == (
        "Misère Partout, tricks 2-3-4-4: Ann took the fewest (2) and takes the pool, 50"
    )
    _, _, last = settle(ledger_with(0, deals_done=11), all_pass_result(4, (3, 3, 4, 3)))
    assert swedish(last)[2] == (
        "sista given: det som är kvar i potten, 5, delas: plats 1 5, plats 2 0, plats 3 0, "
        "plats 4 0"
    )
    assert last.lines[2].startswith("last deal: the pool left, 5, is divided: seat 1 5")


def test_russian_chicane_in_swedish() -> None:
    """RU-X1 with names (one chicane, RU-C5) and two chicanes in one deal (RU-C6)."""
    ledger = FontainebleauLedger(russian(), names=NAMES)
    ledger.pool = 100
    one = ledger.settle(contract_result("6", 1, 6, suit=H, chicane=(3,), settings=russian()))
    assert swedish(one) == (
        "insats: Di (givare) betalar 50 i potten",
        "Ann spelade 6 levées i ♥ och vann (6 stick tagna): X = 40; varje försvarare "
        "betalar Ann 40",
        "pott: Ann tar potten, 150",
        "chicane: Cy får 10 av varje annan spelare",
        "potten nu 0",
    )
    assert one.lines[3] == "chicane: Cy receives 10 from every other player"
    two = ledger.settle(contract_result("5", 1, 5, suit=S, chicane=(2, 4), settings=russian()))
    assert swedish(two)[3] == "chicane: Bo och Di får var sin 10 av varje annan spelare"
    assert two.lines[3] == "chicane: Bo and Di each receive 10 from every other player"
