-- 0001: the whole first schema.
--
-- Conventions (db/ relies on them):
--   * Timestamps are UTC text in one fixed width, 'YYYY-MM-DDTHH:MM:SS.ffffffZ', so comparing
--     the text compares the instants (the month filters of the leaderboard depend on it).
--   * Amounts are whole point (INTEGER): every Swedish and Dawson payment is whole; only the
--     betdelning mean may be fractional, and what is paid from it is rounded (SV-P12).
--   * Money per point is INTEGER hundredths of the currency (öre), never a float.
--   * Booleans are INTEGER 0/1 with a CHECK, as STRICT tables have no BOOLEAN type.
--   * Discord ids (snowflakes) fit in SQLite's signed 64-bit INTEGER.

CREATE TABLE guild_settings (
    guild_id              INTEGER PRIMARY KEY,
    variant               TEXT    NOT NULL CHECK (variant IN ('swedish', 'dawson')),
    payment               TEXT    NOT NULL CHECK (payment IN ('traditional', 'simplified')),
    al                    INTEGER NOT NULL CHECK (al > 0),
    merge_limit           INTEGER NOT NULL CHECK (merge_limit >= 0),
    tour_length           INTEGER NOT NULL CHECK (tour_length > 0),
    price_per_point_ore   INTEGER NOT NULL CHECK (price_per_point_ore >= 0),
    turn_timer_minutes    INTEGER NOT NULL CHECK (turn_timer_minutes >= 0),
    language              TEXT    NOT NULL CHECK (language IN ('en', 'sv')),
    whist_compulsory_in_5 INTEGER NOT NULL CHECK (whist_compulsory_in_5 IN (0, 1)),
    updated_at            TEXT    NOT NULL
) STRICT;

-- Humans only: a computer player is a seat with a level, never a row here.
CREATE TABLE players (
    id           INTEGER PRIMARY KEY,
    display_name TEXT    NOT NULL,
    created_at   TEXT    NOT NULL,
    updated_at   TEXT    NOT NULL
) STRICT;

-- AUTOINCREMENT so an id is never reused: ids appear in Discord custom_ids of old messages.
CREATE TABLE tables (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id         INTEGER NOT NULL,
    channel_id       INTEGER NOT NULL,
    thread_id        INTEGER,
    message_id       INTEGER,
    lobby_message_id INTEGER,
    host_player_id   INTEGER NOT NULL REFERENCES players (id),
    status           TEXT    NOT NULL
        CHECK (status IN ('lobby', 'playing', 'paused', 'finished', 'abandoned', 'broken')),
    broken_reason    TEXT,
    variant          TEXT    NOT NULL CHECK (variant IN ('swedish', 'dawson')),
    settings         TEXT    NOT NULL CHECK (json_valid(settings) AND json_type(settings) = 'object'),
    created_at       TEXT    NOT NULL,
    updated_at       TEXT    NOT NULL,
    CHECK ((status = 'broken') = (broken_reason IS NOT NULL))
) STRICT;

CREATE INDEX tables_by_status ON tables (status, guild_id);
CREATE INDEX tables_by_guild ON tables (guild_id, created_at);

CREATE TABLE seats (
    table_id       INTEGER NOT NULL REFERENCES tables (id),
    seat           INTEGER NOT NULL CHECK (seat BETWEEN 1 AND 4),
    player_id      INTEGER REFERENCES players (id),
    computer_level TEXT    CHECK (computer_level IN ('random', 'heuristic', 'strong')),
    display_name   TEXT    NOT NULL,
    PRIMARY KEY (table_id, seat),
    CHECK ((player_id IS NULL) <> (computer_level IS NULL))
) STRICT, WITHOUT ROWID;

CREATE INDEX seats_by_player ON seats (player_id) WHERE player_id IS NOT NULL;

-- The event log: the truth a live table is rebuilt from after a restart.
CREATE TABLE events (
    table_id   INTEGER NOT NULL REFERENCES tables (id),
    seq        INTEGER NOT NULL CHECK (seq >= 1),
    kind       TEXT    NOT NULL CHECK (kind <> ''),
    payload    TEXT    NOT NULL CHECK (json_valid(payload) AND json_type(payload) = 'object'),
    created_at TEXT    NOT NULL,
    PRIMARY KEY (table_id, seq)
) STRICT, WITHOUT ROWID;

-- Append-only even for code that bypasses db/: history that can change cannot be replayed.
CREATE TRIGGER events_no_update BEFORE UPDATE ON events
BEGIN
    SELECT RAISE(ABORT, 'events are append-only: UPDATE refused');
END;

CREATE TRIGGER events_no_delete BEFORE DELETE ON events
BEGIN
    SELECT RAISE(ABORT, 'events are append-only: DELETE refused');
END;

-- A tour (SV-P11) runs from the first deal until `length` betar are played off.
CREATE TABLE tours (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    table_id   INTEGER NOT NULL REFERENCES tables (id),
    tour_no    INTEGER NOT NULL CHECK (tour_no >= 1),
    length     INTEGER NOT NULL CHECK (length >= 1),
    status     TEXT    NOT NULL CHECK (status IN ('running', 'finished', 'abandoned')),
    started_at TEXT    NOT NULL,
    ended_at   TEXT,
    UNIQUE (table_id, tour_no),
    -- Target of deal_results' composite key: a deal can only belong to a tour of its table.
    UNIQUE (id, table_id),
    CHECK ((status = 'running') = (ended_at IS NULL))
) STRICT;

