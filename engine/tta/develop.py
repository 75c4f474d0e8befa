"""Cards from the row into the hand and into play (rules 7.3, 7.4, 7.9-7.12, 7.17, 7.18):
take a card or a wonder, play a leader, build wonder stages, develop a technology, declare a
revolution, play or copy a tactic. ``check_`` functions refuse with a reason and change
nothing; ``do_`` functions perform. Civil or military action costs are paid by the caller
except for revolutions, whose price is all actions (7.1)."""

from __future__ import annotations

from engine.core.errors import IllegalAction, NotEnough, OverLimit
from engine.core.events import Event, public
from engine.tta.actions_and_points import (
    civil_available,
    military_available,
    replacing,
    score_culture,
    score_science,
    spend_civil,
    spend_military,
    sync_actions,
    take_back_civil,
)
from engine.tta.build import check_payment, do_payment
from engine.tta.cards import UNITS, Card, cards
from engine.tta.leaving import leader_leaves, token_symbols
from engine.tta.naming import Printed, by_name, cards_listed, listed
from engine.tta.row import row_cost
from engine.tta.scoring import wonder_completion_culture
from engine.tta.state import GameState, PlayerState, Wonder
from engine.tta.stats import hand_limits, leader_ability, worker_cards
from engine.tta.tokens import RESOURCES, gain, gain_blue_from_box
from i18n.catalog import N_, Said, l_, ln_


def _hand_card(ps: PlayerState, cid: str, types: tuple[str, ...], what: str) -> Card:
    """``cid``, a card of ``types`` in the hand; ``what`` names the types (marked ``N_``)."""
    c = cards().get(cid)
    if cid not in ps.civil_hand or c is None or c.type not in types:
        have = by_name(h for h in ps.civil_hand if cards()[h].type in types)
        raise IllegalAction(
            l_(
                "You hold no {what} {card}; you hold: {cards}.",
                what=Said(what),
                card=Printed(cid),
                cards=cards_listed(have),
            )
        )
    return c


def technologies_in_play(ps: PlayerState) -> list[str]:
    return [*ps.workers, *ps.specials, ps.government]


# -- taking cards --------------------------------------------------------------------------


def completed_wonders(ps: PlayerState) -> int:
    return len(ps.wonders)


def take_cost(g: GameState, ps: PlayerState, slot: int) -> int:
    c = cards()[g.row[slot] or ""]
    cost = row_cost(slot)
    if c.type == "wonder":
        if not leader_ability(ps, "no_wonder_surcharge"):
            cost += completed_wonders(ps)
        if "leader_replaced" in ps.used:
            cost -= c.row_ability.get("take_discount_after_leader_replaced", 0)
    elif c.type == "leader":
        discount = leader_ability(ps, "leader_take_discount")
        cost -= discount if isinstance(discount, int) else 0
    return max(0, cost)


def civil_hand_full(ps: PlayerState, limit: int) -> bool:
    """Whether the civil hand is at its limit: only a wonder may be taken then."""
    return len(ps.civil_hand) >= limit


def names_held(ps: PlayerState) -> set[str]:
    """The names of the cards in the civil hand and of the technologies in play."""
    return {cards()[x].name for x in [*ps.civil_hand, *technologies_in_play(ps)]}


