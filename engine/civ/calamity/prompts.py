"""The question both games put when a calamity costs a player units worth some points: one
sentence per case (on a flood plain or not; a city hit counted 5, or reduced and counted 4), so
that each language says it whole rather than from glued pieces.

The points are counted (``n_``): "exactly 1 point", "exactly 5 points"; a translation may word
it without agreeing with the number (Russian «оч.»)."""

from __future__ import annotations

from i18n.catalog import n_


def lose_prompt(calamity: str, points: int, plain: str, city_to_token: bool) -> str:
    """``calamity``: choose units worth exactly ``points`` points to lose (on ``plain``'s flood
    plain when it is not empty)."""
    if plain and city_to_token:
        return n_(
            "{calamity}: choose units worth exactly {n} point to lose on the {plain} flood plain "
            "(token 1, a city hit becomes 1 token and counts 4).",
            "{calamity}: choose units worth exactly {n} points to lose on the {plain} flood plain "
            "(token 1, a city hit becomes 1 token and counts 4).",
            points,
            calamity=calamity,
            plain=plain,
        )
    if plain:
        return n_(
            "{calamity}: choose units worth exactly {n} point to lose on the {plain} flood plain "
            "(token 1, city 5).",
            "{calamity}: choose units worth exactly {n} points to lose on the {plain} flood plain "
            "(token 1, city 5).",
            points,
            calamity=calamity,
            plain=plain,
        )
    if city_to_token:
        return n_(
            "{calamity}: choose units worth exactly {n} point to lose (token 1, a city hit becomes "
            "1 token and counts 4).",
            "{calamity}: choose units worth exactly {n} points to lose (token 1, a city hit becomes "
            "1 token and counts 4).",
            points,
            calamity=calamity,
        )
    return n_(
        "{calamity}: choose units worth exactly {n} point to lose (token 1, city 5).",
        "{calamity}: choose units worth exactly {n} points to lose (token 1, city 5).",
        points,
        calamity=calamity,
    )
