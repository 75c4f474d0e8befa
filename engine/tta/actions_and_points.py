"""Civil and military actions (rules 10.6), scoring points, and the order of turns."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from engine.core.errors import NotEnough, RuleError
from engine.tta.cards import cards
from engine.tta.state import GameState, PlayerState
from engine.tta.stats import action_totals
from i18n.catalog import Said, ln_

# What an action or a payment is for, as a refusal names it: a message marked with ``N_``, or
# one said later with its fields (``l_``: a message with a card's name); both are said when the
# refusal is read.
What = str | Said


def said(what: What) -> Said:
    """``what``, to be said in the language spoken when the refusal is read."""
    return what if isinstance(what, Said) else Said(what)


def civil_available(ps: PlayerState) -> int:
    return ps.civil_tokens - ps.civil_spent + ps.civil_extra


def military_available(ps: PlayerState) -> int:
    return ps.military_tokens - ps.military_spent + ps.military_extra


def check_civil(ps: PlayerState, n: int, what: What) -> None:
    if civil_available(ps) < n:
        raise NotEnough(
            ln_(
                "{what} costs {n} civil action; you have {left} left.",
                "{what} costs {n} civil actions; you have {left} left.",
                n,
                what=said(what),
                left=civil_available(ps),
            )
        )


def check_military(ps: PlayerState, n: int, what: What) -> None:
    if military_available(ps) < n:
        raise NotEnough(
            ln_(
                "{what} costs {n} military action; you have {left} left.",
                "{what} costs {n} military actions; you have {left} left.",
                n,
                what=said(what),
                left=military_available(ps),
            )
        )


def spend_civil(ps: PlayerState, n: int) -> None:
    regular = min(n, ps.civil_tokens - ps.civil_spent)
    ps.civil_spent += regular
    ps.civil_extra -= n - regular


def spend_military(ps: PlayerState, n: int) -> None:
    regular = min(n, ps.military_tokens - ps.military_spent)
    ps.military_spent += regular
    ps.military_extra -= n - regular


def pay_civil(ps: PlayerState, n: int, what: What) -> None:
    """Check, then spend, ``n`` civil actions (call it after every other check)."""
    check_civil(ps, n, what)
    spend_civil(ps, n)


def pay_military(ps: PlayerState, n: int, what: What) -> None:
    check_military(ps, n, what)
    spend_military(ps, n)


def take_back_civil(ps: PlayerState, n: int = 1) -> None:
    """ "Take back a civil action": a spent white token returns (none spent: nothing happens)."""
    ps.civil_spent = max(0, ps.civil_spent - n)


def sync_actions(g: GameState, ps: PlayerState, new_civil_spent: bool = False) -> None:
    """Make the white and red tokens agree with the action totals (10.6): new tokens arrive
    available (spent after a revolution, ``new_civil_spent``); surplus tokens leave spent ones first."""
    civil, military = action_totals(g, ps)
    if civil > ps.civil_tokens and new_civil_spent:
        ps.civil_spent += civil - ps.civil_tokens
    elif civil < ps.civil_tokens:
        ps.civil_spent = max(0, ps.civil_spent - (ps.civil_tokens - civil))
    if military < ps.military_tokens:
        ps.military_spent = max(0, ps.military_spent - (ps.military_tokens - military))
    ps.civil_tokens, ps.military_tokens = civil, military
    ps.civil_spent = min(ps.civil_spent, civil)
    ps.military_spent = min(ps.military_spent, military)


@contextmanager
def replacing(g: GameState, *players: PlayerState, new_civil_spent: bool = False) -> Iterator[None]:
    """A card leaves play because another replaces it (a leader, a government, a special
    technology, a pact). 002, When Your Action Totals Change: «ανανεώστε τους δείκτες σας, μόλις
    η διαδικασία ολοκληρωθεί. Δεν μπορείτε να την επιλύσετε σαν δύο διαφορετικά βήματα» (update
    your tokens once the procedure is complete; not as two separate steps). A card that leaves
    recounts on its own, because it may leave without a successor; inside this block those
    recounts are undone and the tokens of ``players`` are recounted once, from where they stood
    before. Removing first would return spent tokens that the successor then brings back
    available. The block moves cards only: actions are spent or taken back outside it."""
    before = {
        ps.player: (ps.civil_tokens, ps.civil_spent, ps.military_tokens, ps.military_spent) for ps in players
    }
    yield
    for ps in players:
        ps.civil_tokens, ps.civil_spent, ps.military_tokens, ps.military_spent = before[ps.player]
        sync_actions(g, ps, new_civil_spent)


def sync_all(g: GameState) -> None:
    for p in g.active:
        sync_actions(g, g.ps(p))


def reset_actions(ps: PlayerState) -> None:
    ps.civil_spent = ps.military_spent = 0
    ps.civil_extra = ps.military_extra = 0
    ps.military_resources = ps.military_science = 0


# -- points ------------------------------------------------------------------------------


def score_culture(ps: PlayerState, n: int) -> int:
    """Score (or, negative, lose) culture; points never go below 0. Returns the change."""
    before = ps.culture
    ps.culture = max(0, ps.culture + n)
    return ps.culture - before


def score_science(ps: PlayerState, n: int) -> int:
    before = ps.science
    ps.science = max(0, ps.science + n)
    return ps.science - before


# -- turn order --------------------------------------------------------------------------


def seat_order_from(g: GameState, player: str) -> list[str]:
    """Players still in the game clockwise, starting with ``player`` (who may have resigned)."""
    i = g.players.index(player)
    ring = g.players[i:] + g.players[:i]
    return [p for p in ring if not g.player_states[p].resigned]  # (read only: not copied, GameState.ps)


def next_player(g: GameState, player: str) -> str:
    ring = g.players[g.players.index(player) + 1 :] + g.players[: g.players.index(player) + 1]
    return next(p for p in ring if not g.ps(p).resigned)


def two_or(g: GameState, n: int) -> int:
    """ "The two strongest/weakest" reaches one civilization with two players left (9.2)."""
    return 1 if len(g.active) <= 2 else n


def level_name(card_id: str) -> str:
    return cards()[card_id].name


def allowed(check: Callable[..., object], *args: Any) -> bool:
    """Whether ``check(*args)`` accepts (checks raise a RuleError to refuse)."""
    try:
        check(*args)
    except RuleError:
        return False
    return True
