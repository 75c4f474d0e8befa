"""What one player sees of a game, counted per round: thread posts (and the ones that ping
them), new DMs (a notification each, unless sent silently: those are counted apart) and edits
of their DM messages.

Counted on simcord's side, from the fake Discord's message store and its log of REST calls, so
the count is the bot's real traffic and does not depend on how the bot is built.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

FIELDS = ("thread_posts", "thread_pings", "new_dms", "silent_dms", "dm_edits", "click_updates")
SILENT = 1 << 12  # Discord's SUPPRESS_NOTIFICATIONS message flag: no push, no sound


def _zeros() -> dict[str, int]:
    return dict.fromkeys(FIELDS, 0)


@dataclass
class Traffic:
    """Counts for one player, per round, taken by ``take`` after each step of a game."""

    env: Any
    thread_id: int
    user_id: int
    rounds: dict[int, dict[str, int]] = field(default_factory=lambda: defaultdict(_zeros))
    _seen: set[int] = field(default_factory=set)
    _requests: int = 0

    @property
    def dm_id(self) -> int:
        return int(self.env.backend.get_dm_channel(self.user_id).id)

    def _new_messages(self, channel_id: int) -> list[Any]:
        stored = self.env.backend.messages.get(channel_id, {})
        bot_id = self.env.bot.user.id
        fresh = []
        for mid, m in stored.items():
            if mid in self._seen or m.author_id != bot_id:
                continue
            self._seen.add(mid)
            if not m.is_ephemeral:
                fresh.append(m)
        return fresh

    def take(self, round_no: int) -> None:
        """Attribute everything the bot did since the last call to ``round_no``."""
        counts = self.rounds[round_no]
        posts = self._new_messages(self.thread_id)
        counts["thread_posts"] += len(posts)
        counts["thread_pings"] += sum(1 for m in posts if self.user_id in m.ping_user_ids)
        dms = self._new_messages(self.dm_id)
        counts["new_dms"] += sum(1 for m in dms if not m.flags & SILENT)
        counts["silent_dms"] += sum(1 for m in dms if m.flags & SILENT)
        requests = self.env.http_requests[self._requests :]
        self._requests += len(requests)
        for r in requests:
            kind = self._edit_kind(r)
            if kind:
                counts[kind] += 1

    def _edit_kind(self, r: Any) -> str | None:
        """ "dm_edits" for an edit the bot made of its own accord to a message in the player's DMs,
        "click_updates" for an update answering the player's own click there."""
        parts = r.path.strip("/").split("/")
        if r.method == "PATCH" and parts[:1] == ["channels"] and parts[1] == str(self.dm_id):
            return "dm_edits"
        channel = self._interaction_channel(parts)
        if channel != self.dm_id:
            return None
        if parts[0] == "interactions" and isinstance(r.json, dict) and r.json.get("type") == 7:
            return "click_updates"
        if parts[0] == "webhooks" and r.method == "PATCH":
            return "click_updates"
        return None

    def _interaction_channel(self, parts: list[str]) -> int | None:
        token = parts[2] if parts[0] in ("interactions", "webhooks") and len(parts) > 2 else None
        if token is None:
            return None
        for i in self.env.backend.interactions.values():
            if i.token == token:
                return int(i.channel_id)
        return None

    def table(self) -> list[dict[str, int]]:
        return [{"round": r, **c} for r, c in sorted(self.rounds.items())]
