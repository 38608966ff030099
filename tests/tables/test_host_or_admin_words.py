"""The service's own English for a refusal to someone neither the host nor an admin says who
may, as the catalogue does: "the host or a member with Manage Server" (Discord's words for
an admin), never "an admin". No frontend shows this English (they translate by code,
``refusal_reason``); it is what a reader of a ``Refused`` sees elsewhere (a traceback, a
test), and it must not say other words than the bot says."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest

from bot.i18n import t
from bot.tables import Refused, TableService
from tests.tables.support import human_table, open_service

ACTIONS: dict[str, Callable[[TableService, int], Awaitable[object]]] = {
    "end": lambda service, table_id: service.end_game(table_id, 2),
    "pause": lambda service, table_id: service.pause(table_id, 2),
    "resume": lambda service, table_id: service.resume(table_id, 2),
    "cancel": lambda service, table_id: service.cancel(table_id, 2),
}


@pytest.mark.parametrize("action", ACTIONS)
async def test_the_refusal_names_the_host_or_a_member_with_manage_server(action: str) -> None:
    service = await open_service()
    table = await human_table(service)
    with pytest.raises(Refused) as info:
        await ACTIONS[action](service, table.id)
    assert info.value.code == "not_host_or_admin"
    assert "admin" not in info.value.message
    said = {t("en", "refused.not_host_or_admin"), t("en", f"refused.not_host_or_admin.{action}")}
    assert info.value.message in said, info.value.message
    await service.db.close()
