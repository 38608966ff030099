"""Swedish Boston (rule ids ``SV-…``, see ``docs/engine.md``): ladder, auction, deal rules,
payments, settings and words."""
