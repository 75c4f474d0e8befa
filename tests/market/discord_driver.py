"""Market's decisions sent through Discord as a person sends them: the select or the button of
his DM prompt (the tests' driver for the bot's every-game tests and Market's own)."""

from __future__ import annotations

from typing import Any

from engine import Action, Decision
from tests.bot.helpers import custom_ids, prompt_message, user_of
from tests.market.state import Keep, Offer


def component(msg: Any, op: str, *args: str) -> str:
    """The custom id of the prompt's component answered by ``op`` (``bot.ids.cid``)."""
    found = [i for i in custom_ids(msg) if i.split(":")[4] == op and tuple(i.split(":")[5:]) == args]
    assert found, (op, args, custom_ids(msg))
    return found[0]


async def send(world: Any, live: Any, d: Decision, action: Action) -> Any:
    """``action`` sent as a person sends it: the select or the button of his DM prompt."""
    user = user_of(world, live, d.player)
    msg = prompt_message(world, user, live.id)
    if isinstance(action, Offer):
        return await user.user.select(msg, [str(action.card)], custom_id=component(msg, "mko"))
    if isinstance(action, Keep):
        return await user.user.click(msg, custom_id=component(msg, "mkk", str(action.card)))
    return await user.user.click(msg, custom_id=component(msg, "mkp"))


class MarketSender:
    def __init__(self, world: Any, live: Any) -> None:
        self.world, self.live = world, live

    async def send(self, a: Action, d: Decision) -> None:
        await send(self.world, self.live, d, a)
