"""Who sees ``/boston settings``: Discord takes ``default_permissions`` on top-level commands
only, so the sub-command's Manage Server default is never sent and every member who may use
``/boston`` sees it. Looking is therefore the common path for members, and the command's own
Manage Server check is what guards a change (docs/discord.md, "Club features")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.discord.driver import boston, bot_of


async def test_boston_settings_carries_no_permission_of_its_own(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        bot = bot_of(harness)
        command = bot.tree.get_command("boston")
        assert command is not None
        sent: dict[str, Any] = command.to_dict(bot.tree)
        assert sent["default_member_permissions"] is None  # /boston: every member
        settings = next(o for o in sent["options"] if o["name"] == "settings")
        assert "default_member_permissions" not in settings
        assert harness.problems() == []
