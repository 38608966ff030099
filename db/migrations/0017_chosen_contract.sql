-- 0017: the contract a player chose in an open hand view's select, its bid not yet made
-- (``handover_views.chosen``). The choice is held in memory only (``cogs/boston/play.py``): a
-- graceful close hands it over with the view's row, so the next process redraws the view with
-- the contract still chosen and its buttons, instead of "choose a contract" again. NULL: none
-- chosen, or a row the Live cog's worker wrote while the bot ran (a crash loses the choice).
ALTER TABLE handover_views ADD COLUMN chosen TEXT CHECK (length(chosen) BETWEEN 1 AND 100);
