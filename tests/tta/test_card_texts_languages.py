"""Through the Ages' card texts and refusals in the languages civbot speaks (issue 27): in the
pseudo-language ``qps`` every word of every card's line (all ages, every deck) and of every
refusal of the rules is a message of the catalogue or a glossary term; a refusal is said in the
language of whoever reads it, not of whoever gave the order; and a few real lines read right."""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Callable
from functools import cache
from types import TracebackType

import pytest

from ai.games.tta.match import play_tta
from engine import RuleError, apply, copy_state, new_game
from engine.core.actions import Action
from engine.core.events import Event
from engine.tta.api import ACTIONS, GameState, cards, line, pact_side, pending, summary
from engine.tta.pacts import check_proposal
from i18n.catalog import PSEUDO, speaking

TTA_ENGINE = "/engine/tta/"
MARKED = re.compile(r"⟦[^⟦⟧]*⟧")


def unmarked(text: str) -> str:
    """The words of ``text`` outside the pseudo-language's markers (innermost first, so a
    message inside another is taken out with it); names and numbers are inside a message."""
    while True:
        shorter = MARKED.sub("", text)
        if shorter == text:
            return "".join(ch for ch in text if ch.isalpha())
        text = shorter


def test_unmarked_finds_words_outside_the_markers() -> None:
    assert unmarked("⟦a ⟦b⟧ c⟧ · ⟦d⟧, 3+4") == ""
    assert unmarked("⟦a⟧ each") == "each"


@pytest.mark.parametrize("age", sorted({c.age for c in cards().values()}))
def test_every_card_line_of_every_age_is_said_in_the_catalogue(age: str) -> None:
    ages = [c for c in cards().values() if c.age == age]
    assert ages
    with speaking(PSEUDO):
        left = {c.id: unmarked(line(c.id)) for c in ages if unmarked(line(c.id))}
        left |= {c.id: unmarked(summary(c.id)) for c in ages if unmarked(summary(c.id))}
    assert not left, left


def test_a_pact_s_sides_are_said_in_the_catalogue() -> None:
    pacts = [c for c in cards().values() if c.type == "pact"]
    with speaking(PSEUDO):
        left = [pact_side(values) for c in pacts for values in c.sides.values()]
    assert left and all(text and not unmarked(text) for text in left), left


def test_a_card_line_is_made_in_each_language_and_kept_apart() -> None:
    english = line("classic_army")
    with speaking("ru"):
        russian = line("classic_army")
    assert english == "Classic Army — tactic: army of 2 infantry + 2 cavalry gives +8 (antiquated 4)"
    assert russian == "Классическая армия — тактика: армия (пехота ×2 + кавалерия ×2) даёт +8 (устаревшая 4)"
    assert line("classic_army") == english


def test_russian_card_lines_agree_with_their_counts() -> None:
    with speaking("ru"):
        assert summary("plunder_ii") == "агрессия (1 военное действие): забрать еду и/или ресурсы: 5"
        assert summary("enslave").startswith("агрессия (2 военных действия): ")
        assert summary("war_over_culture").startswith("война (3 военных действия): ")
        assert summary("bronze") == "шахта, 1 ресурс · постройка 2"


def test_greek_card_lines_use_the_greek_rulebook_s_names() -> None:
    with speaking("el"):
        # «Χαλκός» and «ορυχείο» as 002 prints them (the player board: the six starting technologies).
        assert line("bronze") == "Χαλκός — ορυχείο, 1 πόρος · κατασκευή 2"
        assert summary("war_over_culture").startswith("πόλεμος (3 στρατιωτικές ενέργειες): ")
    with speaking("da"):
        assert summary("plunder_ii") == "aggression (1 militær handling): tag 5 mad og/eller ressourcer"


# -- refusals ----------------------------------------------------------------------------------


def _raised_in_tta_engine(tb: TracebackType | None) -> bool:
    last = None
    while tb is not None:
        last, tb = tb, tb.tb_next
    return last is not None and TTA_ENGINE in last.tb_frame.f_code.co_filename


