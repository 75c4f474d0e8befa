"""Words for what the bot writes: names of players, nations, areas and cards, plurals, and the
rewriting of engine texts (which speak in ids) into names.

Nothing here ever receives a player's private view, so nothing here can leak a hand; the
sentences for public events are the engine's (``engine.narrate``), the per-phase summaries in
``bot.games.civ.summary``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import datetime
from functools import cache
from typing import TYPE_CHECKING, Any

from bot.games.civ.advciv import words as advciv_words
from engine import DEFAULT_GAME, view_for
from engine.civ.api import board, civ_cards, setup, trade_cards

if TYPE_CHECKING:
    from bot.live import LiveGame

LIMIT = 1900


def area_name(area: str) -> str:
    a = board().areas.get(area)
    return a.name if a else area


def nation_name(nation: str) -> str:
    n = setup().nations.get(nation)
    return n.name if n else nation


def card_name(card: str, game: str = DEFAULT_GAME) -> str:
    """A card's name in ``game`` (Advanced Civilization has cards of its own, and some of the
    1980 game's under another name)."""
    if game == "advciv":
        return advciv_words.card_name(card)
    tc = trade_cards()
    if card in tc.commodities:
        return tc.commodities[card].name
    if card in tc.calamities:
        return tc.calamities[card].name
    cc = civ_cards().cards.get(card)
    return cc.name if cc else card


def is_calamity_card(card: str, game: str = DEFAULT_GAME) -> bool:
    if game == "advciv":
        return advciv_words.is_calamity(card)
    return card in trade_cards().calamities


def card_label(card: str) -> str:
    """A trade card as every card list shows it: calamities are marked as such."""
    return f"⚠️ {card_name(card)} (calamity)" if is_calamity_card(card) else card_name(card)


def place_name(place: str) -> str:
    """An area, a flood plain or a volcano: "Tigris-Euphrates", "Etna"."""
    if place in board().areas:
        return area_name(place)
    return "-".join(part.capitalize() for part in place.split("-"))


def timestamp(when: datetime | None, style: str = "R") -> str:
    return f"<t:{int(when.timestamp())}:{style}>" if when else "no deadline"


# -- counting words --------------------------------------------------------------------------

IRREGULAR = {"city": "cities", "calamity": "calamities", "is": "are", "was": "were"}


def plural(n: int, word: str) -> str:
    """``word`` for ``n`` things: "city" / "cities"."""
    if n == 1:
        return word
    if word in IRREGULAR:
        return IRREGULAR[word]
    last = word.split()[-1]
    return word[: len(word) - len(last)] + IRREGULAR.get(last, last + "s")


def count(n: int, word: str) -> str:
    """ "1 city", "3 cities", "no tokens"."""
    return f"{n} {plural(n, word)}" if n else f"no {plural(0, word)}"


def listing(items: Iterable[str], last: str = "and") -> str:
    """ "A", "A and B", "A, B and C"; "" for nothing."""
    xs = [x for x in items if x]
    if len(xs) <= 1:
        return "".join(xs)
    return f"{', '.join(xs[:-1])} {last} {xs[-1]}"


def areas_text(areas: Iterable[str]) -> str:
    return listing(area_name(a) for a in areas)


def cards_text(cards: Iterable[str]) -> str:
    """Cards with multiplicities ("Iron×2, Salt"); calamities marked. For private texts only."""
    counts: dict[str, int] = {}
    for c in cards:
        counts[c] = counts.get(c, 0) + 1
    return (
        ", ".join(f"{card_label(c)}×{n}" if n > 1 else card_label(c) for c, n in sorted(counts.items()))
        or "none"
    )


# -- who is who ------------------------------------------------------------------------------


# Advanced Civilization's neutral sides in a fight.
NEUTRALS = {"barbarians": "the barbarians", "pirates": "the pirates"}


def possessive(name: str) -> str:
    """ "Egypt's", "the pirates'"."""
    return f"{name}'" if name.endswith("s") and not name.endswith(">") else f"{name}'s"


class Names:
    """Seat ids -> display names ("Babylon (@ann)") built from the public view; the engine's
    narrator names seats through it (``engine.Names``: ``player`` and ``nation``)."""

    def __init__(
        self,
        public_view: dict[str, Any] | None,
        controllers: dict[str, int],
        labels: dict[str, str] | None = None,
    ) -> None:
        self.controllers = controllers
        self.labels = labels or {}  # seats played by the AI: "AI (normal) 1"
        self.game = str((public_view or {}).get("game", DEFAULT_GAME))
        self.nations: dict[str, str] = {}
        for p in (public_view or {}).get("players", []):
            if p.get("nation"):
                self.nations[p["player"]] = p["nation_name"]

    def mention(self, seat: str) -> str:
        if seat in self.labels:
            return self.labels[seat]
        uid = self.controllers.get(seat, 0)
        return f"<@{uid}>" if uid else "(vacant seat)"

    def player(self, seat: str) -> str:
        return self.mention(seat)

    def nation(self, seat: str) -> str | None:
        return self.nations.get(seat)

    def __call__(self, seat: str) -> str:
        nation = self.nations.get(seat)
        return f"{nation} ({self.mention(seat)})" if nation else self.mention(seat)

    def short(self, seat: str | None) -> str:
        if seat is None:
            return "nobody"
        if seat not in self.controllers and seat not in self.nations:
            return NEUTRALS.get(seat, seat)  # not a seat of this game: shown as it is
        return self.nations.get(seat) or self.mention(seat)

    def many(self, seats: Iterable[str]) -> str:
        return listing(self.short(s) for s in seats)

    def card(self, card: str) -> str:
        """A card's name in this game."""
        return card_name(card, self.game)

    def plain(self, text: str) -> str:
        """An engine text with every seat id, area id and nation id replaced by its name."""
        return plain_text(text, self)


