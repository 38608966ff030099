-- 0020 in PostgreSQL's dialect (see SQLite's 0020_away_notice_ids.sql): the step-away notice
-- telling of a seat change, its message (NULL: none saved, or edited since), so that a later
-- process edits it wherever it is in the thread.
ALTER TABLE seat_changes ADD COLUMN notice_id BIGINT;
