-- 0006 in PostgreSQL's dialect (see SQLite's 0006_tour_played_off.sql): the betar a tour
-- played off before it ended, which the club rating weighs it by.
ALTER TABLE tours ADD COLUMN played_off INTEGER CHECK (played_off >= 0);
