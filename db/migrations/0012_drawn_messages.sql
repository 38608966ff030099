-- 0012: how each table's message was last drawn, handed from a graceful close to the next
-- process. The Discord frontend sends no edit that would show a reader nothing new: it compares
-- each drawing with the one it last sent, which a new process does not know, so its start-up
-- redraw used to edit every table message to exactly what it showed already. A close saves,
-- per table, the id of its message and a digest of its last drawing Discord accepted; start-up
-- reads them back, deleting them in the same transaction, and edits only a message whose
-- drawing now differs (another language, a new version's words). A crash saves nothing: every
-- message is drawn again, as before.
CREATE TABLE handover_drawn (
    table_id   INTEGER PRIMARY KEY REFERENCES tables (id),
    message_id INTEGER NOT NULL,
    digest     TEXT    NOT NULL CHECK (digest <> '')
) STRICT;
