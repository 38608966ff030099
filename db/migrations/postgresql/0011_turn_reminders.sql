-- 0011 in PostgreSQL's dialect (see SQLite's 0011_turn_reminders.sql): per table, the turn
-- (its sequence number) and the person its turn timer last reminded, written before the
-- reminder goes out, so a restart past half time neither skips a reminder nor sends it twice.
CREATE TABLE turn_reminders (
    table_id  BIGINT  PRIMARY KEY REFERENCES tables (id),
    seq       INTEGER NOT NULL CHECK (seq >= 0),
    player_id BIGINT  NOT NULL
);