def check_take(
    g: GameState, ps: PlayerState, slot: int, limit: int | None = None, held: set[str] | None = None
) -> tuple[Card, int]:
    """The card in row space ``slot`` (0-based) may be taken; returns it and its civil cost.
    ``limit``: the civil hand limit, ``held``: ``names_held(ps)``, when the caller has them
    already (a list tries every space of the row)."""
    if not 0 <= slot < len(g.row) or g.row[slot] is None:
        full = [i + 1 for i, c in enumerate(g.row) if c is not None]
        raise IllegalAction(
            l_("Row space {n} holds no card; cards lie in spaces {full}.", n=slot + 1, full=listed(full))
        )
    c = cards()[g.row[slot] or ""]
    if c.type == "wonder":
        if ps.wonder_building is not None:
            raise IllegalAction(
                l_(
                    "You are still building {card}: finish it before taking another wonder.",
                    card=Printed(ps.wonder_building),
                )
            )
    else:
        limit = hand_limits(g, ps)[0] if limit is None else limit
        if civil_hand_full(ps, limit):
            raise OverLimit(
                l_(
                    "Your hand holds {n} civil cards, your limit is {limit}.",
                    n=len(ps.civil_hand),
                    limit=limit,
                )
            )
        if c.type == "technology" and c.name in (names_held(ps) if held is None else held):
            raise IllegalAction(l_("You already have {card} in your hand or in play.", card=Printed(c.id)))
        if c.type == "leader" and c.age in ps.leader_ages:
            raise IllegalAction(
                l_("You have already taken a leader of Age {age}; only one leader per age.", age=c.age)
            )
    return c, take_cost(g, ps, slot)


def do_take(g: GameState, ps: PlayerState, slot: int) -> list[Event]:
    cid = g.row[slot]
    assert cid is not None
    c = cards()[cid]
    g.row[slot] = None
    if c.type == "wonder":
        ps.wonder_building, ps.wonder_stages = cid, 0
    else:
        ps.civil_hand.append(cid)
        if c.type == "action":
            ps.taken_this_turn.append(cid)
        if c.type == "leader":
            ps.leader_ages.append(c.age)
    events = [public("tta_card_taken", player=ps.player, card=cid, slot=slot + 1)]
    aristotle = leader_ability(ps, "science_per_technology_taken")
    if c.type == "technology" and isinstance(aristotle, int):
        events.append(public("tta_science_scored", player=ps.player, science=score_science(ps, aristotle)))
    return events


# -- leaders -------------------------------------------------------------------------------


def check_leader(g: GameState, ps: PlayerState, cid: str, homer_wonder: str = "") -> Card:
    c = _hand_card(ps, cid, ("leader",), N_("leader"))
    if homer_wonder:
        if ps.leader is None or not cards()[ps.leader].abilities.get("tuck_under_wonder"):
            raise IllegalAction(l_("Only Homer, when he is replaced, can be slid under a wonder."))
        if homer_wonder not in [w.card for w in ps.wonders]:
            done = [w.card for w in ps.wonders]
            raise IllegalAction(
                l_("Homer goes under one of your completed wonders: {cards}.", cards=cards_listed(done))
                if done
                else l_("Homer goes under one of your completed wonders: you have none.")
            )
    return c


def do_leader(
    g: GameState, ps: PlayerState, cid: str, homer_wonder: str = "", refund: bool = True
) -> list[Event]:
    """Put the leader into play, replacing the old one (7.9); the action tokens are recounted
    once, for the replacement as a whole (10.6). ``refund``: the play cost an action, so a
    replacement takes one back (ruling C3); Homer under a wonder forgoes it."""
    events: list[Event] = []
    ps.civil_hand.remove(cid)
    replaced = ps.leader is not None
    with replacing(g, ps):
        if ps.leader is not None:
            if homer_wonder:
                wonder = next(w for w in ps.wonders if w.card == homer_wonder)
                wonder.homer = True
                events.append(public("tta_homer_tucked", player=ps.player, wonder=homer_wonder))
                ps.leader = None
            else:
                events += leader_leaves(g, ps.player, "replaced")
            ps.used.append("leader_replaced")
        ps.leader = cid
    if replaced and refund and not homer_wonder:
        take_back_civil(ps)
    return [public("tta_leader_played", player=ps.player, card=cid), *events]


# -- wonders -------------------------------------------------------------------------------


def stages_per_action(ps: PlayerState) -> int:
    return max([1, *(cards()[s].wonder_stages_per_action for s in ps.specials)])


