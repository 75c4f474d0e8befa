"""``civbot play``: a terminal game for one or more humans against AI players on one machine.

Each human is asked exactly what the engine asks (the pending decision), with a text view of
the board and of his own hand; the board image is written after every phase. Answers are short
commands (``help`` lists them for the decision at hand), an action as JSON, or an empty line for
the engine's default. When input ends, an AI takes over the human seats so the game can finish.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path

from ai import Agent, agent_for
from civbot.narrate import area, card, narrate
from engine import DEFAULT_GAME, spec
from engine.civ import units
from engine.civ.calamity.civil_war import TakeCities
from engine.civ.civ_credit import preview_purchase, printed_points
from engine.civ.flow import apply, describe_player, new_game, pending
from engine.civ.options import Options
from engine.civ.phases.cities import BuildCities
from engine.civ.phases.civ_cards import BuyCivCards
from engine.civ.phases.conflict import ConflictOrder
from engine.civ.phases.movement import EndMovement, MoveLand, UndoMove, Voyage
from engine.civ.phases.setup import ChooseNation
from engine.civ.phases.taxation import SetTaxRate
from engine.civ.phases.trade_cards import BuyGold
from engine.civ.phases.voyage import Step, shortest_route
from engine.civ.state import GameState
from engine.civ.trade_protocol import Accept, CounterOffer, Decline, DoneTrading, MakeOffer, Withdraw
from engine.civ.views import view_for
from engine.core.actions import Action, action_from_json
from engine.core.decisions import Decision
from engine.core.errors import RuleError

Ask = Callable[[str], str]
Say = Callable[[str], None]

HELP = {
    "choose_nation": "NATION AREA  (e.g. 'egypt buhen')",
    "movement": "move FROM TO N | sail SHIP TO N (loads N where the ship is) | undo | end",
    "build_cities": "build AREA [AREA...] | none",
    "trade": "offer CARD CARD CARD [to PLAYER] | counter ID CARD CARD CARD | accept ID | decline ID | "
    "withdraw ID | done   (the first commodity listed is the one named)",
    "buy_civ_cards": "buy CARD [CARD...] (paid the cheapest way) | none",
    "buy_gold": "N (how many Gold cards)",
    "tax_rate": "1 | 2 | 3",
    "conflict_order": "demand | decline, then your attacked cities in the order they are fought "
    "(e.g. 'demand knossos athens'; none listed: the usual order)",
    "civil_war_cities": "AREA [AREA...]  (the cities you take over)",
}
GENERAL = (
    "Empty line: the default shown. Any decision: an action as JSON. 'help': this text. 'view': the board."
)


class InputEnded(Exception):
    """No more input: the AI takes over the human seats."""


def board_text(g: GameState, viewer: str) -> str:
    """The board and the viewer's own hand as text."""
    lines = [f"Round {g.round}, {g.phase.replace('_', ' ')}"]
    for p in g.players:
        ps = g.ps(p)
        me = " (you)" if p == viewer else ""
        lines.append(
            f"  {describe_player(g, p)}{me}: AST {ps.ast_position}, cities {units.city_count(g, p)}, "
            f"tokens {units.tokens_on_board(g, p)}, stock {ps.stock}, treasury {ps.treasury}, "
            f"ships {len(units.ships_of(g, p))}, hand {len(ps.hand)} cards, "
            f"civilization cards {printed_points(ps.civ_cards)} pts"
            + (f" [{', '.join(card(c) for c in ps.civ_cards)}]" if ps.civ_cards else "")
        )
    own = [f"{area(a)} {units.tokens_in(g, a, viewer)}" for a in units.areas_of(g, viewer)]
    lines.append("Your tokens: " + (", ".join(own) or "none"))
    lines.append("Your cities: " + (", ".join(area(a) for a in units.cities_of(g, viewer)) or "none"))
    ships = [f"{sid} in {area(g.ships[sid].area)}" for sid in units.ships_of(g, viewer)]
    lines.append("Your ships: " + (", ".join(ships) or "none"))
    you = view_for(g, viewer)["you"]
    lines.append("Your hand: " + (", ".join(card(c) for c in you["hand"]) or "empty"))
    held = [h["calamity"] for h in you["calamities"]]
    if held:
        lines.append("Calamities you must suffer: " + ", ".join(card(c) for c in held))
    return "\n".join(lines)


