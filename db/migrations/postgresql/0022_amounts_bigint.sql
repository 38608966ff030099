-- 0022 in PostgreSQL's dialect (see SQLite's 0022_amounts_bigint.sql): the amounts a deal and a
-- game write widened to BIGINT, 64 bits as SQLite's INTEGER, the limit the table service
-- checks before it saves a deal (``db.connection.fits_columns``).
ALTER TABLE deal_payments ALTER COLUMN net TYPE BIGINT;
ALTER TABLE deal_results ALTER COLUMN pool_delta TYPE BIGINT;
ALTER TABLE tour_results ALTER COLUMN balance TYPE BIGINT;
ALTER TABLE tour_results ALTER COLUMN settlement TYPE BIGINT;
