"""A civilization's statistics, always recomputed from its cards and tokens (rules 10.5-10.9).

Nothing here is stored: ratings, action totals, hand limits, the colonization modifier,
discontent workers, corruption and consumption follow from the position.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.kept import Kept
from engine.tta.cards import LEVEL, UNITS, Card, cards, setup, table
from engine.tta.military import armies_strength, unit_counts
from engine.tta.state import GameState, Pact, PlayerState

HAPPY_CARRIERS = ("temple", "theater", "arena")


@dataclass(slots=True)
class Stats:
    science: int
    culture: int
    strength: int
    happiness: int
    civil_total: int
    military_total: int
    colonization: int
    civil_hand_limit: int
    military_hand_limit: int
    building_limit: int


def leader_ability(ps: PlayerState, name: str) -> object:
    """The parameter of the leader's ability ``name``, or None."""
    if ps.leader is None:
        return None
    return cards()[ps.leader].abilities.get(name)


def wonder_ability(ps: PlayerState, name: str) -> object:
    for w in ps.wonders:
        if not w.ruined:
            value = cards()[w.card].abilities.get(name)
            if value is not None:
                return value
    return None


def worker_cards(ps: PlayerState, kinds: tuple[str, ...]) -> list[tuple[Card, int]]:
    """(card, workers) of the player's technologies of those kinds that hold workers."""
    all_cards = cards()
    out = []
    for cid, n in ps.workers.items():
        c = all_cards[cid]
        if n and c.kind in kinds:
            out.append((c, n))
    return out


def flat_cards(g: GameState, ps: PlayerState) -> list[Card]:
    """Cards in play that count as a whole: government, specials, leader, intact wonders."""
    all_cards = cards()
    out = [all_cards[ps.government], *(all_cards[s] for s in ps.specials)]
    if ps.leader is not None:
        out.append(all_cards[ps.leader])
    out += [all_cards[w.card] for w in ps.wonders if not w.ruined]
    return out


def happy_faces(g: GameState, ps: PlayerState) -> tuple[int, int, int]:
    """(happy total, happy faces on temples/theaters/wonders, on temples and government).

    St. Peter's Basilica: every other card or worker showing a happy face shows one more;
    Homer under a wonder adds one face there (kept when the wonder is ruined)."""
    all_cards = cards()
    basilica = wonder_ability(ps, "extra_happy_per_happy_source") or 0
    assert isinstance(basilica, int)
    total = michelangelo = joan = 0
    for c, n in worker_cards(ps, HAPPY_CARRIERS):
        per = c.per_worker.get("happy", 0)
        faces = (per + basilica if per > 0 else per) * n
        total += faces
        if c.kind in ("temple", "theater"):
            michelangelo += max(faces, 0)
        if c.kind == "temple":
            joan += max(faces, 0)
    gov = all_cards[ps.government].flat.get("happy", 0)
    gov_faces = gov + basilica if gov > 0 else gov
    total += gov_faces
    joan += max(gov_faces, 0)
    if ps.leader is not None:
        lead = all_cards[ps.leader].flat.get("happy", 0)
        total += lead + basilica if lead > 0 else lead
    for w in ps.wonders:
        c = all_cards[w.card]
        printed = 0 if w.ruined else c.flat.get("happy", 0)
        plus = 1 if w.homer else 0
        own_basilica = "extra_happy_per_happy_source" in c.abilities and not w.ruined
        shows_happy = printed > 0 or plus > 0
        faces = max(printed, 0) + plus + (basilica if shows_happy and not own_basilica else 0)
        total += faces + min(printed, 0)
        michelangelo += faces
    for col in ps.colonies:
        happy = all_cards[col].permanent.get("happy", 0)
        total += happy + basilica if happy > 0 else happy
    return total, michelangelo, joan


def happiness(g: GameState, ps: PlayerState) -> int:
    return max(0, min(8, happy_faces(g, ps)[0]))


def science_rating(g: GameState, ps: PlayerState, flats: list[Card] | None = None) -> int:
    """(``flats``: ``flat_cards(g, ps)``, when the caller has it.)"""
    science = 0
    sid = leader_ability(ps, "lab_science_modifier") or 0
    assert isinstance(sid, int)
    for c, n in worker_cards(ps, ("lab", "library")):
        per = c.per_worker.get("science", 0)
        if c.kind == "lab":
            per = max(0, per + sid)
        science += per * n
    for c in flat_cards(g, ps) if flats is None else flats:
        science += c.flat.get("science", 0)
    if leader_ability(ps, "best_lab_or_library_science_per_level"):
        best = [c.level for c, _ in worker_cards(ps, ("lab", "library"))]
        science += max(best, default=0)
    return max(0, science)


