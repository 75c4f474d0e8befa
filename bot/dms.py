"""A player's DMs: the prompt of the current phase and the hand panel, kept calm.

* A new prompt (a notification) comes only when a phase first needs the player's answer; while
  the phase lasts the same message is edited in place (offers arriving, a second question of the
  same phase). A player who asked for more (``/notify every``) gets a new DM for each new question.
* A prompt is closed (buttons removed) with what became of it: "✅ Answered" only when the
  player answered it; otherwise the deadline's default, or that the game moved on.
* The hand panel is edited in place when the hand changes; if a newer prompt stands below it,
  it is re-posted below that prompt (silently) and the old one deleted, so it stays in view.
* A calamity received in trade gets a DM line of its own when it arrives.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from bot.games import game_of
from bot.languages import Player
from bot.live_game import Change, LiveGame
from bot.panels import digest, hand_file, hand_filename, hand_png, hand_renderer_for
from bot.text import names_of
from i18n.catalog import N_, _

if TYPE_CHECKING:
    from bot.notify import Notifier

ANSWERED = N_("✅ Answered.")
DEFAULTED = N_("⏭️ Not answered: the default was taken for you.")
MOVED_ON = N_("☑️ Closed: the game moved on; nothing more is needed from you here.")
EVERY = "every"  # the /notify setting: a new DM for every new question


def prompt_record(live: LiveGame, seat: str) -> dict[str, Any] | None:
    """Where the seat's prompt is and what it was for: {"at": [channel, message], "phase", "open"}."""
    rec = live.meta.get("prompts", {}).get(seat)
    if isinstance(rec, list):  # stored by the first release: [channel, message]
        return {"at": rec, "phase": "", "title": "", "open": True}
    return rec if isinstance(rec, dict) else None


def phase_key(live: LiveGame) -> str:
    g = live.state
    return f"{g.round}:{g.phase}" if g is not None else ""


def prompt_title(live: LiveGame) -> str:
    return game_of(live).header(live)


