-- 0023: the direct messages still owed about a deleted channel. A moderator's deletion of a
-- table's channel pauses the game (or cancels the lobby), and each person at the table is
-- told by a direct message (``TableCog.places_gone``). The rows are written, one per person,
-- before any message goes; each is deleted just before its message is sent (at most once: a
-- crash in between loses that one message, never sends it twice), and the next start-up sends
-- those left. ``lobby``: 1 where the table was a lobby (cancelled), 0 a game (paused). Not
-- copied (db/repos/copying.py): nothing a game or a record needs. IF NOT EXISTS: a file put
-- back to an earlier version (its user_version lowered) runs it again.
CREATE TABLE IF NOT EXISTS gone_notices (
    table_id INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    guild_id INTEGER NOT NULL,
    lobby    INTEGER NOT NULL CHECK (lobby IN (0, 1)),
    PRIMARY KEY (table_id, user_id)
) STRICT;
