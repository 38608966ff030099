"""A player's statistics name the declarer's partner as the rules played name it, and only
where those rules, with the tables' own settings, have one. Playtests read "As whister:
0/1 made" of a Boston de Nantes and a Le Whisch player, whose deal posts called the role
"supporter" (NT-B1, WB-B1), and "As whister: 0/0 made" of a Dawson player at a table
without the whister (DW-P4, off by default). ``/boston score``'s seat option for that
partner named the whister alone, though a Nantes table enters its supporter there."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bot.i18n import Lang
from bot.i18n.en import MESSAGES as EN
from bot.i18n.sv import MESSAGES as SV
from bot.rating import Ratings
from cogs.boston.stats import profile_text
from db import Database, SeatPayment, SettledDeal
from db.models import PlayerProfile, VariantTotals
from tests.discord.driver import boston, bot_of
from tests.support.fake_discord import FakeUser


def _totals(variant: str, *settings: dict[str, Any]) -> VariantTotals:
    return VariantTotals(
        variant=variant,
        deals_played=5,
        net_point=-145,
        average_per_deal=-29.0,
        biggest_win=60,
        tours_played=1,
        tours_won=0,
        rule_settings=settings,
    )


def _profile(*variants: VariantTotals, whists: int = 0, made: int = 0) -> PlayerProfile:
    return PlayerProfile(
        player_id=1,
        display_name="Anna",
        deals_played=5 * len(variants),
        net_point=-145,
        average_per_deal=-29.0,
        biggest_win=60,
        contracts=(),
        trick_contracts_bid=1,
        trick_contracts_made=0,
        miseres_bid=0,
        miseres_made=0,
        whists_played=whists,
        whists_made=made,
        tours_played=len(variants),
        tours_won=0,
        variants=variants,
    )


def _text(profile: PlayerProfile, lang: Lang) -> str:
    return profile_text(profile, Ratings(players={}), lang, explain=False)


def test_a_nantes_supporter_is_counted_as_a_supporter() -> None:
    for variant in ("nantes", "whisch"):
        profile = _profile(_totals(variant, {}), whists=1)
        english, swedish = _text(profile, "en"), _text(profile, "sv")
        assert "As supporter: 0/1 made" in english.splitlines(), english
        assert "whister" not in english, english
        assert "Som stödjare: 0/1 hemma" in swedish.splitlines(), swedish
        assert "whistare" not in swedish, swedish


def test_a_swedish_whister_is_still_a_whister() -> None:
    profile = _profile(_totals("swedish", {}), whists=3, made=2)
    assert "As whister: 2/3 made" in _text(profile, "en").splitlines()
    assert "Som whistare: 2/3 hemma" in _text(profile, "sv").splitlines()


def test_over_variants_with_both_roles_both_are_named() -> None:
    """One count over every variant (the declarer's lines are too): where the roles are
    called differently, the line names both, and counts each variant's partners."""
    profile = _profile(_totals("swedish", {}), _totals("nantes", {}), whists=3, made=1)
    assert "As whister or supporter: 1/3 made" in _text(profile, "en").splitlines()
    assert "Som whistare eller stödjare: 1/3 hemma" in _text(profile, "sv").splitlines()
    # Mariland has no partner at all: beside Le Whisch, the supporter alone is named.
    alone = _profile(_totals("mariland", {}), _totals("whisch", {}))
    assert "As supporter: 0/0 made" in _text(alone, "en").splitlines()


def test_a_dawson_table_without_whister_counts_no_whists() -> None:
    off = _profile(_totals("dawson", {"whister": False}))
    for language in ("en", "sv"):
        text = _text(off, language)
        assert "whist" not in text.lower(), text
    # No table recorded (a profile built by hand): the variant's own defaults, whister off.
    assert "whist" not in _text(_profile(_totals("dawson")), "en").lower()
    on = _profile(_totals("dawson", {"whister": True}))
    assert "As whister: 0/0 made" in _text(on, "en").splitlines()
    # One table with the whister is enough: the line counts over every table played.
    both = _profile(_totals("dawson", {"whister": False}, {"whister": True}))
    assert "Som whistare: 0/0 hemma" in _text(both, "sv").splitlines()
    # A count that is not 0 is shown all the same (a table's settings changed since).
    played = _profile(_totals("dawson", {"whister": False}), whists=1)
    assert "As whister: 0/1 made" in _text(played, "en").splitlines()


async def _dawson_table(db: Database, guild_id: int, users: list[FakeUser], whister: bool) -> None:
    for user in users:
        await db.upsert_player(user.id, user.username.title(), guild_id)
    table = await db.create_table(
        guild_id=guild_id,
        channel_id=1,
        host_player_id=users[0].id,
        variant="dawson",
        settings={"whister": whister, "table_options": {"mode": "play"}},
    )
    payments = tuple(
        SeatPayment(seat=seat, player_id=users[seat - 1].id, net=(30, -10, -10, -10)[seat - 1])
        for seat in (1, 2, 3, 4)
    )
    settled = SettledDeal(
        deal_no=1, payments=payments, variant="dawson", payment=None, all_pass=True
    )
    seq = await db.last_seq(table.id) + 1
    await db.append_event(table.id, seq, "deal", {"deal": 1}, settled=settled)


async def test_stats_follow_the_whister_setting_of_the_tables_played(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(name) for name in ("north", "east", "south", "west")]
        db = bot_of(harness).db
        await _dawson_table(db, fake.guild.id, users, whister=False)
        stats = (await (await fake.slash(users[0], "boston stats")).message()).text
        assert "**Dawson's Boston**" in stats and "whist" not in stats.lower(), stats
        await _dawson_table(db, fake.guild.id, users, whister=True)
        stats = (await (await fake.slash(users[0], "boston stats")).message()).text
        assert "As whister: 0/0 made" in stats.splitlines(), stats


async def test_the_score_commands_partner_options_name_both_roles(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        command = harness.fake.global_commands["boston"]
        score = next(o for o in command["options"] if o["name"] == "score")
        options = {o["name"]: o for o in score["options"]}
        for name in ("whister", "whister_tricks"):
            option = options[name]
            assert option["description"] == EN[f"cmd.score.{name}"]
            assert option["description_localizations"]["sv-SE"] == SV[f"cmd.score.{name}"]
            assert "whister" in option["description"] and "supporter" in option["description"]
            swedish = option["description_localizations"]["sv-SE"].lower()
            assert "whistare" in swedish and "stödjare" in swedish, swedish


def test_the_one_who_plays_the_contract_is_named_as_the_rules_played_name_him() -> None:
    """A Dawson player's stats said "As declarer:" where the Dawson table, its results and
    its glossary call that player the soloist (DW-B3): the declarer's line takes the game's
    own word, as the partner's line does, and Swedish Boston keeps its Swedish name in every
    language, as at its table ("The spelförare claims the rest")."""
    dawson = _profile(_totals("dawson", {}))
    assert "As soloist:" in _text(dawson, "en").splitlines()
    assert "declarer" not in _text(dawson, "en"), _text(dawson, "en")
    assert "Som solist:" in _text(dawson, "sv").splitlines()
    assert "spelförare" not in _text(dawson, "sv"), _text(dawson, "sv")
    swedish = _profile(_totals("swedish", {}))
    assert "As spelförare:" in _text(swedish, "en").splitlines()
    assert "Som spelförare:" in _text(swedish, "sv").splitlines()
    for variant in ("nantes", "whisch", "mariland", "american", "fontainebleau", "russian"):
        one = _profile(_totals(variant, {}))
        assert "As declarer:" in _text(one, "en").splitlines(), variant
        assert "Som spelförare:" in _text(one, "sv").splitlines(), variant


def test_a_count_over_variants_naming_the_declarer_differently_says_declarer() -> None:
    """Under "Every variant together" the one count holds Dawson's soloists and the other
    variants' declarers: a neutral word, not one variant's. Variants that agree keep theirs."""
    for others in (("swedish",), ("nantes",), ("swedish", "nantes")):
        profile = _profile(_totals("dawson", {}), *(_totals(v, {}) for v in others))
        english, swedish = _text(profile, "en"), _text(profile, "sv")
        assert "As declarer:" in english.splitlines(), english
        assert "soloist" not in english and "solist" not in swedish, swedish
        assert "Som spelförare:" in swedish.splitlines(), swedish
    agreeing = _profile(_totals("nantes", {}), _totals("russian", {}))
    assert "As declarer:" in _text(agreeing, "en").splitlines()
    # A variant no longer registered: its word is unknown, so the neutral word.
    gone = _profile(_totals("dawson", {}), _totals("no-such-variant", {}))
    assert "As declarer:" in _text(gone, "en").splitlines()
