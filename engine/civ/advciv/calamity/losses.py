"""Losing unit points: Famine, Epidemic and Flood (rules reference §8.1, §8.3.3, §8.3.7, §8.3.9).

The primary victim loses his points; he also divides a total among other players (Famine 20,
at most 8 each; Epidemic 25, at most 10 each; Flood 10 among those on the same plain). The
division is mandatory (000 §29.64): he must assign as much of it as the others can lose, the
seller never among them (000 §29.61). Each victim then chooses his own units (000 §29.63: the
exact loss, else the smallest excess), his cards changing his loss afterwards (X14): Pottery
-4 per Grain shown (000 §30.312, X5), Medicine -8 / -5, Roadbuilding +5 (000 §30.613-30.614),
Engineering at most 7 of a Flood (000 §30.515).

Epidemic's pool leaves one unit in every area and counts a city 4, replaced by one token
(000 §30.612); Flood's holds only the vulnerable units on the plain (000 §30.511, X8).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypedDict

from engine.civ import refusal_names as rn
from engine.civ import units
from engine.civ.advciv.calamity import effects
from engine.civ.advciv.calamity.common import others
from engine.civ.advciv.calamity.effects import PRIMARY, SECONDARY
from engine.civ.advciv.state import adv
from engine.civ.calamity.base import Outcome, Step, in_ast_order, no_effect_event
from engine.civ.calamity.losses import (
    NOTHING_TO_TAKE,
    AssignLosses,
    LoseUnits,
    Pool,
    any_pool,
    apply_selection,
    check_selection,
    default_selection,
    epidemic_pool,
    loss_amount,
    plain_areas,
)
from engine.civ.calamity.prompts import lose_prompt
from engine.civ.calamity.share_out import even_split
from engine.civ.content import board
from engine.civ.printed_names import advciv_card
from engine.civ.state import GameState
from engine.core import serial
from engine.core.actions import Action, action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import IllegalAction, MalformedAction, NotEnough, OverLimit
from engine.core.events import Event, public
from engine.core.words import Both
from i18n.catalog import N_, Said, _, l_


@action("advciv_lose_units")
@dataclass(frozen=True)
class AdvLoseUnits(Action):
    """Units a victim gives up (tokens per area, whole cities), and Grain shown with Pottery."""

    tokens: tuple[tuple[str, int], ...] = ()
    cities: tuple[str, ...] = ()
    grain: int = 0


ACTIONS: tuple[type[Action], ...] = (AdvLoseUnits, AssignLosses)

# Per calamity: the primary's loss field, the secondary total, the most from one player.
SHARES = {
    "famine": ("primary_loss", 20, 8),
    "epidemic": ("primary_loss", 25, 10),
    "flood": ("primary_loss_max", 10, 10),
}


def flood_pool(g: GameState, player: str, plain: str) -> Pool:
    """000 §30.511, X8: tokens on the plain, cities on white sites or on no site."""
    areas = plain_areas(g, plain)
    tokens = {a: units.tokens_in(g, a, player) for a in areas if units.tokens_in(g, a, player)}
    cities = tuple(a for a in areas if g.cities.get(a) == player and board().areas[a].city_site != "black")
    return Pool(tokens, cities)


def pool_for(g: GameState, calamity: str, player: str, plain: str) -> Pool:
    if calamity == "epidemic":
        return epidemic_pool(g, player)
    if calamity == "flood":
        return flood_pool(g, player, plain)
    return any_pool(g, player)


def base_loss(g: GameState, calamity: str, player: str, holder: str, share: int) -> int:
    """The loss before Grain is shown: the primary's from the card, a secondary's share, each
    changed by the victim's own cards."""
    if player == holder:
        return int(effects.value(g, calamity, SHARES[calamity][0], player, PRIMARY))
    if calamity == "flood":
        return share
    return int(effects.value(g, calamity, "share", player, SECONDARY, start=share))


def role(player: str, holder: str) -> str:
    return PRIMARY if player == holder else SECONDARY


def grain_per_card(g: GameState, calamity: str, player: str, holder: str) -> int:
    f = SHARES[calamity][0] if player == holder else "share"
    return effects.per_grain(g, calamity, f, player, role(player, holder))


def free_grain(g: GameState, player: str) -> int:
    """Grain in hand not yet shown this turn."""
    return g.ps(player).hand.count("grain") - adv(g).shown_grain.get(player, 0)


@dataclass(frozen=True)
class GrainLossChoice(DecisionOptions):
    """``advciv_lose_units``: a loss of units that Grain cards shown with Pottery may lower:
    the points to lose with none shown and with each number shown, the Grain cards that may be
    shown, the units that may be lost, a city's worth, whether a city hit becomes a token, and
    the stock."""

    calamity: str
    points: int
    points_by_grain_shown: list[int]
    grain: int
    tokens: dict[str, int]
    cities: list[str]
    city_value: int
    city_becomes_token: bool
    stock: int


class ShareLimit(TypedDict):
    """The most points one player may be made to lose."""

    max: int


