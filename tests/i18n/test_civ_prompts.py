"""Issue 27: the Civilization family's decision prompts speak the reader's language.

In the pseudo-language every prompt of every decision kind of each game of the family (as
pended along its rule cases and a few random games) is made of messages of the catalogue: once
the marked messages are taken out, nothing but spaces is left (names and numbers are inside
the messages, filled into their placeholders). The family's games come from the family's own
list, so a game added to it is covered. Then a few real prompts per language: Russian's three
plural forms and the seeds' words.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache

import pytest

from ai import agent_for
from engine import Decision, apply, interface, new_game, pending, spec
from engine.civ import family
from engine.civ.calamity.prompts import lose_prompt
from engine.civ.state import GameState
from i18n.catalog import PSEUDO, speaking
from tests.case_actions import read_action
from tests.rule_cases import case_files, load_case, start

GAMES = sorted(family.WHERE)
MESSAGE = re.compile(r"⟦[^⟦⟧]*⟧")


def pended(g: GameState) -> list[Decision]:
    with speaking(PSEUDO):
        return pending(g)


def rule_cases(game: str) -> Iterator[list[Decision]]:
    for path in case_files():
        case = load_case(path)
        g = start(case)
        if g.game != game:
            continue
        yield pended(g)
        for data in case.get("actions", []):
            try:
                apply(g, read_action(g, data))
            except Exception:  # the case's refused action: it changes nothing
                break
            yield pended(g)


def random_game(game: str, players: int, seed: int, steps: int = 1500) -> Iterator[list[Decision]]:
    ids = [f"p{i + 1}" for i in range(players)]
    g = new_game(ids, None, seed=seed, game=game)
    agents = {p: agent_for("random", seed * 10 + i, game=game) for i, p in enumerate(ids)}
    for _step in range(steps):
        decisions = pended(g)
        yield decisions
        if g.finished or not decisions:
            return
        apply(g, agents[decisions[0].player].act(g, decisions[0]))


@cache
def prompts(game: str) -> dict[str, set[str]]:
    """decision kind -> every prompt the pseudo-language gave it."""
    most = spec(game).max_players
    seen: dict[str, set[str]] = {}
    for walk in (rule_cases(game), random_game(game, most, 1)):
        for decisions in walk:
            for d in decisions:
                seen.setdefault(d.kind, set()).add(d.prompt)
    return seen


def unmarked(prompt: str) -> str:
    """What is left of ``prompt`` once its messages are taken out (nothing when it is all
    messages; a message filled into another, like a list's "nobody", goes first)."""
    left, shorter = prompt, MESSAGE.sub("", prompt)
    while shorter != left:
        left, shorter = shorter, MESSAGE.sub("", shorter)
    return left.strip()


@pytest.mark.parametrize("game", GAMES)
def test_every_decision_kind_prompts_in_the_language_spoken(game: str) -> None:
    asked = prompts(game)
    declared = set(interface(game).decisions)
    assert asked.keys() <= declared
    missing = sorted(declared - asked.keys())
    # A few kinds only ever come up in rare positions; the rule cases reach most of them.
    assert len(missing) <= len(declared) // 4, f"{game}: never asked {missing}"
    wrong = [f"{kind}: {p}" for kind, ps in sorted(asked.items()) for p in sorted(ps) if unmarked(p)]
    assert not wrong, "\n".join(wrong)


def test_an_unmarked_prompt_is_seen() -> None:
    assert unmarked("⟦Çhöösé⟧ ⟦twö (⟦ñöbödý⟧)⟧") == ""
    assert unmarked("⟦Çhöösé⟧ Roadbuilding: a token may also move.") == "Roadbuilding: a token may also move."


def test_russian_counts_take_their_three_forms() -> None:
    from engine.civ.advciv.calamity.choices import CitiesStep, question

    g = underway("advciv")
    with speaking("ru"):
        said = [question(g, CitiesStep(kind="superstition", holder="p1", count=n)) for n in (1, 3, 5, 21)]
    assert said == [
        "Суеверие: подавляется 1 ваш город.",
        "Суеверие: подавляются 3 ваших города.",
        "Суеверие: подавляются 5 ваших городов.",
        "Суеверие: подавляется 21 ваш город.",
    ]


def test_english_is_the_message_itself() -> None:
    # A count: one point, several points.
    assert (
        lose_prompt("Famine", 1, "", False)
        == "Famine: choose units worth exactly 1 point to lose (token 1, city 5)."
    )
    assert lose_prompt("Flood", 3, "nile", True) == (
        "Flood: choose units worth exactly 3 points to lose on the nile flood plain "
        "(token 1, a city hit becomes 1 token and counts 4)."
    )


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("da", ("brik", "flodsletten nile")),  # 000: «brik», «flodslette»
        ("ru", ("жетон", "в пойме nile")),  # 001: «жетон», «пойма»
        ("el", ("πιόνι", "πλημμυρική πεδιάδα nile")),
        ("sv", ("bricka", "floddeltat nile")),  # 003: «bricka»
        ("nl", ("fiche", "overstromingsgebied nile")),  # 004: «fiche»
    ],
)
def test_each_language_says_the_family_s_words(lang: str, words: tuple[str, ...]) -> None:
    with speaking(lang):
        said = lose_prompt("X", 2, "nile", True)
    assert all(w in said for w in words), said


