-- 0005: the agreed stop (SV-M2). The host (or an admin) ends a game by agreement; asked while a
-- deal is in progress, the game ends as soon as that deal is over instead of dealing the next.
-- The request is kept with its table, so a restart does not lose it: a table rebuilt with
-- end_requested = 1 ends after its deal (at once when that deal is already over).
ALTER TABLE tables
    ADD COLUMN end_requested INTEGER NOT NULL DEFAULT 0 CHECK (end_requested IN (0, 1));
