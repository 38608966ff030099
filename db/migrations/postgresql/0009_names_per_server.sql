-- 0009 in PostgreSQL's dialect (see SQLite's 0009_names_per_server.sql): each person's name in
-- each server, so a nickname given in one server never shows in another.
CREATE TABLE guild_players (
    guild_id     BIGINT  NOT NULL,
    player_id    BIGINT  NOT NULL REFERENCES players (id),
    display_name TEXT    NOT NULL,
    updated_at   TEXT    NOT NULL,
    PRIMARY KEY (guild_id, player_id)
);

-- Each person's name at their latest seat in each server (a computer's seat has no player).
INSERT INTO guild_players (guild_id, player_id, display_name, updated_at)
SELECT tb.guild_id, s.player_id, s.display_name, tb.created_at
FROM seats AS s
JOIN tables AS tb ON tb.id = s.table_id
WHERE s.player_id IS NOT NULL
  AND tb.id = (
      SELECT MAX(t2.id) FROM seats AS s2 JOIN tables AS t2 ON t2.id = s2.table_id
      WHERE s2.player_id = s.player_id AND t2.guild_id = tb.guild_id
  );

-- A person with results in a server but no seat there now (a computer kept it when they
-- left): the only name known, as before.
INSERT INTO guild_players (guild_id, player_id, display_name, updated_at)
SELECT DISTINCT d.guild_id, p.player_id, pl.display_name, pl.updated_at
FROM deal_payments AS p
JOIN deal_results AS d ON d.table_id = p.table_id AND d.deal_no = p.deal_no
JOIN players AS pl ON pl.id = p.player_id
WHERE NOT EXISTS (
    SELECT 1 FROM guild_players AS g WHERE g.guild_id = d.guild_id AND g.player_id = p.player_id
);
INSERT INTO guild_players (guild_id, player_id, display_name, updated_at)
SELECT DISTINCT tb.guild_id, r.player_id, pl.display_name, pl.updated_at
FROM tour_results AS r
JOIN tours AS t ON t.id = r.tour_id
JOIN tables AS tb ON tb.id = t.table_id
JOIN players AS pl ON pl.id = r.player_id
WHERE NOT EXISTS (
    SELECT 1 FROM guild_players AS g WHERE g.guild_id = tb.guild_id AND g.player_id = r.player_id
);
