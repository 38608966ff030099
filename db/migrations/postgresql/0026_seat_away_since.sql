-- 0026 in PostgreSQL's dialect (see SQLite's 0026_seat_away_since.sql): the log's last event
-- when the computer keeping the seat for its person took it over, written with the step
-- away's change and kept by a new name of that computer; NULL any other change or a row
-- written before (a restart infers it from the changes then). IF NOT EXISTS: run again, it
-- changes nothing that is there.
ALTER TABLE seat_changes ADD COLUMN IF NOT EXISTS away_since INTEGER CHECK (away_since >= 0);
