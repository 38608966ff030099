-- 0015: the day (UTC, 'YYYY-MM-DD') a person was last told what the rating is. /boston stats
-- and /boston leaderboard explain the rating once a day per person; kept only in memory, a
-- restart (a deploy, a crash) explained it again the same day. NULL until it is first told.
-- A person with no row (who never sat at a table) is remembered in memory only, as before.
ALTER TABLE players ADD COLUMN rating_explained_on TEXT CHECK (length(rating_explained_on) = 10);
