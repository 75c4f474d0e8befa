"""render_hand draws a player's private part of the view."""

from __future__ import annotations

import io

from PIL import Image

from renderer.games.civ.hand import compose_hand, private_part, render_hand
from tests.renderer.imagecompare import mean_difference

YOU = {
    "player": "ann",
    "decisions": [],
    "hand": ["salt", "salt", "gold", "salt", "epidemic", "hides", "volcano"],
    "civ_cards": ["pottery", "literacy", "engineering"],
}


def test_hand_renders_as_png() -> None:
    png = render_hand(YOU)
    image = Image.open(io.BytesIO(png))
    assert image.width == 960 and 300 < image.height < 2000


def test_hand_is_deterministic_and_order_insensitive() -> None:
    shuffled = dict(YOU, hand=list(reversed(YOU["hand"])))
    assert render_hand(YOU) == render_hand(shuffled)


def test_hand_contents_change_the_image() -> None:
    other = dict(YOU, hand=["salt", "gold"])
    assert mean_difference(compose_hand(YOU), compose_hand(other).resize(compose_hand(YOU).size)) > 0


def test_empty_and_missing_hand() -> None:
    assert render_hand({"player": "bob", "decisions": []})[:4] == b"\x89PNG"
    assert render_hand({"player": "bob", "hand": [], "civ_cards": []})[:4] == b"\x89PNG"


def test_unknown_cards_are_tolerated() -> None:
    assert (
        render_hand({"player": "bob", "hand": ["unobtainium"], "civ_cards": ["time_travel"]})[:4]
        == b"\x89PNG"
    )


def test_options_change_credits() -> None:
    you = {"player": "cy", "hand": [], "civ_cards": ["architecture"]}
    assert render_hand(you, {"architecture_credit": 15}) != render_hand(you, {"architecture_credit": 20})


def test_private_part_adds_the_viewers_civ_cards() -> None:
    view = {"you": {"player": "ann", "hand": ["iron"]}, "players": [{"player": "ann", "civ_cards": ["law"]}]}
    expected = {"player": "ann", "hand": ["iron"], "civ_cards": ["law"], "game": "civ1980"}
    assert private_part(view) == expected


def test_a_calamity_held_to_be_suffered_is_drawn_like_the_text_panel_lists_it(monkeypatch) -> None:
    """Issue 28, item 7: a calamity received in trade (held, secret until revealed) is on the text
    panel ("Calamities to resolve") and must be in the picture too."""
    from PIL import ImageDraw

    drawn: list[str] = []
    real = ImageDraw.ImageDraw.text

    def text(self, xy, content, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(str(content))
        return real(self, xy, content, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    held = [{"calamity": "epidemic", "traded_by": "bob", "revealed": False}]
    compose_hand(dict(YOU, hand=["salt"], calamities=held))
    assert any("Epidemic" in t for t in drawn), drawn
    assert any("traded to you" in t for t in drawn), drawn
