"""Swedish Boston (``docs/rules/swedish.md``): ladder, auction, deal rules and payments."""
