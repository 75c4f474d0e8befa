"""What must hold between any two actions: every card of the box is in exactly one place;
each player's blue and yellow tokens are on his banks and cards; nothing is negative; workers
are accounted for; and no view shows a secret to someone who may not see it."""

from __future__ import annotations

from collections import Counter
from functools import cache

from engine.core.conservation import conserved
from engine.tta.cards import box_contents, cards
from engine.tta.state import GameState, PlayerState
from engine.tta.views import views_for


def card_locations(g: GameState) -> Counter[str]:
    """Every card in the game, wherever it is (the printed starting technologies excepted)."""
    counted = Counter([*_still_piles(g), *_moving_piles(g)])
    counted.pop(None, None)
    return counted  # type: ignore[return-value]


def _still_piles(g: GameState) -> list[str]:
    """The large piles that seldom change between two actions: the cards out of the game,
    the decks, the past events and the military discards."""
    found = [*g.removed, *g.civil_deck, *g.military_deck, *g.past_events]
    for pile in g.military_discards.values():
        found += pile
    return found


def _moving_piles(g: GameState) -> list[str | None]:
    """Every other card: the row, the events to come, tactics, pacts, wars, cards a step
    holds and every player's cards (his starting technologies excepted)."""
    found: list[str | None] = [*g.row, *g.current_events, *g.future_events, *g.common_tactics]
    for pile in g.reserve.values():
        found += pile
    found += [p.card for p in g.pacts]
    found += [w.card for w in g.wars]
    for step in g.steps:
        found += step.holding
    start = _start_cards()
    for ps in g.player_states.values():
        found += [c for c in _player_cards(ps) if c not in start]
    return found


def cards_conserved(g: GameState) -> bool:
    """``card_locations(g) == box_contents()``, the still piles counted only when they changed."""
    return conserved(box_contents(), _still_piles(g), _moving_piles(g))


@cache
def _start_cards() -> frozenset[str]:
    """The printed starting technologies (in no deck of the box)."""
    return frozenset(c.id for c in cards().values() if c.deck == "start")


def _player_cards(ps: PlayerState) -> list[str]:
    """The cards in front of and in the hands of a player, starting technologies included."""
    own = [*ps.civil_hand, *ps.military_hand, *ps.workers, *ps.specials, ps.government, *ps.colonies]
    own += [w.card for w in ps.wonders]
    own += ["homer" for w in ps.wonders if w.homer]
    own += [c for c in (ps.leader, ps.wonder_building, ps.exclusive_tactic) if c is not None]
    return own


def check(g: GameState) -> list[str]:
    out: list[str] = []
    if not cards_conserved(g):
        found, box = card_locations(g), box_contents()
        extra, missing = dict(found - box), dict(box - found)
        out.append(f"cards not conserved: extra {extra}, missing {missing}")
    for p, ps in g.player_states.items():
        out += [f"{p}: {v}" for v in _player(g, ps)]
    out += _tactics(g)
    return out


def _player(g: GameState, ps: PlayerState) -> list[str]:
    out = _negative_numbers(ps)
    out += [f"negative workers on {c}" for c, n in ps.workers.items() if n < 0]
    out += [f"non-positive blue tokens on {c}" for c, n in ps.blue.items() if n <= 0]
    out += [f"blue tokens on {c}, which is not in play" for c in ps.blue if c not in ps.workers]
    blue = ps.blue_bank + sum(ps.blue.values()) + ps.wonder_tokens
    if blue != ps.blue_owned:
        out.append(f"blue tokens not conserved: {blue} on the board, {ps.blue_owned} owned")
    yellow = ps.yellow_bank + ps.pool + sum(ps.workers.values())
    if yellow != ps.yellow_owned:
        out.append(f"yellow tokens not conserved: {yellow} on the board, {ps.yellow_owned} owned")
    if ps.resigned:
        return out
    if ps.civil_spent > ps.civil_tokens or ps.military_spent > ps.military_tokens:
        out.append("more actions spent than owned")
    if ps.wonder_building is None and ps.wonder_stages:
        out.append("wonder stages without a wonder")
    if ps.tactic is not None and ps.tactic not in ([*g.common_tactics, ps.exclusive_tactic]):
        out.append(f"current tactic {ps.tactic} is neither common nor his own")
    kinds = [cards()[s].kind for s in ps.specials]
    if len(set(kinds)) != len(kinds):
        out.append(f"two special technologies of one type: {sorted(ps.specials)}")
    if ps.leader is not None and cards()[ps.leader].type != "leader":
        out.append("a leader that is not a leader")
    return out


def _negative_numbers(ps: PlayerState) -> list[str]:
    numbers = {
        "yellow bank": ps.yellow_bank,
        "blue bank": ps.blue_bank,
        "unused workers": ps.pool,
        "science": ps.science,
        "culture": ps.culture,
        "spent civil actions": ps.civil_spent,
        "spent military actions": ps.military_spent,
        "extra civil actions": ps.civil_extra,
        "extra military actions": ps.military_extra,
        "military resources": ps.military_resources,
        "military science": ps.military_science,
    }
    return [f"negative {name} ({value})" for name, value in numbers.items() if value < 0]


def _tactics(g: GameState) -> list[str]:
    if len(set(g.common_tactics)) == len(g.common_tactics):  # counted only when one repeats
        return []
    return [f"{c} twice among the common tactics" for c, n in Counter(g.common_tactics).items() if n > 1]


def check_secrecy(g: GameState) -> list[str]:
    """No view shows game-master data, another player's hands or decisions, or a deck."""
    out: list[str] = []
    viewers: list[str | None] = [None, *g.players]
    for viewer, view in zip(viewers, views_for(g, [(v, None) for v in viewers]), strict=True):
        who = viewer or "observer"
        if "private" in view or "secret" in view:
            out.append(f"{who}: view has game-master data")
        you = view.get("you")
        if viewer is None and you is not None:
            out.append("observer view has a private part")
        if viewer is not None and (you is None or you.get("player") != viewer):
            out.append(f"{who}: private part belongs to someone else")
        for row in view["players"]:
            if "military_hand" in row or ("civil_hand" in row and not g.options.open_civil_hands):
                out.append(f"{who}: sees the hand of {row['player']}")
        for key in ("civil_deck", "military_deck", "current_events", "future_events", "military_discards"):
            if key in view:
                out.append(f"{who}: sees {key}")
        if you is not None:
            foreign = [d for d in you["decisions"] if d.get("player", viewer) != viewer]
            if foreign or you["military_hand"] != sorted(g.ps(viewer or "").military_hand):
                out.append(f"{who}: private part shows another player's secrets")
    return out
