-- 0005 in PostgreSQL's dialect (see SQLite's 0005_end_requests.sql): the agreed stop (SV-M2),
-- a standing request to end the game when the deal in progress is over.
ALTER TABLE tables
    ADD COLUMN end_requested INTEGER NOT NULL DEFAULT 0 CHECK (end_requested IN (0, 1));
