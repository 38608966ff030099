-- 0013 in PostgreSQL's dialect (see SQLite's 0013_seat_changes.sql): each change of a started
-- table's seat, at the log's last event then (``seq``; 0: the holder before the first change),
-- so that an exported record names who played each deal.
CREATE TABLE seat_changes (
    table_id       BIGINT  NOT NULL REFERENCES tables (id),
    seq            INTEGER NOT NULL CHECK (seq >= 0),
    seat           INTEGER NOT NULL CHECK (seat BETWEEN 1 AND 4),
    player_id      BIGINT  REFERENCES players (id),
    computer_level TEXT    CHECK (computer_level IN ('random', 'heuristic', 'strong')),
    display_name   TEXT    NOT NULL,
    PRIMARY KEY (table_id, seq, seat),
    CHECK ((player_id IS NULL) <> (computer_level IS NULL))
);
