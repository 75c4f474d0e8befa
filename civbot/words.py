"""The words a player types: splitting a line, recognising names, counting nouns.

Every name the player may type is accepted as the engine's id (``memphis``, ``cloth_making``,
``egypt-1``), as the printed name with any spacing (``Cloth Making``, ``upper egypt``) or as
an unambiguous beginning of either, looked up first among the choices of the decision at hand.
A word that matches nothing is passed on unchanged: the engine refuses it with its own message
(which suggests close names), so the rules and their messages stay in the engine.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from functools import cache

from engine.civ.advciv import content as advciv
from engine.civ.content import board, civ_cards, setup, trade_cards
from engine.civ.state import GameState


class NotUnderstood(Exception):
    """A line that cannot be read as an answer; the message is written for the player."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def split(line: str) -> list[str]:
    """Lower-case words; commas, semicolons and ``#`` before an offer number are separators.
    A printed name of several words (``Upper Egypt``, ``Drama and Poetry``) stays one word."""
    text = _several_words().sub(lambda m: re.sub(r"\s+", "-", m.group(0)), line.strip().lower())
    return [w for w in re.split(r"[\s,;]+", text.replace("#", " ")) if w]


@cache
def _several_words() -> re.Pattern[str]:
    names = {
        n.lower()
        for table in (area_names(), trade_card_names(), civ_card_names(), nation_names())
        for n in table.values()
        if " " in n
    }
    spelled = sorted((r"\s+".join(map(re.escape, n.split())) for n in names), key=len, reverse=True)
    return re.compile(r"\b(?:" + "|".join(spelled) + r")\b")


def key(text: str) -> str:
    """A spelling-insensitive key: case, spaces, hyphens and underscores do not matter."""
    return re.sub(r"[\s_\-]+", "", text.lower())


def plural(n: int, singular: str, many: str | None = None) -> str:
    """``1 token``, ``2 tokens``; ``many`` for irregular nouns (``1 city``, ``3 cities``)."""
    word = singular if n == 1 else (many or f"{singular}s")
    return f"{n} {word}"


def number(word: str, what: str) -> int:
    """A whole number, or a message naming what was expected."""
    if re.fullmatch(r"\d+", word):
        return int(word)
    raise NotUnderstood(f"{what} must be a number, not {word!r}.")


def resolve(word: str, names: Mapping[str, str], among: Iterable[str] = ()) -> str:
    """The id ``word`` means among ``names`` ({id: printed name}); ``among``: ids to try first
    for abbreviations. Unknown words come back unchanged for the engine to refuse."""
    k = key(word)
    if not k:
        return word
    for ident, name in names.items():
        if k in (key(ident), key(name)):
            return ident
    for pool in (list(among), list(names)):
        hits = sorted({i for i in pool if key(i).startswith(k) or key(names.get(i, i)).startswith(k)})
        if len(hits) == 1:
            return hits[0]
        if len(hits) > 1:
            shown = " or ".join(hits[:6]) + (" ..." if len(hits) > 6 else "")
            raise NotUnderstood(f"{word!r} could be {shown}: type more of the name.")
    return word


@cache
def area_names() -> dict[str, str]:
    return {a: info.name for a, info in board().areas.items()}


@cache
def trade_card_names() -> dict[str, str]:
    """Every trade card of the family: Civilization (1980)'s names, then the cards only
    Advanced Civilization has (the titles both games share are spelt alike but for Spice)."""
    out: dict[str, str] = {}
    for tc in (trade_cards(), advciv.trade_cards()):
        for c, info in [*tc.commodities.items(), *tc.calamities.items()]:
            out.setdefault(c, info.name)
    return out


@cache
def card_faces() -> dict[str, int]:
    """Face value of every commodity of the family (the games agree on the ones they share)."""
    out: dict[str, int] = {}
    for tc in (trade_cards(), advciv.trade_cards()):
        for c, info in tc.commodities.items():
            out.setdefault(c, info.value)
    return out


def is_calamity(card: str) -> bool:
    return card in trade_card_names() and card not in card_faces()


def set_value(cards: Iterable[str]) -> int:
    """Value of cards as sets (n x n x face value); calamities are worth nothing."""
    counts: dict[str, int] = {}
    for c in cards:
        counts[c] = counts.get(c, 0) + 1
    return sum(n * n * card_faces().get(c, 0) for c, n in counts.items())


@cache
def civ_card_names() -> dict[str, str]:
    out = {c: info.name for c, info in civ_cards().cards.items()}
    for c, adv in advciv.civ_cards().cards.items():
        out.setdefault(c, adv.name)
    return out


@cache
def nation_names() -> dict[str, str]:
    return {n: info.name for n, info in setup().nations.items()}


def area(word: str, among: Iterable[str] = ()) -> str:
    return resolve(word, area_names(), among)


def trade_card(word: str, among: Iterable[str] = ()) -> str:
    return resolve(word, trade_card_names(), among)


def civ_card(word: str, among: Iterable[str] = ()) -> str:
    return resolve(word, civ_card_names(), among)


def nation(word: str, among: Iterable[str] = ()) -> str:
    return resolve(word, nation_names(), among)


def player(g: GameState, word: str, among: Iterable[str] = ()) -> str:
    """A player by seat id (``human1``, ``ai2``) or by nation (``egypt``)."""
    names = {p: g.ps(p).nation or p for p in g.players}
    return resolve(word, names, among)


def ship(g: GameState, owner: str, word: str) -> str:
    """One of ``owner``'s ships, by id (``egypt-3``) or by its number alone (``3``)."""
    mine = [s for s, info in sorted(g.ships.items()) if info.owner == owner]
    for s in mine:
        if word in (s.lower(), s.rsplit("-", 1)[-1]):
            return s
    return word


def area_name(a: str) -> str:
    return area_names().get(a, a)


def card_name(c: str) -> str:
    return trade_card_names().get(c) or civ_card_names().get(c) or c


def counted(items: Iterable[str], name: Callable[[str], str] = str) -> str:
    """``Grain x2, Salt`` from a list with repeats, in first-seen order."""
    counts: dict[str, int] = {}
    for item in items:
        counts[item] = counts.get(item, 0) + 1
    return ", ".join(f"{name(i)} x{n}" if n > 1 else name(i) for i, n in counts.items()) or "none"
