"""Blue and yellow tokens (rules 10.7-10.10): food and resources stored on technologies,
gaining, paying and losing them, population and workers.

Payments are made automatically (ruling C13): the tokens worth least are spent first, and a
token too large is moved down to a cheaper technology or broken into change from the bank,
so high-value tokens are kept and the exact amount is always paid when it can be.
"""

from __future__ import annotations

from engine.core.errors import NotEnough
from engine.tta.cards import Card, cards
from engine.tta.state import PlayerState
from i18n.catalog import l_

FOOD, RESOURCES = "food", "resources"


def token_value(c: Card, kind: str) -> int:
    """What one blue token on ``c`` is worth as ``kind`` (0: the card does not store it)."""
    if kind == FOOD:
        return c.token_value if c.kind == "farm" else 0
    if c.kind == "mine":
        return c.token_value
    if c.kind == "lab":  # Bill Gates: resources on labs are worth the lab's level
        return c.level
    return 0


def stores(ps: PlayerState, kind: str) -> list[tuple[int, str]]:
    """(token value, card) of every technology in play that can hold ``kind``, cheapest first.
    Labs hold resources only as long as tokens are on them (Bill Gates)."""
    all_cards = cards()
    out = []
    for cid in ps.workers:
        c = all_cards[cid]
        value = token_value(c, kind)
        if value and (c.kind != "lab" or ps.blue.get(cid, 0)):
            out.append((value, cid))
    out.sort()
    return out


def amount(ps: PlayerState, kind: str) -> int:
    all_cards = cards()
    total = 0
    for cid, n in ps.blue.items():  # (a loop, not sum() of a generator: read for every position tried)
        if n:
            total += n * token_value(all_cards[cid], kind)
    return total


def gain(ps: PlayerState, kind: str, n: int) -> int:
    """Move tokens from the blue bank to reach exactly ``n`` (or what the bank allows),
    highest-value technologies first; labs never receive gained resources."""
    gained = 0
    targets = [(v, cid) for v, cid in stores(ps, kind) if cards()[cid].kind != "lab"]
    for value, cid in reversed(targets):
        while gained + value <= n and ps.blue_bank > 0:
            ps.blue_bank -= 1
            ps.blue[cid] = ps.blue.get(cid, 0) + 1
            gained += value
    return gained


def _take(ps: PlayerState, cid: str, count: int = 1) -> None:
    ps.blue[cid] -= count
    if not ps.blue[cid]:
        del ps.blue[cid]


def pay(ps: PlayerState, kind: str, n: int) -> None:
    """Pay exactly ``n`` (ruling C13); the caller has checked that the player has enough. Change
    that the bank cannot give is lost (an allowed overpayment: the bank ends empty)."""
    if n <= 0:
        return
    if amount(ps, kind) < n:
        have = amount(ps, kind)
        raise NotEnough(
            l_("You need {n} food and have {have}.", n=n, have=have)
            if kind == FOOD
            else l_("You need {n} resources and have {have}.", n=n, have=have)
        )
    owed = n
    for value, cid in stores(ps, kind):
        k = min(ps.blue.get(cid, 0), owed // value)
        if k:
            _take(ps, cid, k)
            ps.blue_bank += k
            owed -= k * value
    if owed <= 0:
        return
    value, cid = next((v, c) for v, c in stores(ps, kind) if ps.blue.get(c, 0))
    change = value - owed
    _take(ps, cid)
    lower = [c for v, c in stores(ps, kind) if v == change and cards()[c].kind != "lab"]
    if lower:
        ps.blue[lower[0]] = ps.blue.get(lower[0], 0) + 1
        return
    ps.blue_bank += 1
    gain(ps, kind, change)


def lose(ps: PlayerState, kind: str, n: int) -> int:
    """Lose ``n`` (or everything there is); returns what was lost."""
    have = amount(ps, kind)
    if have <= n:
        for _value, cid in stores(ps, kind):
            ps.blue_bank += ps.blue.pop(cid, 0)
        return have
    pay(ps, kind, n)
    return n


# -- tokens from and to the box ----------------------------------------------------------


def gain_blue_from_box(ps: PlayerState, n: int) -> None:
    ps.blue_bank += n
    ps.blue_owned += n


def lose_blue_to_box(ps: PlayerState, n: int) -> int:
    """Return ``n`` blue tokens to the box: from the bank, then from the technologies whose
    tokens are worth least (the player's choice in 10.7; ruling C8)."""
    lost = min(n, ps.blue_bank)
    ps.blue_bank -= lost
    all_cards = cards()
    while lost < n and ps.blue:
        cid = min(
            ps.blue, key=lambda c: (token_value(all_cards[c], FOOD) + token_value(all_cards[c], RESOURCES), c)
        )
        _take(ps, cid)
        lost += 1
    ps.blue_owned -= lost
    return lost


def gain_yellow_from_box(ps: PlayerState, n: int) -> None:
    ps.yellow_bank += n
    ps.yellow_owned += n


def lose_yellow_to_box(ps: PlayerState, n: int) -> int:
    """Only tokens in the yellow bank are lost, never workers (10.7)."""
    lost = min(n, ps.yellow_bank)
    ps.yellow_bank -= lost
    ps.yellow_owned -= lost
    return lost


# -- population and workers ----------------------------------------------------------------


def gain_population(ps: PlayerState, n: int = 1) -> int:
    """ "Gain population": yellow bank to the worker pool, no food (10.8)."""
    moved = min(n, ps.yellow_bank)
    ps.yellow_bank -= moved
    ps.pool += moved
    return moved


def remove_worker(ps: PlayerState, cid: str) -> None:
    """A worker leaves ``cid`` for the worker pool (destroy, disband)."""
    ps.workers[cid] -= 1
    ps.pool += 1


def place_worker(ps: PlayerState, cid: str) -> None:
    ps.pool -= 1
    ps.workers[cid] = ps.workers.get(cid, 0) + 1


def worker_to_bank(ps: PlayerState, cid: str | None) -> None:
    """One worker returns to the yellow bank: from the pool (``cid`` None) or from a card."""
    if cid is None:
        ps.pool -= 1
    else:
        ps.workers[cid] -= 1
    ps.yellow_bank += 1
