"""Through the Ages' words in the languages civbot speaks (issue 27): every sentence of its
narrator, every prompt of its decisions and its phase titles come from the catalogue (in the
pseudo-language ``qps`` every one is a marked message), cards are named as each language's
glossary prints them, and a few real sentences read right in each language."""

from __future__ import annotations

from functools import cache

import pytest

import engine
from ai.games.tta.match import play_tta
from engine import (
    Event,
    PlainNames,
    RuleError,
    apply,
    interface,
    narrate,
    narrate_private,
    new_game,
    parse_action,
    state_hash,
)
from engine.core.actions import action_from_json
from engine.core.events import PRIVATE
from engine.tta.actions_and_points import check_civil, civil_available
from engine.tta.api import GameState, pending
from engine.tta.flow import PHASE_TITLES
from engine.tta.texts import card_name, phase_title
from i18n import term
from i18n.catalog import N_, PSEUDO, speaking
from tests.event_samples import samples, variants

NAMES = PlainNames({f"p{i}": name for i, name in enumerate(("Ann", "Bob", "Cy", "Dee"), 1)})
# Payloads of the private kinds (the public ones come from the golden games and rule cases).
PRIVATE_SAMPLES = {
    "tta_military_cards": {"cards": ["raid_i", "developed_territory_i"]},
    "tta_next_event_seen": {"card": "developed_territory_i"},
}


def marked(line: str) -> bool:
    """The whole line is one message of the catalogue (names and numbers are inside it)."""
    return line.startswith("⟦") and line.endswith("⟧")


def test_every_public_sentence_is_a_message_of_the_catalogue() -> None:
    unmarked = []
    for kind, declared in sorted(interface("tta").events.items()):
        if declared.visibility == PRIVATE:
            continue
        for data, names in samples("tta", kind):
            for _how, payload in variants(data):
                with speaking(PSEUDO):
                    line = narrate("tta", Event(kind, payload), names)
                if line is not None and not marked(line):
                    unmarked.append(f"{kind}: {line}")
    assert not unmarked, "\n".join(unmarked)


def test_every_private_line_is_a_message_of_the_catalogue() -> None:
    private = {k for k, e in interface("tta").events.items() if e.visibility == PRIVATE}
    assert private == set(PRIVATE_SAMPLES), "add a sample of each private kind"
    for kind, data in PRIVATE_SAMPLES.items():
        with speaking(PSEUDO):
            line = narrate_private("tta", Event(kind, data, visible_to=("p1",)), "p1", NAMES)
        assert line is not None and marked(line), (kind, line)


@cache
def prompts() -> dict[str, set[str]]:
    """decision kind -> every prompt the pseudo-language gave it in a few random games."""
    seen: dict[str, set[str]] = {}

    def ask(g: GameState, events: list[Event]) -> None:
        with speaking(PSEUDO):
            for d in pending(g):
                seen.setdefault(d.kind, set()).add(d.prompt)

    for seed in (1, 2):
        play_tta(["random"] * 4, seed, on_action=ask)
    return seen


@pytest.mark.parametrize("kind", sorted(interface("tta").decisions))
def test_every_decision_kind_prompts_in_the_language_spoken(kind: str) -> None:
    assert kind in prompts(), f"no random game asked {kind}"
    unmarked = [p for p in prompts()[kind] if not marked(p)]
    assert not unmarked, unmarked


def test_phase_titles_are_the_glossary_s() -> None:
    for phase, english in PHASE_TITLES.items():
        assert phase_title(phase, english) == english
        with speaking(PSEUDO):
            assert marked(phase_title(phase, english))
        with speaking("el"):
            assert phase_title(phase, english) == term("el", "tta", "phases", phase)
    with speaking("el"):
        assert phase_title("political", "Political phase") == "Φάση Πολιτικής"  # 002 «ΦΑΣΗ ΠΟΛΙΤΙΚΗΣ»


def test_cards_are_named_in_the_language_spoken() -> None:
    assert card_name("plunder_ii") == "Plunder (II)"  # English: exactly the printed name
    with speaking("el"):
        assert card_name("bronze") == "Χαλκός"  # the Greek codex's word
        assert card_name("plunder_ii") == "Λεηλασία (II)"  # the age where several print the name
    with speaking("ru"):
        assert card_name("joan_of_arc") == "Жанна д’Арк"


