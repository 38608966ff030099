-- 0025 in PostgreSQL's dialect (see SQLite's 0025_moved_calls.sql): the tables owed their
-- "moved here" call, written with the move, deleted in the resume's own write (before the
-- call is posted) or by the table's end.
CREATE TABLE IF NOT EXISTS moved_calls (
    table_id BIGINT PRIMARY KEY,
    guild_id BIGINT NOT NULL
);

-- The channels a move of the table posted in before its save, to look through for a table
-- message a crash left behind there; dropped once looked through, where the post was refused,
-- or with the table's end.
CREATE TABLE IF NOT EXISTS move_places (
    table_id   BIGINT NOT NULL,
    channel_id BIGINT NOT NULL,
    PRIMARY KEY (table_id, channel_id)
);
