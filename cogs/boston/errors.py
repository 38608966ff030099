"""The one error path of the Boston cogs: every interaction gets a private answer.

Slash commands reach it through the command tree's ``on_error``; buttons and selects through
:func:`answered`, which every Boston component callback runs its work in (discord.py only logs
a component's exception, and the person would see "This interaction failed"). A refusal of
the service or the rules is answered with its translated reason, a storage failure with "not
saved, try again" ("not read, try again" where a read failed), Discord's refusal or silence
(``bot.rest.NoAnswer``: a timeout, a broken connection) with "look at the table: it shows
what was saved", and anything unexpected with a short apology — plus its traceback in the
log, for the operator. A member-typed option naming someone not in the server (a player who
left) is answered with that reason. A Boston
custom id that nothing answers (a button of an older version of the bot, a forged id;
``bot/routing.py``) is answered here too (:func:`out_of_date`). A form that could not open
because a slow interaction was acknowledged first (``bot.routing.TooLate``) is answered "try
again". An answer that cannot be sent because the bot is closing (its HTTP session closed
under a click in flight) is a deploy's moment, not a bug: logged quietly.
"""

from __future__ import annotations

import logging
from collections.abc import Coroutine
from typing import Any

import aiohttp
import discord
from discord import app_commands

from bot import rest
from bot.engine.errors import IllegalAction
from bot.i18n import t
from bot.routing import ALREADY_ACKNOWLEDGED, TooLate
from bot.tables import NotSaved, Refused
from cogs.boston.common import bot_of, lang, refusal_text, tell
from db.errors import ReadUnavailable, StorageError

logger = logging.getLogger(__name__)


def error_text(interaction: discord.Interaction, error: BaseException) -> str:
    """What to tell the person, in their language; logs what the operator must see."""
    language = lang(interaction)
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    if isinstance(error, Refused | IllegalAction | NotSaved):
        return refusal_text(language, error)
    if isinstance(error, ReadUnavailable):
        # A read writes nothing: "not saved" would answer a question nobody asked.
        logger.warning("interaction %s: storage not read: %s", _what(interaction), error)
        return t(language, "error.storage_read")
    if isinstance(error, StorageError):
        logger.warning("interaction %s: storage failed: %s", _what(interaction), error)
        return t(language, "error.storage")
    if isinstance(error, rest.NoAnswer):
        # Discord did not answer an answer or an edit (a timeout, a broken connection): it may
        # have taken it, and what was done is committed, as below.
        logger.warning("interaction %s: Discord did not answer (%s)", _what(interaction), error)
        return t(language, "error.no_answer")
    if isinstance(error, discord.HTTPException):
        # Discord refused an answer or an edit (late, gone, its own trouble): what was done is
        # committed, so "nothing changed" would be false; the operator's signal is this line,
        # the person's the answer below (where Discord takes it).
        logger.warning(
            "interaction %s: Discord answered %s %s", _what(interaction), error.status, error.code
        )
        return t(language, "error.discord")
    if isinstance(error, TooLate):
        return t(language, "error.too_late")
    if isinstance(error, app_commands.TransformerError) and error.type is USER_OPTION:
        # A member-typed option naming someone not in the server (one who left the club):
        # Discord sends them as a user, discord.py refuses them, and the command never ran.
        logger.info("interaction %s: an option names someone not in the server", _what(interaction))
        return t(language, "error.not_a_member", who=_named(error.value))
    if isinstance(error, app_commands.NoPrivateMessage):
        return t(language, "error.server_only")
    if isinstance(error, app_commands.CheckFailure):
        return t(language, "illegal.not_allowed")
    if isinstance(error, RuntimeError | aiohttp.ClientError) and closing(interaction):
        # The bot is closing (a deploy) and its HTTP session went under the work: no bug.
        logger.info("interaction %s cut short by the close (%r)", _what(interaction), error)
        return t(language, "error.restarting")
    logger.error(
        "interaction %s failed",
        _what(interaction),
        exc_info=(type(error), error, error.__traceback__),
    )
    return t(language, "error.unexpected")


