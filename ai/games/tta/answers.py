"""Answers owed outside one's own phases: a defence, a colonization bid and force, a pact
offer, an event's choice or selection."""

from __future__ import annotations

from ai.games.tta.cards_in_hand import keep_value, least_kept
from ai.games.tta.evaluate import Weights, value
from ai.games.tta.lookahead import Responder, copied, options_as, worth
from ai.games.tta.political import expected_pact_answer
from engine import Action, Decision, RuleError
from engine.tta.api import (
    Bid,
    BidChoice,
    Choose,
    Colonize,
    ColonizeStep,
    DefenceChoice,
    Defend,
    ForceChoice,
    GameState,
    OneOf,
    Select,
    SomeOf,
    all_units,
    apply,
    cards,
    default_force,
    force,
    worker_to_bank,
)

# Gain (culture points) a territory must promise before the AI bids for it.
BID_THRESHOLD = 1.0


def defend(g: GameState, d: Decision, w: Weights) -> Action:
    """Repel the attack when that is worth its cards: the fewest cards that repel it (the last
    the weakest that still does) against no defence at all, each tried."""
    cards_ = repelling(g, d)
    if not cards_.bonus and not cards_.discard:
        return cards_
    held, given = worth(g, cards_, w), worth(g, Defend(d.player), w)
    return cards_ if held is not None and (given is None or held > given) else Defend(d.player)


def repelling(g: GameState, d: Decision) -> Defend:
    """The fewest cards that repel the attack, the last of them the weakest that still does;
    nothing when no allowed set of cards can."""
    options = options_as(d, DefenceChoice)
    me, need, limit = d.player, options.needed, options.limit
    if need <= 0:
        return Defend(me)
    ps = g.ps(me)
    hand = sorted(options.hand, key=lambda c: (-_defence(c), keep_value(ps, c), c))
    chosen: list[str] = []
    for cid in hand:
        if sum(map(_defence, chosen)) >= need or len(chosen) >= limit:
            break
        chosen.append(cid)
    if not chosen or sum(map(_defence, chosen)) < need:
        return Defend(me)
    rest = [c for c in hand if c not in chosen or chosen.count(c) < hand.count(c)]
    short = need - sum(map(_defence, chosen[:-1]))
    cheaper = [c for c in rest + chosen[-1:] if _defence(c) >= short]
    chosen[-1] = min(cheaper, key=lambda c: (_defence(c), keep_value(ps, c), c))
    bonus = tuple(c for c in chosen if cards()[c].type == "bonus")
    return Defend(me, bonus, tuple(c for c in chosen if cards()[c].type != "bonus"))


def _defence(cid: str) -> int:
    c = cards()[cid]
    return c.defense if c.type == "bonus" else 1


def bid(g: GameState, d: Decision, w: Weights) -> Action:
    me = d.player
    options = options_as(d, BidChoice)
    high, most = options.high_bid, options.max_bid
    if high + 1 > most:
        return Bid(me, 0)
    gain = colony_gain(g, me, options.territory, high + 1, w)
    return Bid(me, high + 1) if gain > BID_THRESHOLD else Bid(me, 0)


def colony_gain(g: GameState, me: str, territory: str, amount: int, w: Weights) -> float:
    """What taking ``territory`` with a force of ``amount`` would be worth (tried on a copy)."""
    trial = copied(g)
    step = ColonizeStep(holding=[territory], territory=territory, bid=amount, owed=[me])
    trial.steps = [step]
    best = max((v for f in forces(trial, me, amount) if (v := _after(trial, f, w)) is not None), default=None)
    return -1.0 if best is None else best - value(g, me, w)


def forces(g: GameState, me: str, amount: int) -> list[Colonize]:
    """Candidate colonization forces: the engine's (weakest units first) and one spending the
    bonus cards first."""
    out = [default_force(g, me, amount)]
    ps = g.ps(me)
    units = all_units(ps)
    if not units:
        return out
    weakest = min(units, key=lambda c: (cards()[c].per_worker.get("strength", 0), c))
    sent = {weakest: 1}
    bonus: list[str] = []
    pool = sorted(
        (c for c in ps.military_hand if cards()[c].type == "bonus"), key=lambda c: -cards()[c].colonization
    )
    for b in pool:
        if force(g, ps, sent, tuple(bonus), ()) >= amount:
            break
        bonus.append(b)
    spare = sorted(
        (
            (cards()[c].per_worker.get("strength", 0), c)
            for c, n in units.items()
            for _ in range(n - sent.get(c, 0))
        )
    )
    for _, c in spare:
        if force(g, ps, sent, tuple(bonus), ()) >= amount:
            break
        sent[c] = sent.get(c, 0) + 1
    out.append(Colonize(me, sent, tuple(bonus)))
    return out


def _after(g: GameState, action: Action, w: Weights) -> float | None:
    trial = copied(g)
    try:
        apply(trial, action)
    except RuleError:
        return None
    return value(trial, action.player, w)


def colonize(g: GameState, d: Decision, w: Weights) -> Action:
    me, amount = d.player, options_as(d, ForceChoice).bid
    scored = [(v, i, f) for i, f in enumerate(forces(g, me, amount)) if (v := _after(g, f, w)) is not None]
    if not scored:
        return d.default if d.default is not None else default_force(g, me, amount)
    return max(scored, key=lambda t: (t[0], -t[1]))[2]


def no_defence(g: GameState, d: Decision) -> Action | None:
    """How a careless player expects the others to answer: with their defaults (no defence)."""
    return None


def responder(w: Weights) -> Responder:
    """How the AI expects other players to answer in its lookahead: defending and answering
    pacts as it would itself; everything else with their defaults."""

    def respond(g: GameState, d: Decision) -> Action | None:
        if d.kind == "tta_defend":
            return defend(g, d, w)
        if d.kind == "tta_answer_pact":
            return expected_pact_answer(g, d, w)
        return None

    return respond


def choose(g: GameState, d: Decision, w: Weights) -> Action:
    me = d.player
    scored = []
    choices = options_as(d, OneOf).choices
    for i, option in enumerate(choices):
        v = worth(g, Choose(me, option), w, own_defaults=False)
        if v is not None:
            scored.append((v, -i, option))
    if not scored:
        return d.default if d.default is not None else Choose(me, choices[0])
    return Choose(me, max(scored)[2])


# Selections answered from one's own hand alone (which cards to discard).
OWN_HAND_ONLY = ("excess_military", "discard_military")


def select(g: GameState, d: Decision, w: Weights) -> Action:
    options = options_as(d, SomeOf)
    me, items, count, purpose = d.player, list(options.candidates), options.count, options.purpose
    if count <= 0:
        return Select(me, ())
    if purpose in OWN_HAND_ONLY:
        return Select(me, least_kept(g.ps(me), items, count))
    if purpose == "lose_workers":
        return Select(me, _workers_to_lose(g, me, items, count, w))
    return d.default if d.default is not None else Select(me, tuple(items[:count]))


def _workers_to_lose(g: GameState, me: str, items: list[str], count: int, w: Weights) -> tuple[str, ...]:
    """One worker at a time, the one whose loss costs least."""
    trial = copied(g)
    left = list(items)
    chosen: list[str] = []
    for _ in range(count):
        best: tuple[float, str] | None = None
        for cid in sorted(set(left)):
            probe = copied(trial)
            worker_to_bank(probe.ps(me), cid)
            v = value(probe, me, w)
            if best is None or v > best[0]:
                best = (v, cid)
        assert best is not None
        worker_to_bank(trial.ps(me), best[1])
        left.remove(best[1])
        chosen.append(best[1])
    return tuple(chosen)
