"""One module per phase of the round (rules 5.3), plus setup."""