def stage_price(ps: PlayerState, count: int, discount: int = 0) -> int:
    assert ps.wonder_building is not None
    stages = cards()[ps.wonder_building].stages
    return max(0, sum(stages[ps.wonder_stages : ps.wonder_stages + count]) - discount)


def check_stages(g: GameState, ps: PlayerState, count: int, discount: int = 0, most: int = 0) -> int:
    if ps.wonder_building is None:
        raise IllegalAction(l_("You have no unfinished wonder: take one from the card row first."))
    left = len(cards()[ps.wonder_building].stages) - ps.wonder_stages
    most = most or stages_per_action(ps)
    if not 1 <= count <= min(most, left):
        raise IllegalAction(
            l_(
                "You may build 1 to {most} stages of {card} now, not {count}.",
                most=min(most, left),
                card=Printed(ps.wonder_building),
                count=count,
            )
        )
    price = stage_price(ps, count, discount)
    wonder = ps.wonder_building
    check_payment(
        g,
        ps,
        RESOURCES,
        price,
        ln_("{n} stage of {card}", "{n} stages of {card}", count, card=Printed(wonder or "")),
    )
    return price


def do_stages(g: GameState, ps: PlayerState, count: int, price: int) -> list[Event]:
    do_payment(g, ps, RESOURCES, price)
    for _stage in range(count):
        if ps.blue_bank > 0:
            ps.blue_bank -= 1
            ps.wonder_tokens += 1
        elif ps.blue:  # ruling C8: a token from the technology whose tokens are worth least
            cheapest = min(ps.blue, key=lambda c: (cards()[c].token_value or cards()[c].level, c))
            ps.blue[cheapest] -= 1
            if not ps.blue[cheapest]:
                del ps.blue[cheapest]
            ps.wonder_tokens += 1
        ps.wonder_stages += 1
    wonder = ps.wonder_building
    assert wonder is not None
    events = [public("tta_wonder_stage", player=ps.player, card=wonder, stages=ps.wonder_stages)]
    if ps.wonder_stages == len(cards()[wonder].stages):
        events += complete_wonder(g, ps)
    return events


def complete_wonder(g: GameState, ps: PlayerState) -> list[Event]:
    wonder = ps.wonder_building
    assert wonder is not None
    ps.blue_bank += ps.wonder_tokens
    ps.wonder_building, ps.wonder_stages, ps.wonder_tokens = None, 0, 0
    ps.wonders.append(Wonder(wonder))
    c = cards()[wonder]
    if c.blue_tokens:
        gain_blue_from_box(ps, c.blue_tokens)
    events = [public("tta_wonder_completed", player=ps.player, card=wonder)]
    if c.on_completion:
        culture = score_culture(ps, wonder_completion_culture(g, ps, c))
        events.append(public("tta_culture_scored", player=ps.player, culture=culture, card=wonder))
    sync_actions(g, ps)
    return events


# -- technologies --------------------------------------------------------------------------


def science_price(g: GameState, ps: PlayerState, c: Card, revolution: bool, discount: int = 0) -> int:
    cost = (c.revolution_cost if revolution else c.science_cost) or 0
    bach = leader_ability(ps, "theater_science_discount")
    if c.kind == "theater" and isinstance(bach, int):
        cost -= bach
    shakespeare = leader_ability(ps, "library_theater_discount")
    partner = {"theater": "library", "library": "theater"}.get(c.kind)
    if isinstance(shakespeare, dict) and partner and worker_cards(ps, (partner,)):
        cost -= shakespeare["science"]
    if cooperation_partner(g, ps) is not None:
        cost -= 2
    return max(0, cost - discount)


def cooperation_partner(g: GameState, ps: PlayerState) -> str | None:
    """Scientific Cooperation: developing costs 2 science less and the partner pays 1 (ruling:
    only while the partner has a science point to pay)."""
    for pact in g.pacts:
        if ps.player in pact.parties() and cards()[pact.card].sides["A"].get("partner_pays_science"):
            other = pact.partner if pact.owner == ps.player else pact.owner
            if g.ps(other).science >= 1:
                return other
    return None


