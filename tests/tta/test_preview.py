"""8 End-of-turn sequence: the preview the bot shows before a turn ends is what ending it does —
the production (8.3: science and culture scored, corruption, food, consumption, resources), an
uprising instead of it (8.2), the military cards drawn (8.4) and the discard first (8.1)."""

from __future__ import annotations

from ai.games.tta.match import seats
from engine.tta.actions import EndActions
from engine.tta.flow import apply, pending
from engine.tta.preview import end_of_turn
from engine.tta.setup_game import new_game


def test_8_3_the_preview_is_what_the_end_of_turn_does() -> None:
    compared = uprisings = 0
    for seed in (9, 10, 11):
        c, u = _compare_every_end_of_turn(seed)
        compared, uprisings = compared + c, uprisings + u
    assert compared > 90 and uprisings > 0


def _compare_every_end_of_turn(seed: int) -> tuple[int, int]:
    ids, agents = seats(["random", "random", "random"], seed)
    g = new_game(ids, None, seed)
    compared = uprisings = 0
    while not g.finished:
        d = pending(g)[0]
        a = agents[d.player].act(g, d)
        if isinstance(a, EndActions):
            p = d.player
            preview = end_of_turn(g, p)
            events = apply(g, a)
            if preview.discard:
                assert g.steps and pending(g)[0].kind == "tta_select"
                assert pending(g)[0].options["count"] == preview.discard
                continue
            production = [e.data for e in events if e.kind == "tta_production" and e.data["player"] == p]
            if preview.uprising:
                uprisings += 1
                assert not production and any(e.kind == "tta_uprising" for e in events)
            else:
                (data,) = production
                assert (data["culture"], data["science"], data["food"], data["resources"]) == (
                    preview.culture,
                    preview.science,
                    preview.food,
                    preview.resources,
                )
                assert (data["corruption"], data["consumption"]) == (preview.corruption, preview.consumption)
            drawn = sum(
                e.data["count"] for e in events if e.kind == "tta_military_drawn" and e.data["player"] == p
            )
            assert drawn <= preview.draw  # fewer only when the military decks run out (8.4)
            compared += 1
            continue
        apply(g, a)
    return compared, uprisings
