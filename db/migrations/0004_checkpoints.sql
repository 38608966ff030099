-- 0004: a checkpoint of each running game between deals, so a table is rebuilt from it and the
-- events after it instead of its whole log. One row per table, replaced in the transaction of
-- each deal's last event (so it always follows an event of the log: the foreign key). The
-- event log stays the truth: a checkpoint may be missing or unreadable, and the table is then
-- replayed from its whole log. ``state`` is the engine's JSON (bot/engine/checkpoint.py).
CREATE TABLE checkpoints (
    table_id   INTEGER PRIMARY KEY REFERENCES tables (id),
    seq        INTEGER NOT NULL CHECK (seq >= 1),
    state      TEXT    NOT NULL CHECK (json_valid(state) AND json_type(state) = 'object'),
    created_at TEXT    NOT NULL,
    FOREIGN KEY (table_id, seq) REFERENCES events (table_id, seq)
) STRICT;
