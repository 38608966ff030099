"""The French family in the terminal (``python -m bot play --variant nantes|fontainebleau|
russian``, and Dawson's and Whisch's moments that look alike): the trump naming's suit classes
(NT-S1, NT-C3, NT-K1), what the table says aloud (a chicane declared, RU-C6; the demande's
laid card once the deal is over, NT-B8), the discard step of the little misères (NT-C4, FB-C3),
Misère Partout after four passes (FB-A1, DW-B4), and Whisch's turned suit, simply "trumps".

The deals come from seeds with heuristic computers, as a player meets them; each test answers
by what the terminal last asked (:class:`Scripted`)."""

from __future__ import annotations

import contextlib
import io
import itertools
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.engine.actions import Bid, NameTrump, Pass
from bot.engine.cards import Suit
from bot.engine.contracts import SuitClass
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.variants import new_game
from bot.engine.words import Lang
from bot.terminal import main
from bot.terminal_menu import menu_lines

STOP = "q = stop)."
"""The end of the prompt between deals."""


class Scripted(io.StringIO):
    """Answers the terminal with ``answer(output so far)``; the input ends after ``limit``
    lines, so a game that never stops fails its test instead of hanging it."""

    def __init__(self, out: io.StringIO, answer: Callable[[str], str], limit: int = 1500) -> None:
        super().__init__()
        self.out = out
        self.answer = answer
        self.limit = limit
        self.lines = 0

    def readline(self, size: int | None = -1, /) -> str:
        self.lines += 1
        if self.lines > self.limit:
            return ""
        return self.answer(self.out.getvalue()) + "\n"


def choosing(pattern: str | None, deals: int = 1) -> Callable[[str], str]:
    """The menu entry matching ``pattern`` where the last menu has one, else 1; Enter between
    deals until ``deals`` results have been read, then q."""
    seen = [0]

    def answer(text: str) -> str:
        if text.rstrip().endswith(STOP):
            seen[0] += 1
            return "q" if seen[0] >= deals else ""
        menu = text[text.rfind("Your hand:") :]
        found = re.search(rf"(\d+)\. {pattern}", menu) if pattern else None
        return found.group(1) if found else "1"

    return answer


def play(tmp_path: Path, variant: str, seed: int, answer: Callable[[str], str]) -> str:
    argv = ["--db", str(tmp_path / "play.sqlite3"), "--seed", str(seed), "--variant", variant]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main([*argv, "--name", "Anna"], Scripted(out, answer)) == 0
    return out.getvalue()


def flat(text: str) -> str:
    """The output with every line break (a wrapped line's too) read as a space."""
    return " ".join(text.split())


# --- NT-S1, NT-C3, NT-K1: the trump naming names each suit's class ---------------------------


def _naming(game: Game, bid: Bid) -> Game:
    """``bid`` wins the auction (everyone else passes): the bidder names trumps next."""
    deal = game.deals[-1].deal
    assert deal is not None
    game.apply(bid)
    while deal.phase is Phase.AUCTION:
        game.apply(Pass(deal.to_act or 0))
    assert deal.phase is Phase.TRUMP
    return game


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_nt_s1_the_trump_naming_menu_names_belle_petite_and_plain_suits(lang: Lang) -> None:
    """NT-S1: belle is the first deal's turned suit, petite each later deal's. The menu of a
    trump naming (NT-K1) labels every suit by this deal's class, the view's own: before, it
    read the classes by the Swedish colour rule (K♠ turned with ♥ belle gave "♠ (belle)",
    "♣ (petite)" and "♥ (plain suit)"), and on the first deal, where there is no petite
    (NT-C3), it offered a "(petite)" suit."""
    game = new_game("nantes", {}, ("North", "East", "South", "West"), first_dealer=1)
    first = game.start_deal(list(range(52)), None)  # A♦ turned: ♦ belle, no petite
    seat = first.forhand
    _naming(game, Bid(seat, "petite-independance", suit=Suit.SPADES))
    deals = [game.view(seat)]
    later = new_game("nantes", {}, ("North", "East", "South", "West"), first_dealer=1)
    deal = later.start_deal(list(range(52)), None)
    while deal.phase is Phase.AUCTION:  # thrown in (NT-G3): the next deal is dealt
        later.apply(Pass(deal.to_act or 0))
    second = later.start_deal(list(range(51, -1, -1)), None)  # 2♠ turned: ♠ petite
    _naming(later, Bid(second.forhand, "petite-independance", suit=Suit.SPADES))
    deals.append(later.view(second.forhand))
    expected = [
        {Suit.DIAMONDS: SuitClass.FIRST},
        {Suit.DIAMONDS: SuitClass.FIRST, Suit.SPADES: SuitClass.SECOND},
    ]
    for view, classes, played in zip(deals, expected, (game, later), strict=True):
        assert view is not None and view.suit_classes is not None
        assert {s: c for s, c in zip(Suit, view.suit_classes, strict=True)} == {
            s: classes.get(s, SuitClass.PLAIN) for s in Suit
        }
        words = played.words
        menu = menu_lines(view.legal, view, words, played.rules.ladder, lang=lang)
        # the choices, not what each contract declared commits to (said under them, "– …")
        entries = [
            e.strip() for line in menu for e in line.split("   ") if e.strip()[:1] not in ("", "–")
        ]
        namings = [a for a in view.legal if isinstance(a, NameTrump)]
        assert len(entries) == len(namings)
        for entry, action in zip(entries, namings, strict=True):
            word = words.suit_class(classes.get(action.suit, SuitClass.PLAIN), lang)
            assert f"{action.suit.symbol} ({word})" in entry, entry
        petite = words.suit_class(SuitClass.SECOND, lang)
        assert (f"({petite})" in " ".join(entries)) == (played is later), entries


