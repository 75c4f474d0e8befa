"""Thousands of games and several processes.

* ``games.version`` (the sequence number of the last log entry, which was ``meta.log_seq``),
  ``games.revision`` (every write of the row names the revision it was made from) and
  ``games.game_type`` (which game: ``civ1980`` for every game made before).
* ``seats``: who plays in which game, so a player's games are found without loading them.
* ``timers``: each game's next wake-up (reminder, deadline, AI seats owing a decision), indexed.
  A process claims a due timer by moving it to the end of its lease (and naming itself): nobody
  else sees it due until then, and if the process dies it falls due again.
* Snapshots are a bounded cache now: only the newest of each game is kept.
* SQLite only: ``log`` and ``events`` become WITHOUT ROWID tables (one B-tree each instead of a
  table and its key index: a change writes fewer pages), and the ``writes`` view, whose INSTEAD
  OF triggers put each row inserted into it where it belongs. A whole change (log rows, events,
  interaction ids, the game row, its timer, its seats) is one INSERT into that view, which
  SQLite runs atomically and, the connection being in autocommit mode, commits: one round trip
  to SQLite's thread.

The data step fills ``seats`` from each game's meta and gives every running game a timer due now:
the first start after the upgrade looks at each once and sets its real next wake-up.
"""

from __future__ import annotations

import json
import time
from typing import Any

from bot.storage.migrations import MigrationDb

_SNAPSHOTS = """
DELETE FROM snapshots WHERE log_seq < (
    SELECT MAX(s.log_seq) FROM snapshots s WHERE s.game_id = snapshots.game_id
);
"""

SQLITE = (
    """
CREATE TABLE log_new (
    game_id INTEGER NOT NULL REFERENCES games(id),
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL,
    actor TEXT NOT NULL,
    payload TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
INSERT INTO log_new SELECT game_id, seq, kind, actor, payload, created_at FROM log;
DROP TABLE log;
ALTER TABLE log_new RENAME TO log;

CREATE TABLE events_new (
    game_id INTEGER NOT NULL REFERENCES games(id),
    log_seq INTEGER NOT NULL,
    idx INTEGER NOT NULL,
    kind TEXT NOT NULL,
    data TEXT NOT NULL,
    visible_to TEXT,
    PRIMARY KEY (game_id, log_seq, idx)
) WITHOUT ROWID;
INSERT INTO events_new SELECT game_id, log_seq, idx, kind, data, visible_to FROM events;
DROP TABLE events;
ALTER TABLE events_new RENAME TO events;

ALTER TABLE games ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN game_type TEXT NOT NULL DEFAULT 'civ1980';
UPDATE games SET version = COALESCE((SELECT MAX(seq) FROM log WHERE log.game_id = games.id), 0);

CREATE TABLE seats (
    game_id INTEGER NOT NULL,
    seat TEXT NOT NULL,
    user_id INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX seats_user ON seats(user_id);

CREATE TABLE timers (
    game_id INTEGER PRIMARY KEY,
    due_at REAL NOT NULL,
    claimed_by TEXT
);
CREATE INDEX timers_due ON timers(due_at);

CREATE VIEW writes (op, game_id, a, b, c, d, e) AS SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL WHERE 0;

CREATE TRIGGER writes_log INSTEAD OF INSERT ON writes WHEN NEW.op = 'log' BEGIN
    INSERT INTO log (game_id, seq, kind, actor, payload, created_at)
    VALUES (NEW.game_id, NEW.a, NEW.b, NEW.c, NEW.d, NEW.e);
END;
CREATE TRIGGER writes_event INSTEAD OF INSERT ON writes WHEN NEW.op = 'event' BEGIN
    INSERT INTO events (game_id, log_seq, idx, kind, data, visible_to)
    VALUES (NEW.game_id, NEW.a, NEW.b, NEW.c, NEW.d, NEW.e);
END;
CREATE TRIGGER writes_interaction INSTEAD OF INSERT ON writes WHEN NEW.op = 'interaction' BEGIN
    INSERT INTO interactions (id, game_id, created_at) VALUES (NEW.a, NEW.game_id, NEW.e);
END;
-- The game row, if it is still at the revision the change was made from (NEW.d); the status
-- apart and only when it changes, so that its index is not rewritten with every change.
CREATE TRIGGER writes_game INSTEAD OF INSERT ON writes WHEN NEW.op = 'game' BEGIN
    UPDATE games SET meta = NEW.b, version = NEW.c, updated_at = NEW.e, revision = revision + 1
    WHERE id = NEW.game_id AND revision = NEW.d;
    SELECT RAISE(ABORT, 'civbot: stale game') WHERE changes() = 0;
    UPDATE games SET status = NEW.a WHERE id = NEW.game_id AND status IS NOT NEW.a;
END;
CREATE TRIGGER writes_timer INSTEAD OF INSERT ON writes WHEN NEW.op = 'timer' AND NEW.a IS NOT NULL
BEGIN
    INSERT OR REPLACE INTO timers (game_id, due_at, claimed_by) VALUES (NEW.game_id, NEW.a, NULL);
END;
CREATE TRIGGER writes_no_timer INSTEAD OF INSERT ON writes WHEN NEW.op = 'timer' AND NEW.a IS NULL
BEGIN
    DELETE FROM timers WHERE game_id = NEW.game_id;
END;
CREATE TRIGGER writes_seats INSTEAD OF INSERT ON writes WHEN NEW.op = 'seats' BEGIN
    DELETE FROM seats WHERE game_id = NEW.game_id;
    INSERT INTO seats (game_id, seat, user_id)
    SELECT NEW.game_id, json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(NEW.a);
END;
CREATE TRIGGER writes_snapshot INSTEAD OF INSERT ON writes WHEN NEW.op = 'snapshot' BEGIN
    INSERT OR REPLACE INTO snapshots (game_id, log_seq, state) VALUES (NEW.game_id, NEW.a, NEW.b);
    DELETE FROM snapshots WHERE game_id = NEW.game_id AND log_seq NOT IN (
        SELECT log_seq FROM snapshots WHERE game_id = NEW.game_id ORDER BY log_seq DESC LIMIT NEW.c
    );
END;
"""
    + _SNAPSHOTS
)

