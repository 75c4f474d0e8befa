"""After every change: the game thread (``bot.thread``) and each player's DMs (``bot.dms``).

What a change owes is delivered from the outbox (``bot.outbox``), which stores it with the change:
``changed`` is called with the changes committed since the last delivery, merged into one.

Channel posts are made from public events and observer views only; DMs from the recipient's
own player view only. A player whose DMs are closed is told so once per game in the thread (with
nothing secret), and the game goes on: the same prompts are under **My orders** and ``/orders``.
This module holds the Discord primitives both sides use (post, DM, edit, delete).
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

import discord

from bot.dms import DmPoster
from bot.games import game_of
from bot.languages import Player, in_thread
from bot.live_game import FINISHED, PAUSED, Change, LiveGame
from bot.lobby import refresh_lobby
from bot.logs import log_event
from bot.outbox import nonce, refused
from bot.records import game_files
from bot.text import Names, chunks, names_of, status_text, timestamp
from bot.thread import ThreadPoster
from engine import view_for
from i18n.catalog import _

if TYPE_CHECKING:
    from bot.app import CivBot


class Notifier:
    def __init__(self, bot: CivBot) -> None:
        self.bot = bot
        self.thread_poster = ThreadPoster(self)
        self.dms = DmPoster(self)

    @property
    def hand_renderer(self) -> Any:
        return self.dms.hand_renderer

    @hand_renderer.setter
    def hand_renderer(self, value: Any) -> None:
        self.dms.hand_renderer = value

    def names(self, live: LiveGame) -> Names:
        return names_of(live)

    # -- after a change ---------------------------------------------------------------------

    async def changed(self, live: LiveGame, change: Change) -> None:
        # The thread's words in the game's language; each DM is built in its reader's (``bot.dms``).
        with in_thread(live):
            await self._changed(live, change)

    async def _changed(self, live: LiveGame, change: Change) -> None:
        if change.lobby:
            await refresh_lobby(self.bot, live)
        if change.over and live.version > 0 and not live.meta.get("over_told"):
            await self.game_over(live, change.over)  # ended after its start (an ended game is not loaded)
        if live.state is None:
            return
        if change.events or change.reprompt or change.note or change.phase_changed:
            await self.thread_poster.changed(live, change)
            # The thread's post and the prompts are each milliseconds of work when AI seats
            # made many moves: other games' clicks are answered in between (issue 29's loop lag).
            await asyncio.sleep(0)
            await self.dms.changed(live, change)
        if change.remind:
            await self.remind(live, change.remind)
        if live.row.status == FINISHED and not live.meta.get("over_told"):
            view = view_for(live.state, None, "observer")
            for text in chunks(game_of(live).final_lines(view, self.names(live))):
                await self.post(live, text)
            winners = self.names(live).many(view.get("winners", [])) or _("nobody")
            await self.game_over(
                live, _("🏁 Game #{game} is over: {winners} won.", game=live.id, winners=winners)
            )

    async def draw(self, live: LiveGame, where: list[int], pictures: list[str | None]) -> None:
        """The pictures owed to the status post at ``where``, drawn and edited in (with the post's
        words, in the game's language: an outbox delivery runs outside the change's ``changed``)."""
        with in_thread(live):
            await self.thread_poster.draw(live, where, pictures)

    async def game_over(self, live: LiveGame, text: str) -> None:
        """Close every open prompt and the status post, tell each player by DM, and give the thread
        the game's files."""
        live.meta["over_told"] = True
        await self.bot.service.save_meta(live)
        await self.thread_poster.close_status(live)
        await self.dms.close_all(live, text)
        files = await game_files(self.bot, live, with_save=True)
        link = self.thread_link(live)
        for seat in live.seats:
            uid = live.controller(seat)
            if uid:
                async with self.bot.languages.speaking_to(Player(uid, live)):
                    more = _("The whole log and the save file are in the game's thread: {link}", link=link)
                    await self.dm(live, uid, f"{text} {more}")
        await self.post(
            live, _("📜 The game's public log and its save file (every action, hands included)."), files=files
        )

    def plain_names(self, live: LiveGame) -> dict[str, str]:
        """Each seat's name as an image prints it (no mention syntax)."""
        known: dict[str, str] = live.meta.get("names", {})
        out = {}
        for i, seat in enumerate(live.seats):
            uid = live.controller(seat)
            if live.is_ai(seat):
                out[seat] = live.ai_label(seat)
            elif str(uid) in known:
                out[seat] = known[str(uid)]
            else:
                user = self.bot.get_user(uid) if uid else None
                out[seat] = user.display_name if user is not None else _("player {n}", n=i + 1)
        return out

    def thread_link(self, live: LiveGame) -> str:
        return f"https://discord.com/channels/{live.row.guild_id}/{live.row.thread_id}"

    def status_message(self, live: LiveGame) -> tuple[str, discord.ui.View | None]:
        """The status as text (``/game status``): round, phase, who is awaited, the deadline."""
        assert live.state is not None
        view = view_for(live.state, None, "observer")
        text = status_text(view, self.names(live), self.bot.scheduler.due(live), live.row.status == PAUSED)
        return text, None

    # -- Discord primitives ---------------------------------------------------------------------

    async def thread(self, live: LiveGame) -> discord.abc.Messageable | None:
        channel = self.bot.get_channel(live.row.thread_id)
        if channel is None:
            try:
                channel = await self.bot.fetch_channel(live.row.thread_id)
            except discord.HTTPException:
                return None
        return channel if isinstance(channel, discord.abc.Messageable) else None

    async def post(
        self, live: LiveGame, text: str, *, ping: list[int] | None = None, **kwargs: Any
    ) -> discord.Message | None:
        """Post in the game's thread; mentions notify nobody but ``ping``."""
        thread = await self.thread(live)
        if thread is None:
            return None
        users: list[discord.Object] | bool = [discord.Object(u) for u in ping] if ping else False
        sent_before = nonce(live.row.thread_id)
        if sent_before is not None:
            kwargs["nonce"] = sent_before
        try:
            return await thread.send(
                text[:2000], allowed_mentions=discord.AllowedMentions(users=users), **kwargs
            )
        except discord.HTTPException as err:
            log_event("post_failed", game=live.id, status=err.status)
            if err.status >= 500:
                refused()  # Discord's own failure: the delivery is repeated later
            return None

    async def user(self, user_id: int) -> discord.User | None:
        user = self.bot.get_user(user_id)
        if user is None:
            try:
                user = await self.bot.fetch_user(user_id)
            except discord.HTTPException:
                return None
        return user

    async def dm(self, live: LiveGame, user_id: int, content: str, **kwargs: Any) -> discord.Message | None:
        """A new DM (a notification, unless ``silent=True`` is passed)."""
        user = await self.user(user_id)
        if user is None:
            return None
        sent_before = nonce(user_id)
        if sent_before is not None:
            kwargs["nonce"] = sent_before
        try:
            return await user.send(content[:2000], **kwargs)
        except discord.Forbidden as err:  # 50007 "Cannot send messages to this user": DMs closed
            log_event("dm_failed", game=live.id, user=user_id, status=err.status, code=err.code)
            await self.dms_closed(live, user_id)
            return None
        except discord.HTTPException as err:  # a passing failure: the delivery is repeated later
            log_event("dm_failed", game=live.id, user=user_id, status=err.status, code=err.code)
            if err.status >= 500:
                refused()
            return None

    async def dms_closed(self, live: LiveGame, user_id: int) -> None:
        """Tell the thread, once per game and player, that the player's DMs are closed."""
        told: list[int] = live.meta.setdefault("dms_closed", [])
        if user_id in told:
            return
        told.append(user_id)
        await self.bot.service.save_meta(live)
        mention = f"<@{user_id}>"
        with in_thread(live):  # told in the thread, though found while writing to the player
            text = _(
                "{user}, I cannot send you direct messages, so your prompts and hand panel for "
                "game #{game} cannot reach you. Allow direct messages from this server's members "
                "(Privacy Settings), or use **My orders** below a status message or `/orders` here.",
                user=mention,
                game=live.id,
            )
        await self.post(live, text, ping=[user_id])

    async def edit(self, where: list[int], **kwargs: Any) -> bool:
        channel = self.bot.get_partial_messageable(where[0])
        try:
            await channel.get_partial_message(where[1]).edit(**kwargs)
            return True
        except discord.HTTPException:
            return False

    async def delete(self, where: list[int]) -> None:
        channel = self.bot.get_partial_messageable(where[0])
        try:
            await channel.get_partial_message(where[1]).delete()
        except discord.HTTPException:
            return

    # -- kept for the callers of the first release ----------------------------------------------

    async def prompt(self, live: LiveGame, seat: str, new: bool) -> None:
        await self.dms.prompt(live, seat, Change(reprompt=[seat]), new=new)

    async def panel(self, live: LiveGame, seat: str, uid: int, force: bool = False) -> None:
        await self.dms.panel(live, seat, uid, force=force)

    async def remind(self, live: LiveGame, seats: list[str]) -> None:
        """Remind ``seats`` of the deadline; one whose prompt is not open in its DMs gets it anew."""
        due = self.bot.scheduler.due(live)
        for seat in seats:
            uid = live.controller(seat)
            if not uid or not live.pending_for(seat):
                continue
            if not self.dms.prompt_open(live, seat):
                await self.dms.prompt(live, seat, Change(reprompt=[seat]), new=True)
            async with self.bot.languages.speaking_to(Player(uid, live)):
                text = (
                    _(
                        "⏰ Reminder: game #{game} is waiting for you — due {due}. Your prompt is above "
                        "(or use `/orders`).",
                        game=live.id,
                        due=timestamp(due),
                    )
                    if due is not None
                    else _(
                        "⏰ Reminder: game #{game} is waiting for you. Your prompt is above "
                        "(or use `/orders`).",
                        game=live.id,
                    )
                )
            await self.dm(live, uid, text)
