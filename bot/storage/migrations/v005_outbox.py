"""The outbox: what a change still owes Discord, written in the change's own transaction.

One row per item owed (``kind`` says what it is, ``payload`` its JSON), deleted once delivered.
``claimed_by`` and ``due_at`` make one process deliver each item: a change's items are written
claimed by the process that made it, due at the end of its lease; an item still there when it
falls due (its process died, or its delivery failed) is claimed by whoever finds it first, which
moves ``due_at`` to the end of the new lease. ``attempts`` counts the claims, so an item whose
delivery keeps failing is dropped rather than tried for ever.

SQLite: changes are written through the ``writes`` view (migration 4); its ``outbox`` rows land
here, in the same statement as the rest of the change.
"""

SQLITE = """
CREATE TABLE outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id INTEGER NOT NULL,
    kind TEXT NOT NULL,
    payload TEXT NOT NULL,
    due_at REAL NOT NULL,
    claimed_by TEXT,
    attempts INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX outbox_game ON outbox(game_id, id);
CREATE INDEX outbox_due ON outbox(due_at);

CREATE TRIGGER writes_outbox INSTEAD OF INSERT ON writes WHEN NEW.op = 'outbox' BEGIN
    INSERT INTO outbox (game_id, kind, payload, due_at, claimed_by)
    VALUES (NEW.game_id, NEW.a, NEW.b, NEW.c, NEW.d);
END;
"""

POSTGRES = """
CREATE TABLE outbox (
    id BIGSERIAL PRIMARY KEY,
    game_id BIGINT NOT NULL,
    kind TEXT NOT NULL,
    payload TEXT NOT NULL,
    due_at DOUBLE PRECISION NOT NULL,
    claimed_by TEXT,
    attempts INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX outbox_game ON outbox(game_id, id);
CREATE INDEX outbox_due ON outbox(due_at);
"""
