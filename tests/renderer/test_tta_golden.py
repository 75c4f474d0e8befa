"""Golden images of Through the Ages (the card row, the civilizations, the military board, the
overview, tableaux, a private hand), and what the pictures may be drawn from. After an intended
change to the renderer, regenerate them with ``PYTHONPATH=. python -m tests.renderer.test_tta_golden``
and look at every image before committing."""

from __future__ import annotations

import copy
import io
from typing import Any

import pytest
from PIL import Image

from i18n.catalog import SPOKEN, speaking
from renderer import render
from renderer.games.tta import compose, render_tta, render_tta_hand_png
from renderer.games.tta.hand import render_tta_hand
from tests.renderer.imagecompare import assert_matches_golden
from tests.renderer.pictures import TTA_PICTURES
from tests.renderer.text_frames import recording
from tests.renderer.tta_fixtures import load_tta_view


def _name(picture: str | None) -> str:
    return "tta-" + (picture or "overview").replace(":", "-")


def _image(picture: str | None) -> Image.Image:
    return Image.open(io.BytesIO(render_tta(load_tta_view("observer"), picture)))


@pytest.mark.parametrize("picture", TTA_PICTURES, ids=[_name(p) for p in TTA_PICTURES])
def test_public_pictures_match_golden(picture: str | None) -> None:
    assert_matches_golden(_image(picture), _name(picture))


def test_private_hand_matches_golden() -> None:
    image = Image.open(io.BytesIO(render_tta_hand_png(load_tta_view("player"))))
    assert_matches_golden(image, "tta-hand")


def test_the_registry_draws_through_the_ages_views_with_this_renderer() -> None:
    view = load_tta_view("observer")
    assert render(view) == render_tta(view)
    assert render(view, "row") == render_tta(view, "row")


def test_public_pictures_refuse_a_players_view_and_unknown_pictures() -> None:
    with pytest.raises(ValueError, match="observer views only"):
        compose(load_tta_view("player"))
    with pytest.raises(ValueError, match="no picture 'board'"):
        compose(load_tta_view("observer"), "board")
    with pytest.raises(ValueError, match="no player 'zed'"):
        compose(load_tta_view("observer"), "tableau:zed")


def test_a_hand_is_drawn_only_from_its_players_view() -> None:
    with pytest.raises(ValueError, match="own view only"):
        render_tta_hand(load_tta_view("observer"))


def _others_hidden_differently(view: dict[str, Any]) -> dict[str, Any]:
    """The same player view with every other player's public figures changed: the hand image
    must not depend on them."""
    other = copy.deepcopy(view)
    me = other["you"]["player"]
    for p in other["players"]:
        if p["player"] != me:
            p.update(civil_hand_size=9, military_hand_size=9, science_points=99, culture_points=999)
    return other


def test_the_hand_image_shows_only_its_owners_cards() -> None:
    view = load_tta_view("player")
    assert render_tta_hand_png(view) == render_tta_hand_png(_others_hidden_differently(view))


def _priced(playable: bool = True, taken: bool = False, **more: Any) -> dict[str, Any]:
    price = {"civil_actions": 1, "prices": {}, "revolution": None, "playable": playable}
    return {**price, "taken_this_turn": taken, **more}


# Every kind of price the engine gives an action card in hand (engine.tta.action_cards.hand_prices).
PRICED_HAND = {
    "breakthrough_ii": _priced(
        prices={"science": [3, 5]}, revolution={"actions": "military", "count": 5, "science": [2, 4]}
    ),
    "frugality_i": _priced(prices={"food": [4, 4]}),
    "patriotism_i": _priced(),
    "reserves_ii": _priced(False, True),
    "revolutionary_idea_ii": _priced(False),
    "rich_land_i": _priced(prices={"resources": [0, 13]}),
}


@pytest.mark.parametrize("lang", SPOKEN)
def test_the_hand_says_what_playing_each_action_card_costs(lang: str) -> None:
    view = load_tta_view("player")
    view["you"]["civil_hand"] = [*PRICED_HAND, "organized_religion"]
    view["you"]["action_card_prices"] = PRICED_HAND
    with speaking(lang), recording() as drawn:
        render_tta_hand_png(view)
    assert not drawn.misfits(), drawn.misfits()
    if lang == "en":
        written = " ".join(text for _, text, _ in drawn.texts)
        for note in (
            "play: 1 civil action + 3–5 science or a revolution: 2–4 science, all 5 military actions",
            "play: 1 civil action + 4 food",
            "play: 1 civil action, from your next turn",
            "play: 1 civil action; not possible now",
            "play: 1 civil action + 0–13 resources",
            "costs 4 science, 2 more needed",
        ):
            assert note in written, note


def test_every_picture_is_deterministic() -> None:
    view = load_tta_view("observer")
    for picture in TTA_PICTURES:
        assert render_tta(view, picture) == render_tta(copy.deepcopy(view), picture)


def regenerate() -> None:
    from tests.renderer.imagecompare import GOLDEN

    for picture in TTA_PICTURES:
        _image(picture).save(GOLDEN / f"{_name(picture)}.png", optimize=True)
        print(f"wrote tests/golden/{_name(picture)}.png")
    image = Image.open(io.BytesIO(render_tta_hand_png(load_tta_view("player"))))
    image.save(GOLDEN / "tta-hand.png", optimize=True)
    print("wrote tests/golden/tta-hand.png")


if __name__ == "__main__":
    regenerate()
