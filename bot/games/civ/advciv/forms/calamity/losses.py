"""Unit losses in Advanced Civilization (rules reference §8.1, §8.3.3, §8.3.5, §8.3.7, §8.3.9):
a victim's own units (Famine with Pottery's Grain shown, Epidemic, Flood), the units Military
removes from a Civil War faction, and the primary victim's share-out of the secondary losses.
The 1980 game's forms (``bot.games.civ.forms.calamity.units``, ``shares``) serve them with these texts."""

from __future__ import annotations

from bot.forms.base import Ctx
from bot.games.civ.advciv.forms.table import ADVCIV
from bot.games.civ.advciv.words import card_name
from bot.games.civ.forms.calamity.common import front_step, plural
from bot.games.civ.forms.calamity.shares import ShareKind, register_shares
from bot.games.civ.forms.calamity.units import UnitsKind, register_units, units_pool
from bot.games.civ.forms.seats import who
from engine.civ.advciv.api import AdvLoseUnits, AdvShareChoice, GrainLossChoice, MilitaryFactionPick
from engine.civ.api import PickFaction


def lose_intro(ctx: Ctx) -> list[str]:
    o = ctx.decision.options_as(GrainLossChoice)
    pool = units_pool(o)
    city = f"city {pool.city_value}, then 1 token" if pool.city_to_token else f"city {pool.city_value}"
    lines = [
        f"**{card_name(o.calamity)}**: choose your units to lose (token 1, {city}): exactly the "
        "points asked, or the smallest amount above them if that is impossible."
    ]
    if o.grain:
        lines.append(
            f"Pottery: you may show up to {plural(o.grain, 'Grain card')} to lose fewer points "
            "(Grain shown pays for no civilization card this turn)."
        )
    return lines


def military_intro(ctx: Ctx) -> list[str]:
    o = ctx.decision.options_as(MilitaryFactionPick)
    step = front_step(ctx.g)
    holder = str(getattr(step, "holder", ""))
    whose = "your" if holder in ("", ctx.seat) else f"{who(ctx, holder)}'s"
    return [
        f"**Civil War with Military**: remove {o.points} more unit points from the {o.faction} faction "
        f"of {whose} units (they go back to stock); units next to the other faction have already gone first."
    ]


def share_intro(ctx: Ctx) -> str:
    o = ctx.decision.options_as(AdvShareChoice)
    seller = o.seller
    spared = f" {who(ctx, seller)} traded you the card and is spared." if seller else ""
    return (
        f"**{card_name(o.calamity)}**: make other players lose exactly {o.total} points in all "
        f"(at most {o.each} from one player); each then chooses his own units.{spared}"
    )


register_units(
    UnitsKind(
        "advciv_lose_units",
        "al",
        "lose",
        lambda s, t, c, grain: AdvLoseUnits(s, t, c, grain),
        lose_intro,
    ),
    ADVCIV,
)
register_units(
    UnitsKind(
        "advciv_civil_war_military",
        "ay",
        "remove",
        lambda s, t, c, _: PickFaction(s, t, c),
        military_intro,
    ),
    ADVCIV,
)
register_shares(ShareKind("advciv_assign_losses", "aa", share_intro), ADVCIV)
