"""Issue 27: the Civilization family's typed answers in the reader's language.

The form, the example and the typed words stay as they are typed (``keep all``, ``Memphis``:
the parser reads them in every language); what a player reads about them is the catalogue's:
each form's help (what the words mean) and the refusal of a line that cannot be read. In the
pseudo-language every help line of every form of each game of the family is marked, and so is
every refusal of a few unreadable lines at each decision kind met along a played game, once
the quoted typed words, the names and the numbers are taken out.
"""

from __future__ import annotations

import re

import pytest

from engine import NotUnderstood, interface
from engine.civ import family
from engine.civ.content import board, civ_cards, setup, trade_cards
from i18n.catalog import PSEUDO, speaking
from tests.engine.played_positions import positions
from tests.text_forms import parse

GAMES = sorted(family.WHERE)
MARKED = re.compile(r"⟦[^⟦⟧]*⟧")
BAD_LINES = ("zzz qqq", "7 7 7 zzz", "keep", "move", "none zzz", "")


def unmarked(text: str) -> str:
    """What is left of a text once its messages, quoted typed words, names and numbers are out."""
    while MARKED.search(text):
        text = MARKED.sub(" ", text)
    text = re.sub(r"'[^']*'", " ", text)
    names = {a.name for a in board().areas.values()} | {n.name for n in setup().nations.values()}
    names |= {c.name for c in civ_cards().cards.values()} | {
        c.name for c in trade_cards().commodities.values()
    }
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    return re.sub(r"[\W\d_]+", " ", text).strip()


def test_the_check_finds_words_outside_the_catalogue() -> None:
    assert unmarked("⟦Ñámé á {x}·⟧ 'zzz' Memphis 3") == ""
    assert unmarked("⟦Ñámé⟧ the area") == "the area"


@pytest.mark.parametrize("game", GAMES)
def test_every_forms_help_is_the_catalogues(game: str) -> None:
    texts = interface(game).texts
    assert texts is not None
    left = {}
    with speaking(PSEUDO):
        for kind, form in texts.forms.items():
            lines = form.help("default line")
            if [line for line in lines if unmarked(line)]:
                left[kind] = lines
    assert left == {}


@pytest.mark.parametrize("game", GAMES)
def test_every_refusal_of_an_unreadable_line_is_the_catalogues(game: str) -> None:
    seen: set[str] = set()
    refusals: dict[str, list[str]] = {}
    for g, d in positions(game, 3, 7, "random", 200):
        if d.kind in seen:
            continue
        seen.add(d.kind)
        for line in BAD_LINES:
            with speaking(PSEUDO):
                try:
                    parse(g, d, line)
                except NotUnderstood as refused:
                    refusals.setdefault(d.kind, []).append(str(refused))
    assert len(refusals) >= 5, "the game should refuse lines at several kinds of decision"
    left = {kind: said for kind, said in refusals.items() if any(unmarked(s) for s in said)}
    assert left == {}


def test_a_refusal_reads_in_the_players_language() -> None:
    g, d = next((g, d) for g, d in positions("civ1980", 3, 7, "random", 200) if d.kind == "choose_nation")
    for lang, expected in (
        ("ru", "Название 'atlantis' не найдено (страна)."),
        ("da", "Ukendt nation: 'atlantis'."),
        ("el", "Δεν υπάρχει έθνος με όνομα 'atlantis'."),
        ("en", "There is no nation called 'atlantis'."),
    ):
        with pytest.raises(NotUnderstood) as refused:
            parse(g, d, "Atlantis")
        with speaking(lang):  # a refusal is said when it is read, in the reader's language
            assert str(refused.value) == expected


def test_a_player_types_names_in_his_language_as_well_as_the_printed_ones() -> None:
    g, d = next((g, d) for g, d in positions("civ1980", 3, 7, "random", 200) if d.kind == "choose_nation")
    typed = {
        ("ru", "Египет"),
        ("el", "Αίγυπτος"),
        ("da", "Egypten"),
        ("nl", "egypte"),
        ("ru", "Egypt"),
        ("en", "Egypt"),
    }
    for lang, line in sorted(typed):
        with speaking(lang):
            assert parse(g, d, line).nation == "egypt", (lang, line)  # type: ignore[attr-defined]
    with speaking("en"), pytest.raises(NotUnderstood):
        parse(g, d, "Египет")  # another language's name is not English's
    g, d = next((g, d) for g, d in positions("civ1980", 3, 7, "random", 200) if d.kind == "build_cities")
    for lang, line in (("ru", "Верхний Египет"), ("sv", "Övre Egypten"), ("en", "Upper Egypt")):
        with speaking(lang):
            assert parse(g, d, line).areas == ("upper-egypt",), (lang, line)  # type: ignore[attr-defined]
