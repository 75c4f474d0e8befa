"""engine/data/tta/ is valid and complete: deck sizes (179 civil, 150 military), the copies by
player count, every card's fields, and a resolver for every one-shot card."""

from __future__ import annotations

import json
from collections import Counter
from importlib import resources

import pytest

from engine.tta.action_cards import RESOLVERS
from engine.tta.aggressions import AGGRESSIONS
from engine.tta.cards import AGES, UNITS, WORKER_KINDS, box_contents, cards, deck_cards, setup
from engine.tta.events import EVENTS
from engine.tta.wars import WARS
from tools import convert_tta


def _raw(name: str) -> dict:  # type: ignore[type-arg]
    return json.loads((resources.files("engine.data") / "tta" / name).read_text())


def test_formats() -> None:
    assert _raw("cards.json")["format"] == "civbot-tta-cards/1"
    assert _raw("setup.json")["format"] == "civbot-tta-setup/1"


def test_the_box_holds_179_civil_and_150_military_cards() -> None:
    box = box_contents()
    assert sum(n for c, n in box.items() if cards()[c].deck == "civil") == 179
    assert sum(n for c, n in box.items() if cards()[c].deck == "military") == 150


@pytest.mark.parametrize("players", [2, 3, 4])
def test_deck_sizes_by_player_count(players: int) -> None:
    """3.1: civil A 20, I/II/III 44/50/53; military A 10, I 43/45/45, II 46/50/50, III 41/45/45."""
    for age in AGES:
        assert len(deck_cards("civil", age, players)) == setup().civil_deck_sizes[age][str(players)]
        assert len(deck_cards("military", age, players)) == setup().military_deck_sizes[age][str(players)]
    expected_civil = {2: [20, 44, 44, 44], 3: [20, 50, 50, 50], 4: [20, 53, 53, 53]}[players]
    expected_military = {2: [10, 43, 46, 41], 3: [10, 45, 50, 45], 4: [10, 45, 50, 45]}[players]
    assert [len(deck_cards("civil", a, players)) for a in AGES] == expected_civil
    assert [len(deck_cards("military", a, players)) for a in AGES] == expected_military


@pytest.mark.parametrize("age", ["I", "II", "III"])
def test_each_civil_deck_has_six_cards_marked_3_plus_and_three_marked_4(age: str) -> None:
    """3.1: 2 players remove the 9 marked cards, 3 players the 3 marked "4"."""
    two, three, four = (Counter(deck_cards("civil", age, n)) for n in (2, 3, 4))
    assert sum((three - two).values()) == 6 and not two - three
    assert sum((four - three).values()) == 3 and not three - four


def test_two_players_have_no_pacts_and_the_age_a_decks_never_change() -> None:
    two_player = deck_cards("military", "I", 2) + deck_cards("military", "III", 2)
    assert not [c for c in two_player if cards()[c].type == "pact"]
    assert sum(1 for c in deck_cards("military", "II", 3) if cards()[c].type == "pact") == 4
    for deck in ("civil", "military"):
        assert deck_cards(deck, "A", 2) == deck_cards(deck, "A", 4)


def test_every_technology_is_complete() -> None:
    for c in cards().values():
        if c.type != "technology":
            continue
        assert c.kind, c.id
        if c.deck != "start":
            assert isinstance(c.science_cost, int) and c.science_cost > 0, c.id
        if c.kind in ("farm", "mine"):
            assert c.build_cost > 0 and c.token_value > 0, c.id
        elif c.kind in WORKER_KINDS:
            assert c.build_cost > 0 and c.per_worker, c.id
        elif c.kind == "government":
            assert c.civil_actions and c.military_actions and c.building_limit, c.id
        else:
            assert c.flat or c.urban_discount, c.id
        if c.kind in UNITS:
            assert c.per_worker["strength"] > 0


def test_starting_board() -> None:
    s = setup()
    assert s.starting_workers == {"agriculture": 2, "bronze": 2, "philosophy": 1, "warriors": 1}
    assert (s.yellow_bank, s.blue_bank, s.worker_pool) == (18, 16, 1)
    assert s.card_row_costs == (1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3)
    assert s.row_discard_by_players == {2: 3, 3: 2, 4: 1}


def test_wonders_leaders_tactics_and_bonus_cards() -> None:
    by_type = Counter(c.type for c in cards().values())
    assert by_type["leader"] == 24 and by_type["wonder"] == 16
    for c in cards().values():
        if c.type == "wonder":
            assert c.stages and all(s > 0 for s in c.stages), c.id
            assert c.flat or c.abilities or c.on_completion, c.id
        if c.type == "tactic":
            assert c.army and c.strength > 0, c.id
            assert (c.antiquated_strength is None) == (c.age == "I"), c.id
        if c.type == "bonus":
            assert (c.defense, c.colonization) == {"I": (2, 1), "II": (4, 2), "III": (6, 3)}[c.age]
        if c.type in ("aggression", "war"):
            assert c.military_action_cost > 0, c.id
        if c.type == "territory":
            assert c.immediate and c.permanent, c.id


def test_every_one_shot_card_has_the_function_named_after_it() -> None:
    tables = {"event": EVENTS, "aggression": AGGRESSIONS, "war": WARS, "action": RESOLVERS}
    for c in cards().values():
        if c.type in tables:
            assert c.handler in tables[c.type], c.id


def test_the_converter_reproduces_the_files() -> None:
    try:
        texts = {name: render() for name, render in convert_tta.FILES.items()}
    except SystemExit:
        pytest.skip("the shared reference is not beside this checkout")
    for name, text in texts.items():
        assert (resources.files("engine.data") / "tta" / name).read_text() == text, name
