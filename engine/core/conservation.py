"""Card conservation, checked after every action of every playout: every card of the box in
exactly one place. Counting every card each time was most of the check, while between two
actions the large piles (the stacks, the decks, the cards out of the game) nearly always stay
as they were; so the count of those still piles is remembered with the piles themselves, and
only the moving piles (hands, the row, what lies in front of the players) are counted anew.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

# The still piles last counted, the box they were counted against (recognised by identity:
# each game's box is made once) and what the box holds besides them (None if the still
# piles hold more of some card than the box). One entry, recognised by the piles' content
# (a list comparison), so no game ever reads another's count.
_last: tuple[Counter[str], list[str], Counter[str] | None] | None = None


def conserved(box: Counter[str], still: list[str], moving: Sequence[str | None]) -> bool:
    """Whether the cards of ``still`` and ``moving`` (``None``: an empty place) are exactly
    those of ``box``: ``Counter(still + moving) == box``, counting ``still`` only when it is
    not the list counted last. ``still`` must not change afterwards (it is remembered)."""
    global _last
    if _last is None or _last[0] is not box or _last[1] != still:
        counted = Counter(still)
        within = all(n <= box.get(card, 0) for card, n in counted.items())
        _last = (box, still, box - counted if within else None)
    rest_of_box = _last[2]
    counted_moving = Counter(moving)
    counted_moving.pop(None, None)
    if rest_of_box is None:
        counted_moving.update(still)
        return counted_moving == box  # as Counters compare: a card missing counts as none
    # Plain dict comparison: both hold only positive counts.
    return dict.__eq__(counted_moving, rest_of_box)
