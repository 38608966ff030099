-- 0024 in PostgreSQL's dialect (see SQLite's 0024_seats_unrecorded.sql): the tables started
-- before seat changes were kept (0013), as far as the seat changes' times and the days in
-- ``players.rating_explained_on`` (0015) prove, whose contract and whist counts /boston
-- stats marks rather than guesses (1); every table started since, and every new one: 0.
-- The index finds the tables where someone held a seat. IF NOT EXISTS: run again, it changes
-- nothing that is there.
ALTER TABLE tables ADD COLUMN IF NOT EXISTS seats_unrecorded INTEGER NOT NULL DEFAULT 0
    CHECK (seats_unrecorded IN (0, 1));

CREATE INDEX IF NOT EXISTS seat_changes_by_player ON seat_changes (player_id, table_id)
    WHERE player_id IS NOT NULL;

UPDATE tables SET seats_unrecorded = 1
WHERE EXISTS (
    SELECT 1 FROM events AS first
    WHERE first.table_id = tables.id AND first.seq = 1
      AND (
          (SELECT MIN(after.created_at) FROM seat_changes AS c
           JOIN events AS after ON after.table_id = c.table_id AND after.seq = c.seq + 1
           WHERE c.seq > 0) IS NULL
          OR first.created_at < (
              SELECT MIN(after.created_at) FROM seat_changes AS c
              JOIN events AS after ON after.table_id = c.table_id AND after.seq = c.seq + 1
              WHERE c.seq > 0
          )
      )
      AND (
          (SELECT MIN(p.rating_explained_on) FROM players AS p) IS NULL
          OR substr(first.created_at, 1, 10) <= (
              SELECT MIN(p.rating_explained_on) FROM players AS p
          )
      )
);
