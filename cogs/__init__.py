"""Discord cogs: slash commands, buttons and renderings. No rule logic lives here."""
