"""Document settings in the lobby (AM-S1: a card of prices prepared before the game): the
host edits one through a Discord modal (the lobby's edit button) or by attaching a small
JSON file (``/boston rulefile``). Whatever the variant's settings model declares as a
``document`` is offered; the model checks it, and a refusal names the bad position,
privately. The lobby message then shows the document to everyone seated before Start.

A modal's submission is answered from its custom id by this cog's interaction listener, not
by the modal object: discord.py forgets a modal after its timeout (and on a restart) and
would drop a late submission without a word.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.engine.settings import SettingSpec
from bot.engine.variants import VARIANTS, get_variant
from bot.i18n import Lang, json_reason, not_text_reason, settings_reason, t
from bot.routing import end_watch
from bot.tables import Refused
from bot.tables.options import engine_settings
from bot.tables.service import LiveTable
from bot.text_file import NotText, decode_file, read_json
from cogs.boston import ids
from cogs.boston.common import (
    BostonSubCog,
    bot_of,
    bot_of_cog,
    find_table,
    lang,
    refusal_text,
    server_only,
    table_here_or_told,
    tell,
)
from cogs.boston.errors import answered

FILE_LIMIT = 16_000
"""Bytes: a written card of prices is about 1,000; anything much bigger is not one."""
TEXT_LIMIT = 4_000
"""Discord's longest text input."""


def documents(table: LiveTable) -> tuple[SettingSpec, ...]:
    """The table's document settings, from its variant's model."""
    return _documents_of(table.row.variant)


def _documents_of(variant: str) -> tuple[SettingSpec, ...]:
    specs = get_variant(variant).settings_model.specs()
    return tuple(s for s in specs if s.kind == "document")


def nothing_to_load(table: LiveTable, language: Lang) -> str:
    """``/boston rulefile`` at a table whose variant has no document: what the command loads
    and where (each document of each variant that has one: AM-S1's card of prices), and what
    this table plays instead."""
    what = ", ".join(
        f"{_lower_first(spec.label(language))} ({get_variant(v).words.variant_name(language)})"
        for v in VARIANTS
        for spec in _documents_of(v)
    )
    plays = get_variant(table.row.variant).words.variant_name(language)
    return t(language, "document.none.rulefile", what=what, variant=plays)


def _lower_first(label: str) -> str:
    """A label as a sentence says it ("Card of prices": "card of prices")."""
    return label[:1].lower() + label[1:]


def document_lines(table: LiveTable, language: Lang) -> list[str]:
    """Each document as the players read it, for the lobby message."""
    settings = engine_settings(table.row.settings)
    return [
        t(language, "document.shown", label=spec.label(language))
        + "\n"
        + spec.text(settings.get(spec.name, spec.default), language)
        for spec in documents(table)
    ]


class NoSuchName(Exception):
    """The form's text is neither a preset's name nor JSON-looking (``fost``, or nothing):
    answered with the names there are, not with where JSON stopped (``name``: as typed,
    empty for a blank box)."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


JSON_START = ("{", "[", '"')
"""How text meant as JSON begins (a card is an object; a name may be given quoted): any other
text is taken for a preset's name."""


def read_value(spec: SettingSpec, text: str, *, typed: bool = True) -> object:
    """A preset's name as it is, else JSON; ``json.JSONDecodeError`` says where not, or where
    a lone surrogate stands (``RecursionError``: nested too deeply; ``ValueError``: a number
    too long to read). ``typed`` (the form's box, not a file): text that does not look like
    JSON is a name, and :class:`NoSuchName` where it names no preset."""
    # A byte-order mark pasted with the text reads as the text it marks, as in a file.
    word = text.strip().removeprefix("\ufeff").strip()
    if word.lower() in spec.choices:
        return word.lower()
    if typed and not word.startswith(JSON_START):
        raise NoSuchName(word)
    return read_json(word)


def _names_said(spec: SettingSpec) -> str:
    return ", ".join(f"`{name}`" for name in spec.choices)


def no_such_name(spec: SettingSpec, exc: NoSuchName, language: Lang) -> str:
    """The answer to a mistyped or missing name: the names there are (AM-S1's cards)."""
    label = spec.label(language)
    label = label[:1].lower() + label[1:]
    names = _names_said(spec)
    if not exc.name:
        return t(language, "document.blank", label=label, names=names)
    # As typed, one line and without the backticks that would end its code span.
    name = " ".join(exc.name.split()).replace("`", "'")
    name = name if len(name) <= 40 else name[:39] + "…"
    return t(language, "document.no_name", label=label, name=name, names=names)


def _current_text(table: LiveTable, spec: SettingSpec) -> str:
    value = engine_settings(table.row.settings).get(spec.name, spec.default)
    text = value if isinstance(value, str) else json.dumps(value, separators=(",", ":"))
    return text[:TEXT_LIMIT]


async def save(
    interaction: discord.Interaction,
    table_id: int,
    spec: SettingSpec,
    text: str,
    *,
    typed: bool = True,
) -> None:
    """Check and store one document, answering privately either way (``typed``: in the form,
    as :func:`read_value` takes it; else a file's text)."""
    language = lang(interaction)
    try:
        value = read_value(spec, text, typed=typed)
        await bot_of(interaction).tables.set_rules(
            table_id, interaction.user.id, {spec.name: value}
        )
    except NoSuchName as exc:
        await tell(interaction, no_such_name(spec, exc, language))
        return
    except json.JSONDecodeError as exc:  # where it stops being JSON: line and column
        await tell(interaction, json_reason(language, exc, "document.bad_json"))
        return
    except RecursionError:
        await tell(interaction, t(language, "document.nested"))
        return
    except ValueError:  # Python's guard against a number of thousands of digits
        await tell(interaction, t(language, "document.number"))
        return
    except Refused as exc:
        if exc.code == "illegal":
            # The settings model's own refusal, translated by its code and fields.
            why = exc.message if exc.settings is None else settings_reason(language, exc.settings)
            await tell(interaction, t(language, "refused.bad_setting", reason=why))
        elif exc.code == "not_host":  # a submission or a file from another player
            await tell(interaction, t(language, "refused.not_host.rules"))
        else:
            await tell(interaction, refusal_text(language, exc))
        return
    await tell(interaction, t(language, "document.saved", label=spec.label(language)))


