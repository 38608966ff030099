-- 0015 in PostgreSQL's dialect (see SQLite's 0015_rating_explained.sql): the day (UTC,
-- 'YYYY-MM-DD', text as every date here) a person was last told what the rating is, so a
-- restart does not explain it again the same day.
ALTER TABLE players ADD COLUMN rating_explained_on TEXT CHECK (length(rating_explained_on) = 10);
