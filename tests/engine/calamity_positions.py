"""Positions and moves the calamity tests (rules 11) build on, shared by the engine's calamity
tests and by the bot, AI and text-form tests that need the same positions: a seven-nation game,
a calamity held, phase 12 entered and acted in, and the civil-war, city and piracy set-ups."""

from __future__ import annotations

from engine.civ.calamity.civil_war import PickFaction
from engine.civ.cards import calamity_stack
from engine.civ.flow import pending
from engine.civ.options import Options
from engine.civ.phases.registry import phase_named
from engine.civ.state import GameState, HeldCalamity, Ship
from engine.core.actions import Action
from engine.core.events import Event
from tests.engine.helpers import city, enter, game, put

NATIONS = ["africa", "italy", "illyria", "thrace", "crete", "asia", "egypt"]  # p1..p7, in AST order


def calamity_game(options: Options | None = None, nations: list[str] | None = None) -> GameState:
    return game(nations or NATIONS, options)


def hold_calamity(g: GameState, player: str, calamity: str, traded_by: str | None = None) -> None:
    """Give ``player`` a calamity to suffer, taking the card from its stack (conservation)."""
    g.stacks[calamity_stack(calamity, g.options.calamity_stack_order)].remove(calamity)
    g.ps(player).calamities.append(HeldCalamity(calamity, traded_by, True))


def start_calamities(g: GameState) -> list[Event]:
    return enter(g, "calamities")


def act_in_calamities(g: GameState, a: Action) -> list[Event]:
    """Apply inside phase 12 only (the flow would go on into later phases and the next round)."""
    phase = phase_named("calamities")
    assert g.phase == "calamities" and phase.expects(g, a.player), pending(g)
    return phase.apply(g, a)


def calamities_done(g: GameState) -> bool:
    return phase_named("calamities").done(g)


def data_of_kind(events: list[Event], kind: str) -> list[dict[str, object]]:
    return [e.data for e in events if e.kind == kind]


def strong(g: GameState, player: str, area: str = "libya", n: int = 20) -> None:
    """Tokens far from everything, so the calamity floor (below 16) stays out of the way."""
    put(g, area, player, n)


CIVIL_WAR_CITIES = ["aleppo", "ankara", "buhen", "carrhae"]


def civil_war_game(options: Options | None = None, tokens: int = 20, bystanders: bool = True) -> GameState:
    """p1 (Africa) holds Civil War with 4 cities and ``tokens`` tokens; p2-p6 have a token each
    (so p7, with none, is the forced beneficiary unless the option is off)."""
    g = calamity_game(options)
    hold_calamity(g, "p1", "civil_war")
    for a in CIVIL_WAR_CITIES:
        city(g, a, "p1")
    put(g, "libya", "p1", tokens // 2)
    put(g, "cyrenaica", "p1", tokens - tokens // 2)
    if bystanders:
        for p, a in (("p2", "thebes"), ("p3", "kanesh"), ("p4", "mari"), ("p5", "petra"), ("p6", "jericho")):
            put(g, a, p, 1)
    return g


def short_beneficiary() -> GameState:
    """p1 keeps the second faction; p7, the beneficiary, has only 2 cities and 5 tokens in
    stock for the first (4 cities, 15 tokens)."""
    g = civil_war_game()
    for a in ("gordium", "niniveh", "damascus", "athens", "corinth", "sparta", "argos"):
        city(g, a, "p7")
    g.ps("p7").stock, g.ps("p7").treasury = 5, 42
    start_calamities(g)
    act_in_calamities(g, PickFaction("p1", (), ("aleppo", "ankara", "buhen")))
    act_in_calamities(g, PickFaction("p7", (("libya", 10), ("cyrenaica", 5)), ("carrhae",)))
    return g


NO_FLOOR = Options(calamity_floor=False)


LAND_CITIES = ["aleppo", "ankara", "buhen", "carrhae", "damascus", "gordium", "kanesh", "mari", "niniveh"]


def supported_cities(g: GameState, player: str, n: int) -> list[str]:
    areas = LAND_CITIES[:n]
    for a in areas:
        city(g, a, player)
    put(g, "libya", player, 2 * n)  # supported, so the later support check asks nothing
    return areas


def piracy_game(ships: list[str]) -> GameState:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "piracy", traded_by="p2")
    for area in ("athens", "corinth", "thebes", "ur"):
        city(g, area, "p1")
    put(g, "libya", "p1", 8)
    for i, area in enumerate(ships):
        g.ships[f"s{i}"] = Ship(f"s{i}", "p2", area)
    return g
