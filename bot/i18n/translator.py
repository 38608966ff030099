"""Localised command names, descriptions and choices for Discord, from the same catalogue.

Each ``locale_str`` in the cogs carries a catalogue ``key``, or the text per language itself
(``sv=…``, for words the engine's vocabularies spell, such as variant names); Swedish locales
get the Swedish text, every other locale keeps the English default.
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot.i18n import CATALOGUES, lang_of


class BostonTranslator(app_commands.Translator):
    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        language = lang_of(locale)
        if language == "en":
            return None
        own = string.extras.get(language)
        if isinstance(own, str):
            return own
        key = string.extras.get("key")
        return CATALOGUES[language].get(key) if isinstance(key, str) else None
