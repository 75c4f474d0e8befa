"""``/rules``: a rules option or a section of the rules reference, by name or number.

The sections come from the rules reference each game's folder declares
(``DiscordGame.rules_reference``: ``data/rules-<game>.json`` in its folder, written by
``tools/convert_rules_text.py`` from the project's rules reference), in the reader's language
(``data/rules-<game>.<lang>.json``, kept in step by ``tools/rules_translations.py``); the
options from the game's own documentation
(``GameRules.option_docs``: meaning, choices, default and why, with the rules section).
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from bot.games import DISCORD, RulesReference
from engine import OptionDoc
from i18n.catalog import PSEUDO, SOURCE, _, language, pseudo

TEXT = 1700  # what fits in a Discord message with the heading


@dataclass(frozen=True)
class Section:
    id: str
    title: str
    text: str


@dataclass(frozen=True)
class Found:
    """What a query found: ``option:<name>`` or ``section:<number>``."""

    kind: str
    key: str
    label: str


def sections(game: str) -> tuple[Section, ...]:
    """The rules reference of ``game`` by section, in the language spoken; empty for a game
    without one."""
    return _sections(game, language())


@cache
def _sections(game: str, lang: str) -> tuple[Section, ...]:
    parts = DISCORD.get(game)
    where = parts.rules_reference if parts is not None else None
    if where is None:
        return ()
    english = tuple(Section(s["id"], s["title"], s["text"]) for s in _read(where, where.file))
    if lang == SOURCE:
        return english
    if lang == PSEUDO:
        return tuple(Section(s.id, pseudo(s.title), pseudo(s.text)) for s in english)
    translated = {s["id"]: s for s in _read(where, where.file.replace(".json", f".{lang}.json"))}
    # A section not yet translated (a reference changed in English) is shown in English rather
    # than not at all; tests/bot/test_rules_translations.py keeps every language complete.
    return tuple(
        Section(s.id, translated[s.id]["title"], translated[s.id]["text"]) if s.id in translated else s
        for s in english
    )


def _read(where: RulesReference, file: str) -> list[dict[str, Any]]:
    path = resources.files(where.package) / "data" / file
    if not path.is_file():
        return []
    return list(json.loads(path.read_text(encoding="utf-8"))["sections"])


def everything(game: str, docs: Mapping[str, OptionDoc]) -> list[Found]:
    found = [Found("option", name, f"option: {name}") for name in docs]
    found += [Found("section", s.id, f"§{s.id} {s.title}") for s in sections(game)]
    return found


def search(query: str, game: str, docs: Mapping[str, OptionDoc]) -> list[Found]:
    """Best first: an exact option name or section number, then names and titles that contain
    the words asked, then close spellings."""
    q = query.strip().lower().removeprefix("§").removeprefix("option:").removeprefix("section:").strip()
    if not q:
        return []
    every = everything(game, docs)
    exact = [f for f in every if f.key.lower() == q] or [f for f in every if _covers(f.key, q)]
    if exact:
        return exact
    words = q.replace("_", " ").split()
    hits = [f for f in every if all(w in f.label.lower().replace("_", " ") for w in words)]
    if hits:
        return hits
    labels = {f.label.lower(): f for f in every}
    return [labels[m] for m in difflib.get_close_matches(q, list(labels), n=5, cutoff=0.5)]


def show(found: Found, game: str, docs: Mapping[str, OptionDoc], current: Any = None) -> str:
    if found.kind == "option":
        return show_option(found.key, docs[found.key], current)
    section = next(s for s in sections(game) if s.id == found.key)
    return show_section(section, game)


def show_option(name: str, doc: OptionDoc, current: Any) -> str:
    option = f"`{name}`"
    heading = _("Rules option {option} — rules reference §{section}", option=option, section=doc.section)
    # The option's texts are marked where the game declares them (``N_``), said here.
    lines = [f"**{heading}**", _(doc.meaning)]
    if doc.choices:
        lines.append(_("Choices: {choices}", choices=", ".join(f"`{c}`" for c in doc.choices)))
    if current is not None:
        value = f"`{current}`"
        lines.append(_("In this game: {value}", value=value))
    lines.append(_("Why the default: {reason}", reason=_(doc.reason)))
    return "\n".join(lines)


def show_section(section: Section, game: str) -> str:
    head = f"**§{section.id} {section.title}** — " + _("the rules reference ({game})", game=game)
    text = section.text
    if not text:
        subs = [
            s
            for s in sections(game)
            if s.id.startswith(section.id + ".") and s.id.count(".") == section.id.count(".") + 1
        ]
        text = _("Sections: {sections}", sections="; ".join(f"§{s.id} {s.title}" for s in subs))
    if len(text) > TEXT:
        rest = _("(the rest of §{section} is in the rules reference)", section=section.id)
        text = text[:TEXT].rsplit("\n", 1)[0] + f"\n… {rest}"
    return f"{head}\n{text}"


def _number(text: str) -> tuple[int, ...] | None:
    parts = text.split(".")
    return tuple(int(p) for p in parts) if all(p.isdigit() for p in parts) else None


def _covers(key: str, query: str) -> bool:
    """Whether a section that spans a range ("6.9–6.13") holds the section number asked (6.10)."""
    lo, dash, hi = key.partition("–")
    asked, first, last = _number(query), _number(lo), _number(hi)
    if not dash or asked is None or first is None or last is None:
        return False
    return first <= asked <= last
