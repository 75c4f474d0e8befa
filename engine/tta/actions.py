"""The action phase (rules 7): every action the current player may take, with its civil or
military action cost, and the end of the phase. Handlers validate completely, then act."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.actions import Action, action
from engine.core.errors import IllegalAction
from engine.core.events import Event, public
from engine.tta import build, develop
from engine.tta.actions_and_points import pay_civil, pay_military, score_culture
from engine.tta.handlers import handles
from engine.tta.state import GameState, PlayerState
from engine.tta.stats import leader_ability, wonder_ability
from engine.tta.tokens import gain_population
from i18n.catalog import N_, l_


@action("tta_take_card")
@dataclass(frozen=True)
class TakeCard(Action):
    slot: int = 0  # row space, 1 (leftmost) to 13


@action("tta_increase_population")
@dataclass(frozen=True)
class IncreasePopulation(Action):
    pass


@action("tta_build")
@dataclass(frozen=True)
class Build(Action):
    tech: str = ""


@action("tta_upgrade")
@dataclass(frozen=True)
class Upgrade(Action):
    source: str = ""
    target: str = ""


@action("tta_destroy")
@dataclass(frozen=True)
class Destroy(Action):
    tech: str = ""


@action("tta_play_leader")
@dataclass(frozen=True)
class PlayLeader(Action):
    card: str = ""
    homer_wonder: str = ""  # when Homer is replaced: the completed wonder he goes under


@action("tta_build_stages")
@dataclass(frozen=True)
class BuildStages(Action):
    count: int = 1


@action("tta_develop")
@dataclass(frozen=True)
class Develop(Action):
    card: str = ""


@action("tta_revolution")
@dataclass(frozen=True)
class Revolution(Action):
    card: str = ""


@action("tta_build_unit")
@dataclass(frozen=True)
class BuildUnit(Action):
    tech: str = ""


@action("tta_upgrade_unit")
@dataclass(frozen=True)
class UpgradeUnit(Action):
    source: str = ""
    target: str = ""


@action("tta_disband")
@dataclass(frozen=True)
class Disband(Action):
    tech: str = ""


@action("tta_play_tactic")
@dataclass(frozen=True)
class PlayTactic(Action):
    card: str = ""


@action("tta_copy_tactic")
@dataclass(frozen=True)
class CopyTactic(Action):
    card: str = ""


@action("tta_hammurabi")
@dataclass(frozen=True)
class UseHammurabi(Action):
    """Hammurabi: one military action becomes a civil action this turn."""


@action("tta_barbarossa")
@dataclass(frozen=True)
class Barbarossa(Action):
    tech: str = ""  # the unit technology to build on


@action("tta_bach_upgrade")
@dataclass(frozen=True)
class BachUpgrade(Action):
    source: str = ""
    target: str = ""


@action("tta_ocean_liner")
@dataclass(frozen=True)
class OceanLiner(Action):
    """Ocean Liner Service: one population for no action and no food, once per turn."""


@action("tta_churchill")
@dataclass(frozen=True)
class Churchill(Action):
    choice: str = "culture"  # "culture" or "military"


@action("tta_trade_routes")
@dataclass(frozen=True)
class UseTradeRoutes(Action):
    pass


@action("tta_end_actions")
@dataclass(frozen=True)
class EndActions(Action):
    pass


FIRST_ROUND = (TakeCard, EndActions)


def _first_round(g: GameState, a: Action) -> None:
    if g.round == 1 and not isinstance(a, FIRST_ROUND):
        raise IllegalAction(l_("On your first turn you may only take cards from the card row (4.2)."))


@handles("action", TakeCard)
def take_card(g: GameState, ps: PlayerState, a: TakeCard) -> list[Event]:
    _c, cost = develop.check_take(g, ps, a.slot - 1)
    pay_civil(ps, cost, N_("Taking that card"))
    return develop.do_take(g, ps, a.slot - 1)


@handles("action", IncreasePopulation)
def increase_population(g: GameState, ps: PlayerState, a: IncreasePopulation) -> list[Event]:
    _first_round(g, a)
    price = build.check_population(g, ps)
    pay_civil(ps, 1, N_("Increasing population"))
    build.do_population(g, ps, price)
    return [public("tta_population_increased", player=ps.player, food=price)]


@handles("action", Build)
def build_building(g: GameState, ps: PlayerState, a: Build) -> list[Event]:
    _first_round(g, a)
    price = build.check_build(g, ps, a.tech)
    pay_civil(ps, 1, N_("Building"))
    build.do_build(g, ps, a.tech, price)
    return [public("tta_built", player=ps.player, tech=a.tech, resources=price)]


@handles("action", Upgrade)
def upgrade_building(g: GameState, ps: PlayerState, a: Upgrade) -> list[Event]:
    _first_round(g, a)
    price = build.check_upgrade(g, ps, a.source, a.target)
    pay_civil(ps, 1, N_("Upgrading"))
    build.do_move_worker(g, ps, a.source, a.target, price)
    return [public("tta_upgraded", player=ps.player, source=a.source, target=a.target, resources=price)]


@handles("action", Destroy)
def destroy_building(g: GameState, ps: PlayerState, a: Destroy) -> list[Event]:
    _first_round(g, a)
    build.check_destroy(g, ps, a.tech)
    pay_civil(ps, 1, N_("Destroying a building"))
    build.do_destroy(ps, a.tech)
    return [public("tta_destroyed", player=ps.player, tech=a.tech)]


@handles("action", PlayLeader)
def play_leader(g: GameState, ps: PlayerState, a: PlayLeader) -> list[Event]:
    _first_round(g, a)
    develop.check_leader(g, ps, a.card, a.homer_wonder)
    pay_civil(ps, 1, N_("Playing a leader"))
    return develop.do_leader(g, ps, a.card, a.homer_wonder)


@handles("action", BuildStages)
def build_stages(g: GameState, ps: PlayerState, a: BuildStages) -> list[Event]:
    _first_round(g, a)
    price = develop.check_stages(g, ps, a.count)
    pay_civil(ps, 1, N_("Building wonder stages"))
    return develop.do_stages(g, ps, a.count, price)


@handles("action", Develop)
def develop_technology(g: GameState, ps: PlayerState, a: Develop) -> list[Event]:
    _first_round(g, a)
    price = develop.check_develop(g, ps, a.card)
    pay_civil(ps, 1, N_("Developing a technology"))
    return develop.do_develop(g, ps, a.card, price)


@handles("action", Revolution)
def revolution(g: GameState, ps: PlayerState, a: Revolution) -> list[Event]:
    _first_round(g, a)
    price = develop.check_revolution(g, ps, a.card)
    return develop.do_revolution(g, ps, a.card, price)


@handles("action", BuildUnit)
def build_unit(g: GameState, ps: PlayerState, a: BuildUnit) -> list[Event]:
    _first_round(g, a)
    price = build.check_build_unit(g, ps, a.tech)
    pay_military(ps, 1, N_("Building a military unit"))
    build.do_build_unit(g, ps, a.tech, price)
    return [public("tta_unit_built", player=ps.player, tech=a.tech, resources=price)]


@handles("action", UpgradeUnit)
def upgrade_unit(g: GameState, ps: PlayerState, a: UpgradeUnit) -> list[Event]:
    _first_round(g, a)
    price = build.check_upgrade_unit(g, ps, a.source, a.target)
    pay_military(ps, 1, N_("Upgrading a military unit"))
    build.do_upgrade_unit(g, ps, a.source, a.target, price)
    return [public("tta_unit_upgraded", player=ps.player, source=a.source, target=a.target, resources=price)]


@handles("action", Disband)
def disband(g: GameState, ps: PlayerState, a: Disband) -> list[Event]:
    _first_round(g, a)
    build.check_disband(ps, a.tech)
    pay_military(ps, 1, N_("Disbanding a military unit"))
    build.do_destroy(ps, a.tech)
    return [public("tta_unit_disbanded", player=ps.player, tech=a.tech)]


@handles("action", PlayTactic)
def play_tactic(g: GameState, ps: PlayerState, a: PlayTactic) -> list[Event]:
    _first_round(g, a)
    develop.check_play_tactic(ps, a.card)
    pay_military(ps, 1, N_("Playing a tactic"))
    return develop.do_play_tactic(g, ps, a.card)


@handles("action", CopyTactic)
def copy_tactic(g: GameState, ps: PlayerState, a: CopyTactic) -> list[Event]:
    _first_round(g, a)
    develop.check_copy_tactic(g, ps, a.card)
    pay_military(ps, 2, N_("Copying a tactic"))
    return develop.do_copy_tactic(g, ps, a.card)


@handles("action", UseHammurabi)
def use_hammurabi(g: GameState, ps: PlayerState, a: UseHammurabi) -> list[Event]:
    _first_round(g, a)
    if not leader_ability(ps, "military_action_as_civil_per_turn"):
        raise IllegalAction(l_("Only Hammurabi turns a military action into a civil action."))
    if "hammurabi" in ps.used:
        raise IllegalAction(l_("Hammurabi's exchange is once per turn; you used it this turn."))
    pay_military(ps, 1, N_("Hammurabi's exchange"))
    ps.civil_extra += 1
    ps.used.append("hammurabi")
    return [public("tta_action_exchanged", player=ps.player, card=ps.leader)]


@handles("action", Barbarossa)
def barbarossa(g: GameState, ps: PlayerState, a: Barbarossa) -> list[Event]:
    _first_round(g, a)
    food, price = build.check_barbarossa(g, ps, a.tech)
    pay_military(ps, 1, N_("Barbarossa's population and unit"))
    build.do_population(g, ps, food)
    build.do_build_unit(g, ps, a.tech, price)
    return [
        public("tta_population_increased", player=ps.player, food=food),
        public("tta_unit_built", player=ps.player, tech=a.tech, resources=price),
    ]


@handles("action", BachUpgrade)
def bach_upgrade(g: GameState, ps: PlayerState, a: BachUpgrade) -> list[Event]:
    _first_round(g, a)
    price = build.check_bach_upgrade(g, ps, a.source, a.target)
    pay_civil(ps, 1, N_("Bach's upgrade"))
    build.do_move_worker(g, ps, a.source, a.target, price)
    ps.used.append("bach")
    return [public("tta_upgraded", player=ps.player, source=a.source, target=a.target, resources=price)]


@handles("action", OceanLiner)
def ocean_liner(g: GameState, ps: PlayerState, a: OceanLiner) -> list[Event]:
    _first_round(g, a)
    if not wonder_ability(ps, "free_population_per_turn"):
        raise IllegalAction(l_("Only a completed Ocean Liner Service gives a free population."))
    if "ocean_liner" in ps.used:
        raise IllegalAction(l_("Ocean Liner Service gives one population per turn; you had it this turn."))
    if ps.yellow_bank < 1:
        raise IllegalAction(l_("Your yellow bank is empty: there is no population to gain."))
    gain_population(ps)
    ps.used.append("ocean_liner")
    return [public("tta_population_gained", player=ps.player, card="ocean_liner_service")]


@handles("action", Churchill)
def churchill(g: GameState, ps: PlayerState, a: Churchill) -> list[Event]:
    _first_round(g, a)
    choice = leader_ability(ps, "choice_per_turn")
    if not isinstance(choice, dict):
        raise IllegalAction(l_("Only Winston Churchill offers this choice."))
    if "churchill" in ps.used:
        raise IllegalAction(l_("Churchill's choice is made once per turn; you made it this turn."))
    if a.choice not in ("culture", "military"):
        raise IllegalAction(l_("Churchill's choice is 'culture' or 'military'."))
    ps.used.append("churchill")
    if a.choice == "culture":
        return [
            public(
                "tta_culture_scored",
                player=ps.player,
                culture=score_culture(ps, choice["culture"]),
                card=ps.leader,
            )
        ]
    ps.military_science += choice["military_science"]
    ps.military_resources += choice["military_resources"]
    return [public("tta_churchill_military", player=ps.player)]


@handles("action", UseTradeRoutes)
def use_trade_routes(g: GameState, ps: PlayerState, a: UseTradeRoutes) -> list[Event]:
    """Trade Routes Agreement («may»): the player chooses to pay one of his next payment of the
    pact's kind with the other kind, though he could pay it without (otherwise the pact is used
    only where a payment needs it)."""
    _first_round(g, a)
    kind = build.check_trade_routes(g, ps)
    ps.used.append(build.TRADE_ROUTES_NEXT)
    return [public("tta_trade_routes_chosen", player=ps.player, pays=kind, instead=build.other_kind(kind))]


@handles("action", EndActions)
def end_actions(g: GameState, ps: PlayerState, a: EndActions) -> list[Event]:
    g.phase = "end"
    return [public("tta_actions_ended", player=ps.player)]
