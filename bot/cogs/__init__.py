"""Slash commands and public buttons, one module per feature (lifecycle, orders, admin, trade)."""
