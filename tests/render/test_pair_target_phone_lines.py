"""What saying whist or *je soutiens* would make the pair need, on a phone's lines: every other
line of the hand view keeps within about 50 columns, but this one stood whole. With DW-P4's
single-fault option the player asked to whist read one line of 135 columns ("Whist: together
you would need 13 tricks; if it fails, whoever of you missed their own target pays, both if
both did (yours: 3 tricks)."). Each of its sentences and clauses now begins a line, one too
wide broken after its commas, in both languages and every variant's decisions."""

from __future__ import annotations

import pytest

from bot.engine.describe import pair_target_words
from bot.i18n import Lang
from bot.wrapping import PHONE_LINE, display_width
from cogs.boston.hand_header import view_to_draw
from cogs.boston.hand_view import hand_components, target_lines
from tests.engine.test_pair_target import _decisions  # pyright: ignore[reportPrivateUsage]
from tests.render.tables import live_table
from tests.variants import Config, params

SINGLE_FAULT: Config = ("dawson", {"whister": True, "whister_single_fault": True})


def _drawn_lines(config: Config, lang: Lang, seeds: range) -> list[tuple[str, list[str]]]:
    """Each decision's pair line and the lines of the hand view that says it."""
    out: list[tuple[str, list[str]]] = []
    for decision in _decisions(config, seeds):
        game, table = decision.game, live_table(decision.game, config[0])
        view = view_to_draw(table, decision.view)  # a whist the rules make is not asked
        line = pair_target_words(view, game.words, lang, rules=game.rules)
        if line is None:
            continue
        content = hand_components(table, decision.view, lang)[0]["content"]
        out.append((line, str(content).splitlines()))
    return out


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_dw_p4_the_single_fault_whist_question_keeps_to_a_phones_lines(lang: Lang) -> None:
    drawn = [
        (line, lines)
        for line, lines in _drawn_lines(SINGLE_FAULT, lang, range(1, 13))
        if ("whoever of you" in line or "den eller de av er" in line)
    ]
    assert drawn, "no whist question under the single-fault rule met"
    for line, lines in drawn:
        assert display_width(line) > PHONE_LINE  # the sentence is long: it must be broken
        said = target_lines(line)
        assert " ".join(said) == line  # every word, in order
        assert all(display_width(piece) <= PHONE_LINE for piece in said), said
        at = lines.index(said[0])
        assert lines[at : at + len(said)] == said, lines
    first = target_lines(drawn[0][0])[0]
    assert first.startswith("Whist: together you would need" if lang == "en" else "Whist: till")
    assert first.endswith(";")  # the clause that says what the pair needs, whole


def test_a_whist_question_with_the_choice_to_play_alone_breaks_after_its_semicolon() -> None:
    """FB-W4's declarer asked whether to invite whist hears his own target alone too."""
    assert target_lines("Whist: together you would need 8 tricks; alone, 5 tricks.") == [
        "Whist: together you would need 8 tricks;",
        "alone, 5 tricks.",
    ]
    # NT-B1, WB-B1: 58 columns, broken after its colon
    assert target_lines("Je soutiens (I support): together you would need 8 tricks.") == [
        "Je soutiens (I support):",
        "together you would need 8 tricks.",
    ]
    assert target_lines("Whist: together you would need 9 tricks.") == [
        "Whist: together you would need 9 tricks."
    ]


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("config", params())
def test_every_variants_pair_target_lines_keep_to_a_phones_lines(
    config: Config, lang: Lang
) -> None:
    """Every whist and support question met in a few games of each rule set: the view says
    the pair line whole, no line of it past a phone's width."""
    for line, lines in _drawn_lines(config, lang, range(1, 4)):
        said = target_lines(line)
        assert " ".join(said) == line
        assert all(display_width(piece) <= PHONE_LINE for piece in said), said
        assert all(piece in lines for piece in said), (said, lines)
