"""civbot's Discord bot: slash commands, DM panels, deadlines and persistence around the engine.

Thin by design: parse -> engine -> persist -> notify. The engine is the only rules authority.
"""
