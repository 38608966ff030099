"""The terminal's agreed stop (``e``, SV-M2) promises a final settlement only where the rules
make one: the engine says whether the game's end has a settlement of its own
(``LedgerFeatures.final_settlement``: betdelning, SV-P12; a pool shared out, FB-G3, NT-G4,
DW-P7). Mariland, American and Whisch Boston have none, nor Swedish Boston with the
simplified payment (SV-F3, WB-P5): there the question is "End the game now? (y/n)".

Before, every game was asked "End the game now, with the final settlement? (y/n)", and the
slash command ``/boston end`` was described so in every variant.

Seed 5 with random computers: ``e`` at the first "Press Enter for the next deal", confirmed.
"""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from bot.engine.game import Game
from bot.engine.scoring import LedgerBase
from bot.engine.variants import get_variant, variant_names
from bot.engine.words import Lang
from bot.i18n import t
from bot.terminal import main
from tests.test_terminal import Prompted

ENDS_WITHOUT = [
    ("mariland",),
    ("american",),
    ("whisch",),
    ("swedish", "--payment", "simplified"),
]
ENDS_WITH = [("swedish",), ("nantes",), ("dawson",), ("fontainebleau",)]
STOP = {"en": "q = stop).", "sv": "q = gå ur)."}
YES = {"en": ("(y/n)", "y"), "sv": ("(j/n)", "j")}


def ended(tmp_path: Path, variant: tuple[str, ...], lang: Lang) -> str:
    """The output of a game ended by agreement between deals 1 and 2."""
    argv = ["--db", str(tmp_path / "p.sqlite3"), "--seed", "5", "--level", "random"]
    argv += ["--name", "Anna", "--lang", lang, "--variant", *variant]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(argv, Prompted(out, [(STOP[lang], "e"), YES[lang]])) == 0
    return out.getvalue()


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("variant", ENDS_WITHOUT, ids=lambda v: "-".join(v))
def test_a_game_without_a_final_settlement_is_not_promised_one(
    tmp_path: Path, variant: tuple[str, ...], lang: Lang
) -> None:
    out = ended(tmp_path, variant, lang)
    plain = {"en": "End the game now? (y/n)", "sv": "Avsluta spelet nu? (j/n)"}[lang]
    assert plain in out.splitlines(), out[-1500:]
    assert t(lang, "terminal.end_now") not in " ".join(out.split())
    assert t(lang, "terminal.over_agreed") in out  # and the game did end


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("variant", ENDS_WITH, ids=lambda v: "-".join(v))
def test_a_game_with_a_final_settlement_says_so(
    tmp_path: Path, variant: tuple[str, ...], lang: Lang
) -> None:
    out = ended(tmp_path, variant, lang)
    promised = {
        "en": "End the game now, with the final settlement? (y/n)",
        "sv": "Avsluta spelet nu, med slutavräkningen? (j/n)",
    }[lang]
    assert promised in " ".join(out.split()), out[-1500:]


@pytest.mark.parametrize(
    ("name", "settings"),
    [*((name, {}) for name in variant_names()), ("swedish", {"payment": "simplified"})],
)
def test_the_feature_says_whether_the_ledger_settles_at_the_end(
    name: str, settings: dict[str, object]
) -> None:
    """``final_settlement`` is declared by the variant; it must match its ledger: a ledger
    with nothing to share out at the end keeps :class:`LedgerBase`'s empty settlement."""
    variant = get_variant(name)
    checked = variant.settings(settings)
    ledger = variant.ledger(checked, ("A", "B", "C", "D"))
    settles = type(ledger).final_settlement is not LedgerBase.final_settlement
    assert variant.features(checked).final_settlement is settles


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_end_command_is_described_truly_for_every_variant(lang: Lang) -> None:
    """``/boston end``'s description is shared by every variant: no final settlement in it."""
    described = t(lang, "cmd.end")
    assert "settlement" not in described and "slutavräkning" not in described


@pytest.mark.parametrize(
    ("variant", "said"),
    [
        (("swedish",), "with its final settlement"),
        (("mariland",), "the game ends when the deal is over"),
    ],
)
def test_e_in_the_games_last_deal_is_answered_not_asked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, variant: tuple[str, ...], said: str
) -> None:
    """In the game's last deal (``Game.on_last_deal``, here made so from the first move) ``e``
    is answered as ``/boston end`` answers it: the game ends when the deal is over anyway, so
    nothing is asked (it asked "End the game when this deal is over?" and refused a yes)."""
    monkeypatch.setattr(Game, "on_last_deal", property(lambda game: game.current is not None))
    argv = ["--db", str(tmp_path / "p.sqlite3"), "--seed", "5", "--level", "random"]
    argv += ["--name", "Anna", "--variant", *variant]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert (
            main(
                argv, Prompted(out, [("q = stop):", "1"), ("q = stop):", "e"), ("q = stop):", "q")])
            )
            == 0
        )
    text = " ".join(out.getvalue().split())
    assert "This is already the last deal of the game at table 1:" in text
    assert said in text
    assert "End the game when this deal is over?" not in text


def test_the_lot_is_said_before_the_game_is_ended(tmp_path: Path) -> None:
    """SV-P12, ``remainder=lot``: the seat the lot falls to and the card that draws it, the
    last card turned in a deal that counts, are said just before the question (which stays
    last, above the answer); the settlement then draws by that card (deal 2, dealt but not
    played, lends it nothing)."""
    out = " ".join(ended(tmp_path, ("swedish", "--remainder", "lot"), "en").split())
    asked = out.index("End the game now, with the final settlement? (y/n)")
    said = re.search(r"the lot falls to seat \d, .*? \((\S+), the last turned card", out)
    assert said is not None and said.end() < asked, out[:asked][-600:]
    assert "Please type y or n" not in out  # the question is the last thing said
    assert f"the last turned card, {said[1]}" in out[asked:]


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("variant", [("fontainebleau",), ("nantes",), ("dawson",)])
def test_the_question_says_where_the_pool_goes_first(
    tmp_path: Path, variant: tuple[str, ...], lang: Lang
) -> None:
    """FB-G3, NT-G4, DW-P7: the engine's words on where the pool goes if the game ends now
    (``end_pool_words``, as ``/boston end`` says them) are printed before the question, which
    stays last."""
    out = ended(tmp_path, variant, lang)
    flat = " ".join(out.split())
    head = {"en": "If the game ends now", "sv": "Slutar spelet nu"}[lang]
    question = {"en": "End the game now,", "sv": "Avsluta spelet nu,"}[lang]
    assert head in flat, out[-1500:]
    assert flat.rindex(head) < flat.rindex(question)
