"""Swedish Boston (rule ids ``SV-…``, see ``docs/rules/swedish.md``): ladder, auction, deal
rules, payments, settings and words."""
