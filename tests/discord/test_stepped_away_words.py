"""What a player who stepped away reads, at a Swedish club's Mariland table: a click on an
older view is refused for what it is (a computer plays the seat; take it back first), not as
if they had no seat; the confirmations of stepping away and coming back are no warnings; and
the lines about a deal played before the step-away do not mark its player as a computer."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import (
    Table,
    bot_factory,
    bot_of,
    button_ending,
    code_of,
    enabled_actions,
)
from tests.support.bot_runner import BotHarness, run_bot
from tests.support.fake_discord import FakeDiscord, FakeMessage

SWEDES = ("anna", "bo", "cilla", "david")


def _world(fake: FakeDiscord) -> None:
    klubben = fake.add_guild("Klubben", locale="sv-SE")
    for name in SWEDES:
        fake.add_user(name, guilds=[klubben], locale="sv-SE")


class MarilandTable(Table):
    """The driver's simple player, where Mariland's first bid names its suit too."""

    def choose(self, view: FakeMessage) -> str:
        if not self.first_bid_done:
            bids = [c for c in enabled_actions(view) if code_of(c).startswith("bid.5.plain.")]
            if bids:
                self.first_bid_done = True
                return bids[0]
        return super().choose(view)


async def mariland_table(harness: BotHarness) -> Table:
    """Anna opens a Mariland table in Klubben; Bo, Cilla and David join; it starts and each
    has looked at their hand. Anna sits in seat 1 and deals first."""
    fake = harness.fake
    place = fake.guilds[-1].channel("general")
    users = [fake.user(name) for name in SWEDES]
    before = {m.id for m in place.visible_messages()}
    options = {"variant": "mariland"}
    await (await fake.slash(users[0], "boston new", options, channel=place)).done()
    message = await fake.wait_for_message(
        place, lambda m: m.id not in before and any("boston:lobby:" in c for c in m.custom_ids)
    )
    for user in users[1:]:
        await (await fake.click(user, message, button_ending(message, ":join"))).done()
    await harness.settle()
    await (await fake.click(users[0], message, button_ending(message, ":start"))).done()
    table = MarilandTable(harness, message, {u.id: u for u in users})
    await table.settle()
    await table.learn_hands()
    return table


async def test_a_click_while_away_says_to_take_the_seat_back(tmp_path: Path) -> None:
    async with run_bot(bot_factory(tmp_path / "b.sqlite3"), setup=_world) as harness:
        fake = harness.fake
        table = await mariland_table(harness)
        anna = fake.user("anna")
        live = bot_of(harness).tables.get(table.id)
        old_pass = f"boston:act:{table.id}:{live.seq}:pass"  # drawn before she stepped away
        view = table.views[anna.id]
        await (await fake.click(anna, view, label="Låt datorn ta över")).done()
        await table.settle()
        assert live.away_seat_of(anna.id) == 1
        # Pass pressed in an older view: the seat is hers, kept by a computer meanwhile.
        await (await fake.forge_component(anna, view, old_pass)).done()
        await table.settle()
        assert view.ephemeral_to is anna
        assert "Du sitter inte vid" not in view.text, view.text
        assert view.text.splitlines()[:2] == [
            "⚠️ Inte medan en dator spelar din plats: tryck först på **Ta tillbaka platsen**.",
            "En dator spelar din plats tills du tar tillbaka den.",
        ], view.text
        assert live.away_seat_of(anna.id) == 1  # nothing changed
        # The same refusal where no hand view is clicked (a forged id on the table message).
        told = await (await fake.forge_component(anna, table.message, old_pass)).message()
        assert told.ephemeral_to is anna
        assert "Ta tillbaka platsen" in told.text and "Du sitter inte" not in told.text


async def test_stepping_away_and_back_are_confirmed_without_a_warning(tmp_path: Path) -> None:
    async with run_bot(bot_factory(tmp_path / "b.sqlite3"), setup=_world) as harness:
        fake = harness.fake
        table = await mariland_table(harness)
        anna = fake.user("anna")
        live = bot_of(harness).tables.get(table.id)
        view = table.views[anna.id]
        await (await fake.click(anna, view, label="Låt datorn ta över")).done()
        await table.settle()
        assert live.away_seat_of(anna.id) == 1
        assert view.text.splitlines()[0] == "En dator spelar din plats tills du tar tillbaka den."
        assert "⚠️" not in view.text, view.text
        await (await fake.click(anna, view, label="Ta tillbaka platsen")).done()
        await table.settle()
        assert live.seat_of(anna.id) == 1
        assert view.text.splitlines()[0] == "Välkommen tillbaka: platsen är din igen."
        assert "⚠️" not in view.text, view.text
        # A refusal keeps its mark: Pass in a view older than the table's state.
        stale = f"boston:act:{table.id}:{live.seq - 1}:pass"
        await (await fake.forge_component(anna, view, stale)).done()
        await table.settle()
        assert view.text.startswith("⚠️ Bordet har gått vidare sedan du tittade"), view.text


async def test_a_deal_played_before_the_step_away_keeps_its_players_names(
    tmp_path: Path,
) -> None:
    async with run_bot(bot_factory(tmp_path / "b.sqlite3"), setup=_world) as harness:
        fake = harness.fake
        table = await mariland_table(harness)
        await table.play_deal(1)
        await table.settle()
        anna, bo = fake.user("anna"), fake.user("bo")
        view = await table.refresh(anna)
        await (await fake.click(anna, view, label="Låt datorn ta över")).done()
        await table.settle()
        live = bot_of(harness).tables.get(table.id)
        assert live.away_seat_of(anna.id) == 1 and live.game is not None
        assert len(live.game.deals) == 2
        # Deal 2 is being bid: the views say how deal 1 went, and the table its last trick.
        seen = (await table.refresh(bo)).text
        last_deal = [line for line in seen.splitlines() if line.startswith("Förra given:")]
        # Its phrases on a phone's lines: wherever they break, the dealer is Anna.
        joined = seen.replace("**\ngivare", "** · givare")
        assert last_deal and "Förra given: **Giv 1** · givare Anna:" in joined, seen
        assert "(dator)" not in seen, seen
        for text in (seen, table.message.text):
            lines = text.splitlines()
            [at] = [i for i, line in enumerate(lines) if "Sista sticket i giv 1" in line]
            trick = "\n".join(lines[at : at + 2])  # its head, its cards on the next line
            assert "Anna " in trick and "(dator)" not in trick, trick
        # The table's standing names the seat's owner, as the result post does: her money.
        [standing] = [line for line in table.message.text.splitlines() if "Ställning" in line]
        assert "Anna " in standing and "(dator)" not in standing, standing
