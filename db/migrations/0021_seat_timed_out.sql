-- 0021: why a computer keeps a seat for its person. A seat handed to a computer until its
-- person takes it back (``TableOptions.away``) was handed over by the turn timer or by the
-- person stepping away, and only the Discord frontend's memory (the thread's notice) knew
-- which: after a restart a person the timer moved read in their hand view what one who chose
-- to step away reads. seat_changes.timed_out: 1 the turn timer handed the seat to the
-- computer keeping it; 0 any other change (a step away, a return, a seat given, a new name
-- of a holder keeps its last change's mark); NULL a row written before this migration (read
-- as a step away, as before).
ALTER TABLE seat_changes ADD COLUMN timed_out INTEGER CHECK (timed_out IN (0, 1));
