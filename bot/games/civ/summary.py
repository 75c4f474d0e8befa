"""The compact summary of a phase for the game thread: the phase's public events, grouped.

Moves are grouped by player, taxes, growth, cities and draws are one line each, the trade is
counted rather than retold offer by offer (every event stays in the game log, ``/game log``).
Built from public events only."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.games.civ.words import area_name
from bot.text import Names, count, listing
from engine import Event, narrate
from engine.civ.api import ship_name


def describe_event(e: Event, n: Names) -> str | None:
    """The game's own sentence of a public event (``engine.narrate``)."""
    return narrate(n.game, e, n)


# Events that only structure the log or that a summary says otherwise.
QUIET = {"phase_started", "decision_received", "calamity_resolved", "trade_opened", "civ_card_buyers"}


def phase_lines(events: list[Event], n: Names) -> list[str]:
    events = without_undone_moves(events)
    lines: list[str] = []
    done: set[str] = set()
    for e in events:
        if e.kind in done:
            continue
        if e.kind in KIND_GROUP:
            kinds, group = KIND_GROUP[e.kind]
            done |= kinds
            lines += group([x for x in events if x.kind in kinds], n)
            continue
        if e.kind in QUIET and not _worth_saying(e):
            continue
        line = describe_event(e, n)
        if line:
            lines.append(line)
    return lines


def _worth_saying(e: Event) -> bool:
    """The quiet kinds still say something when nobody can trade or buy."""
    return (e.kind == "trade_opened" and not e.data.get("traders")) or (
        e.kind == "civ_card_buyers" and not e.data.get("players")
    )


def without_undone_moves(events: list[Event]) -> list[Event]:
    """Drop each move a player took back, with the ``move_undone`` that took it back."""
    out: list[Event] = []
    for e in events:
        if e.kind == "move_undone":
            for i in range(len(out) - 1, -1, -1):
                if out[i].kind in ("tokens_moved", "ship_sailed") and out[i].data.get("player") == e.data.get(
                    "player"
                ):
                    del out[i]
                    break
            continue
        out.append(e)
    return out


def by_player(events: list[Event]) -> dict[str, list[Event]]:
    out: dict[str, list[Event]] = {}
    for e in events:
        out.setdefault(str(e.data.get("player", "")), []).append(e)
    return out


def _movement(events: list[Event], n: Names) -> list[str]:
    lines = []
    for p, mine in by_player(events).items():
        moves = []
        for e in mine:
            d = e.data
            if e.kind == "tokens_moved":
                moves.append(f"{area_name(d['source'])} → {area_name(d['dest'])} {d['count']}")
            elif e.kind == "ship_sailed":
                path = " → ".join(area_name(a) for a in d["path"])
                aboard = sum(int(k) for k in d.get("boarded", {}).values())
                moves.append(f"{ship_name(d['ship'])} {path}" + (f" carrying {aboard}" if aboard else ""))
        ended = any(e.kind == "movement_ended" for e in mine)
        if moves:
            lines.append(f"• {n.short(p)}: {'; '.join(moves)}")
        elif ended:
            lines.append(f"• {n.short(p)} did not move.")
    return lines


def _per_player(
    label: str, fmt: Callable[[dict[str, Any]], str]
) -> Callable[[list[Event], Names], list[str]]:
    def group(events: list[Event], n: Names) -> list[str]:
        parts = [f"{n.short(e.data['player'])} {fmt(e.data)}" for e in events]
        return [f"{label}: {', '.join(parts)}."] if parts else []

    return group


def _growth(events: list[Event], n: Names) -> list[str]:
    """One figure per player: a player whose growth came in two parts (the areas filled at once
    and those he chose) is named once, with the sum."""
    grown: dict[str, int] = {}
    for e in events:
        player = str(e.data["player"])
        grown[player] = grown.get(player, 0) + int(e.data["tokens"])
    parts = [f"{n.short(p)} +{tokens}" for p, tokens in grown.items()]
    return [f"Growth: {', '.join(parts)}."] if parts else []


def _taxes(d: dict[str, Any]) -> str:
    owed = int(d["cities"]) * int(d["rate"])
    short = f" of {owed}" if int(d["tokens"]) < owed else ""
    return f"{d['tokens']}{short} ({count(int(d['cities']), 'city')})"


def _cities(events: list[Event], n: Names) -> list[str]:
    parts = [
        f"{n.short(e.data['player'])} in {listing(area_name(a) for a in e.data['areas'])}"
        for e in events
        if e.data["areas"]
    ]
    return [f"Cities built: {'; '.join(parts)}."] if parts else []


def _ships(events: list[Event], n: Names) -> list[str]:
    busy = [e for e in events if any(e.data.get(k) for k in ("kept", "built", "relocated", "removed"))]
    return [line for e in busy if (line := describe_event(e, n))]


def _trade(events: list[Event], n: Names) -> list[str]:
    offers: dict[str, int] = {}
    for e in events:
        if e.kind == "offer_made":
            offers[str(e.data["from"])] = offers.get(str(e.data["from"]), 0) + 1
    lines = []
    if offers:
        who = ", ".join(f"{n.short(p)} {k}" for p, k in offers.items())
        lines.append(f"Offers made: {count(sum(offers.values()), 'offer')} ({who}).")
    lines += [line for e in events if e.kind == "trade_made" and (line := describe_event(e, n))]
    lines += [line for e in events if e.kind == "trade_ended" and (line := describe_event(e, n))]
    return lines


def _civ_cards(events: list[Event], n: Names) -> list[str]:
    return [line for e in events if e.data.get("cards") and (line := describe_event(e, n))]


def _ast(events: list[Event], n: Names) -> list[str]:
    moved = [
        f"{n.short(e.data['player'])} → {e.data['position']}" for e in events if e.kind == "ast_advanced"
    ]
    lines = [f"AST advanced: {', '.join(moved)}."] if moved else []
    return lines + [line for e in events if e.kind != "ast_advanced" and (line := describe_event(e, n))]


_MOVES = {"tokens_moved", "ship_sailed", "movement_ended"}
_TRADE = {"offer_made", "trade_made", "offer_closed", "offer_declined", "trade_done", "trade_ended"}
_AST = {"ast_advanced", "ast_held", "ast_moved_back"}
GROUPS: list[tuple[set[str], Callable[[list[Event], Names], list[str]]]] = [
    (_MOVES, _movement),
    ({"taxes_paid"}, _per_player("Taxes paid", _taxes)),
    ({"population_grew"}, _growth),
    ({"trade_cards_drawn"}, _per_player("Trade cards drawn", lambda d: str(d["count"]))),
    ({"cities_built"}, _cities),
    ({"ships_ordered"}, _ships),
    (_TRADE, _trade),
    ({"civ_cards_bought"}, _civ_cards),
    (_AST, _ast),
]
KIND_GROUP = {kind: (kinds, fn) for kinds, fn in GROUPS for kind in kinds}
