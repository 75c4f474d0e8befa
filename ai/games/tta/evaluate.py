"""How good a position is for one player, in culture points: what he has scored, plus what his
civilization will score and produce over the turns left, plus what his unused workers, his hand
and his unfinished wonder promise.

Only what the player may know is read: his own hand, and what every player sees of the others
(ratings, strength, tokens). The military hand counts by its size only, so a lookahead that
draws military cards learns nothing from them.
"""

from __future__ import annotations

from functools import cache

from ai.games.tta.action_cards import action_card_value, kept_action_card_value
from ai.games.tta.kept import Key, remember, workers_key
from ai.games.tta.threats import Army, army, defence_cards, military_value

# The weights, where the valuation's readers have always found them.
from ai.games.tta.weights import EASY as EASY
from ai.games.tta.weights import HARD as HARD
from ai.games.tta.weights import NORMAL as NORMAL
from ai.games.tta.weights import WEIGHTS as WEIGHTS
from ai.games.tta.weights import Weights as Weights
from engine.tta.api import (
    FARM_MINE,
    FOOD,
    RESOURCES,
    UNITS,
    URBAN,
    Card,
    GameState,
    PlayerState,
    Stats,
    amount,
    build_cost,
    cards,
    civil_available,
    consumption,
    corruption,
    military_available,
    pact_production,
    required_happiness,
    setup,
    stats,
)

# Civil cards leaving the row per turn beyond the ones discarded: what players take, roughly.
TAKEN_PER_TURN = 2.5
WORKER_KINDS = (*FARM_MINE, *URBAN, *UNITS)


def turns_left(g: GameState, p: str) -> float:
    """Productions ``p`` still makes, his own this round included if it has not happened yet
    (estimated from the civil cards still to come through the row)."""
    before_me = _produced_this_round(g, p)
    if g.last_round:
        return max(0.0, g.last_round - g.round + (0 if before_me else 1))
    later, per_round = _decks_to_come(g.age, max(2, len(g.active)))
    to_come = len(g.civil_deck) + len(g.row) - g.row.count(None) + later
    rounds = to_come / per_round + 1.0  # the last round, after Age IV begins
    return max(1.0, rounds + (0 if before_me else 1))


@cache
def _decks_to_come(age: str, n: int) -> tuple[int, float]:
    """(civil cards of the ages after ``age``, civil cards leaving the row per round) with
    ``n`` players: what ``turns_left`` reads of the set-up, the same for every position."""
    order = ("I", "II", "III")
    later = order[order.index(age) + 1 :] if age in order else order
    sizes = setup().civil_deck_sizes
    return sum(sizes[a][str(n)] for a in later), n * (setup().row_discard_by_players[n] + TAKEN_PER_TURN)


def _produced_this_round(g: GameState, p: str) -> bool:
    """Whether ``p`` has already had his production this round."""
    if g.phase == "over":
        return True
    order = g.active
    if p not in order or g.current not in order or g.current == p:
        return False
    first = g.first_player if g.first_player in order else order[0]
    ring = order[order.index(first) :] + order[: order.index(first)]
    return ring.index(p) < ring.index(g.current)


def output(c: Card, w: Weights = NORMAL) -> float:
    """What one worker on technology ``c`` yields a turn, in culture points."""
    known = w.outputs.get(c.id)
    if known is None:
        known = w.outputs[c.id] = _output(c, w)
    return known


def _output(c: Card, w: Weights) -> float:
    per = c.per_worker
    # A unit's strength is a stock, not a yield: it is worth what ai.games.tta.threats says.
    v = per.get("culture", 0) + w.science * per.get("science", 0) + w.happy * per.get("happy", 0)
    if c.kind == "farm":
        v += w.food * c.token_value
    elif c.kind == "mine":
        v += w.resources * c.token_value
    return v