def _words(line: str) -> list[str]:
    return [w.strip(",").lower() for w in line.split() if w.strip(",")]


def parse_answer(g: GameState, d: Decision, line: str) -> Action:
    """An action from one line of input (raises ValueError when it cannot be understood)."""
    p = d.player
    text = line.strip()
    if not text:
        if d.default is None:
            raise ValueError("this decision has no default: type an answer")
        return d.default
    if text.startswith("{"):
        data = json.loads(text)
        data["player"] = p
        return action_from_json(data)
    w = _words(text)
    parser = PARSERS.get(d.kind)
    if parser is None:
        raise ValueError("type JSON or press Enter for the default")
    return parser(g, p, w)


def _nation(g: GameState, p: str, w: list[str]) -> Action:
    return ChooseNation(p, w[0], w[1] if len(w) > 1 else "")


def _movement(g: GameState, p: str, w: list[str]) -> Action:
    if w[0] == "end":
        return EndMovement(p)
    if w[0] == "undo":
        return UndoMove(p)
    if w[0] == "move" and len(w) >= 3:
        return MoveLand(p, w[1], w[2], int(w[3]) if len(w) > 3 else 1)
    if w[0] == "sail" and len(w) >= 3:
        sid = next((s for s in units.ships_of(g, p) if s.lower() == w[1]), w[1])
        ship = g.ships.get(sid)
        route = shortest_route(g, ship, w[2]) if ship else None
        if ship is None or route is None:
            raise ValueError(f"no route for ship {w[1]} to {w[2]}")
        n = int(w[3]) if len(w) > 3 else 0
        steps = [Step("load", count=n)] if n else []
        steps += [Step("sail", a) for a in route]
        steps += [Step("unload", count=n)] if n else []
        return Voyage(p, sid, tuple(steps))
    raise ValueError("move FROM TO N, sail SHIP TO N, undo or end")


def _cards(w: list[str]) -> tuple[tuple[str, ...], str]:
    cards = tuple(sorted(w))
    named = next((c for c in w if c not in ("epidemic", "civil_disorder", "iconoclasm", "piracy")), "")
    return cards, named


def _trade(g: GameState, p: str, w: list[str]) -> Action:
    verb, rest = w[0], w[1:]
    if verb == "done":
        return DoneTrading(p)
    if verb in ("accept", "decline", "withdraw"):
        cls = {"accept": Accept, "decline": Decline, "withdraw": Withdraw}[verb]
        return cls(p, int(rest[0].lstrip("#")))
    if verb == "counter":
        cards, named = _cards(rest[1:])
        return CounterOffer(p, int(rest[0].lstrip("#")), cards, named)
    if verb == "offer":
        to = None
        if "to" in rest:
            i = rest.index("to")
            to, rest = rest[i + 1], rest[:i]
        cards, named = _cards(rest)
        return MakeOffer(p, to, cards, named)
    raise ValueError("offer, counter, accept, decline, withdraw or done")


def _conflict_order(p: str, w: list[str]) -> Action:
    if w[0] not in ("demand", "decline"):
        raise ValueError("start with 'demand' or 'decline'")
    return ConflictOrder(p, w[0] == "demand", tuple(w[1:]))


def _buy(g: GameState, p: str, w: list[str]) -> Action:
    if w[0] in ("none", "nothing"):
        return BuyCivCards(p)
    cards = w[1:] if w[0] == "buy" else w
    preview = preview_purchase(g, p, cards)
    if preview.payment is None:
        raise ValueError(f"you cannot pay {preview.total} (at most {preview.most_payable})")
    return BuyCivCards(p, tuple(cards), preview.payment.cards, preview.payment.tokens)


