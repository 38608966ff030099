"""The contract select says what each contract commits its bidder to: every option carries
the engine's description (a Discord option's ``description``, at most 100 characters) in the
bidder's language, in every variant. A newcomer read only names ("Piccolissimo", "Little
Spread", "Neuf in any suit", "Demande") and could bid a spread not knowing his hand would lie
face up (FB-C3, FB-C4; NT-C5; DW-T2; SV-C4).

The descriptions are drawn once per variant, contract and language, not on every click
(issue #17): choosing a contract redraws the view, its options come from the cache."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.variants import get_variant
from bot.i18n import Lang
from cogs.boston.hand_view import offered_contract
from tests.discord.driver import PLAYERS, boston, seated_table
from tests.support.fake_model import FakeMessage

SWEDISH = ("sven", "nils", "olle", "pia")
"""Four members reading Swedish (``sven`` is one already, tests/discord/driver.py)."""


def options(view: FakeMessage) -> dict[str, dict[str, object]]:
    return {str(o["value"]): o for o in view.selects[0]["options"]}


@pytest.mark.parametrize(
    ("variant", "players", "lang", "value", "said"),
    [
        ("fontainebleau", PLAYERS, "en", "little-spread", "your hand face up"),
        ("fontainebleau", PLAYERS, "en", "piccolissimo", "Exactly one trick in 12"),
        ("russian", SWEDISH, "sv", "little-spread", "din hand uppvänd"),
        ("nantes", PLAYERS, "en", "demande-belle", "trumps in belle, named openly"),
        ("nantes", SWEDISH, "sv", "grande-misere-sur-table", "din hand uppvänd"),
        ("dawson", PLAYERS, "en", "little-spread", "your hand face up"),
        ("swedish", SWEDISH, "sv", "petite-misere-ouverte", "uppvända"),
        ("whisch", PLAYERS, "en", "demande", "eight together once supported"),
        ("mariland", PLAYERS, "en", "4", "At least 4 tricks alone"),
        ("american", SWEDISH, "sv", "5", "Minst 5 stick med din partner"),
    ],
)
async def test_every_contract_offered_says_what_it_commits_to(
    tmp_path: Path, variant: str, players: tuple[str, ...], lang: Lang, value: str, said: str
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        for name in set(SWEDISH) - {"sven"}:
            harness.fake.add_user(name, locale="sv-SE")
        table = await seated_table(harness, players=players, options={"variant": variant})
        user = table.on_turn()
        assert user is not None
        offered = options(await table.refresh(user))
        model = get_variant(variant)
        ladder = model.rules(model.settings({})).ladder
        assert value in offered, offered
        for contract_id, option in offered.items():
            contract = ladder.get(contract_id)
            assert contract is not None
            described = model.words.contract_description(contract, lang)
            assert described and option["description"] == described, (contract_id, option)
            assert len(described) <= 100
        assert said in str(offered[value]["description"]), offered[value]


async def test_a_contract_chosen_redraws_its_options_from_the_cache(tmp_path: Path) -> None:
    """Issue #17: the select's options are the same on every click; choosing a contract
    redraws the view (a new hand-cache key), its options drawn before."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness, options={"variant": "fontainebleau"})
        user = table.on_turn()
        assert user is not None
        view = await table.refresh(user)
        select = view.selects[0]
        offered_contract.cache_clear()
        await (await table.fake.select(user, view, select["custom_id"], ["little-spread"])).done()
        first = offered_contract.cache_info()
        assert first.misses == len(select["options"]), first
        await (await table.fake.select(user, view, select["custom_id"], ["piccolissimo"])).done()
        again = offered_contract.cache_info()
        assert again.misses == first.misses and again.hits >= len(select["options"]), again
        chosen = options(view)
        assert chosen["piccolissimo"]["default"] is True
        assert chosen["little-spread"]["default"] is False
        assert "face up" in str(chosen["little-spread"]["description"])