INPUT_ID = "document"


class DocumentModal(discord.ui.Modal):
    """One text box holding the document: a preset's name or its JSON. Its submission is
    answered by :meth:`DocumentsCog.on_interaction` (see the module's docstring)."""

    def __init__(self, table: LiveTable, spec: SettingSpec, language: Lang) -> None:
        super().__init__(
            title=spec.label(language)[:45],
            timeout=900,  # only frees discord.py's copy; a later submission is still answered
            custom_id=ids.document_id(table.id, spec.name),
        )
        self.text: discord.ui.TextInput[Any] = discord.ui.TextInput(
            label=t(language, "document.input")[:45],
            style=discord.TextStyle.paragraph,
            default=_current_text(table, spec),
            max_length=TEXT_LIMIT,
            custom_id=INPUT_ID,
        )
        self.add_item(self.text)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        return  # answered by the cog's listener, which also sees late submissions


def submitted_text(components: Sequence[object]) -> str | None:
    """The text input's value in a modal submission's components (rows or labels)."""
    for item in components:
        if not isinstance(item, Mapping):
            continue
        fields: Mapping[str, object] = item
        value = fields.get("value")
        if fields.get("custom_id") == INPUT_ID and isinstance(value, str):
            return value
        inner = fields.get("components") or ([fields["component"]] if "component" in fields else [])
        found = submitted_text(inner) if isinstance(inner, list) else None
        if found is not None:
            return found
    return None


async def submitted(interaction: discord.Interaction, table_id: int, name: str) -> None:
    """A document modal's submission, however late: saved, or refused privately."""
    language = lang(interaction)
    live = await find_table(interaction, table_id)
    if live is None or live.row.guild_id != interaction.guild_id:
        await tell(interaction, t(language, "refused.no_table"))
        return
    spec = next((s for s in documents(live) if s.name == name), None)
    data: Mapping[str, Any] = interaction.data or {}
    components = data.get("components", [])
    text = submitted_text(components) if isinstance(components, list) else None
    if spec is None or text is None:
        await tell(interaction, t(language, "document.none"))
        return
    await save(interaction, live.id, spec, text)


async def open_modal(interaction: discord.Interaction, table: LiveTable, name: str) -> None:
    """The lobby's edit button: the host gets the modal; anyone else a private refusal."""
    language = lang(interaction)
    spec = next((s for s in documents(table) if s.name == name), None)
    if spec is None:
        await tell(interaction, t(language, "document.none"))
        return
    if interaction.user.id != table.row.host_player_id:
        await tell(interaction, t(language, "refused.not_host.rules"))
        return
    if table.status != "lobby":
        await tell(interaction, t(language, "refused.not_playing"))
        return
    await interaction.response.send_modal(DocumentModal(table, spec, language))


class DocumentsCog(BostonSubCog, name="Documents"):
    COMMANDS = ("rulefile",)

    async def cog_load(self) -> None:
        await super().cog_load()
        # Its submissions are this cog's (its listener below), not a miss (bot/routing.py).
        bot_of_cog(self).router.add_form(ids.DOCUMENT_TEMPLATE)

    async def cog_unload(self) -> None:
        bot_of_cog(self).router.remove_form(ids.DOCUMENT_TEMPLATE)
        await super().cog_unload()

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        if interaction.type is not discord.InteractionType.modal_submit:
            return
        data: Mapping[str, Any] = interaction.data or {}
        found = re.fullmatch(ids.DOCUMENT_TEMPLATE, str(data.get("custom_id", "")))
        if found is not None:
            try:
                await answered(
                    interaction, submitted(interaction, int(found["table"]), found["name"])
                )
            finally:
                end_watch(interaction)  # the router watched it (bot/routing.py)

    @app_commands.command(
        name="rulefile",
        description=_("Set a lobby's card of prices from a JSON file", key="cmd.rulefile"),
    )
    @app_commands.describe(
        file=_("A small JSON file: the document's value", key="cmd.rulefile.file"),
        table=_("The table's number (default: the table here)", key="cmd.opt.table"),
    )
    @server_only()
    async def rulefile(
        self, interaction: discord.Interaction, file: discord.Attachment, table: int | None = None
    ) -> None:
        language = lang(interaction)
        # The host's alone: whoever hosts none of the tables they could name is told so
        # now, not first sent to add `table:` only to be refused then.
        live = await table_here_or_told(interaction, table, needs="host", action="rules")
        if live is None:
            return
        specs = documents(live)
        if not specs:
            await tell(interaction, nothing_to_load(live, language))
            return
        if file.size > FILE_LIMIT:
            await tell(interaction, t(language, "document.too_big", limit=FILE_LIMIT))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            data = await file.read()
        except discord.HTTPException:
            await tell(interaction, t(language, "import.unreadable"))
            return
        try:
            text = decode_file(data)  # a byte-order mark (Notepad's UTF-16) reads as its text
        except NotText as exc:  # another encoding: say so, and where
            await tell(
                interaction, t(language, "document.not_text", reason=not_text_reason(language, exc))
            )
            return
        await save(interaction, live.id, specs[0], text, typed=False)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(DocumentsCog(bot))
