"""The bot token never shows in the settings' repr, str or JSON (what a log line or an error
message would print); the runs of ``python -m bot`` in test_sigkill_bot.py and
tests/discord/test_boston_smoke.py check its stderr too."""

from __future__ import annotations

from bot.config import Settings

TOKEN = "MTIz.secret-token-for-the-test"


def test_the_settings_never_print_the_token() -> None:
    settings = Settings(discord_token=TOKEN, _env_file=None)  # pyright: ignore[reportCallIssue]
    for text in (repr(settings), str(settings), settings.model_dump_json(), f"{settings!r}"):
        assert TOKEN not in text
    assert settings.discord_token is not None
    assert settings.discord_token.get_secret_value() == TOKEN