def food_and_resources_per_turn(
    g: GameState,
    ps: PlayerState,
    food_at_hand: int | None = None,
    w: Weights = NORMAL,
    workers: Key | None = None,
) -> tuple[float, float, float]:
    """(food, resources, starvation culture) one production nets: production less consumption,
    limited by the blue bank; the culture lost to hunger when food runs out. Corruption is
    left out: it depends on the resources stored now, not on the civilization.
    (``food_at_hand``: ``amount(ps, FOOD)``, when the caller has it; ``w``: whose table keeps
    what the farms and mines produce; ``workers``: ``workers_key(ps)``, if known.)"""
    key = (ps.blue_bank, *(workers_key(ps) if workers is None else workers))
    produced = w.produced.get(key)
    if produced is None:
        produced = remember(w.produced, key, _produced(ps))
    food, resources = produced
    if g.pacts:
        food += pact_production(g, ps, "food_per_production")
        resources += pact_production(g, ps, "resources_per_production")
    eat = consumption(ps)
    hunger = max(0.0, eat - (amount(ps, FOOD) if food_at_hand is None else food_at_hand) - food) * 4
    return food - eat, resources, hunger


def _produced(ps: PlayerState) -> tuple[float, float]:
    """(food, resources) the farms and mines produce, limited by the blue bank."""
    farms = mines = 0
    farm_workers = mine_workers = 0
    for cid, n in ps.workers.items():
        c = cards()[cid]
        if n and c.kind == "farm":
            farms += n * c.token_value
            farm_workers += n
        elif n and c.kind == "mine":
            mines += n * c.token_value
            mine_workers += n
    blue = ps.blue_bank
    food = farms if farm_workers <= blue else farms * blue / farm_workers
    left = max(0, blue - farm_workers)
    resources = mines if mine_workers <= left else mines * left / mine_workers
    return food, resources


def value(
    g: GameState,
    p: str,
    w: Weights = NORMAL,
    rivals: list[Army] | None = None,
    horizon: float | None = None,
) -> float:
    """The position's worth to ``p``, in culture points (``rivals``: their armies, when the
    caller knows them unchanged; ``horizon``: the turns left, when comparing positions one
    action apart: a card taken from the row brings the end nearer for everyone alike, which
    must not make taking it look like a loss)."""
    ps = g.player_states[p]  # (read only: a rival's state stays shared with the game tried from)
    if ps.resigned:
        return -1000.0
    s = stats(g, p)
    h = turns_left(g, p) if horizon is None else horizon
    late = min(1.0, h / 4)  # stores and science lose their use as the game ends
    v = float(ps.culture) + s.culture * h
    v += late * (w.science_stock * ps.science + w.science * s.science * max(0.0, h - 1))
    food_at_hand, resources_at_hand = amount(ps, FOOD), amount(ps, RESOURCES)
    # The workers on every technology, read by most kept worths: listed once per position.
    workers = workers_key(ps)
    food, resources, hunger = food_and_resources_per_turn(g, ps, food_at_hand, w, workers)
    food_rate = _rate(food, w.food_needed, w.food_short, w.food)
    v += late * (w.food * food_at_hand + food_rate * max(0.0, h - 1))
    v += late * (
        w.resources * resources_at_hand
        + _rate(resources, w.resources_needed, w.resources_short, w.resources) * max(0.0, h - 1)
    )
    v -= w.resources * corruption(ps) * min(h, 1.5)
    v -= hunger * min(h, 2.0)
    v += _order(g, ps, s, h, w)
    v += _military(g, ps, s, w, h, rivals)
    v += _people(g, ps, s, w, h, resources, resources_at_hand, workers)
    v += _projects(g, ps, s, w, h, workers)
    return v


def _rate(per_turn: float, needed: float, short: float, beyond: float) -> float:
    """A production's worth per turn: the first ``needed`` units a turn (what feeds growth and
    pays for building) at ``short`` each, the rest at ``beyond``."""
    if per_turn <= needed:
        return short * per_turn
    return short * needed + beyond * (per_turn - needed)


