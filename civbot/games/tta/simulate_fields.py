"""What ``civbot simulate`` reports of a game of Through the Ages beyond every game's summary:
the age, the last round, and per player his culture, science, government, leader, wonders,
colonies, workers and ratings."""

from __future__ import annotations

from typing import Any

from engine.tta.api import stats


def tta_fields(g: Any) -> dict[str, Any]:
    per_player = {}
    for p in g.players:
        ps = g.ps(p)
        row: dict[str, Any] = {
            "resigned": ps.resigned,
            "culture": ps.culture,
            "science": ps.science,
            "government": ps.government,
            "leader": ps.leader,
            "wonders": [w.card for w in ps.wonders],
            "colonies": list(ps.colonies),
            "workers": sum(ps.workers.values()) + ps.pool,
        }
        if not ps.resigned:
            s = stats(g, p)
            row.update(culture_rating=s.culture, science_rating=s.science, strength=s.strength)
        per_player[p] = row
    return {"age": g.age, "last_round": g.last_round or None, "per_player": per_player}


def tta_line(row: dict[str, Any]) -> str:
    """A player's line in ``civbot simulate``'s summary."""
    if row["resigned"]:
        return f"resigned with {row['culture']} culture"
    return (
        f"culture {row['culture']:>3}  science {row['science']:>3}  strength {row['strength']:>3}  "
        f"{row['government']}, leader {row['leader'] or '-'}, {len(row['wonders'])} wonders, "
        f"{len(row['colonies'])} colonies"
    )
