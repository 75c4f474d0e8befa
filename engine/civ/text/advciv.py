"""The text form of the decisions Advanced Civilization changes or adds: city building with
Architecture, pillage, discards, and its calamity choices (units lost with the Grain Pottery
lets you show, share-outs, the cities Treachery, Superstition, Civil Disorder, Flood and
Piracy take, equal places for a volcano, a flood or barbarians, the Earthquake, Iconoclasm
and Heresy, Military's Civil War cut, and Monotheism's conversion)."""

from __future__ import annotations

from engine.civ.advciv.calamity.choices import ChooseCities, ChooseOne
from engine.civ.advciv.calamity.losses import AdvLoseUnits
from engine.civ.advciv.calamity.monotheism import ConvertArea
from engine.civ.advciv.phases.cities import AdvBuildCities
from engine.civ.advciv.phases.conflict import Pillage
from engine.civ.advciv.phases.discard import DiscardCards
from engine.civ.calamity.civil_war import PickFaction
from engine.civ.calamity.iconoclasm import IconoclasmChoice
from engine.civ.calamity.losses import AssignLosses
from engine.civ.calamity.volcano import EarthquakeChoice
from engine.civ.text import names
from engine.civ.text.base import (
    ADVCIV,
    Ctx,
    Form,
    area,
    area_text,
    areas,
    areas_text,
    card_list,
    drop_verb,
    expect,
    is_none,
    one,
    trade_card,
    trade_cards_text,
)
from engine.civ.text.calamity import (
    assign,
    iconoclasm,
    pick,
    show_assign,
    show_earthquake,
    show_iconoclasm,
    show_pick,
    units,
    units_text,
)
from engine.core.actions import Action
from engine.core.text import NotUnderstood, number
from i18n.catalog import N_, l_


def parse_build(c: Ctx, w: list[str]) -> Action:
    w = drop_verb(w, "build")
    arch, treasury = "", 0
    if "architecture" in w:
        i = w.index("architecture")
        tail = w[i + 1 :]
        if len(tail) != 2:
            raise NotUnderstood(l_("Write 'architecture AREA N': the area and the treasury tokens paid."))
        arch = area(tail[0], list(c.options["architecture"]))
        treasury = number(tail[1], N_("The treasury tokens"))
        w = w[:i]
    return AdvBuildCities(c.player, () if is_none(w) else areas(w, list(c.options["areas"])), arch, treasury)


def show_build(c: Ctx, a: Action) -> str:
    x = expect(a, AdvBuildCities)
    return areas_text(x.areas) + (
        f" architecture {area_text(x.architecture)} {x.treasury}" if x.architecture else ""
    )


def _lose(c: Ctx, w: list[str]) -> Action:
    grain = 0
    if "grain" in w and c.options.get("grain"):
        i = w.index("grain")
        if i + 1 < len(w) and w[i + 1].isdigit():
            grain = number(w[i + 1], N_("The Grain cards shown"))
            w = w[:i] + w[i + 2 :]
    tokens, cities = units(c, w)
    return AdvLoseUnits(c.player, tokens, cities, grain)


def _show_lose(c: Ctx, a: Action) -> str:
    x = expect(a, AdvLoseUnits)
    line = units_text(x.tokens, x.cities)
    grain = f"grain {x.grain}" if x.grain else ""
    return " ".join(part for part in (line if line != "none" or not grain else "", grain) if part)


def _cities(c: Ctx, w: list[str]) -> Action:
    w = drop_verb(w, "choose")
    return ChooseCities(c.player, () if is_none(w) else areas(w, list(c.options["cities"])))


def _one_of(kind: str, key: str, what: str, example: str, explain: str) -> Form:
    """A choice among equally damaging places named in ``options[key]``."""

    def parse(c: Ctx, w: list[str]) -> Action:
        listed = list(c.options[key])
        return ChooseOne(c.player, names.places(what, listed).resolve(one(w, what), listed))

    return Form(
        kind,
        what.upper().replace(" ", "-"),
        example,
        explain,
        parse,
        lambda c, a: names.places(what, [expect(a, ChooseOne).choice]).name(expect(a, ChooseOne).choice),
        (ChooseOne,),
        games=ADVCIV,
    )


def _earthquake(c: Ctx, w: list[str]) -> Action:
    choices: list[list[str]] = c.options["choices"]
    w = [x for x in w if x not in ("and", "also")]
    if not 1 <= len(w) <= 2:
        raise NotUnderstood(l_("Name your city, and the neighbouring city if one is shown: 'Sais Memphis'."))
    city = area(w[0], [p[0] for p in choices])
    near = area(w[1], [p[1] for p in choices if p[0] == city and p[1]]) if len(w) == 2 else ""
    return EarthquakeChoice(c.player, city, near)


