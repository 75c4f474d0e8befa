"""Numbered schema migrations, applied in order at start-up.

Each module ``vNNN_name.py`` defines ``SQL`` (one or more statements). Applied versions are
recorded in ``schema_migrations``; a migration is never edited once released, only added.
(Python modules rather than .sql files so that they ship inside the package.)
"""
