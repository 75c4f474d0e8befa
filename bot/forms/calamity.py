"""Forms for calamity choices (rules 11.2-11.4, 14.3) and the return of excess trade cards (10.6).

Every choice that takes more than one click is a draft kept in ``ctx.draft[kind]`` (JSON values
only), so that ``build_form(ctx)`` redraws the same step after a page turn or a restart. The
forms only present what the engine's decision offers; the engine's ``check()`` stays the judge,
and the bot refuses early (``BotError``) only what is plainly incomplete, with a clear message.
Op names all start with "z" (a namespace of their own).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import discord

from bot.components import button
from bot.forms.base import Act, Ctx, Edit, Form, Outcome, form, need, op, to_int
from bot.forms.generic import default_button
from bot.forms.part2 import who
from bot.live import BotError
from bot.text import area_name, card_name
from engine import Action, GameState, units
from engine.calamity.base import reduction_value
from engine.calamity.civil_disorder import ChooseDisorderCities
from engine.calamity.civil_war import ChooseBeneficiary, KeepFaction, PickFaction, PickStep
from engine.calamity.flood import ChooseFloodPlain
from engine.calamity.iconoclasm import IconoclasmChoice
from engine.calamity.losses import AssignLosses, LoseUnits, Pool, default_selection, flood_pool
from engine.calamity.piracy import PiracyChoice
from engine.calamity.volcano import ChooseVolcano, EarthquakeChoice
from engine.cards import is_calamity, is_commodity, set_value
from engine.content import trade_cards
from engine.geography import game_map
from engine.phases.excess_cards import ReturnCards, commodities_to_return

SUCCESS, PRIMARY = discord.ButtonStyle.success, discord.ButtonStyle.primary
NOBODY = "-"  # the "no neighbour" entry of the earthquake form (no area is called "-")


def plural(n: int, word: str) -> str:
    """ "1 city", "2 cities", "3 tokens"."""
    if n == 1:
        return f"{n} {word}"
    return f"{n} {word[:-1]}ies" if word.endswith("y") else f"{n} {word}s"


def names(areas: list[str]) -> str:
    return ", ".join(area_name(a) for a in areas) or "none"


def spots(tokens: dict[str, int], cities: list[str]) -> str:
    """Units in words: "Libya ×3, the city of Aleppo"."""
    parts = [f"{area_name(a)} ×{n}" for a, n in sorted(tokens.items()) if n]
    parts += [f"the city of {area_name(c)}" for c in cities]
    return ", ".join(parts) or "nothing"


def title(key: str) -> str:
    """A board feature's id as a name: "tigris-euphrates" -> "Tigris-Euphrates"."""
    return key.replace("_", " ").title()


def front_step(g: GameState) -> object | None:
    """The calamity step now asking (phase 12 keeps a queue of steps), to name its players."""
    queue = getattr(g.data, "queue", None)
    return queue[0] if queue else None


def draft_of(ctx: Ctx, **empty: Any) -> dict[str, Any]:
    """This decision's draft; keyed by kind so that two kinds never read each other's picks."""
    d: dict[str, Any] = ctx.draft.setdefault(ctx.decision.kind, dict(empty))
    return d


def common_buttons(ctx: Ctx, confirm_op: str, ready: bool, label: str = "Confirm") -> list[Any]:
    return [
        button(label, ctx.id(confirm_op), SUCCESS, disabled=not ready),
        button("Reset", ctx.id("rf")),
        default_button(ctx),
    ]


# -- units worth N points: lose_units (11.2 steps 4-8) and civil_war_pick (11.3 Civil War) -------


@dataclass(frozen=True)
class UnitsKind:
    kind: str
    prefix: str  # op names: prefix + one letter
    verb: str  # "lose" / "put into the first faction"
    make: Callable[[str, tuple[tuple[str, int], ...], tuple[str, ...]], Action]


LOSE = UnitsKind("lose_units", "zl", "lose", LoseUnits)
PICK = UnitsKind("civil_war_pick", "zp", "put into the first faction", PickFaction)
UNITS = {k.kind: k for k in (LOSE, PICK)}


def units_pool(o: dict[str, Any]) -> Pool:
    """The engine's pool, rebuilt from the decision options (civil_war_pick has no city_value)."""
    return Pool(
        {str(a): int(n) for a, n in o["tokens"].items()},
        tuple(o["cities"]),
        int(o.get("city_value", 5)),
        bool(o.get("city_becomes_token", False)),
        int(o.get("stock", 0)),
    )


def units_draft(ctx: Ctx) -> dict[str, Any]:
    return draft_of(ctx, tokens={}, cities=[], area="")