@dataclass(frozen=True)
class AdvShareChoice(DecisionOptions):
    """``advciv_assign_losses``: the calamity, the points to share out exactly, at most how many
    each, the players who may be given them, and the seller of a traded calamity (None)."""

    calamity: str
    total: int
    each: int
    players: dict[str, ShareLimit]
    seller: str | None


@serial.register("advciv_cal_lose")
@dataclass
class LoseStep(Step):
    """Every victim chooses his own units at once; applied in AST order."""

    plain: str = ""
    shares: dict[str, int] = field(default_factory=dict)
    victims: list[str] = field(default_factory=list)

    accepts = (AdvLoseUnits,)

    def pool(self, g: GameState, player: str) -> Pool:
        return pool_for(g, self.calamity, player, self.plain)

    def required(self, g: GameState, player: str, grain: int) -> tuple[int, int]:
        """(points he must lose, his target before exactness) after showing ``grain``."""
        target = base_loss(g, self.calamity, player, self.holder, self.shares.get(player, 0))
        target = max(0, target + grain * grain_per_card(g, self.calamity, player, self.holder))
        cap = effects.cap(g, self.calamity, "loss_cap", player, role(player, self.holder))
        pool = self.pool(g, player)
        return loss_amount(pool, target, cap), (min(target, cap) if cap is not None else target)

    def grain_offer(self, g: GameState, player: str) -> int:
        return free_grain(g, player) if grain_per_card(g, self.calamity, player, self.holder) else 0

    def decision(self, g: GameState, player: str) -> Decision:
        pool = self.pool(g, player)
        grain = self.grain_offer(g, player)
        per = grain_per_card(g, self.calamity, player, self.holder)
        useful = min(grain, -(-self.required(g, player, 0)[1] // -per)) if per else 0
        need = self.required(g, player, useful)[0]
        default = default_selection(pool, need)
        prompt = lose_prompt(
            advciv_card(self.calamity), self.required(g, player, 0)[0], self.plain, pool.city_to_token
        )
        if per and grain:
            prompt += " " + _("Pottery: each Grain card you show lowers it by {less}.", less=-per)
        return Decision(
            player,
            "advciv_lose_units",
            prompt,
            GrainLossChoice(
                calamity=self.calamity,
                points=self.required(g, player, 0)[0],
                points_by_grain_shown=[self.required(g, player, k)[0] for k in range(grain + 1)],
                grain=grain,
                tokens=dict(sorted(pool.tokens.items())),
                cities=list(pool.cities),
                city_value=pool.city_value,
                city_becomes_token=pool.city_to_token,
                stock=g.ps(player).stock,
            ),
            AdvLoseUnits(player, default.tokens, default.cities, useful),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, AdvLoseUnits)
        if not 0 <= a.grain <= self.grain_offer(g, a.player):
            if a.grain and not grain_per_card(g, self.calamity, a.player, self.holder):
                raise IllegalAction(
                    l_("Only a holder of Pottery shows Grain against a Famine (000 §30.312).")
                )
            raise NotEnough(
                l_(
                    "You can show at most {n} Grain cards, not {grain}.",
                    n=self.grain_offer(g, a.player),
                    grain=a.grain,
                )
            )
        need, target = self.required(g, a.player, a.grain)
        check_selection(self.pool(g, a.player), need, target, a.tokens, a.cities)

    def run(self, g: GameState) -> Outcome:
        events: list[Event] = []
        for p in self.victims:
            a = self.answer(g, p)
            assert isinstance(a, AdvLoseUnits)
            if a.grain:
                s = adv(g)
                s.shown_grain[p] = s.shown_grain.get(p, 0) + a.grain
                events.append(public("grain_shown", player=p, calamity=self.calamity, grain=a.grain))
            chosen = LoseUnits(p, a.tokens, a.cities)
            events += apply_selection(g, p, self.pool(g, p), chosen, self.calamity)
        return Outcome(events)


def lose(g: GameState, calamity: str, holder: str, shares: dict[str, int], plain: str = "") -> Outcome:
    """The step in which the primary victim and the players in ``shares`` lose their points; a
    victim who must lose everything he has there (and has no Grain to show) is not asked."""
    step = LoseStep(calamity=calamity, holder=holder, plain=plain, shares=dict(shares))
    events: list[Event] = []
    for p in in_ast_order(g, list({holder, *shares})):
        need, target = step.required(g, p, 0)
        if not need:
            if target and (p == holder or shares.get(p, 0)):
                # Struck, with nothing the calamity can take: said, so the log is not silent.
                events.append(no_effect_event(p, calamity, NOTHING_TO_TAKE))
            continue
        step.victims.append(p)
        if step.grain_offer(g, p) or need < step.pool(g, p).total():
            step.owed.append(p)
    return Outcome(events, [step] if step.victims else [])


@serial.register("advciv_cal_assign")
@dataclass
class AssignStep(Step):
    """The primary victim divides the secondary total among the other players."""

    plain: str = ""
    seller: str = ""

    accepts = (AssignLosses,)

    def capacity(self, g: GameState) -> dict[str, int]:
        """Players who may be named, each with the most he can be assigned: no more than he can
        lose. A card capping his loss caps what he can be assigned (Engineering: 7 of a Flood,
        000 §30.515), so the total the card removes from the others (§30.512's ten) must go to
        players who can lose it (§29.64), not be spent on points he never loses."""
        each = SHARES[self.calamity][2]
        out = {}
        for p in others(g, self.holder, self.seller or None):
            points = pool_for(g, self.calamity, p, self.plain).total()
            if points:
                out[p] = min(each, points, self._loss_cap(g, p) or each)
        return out

    def _loss_cap(self, g: GameState, player: str) -> int | None:
        return effects.cap(g, self.calamity, "loss_cap", player, SECONDARY)

    def _why(self, g: GameState, player: str, most: int) -> Said | None:
        """The refusal of more than ``most`` when a card of his caps his loss (else None); ``n`` is
        filled by the caller."""
        if self._loss_cap(g, player) != most:
            return None
        held = tuple(effects.capped_by(g, self.calamity, "loss_cap", player, SECONDARY))
        return l_(
            "{player} can be made to lose 1 to {most} points, not {n}: his {held} limits his loss to {most}, "
            "so assign the rest to other players.",
            player=player,
            most=most,
            held=Both(tuple(rn.Named("advciv_card", c) for c in held)),
        )

    def total(self, g: GameState) -> int:
        return min(SHARES[self.calamity][1], sum(self.capacity(g).values()))

    def decision(self, g: GameState, player: str) -> Decision:
        caps = self.capacity(g)
        total = self.total(g)
        said = {"calamity": advciv_card(self.calamity), "total": total, "each": SHARES[self.calamity][2]}
        return Decision(
            player,
            "advciv_assign_losses",
            _(
                "{calamity}: make other players on the {plain} flood plain lose exactly {total} points in "
                "all (at most {each} from one player); each chooses his own units.",
                plain=self.plain,
                **said,
            )
            if self.plain
            else _(
                "{calamity}: make other players lose exactly {total} points in all (at most {each} from "
                "one player); each chooses his own units.",
                **said,
            ),
            AdvShareChoice(
                calamity=self.calamity,
                total=total,
                each=SHARES[self.calamity][2],
                players={p: ShareLimit(max=c) for p, c in caps.items()},
                seller=self.seller or None,
            ),
            AssignLosses(player, tuple(sorted(even_split(caps, total).items()))),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, AssignLosses)
        caps = self.capacity(g)
        names = [p for p, _n in a.amounts]
        if len(set(names)) != len(names):
            raise MalformedAction(l_("Name each player once."))
        for p, n in a.amounts:
            if p == self.seller:
                raise IllegalAction(
                    l_(
                        "{player} traded you the {calamity}: the seller is immune (000 §29.61).",
                        player=p,
                        calamity=rn.Named("advciv_card", self.calamity),
                    )
                )
            if p not in caps:
                raise IllegalAction(
                    l_(
                        "{player} cannot be named: choose among {players}.",
                        player=p,
                        players=", ".join(caps) or Said(N_("nobody")),
                    )
                )
            if not 1 <= n <= caps[p]:
                why = self._why(g, p, caps[p])
                if why is not None:
                    raise OverLimit(why.with_params(n=n))
                raise OverLimit(
                    l_(
                        "{player} can be made to lose 1 to {most} points, not {n}.",
                        player=p,
                        most=caps[p],
                        n=n,
                    )
                )
        given = sum(n for _p, n in a.amounts)
        if given != self.total(g):
            raise IllegalAction(
                l_(
                    "Assign exactly {n} points in all (000 §29.64); you assigned {given}.",
                    n=self.total(g),
                    given=given,
                )
            )

    def run(self, g: GameState) -> Outcome:
        a = self.answer(g, self.holder)
        assert isinstance(a, AssignLosses)
        shares = dict(a.amounts)
        out = lose(g, self.calamity, self.holder, shares, self.plain)
        event = public("losses_assigned", player=self.holder, calamity=self.calamity, amounts=shares)
        return Outcome([event, *out.events], out.steps)


def share_out(g: GameState, calamity: str, holder: str, seller: str | None, plain: str = "") -> Outcome:
    """Ask the primary victim to divide the secondary total, unless the division is forced
    (the others can lose no more than it, so each loses all he can)."""
    step = AssignStep(calamity=calamity, holder=holder, plain=plain, seller=seller or "")
    caps = step.capacity(g)
    if sum(caps.values()) <= SHARES[calamity][1]:
        return lose(g, calamity, holder, caps, plain)
    step.owed = [holder]
    return Outcome([], [step])


def start_famine(g: GameState, holder: str, traded_by: str | None) -> Outcome:
    """000 §30.31: 10 points, and 20 among the others, at most 8 each."""
    return share_out(g, "famine", holder, traded_by)


def start_epidemic(g: GameState, holder: str, traded_by: str | None) -> Outcome:
    """000 §30.61: 16 points, and 25 among the others but the seller, at most 10 each."""
    return share_out(g, "epidemic", holder, traded_by)
