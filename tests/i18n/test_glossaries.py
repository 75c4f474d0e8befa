"""Issue 27, item 2: one glossary per language and game (``i18n/glossary/<lang>/<game>.json``).

Every language has exactly the English glossary's terms, each with a text and a source; every
English term is an id of the game's data (nations, cards, phases …) or one of the general terms
listed here; plural forms follow the language's plural categories; a term taken from a seed
(the source rulebooks in ``shared/seeds``) occurs in the quote stored with it, and, on a
machine that has the seeds, the quote occurs in the seed. Format: ``i18n/glossary/README.md``.
"""

from __future__ import annotations

import json
import re
import unicodedata
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from engine.civ import family
from engine.civ.options import VARIANTS
from engine.civ.phases.registry import phase_named
from engine.core import serial
from engine.core.actions import Action
from engine.tta.cards import cards
from engine.tta.flow import PHASE_TITLES
from i18n import GAMES, LANGUAGES, PLURAL_CATEGORIES, glossary, term
from tools.data_paths import seeds_dir

# The seed of each language (README of shared/seeds) and the game it is the rulebook of.
SEEDS = {"da": "000", "ru": "001", "el": "002", "sv": "003", "nl": "004"}
SEED_GAME = {"000": "advciv", "001": "civ1980", "002": "tta", "003": "civ1980", "004": "civ1980"}
TRANSLATED = {"translated", "translated (published edition's term)"}

# General terms: the words of the board, the pieces and the turn that no data file lists.
CIV_TERMS = {
    "token", "city", "ship", "unit", "unit_point", "point", "treasury", "stock", "census",
    "census_marker", "census_track", "census_order", "ast", "ast_short", "ast_marker", "ast_order",
    "epoch", "finish", "board", "area", "land_area", "water_area", "open_sea", "coastal_area",
    "population_limit", "city_site", "flood_plain", "volcano", "start_area", "trade_card",
    "commodity_card", "calamity", "tradable_calamity", "non_tradable_calamity", "civ_card",
    "card_group", "stack", "hand", "hand_limit", "set", "credit", "round", "phase", "player",
    "nation", "tax", "tax_revolt", "city_reduction", "city_support", "surplus_population",
    "primary_victim", "secondary_victim", "beneficiary", "faction", "volcanic_eruption", "earthquake",
    "coastal_city",
}  # fmt: skip
GENERAL = {
    "civ1980": CIV_TERMS | {"time_marker", "finish_line"},
    "advciv": CIV_TERMS | {"barbarians", "barbarian_token", "pirate_city", "pillage", "victory_point",
                           "unused_nation"},
    "tta": {
        "food", "resources", "science", "culture", "science_points", "culture_points", "science_rating",
        "culture_rating", "strength", "happiness", "happy_face", "sad_face", "worker", "unused_worker",
        "discontent_worker", "population", "blue_token", "yellow_token", "civil_action",
        "military_action", "political_action", "blue_bank", "yellow_bank", "worker_pool", "corruption",
        "consumption", "uprising", "colony", "colonization", "colonization_modifier",
        "colonization_force", "army", "tactical_strength", "common_tactics", "card_row",
        "current_events", "future_events", "past_events", "player_board", "military_board",
        "urban_building", "military_unit", "special_technology", "urban_building_limit",
        "civil_hand_limit", "military_hand_limit", "hand", "round", "turn", "first_player",
        "last_round", "start_of_turn", "production_phase", "antiquated", "unfinished_wonder",
        "wonder_stage", "level", "card", "player", "science_cost", "revolution",
    },
}  # fmt: skip
# Civilization (1980)'s card groups (rules reference 12.1): its data names only their ids.
CIV1980_GROUPS = {"arts": "Arts", "crafts": "Crafts", "sciences": "Sciences", "civics": "Civics"}


def _data(game: str, name: str) -> Any:
    return json.loads(resources.files("engine").joinpath("data", game, name).read_text(encoding="utf-8"))


def _names(records: list[dict[str, Any]]) -> dict[str, str]:
    return {r["id"]: r["name"] for r in records}


