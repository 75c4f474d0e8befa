"""The game thread: one post per phase, edited in place while the phase lasts.

When a phase starts, one post carries the compact summary of what happened since the last one
(every phase that ended, grouped: moves by player, taxes and growth in one line each), the
board image, and the status of the new phase (who has sent orders, who is awaited, the deadline)
with **My orders** and **Map**. While the phase lasts that status is edited in place — nothing
new is posted for a move or an order — and the phase's events gather in the game's meta
(``thread``), so a restart loses nothing. Built from public events and observer views only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.board import board_file
from bot.components import button, make_view
from bot.games import game_of
from bot.ids import cid
from bot.live_game import FINISHED, PAUSED, Change, LiveGame
from bot.outbox import delivery_key, pictures_item
from bot.text import Names, chunks, timestamp
from bot.thread_phases import Phase, split_phases, summary
from engine import Event, serial, view_for
from i18n.catalog import _

if TYPE_CHECKING:
    from bot.notify import Notifier

FIELD = 1024  # Discord's limit for an embed field


def stored_phase(live: LiveGame) -> Phase | None:
    data = live.meta.get("thread", {}).get("phase")
    if not data:
        return None
    events = [Event(kind, payload) for kind, payload in data.get("events", [])]
    return Phase(str(data.get("title", "")), int(data.get("round", 0)), events)


def store_phase(live: LiveGame, phase: Phase | None) -> None:
    thread = live.meta.setdefault("thread", {})
    if phase is None:
        thread.pop("phase", None)
        return
    thread["phase"] = {
        "title": phase.title,
        "round": phase.round,
        "events": [[e.kind, serial.to_json(e.data)] for e in phase.events],
    }


def status_embed(
    live: LiveGame, view: dict[str, Any], n: Names, due: Any, so_far: list[str]
) -> discord.Embed:
    title = _("Round {round} — {phase}", round=view["round"], phase=view["phase_title"])
    lines = []
    if view["finished"]:
        winners = n.many(view.get("winners", []))
        lines.append(
            _("🏆 The game is over. {winners} won.", winners=winners)
            if winners
            else _("🏆 The game is over. Nobody won.")
        )
    else:
        waiting = sorted({w["player"] for w in view["waiting_for"]})
        sent = sorted(set(view.get("submitted", [])))
        if waiting:
            lines.append(_("Waiting for: {players}", players=", ".join(n(w) for w in waiting)))
        if sent:
            lines.append(_("Orders in: {players}", players=", ".join(n.short(s) for s in sent)))
        if live.row.status == PAUSED:
            lines.append(_("⏸️ The game is paused."))
        elif due is not None:
            lines.append(_("Deadline: {when} ({date})", when=timestamp(due), date=timestamp(due, "f")))
    embed = discord.Embed(title=title, description="\n".join(lines) or None)
    if so_far:
        text = "\n".join(so_far)
        embed.add_field(
            name=_("This phase so far"),
            value=text if len(text) <= FIELD else "…" + text[-FIELD + 1 :],
            inline=False,
        )
    return embed


class ThreadPoster:
    def __init__(self, notifier: Notifier) -> None:
        self.notifier = notifier

    async def changed(self, live: LiveGame, change: Change) -> None:
        key = delivery_key()
        if key is not None and live.meta.get("thread", {}).get("posted_for") == key:
            # This delivery is repeated (Discord refused a message of it): its post was made.
            await self.refresh(live)
            return
        family = game_of(live)
        current = stored_phase(live)
        phases = split_phases(current, change.events, family.turn_events)
        finished = live.row.status == FINISHED
        turned = any(e.kind in family.turn_events for e in change.events)
        if not (turned or finished or change.phase_changed):
            store_phase(live, phases[-1] if phases else current)
            if change.note and await self.notifier.post(live, change.note) is not None:
                self._posted(live)
                await self.notifier.bot.service.save_meta(live)
            await self.refresh(live)
            if any(e.kind == "movement_ended" for e in change.events):
                await self._owe_pictures(live, [None])
            # Stored with the game's next change (its row carries the meta): a move is not
            # worth a commit of its own.
            return
        done, going = (phases, None) if finished else (phases[:-1], phases[-1] if phases else None)
        if change.phase_changed and not turned and not finished:  # the start, an undo
            done, going = [], Phase(self._title(live), live.state.round if live.state else 0)
            going.events = [e for e in change.events if e.visible_to is None]
        lines = ([change.note] if change.note else []) + summary(
            done, self.notifier.names(live), family.lines
        )
        store_phase(live, going)
        await self.close_status(live)
        await self.post_status(live, lines, family.pictures(change.events))

    @staticmethod
    def _title(live: LiveGame) -> str:
        assert live.state is not None
        return str(view_for(live.state, None, "observer")["phase_title"])

    async def post_status(self, live: LiveGame, lines: list[str], pictures: list[str | None]) -> None:
        """The post that opens a phase: the summary of what just happened, the board (or the
        game's pictures of the turn that ended), the status."""
        parts = chunks(lines) or [""]
        for text in parts[:-1]:
            await self.notifier.post(live, text)
        embed, view, _pictures = await self.status_parts(live, [])
        kwargs: dict[str, Any] = {"embed": embed}
        if view is not None:
            kwargs["view"] = view
        msg = await self.notifier.post(live, parts[-1], ping=self.closed_dm_pings(live), **kwargs)
        if msg is not None:
            live.meta.setdefault("thread", {})["status"] = [msg.channel.id, msg.id]
            self._posted(live)
        await self._owe_pictures(live, pictures)

    async def _owe_pictures(self, live: LiveGame, pictures: list[str | None]) -> None:
        """Store the meta, and the outbox item that draws ``pictures`` into the phase's status
        post: they are drawn after this delivery's prompts (a prompt never waits for a picture)."""
        where = live.meta.get("thread", {}).get("status")
        owed = [pictures_item(where, pictures)] if where and pictures else []
        await self.notifier.bot.service.save_meta(live, owed=owed)

    async def draw(self, live: LiveGame, where: list[int], pictures: list[str | None]) -> None:
        """Edit the ``pictures`` (or, when they cannot be drawn, the public table) into the
        status post at ``where``, if it is still the phase's: a later one has its own."""
        if live.meta.get("thread", {}).get("status") != where or live.state is None:
            return
        embed, view, files = await self.status_parts(live, pictures)
        kwargs: dict[str, Any] = {"embed": embed, "view": view}
        if files:
            kwargs["attachments"] = files
        await self.notifier.edit(where, **kwargs)

    @staticmethod
    def _posted(live: LiveGame) -> None:
        """The thread got this delivery's post: a repeat of the delivery does not post it again."""
        live.meta.setdefault("thread", {})["posted_for"] = delivery_key()

    def closed_dm_pings(self, live: LiveGame) -> list[int]:
        """Players whose DMs are closed learn here that they are awaited (once per phase)."""
        closed = set(live.meta.get("dms_closed", []))
        if not closed or live.state is None or live.state.finished:
            return []
        waiting = {d.player for d in live.decisions()}
        return sorted(uid for s in waiting if (uid := live.controller(s)) in closed)

    async def status_parts(
        self, live: LiveGame, pictures: list[str | None]
    ) -> tuple[discord.Embed, discord.ui.View | None, list[discord.File]]:
        """The status embed, its buttons and the ``pictures`` drawn (None: the board or the
        game's overview); the public table as text when they cannot be drawn."""
        assert live.state is not None
        view = view_for(live.state, None, "observer")
        view["names"] = self.notifier.plain_names(live)
        n = self.notifier.names(live)
        current = stored_phase(live)
        so_far = game_of(live).lines(current.events, n) if current is not None else []
        embed = status_embed(live, view, n, self.notifier.bot.scheduler.due(live), so_far)
        for name, value in game_of(live).status_fields(view, n):
            embed.add_field(name=name, value=value[:FIELD], inline=False)
        renderer = self.notifier.bot.renderer
        files = [f for p in pictures if (f := await board_file(view, p, renderer)) is not None]
        if pictures and not files:
            table = game_of(live).table_text(view, n).splitlines()[1:]  # the embed has the title
            embed.add_field(name=_("Players"), value="\n".join(table)[:FIELD], inline=False)
        buttons = None
        if not live.state.finished:
            buttons = make_view(
                [
                    button(
                        _("My orders"), cid(live.id, live.version, None, "my"), discord.ButtonStyle.primary
                    ),
                    button(_("Map"), cid(live.id, live.version, None, "map")),
                ]
            )
        return embed, buttons, files

    async def refresh(self, live: LiveGame) -> None:
        """Edit the phase's status post in place (its pictures stay)."""
        where = live.meta.get("thread", {}).get("status")
        if not where or live.state is None:
            return
        embed, view, _pictures = await self.status_parts(live, [])
        await self.notifier.edit(where, embed=embed, view=view)

    async def close_status(self, live: LiveGame) -> None:
        """The last phase's status keeps its summary and board; its buttons go."""
        where = live.meta.get("thread", {}).pop("status", None)
        if where:
            await self.notifier.edit(where, view=None)
