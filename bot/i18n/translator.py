"""Localised command names, descriptions and choices for Discord, from the same catalogue.

Each ``locale_str`` in the cogs carries a catalogue ``key``; Swedish locales get the Swedish
text, every other locale keeps the English default written beside the key.
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
        key = string.extras.get("key")
        language = lang_of(locale)
        if not isinstance(key, str) or language == "en":
            return None
        return CATALOGUES[language].get(key)
