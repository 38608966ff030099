"""Swedish Boston (``../shared/rules/swedish.md``): ladder, auction, deal rules and payments."""