@cache
def _civ_names(game: str) -> dict[str, dict[str, str]]:
    """Category -> id -> English name as the game's data prints it (None: any text)."""
    folder = "civ1980" if game == "civ1980" else "advciv"
    tc = _data(folder, "trade_cards.json")
    cc = _data(folder, "civ_cards.json")
    out = {
        "nations": _names(_data(folder, "setup.json")["nations"]),
        "civ_cards": _names(cc["cards"]),
        "commodities": _names(tc["commodities"]),
        "calamities": _names(tc["calamities"]),
        "phases": {
            n: re.sub(r"^Phase \d+: ", "", phase_named(n, game).title)
            for n in family.family_game(game).phases
        },
    }
    out["areas"] = _places()
    if game == "civ1980":
        out["card_groups"] = CIV1980_GROUPS
        epochs = ["stone_age", *_data("civ1980", "ast.json")["epoch_requirements"]]
        out["epochs"] = {e: "" for e in epochs}
        out["variants"] = {v: "" for v in VARIANTS}
    else:
        out["card_groups"] = _names(cc["groups"])
        out["epochs"] = _names(_data("advciv", "ast.json")["epochs"])
    return out


@cache
def _places() -> dict[str, str]:
    """The map's areas, and the flood plains and volcanoes named apart from an area (both games
    play on the one board): id -> name ("" for a river or a mountain, which no data file names)."""
    board = _data("civ1980", "board.json")
    rivers = {*board["flood_plains"], *board["volcanoes"]}
    areas = {a["id"]: a["name"] for a in board["areas"]}
    return areas | {p: "" for p in rivers - set(areas)}


@cache
def _tta_names() -> dict[str, dict[str, str]]:
    all_cards = cards().values()
    return {
        "cards": {c.id: c.name for c in all_cards},
        "card_types": {c.type: "" for c in all_cards},
        "decks": {c.deck: "" for c in all_cards},
        "technology_kinds": {c.kind: "" for c in all_cards if c.type == "technology"},
        "ages": {c.age: "" for c in all_cards} | {"IV": ""},
        "phases": dict(PHASE_TITLES),
    }


def _entries(lang: str, game: str) -> dict[tuple[str, str], dict[str, Any]]:
    terms: dict[str, dict[str, dict[str, Any]]] = glossary(lang, game)["terms"]
    return {(cat, key): e for cat, entries in terms.items() for key, e in entries.items()}


def _norm(text: str) -> str:
    """Case, accents, punctuation and spacing aside: the same word."""
    text = "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))
    return re.sub(r"[\W_]+", " ", text.casefold()).strip()


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_every_language_has_exactly_the_english_terms(lang: str, game: str) -> None:
    english = _entries("en", game)
    mine = _entries(lang, game)
    assert sorted(set(english) - set(mine)) == []
    assert sorted(set(mine) - set(english)) == []
    assert [k for k, e in mine.items() if not e["text"].strip() or e["text"] != e["text"].strip()] == []


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_forms_follow_the_language(lang: str, game: str) -> None:
    english = _entries("en", game)
    wrong = []
    for k, e in _entries(lang, game).items():
        plural = e.get("plural")
        if ("plural" in english[k]) != (plural is not None):
            wrong.append((k, "a plural where English has none, or none where it has one"))
        elif plural is not None:
            if tuple(plural) != PLURAL_CATEGORIES[lang] or not all(f.strip() for f in plural.values()):
                wrong.append((k, plural))
            elif plural["one"] != e["text"]:
                wrong.append((k, "the singular is not the text"))
    assert wrong == []


@pytest.mark.parametrize("game", GAMES)
def test_every_english_term_is_an_id_of_the_game_or_a_listed_general_term(game: str) -> None:
    known = _tta_names() if game == "tta" else _civ_names(game)
    english = glossary("en", game)["terms"]
    assert set(english) == {*known, "game", "terms"} | ({"actions"} if game == "tta" else set())
    for cat, names in known.items():
        assert set(english[cat]) == set(names), cat
        assert {k: e["text"] for k, e in english[cat].items() if names[k] and e["text"] != names[k]} == {}
    assert set(english["terms"]) == GENERAL[game]
    assert set(english["game"]) == {"title"}
    if game == "tta":
        serial.load_tag_sources()
        for kind in english["actions"]:
            assert issubclass(serial.class_for_tag(kind), Action), kind


SOURCE = re.compile(
    r"(?P<seed>00[0-4]) (?P<section>§\S+|H\d+|«[^»]+»|\((title|title page|header|start)\))"
    r"( \((?P<game>Civilization|Advanced Civilization|Through the Ages)\))?"
)
TITLES = {"civ1980": "Civilization", "advciv": "Advanced Civilization", "tta": "Through the Ages"}


