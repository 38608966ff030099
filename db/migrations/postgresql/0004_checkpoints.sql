-- 0004 in PostgreSQL's dialect (see SQLite's 0004_checkpoints.sql): a checkpoint of each running
-- game between deals, one row per table, replaced in the transaction of each deal's last event.
-- The event log stays the truth; ``state`` is the engine's JSON (bot/engine/checkpoint.py).
CREATE TABLE checkpoints (
    table_id   BIGINT PRIMARY KEY REFERENCES tables (id),
    seq        INTEGER NOT NULL CHECK (seq >= 1),
    state      TEXT    NOT NULL CHECK (jsonb_typeof(state::jsonb) = 'object'),
    created_at TEXT    NOT NULL,
    FOREIGN KEY (table_id, seq) REFERENCES events (table_id, seq)
);
