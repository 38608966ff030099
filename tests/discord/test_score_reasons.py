"""``/boston score`` refusals in the asker's language and the command's own words: the rules
name the field at fault by the record's name (``trump_class``, ``tricks.whister``), the
command shows its option (``trumps``, ``whister_tricks``); a record's import keeps the record's
names, translated too."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.record import RecordError, game_from_record
from bot.engine.variant import ScoredDealError
from bot.engine.variants import get_variant
from bot.i18n import CATALOGUES, scored_reason
from cogs.boston.import_worker import record_reason
from cogs.boston.records import option_of
from tests.discord.driver import PLAYERS, boston, bot_of
from tests.discord.test_boston_club import scorekeeping_table


async def test_a_missing_trump_class_is_asked_for_by_its_option_in_the_askers_language(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in PLAYERS]
        await scorekeeping_table(harness, users, {"mode": "score"})
        live = bot_of(harness).tables.get(1)
        five = {"contract": "5", "declarer": 3, "whister": 1, "tricks": 4, "whister_tricks": 3}
        english = await (await fake.slash(users[1], "boston score", five)).message()
        assert english.content == (
            "That result was not accepted: give `trumps`: these rules need it for this contract"
        )
        sven = fake.user("sven")
        swedish = await (
            await fake.slash(users[1], "boston score", five, locale=sven.locale)
        ).message()
        assert swedish.content == (
            "Resultatet godtogs inte: ange `trumps`: reglerna behöver det för det här spelet"
        )
        misere = {"contract": "petite-misere", "declarer": 4, "tricks": 0, "trumps": "first"}
        refused = await (await fake.slash(users[0], "boston score", misere)).message()
        assert refused.content.endswith("a misère has no trumps: leave `trumps` out")
        assert live.game is not None and not live.game.deals  # refusals change nothing


async def test_a_count_mariland_does_not_ask_for_is_named_as_typed(tmp_path: Path) -> None:
    """MA-R: every Mariland bid is solo, so a whister's tricks have no place in its result."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in PLAYERS]
        await scorekeeping_table(harness, users, {"mode": "score", "variant": "mariland"})
        given = {
            "contract": "4",
            "declarer": 1,
            "suit": "S",
            "turned": "5H",
            "tricks": 4,
            "whister_tricks": 1,
        }
        refused = await (await fake.slash(users[0], "boston score", given)).message()
        assert refused.content == (
            "That result was not accepted: these rules have no `whister_tricks` in a deal's result"
        )


BAD_RESULTS: list[tuple[str, object, str, str]] = [
    ("swedish", {"contract": "77", "declarer": 1}, "unknown_contract", "77"),
    ("swedish", {"contract": "7", "declarer": 5}, "seat", "declarer"),
    ("swedish", {"contract": "7"}, "missing", "declarer"),
    ("swedish", {"contract": "7", "declarer": 1}, "missing", "trump_class"),
    (
        "swedish",
        {"contract": "7", "declarer": 1, "trump_class": "plain", "tricks": {}},
        "missing",
        "tricks.declarer",
    ),
    ("swedish", {"contract": "7", "declarer": 1, "trump_class": "red"}, "one_of", "trump_class"),
    (
        "swedish",
        {"contract": "7", "declarer": 1, "whister": 2, "trump_class": "plain"},
        "alone",
        "whister",
    ),
    (
        "swedish",
        {"contract": "7", "declarer": 1, "trump_class": "plain", "tricks": {"declarer": 14}},
        "count",
        "tricks.declarer",
    ),
    (
        "swedish",
        {"contract": "5", "declarer": 1, "whister": 2, "trump_class": "plain", "conceded": True},
        "no_concession",
        "conceded",
    ),
    ("swedish", {"contract": "7", "declarer": 1, "colour": 1}, "unknown_field", "colour"),
    ("dawson", "all-pass", "played_out", "misere_partout"),
    ("dawson", {"misere_partout": {"1": 5, "2": 4, "3": 3, "4": 2}}, "thirteen", ""),
    ("dawson", {"misere_partout": {"1": 13}}, "four_seats", "misere_partout"),
    ("mariland", {"contract": "4", "declarer": 1, "suit": "S", "turned": "X"}, "card", "turned"),
    ("mariland", {"contract": "4", "declarer": 1, "suit": "S"}, "missing", "turned"),
    ("mariland", {"contract": "4", "declarer": 1, "turned": "5H"}, "missing", "suit"),
    ("fontainebleau", {"contract": "6", "declarer": 1, "suit": "X"}, "one_of", "suit"),
    # The record's names, never quoted: the command shows them as its options.
    ("fontainebleau", {"contract": "6", "suit": "S"}, "missing", "declarer"),
    (
        "fontainebleau",
        {"contract": "little-misere", "declarer": 1, "tricks": {"declarer": 13}},
        "count",
        "tricks.declarer",
    ),
    (
        "russian",
        {
            "contract": "6",
            "declarer": 1,
            "suit": "S",
            "tricks": {"declarer": 6},
            "chicane": [None],
        },
        "seats",
        "chicane",
    ),
    ("swedish", {"declarer": 1}, "missing", "contract"),
    ("american", {"contract": "4", "declarer": 1}, "unknown_contract", "4"),
    ("nantes", {"contract": "demande", "declarer": 1, "turned": "9D"}, "form", "tricks"),
]


