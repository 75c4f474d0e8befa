"""Selects longer than Discord's 25 choices are paged; the router turns pages without acting."""

from __future__ import annotations

from typing import Any

import discord

from bot.components import PAGE_SIZE, page_request, select


def _values(item: Any) -> list[str]:
    assert isinstance(item, discord.ui.Select)
    return [o.value for o in item.options]


def test_short_list_is_one_select_with_every_choice() -> None:
    opts = [(str(i), f"choice {i}") for i in range(25)]
    item = select("x", opts, "Pick", 1, 3)
    assert _values(item) == [str(i) for i in range(25)]
    assert isinstance(item, discord.ui.Select) and item.max_values == 3


def test_long_list_pages_cover_every_choice_exactly_once() -> None:
    opts = [(str(i), f"choice {i}") for i in range(60)]
    seen: list[str] = []
    page, pages_seen = 0, 0
    while True:
        values = _values(select("x", opts, "Pick", 1, 5, page))
        assert len(values) <= 25
        seen += [v for v in values if page_request([v]) is None]
        pages_seen += 1
        nxt = [page_request([v]) for v in values if page_request([v]) is not None]
        forward = [p for p in nxt if p is not None and p > page]
        if not forward:
            break
        page = forward[0]
    assert seen == [str(i) for i in range(60)]
    assert pages_seen == (60 + PAGE_SIZE - 1) // PAGE_SIZE


def test_paged_select_takes_one_pick_and_names_the_range() -> None:
    opts = [(str(i), f"choice {i}") for i in range(30)]
    item = select("x", opts, "Pick", 2, 5, 1)
    assert isinstance(item, discord.ui.Select)
    assert (item.min_values, item.max_values) == (1, 1)
    assert "24-30 of 30" in (item.placeholder or "")
    assert page_request(_values(item)[-1:]) == 0


def test_page_out_of_range_is_clamped() -> None:
    opts = [(str(i), f"choice {i}") for i in range(30)]
    assert _values(select("x", opts, "Pick", page=99))[0] == str(PAGE_SIZE)


def test_ordinary_values_are_not_page_requests() -> None:
    assert page_request(["Crete", "~page=x"]) is None
    assert page_request(["~page=2"]) == 2
