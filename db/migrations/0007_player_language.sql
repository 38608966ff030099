-- 0007: the language each person last clicked in (their Discord locale, read back as one the
-- bot speaks), so a message addressed to them alone in public (their turn notice) is written
-- in it after a restart too, before they click again. NULL until they click.
ALTER TABLE players ADD COLUMN language TEXT CHECK (language <> '');
