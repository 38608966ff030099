"""Boston de Fontainebleau (FB-…) and Russian Boston (RU-…), registered as ``fontainebleau``
and ``russian``: the ladder of fifteen announcements, the auction with the suit named in the
bid, the whister, the early end of play, honours, chicane, Foster's Table No. 1 / No. 2 and the
pool ledger (see ``docs/rules/fontainebleau.md`` and ``docs/rules/russian.md``).
"""