def science_help(ps: PlayerState, c: Card) -> int:
    return ps.military_science if c.kind in UNITS else 0


def check_develop(g: GameState, ps: PlayerState, cid: str, discount: int = 0) -> int:
    c = _hand_card(ps, cid, ("technology",), N_("technology"))
    price = science_price(g, ps, c, False, discount)
    if ps.science + science_help(ps, c) < price:
        raise NotEnough(
            l_(
                "Developing {card} costs {price} science; you have {have}.",
                card=Printed(c.id),
                price=price,
                have=ps.science + science_help(ps, c),
            )
        )
    return price


def _pay_science(g: GameState, ps: PlayerState, c: Card, price: int) -> None:
    partner = cooperation_partner(g, ps)
    if partner is not None:
        score_science(g.ps(partner), -1)
    helped = min(price, science_help(ps, c))
    ps.military_science -= helped
    ps.science -= price - helped


def do_develop(g: GameState, ps: PlayerState, cid: str, price: int) -> list[Event]:
    c = cards()[cid]
    _pay_science(g, ps, c, price)
    ps.civil_hand.remove(cid)
    events = [public("tta_technology_developed", player=ps.player, card=cid)]
    with replacing(g, ps):
        events += _into_play(g, ps, c)
    return events + technology_triggers(g, ps)


def _into_play(g: GameState, ps: PlayerState, c: Card) -> list[Event]:
    """A developed technology enters play; call it inside ``replacing``: it may replace the
    government or a special technology."""
    if c.kind == "government":
        if ps.government != "despotism":
            g.removed.append(ps.government)
        ps.government = c.id
        return []
    if not c.is_special:
        ps.workers[c.id] = 0
        return []
    return special_into_area(g, ps, c)


def special_into_area(g: GameState, ps: PlayerState, c: Card) -> list[Event]:
    """A special technology enters ``ps``'s area, developed (7.11) or stolen (5.3): of two of a
    type he keeps the higher, and the other leaves the game. A replacement's blue token
    symbols count once, as the difference (10.6, 10.7): removing first could return tokens
    stored on farms and mines that the new card then gives back to the bank. Call it inside
    ``replacing`` (the action totals)."""
    same = [s for s in ps.specials if cards()[s].kind == c.kind]
    old = cards()[same[0]] if same else None
    if old is not None and old.level >= c.level:
        g.removed.append(c.id)  # the lower card is the new one: it is discarded (7.11)
        return [public("tta_technology_discarded", player=ps.player, card=c.id, kept=old.id)]
    if old is not None:
        ps.specials.remove(old.id)
        g.removed.append(old.id)
    ps.specials.append(c.id)
    token_symbols(ps, c.blue_tokens - (old.blue_tokens if old else 0), 0)
    return []


def technology_triggers(g: GameState, ps: PlayerState) -> list[Event]:
    """Leonardo, Newton, Einstein: effects of developing a technology (a revolution too)."""
    if ps.leader is None:
        return []
    ab = cards()[ps.leader].abilities
    events: list[Event] = []
    if "resources_per_technology_developed" in ab:
        got = gain(ps, RESOURCES, ab["resources_per_technology_developed"])
        events.append(public("tta_resources_gained", player=ps.player, resources=got, card=ps.leader))
    if "civil_action_back_per_technology_developed" in ab:
        take_back_civil(ps, ab["civil_action_back_per_technology_developed"])
    if "culture_per_technology_developed" in ab:
        got = score_culture(ps, ab["culture_per_technology_developed"])
        events.append(public("tta_culture_scored", player=ps.player, culture=got, card=ps.leader))
    return events


def revolution_actions(ps: PlayerState) -> tuple[str, int]:
    """("civil" or "military", how many): all civil actions, or all military with Robespierre."""
    if leader_ability(ps, "revolution_with_military_actions"):
        return "military", ps.military_tokens
    return "civil", ps.civil_tokens


