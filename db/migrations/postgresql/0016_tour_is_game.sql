-- 0016 in PostgreSQL's dialect (see SQLite's 0016_tour_is_game.sql): whether a `tours` row is
-- a game written as a tour of its own, so the statistics count tours and games apart; the rows
-- written before are games where their table is not a Swedish one on the traditional payment.
ALTER TABLE tours ADD COLUMN game INTEGER NOT NULL DEFAULT 0 CHECK (game IN (0, 1));
UPDATE tours SET game = 1 WHERE table_id IN (
    SELECT id FROM tables
    WHERE variant <> 'swedish' OR settings::jsonb ->> 'payment' = 'simplified'
);
