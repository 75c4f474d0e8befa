"""A civilization's statistics (10.5-10.9) are kept once found, per everything they are read
from: a position whose cards in play, wonders, tactic or pacts differ (a pact partner's wonders
included) is rated anew, never given the figures of a position rated before."""

from __future__ import annotations

import dataclasses

from engine.tta.state import Pact, Wonder
from engine.tta.stats import Stats, _figures, stats
from tests.tta.helpers import position, workers


def fresh(g: object, p: str) -> Stats:
    """The statistics computed anew (what nothing kept may differ from)."""
    return Stats(*_figures(g, g.ps(p)))  # type: ignore[attr-defined]


def test_the_statistics_follow_every_change_of_what_they_are_read_from() -> None:
    g = position(
        players=3,
        player_states={
            "p1": {"workers": workers(), "wonders": [{"card": "colossus"}]},
            "p2": {"wonders": [{"card": "great_wall"}]},
        },
    )
    seen = [stats(g, "p1")]

    def changed() -> None:
        now = stats(g, "p1")
        assert now == fresh(g, "p1")
        seen.append(now)

    g.ps("p1").workers["religion"] = 1  # a temple built: one happy face and one culture more
    changed()
    g.ps("p1").workers["warriors"] = 2
    changed()
    g.ps("p1").tactic = "fighting_band"  # the two warriors form an army
    changed()
    g.ps("p1").wonders[0] = dataclasses.replace(g.ps("p1").wonders[0], ruined=True)
    changed()
    g.pacts.append(Pact("international_tourism", "p1", "p2"))  # 1 culture per partner's wonder
    changed()
    g.ps("p2").wonders.append(Wonder("pyramids"))  # the partner's wonder counts for p1 too
    changed()
    g.pacts[0] = Pact("international_tourism", "p2", "p1")  # the same pact, from the other side
    changed()
    assert len({s.culture for s in seen}) >= 4 and len({s.strength for s in seen}) >= 3
    assert stats(g, "p3") == fresh(g, "p3")  # a third party to no pact


def test_each_caller_gets_its_own_statistics() -> None:
    g = position()
    mine = stats(g, "p1")
    mine.culture += 10
    assert stats(g, "p1") == fresh(g, "p1") != mine
