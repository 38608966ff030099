"""RU-C4 at a Discord table: the eldest declarer of a Russian deal gets no **Claim the rest**
at his first lead, a forged claim there is refused privately and in words (every player may
still declare chicane), and the players holding no trump are offered chicane at their turn."""

from __future__ import annotations

from pathlib import Path

from bot.engine.actions import Declare
from bot.engine.cards import SUIT_OF, Suit
from bot.engine.phase import Phase
from tests.discord.driver import boston, bot_of, code_of, enabled_actions, seated_table

SEED = 1498
"""Deals the eldest a heart suit for a five-levée bid while two players hold no heart."""


async def test_no_claim_before_the_void_seats_could_declare_chicane(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3", seed=SEED) as harness:
        fake = harness.fake
        table = await seated_table(harness, options={"variant": "russian"})
        live = bot_of(harness).tables.get(table.id)
        assert live.game is not None and live.game.current is not None
        deal = live.game.current.deal
        assert deal is not None
        eldest = deal.forhand
        voids = [
            s for s in (1, 2, 3, 4) if all(SUIT_OF[c] is not Suit.HEARTS for c in deal.dealt[s - 1])
        ]
        assert eldest not in voids and len(voids) >= 1
        # The eldest bids 5 levées ♥, everyone else passes, the declarer plays alone.
        bid = False
        for _ in range(10):
            current = live.game.current.deal
            assert current is not None
            if current.phase is Phase.PLAY:
                break
            user = table.on_turn()
            assert user is not None
            view = await table.refresh(user)
            if not bid and view.selects:
                await (await fake.select(user, view, view.selects[0]["custom_id"], ["5"])).done()
            codes = {code_of(c): c for c in enabled_actions(view)}
            choice = codes.get("bid.5.plain.H") if not bid else None
            bid = bid or choice is not None
            choice = choice or codes.get("whist.alone") or codes["pass"]
            await (await fake.click(user, view, choice)).done()
            await table.settle()
        declarer = table.on_turn()
        assert declarer is not None and live.seat_of(declarer.id) == eldest
        view = await table.refresh(declarer)
        codes = [code_of(c) for c in enabled_actions(view)]
        assert "claim" not in codes and "Claim the rest" not in view.labels
        # A stale or forged claim button: refused privately, saying why, and nothing moves.
        card = next(c for c in enabled_actions(view) if code_of(c).startswith("play."))
        forged = card.rsplit(":", 1)[0] + ":claim"
        refused = await (await fake.forge_component(declarer, view, forged)).message()
        await table.settle()
        assert refused.ephemeral_to is declarer
        assert "No claim in the first trick: every player may still declare chicane" in (
            refused.text
        )
        assert live.game.current.deal is not None
        assert live.game.current.deal.phase is Phase.PLAY
        await (await fake.click(declarer, view, card)).done()
        await table.settle()
        # Each player on turn in trick 1: the void ones are offered chicane, privately.
        offered: list[int] = []
        for _ in range(3):
            user = table.on_turn()
            assert user is not None
            seat = live.seat_of(user.id)
            assert seat is not None
            view = await table.refresh(user)
            codes = {code_of(c): c for c in enabled_actions(view)}
            if "declare.chicane" in codes:
                offered.append(seat)
                # Said under the bold prompt, on a line of its own (short lines on a phone).
                lines = view.text.splitlines()
                at = next(i for i, line in enumerate(lines) if line.startswith("**Your turn:"))
                assert lines[at].startswith("**Your turn: play a card"), lines[at]
                assert lines[at + 1] == (
                    "Your hand allows you to declare chicane: do it now, before this card, or "
                    "the right is lost."
                ), lines
                await (await fake.click(user, view, codes["declare.chicane"])).done()
                await table.settle()
                view = await table.refresh(user)
                codes = {code_of(c): c for c in enabled_actions(view)}
            play = next(c for code, c in codes.items() if code.startswith("play."))
            await (await fake.click(user, view, play)).done()
            await table.settle()
        assert sorted(offered) == sorted(voids)
        current = live.game.current.deal
        assert current is not None
        declared = sorted(a.seat for a in current.actions if isinstance(a, Declare))
        assert declared == sorted(voids)
