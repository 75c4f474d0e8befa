"""Advanced Civilization's phases where the rules differ from Civilization (1980)."""
