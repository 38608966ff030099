"""Dawson's Boston (rule ids ``DW-…``, see ``docs/rules/dawson.md``): the ladder, auction,
deal rules, pool ledger, settings, words and variant object that plug Dawson into the generic
deal and game."""
