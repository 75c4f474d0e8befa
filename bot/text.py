"""Words for what the bot writes in every game: names of players, plurals and lists, timestamps,
messages cut to Discord's length, and engine texts (which speak in ids) in names; a game's own
words (its cards, its board) are in its folder (``bot/games/<family>/``).

Nothing here ever receives a player's private view, so nothing here can leak a hand; the
sentences for public events are the engine's (``engine.narrate``), the per-phase summaries in
``bot.games.civ.summary``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import datetime
from typing import TYPE_CHECKING, Any

from engine import DEFAULT_GAME, view_for

if TYPE_CHECKING:
    from bot.games import DiscordGame
    from bot.live_game import LiveGame

LIMIT = 1900


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
        return game_parts(self.game).card_name(card)

    def plain(self, text: str) -> str:
        """An engine text with every seat id, area id and nation id replaced by its name."""
        return game_parts(self.game).plain(text, self)


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


def plain_seats(text: str, names: Names) -> str:
    """Engine texts name players by seat id (a Discord id); players read names."""
    seats = sorted({*names.controllers, *names.nations}, key=len, reverse=True)
    if not seats:
        return text
    alternatives = "|".join(re.escape(s) for s in seats)
    bare = re.compile(r"(?<![\w@<'\-])'?(" + alternatives + r")'?(?![\w>\-])")
    return bare.sub(lambda m: names.short(m.group(1)), text)


def plain_text(text: str, names: Names) -> str:
    """An engine text (which speaks in ids) in names: seats, and the game's own ids (areas...)."""
    return game_parts(names.game).plain(text, names)


def game_parts(game: str) -> DiscordGame:
    from bot.games import discord_game

    return discord_game(game)


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
