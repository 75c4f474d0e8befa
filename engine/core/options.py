"""The options machinery every game shares.

Each game documents every option (an ambiguity of its rules reference turned into a choice)
with an :class:`OptionDoc`, and every fixed reading with a :class:`Ruling`; the per-game rules
documents under ``docs/`` are generated from these tables (``tools/options_doc.py``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

from engine.core.errors import MalformedAction
from i18n.catalog import l_


@dataclass(frozen=True)
class OptionDoc:
    section: str
    choices: tuple[Any, ...]
    meaning: str
    reason: str


class Ruling(NamedTuple):
    """A question of the rules with only one sensible reading: the engine's, and where."""

    section: str
    question: str
    ruling: str


def check_choices(options: Any, docs: Mapping[str, OptionDoc], open_ended: tuple[str, ...] = ()) -> None:
    """Refuse a value outside an option's documented choices (``open_ended`` options excepted)."""
    fields = {f.name for f in dataclasses.fields(options)}
    assert set(docs) == fields, "every option needs a documentation entry"
    for name, doc in docs.items():
        value = getattr(options, name)
        if name not in open_ended and value not in doc.choices:
            raise MalformedAction(
                l_(
                    "Option {name} must be one of {choices}, not {value}.",
                    name=name,
                    choices=", ".join(map(str, doc.choices)),
                    value=repr(value),
                )
            )


def parse_option_text(docs: Mapping[str, OptionDoc], defaults: Any, name: str, raw: str) -> Any:
    """The value of option ``name`` typed as ``raw`` (yes/no, a number or a word)."""
    if name not in docs:
        raise MalformedAction(l_("There is no rules option called {name}.", name=repr(name)))
    default = getattr(defaults, name)
    text = raw.strip()
    if isinstance(default, bool):
        if text.lower() in ("true", "yes", "on", "1"):
            return True
        if text.lower() in ("false", "no", "off", "0"):
            return False
        raise MalformedAction(l_("{name} is yes or no, not {raw}.", name=name, raw=repr(raw)))
    if isinstance(default, int):
        try:
            return int(text)
        except ValueError:
            raise MalformedAction(l_("{name} is a number, not {raw}.", name=name, raw=repr(raw))) from None
    return text


def changed_options(options: Any, defaults: Any) -> dict[str, Any]:
    """The options that differ from the defaults, by name."""
    return {
        f.name: getattr(options, f.name)
        for f in dataclasses.fields(options)
        if getattr(options, f.name) != getattr(defaults, f.name)
    }
