"""Setup (rules 4): a random choosing order, then each player in turn picks a nation and
puts one token in one of its start areas."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.civ import refusal_names as rn
from engine.civ import units
from engine.civ.cards import build_stacks
from engine.civ.content import setup
from engine.civ.geography import game_map
from engine.civ.phases.base import Phase
from engine.civ.state import GameState, PhaseData
from engine.civ.variants import is_simple
from engine.core import serial
from engine.core.actions import Action, action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import IllegalAction, UnknownName
from engine.core.events import Event, private, public
from engine.core.rng import Rng
from engine.core.words import Either
from i18n.catalog import N_, _, l_


@action("choose_nation")
@dataclass(frozen=True)
class ChooseNation(Action):
    nation: str = ""
    start_area: str = ""


@serial.register("setup_data")
@dataclass
class SetupData(PhaseData):
    choosing_order: list[str] = field(default_factory=list)
    next_index: int = 0


def has_trade_cards(g: GameState) -> bool:
    """The simplified games of rules 16.2-16.3 have no trade or civilization cards."""
    return g.options.variant in ("full", "short")


@dataclass(frozen=True)
class NationChoice(DecisionOptions):
    """``choose_nation``: each nation still free, with its start areas in play."""

    nations: dict[str, list[str]]


def available_nations(g: GameState) -> dict[str, list[str]]:
    """Nations still free for this player count, each with its start areas in play."""
    pc = setup().player_counts[len(g.players)]
    # The simplified games use the whole board, so every nation can play (16.2-16.3).
    allowed = setup().ast_order if is_simple(g.options) else pc.nations
    taken = {ps.nation for ps in g.player_states.values()}
    gm = game_map(g)
    out = {}
    for n in setup().ast_order:
        if n in allowed and n not in taken:
            out[n] = [a for a in setup().nations[n].start_areas if a in gm.in_play]
    return out


class SetupPhase(Phase):
    name = "setup"
    title = N_("Setup: choosing nations")
    actions = (ChooseNation,)

    def start(self, g: GameState) -> list[Event]:
        order = list(g.players)
        if g.options.nation_choice_order == "random":
            rng = Rng(g.rng)
            rng.shuffle(order)
            g.rng = rng.state
        g.data = SetupData(choosing_order=order)
        events = [public("choosing_order", order=order)]
        if has_trade_cards(g):
            rng = Rng(g.rng)
            g.stacks = self.build_stacks(g, rng)
            g.rng = rng.state
            events.append(private("stacks_shuffled", (), stacks={str(k): v for k, v in g.stacks.items()}))
        return events

    def build_stacks(self, g: GameState, rng: Rng) -> dict[int, list[str]]:
        """The nine trade-card stacks at the start of the game (rules 4.1 step 2)."""
        return build_stacks(rng, g.options.calamity_stack_order)

    def available(self, g: GameState) -> dict[str, list[str]]:
        """Nations still free, each with its start areas in play."""
        return available_nations(g)

    NATION_NAMES = "nation"
    """How a refusal names this game's nations (a kind of ``refusal_names.Named``)."""

    def nation_name(self, nation: str) -> str:
        return setup().nations[nation].name

    def _data(self, g: GameState) -> SetupData:
        assert isinstance(g.data, SetupData)
        return g.data

    def pending(self, g: GameState) -> list[Decision]:
        d = self._data(g)
        if d.next_index >= len(d.choosing_order):
            return []
        player = d.choosing_order[d.next_index]
        choices = self.available(g)
        first = next(iter(choices))
        return [
            Decision(
                player,
                "choose_nation",
                _("Choose your nation and the start area for your first token."),
                NationChoice(choices),
                ChooseNation(player, first, choices[first][0]),
            )
        ]

    def apply(self, g: GameState, a: Action) -> list[Event]:
        assert isinstance(a, ChooseNation)
        choices = self.available(g)
        if a.nation not in setup().nations:
            raise UnknownName("nation", a.nation, setup().nations)
        if a.nation not in choices:
            raise IllegalAction(
                l_(
                    "{nation} is not available; choose one of {nations}.",
                    nation=rn.Named(self.NATION_NAMES, a.nation),
                    nations=rn.NameList(self.NATION_NAMES, tuple(choices)),
                )
            )
        if a.start_area not in choices[a.nation]:
            starts = Either(tuple(choices[a.nation]))
            nation = rn.Named(self.NATION_NAMES, a.nation)
            if not a.start_area:
                raise IllegalAction(
                    l_("Name the start area of {nation}: {starts}.", nation=nation, starts=starts)
                )
            raise IllegalAction(
                l_(
                    "{area} is not a start area of {nation}; choose {starts}.",
                    area=repr(a.start_area),
                    nation=nation,
                    starts=starts,
                )
            )
        ps = g.ps(a.player)
        ps.nation = a.nation
        units.place_from_stock(g, a.start_area, a.player, 1)
        self._data(g).next_index += 1
        return [public("nation_chosen", player=a.player, nation=a.nation, area=a.start_area)]
