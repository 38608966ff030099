"""Every Boston interaction gets an answer, even one nothing takes: a button, select or modal
submission whose custom id is the bot's ("boston:") but matches no route — a button drawn by
an older version of the bot whose ids have changed since, or a forged one — is told privately
that it is out of date, in the person's language, and changes nothing (without the answer,
Discord shows "This interaction failed"). An id of another prefix is left to discord.py.

A contract select's value that the select does not offer (a forged one) is refused with its
reason above the view, and nothing is written."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import Table, boston, bot_of, code_of, open_table, seated_table
from tests.support.bot_runner import BotHarness
from tests.support.db_digest import digest
from tests.support.fake_discord import MODAL_SUBMIT, InteractionHandle
from tests.support.fake_model import FakeMessage, FakeUser

OUT_OF_DATE = (
    "This button is out of date (the bot has changed since it was drawn), so nothing "
    "happened. Press **My hand** on the table message for a current view."
)
OUT_OF_DATE_SV = (
    "Den här knappen är inaktuell (boten har ändrats sedan den visades), så inget hände. "
    "Tryck på **Min hand** i bordsmeddelandet för att få en aktuell vy."
)
FORM_OUT_OF_DATE = (
    "This form is out of date (the bot has changed since it was opened), so nothing was "
    "saved. Open it again with its button in the lobby."
)
NOT_OFFERED = "⚠️ That contract is not offered now."


async def _submit(harness: BotHarness, user: FakeUser, table: Table, custom_id: str) -> str:
    """A modal submission with ``custom_id`` (no modal of the bot's asked for it): its answer."""
    data: dict[str, object] = {
        "custom_id": custom_id,
        "components": [
            {"type": 1, "components": [{"type": 4, "custom_id": "document", "value": "{}"}]}
        ],
    }
    handle = await harness.fake._dispatch_interaction(  # pyright: ignore[reportPrivateUsage]
        MODAL_SUBMIT, data, user, table.place, name=f"modal {custom_id}"
    )
    answer = await handle.message()
    assert answer.ephemeral_to is user, custom_id
    return answer.text


async def test_a_boston_id_no_route_takes_is_answered_privately(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        table = await seated_table(harness)
        lobby, _ = await open_table(harness, fake.user("kibitzer"))
        lobby_id = int(lobby.custom_ids[0].split(":")[2])
        north, sven = fake.user("north"), fake.user("sven")
        t, seq = table.id, bot_of(harness).tables.get(table.id).seq
        buttons = [
            f"boston:lobby:{lobby_id}:JOIN",
            f"boston:lobby:{lobby_id}:join:",
            f"boston:seat:{t}:sideways",
            f"boston:notify:{t}:maybe",
            f"boston:act:{t}:{seq}:",
            f"boston:act:{t}:{seq}:play.A♠",
            f"boston:act:{t}:-1:pass",
            f"boston:hand:{t}:extra",
            "boston:hand:x",
            f"boston:proto:{t} ",
            f"boston:end:{t}:{north.id}:0:soon:yes",
            f"boston:abandon:{t}:{north.id}:maybe",
            f"boston:doc:{t}:prices",  # a modal's id, not a button's
            "boston:",
            "boston:unknown:1",
            "boston:" + "9" * 90,
        ]
        selects = [f"boston:bid:{t}", f"boston:bid:{t}:{seq}:5", "boston:contract:1"]
        messages = {"table": table.message, "lobby": lobby, "hand": table.views[north.id]}
        log = await bot_of(harness).db.event_log(t)

        async def forged(
            user: FakeUser, message: FakeMessage, custom_id: str, values: list[str] | None = None
        ) -> str:
            before = digest(path), [(m.text, m.custom_ids) for m in messages.values()]
            handle = await fake.forge_component(user, message, custom_id, values=values)
            answer = await handle.message()
            await harness.settle()
            assert answer.ephemeral_to is user, custom_id
            after = digest(path), [(m.text, m.custom_ids) for m in messages.values()]
            assert after == before, f"{custom_id!r} changed something"
            return answer.text

        for custom_id in buttons:
            assert await forged(north, table.message, custom_id) == OUT_OF_DATE, custom_id
        for custom_id in buttons[:3]:  # on the lobby message and in a hand view alike
            assert await forged(north, lobby, custom_id) == OUT_OF_DATE, custom_id
            assert await forged(north, table.views[north.id], custom_id) == OUT_OF_DATE
        for custom_id in selects:
            assert await forged(north, table.message, custom_id, ["5"]) == OUT_OF_DATE, custom_id
        # In the person's language.
        assert await forged(sven, table.message, "boston:hand:x") == OUT_OF_DATE_SV

        # A modal submission no cog listens for; the document's modal is still its cog's.
        before = digest(path)
        assert await _submit(harness, north, table, "boston:modal:1") == FORM_OUT_OF_DATE
        document = await _submit(harness, north, table, f"boston:doc:{t}:prices")
        assert document == "This table has nothing to edit that way.", document
        assert digest(path) == before
        assert await bot_of(harness).db.event_log(t) == log

        # Another prefix is another bot's (or discord.py's): left alone.
        handle: InteractionHandle = await fake.forge_component(north, table.message, "other:1")
        await harness.settle()
        assert not handle.acknowledged
        handle.expect_no_response()

        # The routed buttons work as before.
        user = table.on_turn()
        assert user is not None
        await table.step(user)


async def test_a_contract_the_select_does_not_offer_is_refused_with_its_reason(
    tmp_path: Path,
) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        table = await seated_table(harness)
        bidder = table.on_turn()
        assert bidder is not None
        view = await table.refresh(bidder)
        [select] = view.selects
        offered = {str(o["value"]) for o in select["options"]}
        assert "5" in offered, offered
        forged = [
            v for v in ("13", "grand-misere", "demande", "x" * 100, "", "5 ") if v not in offered
        ]
        assert len(forged) >= 3, offered
        other = next(u for u in table.users.values() if u is not bidder)
        other_view = await table.refresh(other)
        log = await bot_of(harness).db.event_log(table.id)

        async def chosen(user: FakeUser, message: FakeMessage, value: str) -> FakeMessage:
            handle = await fake.forge_component(user, message, select["custom_id"], values=[value])
            answer = await handle.message()
            await harness.settle()
            assert answer.ephemeral_to is user
            return answer

        stored = digest(path)
        for value in forged:
            answer = await chosen(bidder, view, value)
            assert answer.text.startswith(NOT_OFFERED + "\n"), (value, answer.text[:200])
            assert not any(code_of(c).startswith("bid.") for c in answer.custom_ids if ":act:" in c)
        # A contract offered to the bidder is offered to nobody else, on no other message.
        answer = await chosen(other, other_view, "5")
        assert answer.text.startswith(NOT_OFFERED + "\n"), answer.text[:200]
        answer = await chosen(bidder, table.message, "x" * 100)
        assert answer.text.startswith(NOT_OFFERED + "\n"), answer.text[:200]
        assert digest(path) == stored
        assert await bot_of(harness).db.event_log(table.id) == log

        # The contract offered: its bids as buttons, and no refusal.
        answer = await chosen(bidder, view, "5")
        assert "⚠️" not in answer.text, answer.text[:200]
        codes = [code_of(c) for c in answer.custom_ids if c.startswith("boston:act:")]
        assert "bid.5.plain" in codes, codes