def _said(lang: str, kind: str, **data: object) -> str | None:
    with speaking(lang):
        return narrate("tta", Event(kind, data), NAMES)


def test_russian_counts_take_their_three_forms() -> None:
    drawn = [_said("ru", "tta_military_drawn", player="p1", count=n) for n in (1, 2, 5, 21)]
    assert drawn == [
        "Ann берёт 1 военную карту.",
        "Ann берёт 2 военные карты.",
        "Ann берёт 5 военных карт.",
        "Ann берёт 21 военную карту.",
    ]
    built = _said("ru", "tta_built", player="p2", tech="bronze", resources=3)
    assert built == "Bob строит «Бронза» за 3 ресурса."


def test_a_sentence_in_each_language() -> None:
    taken = {"player": "p1", "card": "bronze", "slot": 2}
    assert _said("en", "tta_card_taken", **taken) == "Ann takes Bronze (space 2)."
    assert _said("el", "tta_card_taken", **taken) == "Ann: παίρνει την κάρτα «Χαλκός» (θέση 2)."
    assert _said("ru", "tta_card_taken", **taken) == "Ann берёт карту «Бронза» (ячейка 2)."
    assert _said("da", "tta_military_drawn", player="p2", count=2) == "Bob trækker 2 militærkort."
    assert _said("sv", "tta_blue_lost", player="p2", tokens=1) == "Bob förlorar 1 blå markör."
    assert _said("nl", "tta_yellow_lost", player="p2", tokens=2) == "Bob verliest 2 gele blokjes."
    assert _said("el", "tta_round_started", round=3) == "Γύρος 3"


def _refusal(lang: str, action: dict[str, object]) -> str:
    """The refusal of ``action`` on the first turn of a new game, in ``lang`` (nothing changes)."""
    g = new_game(["p1", "p2", "p3"], seed=3, game="tta")
    before = state_hash(g)
    with speaking(lang), pytest.raises(RuleError) as refused:
        apply(g, action_from_json({"player": "p1", **action}))
    assert state_hash(g) == before
    with speaking(lang):  # a refusal is said when it is read, in the language spoken then
        return str(refused.value)


def test_the_rules_refuse_in_the_language_spoken() -> None:
    first_turn = {"type": "tta_build", "tech": "bronze"}
    assert _refusal("en", first_turn) == "On your first turn you may only take cards from the card row (4.2)."
    assert marked(_refusal(PSEUDO, first_turn))
    assert _refusal("ru", first_turn) == "В свой первый ход можно только брать карты из ряда карт (4.2)."
    assert _refusal("el", first_turn).startswith("Στην πρώτη σας σειρά")
    assert marked(_refusal(PSEUDO, {"type": "tta_take_card", "slot": 99}))


def test_what_an_action_costs_is_said_in_the_language_spoken() -> None:
    ps = new_game(["p1", "p2"], seed=1, game="tta").ps("p1")
    left = civil_available(ps)
    for lang, expected in (
        ("en", f"Taking that card costs 21 civil actions; you have {left} left."),
        ("ru", f"Взятие этой карты: стоимость — 21 гражданское действие; у вас осталось {left}."),
        ("da", f"At tage det kort koster 21 civile handlinger; du har {left} tilbage."),
    ):
        with speaking(lang), pytest.raises(RuleError) as refused:
            check_civil(ps, 21, N_("Taking that card"))
        with speaking(lang):
            assert str(refused.value) == expected


def test_a_typed_command_is_refused_in_the_language_spoken() -> None:
    g = new_game(["p1", "p2"], seed=1, game="tta")
    # The decision is asked in the language it is answered in: its prompt is part of it.
    with speaking("ru"), pytest.raises(RuleError) as refused:
        parse_action(g, engine.pending(g)[0], "take 99")
    with speaking("ru"):
        assert str(refused.value) == f"В ряду карт ячейки с 1 по {len(g.row)}, а не 99."
    with speaking(PSEUDO), pytest.raises(RuleError) as refused:
        parse_action(g, engine.pending(g)[0], "frobnicate")
    with speaking(PSEUDO):
        assert marked(str(refused.value))
