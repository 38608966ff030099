-- 0012 in PostgreSQL's dialect (see SQLite's 0012_drawn_messages.sql): per table, its message
-- and a digest of its last drawing, handed from a graceful close to the next process, deleted
-- as they are read back at start-up.
CREATE TABLE handover_drawn (
    table_id   BIGINT PRIMARY KEY REFERENCES tables (id),
    message_id BIGINT NOT NULL,
    digest     TEXT   NOT NULL CHECK (digest <> '')
);
