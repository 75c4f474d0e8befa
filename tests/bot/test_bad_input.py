"""Bad input, on every offered game (issue 28): every slash command given malformed values, every
form (modal) given malformed text, and every button and select of the prompts forged (its custom id
altered, its values made up, as a tampered client could send them). Each is refused privately, in
the game's words, and changes nothing: never a Python exception's text, an internal id, an empty
quote or a raw Discord id. A button pressed after the game ended says the game is over."""

from __future__ import annotations

from typing import Any

import discord
import pytest
from discord import app_commands

from bot.components import button, make_view
from engine import pending, state_hash
from i18n.catalog import PSEUDO, SPOKEN
from tests.bot.clean_text import clean
from tests.bot.games import Player, lobby, offered_ids
from tests.bot.helpers import bot_of, custom_ids, prompt_message, start, texts, user_of

BAD_TEXT = ["abc", "", " ", "-1", "0", "99999999999999999999", "''", "[[", "{}", "Knossos: x", "🙂" * 3]
BAD_INTS = [-1, 0, 10**12]
BAD_VALUES = ["x", "999", "-1", "", "bonus_i#7", "~page=99", "accept=99", "a:b"]


def answer_of(r: Any) -> str:
    parts = [texts(r)]
    for m in [r.response, *r.followups]:
        for e in getattr(m, "embeds", None) or []:
            parts += [e.title or "", e.description or ""]
    return "\n".join(parts)


class Checker:
    """Sends bad input and checks each answer: private, in the game's words, nothing changed."""

    def __init__(self, world: Any, live: Any) -> None:
        self.world, self.live = world, live
        self.tried = 0
        self.answers: list[str] = []

    def snapshot(self) -> tuple[int, str]:
        return self.live.version, state_hash(self.live.state)

    async def check(self, where: str, send: Any, typed: str = "") -> str:
        """``typed``: what the player typed, which the answer may quote back (but not empty)."""
        before = self.snapshot()
        r = await send
        self.tried += 1
        await bot_of(self.world.env).service.settle()
        text = answer_of(r)
        self.answers.append(text)
        clean(text.replace(typed.strip(), "«typed»") if typed.strip() else text, where)
        # A refusal is private; an update edits the player's own DM (the form's next step).
        if self.snapshot() == before and text and "UPDATE" not in repr(r._interaction.response_kind):
            assert r.ephemeral or r.response is None or r.response.ephemeral, f"{where}: not private: {text}"
        return text


async def forged(world: Any, items: list[discord.ui.Item[Any]]) -> Any:
    """A message from the bot carrying ``items`` (in the server's channel, apart from the prompts):
    what a tampered client could click."""
    from simcord.results import to_discord_message

    channel = bot_of(world.env).get_channel(world.channel.id)
    msg = await channel.send("forged", view=make_view(items))
    return to_discord_message(world.env, world.env.backend.messages[world.channel.id][msg.id])


def variants(custom_id: str, seats: int) -> list[str]:
    """The custom id with each part altered: op, arguments, seat, version, game."""
    parts = custom_id.split(":")
    out = [":".join([*parts[:4], "zz", *parts[5:]]), ":".join([*parts, "x"]), "civ:abc"]
    out += [":".join([*parts[:5], bad]) for bad in ("x", "999", "-1", "bonus_i#7")]
    out.append(
        ":".join([*parts[:3], str((int(parts[3]) + 1) % seats) if parts[3] != "-" else "0", *parts[4:]])
    )
    out.append(":".join([parts[0], parts[1], "0", *parts[3:]]))
    out.append(":".join([parts[0], parts[1], "99999999", *parts[3:]]))
    out.append(":".join([parts[0], "99999", *parts[2:]]))
    return [c[:100] for c in dict.fromkeys(out) if c != custom_id]


async def forge_prompt(checker: Checker, world: Any, live: Any, user: Any) -> None:
    msg = prompt_message(world, user, live.id)
    for custom_id in custom_ids(msg):
        for fake in variants(custom_id, len(live.seats)):
            shown = await forged(world, [button("Forged", fake)])
            await checker.check(f"forged button {fake}", user.click(shown, custom_id=fake))
        options = [discord.SelectOption(label=v or "empty", value=v or "-") for v in BAD_VALUES]
        for value in BAD_VALUES:
            select = discord.ui.Select(custom_id=custom_id, options=options, max_values=len(options))
            shown = await forged(world, [select])  # anew: a page turned edits the message
            where = f"forged select {custom_id} = {value!r}"
            await checker.check(where, user.select(shown, [value or "-"], custom_id=custom_id), value)


async def bad_modals(checker: Checker, world: Any, live: Any, user: Any, thread: Any, done: set[str]) -> None:
    """Every form (modal) the prompt opens, and /answer's, submitted with malformed text."""
    msg = prompt_message(world, user, live.id)
    seat = live.seat_of(user.id)
    d = next(d for d in pending(live.state) if d.player == seat)
    openers = [("button", c) for c in button_ids(msg) if opens_a_form(world, live, seat, c)]
    for kind, custom_id in [*openers, ("answer", "")]:
        key = f"{kind}:{custom_id.split(':')[4] if custom_id else ''}:{d.kind}"
        if key in done:
            continue
        for text in BAD_TEXT:
            msg = prompt_message(world, user, live.id)
            if kind == "answer":
                shown = await user.slash(thread, "answer")
            elif custom_id in custom_ids(msg):
                shown = await user.user.click(msg, custom_id=custom_id)
            else:
                break
            if shown.modal is None:
                clean(answer_of(shown), key)
                break
            done.add(key)
            fields = {
                c["custom_id"]: text
                for row in shown.modal["components"]
                for c in row.get("components", [row])
                if c.get("custom_id")
            }
            before = checker.snapshot()
            await checker.check(f"form {key} with {text!r}", user.submit_modal(shown, fields), text)
            if checker.snapshot() != before:
                return  # the text was a valid answer after all: the decision is answered


