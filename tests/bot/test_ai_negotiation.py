"""AI seats wait for a person who negotiates (issue 28, item 1): in a game whose decisions include a
negotiation (trade), an AI seat answers offers at once but does not leave the negotiation while a
person still takes part, so the person can trade with the AI seats for as long as the rules allow
(Civilization 10.5, Advanced Civilization 000 §29). Which answer leaves is declared by the game
(``Decision.leave``); a game without negotiation has nothing to test here."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from bot.auto import Seats
from engine import pending, spec
from tests.bot.games import Player, lobby, offered_ids
from tests.bot.helpers import bot_of, start

# Seeds whose first rounds give the person trade cards enough to trade (3) early.
SEED = 3


def negotiating(live: object, decisions: list) -> list:
    return [d for d in decisions if d.leave is not None]


@pytest.mark.parametrize("game", offered_ids())
async def test_ai_seats_stay_in_a_negotiation_while_a_person_is_in_it(world, game):
    live, thread = await lobby(world, game, 1, ["normal", "normal"], SEED)
    await start(world, thread)
    player = Player(world, live, thread, seed=SEED)
    human = live.seats[0]
    found = None
    for _ in range(1500):
        if live.state.finished:
            break
        d = player.human_decision()
        assert d is not None, f"the AI seats stalled: {pending(live.state)}"
        if d.leave is not None:
            found = d
            break
        await player.send(player.choice(d), d)
    if found is None:
        if not _negotiates(game):
            pytest.skip(f"{spec(game).title} has no negotiation")
        raise AssertionError("the person never got to negotiate")
    # The AI seats are still in the negotiation while the person decides...
    ais = [d for d in negotiating(live, pending(live.state)) if live.is_ai(d.player)]
    assert ais, f"the AI seats left the negotiation before {human} could take part"
    # ... and still after the person's answers that do not leave it.
    for _ in range(20):
        d = player.human_decision()
        if d is None or d.leave is None:
            break
        a = player.choice(d)
        if a == d.leave:
            continue
        await player.send(a, d)
        assert any(live.is_ai(x.player) for x in negotiating(live, pending(live.state)))
    # The person leaves: the AI seats leave with him, and the game goes on without waiting.
    d = player.human_decision()
    if d is not None and d.leave is not None:
        await player.send(d.leave, d)
        await bot_of(world.env).service.settle()
        assert not negotiating(live, pending(live.state))


def _negotiates(game: str) -> bool:
    """Whether a game ever asks for a negotiation: a short engine-only game with random players."""
    from ai import agent_for
    from engine import apply, new_game

    seats = ["a", "b", "c"]
    g = new_game(seats, None, SEED, game=game)
    agents = {s: agent_for("random", i, game=game) for i, s in enumerate(seats)}
    for _ in range(20000):
        if g.finished:
            return False
        decisions = pending(g)
        if any(d.leave is not None for d in decisions):
            return True
        d = decisions[0]
        apply(g, agents[d.player].act(g, d))
    return False


class Haggler:
    """A computer player that never leaves a trade: it offers, withdraws, offers again."""

    def act(self, g: object, d: object) -> object:
        from engine.civ.trade_protocol import MakeOffer, Withdraw

        options = d.options  # type: ignore[attr-defined]
        if options["mine"]:
            return Withdraw(d.player, options["mine"][0]["id"])  # type: ignore[attr-defined]
        return MakeOffer(d.player, None, tuple(options["free"][:3]), options["free"][0])  # type: ignore[attr-defined]


@dataclass(frozen=True)
class Hagglers(Seats):
    def agent(self, g: object, d: object) -> Haggler:  # type: ignore[override]
        return Haggler()


async def test_computer_players_alone_in_a_negotiation_end_it(world, monkeypatch):
    """AI seats that would haggle for ever among themselves (stateless agents can cycle) leave
    after a bounded number of moves: the trade ends without a person or a deadline."""
    from bot.game_operations import GameService
    from engine.civ.trade_protocol import DoneTrading
    from tests.bot.helpers import act_as
    from tests.bot.trade_game import trade_game

    live, (ann, bob, cy) = await trade_game(world)
    seats = GameService.auto_seats
    monkeypatch.setattr(GameService, "auto_seats", lambda service, live: Hagglers.like(seats(service, live)))
    live.meta["ai_seats"] = {bob: "normal", cy: "normal"}
    await act_as(world, live, ann, lambda g, s: DoneTrading(s))
    await bot_of(world.env).service.settle()
    assert not any(d.leave is not None for d in pending(live.state)), pending(live.state)
    moves = [e for e in await bot_of(world.env).db.log(live.id) if e.actor == "ai"]
    assert 0 < len(moves) <= 2 * 13, len(moves)