def check_revolution(g: GameState, ps: PlayerState, cid: str, discount: int = 0) -> int:
    c = _hand_card(ps, cid, ("technology",), N_("government"))
    if c.kind != "government":
        raise IllegalAction(
            l_("{card} is not a government: only a government can come by revolution.", card=Printed(c.id))
        )
    kind, count = revolution_actions(ps)
    have = civil_available(ps) if kind == "civil" else military_available(ps)
    if have < count:
        raise NotEnough(
            ln_(
                "A revolution costs all your {n} civil action; you have {have} left.",
                "A revolution costs all your {n} civil actions; you have {have} left.",
                count,
                have=have,
            )
            if kind == "civil"
            else ln_(
                "A revolution costs all your {n} military action; you have {have} left.",
                "A revolution costs all your {n} military actions; you have {have} left.",
                count,
                have=have,
            )
        )
    price = science_price(g, ps, c, True, discount)
    if ps.science < price:
        raise NotEnough(
            l_(
                "A revolution to {card} costs {price} science; you have {have}.",
                card=Printed(c.id),
                price=price,
                have=ps.science,
            )
        )
    return price


def do_revolution(g: GameState, ps: PlayerState, cid: str, price: int) -> list[Event]:
    kind, count = revolution_actions(ps)
    if kind == "civil":
        spend_civil(ps, count)
    else:
        spend_military(ps, count)
    c = cards()[cid]
    _pay_science(g, ps, c, price)
    ps.civil_hand.remove(cid)
    before_military = ps.military_tokens
    with replacing(g, ps, new_civil_spent=True):
        _into_play(g, ps, c)
    if kind == "military" and ps.military_tokens > before_military:
        spend_military(ps, ps.military_tokens - before_military)
    events = [public("tta_revolution", player=ps.player, card=cid)]
    robespierre = leader_ability(ps, "culture_per_revolution")
    if isinstance(robespierre, int):
        events.append(public("tta_culture_scored", player=ps.player, culture=score_culture(ps, robespierre)))
    return events + technology_triggers(g, ps)


# -- tactics -------------------------------------------------------------------------------


def check_play_tactic(ps: PlayerState, cid: str) -> None:
    if "tactic" in ps.used:
        raise IllegalAction(l_("You have already played or copied a tactic this turn."))
    if cid not in ps.military_hand or cards()[cid].type != "tactic":
        raise IllegalAction(l_("You hold no tactic card {card}.", card=Printed(cid)))


def do_play_tactic(g: GameState, ps: PlayerState, cid: str) -> list[Event]:
    ps.military_hand.remove(cid)
    if ps.exclusive_tactic is not None:
        # An exclusive tactic moves to the common area at its owner's next turn start, so
        # none is still exclusive here; kept for positions written by hand.
        g.common_tactics.append(ps.exclusive_tactic)
    ps.exclusive_tactic = ps.tactic = cid
    ps.used.append("tactic")
    return [public("tta_tactic_played", player=ps.player, card=cid)]


def check_copy_tactic(g: GameState, ps: PlayerState, cid: str) -> None:
    if "tactic" in ps.used:
        raise IllegalAction(l_("You have already played or copied a tactic this turn."))
    if cid not in g.common_tactics:
        common = by_name(g.common_tactics)
        raise IllegalAction(
            l_(
                "{card} is not a common tactic; common tactics: {cards}.",
                card=Printed(cid),
                cards=cards_listed(common),
            )
        )
    if ps.tactic == cid:
        raise IllegalAction(l_("That tactic is already yours (ruling C9: copying it would change nothing)."))


def do_copy_tactic(g: GameState, ps: PlayerState, cid: str) -> list[Event]:
    ps.tactic = cid
    ps.used.append("tactic")
    return [public("tta_tactic_copied", player=ps.player, card=cid)]
