"""Routes every component click and modal to its form operation, with the checks every click
needs: the game exists, the clicker plays in it and owns the prompt, the prompt is current,
and the decision it answers is still pending. Refusals are ephemeral and change nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.components import make_view, page_request
from bot.dms import prompt_record
from bot.forms import Act, Ctx, Edit, Form, OpenModal, answer_from_modal, build_form, form_modal, operation
from bot.games import game_of
from bot.ids import ComponentId, parse
from bot.languages import player_of
from bot.live_game import ENDED, FINISHED, LOBBY, BotError, LiveGame
from bot.logs import log_event
from bot.text import names_of, plain_text, timestamp
from i18n.catalog import N_, _

if TYPE_CHECKING:
    from bot.app import CivBot

STALE = N_("These buttons are out of date: the game has moved on. Use the newest prompt (or `/orders`).")


async def reply(interaction: discord.Interaction, text: str) -> None:
    """An ephemeral answer, whether or not the interaction was already acknowledged."""
    if interaction.response.is_done():
        await interaction.followup.send(text[:2000], ephemeral=True)
    else:
        await interaction.response.send_message(text[:2000], ephemeral=True)


def refuse_unless_started(live: LiveGame) -> None:
    """A click or command about a game that is not (or no longer) played is told so."""
    if live.row.status in (ENDED, FINISHED):
        raise BotError(_("Game #{game} is over: nothing more can be decided in it.", game=live.id))
    if live.row.status == LOBBY or live.state is None:
        raise BotError(_("Game #{game} has not started yet.", game=live.id))


class Router:
    def __init__(self, bot: CivBot) -> None:
        self.bot = bot

    # -- building prompts ----------------------------------------------------------------

    def context(self, live: LiveGame, seat: str, kind: str | None = None) -> Ctx | None:
        decisions = live.pending_for(seat)
        if kind is not None:
            decisions = [d for d in decisions if d.kind == kind]
        if not decisions:
            return None
        names = self.bot.notifier.plain_names(live)
        return Ctx(live, seat, live.epoch(seat), decisions[0], live.draft(seat), names)

    def header(self, live: LiveGame) -> str:
        due = self.bot.scheduler.due(live)
        when = " · " + _("due {when}", when=timestamp(due)) if due else ""
        return f"{game_of(live).header(live)}{when}"

    def prompt(self, live: LiveGame, seat: str) -> tuple[str, discord.ui.View | None] | None:
        ctx = self.context(live, seat)
        if ctx is None:
            return None
        form = build_form(ctx)
        return self.render(live, form)

    def render(self, live: LiveGame, form: Form) -> tuple[str, discord.ui.View | None]:
        """The prompt's text (engine prompts name seats and areas by id: names are put in)."""
        text = plain_text(f"{self.header(live)}\n{form.content}", names_of(live))
        return text[:2000], make_view(form.items)

    # -- clicks ----------------------------------------------------------------------------

    async def on_component(self, interaction: discord.Interaction, custom_id: str, values: list[str]) -> None:
        # A click is answered to the one who clicked, in his language (the lobby's post, edited
        # by a click, speaks the game's: ``bot.lobby``).
        async with self.bot.languages.speaking_to(player_of(interaction)):
            try:
                await self._component(interaction, custom_id, values)
            except BotError as err:
                await reply(interaction, err.message)

    async def _component(self, interaction: discord.Interaction, custom_id: str, values: list[str]) -> None:
        c = parse(custom_id)
        if c is None:
            raise BotError(_("I do not know this button."))
        live = await self.bot.service.get(c.game)
        if live is None:
            raise BotError(_("That game no longer exists."))
        public = self.bot.public_ops.get(c.op)
        if public is not None:
            await public(interaction, live, c, values)
            return
        ctx = self._check(live, c, interaction.user.id)
        kind, handler = operation(live, c.op) or (None, None)
        if handler is None:
            raise BotError(_("I do not know this button."))
        if kind is not None and kind != ctx.decision.kind:
            ctx2 = self.context(live, ctx.seat, kind)
            if ctx2 is None:
                raise BotError(_(STALE))
            ctx = ctx2
        page = page_request(values)
        if page is not None:
            ctx.draft.setdefault("pages", {})[c.op] = page
            outcome: Act | Edit | OpenModal = Edit(build_form(ctx))
        else:
            outcome = handler(ctx, c.args, values)
        await self._outcome(interaction, live, c, ctx, outcome)

    def _check(self, live: LiveGame, c: ComponentId, user_id: int) -> Ctx:
        refuse_unless_started(live)
        seat = live.seat_of(user_id)
        if seat is None:
            raise BotError(_("This is not for you: you are not playing in this game."))
        if c.seat is not None and (c.seat >= len(live.seats) or live.seats[c.seat] != seat):
            raise BotError(_("This prompt belongs to another player."))
        if c.version < live.epoch(seat) or c.version > live.version:
            raise BotError(_(STALE))
        ctx = self.context(live, seat)
        if ctx is None:
            raise BotError(_("Nothing is pending from you right now."))
        return ctx

    async def _outcome(
        self,
        interaction: discord.Interaction,
        live: LiveGame,
        c: ComponentId,
        ctx: Ctx,
        outcome: Act | Edit | OpenModal,
    ) -> None:
        if isinstance(outcome, Edit):
            content, view = self.render(live, outcome.form)
            await interaction.response.edit_message(content=content, view=view)
            await self.bot.service.save_draft(live, ctx.seat)
            return
        if isinstance(outcome, OpenModal):
            await interaction.response.send_modal(outcome.modal)
            return
        await interaction.response.defer()
        await self.act(interaction, live, c.version, outcome)

    async def act(self, interaction: discord.Interaction, live: LiveGame, version: int, outcome: Act) -> None:
        await self.bot.service.act(
            live, interaction.user.id, outcome.build, version=version, interaction_id=interaction.id
        )
        log_event("action", game=live.id, user=interaction.user.id, version=live.version)
        seat = live.seat_of(interaction.user.id)
        msg = interaction.message
        rec = prompt_record(live, seat or "")
        tracked = rec["at"][1] if rec is not None else 0
        if msg is None or msg.id == tracked:
            return
        fresh = self.prompt(live, seat) if seat else None
        if fresh is None:
            await interaction.edit_original_response(
                content=_("✅ Done — nothing more is needed from you now."), view=None
            )
        else:
            await interaction.edit_original_response(content=fresh[0], view=fresh[1])

    async def on_modal(
        self, interaction: discord.Interaction, custom_id: str, fields: dict[str, str]
    ) -> None:
        async with self.bot.languages.speaking_to(player_of(interaction)):
            await self._modal(interaction, custom_id, fields)

    async def _modal(self, interaction: discord.Interaction, custom_id: str, fields: dict[str, str]) -> None:
        try:
            c = parse(custom_id)
            if c is None:
                raise BotError(_("I do not know this form."))
            live = await self.bot.service.get(c.game)
            if live is None:
                raise BotError(_("That game no longer exists."))
            ctx = self._check(live, c, interaction.user.id)
            kind = c.args[0] if c.args else ctx.decision.kind
            ctx2 = self.context(live, ctx.seat, kind)
            if ctx2 is None:
                raise BotError(_(STALE))
            handler = form_modal(live, c.op) or self.bot.modal_ops.get(c.op)
            outcome = handler(ctx2, fields) if handler else answer_from_modal(ctx2.decision, fields)
            await interaction.response.defer()
            await self.act(interaction, live, c.version, outcome)
        except BotError as err:
            await reply(interaction, err.message)