def _order(g: GameState, ps: PlayerState, s: Stats, h: float, w: Weights) -> float:
    """Discontent that outnumbers the unused workers costs the production (an uprising)."""
    required = required_happiness(ps)
    unrest = max(0, required - s.happiness)  # engine.tta.stats.discontent
    if unrest > ps.pool:
        return -(s.culture + w.science * s.science + 4.0) * min(h, 2.0) - 3.0 * (unrest - ps.pool)
    # Happy faces beyond what is needed now let the population rise later.
    spare = s.happiness - required
    return w.happy * min(max(spare, 0), 2) * min(1.0, h / 3)


def rival_armies(g: GameState, p: str) -> list[Army]:
    """The public armies of ``p``'s rivals (what a search may cache while only ``p`` acts)."""
    # (The strength of the stats, which are kept per civilization: most tried positions leave
    # a rival's as it was.)
    # (Read from ``player_states``: a read that leaves a rival's state shared with the game
    # tried from, ``GameState.ps``.)
    states = g.player_states
    return [army(g, states[q], stats(g, q).strength) for q in g.active if q != p]


def armies(g: GameState) -> dict[str, Army]:
    """Every active player's public army."""
    states = g.player_states  # (read only, as above)
    return {q: army(g, states[q], stats(g, q).strength) for q in g.active}


def _military(
    g: GameState, ps: PlayerState, s: Stats, w: Weights, h: float, rivals: list[Army] | None
) -> float:
    """Strength against the threats one can see (``ai.games.tta.threats``); military actions draw
    cards and build units; cards in hand defend and attack."""
    armies = rival_armies(g, ps.player) if rivals is None else rivals
    reserve = _defence(ps, w)
    # Everything the threats' worth reads: the age, the turns left, the armies in their order
    # (one's own as ``army`` makes it, made only when the worth is found anew).
    key = (
        g.age,
        g.last_round,
        h,
        reserve,
        s.strength,
        len(ps.military_hand),
        ps.military_tokens,
        *[x for a in armies for x in (a.strength, a.hand, a.actions)],
    )
    v = w.threats.get(key)
    if v is None:
        me = army(g, ps, s.strength)
        v = remember(w.threats, key, military_value(g, me, reserve, armies, h, w.military))
    v += w.military_action * s.military_total * min(h, 6.0) * 0.5
    v += 0.3 * min(len(ps.military_hand), s.military_hand_limit) * min(1.0, h / 3)
    if g.current == ps.player and g.phase in ("political", "action"):
        v += w.spare_military * military_available(ps)
    return v


def _defence(ps: PlayerState, w: Weights) -> int:
    """What the military hand adds to a defence (kept per hand and military actions)."""
    key = (ps.military_tokens, *ps.military_hand)
    found = w.defences.get(key)
    if found is None:
        found = remember(w.defences, key, defence_cards(ps))
    return found


def _people(
    g: GameState,
    ps: PlayerState,
    s: Stats,
    w: Weights,
    h: float,
    resources: float,
    at_hand: int,
    workers: Key,
) -> float:
    """Civil actions put workers to work; an unused worker is worth its best placement."""
    v = w.civil_action * s.civil_total * min(h, 8.0) * 0.5
    if g.current == ps.player and g.phase in ("political", "action"):
        v += w.spare_civil * civil_available(ps)
    # Half the best placement: it still costs an action and resources (and destroying a
    # building for a worker to put elsewhere is rarely worth it); each further one less.
    placement = w.placement * best_placement(g, ps, h, w, resources, at_hand, workers)
    for i in range(ps.pool):
        v += placement * (0.6**i)
    # Yellow tokens in the bank are the population still to come.
    v += w.yellow * min(ps.yellow_bank, 8) * min(1.0, h / 4)
    return v


