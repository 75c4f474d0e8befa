"""Computer players for Through the Ages (the random legal player; the heuristic AI comes later)."""
