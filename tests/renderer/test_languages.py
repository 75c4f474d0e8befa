"""Pictures in every language (issue 27, item 4).

Every picture is drawn in each language the bot speaks and in the pseudo-language (40% longer,
the longest): no text is cut or runs over its frame (``text_frames``). The pseudo-language also
shows what missed the catalogue: a picture's English message drawn as it is. The glossary's
terms are the ones drawn, the font has a glyph for every letter of every translation and
glossary, the card abbreviations stay distinct, and the English pictures are the golden ones
(``test_golden``, ``test_tta_golden``).
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from functools import cache
from importlib import resources
from typing import Any

import pytest
from babel.messages.pofile import read_po
from PIL import Image

from i18n import GAMES, LANGUAGES, glossary
from i18n.catalog import PSEUDO, SOURCE, SPOKEN, speaking
from renderer import render
from renderer.fonts import font
from renderer.games.civ.civ_game import GAMES as BOARD_GAMES
from renderer.games.civ.hand import compose_hand
from renderer.games.civ.panel import abbreviation
from renderer.games.civ.render import REGION_TITLES
from tests.renderer.pictures import PICTURES as ENGLISH_PICTURES
from tests.renderer.text_frames import recording
from tools.data_paths import REPO
from tools.i18n_catalogs import po_path, template_path

OTHERS = [lang for lang in SPOKEN if lang != SOURCE]

# A hand of each Civilization game with every part the hand picture has: sets of several
# commodities, a tradable and a non-tradable calamity, calamities held to resolve (one secret),
# civilization cards with their credits and the prices of the rest; Advanced Civilization's
# commodity limit and the score.
HANDS: dict[str, dict[str, Any]] = {
    "civ1980": {
        "game": "civ1980",
        "player": "ann",
        "name": "Aristonikos of Pergamon the Grea",
        "hand": ["salt", "salt", "gold", "papyrus", "gems", "civil_war", "piracy", "hides"],
        "civ_cards": ["pottery", "literacy", "engineering", "drama_and_poetry"],
    },
    "advciv": {
        "game": "advciv",
        "player": "ann",
        "hand": ["ochre", "ochre", "timber", "ivory", "dye", "resin", "treachery", "barbarian_hordes"],
        "civ_cards": ["pottery", "cloth_making", "enlightenment", "monotheism", "roadbuilding"],
        "calamities": [
            {"calamity": "slave_revolt", "traded_by": "bob", "revealed": False},
            {"calamity": "famine", "revealed": True},
        ],
        "score": 47,
    },
}


def _hand_picture(game: str) -> Callable[[], Image.Image]:
    return lambda: compose_hand(HANDS[game])


PICTURES: dict[str, Callable[[], object]] = {
    **ENGLISH_PICTURES,
    **{f"hand-{game}": _hand_picture(game) for game in HANDS},
}
# In each language, every picture but six of the seven regions (the crops differ only in the
# map they show, whose place names are the printed board's); the pseudo-language, the longest,
# draws them all.
REGION_SAMPLE = "region-greece"
CASES = [
    (lang, name)
    for lang in OTHERS
    for name in sorted(PICTURES)
    if not name.startswith("region-") or name == REGION_SAMPLE
] + [(PSEUDO, name) for name in sorted(PICTURES)]


def _fresh_tiles() -> None:
    """Forget the cards' tiles drawn before: a cached tile is pasted, not drawn, and its texts
    would not be measured."""
    from renderer.games.tta.draw import _tile
    from renderer.games.tta.tableau import _mini

    _tile.cache_clear()
    _mini.cache_clear()


def _drawn(lang: str, name: str) -> list[str]:
    _fresh_tiles()
    with speaking(lang), recording() as drawn:
        PICTURES[name]()
    misfits = drawn.misfits()
    assert not misfits, f"{len(misfits)} texts do not fit in {name} ({lang}):\n" + "\n".join(misfits[:20])
    return [text for _image, text, _box in drawn.texts]


@cache
def _english_messages() -> frozenset[str]:
    """The pictures' messages that are drawn as they are written (no placeholder in them)."""
    with template_path("pictures").open("rb") as f:
        template = read_po(f)
    ids = (m.id if isinstance(m.id, tuple) else (m.id,) for m in template if m.id)
    return frozenset(i for group in ids for i in group if "{" not in i and any(ch.isalpha() for ch in i))


