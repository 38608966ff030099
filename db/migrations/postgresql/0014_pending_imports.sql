-- 0014 in PostgreSQL's dialect (see SQLite's 0014_pending_imports.sql): each import still
-- being read, with the webhook token (a secret) that edits its deferred answer, so that the
-- next process answers it after a crash; deleted once answered.
CREATE TABLE pending_imports (
    interaction_id BIGINT PRIMARY KEY,
    application_id BIGINT NOT NULL,
    token          TEXT   NOT NULL CHECK (token <> ''),
    guild_id       BIGINT,
    language       TEXT   NOT NULL CHECK (language <> ''),
    expires_at     TEXT   NOT NULL
);
