"""One text form of every action (issue 23, item 3), on every offered game (``engine.games``):

- every legal action (``engine.legal_actions``) of seeded random games reads back from its
  text as the same action: ``parse_action(g, d, action_text(g, a)) == a``, and its text
  names no internal id (no ``_`` of a card id, no JSON);
- random text and random JSON fed to ``parse_action`` and ``apply`` are either a legal action
  or a refusal in words, and a refusal changes nothing (the state hash is the same);
- a finished game, a decision that is not pending, and text in another game's words are
  refused with a typed error.

A game added to the registry is covered without editing this file.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from engine import (
    Action,
    CoreState,
    Decision,
    NotPending,
    NotUnderstood,
    RuleError,
    action_from_json,
    action_text,
    apply,
    interface,
    is_legal,
    legal_actions,
    offered_games,
    parse_action,
    state_hash,
)
from engine.civ.text import names
from engine.core.errors import GameOver
from tests.engine.played_positions import positions as played
from tests.seed_batches import seed_batches

GAMES = [s.id for s in offered_games()]
# Decisions per random game: enough to reach trade, calamities and the later ages' actions of
# every game while the whole test stays a few seconds per batch.
STEPS = 260
PLAYERS = 3


def positions(game: str, seed: int, steps: int = STEPS) -> Iterator[tuple[CoreState, Decision]]:
    """Each pending decision of a random game of ``game`` (the state as it stands then)."""
    return played(game, PLAYERS, seed, "random", steps)


@pytest.mark.parametrize("game", GAMES)
def test_every_declared_decision_and_action_has_a_text_form(game: str) -> None:
    declared = interface(game)
    assert declared.texts is not None
    assert set(declared.texts.forms) == set(declared.decisions)
    written = {cls for form in declared.texts.forms.values() for cls in form.actions}
    assert not [cls.__name__ for cls in declared.actions if cls not in written]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("players", "seeds"), seed_batches([(PLAYERS, range(1, 5))], size=2))
def test_every_legal_action_reads_back_from_its_text(game: str, players: int, seeds: range) -> None:
    kinds: set[str] = set()
    for seed in seeds:
        for step, (g, d) in enumerate(positions(game, seed)):
            before = state_hash(g)
            for a in legal_actions(g, d, seed=step, sample=4):
                text = action_text(g, a)
                assert "{" not in text and "_" not in text, (d.kind, text)
                assert parse_action(g, d, text) == a, (d.kind, text, a)
            assert state_hash(g) == before
            kinds.add(d.kind)
    assert len(kinds) >= 4, kinds


def _garbage(rng: random.Random, words: list[str]) -> str:
    """A line made of words the game uses, numbers, punctuation and stray characters."""
    pool = [*words, "0", "-1", "99", "#3", "x2", "{", "}", "[1 food]", "é", "Ωmega", "to", "none", ""]
    return " ".join(rng.choice(pool) for _ in range(rng.randint(0, 6)))


def _random_json(rng: random.Random, game: str, player: str) -> Any:
    """An action's JSON form with a kind of ``game`` and fields of random types, or no action."""
    kinds = [cls.kind for cls in interface(game).actions]
    values: list[Any] = [0, -3, 7, "", "zzz", None, [], ["a", 1], {"x": 1}, True, 2.5, "p2"]
    fields = {
        rng.choice(["card", "areas", "slot", "count", "to", "tokens", "option", "x"]): rng.choice(values)
    }
    shape = rng.randrange(4)
    if shape == 0:
        return rng.choice(values)
    data: dict[str, Any] = {"type": rng.choice([*kinds, "nothing"]), **fields}
    if shape > 1:
        data["player"] = player if shape == 2 else rng.choice(["nobody", 3, None])
    return data