def best_placement(
    g: GameState,
    ps: PlayerState,
    h: float,
    w: Weights,
    resources: float,
    at_hand: int | None = None,
    workers: Key | None = None,
) -> float:
    """What putting one more worker to work is worth: its yield over the turns left, less the
    resources it costs (at least a little: a worker keeps options open); ``resources``: the
    resources a production brings; ``at_hand``: ``amount(ps, RESOURCES)``, ``workers``:
    ``workers_key(ps)``, if known."""
    # A placement beyond the resources at hand waits for the productions that pay for it.
    have = amount(ps, RESOURCES) if at_hand is None else at_hand
    per_turn = max(0.5, resources - corruption(ps))
    # Everything the placement reads besides: the building limit, the discounts (construction
    # technologies, Shakespeare's partner buildings) and the workers on every technology.
    workers = workers_key(ps) if workers is None else workers
    places = (ps.government, ps.leader, *workers, *ps.specials)
    key = (h, have, per_turn, *places)
    found = w.placements.get(key)
    if found is None:
        where = w.places.get(places)
        if where is None:
            where = remember(w.places, places, _places(g, ps, w))
        found = remember(w.placements, key, _best_placement(h, w, have, per_turn, where))
    return found


def _best_placement(h: float, w: Weights, have: int, per_turn: float, where: tuple[float, ...]) -> float:
    """The best of the places ``_places`` lists, with ``have`` resources at hand and
    ``per_turn`` more a production."""
    best = 0.3
    for i in range(0, len(where), 2):
        yields, cost = where[i], where[i + 1]
        wait = max(0.0, cost - have) / per_turn
        best = max(best, yields * max(0.0, h - 1 - wait) * 0.7 - w.resources * cost)
    return best


def _places(g: GameState, ps: PlayerState, w: Weights) -> tuple[float, ...]:
    """Where a worker may be put, as the yield and the cost of each in turn (one flat tuple):
    the best technology of each kind of farm, mine or building (one builds on it, not older),
    urban ones while the building limit allows. Kept per government, leader, workers and
    special technologies (all it reads), apart from the resources and turns that change with
    every action."""
    all_cards = cards()
    limit = all_cards[ps.government].building_limit
    per_kind: dict[str, int] = {}
    top: dict[str, Card] = {}  # the best technology of each kind (one builds on it, not older)
    for cid, n in ps.workers.items():
        c = all_cards[cid]
        per_kind[c.kind] = per_kind.get(c.kind, 0) + n
        if c.kind not in UNITS and (c.kind not in top or c.level > top[c.kind].level):
            top[c.kind] = c
    where: list[float] = []
    for c in top.values():
        if c.kind in URBAN and per_kind[c.kind] >= limit:
            continue
        where += (output(c, w), build_cost(g, ps, c))
    return tuple(where)


def _projects(g: GameState, ps: PlayerState, s: Stats, w: Weights, h: float, workers: Key) -> float:
    """Cards in hand and a wonder under way, worth a share of what they will bring; a developed
    technology better than what its workers stand on is an upgrade waiting to happen."""
    late = min(1.0, h / 4)
    manned = _manned(ps, w, workers)
    v = _hand(g, ps, s, h, w, manned, late, workers)
    if len(ps.civil_hand) >= s.civil_hand_limit:
        v -= w.full_hand * late
    # A leader's ability is worth as much in play as in hand: valued only in hand, a leader
    # whose ability is no flat figure was never played.
    if ps.leader is not None:
        v += w.leader * min(1.0, h / 6)
    if ps.wonder_building is not None:
        v += _wonder_under_way(ps.wonder_building, ps.wonder_stages, h, w)
    v += _waiting_upgrades(ps, h, w, manned, workers)
    return v


def _wonder_under_way(cid: str, stages: int, h: float, w: Weights) -> float:
    """A wonder under way, worth a share of what it will bring less what it still costs (kept
    per wonder, stages built and turns left: read for every position of a player building one)."""
    key = (cid, stages, h)
    found = w.wonders.get(key)
    if found is None:
        c = cards()[cid]
        done = stages / max(1, len(c.stages))
        left = sum(c.stages[stages:])
        worth = max(0.0, w.wonder * (0.3 + 0.6 * done) * flat_value(c, h, w) - 0.5 * w.resources * left)
        found = remember(w.wonders, key, worth)
    return found


