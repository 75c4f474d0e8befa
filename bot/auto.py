"""Which automatic answer a game takes next, and taking it: one piece of logic shared by the bot's
core (``bot.change_runner``), which applies, logs and commits the answers, and the AI workers
(``bot.thinking``), which play a follow-up ahead on their own copy of the game so that the core
gets all the AI seats' answers of one follow-up in one round trip, not one per decision.

Both sides must choose the same way from the same position, or the worker's answers would be
for decisions the core never reaches (the core checks each answer against the decision it asks
and asks afresh when they differ): hence one ``next_step`` and one ``apply_step`` for both.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Generator, Iterator
from dataclasses import dataclass, fields
from typing import Any, Self

from ai import Agent, agent_for
from engine import Action, Decision, Event, RuleError, apply, pending

AI_ACTOR = "ai"
# The actor of a decision the rules left nothing to decide in (``Decision.forced``), taken at once.
FORCED_ACTOR = "forced"
VACANT_ACTOR = "vacant"
# Moves an AI seat makes in a negotiation a person takes part in, between two changes of others:
# enough to answer what they did, and no endless offering and withdrawing while he thinks.
NEGOTIATION_MOVES = 3
# Among computer players alone a negotiation ends: an AI seat that has made this many moves in one
# run of AI answers leaves (stateless agents can counter and decline each other for ever).
NEGOTIATION_MOVES_ALONE = 12

# (actor, action, the action to take instead if the engine refuses it: the decision's default)
Step = tuple[str, Action, Action | None]
# A step the engine took: (actor, the action applied, its events)
Applied = tuple[str, Action, list[Event]]


@dataclass(frozen=True)
class Seats:
    """Who answers each seat's decisions when no person does, as a worker can be sent it: the
    AI seats with their strength, the vacant seats, and what the AI seats' agents are made of."""

    game: str
    seed: int
    order: tuple[str, ...]
    ai: tuple[tuple[str, str], ...]  # (seat, strength)
    vacant: frozenset[str]
    budget: int | None = None  # a searching strength's work per decision (None: its default)

    @classmethod
    def like(cls, seats: Seats, **more: Any) -> Self:
        """``seats`` as this kind of ``Seats`` (a test's, whose agents it makes itself)."""
        return cls(**{f.name: getattr(seats, f.name) for f in fields(Seats)}, **more)

    def is_ai(self, seat: str) -> bool:
        return any(seat == s for s, _ in self.ai)

    def agent(self, g: Any, d: Decision) -> Agent:
        """The agent that answers ``d`` (a test's ``Seats`` may give one of its own)."""
        return self.seat_agent(d.player)

    def seat_agent(self, seat: str) -> Agent:
        """A fresh agent for an AI seat (agents are stateless): seed = game seed * 1000 + seat
        index, so a game's AI seats answer the same wherever they think."""
        strength = dict(self.ai).get(seat, "normal")
        seed = self.seed * 1000 + self.order.index(seat)
        return agent_for(strength, seed, game=self.game, budget=self.budget)


def next_step(
    seats: Seats, decisions: list[Decision], negotiated: dict[str, int]
) -> Generator[Decision, Action | None, Step | None]:
    """The next automatic action, or None when people owe the rest. It yields each AI seat's
    decision it needs answered and is sent the answer (None: the AI failed; its default is taken).

    In a negotiation (a decision that declares the answer that leaves it: trade), an AI that
    has nothing to answer leaves; while a person still negotiates that answer is held back,
    so the AI keeps answering offers (and its own offers stay open) until the people are done;
    it makes at most ``NEGOTIATION_MOVES`` moves there in one follow-up (``negotiated``
    counts them), so it answers what others did and then waits for them.
    """
    humans_negotiating = any(
        d.leave is not None and not seats.is_ai(d.player) and d.player not in seats.vacant for d in decisions
    )
    for d in decisions:
        held = humans_negotiating and d.leave is not None
        moves = negotiated.get(d.player, 0)
        if seats.is_ai(d.player):
            if held and moves >= NEGOTIATION_MOVES:
                continue
            answer = yield d
            if answer is None:
                if d.default is None:
                    continue
                answer = d.default
            action = answer
            if d.leave is not None and not held and moves >= NEGOTIATION_MOVES_ALONE:
                action = d.leave
            if held and action == d.leave:
                continue
            if d.leave is not None:
                negotiated[d.player] = moves + 1
            return AI_ACTOR, action, d.default
        if d.default is not None and d.forced:
            return FORCED_ACTOR, d.default, None  # nothing to decide: nobody is asked
        if d.player in seats.vacant and d.default is not None:
            return VACANT_ACTOR, d.default, None
    return None


async def next_answered(
    seats: Seats,
    decisions: list[Decision],
    negotiated: dict[str, int],
    answer: Callable[[Decision], Awaitable[Action | None]],
) -> Step | None:
    """``next_step`` with each AI seat's decision answered by ``answer`` (None: its default)."""
    asked = next_step(seats, decisions, negotiated)
    reply: Action | None = None
    try:
        while True:
            reply = await answer(asked.send(reply))
    except StopIteration as done:
        step: Step | None = done.value
        return step


def apply_step(g: Any, step: Step) -> tuple[Applied | None, str]:
    """Apply the step's action, or its fallback if the engine refuses it; what was applied (None:
    nothing could be) and the engine's refusal of the action ("" if it was accepted)."""
    actor, action, fallback = step
    try:
        return (actor, action, apply(g, action)), ""
    except RuleError as err:
        refusal = err.message
    if fallback is None:
        return None, refusal
    try:
        return (actor, fallback, apply(g, fallback)), refusal
    except RuleError:
        return None, refusal


# What a worker sends back for each AI decision of a follow-up it plays ahead: the decision
# (seat, kind, the state's version) and ("ok", the action) or ("failed", why).
Answer = tuple[str | None, str | None, int | None, str, Any]


def think(
    seats: Seats, g: Any, d: Decision, watch: Callable[[Agent], Agent] | None = None
) -> tuple[str, Any]:
    """An AI seat's answer to ``d``: ("ok", action) or ("failed", why) (an exception or no
    action). A worker and the loop alike fall back to the default on a failure. ``watch`` wraps
    the agent (a test's spy)."""
    try:
        agent = seats.agent(g, d)
        action = (agent if watch is None else watch(agent)).act(g, d)
    except Exception as err:
        return "failed", type(err).__name__
    if not isinstance(action, Action):
        return "failed", f"not an action ({type(action).__name__})"
    return "ok", action


def play_ahead(
    seats: Seats, g: Any, negotiated: dict[str, int], steps: int, answer: Any = think
) -> Iterator[Answer]:
    """Play up to ``steps`` automatic steps on ``g`` (a worker's copy), yielding each AI
    answer as it is found, until a person is asked, the game ends or no step can be taken.
    ``answer(seats, g, d)`` gives an answer; a worker passes one that makes sure it can be
    sent back (an answer the core would not get is one the copy must not play)."""
    for _ in range(steps):
        if g.finished:
            return
        asked = next_step(seats, pending(g), negotiated)
        try:
            d = next(asked)
            while True:
                status, value = answer(seats, g, d)
                yield d.player, d.kind, g.version, status, value
                d = asked.send(value if status == "ok" else None)
        except StopIteration as done:
            step: Step | None = done.value
        if step is None or apply_step(g, step)[0] is None:
            return
