"""Files the bot attaches to its answers, as the tests read them: the attachments of a command's
answer and follow-ups, and an attachment's text as uploaded to simcord's CDN."""

from __future__ import annotations

from typing import Any


def file_text(world: Any, attachment: Any) -> str:
    data = world.env.backend.cdn.get(attachment.url)
    assert data is not None
    return str(data.decode("utf-8"))


def attachments(r: Any) -> list[Any]:
    return [a for m in [r.response, *r.followups] if m is not None for a in m.attachments]