def culture_rating(g: GameState, ps: PlayerState, flats: list[Card] | None = None) -> int:
    all_cards = cards()
    culture = 0
    workers = worker_cards(ps, ("temple", "library", "theater", "lab"))
    for c, n in workers:
        culture += c.per_worker.get("culture", 0) * n
    for c in flat_cards(g, ps) if flats is None else flats:
        culture += c.flat.get("culture", 0)
    culture += 2 * sum(1 for w in ps.wonders if w.ruined)
    culture += _leader_culture(g, ps, workers)
    for pact in g.pacts:
        if ps.player in pact.parties():
            side = all_cards[pact.card].sides[pact.side_of(ps.player)]
            culture += side.get("culture", 0)
            per_wonder = side.get("culture_per_partner_wonder", 0)
            if per_wonder:
                culture += per_wonder * len(g.ps(_partner(pact, ps.player)).wonders)
    return max(0, culture)


def _leader_culture(g: GameState, ps: PlayerState, workers: list[tuple[Card, int]]) -> int:
    if ps.leader is None:
        return 0
    ab = cards()[ps.leader].abilities
    culture = 0
    if "culture_per_happy_on_temples_theaters_wonders" in ab:
        culture += ab["culture_per_happy_on_temples_theaters_wonders"] * happy_faces(g, ps)[1]
    theaters = [(c, n) for c, n in workers if c.kind == "theater"]
    if "culture_per_theater" in ab:
        culture += ab["culture_per_theater"] * sum(n for _, n in theaters)
    if "culture_per_library_theater_pair" in ab:
        libraries = sum(n for c, n in workers if c.kind == "library")
        culture += ab["culture_per_library_theater_pair"] * min(libraries, sum(n for _, n in theaters))
    if "best_theater_culture_doubled" in ab and theaters:
        culture += max(c.per_worker.get("culture", 0) for c, _ in theaters)
    if "lab_culture_per_level" in ab:
        culture += sum(c.level * n for c, n in workers if c.kind == "lab")
    if "colony_culture" in ab and ps.colonies:
        culture += ab["colony_culture"]["first"] + ab["colony_culture"]["further"] * (len(ps.colonies) - 1)
    return culture


def strength_rating(g: GameState, ps: PlayerState, flats: list[Card] | None = None) -> int:
    all_cards = cards()
    strength = 0
    units = []
    for cid, n in ps.workers.items():  # one pass for the units and the arenas
        c = all_cards[cid]
        if n and (c.kind in UNITS or c.kind == "arena"):
            strength += c.per_worker.get("strength", 0) * n
            if c.kind in UNITS:
                units.append((c, n))
    for c in flat_cards(g, ps) if flats is None else flats:
        strength += c.flat.get("strength", 0)
    for col in ps.colonies:
        strength += all_cards[col].permanent.get("strength", 0)
    for pact in g.pacts:
        if ps.player in pact.parties():
            strength += all_cards[pact.card].sides[pact.side_of(ps.player)].get("strength", 0)
    strength += _unit_bonuses(ps, units)
    if (
        ps.leader is not None
        and "strength_per_happy_on_temples_and_government" in all_cards[ps.leader].abilities
    ):
        strength += (
            all_cards[ps.leader].abilities["strength_per_happy_on_temples_and_government"]
            * happy_faces(g, ps)[2]
        )
    if ps.tactic is not None:
        counts = unit_counts((c, n) for c, n in units)
        strength += armies_strength(
            g, all_cards[ps.tactic], counts, bool(leader_ability(ps, "infantry_as_cavalry"))
        )
    return max(0, strength)


def _unit_bonuses(ps: PlayerState, units: list[tuple[Card, int]]) -> int:
    bonus = 0
    per_unit = leader_ability(ps, "strength_per_unit")
    if isinstance(per_unit, int):
        bonus += per_unit * sum(n for _, n in units)
    per_type = leader_ability(ps, "strength_per_unit_type")
    if isinstance(per_type, int):
        bonus += per_type * len({c.kind for c, _ in units})
    wall_inf = wonder_ability(ps, "strength_per_infantry")
    if isinstance(wall_inf, int):
        bonus += wall_inf * sum(n for c, n in units if c.kind == "infantry")
        wall_art = wonder_ability(ps, "strength_per_artillery")
        assert isinstance(wall_art, int)
        bonus += wall_art * sum(n for c, n in units if c.kind == "artillery")
    return bonus


def action_totals(g: GameState, ps: PlayerState, flats: list[Card] | None = None) -> tuple[int, int]:
    """(civil, military) action totals: the symbols on the cards in play (10.6)."""
    all_cards = cards()
    gov = all_cards[ps.government]
    civil, military = gov.civil_actions, gov.military_actions
    for c in flat_cards(g, ps) if flats is None else flats:
        civil += c.flat.get("civil_actions", 0)
        military += c.flat.get("military_actions", 0)
    for pact in g.pacts:
        if ps.player in pact.parties():
            military += all_cards[pact.card].sides[pact.side_of(ps.player)].get("military_actions", 0)
    return civil, military


