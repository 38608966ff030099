-- 0010 in PostgreSQL's dialect (see SQLite's 0010_posted_lines.sql): per table, the last deal
-- whose result post Discord accepted and whether its closing went out; start-up posts what is
-- owed beyond them. Every table made before counts as fully posted.
CREATE TABLE table_posts (
    table_id BIGINT  PRIMARY KEY REFERENCES tables (id),
    deals    INTEGER NOT NULL CHECK (deals >= 0),
    closed   INTEGER NOT NULL CHECK (closed BETWEEN 0 AND 2)
);

INSERT INTO table_posts (table_id, deals, closed)
SELECT tb.id,
       COALESCE((SELECT MAX(d.deal_no) FROM deal_results AS d WHERE d.table_id = tb.id), 0),
       CASE WHEN tb.status IN ('finished', 'abandoned', 'broken') THEN 2 ELSE 0 END
FROM tables AS tb;
