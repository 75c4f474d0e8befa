"""What regular players expect (issue 15, item 7): ``/mygames``, ``/game log`` as a file,
``/bug`` to the operator's channel with no secret, ``/rules`` by name or number."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from bot import rules_lookup
from engine import pending
from engine.civ.content import trade_cards
from tests.bot.attachments import attachments, file_text
from tests.bot.helpers import bot_of, new_game, past_setup, texts
from tools import convert_rules_text
from tools.data_paths import rules_dir


async def started_game(world: Any) -> tuple[Any, Any]:
    live, thread = await past_setup(world)
    return live, thread


async def test_mygames_lists_my_games_and_what_each_waits_for_from_me(world):
    live, thread = await started_game(world)
    lobby, _ = await new_game(world, n=4)
    waiting = {d.player for d in pending(live.state)}
    for p in world.players:
        r = await p.slash(thread, "mygames")
        text = texts(r)
        assert r.ephemeral and f"Civilization #{live.id}" in text, text
        assert f"https://discord.com/channels/{world.guild.id}/{thread.id}" in text
        assert ("waiting for you" in text) == (str(p.id) in waiting), text
    ann = texts(await world.players[0].slash(thread, "mygames"))
    assert f"Civilization #{lobby.id}" in ann and "lobby" in ann
    r = await world.spectator.slash(thread, "mygames")
    assert r.ephemeral and "in no game" in texts(r)


async def test_game_log_attaches_the_whole_public_log_and_no_save_file_before_the_end(world):
    live, thread = await started_game(world)
    r = await world.spectator.slash(thread, "game log", count=5)
    files = attachments(r)
    assert r.ephemeral and [f.filename for f in files] == [f"game-{live.id}-log.txt"]
    log = file_text(world, files[0])
    assert log.startswith(f"Civilization — game #{live.id}") and ", starting in " in log
    assert "×" not in log and "your hand" not in log  # the public log only
    for name in (c.name for c in trade_cards().commodities.values()):
        assert name not in log, "no trade card is public at this point"
    posted = [a.filename for m in thread.history() for a in m.attachments]
    assert not any(f.endswith(".save.json") for f in posted), "the save file holds hands: only after the end"


async def test_bug_reports_go_to_the_chosen_channel_with_the_games_public_facts(world):
    live, thread = await started_game(world)
    bot = bot_of(world.env)
    r = await world.players[1].slash(thread, "bug", report="The map looks odd")
    assert r.ephemeral and "no bug reports" in texts(r)
    bugs = world.guild.create_text_channel("civbot-bugs")
    bot.settings = dataclasses.replace(bot.settings, bug_channel_id=bugs.id)
    r = await world.players[1].slash(thread, "bug", report="The map looks odd")
    assert r.ephemeral and "Thank you" in texts(r)
    [report] = bugs.history()
    assert "The map looks odd" in report.content and f"Game #{live.id}" in report.content
    assert f"version {live.version}" in report.content and f"round {live.state.round}" in report.content
    assert "civbot" in report.content
    [log] = report.attachments
    text = file_text(world, log)
    assert ", starting in " in text and "×" not in text
    assert not world.env.backend.messages[bugs.id][report.id].ping_user_ids, "a report pings nobody"


async def test_rules_looks_up_options_and_sections_by_name_or_number(world):
    _live, thread = await new_game(world)
    r = await world.players[0].slash(thread, "rules", query="calamity_floor")
    text = texts(r)
    assert (
        r.ephemeral and "Rules option `calamity_floor`" in text and "§14.4" in text and "In this game" in text
    )
    r = await world.players[0].slash(thread, "rules", query="6.8")
    assert "§6.8 Phase 8" in texts(r)
    r = await world.players[0].slash(world.channel, "rules", query="famine")
    assert "§11.3.2 Famine" in texts(r), texts(r)
    r = await world.players[0].slash(world.channel, "rules", query="zeppelins")
    assert r.ephemeral and "Nothing in the rules matches" in texts(r)
    choices = await world.players[0].autocomplete(world.channel, "rules", "query", "movem")
    assert any(c["value"] == "section:7" for c in choices), choices


def test_the_rules_sections_cover_every_phase_and_calamity() -> None:
    titles = {s.id: s.title for s in rules_lookup.sections("civ1980")}
    assert all(f"6.{k}" in titles for k in range(1, 14))
    calamities = [t for i, t in titles.items() if i.startswith("11.3.")]
    assert len(calamities) == 8 and calamities[0].startswith("Volcanic Eruption")
    assert rules_lookup.sections("no-such-game") == ()


@pytest.mark.skipif(rules_dir() is None, reason="shared/rules is not on this machine")
def test_the_rules_sections_are_what_the_converter_writes() -> None:
    assert convert_rules_text.main(["--check"]) == 0


def test_a_section_spanning_a_range_is_found_by_any_number_in_it() -> None:
    """Advanced Civilization's reference has one section for phases 9 to 13 ("6.9 – 6.13")."""
    from engine import spec

    docs = spec("advciv").rules().option_docs
    spanning = {s.id: s.title for s in rules_lookup.sections("advciv")}
    assert spanning["6.9–6.13"] == "Phases 9 to 13"
    for asked in ("6.9", "6.11", "6.13"):
        assert [f.key for f in rules_lookup.search(asked, "advciv", docs)] == ["6.9–6.13"]
    assert rules_lookup.search("6.14", "advciv", docs) == []
