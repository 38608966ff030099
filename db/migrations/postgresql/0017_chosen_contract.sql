-- 0017 in PostgreSQL's dialect (see SQLite's 0017_chosen_contract.sql): the contract a player
-- chose in an open hand view's select, handed over with the view's row at a graceful close.
ALTER TABLE handover_views ADD COLUMN chosen TEXT CHECK (length(chosen) BETWEEN 1 AND 100);
