"""A result post explains the special contract its headline names in Swedish Boston (its
misères and *ouverte*), Le Whisch Bostonien (the demande and the indépendance) and Boston de
Nantes (the indépendances), as Dawson's, Fontainebleau's and Nantes' misères are explained
(tests/discord/test_contract_notes.py): a trick count does not say what they are."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston
from tests.discord.test_boston_club import scorekeeping_table, wait_text

PETITE_SV = (
    "-# **petite misère (Swedish Boston)**: No trick in 12, without trumps, after the declarer "
    "discards one card face down"
)
OUVERTE = "-# **ouverte (open)**: A misère whose declarer's cards lie face up after the first trick"


async def _first_post(
    tmp_path: Path, options: dict[str, object], entered: dict[str, object]
) -> str:
    """Deal 1 of a new scorekeeping table with ``options``, entered as ``entered``."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in ("north", "east", "south", "west")]
        message = await scorekeeping_table(harness, users, {"mode": "score", **options})
        thread = message.thread
        assert thread is not None
        await (await fake.slash(users[0], "boston score", entered)).done()
        return (await wait_text(harness, thread, "**Deal 1**")).text


async def test_sv_c4_a_petite_misere_ouverte_post_explains_both_words(tmp_path: Path) -> None:
    """SV-C3, SV-C4: a Petite misère ouverte made explains the petite misère and the
    *ouverte* under its lines, in the traditional payment (the default)."""
    entered = {"contract": "petite-misere-ouverte", "declarer": 2, "tricks": 0}
    shown = await _first_post(tmp_path, {"variant": "swedish"}, entered)
    assert "Petite misère ouverte" in shown, shown
    assert PETITE_SV in shown and OUVERTE in shown, shown
    assert shown.index(PETITE_SV) < shown.index(OUVERTE), shown


async def test_wb_b4_an_independance_post_explains_the_independance(tmp_path: Path) -> None:
    """WB-C, WB-B4: "Indépendance in ♦" explains its eight tricks alone."""
    entered = {"contract": "independance", "declarer": 2, "turned": "5D", "tricks": 9}
    shown = await _first_post(tmp_path, {"variant": "whisch"}, entered)
    assert "Indépendance" in shown, shown
    assert (
        "-# **indépendance (Whisch)**: Eight tricks alone in the turned suit; outranks any demande"
    ) in shown, shown


async def test_nt_c1_a_grande_independance_post_explains_it(tmp_path: Path) -> None:
    """NT-C1: a Grande indépendance ♥ explains its eight tricks alone."""
    entered = {
        "contract": "grande-independance",
        "declarer": 2,
        "suit": "H",
        "turned": "5D",
        "tricks": 8,
        "boston": 3,  # NT-J1: the holder of the carte de boston, asked for every deal
    }
    shown = await _first_post(tmp_path, {"variant": "nantes"}, entered)
    assert "Grande indépendance" in shown, shown
    assert (
        "-# **grande indépendance (Nantes)**: Eight tricks alone, with trumps the declarer "
        "names once the auction is won"
    ) in shown, shown
