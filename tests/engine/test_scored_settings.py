"""A deal's result entered as a score is held to the table's settings as a played deal is:
what no played deal under those settings could give is refused with a translated reason, and
nothing of it is booked (DW-P4's whister, SV-W5's compulsory whist, RU-F1's partners, NT-S4's
carte de boston). Every result a played deal gives under those settings is still accepted."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from bot.engine.actions import Pass
from bot.engine.checkpoint import checkpoint
from bot.engine.game import Game
from bot.engine.nantes.boston import boston_card
from bot.engine.nantes.ledger import holder
from bot.engine.record import RecordError, game_from_record
from bot.engine.variant import ScoredDealError
from bot.engine.variants import get_variant, new_game
from bot.i18n import CATALOGUES, scored_reason
from bot.tables.log import (
    SCORE,
    START,
    game_from_checkpoint,
    game_from_events,
    record_from_events,
    start_payload,
)

PLAYERS = ["a", "b", "c", "d"]

DAWSON_SEVEN_WITH_WHISTER = {
    "contract": "7",
    "declarer": 2,
    "trump_class": "plain",
    "whister": 3,
    "tricks": {"declarer": 7, "whister": 3},
}
SWEDISH_FIVE_ALONE = {
    "contract": "5",
    "declarer": 2,
    "trump_class": "plain",
    "whister": None,
    "tricks": {"declarer": 6, "whister": None},
}
SWEDISH_FIVE_CONCEDED = {
    "contract": "5",
    "declarer": 2,
    "trump_class": "second",
    "whister": None,
    "tricks": None,
    "conceded": True,
}
SWEDISH_FIVE_WITH_WHISTER = {
    "contract": "5",
    "declarer": 2,
    "trump_class": "plain",
    "whister": 4,
    "tricks": {"declarer": 5, "whister": 3},
}
RUSSIAN_FIVE_WITH_WHISTER = {
    "contract": "5",
    "declarer": 1,
    "whister": 2,
    "suit": "S",
    "tricks": {"declarer": 5, "whister": 3},
}


def nantes_demande(turned: str, boston: int) -> dict[str, object]:
    return {
        "contract": "demande",
        "declarer": 3,
        "partner": 1,
        "suit": "C",
        "turned": turned,
        "tricks": {"declarer": 5, "partner": 3},
        "honours": 0,
        "boston": boston,
    }


def refused(
    variant: str, settings: dict[str, object], data: object, dealer: int = 4
) -> ScoredDealError:
    """The refusal of ``data`` at a new game under ``settings``; the game is left untouched."""
    game = new_game(variant, settings, PLAYERS, first_dealer=dealer)
    snapshot = game.ledger.snapshot()
    with pytest.raises(ScoredDealError) as caught:
        game.add_scored(get_variant(variant).scored_result(data, game.next_dealer))
    assert not game.deals, "a refused result is not booked"
    assert game.current is None
    assert game.balances == dict.fromkeys((1, 2, 3, 4), 0)
    assert game.ledger.snapshot() == snapshot
    error = caught.value
    for lang in ("en", "sv"):
        assert error.code and f"scored.{error.code}" in CATALOGUES[lang]
        text = scored_reason(lang, error)
        assert text and "{" not in text and "scored." not in text
    return error


def accepted(variant: str, settings: dict[str, object], data: object, dealer: int = 4) -> Game:
    game = new_game(variant, settings, PLAYERS, first_dealer=dealer)
    game.add_scored(get_variant(variant).scored_result(data, game.next_dealer))
    assert len(game.deals) == 1 and game.deals[-1].settled
    return game


# --- DW-P4: the whister is a table setting, off by default ------------------------------------


def test_dw_p4_a_scored_whister_is_refused_at_a_table_without_whisters() -> None:
    error = refused("dawson", {}, DAWSON_SEVEN_WITH_WHISTER)
    assert error.code == "whister_setting"
    assert error.fields == {"name": "whister", "contract": "7"}
    assert "whister" in scored_reason("en", error)
    assert "whistare" in scored_reason("sv", error)


def test_dw_p4_a_scored_whister_is_accepted_where_the_table_allows_one() -> None:
    game = accepted("dawson", {"whister": True}, DAWSON_SEVEN_WITH_WHISTER)
    assert game.deals[-1].result is not None and game.deals[-1].result.whister == 3


def test_dw_p4_a_lone_soloist_is_accepted_with_or_without_the_whister_setting() -> None:
    alone = {**DAWSON_SEVEN_WITH_WHISTER, "whister": None, "tricks": {"declarer": 7}}
    accepted("dawson", {}, alone)
    accepted("dawson", {"whister": True}, alone)  # DW-P4: all declined, the soloist plays alone


def test_dw_p4_a_record_with_a_whister_its_settings_rule_out_does_not_replay() -> None:
    record = {
        "format": "boston-record/1",
        "variant": "dawson",
        "players": PLAYERS,
        "first_dealer": 4,
        "deals": [{"result": DAWSON_SEVEN_WITH_WHISTER}],
    }
    with pytest.raises(RecordError) as caught:
        game_from_record(record)
    assert caught.value.scored is not None and caught.value.scored.code == "whister_setting"
    game = game_from_record({**record, "settings": {"whister": True}})
    assert len(game.deals) == 1


# --- SV-W5: in 5 spel whist is compulsory, where the table says so ----------------------------


def test_sv_w5_a_scored_5_spel_alone_is_refused_when_whist_is_compulsory() -> None:
    error = refused("swedish", {"whist_compulsory_in_5": True}, SWEDISH_FIVE_ALONE)
    assert error.code == "whist_compulsory"
    assert error.fields == {"name": "whister", "contract": "5"}


def test_sv_w5_a_scored_5_spel_conceded_is_refused_when_whist_is_compulsory() -> None:
    error = refused("swedish", {"whist_compulsory_in_5": True}, SWEDISH_FIVE_CONCEDED)
    assert error.code == "compulsory_concession"
    assert error.fields == {"name": "conceded", "contract": "5"}


def test_sv_w5_a_scored_5_spel_with_a_whister_is_accepted_when_whist_is_compulsory() -> None:
    accepted("swedish", {"whist_compulsory_in_5": True}, SWEDISH_FIVE_WITH_WHISTER)


def test_sv_w5_compulsory_whist_leaves_6_spel_free() -> None:
    """SV-W5 is about 5 spel only: 6 spel may still be played alone or conceded (SV-W4)."""
    six_alone = {**SWEDISH_FIVE_ALONE, "contract": "6", "tricks": {"declarer": 6}}
    six_conceded = {**SWEDISH_FIVE_CONCEDED, "contract": "6"}
    accepted("swedish", {"whist_compulsory_in_5": True}, six_alone)
    accepted("swedish", {"whist_compulsory_in_5": True}, six_conceded)


def test_sv_w4_without_compulsory_whist_5_spel_may_be_played_alone_or_conceded() -> None:
    accepted("swedish", {}, SWEDISH_FIVE_ALONE)
    accepted("swedish", {}, SWEDISH_FIVE_CONCEDED)


def test_sv_w5_the_simplified_payment_is_held_to_compulsory_whist_too() -> None:
    settings: dict[str, object] = {"whist_compulsory_in_5": True, "payment": "simplified"}
    assert refused("swedish", settings, SWEDISH_FIVE_ALONE).code == "whist_compulsory"


# --- RU-F1: with Foster's partners a partner is called only on 6, 7 or 8 ----------------------


def test_ru_f1_a_scored_partner_on_5_is_refused_before_anything_is_booked() -> None:
    error = refused("russian", {"foster_partners": True}, RUSSIAN_FIVE_WITH_WHISTER, dealer=1)
    assert error.code == "whister_setting"
    assert error.fields == {"name": "whister", "contract": "5"}
    accepted("russian", {}, RUSSIAN_FIVE_WITH_WHISTER, dealer=1)  # FB-W1: 5 takes a whister


# --- NT-S4: which jack is the carte de boston, and so who may hold it -------------------------


def test_nt_s4_a_turned_jack_of_diamonds_is_the_dealers_carte_de_boston() -> None:
    """``boston_jack: "diamond"``: the J♦ turned is the dealer's own card (NT-D3), so the
    dealer holds the carte de boston and nobody else can be paid for it (NT-J1)."""
    error = refused("nantes", {}, nantes_demande("JD", boston=2), dealer=4)
    assert error.code == "boston_dealer"
    assert error.fields == {"name": "boston", "card": "J♦", "seat": 4}
    accepted("nantes", {}, nantes_demande("JD", boston=4), dealer=4)


def test_nt_s4_with_fosters_jack_a_turned_jack_of_diamonds_leaves_the_carte_to_anyone() -> None:
    """``boston_jack: "foster"``: a diamond turned makes the J♥ the carte, held by anyone."""
    accepted("nantes", {"boston_jack": "foster"}, nantes_demande("JD", boston=2), dealer=4)


# --- every result a played deal gives is accepted under the same settings ----------------------

PLAYED_SETTINGS: list[tuple[str, dict[str, object]]] = [
    ("swedish", {}),
    ("swedish", {"whist_compulsory_in_5": True}),
    ("swedish", {"whist_compulsory_in_5": True, "payment": "simplified"}),
    ("dawson", {}),
    ("dawson", {"whister": True}),
    ("dawson", {"whister": True, "whister_single_fault": True}),
    ("fontainebleau", {}),
    ("russian", {}),
    ("russian", {"foster_partners": True}),
    ("nantes", {}),
    ("nantes", {"boston_jack": "foster", "rotation": "left"}),
    ("whisch", {}),
    ("mariland", {}),
    ("american", {}),
]


def play_random_deal(game: Game, rng: random.Random) -> None:
    """One deal of random legal moves, often passing or bidding the lowest contract, so that
    the contracts where the whist question is asked are common."""
    deck = list(range(52))
    rng.shuffle(deck)
    game.start_deal(deck, rng.randrange(52))
    while game.current is not None:
        seat = game.to_act
        assert seat is not None
        legal = game.legal_actions(seat)
        bids = [a for a in legal if not isinstance(a, Pass)]
        roll = rng.random()
        if len(bids) == len(legal) or not bids:  # not a bid: any answer (whist, cards, …)
            game.apply(rng.choice(legal))
        elif roll < 0.6:
            game.apply(next(a for a in legal if isinstance(a, Pass)))
        else:
            game.apply(bids[0] if roll < 0.8 else rng.choice(bids))  # often the lowest


@pytest.mark.parametrize(("variant", "settings"), PLAYED_SETTINGS)
def test_every_played_result_is_accepted_as_a_score_under_the_same_settings(
    variant: str, settings: dict[str, object]
) -> None:
    rng = random.Random(f"{variant}{sorted(settings.items())}")
    rules = get_variant(variant)
    played = scored = new_game(variant, settings, PLAYERS, first_dealer=1)
    for number in range(80):
        if number == 0 or played.tour_over or scored.tour_over:
            played = new_game(variant, settings, PLAYERS, first_dealer=1)
            scored = new_game(variant, settings, PLAYERS, first_dealer=1)
        play_random_deal(played, rng)
        entry = played.deals[-1]
        result = entry.result
        assert result is not None
        if variant == "nantes" and result.turned is not None:
            # NT-R's form names the seat holding the carte de boston, which a played deal's
            # result leaves to its hands as dealt; none in a misère.
            card = boston_card(result.turned, foster=settings.get("boston_jack") == "foster")
            trumps = result.contract is not None and not result.contract.misere
            result = replace(result, boston=holder(result, card) if trumps else None)
        form = rules.scored_to_record(result, entry.merge)
        merge = entry.merge if isinstance(entry.merge, bool) else None
        scored.add_scored(rules.scored_result(form, scored.next_dealer), merge)
        assert scored.deals[-1].settled


def test_dw_p4_a_tables_own_log_with_a_deal_its_settings_rule_out_still_replays() -> None:
    """An older bot took such scored deals: a table's log is its history, and the table must
    rebuild from it (start-up, a rebuild from the whole log, a checkpoint's tail) rather than
    be marked broken; a record brought in from outside is still held to its settings."""
    start = (START, start_payload("dawson", {}, PLAYERS, 4))
    score = (SCORE, {"result": DAWSON_SEVEN_WITH_WHISTER})
    game = game_from_events([start, score])
    assert len(game.deals) == 1 and game.deals[-1].scored is not None
    tail = game_from_checkpoint(checkpoint(game_from_events([start])), [score])
    assert tail.balances == game.balances
    with pytest.raises(RecordError):
        game_from_record(record_from_events([start, score]))
