"""``python -m bot play`` driven by a scripted stdin: play, quit, resume, finish; cards by name,
the rules' reason for an illegal card (SV-T1), Enter for a single choice, Ctrl-C, and the
state shown on resume.

The deals come from seed 5 with random computers: seat 1 deals the first deal, Computer 2
ends up declaring 13 spel with ♦ trumps, and the first trick is led with a club, so seat 1
(holding 6♣ 9♣ and K♠) must follow suit and then has K♠ alone to lead.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import re
import sqlite3
from pathlib import Path

import pytest

from bot import guide
from bot.engine.variants import get_variant, variant_names
from bot.engine.words import Lang
from bot.tables import TableService
from bot.terminal import main
from bot.terminal.game import INTERRUPTED
from db import Database

ARGS = ["--seed", "5", "--level", "random", "--name", "Anna"]


def run_play(db: Path, script: str, capsys: pytest.CaptureFixture[str], status: int = 0) -> str:
    assert main(["--db", str(db), *ARGS], io.StringIO(script)) == status
    return capsys.readouterr().out


def actions_in(db: Path) -> int:
    with sqlite3.connect(db) as conn:
        return conn.execute("SELECT COUNT(*) FROM events WHERE kind = 'action'").fetchone()[0]


class CtrlC(io.StringIO):
    """Typed lines, then Ctrl-C at the next prompt (``readline`` raising KeyboardInterrupt)."""

    def readline(self, size: int | None = -1, /) -> str:
        line = super().readline()
        if not line:
            raise KeyboardInterrupt
        return line


def test_play_shows_the_hand_and_menu_and_quitting_saves(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "play.sqlite3"
    out = run_play(db, "1\nq\n", capsys)
    assert f"The table is kept in {db.resolve()}" in " ".join(out.split())  # the path whole
    assert "New table 1" in out
    assert "Your hand:" in out and "♠" in out
    assert "Choose a number" in out
    assert "Saved; run again to resume." in out
    saved = actions_in(db)
    assert saved >= 1

    out = run_play(db, "p\nx\nq\n", capsys)
    assert "Resuming table 1, where you play as Anna." in out
    assert "Played off:" in out and "Balances:" in out  # p shows the protocol
    assert "Please type a number" in out  # x is not a choice
    assert actions_in(db) == saved  # nothing moved while we only looked


def test_the_bid_menu_is_compact_and_grammar_fits_you(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = run_play(tmp_path / "play.sqlite3", "1\nq\n", capsys)
    assert "Deal 1: You deal;" in out and "You deals" not in out
    menu = out.split("Your hand:")[1].split("Choose a number")[0].splitlines()[5:]
    assert menu[0].strip() == "1. pass"
    assert 2 <= len(menu) <= 15  # a contract's colour levels share a line
    assert "  You pass" in out  # your own choice is echoed


def test_cards_by_name_the_rules_reason_and_enter_for_the_only_choice(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "play.sqlite3"
    # pass; K♠ although clubs were led; 9♣ by name in lower case; Enter plays the lone K♠.
    out = run_play(db, "1\nKS\n9c\n\nq\n", capsys)
    assert "Not allowed: You must follow suit (♣)." in out  # SV-T1, in the engine's words
    assert "  You play 9♣" in out
    assert "Enter = play K♠" in out
    assert "  You play K♠" in out
    assert "← trumps" in out.split("You play 9♣")[0]  # ♦ named as trumps, marked in the hand
    assert "type a number" not in out


def test_every_prompt_fits_a_narrow_terminal_and_the_keys_are_explained_at_the_start(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = run_play(tmp_path / "play.sqlite3", "1\nKS\n9c\n\nq\n", capsys)
    prompts = [line for line in out.splitlines() if line.startswith("Choose a number")]
    assert len(prompts) >= 3
    assert all(len(line) <= 78 for line in prompts), prompts
    assert "(? = words, r = rules, p = protocol, e = end, q = stop):" in prompts[0]
    enter = "Choose a number or a card (KC, K♣, 10h); Enter = play K♠\n(? = words, r = rules"
    assert enter in out  # the legend whole, on a line of its own where the prompt is long
    assert "Type ? for the game's words, r for the rules, p for the protocol" in out


@pytest.mark.parametrize("name", ["K♠", "ks", "Ks"])
def test_card_spellings(name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = run_play(tmp_path / "play.sqlite3", f"1\n9C\n{name}\nq\n", capsys)
    assert "  You play K♠" in out


def test_ctrl_c_saves_and_exits_cleanly_and_resume_shows_the_state(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "play.sqlite3"
    assert main(["--db", str(db), *ARGS], CtrlC("1\n9c\n")) == INTERRUPTED
    out = capsys.readouterr().out
    assert out.rstrip().endswith("Saved; run again to resume.")
    assert "Traceback" not in out
    saved = actions_in(db)
    assert saved >= 5  # our pass and 9♣ were kept

    out = run_play(db, "q\n", capsys)
    assert "Resuming table 1, where you play as Anna." in out
    assert "Bids so far: Computer 2 (random) bids" in out and "; you pass" in out
    assert "Contract: 13 spel" in out and "trumps ♦" in out
    assert "Tricks so far: you (0 tricks)" in out
    # the name the results use, tied to the "you" of the lines above
    assert "Balances: You (Anna) 0," in out
    assert actions_in(db) == saved


def test_resume_before_the_first_trick_names_the_contract_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The resume summary leaves the contract to the hand view, which names it until the
    first trick is complete."""
    db = tmp_path / "play.sqlite3"
    run_play(db, "1\nq\n", capsys)  # our pass; the contract is played, no trick complete
    out = run_play(db, "q\n", capsys)
    assert "Resuming table 1, where you play as Anna." in out and "Tricks so far" not in out
    assert out.count("Contract: 13 spel") == 1


