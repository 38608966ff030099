"""In-memory world of the fake Discord: users, guilds, roles, channels, threads and messages.

This module owns the data that `fake_discord.FakeDiscord` serves and the exact JSON shapes that
discord.py 2.7 parses (`to_payload` methods), plus small helpers a test uses to inspect what the
bot rendered: walking components, finding a button by label or custom_id, flattening a message to
text. It does no I/O, so it can be read and reused without a running server.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import discord

JSON = dict[str, Any]

DISCORD_EPOCH_MS = 1_420_070_400_000
# A fixed clock makes ids and timestamps identical from run to run (deterministic tests).
_BASE_MS = 1_735_689_600_000  # 2025-01-01T00:00:00Z

# Message flags (https://discord.com/developers/docs/resources/message#message-object-message-flags)
FLAG_SUPPRESS_EMBEDS = 1 << 2
FLAG_EPHEMERAL = 1 << 6
FLAG_LOADING = 1 << 7
FLAG_COMPONENTS_V2 = 1 << 15

CHANNEL_TEXT = 0
CHANNEL_DM = 1
CHANNEL_PUBLIC_THREAD = 11
CHANNEL_PRIVATE_THREAD = 12
THREAD_TYPES = (10, CHANNEL_PUBLIC_THREAD, CHANNEL_PRIVATE_THREAD)

EVERYONE_PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    embed_links=True,
    attach_files=True,
    read_message_history=True,
    add_reactions=True,
    use_external_emojis=True,
    use_application_commands=True,
    create_public_threads=True,
    create_private_threads=True,
    send_messages_in_threads=True,
).value
BOT_ROLE_PERMISSIONS = discord.Permissions(manage_messages=True, manage_threads=True).value
THREAD_PERMISSIONS = discord.Permissions(
    create_public_threads=True, create_private_threads=True
).value
ALL_PERMISSIONS = discord.Permissions.all().value
VIEW_CHANNEL = discord.Permissions(view_channel=True).value


class Snowflakes:
    """Generates snowflake-shaped ids from a counter (monotonic, deterministic)."""

    def __init__(self) -> None:
        self._n = 0

    def next(self) -> int:
        self._n += 1
        return ((_BASE_MS - DISCORD_EPOCH_MS + self._n) << 22) | (self._n & 0xFFF)


def snowflake_iso(snowflake: int) -> str:
    """The ISO-8601 timestamp encoded in a snowflake, as Discord formats message timestamps."""
    ms = (snowflake >> 22) + DISCORD_EPOCH_MS
    return dt.datetime.fromtimestamp(ms / 1000, tz=dt.UTC).isoformat()


@dataclass(eq=False)
class FakeUser:
    id: int
    username: str
    global_name: str | None = None
    bot: bool = False
    locale: str = "en-US"

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    @property
    def display_name(self) -> str:
        return self.global_name or self.username

    def to_payload(self) -> JSON:
        return {
            "id": str(self.id),
            "username": self.username,
            "discriminator": "0",
            "global_name": self.global_name,
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
            "flags": 0,
        }


@dataclass(eq=False)
class FakeRole:
    id: int
    name: str
    permissions: int
    position: int = 0

    def to_payload(self) -> JSON:
        return {
            "id": str(self.id),
            "name": self.name,
            "permissions": str(self.permissions),
            "position": self.position,
            "color": 0,
            "hoist": False,
            "managed": False,
            "mentionable": False,
            "flags": 0,
        }


@dataclass(eq=False)
class FakeMember:
    user: FakeUser
    roles: list[FakeRole] = field(default_factory=list)
    nick: str | None = None

    def to_payload(self, *, permissions: int | None = None) -> JSON:
        payload: JSON = {
            "user": self.user.to_payload(),
            "roles": [str(r.id) for r in self.roles],
            "nick": self.nick,
            "avatar": None,
            "joined_at": snowflake_iso(self.user.id),
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "pending": False,
            "flags": 0,
        }
        if permissions is not None:
            payload["permissions"] = str(permissions)
        return payload


@dataclass(eq=False, repr=False)
class FakeGuild:
    id: int
    name: str
    owner_id: int
    preferred_locale: str = "en-US"
    roles: list[FakeRole] = field(default_factory=list)
    channels: list[FakeChannel] = field(default_factory=list)
    members: dict[int, FakeMember] = field(default_factory=dict)

    def __repr__(self) -> str:
        return f"<FakeGuild {self.id} {self.name!r}>"

    @property
    def everyone(self) -> FakeRole:
        return self.roles[0]

    @property
    def text_channels(self) -> list[FakeChannel]:
        return [c for c in self.channels if c.type == CHANNEL_TEXT and not c.deleted]

    @property
    def threads(self) -> list[FakeChannel]:
        return [c for c in self.channels if c.is_thread and not c.deleted]

    def channel(self, name: str) -> FakeChannel:
        """The live channel or thread called `name` (raises LookupError if none)."""
        for c in self.channels:
            if c.name == name and not c.deleted:
                return c
        raise LookupError(f"no channel {name!r} in guild {self.name!r}")

    def permissions_for(self, channel: FakeChannel, user_id: int) -> int:
        """Simplified Discord permission resolution: roles, then the @everyone overwrite."""
        if user_id == self.owner_id:
            return ALL_PERMISSIONS
        member = self.members.get(user_id)
        perms = self.everyone.permissions
        if member is not None:
            for role in member.roles:
                perms |= role.permissions
        if perms & discord.Permissions(administrator=True).value:
            return ALL_PERMISSIONS
        base = channel.parent if channel.is_thread and channel.parent is not None else channel
        for overwrite in base.overwrites():
            # @everyone's (a role's, type 0) applies to all; a member's (type 1) to its own.
            if overwrite["type"] == 1 and int(overwrite["id"]) != user_id:
                continue
            perms = (perms & ~int(overwrite["deny"])) | int(overwrite["allow"])
        return perms

    def to_create_payload(self) -> JSON:
        """The GUILD_CREATE payload: the whole guild as the gateway sends it after READY."""
        live = [c for c in self.channels if not c.deleted]
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "owner_id": str(self.owner_id),
            "preferred_locale": self.preferred_locale,
            "features": [],
            "unavailable": False,
            "large": False,
            "member_count": len(self.members),
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "premium_tier": 0,
            "system_channel_flags": 0,
            "joined_at": snowflake_iso(self.id),
            "roles": [r.to_payload() for r in self.roles],
            "emojis": [],
            "stickers": [],
            "channels": [c.to_payload() for c in live if not c.is_thread],
            "threads": [c.to_payload() for c in live if c.is_thread],
            "members": [m.to_payload() for m in self.members.values()],
            "presences": [],
            "voice_states": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }


@dataclass(eq=False, repr=False)
class FakeChannel:
    """A guild text channel, a thread (type 11/12, `parent` set) or a DM channel (type 1)."""

    id: int
    name: str
    guild: FakeGuild | None = None
    type: int = CHANNEL_TEXT
    parent: FakeChannel | None = None
    owner_id: int | None = None
    position: int = 0
    # Simulates a channel where the bot lacks Create Threads: the fake answers 403 and the
    # channel's @everyone overwrite denies the permission, so permissions_for() agrees.
    allow_threads: bool = True
    # Simulates a private channel: @everyone may not view it; these members (and the bot,
    # whose role a test gives the permission) may. ``None``: a channel everyone sees.
    viewers: set[int] | None = None
    archived: bool = False
    locked: bool = False
    deleted: bool = False
    recipients: list[FakeUser] = field(default_factory=list)
    thread_member_ids: set[int] = field(default_factory=set)
    messages: list[FakeMessage] = field(default_factory=list)

    def __repr__(self) -> str:
        return f"<FakeChannel {self.id} #{self.name} type={self.type}>"

    @property
    def is_thread(self) -> bool:
        return self.type in THREAD_TYPES

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"

    def overwrites(self) -> list[JSON]:
        if self.guild is None:
            return []
        deny = 0 if self.allow_threads else THREAD_PERMISSIONS
        if self.viewers is not None:
            deny |= VIEW_CHANNEL
        if not deny:
            return []
        everyone: JSON = {"id": str(self.guild.id), "type": 0, "allow": "0", "deny": str(deny)}
        members: list[JSON] = [
            {"id": str(user_id), "type": 1, "allow": str(VIEW_CHANNEL), "deny": "0"}
            for user_id in sorted(self.viewers or ())
        ]
        return [everyone, *members]

    def visible_messages(
        self, viewer: FakeUser | None = None, *, include_ephemeral: bool = False
    ) -> list[FakeMessage]:
        """Live messages, oldest first. Ephemeral ones only for `viewer` or if asked for."""
        out: list[FakeMessage] = []
        for m in self.messages:
            if m.deleted:
                continue
            hidden = m.ephemeral_to is not None and (
                viewer is None or m.ephemeral_to.id != viewer.id
            )
            if hidden and not include_ephemeral:
                continue
            out.append(m)
        return out

    def last_message(
        self, viewer: FakeUser | None = None, *, include_ephemeral: bool = False
    ) -> FakeMessage | None:
        msgs = self.visible_messages(viewer, include_ephemeral=include_ephemeral)
        return msgs[-1] if msgs else None

    def to_payload(self) -> JSON:
        last = self.messages[-1].id if self.messages else None
        payload: JSON = {
            "id": str(self.id),
            "type": self.type,
            "name": self.name,
            "last_message_id": str(last) if last else None,
            "flags": 0,
            "rate_limit_per_user": 0,
        }
        if self.type == CHANNEL_DM:
            payload["recipients"] = [u.to_payload() for u in self.recipients]
            return payload
        if self.guild is not None:
            payload["guild_id"] = str(self.guild.id)
        if self.is_thread:
            assert self.parent is not None
            payload.update(
                parent_id=str(self.parent.id),
                owner_id=str(self.owner_id) if self.owner_id else None,
                message_count=len(self.messages),
                total_message_sent=len(self.messages),
                member_count=len(self.thread_member_ids),
                thread_metadata={
                    "archived": self.archived,
                    "auto_archive_duration": 1440,
                    "archive_timestamp": snowflake_iso(self.id),
                    "locked": self.locked,
                    "invitable": True,
                    "create_timestamp": snowflake_iso(self.id),
                },
            )
        else:
            payload.update(
                position=self.position,
                permission_overwrites=self.overwrites(),
                parent_id=None,
                topic=None,
                nsfw=False,
            )
        return payload


@dataclass(eq=False)
class FakeAttachment:
    id: int
    filename: str
    data: bytes
    url: str
    content_type: str = "application/octet-stream"
    description: str | None = None

    def to_payload(self) -> JSON:
        return {
            "id": str(self.id),
            "filename": self.filename,
            "size": len(self.data),
            "url": self.url,
            "proxy_url": self.url,
            "content_type": self.content_type,
            "description": self.description,
        }


@dataclass(eq=False)
class InteractionMeta:
    """What a message remembers about the interaction that created it."""

    id: int
    type: int
    user: FakeUser
    name: str | None = None


@dataclass(eq=False, repr=False)
class FakeMessage:
    id: int
    channel: FakeChannel
    author: FakeUser
    content: str = ""
    embeds: list[JSON] = field(default_factory=list)
    components: list[JSON] = field(default_factory=list)
    flags: int = 0
    attachments: list[FakeAttachment] = field(default_factory=list)
    # Ephemeral messages are seen by one user only; they live in the channel list but every
    # public view (visible_messages, public_payloads) leaves them out.
    ephemeral_to: FakeUser | None = None
    interaction: InteractionMeta | None = None
    webhook_id: int | None = None
    type: int = 0
    reference_id: int | None = None
    thread: FakeChannel | None = None
    edits: int = 0
    deleted: bool = False
    reactions: dict[str, set[int]] = field(default_factory=dict)
    notified: set[int] = field(default_factory=set)
    """Users Discord notified when the message was created: user mentions in its content that
    its ``allowed_mentions`` let through. An edit notifies nobody, so this never grows."""

    def __repr__(self) -> str:
        seen = f" ephemeral_to={self.ephemeral_to.username}" if self.ephemeral_to else ""
        return f"<FakeMessage {self.id} in #{self.channel.name}{seen} {self.text[:60]!r}>"

    @property
    def ephemeral(self) -> bool:
        return self.ephemeral_to is not None

    @property
    def loading(self) -> bool:
        return bool(self.flags & FLAG_LOADING)

    @property
    def jump_url(self) -> str:
        guild = self.channel.guild
        where = guild.id if guild else "@me"
        return f"https://discord.com/channels/{where}/{self.channel.id}/{self.id}"

    # --- inspection helpers for tests -------------------------------------------------------

    def walk_components(self) -> Iterator[JSON]:
        """Every component, depth first (action rows, buttons, selects, v2 containers...)."""
        return walk_components(self.components)

    @property
    def buttons(self) -> list[JSON]:
        return [c for c in self.walk_components() if c.get("type") == 2]

    @property
    def selects(self) -> list[JSON]:
        return [c for c in self.walk_components() if c.get("type") in (3, 5, 6, 7, 8)]

    @property
    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in self.walk_components() if "custom_id" in c]

    @property
    def labels(self) -> list[str]:
        return [c["label"] for c in self.buttons if c.get("label")]

    def component(
        self, *, custom_id: str | None = None, label: str | None = None, type: int | None = None
    ) -> JSON:
        """The first component matching all given criteria; LookupError lists what exists."""
        if custom_id is None and label is None:
            raise ValueError("give custom_id or label")
        for c in self.walk_components():
            if custom_id is not None and c.get("custom_id") != custom_id:
                continue
            if label is not None and c.get("label") != label:
                continue
            if type is not None and c.get("type") != type:
                continue
            if "custom_id" not in c and "url" not in c:
                continue
            return c
        have = [(c.get("label"), c.get("custom_id")) for c in self.walk_components() if "type" in c]
        raise LookupError(
            f"no component custom_id={custom_id!r} label={label!r} on message {self.id}; has {have}"
        )

    @property
    def text(self) -> str:
        """Content, embed texts and v2 text displays joined with newlines, for assertions."""
        parts: list[str] = [self.content] if self.content else []
        for e in self.embeds:
            parts.extend(_embed_texts(e))
        for c in self.walk_components():
            if c.get("type") == 10 and c.get("content"):
                parts.append(str(c["content"]))
        return "\n".join(parts)

    # --- wire format ---------------------------------------------------------------------

    def to_payload(self) -> JSON:
        guild = self.channel.guild
        payload: JSON = {
            "id": str(self.id),
            "channel_id": str(self.channel.id),
            "type": self.type,
            "author": self.author.to_payload(),
            "content": self.content,
            "timestamp": snowflake_iso(self.id),
            "edited_timestamp": snowflake_iso(self.id) if self.edits else None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [a.to_payload() for a in self.attachments],
            "embeds": self.embeds,
            "components": self.components,
            "pinned": False,
            "flags": self.flags,
            "reactions": [
                {"emoji": {"id": None, "name": emoji}, "count": len(users), "me": True}
                for emoji, users in self.reactions.items()
                if users
            ],
        }
        if guild is not None:
            payload["guild_id"] = str(guild.id)
        if self.webhook_id is not None:
            payload["webhook_id"] = str(self.webhook_id)
            payload["application_id"] = str(self.webhook_id)
        if self.interaction is not None:
            meta = self.interaction
            payload["interaction_metadata"] = {
                "id": str(meta.id),
                "type": meta.type,
                "user": meta.user.to_payload(),
                "authorizing_integration_owners": {"0": str(guild.id)} if guild else {},
            }
        if self.reference_id is not None:
            payload["message_reference"] = {
                "type": 0,
                "message_id": str(self.reference_id),
                "channel_id": str(self.channel.id),
                "guild_id": str(guild.id) if guild else None,
            }
        if self.thread is not None:
            payload["thread"] = self.thread.to_payload()
        return payload


def walk_components(components: list[JSON]) -> Iterator[JSON]:
    for c in components:
        yield c
        children: list[JSON] = list(c.get("components") or [])
        for key in ("component", "accessory"):
            child = c.get(key)
            if isinstance(child, dict):
                children.append(child)  # pyright: ignore[reportUnknownArgumentType]
        yield from walk_components(children)


def _embed_texts(embed: JSON) -> Iterator[str]:
    for key in ("title", "description"):
        if embed.get(key):
            yield str(embed[key])
    for sub in ("author", "footer"):
        part = embed.get(sub) or {}
        name = part.get("name") or part.get("text")
        if name:
            yield str(name)
    for f in embed.get("fields") or []:
        yield f"{f.get('name', '')}: {f.get('value', '')}"
