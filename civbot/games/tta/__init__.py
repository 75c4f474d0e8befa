"""Through the Ages on the command line: the terminal game (``play``), the demo (``demo``), the
table in words (``tabletop``) and every choice in words (``syntax``)."""
