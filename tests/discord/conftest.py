"""Fixtures for Discord end-to-end tests: re-exports the harness fixtures from tests.support."""

from tests.support.bot_runner import fake_discord as fake_discord
