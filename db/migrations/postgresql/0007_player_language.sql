-- 0007 in PostgreSQL's dialect (see SQLite's 0007_player_language.sql): the language each
-- person last clicked in, for their turn notices after a restart.
ALTER TABLE players ADD COLUMN language TEXT CHECK (language <> '');
