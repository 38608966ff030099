"""Boston de Fontainebleau (FB-…) and Russian Boston (RU-…): the seam-independent core.

The ladder of fifteen announcements, the auction with the suit named in the bid, the whister's
questions, the early end of play, honours, chicane, Foster's Table No. 1 / No. 2 and the pool
ledger. Nothing here is registered as a variant yet; ``docs/fontainebleau.md`` says what the
generic deal must offer to run these contracts.
"""
