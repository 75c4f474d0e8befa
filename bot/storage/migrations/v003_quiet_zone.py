"""Quiet hours to the minute in the player's own time zone.

``quiet_zone`` NULL: ``quiet_start``/``quiet_end`` are whole UTC hours, as the first release stored
them (rows are kept as they are). Otherwise they are minutes after local midnight in that zone, an
IANA name (``Europe/Paris``) or a fixed offset (``UTC+05:30``). See ``bot/quiet.py``.
"""

SQL = """
ALTER TABLE user_prefs ADD COLUMN quiet_zone TEXT;
"""