POSTGRES = (
    """
ALTER TABLE games ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN game_type TEXT NOT NULL DEFAULT 'civ1980';
UPDATE games SET version = COALESCE((SELECT MAX(seq) FROM log WHERE log.game_id = games.id), 0);

CREATE TABLE seats (
    game_id BIGINT NOT NULL,
    seat TEXT NOT NULL,
    user_id BIGINT NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX seats_user ON seats(user_id);

CREATE TABLE timers (
    game_id BIGINT PRIMARY KEY,
    due_at DOUBLE PRECISION NOT NULL,
    claimed_by TEXT
);
CREATE INDEX timers_due ON timers(due_at);
"""
    + _SNAPSHOTS
)

_LIVE = ("lobby", "running", "paused", "finished", "ended")


def human_seats(meta: dict[str, Any]) -> list[tuple[str, int]]:
    """(seat, Discord user) of every seat a human controls, from a game's meta."""
    ai = meta.get("ai_seats", {})
    controllers = meta.get("controllers", {})
    out = []
    for seat in meta.get("seats", []):
        if seat in ai:
            continue
        if seat in controllers:
            user = int(controllers[seat])
        else:
            try:
                user = int(seat)
            except ValueError:
                continue
        if user:
            out.append((str(seat), user))
    return out


async def data(db: MigrationDb) -> None:
    marks = ", ".join("?" for _ in _LIVE)
    rows = await db.fetchall(f"SELECT id, status, meta FROM games WHERE status IN ({marks})", _LIVE)
    seats = []
    timers = []
    now = time.time()
    for game_id, status, raw in rows:
        meta = json.loads(raw)
        seats += [(int(game_id), seat, user) for seat, user in human_seats(meta)]
        if status == "running":
            timers.append((int(game_id), now))
    await db.executemany("INSERT INTO seats (game_id, seat, user_id) VALUES (?, ?, ?)", seats)
    await db.executemany("INSERT INTO timers (game_id, due_at) VALUES (?, ?)", timers)