def _hand(
    g: GameState,
    ps: PlayerState,
    s: Stats,
    h: float,
    w: Weights,
    manned: dict[str, tuple[float, int]],
    late: float,
    workers: Key,
) -> float:
    """The civil hand's worth, card after card; kept per set of weights and everything its
    technologies and leaders read (the science at hand and a turn, the workers, the government,
    the special technologies, the turns left) and the worth of each action card in it, found
    anew (it reads much more: the stores, the population, the other players' ratings; most are
    a fixed figure), since six valuations in ten see an action card in hand."""
    hand = ps.civil_hand
    all_cards = cards()
    actions = [
        kept_action_card_value(g, ps, all_cards[cid], w) for cid in hand if all_cards[cid].type == "action"
    ]
    key = (
        h,
        ps.science,
        s.science,
        ps.government,
        len(hand),
        *hand,
        *workers,
        len(ps.specials),
        *ps.specials,
        *actions,
    )
    found = w.hands.get(key)
    if found is not None:
        return found
    v = 0.0
    action_worths = iter(actions)
    for cid in hand:
        if all_cards[cid].type == "action":
            worth = next(action_worths)
        else:
            worth = hand_card_value(g, ps, s, cid, h, w, manned)
        v += w.hand_card * worth * late
    return remember(w.hands, key, v)


def flat_value(c: Card, h: float, w: Weights) -> float:
    """What a card counted as a whole (wonder, leader, government, special technology) brings."""
    f = c.flat
    v = f.get("culture", 0) * h + w.science * f.get("science", 0) * h
    v += w.civil_action * f.get("civil_actions", 0) * min(h, 8.0) * 0.5
    v += w.military_action * f.get("military_actions", 0) * min(h, 6.0) * 0.5
    v += w.military.per_point * f.get("strength", 0) + w.happy * f.get("happy", 0) * min(1.0, h / 2) * 2
    v += 0.3 * f.get("colonization", 0) + 0.5 * (
        f.get("civil_hand_limit", 0) + f.get("military_hand_limit", 0)
    )
    return v


def in_hand(g: GameState, ps: PlayerState, s: Stats, cid: str, h: float, w: Weights) -> float:
    """What civil card ``cid`` adds to a player's value while in his hand."""
    return w.hand_card * hand_card_value(g, ps, s, cid, h, w) * min(1.0, h / 4)


def hand_card_value(
    g: GameState,
    ps: PlayerState,
    s: Stats,
    cid: str,
    h: float,
    w: Weights,
    manned: dict[str, tuple[float, int]] | None = None,
) -> float:
    """A civil card in hand, at its worth in play (``manned``: ``_manned(ps, w)``, if known)."""
    c = cards()[cid]
    if c.type == "technology":
        # A technology waits in hand (taking a slot) until its science is there: it is worth
        # what it brings over the turns left after that wait.
        cost = c.science_cost or 0
        price = min(cost, c.revolution_cost or cost)
        wait = max(0.0, price - ps.science) / max(1.0, s.science)
        return max(0.0, _technology_value(ps, c, max(0.0, h - wait), w, manned) - w.science_stock * cost)
    if c.type == "leader":
        # Most leaders' abilities are not flat figures: a leader is worth a few culture a turn.
        return w.leader * min(1.0, h / 6) + flat_value(c, h, w)
    if c.type == "action":
        return action_card_value(g, ps, c, w)
    return 0.5


def _manned(ps: PlayerState, w: Weights, workers: Key | None = None) -> dict[str, tuple[float, int]]:
    """Per kind of farm, mine or building: the best yield of a technology with workers on it,
    and how many workers stand on that kind (kept per workers: never to be changed)."""
    key = workers_key(ps) if workers is None else workers
    found = w.manned.get(key)
    if found is None:
        found = remember(w.manned, key, _new_manned(ps, w))
    return found


