"""What every game played through the bot to its end must show besides its secrecy
(``tests/bot/secrecy.py``): calm DMs (one notifying prompt per player and phase) and a clean end
(the log and the save file in the thread, every player told, no prompt left open)."""

from __future__ import annotations

import re

from bot.dms import ANSWERED, DEFAULTED, MOVED_ON
from tests.bot.attachments import file_text
from tests.bot.traffic import SILENT

PROMPT_HEAD = re.compile(r"^\*\*Game #\d+\*\* — round (\d+), ([^·\n]+)")


def check_the_end(world, live, thread) -> None:
    """The thread gets the public log and the save file once the game is over; every player
    learns it by DM, and no prompt keeps a button."""
    files = {a.filename: a for m in thread.history() for a in m.attachments}
    assert {f"game-{live.id}-log.txt", f"game-{live.id}.save.json"} <= set(files)
    log = file_text(world, files[f"game-{live.id}-log.txt"])
    assert "Winners:" in log and "×" not in log
    save = file_text(world, files[f"game-{live.id}.save.json"])
    assert '"format": "civbot-save/' in save and '"actions"' in save
    for p in world.players:
        dms = p.user.dm_channel.history()
        assert any("is over" in m.content for m in dms), [m.content for m in dms[-3:]]
        assert not any(m.components for m in dms), "every prompt was closed"


def check_calm_dms(world, live) -> None:
    """One notifying DM per player and phase (the prompt of that phase), the rest of the phase
    editing it in place; a second only once the first was closed (the phase needed the player
    again after others answered, issue 28): never two open prompts, never a silent reopening."""
    for p in world.players:
        prompts: dict[tuple[int, str], list] = {}
        for m in p.user.dm_channel.history():
            head = PROMPT_HEAD.match(m.content)
            if head and not m.flags.value & SILENT:
                prompts.setdefault((int(head.group(1)), head.group(2).strip()), []).append(m)
        assert prompts
        for phase, messages in prompts.items():
            ordered = sorted(messages, key=lambda m: m.id)
            for earlier in ordered[:-1]:
                closed = earlier.content.splitlines()[-1] in (ANSWERED, DEFAULTED, MOVED_ON)
                assert closed and not earlier.components, (phase, earlier.content)
