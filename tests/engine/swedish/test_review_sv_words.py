"""Playtest review of Swedish Boston (M1, M2, M6, L1, L4, L5, L7–L10): what a player reads at
the whist question, the choice to play alone or concede, the protocol's lines and the words.

Each test reads the text where a player sees it: the hand view (Discord), the result line,
the protocol's payment lines, the phone's wrapped line, the glossary."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest

from bot.engine.actions import Concede, Whist
from bot.engine.describe import deal_summary, pair_target_words
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.seats import SEATS
from bot.engine.swedish.protocol import SwedishProtocol
from bot.engine.variants import new_game
from bot.engine.views import SeatView
from bot.guide import guide_file
from bot.i18n import Lang, t, tn
from bot.players import make_player
from bot.score_sheet import score_sheet
from bot.simulate import NAMES as SIM_NAMES
from bot.simulate import deck_for, game_settings, play_step, seat_seed, simulate
from bot.wrapping import fill_at_commas
from cogs.boston.hand_view import hand_components
from cogs.boston.results import PHONE_COLUMNS, summary_text
from tests.engine.helpers import swedish_result as deal
from tests.render.tables import live_table

NAMES = ("Anna", "Bengt", "Cecilia", "David")


def _views(
    settings: dict[str, object], answer: Callable[[SeatView], Whist | None]
) -> Iterator[tuple[Game, SeatView]]:
    """Every view of the seat to act in Swedish games of heuristic players, whose whist
    answers ``answer`` gives where it gives one."""
    for seed in range(1, 40):
        players = {s: make_player("heuristic", seat_seed(seed, s)) for s in SEATS}
        game = new_game("swedish", game_settings(settings, 4), SIM_NAMES)
        for _ in range(60):
            if game.current is None:
                if game.finished or game.tour_over:
                    break
                deck, turned = deck_for(seed, len(game.deals) + 1)
                game.start_deal(deck, turned)
            seat = game.to_act
            if seat is None:
                break
            view = game.view(seat)
            assert view is not None
            yield game, view
            chosen = answer(view)
            if chosen is not None and chosen in view.legal:
                game.apply(chosen)
            else:
                play_step(game, players)


def _accepting(view: SeatView) -> Whist | None:
    for answer in ("invite", "accept"):
        if Whist(view.seat, answer) in view.legal:  # type: ignore[arg-type]
            return Whist(view.seat, answer)  # type: ignore[arg-type]
    return None


def _declining(view: SeatView) -> Whist | None:
    if Whist(view.seat, "invite") in view.legal:
        return Whist(view.seat, "invite")
    if Whist(view.seat, "decline") in view.legal:
        return Whist(view.seat, "decline")
    return None


def _drawn(game: Game, view: SeatView, lang: Lang) -> str:
    """The view's texts as read, a line broken for a phone read on (one space between
    words)."""
    texts = (str(c.get("content", "")) for c in hand_components(live_table(game), view, lang))
    return " ".join(" ".join(texts).split())


def _first(
    settings: dict[str, object],
    answer: Callable[[SeatView], Whist | None],
    wanted: Callable[[SeatView], bool],
) -> tuple[Game, SeatView]:
    for game, view in _views(settings, answer):
        if wanted(view):
            return game, view
    raise AssertionError("no such view met")


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_m1_the_whist_question_says_the_askeds_own_target(lang: Lang) -> None:
    """SV-W3: the one asked hears his own 3 (5 spel) or 4 (6 spel) beside the pair's 8 or 10."""
    game, view = _first(
        {}, _accepting, lambda v: v.phase is Phase.WHIST_ANSWER and _accepting(v) is not None
    )
    own = {"5": 3, "6": 4}[view.contract.id if view.contract else ""]
    want = {
        "en": f"Whist: together you would need {view.pair_target} tricks; if it fails, "
        f"whoever of you missed their own target pays, both if both did (yours: {own} tricks).",
        "sv": f"Whist: tillsammans skulle ni behöva {view.pair_target} stick; går det bet "
        f"betalar den eller de av er som inte nådde sitt eget mål (ditt: {own} stick).",
    }[lang]
    assert want in _drawn(game, view, lang)


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_m2_those_asked_are_told_the_last_must_accept(lang: Lang) -> None:
    """SV-W5: in 5 spel with compulsory whist, the question says the last asked must accept;
    without the setting, and in 6 spel, it does not."""
    settings: dict[str, object] = {"whist_compulsory_in_5": True}
    line = {
        "en": "Whist is compulsory in 5 spel (liten boston): the last one asked must say whist.",
        "sv": "Tvungen whist i 5 spel (liten boston): den sist tillfrågade måste säga whist.",
    }[lang]

    def asked(contract: str) -> Callable[[SeatView], bool]:
        return lambda v: (
            v.phase is Phase.WHIST_ANSWER
            and v.contract is not None
            and v.contract.id == contract
            and Whist(v.seat, "accept") in v.legal
        )

    game, view = _first(settings, _declining, asked("5"))
    assert line in _drawn(game, view, lang)
    game, view = _first({}, _declining, asked("5"))
    assert "last one asked" not in _drawn(game, view, lang)
    assert "sist tillfrågade" not in _drawn(game, view, lang)
    game, view = _first(settings, _declining, asked("6"))
    assert line.split(":")[-1] not in _drawn(game, view, lang)


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_m6_play_alone_or_concede_says_what_conceding_costs(lang: Lang) -> None:
    """SV-W4: conceding is lost by one trick without play; the choice says so."""
    game, view = _first({}, _declining, lambda v: any(isinstance(a, Concede) for a in v.legal))
    want = {
        "en": "Concede: lost by one trick without play (one penalty trick).",
        "sv": "Ge upp: kontraktet förloras med ett straffstick, utan spel.",
    }[lang]
    assert pair_target_words(view, game.words, lang) == want
    assert want in _drawn(game, view, lang)


