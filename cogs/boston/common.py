"""What every Boston cog needs from an interaction: the bot, the language, short replies, and
refusals translated by their code."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal, TypeVar

import discord
from discord import app_commands
from discord.ext import commands

from bot.engine.errors import IllegalAction
from bot.engine.phrasing import listed
from bot.engine.settings import SettingsError, folded
from bot.engine.variants import DEFAULT_VARIANT, VARIANTS, get_variant
from bot.i18n import Lang, lang_of, refusal_reason, settings_reason, t, tn
from bot.table_rules import setting_value
from bot.tables import NotSaved, Refused
from bot.tables.live import RefusalCode
from bot.tables.service import LiveTable

if TYPE_CHECKING:
    from bot.discord_app import BostonBot

CogT = TypeVar("CogT", bound=commands.Cog)
CommandT = TypeVar("CommandT", bound=Callable[..., Any])
logger = logging.getLogger(__name__)


CHOICE_NAME_LIMIT = 100
"""Discord's longest name of an option's choice (an autocomplete suggestion)."""


def choice_name(text: str, limit: int = CHOICE_NAME_LIMIT) -> str:
    """``text`` as a choice's name: whole where it fits, else cut at the last word boundary
    that leaves room for "…", so a suggestion never ends mid-word as if it were complete."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    if space > 0:
        cut = cut[:space]
    return cut.rstrip(" ,;:/(—-") + "…"


