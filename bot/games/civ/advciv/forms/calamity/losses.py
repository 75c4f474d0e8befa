"""Unit losses in Advanced Civilization (rules reference §8.1, §8.3.3, §8.3.5, §8.3.7, §8.3.9):
a victim's own units (Famine with Pottery's Grain shown, Epidemic, Flood), the units Military
removes from a Civil War faction, and the primary victim's share-out of the secondary losses.
The 1980 game's forms (``bot.games.civ.forms.calamity.units``, ``shares``) serve them with these texts."""

from __future__ import annotations

from bot.forms.base import Ctx
from bot.games.civ.advciv.forms.table import ADVCIV
from bot.games.civ.advciv.words import card_name
from bot.games.civ.forms.calamity.common import front_step
from bot.games.civ.forms.calamity.shares import ShareKind, register_shares
from bot.games.civ.forms.calamity.units import UnitsKind, register_units, units_pool
from bot.games.civ.forms.seats import who
from engine.civ.advciv.api import AdvLoseUnits, AdvShareChoice, GrainLossChoice, MilitaryFactionPick
from engine.civ.api import PickFaction
from i18n.catalog import N_, _, n_


def lose_intro(ctx: Ctx) -> list[str]:
    o = ctx.decision.options_as(GrainLossChoice)
    pool = units_pool(o)
    calamity = card_name(o.calamity)
    if pool.city_to_token:
        intro = _(
            "**{calamity}**: choose your units to lose (token 1, city {n}, then 1 token): exactly the "
            "points asked, or the smallest amount above them if that is impossible.",
            calamity=calamity,
            n=pool.city_value,
        )
    else:
        intro = _(
            "**{calamity}**: choose your units to lose (token 1, city {n}): exactly the "
            "points asked, or the smallest amount above them if that is impossible.",
            calamity=calamity,
            n=pool.city_value,
        )
    lines = [intro]
    if o.grain:
        lines.append(
            n_(
                "Pottery: you may show up to {n} Grain card to lose fewer points "
                "(Grain shown pays for no civilization card this turn).",
                "Pottery: you may show up to {n} Grain cards to lose fewer points "
                "(Grain shown pays for no civilization card this turn).",
                o.grain,
            )
        )
    return lines


def military_intro(ctx: Ctx) -> list[str]:
    o = ctx.decision.options_as(MilitaryFactionPick)
    step = front_step(ctx.g)
    holder = str(getattr(step, "holder", ""))
    first = o.faction == "first"
    if holder in ("", ctx.seat):
        text = (
            _(
                "**Civil War with Military**: remove {n} more unit points from the first "
                "faction of your units "
                "(they go back to stock); units next to the other faction have already gone first.",
                n=o.points,
            )
            if first
            else _(
                "**Civil War with Military**: remove {n} more unit points from the second "
                "faction of your units "
                "(they go back to stock); units next to the other faction have already gone first.",
                n=o.points,
            )
        )
    else:
        text = (
            _(
                "**Civil War with Military**: remove {n} more unit points from the first "
                "faction of {player}'s "
                "units (they go back to stock); units next to the other faction have already gone first.",
                n=o.points,
                player=who(ctx, holder),
            )
            if first
            else _(
                "**Civil War with Military**: remove {n} more unit points from the second "
                "faction of {player}'s "
                "units (they go back to stock); units next to the other faction have already gone first.",
                n=o.points,
                player=who(ctx, holder),
            )
        )
    return [text]


def share_intro(ctx: Ctx) -> str:
    o = ctx.decision.options_as(AdvShareChoice)
    seller = o.seller
    text = _(
        "**{calamity}**: make other players lose exactly {total} points in all "
        "(at most {each} from one player); each then chooses his own units.",
        calamity=card_name(o.calamity),
        total=o.total,
        each=o.each,
    )
    if seller:
        return text + " " + _("{player} traded you the card and is spared.", player=who(ctx, seller))
    return text


register_units(
    UnitsKind(
        "advciv_lose_units",
        "al",
        N_("Lose: tokens from…"),
        N_("Lose: cities…"),
        lambda s, t, c, grain: AdvLoseUnits(s, t, c, grain),
        lose_intro,
    ),
    ADVCIV,
)
register_units(
    UnitsKind(
        "advciv_civil_war_military",
        "ay",
        N_("Remove: tokens from…"),
        N_("Remove: cities…"),
        lambda s, t, c, _: PickFaction(s, t, c),
        military_intro,
    ),
    ADVCIV,
)
register_shares(ShareKind("advciv_assign_losses", "aa", share_intro), ADVCIV)
