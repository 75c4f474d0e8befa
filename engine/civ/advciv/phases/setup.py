"""Set-up (rules reference §4.1-4.2, 000 §15-16): placement cards decide the choosing order;
each player in turn picks a nation allowed for the player count and board cut and puts one
token in one of its start areas in play. The nine trade-card stacks are built with the safe
cards on top (000 §15.2)."""

from __future__ import annotations

from engine.civ.advciv.board import cut_for
from engine.civ.advciv.content import setup, trade_cards
from engine.civ.content import setup as family_setup
from engine.civ.geography import game_map
from engine.civ.phases.setup import SetupPhase
from engine.civ.state import GameState
from engine.core.rng import Rng
from i18n.catalog import N_


def build_stacks(rng: Rng, players: int) -> dict[int, list[str]]:
    """000 §15.2: each stack's commodities shuffled; on stacks 2-9 one safe commodity card per
    player on top, the tradable calamity shuffled into the cards below them and the
    non-tradable calamity at the very bottom. Index 0 is the top card."""
    tc = trade_cards()
    stacks: dict[int, list[str]] = {n: [] for n in range(1, 10)}
    for c in tc.commodities.values():
        stacks[c.stack].extend([c.id] * c.count)
    for n in range(1, 10):
        cards = stacks[n]
        rng.shuffle(cards)
        if n == 1:
            continue
        safe, rest = cards[:players], cards[players:]
        rest += [c.id for c in tc.calamities.values() if c.stack == n and c.tradable]
        rng.shuffle(rest)
        bottom = [c.id for c in tc.calamities.values() if c.stack == n and not c.tradable]
        stacks[n] = safe + rest + bottom
    return stacks


class AdvSetupPhase(SetupPhase):
    title = N_("Set-up: choosing nations")

    def build_stacks(self, g: GameState, rng: Rng) -> dict[int, list[str]]:
        return build_stacks(rng, len(g.players))

    def available(self, g: GameState) -> dict[str, list[str]]:
        """Nations of the board cut still free, with their start areas in play (000 §16.12)."""
        allowed = cut_for(g.options, len(g.players)).nations
        taken = {ps.nation for ps in g.player_states.values()}
        in_play = game_map(g).in_play
        nations = family_setup().nations
        return {
            n: [a for a in nations[n].start_areas if a in in_play]
            for n in setup().ast_order
            if n in allowed and n not in taken
        }

    NATION_NAMES = "advciv_nation"

    def nation_name(self, nation: str) -> str:
        return setup().nation_names[nation]
