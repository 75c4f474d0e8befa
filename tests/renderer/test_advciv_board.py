"""The board of Advanced Civilization: the cut for every player count, neutral pieces of their
own shape, five card groups told apart by shape as well as colour, nine nations, victory
points in the side panel and in the private hand (rules reference sections in the names)."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from PIL import Image, ImageChops

from engine import new_game, view_for
from engine.civ.advciv.content import civ_cards, setup
from engine.civ.family import of
from renderer.games.civ.civ_game import board_game, out_of_play
from renderer.games.civ.hand import compose_hand, private_part
from renderer.games.civ.palette import NATION_STYLES, NEUTRAL_STYLES, nation_style
from renderer.games.civ.panel import GROUP_COLOURS, GROUP_SHAPES, render_panel, stat_columns
from renderer.games.civ.render import compose
from tests.renderer.fixtures import load_view


@pytest.mark.parametrize("players", range(2, 9))
def test_4_2_the_board_is_cut_as_the_engine_cuts_it_for_every_player_count(players: int) -> None:
    g = new_game([f"p{i}" for i in range(players)], seed=1, game="advciv")
    view = view_for(g, None)
    cut, _ = of(g).board_cut(g)
    assert out_of_play(view) == cut
    assert (players < 6) == bool(cut), "only six or more players use the whole board"


def test_4_2_five_players_cut_the_panel_the_option_names() -> None:
    west = new_game([f"p{i}" for i in range(5)], seed=1, game="advciv")
    view = view_for(west, None)
    east = dict(view, options={**view["options"], "board_cut_5": "east_panel_out"})
    assert out_of_play(view) != out_of_play(east)
    assert out_of_play(east) == setup().player_counts[5].cut("east_panel_out").out_of_play


def _without_neutrals(view: dict[str, Any]) -> dict[str, Any]:
    bare = copy.deepcopy(view)
    bare["neutrals"]["barbarians"] = {}
    bare["neutrals"]["pirate_cities"] = []
    return bare


def test_8_3_8_barbarians_and_pirate_cities_are_drawn_on_the_board() -> None:
    view = load_view("advciv-8p")
    assert view["neutrals"]["barbarians"] and view["neutrals"]["pirate_cities"]
    with_them, without = compose(view), compose(_without_neutrals(view))
    frame_width = with_them.width - 470
    box = (0, 0, frame_width, min(with_them.height, without.height))
    diff = ImageChops.difference(with_them.crop(box), without.crop(box)).getbbox()
    assert diff is not None, "the neutral pieces changed nothing on the map"


def test_neutral_pieces_have_a_shape_and_colour_no_nation_has() -> None:
    nations = {(s.colour, s.shape) for s in NATION_STYLES.values()}
    shapes = {s.shape for s in NATION_STYLES.values()}
    for style in NEUTRAL_STYLES.values():
        assert style.shape not in shapes and (style.colour, style.shape) not in nations


def test_nine_nations_each_have_their_own_colour_and_shape() -> None:
    nations = setup().ast_order
    assert len(nations) == 9
    styles = [nation_style(n) for n in nations]
    assert all(s.nation == n for s, n in zip(styles, nations, strict=True))
    assert len({s.colour for s in styles}) == 9 and len({s.shape for s in styles}) == 9


def test_9_1_religion_is_a_fifth_group_with_its_own_colour_and_shape() -> None:
    groups = civ_cards().groups
    assert set(groups) == set(GROUP_COLOURS) == set(GROUP_SHAPES)
    assert len(set(GROUP_COLOURS.values())) == 5 and len(set(GROUP_SHAPES.values())) == 5
    faces = board_game({"game": "advciv"}).cards()
    assert set(faces) == set(civ_cards().cards) and len(faces) == 24
    assert faces["drama_and_poetry"].abbreviation == "D&P"


def test_10_4_the_panel_shows_victory_points_and_the_whole_score_at_the_end() -> None:
    view = load_view("advciv-8p")
    assert ("VP", "victory_points") in stat_columns(board_game(view))
    assert ("VP", "victory_points") not in stat_columns(board_game(load_view("crowded-7p")))
    changed = copy.deepcopy(view)
    changed["players"][0]["public_score"] += 100
    a, b = render_panel(view, 983), render_panel(changed, 983)
    assert ImageChops.difference(a, b).getbbox() is not None


def test_a_panel_too_long_for_the_map_makes_the_image_taller() -> None:
    view = load_view("advciv-8p")
    image = compose(view)
    assert image.height > 983
    assert render_panel(view, 983).height == image.height


def test_7_7_the_hand_shows_the_commodity_limit_and_the_victory_points() -> None:
    g = new_game(["p1", "p2", "p3"], seed=2, game="advciv")
    view = view_for(g, "p1")
    you = private_part(view)
    you.update(
        hand=["gold", "gold", "ivory", "oil", "treachery"], civ_cards=["mysticism", "deism"], score=321
    )
    more = dict(you, score=999)
    a, b = compose_hand(you), compose_hand(more)
    assert isinstance(a, Image.Image) and a.width == 960
    assert ImageChops.difference(a, b.crop((0, 0, *a.size))).getbbox() is not None
