"""Quiet hours: a daily span in a player's own time zone in which no deadline ends and no reminder
is sent.

Times are kept to the minute, in the player's zone: an IANA name (``Europe/Paris``, daylight saving
handled by ``zoneinfo``) or a fixed offset from UTC (``UTC+05:30``). Stored in ``user_prefs``:
``quiet_zone`` NULL means a row from the first release, whose ``quiet_start``/``quiet_end`` are
whole UTC hours; otherwise they are minutes after local midnight in ``quiet_zone``.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta, timezone, tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from bot.live_game import BotError
from bot.storage import Store
from i18n.catalog import _

DAY = 24 * 60
_TIME = re.compile(r"^(\d{1,2})(?:[:h.](\d{2}))?$", re.IGNORECASE)
_OFFSET = re.compile(r"^(?:UTC|GMT)?([+-])(\d{1,2})(?::?(\d{2}))?$", re.IGNORECASE)
# Real offsets run from UTC-12:00 to UTC+14:00.
_MIN_OFFSET, _MAX_OFFSET = -12 * 60, 14 * 60


def clock(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def parse_time(text: str) -> int:
    """``"22:30"``, ``"7:05"``, ``"7"`` -> minutes after midnight; BotError otherwise."""
    m = _TIME.match(text.strip())
    if m is None:
        raise BotError(
            _("`{text}` is not a time: give HH:MM on a 24-hour clock, e.g. `22:30` or `7:00`.", text=text)
        )
    hours, minutes = int(m[1]), int(m[2] or 0)
    if hours > 23 or minutes > 59:
        raise BotError(
            _("`{text}` is not a time of day: hours go from 0 to 23 and minutes from 0 to 59.", text=text)
        )
    return hours * 60 + minutes


@functools.cache
def _zone_names() -> dict[str, str]:
    """Every IANA name, by its lower-case spelling (players type ``europe/paris``)."""
    return {name.lower(): name for name in available_timezones()}


def zone_names() -> list[str]:
    return sorted(_zone_names().values())


def _offset_zone(sign: str, hours: int, minutes: int, text: str) -> str:
    total = (hours * 60 + minutes) * (-1 if sign == "-" else 1)
    if minutes > 59 or not _MIN_OFFSET <= total <= _MAX_OFFSET:
        raise BotError(_("`{text}` is not a UTC offset: offsets go from -12:00 to +14:00.", text=text))
    if total == 0:
        return "UTC"
    return f"UTC{'-' if total < 0 else '+'}{clock(abs(total))}"


def parse_zone(text: str | None) -> str:
    """A time zone as typed -> its stored name ("UTC", "UTC+05:30" or an IANA name)."""
    raw = (text or "").strip()
    if raw.upper() in ("", "UTC", "GMT", "Z"):
        return "UTC"
    m = _OFFSET.match(raw.replace(" ", ""))
    if m is not None:
        return _offset_zone(m[1], int(m[2]), int(m[3] or 0), raw)
    name = _zone_names().get(raw.replace(" ", "_").lower())
    if name is None:
        raise BotError(
            _(
                "Unknown time zone `{zone}`: give a name like `Europe/Paris` or `America/New_York`, "
                "or an offset from UTC like `+05:30` or `-3`.",
                zone=raw,
            )
        )
    return name


def zone_info(zone: str) -> tzinfo:
    """The tzinfo of a stored zone name; UTC if the name is no longer known (tz data changed)."""
    m = _OFFSET.match(zone)
    if m is not None:
        sign = -1 if m[1] == "-" else 1
        return timezone(sign * timedelta(hours=int(m[2]), minutes=int(m[3] or 0)))
    if zone == "UTC":
        return UTC
    try:
        return ZoneInfo(zone)
    except (ZoneInfoNotFoundError, ValueError, OSError):
        return UTC


@dataclass(frozen=True)
class QuietHours:
    start: int  # minutes after local midnight
    end: int  # minutes after local midnight; before start when the span crosses midnight
    zone: str = "UTC"

    @property
    def tz(self) -> tzinfo:
        return zone_info(self.zone)

    def contains(self, when: datetime) -> bool:
        local = when.astimezone(self.tz)
        m = local.hour * 60 + local.minute
        return self.start <= m < self.end if self.start <= self.end else (m >= self.start or m < self.end)

    def _at(self, day: date, minutes: int) -> datetime:
        # Built on the local calendar day (not by adding 24 hours) so that DST days come out right;
        # a time in a spring-forward gap resolves to the offset before the change (PEP 495).
        local = datetime.combine(day, time(minutes // 60, minutes % 60), tzinfo=self.tz)
        return local.astimezone(UTC)

    def end_after(self, when: datetime) -> datetime:
        """The first end of quiet hours after ``when`` (UTC)."""
        today = when.astimezone(self.tz).date()
        for days in range(3):
            end = self._at(today + timedelta(days=days), self.end)
            if end > when:
                return end
        raise AssertionError("quiet hours end every day")

    def utc_span(self, now: datetime) -> tuple[int, int]:
        """Start and end in UTC (minutes after midnight) for the local day of ``now``."""
        today = now.astimezone(self.tz).date()
        start, end = self._at(today, self.start), self._at(today, self.end)
        return start.hour * 60 + start.minute, end.hour * 60 + end.minute

    def shifts(self, now: datetime) -> bool:
        """Whether the zone's offset changes during the year (daylight saving time)."""
        year = now.year
        offsets = {
            datetime(year, month, 1, 12, tzinfo=UTC).astimezone(self.tz).utcoffset() for month in (1, 7)
        }
        return len(offsets) > 1

    def describe(self, now: datetime) -> str:
        local = f"{clock(self.start)}–{clock(self.end)}"
        if self.zone == "UTC":
            return f"{local} UTC"
        us, ue = self.utc_span(now)
        text = f"{local} {self.zone}, that is {clock(us)}–{clock(ue)} UTC"
        if self.shifts(now):
            text += " today (the UTC times move with daylight saving time)"
        return text


def from_row(start: int, end: int, zone: str | None) -> QuietHours:
    if zone is None:  # first release: whole UTC hours
        return QuietHours(int(start) * 60 % DAY, int(end) * 60 % DAY, "UTC")
    return QuietHours(int(start), int(end), zone)


async def load_all(db: Store) -> dict[int, QuietHours]:
    return {user: from_row(start, end, zone) for user, start, end, zone in await db.quiet_rows()}


async def save(db: Store, user_id: int, hours: QuietHours | None) -> None:
    if hours is None:
        await db.save_quiet(user_id, None, None, None)
    else:
        await db.save_quiet(user_id, hours.start, hours.end, hours.zone)