def chosen_points(pool: Pool, d: dict[str, Any]) -> int:
    return sum(int(n) for n in d["tokens"].values()) + pool.city_value * len(d["cities"])


def tokens_left(pool: Pool, d: dict[str, Any]) -> dict[str, int]:
    left = {a: n - int(d["tokens"].get(a, 0)) for a, n in pool.tokens.items()}
    return {a: n for a, n in left.items() if n > 0}


def rest_pool(pool: Pool, d: dict[str, Any]) -> Pool:
    """What is left to choose from; the stock is shifted so that ``feasible`` judges the whole
    choice (Epidemic: each city hit needs a token, from stock or among the tokens lost)."""
    x, y = sum(d["tokens"].values()), len(d["cities"])
    return Pool(
        tokens_left(pool, d),
        tuple(c for c in pool.cities if c not in d["cities"]),
        pool.city_value,
        pool.city_to_token,
        pool.stock + x - y,
    )


def units_intro(ctx: Ctx, spec: UnitsKind) -> list[str]:
    o = ctx.decision.options
    pool = units_pool(o)
    if spec is LOSE:
        city = (
            f"a city hit counts {pool.city_value} and becomes 1 token"
            if pool.city_to_token
            else f"a city counts {pool.city_value}"
        )
        lines = [
            f"**{card_name(str(o['calamity']))}**: choose your units to lose (a token counts 1, {city})."
        ]
    else:
        step = front_step(ctx.g)
        holder = step.holder if isinstance(step, PickStep) else ""
        whose = "your" if holder in ("", ctx.seat) else f"{who(ctx, holder)}'s"
        lines = [
            f"**Civil War**: put {whose} units into the first faction (a token counts 1, a city 5). "
            "The player in civil war then keeps one faction and the beneficiary takes over the other."
        ]
        first = o.get("already_first", {})
        if first.get("tokens") or first.get("cities"):
            lines.append(f"Already in the first faction: {spots(first['tokens'], first['cities'])}.")
    if int(o["points"]) != int(o["target"]):
        lines.append(
            f"A choice of exactly {o['target']} points is impossible with these units, so it is "
            f"{o['points']} (rules 11.2 step 6: the smallest amount above it)."
        )
    return lines


def units_form(ctx: Ctx) -> Form:
    spec = UNITS[ctx.decision.kind]
    o = ctx.decision.options
    pool, d = units_pool(o), units_draft(ctx)
    goal, have = int(o["points"]), chosen_points(pool, d)
    lines = units_intro(ctx, spec)
    lines.append(f"Chosen: {spots(d['tokens'], d['cities'])} — **{have} of {goal} points**.")
    x, y = sum(d["tokens"].values()), len(d["cities"])
    if not pool.feasible(x, y):
        lines.append(
            f"⚠️ Each city hit becomes one of your tokens and you have {pool.stock} in stock: "
            "choose more tokens or fewer cities."
        )
    if d["area"]:
        return Form("\n".join(lines), units_count_items(ctx, spec, pool, d, goal - have))
    items: list[Any] = []
    left = tokens_left(pool, d)
    if left and have < goal:
        opts = [(a, f"{area_name(a)} ({plural(n, 'token')} left)") for a, n in left.items()]
        items.append(ctx.select(spec.prefix + "t", opts, f"{spec.verb.capitalize()}: tokens from…"))
    fit = (goal - have) // pool.city_value
    open_cities = [c for c in pool.cities if c not in d["cities"]]
    if open_cities and fit > 0:
        opts = [(c, f"The city of {area_name(c)} ({pool.city_value} points)") for c in open_cities]
        items.append(ctx.select(spec.prefix + "c", opts, f"{spec.verb.capitalize()}: cities…", 1, fit))
    chosen = [(f"t={a}", f"One token in {area_name(a)}") for a in sorted(d["tokens"])]
    chosen += [(f"c={c}", f"The city of {area_name(c)}") for c in d["cities"]]
    if chosen:
        items.append(ctx.select(spec.prefix + "x", chosen, "Put back…"))
    items.append(
        button("Fill the rest as the default would", ctx.id(spec.prefix + "f"), disabled=have >= goal)
    )
    items += common_buttons(ctx, spec.prefix + "o", have == goal and pool.feasible(x, y))
    return Form("\n".join(lines), items)


def units_count_items(ctx: Ctx, spec: UnitsKind, pool: Pool, d: dict[str, Any], room: int) -> list[Any]:
    area = str(d["area"])
    most = min(tokens_left(pool, d).get(area, 0), room)
    opts = [(str(k), f"{plural(k, 'token')} from {area_name(area)}") for k in range(most, 0, -1)]
    return [
        ctx.select(spec.prefix + "n", opts, f"How many tokens from {area_name(area)}?"),
        button("Back", ctx.id(spec.prefix + "b")),
        default_button(ctx),
    ]


