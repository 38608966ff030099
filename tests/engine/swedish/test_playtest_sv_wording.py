"""Swedish wording from a Swedish playtest on a phone: the merge question in the asked
player's own person with "lost:" said once (SV-P9), the whister's question naming both
losers where both miss their own targets (SV-S8, SV-P8), one bracket in the auction line,
and a payment's sum kept whole where its line is broken."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from bot.engine.actions import Bid, Claim, ClaimAnswer, Level, Merge, NameTrump, Pass, Whist
from bot.engine.game import DealEntry, Game
from bot.engine.phase import Phase
from bot.engine.swedish.protocol import SwedishProtocol
from bot.engine.variants import new_game
from bot.engine.views import SeatView
from bot.wrapping import fill_at_commas
from cogs.boston.deal_lines import auction_lines, contract_text, turn_text
from cogs.boston.hand_extras import merge_lines
from cogs.boston.results import payment_block
from tests.engine.helpers import swedish_result as deal
from tests.render.tables import NAMES, live_table

SV_NAMES = ("Anna", "Bengt", "Cecilia", "David")


def _asked(result_seat: int, result: object) -> tuple[Game, SeatView]:
    g = new_game("swedish", {"payment": "traditional"}, NAMES)
    g.start_deal(list(range(52)), 0)
    view = g.view(result_seat)
    assert view is not None
    g.deals.append(DealEntry(1, 1, scored=result))  # type: ignore[arg-type]
    return g, replace(view, legal=(Merge(result_seat, True), Merge(result_seat, False)))


def test_sv_p9_the_merge_question_speaks_to_the_asked_player() -> None:
    """The asked player reads "du", never their own name beside it, and "förlorat:" once."""
    lost = deal("7", 3, 5)  # two penalty tricks alone: two betar (SV-P8)
    g, asked = _asked(3, lost)
    me = NAMES[2]
    for lang in ("sv", "en"):
        lines = merge_lines(live_table(g), g, asked, lang)
        shown = "\n".join(lines[:3])
        assert me not in shown, shown
        assert shown.count("förlorat:" if lang == "sv" else "lost:") == 1, shown
    yes, no, alike, _ = merge_lines(live_table(g), g, asked, "sv")
    assert yes == "Om du slår ihop: du sätter en bet om 2 × 104 = 208"
    assert no == "Om du behåller två betar: du sätter två betar om 96 + 1 × 8 = 104"
    assert alike == (
        "Hur du än väljer: förlorat: ett streck (1 stående); grund 18; avrundat 20; "
        "du betalar varje försvarare 20"
    )
    en_yes, en_no, en_alike, _ = merge_lines(live_table(g), g, asked, "en")
    assert en_yes == "If you merge: you write one bet of 2 × 104 = 208"
    assert en_no == "If you keep two betar: you write two betar of 96 + 1 × 8 = 104"
    assert en_alike.endswith("; you pay each defender 20"), en_alike


def test_sv_p9_the_answers_book_what_they_say() -> None:
    """The figures of the question are those the protocol then books, either way."""
    lost = deal("7", 3, 5)
    words = SwedishProtocol().merge_answers(lost)
    assert words is not None
    for merge, said in ((True, words[0]["en"]), (False, words[1]["en"])):
        s = SwedishProtocol().settle(lost, merge)
        values = [b["value"] for b in s.extra["betar"]]  # type: ignore[union-attr]
        assert said.endswith(f"= {sum(values) if merge else values[0]}"), (said, values)
        amount = s.extra["direct"]["amount"]  # type: ignore[index]
        assert words[2]["en"].endswith(f"you pay each defender {amount}")


def test_sv_s8_a_lone_loser_is_told_only_they_missed() -> None:
    """With whist, the player writing both betar is the only one short of their own target."""
    lost = deal("6", 1, 0, whister=2, whister_tricks=6)
    words = SwedishProtocol(names=SV_NAMES).merge_answers(lost)
    assert words is not None
    assert words[2]["sv"].endswith(
        "bara du missade ditt eget mål (du tog 0 av 6): du betalar varje försvarare 20"
    ), words[2]["sv"]
    assert SV_NAMES[0] not in " ".join(w["sv"] for w in words)
    assert SwedishProtocol().merge_answers(deal("7", 3, 6)) is None  # one bet: no question


def test_sv_b5_a_bid_i_forhand_after_a_nickname_has_one_bracket() -> None:
    """A phone read "6 spel (stor boston) (i förhand)" as two asides stacked."""
    g = new_game("swedish", {"payment": "traditional"}, NAMES)
    g.start_deal(list(range(52)), 0)

    def bid(contract: str | None) -> None:
        seat = g.to_act
        assert seat is not None
        legal = g.legal_actions(seat)
        g.apply(
            next(
                a
                for a in legal
                if (isinstance(a, Pass) and contract is None)
                or (isinstance(a, Bid) and a.contract == contract and a.level is Level.PLAIN)
            )
        )

    for contract in ("5", "6", None, None, "6"):  # förhand takes the equal 6 spel (SV-B5)
        bid(contract)
    view = g.public_view()
    assert view is not None
    lines = auction_lines(live_table(g), view, "sv")
    assert lines[-1].endswith(": 6 spel (stor boston), i förhand"), lines
    assert not any(") (" in line for line in lines), lines


def test_sv_p8_two_short_write_a_bet_each_said_once() -> None:
    """Spelförare and whistare both short of their own targets: a bet each (SV-P8)."""
    lost = deal("6", 2, 1, whister=3, whister_tricks=1)
    s = SwedishProtocol(names=SV_NAMES).settle(lost)
    assert "Bengt och Cecilia sätter var sin bet om 96 + 1 × 8 = 104" in s.text("sv")
    assert "Bengt and Cecilia each write a bet of 96 + 1 × 8 = 104" in s.lines
    betar = s.extra["betar"]
    assert betar == [{"seat": 2, "value": 104}, {"seat": 3, "value": 104}]


@pytest.mark.parametrize(
    "clause",
    [
        "Bengt sätter en bet om 96 + 1 × 32 = 128, Cecilia sätter en bet om 96 + 1 × 32 = 128",
        "Cecilia sätter två betar om 96 + 2 × 8 = 112, ihopslagna: 224",
        "Bengt och Cecilia sätter var sin bet om 96 + 1 × 32 = 128",
    ],
)
def test_a_payment_lines_sum_is_kept_whole_on_a_phone(clause: str) -> None:
    """A phone broke "… sätter en bet om 96" / "+ 1 × 32 = 128": the first term read as the
    bet. Where the sum fits on a line, it is on one, at every width a phone may have."""
    sums = re.findall(r"\d+ \+ \d+ × \d+ = \d+", clause)
    for width in range(30, 60):
        lines = fill_at_commas(clause, width, later="    ", whole=SV_NAMES).splitlines()
        for found in sums:
            assert any(found in line for line in lines), (width, lines)
    block = payment_block(
        SwedishProtocol(names=SV_NAMES).settle(deal("6", 2, 1, whister=3, whister_tricks=1)),
        "sv",
        SV_NAMES,
    )
    assert "96 + 1 × 8 = 104" in block, block


def test_sv_w2_the_table_says_who_invited_and_who_declined_while_whist_goes_round() -> None:
    """The public line said only "<@X> svarar på whistfrågan": never that the spelförare
    invited, nor who had declined already. The answers are public, as the auction's calls."""
    g = new_game("swedish", {"payment": "traditional"}, NAMES)
    g.start_deal(list(range(52)), 0)

    def act(kind: type, answer: str | None = None) -> None:
        seat = g.to_act
        assert seat is not None
        g.apply(
            next(
                a
                for a in g.legal_actions(seat)
                if isinstance(a, kind)
                and (answer is None or getattr(a, "answer", getattr(a, "contract", None)) == answer)
            )
        )

    act(Bid, "5")
    for _ in range(3):
        act(Pass)
    act(NameTrump)
    act(Whist, "invite")
    act(Whist, "decline")
    view = g.public_view()
    assert view is not None and view.phase is Phase.WHIST_ANSWER
    line = contract_text(live_table(g), view, "sv")
    assert line is not None
    assert line.endswith(" · East bjuder in till whist · South avböjer whist"), line
    english = contract_text(live_table(g), view, "en")
    assert english is not None and english.endswith("East invites whist · South declines whist")


def test_sv_t4_the_table_says_a_defender_accepted_the_claim() -> None:
    """After one defender accepts a claim, the table said only that the next one answers."""
    g = new_game("swedish", {"payment": "traditional"}, NAMES)
    g.start_deal(list(range(52)), 0)
    while True:
        seat = g.to_act
        assert seat is not None
        legal = g.legal_actions(seat)
        wanted = (
            [
                a
                for a in legal
                if isinstance(a, Bid) and a.contract == "7" and a.level is Level.PLAIN
            ]
            + [a for a in legal if isinstance(a, Claim | Pass)]
            + [a for a in legal if isinstance(a, ClaimAnswer) and a.answer == "accept"]
        )
        g.apply(wanted[0] if wanted else legal[0])
        if isinstance(wanted[0] if wanted else None, ClaimAnswer):
            break
    view = g.public_view()
    assert view is not None and view.phase is Phase.CLAIM
    said = turn_text(live_table(g), view, "sv")
    assert said is not None and said.startswith(
        "Spelföraren kräver resten: South godtar kravet, <@"
    )
    english = turn_text(live_table(g), view, "en")
    assert english is not None and "claims the rest: South accepts the claim, <@" in english
