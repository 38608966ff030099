-- Turn notices (a mention in the table's thread when it becomes a player's turn) are on by
-- default; a player may mute them from their hand view. One choice per player, every table.
ALTER TABLE players
    ADD COLUMN turn_notices INTEGER NOT NULL DEFAULT 1 CHECK (turn_notices IN (0, 1));
