"""render() is a pure, deterministic function of the public view."""

from __future__ import annotations

import copy
import io

import pytest
from PIL import Image

from civbot.simulate import simulate
from engine.civ.views import view_for
from renderer import render
from renderer.games.civ.render import compose
from tests.renderer.fixtures import load_view


def test_same_view_same_bytes() -> None:
    view = load_view("crowded-7p")
    assert render(view) == render(copy.deepcopy(view))
    assert render(view, "greece") == render(copy.deepcopy(view), "greece")


def test_public_image_never_depends_on_a_hand() -> None:
    game = simulate(4, 4, seed=2).game
    for i, p in enumerate(game.players):
        game.ps(p).hand = ["hides"] * (i + 1) + ["piracy"]
    public = view_for(game, None)
    before = render(public)
    # Same number of cards (public), entirely different cards (secret).
    for i, p in enumerate(game.players):
        game.ps(p).hand = ["gold"] * (i + 1) + ["epidemic"]
    assert render(view_for(game, None)) == before
    # A player's own view carries his secrets in view["you"]; the board image ignores them.
    faked = copy.deepcopy(public)
    faked["you"] = {"player": game.players[0], "hand": ["gold", "gold", "piracy"]}
    faked["private"] = {p: {"hand": ["spice"]} for p in game.players}
    assert render(faked) == before


def test_full_board_size_fits_discord() -> None:
    image = Image.open(io.BytesIO(render(load_view("empty"))))
    assert 2600 <= image.width <= 2800  # the map, the Aegean inset's margin, the panel
    assert len(render(load_view("crowded-7p"))) < 8_000_000


def test_unknown_region_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="valid regions: greece"):
        render(load_view("empty"), "atlantis")


def test_changed_areas_are_highlighted() -> None:
    view = load_view("empty")
    plain = compose(view)
    view["changed_areas"] = ["athens", "not-an-area"]
    assert compose(view).tobytes() != plain.tobytes()


def test_tolerates_missing_optional_fields() -> None:
    view = load_view("crowded-7p")
    for p in view["players"]:
        p.pop("hand_size", None)
    del view["changed_areas"]
    view["players"][0]["nation"] = ""
    assert render(view)[:8] == b"\x89PNG\r\n\x1a\n"
