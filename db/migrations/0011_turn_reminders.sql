-- 0011: which turn a person's turn timer has reminded. The reminder at half time is no event
-- of the log, so a restart (a deploy, a crash) could not tell whether a turn that passed half
-- time while the bot was down had had its reminder: it skipped it, or would have sent it twice.
-- The service writes a row before each reminder goes out (one per table, replaced by the
-- next): ``seq``, the table's sequence number of the turn, and ``player_id``, the person
-- reminded. A turn rebuilt past half time whose row does not name it gets its reminder then.
CREATE TABLE turn_reminders (
    table_id  INTEGER PRIMARY KEY REFERENCES tables (id),
    seq       INTEGER NOT NULL CHECK (seq >= 0),
    player_id INTEGER NOT NULL
) STRICT;
