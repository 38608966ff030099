-- 0008 in PostgreSQL's dialect (see SQLite's 0008_restart_handover.sql): the live turn notices
-- and open hand views (with their interaction tokens, secrets) a graceful close hands the next
-- process, deleted as they are read back at start-up.
CREATE TABLE handover_notices (
    table_id   BIGINT  PRIMARY KEY REFERENCES tables (id),
    channel_id BIGINT  NOT NULL,
    message_id BIGINT  NOT NULL,
    seat       INTEGER CHECK (seat BETWEEN 1 AND 4),
    turn       INTEGER NOT NULL CHECK (turn >= 0)
);

CREATE TABLE handover_views (
    table_id       BIGINT NOT NULL REFERENCES tables (id),
    user_id        BIGINT NOT NULL,
    message_id     BIGINT NOT NULL,
    application_id BIGINT NOT NULL,
    token          TEXT   NOT NULL CHECK (token <> ''),
    guild_id       BIGINT,
    language       TEXT   NOT NULL CHECK (language <> ''),
    expires_at     TEXT   NOT NULL,
    PRIMARY KEY (table_id, user_id)
);