_NAMES: dict[int, tuple[tuple[Any, ...], Names]] = {}


def names_of(live: LiveGame) -> Names:
    """The names of a game's seats: nations from the public view, players by mention. Kept
    until the game changes (its version) or a seat changes hands."""
    key = (live.version, live.row.status, tuple((s, live.controller(s), live.is_ai(s)) for s in live.seats))
    kept = _NAMES.get(live.id)
    if kept is not None and kept[0] == key:
        return kept[1]
    view = view_for(live.state, None, "observer") if live.state is not None else None
    controllers = {s: live.controller(s) for s in live.seats}
    labels = {s: live.ai_label(s) for s in live.seats if live.is_ai(s)}
    names = Names(view, controllers, labels)
    _NAMES[live.id] = (key, names)
    return names


@cache
def _place_pattern() -> re.Pattern[str]:
    ids = sorted({*board().areas, *setup().nations}, key=len, reverse=True)
    return re.compile(r"(?<![\w-])(" + "|".join(re.escape(i) for i in ids) + r")(?![\w-])")


def plain_text(text: str, names: Names | None = None) -> str:
    """Engine texts name players by seat id (a Discord id), areas and nations by id; players
    read names. "Africa (1456…)" (the engine's way) becomes the seat's name, a bare id too."""
    if names is not None:
        seats = sorted({*names.controllers, *names.nations}, key=len, reverse=True)
        if seats:
            alternatives = "|".join(re.escape(s) for s in seats)
            nations = "|".join(re.escape(n.name) for n in setup().nations.values())
            with_nation = re.compile(r"(?:(?:" + nations + r") )?\((" + alternatives + r")\)")
            text = with_nation.sub(lambda m: names.short(m.group(1)), text)
            bare = re.compile(r"(?<![\w@<'\-])'?(" + alternatives + r")'?(?![\w>\-])")
            text = bare.sub(lambda m: names.short(m.group(1)), text)

    def name(m: re.Match[str]) -> str:
        word = m.group(1)
        return area_name(word) if word in board().areas else nation_name(word)

    return _place_pattern().sub(name, text)


def resolve_area(text: str, allowed: Iterable[str] | None = None) -> str | None:
    """The area a player typed: its id or its name, in any case; None if there is no such area."""
    wanted = text.strip().lower()
    pool = list(allowed) if allowed is not None else list(board().areas)
    for a in pool:
        if wanted in (a.lower(), area_name(a).lower(), a.replace("-", " ")):
            return a
    return None


def chunks(lines: list[str], limit: int = LIMIT) -> list[str]:
    out: list[str] = []
    cur = ""
    for line in lines:
        line = line[:limit]
        if cur and len(cur) + len(line) + 1 > limit:
            out.append(cur)
            cur = ""
        cur = f"{cur}\n{line}" if cur else line
    if cur:
        out.append(cur)
    return out


def player_lines(view: dict[str, Any], n: Names) -> list[str]:
    """One line per player from the public view: what is on the board and in the open."""
    return [
        f"{n(p['player'])}: {count(p['tokens_on_board'], 'token')}, {count(p['cities'], 'city')}, "
        f"{count(p['ships'], 'ship')}, stock {p['stock']}, treasury {p['treasury']}, "
        f"{count(p['hand_size'], 'trade card')}"
        for p in view["players"]
    ]


def board_summary(view: dict[str, Any], n: Names, region: set[str] | None = None) -> str:
    """A text board (used when no renderer is available): who holds what, area by area."""
    lines = [f"**Round {view['round']} — {view['phase_title']}**", *player_lines(view, n)]
    b = view["board"]
    areas = sorted(set(b["tokens"]) | set(b["cities"]))
    if region is not None:
        areas = [a for a in areas if a in region]
    for a in areas:
        occ = ", ".join(f"{n.short(s)} {c}" for s, c in sorted(b["tokens"].get(a, {}).items()))
        city = f" city of {n.short(b['cities'][a])}" if a in b["cities"] else ""
        lines.append(f"· {area_name(a)}:{city} {occ}".rstrip())
    return "\n".join(lines)


def status_text(view: dict[str, Any], n: Names, due: datetime | None, paused: bool) -> str:
    lines = [f"**Round {view['round']} — {view['phase_title']}**"]
    if view["finished"]:
        winners = ", ".join(n(w) for w in view.get("winners", [])) or "nobody"
        lines.append(f"The game is over. Winners: {winners}.")
        return "\n".join(lines)
    waiting = sorted({w["player"] for w in view["waiting_for"]})
    sent = set(view.get("submitted", []))
    if waiting:
        lines.append("Waiting for: " + ", ".join(n(w) for w in waiting))
    if sent:
        lines.append("Orders in: " + ", ".join(n.short(s) for s in sorted(sent)))
    if paused:
        lines.append("⏸️ The game is paused.")
    elif due is not None:
        lines.append(f"Deadline: {timestamp(due)} ({timestamp(due, 'f')})")
    return "\n".join(lines)