def test_a_deal_s_result_waits_for_enter(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "play.sqlite3"
    # Always the first choice: pass or the lowest legal card; enough lines for several deals.
    out = run_play(db, "1\n" * 60 + "q\n", capsys)
    assert "Deal 1:" in out
    result = out.index("Balances:")
    pause = out.index("Press Enter for the next deal")
    assert result < pause < out.index("Deal 2:"), "the next deal is shown after Enter only"
    between = out[result:pause].splitlines()
    assert len(between) <= 2  # nothing of the next deal pushes the result away
    assert "Deal 2:" in out, "the next deal starts after the first is paid"


def test_question_mark_shows_the_glossary(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = run_play(tmp_path / "play.sqlite3", "?\nq\n", capsys)
    assert "högsta färg" in out.split("Choose a number")[1]
    assert "codille" in out.lower() and "betdelning" in out.lower()


def test_a_deal_s_payment_lines_are_followed_by_their_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue #14: after the itemised lines, a note explains each glossary term they used (a
    paragraph broken between words, as the terminal breaks every long line of the game)."""
    out = run_play(tmp_path / "play.sqlite3", "1\n" * 60 + "q\n", capsys)
    result = out[out.index("Deal 1:") : out.index("Balances:")]
    flowing = " ".join(line.strip() for line in result.splitlines())
    note = flowing[flowing.index("streck (mark)") : flowing.index("? shows the glossary")]
    assert note.startswith("streck (mark): One for each all-pass deal or lost contract")
    assert "**" not in result


def test_play_states_the_contract_then_the_count_at_every_turn(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Pass, follow with 9♣ (Computer 4 wins the trick) and lead the lone K♠ (Computer 2 wins):
    # the contract is stated as play begins (13 spel by Computer 2, ♦ trumps), and from the
    # second trick on the declarer's count against the engine's target.
    out = run_play(tmp_path / "play.sqlite3", "1\n9c\n\nq\n", capsys)
    first, later = out.split("  You play 9♣")
    assert "Contract: 13 spel" in first and "by Computer 2 (random), trumps ♦" in first
    assert ", target 13 ·" not in first
    assert "Computer 2 (random): 0 taken, target 13 · defenders: 1" in later
    assert "Computer 2 (random): 1 taken, target 13 · defenders: 1" in later


def test_american_partners_in_the_head_and_every_seats_tricks_after_the_deal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """AM-P1: the partners are named as the deal starts, before the auction; after the deal
    its last trick has been narrated card by card and every seat's tricks follow the result."""
    argv = ["--db", str(tmp_path / "play.sqlite3"), "--seed", "2", "--variant", "american"]
    argv += ["--name", "Anna"]
    assert main(argv, io.StringIO("1\n" * 30 + "q\n")) == 0
    out = capsys.readouterr().out
    head, rest = out.split("  Computer 4 (heuristic) says", 1)
    assert head.endswith(
        "Deal 1: Computer 3 (heuristic) deals; cut from a second pack: 4♠ — trumps ♠.\n"
        "Partners: you & Computer 3 (heuristic) against Computer 2 (heuristic) &\n"
        "    Computer 4 (heuristic).\n"  # broken between words within 78 columns
    )
    deal, _ = rest.split("Press Enter for the next deal", 1)
    last = deal[deal.index("— trick 12 to") : deal.index("— trick 13 to")]
    played = [line for line in last.splitlines() if re.match(r"  (You play|.+ plays) ", line)]
    assert len(played) == 4  # the fourth card of the last trick is narrated too
    wrapped = re.search(r"^Tricks: .*(?:\n    .*)*", deal, re.MULTILINE)  # and its broken end
    assert wrapped is not None
    tricks = " ".join(wrapped.group(0).split())
    # Each seat's count in words after its name ("Computer 2 (heuristic) (7 tricks)")
    counts = [int(n) for n in re.findall(r"\((\d+) tricks?\)", tricks)]
    assert tricks.startswith("Tricks: Anna (") and len(counts) == 4 and sum(counts) == 13


def test_no_partners_line_without_fixed_partnerships(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = run_play(tmp_path / "play.sqlite3", "q\n", capsys)
    assert "Deal 1:" in out and "Partners:" not in out


class Prompted(io.StringIO):
    """Answers the terminal by what it last asked: ``answers`` maps the end of a prompt to the
    line typed there (once each, in order), and anything else is answered with ``1``. After
    :data:`PROMPTED_LINES` lines the input ends, so a game that never stops fails its test
    instead of hanging it."""

    def __init__(self, out: io.StringIO, answers: list[tuple[str, str]]) -> None:
        super().__init__()
        self.out = out
        self.answers = answers
        self.lines = 0

    def readline(self, size: int | None = -1, /) -> str:
        self.lines += 1
        if self.lines > PROMPTED_LINES:
            return ""
        asked = self.out.getvalue().rstrip()
        if self.answers and asked.endswith(self.answers[0][0]):
            return self.answers.pop(0)[1] + "\n"
        return "1\n"


PROMPTED_LINES = 400
"""More than a scripted test types: a whole deal and its questions take about 30."""


def play_prompted(db: Path, answers: list[tuple[str, str]]) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["--db", str(db), *ARGS], Prompted(out, answers)) == 0
    return out.getvalue()


def test_e_between_deals_ends_the_game_with_betdelning(tmp_path: Path) -> None:
    """SV-M2, the agreed stop: ``e`` at "Press Enter for the next deal", confirmed, ends the
    game at once — betdelning (SV-P12) and the end as for a finished game; no deal 2."""
    db = tmp_path / "play.sqlite3"
    out = play_prompted(db, [("q = stop).", "e"), ("(y/n)", "y")])
    assert "End the game now, with the final settlement? (y/n)" in out
    end = out.split("End the game now")[1]
    # The block opens "betdelning: columns …": no "Betdelning:" heading over it too.
    assert "Betdelning:" not in end and "betdelning: columns" in end
    assert "The game is over, ended by agreement." in end and "Marks:" in end
    # The strokes' legend under a closed game's protocol: the gående bet was settled.
    words = " ".join(end.split())
    assert "the betdelning settled" in words and "still to win" not in words
    # Beside the protocol, the score sheet: deal 1's row (right-aligned, its figures), then
    # the balances.
    sheet = end.split("Marks:")[1]
    assert "Deal" in sheet and "Contract" in sheet and "Total" in sheet
    assert re.search(r"^\s+1\s+[+-]?\d+\s+[+-]?\d+", sheet, re.MULTILINE)
    assert "Deal 2:" not in out
    with sqlite3.connect(db) as conn:
        kinds = [k for (k,) in conn.execute("SELECT kind FROM events ORDER BY seq")]
        (status,) = conn.execute("SELECT status FROM tables").fetchone()
    assert kinds.count("deal") == 1 and kinds[-1] == "close" and status == "finished"


def test_e_during_a_deal_ends_the_game_when_the_deal_is_over(tmp_path: Path) -> None:
    """SV-M2: ``e`` at a prompt during a deal, confirmed, is kept (a restart keeps it too):
    the deal is played out, and the game ends with betdelning instead of a next deal."""
    db = tmp_path / "play.sqlite3"
    out = play_prompted(db, [("q = stop):", "1"), ("q = stop):", "e"), ("(y/n)", "y")])
    assert "End the game when this deal is over? (y/n)" in out
    assert "The game ends when this deal is over." in out
    assert "Press Enter for the next deal" not in out  # no next deal to wait for
    end = out.split("The game ends when this deal is over.")[1]
    assert "Deal 1 · dealer" in end and "betdelning: columns" in end
    assert end.index("Deal 1 · dealer") < end.index("betdelning: columns")
    assert "The game is over, ended by agreement." in end
    assert "Deal 2:" not in out


def test_e_can_be_declined_and_the_game_goes_on(tmp_path: Path) -> None:
    db = tmp_path / "play.sqlite3"
    out = play_prompted(db, [("q = stop):", "e"), ("(y/n)", "n"), ("q = stop):", "q")])
    assert "End the game" in out and "Saved; run again to resume." in out
    with sqlite3.connect(db) as conn:
        (requested, status) = conn.execute("SELECT end_requested, status FROM tables").fetchone()
    assert (requested, status) == (0, "playing")


def test_a_result_names_the_person_as_its_payment_lines_do(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The rules' sentences name every seat ("Anna pays …": "You pays" would not be English),
    and the lines the terminal writes around a result (its summary, tricks and balances) name
    the person so too, rather than "you (Anna)" beside "Anna pays" for one person; the
    table's first line says the name is the person's."""
    out = run_play(tmp_path / "play.sqlite3", "1\n" * 60 + "q\n", capsys)
    assert "New table 1: you play as Anna in seat 1" in out
    result = out[out.index("Deal 1 · dealer") : out.index("Press Enter for the next deal")]
    assert "Deal 1 · dealer Anna:" in result.splitlines()[0]
    listed = [line for line in result.splitlines() if line.startswith(("Tricks:", "Balances:"))]
    assert listed and all(line.split()[1] == "Anna" for line in listed), listed
    assert not re.search(r"\bYou pays\b|\byou \(Anna\)", result)


def test_the_end_question_is_asked_again_until_answered_y_or_n(tmp_path: Path) -> None:
    db = tmp_path / "play.sqlite3"
    out = play_prompted(
        db,
        [
            ("q = stop):", "1"),
            ("q = stop):", "e"),
            ("(y/n)", "x"),
            ("(y/n)", "n"),
            ("q = stop):", "q"),
        ],
    )
    asked = "End the game when this deal is over? (y/n)"
    assert out.count(asked) == 2 and f"Please type y or n (q = stop). {asked}" in out
    assert "Not ended: the game goes on." in out
    db2 = tmp_path / "play2.sqlite3"
    out = play_prompted(
        db2, [("q = stop):", "1"), ("q = stop):", "e"), ("(y/n)", ""), ("(y/n)", "y")]
    )
    assert "Please type y or n (q = stop)." in out
    assert "The game ends when this deal is over." in out
    with sqlite3.connect(db) as conn:
        (requested,) = conn.execute("SELECT end_requested FROM tables").fetchone()
    with sqlite3.connect(db2) as conn:
        (status,) = conn.execute("SELECT status FROM tables").fetchone()
    assert requested == 0 and status == "finished"


def test_q_at_the_end_question_stops_and_saves(tmp_path: Path) -> None:
    """q stops at every prompt: at "End the game …? (y/n)" too, between deals and during a
    deal, and nothing is ended."""
    for answers in (
        [("q = stop).", "e"), ("(y/n)", "q")],
        [("q = stop):", "1"), ("q = stop):", "e"), ("(y/n)", "x"), ("(y/n)", "q")],
    ):
        db = tmp_path / f"play{len(answers)}.sqlite3"
        strays = answers.count(("(y/n)", "x"))
        out = play_prompted(db, answers)
        assert out.rstrip().endswith("Saved; run again to resume.")
        # Asked again only after the stray x, never after q.
        assert out.count("Please type y or n") == strays
        with sqlite3.connect(db) as conn:
            row = conn.execute("SELECT end_requested, status FROM tables").fetchone()
        assert tuple(row) == (0, "playing")


@pytest.mark.parametrize(
    ("variant", "own", "others"),
    [
        ("swedish", "högsta färg", ("soloist", "I go Boston", "chicane")),
        ("dawson", "soloist", ("högsta färg", "I go Boston", "chicane")),
        ("russian", "chicane", ("högsta färg", "soloist", "I go Boston")),
    ],
)
def test_question_mark_shows_the_words_of_the_variant_played(
    variant: str, own: str, others: tuple[str, ...], tmp_path: Path
) -> None:
    db = tmp_path / "play.sqlite3"
    argv = ["--db", str(db), *ARGS, "--variant", variant]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(argv, io.StringIO("?\nq\n")) == 0
    shown = out.getvalue().split("Choose a number")[1].split("Your hand:")[0]
    assert own in shown and "follow suit" in shown  # its words, and every variant's
    assert not any(word in shown for word in others), shown


@pytest.mark.parametrize(("lang", "shared"), [("en", "**Every game**"), ("sv", "**Alla spelen**")])
def test_every_glossary_heading_names_a_variant_or_is_shared(lang: Lang, shared: str) -> None:
    """``?`` finds a variant's block by its name in the block's heading, in the glossary of
    the reader's language: a heading that drifts from the name would hide that block from its
    variant and show it to every other, so each heading names a registered variant (each
    variant has one) or is the shared block."""
    glossary = guide.section("glossary", lang)
    heads = [block.partition("\n")[0] for block in glossary.split("\n\n")]
    names = [get_variant(key).words.variant_name(lang).lower() for key in variant_names()]
    for head in heads:
        assert head == shared or any(name in head.lower() for name in names), head
    for key, name in zip(variant_names(), names, strict=True):
        own = guide.variant_glossary(glossary, key, lang=lang).split("\n\n")
        assert any(name in block.partition("\n")[0].lower() for block in own), key


def test_a_game_s_end_is_headed_in_the_variant_s_words(tmp_path: Path) -> None:
    """The final settlement's heading is the engine's, as on Discord: Boston de Nantes
    shares its pool out (NT-G4), it has no betdelning."""
    args = ["--seed", "1", "--level", "random", "--name", "Anna"]  # a pool left to share
    argv = ["--db", str(tmp_path / "play.sqlite3"), *args, "--variant", "nantes"]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(argv, Prompted(out, [("q = stop).", "e"), ("(y/n)", "y")])) == 0
    end = out.getvalue().split("End the game now")[1]
    assert "Sharing the pool:" in end and "betdelning" not in end.lower()


def test_a_kept_table_goes_on_with_its_own_rules_and_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--variant dawson`` (or a rule flag) on a file that holds a Swedish table: the table
    goes on as it was set up, and the person is told why their choice did not apply (before,
    it was silently ignored); the same command without them says nothing of it."""
    db = tmp_path / "p.sqlite3"
    run_play(db, "q\n", capsys)
    assert main(["--db", str(db), *ARGS, "--variant", "dawson"], io.StringIO("q\n")) == 0
    out = capsys.readouterr().out
    assert "Table 1 goes on with its own rules (Swedish Boston)." in out
    assert "högsta färg" in out  # still the Swedish deal
    assert main(["--db", str(db), *ARGS, "--al", "200"], io.StringIO("q\n")) == 0
    assert "goes on with its own rules" in capsys.readouterr().out
    assert "goes on with its own rules" not in run_play(db, "q\n", capsys)


def test_a_first_run_stopped_before_its_deal_is_started_on_resume(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A first run stopped while the table was set up (a broken pipe) left it in the lobby
    with some computers seated: the next run seats the rest and deals, rather than saying
    the table has ended."""
    db = tmp_path / "p.sqlite3"

    async def stopped_early() -> None:
        database = await Database.open(db)
        service = TableService(database)
        table = await service.create_table(
            guild_id=0, channel_id=0, host_id=1, host_name="Anna", variant="swedish", settings={}
        )
        await service.add_computer(table.id, 1, "random")
        await service.close()
        await database.close()

    asyncio.run(stopped_early())
    out = run_play(db, "q\n", capsys)
    assert "Resuming table 1, where you play as " in out and "has ended" not in out
    assert "Your hand:" in out


def test_a_refused_flag_is_named_as_it_was_typed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main(["--db", str(tmp_path / "p.sqlite3"), "--tour-length", "0"], io.StringIO(""))
    assert "`--tour-length` must be a whole number from 1 to 1000" in capsys.readouterr().err


def test_r_shows_the_rules_of_the_variant_played(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``r`` prints the guide's account of the variant played (how a deal goes, then the
    contracts), as ``/boston help`` gives it on Discord, without Markdown's marks; before, the
    terminal had only the glossary."""
    out = run_play(tmp_path / "p.sqlite3", "r\nq\n", capsys)
    shown = out.split("Choose a number")[1]
    assert "How a deal goes" in shown and "##" not in shown and "**" not in shown
    assert "(SV-D1)" in shown  # the rule ids the tests cite, as in the guide
    assert "Dawson" not in shown.split("Your hand:")[0]  # the variant played only


@pytest.mark.parametrize(
    ("key", "shown"),
    [("p", "Played off:"), ("?", "högsta färg"), ("r", "How a deal goes")],
)
def test_keys_between_deals_show_and_ask_again(key: str, shown: str, tmp_path: Path) -> None:
    """``p``, ``?`` and ``r`` at "Press Enter for the next deal" show what they show at any
    prompt and ask again; before, they dealt the next hand (only ``e`` and ``q`` were read)."""
    out = play_prompted(tmp_path / "play.sqlite3", [("q = stop).", key), ("q = stop).", "q")])
    after = out.split("Press Enter for the next deal", 1)[1]
    assert shown in after and "Deal 2:" not in out
    assert out.count("Press Enter for the next deal") == 2
    assert out.rstrip().endswith("Saved; run again to resume.")


def test_r_shows_how_payment_works_too(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``r`` gives the guide's payments section after the play and the contracts: before, the
    terminal had no way to read how the game is paid."""
    shown = run_play(tmp_path / "p.sqlite3", "r\nq\n", capsys).split("Choose a number")[1]
    assert shown.index("How a deal goes") < shown.index("How payment works")
    assert "(SV-P1)" in shown


def test_an_american_table_names_its_card_of_prices(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """AM-S1: the card of prices is chosen before the game and fixed; the terminal names the
    table's card when the table is created and when it is resumed, and ``r`` shows it whole
    under the payments."""
    db = tmp_path / "p.sqlite3"
    argv = ["--db", str(db), "--seed", "2", "--variant", "american", "--card", "foster-decimal"]
    assert main(argv, io.StringIO("q\n")) == 0
    out = capsys.readouterr().out
    assert "Card of prices: Foster's decimal card (foster-decimal)." in out
    assert out.index("Card of prices") < out.index("Deal 1:")
    assert main(["--db", str(db)], io.StringIO("r\nq\n")) == 0
    out = capsys.readouterr().out
    assert "Resuming table 1, where you play as " in out
    assert "Card of prices: Foster's decimal card" in out
    rules = out.split("Choose a number", 1)[1]
    assert rules.index("How payment works") < rules.index("Card of prices: Foster's decimal")
    assert "13: 170" in rules  # the card's own rows (AM-S2's decimal prices)


def test_a_finished_table_is_said_to_be_over_and_a_new_one_keeps_its_rules(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Running again on a file whose table is finished: the person is told that table is over
    and a new one starts, with the finished table's variant and rules unless ``--variant``
    asks for others (before, a Swedish table started without a word, whatever was played)."""
    db = tmp_path / "p.sqlite3"
    argv = ["--db", str(db), *ARGS, "--variant", "nantes", "--deposit", "20"]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(argv, Prompted(out, [("q = stop).", "e"), ("(y/n)", "y")])) == 0
    assert "The game is over, ended by agreement." in out.getvalue()
    capsys.readouterr()
    assert main(["--db", str(db), *ARGS], io.StringIO("q\n")) == 0
    out2 = capsys.readouterr().out
    said = " ".join(out2.split())  # broken between words within 78 columns
    assert (
        "The game at table 1 is over; a new table starts with the same rules (Boston de Nantes)."
        in said
    )
    assert "New table 2" in out2 and "belle" in out2  # Boston de Nantes again
    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT variant, settings FROM tables ORDER BY id").fetchall()
    assert [variant for variant, _ in rows] == ["nantes", "nantes"]
    assert json.loads(rows[1][1])["deposit"] == 20
    # Finished again; its own variant's flag, without --variant, applies on top of its rules.
    with contextlib.redirect_stdout(io.StringIO()) as quiet:
        assert main(["--db", str(db), *ARGS], Prompted(quiet, [("(y/n)", "y")])) == 0
    assert main(["--db", str(db), *ARGS, "--deposit", "30"], io.StringIO("q\n")) == 0
    assert "New table 3" in capsys.readouterr().out
    with sqlite3.connect(db) as conn:
        (settings,) = conn.execute("SELECT settings FROM tables WHERE id = 3").fetchone()
    assert json.loads(settings)["deposit"] == 30
    # Finished again, then asked for another variant: that one, said so.
    with contextlib.redirect_stdout(io.StringIO()) as quiet:
        assert main(["--db", str(db), *ARGS], Prompted(quiet, [("(y/n)", "y")])) == 0
    capsys.readouterr()
    argv = ["--db", str(db), *ARGS, "--variant", "dawson"]
    assert main(argv, io.StringIO("q\n")) == 0
    out3 = capsys.readouterr().out
    assert "The game at table 3 is over; a new table starts." in out3 and "New table 4" in out3
    with sqlite3.connect(db) as conn:
        (variant,) = conn.execute("SELECT variant FROM tables WHERE id = 4").fetchone()
    assert variant == "dawson"


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_every_key_list_names_every_key_and_q_alike(lang: Lang) -> None:
    """Every prompt's list of keys names ?, r, p, e and q (before, the short legend and the
    retype lines left out r), and q is called the same everywhere (before: "q = quit" at one
    prompt, "q = stop" at another)."""
    from bot.i18n import CATALOGUES

    messages = CATALOGUES[lang]
    lists = (
        "key_legend",
        "key_legend_short",
        "retype",
        "retype_only",
        "next_deal_keys",
        "next_deal_keys_short",
        "keys",
    )
    for name in lists:
        text = messages[f"terminal.{name}"]
        for key in ("?", "r", "p", "e", "q"):
            assert re.search(rf"(?<![\w=]){re.escape(key)}(?![\w])", text), (name, key)
    q = {"en": "q = stop", "sv": "q = gå ur"}[lang]
    said = [k for k, v in messages.items() if k.startswith("terminal.") and "q = " in v]
    assert said and all(q in messages[k] for k in said), said


def test_the_balances_are_said_once_at_the_game_s_end(tmp_path: Path) -> None:
    """At the end the final settlement, then the sheet (its Total row) and the balances once,
    ranked as Discord's end post ranks them ("Final balances:"): before, the balances line
    came after the settlement and again after the sheet."""
    out = play_prompted(tmp_path / "play.sqlite3", [("q = stop).", "e"), ("(y/n)", "y")])
    end = out.split("End the game now")[1]
    assert "Balances:" not in end and end.count("Final balances:") == 1
    assert end.index("Total") < end.index("Final balances:")
