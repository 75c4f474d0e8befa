"""``/sail``'s ship is found by what a player types: its id, its number, or its name in English
or in the language he reads ("корабль 2"): the name is a message of the catalogue."""

from __future__ import annotations

from bot.games.civ.commands import own_ship
from engine import new_game
from engine.civ.state import Ship
from i18n.catalog import speaking


def test_a_ship_is_found_by_its_number_or_its_name_in_any_language_spoken() -> None:
    g = new_game(["p1", "p2"], seed=1)
    g.ships["crete-2"] = Ship("crete-2", "p1", "knossos")
    g.ships["egypt-2"] = Ship("egypt-2", "p2", "memphis")
    for typed in ("crete-2", "2", "ship 2", "Ship  2"):
        assert own_ship(g, "p1", typed) == "crete-2", typed
    with speaking("ru"):
        assert own_ship(g, "p1", "корабль 2") == "crete-2"
        assert own_ship(g, "p1", "ship 2") == "crete-2"
    assert own_ship(g, "p1", "3") == "3"  # not his: told back as typed, refused by the caller
