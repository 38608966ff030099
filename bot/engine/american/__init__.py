"""American Boston (rule ids ``AM-…``, see ``docs/rules/american.md``): two fixed
partnerships, a 5-5-3 deal, trumps cut from a second pack, bids of five to thirteen tricks for
the side, and payment from a card of prices the table prepares before the game (AM-S1)."""
