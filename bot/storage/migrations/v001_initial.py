"""The initial schema: games, the append-only log and events, snapshots, panels, idempotency."""

SQL = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    thread_id INTEGER NOT NULL,
    creator_id INTEGER NOT NULL,
    status TEXT NOT NULL,
    meta TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE INDEX games_thread ON games(thread_id);
CREATE INDEX games_status ON games(status);

-- The truth: every start, action and undo, in order, never updated or deleted.
CREATE TABLE log (
    game_id INTEGER NOT NULL REFERENCES games(id),
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL,
    actor TEXT NOT NULL,
    payload TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);

-- What each log entry produced (public and private), for history and audit.
CREATE TABLE events (
    game_id INTEGER NOT NULL REFERENCES games(id),
    log_seq INTEGER NOT NULL,
    idx INTEGER NOT NULL,
    kind TEXT NOT NULL,
    data TEXT NOT NULL,
    visible_to TEXT,
    PRIMARY KEY (game_id, log_seq, idx)
);

-- A cache: the state after log entry log_seq. Safe to delete.
CREATE TABLE snapshots (
    game_id INTEGER NOT NULL REFERENCES games(id),
    log_seq INTEGER NOT NULL,
    state TEXT NOT NULL,
    PRIMARY KEY (game_id, log_seq)
);

CREATE TABLE panels (
    game_id INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    message_id INTEGER NOT NULL,
    digest TEXT NOT NULL,
    PRIMARY KEY (game_id, user_id)
);

CREATE TABLE interactions (
    id INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL,
    created_at TEXT NOT NULL
);

CREATE TABLE user_prefs (
    user_id INTEGER PRIMARY KEY,
    quiet_start INTEGER,
    quiet_end INTEGER
);
"""
