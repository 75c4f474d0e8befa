"""Advanced Civilization's twelve calamities (rules reference §8), one module each, and what
they share (``effects``: the data-driven card modifiers; ``losses``: losing unit points)."""
