-- 0003 in PostgreSQL's dialect (see SQLite's 0003_turn_notices.sql): a player's choice of
-- turn notices, on by default.
ALTER TABLE players
    ADD COLUMN turn_notices INTEGER NOT NULL DEFAULT 1 CHECK (turn_notices IN (0, 1));
