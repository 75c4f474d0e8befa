"""What Advanced Civilization adds to the command line: the choices of its own decisions in words."""
