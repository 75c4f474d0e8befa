"""Formatting of public information: public events and observer views only.

Nothing here ever receives a player's private view, so nothing here can leak a hand: every
channel post is made from these functions.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Any

from engine import Event
from engine.civ.content import board, civ_cards, setup, trade_cards

LIMIT = 1900


def area_name(area: str) -> str:
    a = board().areas.get(area)
    return a.name if a else area


def nation_name(nation: str) -> str:
    n = setup().nations.get(nation)
    return n.name if n else nation


def card_name(card: str) -> str:
    tc = trade_cards()
    if card in tc.commodities:
        return tc.commodities[card].name
    if card in tc.calamities:
        return tc.calamities[card].name
    cc = civ_cards().cards.get(card)
    return cc.name if cc else card


def timestamp(when: datetime | None, style: str = "R") -> str:
    return f"<t:{int(when.timestamp())}:{style}>" if when else "no deadline"


class Names:
    """Seat ids -> display names ("Babylon (@ann)") built from the public view."""

    def __init__(
        self,
        public_view: dict[str, Any] | None,
        controllers: dict[str, int],
        labels: dict[str, str] | None = None,
    ) -> None:
        self.controllers = controllers
        self.labels = labels or {}  # seats played by the AI: "AI (normal) 1"
        self.nations: dict[str, str] = {}
        for p in (public_view or {}).get("players", []):
            if p.get("nation"):
                self.nations[p["player"]] = p["nation_name"]

    def mention(self, seat: str) -> str:
        if seat in self.labels:
            return self.labels[seat]
        uid = self.controllers.get(seat, 0)
        return f"<@{uid}>" if uid else "(vacant seat)"

    def __call__(self, seat: str) -> str:
        nation = self.nations.get(seat)
        return f"{nation} ({self.mention(seat)})" if nation else self.mention(seat)

    def short(self, seat: str) -> str:
        return self.nations.get(seat) or self.mention(seat)


def _areas(areas: Iterable[str]) -> str:
    return ", ".join(area_name(a) for a in areas) or "none"


def describe_event(e: Event, n: Names) -> str | None:
    """One line for a public event, or None when it is not worth a line."""
    if e.visible_to is not None:
        raise ValueError("only public events are formatted for channels")
    d = e.data
    p = d.get("player", "")
    k = e.kind
    if k == "choosing_order":
        return "Nations are chosen in this order: " + ", ".join(n(x) for x in d["order"]) + "."
    if k == "nation_chosen":
        return f"{n.mention(p)} chose **{nation_name(d['nation'])}**, starting in {area_name(d['area'])}."
    if k == "round_started":
        return f"**Round {d['round']}** begins."
    if k == "phase_started":
        return None
    if k == "taxes_paid":
        return f"{n.short(p)} paid {d['tokens']} in taxes for {d['cities']} cities (rate {d['rate']})."
    if k == "population_grew":
        return f"{n.short(p)} grew by {d['tokens']} tokens."
    if k == "census":
        order = ", ".join(f"{n.short(x)} {d['counts'].get(x, 0)}" for x in d["order"])
        return f"Census: {order}."
    if k == "tokens_moved":
        return f"{n.short(p)} moved {d['count']} from {area_name(d['source'])} to {area_name(d['dest'])}."
    if k == "ship_sailed":
        landed = ", ".join(f"{c} in {area_name(a)}" for a, c in d.get("landed", {}).items())
        return f"{n.short(p)}'s ship {d['ship']} sailed {' → '.join(area_name(a) for a in d['path'])}" + (
            f", landing {landed}." if landed else "."
        )
    if k == "move_undone":
        return f"{n.short(p)} took back a move."
    if k == "movement_ended":
        return f"{n.short(p)} ended their movement ({d['moves']} moves)."
    if k == "movement_order":
        return "Movement order: " + (", ".join(n.short(x) for x in d["order"]) or "nobody moves") + "."
    if k == "conflict_order":
        right = "demands" if d["first"] else "declines"
        return (
            f"⚔️ {n.short(p)} {right} the right to have their other conflicts resolved first (rules 11.8); "
            f"their attacked cities are fought in this order: {_areas(d['save'])}."
        )
    if k == "cities_built":
        return f"{n.short(p)} built cities in {_areas(d['areas'])}."
    if k == "city_reduced":
        return f"{n.short(p)}'s city in {area_name(d['area'])} was reduced."
    if k == "decision_received":
        return f"{n.short(p)} has sent their orders."
    if k == "offer_made":
        to = n.short(d["to"]) if d.get("to") else "everyone"
        return (
            f"📦 Offer #{d['id']}: {n.short(d['from'])} → {to}: {d['cards']} cards, "
            f"total value {d['value']}, including {card_name(d['named'])}."
        )
    if k == "trade_made":
        a, b = d["players"]
        sizes = d.get("cards") or ["?", "?"]
        return f"🤝 {n.short(a)} and {n.short(b)} traded {sizes[0]} cards for {sizes[1]}."
    if k == "offer_closed":
        return f"Offer #{d['offer']} {d['status']}."
    if k == "offer_declined":
        return f"{n.short(p)} declined offer #{d['offer']}."
    if k == "trade_done":
        return f"{n.short(p)} is done trading."
    if k == "trade_ended":
        return f"Trade is over ({d['deals']} deals)."
    if k == "game_ended":
        return "🏁 The game has ended" + (f": {d['reason']}." if d.get("reason") else ".")
    return _generic(k, d, n)


def _generic(kind: str, data: dict[str, Any], n: Names) -> str:
    def val(v: Any) -> str:
        if isinstance(v, str):
            if v in n.controllers:
                return n.short(v)
            return area_name(v) if v in board().areas else card_name(v)
        if isinstance(v, list):
            return ", ".join(val(x) for x in v)
        if isinstance(v, dict):
            return ", ".join(f"{val(a)}: {val(b)}" for a, b in v.items())
        return str(v)

    parts = ", ".join(f"{k.replace('_', ' ')} {val(v)}" for k, v in data.items())
    return f"{kind.replace('_', ' ').capitalize()}" + (f" — {parts}" if parts else "") + "."


def describe_events(events: Iterable[Event], n: Names) -> list[str]:
    lines = []
    for e in events:
        if e.visible_to is None:
            line = describe_event(e, n)
            if line:
                lines.append(line)
    return lines


def chunks(lines: list[str], limit: int = LIMIT) -> list[str]:
    out: list[str] = []
    cur = ""
    for line in lines:
        line = line[:limit]
        if cur and len(cur) + len(line) + 1 > limit:
            out.append(cur)
            cur = ""
        cur = f"{cur}\n{line}" if cur else line
    if cur:
        out.append(cur)
    return out


def board_summary(view: dict[str, Any], n: Names, region: set[str] | None = None) -> str:
    """A text board (used when no renderer is available): who holds what, area by area."""
    lines = [f"**Round {view['round']} — {view['phase_title']}**"]
    for p in view["players"]:
        lines.append(
            f"{n(p['player'])}: {p['tokens_on_board']} tokens, {p['cities']} cities, {p['ships']} ships, "
            f"stock {p['stock']}, treasury {p['treasury']}, {p['hand_size']} trade cards"
        )
    b = view["board"]
    areas = sorted(set(b["tokens"]) | set(b["cities"]))
    if region is not None:
        areas = [a for a in areas if a in region]
    for a in areas:
        occ = ", ".join(f"{n.short(s)} {c}" for s, c in sorted(b["tokens"].get(a, {}).items()))
        city = f" city of {n.short(b['cities'][a])}" if a in b["cities"] else ""
        lines.append(f"· {area_name(a)}:{city} {occ}".rstrip())
    return "\n".join(lines)


def status_text(view: dict[str, Any], n: Names, due: datetime | None, paused: bool) -> str:
    lines = [f"**Round {view['round']} — {view['phase_title']}**"]
    if view["finished"]:
        winners = ", ".join(n(w) for w in view.get("winners", [])) or "nobody"
        lines.append(f"The game is over. Winners: {winners}.")
        return "\n".join(lines)
    waiting = sorted({w["player"] for w in view["waiting_for"]})
    sent = set(view.get("submitted", []))
    if waiting:
        lines.append("Waiting for: " + ", ".join(n(w) for w in waiting))
    if sent:
        lines.append("Orders in: " + ", ".join(n.short(s) for s in sorted(sent)))
    if paused:
        lines.append("⏸️ The game is paused.")
    elif due is not None:
        lines.append(f"Deadline: {timestamp(due)} ({timestamp(due, 'f')})")
    return "\n".join(lines)