def _refused_or_legal(g: CoreState, d: Decision, attempt: Any) -> None:
    """``attempt`` (a line, or an action's JSON) is refused in words with nothing changed, or
    it is an action the rules accept."""
    before = state_hash(g)
    try:
        if isinstance(attempt, str):
            action: Action = parse_action(g, d, attempt)
            assert is_legal(g, action)
            return
        action = action_from_json(attempt)
        apply(copy.deepcopy(g), action)
    except RuleError as err:
        assert err.message and "Traceback" not in err.message and "object" not in err.message
    assert state_hash(g) == before


@pytest.mark.parametrize("game", GAMES)
def test_random_text_and_json_are_legal_actions_or_refusals(game: str) -> None:
    rng = random.Random(23)
    for step, (g, d) in enumerate(positions(game, seed=5, steps=160)):
        if step % 2:
            continue
        words = " ".join(action_text(g, a) for a in legal_actions(g, d, seed=step, sample=3)).split()
        for _ in range(4):
            _refused_or_legal(g, d, _garbage(rng, words))
            data = _random_json(rng, game, d.player)
            _refused_or_legal(g, d, json.dumps(data))
            _refused_or_legal(g, d, data)
            if isinstance(data, dict) and "type" in data:
                before = state_hash(g)
                with pytest.raises(RuleError):
                    apply(g, action_from_json({**data, "player": "nobody"}))
                assert state_hash(g) == before


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_and_a_decision_not_pending_are_refused(game: str) -> None:
    g, d = next(positions(game, seed=3))
    a = legal_actions(g, d)[0]
    text = action_text(g, a)
    stale = Decision("nobody", d.kind, d.prompt, d.options, d.default)
    with pytest.raises(NotPending, match="not pending"):
        parse_action(g, stale, text)
    over = copy.deepcopy(g)
    over.finished = True  # the position of a game that has ended, as far as answers go
    with pytest.raises(GameOver, match="over"):
        parse_action(over, d, text)
    with pytest.raises(NotUnderstood):
        parse_action(g, d, "")


@pytest.mark.parametrize(("game", "other"), [(a, b) for a in GAMES for b in GAMES if a != b])
def test_text_in_another_games_words_is_refused(game: str, other: str) -> None:
    """The texts of one game's actions, typed at another's decisions: refused in words, or
    (a word both games share, such as ``end``) an action of this game that is legal."""
    theirs = [action_text(g, a) for g, d in positions(other, seed=2, steps=60) for a in legal_actions(g, d)]
    refused = 0
    for step, (g, d) in enumerate(positions(game, seed=2, steps=60)):
        # The position's hash once, before and after all of its texts (a hash per text was half
        # of the test's time): a text that changed the game still fails the test.
        before = state_hash(g)
        texts = theirs[step % 5 :: 11]
        for text in texts:
            try:
                assert is_legal(g, parse_action(g, d, text))
            except RuleError as err:
                assert err.message
                refused += 1
        assert state_hash(g) == before, (step, texts)
    assert refused


def test_names_are_printed_any_case_and_accent_and_ambiguity_lists_the_candidates() -> None:
    texts = interface("tta").texts
    assert texts is not None
    g, d = next((g, d) for g, d in positions("tta", seed=1) if d.kind == "tta_action")
    take = next(a for a in legal_actions(g, d) if a.kind == "tta_take_card")
    text = action_text(g, take)
    assert parse_action(g, d, text.upper()) == take
    assert parse_action(g, d, text.split("[")[0]) == take  # the price may be left out
    civ = interface("civ1980").texts
    assert civ is not None
    g, d = next(positions("civ1980", seed=1))
    with pytest.raises(NotUnderstood, match="'eastern' could be Eastern Desert or Eastern Mediterranean"):
        names.areas().resolve("eastern")
    with pytest.raises(NotUnderstood, match=r"There is no nation called 'egpyt'\. Did you mean Egypt\?"):
        civ.parse(g, d, "egpyt")
    assert civ.parse(g, d, "ÉGYPT buhen") == civ.parse(g, d, "Egypt Buhen")
