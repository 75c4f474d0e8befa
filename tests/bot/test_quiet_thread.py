"""A quieter thread (issue 15, item 4): one post per phase that needs somebody, carrying the
compact summary of what happened since (moves grouped by player, taxes and growth in one post),
the board, and the status, which is edited in place while the phase lasts; no post per move."""

from __future__ import annotations

import re
from typing import Any

from bot.games.civ.summary import phase_lines
from bot.text import chunks
from bot.thread_phases import Phase, split_phases, summary
from engine import Event
from tests.bot.driver import Driver
from tests.bot.helpers import new_game, start
from tests.bot.sentence_samples import names_for
from tests.bot.traffic import Traffic

PHASES = 13  # a round's phases: at most one post each (a long summary may take two)


def posts(world: Any, thread: Any) -> list[Any]:
    bot_id = world.env.bot.user.id
    return [m for m in world.env.backend.messages[thread.id].values() if m.author_id == bot_id]


async def test_one_post_per_phase_with_summaries_and_a_status_edited_in_place(world):
    live, thread = await new_game(world, variant="short")
    live.meta["seed"] = 3
    traffic = Traffic(world.env, thread.id, world.players[0].id)
    traffic.take(0)
    await start(world, thread)
    driver = Driver(world, live, thread, seed=3)
    movement_edits: dict[int, set[str]] = {}
    while live.state.round <= 6 and not live.state.finished:
        current = live.state.round
        status = live.meta.get("thread", {}).get("status")
        if live.state.phase == "movement" and status:
            message = world.env.backend.messages[status[0]][status[1]]
            movement_edits.setdefault(status[1], set()).add(str(message.embeds))
        await driver.step()
        traffic.take(current)

    for row in traffic.table()[1:]:
        assert row["thread_posts"] <= PHASES, row
        assert row["thread_pings"] == 0, row
    texts = [m.content for m in posts(world, thread)]
    assert not any(re.fullmatch(r".* moved \d+ tokens? from .*", t) for t in texts), "no post per move"
    assert any(re.search(r"^• \w+: .+ → .+ \d", t, re.M) for t in texts), "moves grouped by player"
    assert any("Growth:" in t and "Census" in t for t in texts), "the automatic phases in one post"
    # The movement status was edited in place as the moves came in: one message, several states.
    assert any(len(states) > 1 for states in movement_edits.values()), movement_edits
    status_posts = [m for m in posts(world, thread) if m.embeds and "Phase 5: Movement" in str(m.embeds)]
    rounds_with_movement = {
        int(r) for m in status_posts for r in re.findall(r"Round (\d+) — Phase 5", str(m.embeds))
    }
    assert len(status_posts) == len(rounds_with_movement), "one movement status per round"


def test_the_phases_without_decisions_are_summed_up_in_one_post() -> None:
    """Taxes, growth and census, each one line, under their phase titles, in one post."""
    n = names_for({"p1": "egypt", "p2": "crete"})
    events = [
        Event("taxes_paid", {"player": "p1", "rate": 2, "tokens": 4, "cities": 2}),
        Event("taxes_paid", {"player": "p2", "rate": 2, "tokens": 1, "cities": 1}),
        Event("phase_started", {"round": 3, "phase": "expansion", "title": "Phase 2: Population expansion"}),
        Event("population_grew", {"player": "p1", "tokens": 5}),
        Event("population_grew", {"player": "p2", "tokens": 3}),
        Event("phase_started", {"round": 3, "phase": "census", "title": "Phase 3: Census"}),
        Event("census", {"order": ["p1", "p2"], "counts": {"p1": 12, "p2": 7}}),
        Event("phase_started", {"round": 3, "phase": "ships", "title": "Phase 4: Ship building"}),
    ]
    phases = split_phases(Phase("Phase 1: Taxation", 3), events)
    assert [p.title for p in phases] == [
        "Phase 1: Taxation",
        "Phase 2: Population expansion",
        "Phase 3: Census",
        "Phase 4: Ship building",
    ]
    lines = summary(phases[:-1], n, phase_lines)
    assert lines == [
        "**Phase 1: Taxation** (round 3)",
        "Taxes paid: Egypt 4 (2 cities), Crete 1 of 2 (1 city).",
        "**Phase 2: Population expansion** (round 3)",
        "Growth: Egypt +5, Crete +3.",
        "**Phase 3: Census** (round 3)",
        "Census (tokens on the board): Egypt 12, Crete 7.",
    ]
    assert len(chunks(lines)) == 1


def test_a_move_taken_back_is_left_out_of_the_summary() -> None:
    n = names_for({"p1": "egypt"})
    events = [
        Event("tokens_moved", {"player": "p1", "source": "memphis", "dest": "thebes", "count": 2}),
        Event("tokens_moved", {"player": "p1", "source": "memphis", "dest": "sinai", "count": 1}),
        Event("move_undone", {"player": "p1", "moves": 1}),
        Event("movement_ended", {"player": "p1", "moves": 1}),
    ]
    assert summary([Phase("Phase 5: Movement", 2, events)], n, phase_lines) == [
        "**Phase 5: Movement** (round 2)",
        "• Egypt: Memphis → Thebes 2",
    ]


def test_growth_in_two_parts_names_the_player_once() -> None:
    """Areas filled at once and areas chosen are two events of one player's growth (4.2)."""
    n = names_for({"p1": "egypt", "p2": "crete"})
    events = [
        Event("population_grew", {"player": "p1", "tokens": 15}),
        Event("population_grew", {"player": "p2", "tokens": 3}),
        Event("population_grew", {"player": "p1", "tokens": 10}),
    ]
    assert summary([Phase("Phase 2: Population expansion", 4, events)], n, phase_lines) == [
        "**Phase 2: Population expansion** (round 4)",
        "Growth: Egypt +25, Crete +3.",
    ]
