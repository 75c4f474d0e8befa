"""The text forms of Civilization's decisions (the engine's, ``engine.civ.text``) and the
choices ``civbot play`` lists: every decision kind has a form, it reads back what it writes,
and bad input is answered in the game's words (never Python's). The forms are called directly
(``GameInterface.texts``) so that hand-made decisions can be read; ``engine.parse_action``
itself is tested in ``tests/engine/test_action_text.py``."""

from __future__ import annotations

import copy
import random
import re
from collections.abc import Callable

import pytest

from ai import agent_for
from civbot.games.civ import syntax
from engine import interface
from engine.civ.calamity.civil_war import KeepFaction, TakeCities
from engine.civ.flow import apply, pending
from engine.civ.options import Options
from engine.civ.phases.cities import BuildCities
from engine.civ.phases.civ_cards import BuyCivCards
from engine.civ.phases.conflict import ConflictOrder
from engine.civ.phases.expansion import DistributeGrowth
from engine.civ.phases.movement import MoveLand, Voyage
from engine.civ.phases.registry import phase_named
from engine.civ.phases.ships import ShipOrders
from engine.civ.state import GameState, Ship
from engine.civ.text.names import words as split
from engine.civ.trade_protocol import CounterOffer, MakeOffer
from engine.core.decisions import Decision
from engine.core.text import NotUnderstood
from tests.engine.calamity_positions import calamity_game, hold_calamity, short_beneficiary, start_calamities
from tests.engine.conflict_positions import attack_on_crete_while_crete_attacks_thrace
from tests.engine.helpers import city, enter, game, put, short_of_stock
from tests.golden.setups import SETUPS
from tests.golden.transcripts import read
from tests.text_forms import parse, refuse_garbage, show

TEXTS = interface("civ1980").texts
assert TEXTS is not None


def _walk(variant: str, players: int, seed: int, kind: str, rounds: int) -> list[tuple[GameState, Decision]]:
    """(state copy, decision) for every decision of a game played by ``kind`` agents."""
    ids = [f"p{i + 1}" for i in range(players)]
    from engine.civ.flow import new_game

    g = new_game(ids, Options(variant=variant), seed=seed)
    agents = {p: agent_for(kind, seed * 10 + i) for i, p in enumerate(ids)}
    out = []
    while not g.finished and g.round <= rounds:
        d = pending(g)[0]
        a = agents[d.player].act(g, d)
        out.append((copy.deepcopy(g), d, a))
        apply(g, a)
    return [(s, d) for s, d, _ in out] + [(s, _as_decision(d, a)) for s, d, a in out]


def _as_decision(d: Decision, a: object) -> Decision:
    """The same decision with the agent's action as its default (to round-trip it too)."""
    return Decision(d.player, d.kind, d.prompt, d.options, a, d.simultaneous)  # type: ignore[arg-type]


GAMES = [
    ("full", 4, 1, "random"),
    ("full", 5, 2, "normal"),
    ("nomads", 3, 3, "random"),
    ("farmers", 5, 4, "random"),
]


def _short_growth() -> list[tuple[GameState, Decision]]:
    """A player whose stock cannot complete his growth (001 §7.4), with the default answer and
    another: the seeded games reach it only once a stock is nearly spent."""
    g = game(["crete", "thrace", "italy"])
    put(g, "knossos", "p1", 2)
    put(g, "phaestos", "p1", 1)
    short_of_stock(g, "p1", 2)
    enter(g, "expansion")
    [d] = pending(g)
    return [(g, d), (g, _as_decision(d, DistributeGrowth("p1", (("knossos", 1), ("phaestos", 1)))))]


@pytest.fixture(scope="module")
def decisions() -> list[tuple[GameState, Decision]]:
    out: list[tuple[GameState, Decision]] = _short_growth()
    for variant, players, seed, kind in GAMES:
        out += _walk(variant, players, seed, kind, rounds=10)
    return out


