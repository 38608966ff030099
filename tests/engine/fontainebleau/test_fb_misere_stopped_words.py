"""FB-T3: a misère ends at the declarer's first trick, piccolissimo at his second, with the
other cards unplayed. The deal's verdict says that the play stopped there, as a trick
contract's stopped at its first lost trick does: "1 trick, lost by 1" with twelve cards still
in hand read to a playtester as the bot having broken off the deal. A misère played to the
end says nothing more."""

from __future__ import annotations

import pytest

from bot.engine.actions import Bid, Pass
from bot.engine.describe import deal_summary, deal_verdict
from bot.engine.result import DealResult
from bot.engine.swedish.ladder import PETITE
from bot.engine.variants import get_variant
from bot.engine.words import Lang
from tests.engine.fontainebleau.helpers import act, fill, play_out, table
from tests.engine.scripted import deal_of

NAMES = ("A", "B", "C", "D")


@pytest.mark.parametrize("cid", ["grand-misere", "little-spread"])
@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "1 trick, lost by 1 (play stopped at the trick that decided it)"),
        ("sv", "1 stick, bet med 1 (spelet slutade vid sticket som avgjorde det)"),
    ],
)
def test_fb_t3_a_misere_stopped_at_its_first_trick_says_so(cid: str, lang: Lang, said: str) -> None:
    game = table(fill())  # seat 1 holds every spade and must win the first trick
    act(game, Bid(1, cid), Pass(2), Pass(3), Pass(4))
    play_out(game)
    assert len(deal_of(game).play.tricks) == 1
    entry = game.deals[-1]
    assert deal_summary(entry, NAMES, game.words, lang).endswith(said)


def test_fb_t3_piccolissimo_stopped_at_its_second_trick_says_so() -> None:
    game = table(fill())
    act(game, Bid(1, "piccolissimo"), Pass(2), Pass(3), Pass(4))
    play_out(game, lambda legal: legal[0])
    assert len(deal_of(game).play.tricks) == 2
    summary = deal_summary(game.deals[-1], NAMES, game.words)
    assert summary.endswith("2 tricks, lost by 1 (play stopped at the trick that decided it)")


def test_a_misere_played_to_its_last_trick_is_not_stopped() -> None:
    """SV-T4: a petite misère is played to its end, twelve tricks (the declarer discarded one):
    lost by 4 is only that, with no word of a stop the play never had."""
    result = DealResult(
        dealer=4,
        contract=PETITE,
        declarer=2,
        declarer_tricks=4,
        tricks=(0, 4, 7, 1),
    )
    assert not result.misere_stopped
    assert deal_verdict(result, get_variant("swedish").words) == "lost by 4"


def test_fb_t3_a_little_misere_stopped_at_its_first_trick_of_twelve() -> None:
    """FB-C3: all four discard, twelve tricks; FB-T3: lost at the declarer's first trick."""
    game = table(fill())
    act(game, Bid(1, "little-misere"), Pass(2), Pass(3), Pass(4))
    play_out(game)
    assert len(deal_of(game).play.tricks) == 1
    summary = deal_summary(game.deals[-1], NAMES, game.words)
    assert summary.endswith("1 trick, lost by 1 (play stopped at the trick that decided it)")
