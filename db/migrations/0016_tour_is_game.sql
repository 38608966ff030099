-- 0016: whether a `tours` row is a game written as a tour of its own (a game whose
-- rules keep no tours: the French family, Dawson, Swedish Boston on the simplified payment;
-- db.models.TourEnd with no tour id). The statistics count tours and games apart ("Tours: 2
-- played", "Games: 1 played"); deciding that by the variant's default rules called a Swedish
-- game on the simplified payment a tour. The writer knows which it writes, so it says so.
ALTER TABLE tours ADD COLUMN game INTEGER NOT NULL DEFAULT 0 CHECK (game IN (0, 1));
-- The rows written before: only a Swedish table on the traditional payment (the default) plays
-- tours; every other table's rows are its games, written at their ends. The table's settings
-- (a JSON object, every rule setting filled in when the lobby opened) hold its payment.
UPDATE tours SET game = 1 WHERE table_id IN (
    SELECT id FROM tables
    WHERE variant <> 'swedish' OR json_extract(settings, '$.payment') = 'simplified'
);
