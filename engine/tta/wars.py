"""Wars (rules 5.3, 6.3): resolved at the start of the declarer's next turn; either side may
win; each war card's effect is resolved by the function named after it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.events import Event, public
from engine.core.steps import Outcome
from engine.tta.actions_and_points import replacing, score_culture, score_science, sync_actions
from engine.tta.attacks import attack_strength
from engine.tta.cards import cards
from engine.tta.develop import special_into_area, technologies_in_play
from engine.tta.leaving import discard_military, token_symbols
from engine.tta.state import GameState, War
from engine.tta.stats import strength_rating
from engine.tta.steps import ChoiceStep, Purpose, register

WarEffect = Callable[[GameState, str, str, str, int], Outcome[Any]]
WARS: dict[str, WarEffect] = {}


def war(fn: WarEffect) -> WarEffect:
    WARS[fn.__name__] = fn
    return fn


def resolve_war(g: GameState, w: War) -> list[Event]:
    """Compare strengths (the declarer's attack bonuses count, ruling P1; no bonus cards)."""
    g.wars.remove(w)
    discard_military(g, w.card)
    attack = attack_strength(g, w.declarer, w.target)
    defence = strength_rating(g, g.ps(w.target))
    events: list[Event] = [
        public(
            "tta_war_resolved",
            card=w.card,
            declarer=w.declarer,
            target=w.target,
            attack=attack,
            defence=defence,
        )
    ]
    if attack == defence:
        return events
    winner, loser = (w.declarer, w.target) if attack > defence else (w.target, w.declarer)
    outcome = WARS[cards()[w.card].handler](g, w.card, winner, loser, abs(attack - defence))
    g.steps[0:0] = outcome.steps
    return events + outcome.events


@war
def war_over_culture(g: GameState, card: str, winner: str, loser: str, advantage: int) -> Outcome[Any]:
    wanted = cards()[card].effect["base"] + advantage
    taken = -score_culture(g.ps(loser), -wanted)
    score_culture(g.ps(winner), taken)
    return Outcome([public("tta_culture_taken", player=winner, victim=loser, culture=taken)])


@war
def war_over_territory(g: GameState, card: str, winner: str, loser: str, advantage: int) -> Outcome[Any]:
    e = cards()[card].effect
    wanted = e["base"] + advantage // e["advantage_step"]
    lost = g.ps(loser)
    taken = min(wanted, lost.yellow_bank)
    lost.yellow_bank -= taken
    lost.yellow_owned -= taken
    won = g.ps(winner)
    won.yellow_bank += taken
    won.yellow_owned += taken
    return Outcome([public("tta_yellow_taken", player=winner, victim=loser, tokens=taken)])


@war
def war_over_technology(g: GameState, card: str, winner: str, loser: str, advantage: int) -> Outcome[Any]:
    step = ChoiceStep(
        owed=[winner], purpose="war_over_technology", params={"loser": loser, "advantage": advantage}
    )
    if len(_technology_options(g, step, winner)) == 1:
        return _resolve_technology(g, step, {winner: "science"})
    return Outcome([], [step])


def _technology_options(g: GameState, step: Any, p: str) -> list[str]:
    """Take science equal to the advantage, or steal one special technology whose science cost
    is within it (ruling), which the winner does not already have (ruling P2: the same card)."""
    loser = g.ps(step.params["loser"])
    mine = {cards()[c].name for c in [*technologies_in_play(g.ps(p)), *g.ps(p).civil_hand]}
    steal = [
        f"steal:{s}"
        for s in sorted(loser.specials)
        if (cards()[s].science_cost or 0) <= step.params["advantage"] and cards()[s].name not in mine
    ]
    return ["science", *steal]


def _resolve_technology(g: GameState, step: Any, answers: dict[str, str]) -> Outcome[Any]:
    ((winner, option),) = answers.items()
    loser = step.params["loser"]
    if option == "science":
        taken = -score_science(g.ps(loser), -step.params["advantage"])
        score_science(g.ps(winner), taken)
        return Outcome([public("tta_science_taken", player=winner, victim=loser, science=taken)])
    cid = option.split(":", 1)[1]
    return Outcome(steal_special(g, winner, loser, cid))


def steal_special(g: GameState, winner: str, loser: str, cid: str) -> list[Event]:
    """5.3: the stolen card joins the winner's area; of two of a type he keeps the higher, and
    a replaced one is recounted in one step (10.6)."""
    c = cards()[cid]
    lps, wps = g.ps(loser), g.ps(winner)
    lps.specials.remove(cid)
    token_symbols(lps, -c.blue_tokens, 0)
    sync_actions(g, lps)
    with replacing(g, wps):
        discarded = special_into_area(g, wps, c)
    return [public("tta_technology_stolen", player=winner, victim=loser, card=cid), *discarded]


register(
    "war_over_technology",
    Purpose(
        prompt=lambda g, s, p: (
            f"You won the War over Technology by {s.params['advantage']}: "
            "take science or a special technology."
        ),
        options=_technology_options,
        resolve=_resolve_technology,
        default=lambda g, s, p: "science",
    ),
)
