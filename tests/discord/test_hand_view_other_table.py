"""A hand view answers only for its own table. Someone seated at two tables has a hand view of
each; a custom id of the other table (an action, the contract select, **Refresh**, **Step
away**, the turn notices' switch) forged onto this one is refused privately, in the clicker's
language: nothing is done at either table, nothing is written, and the view keeps showing its
own table (before, the other table's move was made and the view clicked became that table's
view)."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston, bot_of, enabled_actions, seated_table
from tests.support.db_digest import digest


async def test_another_tables_id_on_a_hand_view_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        first = await seated_table(harness)
        second = await seated_table(harness, fake.guild.channel("no-threads"))
        tables = bot_of(harness).tables
        user = second.on_turn()
        assert user is not None and first.id != second.id
        view = first.views[user.id]  # their hand view of the first table
        other = await second.refresh(user)
        act = enabled_actions(other)[0]
        seq = tables.get(second.id).seq
        select = next(c for c in other.custom_ids if c.startswith("boston:bid:"))
        contract = other.component(custom_id=select)["options"][0]["value"]
        here, there = first.id, second.id
        said = f"That button belongs to table {there}, not to this hand view of table {here}"
        forged = (
            (act, None, None, said),
            (f"boston:hand:{there}", None, None, said),
            (select, [contract], None, said),
            (f"boston:seat:{there}:away", None, None, said),
            # The turn notices' switch: the setting is the player's, not written either.
            (f"boston:notify:{there}:off", None, None, said),
            (act, None, "sv-SE", f"Den knappen hör till bord {there}, inte till den här"),
        )
        for custom_id, values, locale, reason in forged:
            shown, before = (view.text, view.custom_ids), digest(path)
            handle = await fake.forge_component(user, view, custom_id, values=values, locale=locale)
            answer = await handle.message()
            await first.settle()
            await second.settle()
            assert answer is not view and answer.ephemeral_to is user, custom_id
            assert answer.text.startswith(reason), answer.text
            assert (view.text, view.custom_ids) == shown, custom_id
            assert tables.get(second.id).seq == seq, custom_id
            assert tables.get(second.id).away_seat_of(user.id) is None
            assert digest(path) == before, custom_id
        assert harness.problems() == []
        # The view still answers for its own table, in place, and follows it.
        await first.refresh(user)
        assert {c.split(":")[2] for c in view.custom_ids} == {str(here)}
        assert f"boston:hand:{here}" in view.custom_ids
        # The other table's own view still plays there.
        await (await fake.click(user, other, act)).done()
        await second.settle()
        assert tables.get(second.id).seq > seq
