"""The Help cog: ``/boston help [topic] [variant]`` — how to play, the contracts, payments, the
glossary and the commands, answered privately in the user's language.

The text is the players' guide in ``docs/rules/`` (:mod:`bot.guide`), so the help and the
documentation are one text. A long section is sent as several embeds, one message each, so
every message stays within Discord's limits.
"""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot import guide
from bot.engine.settings import shown
from bot.engine.variants import DEFAULT_VARIANT, VARIANTS, get_variant
from bot.i18n import Lang, t
from bot.table_rules import plays_otherwise, row_rules_text
from bot.tables.options import engine_settings
from cogs.boston.common import (
    BostonSubCog,
    Told,
    bot_of,
    find_table,
    lang,
    server_rules,
    tell,
    variant_names,
)
from db.models import TableRow

logger = logging.getLogger(__name__)

RULE_TOPICS: frozenset[str] = frozenset({"play", "contracts", "payments"})
"""The topics that explain the rules, which the asker's table may set otherwise."""
AS_PLAYED_TOPICS: frozenset[str] = RULE_TOPICS - {"payments"}
"""The rule topics told without a table as a table with the server's rules plays them: the
topic on payment sets out each way a table may pay, under its own heading."""

PAGE_LIMIT = 3900
"""Characters of guide text per embed: under Discord's 4,096 for a description, with room for
the page count in the title (the title and description of one message stay under 6,000)."""

TOPIC_CHOICES = [
    app_commands.Choice(name=_("How to play", key="choice.help.play"), value="play"),
    app_commands.Choice(name=_("The contracts", key="choice.help.contracts"), value="contracts"),
    app_commands.Choice(name=_("Payments", key="choice.help.payments"), value="payments"),
    app_commands.Choice(name=_("Glossary", key="choice.help.glossary"), value="glossary"),
    app_commands.Choice(name=_("Commands", key="choice.help.commands"), value="commands"),
]


class HelpCog(BostonSubCog, name="Help"):
    COMMANDS = ("help",)

    @app_commands.command(
        name="help", description=_("How to play Boston, its words and commands", key="cmd.help")
    )
    @app_commands.describe(
        topic=_("What to explain", key="cmd.help.topic"),
        variant=_("Which rules (default: your table's, else the server's)", key="cmd.help.variant"),
    )
    @app_commands.choices(topic=TOPIC_CHOICES)
    @app_commands.autocomplete(variant=variant_names)
    async def help_command(
        self, interaction: discord.Interaction, topic: str = "play", variant: str | None = None
    ) -> None:
        language = lang(interaction)
        chosen = guide.TOPIC_NAMED.get(topic)
        if chosen is None:
            await tell(interaction, t(language, "help.unknown"))
            return
        table, yours = await _table_here(interaction)
        if variant is None:
            variant = table.variant if table is not None else await _server_rules(interaction)
        if variant not in VARIANTS:
            # Typed text, up to Discord's 6,000 characters: repeated cut, as a setting's is.
            await tell(interaction, t(language, "help.unknown_variant", name=shown(variant)))
            return
        at_table = table is not None and table.variant == variant and chosen in RULE_TOPICS
        rest = ""
        try:
            if at_table and table is not None:
                # The parts the table plays first (SV-F3's simplified payment), then the
                # guide's others under a line saying they are not played there.
                settings = engine_settings(table.settings)
                text, rest = guide.played_apart(chosen, language, variant, settings)
            elif chosen == "glossary":
                # The words as this table plays them, as under its results and in the
                # terminal's ``?``: not the protocol's at a simplified table (SV-F3), Russian
                # Boston's without "(Fontainebleau)" (RU-1), its "best suit" only (RU-1);
                # with no table of these rules, as a new table on the server would play them.
                if table is not None and table.variant == variant:
                    settings = engine_settings(table.settings)
                else:
                    settings = await _rules_here(interaction, variant)
                text = guide.section(chosen, language, variant, settings=settings)
            elif chosen in AS_PLAYED_TOPICS:
                # No table of these rules: the guide as a table with the server's rules plays
                # it (SV-F3's traditional payment by default), and one line saying that a
                # table with other settings plays some of it otherwise, and where to read how.
                # Both lists of contracts, one after the other, read as one list twice.
                settings = await _rules_here(interaction, variant)
                text, _ = guide.played_apart(chosen, language, variant, settings)
                left_out = guide.left_out(chosen, language, variant, settings)
                if left_out:
                    told = table.variant if table is not None else await _server_rules(interaction)
                    named = variant != told  # `/boston help topic:payments` tells another's
                    text += "\n\n" + _played_otherwise(variant, left_out, language, named)
            else:
                text = guide.section(chosen, language, variant)
            if chosen == "glossary":  # the words of the game asked about, and the shared ones
                text = guide.variant_glossary(text, variant, lang=language)
            if chosen == "play" and table is None:  # a newcomer's first question: how to begin
                text += "\n\n" + t(language, "help.start")
        except guide.GuideMissing:
            logger.exception("the players' guide is missing a section")
            await tell(interaction, t(language, "help.missing"))
            return
        if at_table and table is not None:
            # the guide tells the variant's defaults ("the dealer pays the deposit (50)");
            # the asker's table may play otherwise (a shorter tour, simplified payment), so
            # its own rules come first where the topic is the rules (not the commands or the
            # glossary: there they are noise), and where they differ, which of the two holds.
            # The asker's own table where they hold a seat there, else "this table".
            at, below, apart = ("help.at_table", "help.defaults_below", "help.not_played")
            if not yours:
                at, below = ("help.at_this_table", "help.defaults_below_this")
                apart = "help.not_played_this"
            header = t(language, at, settings=row_rules_text(table, language))
            if plays_otherwise(table.variant, engine_settings(table.settings)):
                header += " " + t(language, below)
            text = f"{header}\n\n{text}"
            if rest:
                text += f"\n\n{t(language, apart)}\n\n{rest}"
        title = t(
            language, f"help.title.{topic}", rules=get_variant(variant).words.variant_name(language)
        )
        pages = guide.pages(text, PAGE_LIMIT, headed=True)  # a glossary's block: whose words
        for number, page in enumerate(pages, start=1):
            counted = f"{title} ({number}/{len(pages)})" if len(pages) > 1 else title
            embed = discord.Embed(title=counted, description=page)
            if interaction.response.is_done():
                await interaction.followup.send(embed=embed, ephemeral=True)
            else:
                await interaction.response.send_message(embed=embed, ephemeral=True)