async def variant_names(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """Autocomplete for ``variant`` (``/boston new``, ``/boston settings``): every registered
    rule system, named in its own words. Asked at each use, not fixed when commands sync, so
    a newly registered variant is offered at once; the command checks what it is given."""
    language = lang(interaction)
    typed = current.lower()
    out: list[app_commands.Choice[str]] = []
    for name, variant in VARIANTS.items():
        label = variant.words.variant_name(language)
        label = label[:1].upper() + label[1:]  # a choice in a list, as a line's start
        if typed in name or typed in label.lower():
            out.append(app_commands.Choice(name=choice_name(label), value=name))
    return out[:25]


async def server_rules(bot: BostonBot, guild_id: int, variant: str) -> dict[str, object]:
    """The server's stored rule defaults for ``variant``, checked by the variant's model; a
    stored document the model no longer accepts counts as no defaults."""
    stored = (await bot.db.guild_rules(guild_id, variant)).settings
    try:
        return get_variant(variant).settings(stored)
    except SettingsError:
        logger.warning(
            "guild %s: stored %s rules no longer valid; using defaults", guild_id, variant
        )
        return get_variant(variant).settings({})


def typed_rules(
    variant: str, text: str | None, over: Mapping[str, object] | None = None
) -> dict[str, object]:
    """The ``rules`` option (``name=value …``) read by the variant's settings model, over the
    settings ``over`` (the server's stored ones); raises :class:`SettingsError` saying what is
    wrong (:func:`rules_reason` says it). A setting may be named in either language
    ("betalning"), and a choice by its name in either language ("förenklad", "lott")."""
    if not text:
        return {}
    rules_of = get_variant(variant)
    return rules_of.settings_model.parse_text(text, over)


def rules_reason(language: Lang, variant: str, error: SettingsError) -> str:
    """Why the ``rules`` typed for ``variant`` (or its stored ones) were refused, in
    ``language``, the settings and choices named as its reader types them ("kända:
    betalning, ål, …", "menade du `förenklad`?"); the English names are read as well."""
    if error.code != "unknown_variant" and variant in VARIANTS:
        rules_of = get_variant(variant)
        error = rules_of.settings_model.said_to(error, language)
    return settings_reason(language, error)


def _as_typed(start: str, english: str, reader: str) -> str:
    """The reader's word (``förenklad``, ``betalning``) for what is being typed, or the
    English one where that is what the typed start spells (``s``: ``simplified``)."""
    typed = folded(start)
    if folded(reader).startswith(typed) or not english.casefold().startswith(typed):
        return reader
    return english


def rules_text(variant: str, settings: Mapping[str, object], language: Lang) -> str:
    """The variant's settings as labelled lines, generated from its model. Each is shown,
    for a table that changes the others may play it; one that plays no part under the others
    (:meth:`~bot.engine.settings.RuleSettings.in_effect` leaves it out) says so."""
    rules_of = get_variant(variant)
    lines = [t(language, "club.rules", variant=rules_of.words.variant_name(language))]
    effective = rules_of.settings_model.in_effect(
        {
            spec.name: settings.get(spec.name, spec.default)
            for spec in rules_of.settings_model.specs()
        }
    )
    for spec in rules_of.settings_model.specs():
        value = settings.get(spec.name, spec.default)
        shown = setting_value(spec, value, language, rules_of.words)
        name = spec.typed_name(language)
        line = t(language, "club.rule_line", label=spec.label(language), name=name, value=shown)
        if spec.name not in effective:
            line += t(language, "club.rule_idle")
        lines.append(line)
    return "\n".join(lines)


async def rule_names(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """Autocomplete for the ``rules`` option: the chosen variant's settings, from its model,
    each offered as ``name=`` after what is typed so far, by its name in the reader's
    language (``betalning=``); once a setting's ``=`` is typed, its values where it has a few
    (a choice's, a document's presets, on and off), each with what it means in the reader's
    words. A name or choice whose English spelling is being typed is offered so."""
    namespace = interaction.namespace
    variant = getattr(namespace, "variant", None)
    if not isinstance(variant, str) or variant not in VARIANTS:
        variant = DEFAULT_VARIANT
    language = lang(interaction)
    head, _, last = current.rpartition(" ")
    prefix = f"{head} " if head else ""
    rules_of = get_variant(variant)
    specs = rules_of.settings_model.specs()
    name, equals, start = last.partition("=")
    chosen = rules_of.settings_model.named(name) if equals else None
    values: tuple[object, ...] = ()
    if chosen is not None:  # a number has too many values to offer: its name stays offered
        values = (True, False) if chosen.kind == "bool" else tuple(chosen.choices)
    if chosen is not None and values:
        offered = [
            (
                chosen.typed(value),
                chosen.typed(value, language),
                setting_value(chosen, value, language, rules_of.words),
            )
            for value in values
        ]
        label = chosen.label(language)
        said = name  # the name as it was typed ("payment" or "betalning")
        # A value is found by its typed word in English or the reader's language, or by its
        # words there, and offered as the reader types it ("på", "förenklad", "saldo").
        return [
            app_commands.Choice(
                name=choice_name(f"{prefix}{said}={typed} — {label}: {meaning}"),
                value=f"{prefix}{said}={typed}"[:100],
            )
            for word, reader, meaning in offered
            if word.startswith(start.lower())
            or folded(reader).startswith(folded(start))
            or folded(start) in folded(meaning)
            for typed in [_as_typed(start, word, reader)]
        ][:25]
    # The names as the reader's language has them (``turlängd``), or as the record has them
    # (``tour_length``) where that is being typed; a reader who types a word of the setting's
    # label in their own language ("betar") is offered it too. Each with its prompt, which
    # says what to type ("Deals to play (0: no limit)").
    typed = folded(name)
    return [
        app_commands.Choice(
            name=choice_name(f"{prefix}{said}= — {spec.prompt(language)}"),
            value=f"{prefix}{said}="[:100],
        )
        for spec in specs
        if spec.name.startswith(typed)
        or folded(spec.typed_name(language)).startswith(typed)
        or typed in folded(spec.label(language))
        for said in [_as_typed(name, spec.name, spec.typed_name(language))]
    ][:25]


def bot_of(interaction: discord.Interaction) -> BostonBot:
    from bot.discord_app import BostonBot

    client = interaction.client
    assert isinstance(client, BostonBot), "Boston components only run in the Boston bot"
    return client


def cog_of(interaction: discord.Interaction, kind: type[CogT]) -> CogT:
    cog = bot_of(interaction).get_cog(kind.__cog_name__)
    assert isinstance(cog, kind), f"the {kind.__cog_name__} cog is not loaded"
    return cog


def lang(interaction: discord.Interaction) -> Lang:
    return lang_of(interaction.locale)


class Told(Refused):
    """A refusal the cogs decide themselves, with its own catalogue ``key`` and ``fields``
    (the service's codes are shared by several situations; this names the one at hand).
    ``code`` is the nearest service code, for callers that branch on it. A field given as a
    tuple of numbers is written as a list in the reader's language ("1, 2 and 3")."""

    def __init__(self, code: RefusalCode, key: str, message: str, **fields: object) -> None:
        super().__init__(code, message)
        self.key = key
        self.fields = fields
        self.more: list[tuple[str, dict[str, object]]] = []
        """Lines said after it, each a catalogue key and its fields (:func:`host_named`)."""


def for_host_or_admin(exc: Refused, action: str) -> Refused:
    """``not_host_or_admin`` said of the ``action`` at hand (``pause``, ``resume``, ``end``,
    ``abandon``, ``replace``, ``cancel``: ``refused.not_host_or_admin.<action>``), naming
    who may (the host, or a member with Manage Server); any other refusal as it is."""
    if exc.code != "not_host_or_admin" or isinstance(exc, Told):
        return exc
    return Told(exc.code, f"refused.not_host_or_admin.{action}", exc.message)


MEMBER_LOOKUP_TIMEOUT = 1.0
"""How long a refusal waits for Discord to say whether the host is still on the server (one
REST call, :func:`host_named`): a slow or rate-limited answer must not keep the person
waiting for a refusal (the routing's watchdog would defer it, "thinking…", meanwhile)."""


async def host_named(
    interaction: discord.Interaction, exc: Refused, table: LiveTable, action: str
) -> Refused:
    """``not_host_or_admin`` said of the ``action`` at hand (:func:`for_host_or_admin`), with
    a line naming table ``table``'s host, so that the person knows whom to ask; where the host
    is no longer on the server, that is said instead: only a member with Manage Server can
    do it now. A ``not_host`` refusal the caller has worded (a :class:`Told`: the lobby's
    **Start**) is given the same line; where that host is gone, nobody can do it: a member
    with Manage Server can cancel the table (``refused.host_gone.<action>``). Any other
    refusal as it is. Where Discord does not say in time whether the host is there
    (:data:`MEMBER_LOOKUP_TIMEOUT`), a host still seated is named by the name they sat down
    under; one who holds no seat (a scorekeeping host, or one whose seat went to a
    computer) by a mention."""
    told = for_host_or_admin(exc, action)
    if told.code not in ("not_host_or_admin", "not_host") or not isinstance(told, Told):
        return told
    host = table.row.host_player_id
    gone = await _not_a_member(interaction, host)
    name = f"<@{host}>"
    seat = table.seat_of(host)
    if gone is not False and seat is not None:
        # A mention of someone gone reads as an unknown user: the name they sat down under,
        # true whether or not they are there.
        name = discord.utils.escape_markdown(table.seats[seat].display_name)
    if gone is not True:
        key = "refused.host_is"
    elif told.code == "not_host_or_admin":
        key = "refused.host_gone"
    else:
        key = f"refused.host_gone.{action}"
    told.more.append((key, {"id": table.id, "host": name}))
    return told


async def _not_a_member(interaction: discord.Interaction, user_id: int) -> bool | None:
    """Whether ``user_id`` has left the interaction's server: True where Discord says no such
    member, False where they are there (or there is no server), None where Discord could not
    say, or not within :data:`MEMBER_LOOKUP_TIMEOUT`."""
    guild = interaction.guild
    if guild is None or guild.get_member(user_id) is not None:
        return False
    try:
        await asyncio.wait_for(guild.fetch_member(user_id), MEMBER_LOOKUP_TIMEOUT)
    except discord.NotFound:
        return True
    except discord.HTTPException as exc:
        logger.info("member %s of server %s not looked up (%s)", user_id, guild.id, exc.status)
        return None
    except TimeoutError:
        logger.info("member %s of server %s not looked up in time", user_id, guild.id)
        return None
    return False


def refusal_text(language: Lang, exc: Refused | IllegalAction | NotSaved) -> str:
    """A refusal in the player's language, chosen by its stable code (never the English text)."""
    if isinstance(exc, Told):
        fields = {
            name: listed([str(item) for item in value], language)
            if isinstance(value, tuple)
            else value
            for name, value in exc.fields.items()
        }
        lines = [t(language, exc.key, **fields)]
        lines += [t(language, key, **more) for key, more in exc.more]
        return "\n".join(lines)
    # The rest as the terminal says it too (a move of another stage: the stage it is at).
    return refusal_reason(language, exc)


def back_refusal(interaction: discord.Interaction, table_id: int, exc: Refused) -> Refused:
    """**Take my seat back** refused: someone at their own seat (who pressed another's away
    notice, or pressed it again once back) is told so, not that they are not seated."""
    table = bot_of(interaction).tables.find(table_id)
    user = interaction.user.id
    if exc.code == "not_seated" and table is not None and table.seat_of(user) is not None:
        return Told(exc.code, "refused.already_back", exc.message)
    return exc


def _in_a_server(interaction: discord.Interaction) -> bool:
    if interaction.guild_id is None:
        raise app_commands.NoPrivateMessage  # answered in words by the one error path
    return True


def server_only() -> Callable[[CommandT], CommandT]:
    """A ``/boston`` sub-command that needs a server (its tables, its scores). Discord keeps
    ``guild_only`` only on a top-level command, and ``/boston help`` works in a direct
    message, so each such sub-command is checked when it runs: in a direct message it is
    refused in words, not left unanswered."""

    def mark(command: CommandT) -> CommandT:
        return app_commands.check(_in_a_server)(app_commands.guild_only()(command))

    return mark


async def tell(interaction: discord.Interaction, text: str) -> None:
    """A short private answer, whether or not the interaction was answered already."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


def attach_to_boston(cog: commands.Cog) -> None:
    """Move a cog's slash commands under ``/boston`` (the Lobby cog's group).

    Discord allows one ``/boston`` command, and a ``GroupCog`` owns it; every other cog's
    commands become its sub-commands here, before ``add_cog`` would register them top-level.
    Call from ``cog_load``; the Lobby cog must be loaded first.
    """
    from cogs.boston.lobby import LobbyCog

    lobby = bot_of_cog(cog).get_cog(LobbyCog.__cog_name__)
    assert isinstance(lobby, LobbyCog), "the Lobby cog loads first"
    group = lobby.app_command
    assert group is not None
    for command in cog.__cog_app_commands__:
        group.add_command(command, override=True)
    cog.__cog_app_commands__ = []


def detach_from_boston(cog: commands.Cog, names: Sequence[str]) -> None:
    """Undo :func:`attach_to_boston` when a cog unloads (the Lobby cog may be gone already)."""
    from cogs.boston.lobby import LobbyCog

    lobby = bot_of_cog(cog).get_cog(LobbyCog.__cog_name__)
    group = lobby.app_command if isinstance(lobby, LobbyCog) else None
    if group is not None:
        for name in names:
            group.remove_command(name)


def bot_of_cog(cog: commands.Cog) -> BostonBot:
    bot = getattr(cog, "bot", None)
    from bot.discord_app import BostonBot

    assert isinstance(bot, BostonBot), "Boston cogs keep their bot as .bot"
    return bot


def is_admin(interaction: discord.Interaction) -> bool:
    """Manage Server, the permission Discord shows for server settings."""
    return interaction.permissions.manage_guild


def table_here(interaction: discord.Interaction, table_id: int) -> LiveTable:
    """The live table ``table_id`` if it belongs to the server of the interaction.

    Custom ids can be forged: a button of server B naming server A's table is refused as "no
    such table", so nobody joins, starts, looks at or acts at a table of a server they are
    not in. Raises :class:`Refused`."""
    table = bot_of(interaction).tables.get(table_id)
    if interaction.guild_id is None or table.row.guild_id != interaction.guild_id:
        raise Refused("no_table", "That table does not exist or has ended.")
    return table


async def no_table_text(
    interaction: discord.Interaction,
    table_id: int | None,
    *,
    records: bool = False,
    export: bool = False,
) -> str:
    """Why :func:`find_table` found nothing, in the asker's language: the table named, or the
    one whose thread this is, is gone (or is another server's); or none was named and the
    asker sits at none here, so the answer says where to ask instead, naming the tables open
    in this channel where there are any (:func:`open_tables_text`), else those open in the
    server's other channels (:func:`open_elsewhere_text`). Where the asker's
    latest table here has ended, it is named with how to reach it: "you sit at no table"
    alone read as if the table they had just finished were gone. ``records``: the command
    reads an ended table's records (the protocol), so the answer says how to reach them;
    any other command is told only that the game has ended, there or in its thread.
    ``export``: the command is the export (it reads records too), so the answer says that
    the game can still be exported ("its protocol is still there" answered the wrong
    question)."""
    language = lang(interaction)
    here, guild = interaction.channel_id, interaction.guild_id
    db = bot_of(interaction).db
    if table_id is None and (
        here is None or guild is None or await db.table_of_thread(guild, here) is None
    ):
        last = None if guild is None else await db.last_table_of(guild, interaction.user.id, here)
        if last is not None and last.status in ("finished", "abandoned"):
            if not records and not export:
                return t(language, "refused.no_table_over", id=last.id)
            thread = None if last.thread_id is None else f"<#{last.thread_id}>"
            if export and thread is not None:
                return t(language, "refused.no_table_ended.export", id=last.id, thread=thread)
            if export:
                return t(language, "refused.no_table_ended_unthreaded.export", id=last.id)
            if thread is not None:
                return t(language, "refused.no_table_ended", id=last.id, thread=thread)
            return t(language, "refused.no_table_ended_unthreaded", id=last.id)
        if here is not None and guild is not None:
            open_here = open_tables_text(interaction, guild, here)
            if open_here is None:
                open_here = open_elsewhere_text(interaction, guild)
            if open_here is not None:
                return open_here
        return t(language, "refused.no_table_here")
    if table_id is None and here is not None and guild is not None:
        ended = await db.table_of_thread(guild, here)
        if ended is not None and ended.status in ("finished", "abandoned"):
            return t(language, "refused.table_over", id=ended.id)
    return t(language, "refused.no_table")


def open_tables_text(interaction: discord.Interaction, guild: int, here: int) -> str | None:
    """The live tables of channel ``here``, named to someone who named none and sits at
    none (an admin, a watcher: "your table's thread" meant nothing to them), with how to
    name one; ``None`` where the channel has none. Only said, never picked: a command of
    someone not seated acts on the table they name, even where one alone is open."""
    tables = _tables_here(interaction, guild, here)
    if not tables:
        return None
    language = lang(interaction)
    threaded = all(table.row.thread_id is not None for table in tables)
    if len(tables) == 1:
        table = tables[0]
        if table.row.thread_id is not None:
            thread = f"<#{table.row.thread_id}>"
            return t(language, "refused.table_open_here", id=table.id, thread=thread)
        return t(language, "refused.table_open_here_unthreaded", id=table.id)
    numbers = listed([str(table.id) for table in tables], language)
    key = "refused.tables_open_here" if threaded else "refused.tables_open_here_unthreaded"
    return t(language, key, tables=numbers)


OPEN_ELSEWHERE_SHOWN = 3
"""How many of the tables open in other channels :func:`open_elsewhere_text` names; the rest
are counted ("and 2 more"), so a busy server's answer stays a few lines on a phone."""


def open_elsewhere_text(interaction: discord.Interaction, guild: int) -> str | None:
    """The live tables of server ``guild`` (never another server's), each named with where it
    is (its thread, else its channel), to someone who named none and sits at none in a
    channel with no table: "you sit at no table here" left an admin or a watcher to search
    the server for them. At most :data:`OPEN_ELSEWHERE_SHOWN` are named, the rest counted;
    ``None`` where the server has none. Only said, never picked, as in
    :func:`open_tables_text`."""
    tables = _tables_elsewhere(interaction, guild)
    if not tables:
        return None
    language = lang(interaction)
    if len(tables) == 1:
        table = tables[0]
        if table.row.thread_id is not None:
            thread = f"<#{table.row.thread_id}>"
            return t(language, "refused.table_open_elsewhere", id=table.id, place=thread)
        place = f"<#{table.row.channel_id}>"
        return t(language, "refused.table_open_elsewhere_unthreaded", id=table.id, place=place)
    shown = tables[:OPEN_ELSEWHERE_SHOWN]
    parts = [
        t(
            language,
            "refused.table_where",
            id=table.id,
            place=f"<#{table.row.thread_id or table.row.channel_id}>",
        )
        for table in shown
    ]
    if len(tables) > len(shown):
        parts.append(tn(language, "refused.tables_more", len(tables) - len(shown)))
    threaded = all(table.row.thread_id is not None for table in tables)
    key = "refused.tables_open_elsewhere"
    return t(language, key if threaded else f"{key}_unthreaded", tables=listed(parts, language))


def _tables_here(interaction: discord.Interaction, guild: int, here: int) -> list[LiveTable]:
    """The live tables of channel ``here`` of server ``guild``, by number."""
    return _tables_of(interaction, guild, lambda channel: channel == here)


def _tables_elsewhere(interaction: discord.Interaction, guild: int) -> list[LiveTable]:
    """The live tables of server ``guild`` in channels the asker may view, by number."""
    return _tables_of(interaction, guild, lambda channel: _sees(interaction, channel))


def _tables_of(
    interaction: discord.Interaction, guild: int, in_channel: Callable[[int], bool]
) -> list[LiveTable]:
    tables = bot_of(interaction).tables.tables()
    chosen = (x for x in tables if x.row.guild_id == guild and in_channel(x.row.channel_id))
    return sorted(chosen, key=lambda table: table.id)


def _sees(interaction: discord.Interaction, channel_id: int) -> bool:
    """Whether the asker may view channel ``channel_id`` of the server (a table's thread is
    seen as its channel is): a private channel's table is not named to someone outside it.
    A channel the cache does not hold is not named either."""
    server, member = interaction.guild, interaction.user
    channel = server.get_channel(channel_id) if server is not None else None
    if channel is None or not isinstance(member, discord.Member):
        return False
    return channel.permissions_for(member).view_channel


async def find_table(interaction: discord.Interaction, table_id: int | None) -> LiveTable | None:
    """The live table a command means: the one given; else the table whose thread this is;
    else the one table of this channel where the user sits (or sat, before stepping away);
    else the user's only table in this server. ``None`` when there is none, and in the thread
    of a table that has ended (that table is meant, never another one elsewhere); where more
    than one could be meant, raises :class:`Told` naming them, so nothing is done to a table
    the user did not choose."""
    bot = bot_of(interaction)
    tables = bot.tables
    if table_id is not None:
        return tables.find(table_id)
    here, guild = interaction.channel_id, interaction.guild_id
    if here is not None:
        for table in tables.tables():
            if table.row.thread_id == here:
                return table
        if guild is not None and await bot.db.table_of_thread(guild, here) is not None:
            return None
    return seated_table(interaction)


Needs = Literal["seat", "host"]
"""What a command asks of the person who types it, whatever table they mean: a seat there
(``/boston leave``, ``score``, ``withdraw``), or being its host or a member with Manage Server
(``/boston end``, ``pause``, ``resume``, ``abandon``, ``replace``; the host alone for
``/boston rulefile``, :data:`HOST_ONLY`)."""


HOST_ONLY = frozenset({"rules"})
"""The ``host`` actions that are the host's alone, not a member with Manage Server's too (the
card of prices, ``/boston rulefile``): refused as ``refused.not_host.<action>``, the words a
table named gives, by :func:`refuse_unentitled`."""


async def table_here_or_told(
    interaction: discord.Interaction,
    table_id: int | None,
    *,
    needs: Needs | None = None,
    action: str = "",
) -> LiveTable | None:
    """:func:`find_table`'s table where it is one of this server's; else the asker is told
    why there is none (:func:`no_table_text`) and None comes back. With ``needs``, someone
    who named no table and would be refused at any table they could name is refused at once
    (:func:`refuse_unentitled`; ``action`` names the command for a host-only refusal), not
    first sent to add `table:` only to be refused then."""
    live = await find_table(interaction, table_id)
    if live is None and table_id is None and needs is not None:
        await refuse_unentitled(interaction, needs, action)
    if live is None or live.row.guild_id != interaction.guild_id:
        await tell(interaction, await no_table_text(interaction, table_id))
        return None
    return live


async def refuse_unentitled(interaction: discord.Interaction, needs: Needs, action: str) -> None:
    """Where :func:`find_table` found no table without a number (the channel is no table's
    thread; the asker sits at none of this server's, nor is away from one), raises the
    refusal every table they could name would give: ``seat``: that they sit at no table
    here; ``host``: the host-only refusal of ``action`` naming the hosts of the tables
    :func:`no_table_text` would list (this channel's, else the server's), unless the asker
    has Manage Server or is one of those hosts (they may, once they name the table). An
    action of :data:`HOST_ONLY` is refused to a member with Manage Server too, in the words a
    named table gives (no host named: who the host is changes nothing for them).
    Otherwise returns, and :func:`no_table_text` says where to look. Changes nothing."""
    here, guild = interaction.channel_id, interaction.guild_id
    db = bot_of(interaction).db
    if here is None or guild is None or await db.table_of_thread(guild, here) is not None:
        return  # an ended table's thread: no_table_text says that table is over
    if needs == "seat":
        last = await db.last_table_of(guild, interaction.user.id, here)
        if last is not None and last.status in ("finished", "abandoned"):
            return  # "your last table here has ended" says more than "you sit at none"
        message = "You are not seated at any table here."
        raise Told("not_seated", "refused.seated_nowhere", message)
    host_only = action in HOST_ONLY
    if is_admin(interaction) and not host_only:
        return
    tables = _tables_here(interaction, guild, here) or _tables_elsewhere(interaction, guild)
    if not tables or any(table.row.host_player_id == interaction.user.id for table in tables):
        return
    if host_only:
        raise Told("not_host", f"refused.not_host.{action}", "Only the host can do that.")
    told: Refused = Refused(
        "not_host_or_admin", "Only the host or a member with Manage Server can do that."
    )
    shown = tables[:OPEN_ELSEWHERE_SHOWN]
    hosts: dict[int, list[int]] = {}  # a host's tables, one line for them all (a club's organiser)
    for table in shown:
        hosts.setdefault(table.row.host_player_id, []).append(table.id)
    for table in shown:
        ids = hosts[table.row.host_player_id]
        if table.id != ids[0]:
            continue
        told = await host_named(interaction, told, table, action)
        if len(ids) > 1 and isinstance(told, Told) and told.more:
            key, fields = told.more[-1]  # refused.host_is or refused.host_gone
            numbers = listed([str(number) for number in ids], lang(interaction))
            told.more[-1] = (f"{key}.several", {**fields, "id": numbers})
    raise told


def seated_table(interaction: discord.Interaction) -> LiveTable | None:
    """:func:`find_table`'s choice where the channel is no table's thread: the one table of
    this channel where the user sits (or sat), else their only table in this server; raises
    :class:`Told` naming them where more than one could be meant."""
    tables = bot_of(interaction).tables
    here, guild = interaction.channel_id, interaction.guild_id
    user = interaction.user.id
    mine = sorted(
        (
            table
            for table in tables.tables()
            if table.row.guild_id == guild
            and (table.seat_of(user) is not None or table.away_seat_of(user) is not None)
        ),
        key=lambda table: table.id,
    )
    in_channel = [table for table in mine if table.row.channel_id == here]
    for candidates, key in (
        (in_channel, "refused.which_table_here"),
        (mine, "refused.which_table"),
    ):
        if len(candidates) == 1:
            return candidates[0]
        if candidates:
            ids = tuple(table.id for table in candidates)
            raise Told("no_table", key, f"You sit at tables {ids}: add table:", tables=ids)
    return None


class BostonSubCog(commands.Cog):
    """A cog whose slash commands are sub-commands of ``/boston`` (``COMMANDS`` names them):
    they join the Lobby cog's group when the cog loads and leave it when it unloads."""

    COMMANDS: tuple[str, ...] = ()

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        attach_to_boston(self)

    async def cog_unload(self) -> None:
        detach_from_boston(self, self.COMMANDS)
