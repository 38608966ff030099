"""Dawson's Boston (``docs/rules/dawson.md``, DW-…): the ladder, auction, deal rules, pool
ledger and variant object that plug Dawson into the generic deal and game."""
