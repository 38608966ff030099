-- 0006: how much of a tour was played. A tour that reached its end played off all its betar
-- (SV-P11); one ended by agreement (SV-M2, /boston end) only those played off before the stop.
-- The club rating weighs a tour by this count, so a game stopped after a deal or two moves
-- ratings as little as it shows. NULL for tours that ended before this column existed (read
-- as their whole length).
ALTER TABLE tours ADD COLUMN played_off INTEGER CHECK (played_off >= 0);
