"""``/boston end`` as a host answers it: asked, then its private question's **End table N**
pressed (``cogs/boston/club.py``). Tests that only need the game ended use :func:`end_table`;
the question itself is tested in ``test_end_asks_first.py``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tests.support.fake_discord import FakeDiscord
from tests.support.fake_model import FakeChannel, FakeMessage, FakeUser


async def end_table(
    fake: FakeDiscord,
    user: FakeUser,
    options: Mapping[str, Any] | None = None,
    *,
    channel: FakeChannel | None = None,
) -> FakeMessage:
    """``/boston end`` by ``user``, confirmed: the private answer (the question redrawn with
    what was done), or the refusal where no question was asked."""
    answer = await (await fake.slash(user, "boston end", options, channel=channel)).message()
    yes = next(
        (c for c in answer.custom_ids if c.startswith("boston:end:") and c.endswith(":yes")), None
    )
    if yes is None:
        return answer
    await (await fake.click(user, answer, yes)).done()
    return answer
