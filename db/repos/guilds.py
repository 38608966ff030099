"""Guild settings and each guild's rule documents."""

from __future__ import annotations

import json
from typing import Any

from db.connection import Connection, Tx, _json, _storable  # pyright: ignore[reportPrivateUsage]
from db.models import (
    GuildRules,
    GuildSettings,
)


class GuildsRepo(Connection):
    """Reads and writes of guild settings and rule documents."""

    async def guild_settings(self, guild_id: int) -> GuildSettings:
        """The guild's settings; the defaults when it never stored any."""
        if not _storable(guild_id):
            return GuildSettings(guild_id=guild_id)
        rows = await self._fetch("SELECT * FROM guild_settings WHERE guild_id = ?", (guild_id,))
        return (
            GuildSettings.model_validate(dict(rows[0]))
            if rows
            else GuildSettings(guild_id=guild_id)
        )

    async def save_guild_choices(
        self, settings: GuildSettings | None, rules: GuildRules | None
    ) -> tuple[GuildSettings | None, GuildRules | None]:
        """The server's settings and one variant's rule document, each where given, in one
        transaction: ``/boston settings`` changes both or neither. The rules document is
        stored as given (the caller validated it with the variant's model). Returns what was
        stored."""
        now = self._now()

        async def work(tx: Tx) -> list[Any]:
            rows: list[Any] = []
            if settings is not None:
                rows = await _put_settings(tx, settings, now)
            if rules is not None:
                await _put_rules(tx, rules, now)
            return rows

        rows = await self._write(work)
        stored = GuildSettings.model_validate(dict(rows[0])) if settings is not None else None
        if rules is None:
            return stored, None
        return stored, await self.guild_rules(rules.guild_id, rules.variant)

    async def guild_rules(self, guild_id: int, variant: str) -> GuildRules:
        """The guild's stored rule defaults for ``variant``; an empty document if none."""
        empty = GuildRules(guild_id=guild_id, variant=variant)
        if not _storable(guild_id):
            return empty
        rows = await self._fetch(
            "SELECT * FROM guild_rules WHERE guild_id = ? AND variant = ?", (guild_id, variant)
        )
        if not rows:
            return empty
        row = dict(rows[0])
        return GuildRules.model_validate({**row, "settings": json.loads(row["settings"])})


async def _put_settings(tx: Tx, settings: GuildSettings, now: str) -> list[Any]:
    values = settings.model_dump(exclude={"updated_at"})
    values["updated_at"] = now
    columns = list(values)
    return await tx.fetch(
        f"INSERT INTO guild_settings ({', '.join(columns)}) "
        f"VALUES ({', '.join(':' + c for c in columns)}) "
        "ON CONFLICT (guild_id) DO UPDATE SET "
        + ", ".join(f"{c} = excluded.{c}" for c in columns if c != "guild_id")
        + " RETURNING *",
        values,
    )


async def _put_rules(tx: Tx, rules: GuildRules, now: str) -> None:
    await tx.execute(
        "INSERT INTO guild_rules (guild_id, variant, settings, updated_at) "
        "VALUES (?, ?, ?, ?) ON CONFLICT (guild_id, variant) DO UPDATE SET "
        "settings = excluded.settings, updated_at = excluded.updated_at",
        (rules.guild_id, rules.variant, _json(rules.settings), now),
    )