def _new_manned(ps: PlayerState, w: Weights) -> dict[str, tuple[float, int]]:
    out: dict[str, tuple[float, int]] = {}
    all_cards = cards()
    for cid, n in ps.workers.items():
        c = all_cards[cid]
        if n and c.kind in WORKER_KINDS and c.kind not in UNITS:
            best, workers = out.get(c.kind, (0.0, 0))
            out[c.kind] = (max(best, output(c, w)), workers + n)
    return out


def _technology_value(
    ps: PlayerState, c: Card, h: float, w: Weights, manned: dict[str, tuple[float, int]] | None = None
) -> float:
    if c.kind in UNITS or cards().get(c.id) is not c:  # (a card made up by a caller: never kept)
        return _new_technology_value(ps, c, h, w, manned)
    # Everything the worth reads of the player, per kind: the best yield and the workers of
    # that kind, the government, or the special technologies.
    if c.kind in WORKER_KINDS:
        manned = _manned(ps, w) if manned is None else manned
        key: Key = (c.id, h, *manned.get(c.kind, (0.0, 0)))
    elif c.kind == "government":
        key = (c.id, h, ps.government)
    else:
        key = (c.id, h, *ps.specials)
    found = w.technologies.get(key)
    if found is None:
        found = remember(w.technologies, key, _new_technology_value(ps, c, h, w, manned))
    return found


def _new_technology_value(
    ps: PlayerState, c: Card, h: float, w: Weights, manned: dict[str, tuple[float, int]] | None = None
) -> float:
    if c.kind in UNITS:
        return _unit_technology_value(ps, c, h)
    if c.kind in WORKER_KINDS:
        best, workers = (_manned(ps, w) if manned is None else manned).get(c.kind, (0.0, 0))
        gain = output(c, w) - best
        if not workers:
            return max(0.0, gain * max(0.0, h - 2) * 0.4)
        return max(0.0, gain * min(2, workers) * max(0.0, h - 2) * 0.5)
    if c.kind == "government":
        old = cards()[ps.government]
        gain = w.civil_action * (c.civil_actions - old.civil_actions) * min(h, 8.0) * 0.5
        gain += w.military_action * (c.military_actions - old.military_actions) * min(h, 6.0) * 0.5
        gain += 2.0 * (c.building_limit - old.building_limit) * min(1.0, h / 4)
        return gain + flat_value(c, h, w) - flat_value(old, h, w)
    same = [cards()[t] for t in ps.specials if cards()[t].kind == c.kind]
    old_value = max((flat_value(t, h, w) for t in same), default=0.0)
    bonus = 2.0 if c.kind == "construction" else 0.0
    return max(0.0, flat_value(c, h, w) - old_value + bonus)


def _unit_technology_value(ps: PlayerState, c: Card, h: float) -> float:
    """Stronger units of a kind: strength per unit upgraded (or built), while it can matter."""
    mine = [cards()[t] for t, n in ps.workers.items() if t != c.id and cards()[t].kind == c.kind]
    best = max((t.per_worker.get("strength", 0) for t in mine), default=0)
    units = sum(ps.workers[t.id] for t in mine)
    gain = c.per_worker.get("strength", 0) - best
    return max(0.0, gain * 0.8 * min(3, max(1, units)) * min(1.0, h / 3))


def _waiting_upgrades(
    ps: PlayerState, h: float, w: Weights, manned: dict[str, tuple[float, int]], workers: Key
) -> float:
    """Technologies in play with no worker on them, worth what an upgrade to them brings (kept
    per turns left and workers: ``manned`` follows from the workers)."""
    key = (h, *workers)
    found = w.upgrades.get(key)
    if found is None:
        found = remember(w.upgrades, key, _new_waiting_upgrades(ps, h, w, manned))
    return found


def _new_waiting_upgrades(
    ps: PlayerState, h: float, w: Weights, manned: dict[str, tuple[float, int]]
) -> float:
    v = 0.0
    all_cards = cards()
    for cid, n in ps.workers.items():
        c = all_cards[cid]
        if not n and c.kind in WORKER_KINDS:
            v += _technology_value(ps, c, h, w, manned)
    return v