PARSERS: dict[str, Callable[[GameState, str, list[str]], Action]] = {
    "choose_nation": _nation,
    "movement": _movement,
    "build_cities": lambda g, p, w: BuildCities(
        p, tuple(w[1:] if w[0] == "build" else [] if w[0] == "none" else w)
    ),
    "trade": _trade,
    "buy_civ_cards": _buy,
    "buy_gold": lambda g, p, w: BuyGold(p, int(w[0])),
    "tax_rate": lambda g, p, w: SetTaxRate(p, int(w[0])),
    "conflict_order": lambda g, p, w: _conflict_order(p, w),
    "civil_war_cities": lambda g, p, w: TakeCities(p, tuple(w)),
}


def _describe_decision(d: Decision) -> str:
    opts = json.dumps(d.options, sort_keys=True)
    if len(opts) > 1500:
        opts = opts[:1500] + " ..."
    default = json.dumps(d.default.to_json()) if d.default is not None else "none"
    return f"{d.prompt}\n  options: {opts}\n  default: {default}"


class TerminalGame:
    def __init__(
        self, players: int, humans: int, seed: int, ai: str, out: Path | None, ask: Ask, say: Say
    ) -> None:
        ids = [f"human{i + 1}" if i < humans else f"ai{i + 1 - humans}" for i in range(players)]
        self.humans = set(ids[:humans])
        self.g = new_game(ids, Options(), seed=seed)
        self.agents: dict[str, Agent] = {p: agent_for(ai, seed * 1000 + i) for i, p in enumerate(ids)}
        self.out = out
        self.ask = ask
        self.say = say
        self.images = 0
        if out is not None:
            out.mkdir(parents=True, exist_ok=True)

    def phase_ended(self, g: GameState, phase: str) -> None:
        if self.out is None:
            return
        from renderer import render

        self.images += 1
        path = self.out / f"board-{self.images:04d}-round-{g.round:02d}-{phase.replace('_', '-')}.png"
        path.write_bytes(render(view_for(g, None)))

    def human_answer(self, d: Decision) -> Action:
        g = self.g
        self.say(f"\n--- {describe_player(g, d.player)}: your decision ({d.kind}) ---")
        self.say(board_text(g, d.player))
        self.say(_describe_decision(d))
        self.say("Answer: " + HELP.get(d.kind, "Enter for the default, or JSON"))
        while True:
            try:
                line = self.ask(f"{d.player}> ")
            except EOFError:
                raise InputEnded from None
            if line.strip() == "help":
                self.say(HELP.get(d.kind, "") + "\n" + GENERAL)
                continue
            if line.strip() == "view":
                self.say(board_text(g, d.player))
                continue
            try:
                return parse_answer(g, d, line)
            except (ValueError, KeyError, IndexError, TypeError, RuleError) as err:
                self.say(f"Not understood: {err}. Type 'help'.")

    def play(self, max_rounds: int = 60) -> GameState:
        g = self.g
        while not g.finished and g.round <= max_rounds:
            d = pending(g)[0]
            human = d.player in self.humans
            try:
                action = self.human_answer(d) if human else self.agents[d.player].act(g, d)
            except InputEnded:
                self.say("Input ended: AI players take over the human seats.")
                self.humans.clear()
                continue
            try:
                events = apply(g, action, self.phase_ended)
            except RuleError as err:
                if not human:
                    raise
                self.say(f"Refused: {err}")
                continue
            for e in events:
                line = narrate(g, e)
                if line is not None:
                    self.say(line)
        return g


def play_command(players: int, humans: int, seed: int, ai: str, out: str, game: str = DEFAULT_GAME) -> int:
    try:
        spec(game).check_players(players)
    except RuleError as err:
        print(f"civbot play: {err.message}", file=sys.stderr)
        return 2
    if game != "civ1980":
        print(f"civbot play: {spec(game).title} cannot be played in the terminal yet", file=sys.stderr)
        return 2
    if not 1 <= humans <= players:
        print(f"civbot play: --humans must be 1 to {players}", file=sys.stderr)
        return 2
    terminal = TerminalGame(players, humans, seed, ai, Path(out), input, print)
    print(f"civbot play: {humans} human(s) and {players - humans} {ai} AI players; boards in {out}/")
    g = terminal.play()
    winners = ", ".join(describe_player(g, p) for p in g.winners) or "nobody"
    print(f"Game over after round {g.round}: winner {winners}.")
    return 0