def test_every_answer_shown_reads_back_as_the_same_action(
    decisions: list[tuple[GameState, Decision]],
) -> None:
    """Defaults and AI answers alike: what ``show`` writes, ``parse`` reads back exactly."""
    kinds = set()
    for g, d in decisions:
        assert d.default is not None
        line = show(g, d, d.default)
        assert "{" not in line
        assert parse(g, d, line) == d.default, (d.kind, line)
        kinds.add(d.kind)
    assert {"movement", "ships", "trade", "buy_civ_cards", "growth", "build_cities"} <= kinds


def test_every_decision_kind_of_the_golden_games_has_a_typed_form() -> None:
    kinds = {
        kind for setup in SETUPS if setup.game == "civ1980" for step in read(setup) for kind in step.pending
    }
    assert len(kinds) >= 15
    assert kinds <= set(TEXTS.forms), kinds - set(TEXTS.forms)
    assert kinds <= set(syntax.CHOICES), kinds - set(syntax.CHOICES)


def test_choices_are_words_and_never_cut(decisions: list[tuple[GameState, Decision]]) -> None:
    for g, d in decisions[:400]:
        lines = syntax.choices(g, d)
        assert all("{" not in line and "..." not in line for line in lines), lines
        assert all(len(line) <= 110 for line in lines), lines


VOCABULARY = [
    *[
        "move",
        "sail",
        "end",
        "undo",
        "offer",
        "to",
        "counter",
        "accept",
        "decline",
        "withdraw",
        "revise",
        "done",
        "keep",
        "drop",
        "build",
    ],
    *[
        "relocate",
        "levy",
        "treasury",
        "all",
        "none",
        "pay",
        "tokens",
        "city",
        "others",
        "named",
        "load",
        "unload",
        "x2",
        "first",
        "second",
    ],
    *[
        "0",
        "1",
        "2",
        "3",
        "99",
        "-1",
        "{",
        "}",
        "#3",
        "1e3",
        "memphis",
        "athens",
        "grain",
        "salt",
        "egypt",
        "crete",
        "pottery",
        "etna",
        "nile",
        "zzz",
        "a",
        "s",
    ],
]


def test_garbage_is_refused_in_the_games_words(decisions: list[tuple[GameState, Decision]]) -> None:
    """Mangled answers: either NotUnderstood from the parser or a RuleError from the engine,
    never a Python error such as 'expected int' or 'zip() argument'."""
    assert all(d.default is not None for _, d in decisions)
    refuse_garbage(decisions[::3], VOCABULARY, random.Random(16))


# -- the rare calamity choices, set up directly ------------------------------------------------


def _calamity(setup: Callable[[GameState], None]) -> tuple[GameState, Decision]:
    g = calamity_game(Options(calamity_floor=False))
    setup(g)
    start_calamities(g)
    return g, pending(g)[0]


def _flood(g: GameState) -> None:
    hold_calamity(g, "p1", "flood")
    put(g, "libya", "p1", 20)
    put(g, "memphis", "p1", 3)
    put(g, "sumeria", "p1", 3)


def supported_cities(g: GameState, player: str, n: int) -> None:
    for a in ["aleppo", "ankara", "buhen", "carrhae", "damascus", "gordium", "kanesh", "mari"][:n]:
        city(g, a, player)
    put(g, "libya", player, 2 * n)


def _disorder(g: GameState) -> None:
    hold_calamity(g, "p1", "civil_disorder", traded_by="p2")
    supported_cities(g, "p1", 6)


def _iconoclasm(g: GameState) -> None:
    hold_calamity(g, "p1", "iconoclasm", traded_by="p2")
    supported_cities(g, "p1", 4)
    city(g, "athens", "p2")
    city(g, "sparta", "p3")


def _piracy(g: GameState) -> None:
    hold_calamity(g, "p1", "piracy", traded_by="p2")
    for area in ("athens", "corinth", "thebes"):
        city(g, area, "p1")
    put(g, "libya", "p1", 8)
    g.ships["s1"] = Ship("s1", "p2", "rhodes")


