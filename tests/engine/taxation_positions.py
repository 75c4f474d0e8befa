"""Positions built for the taxation tests (rules 9), shared with the bot's rule-choice forms:
every city of a player revolting while the player who takes them over has too few in stock."""

from __future__ import annotations

from tests.engine.helpers import city, game


def all_revolt_with_a_short_taker():  # type: ignore[no-untyped-def]
    """Crete cannot pay for any of its 3 cities; Italy, with most stock, has 1 city left to
    place; Thrace, next in stock, has all of his."""
    g = game(["crete", "thrace", "italy"])
    for a in ("knossos", "phaestos", "rhodes"):
        city(g, a, "p1")
    g.ps("p1").treasury += g.ps("p1").stock
    g.ps("p1").stock = 0
    for a in ["athens", "corinth", "sparta", "argos", "delphi", "thessaly", "epirus", "macedonia"]:
        city(g, a, "p3")
    g.ps("p2").treasury = g.ps("p2").stock - 10
    g.ps("p2").stock = 10
    return g
