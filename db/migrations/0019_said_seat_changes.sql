-- 0019: what start-up may not say twice, and whom a saved turn notice calls.
--
-- seat_changes.said: whether the table's thread was told of the change (a step away, a seat
-- taken back, a seat given: its notice or its line). The Discord frontend queues those lines
-- in memory, and a stop between the change and Discord's answer left them unsaid, so start-up
-- says what is owed from the saved seats; it used to tell what was said only from the
-- thread's latest messages, and a busy thread got the same line again at every start-up. 0
-- not yet; 1 said: written once Discord accepted the line (or it was given up, or start-up
-- found nothing to say), matching the row's holder, so that a later change of the seat at the
-- same ``seq`` (which replaces the row, and sets 0 again) is not taken as said. NULL: a row
-- written before this migration, which start-up looks for in the thread as before (and marks
-- once looked at). A seat's holder before its first change (``seq`` 0) is no change: 1.
ALTER TABLE seat_changes ADD COLUMN said INTEGER CHECK (said IN (0, 1));

-- handover_notices.user_id: the person the turn notice calls. A seat changing hands writes
-- its notice's row as stale before the notice is deleted, and a crash between the two left a
-- row calling the seat still on turn: the next process adopted the former holder's notice as
-- the new holder's. A row naming someone other than the seat's holder is stale. NULL: not
-- known (a row written before this migration, or one of a notice only to be deleted).
ALTER TABLE handover_notices ADD COLUMN user_id INTEGER;
