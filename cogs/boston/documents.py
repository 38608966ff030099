"""Document settings in the lobby (AM-S1: a card of prices prepared before the game): the
host edits one through a Discord modal (the lobby's edit button) or by attaching a small
JSON file (``/boston rulefile``). Whatever the variant's settings model declares as a
``document`` is offered; the model checks it, and a refusal names the bad position,
privately. The lobby message then shows the document to everyone seated before Start.
"""

from __future__ import annotations

import json
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.engine.settings import SettingSpec
from bot.engine.variants import get_variant
from bot.i18n import Lang, t
from bot.tables import Refused
from bot.tables.options import engine_settings
from bot.tables.service import LiveTable
from cogs.boston.common import BostonSubCog, bot_of, find_table, lang, refusal_text, tell

FILE_LIMIT = 16_000
"""Bytes: a written card of prices is about 1,000; anything much bigger is not one."""
TEXT_LIMIT = 4_000
"""Discord's longest text input."""


def documents(table: LiveTable) -> tuple[SettingSpec, ...]:
    """The table's document settings, from its variant's model."""
    specs = get_variant(table.row.variant).settings_model.specs()
    return tuple(s for s in specs if s.kind == "document")


def document_lines(table: LiveTable, language: Lang) -> list[str]:
    """Each document as the players read it, for the lobby message."""
    settings = engine_settings(table.row.settings)
    return [
        t(language, "document.shown", label=spec.label(language))
        + "\n"
        + spec.text(settings.get(spec.name, spec.default), language)
        for spec in documents(table)
    ]


def read_value(spec: SettingSpec, text: str) -> object:
    """A preset's name as it is, anything else as JSON; ``ValueError`` says where not."""
    word = text.strip()
    if word.lower() in spec.choices:
        return word.lower()
    return json.loads(word)


def _current_text(table: LiveTable, spec: SettingSpec) -> str:
    value = engine_settings(table.row.settings).get(spec.name, spec.default)
    text = value if isinstance(value, str) else json.dumps(value, separators=(",", ":"))
    return text[:TEXT_LIMIT]


async def save(
    interaction: discord.Interaction, table_id: int, spec: SettingSpec, text: str
) -> None:
    """Check and store one document, answering privately either way."""
    language = lang(interaction)
    try:
        value = read_value(spec, text)
        await bot_of(interaction).tables.set_rules(
            table_id, interaction.user.id, {spec.name: value}
        )
    except ValueError as exc:  # json's errors name the line and column
        await tell(interaction, t(language, "document.bad_json", reason=str(exc)))
        return
    except Refused as exc:
        if exc.code == "illegal":
            await tell(interaction, t(language, "refused.bad_setting", reason=exc.message))
        else:
            await tell(interaction, refusal_text(language, exc))
        return
    await tell(interaction, t(language, "document.saved", label=spec.label(language)))


class DocumentModal(discord.ui.Modal):
    """One text box holding the document: a preset's name or its JSON."""

    def __init__(self, table: LiveTable, spec: SettingSpec, language: Lang) -> None:
        super().__init__(title=spec.label(language)[:45], timeout=900)
        self.table_id, self.spec = table.id, spec
        self.text: discord.ui.TextInput[Any] = discord.ui.TextInput(
            label=t(language, "document.input")[:45],
            style=discord.TextStyle.paragraph,
            default=_current_text(table, spec),
            max_length=TEXT_LIMIT,
            custom_id="document",
        )
        self.add_item(self.text)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await save(interaction, self.table_id, self.spec, self.text.value)


async def open_modal(interaction: discord.Interaction, table: LiveTable, name: str) -> None:
    """The lobby's edit button: the host gets the modal; anyone else a private refusal."""
    language = lang(interaction)
    spec = next((s for s in documents(table) if s.name == name), None)
    if spec is None:
        await tell(interaction, t(language, "document.none"))
        return
    if interaction.user.id != table.row.host_player_id:
        await tell(interaction, t(language, "refused.not_host"))
        return
    if table.status != "lobby":
        await tell(interaction, t(language, "refused.not_playing"))
        return
    await interaction.response.send_modal(DocumentModal(table, spec, language))


class DocumentsCog(BostonSubCog, name="Documents"):
    COMMANDS = ("rulefile",)

    @app_commands.command(
        name="rulefile",
        description=_("Set a lobby's card of prices from a JSON file", key="cmd.rulefile"),
    )
    @app_commands.describe(
        file=_("A small JSON file: the document's value", key="cmd.rulefile.file"),
        table=_("The table's number (default: the table here)", key="cmd.opt.table"),
    )
    @app_commands.guild_only()
    async def rulefile(
        self, interaction: discord.Interaction, file: discord.Attachment, table: int | None = None
    ) -> None:
        language = lang(interaction)
        live = find_table(interaction, table)
        if live is None or live.row.guild_id != interaction.guild_id:
            await tell(interaction, t(language, "refused.no_table"))
            return
        specs = documents(live)
        if not specs:
            await tell(interaction, t(language, "document.none"))
            return
        if file.size > FILE_LIMIT:
            await tell(interaction, t(language, "document.too_big", limit=FILE_LIMIT))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            text = (await file.read()).decode("utf-8")
        except (discord.HTTPException, UnicodeDecodeError):
            await tell(interaction, t(language, "import.unreadable"))
            return
        await save(interaction, live.id, specs[0], text)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(DocumentsCog(bot))
