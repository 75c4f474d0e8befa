"""Every card has a short line saying what it does: no placeholder left unfilled, every event,
aggression and war has its own phrase, every ability of a leader or wonder is named."""

from __future__ import annotations

from engine.tta.cards import cards
from engine.tta.texts import ABILITIES, line, name, summary
from engine.tta.texts_military import AGGRESSIONS, EVENTS, IMPACTS, WARS


def test_every_card_has_a_filled_line() -> None:
    for cid, c in cards().items():
        text = line(cid)
        assert text.startswith(name(cid)) and "{" not in text and "}" not in text, text
        assert summary(cid) not in ("", c.type), cid


def test_one_shot_military_cards_have_their_own_phrase() -> None:
    for c in cards().values():
        if c.type == "event":
            assert c.handler in EVENTS or c.handler in IMPACTS, c.id
        elif c.type == "aggression":
            assert c.handler in AGGRESSIONS, c.id
        elif c.type == "war":
            assert c.handler in WARS, c.id


def test_every_ability_is_named() -> None:
    for c in cards().values():
        for ability in c.abilities:
            assert ability in ABILITIES, (c.id, ability)


def test_names_printed_in_several_ages_carry_their_age() -> None:
    assert name("plunder_ii") == "Plunder (II)" and name("drama") == "Drama"
    assert name("no_such_card") == "no_such_card"