async def _table_here(interaction: discord.Interaction) -> tuple[TableRow | None, bool]:
    """The asker's table here: the table of this thread, ended or not, else the one live
    table they sit at in this server; None where there is none or several could be meant.
    And whether it is theirs: they hold a seat there (or are owed one, kept by a computer
    while they are away; at an ended table, held one at its end), not only read its
    thread."""
    user = interaction.user.id
    try:
        table = await find_table(interaction, None)
    except Told:  # at several tables: none of them is the one meant
        table = None
    if table is not None and table.row.guild_id == interaction.guild_id:
        return table.row, table.claimed_seat_of(user) is not None
    guild_id, here = interaction.guild_id, interaction.channel_id
    if guild_id is None or here is None:
        return None, False
    # An ended table's thread: the result post sends its players here for its words.
    db = bot_of(interaction).db
    row = await db.table_of_thread(guild_id, here)
    if row is None:
        return None, False
    return row, any(a.player_id == user for a in await db.seats(row.id))


def _played_otherwise(
    variant: str, conditions: tuple[tuple[str, str], ...], language: Lang, named: bool
) -> str:
    """The line under a rule topic told without a table: a table with the ``conditions`` the
    text leaves out (:func:`bot.guide.left_out`) plays some of it otherwise, and the topic on
    payment sets out each way (the only such setting is SV-F3's payment). ``named``: the
    command names the variant, which is not the one it tells the asker by default."""
    words = get_variant(variant).words
    settings = []
    for name, value in conditions:
        key = f"{name}.{value}"
        typed = f"{name}!={value[1:]}" if value.startswith("!") else f"{name}={value}"
        settings.append(words.term(key, language) if words.has_term(key) else typed)
    option = f" variant:{variant}" if named else ""
    return t(language, "help.played_otherwise", settings=", ".join(settings), variant=option)


async def _rules_here(interaction: discord.Interaction, variant: str) -> dict[str, object]:
    """The rules a question about no table plays: the server's for ``variant`` (a new
    table's), else the variant's defaults."""
    if interaction.guild_id is None:
        return get_variant(variant).settings({})
    return await server_rules(bot_of(interaction), interaction.guild_id, variant)


async def _server_rules(interaction: discord.Interaction) -> str:
    """The rules a question about no table is about: the server's."""
    if interaction.guild_id is None:
        return DEFAULT_VARIANT
    return (await bot_of(interaction).db.guild_settings(interaction.guild_id)).variant


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(HelpCog(bot))