CREATE UNIQUE INDEX tours_one_running ON tours (table_id) WHERE status = 'running';
CREATE INDEX tours_by_end ON tours (ended_at) WHERE status = 'finished';

-- Per seat at the end of a tour. `settlement` is the betdelning transfer (SV-P12) and is
-- already included in `balance`; the leaderboard adds it to the deal payments.
CREATE TABLE tour_results (
    tour_id    INTEGER NOT NULL REFERENCES tours (id),
    seat       INTEGER NOT NULL CHECK (seat BETWEEN 1 AND 4),
    player_id  INTEGER REFERENCES players (id),
    balance    INTEGER NOT NULL,
    settlement INTEGER NOT NULL,
    rank       INTEGER NOT NULL CHECK (rank BETWEEN 1 AND 4),
    PRIMARY KEY (tour_id, seat)
) STRICT, WITHOUT ROWID;

CREATE INDEX tour_results_by_player ON tour_results (player_id) WHERE player_id IS NOT NULL;

-- One settled deal, written in the same transaction as its last event (event_seq). guild_id,
-- the player ids and the variant are copied so leaderboards need no replay and no join to
-- tables, and stay right if seats change later.
CREATE TABLE deal_results (
    table_id            INTEGER NOT NULL REFERENCES tables (id),
    deal_no             INTEGER NOT NULL CHECK (deal_no >= 1),
    event_seq           INTEGER NOT NULL,
    guild_id            INTEGER NOT NULL,
    tour_id             INTEGER,
    played_at           TEXT    NOT NULL,
    variant             TEXT    NOT NULL CHECK (variant IN ('swedish', 'dawson')),
    payment             TEXT    CHECK (payment IN ('traditional', 'simplified')),
    all_pass            INTEGER NOT NULL CHECK (all_pass IN (0, 1)),
    contract_id         TEXT,
    contract_kind       TEXT    CHECK (contract_kind IN ('tricks', 'misere')),
    level               TEXT    CHECK (level IN ('plain', 'colour', 'first')),
    trump_class         TEXT    CHECK (trump_class IN ('first', 'second', 'plain')),
    declarer_seat       INTEGER CHECK (declarer_seat BETWEEN 1 AND 4),
    declarer_player_id  INTEGER REFERENCES players (id),
    whister_seat        INTEGER CHECK (whister_seat BETWEEN 1 AND 4),
    whister_player_id   INTEGER REFERENCES players (id),
    made                INTEGER NOT NULL CHECK (made IN (0, 1)),
    conceded            INTEGER NOT NULL CHECK (conceded IN (0, 1)),
    declarer_tricks     INTEGER NOT NULL CHECK (declarer_tricks BETWEEN 0 AND 13),
    whister_tricks      INTEGER NOT NULL CHECK (whister_tricks BETWEEN 0 AND 13),
    penalty_tricks      INTEGER NOT NULL CHECK (penalty_tricks BETWEEN 0 AND 13),
    overtricks          INTEGER NOT NULL CHECK (overtricks BETWEEN 0 AND 13),
    pool_delta          INTEGER NOT NULL,
    PRIMARY KEY (table_id, deal_no),
    UNIQUE (table_id, event_seq),
    FOREIGN KEY (table_id, event_seq) REFERENCES events (table_id, seq),
    FOREIGN KEY (tour_id, table_id) REFERENCES tours (id, table_id),
    -- An all-pass deal has no contract; any other deal has a declarer and a contract.
    CHECK (all_pass = (contract_id IS NULL)),
    CHECK ((contract_id IS NULL) = (contract_kind IS NULL)),
    CHECK ((contract_id IS NULL) = (declarer_seat IS NULL)),
    CHECK (declarer_player_id IS NULL OR declarer_seat IS NOT NULL),
    CHECK (whister_player_id IS NULL OR whister_seat IS NOT NULL),
    CHECK (whister_seat IS NULL OR (declarer_seat IS NOT NULL AND whister_seat <> declarer_seat)),
    CHECK (NOT (made AND conceded)),
    CHECK (NOT (all_pass AND made))
) STRICT;

CREATE INDEX deal_results_by_guild ON deal_results (guild_id, played_at);
CREATE INDEX deal_results_by_tour ON deal_results (tour_id) WHERE tour_id IS NOT NULL;
CREATE INDEX deal_results_by_declarer ON deal_results (declarer_player_id)
    WHERE declarer_player_id IS NOT NULL;
CREATE INDEX deal_results_by_whister ON deal_results (whister_player_id)
    WHERE whister_player_id IS NOT NULL;

-- What each seat gained (+) or paid (-) in one deal, all payments included (the record
-- format's `net`). The four rows plus deal_results.pool_delta sum to zero; db/models.py checks
-- that before writing, as SQLite cannot check a sum over rows at commit.
CREATE TABLE deal_payments (
    table_id  INTEGER NOT NULL,
    deal_no   INTEGER NOT NULL,
    seat      INTEGER NOT NULL CHECK (seat BETWEEN 1 AND 4),
    player_id INTEGER REFERENCES players (id),
    net       INTEGER NOT NULL,
    PRIMARY KEY (table_id, deal_no, seat),
    FOREIGN KEY (table_id, deal_no) REFERENCES deal_results (table_id, deal_no)
) STRICT, WITHOUT ROWID;

CREATE INDEX deal_payments_by_player ON deal_payments (player_id, table_id, deal_no)
    WHERE player_id IS NOT NULL;
