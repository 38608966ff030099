"""Settings of the running bot, read from the environment and ``.env`` (pydantic-settings)."""

from __future__ import annotations

from pathlib import Path
from typing import Self

from pydantic import (
    NonNegativeFloat,
    PositiveInt,
    SecretStr,
    ValidationError,
    field_validator,
    model_validator,
)
from pydantic_settings import BaseSettings, SettingsConfigDict

from db.database import database_target
from db.models import Shards


def parse_shard_ids(text: str) -> tuple[int, ...]:
    """``"0-3"`` → (0, 1, 2, 3); ``"0,2,5"`` → (0, 2, 5); ranges and ids may be mixed."""
    ids: list[int] = []
    for part in text.split(","):
        first, dash, last = part.strip().partition("-")
        try:
            ids.extend(range(int(first), int(last) + 1) if dash else [int(first)])
        except ValueError:
            raise ValueError(f"shard ids are like 0-3 or 0,2,5, not {text!r}") from None
    return tuple(ids)


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    discord_token: SecretStr | None = None
    database_path: Path = Path("boston.sqlite3")
    """The SQLite file, when ``database_url`` is not set (the default: one process)."""
    database_url: str | None = None
    """``postgresql://user:password@host:5432/boston`` to share one database between several
    processes (shards), or ``sqlite:///path``; wins over ``database_path``."""
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    log_discord_traffic: bool = False
    """Log discord.py's gateway and HTTP traffic at DEBUG too. It holds every hand sent to a
    player and every interaction token: for debugging with test servers only."""
    computer_delay: NonNegativeFloat = 1.0
    """Seconds between computer moves, so people can follow them."""
    table_edit_interval: NonNegativeFloat = 1.0
    """Least seconds between two edits of one table message (Discord's rate limits)."""
    turn_notice_grace: NonNegativeFloat = 15.0
    """Seconds a person whose open hand view already shows their turn has before the turn
    notice calls them; a person without an open view is called at once. 0: always at once."""
    hand_follow_interval: NonNegativeFloat = 3.0
    """Least seconds between two edits of an open hand view for moves that leave its seat's
    choices as they were (another seat's card, a bid while it waits). A move that changes the
    seat's choices (its turn comes or ends, a new deal) edits the view at once."""
    lean_rest: bool = True
    """Send discord.py's plain REST requests (answers, edits, posts) over the bot's own
    kept-alive connections (``bot/rest.py``) instead of aiohttp's client, at about half the
    CPU per request. ``false``: aiohttp for every request, as discord.py alone does."""
    discord_api_base: str | None = None
    """Testing only: the REST base URL (a fake Discord), e.g. ``http://127.0.0.1:8000/api/v10``."""
    discord_gateway_url: str | None = None
    """Testing only: the gateway websocket URL of a fake Discord."""

    @field_validator(
        "discord_token",
        "dev_guild_id",
        "discord_api_base",
        "discord_gateway_url",
        "database_url",
        "shard_count",
        "shard_ids",
        mode="before",
    )
    @classmethod
    def _blank_is_none(cls, value: object) -> object:
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("database_url")
    @classmethod
    def _known_database(cls, value: str | None) -> str | None:
        if value is not None:
            database_target(value)  # raises ValueError naming what is wrong
        return value

    @property
    def database(self) -> str | Path:
        """What the bot opens: ``database_url`` if set, else ``database_path``."""
        return (
            self.database_path if self.database_url is None else database_target(self.database_url)
        )

    shard_count: PositiveInt | None = None
    """Run sharded (discord.py's ``AutoShardedBot``) with this many shards in all."""
    shard_ids: str | None = None
    """The shards this process serves, as ``0-3`` or ``0,2,5`` (all of them when unset, or
    ``all``: the systemd unit's ``boston-bot@all`` sets it so); set it to split the shards
    between several processes sharing a PostgreSQL ``DATABASE_URL``."""

    @field_validator("shard_ids")
    @classmethod
    def _all_is_none(cls, value: str | None) -> str | None:
        return None if value is not None and value.strip().lower() == "all" else value

    @model_validator(mode="after")
    def _known_shards(self) -> Self:
        try:
            self.shards  # noqa: B018 -- raises ValueError naming what is wrong
        except ValidationError as exc:
            # Shards' own check (ids in range, none twice): its sentence, as this model's
            # error, so that it is said of the shard settings and not of Shards' fields.
            raise ValueError(exc.errors()[0]["msg"].removeprefix("Value error, ")) from None
        return self

    @property
    def shards(self) -> Shards | None:
        """The shards this process serves; None when not sharded."""
        if self.shard_count is None:
            if self.shard_ids is not None:
                raise ValueError("a list of shards needs SHARD_COUNT (or --shard-count) too")
            return None
        ids = (
            tuple(range(self.shard_count))
            if self.shard_ids is None
            else parse_shard_ids(self.shard_ids)
        )
        return Shards(count=self.shard_count, ids=ids)

    @field_validator("log_level")
    @classmethod
    def _known_level(cls, value: str) -> str:
        level = value.upper()
        if level not in {"DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"}:
            raise ValueError("LOG_LEVEL must be DEBUG, INFO, WARNING, ERROR or CRITICAL")
        return level