def test_l1_a_product_is_never_broken() -> None:
    """A line ending "96 + 1" above "× 16 = 112" read as the sum "96 + 1": a product stays
    whole."""
    text = "Cecilia sätter två betar om 96 + 1 × 16 = 112, ihopslagna: 224"
    for width in range(24, PHONE_COLUMNS + 1):
        lines = fill_at_commas(text, width, later="    ").splitlines()
        assert not any(line.endswith(("1", "×")) for line in lines), (width, lines)
        assert any("1 × 16" in line for line in lines), (width, lines)


def _simulated() -> Game:
    return simulate(12, seed=5, variant="swedish")


def test_l4_an_english_result_reads_lost_by_and_swedish_bet_med() -> None:
    """The result post: English "bet" read as a wager; the glossary's *bet* is the debt."""
    game = _simulated()
    table = live_table(game)
    lost = [
        e
        for e in game.deals.kept()
        if e.result is not None and e.result.contract is not None and not e.result.made
        if not e.result.conceded
    ]
    assert lost
    n = lost[0].result.penalty_tricks if lost[0].result else 0
    assert f": lost by {n}." in summary_text(table, lost[0], "en")
    assert f": bet med {n}." in summary_text(table, lost[0], "sv")
    assert " bet by " not in deal_summary(lost[0], NAMES, game.words, "en")


def test_l8_a_made_contract_goes_home() -> None:
    """The source's verb: a contract *går hem* ("gick hem"), as the payment's "hemgång"; the
    result post and the score sheet say it alike."""
    game = _simulated()
    table = live_table(game)
    made = [e for e in game.deals.kept() if e.result and e.result.contract and e.result.made]
    assert made
    assert ": gick hem." in summary_text(table, made[0], "sv")
    assert ": made." in summary_text(table, made[0], "en")
    assert "gick hem" in score_sheet(game, NAMES, "sv")


