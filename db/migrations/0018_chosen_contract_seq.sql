-- 0018: the table's sequence number an open hand view's chosen contract was chosen at
-- (``handover_views.chosen_seq``, beside 0017's ``chosen``). The Live cog's worker now writes
-- the choice with the view's row as it runs, so a crash keeps it as a graceful close does; a
-- row is not written again each time the table moves, so the next process gives the choice
-- back only where the table is still at that number (a choice the table moved past is
-- dropped, even where its contract is offered again later). NULL: none chosen, or a row a
-- graceful close of the version before wrote (at the state its tables stopped at, which the
-- next process rebuilds: kept as 0017 kept it).
ALTER TABLE handover_views ADD COLUMN chosen_seq INTEGER CHECK (chosen_seq >= 0);
