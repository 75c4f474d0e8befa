"""After every change: public lines and board in the game thread, prompts and hand panels by DM.

Channel posts are made from public events and observer views only; DMs from the recipient's
own player view only. A player whose DMs are closed is told so once per game in the thread (with
nothing secret), and the game goes on: the same prompts are under **My orders** and ``/orders``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.board import board_file
from bot.components import button, make_view
from bot.families import family_of
from bot.ids import cid
from bot.live import FINISHED, PAUSED, Change, LiveGame
from bot.logs import log_event
from bot.panels import digest, hand_file, hand_filename, hand_png, hand_renderer_for
from bot.text import Names, chunks, status_text
from engine import view_for

if TYPE_CHECKING:
    from bot.app import CivBot


class Notifier:
    def __init__(self, bot: CivBot) -> None:
        self.bot = bot
        self.hand_renderer = hand_renderer_for(bot.renderer)

    def names(self, live: LiveGame) -> Names:
        view = view_for(live.state, None, "observer") if live.state is not None else None
        controllers = {s: live.controller(s) for s in live.seats}
        labels = {s: live.ai_label(s) for s in live.seats if live.is_ai(s)}
        return Names(view, controllers, labels)

    async def thread(self, live: LiveGame) -> discord.abc.Messageable | None:
        channel = self.bot.get_channel(live.row.thread_id)
        if channel is None:
            try:
                channel = await self.bot.fetch_channel(live.row.thread_id)
            except discord.HTTPException:
                return None
        return channel if isinstance(channel, discord.abc.Messageable) else None

    async def post(
        self, live: LiveGame, text: str, *, ping: int | None = None, **kwargs: Any
    ) -> discord.Message | None:
        """Post in the game's thread; mentions do not notify anyone but ``ping``."""
        thread = await self.thread(live)
        if thread is None:
            return None
        users: list[discord.Object] | bool = [discord.Object(ping)] if ping else False
        try:
            return await thread.send(
                text[:2000], allowed_mentions=discord.AllowedMentions(users=users), **kwargs
            )
        except discord.HTTPException as err:
            log_event("post_failed", game=live.id, status=err.status)
            return None

    async def changed(self, live: LiveGame, change: Change) -> None:
        if live.state is None:
            return
        names = self.names(live)
        lines = family_of(live).lines(change.events, names)
        if change.note:
            lines.insert(0, change.note)
        for text in chunks(lines):
            await self.post(live, text)
        if change.phase_changed or live.row.status == FINISHED:
            await self.post_board(live, events=change.events)
            await self.post_status(live)
        for seat in change.reprompt:
            await self.prompt(live, seat, new=change.phase_changed or seat != change.actor)
        await self.panels(live)

    async def post_board(
        self, live: LiveGame, region: str | None = None, events: list[Any] | None = None
    ) -> None:
        """The public state: the board (or the family's pictures after a turn), as images, or
        as text when they cannot be drawn."""
        assert live.state is not None
        view = view_for(live.state, None, "observer")
        view["names"] = self.plain_names(live)
        pictures = [region] if region is not None else family_of(live).pictures(events or [])
        files = [f for p in pictures if (f := await board_file(view, p, self.bot.renderer)) is not None]
        if files:
            await self.post(live, f"Board — round {view['round']}, {view['phase_title']}", files=files)
        else:
            for text in chunks(family_of(live).table_text(view, self.names(live)).splitlines()):
                await self.post(live, text)

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
                out[seat] = user.display_name if user is not None else f"player {i + 1}"
        return out

    def status_message(self, live: LiveGame) -> tuple[str, discord.ui.View | None]:
        assert live.state is not None
        view = view_for(live.state, None, "observer")
        text = status_text(view, self.names(live), self.bot.scheduler.due(live), live.row.status == PAUSED)
        items = [
            button("My orders", cid(live.id, live.version, None, "my"), discord.ButtonStyle.primary),
            button("Map", cid(live.id, live.version, None, "map")),
        ]
        return text, make_view(items) if not live.state.finished else None

    async def post_status(self, live: LiveGame) -> None:
        text, view = self.status_message(live)
        if view is None:
            await self.post(live, text)
        else:
            await self.post(live, text, view=view)

    async def user(self, user_id: int) -> discord.User | None:
        user = self.bot.get_user(user_id)
        if user is None:
            try:
                user = await self.bot.fetch_user(user_id)
            except discord.HTTPException:
                return None
        return user

    async def dm(self, live: LiveGame, user_id: int, content: str, **kwargs: Any) -> discord.Message | None:
        user = await self.user(user_id)
        if user is None:
            return None
        try:
            return await user.send(content[:2000], **kwargs)
        except discord.Forbidden as err:  # 50007 "Cannot send messages to this user": DMs closed
            log_event("dm_failed", game=live.id, user=user_id, status=err.status, code=err.code)
            await self.dms_closed(live, user_id)
            return None
        except discord.HTTPException as err:  # a passing failure: the next change sends again
            log_event("dm_failed", game=live.id, user=user_id, status=err.status, code=err.code)
            return None

    async def dms_closed(self, live: LiveGame, user_id: int) -> None:
        """Tell the thread, once per game and player, that the player's DMs are closed."""
        told: list[int] = live.meta.setdefault("dms_closed", [])
        if user_id in told:
            return
        told.append(user_id)
        await self.bot.service.db.save_game(live.row)
        await self.post(
            live,
            f"<@{user_id}>, I cannot send you direct messages, so your prompts and hand panel for "
            f"game #{live.id} cannot reach you. Allow direct messages from this server's members "
            "(Privacy Settings), or use **My orders** below a status message or `/orders` here.",
            ping=user_id,
        )

    async def prompt(self, live: LiveGame, seat: str, new: bool) -> None:
        """Send (or edit in place) the seat's prompt in its controller's DM."""
        uid = live.controller(seat)
        prompts = live.meta.setdefault("prompts", {})
        old = prompts.get(seat)
        fresh = self.bot.router.prompt(live, seat) if uid else None
        if old and (new or fresh is None):
            done = (
                "✅ Answered — see the newer prompt below."
                if fresh
                else "✅ Nothing more is needed from you now."
            )
            await self.edit(old, content=done, view=None)
        if fresh is None or not uid:
            if old:
                prompts.pop(seat, None)
                await self.bot.service.db.save_game(live.row)
            return
        content, view = fresh
        if old and not new and await self.edit(old, content=content, view=view):
            return
        msg = await self.dm(live, uid, content, **({"view": view} if view else {}))
        if msg is not None:
            prompts[seat] = [msg.channel.id, msg.id]
            await self.bot.service.db.save_game(live.row)

    async def edit(self, where: list[int], **kwargs: Any) -> bool:
        channel = self.bot.get_partial_messageable(where[0])
        try:
            await channel.get_partial_message(where[1]).edit(**kwargs)
            return True
        except discord.HTTPException:
            return False

    async def panels(self, live: LiveGame) -> None:
        g = live.state
        if g is None or not family_of(live).has_panels(g):
            return
        for seat in live.seats:
            uid = live.controller(seat)
            if uid:
                await self.panel(live, seat, uid)

    async def panel(self, live: LiveGame, seat: str, uid: int, force: bool = False) -> None:
        """Send, or edit in place, the seat's hand panel in its controller's DM.

        The image (when there is a renderer) is drawn off the event loop and replaces the old
        attachment in the same message; when it cannot be drawn the panel is text only.
        """
        assert live.state is not None
        view = view_for(live.state, seat)
        embed = family_of(live).panel(live.id, view)
        db = self.bot.service.db
        have = await db.panel(live.id, uid)
        if have is not None and have[2] == digest(embed, view, self.hand_renderer is not None) and not force:
            return
        png = await hand_png(view, self.hand_renderer)
        dg = digest(embed, view, png is not None)
        if png is not None:
            embed.set_image(url=f"attachment://{hand_filename(live.id)}")
        files = [hand_file(live.id, png)] if png is not None else []
        if have is not None and await self.edit([have[0], have[1]], embed=embed, attachments=files):
            await db.set_panel(live.id, uid, have[0], have[1], dg)
            return
        extra = {"file": hand_file(live.id, png)} if png is not None else {}
        msg = await self.dm(live, uid, f"Your hand panel for game #{live.id}.", embed=embed, **extra)
        if msg is not None:
            await db.set_panel(live.id, uid, msg.channel.id, msg.id, dg)

    async def remind(self, live: LiveGame, seats: list[str], due: Any) -> None:
        for seat in seats:
            uid = live.controller(seat)
            if uid:
                await self.dm(
                    live,
                    uid,
                    f"⏰ Reminder: game #{live.id} is waiting for you — due "
                    f"<t:{int(due.timestamp())}:R>. Your prompt is above (or use `/orders`).",
                )