def add_tokens(pool: Pool, d: dict[str, Any], goal: int, area: str, k: int) -> None:
    left = tokens_left(pool, d).get(area, 0)
    if k < 1 or k > left:
        raise BotError(
            f"There {'is' if left == 1 else 'are'} {left} token(s) left to choose in {area_name(area)}."
        )
    if chosen_points(pool, d) + k > goal:
        raise BotError(f"That would make more than {goal} points: put something back first.")
    d["tokens"][area] = int(d["tokens"].get(area, 0)) + k


def units_token(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    pool, d = units_pool(ctx.decision.options), units_draft(ctx)
    goal = int(ctx.decision.options["points"])
    area = need(values)[0]
    room = goal - chosen_points(pool, d)
    if min(tokens_left(pool, d).get(area, 0), room) <= 1:
        add_tokens(pool, d, goal, area, 1)
    else:
        d["area"] = area  # next step: how many
    return Edit(units_form(ctx))


def units_count(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    pool, d = units_pool(ctx.decision.options), units_draft(ctx)
    area, k = str(d["area"]), to_int(need(values)[0], "The number of tokens")
    if not area:
        raise BotError("Choose the area first.")
    add_tokens(pool, d, int(ctx.decision.options["points"]), area, k)
    d["area"] = ""
    return Edit(units_form(ctx))


def units_back(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    units_draft(ctx)["area"] = ""
    return Edit(units_form(ctx))


def units_city(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    pool, d = units_pool(ctx.decision.options), units_draft(ctx)
    goal, picked = int(ctx.decision.options["points"]), need(values)
    for city in picked:
        if city not in pool.cities or city in d["cities"]:
            raise BotError(f"{area_name(city)} is not a city you can choose here.")
    if chosen_points(pool, d) + pool.city_value * len(picked) > goal:
        raise BotError(f"That would make more than {goal} points: put something back first.")
    d["cities"] += picked
    return Edit(units_form(ctx))


def units_put_back(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    d = units_draft(ctx)
    what, _, area = need(values)[0].partition("=")
    if what == "t" and d["tokens"].get(area):
        d["tokens"][area] -= 1
        if not d["tokens"][area]:
            del d["tokens"][area]
    elif what == "c" and area in d["cities"]:
        d["cities"].remove(area)
    else:
        raise BotError("That unit is not in your choice.")
    return Edit(units_form(ctx))


def units_fill(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    """Complete the draft the way the engine's default chooses (fewest cities, fullest areas)."""
    pool, d = units_pool(ctx.decision.options), units_draft(ctx)
    goal = int(ctx.decision.options["points"])
    room = goal - chosen_points(pool, d)
    rest = rest_pool(pool, d)
    if room <= 0:
        raise BotError(f"Your choice already makes {goal} points.")
    if room not in rest.sums():
        raise BotError(
            f"The {room} points still missing cannot be made exactly from the units left "
            "(cities count whole): put something back, Reset, or use the default."
        )
    extra = default_selection(rest, room)
    for area, n in extra.tokens:
        d["tokens"][area] = int(d["tokens"].get(area, 0)) + n
    d["cities"] += list(extra.cities)
    return Edit(units_form(ctx))


def units_confirm(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    spec = UNITS[ctx.decision.kind]
    pool, d = units_pool(ctx.decision.options), units_draft(ctx)
    goal, have = int(ctx.decision.options["points"]), chosen_points(pool, d)
    if have != goal:
        raise BotError(f"Choose units worth exactly {goal} points: your choice is worth {have}.")
    if not pool.feasible(sum(d["tokens"].values()), len(d["cities"])):
        raise BotError("Each city hit becomes one of your tokens: choose more tokens or fewer cities.")
    tokens = tuple(sorted((str(a), int(n)) for a, n in d["tokens"].items()))
    cities = tuple(str(c) for c in d["cities"])
    return Act(lambda g, seat: spec.make(seat, tokens, cities))


def register_units(spec: UnitsKind) -> None:
    form(spec.kind)(units_form)
    handlers = {
        "t": units_token,
        "n": units_count,
        "b": units_back,
        "c": units_city,
        "x": units_put_back,
        "f": units_fill,
        "o": units_confirm,
    }
    for letter, fn in handlers.items():
        op(spec.prefix + letter, spec.kind)(fn)


register_units(LOSE)
register_units(PICK)


# -- Civil War: keep a faction, name the beneficiary ---------------------------------------------


def beneficiary_seat(g: GameState) -> str:
    return str(getattr(front_step(g), "beneficiary", ""))


@form("civil_war_keep")
def keep_form(ctx: Ctx) -> Form:
    o = ctx.decision.options
    taker = beneficiary_seat(ctx.g)
    lines = [
        f"**Civil War**: keep one faction; "
        f"{who(ctx, taker) if taker else 'the beneficiary'} takes over the other."
    ]
    items: list[Any] = []
    for which in ("first", "second"):
        f = o[which]
        lines.append(
            f"• {which.capitalize()} faction ({f['points']} points): {spots(f['tokens'], f['cities'])}."
        )
        summary = f"{plural(len(f['cities']), 'city')}, {plural(sum(f['tokens'].values()), 'token')}"
        items.append(
            button(
                f"Keep the {which} faction ({f['points']} points: {summary})", ctx.id("zkk", which), PRIMARY
            )
        )
    items.append(default_button(ctx))
    return Form("\n".join(lines), items)


@op("zkk", "civil_war_keep")
def keep_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    which = args[0] if args else ""
    if which not in ("first", "second"):
        raise BotError("Keep the first or the second faction.")
    return Act(lambda g, seat: KeepFaction(seat, which))


@form("civil_war_beneficiary")
def beneficiary_form(ctx: Ctx) -> Form:
    o = ctx.decision.options
    g = ctx.g
    lines = [
        "**Civil War**: name the player who takes over the faction you do not keep "
        "(he needs tokens and cities in stock to do it; what nobody can supply is lost)."
    ]
    if o.get("forced_to_players_without_tokens"):
        lines.append("Only players with no tokens on the board may be named (rules option).")
    opts = [
        (
            p,
            f"{who(ctx, p)} — {g.ps(p).stock} tokens and {units.cities_in_stock(g, p)} cities in stock",
        )
        for p in o["players"]
    ]
    return Form("\n".join(lines), [ctx.select("zwb", opts, "The beneficiary"), default_button(ctx)])


@op("zwb", "civil_war_beneficiary")
def beneficiary_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = need(values)[0]
    if chosen not in ctx.decision.options["players"]:
        raise BotError("That player cannot be the beneficiary.")
    return Act(lambda g, seat: ChooseBeneficiary(seat, chosen))


# -- the holder's share-out (Famine, Epidemic, Flood) ----------------------------------------------


def assign_draft(ctx: Ctx) -> dict[str, Any]:
    return draft_of(ctx, amounts={}, player="")


def assign_room(o: dict[str, Any], d: dict[str, Any], player: str) -> int:
    """The most ``player`` can be given: his maximum, within what the total leaves."""
    others = sum(int(n) for p, n in d["amounts"].items() if p != player)
    return max(0, min(int(o["players"][player]["max"]), int(o["total"]) - others))


@form("assign_losses")
def assign_form(ctx: Ctx) -> Form:
    o, d = ctx.decision.options, assign_draft(ctx)
    total = sum(int(n) for n in d["amounts"].values())
    lines = [ctx.decision.prompt]
    for p, info in o["players"].items():
        floor = " — protected by the calamity floor: loses nothing" if info["protected"] else ""
        lines.append(
            f"• {who(ctx, p)}: **{d['amounts'].get(p, 0)}** (at most {info['max']}; "
            f"{info['points']} points exposed){floor}"
        )
    rule = "exactly" if o["exact_total"] else "at most"
    lines.append(f"Assigned: **{total}** of {rule} {o['total']} points.")
    items: list[Any] = []
    if d["player"]:
        p = str(d["player"])
        opts = [
            (str(n), f"{who(ctx, p)} loses {n}" if n else f"{who(ctx, p)} loses nothing")
            for n in range(assign_room(o, d, p), -1, -1)
        ]
        items += [
            ctx.select("zap", opts, f"Points for {who(ctx, p)}"),
            button("Back", ctx.id("zab")),
            default_button(ctx),
        ]
        return Form("\n".join(lines), items)
    opts = [(p, f"{who(ctx, p)} (at most {info['max']})") for p, info in o["players"].items()]
    items.append(ctx.select("zaw", opts, "Give points to…"))
    ready = total == int(o["total"]) if o["exact_total"] else total <= int(o["total"])
    items += common_buttons(ctx, "zao", ready, "Confirm" if total else "Confirm: nobody else loses")
    return Form("\n".join(lines), items)


@op("zaw", "assign_losses")
def assign_who(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    p = need(values)[0]
    if p not in ctx.decision.options["players"]:
        raise BotError("That player cannot be named for this calamity.")
    assign_draft(ctx)["player"] = p
    return Edit(assign_form(ctx))


@op("zap", "assign_losses")
def assign_points(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    o, d = ctx.decision.options, assign_draft(ctx)
    p, n = str(d["player"]), to_int(need(values)[0], "The points")
    if not p:
        raise BotError("Choose the player first.")
    if not 0 <= n <= assign_room(o, d, p):
        raise BotError(f"{who(ctx, p)} can be given at most {assign_room(o, d, p)} points now.")
    if n:
        d["amounts"][p] = n
    else:
        d["amounts"].pop(p, None)
    d["player"] = ""
    return Edit(assign_form(ctx))


@op("zab", "assign_losses")
def assign_back(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    assign_draft(ctx)["player"] = ""
    return Edit(assign_form(ctx))


@op("zao", "assign_losses")
def assign_confirm(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    o, d = ctx.decision.options, assign_draft(ctx)
    total = sum(int(n) for n in d["amounts"].values())
    if o["exact_total"] and total != int(o["total"]):
        raise BotError(f"Divide exactly {o['total']} points: you assigned {total}.")
    if total > int(o["total"]):
        raise BotError(f"You may assign at most {o['total']} points: you assigned {total}.")
    amounts = tuple(sorted((str(p), int(n)) for p, n in d["amounts"].items()))
    return Act(lambda g, seat: AssignLosses(seat, amounts))


# -- Earthquake (11.3 Volcanic Eruption / Earthquake, A37) ---------------------------------------


def earthquake_label(city: str, near: list[str]) -> str:
    if not near:
        return f"{area_name(city)} (no other player's city next to it)"
    return f"{area_name(city)} (other players' cities next to it: {names(near)})"[:100]


@form("earthquake")
def earthquake_form(ctx: Ctx) -> Form:
    o = ctx.decision.options
    d = draft_of(ctx, city="")
    verb = str(o["effect"])
    if not d["city"]:
        opts = [(c, earthquake_label(c, o["neighbours"].get(c, []))) for c in o["cities"]]
        return Form(
            f"**Earthquake**: choose one of your cities to {verb}. Then you may name one city of another "
            "player next to it (by land or across water), which suffers the same.",
            [ctx.select("zec", opts, f"Your city to {verb}"), default_button(ctx)],
        )
    city = str(d["city"])
    opts = [(NOBODY, f"Nobody: only {area_name(city)}")]
    opts += [(a, f"{area_name(a)} ({who(ctx, ctx.g.cities.get(a))})") for a in o["neighbours"].get(city, [])]
    return Form(
        f"**Earthquake**: you {verb} your city of {area_name(city)}. Name a neighbouring city of "
        f"another player to {verb} as well, or nobody.",
        [ctx.select("zen", opts, "Neighbouring city"), button("Back", ctx.id("zeb")), default_button(ctx)],
    )


@op("zec", "earthquake")
def earthquake_city(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    city = need(values)[0]
    if city not in ctx.decision.options["cities"]:
        raise BotError(f"{area_name(city)} is not one of your cities.")
    draft_of(ctx, city="")["city"] = city
    return Edit(earthquake_form(ctx))


@op("zen", "earthquake")
def earthquake_neighbour(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    city = str(draft_of(ctx, city="")["city"])
    if not city:
        raise BotError("Choose your own city first.")
    pick = need(values)[0]
    near = ctx.decision.options["neighbours"].get(city, [])
    if pick != NOBODY and pick not in near:
        raise BotError(f"{area_name(pick)} is not another player's city next to {area_name(city)}.")
    neighbour = "" if pick == NOBODY else pick
    return Act(lambda g, seat: EarthquakeChoice(seat, city, neighbour))


@op("zeb", "earthquake")
def earthquake_back(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    draft_of(ctx, city="")["city"] = ""
    return Edit(earthquake_form(ctx))


# -- Iconoclasm and Heresy (11.3, A40) -------------------------------------------------------------


def icon_draft(ctx: Ctx) -> dict[str, Any]:
    return draft_of(ctx, own=[], others=[])


def icon_open_targets(ctx: Ctx, d: dict[str, Any]) -> list[str]:
    """Targets still allowed: not chosen, and their owner below his limit (Law: 1)."""
    o, g = ctx.decision.options, ctx.g
    per_owner = Counter(g.cities.get(a) for a in d["others"])
    limits: dict[str, int] = o["victim_limits"]
    return [
        a
        for a in o["targets"]
        if a not in d["others"] and per_owner[g.cities.get(a)] < int(limits.get(str(g.cities.get(a)), 0))
    ]


@form("iconoclasm")
def iconoclasm_form(ctx: Ctx) -> Form:
    o, d, g = ctx.decision.options, icon_draft(ctx), ctx.g
    n = int(o["count"])
    lines = [
        f"**Iconoclasm and Heresy**: choose {plural(n, 'city')} of yours to reduce, and up to "
        f"{o['others_max']} cities of other players to reduce as well (a Law holder loses at most one, "
        "a Philosophy holder none).",
        f"Yours: {names(d['own'])} ({len(d['own'])} of {n}). Others: {names(d['others'])}.",
    ]
    items: list[Any] = []
    if n:
        opts = [(c, f"{area_name(c)} (gives back {reduction_value(g, c)} tokens)") for c in o["cities"]]
        items.append(ctx.select("zio", opts, f"Your {plural(n, 'city')} to reduce", n, n))
    targets = icon_open_targets(ctx, d)
    if targets and len(d["others"]) < int(o["others_max"]):
        limits = o["victim_limits"]
        opts = [
            (
                a,
                f"{area_name(a)} ({who(ctx, g.cities.get(a))}"
                + (", Law: at most one" if limits.get(str(g.cities.get(a))) == 1 else "")
                + ")",
            )
            for a in targets
        ]
        items.append(ctx.select("zit", opts, "Add a city of another player…"))
    items += common_buttons(ctx, "zik", len(d["own"]) == n)
    return Form("\n".join(lines), items)


@op("zio", "iconoclasm")
def iconoclasm_own(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    own = ctx.decision.options["cities"]
    if any(v not in own for v in values):
        raise BotError("Choose among your own cities.")
    icon_draft(ctx)["own"] = list(values)
    return Edit(iconoclasm_form(ctx))


@op("zit", "iconoclasm")
def iconoclasm_target(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    d = icon_draft(ctx)
    area = need(values)[0]
    if len(d["others"]) >= int(ctx.decision.options["others_max"]):
        raise BotError(f"You may name at most {ctx.decision.options['others_max']} cities of other players.")
    if area not in icon_open_targets(ctx, d):
        raise BotError(f"The city of {area_name(area)} cannot be added (see the limits above).")
    d["others"].append(area)
    return Edit(iconoclasm_form(ctx))


@op("zik", "iconoclasm")
def iconoclasm_confirm(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    d, n = icon_draft(ctx), int(ctx.decision.options["count"])
    if len(d["own"]) != n:
        raise BotError(f"Choose exactly {plural(n, 'city')} of yours to reduce; you chose {len(d['own'])}.")
    own, others = tuple(d["own"]), tuple(d["others"])
    return Act(lambda g, seat: IconoclasmChoice(seat, own, others))


# -- Piracy (11.3, A41) --------------------------------------------------------------------------


def ship_areas_by_water(g: GameState, seat: str) -> dict[str, list[str]]:
    """Where the player's ships are, by body of water (the keys of ``ships_per_water``)."""
    comp = game_map(g).water_component
    out: dict[str, list[str]] = {}
    for sid in units.ships_of(g, seat):
        area = g.ships[sid].area
        if area in comp:
            out.setdefault(str(comp[area]), []).append(area)
    return out


def water_name(ctx: Ctx, water: str) -> str:
    ships = ship_areas_by_water(ctx.g, ctx.seat).get(water, [])
    return f"the waters of your ships at {names(sorted(set(ships)))}"


@form("piracy")
def piracy_form(ctx: Ctx) -> Form:
    o = ctx.decision.options
    chosen: list[str] = draft_of(ctx, cities=[])["cities"]
    n = int(o["count"])
    lines = [
        f"**Piracy**: your ships raid {who(ctx, str(o['victim']))}. Choose {plural(n, 'coastal city')} "
        "of theirs to eliminate: one per ship, each on the waters of that ship."
    ]
    for water, ships in o["ships_per_water"].items():
        here = [a for a, w in o["city_water"].items() if str(w) == water]
        if here:
            lines.append(f"• On {water_name(ctx, water)} ({plural(int(ships), 'ship')}): {names(here)}")
    lines.append(f"Chosen: {names(chosen)} ({len(chosen)} of {n}).")
    opts = [(a, f"{area_name(a)} (on {water_name(ctx, str(o['city_water'][a]))})"[:100]) for a in o["cities"]]
    items = [ctx.select("zyc", opts, f"Choose {plural(n, 'city')}", n, n)]
    items += common_buttons(ctx, "zyo", len(chosen) == n)
    return Form("\n".join(lines), items)


@op("zyc", "piracy")
def piracy_cities(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    o = ctx.decision.options
    if any(v not in o["cities"] for v in values):
        raise BotError("Choose among the coastal cities your ships can reach.")
    per_water = Counter(str(o["city_water"][v]) for v in values)
    for water, k in per_water.items():
        ships = int(o["ships_per_water"].get(water, 0))
        if k > ships:
            raise BotError(
                f"Only {plural(ships, 'ship')} can reach {water_name(ctx, water)}: one city per ship."
            )
    draft_of(ctx, cities=[])["cities"] = list(values)
    return Edit(piracy_form(ctx))


@op("zyo", "piracy")
def piracy_confirm(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = tuple(draft_of(ctx, cities=[])["cities"])
    n = int(ctx.decision.options["count"])
    if len(chosen) != n:
        raise BotError(f"Your ships take exactly {plural(n, 'city')}; you chose {len(chosen)}.")
    return Act(lambda g, seat: PiracyChoice(seat, chosen))


# -- Civil Disorder (11.3, A20) ------------------------------------------------------------------


@form("civil_disorder")
def disorder_form(ctx: Ctx) -> Form:
    o, g = ctx.decision.options, ctx.g
    order: list[str] = draft_of(ctx, order=[])["order"]
    n = int(o["count"])
    lines = [
        f"**Civil Disorder**: you keep {o['keep']} cities; choose the {plural(n, 'city')} to reduce. "
        "The order matters: they are reduced one after the other, so once your stock runs out a "
        "city reduced later gives back fewer tokens.",
        "Reduce, in order: "
        + (", then ".join(area_name(a) for a in order) or "nothing yet")
        + f" ({len(order)} of {n}).",
    ]
    if len(order) == n:
        lines.append(f"Kept intact: {names([c for c in o['cities'] if c not in order])}.")
    items: list[Any] = []
    rest = [c for c in o["cities"] if c not in order]
    if len(order) < n:
        opts = [(c, f"{area_name(c)} (gives back {reduction_value(g, c)} tokens now)") for c in rest]
        items.append(ctx.select("zdc", opts, f"Reduce city number {len(order) + 1}…"))
    items += common_buttons(ctx, "zdo", len(order) == n)
    return Form("\n".join(lines), items)


@op("zdc", "civil_disorder")
def disorder_add(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    o = ctx.decision.options
    order: list[str] = draft_of(ctx, order=[])["order"]
    picked = need(values)
    for city in picked:
        if city not in o["cities"] or city in order or picked.count(city) > 1:
            raise BotError(f"{area_name(city)} is not one of your cities left to choose.")
    if len(order) + len(picked) > int(o["count"]):
        raise BotError(f"You reduce exactly {o['count']} cities: Reset to choose again.")
    order += picked
    return Edit(disorder_form(ctx))


@op("zdo", "civil_disorder")
def disorder_confirm(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    order = tuple(draft_of(ctx, order=[])["order"])
    n = int(ctx.decision.options["count"])
    if len(order) != n:
        raise BotError(f"Choose exactly {plural(n, 'city')} to reduce; you chose {len(order)}.")
    return Act(lambda g, seat: ChooseDisorderCities(seat, order))


# -- Flood plain and volcano: which one strikes ----------------------------------------------------


def others_points(ctx: Ctx, points: dict[str, int]) -> str:
    out = [f"{who(ctx, p)} {n}" for p, n in points.items() if p != ctx.seat and n]
    return ", ".join(out) or "nobody"


@form("flood_plain")
def flood_plain_form(ctx: Ctx) -> Form:
    plains: dict[str, list[str]] = ctx.decision.options["plains"]
    g = ctx.g
    mine = {p: flood_pool(g, ctx.seat, p).total() for p in plains}
    lines = ["**Flood**: your units on these flood plains are worth the same; choose the plain that floods."]
    for plain, areas in plains.items():
        others = others_points(ctx, {p: flood_pool(g, p, plain).total() for p in g.players})
        lines.append(
            f"• {title(plain)} ({names(areas)}): your {mine[plain]} points at stake; others there: {others}."
        )
    opts = [(p, f"{title(p)} floods (your {mine[p]} points)") for p in plains]
    return Form("\n".join(lines), [ctx.select("zfp", opts, "The plain that floods"), default_button(ctx)])


@op("zfp", "flood_plain")
def flood_plain_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    plain = need(values)[0]
    if plain not in ctx.decision.options["plains"]:
        raise BotError(f"The flood cannot strike the {title(plain)} plain.")
    return Act(lambda g, seat: ChooseFloodPlain(seat, plain))


def points_in(g: GameState, areas: list[str], player: str) -> int:
    return sum(units.tokens_in(g, a, player) + (5 if g.cities.get(a) == player else 0) for a in areas)


@form("choose_volcano")
def volcano_form(ctx: Ctx) -> Form:
    volcanoes: dict[str, dict[str, Any]] = ctx.decision.options["volcanoes"]
    g = ctx.g
    lines = [
        "**Volcanic Eruption**: you have units at several volcanoes; choose the one that erupts. "
        "Every unit in the areas it touches is lost, whoever owns it."
    ]
    for v, info in volcanoes.items():
        others = others_points(ctx, {p: points_in(g, info["areas"], p) for p in g.players})
        lines.append(
            f"• {title(v)} ({names(info['areas'])}): you lose {info['your_points']} points; others: {others}."
        )
    opts = [
        (v, f"{title(v)} erupts (you lose {info['your_points']} points)") for v, info in volcanoes.items()
    ]
    return Form("\n".join(lines), [ctx.select("zvv", opts, "The volcano that erupts"), default_button(ctx)])


@op("zvv", "choose_volcano")
def volcano_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    volcano = need(values)[0]
    if volcano not in ctx.decision.options["volcanoes"]:
        raise BotError(f"{title(volcano)} is not a volcano at your units.")
    return Act(lambda g, seat: ChooseVolcano(seat, volcano))


# -- return of excess trade cards (10.6, A25) --------------------------------------------------------


def card_choices(o: dict[str, Any]) -> list[tuple[str, str]]:
    """One entry per card held ("salt#1" is the second Salt), as the trade form does. Below the
    limit only tradable calamities may go back (A25), so only they are offered."""
    hand = sorted(o["hand"]) if o["must_return"] else sorted(o["calamities"])
    counts = Counter(hand)
    out = []
    for card, n in sorted(counts.items()):
        what = "calamity" if is_calamity(card) else f"face value {trade_cards().commodities[card].value}"
        for k in range(n):
            copy = f" {k + 1}/{n}" if n > 1 else ""
            out.append((f"{card}#{k}", f"{card_name(card)}{copy} ({what})"))
    return out


def cards_of(values: list[str]) -> list[str]:
    return [v.partition("#")[0] for v in values]


def return_state(o: dict[str, Any], chosen: list[str]) -> tuple[int, int]:
    """(commodities the choice must hold, commodities it holds)."""
    cards = cards_of(chosen)
    cals = sum(1 for c in cards if is_calamity(c))
    return commodities_to_return(len(o["hand"]), cals), sum(1 for c in cards if is_commodity(c))


@form("return_cards")
def return_form(ctx: Ctx) -> Form:
    o = ctx.decision.options
    chosen: list[str] = draft_of(ctx, cards=[])["cards"]
    hand: list[str] = list(o["hand"])
    kept = list(hand)
    for c in cards_of(chosen):
        kept.remove(c)
    required, given = return_state(o, chosen)
    lines = [ctx.decision.prompt]
    lines.append(
        f"Returning: {', '.join(card_name(c) for c in cards_of(chosen)) or 'nothing'}. "
        f"Set value of your hand: {set_value(hand)} now, {set_value(kept)} after."
    )
    if given < required:
        lines.append(f"Choose {plural(required - given, 'more commodity card')}.")
    elif given > required:
        lines.append(f"That is {plural(given - required, 'commodity card')} too many (A25).")
    items: list[Any] = []
    choices = card_choices(o)
    if len(choices) > 25:  # paged: one card at a time, accumulated in the draft
        rest = [(v, label) for v, label in choices if v not in chosen]
        if rest:
            items.append(ctx.select("zrc", rest, "Add a card to return…"))
    elif choices:
        items.append(ctx.select("zrc", choices, "The cards to return", 0, len(choices)))
    label = "Return these cards" if chosen else "Keep all my cards"
    items += common_buttons(ctx, "zro", given == required, label)
    return Form("\n".join(lines), items)


@op("zrc", "return_cards")
def return_pick(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    o = ctx.decision.options
    d = draft_of(ctx, cards=[])
    allowed = {v for v, _ in card_choices(o)}
    if any(v not in allowed for v in values):
        raise BotError("Choose among the cards offered.")
    if len(allowed) > 25:
        d["cards"] += [v for v in values if v not in d["cards"]]
    else:
        d["cards"] = list(values)
    return Edit(return_form(ctx))


@op("zro", "return_cards")
def return_confirm(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    o = ctx.decision.options
    chosen = list(draft_of(ctx, cards=[])["cards"])
    required, given = return_state(o, chosen)
    if given != required:
        raise BotError(
            f"Return exactly {plural(required, 'commodity card')} (each calamity returned counts toward "
            f"the limit); your choice has {given}."
        )
    cards = tuple(sorted(cards_of(chosen)))
    return Act(lambda g, seat: ReturnCards(seat, cards))