def test_l5_two_betar_over_the_limit_say_why_they_stay_apart() -> None:
    p = SwedishProtocol(merge_limit=100, names=NAMES)
    s = p.settle(deal("7", 1, 4))  # 3 short: two betar of 96 + 1 × 8 = 104 > 100
    said = "Anna writes two betar of 96 + 1 × 8 = 104 (over the limit 100: not merged)"
    assert said in s.lines
    assert "Anna sätter två betar om 96 + 1 × 8 = 104 (över gränsen 100: slås inte ihop)" in (
        s.text("sv")
    )
    within = SwedishProtocol(merge_limit=200, names=NAMES).settle(deal("7", 1, 4))
    assert not any("limit" in line for line in within.lines)


def test_l7_betdelning_names_a_player_whose_share_rounds_to_nothing() -> None:
    """SV-P12 (seed: the difference rounded to the nearest ten): Bengt and David are 2 under
    the mean, which rounds to 0; the lines still name them, with the exact difference."""
    p = SwedishProtocol(names=NAMES)
    p.settle(deal("5", 1, 5))  # Anna plays off her own ål: columns 0, 96, 96, 96
    p.settle(deal("7", 3, 6))  # Cecilia writes a bet of 96 + 1 × 8: 0, 96, 200, 96
    s = p.final_settlement()
    assert s.lines[0] == "betdelning: columns Anna 0, Bengt 96, Cecilia 200, David 96; mean 98"
    assert "Bengt takes 0 (2 before rounding)" in s.lines
    assert "David tar 0 (2 före avrundning)" in s.text("sv")
    assert {p.payer for p in s.payments} | {p.payee for p in s.payments} == {1, 3}
    even = SwedishProtocol(names=NAMES).final_settlement()
    assert "Anna ligger på medel: ingenting" in even.text("sv")


def test_l8_own_al_and_the_tour_and_the_switch_read_naturally() -> None:
    p = SwedishProtocol(names=NAMES)
    s = p.settle(deal("5", 1, 5))
    assert s.text("sv")[0].endswith("; egen ål: ingen betalning")
    assert tn("sv", "result.tour_over", 4) == "**Turen är slut:** alla 4 betar är avspelade."
    assert "turmeddelanden (ett omnämnande" not in t("sv", "notices.switch_note")
    assert "du nämns på din tur" in t("sv", "notices.switch_note")
    assert t("sv", "illegal.wrong_phase") == "Det går inte i det här skedet av given."
    commands = guide_file("commands.md", "sv").read_text(encoding="utf-8")
    assert "eller, utan `member:`, till en dator" in commands


def test_l9_the_swedish_glossary_marks_every_english_gloss() -> None:
    """Every English word in brackets after a Swedish term is marked "(eng. …)", as Dawson's
    "solist (eng. *soloist*)" was; Swedish asides (a variant's name) are not."""
    text = guide_file("glossary.md", "sv").read_text(encoding="utf-8")
    entry = re.compile(r"^- \*\*[^*]+\*\*[^(—\n]*\(([^)]*)\)[^—\n]* — ", re.MULTILINE)
    swedish = {"Dawson", "Fosters partner", "Fosters knekt", "Nantes", "amerikansk"}
    # A variant's name may come first: "(Nantes, eng. *I support*)".
    glosses = [re.sub(r"^Nantes, ", "", g) for g in entry.findall(text) if g not in swedish]
    assert len(glosses) > 40
    assert all(g.startswith("eng. *") for g in glosses), [
        g for g in glosses if not g.startswith("eng.")
    ]


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_l10_the_level_buttons_and_the_trump_buttons_say_simpel_farg(lang: Lang) -> None:
    from bot.engine.actions import Level

    words = new_game("swedish", {}, NAMES).words
    assert words.level_choice(Level.PLAIN, lang) == "Simpel färg"