class DmPoster:
    def __init__(self, notifier: Notifier) -> None:
        self.notifier = notifier
        self.hand_renderer = hand_renderer_for(notifier.bot.renderer)

    async def changed(self, live: LiveGame, change: Change) -> None:
        for seat in change.reprompt:
            # A prompt shown anew after a game master's operation (no event) is no new question.
            new = seat not in change.answered and bool(change.events)
            await self.prompt(live, seat, change, new=new)
            await asyncio.sleep(0)  # each prompt is a step of its own on the event loop
        await self.trade_notes(live, change)
        await self.panels(live)

    # -- prompts --------------------------------------------------------------------------------

    async def prompt(self, live: LiveGame, seat: str, change: Change, new: bool = False) -> None:
        """Send, edit in place, or close the seat's prompt in its controller's DM (in his language)."""
        uid = live.controller(seat)
        async with self.notifier.bot.languages.speaking_to(Player(uid, live)):
            await self._prompt(live, seat, uid, change, new)

    async def _prompt(self, live: LiveGame, seat: str, uid: int, change: Change, new: bool) -> None:
        rec = prompt_record(live, seat)
        fresh = self.notifier.bot.router.prompt(live, seat) if uid else None
        if fresh is None:
            if rec is not None and rec["open"]:
                await self.close(live, seat, rec, closing_text(seat, change))
            return
        content, view = fresh
        kwargs: dict[str, Any] = {"content": content, "view": view}
        every = new and live.meta.get("dm_mode", {}).get(str(uid)) == EVERY
        # Only an open prompt of this phase is edited: one that was closed (others had to answer
        # first) is not silently reopened, the player is told by a new DM that he is needed again.
        if (
            rec is not None
            and self.prompt_open(live, seat)
            and not every
            and await self.notifier.edit(rec["at"], **kwargs)
        ):
            await self.notifier.bot.service.save_meta(live)  # with the thread's phase, kept in the meta
            return
        if rec is not None and rec["open"]:
            await self.close(live, seat, rec, closing_text(seat, change))
        msg = await self.notifier.dm(live, uid, content, **({"view": view} if view else {}))
        if msg is not None:
            at = [msg.channel.id, msg.id]
            rec = {"at": at, "phase": phase_key(live), "title": prompt_title(live), "open": True, "uid": uid}
            self._keep(live, seat, rec)
            await self.notifier.bot.service.save_meta(live)

    @staticmethod
    def prompt_open(live: LiveGame, seat: str) -> bool:
        """Whether the seat's controller has an open prompt of the current phase in his DMs."""
        rec = prompt_record(live, seat)
        uid = live.controller(seat)
        return (
            rec is not None and rec["open"] and rec["phase"] == phase_key(live) and rec.get("uid", uid) == uid
        )

    @staticmethod
    def _keep(live: LiveGame, seat: str, rec: dict[str, Any]) -> None:
        live.meta.setdefault("prompts", {})[seat] = rec

    async def close(self, live: LiveGame, seat: str, rec: dict[str, Any], why: str) -> None:
        title = rec.get("title") or f"**{_('Game #{game}', game=live.id)}**"
        await self.notifier.edit(rec["at"], content=f"{title}\n{why}", view=None)
        rec["open"] = False
        self._keep(live, seat, rec)
        await self.notifier.bot.service.save_meta(live)

    async def close_all(self, live: LiveGame, why: str) -> None:
        for seat in live.seats:
            rec = prompt_record(live, seat)
            if rec is not None and rec["open"]:
                await self.close(live, seat, rec, why)

    # -- what a player receives in trade ---------------------------------------------------------

    async def trade_notes(self, live: LiveGame, change: Change) -> None:
        """A private event the game says deserves it (a calamity received in trade) is told to
        the one player who sees it by a DM line of its own."""
        names = names_of(live)
        note = game_of(live).private_note
        for e in change.events:
            if not e.visible_to or len(e.visible_to) != 1:
                continue
            uid = live.controller(e.visible_to[0])
            if not uid:
                continue
            async with self.notifier.bot.languages.speaking_to(Player(uid, live)):
                text = note(live.id, e, names)
            if text is not None:
                await self.notifier.dm(live, uid, text)

    # -- the hand panel --------------------------------------------------------------------------

    async def panels(self, live: LiveGame) -> None:
        g = live.state
        if g is None or not game_of(live).has_panels(g):
            return
        for seat in live.seats:
            uid = live.controller(seat)
            if uid:
                await self.panel(live, seat, uid)

    async def panel(self, live: LiveGame, seat: str, uid: int, force: bool = False) -> None:
        """Send, edit in place, or re-post below the prompt the seat's hand panel, in the player's
        language.

        The image (when there is a renderer) is drawn off the event loop and replaces the old
        attachment in the same message; when it cannot be drawn the panel is text only.
        """
        async with self.notifier.bot.languages.speaking_to(Player(uid, live)):
            await self._panel(live, seat, uid, force)

    async def _panel(self, live: LiveGame, seat: str, uid: int, force: bool) -> None:
        from engine import view_for

        assert live.state is not None
        view = view_for(live.state, seat)
        embed = game_of(live).panel(live.id, view)
        db = self.notifier.bot.service.db
        have = await db.panel(live.id, uid)
        if have is not None and have[2] == digest(embed, view, self.hand_renderer is not None) and not force:
            return
        view["you"]["name"] = self.notifier.plain_names(live)[seat]  # a picture names, never ids
        png = await hand_png(view, self.hand_renderer)
        dg = digest(embed, view, png is not None)
        if png is not None:
            embed.set_image(url=f"attachment://{hand_filename(live.id)}")
        files = [hand_file(live.id, png)] if png is not None else []
        rec = prompt_record(live, seat)
        below = rec is not None and have is not None and int(rec["at"][1]) > have[1]
        if (
            have is not None
            and not below
            and await self.notifier.edit([have[0], have[1]], embed=embed, attachments=files)
        ):
            await db.set_panel(live.id, uid, have[0], have[1], dg)
            return
        extra = {"file": hand_file(live.id, png)} if png is not None else {}
        msg = await self.notifier.dm(
            live, uid, _("Your hand panel for game #{game}.", game=live.id), embed=embed, silent=True, **extra
        )
        if msg is not None:
            if have is not None:
                await self.notifier.delete([have[0], have[1]])
            await db.set_panel(live.id, uid, msg.channel.id, msg.id, dg)


def closing_text(seat: str, change: Change) -> str:
    if seat in change.answered:
        return _(ANSWERED)
    if seat in change.defaulted:
        return _(DEFAULTED)
    return _(MOVED_ON)
