"""NT-K1's declaration select says what each contract declared commits to, as the bid select
does (tests/discord/test_bid_select_descriptions.py): the engine's words for a declaration
(``Vocabulary.declared``), else the bid's. A declarer read bare names ("Neuf", "Grande
indépendance") where the bidder had read what they meant; and the bid's words ("once it is
won, you may declare a higher suit") say nothing to the declarer choosing now."""

from __future__ import annotations

from pathlib import Path

from bot.engine.variants import get_variant
from bot.engine.words import DESCRIPTION_LIMIT
from cogs.boston.hand_view import offered_contract
from tests.discord.driver import boston
from tests.discord.test_boston_fontainebleau import open_variant_table
from tests.discord.test_nantes_declare_select import to_declaration


async def test_nt_k1_every_declared_contract_says_what_it_commits_to(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await open_variant_table(harness, "nantes")
        view = await to_declaration(table)
        [select] = view.selects
        offered = {str(o["value"]): o for o in select["options"]}
        assert {"petite-independance", "neuf"} <= set(offered), offered
        words = get_variant("nantes").words
        ladder = get_variant("nantes").rules(get_variant("nantes").settings({})).ladder
        for contract_id, option in offered.items():
            contract = ladder.get(contract_id)
            assert contract is not None
            said = words.contract_description(contract, "en", declared=True)
            assert said and option["description"] == said, (contract_id, option)
            assert len(said) <= DESCRIPTION_LIMIT
            assert "once it is won" not in said, said  # the bidder's words, not the declarer's
        assert offered["neuf"]["label"] == "Neuf"  # declared in a plain suit, not "in any suit"
        assert offered["neuf"]["description"] == (
            "Nine tricks alone, trumps in the plain suit you name"
        )
        assert offered["petite-independance"]["description"] == (
            "Six tricks alone, trumps in the suit you name"
        )


def test_a_declared_option_is_drawn_apart_from_the_bid_option() -> None:
    """The cache keeps the bid's option and the declaration's apart (issue #17's cache)."""
    ladder = get_variant("nantes").rules(get_variant("nantes").settings({})).ladder
    neuf = ladder.get("neuf")
    assert neuf is not None
    bid = offered_contract("nantes", neuf, "sv")
    declared = offered_contract("nantes", neuf, "sv", True)
    assert bid["label"] == "Neuf i valfri färg" and declared["label"] == "Neuf"
    assert declared["description"] == "Nio stick ensam, trumf i den vanliga färg du väljer"
    assert bid["description"] != declared["description"]
