-- 0008: what a graceful close hands the next process (a deploy: the bot closes, a new one
-- starts). The Discord frontend keeps a table's live turn notice and each player's open hand
-- view in memory only; a close saves them here in one transaction and start-up reads them back,
-- deleting each row in the transaction that reads it, so the new process deletes the old
-- notices once they are done with and goes on editing the open views. A crash saves nothing:
-- the new process then behaves as before (an old notice stays, a view waits for Refresh).
--
-- handover_notices: a table's turn notice in its thread (or channel). ``seat`` is the seat it
-- calls and ``turn`` the table's sequence number when that turn began; ``seat`` is NULL for a
-- notice already due for deletion (the turn had moved on).
CREATE TABLE handover_notices (
    table_id   INTEGER PRIMARY KEY REFERENCES tables (id),
    channel_id INTEGER NOT NULL,
    message_id INTEGER NOT NULL,
    seat       INTEGER CHECK (seat BETWEEN 1 AND 4),
    turn       INTEGER NOT NULL CHECK (turn >= 0)
) STRICT;

-- handover_views: a player's open hand view and what edits it: the webhook token of the
-- interaction that last drew it (a secret: anyone holding it may answer as the bot until
-- ``expires_at``), the application it belongs to, the server, and the language it is drawn
-- in. Never copied (db/repos/copying.py), and deleted once read back; rows whose token has
-- expired are deleted by any start-up.
CREATE TABLE handover_views (
    table_id       INTEGER NOT NULL REFERENCES tables (id),
    user_id        INTEGER NOT NULL,
    message_id     INTEGER NOT NULL,
    application_id INTEGER NOT NULL,
    token          TEXT    NOT NULL CHECK (token <> ''),
    guild_id       INTEGER,
    language       TEXT    NOT NULL CHECK (language <> ''),
    expires_at     TEXT    NOT NULL,
    PRIMARY KEY (table_id, user_id)
) STRICT;
