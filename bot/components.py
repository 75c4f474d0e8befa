"""Persistent components: every button and select is a DynamicItem matched by its custom id,
so components keep working after a restart without re-registering views."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord

from bot.ids import TEMPLATE
from i18n.catalog import _

if TYPE_CHECKING:
    from bot.app import CivBot


class CivItem(discord.ui.DynamicItem[discord.ui.Item[Any]], template=TEMPLATE):
    def __init__(self, item: discord.ui.Item[Any]) -> None:
        super().__init__(item)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> CivItem:
        return cls(item)

    async def callback(self, interaction: discord.Interaction) -> None:
        bot: CivBot = interaction.client  # type: ignore[assignment]
        data: Any = interaction.data or {}
        values = [str(v) for v in data.get("values", [])]
        await bot.router.on_component(interaction, str(data.get("custom_id", "")), values)


class CivModal(discord.ui.Modal):
    def __init__(self, title: str, custom_id: str, fields: list[discord.ui.TextInput[Any]]) -> None:
        super().__init__(title=title[:45], custom_id=custom_id, timeout=None)
        self.fields = fields
        for f in fields:
            self.add_item(f)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        bot: CivBot = interaction.client  # type: ignore[assignment]
        values = {str(f.custom_id): f.value for f in self.fields}
        await bot.router.on_modal(interaction, str(self.custom_id), values)


def button(
    label: str,
    custom_id: str,
    style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    disabled: bool = False,
) -> discord.ui.Item[Any]:
    return discord.ui.Button(label=label[:80], custom_id=custom_id, style=style, disabled=disabled)


PAGE_SIZE = 23  # a page of choices plus "previous" and "next" entries: Discord's limit is 25
PAGE_VALUE = "~page="


def select(
    custom_id: str,
    options: list[tuple[str, str]],
    placeholder: str,
    min_values: int = 1,
    max_values: int = 1,
    page: int = 0,
) -> discord.ui.Item[Any]:
    """A string select from (value, label) pairs.

    Discord shows at most 25 choices, so a longer list is cut into pages of ``PAGE_SIZE`` with
    "previous" / "next" entries; picking one is answered by the router (``page_request``), which
    stores the page in the draft and redraws the form. A paged select takes one pick at a time:
    forms with longer multi-choices accumulate picks in their draft.
    """
    if len(options) > 25:
        pages = (len(options) + PAGE_SIZE - 1) // PAGE_SIZE
        page = max(0, min(page, pages - 1))
        start = page * PAGE_SIZE
        shown = options[start : start + PAGE_SIZE]
        nav: list[tuple[str, str]] = []
        if page > 0:
            nav.append(
                (f"{PAGE_VALUE}{page - 1}", _("◀ Previous choices ({page}/{pages})", page=page, pages=pages))
            )
        if page < pages - 1:
            nav.append(
                (f"{PAGE_VALUE}{page + 1}", _("▶ More choices ({page}/{pages})", page=page + 2, pages=pages))
            )
        placeholder = _(
            "{placeholder} ({first}-{last} of {n})",
            placeholder=placeholder,
            first=start + 1,
            last=start + len(shown),
            n=len(options),
        )
        options = [*shown, *nav]
        min_values, max_values = 1, 1
    opts = [discord.SelectOption(label=label[:100], value=value) for value, label in options[:25]]
    hi = max(1, min(max_values, len(opts)))
    return discord.ui.Select(
        custom_id=custom_id,
        options=opts,
        placeholder=placeholder[:150],
        min_values=min(min_values, hi),
        max_values=hi,
    )


def page_request(values: list[str]) -> int | None:
    """The page asked for when a paged select's "previous" / "next" entry was picked."""
    for v in values:
        if v.startswith(PAGE_VALUE):
            try:
                return max(0, int(v[len(PAGE_VALUE) :]))
            except ValueError:
                return None
    return None


def make_view(items: list[discord.ui.Item[Any]]) -> discord.ui.View | None:
    if not items:
        return None
    view = discord.ui.View(timeout=None)
    for item in items[:25]:
        view.add_item(CivItem(item))
    return view
