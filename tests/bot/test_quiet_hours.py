"""Quiet hours to the minute in a player's own time zone: the deadline rule, reminders held back,
validation, display, DST, and rows stored by the first release (whole UTC hours).

simcord's virtual clock starts at 2026-01-01 00:00 UTC (01:00 in Paris, winter time: UTC+1); the
test settings give every decision 600 minutes, so a first deadline falls at 10:00 UTC = 11:00 Paris.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.app import CivBot
from bot.live_game import BotError
from bot.quiet import QuietHours, from_row, parse_time, parse_zone
from engine import pending
from tests.bot.helpers import bot_of, new_game, start, texts, user_of

PARIS = "Europe/Paris"


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)  # type: ignore[misc]


async def set_quiet(world, player, **options):
    r = await player.slash(world.channel, "quiet", **options)
    assert r.ephemeral and "Quiet hours set" in texts(r), texts(r)
    return texts(r)


def reminders(user):
    return [m for m in user.user.dm_channel.history() if "Reminder" in m.content]


# -- parsing and the clock arithmetic -------------------------------------------------------


def test_times_and_zones_are_parsed_and_bad_ones_refused() -> None:
    assert parse_time("22:30") == 22 * 60 + 30
    assert parse_time(" 7:05 ") == 7 * 60 + 5
    assert parse_time("7") == 7 * 60
    for bad in ("24:00", "7:60", "noon", "7:5", "-1"):
        with pytest.raises(BotError, match="time"):
            parse_time(bad)
    assert parse_zone("europe/paris") == PARIS
    assert parse_zone("America/New York") == "America/New_York"
    assert parse_zone("+05:30") == "UTC+05:30"
    assert parse_zone("UTC-3") == "UTC-03:00"
    assert parse_zone("+0") == parse_zone(None) == parse_zone("gmt") == "UTC"
    for bad in ("Mars/Olympus", "+15:00", "-13", "Europe", "../etc/passwd"):
        with pytest.raises(BotError):
            parse_zone(bad)


def test_quiet_hours_follow_daylight_saving_in_paris() -> None:
    night = QuietHours(parse_time("23:00"), parse_time("07:30"), PARIS)
    # Winter (UTC+1): 23:00-07:30 Paris is 22:00-06:30 UTC.
    assert night.contains(utc(2026, 1, 10, 22, 0)) and not night.contains(utc(2026, 1, 10, 21, 59))
    assert night.end_after(utc(2026, 1, 10, 23, 0)) == utc(2026, 1, 11, 6, 30)
    # Summer (UTC+2): the same local hours are 21:00-05:30 UTC.
    assert night.contains(utc(2026, 7, 10, 21, 0)) and not night.contains(utc(2026, 7, 10, 5, 30))
    assert night.end_after(utc(2026, 7, 10, 23, 0)) == utc(2026, 7, 11, 5, 30)
    # The night the clocks go forward (29 March 2026, 02:00 -> 03:00) ends at 07:30 summer time.
    assert night.end_after(utc(2026, 3, 28, 23, 0)) == utc(2026, 3, 29, 5, 30)
    # ... and the night they go back (25 October 2026) at 07:30 winter time.
    assert night.end_after(utc(2026, 10, 24, 23, 0)) == utc(2026, 10, 25, 6, 30)
    assert night.describe(utc(2026, 7, 1)) == (
        "23:00–07:30 Europe/Paris, that is 21:00–05:30 UTC today "
        "(the UTC times move with daylight saving time)"
    )


def test_fixed_offset_and_first_release_rows() -> None:
    india = QuietHours(parse_time("22:00"), parse_time("06:15"), parse_zone("+05:30"))
    assert india.describe(utc(2026, 1, 1)) == "22:00–06:15 UTC+05:30, that is 16:30–00:45 UTC"
    assert india.contains(utc(2026, 1, 1, 16, 30)) and not india.contains(utc(2026, 1, 1, 0, 45))
    legacy = from_row(22, 6, None)  # whole UTC hours, as stored before time zones
    assert legacy == QuietHours(22 * 60, 6 * 60, "UTC")
    assert legacy.end_after(utc(2026, 1, 1, 23, 10)) == utc(2026, 1, 2, 6, 0)


# -- through Discord ------------------------------------------------------------------------


async def test_quiet_shows_local_and_utc_times_and_refuses_bad_input(world):
    ann = world.players[0]
    bot = bot_of(world.env)
    shown = await set_quiet(world, ann, start="22:30", end="07:00", zone="Europe/Paris")
    assert "22:30–07:00 Europe/Paris" in shown and "21:30–06:00 UTC" in shown
    assert bot.scheduler.quiet[ann.id] == QuietHours(22 * 60 + 30, 7 * 60, PARIS)
    shown = await set_quiet(world, ann, start="1:15", end="2:45", zone="+05:30")
    assert "01:15–02:45 UTC+05:30, that is 19:45–21:15 UTC" in shown
    kept = bot.scheduler.quiet[ann.id]
    bad = [
        ({"start": "25:00", "end": "07:00"}, "not a time of day"),
        ({"start": "late", "end": "07:00"}, "HH:MM"),
        ({"start": "22:00", "end": "07:00", "zone": "Mars/Olympus"}, "Unknown time zone"),
        ({"start": "22:00", "end": "07:00", "zone": "+15:00"}, "-12:00 to +14:00"),
        ({"start": "22:00", "end": "22:00"}, "different times"),
        ({"start": "22:00"}, "both start and end"),
        ({"zone": "Europe/Paris"}, "Give start and end"),
    ]
    for options, message in bad:
        r = await ann.slash(world.channel, "quiet", **options)
        assert r.ephemeral and message in texts(r), (options, texts(r))
        assert bot.scheduler.quiet[ann.id] == kept
    offered = await ann.autocomplete(world.channel, "quiet", "zone", "paris")
    assert [c["value"] for c in offered] == [PARIS]
    assert len(await ann.autocomplete(world.channel, "quiet", "zone", "america/")) == 25
    r = await ann.slash(world.channel, "quiet")
    assert r.ephemeral and "cleared" in texts(r)
    assert ann.id not in bot.scheduler.quiet


async def test_deadline_in_paris_quiet_hours_moves_to_their_end_and_reminders_wait(world):
    # 10:30-13:15 in Paris is 09:30-12:15 UTC: the 10:00 UTC deadline and both reminders
    # (60 and 10 minutes before it) would fall inside.
    for p in world.players:
        await set_quiet(world, p, start="10:30", end="13:15", zone="Europe/Paris")
    live, thread = await new_game(world)
    await start(world, thread)
    assert live.meta["deadline"]["due"] == utc(2026, 1, 1, 12, 15).isoformat()
    chooser = pending(live.state)[0].player
    user = user_of(world, live, chooser)
    before = live.version
    await world.env.advance_time(10 * 60 * 60 + 5 * 60)  # 10:05 UTC: the unmoved deadline has passed
    assert live.version == before
    await world.env.advance_time(2 * 60 * 60)  # 12:05 UTC: both reminders were due in quiet hours
    assert live.version == before and reminders(user) == []
    await world.env.advance_time(11 * 60)  # 12:16 UTC: the moved deadline has passed
    assert live.version > before
    assert any("Time is up" in m.content for m in thread.history())
    assert reminders(user) == []


async def test_reminder_outside_quiet_hours_goes_out_and_one_inside_does_not(world):
    # Deadline 10:00 UTC. Quiet 10:45-10:55 Paris = 09:45-09:55 UTC: the reminder 60 minutes before
    # (09:00 UTC) goes out, the one 10 minutes before (09:50 UTC) is held back; the deadline stays.
    for p in world.players:
        await set_quiet(world, p, start="10:45", end="10:55", zone="Europe/Paris")
    live, thread = await new_game(world)
    await start(world, thread)
    assert live.meta["deadline"]["due"] == utc(2026, 1, 1, 10, 0).isoformat()
    user = user_of(world, live, pending(live.state)[0].player)
    await world.env.advance_time(9 * 60 * 60 + 1 * 60)
    assert len(reminders(user)) == 1
    await world.env.advance_time(55 * 60)  # 09:56 UTC
    assert len(reminders(user)) == 1


async def test_quiet_hours_stored_by_the_first_release_still_apply_after_a_restart(world, settings):
    bot = bot_of(world.env)
    for p in world.players:  # the first release's API: whole UTC hours, no zone
        await bot.db.save_quiet(p.id, 9, 11, None)
    await world.env.restart_bot(CivBot(settings, renderer=bot.renderer))
    bot = bot_of(world.env)
    assert bot.scheduler.quiet[world.players[0].id] == QuietHours(9 * 60, 11 * 60, "UTC")
    live, thread = await new_game(world)
    await start(world, thread)
    assert live.meta["deadline"]["due"] == utc(2026, 1, 1, 11, 0).isoformat()