def _some_illegal_orders(g: GameState, rng: random.Random) -> list[Action]:
    """An order of every kind for the player asked now, its fields drawn at random from the
    cards and players of the game (most of them illegal now)."""
    p = pending(g)[0].player
    ps = g.ps(p)
    own = [*ps.civil_hand, *ps.military_hand, *ps.workers, *ps.specials, ps.government]
    some_cards = [*own, *(c for c in g.row if c), *rng.sample(sorted(cards()), 4), "nonsense"]
    people = [*g.players, "nobody"]
    by_name: dict[str, Callable[[], object]] = {
        "slot": lambda: rng.randrange(0, 15),
        "count": lambda: rng.randrange(0, 5),
        "amount": lambda: rng.randrange(-1, 30),
        "side": lambda: rng.choice("ABC"),
        "choice": lambda: rng.choice(["food", "resources", "culture", "neither"]),
        "accept": lambda: rng.random() < 0.5,
        "units": lambda: {rng.choice(some_cards): rng.randrange(0, 3)},
        "partner": lambda: rng.choice(people),
        "option": lambda: rng.choice(["", "x", "food:9"]),
    }
    orders = []
    for cls in ACTIONS:
        fields: dict[str, object] = {}
        for f in dataclasses.fields(cls):
            if f.name == "player":
                fields[f.name] = p
            elif f.name in by_name:
                fields[f.name] = by_name[f.name]()
            elif f.type.startswith("tuple"):
                fields[f.name] = tuple(rng.sample(some_cards, rng.randrange(0, 3)))
            elif f.name == "target" and cls.__name__ in ("PlayAggression", "DeclareWar", "ProposePact"):
                fields[f.name] = rng.choice(people)
            else:
                fields[f.name] = rng.choice(some_cards)
        orders.append(cls(**fields))  # type: ignore[arg-type]  # fields drawn to fit each order
    return orders


@cache
def refusals() -> dict[str, list[str]]:
    """Refusals of the Through the Ages rules met in a random game, said in ``qps``, by the
    English message refused (many kinds of orders, at many moments of the game)."""
    rng = random.Random(27)
    seen: dict[str, list[str]] = {}
    moves = 0

    def try_orders(g: GameState, events: list[Event]) -> None:
        nonlocal moves
        moves += 1
        if moves % 9 or not pending(g):
            return
        for order in _some_illegal_orders(g, rng):
            trial = copy_state(g)
            try:
                apply(trial, order)
            except RuleError as err:
                if _raised_in_tta_engine(err.__traceback__):
                    with speaking(PSEUDO):
                        seen.setdefault(err.said.text, []).append(err.message)

    play_tta(["random"] * 3, 5, on_action=try_orders)
    return seen


def test_the_rules_refusals_are_said_in_the_catalogue() -> None:
    seen = refusals()
    assert len(seen) >= 30, sorted(seen)  # many kinds of refusals were met (36 with this seed)
    left = {text: said for text, all_said in seen.items() for said in all_said if unmarked(said)}
    assert not left, left


def test_a_refusal_is_read_in_the_reader_s_language() -> None:
    """Raised while the player who gave the order spoke English, read in Russian: the sentence
    and the card's name are both the reader's."""
    g = new_game(["p1", "p2", "p3"], seed=3, game="tta")
    with speaking("en"), pytest.raises(RuleError) as refused:
        check_proposal(g, "p1", "classic_army", "p2", "A")
    assert refused.value.message == "You hold no pact card Classic Army."
    with speaking("ru"):
        assert refused.value.message == "У вас нет карты пакта «Классическая армия»."
    with speaking("el"):
        assert refused.value.message == "Δεν έχετε κάρτα συμφωνίας «Κλασικός στρατός»."


def test_a_refusal_names_what_the_player_holds_in_the_reader_s_language() -> None:
    g = new_game(["p1", "p2", "p3"], seed=3, game="tta")
    with speaking("en"), pytest.raises(RuleError) as refused:
        check_proposal(g, "p1", "nonsense", "p2", "A")
    with speaking("ru"):
        assert refused.value.message == "У вас нет карты пакта «'nonsense'»."
    with speaking(PSEUDO):
        assert not unmarked(refused.value.message)
