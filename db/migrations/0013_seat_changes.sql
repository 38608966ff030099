-- 0013: who held each seat of a started table when. ``seats`` holds only who sits there now,
-- and the event log only the names at the start, so an exported record named the first four
-- players even after a seat was given to someone else (``/boston replace``, a computer keeping
-- it for someone away, their return) or its person was renamed. Each change of a seat after
-- the table's first event is written here in the transaction that changes the seat: ``seq``
-- is the log's last event then (the change took effect before event ``seq + 1``), and the seat's
-- holder before its first change is kept with ``seq`` 0. A table started before this migration
-- has no rows for the changes made before it: its record names those seats as before.
CREATE TABLE seat_changes (
    table_id       INTEGER NOT NULL REFERENCES tables (id),
    seq            INTEGER NOT NULL CHECK (seq >= 0),
    seat           INTEGER NOT NULL CHECK (seat BETWEEN 1 AND 4),
    player_id      INTEGER REFERENCES players (id),
    computer_level TEXT    CHECK (computer_level IN ('random', 'heuristic', 'strong')),
    display_name   TEXT    NOT NULL,
    PRIMARY KEY (table_id, seq, seat),
    CHECK ((player_id IS NULL) <> (computer_level IS NULL))
) STRICT, WITHOUT ROWID;