def _volcano(g: GameState) -> None:
    hold_calamity(g, "p1", "volcano")
    put(g, "thera", "p1", 2)
    put(g, "campania", "p1", 1)


@pytest.mark.parametrize(
    ("setup", "kind", "typed"),
    [
        (_flood, "flood_plain", "Tigris"),
        (_disorder, "civil_disorder", "Aleppo, buhen"),
        (_iconoclasm, "iconoclasm", "aleppo ankara buhen carrhae others athens sparta"),
        (_piracy, "piracy", "athens"),
        (_volcano, "choose_volcano", "thera"),
    ],
)
def test_11_3_rare_calamity_choices_are_typed_and_read_back(
    setup: Callable[[GameState], None], kind: str, typed: str
) -> None:
    g, d = _calamity(setup)
    assert d.kind == kind
    assert d.default is not None and parse(g, d, show(g, d, d.default)) == d.default
    action = parse(g, d, typed)
    apply(g, action)  # the engine accepts what was typed
    assert not any(x.kind == kind for x in pending(g))
    assert syntax.choices(g, d)


# -- what the short forms mean -------------------------------------------------------------------


def _decision(kind: str, g: GameState, options: dict[str, object], default: object = None) -> Decision:
    return Decision("p1", kind, "", options, default)  # type: ignore[arg-type]


def test_names_are_ids_printed_names_or_unambiguous_beginnings() -> None:
    g = calamity_game()
    d = _decision("build_cities", g, {"areas": {"upper-egypt": 6, "memphis": 6}, "cities_in_stock": 9})
    assert parse(g, d, "build Upper Egypt, Memph") == BuildCities("p1", ("upper-egypt", "memphis"))
    d = _decision("movement", g, {"land_moves": {"memphis": ["thebes", "sinai", "sidon"]}, "ships": {}})
    assert parse(g, d, "move memphis the 2") == MoveLand("p1", "memphis", "thebes", 2)
    with pytest.raises(NotUnderstood, match="'si' could be Sidon or Sinai"):
        parse(g, d, "move memphis si 1")


def test_a_ship_order_keeps_unmentioned_ships_and_pays_new_ones_from_the_treasury_first() -> None:
    g = calamity_game()
    put(g, "memphis", "p1", 3)
    g.ships["egypt-1"] = Ship("egypt-1", "p1", "memphis")
    g.ps("p1").treasury = 3
    default = ShipOrders("p1", (("egypt-1", "treasury"),))
    options = {
        "ships": {"egypt-1": "memphis"},
        "treasury": 3,
        "build_areas": {"memphis": 3},
        "ships_in_stock": 3,
    }
    d = _decision("ships", g, options, default)
    # 1 of the treasury keeps egypt-1, 2 pay the new ship; the second new ship is levied.
    assert parse(g, d, "build memphis, build memphis") == ShipOrders(
        "p1", (("egypt-1", "treasury"),), (("memphis", 0), ("memphis", 2))
    )
    assert parse(g, d, "drop all") == ShipOrders("p1")
    assert parse(g, d, "keep 1 levy") == ShipOrders("p1", (("egypt-1", "levy"),))


def test_a_nation_with_several_start_areas_asks_for_one() -> None:
    """Issue 26, item 7: 'crete' alone gave "'' is not a start area of Crete"."""
    from engine.civ.flow import new_game
    from engine.civ.phases.setup import ChooseNation

    g = new_game(["p1", "p2", "p3"], seed=1)
    d = pending(g)[0]
    with pytest.raises(
        NotUnderstood, match=re.escape("Crete starts in Knossos or Phaestos: add one, e.g. 'crete Knossos'")
    ):
        parse(g, d, "crete")
    assert parse(g, d, "thrace") == ChooseNation(d.player, "thrace", "scythia")


