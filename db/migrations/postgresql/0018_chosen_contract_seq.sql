-- 0018 in PostgreSQL's dialect (see SQLite's 0018_chosen_contract_seq.sql): the table's
-- sequence number an open view's chosen contract was chosen at, written with the view's row by
-- the Live cog's worker as by a graceful close, so that a crash keeps the choice too.
ALTER TABLE handover_views ADD COLUMN chosen_seq INTEGER CHECK (chosen_seq >= 0);