def colonization_modifier(g: GameState, ps: PlayerState, flats: list[Card] | None = None) -> int:
    return sum(c.flat.get("colonization", 0) for c in (flat_cards(g, ps) if flats is None else flats))


def hand_limits(
    g: GameState, ps: PlayerState, flats: list[Card] | None = None, totals: tuple[int, int] | None = None
) -> tuple[int, int]:
    """(civil, military) hand limits (``totals``: ``action_totals(g, ps)``, when known)."""
    civil, military = action_totals(g, ps, flats) if totals is None else totals
    extra_civil = extra_military = 0
    for c in flat_cards(g, ps) if flats is None else flats:
        extra_civil += c.flat.get("civil_hand_limit", 0)
        extra_military += c.flat.get("military_hand_limit", 0)
    return civil + extra_civil, military + extra_military


def stats(g: GameState, p: str) -> Stats:
    """The player's statistics, kept per civilization once found (``_STATS``): the computer
    players read the stats of every position they try, most of them with the cards in play of
    a position tried before (a card taken, a population increased). It only reads: the state is
    read from ``player_states``, so a copy of the game keeps sharing it (``GameState.ps``)."""
    ps = g.player_states[p]
    key = _stats_key(g, ps)
    found = _STATS.get(key)
    if found is None:
        found = _STATS.keep(key, _figures(g, ps))
    return Stats(*found)


# Statistics kept at most (a few hundred bytes each), the oldest forgotten first. Each is kept
# as two flat tuples (its key and its figures), not as ``Stats`` and nested tuples, and they are
# never all dropped at once: thousands of objects kept or refilled made the garbage collector
# run often enough to promote the positions being tried, then run full collections of tens of
# milliseconds in the middle of a decision.
STATS_KEPT = 4096
_STATS: Kept[tuple[object, ...], tuple[int, ...]] = Kept(STATS_KEPT)


def _stats_key(g: GameState, ps: PlayerState) -> tuple[object, ...]:
    """Everything ``_figures`` reads of the game: the cards in play with their workers, the
    wonders as they lie, the tactic, the fortifications option, and of each pact binding the
    player its card, his side and how many wonders his partner has. One flat tuple of strings
    and numbers (each group after its size): the garbage collector counts every tuple kept."""
    me, workers = ps.player, ps.workers
    # (Each list made only when there is something to list: a comprehension is a call, and
    # most positions have no wonder or no pact.)
    wonders = (
        [w.card if not (w.ruined or w.homer) else f"{w.card}:{w.ruined}:{w.homer}" for w in ps.wonders]
        if ps.wonders
        else ()
    )
    pacts = (
        [
            f"{pact.card}:{pact.side_of(me)}:{len(g.player_states[_partner(pact, me)].wonders)}"
            for pact in g.pacts
            if me in pact.parties()
        ]
        if g.pacts
        else ()
    )
    return (
        g.options.fortifications,
        ps.government,
        ps.leader,
        ps.tactic,
        len(workers),
        *workers,
        *workers.values(),
        len(ps.specials),
        *ps.specials,
        len(ps.colonies),
        *ps.colonies,
        len(wonders),
        *wonders,
        *pacts,
    )


def _partner(pact: Pact, me: str) -> str:
    return pact.partner if pact.owner == me else pact.owner


def _figures(g: GameState, ps: PlayerState) -> tuple[int, ...]:
    """The fields of the player's ``Stats``, in their order."""
    # The flat cards are listed once for every figure.
    flats = flat_cards(g, ps)
    totals = action_totals(g, ps, flats)
    civil, military = totals
    civil_limit, military_limit = hand_limits(g, ps, flats, totals)
    return (
        science_rating(g, ps, flats),
        culture_rating(g, ps, flats),
        strength_rating(g, ps, flats),
        happiness(g, ps),
        civil,
        military,
        colonization_modifier(g, ps, flats),
        civil_limit,
        military_limit,
        cards()[ps.government].building_limit,
    )


def required_happiness(ps: PlayerState) -> int:
    return table(setup().happy_faces_required, ps.yellow_bank)


def discontent(g: GameState, ps: PlayerState) -> int:
    return max(0, required_happiness(ps) - happiness(g, ps))


def corruption(ps: PlayerState) -> int:
    return table(setup().corruption, ps.blue_bank)


def consumption(ps: PlayerState) -> int:
    return table(setup().consumption, ps.yellow_bank)


def population_cost(ps: PlayerState) -> int | None:
    """Food to increase population (before discounts); None with an empty yellow bank."""
    if ps.yellow_bank <= 0:
        return None
    return setup().population_cost[min(ps.yellow_bank, len(setup().population_cost) - 1)]


def workers_total(ps: PlayerState) -> int:
    return ps.pool + sum(ps.workers.values())


def level_of(card_id: str) -> int:
    return LEVEL[cards()[card_id].age]
