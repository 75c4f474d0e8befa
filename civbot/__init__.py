"""civbot: command-line entry points (simulate, and later demo, render, run)."""
