-- 0019 in PostgreSQL's dialect (see SQLite's 0019_said_seat_changes.sql): whether the thread
-- was told of each seat change (0 not yet, 1 said, NULL a row written before), so that
-- start-up says an owed seat line once; and the person a saved turn notice calls (NULL: not
-- known), so that a former holder's notice is never adopted as the new holder's.
ALTER TABLE seat_changes ADD COLUMN said INTEGER CHECK (said IN (0, 1));

ALTER TABLE handover_notices ADD COLUMN user_id BIGINT;
