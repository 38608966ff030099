"""Boston de Nantes (rule ids NT-…), after the seed's outline and Foster's "French Boston":
belle and petite, the carte de boston, the demande with its supporter, the solo bids and
misères, the payment table by suit, the pool and the doubles.

State of the package: the ladder and payment table (NT-C, NT-P), the ledger with the pool, the
doubles, the carte de boston bonus and the game end (NT-P, NT-J, NT-G), the carte de boston's
place in trick play (NT-S3, NT-S4) and the auction (NT-B) are written and tested; the variant is
not yet registered — the deal's direction to the right (NT-D2), belle carried across deals and
the declaration of NT-K1 still need their engine hooks."""