@cache
def _card_texts() -> tuple[str, ...]:
    from engine.tta.cards import cards
    from engine.tta.texts import summary

    return tuple(summary(c) for c in cards())


def _in_card_text(text: str) -> bool:
    return any(text in card for card in _card_texts())


@pytest.mark.parametrize(("lang", "name"), CASES, ids=[f"{lang}-{name}" for lang, name in CASES])
def test_every_text_fits_in_every_language(lang: str, name: str) -> None:
    texts = _drawn(lang, name)
    assert texts, "the picture draws some text"
    if lang == PSEUDO:
        # Through the Ages' card texts are the engine's English (engine.tta.texts), not yet in
        # the catalogue: a line of one may be a word that is also a message ("resources").
        leaked = sorted({t for t in texts if t in _english_messages() and not _in_card_text(t)})
        assert not leaked, f"English messages drawn in the pseudo-language: {leaked}"


def _texts(lang: str, draw: Callable[[], object]) -> set[str]:
    _fresh_tiles()
    with speaking(lang), recording() as drawn:
        draw()
    return {text for _image, text, _box in drawn.texts}


@pytest.mark.parametrize("lang", OTHERS)
def test_the_board_prints_the_glossarys_nations_phase_and_cards(lang: str) -> None:
    from tests.renderer.fixtures import load_view

    view = load_view("advciv-8p")
    terms = glossary(lang, "advciv")["terms"]
    drawn = " ".join(_texts(lang, lambda: render(view)))
    for p in view["players"]:
        assert terms["nations"][p["nation"]]["text"] in drawn
    assert terms["phases"][view["phase"]]["text"] in drawn
    held = {c for p in view["players"] for c in p["civ_cards"]}
    assert all(terms["civ_cards"][c]["text"] in drawn for c in held)


@pytest.mark.parametrize("lang", OTHERS)
def test_the_hand_prints_the_glossarys_cards(lang: str) -> None:
    terms = glossary(lang, "advciv")["terms"]
    drawn = " ".join(_texts(lang, _hand_picture("advciv")))
    # A commodity's name may be folded onto two lines of its card: every word of it.
    names = [
        terms["commodities"]["ivory"],
        terms["calamities"]["slave_revolt"],
        terms["civ_cards"]["enlightenment"],
    ]
    assert all(word in drawn for name in names for word in name["text"].split())


@pytest.mark.parametrize("lang", OTHERS)
def test_through_the_ages_prints_the_glossarys_card_names(lang: str) -> None:
    from renderer.games.tta import render_tta
    from tests.renderer.tta_fixtures import load_tta_view

    view = load_tta_view("observer")
    terms = glossary(lang, "tta")["terms"]
    drawn = " ".join(_texts(lang, lambda: render_tta(view, "tableau:p1")))
    p1 = view["players"][0]
    assert terms["cards"][p1["government"]]["text"] in drawn
    # A technology's name may be folded, even hyphenated, on its tile: its first letters.
    missing = [
        terms["cards"][t]["text"] for t in p1["technologies"] if terms["cards"][t]["text"][:4] not in drawn
    ]
    assert not missing, drawn


def test_a_picture_in_another_language_differs_and_english_is_unchanged() -> None:
    from tests.renderer.fixtures import load_view

    view = load_view("crowded-7p")
    english = render(view, "greece")
    with speaking("ru"):
        russian = render(view, "greece")
    assert russian != english
    assert render(view, "greece") == english  # the caches keep each language apart


def _has_glyph(ch: str) -> bool:
    missing = font(20).getmask("\ue000")  # a private-use code point: the font's empty box
    mask = font(20).getmask(ch)
    return ch.isspace() or (mask.size, bytes(mask)) != (missing.size, bytes(missing))


def _translations(lang: str) -> list[str]:
    with po_path(lang, "pictures").open("rb") as f:
        catalog = read_po(f, locale=lang)
    strings = (m.string if isinstance(m.string, tuple) else (m.string,) for m in catalog if m.id)
    return [s for group in strings for s in group if s]