def underway(game: str) -> GameState:
    """A game of three random players whose nations are chosen."""
    ids = ["p1", "p2", "p3"]
    g: GameState = new_game(ids, None, seed=1, game=game)
    agents = {p: agent_for("random", i, game=game) for i, p in enumerate(ids)}
    while not all(g.ps(p).nation for p in ids):
        d = pending(g)[0]
        apply(g, agents[d.player].act(g, d))
    return g


def rare_asks() -> dict[str, list[Decision]]:
    """The kinds neither the rule cases nor the random games reach, asked of a fresh game
    directly (each step is what the calamity or phase would put in the queue)."""
    from engine.civ.advciv.calamity import choices
    from engine.civ.advciv.calamity.flood import PlainStep
    from engine.civ.advciv.calamity.volcano import VolcanoStep as TieStep
    from engine.civ.calamity.civil_war import BeneficiaryStep, TakeCitiesStep
    from engine.civ.calamity.flood import FloodPlainStep
    from engine.civ.content import board
    from engine.civ.phases.taxation import TaxationPhase

    plains, volcanoes = sorted(board().flood_plains)[:2], sorted(board().volcanoes)[:2]
    asks: dict[str, list[Decision]] = {}
    for game in GAMES:
        g = underway(game)
        steps = [
            BeneficiaryStep(calamity="civil_war", holder="p1", choices=["p2", "p3"]),
            TakeCitiesStep(calamity="civil_war", holder="p2", order=["p1", "p3"], left=["a", "b", "c"] * 30),
            TakeCitiesStep(calamity="civil_war", holder="p2", order=["p1"], left=["a", "b", "c"] * 30),
            FloodPlainStep(calamity="flood", holder="p1", choices=plains),
            PlainStep(calamity="flood", holder="p1", choices=plains),
            TieStep(calamity="volcano", holder="p1", choices=volcanoes),
        ]
        said = [s.decision(g, "p1") for s in steps] + [TaxationPhase().decision(g, "p1")]
        for then in (choices.REDUCE, choices.DESTROY):
            step = choices.CitiesStep(calamity="flood", holder="p1", kind="flood_coastal_city", then=then)
            said.append(step.decision(g, "p1"))
        for d in said:
            asks.setdefault(d.kind, []).append(d)
    return asks


def test_the_rarely_asked_kinds_prompt_in_the_language_spoken() -> None:
    with speaking(PSEUDO):
        asks = rare_asks()
    wrong = [f"{kind}: {d.prompt}" for kind, ds in sorted(asks.items()) for d in ds if unmarked(d.prompt)]
    assert not wrong, "\n".join(wrong)
    every = {kind for game in GAMES for kind in interface(game).decisions}
    reached = {kind for game in GAMES for kind in prompts(game)} | asks.keys()
    assert every <= reached, sorted(every - reached)


def test_the_rarely_asked_kinds_read_in_english_as_before() -> None:
    said = {d.prompt for ds in rare_asks().values() for d in ds}
    assert "Civil War: name the player who takes over the faction you do not keep." in said
    assert (
        "Flood: you have no vulnerable unit on a flood plain, so one of your coastal cities is destroyed."
        " Choose 0: ." in said
    )
    assert any(
        p.startswith("Coinage: choose your tax rate (1, 2 or 3 tokens for each of your ") for p in said
    )
    assert any(
        p.endswith("the others go down the stock ranking (nobody), and those nobody can take are lost.")
        for p in said
    )
