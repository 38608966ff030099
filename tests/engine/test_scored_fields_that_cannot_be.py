"""A deal entered by its result is refused, with a translated reason naming the field, where a
field says what cannot have happened or what the rules give no meaning: honours in a misère
(no trumps: SV-S3, FB-H2, NT-H1), the first five tricks (SV-S2, SV-S4's cinq premiers) taken
by a side that took fewer than five tricks, in a misère or in a conceded contract, tricks
beside a concession (SV-W4: a conceded contract is not played), a merge (SV-P9) where no
player writes two betar, and a whister who is the declarer (SV-W1) told apart from a
whister in a contract played alone. The refusal books nothing.

A table's own log replays as it was booked, and a record imports as earlier versions wrote
it: an older bot took such entries and exported them as entered, and neither a table nor an
import must be lost for them."""

from __future__ import annotations

import pytest

from bot.engine.record import enter_scored, game_from_record, game_to_record
from bot.engine.variant import ScoredDealError
from bot.engine.variants import get_variant
from bot.i18n import CATALOGUES, scored_reason

PLAYERS = ["a", "b", "c", "d"]


def record(
    variant: str, result: object, settings: dict[str, object] | None = None
) -> dict[str, object]:
    return {
        "format": "boston-record/1",
        "variant": variant,
        "settings": settings or {},
        "players": PLAYERS,
        "first_dealer": 4,
        "deals": [{"result": result}],
    }


def refused(variant: str, result: object, settings: dict[str, object] | None = None) -> str:
    """The code of the refusal of ``result`` entered anew (the scorekeeping command); the
    translated reason is checked, and nothing is booked. The same deal in a record still
    imports, as an earlier version exported it."""
    game = game_from_record({**record(variant, result, settings), "deals": []})
    with pytest.raises(ScoredDealError) as caught:
        enter_scored(game, result, entered=True)
    assert game.deals == []
    error = caught.value
    imported = game_from_record(record(variant, result, settings))
    assert len(imported.deals) == 1
    for lang in ("en", "sv"):
        assert f"scored.{error.code}" in CATALOGUES[lang]
        text = scored_reason(lang, error)
        assert text and "{" not in text and "scored." not in text
    return f"{error.code}:{error.fields.get('name')}"


def logged_replays(variant: str, result: object) -> None:
    game = game_from_record(record(variant, result), logged=True)
    assert len(game.deals) == 1


def accepted(variant: str, result: object, settings: dict[str, object] | None = None) -> None:
    game = game_from_record({**record(variant, result, settings), "deals": []})
    enter_scored(game, result, entered=True)
    assert len(game.deals) == 1


SEVEN_LOST = {
    "contract": "7",
    "declarer": 1,
    "trump_class": "plain",
    "tricks": {"declarer": 3},
    "first_five": True,
}


# --- honours where there are no trumps --------------------------------------------------------


def test_sv_s3_honours_in_a_misere_are_refused_as_a_misere_without_trumps() -> None:
    misere = {"contract": "petite-misere", "declarer": 1, "tricks": {"declarer": 0}}
    with pytest.raises(ScoredDealError) as caught:
        get_variant("swedish").scored_result({**misere, "honours": 3}, 1)
    assert caught.value.code == "no_honours"
    assert caught.value.fields == {"name": "honours"}
    assert scored_reason("en", caught.value) == (
        "a misère has no trumps, so no honours: leave `honours` out"
    )
    assert scored_reason("sv", caught.value) == (
        "en misère har ingen trumf och alltså inga honnörer: utelämna `honours`"
    )
    accepted("swedish", {**misere, "honours": 0})  # what a record writes for a misère


def test_fb_h2_and_nt_h1_honours_in_a_misere_are_refused_too() -> None:
    fb = {"contract": "little-misere", "declarer": 1, "tricks": {"declarer": 0}, "honours": 3}
    assert refused("fontainebleau", fb) == "no_honours:honours"
    logged_replays("fontainebleau", fb)
    nt = {
        "contract": "petite-misere",
        "declarer": 1,
        "turned": "9D",
        "tricks": {"declarer": 0},
        "honours": 4,
    }
    assert refused("nantes", nt) == "no_honours:honours"
    logged_replays("nantes", nt)
    accepted("nantes", {**nt, "honours": 0})


# --- SV-S2/SV-S4: the first five tricks -------------------------------------------------------


def test_sv_s4_first_five_refused_when_the_declaring_side_took_fewer_than_five() -> None:
    assert refused("swedish", SEVEN_LOST) == "first_five_tricks:first_five"
    logged_replays("swedish", SEVEN_LOST)


def test_sv_s4_first_five_counts_the_whisters_tricks_with_the_declarers() -> None:
    """The declaring side is the declarer with the whister: 3 + 2 tricks may be the first
    five; 2 + 2 cannot."""
    five = {
        "contract": "5",
        "declarer": 1,
        "whister": 3,
        "trump_class": "plain",
        "tricks": {"declarer": 3, "whister": 2},
        "first_five": True,
    }
    accepted("swedish", five)
    fewer = {**five, "tricks": {"declarer": 2, "whister": 2}}
    assert refused("swedish", fewer) == "first_five_tricks:first_five"


def test_sv_s4_first_five_may_stand_on_a_lost_contract_whose_side_took_five() -> None:
    """Possible (the side took its first five, then too few): paid nothing, not refused."""
    accepted("swedish", {**SEVEN_LOST, "tricks": {"declarer": 6}})


