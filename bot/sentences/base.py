"""The registry of sentences for public events, and what every sentence module shares."""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.text import Names, area_name, areas_text, count, nation_name, place_name
from engine import Event

Sentence = Callable[[dict[str, Any], Names], str | None]
SENTENCES: dict[str, Sentence] = {}


def sentence(*kinds: str) -> Callable[[Sentence], Sentence]:
    def deco(fn: Sentence) -> Sentence:
        for kind in kinds:
            if kind in SENTENCES:
                raise ValueError(f"two sentences for event kind {kind!r}")
            SENTENCES[kind] = fn
        return fn

    return deco


def describe_event(e: Event, n: Names) -> str | None:
    """One line for a public event."""
    if e.visible_to is not None:
        raise ValueError("only public events are formatted for channels")
    fn = SENTENCES.get(e.kind)
    line = unknown_event(e.kind, e.data, n) if fn is None else fn(e.data, n)
    return line[:1].upper() + line[1:] if line else line  # "the barbarians..." opens a sentence


def describe_events(events: Iterable[Event], n: Names) -> list[str]:
    return [line for e in events if e.visible_to is None and (line := describe_event(e, n))]


def unknown_event(kind: str, data: dict[str, Any], n: Names) -> str:
    """A kind without a sentence yet (a test fails for every kind the engine emits without one)."""
    facts = [
        f"{k.replace('_', ' ')} {n.plain(str(v))}" for k, v in data.items() if v not in (None, "", [], {})
    ]
    return kind.replace("_", " ").capitalize() + (f": {'; '.join(facts)}." if facts else ".")


def third_person(reason: str) -> str:
    """An engine reason written to the player ("you have 1") for a public line ("they have 1")."""
    for pattern, repl in (
        (r"\byou have\b", "they have"),
        (r"\byours\b", "theirs"),
        (r"\byour\b", "their"),
        (r"\bYour\b", "Their"),
        (r"\byou\b", "they"),
        (r"\bYou\b", "They"),
    ):
        reason = re.sub(pattern, repl, reason)
    return reason


def occupants(occ: dict[str, int], n: Names) -> str:
    return ", ".join(f"{n.short(p)} {k}" for p, k in occ.items())


# Sentences that are a template: {player} (and the other seat keys) is a seat's name, {area}
# (and source, dest, city) an area's, {areas} a list of areas, {calamity} a card's, {nation} a
# nation's, {volcano} and {plain} a place's; "{count:n token}" counts with the right plural.
TEMPLATES = {
    "nation_chosen": "{player:mention} chose **{nation}**, starting in {area}.",
    "round_started": "**Round {round}** begins.",
    "decision_received": "{player} has sent their orders.",
    "tokens_moved": "{player} moved {count:n token} from {source} to {dest}.",
    "move_undone": "{player} took back a move.",
    "trade_cards_drawn": "{player} drew {count:n trade card}.",
    "calamity_drawn": "⚠️ {player} drew {calamity}, a calamity.",
    "offer_declined": "{player} declined offer #{offer}.",
    "trade_cards_returned": "{player} returned {count:n trade card} over the hand limit.",
    "time_marker": "The time marker moves to {position}.",
    "calamity_resolved": "{calamity} against {player} is over.",
    "calamity_returned": "{player} holds too many calamities: {calamity} goes back to its stack unresolved.",
    "city_eliminated": "{calamity} destroyed {player}'s city in {area}.",
    "civil_war": "Civil War splits {player}; {beneficiary} benefits.",
    "faction_kept": "Civil War: {player} keeps the {keep} faction; the other one rebels.",
    "revolt_returned": "{player} keeps the revolting cities in {areas}: nobody else could take them.",
    "volcano_erupted": "The volcano {volcano} erupts ({player}'s Volcanic Eruption): every unit in {areas} "
    "is lost, whoever owns it.",
    "flood_struck": "A flood strikes {player} on the {plain} flood plain ({areas}).",
}
SEAT_KEYS = ("player", "taker", "beneficiary", "picker", "attacker", "owner")
AREA_KEYS = ("area", "source", "dest", "city")


@dataclass(frozen=True)
class _Seat:
    seat: str


class _Words(string.Formatter):
    """Fills a template from an event's data: seats, areas, cards and nations by name."""

    def __init__(self, names: Names) -> None:
        self.names = names

    def get_value(self, key: int | str, args: Sequence[Any], kwargs: Mapping[str, Any]) -> Any:
        value = kwargs[str(key)]
        if key in SEAT_KEYS:
            return _Seat(str(value))
        if key in AREA_KEYS:
            return area_name(str(value))
        if key == "areas":
            return areas_text(value)
        if key in ("volcano", "plain"):
            return place_name(str(value))
        if key == "calamity":
            return self.names.card(str(value))
        if key == "nation":
            return nation_name(str(value))
        return value

    def format_field(self, value: Any, spec: str) -> str:
        if isinstance(value, _Seat):
            return self.names.mention(value.seat) if spec == "mention" else self.names.short(value.seat)
        if spec.startswith("n "):
            return count(int(value), spec[2:])
        return format(value, spec)


def _template(text: str) -> Sentence:
    def fn(d: dict[str, Any], n: Names) -> str:
        return _Words(n).format(text, **d)

    return fn


for _kind, _text in TEMPLATES.items():
    sentence(_kind)(_template(_text))
