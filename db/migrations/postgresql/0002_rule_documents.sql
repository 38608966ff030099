-- 0002 in PostgreSQL's dialect (see SQLite's 0002_rule_documents.sql): a server's rule
-- defaults become one JSON document per variant, and the columns naming a variant or a payment
-- no longer list the known ones. PostgreSQL can drop a CHECK by name, so no column is rebuilt.

CREATE TABLE guild_rules (
    guild_id   BIGINT NOT NULL,
    variant    TEXT   NOT NULL CHECK (variant <> ''),
    settings   TEXT   NOT NULL CHECK (jsonb_typeof(settings::jsonb) = 'object'),
    updated_at TEXT   NOT NULL,
    PRIMARY KEY (guild_id, variant)
);

INSERT INTO guild_rules (guild_id, variant, settings, updated_at)
SELECT guild_id,
       'swedish',
       json_build_object(
           'payment', payment,
           'al', al,
           'merge_limit', merge_limit,
           'tour_length', tour_length,
           'whist_compulsory_in_5', whist_compulsory_in_5 = 1
       )::text,
       updated_at
FROM guild_settings;

ALTER TABLE guild_settings DROP COLUMN payment;
ALTER TABLE guild_settings DROP COLUMN al;
ALTER TABLE guild_settings DROP COLUMN merge_limit;
ALTER TABLE guild_settings DROP COLUMN tour_length;
ALTER TABLE guild_settings DROP COLUMN whist_compulsory_in_5;

ALTER TABLE guild_settings DROP CONSTRAINT guild_settings_variant_check;
ALTER TABLE guild_settings ADD CONSTRAINT guild_settings_variant_check CHECK (variant <> '');
ALTER TABLE guild_settings ALTER COLUMN variant SET DEFAULT 'swedish';

ALTER TABLE tables DROP CONSTRAINT tables_variant_check;
ALTER TABLE tables ADD CONSTRAINT tables_variant_check CHECK (variant <> '');
ALTER TABLE tables ALTER COLUMN variant SET DEFAULT 'swedish';

ALTER TABLE deal_results DROP CONSTRAINT deal_results_variant_check;
ALTER TABLE deal_results ADD CONSTRAINT deal_results_variant_check CHECK (variant <> '');
ALTER TABLE deal_results ALTER COLUMN variant SET DEFAULT 'swedish';
ALTER TABLE deal_results DROP CONSTRAINT deal_results_payment_check;
ALTER TABLE deal_results ADD CONSTRAINT deal_results_payment_check CHECK (payment <> '');
