"""Who reads which language (issue 27).

``games.language``: the language of the game's thread, status posts and log, chosen at
``/game create``; games created before it read as English. ``user_prefs.language``: the language a
player chose with ``/language`` (NULL: none chosen, his Discord client's is used);
``user_prefs.seen_locale``: the language of his Discord client when he last used the bot, for the
DMs the bot sends him outside any interaction (NULL: not seen, or not one the bot speaks).
"""

SQL = """
ALTER TABLE games ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
ALTER TABLE user_prefs ADD COLUMN language TEXT;
ALTER TABLE user_prefs ADD COLUMN seen_locale TEXT;
"""
