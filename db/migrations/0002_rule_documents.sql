-- 0002: a server's rule defaults become one settings document (JSON) per variant, validated
-- by the variant's settings model before it is stored; and the columns naming a variant or a
-- payment no longer list the known ones, so a new rule system needs no migration.
--
-- Today's Swedish columns of guild_settings move into the server's 'swedish' document, value
-- for value, so no server loses a choice. Server-wide choices (variant, price, timer,
-- language) stay columns.
--
-- A column's CHECK cannot be altered in SQLite, and rebuilding `tables` would need foreign
-- keys off; instead each such column is copied into a new column without the list, dropped
-- (a column-level CHECK goes with its column) and the copy renamed to the old name.

CREATE TABLE guild_rules (
    guild_id   INTEGER NOT NULL,
    variant    TEXT    NOT NULL CHECK (variant <> ''),
    settings   TEXT    NOT NULL CHECK (json_valid(settings) AND json_type(settings) = 'object'),
    updated_at TEXT    NOT NULL,
    PRIMARY KEY (guild_id, variant)
) STRICT;

INSERT INTO guild_rules (guild_id, variant, settings, updated_at)
SELECT guild_id,
       'swedish',
       json_object(
           'payment', payment,
           'al', al,
           'merge_limit', merge_limit,
           'tour_length', tour_length,
           'whist_compulsory_in_5', json(CASE whist_compulsory_in_5 WHEN 1 THEN 'true' ELSE 'false' END)
       ),
       updated_at
FROM guild_settings;

ALTER TABLE guild_settings DROP COLUMN payment;
ALTER TABLE guild_settings DROP COLUMN al;
ALTER TABLE guild_settings DROP COLUMN merge_limit;
ALTER TABLE guild_settings DROP COLUMN tour_length;
ALTER TABLE guild_settings DROP COLUMN whist_compulsory_in_5;

ALTER TABLE guild_settings ADD COLUMN variant_name TEXT NOT NULL DEFAULT 'swedish'
    CHECK (variant_name <> '');
UPDATE guild_settings SET variant_name = variant;
ALTER TABLE guild_settings DROP COLUMN variant;
ALTER TABLE guild_settings RENAME COLUMN variant_name TO variant;

ALTER TABLE tables ADD COLUMN variant_name TEXT NOT NULL DEFAULT 'swedish'
    CHECK (variant_name <> '');
UPDATE tables SET variant_name = variant;
ALTER TABLE tables DROP COLUMN variant;
ALTER TABLE tables RENAME COLUMN variant_name TO variant;

ALTER TABLE deal_results ADD COLUMN variant_name TEXT NOT NULL DEFAULT 'swedish'
    CHECK (variant_name <> '');
ALTER TABLE deal_results ADD COLUMN payment_name TEXT CHECK (payment_name <> '');
UPDATE deal_results SET variant_name = variant, payment_name = payment;
ALTER TABLE deal_results DROP COLUMN variant;
ALTER TABLE deal_results DROP COLUMN payment;
ALTER TABLE deal_results RENAME COLUMN variant_name TO variant;
ALTER TABLE deal_results RENAME COLUMN payment_name TO payment;
