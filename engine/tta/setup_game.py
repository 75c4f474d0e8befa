"""Setting up a game (rules 3): decks by player count, the card row, the player boards, the
current events deck and the starting actions."""

from __future__ import annotations

from engine.core.errors import MalformedAction
from engine.core.rng import seed_state
from engine.tta.actions_and_points import sync_actions
from engine.tta.cards import AGES, box_contents, cards, deck_cards, setup
from engine.tta.options import Options, validate_options
from engine.tta.row import prepare_deck, shuffle
from engine.tta.state import GameState, PlayerState
from i18n.catalog import l_


def new_player(g: GameState, p: str, seat: int) -> PlayerState:
    s = setup()
    ps = PlayerState(player=p)
    for tech in s.starting_technologies:
        if cards()[tech].kind != "government":
            ps.workers[tech] = s.starting_workers.get(tech, 0)
    ps.yellow_bank, ps.blue_bank, ps.pool = s.yellow_bank, s.blue_bank, s.worker_pool
    ps.yellow_owned = s.yellow_bank + s.worker_pool + sum(ps.workers.values())
    ps.blue_owned = s.blue_bank
    sync_actions(g, ps)
    # 3.5: only 1, 2, 3 or 4 civil actions (by seat) and no military action on turn 1.
    ps.civil_spent = ps.civil_tokens - s.starting_civil_actions_by_seat[seat]
    ps.military_spent = ps.military_tokens
    return ps


def new_game(players: list[str], options: Options | None, seed: int) -> GameState:
    options = options or Options()
    if len(set(players)) != len(players):
        raise MalformedAction(l_("Each player can take only one seat."))
    validate_options(options, len(players))
    g = GameState(options=options, seed=seed, players=list(players), rng=seed_state(seed))
    g.current = g.first_player = players[0]
    for seat, p in enumerate(players):
        g.player_states[p] = new_player(g, p, seat)
    _decks(g)
    return g


def _decks(g: GameState) -> None:
    box = box_contents()
    for age in AGES[1:]:
        for deck in ("civil", "military"):
            g.reserve[f"{deck}:{age}"] = sorted(
                c for c in box if cards()[c].deck == deck and cards()[c].age == age for _copy in range(box[c])
            )
    # Age A: the civil deck gives the first 13 cards of the row; (players + 2) random Age A
    # military cards are the current events, the rest leave the game unseen (3.3, 3.6).
    g.reserve["civil:A"] = deck_cards("civil", "A", 4)
    civil_a = prepare_deck(g, "civil", "A")
    row: list[str | None] = list(civil_a[:13])
    g.row = row
    g.civil_deck = civil_a[13:]
    military_a = deck_cards("military", "A", 4)
    shuffle(g, military_a)
    count = len(g.players) + setup().current_events_beyond_players
    g.current_events = military_a[:count]
    g.removed += military_a[count:]
