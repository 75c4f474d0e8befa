"""Card conservation, checked after every action of every playout: every card of the box in
exactly one place. The large piles (the stacks, the decks, the cards out of the game) often
stay as they were between two actions (Civilization's stacks nearly always; Through the Ages'
piles about half the time), so the count of those still piles is remembered with the piles
themselves, and only the moving piles (hands, the row, what lies in front of the players) are
counted anew, into a copy of it. (Measured: a third to a half less CPU for the check than a
full count; subtracting the still count from the box instead cost more than a full count
wherever the piles change often.)"""

from __future__ import annotations

from collections import Counter

# The still piles last counted with their count, and the box, moving piles and answer of the last
# check: one entry, read and replaced whole (two threads checking at once each read one
# consistent entry), recognised by the piles' content (a list comparison) and the box by
# identity (each game's box is made once), so no game ever reads another's count.
_Last = tuple[list[str], dict[str, int], Counter[str], list[str | None], bool]
_last: _Last | None = None


def conserved(box: Counter[str], still: list[str], moving: list[str | None]) -> bool:
    """Whether the cards of ``still`` and ``moving`` (``None``: an empty place) are exactly
    those of ``box``: ``Counter(still + moving) == box``, counting ``still`` only when it is
    not the list counted last, and nothing when neither pile is (the answer is the same: many
    actions move no card). Neither list may change afterwards (both are remembered)."""
    global _last
    last = _last
    same_still = last is not None and last[0] == still
    if last is not None and same_still and last[2] is box and last[3] == moving:
        return last[4]
    still_count = last[1] if last is not None and same_still else dict(Counter(still))
    counted = dict(still_count)
    for card in moving:
        if card is not None:
            counted[card] = counted.get(card, 0) + 1
    # At dict speed first: both almost always hold the same positive counts.
    answer = dict.__eq__(counted, box) or Counter(counted) == box
    _last = (still, still_count, box, moving, answer)
    return answer
