-- 0024: the tables whose seats' holders are not all known. Seat changes are kept since 0013
-- (``seat_changes``); a table started before then may have had a seat kept by a computer for
-- someone away, or given to another member, with no trace left: its deals' rows name the
-- person the money was for, the log names no one who moved. The statistics count a contract
-- or a whist only for who made the move in person (db/stats.py), and for such a table they
-- cannot tell: its counts are marked, not guessed (``/boston stats`` says how many).
--
-- When 0013 was applied is not stored, but two stored facts prove it was in place by some
-- time, and a table whose first event came after either started with its changes kept (0):
-- a seat change (seq > 0) was written before the log's next event, so 0013 was in place by
-- that event's time; and a day in ``players.rating_explained_on`` (0015, after 0013) was a
-- day 0015 was in place, so a table started on a later day (UTC, as the day is) came after.
-- Every other table that had started is marked (1), also one started after 0013 that neither
-- fact reaches (what is not known is said, not guessed). A table started after this
-- migration: 0.
--
-- The index: the statistics find the tables where someone held a seat for part of a deal
-- by the person (``db.stats._THEIR_TABLES``). IF NOT EXISTS: a file put back to an earlier
-- version (its user_version lowered) runs it again.
ALTER TABLE tables ADD COLUMN seats_unrecorded INTEGER NOT NULL DEFAULT 0
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