# --- RU-C6 and NT-B8: what the table says aloud ------------------------------------------------


def test_ru_c6_a_chicane_declared_is_shown_for_the_rest_of_the_deal(tmp_path: Path) -> None:
    """RU-C6: a declaration is said aloud, and the table shows who declared chicane for the
    rest of the deal, as Discord's table message does (``declared_lines``). Seed 8: the person
    whists a 7 levées ♥ holding no heart and declares chicane before their first card."""
    out = play(tmp_path, "russian", 8, choosing("declare chicane"))
    assert "  You declare chicane\n" in out
    later = out.split("  You declare chicane\n", 1)[1].split("\nDeal 1 · dealer", 1)[0]
    views = later.split("Your hand:")[1:]
    assert len(views) >= 5
    assert all("You declared chicane" in view for view in views), views[0]


def test_nt_b8_the_laid_card_is_shown_once_the_deal_is_over(tmp_path: Path) -> None:
    """NT-B8: only the demande's suit is announced in the auction; the card laid face down is
    shown after the deal, as Discord's result shows it (``laid_cards``). Seed 10: the person's
    Demande with K♥ laid on deal 2 (the menu's first card, as the hand lists it) is played and
    lost."""
    out = play(tmp_path, "nantes", 10, choosing("Demande: lay", deals=2))
    assert "  You bid Demande, laying K♥ face down" in out
    result = out[out.index("\nDeal 2 · dealer") : out.rindex("Press Enter for the next deal")]
    assert "Anna laid K♥ face down with the demande." in flat(result)
    assert "laid K♥" not in out[: out.index("\nDeal 2 · dealer")]  # hidden until then


# --- NT-C4, FB-C3: the discard step says what it is --------------------------------------------


@pytest.mark.parametrize(
    ("variant", "seed", "bid", "contract"),
    [
        ("fontainebleau", 1, "Little Misère", "Little Misère"),
        ("nantes", 4, "Petite misère", "Petite misère"),
    ],
)
def test_the_discard_step_names_the_contract_and_says_discard(
    variant: str, seed: int, bid: str, contract: str, tmp_path: Path
) -> None:
    """FB-C3, NT-C4: in the little misères all four discard one card face down before play.
    That step looked exactly like card play (a hand and its cards); now the contract is named
    and the person is told to discard one card face down, as Discord's prompt says."""
    out = play(tmp_path, variant, seed, choosing(re.escape(bid)))
    mine = out.split("discards a card face down\n")[-1] if "You discard" not in out else out
    step = mine[: mine.index("  You discard ")]
    view = step[step.rindex("Your hand:") :]
    assert f"Contract: {contract} by " in view
    assert "Discard one card face down." in view
    assert view.index("Discard one card face down.") < view.index(" 1. ")


# --- FB-A1, DW-B4: Misère Partout after four passes --------------------------------------------