def _seed_source(source: str) -> re.Match[str] | None:
    return SOURCE.fullmatch(source)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_term_names_its_source(lang: str, game: str) -> None:
    """English: the data, the engine or the rules; elsewhere "translated", or a seed's section
    with a quote, followed by the seed's game when it is another game's rulebook."""
    data = glossary(lang, game)
    seed = SEEDS.get(lang)
    assert data["language"] == lang and data["game"] == game
    assert data["seed"] == (seed if seed and SEED_GAME[seed] == game else None)
    bad = []
    for k, e in _entries(lang, game).items():
        source = e["source"]
        m = _seed_source(source)
        if lang == "en":
            ok = source in {"data", "engine", "rules"}
        elif "quote" in e:
            sister = m is not None and SEED_GAME[m["seed"]] != game
            ok = m is not None and m["game"] == (TITLES[SEED_GAME[m["seed"]]] if sister else None)
        else:
            ok = source in TRANSLATED and "printed" not in e
        if not ok:
            bad.append((k, source))
    assert bad == []


def _quotes_itself(e: dict[str, Any]) -> bool:
    quote = e["quote"]
    printed = e.get("printed")
    if printed is None:
        return bool(e["text"] in quote)
    fragments = [printed] if isinstance(printed, str) else printed
    form = e.get("printed_form")
    target = e["plural"][form] if form else e["text"]
    return all(f in quote for f in fragments) and _norm(target) == _norm(" ".join(fragments))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_a_term_from_a_seed_occurs_in_its_quote(lang: str, game: str) -> None:
    """The text itself, or (``printed``) the seed's spelling of it: the same words but for
    capitals, accents and spacing (a heading in capitals, a definite ending, a plural)."""
    quoted = {k: e for k, e in _entries(lang, game).items() if "quote" in e}
    assert [k for k, e in quoted.items() if not _quotes_itself(e)] == []


def test_the_quote_check_catches_a_changed_term() -> None:
    entry = dict(glossary("ru", "civ1980")["terms"]["calamities"]["famine"])
    assert _quotes_itself(entry)
    assert not _quotes_itself({**entry, "text": "Голодовка"})
    assert not _quotes_itself({**entry, "text": "Голодовка", "printed": "Голод"})


def test_every_seed_lends_terms_to_its_own_game() -> None:
    own = {}
    for lang, seed in SEEDS.items():
        entries = _entries(lang, SEED_GAME[seed]).values()
        own[lang] = sum(1 for e in entries if (m := _seed_source(e["source"])) and m["seed"] == seed)
    assert all(n >= 40 for n in own.values()), own


def test_the_readme_counts_the_terms() -> None:
    readme = (Path(__file__).resolve().parents[2] / "i18n" / "glossary" / "README.md").read_text(
        encoding="utf-8"
    )
    rows = dict(re.findall(r"^\| (\w\w) \| (.+) \|$", readme, re.MULTILINE))
    columns = ("civ1980", "advciv", "tta")  # the README's, a column per game
    assert set(columns) == set(GAMES)
    for lang in LANGUAGES:
        counts = []
        for game in columns:
            entries = _entries(lang, game).values()
            quoted = sum(1 for e in entries if "quote" in e)
            counts.append(
                f"{len(entries)} ({quoted} from {SEEDS[lang]})" if lang in SEEDS else str(len(entries))
            )
        assert rows[lang] == " | ".join(counts), lang


def test_the_loader_gives_a_fresh_copy_and_refuses_unknown_languages() -> None:
    first = glossary("ru", "civ1980")
    first["terms"]["nations"]["egypt"]["text"] = "changed"
    assert term("ru", "civ1980", "nations", "egypt") == "Египет"
    with pytest.raises(ValueError, match="languages"):
        glossary("de", "civ1980")
    with pytest.raises(ValueError, match="games"):
        glossary("ru", "chess")


SEEDS_DIR = seeds_dir()


@pytest.mark.skipif(SEEDS_DIR is None, reason="the source rulebooks (shared/seeds) are not on this machine")
def test_every_quote_is_printed_in_its_seed() -> None:
    assert SEEDS_DIR is not None
    texts = {p.name[:3]: p.read_text(encoding="utf-8") for p in Path(SEEDS_DIR).glob("0*.txt")}
    missing = [
        (lang, game, k)
        for lang in LANGUAGES[1:]
        for game in GAMES
        for k, e in _entries(lang, game).items()
        if "quote" in e and e["quote"] not in texts[e["source"][:3]]
    ]
    assert missing == []


def test_every_offered_game_has_its_glossary() -> None:
    """The glossaries' games are found from their files; every game a player can choose has one."""
    from engine import offered_games

    assert {g.id for g in offered_games()} <= set(GAMES)
