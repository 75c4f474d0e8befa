"""Half-built forms (drafts), so a restart does not lose a player's picks.

One row per game and seat: the draft of the prompt made at ``epoch``; a draft of an older epoch
is ignored when read (the decision it belonged to is gone).
"""

SQLITE = """
CREATE TABLE drafts (
    game_id INTEGER NOT NULL,
    seat TEXT NOT NULL,
    epoch INTEGER NOT NULL,
    data TEXT NOT NULL,
    PRIMARY KEY (game_id, seat)
);
"""

POSTGRES = """
CREATE TABLE drafts (
    game_id BIGINT NOT NULL,
    seat TEXT NOT NULL,
    epoch INTEGER NOT NULL,
    data TEXT NOT NULL,
    PRIMARY KEY (game_id, seat)
);
"""