def _convert(c: Ctx, w: list[str]) -> Action:
    w = drop_verb(w, "convert")
    return ConvertArea(c.player, "" if is_none(w) else area(one(w, N_("area")), list(c.options["areas"])))


CITY_KINDS = {
    "treachery": N_("The city Treachery takes."),
    "superstition": N_("Your cities Superstition reduces."),
    "advciv_civil_disorder": N_("Your cities Civil Disorder reduces."),
    "flood_coastal_city": N_("Your coastal city the Flood destroys."),
    "advciv_piracy": N_("The coastal cities that become pirate cities."),
}

FORMS: tuple[Form, ...] = (
    Form(
        "advciv_build_cities",
        "AREA [AREA ...] [architecture AREA N] | none",
        "Carthago architecture Thapsus 3",
        N_(
            "The areas where you build cities from your tokens; with Architecture one more city, N of "
            "its tokens paid from your treasury (at most half)."
        ),
        parse_build,
        show_build,
        (AdvBuildCities,),
        games=ADVCIV,
    ),
    Form(
        "pillage",
        "N",
        "3",
        N_("Tokens moved from your stock to your treasury (0 up to the most shown)."),
        lambda c, w: Pillage(c.player, number(one(drop_verb(w, "pillage"), N_("number")), N_("The tokens"))),
        lambda c, a: str(expect(a, Pillage).tokens),
        (Pillage,),
        games=ADVCIV,
    ),
    Form(
        "discard_cards",
        "CARD [CARD ...]",
        "Ochre Hides",
        N_("The commodity cards you discard to keep the hand limit; everyone sees them."),
        lambda c, w: DiscardCards(
            c.player, tuple(card_list(drop_verb(w, "discard"), lambda x: trade_card(x, c.options["hand"])))
        ),
        lambda c, a: trade_cards_text(expect(a, DiscardCards).cards) or "none",
        (DiscardCards,),
        games=ADVCIV,
    ),
    Form(
        "advciv_lose_units",
        "AREA N [AREA N ...] [city AREA ...] [grain N]",
        "Memphis 2 Thebes 1 city Sais",
        N_(
            "Tokens to lose in each area, then whole cities, worth exactly the points asked; with "
            "Pottery 'grain N' shows N Grain cards to lose fewer points."
        ),
        _lose,
        _show_lose,
        (AdvLoseUnits,),
        games=ADVCIV,
    ),
    Form(
        "advciv_civil_war_military",
        "AREA N [AREA N ...] [city AREA ...]",
        "Memphis 2 city Sais",
        N_("The units cut from the faction (Military): tokens per area, then whole cities."),
        pick,
        show_pick,
        (PickFaction,),
        games=ADVCIV,
    ),
    Form(
        "advciv_assign_losses",
        "PLAYER N [PLAYER N ...]",
        "Crete 8 Italy 8 Egypt 4",
        N_("The points each other player loses, exactly the total shown; each then chooses his units."),
        assign,
        show_assign,
        (AssignLosses,),
        games=ADVCIV,
    ),
    *(
        Form(
            kind,
            "CITY [CITY ...]",
            "Athens",
            text,
            _cities,
            lambda c, a: areas_text(expect(a, ChooseCities).areas),
            (ChooseCities,),
            games=ADVCIV,
        )
        for kind, text in CITY_KINDS.items()
    ),
    _one_of(
        "volcano_tie",
        "volcanoes",
        "volcano",
        "Etna",
        N_("The volcano among those that would do the same damage."),
    ),
    _one_of(
        "advciv_flood_plain",
        "plains",
        "flood plain",
        "Nile",
        N_("The flood plain among those that would do the same damage."),
    ),
    _one_of(
        "barbarian_area",
        "choices",
        "area",
        "Thrace",
        N_("The area among those that would do the same damage."),
    ),
    Form(
        "advciv_earthquake",
        "CITY [NEIGHBOUR-CITY]",
        "Sais Memphis",
        N_("Your city the earthquake strikes and the neighbouring city it reduces, among equal places."),
        _earthquake,
        show_earthquake,
        (EarthquakeChoice,),
        games=ADVCIV,
    ),
    Form(
        "advciv_iconoclasm",
        "CITY [CITY ...] [others CITY ...]",
        "Athens Sparta others Roma",
        N_("Your cities reduced, then 'others' and the other players' cities reduced as well."),
        iconoclasm,
        show_iconoclasm,
        (IconoclasmChoice,),
        games=ADVCIV,
    ),
    Form(
        "monotheism",
        "AREA | none",
        "Ionia",
        N_("The area whose units become yours, or 'none'."),
        _convert,
        lambda c, a: area_text(expect(a, ConvertArea).area) if expect(a, ConvertArea).area else "none",
        (ConvertArea,),
        games=ADVCIV,
    ),
)