def test_sv_s4_first_five_refused_in_a_misere() -> None:
    grande = {"contract": "grande-misere", "declarer": 1, "tricks": {"declarer": 0}}
    assert refused("swedish", {**grande, "first_five": True}) == "first_five_misere:first_five"
    lost = {**grande, "tricks": {"declarer": 6}, "first_five": True}
    assert refused("swedish", lost) == "first_five_misere:first_five"
    accepted("swedish", {**grande, "first_five": False})


def test_sv_w4_first_five_refused_in_a_conceded_contract() -> None:
    conceded = {
        "contract": "5",
        "declarer": 1,
        "trump_class": "plain",
        "conceded": True,
        "first_five": True,
    }
    assert refused("swedish", conceded) == "not_played:first_five"


# --- SV-W4: a conceded contract is not played ------------------------------------------------


def test_sv_w4_tricks_beside_a_concession_are_refused_not_dropped() -> None:
    conceded = {
        "contract": "5",
        "declarer": 2,
        "trump_class": "plain",
        "tricks": {"declarer": 4, "whister": None},
        "conceded": True,
    }
    assert refused("swedish", conceded) == "not_played:tricks.declarer"
    logged_replays("swedish", conceded)
    accepted("swedish", {**conceded, "tricks": {"declarer": None, "whister": None}})
    accepted("swedish", {**conceded, "tricks": None})


# --- SV-P9: a merge where two betar are written ----------------------------------------------


def test_sv_p9_merge_refused_on_a_made_contract() -> None:
    made = {"contract": "7", "declarer": 1, "trump_class": "plain", "tricks": {"declarer": 9}}
    assert refused("swedish", {**made, "merge": True}) == "merge_made:merge"
    logged_replays("swedish", {**made, "merge": True})
    accepted("swedish", {**made, "merge": False})


def test_sv_p9_merge_refused_where_one_bet_is_written() -> None:
    """SV-P8: one penalty trick writes one bet: nothing to merge."""
    one_down = {
        "contract": "7",
        "declarer": 1,
        "trump_class": "plain",
        "tricks": {"declarer": 6},
        "merge": True,
    }
    assert refused("swedish", one_down) == "no_merge:merge"
    two_down = {**one_down, "tricks": {"declarer": 5}}
    game = game_from_record(record("swedish", two_down))
    assert game.deals[0].merge is True  # SV-P9: the question arises, and the answer is kept


def test_sv_p9_merge_refused_at_a_simplified_table() -> None:
    """SV-F3: no protocol, so no betar to merge."""
    two_down = {
        "contract": "7",
        "declarer": 1,
        "trump_class": "plain",
        "tricks": {"declarer": 5},
        "merge": True,
    }
    assert refused("swedish", two_down, {"payment": "simplified"}) == "no_merge:merge"


# --- SV-W1: a whister is another player, in 5 or 6 spel ----------------------------------------


@pytest.mark.parametrize(
    ("variant", "result", "name"),
    [
        (
            "swedish",
            {"contract": "5", "declarer": 2, "whister": 2, "trump_class": "plain"},
            "whister",
        ),
        (
            "dawson",
            {"contract": "7", "declarer": 2, "whister": 2, "trump_class": "plain"},
            "whister",
        ),
        (
            "fontainebleau",
            {
                "contract": "5",
                "declarer": 1,
                "whister": 1,
                "suit": "S",
                "tricks": {"declarer": 5, "whister": 3},
            },
            "whister",
        ),
        (
            "nantes",
            {"contract": "demande", "declarer": 1, "partner": 1, "suit": "C", "turned": "9D"},
            "partner",
        ),
    ],
)
def test_a_whister_in_the_declarers_own_seat_is_told_so(
    variant: str, result: object, name: str
) -> None:
    with pytest.raises(ScoredDealError) as caught:
        get_variant(variant).scored_result(result, 1)
    assert caught.value.code == "whister_declarer"
    assert caught.value.fields["name"] == name


def test_sv_w1_the_two_whister_mistakes_read_apart() -> None:
    own = {"contract": "5", "declarer": 2, "whister": 2, "trump_class": "plain"}
    seven = {"contract": "7", "declarer": 1, "whister": 2, "trump_class": "plain"}
    reasons: dict[str, list[str]] = {}
    for result in (own, seven):
        with pytest.raises(ScoredDealError) as caught:
            get_variant("swedish").scored_result(result, 1)
        for lang in ("en", "sv"):
            reasons.setdefault(lang, []).append(scored_reason(lang, caught.value))
    assert reasons["en"] == [
        "`whister` is the declarer's own seat: give the seat of another player, or leave it out",
        "`whister` cannot be given: the declarer plays this contract alone",
    ]
    assert reasons["sv"] == [
        "`whister` är spelförarens egen plats: ange en annan spelares plats, eller utelämna det",
        "`whister` kan inte anges: spelföraren spelar det här spelet ensam",
    ]


def test_a_table_booked_by_an_older_bot_writes_a_record_that_reads_back() -> None:
    """What an older bot booked and paid nothing for (SV-S4's first five of a side that took
    three, NT-H1's honours in a misère) is left out of the record it writes, so that the record
    is read back as any other; the payments stay as booked."""
    for variant, result, field in (
        ("swedish", SEVEN_LOST, "first_five"),
        (
            "nantes",
            {
                "contract": "petite-misere",
                "declarer": 1,
                "turned": "9D",
                "tricks": {"declarer": 0},
                "honours": 4,
            },
            "honours",
        ),
    ):
        booked = game_from_record(record(variant, result), logged=True)
        written = game_to_record(booked)
        deals = written["deals"]
        assert isinstance(deals, list)
        assert not deals[0]["result"][field]  # pyright: ignore[reportUnknownMemberType]
        again = game_from_record(written)
        assert again.ledger.snapshot() == booked.ledger.snapshot()
