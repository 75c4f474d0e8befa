"""Every picture the renderer's tests draw: the golden board cases, Through the Ages' golden
pictures, and each of them (with Through the Ages' tables pushed to their limits) as a function
that draws it, for the tests that draw every picture again (text frames, languages)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from renderer import picture_names, render
from tests.renderer.fixtures import load_view

CASES = [("empty", "empty", None), ("crowded-7p", "crowded-7p", None)] + [
    (f"region-{r}", "crowded-7p", r) for r in picture_names()
]


# Advanced Civilization: the west part of the board for 2 players; all of it for 8, with
# barbarians, pirate cities and Religion cards.
CASES += [("advciv-2p", "advciv-2p", None), ("advciv-8p", "advciv-8p", None)]


# Through the Ages' public golden pictures (None is the overview); its private hand is drawn too.
TTA_PICTURES = [None, "row", "table", "military", "tableau:p1", "tableau:p3"]


def golden_pictures() -> dict[str, Callable[[], bytes]]:
    from renderer.games.tta import render_tta, render_tta_hand_png
    from tests.renderer.tta_fixtures import load_tta_view

    out: dict[str, Callable[[], bytes]] = {}
    for golden, view_name, region in CASES:
        out[golden] = lambda v=view_name, r=region: render(load_view(v), r)
    for picture in TTA_PICTURES:
        name = "tta-" + (picture or "overview").replace(":", "-")
        out[name] = lambda p=picture: render_tta(load_tta_view("observer"), p)
    out["tta-hand"] = lambda: render_tta_hand_png(load_tta_view("player"))
    return out


# The longest name Discord allows (32 characters), and a table at its fullest.
LONG_NAME = "Aristonikos of Pergamon the Grea"


def crowded_tta_view() -> dict[str, Any]:
    """The golden observer view pushed to its limits: 32-character names, 12 workers and 8 stored
    tokens on one technology, a leader, five wonders, specials, colonies and a tactic."""
    from tests.renderer.tta_fixtures import load_tta_view

    view = load_tta_view("observer")
    view["names"] = {p: f"{LONG_NAME[: 32 - len(p)]}{p}" for p in view["names"]}
    p = view["players"][0]
    p["technologies"].update(agriculture=12, bronze=4)
    p["blue_tokens"] = {"bronze": 8, "agriculture": 11}
    p["leader"] = "christopher_columbus"
    p["wonders"] += [
        {"card": w, "homer": False, "ruined": w == "colossus"}
        for w in ("colossus", "great_wall", "library_of_alexandria")
    ]
    p["specials"] = ["navigation", "cartography"]
    p["colonies"] = ["wealthy_territory_ii", "inhabited_territory_i"]
    p["tactic"] = "conquistadors"
    return view


def stressed_pictures() -> dict[str, Callable[[], bytes]]:
    from renderer.games.tta import render_tta

    return {
        f"tta-crowded-{picture}": lambda picture=picture: render_tta(crowded_tta_view(), picture)
        for picture in ("table", "military", "tableau:p1")
    }


PICTURES: dict[str, Callable[[], bytes]] = golden_pictures() | stressed_pictures()