def test_keep_all_is_refused_when_a_ship_cannot_be_paid_for() -> None:
    """Issue 26, item 2: 'keep all' let a ship go silently where 'keep egypt-1 treasury' is
    refused with a reason."""
    g = calamity_game()
    put(g, "memphis", "p1", 1)
    g.ships["egypt-1"] = Ship("egypt-1", "p1", "memphis")
    g.ships["egypt-2"] = Ship("egypt-2", "p1", "alexandria")
    g.ps("p1").treasury = 0
    default = ShipOrders("p1", (("egypt-1", "levy"),))
    options = {"ships": {"egypt-1": "memphis", "egypt-2": "alexandria"}, "treasury": 0, "build_areas": {}}
    d = _decision("ships", g, options, default)
    with pytest.raises(
        NotUnderstood, match="nor a token in its area pays the upkeep of egypt-2 in Alexandria"
    ):
        parse(g, d, "keep all")
    assert parse(g, d, "keep egypt-1 levy, drop egypt-2") == ShipOrders("p1", (("egypt-1", "levy"),))


def test_a_voyage_by_its_short_form_takes_the_shortest_route() -> None:
    g = calamity_game()
    put(g, "memphis", "p1", 3)
    g.ships["egypt-1"] = Ship("egypt-1", "p1", "memphis")
    d = _decision("movement", g, {"land_moves": {}, "ships": {"egypt-1": {"reach": ["crete"]}}})
    a = parse(g, d, "sail egypt-1 knossos 2")
    assert isinstance(a, Voyage) and a.steps[0].op == "load" and a.steps[-1].op == "unload"
    assert [s.area for s in a.steps if s.op == "sail"][-1] == "knossos"


def test_trade_packets_count_cards_and_name_the_first_commodity() -> None:
    g = calamity_game()
    d = _decision("trade", g, {"hand": ["grain", "grain", "salt", "piracy"], "partners": ["p5"]})
    assert parse(g, d, "offer piracy 2 grain salt to crete") == MakeOffer(
        "p1", "p5", ("piracy", "grain", "grain", "salt"), "grain"
    )
    assert parse(g, d, "counter #3 grain x2 salt named salt") == CounterOffer(
        "p1", 3, ("grain", "grain", "salt"), "salt"
    )


def test_buying_without_a_payment_pays_the_cheapest_way() -> None:
    g = calamity_game()
    g.ps("p1").treasury = 60
    d = _decision("buy_civ_cards", g, {"cards": [{"card": "pottery"}], "hand": []})
    a = parse(g, d, "buy pottery")
    assert isinstance(a, BuyCivCards) and a.cards == ("pottery",) and a.tokens > 0
    assert parse(g, d, "pottery pay tokens 45") == BuyCivCards("p1", ("pottery",), (), 45)


def test_default_and_empty_lines() -> None:
    g = calamity_game()
    d = _decision("build_cities", g, {"areas": {}, "cities_in_stock": 9}, BuildCities("p1", ("memphis",)))
    assert parse(g, d, "default") == BuildCities("p1", ("memphis",))
    with pytest.raises(NotUnderstood):
        parse(g, d, "   ")
    assert split("Move Upper  Egypt, Thebes #4") == ["move", "upper-egypt", "thebes", "4"]


def test_the_play_document_lists_every_typed_form() -> None:
    from tools.play_doc import DOC, render

    assert DOC.read_text(encoding="utf-8") == render(), "run: python -m tools.play_doc"


# -- decisions of rules 11.8.2 and 22.2.6.3 --------------------------------------------------


def test_11_8_2_and_22_2_6_3_typed_answers_are_the_engines_actions_on_real_positions() -> None:
    g = attack_on_crete_while_crete_attacks_thrace()
    enter(g, "conflict")
    [d] = pending(g)
    a = parse(g, d, "decline athens")
    assert a == ConflictOrder("p1", False, ("athens",)) and show(g, d, a) == "decline Athens"
    phase_named("conflict").check(g, a)
    assert syntax.choices(g, d)
    g = short_beneficiary()
    phase_named("calamities").apply(g, KeepFaction("p1", "second"))
    [d] = pending(g)
    a = parse(g, d, "aleppo ankara")
    assert a == TakeCities("p7", ("aleppo", "ankara"))
    apply(g, a)
    assert g.cities["aleppo"] == "p7"
