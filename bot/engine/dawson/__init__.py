"""Dawson's Boston (``shared/rules/dawson.md``, DW-…): the ladder, auction, deal rules, pool
ledger and variant object that plug Dawson into the generic deal and game."""