USER_OPTION = discord.AppCommandOptionType.user
"""The option type of ``discord.Member`` (a user, as a member of the server)."""


def _named(value: object) -> str:
    """Someone an option named, as a line may name them: by name where Discord sent the user
    (a mention of someone not in the server may show as an unknown user), else mentioned."""
    if isinstance(value, discord.abc.User):
        return discord.utils.escape_markdown(value.display_name)
    return f"<@{getattr(value, 'id', value)}>"


def _what(interaction: discord.Interaction) -> str:
    """The command or custom id, for the log: never the token, never a hand."""
    if interaction.command is not None:
        return f"/{interaction.command.qualified_name}"
    data = interaction.data or {}
    custom_id = str(data.get("custom_id", interaction.type))
    # An action's code may name a card the clicker holds: keep the table and seq only.
    if custom_id.startswith("boston:act:"):
        return ":".join(custom_id.split(":")[:4]) + ":…"
    return custom_id


async def answer_error(interaction: discord.Interaction, error: BaseException) -> None:
    text = error_text(interaction, error)
    try:
        try:
            await tell(interaction, text)
        except discord.HTTPException as exc:
            if exc.code != ALREADY_ACKNOWLEDGED or interaction.response.is_done():
                raise
            # The answer that got no reply (rest.NoAnswer) had reached Discord after all: the
            # interaction is answered, and a follow-up reaches the person.
            await interaction.followup.send(text, ephemeral=True)
    except discord.HTTPException as exc:
        # Discord itself refused the answer (late, gone): nothing more can reach the person.
        logger.warning("could not answer interaction %s (%s)", _what(interaction), exc.status)
    except (RuntimeError, aiohttp.ClientError) as exc:
        if not closing(interaction):
            raise
        # The bot is closing (a deploy): its HTTP session is gone, and so is this answer.
        logger.info("interaction %s not answered: the bot is closing (%r)", _what(interaction), exc)


def closing(interaction: discord.Interaction) -> bool:
    """The bot is closing or closed: a failure to send to Discord now is no bug."""
    bot = bot_of(interaction)
    return bot.is_closed() or bot.router.watchdog.closing


async def answered(interaction: discord.Interaction, work: Coroutine[Any, Any, None]) -> None:
    """Run a component's work; whatever it raises, the person gets a private answer. A user
    clicking faster than a person can is answered at once, before any table's lock."""
    bot = bot_of(interaction)
    if not bot.clicks.allow(interaction.user.id):
        work.close()
        await answer_error(interaction, Refused("too_fast", "Too many clicks."))
        return
    bot.note_reader(interaction.user.id, lang(interaction))
    try:
        await work
    except Exception as exc:
        await answer_error(interaction, exc)


async def out_of_date(interaction: discord.Interaction) -> None:
    """A click (or a modal's submission) of a Boston custom id that no route takes: a button
    drawn by an older version of the bot, whose ids have changed since, or a forged id. Nothing
    is done; the person is told privately that it is out of date and where a current one is."""
    logger.debug("interaction %s: no route takes it", _what(interaction))
    form = interaction.type is discord.InteractionType.modal_submit
    key = "error.out_of_date.form" if form else "error.out_of_date"
    await answered(interaction, tell(interaction, t(lang(interaction), key)))


def install(tree: app_commands.CommandTree[discord.Client]) -> None:
    """Route every slash command's error through :func:`answer_error`, and have the bot's
    router answer a Boston custom id that nothing takes with :func:`out_of_date`."""
    from bot.discord_app import BostonBot

    if isinstance(tree.client, BostonBot):
        tree.client.router.on_miss = out_of_date

    @tree.error
    async def on_app_command_error(  # pyright: ignore[reportUnusedFunction]
        interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        await answer_error(interaction, error)