def _glossary_texts(lang: str) -> list[str]:
    out = []
    for game in GAMES:
        for entries in glossary(lang, game)["terms"].values():
            for entry in entries.values():
                plural = entry.get("plural") or {}
                out += [entry["text"], *plural.values()]
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_font_draws_every_letter_of_every_language(lang: str) -> None:
    texts = _glossary_texts(lang) + (_translations(lang) if lang != SOURCE else [])
    letters = {ch for text in texts for ch in text}
    assert not sorted(ch for ch in letters if not _has_glyph(ch))


def test_the_glyph_check_sees_a_missing_letter() -> None:
    assert _has_glyph("Ж") and _has_glyph("ω") and _has_glyph("⟦")
    assert not _has_glyph("一")  # a Chinese character: DejaVu Sans has none


@pytest.mark.parametrize("lang", [*SPOKEN, PSEUDO])
@pytest.mark.parametrize("game", sorted(BOARD_GAMES))
def test_the_card_abbreviations_are_distinct_in_every_language(lang: str, game: str) -> None:
    board = BOARD_GAMES[game]
    with speaking(lang):
        shown = [abbreviation(board, c) for c in board.cards()]
    assert len(set(shown)) == len(shown), shown
    assert all(1 <= len(a) <= 3 for a in shown)


def test_every_region_title_is_in_the_catalogue() -> None:
    path = resources.files("renderer.games.civ.data").joinpath("regions.json")
    regions = json.loads(path.read_text(encoding="utf-8"))["regions"]
    assert sorted(r["title"] for r in regions.values()) == sorted(REGION_TITLES)


def test_the_pictures_part_of_the_catalogue_holds_only_the_pictures_messages() -> None:
    with template_path("pictures").open("rb") as f:
        template = read_po(f)
    places = {filename.split("/")[0] for m in template if m.id for filename, _line in m.locations}
    assert places == {"renderer"}
    assert (REPO / "i18n" / "locale" / "pictures.pot").exists()


def test_a_picture_is_a_png_in_every_language() -> None:
    from tests.renderer.tta_fixtures import load_tta_view

    view = load_tta_view("observer")
    for lang in [*SPOKEN, PSEUDO]:
        with speaking(lang):
            png = render(view, "table")
        assert Image.open(io.BytesIO(png)).format == "PNG"


def test_capitals_drop_greek_accents_only() -> None:
    from renderer.words import capitals

    assert capitals("αγρόκτημα") == "ΑΓΡΟΚΤΗΜΑ" and capitals("ΐ") == "Ϊ"
    assert capitals("gård händelse") == "GÅRD HÄNDELSE" and capitals("бой й") == "БОЙ Й"
    assert capitals("air force") == "AIR FORCE"


@pytest.mark.parametrize("lang", [*SPOKEN, PSEUDO])
def test_every_card_of_through_the_ages_fits_its_tiles(lang: str) -> None:
    """Every card's tile (the row's and the hand's) and every technology's tile of the tableau,
    with its name in the language, measured."""
    from engine.tta.cards import cards
    from renderer.games.tta.draw import tile
    from renderer.games.tta.tableau import mini

    _fresh_tiles()
    with speaking(lang), recording() as drawn:
        for cid, card in cards().items():
            tile(cid, 136, 190)
            if card.type == "technology":
                mini(cid)
    assert not drawn.misfits()


@pytest.mark.parametrize("lang", [*SPOKEN, PSEUDO])
@pytest.mark.parametrize("game", sorted(HANDS))
def test_a_hand_of_every_card_fits_in_every_language(lang: str, game: str) -> None:
    from renderer.games.civ.hand import RULES

    rules = RULES[game](None)
    every = {
        "game": game,
        "player": "ann",
        "hand": [*rules.commodities, *rules.calamities],
        "civ_cards": list(rules.civ_cards)[::2],
        "calamities": [{"calamity": c, "traded_by": "bob", "revealed": False} for c in rules.calamities],
    }
    with speaking(lang), recording() as drawn:
        compose_hand(every)
    assert not drawn.misfits()
