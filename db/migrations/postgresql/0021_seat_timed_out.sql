-- 0021 in PostgreSQL's dialect (see SQLite's 0021_seat_timed_out.sql): whether the turn timer
-- handed the seat to the computer keeping it for its person (1), any other change (0), or
-- not known (NULL: a row written before), so that a restart still tells that person why.
ALTER TABLE seat_changes ADD COLUMN timed_out INTEGER CHECK (timed_out IN (0, 1));
