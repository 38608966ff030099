"""A player's statistics count misères and whists only where the rules have them. A Mariland
playtest read "· misèrer 0/0 hemma" and "Som whistare: 0/0 hemma" though Mariland has no
misères and no partners (MA-C4); a Swedish player who never bid a misère still reads
"misères 0/0" (the rules offered one), and stats over several variants count a role where
any of them has it."""

from __future__ import annotations

from bot.engine.contracts import Ladder
from bot.engine.variants import VARIANTS
from bot.i18n import Lang
from bot.rating import Ratings
from cogs.boston.stats import profile_text
from db.models import ContractStats, PlayerProfile, VariantTotals


def _totals(variant: str) -> VariantTotals:
    return VariantTotals(
        variant=variant,
        deals_played=5,
        net_point=-145,
        average_per_deal=-29.0,
        biggest_win=60,
        tours_played=1,
        tours_won=0,
    )


def _profile(
    *variants: str,
    contracts: tuple[ContractStats, ...] = (),
    miseres: int = 0,
    whists: int = 0,
) -> PlayerProfile:
    return PlayerProfile(
        player_id=1,
        display_name="Anna",
        deals_played=5 * len(variants),
        net_point=-145,
        average_per_deal=-29.0,
        biggest_win=60,
        contracts=contracts,
        trick_contracts_bid=1,
        trick_contracts_made=0,
        miseres_bid=miseres,
        miseres_made=0,
        whists_played=whists,
        whists_made=0,
        tours_played=len(variants),
        tours_won=0,
        variants=tuple(_totals(v) for v in variants),
    )


def _text(profile: PlayerProfile, lang: Lang) -> str:
    return profile_text(profile, Ratings(players={}), lang, explain=False)


def test_the_ladders_say_which_roles_exist() -> None:
    def ladder(name: str) -> Ladder:
        rules_of = VARIANTS[name]
        return rules_of.rules(rules_of.settings({})).ladder

    assert not ladder("mariland").has_miseres and not ladder("mariland").has_whisters
    assert not ladder("american").has_whisters  # fixed partners are no whisters (AM-P1)
    assert ladder("swedish").has_miseres and ladder("swedish").has_whisters
    assert ladder("whisch").has_whisters and not ladder("whisch").has_miseres


def test_mariland_stats_count_no_miseres_and_no_whists() -> None:
    eight = ContractStats(
        variant="mariland", contract_id="8", contract_kind="tricks", bid=1, made=0
    )
    profile = _profile("mariland", contracts=(eight,))
    swedish, english = _text(profile, "sv"), _text(profile, "en")
    assert "stickspel 0/1 hemma" in swedish
    assert "misèrer" not in swedish and "whistare" not in swedish, swedish
    assert "misères" not in english and "whister" not in english, english


def test_swedish_stats_count_miseres_never_bid() -> None:
    swedish = _text(_profile("swedish"), "sv")
    assert "· misèrer 0/0 hemma" in swedish
    assert "Som whistare: 0/0 hemma" in swedish


def test_stats_over_variants_count_a_role_any_of_them_has() -> None:
    both = _text(_profile("mariland", "swedish"), "en")
    assert "· misères 0/0 made" in both and "As whister: 0/0 made" in both
    whisch = _text(_profile("mariland", "whisch"), "en")
    # Le Whisch's partner is its supporter (WB-B1), and the line says so.
    assert "misères" not in whisch and "As supporter: 0/0 made" in whisch


def test_a_count_that_is_not_zero_is_shown_whatever_the_variant() -> None:
    """A variant no longer registered: its counts are what the records say."""
    gone = _text(_profile("retired", miseres=2, whists=1), "en")
    assert "· misères 0/2 made" in gone and "As whister: 0/1 made" in gone
    assert "misères" not in _text(_profile("retired"), "en")
