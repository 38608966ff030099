-- 0010: what of a table's public lines Discord has accepted. A deal's result and a game's
-- closing post (the final settlement, or the notice that a game was abandoned) are owed to the
-- table's thread; the Discord frontend queues them in memory, so a stop (a deploy, a crash)
-- between the settling event and Discord's answer would lose them. ``deals`` is the number of
-- the last deal whose result post Discord accepted and ``closed`` how much of the table's
-- closing went out: 0 none, 1 its closing post (its message is still to be drawn as closed),
-- 2 both. Each is written after Discord answered, and start-up posts from the log what is
-- owed beyond them. A table with no row has posted nothing yet.
CREATE TABLE table_posts (
    table_id INTEGER PRIMARY KEY REFERENCES tables (id),
    deals    INTEGER NOT NULL CHECK (deals >= 0),
    closed   INTEGER NOT NULL CHECK (closed BETWEEN 0 AND 2)
) STRICT;

-- Every table made before counts as fully posted, so that an upgrade does not post history
-- again: its settled deals (deal_results keeps one row per deal) and, for a table over, its
-- closing.
INSERT INTO table_posts (table_id, deals, closed)
SELECT tb.id,
       COALESCE((SELECT MAX(d.deal_no) FROM deal_results AS d WHERE d.table_id = tb.id), 0),
       CASE WHEN tb.status IN ('finished', 'abandoned', 'broken') THEN 2 ELSE 0 END
FROM tables AS tb;
