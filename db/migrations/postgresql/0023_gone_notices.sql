-- 0023 in PostgreSQL's dialect (see SQLite's 0023_gone_notices.sql): the direct messages
-- still owed about a table's deleted channel, one row per person, deleted just before its
-- message is sent; the next start-up sends those left.
CREATE TABLE IF NOT EXISTS gone_notices (
    table_id BIGINT  NOT NULL,
    user_id  BIGINT  NOT NULL,
    guild_id BIGINT  NOT NULL,
    lobby    INTEGER NOT NULL CHECK (lobby IN (0, 1)),
    PRIMARY KEY (table_id, user_id)
);
