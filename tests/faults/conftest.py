"""Fixtures for fault tests: the fake Discord without a bot (for ``python -m bot`` runs)."""

from tests.support.bot_runner import fake_discord as fake_discord
