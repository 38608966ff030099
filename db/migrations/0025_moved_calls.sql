-- 0025: the tables owed their "moved here" call. A paused table whose channel was deleted
-- moves to another channel (``TableCog.move``); once it is resumed, its new thread calls
-- its people there ("Table 1 moved here from a deleted channel: @A @B …"), after any step
-- away made meanwhile. The row is written in the move's own write
-- (``set_table_messages(channel_id=…)``), so a restart between the move and its resume still
-- owes the call; it is deleted in the resume's own write (``set_table_status('playing')``),
-- before the line is posted (at most once: a crash in between loses the call, never makes it
-- twice), and by the table's end. Not copied (db/repos/copying.py): nothing a game or a
-- record needs. IF NOT EXISTS: a file put back to an earlier version (its user_version
-- lowered) runs it again.
CREATE TABLE IF NOT EXISTS moved_calls (
    table_id INTEGER PRIMARY KEY,
    guild_id INTEGER NOT NULL
) STRICT;

-- The channels a move of the table posted its message in (or was about to), written before
-- the post: a crash between the post and the move's save leaves that message up, its id
-- known nowhere. Once a move of the table is saved, those channels' latest messages are
-- looked through, the table messages found there that are not its saved one deleted, and
-- the rows dropped (``TableCog.move``); a row is dropped too where Discord refused the post
-- (nothing posted), and the table's rows with its end. Not copied either.
CREATE TABLE IF NOT EXISTS move_places (
    table_id   INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    PRIMARY KEY (table_id, channel_id)
) STRICT;