def opens_a_form(world: Any, live: Any, seat: str, custom_id: str) -> bool:
    """Whether the button opens a form (its operation, tried on a copy of the draft, says so)."""
    import copy

    from bot.forms import OpenModal, operation
    from bot.ids import parse

    c = parse(custom_id)
    ctx = bot_of(world.env).router.context(live, seat)
    found = operation(live, c.op) if c is not None else None
    if c is None or ctx is None or found is None:
        return False
    ctx.draft = copy.deepcopy(ctx.draft)
    try:
        return isinstance(found[1](ctx, c.args, []), OpenModal)
    except Exception:
        return False


def button_ids(message: Any) -> list[str]:
    return [
        c.custom_id
        for row in message.components
        for c in getattr(row, "children", [row])
        if c.type == discord.ComponentType.button and c.custom_id
    ]


def commands(bot: Any) -> list[tuple[str, app_commands.Command[Any, Any, Any]]]:
    out = []
    for cmd in bot.tree.walk_commands():
        if isinstance(cmd, app_commands.Command):
            out.append((cmd.qualified_name, cmd))
    return out


async def bad_commands(checker: Checker, world: Any, thread: Any) -> None:
    """Every slash command, each of its text and number options given malformed values."""
    bot = bot_of(world.env)
    ann = world.players[0]
    skip = {"game create", "bug", "game end"}  # they create or end, whatever the text (tried elsewhere)
    for name, cmd in commands(bot):
        if name in skip:
            continue
        for param in cmd.parameters:
            if param.choices:
                continue
            # A command's text option is never empty (Discord leaves it out); a form's field may be.
            text = [t for t in BAD_TEXT if t]
            bad: list[Any] = text if param.type == discord.AppCommandOptionType.string else BAD_INTS
            if param.type not in (discord.AppCommandOptionType.string, discord.AppCommandOptionType.integer):
                continue
            for value in bad:
                args = {p.name: _sample(p) for p in cmd.parameters if p.required and p.name != param.name}
                args[param.name] = value
                try:
                    send = ann.slash(thread, name, **args)
                    await checker.check(f"/{name} {param.name}={value!r}", send, str(value))
                except Exception as err:  # a value Discord itself would not send
                    if type(err).__module__.startswith("simcord"):
                        continue
                    raise


def _sample(param: Any) -> Any:
    if param.type == discord.AppCommandOptionType.integer:
        return 1
    if param.type == discord.AppCommandOptionType.user:
        return None
    return "abc"


@pytest.mark.parametrize("game", offered_ids())
async def test_bad_input_is_refused_privately_in_the_games_words(world, game):
    live, thread = await lobby(world, game, 3, [], seed=6)
    await start(world, thread)
    player = Player(world, live, thread, seed=6)
    checker = Checker(world, live)
    done: set[str] = set()
    await bad_commands(checker, world, thread)
    for step in range(120):
        if live.state.finished:
            break
        for seat in sorted({d.player for d in pending(live.state)}):
            user = user_of(world, live, seat)
            await bad_modals(checker, world, live, user, thread, done)
            if step % 40 == 0:
                await forge_prompt(checker, world, live, user)
        await player.step()
    assert checker.tried > 100, checker.tried


@pytest.mark.parametrize("game", offered_ids())
async def test_a_button_pressed_after_the_end_says_the_game_is_over(world, game):
    live, thread = await lobby(world, game, 2, [], seed=2)
    await start(world, thread)
    d = pending(live.state)[0]
    user = user_of(world, live, d.player)
    msg = prompt_message(world, user, live.id)
    ids = custom_ids(msg)
    r = await world.players[0].slash(thread, "game end")
    assert "ended" in texts(r), texts(r)
    for custom_id in ids:
        shown = await forged(world, [button("Old", custom_id)])
        r = await user.click(shown, custom_id=custom_id)
        assert r.ephemeral and f"Game #{live.id} is over" in texts(r), texts(r)
    for command in ("orders", "answer"):
        r = await user.slash(thread, command)
        assert r.ephemeral and f"Game #{live.id} is over" in texts(r), (command, texts(r))


@pytest.mark.parametrize("lang", [*SPOKEN, PSEUDO])
async def test_bad_commands_are_refused_privately_in_every_language(world, lang):
    """Every slash command given malformed values by players who read ``lang``, in a game whose
    thread speaks it (each language with another offered game, so that every game and every
    language come up): refused privately, nothing changed, no exception text or internal id; in
    the pseudo-language every answer is a message of the catalogue."""
    languages = [*SPOKEN, PSEUDO]
    games = offered_ids()
    game = games[languages.index(lang) % len(games)]
    bot = bot_of(world.env)
    thread_language = {"language": lang} if lang in SPOKEN else {}  # the pseudo-language: players only
    live, thread = await lobby(world, game, 3, [], seed=6, **thread_language)
    for p in world.players:
        await bot.languages.choose(p.id, lang)
    await world.players[0].slash(thread, "game start")
    assert live.state is not None
    checker = Checker(world, live)
    await bad_commands(checker, world, thread)
    assert checker.tried > 40, checker.tried
    if lang == PSEUDO:
        unmarked = [a for a in checker.answers if a.strip() and "⟦" not in a]
        assert unmarked == [], unmarked[:5]