@pytest.mark.parametrize(
    ("variant", "goal"),
    [
        ("fontainebleau", "Misère Partout · no trumps · the fewest tricks take the pool"),
        ("russian", "Misère Partout · no trumps · the fewest tricks take the pool"),
        ("dawson", "Misère Partout · no trumps · the most tricks pay the others"),
    ],
)
def test_misere_partout_is_announced_after_four_passes(
    variant: str, goal: str, tmp_path: Path
) -> None:
    """FB-A1, DW-B4: when everyone passes the cards are played as Misère Partout. Before, the
    first card followed the fourth pass with nothing said; now a line says everyone passed and
    what is played, and the table states the goal (the engine's ``partout_play``) while the
    cards are played. Seed 4: everyone passes the first deal."""
    out = play(tmp_path, variant, 4, choosing(None))
    deal = out[: out.index("\nDeal 1 · dealer")]
    passes = deal.split("Your hand:")[1].split("\n  You pass\n", 1)[1]
    said = passes.splitlines()
    announced = next(n for n, line in enumerate(said) if "Everyone passed" in line)
    assert said[announced] == "  Everyone passed (Misère Partout)"
    assert all(line.endswith("passes") for line in said[:announced])
    views = deal.split("  Everyone passed (Misère Partout)", 1)[1].split("Your hand:")[1:]
    assert views and all(goal in view for view in views)


# --- Whisch: the turned suit is simply trumps ----------------------------------------------


@pytest.mark.parametrize(("lang", "word"), [("en", "(trumps)"), ("sv", "(trumf)")])
def test_the_turned_suit_reads_as_trumps_once_bracketed(
    lang: Lang, word: str, tmp_path: Path
) -> None:
    """Whisch calls the turned suit "trumps", as American Boston its cut suit (WB-D3): the hand
    read "(trumps (turned))" once, then "(trumps, turned)", and the deal's head "trumps
    (turned) ♦" beside "Turned card:"."""
    argv = ["--db", str(tmp_path / "p.sqlite3"), "--seed", "3", "--variant", "whisch"]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main([*argv, "--lang", lang], io.StringIO("q\n")) == 0
    shown = out.getvalue()
    assert "((" not in shown and "))" not in shown
    assert re.search(rf"^  ♣ .*  {re.escape(word)}$", shown, re.MULTILINE), shown


# --- the payments broken between phrases, as on Discord -----------------------------------------


def test_a_payment_line_breaks_between_phrases_in_the_terminal(tmp_path: Path) -> None:
    """FB-S1's sum read whole: a figure stays with the word it counts and "= N" with what it
    totals ("X = 50 + 5×4" / "honnörsstick = 70" read as seventy honour tricks). Seed 23, in
    Swedish, wraps two results; word by word they broke so."""
    argv = ["--db", str(tmp_path / "play.sqlite3"), "--seed", "23", "--variant", "fontainebleau"]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        answer = Scripted(out, choosing(None, deals=4))
        assert main([*argv, "--lang", "sv", "--name", "Anna"], answer) == 0
    lines = out.getvalue().splitlines()
    sums = [(line, after) for line, after in itertools.pairwise(lines) if "X = " in line]
    assert len(sums) >= 2, sums
    for line, after in sums:
        assert not re.search(r"×\d+$", line), (line, after)
        assert not after.strip().startswith(("= ", "över", "back", "honnörsstick")), (line, after)


# --- FB-W3: nobody said whist, and the table goes on with the play -----------------------------


@pytest.mark.parametrize("variant", ["fontainebleau", "russian"])
def test_fb_w3_nobody_said_whist_the_play_follows_without_a_menu(
    variant: str, tmp_path: Path
) -> None:
    """FB-W3: when everyone declines whist the declarer plays alone, with no conceding. That is
    no decision, so the table makes it (``Game.forced_action``): the terminal asks nothing
    (no menu with a lone "1. play alone", as before), says the move like any other, and the
    play begins. Seed 4: the person bids 5 levées, invites whist, and all three computers
    decline."""
    out = play(tmp_path, variant, 4, choosing(r"(?:5 levées|invite whist)"))
    after = out.split("  You invite whist\n", 1)[1]
    declines = "".join(f"  Computer {seat} (heuristic) declines whist\n" for seat in (2, 3, 4))
    assert after.startswith(declines + "  You play alone\n"), after[:400]
    between, rest = after.split("  You play alone\n", 1)
    assert "Your hand:" not in between and "play alone" not in rest.split("Your hand:", 1)[0]
    assert "1. play alone" not in out
    assert "no conceding" not in out  # the lone button's old explanation: nothing to explain
    assert re.search(r"  Computer \d \(heuristic\) plays ", rest.split("Your hand:", 1)[0])
    assert re.search(r"  You play (10|[2-9JQKA])", rest)  # the game goes on: the person plays