@pytest.mark.parametrize(("variant", "result", "code", "name"), BAD_RESULTS)
def test_each_refusal_has_a_code_and_a_message_in_both_languages(
    variant: str, result: object, code: str, name: str
) -> None:
    with pytest.raises(ScoredDealError) as caught:
        get_variant(variant).scored_result(result, 1)
    error = caught.value
    assert error.code == code
    if name:
        assert error.fields["contract" if code == "unknown_contract" else "name"] == name
    for lang in ("en", "sv"):
        assert f"scored.{code}" in CATALOGUES[lang]
        text = scored_reason(lang, error)
        assert text and "{" not in text and "scored." not in text


def test_the_english_reason_keeps_what_the_rules_know() -> None:
    """The English words (a record's import without a translation, the logs) still say which
    contracts there are."""
    with pytest.raises(ScoredDealError, match=r"unknown contract '4' \(5 to 13\)"):
        get_variant("american").scored_result({"contract": "4", "declarer": 1}, 1)


def test_the_command_names_its_own_options() -> None:
    assert option_of("trump_class") == "trumps"
    assert option_of("tricks.whister") == "whister_tricks"
    assert option_of("misere_partout.3") == "seat_tricks"
    assert option_of("honours") == "honours"


def test_an_imported_records_scored_deal_is_refused_in_the_readers_language() -> None:
    """The record keeps its own field names (the file says ``trump_class``)."""
    record = {
        "format": "boston-record/1",
        "variant": "swedish",
        "players": ["A", "B", "C", "D"],
        "first_dealer": 1,
        "deals": [
            {
                "result": {
                    "contract": "7",
                    "declarer": 1,
                    "trump_class": "red",
                    "tricks": {"declarer": 7},
                }
            }
        ],
    }
    with pytest.raises(RecordError) as caught:
        game_from_record(record)
    assert record_reason("sv", caught.value) == (
        "giv 1: `trump_class` måste vara en av plain, second, first"
    )


async def test_a_result_the_tables_own_settings_refuse_is_a_refusal_not_a_failure(
    tmp_path: Path,
) -> None:
    """RU-P: with Foster's partners a whister plays only in 6 to 8; the scored form is read
    with the default settings, so the table's game refuses it, in the rules' own words."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in PLAYERS]
        options: dict[str, object] = {
            "mode": "score",
            "variant": "russian",
            "rules": "foster_partners=on",
        }
        await scorekeeping_table(harness, users, options)
        live = bot_of(harness).tables.get(1)
        given = {
            "contract": "5",
            "declarer": 1,
            "whister": 2,
            "suit": "S",
            "tricks": 5,
            "whister_tricks": 3,
        }
        refused = await (await fake.slash(users[0], "boston score", given)).message()
        assert refused.content.startswith("That result was not accepted: "), refused.content
        assert "whister" in refused.content
        assert live.game is not None and not live.game.deals


def test_a_record_whose_result_its_own_settings_refuse_is_a_record_error() -> None:
    record = {
        "format": "boston-record/1",
        "variant": "russian",
        "settings": {"foster_partners": True},
        "players": ["A", "B", "C", "D"],
        "first_dealer": 1,
        "deals": [
            {
                "result": {
                    "contract": "5",
                    "declarer": 1,
                    "whister": 2,
                    "suit": "S",
                    "tricks": {"declarer": 5, "whister": 3},
                }
            }
        ],
    }
    with pytest.raises(RecordError, match=r"deal 1: .*whister"):
        game_from_record(record)
