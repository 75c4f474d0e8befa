"""Issue 27: the Civilization family's refusals are said in the language of whoever reads them.

Every game of the family (every offered game whose engine is in ``engine/civ``) is driven along
a played game into illegal orders of many kinds at each decision kind it meets: a count out of
range, an unknown name, a name twice, another player's order, an order of another phase. Each
refusal, raised while English is spoken, reads in the pseudo-language with every word marked
(the typed words it quotes, names and numbers aside) and reads in Russian. A refusal kept in the
game's log (an order replaced by its default) is told in the reader's language.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import re
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from engine import Decision, Event, PlainNames, apply, interface, narrate, narrate_private, offered_games
from engine.civ import refusal_names as rn
from engine.civ.advciv import content as advciv_content
from engine.civ.calamity.base import no_effect_event
from engine.civ.calamity.losses import NOTHING_TO_TAKE
from engine.civ.content import board, civ_cards, setup, trade_cards
from engine.civ.narration.kept_reasons import THIRD_PERSON
from engine.core.actions import Action
from engine.core.errors import IllegalAction, RuleError, UnknownName
from engine.core.said_json import english, said_to_json
from engine.core.words import Either
from i18n import glossary
from i18n.catalog import PSEUDO, SOURCE, l_, ln_, speaking
from tests.engine.played_positions import positions

FAMILY = [s.id for s in offered_games() if s.rules_at.startswith("engine.civ.")]
MARKED = re.compile(r"⟦[^⟦⟧]*⟧")
CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)
NAMES = PlainNames({"p1": "Ann", "p2": "Bob", "p3": "Cy"}, {"p1": "Egypt", "p2": "Crete", "p3": "Babylon"})


@cache
def names() -> list[str]:
    """Ids and printed names a refusal may hold, longest first (one may contain another)."""
    found = {*board().areas, *setup().nations, "p1", "p2", "p3"}
    found |= {a.name for a in board().areas.values()} | {n.name for n in setup().nations.values()}
    for cards in (civ_cards(), advciv_content.civ_cards()):
        found |= {c.name for c in cards.cards.values()} | set(cards.cards)
    for tc in (trade_cards(), advciv_content.trade_cards()):
        found |= {c.name for c in tc.commodities.values()} | {c.name for c in tc.calamities.values()}
        found |= {*tc.commodities, *tc.calamities}
    return sorted(found, key=len, reverse=True)


def unmarked(text: str) -> str:
    """What is left of a refusal once its messages, quoted typed words, names and numbers are out."""
    while MARKED.search(text):
        text = MARKED.sub(" ", text)
    text = re.sub(r"'[^']*'", " ", text)
    for name in names():
        text = text.replace(name, " ")
    return re.sub(r"[\W\d_]+", " ", text).strip()


def variants(value: Any, outer: bool = True) -> Iterator[Any]:
    """Wrong values of the type of ``value``: out of range, unknown, a list's item doubled (an
    item of a list keeps its shape: a pair stays a pair)."""
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        yield from (-1, 999)
    elif isinstance(value, str):
        yield "atlantis"
    elif isinstance(value, tuple | list) and value:
        kind = type(value)
        if outer:
            yield kind([*value, value[0]])
        for i, item in enumerate(value[: 1 if outer else len(value)]):
            for wrong in variants(item, outer=False):
                yield kind([*value[:i], wrong, *value[i + 1 :]])


def wrong_orders(a: Action, others: list[Action]) -> Iterator[Action]:
    """Orders made illegal from the legal ``a``: each field wrong in turn, another seat's, and
    the orders of other decision kinds (of another phase, or not awaited now)."""
    for f in dataclasses.fields(a):
        if f.name == "player":
            yield dataclasses.replace(a, player="p3" if a.player != "p3" else "p2")
            continue
        for wrong in variants(getattr(a, f.name)):
            try:
                yield dataclasses.replace(a, **{f.name: wrong})
            except (TypeError, ValueError):
                continue
    for other in others:
        yield dataclasses.replace(other, player=a.player)


def orders(d: Decision) -> Action | None:
    return d.default


@cache
def refusals(game: str) -> tuple[tuple[str, RuleError], ...]:
    """(decision kind, refusal) of illegal orders met along a played game, raised in English."""
    out: list[tuple[str, RuleError]] = []
    seen: set[str] = set()
    met: dict[str, Action] = {}
    for g, d in positions(game, 3, 11, "random", 500):
        a = orders(d)
        if a is None or d.kind in seen:
            continue
        seen.add(d.kind)
        for wrong in wrong_orders(a, [x for k, x in met.items() if k != d.kind]):
            with speaking(SOURCE):
                try:
                    apply(copy.deepcopy(g), wrong)
                except RuleError as refused:
                    out.append((d.kind, refused))
        met[d.kind] = a
    return tuple(out)


def test_the_family_is_found_by_its_engine() -> None:
    assert len(FAMILY) >= 2 and all(interface(game).texts is not None for game in FAMILY)


def test_the_check_finds_words_outside_the_catalogue() -> None:
    assert unmarked("⟦Ñámé {x}·⟧ 'atlantis' memphis Pottery 3") == ""
    assert unmarked("⟦Ñámé⟧ the area") == "the area"


@pytest.mark.parametrize("game", FAMILY)
def test_every_refusal_of_an_illegal_order_is_the_catalogues(game: str) -> None:
    found = refusals(game)
    kinds = {kind for kind, _refused in found}
    messages = {refused.said.text for _kind, refused in found}
    assert len(kinds) >= 6 and len(messages) >= 12, (kinds, messages)
    left = {}
    with speaking(PSEUDO):
        for kind, refused in found:
            if rest := unmarked(refused.message):
                left[refused.message] = (kind, rest)
    assert left == {}


@pytest.mark.parametrize("game", FAMILY)
def test_a_refusal_raised_in_english_reads_in_russian(game: str) -> None:
    english_read = [refused.message for _kind, refused in refusals(game)]
    with speaking("ru"):
        russian = [refused.message for _kind, refused in refusals(game)]
    assert [r for r in russian if not CYRILLIC.search(r)] == []
    assert all(r != e for r, e in zip(russian, english_read, strict=True))


def test_english_reads_as_it_always_did() -> None:
    said = ln_("You hold {n} {card} card, not {asked}.", "You hold {n} {card} cards, not {asked}.", 1)
    refused = IllegalAction(said.with_params(card=rn.Named("card", "grain"), asked=2))
    assert refused.message == "You hold 1 Grain card, not 2."
    assert IllegalAction(l_("{area} is not in play in this game.", area=rn.area("memphis"))).message == (
        "memphis is not in play in this game."
    )
    hint = UnknownName("area", "memphs", board().areas)
    assert hint.message == "There is no area called 'memphs'. Did you mean 'memphis'?"


def test_russian_counts_agree_and_names_are_the_seeds() -> None:
    said = ln_("You hold {n} {card} card, not {asked}.", "You hold {n} {card} cards, not {asked}.", 1)
    grain = rn.Named("card", "grain")
    term = str(glossary("ru", "civ1980")["terms"]["commodities"]["grain"]["text"])
    with speaking("ru"):
        read = [str(dataclasses.replace(said, n=n).with_params(card=grain, asked=9)) for n in (1, 3, 5, 21)]
    assert read == [
        f"У вас 1 карта «{term}», а не 9.",
        f"У вас 3 карты «{term}», а не 9.",
        f"У вас 5 карт «{term}», а не 9.",
        f"У вас 21 карта «{term}», а не 9.",
    ]
    area = str(glossary("ru", "civ1980")["terms"]["areas"]["memphis"]["text"])
    with speaking("ru"):
        assert str(l_("{area} is not in play in this game.", area=rn.area("memphis"))) == (
            f"{area}: эта область не участвует в этой игре."
        )


def test_danish_reads_a_refusal_with_its_hint() -> None:
    refused = UnknownName("area", "memphs", board().areas)
    with speaking("da"):
        assert refused.message == "Der er intet område, der hedder 'memphs'. Mente du 'memphis'?"
    with speaking("da"):
        assert (
            str(
                ln_(
                    "You hold {n} {card} card, not {asked}.", "You hold {n} {card} cards, not {asked}.", 2
                ).with_params(card="Korn", asked=3)
            )
            == "Du har 2 Korn-kort, ikke 3."
        )


def replaced(refused: RuleError) -> Event:
    """The event of an order replaced by its default, as the engine keeps it and a save reads it."""
    data = {"player": "p1", "reason": english(refused.said), "reason_said": said_to_json(refused.said)}
    return Event("decision_replaced", json.loads(json.dumps(data)))


@pytest.mark.parametrize("game", FAMILY)
def test_an_order_replaced_by_its_default_is_told_in_the_readers_language(game: str) -> None:
    kept = [refused for _kind, refused in refusals(game)]
    kept.append(
        IllegalAction(
            l_(
                "You need {n} of your tokens in {area} to build a city there; you have {have}.",
                n=2,
                area=rn.area("memphis"),
                have=1,
            )
        )
    )
    for refused in kept:
        event = replaced(refused)
        with speaking(PSEUDO):
            line = narrate(game, event, NAMES) or ""
            assert not unmarked(line), line
        with speaking("ru"):
            assert CYRILLIC.search(narrate(game, event, NAMES) or "")
    old = Event("decision_replaced", {"player": "p1", "reason": english(kept[-1].said)})
    assert (
        narrate(game, replaced(kept[-1]), NAMES)
        == narrate(game, old, NAMES)
        == (
            "Egypt's order could no longer be carried out after an earlier player's (They need 2 of their "
            "tokens in Memphis to build a city there; they have 1); the default was taken."
        )
    )
    area = str(glossary("ru", "civ1980")["terms"]["areas"]["memphis"]["text"])
    with speaking("ru"):
        told = narrate(game, replaced(kept[-1]), NAMES) or ""
    assert f"чтобы построить город, ему нужно своих жетонов: 2 — {area}; у него 1" in told


def test_a_third_person_message_keeps_the_fields_of_its_refusal() -> None:
    fields = re.compile(r"\{(\w+)\}")
    for second, third in THIRD_PERSON.items():
        assert set(fields.findall(second)) == set(fields.findall(third.text)), second


@pytest.mark.parametrize("game", [game for game in FAMILY if "civ_cards_refused" in interface(game).events])
def test_a_refused_purchase_is_told_to_its_buyer_in_his_language(game: str) -> None:
    refused = IllegalAction(l_("No copy of {card} is left.", card=rn.Named("advciv_card", "pottery")))
    data = {"reason": english(refused.said), "reason_said": said_to_json(refused.said)}
    event = Event("civ_cards_refused", json.loads(json.dumps(data)), visible_to=("p1",))
    with speaking(PSEUDO):
        line = narrate_private(game, event, "p1", NAMES) or ""
    assert line and not unmarked(line), line
    with speaking("ru"):
        assert CYRILLIC.search(narrate_private(game, event, "p1", NAMES) or "")


@pytest.mark.parametrize("game", FAMILY)
def test_a_calamity_without_effect_says_why_in_the_readers_language(game: str) -> None:
    event = no_effect_event("p1", "epidemic", NOTHING_TO_TAKE)
    saved = Event(event.kind, json.loads(json.dumps(event.data)))
    old = Event(event.kind, {k: v for k, v in event.data.items() if k != "reason_said"})
    assert (
        narrate(game, saved, NAMES)
        == narrate(game, old, NAMES)
        == ("Epidemic has no effect on Egypt: they have no unit it can take.")
    )
    with speaking(PSEUDO):
        line = narrate(game, saved, NAMES) or ""
    assert not unmarked(line), line
    with speaking("ru"):
        assert "у него нет фишек, которые оно может забрать" in (narrate(game, saved, NAMES) or "")


def epoch_refusals() -> list[tuple[str, Any]]:
    """(game, the reason a marker cannot enter the last epoch) at the start of each game."""
    from engine import new_game
    from engine.civ.advciv.content import ast
    from engine.civ.advciv.phases.ast import unmet
    from engine.civ.phases.ast_phase import unmet_requirement

    civ = new_game(["p1", "p2", "p3"], seed=3, game="civ1980")
    adv = new_game(["p1", "p2", "p3"], seed=3, game="advciv")
    return [
        ("civ1980", unmet_requirement(civ, "p1", "late_iron")),
        ("advciv", unmet(adv, "p1", ast().epochs[-1])),
    ]


@pytest.mark.parametrize(("game", "why"), epoch_refusals())
def test_a_held_marker_says_why_in_the_readers_language(game: str, why: Any) -> None:
    data = {"player": "p1", "position": 5, "reason": english(why), "reason_said": said_to_json(why)}
    saved = Event("ast_held", json.loads(json.dumps(data)))
    old = Event("ast_held", {k: v for k, v in data.items() if k != "reason_said"})
    assert narrate(game, saved, NAMES) == narrate(game, old, NAMES)
    assert "they have 0" in (narrate(game, saved, NAMES) or "")
    with speaking(PSEUDO):
        line = narrate(game, saved, NAMES) or ""
    assert not unmarked(line), line
    epoch = str(glossary("ru", game)["terms"]["epochs"][dict(why.params)["epoch"].id]["text"])
    with speaking("ru"):
        assert f"для входа в эпоху «{epoch}» нужно" in (narrate(game, saved, NAMES) or "")


def test_places_read_as_their_ids_in_english_and_by_the_glossary_elsewhere() -> None:
    """The English refusals gave volcanoes and flood plains by id ("etna or vesuvius")."""
    choices = l_(
        "The volcano doing the most damage erupts: choose {choices}.",
        choices=Either((rn.area("etna"), rn.area("nile"))),
    )
    assert str(choices) == "The volcano doing the most damage erupts: choose etna or nile."
    etna = str(glossary("ru", "civ1980")["terms"]["areas"]["etna"]["text"])
    with speaking("ru"):
        assert etna in str(choices) and "etna" not in str(choices)
