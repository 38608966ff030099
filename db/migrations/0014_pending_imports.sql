-- 0014: the imports still being read. ``/boston import`` defers its answer ("thinking…") while
-- a child process reads, replays and draws the record; a crash (SIGKILL) then answered nobody,
-- and the person saw "thinking…" until Discord gave up after 15 minutes. A row is written right
-- after the defer and deleted once the import is answered: the webhook token that edits the
-- deferred answer (a secret: anyone holding it may answer as the bot until ``expires_at``),
-- the application it belongs to, the server, and the asker's language. Start-up edits the
-- answer of each row whose token has time left to say that the bot restarted and nothing was
-- imported, and deletes the rows, expired ones too. Never copied (db/repos/copying.py).
CREATE TABLE pending_imports (
    interaction_id INTEGER PRIMARY KEY,
    application_id INTEGER NOT NULL,
    token          TEXT    NOT NULL CHECK (token <> ''),
    guild_id       INTEGER,
    language       TEXT    NOT NULL CHECK (language <> ''),
    expires_at     TEXT    NOT NULL
) STRICT;
