"""One text form of every action: how a game reads a typed line into its action and writes an
action back as the words that read it (``engine.parse_action``, ``engine.action_text``).

Each game declares its :class:`ActionTexts` in its public module: one :class:`TextForm` per
decision kind (the form, an example, what the words mean, how they are read and written).
Every card, area, nation and technology is written by its printed name; a name is read
case- and accent-insensitively, by its printed name, its id or an unambiguous beginning of
either (:class:`Names`). Words that cannot be read are refused with :class:`NotUnderstood`,
in the game's words, saying what was expected and the closest name: nothing changes.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Generic, TypeVar

from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.errors import MalformedAction
from engine.core.words import Either
from i18n.catalog import Said, _, l_

C = TypeVar("C")


S = TypeVar("S")


@dataclass(frozen=True)
class DecisionContext(Generic[S]):
    """One decision in its game's state ``g`` (``d`` None when an action is written without
    it): what every game's forms read and write in."""

    g: S
    d: Decision | None
    player: str

    @property
    def options(self) -> Any:
        assert self.d is not None, "reading an answer needs its decision"
        return self.d.options


class NotUnderstood(MalformedAction):
    """A line that cannot be read as an answer to the decision; the message is for the player."""

    code = "not_understood"


def plain(text: str) -> str:
    """``text`` lower-case and without accents (``Ägypt`` -> ``agypt``)."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).lower()


def fold(text: str) -> str:
    """A spelling-insensitive key: case, accents, spaces, hyphens, underscores, apostrophes,
    full stops, slashes and parentheses do not matter (``reserves i`` is ``Reserves (I)``)."""
    return re.sub(r"[\s_\-'’./(),;]+", "", plain(text))


def phrase_pattern(phrases: Iterable[str]) -> re.Pattern[str] | None:
    """A pattern finding the printed names of several words in a plain line (longest first)."""
    spelled = sorted(
        {r"\s+".join(map(re.escape, plain(p).split())) for p in phrases if " " in p.strip()},
        key=len,
        reverse=True,
    )
    return re.compile(r"(?<![\w-])(?:" + "|".join(spelled) + r")(?![\w-])") if spelled else None


def split(line: str, phrases: re.Pattern[str] | None = None) -> list[str]:
    """The words of ``line``, plain; commas, semicolons and ``#`` separate words. A printed
    name of several words (``Upper Egypt``, ``Bread and Circuses``) found by ``phrases`` stays
    one word, its parts joined by hyphens."""
    text = plain(line.strip())
    if phrases is not None:
        text = phrases.sub(lambda m: re.sub(r"\s+", "-", m.group(0)), text)
    return [w for w in re.split(r"[\s,;#]+", text) if w]


def number(word: str, what: str) -> int:
    """A whole number, or a refusal naming what was expected."""
    if re.fullmatch(r"\d{1,6}", word):
        return int(word)
    raise NotUnderstood(l_("{what} must be a number, not {word}.", what=Said(what), word=repr(word)))


@dataclass(frozen=True)
class Names:
    """The names of one sort of thing (``what``: "area", "card"...): ``{id: printed name}``, and
    other names a player may type for them (``aliases``: the glossary's terms in his language,
    ``Мемфис``); a thing is always written by its printed name."""

    what: str
    table: Mapping[str, str]
    aliases: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    def name(self, ident: str) -> str:
        """The printed name of ``ident`` (``ident`` itself when it has none)."""
        return self.table.get(ident, ident)

    def text(self, ident: str) -> str:
        """``ident`` as it is written in an action's text form: its printed name."""
        return self.name(ident)

    @cached_property
    def _keys(self) -> dict[str, str]:
        keys: dict[str, str] = {}
        for ident, printed in self.table.items():
            keys.setdefault(fold(printed), ident)
        for ident in self.table:
            keys.setdefault(fold(ident), ident)
        for ident, others in self.aliases.items():
            for other in others:
                keys.setdefault(fold(other), ident)
        return keys

    def spellings(self, ident: str) -> list[str]:
        """Every way ``ident`` may be typed, folded: its id, its printed name, its aliases."""
        return [fold(s) for s in (ident, self.name(ident), *self.aliases.get(ident, ()))]

    def resolve(self, word: str, among: Iterable[str] = ()) -> str:
        """The id ``word`` names: a printed name or id, or an unambiguous beginning of one,
        looked for first ``among`` the ids the decision is about. Refused (NotUnderstood) when
        it names nothing, or could be several things (the candidates are listed)."""
        k = fold(word)
        if not k:
            raise NotUnderstood(l_("Name a {what}.", what=Said(self.what)))
        pool = [i for i in among if i in self.table]
        for i in pool:
            if k in self.spellings(i):
                return i
        exact = self._keys.get(k)
        if exact is not None:
            return exact
        for candidates in (pool, list(self.table)):
            hits = sorted({i for i in candidates if any(s.startswith(k) for s in self.spellings(i))})
            if len(hits) == 1:
                return hits[0]
            if hits:
                # The names joined when the refusal is read, in the reader's language.
                shown = Either(tuple(self.name(h) for h in hits[:6]))
                if len(hits) > 6:
                    raise NotUnderstood(
                        l_(
                            "{word} could be {names} or more: type more of the name.",
                            word=repr(word),
                            names=shown,
                        )
                    )
                raise NotUnderstood(
                    l_("{word} could be {names}: type more of the name.", word=repr(word), names=shown)
                )
        raise NotUnderstood(self.unknown(word, pool))

    def unknown(self, word: str, among: list[str]) -> Said:
        """Why ``word`` is refused: no such name, and the closest among those expected."""
        shown: list[str] = []
        for pool in (among, list(self.table)):  # the names expected here first, then any
            names = [self.name(i) for i in pool]
            close = difflib.get_close_matches(plain(word), [plain(n) for n in names], n=2, cutoff=0.6)
            shown = shown or [n for n in names if plain(n) in close][:2]
        what = Said(self.what)
        if shown:
            return l_(
                "There is no {what} called {word}. Did you mean {names}?",
                what=what,
                word=repr(word),
                names=_(" or ").join(shown),
            )
        return l_("There is no {what} called {word}.", what=what, word=repr(word))


@dataclass(frozen=True)
class TextForm(Generic[C]):
    """The text form of one decision kind, over the context ``C`` of the game's decisions."""

    kind: str
    usage: str  # the form, e.g. "AREA [AREA ...] | none"
    example: str  # a line that could be typed
    explain: str  # what the words mean, one or two sentences
    parse: Callable[[C, list[str]], Action]
    show: Callable[[C, Action], str]
    # The action classes that answer this decision (how an action finds its form).
    actions: tuple[type[Action], ...]
    # The games that ask this decision; none named: every game whose forms hold it.
    games: tuple[str, ...] = ()

    def help(self, default: str | None) -> list[str]:
        """The form explained with an example, and the default as it is typed, in the language
        spoken (``explain`` is marked where the game declares it; the form and the example are
        typed as they are, in every language)."""
        lines = [
            _("Answer: {usage}", usage=self.usage),
            f"  {_(self.explain)}",
            _("  For example: {example}", example=self.example),
        ]
        return lines + ([_("  'default' answers: {default}", default=default)] if default is not None else [])


# A game's context of one decision: (state, the decision or None, the acting player) -> C.
Context = Callable[[Any, Decision | None, str], C]


@dataclass(frozen=True)
class ActionTexts(Generic[C]):
    """A game's text forms: one per decision kind it asks."""

    forms: Mapping[str, TextForm[C]]
    context: Context[C]
    # The line's words: its multi-word names kept whole (``split`` with the game's names).
    words: Callable[[str], list[str]]

    def parse(self, g: Any, d: Decision, line: str) -> Action:
        """The action ``line`` means for the decision ``d`` (``default`` is its default)."""
        w = self.words(line)
        if w == ["default"]:
            if d.default is None:
                raise NotUnderstood(l_("This decision has no default: type an answer."))
            return d.default
        form = self.forms.get(d.kind)
        if form is None:
            raise NotUnderstood(l_("This game has no typed answer to {kind}.", kind=d.kind.replace("_", " ")))
        if not w:
            raise NotUnderstood(l_("Type an answer: {usage}.", usage=form.usage))
        return form.parse(self.context(g, d, d.player), w)

    def form_of(self, action: Action, d: Decision | None) -> TextForm[C]:
        if d is not None and d.kind in self.forms and isinstance(action, self.forms[d.kind].actions):
            return self.forms[d.kind]
        for form in self.forms.values():
            if isinstance(action, form.actions):
                return form
        raise TypeError(f"{type(action).__name__} has no text form")

    def text(self, g: Any, action: Action, d: Decision | None = None) -> str:
        """``action`` in the words that read it (``d``: the decision it answers, if known)."""
        return self.form_of(action, d).show(self.context(g, d, action.player), action)

    def usage(self, kind: str) -> str:
        form = self.forms.get(kind)
        return form.usage if form is not None else "default"


__all__ = [
    "ActionTexts",
    "Names",
    "NotUnderstood",
    "TextForm",
    "fold",
    "number",
    "phrase_pattern",
    "plain",
    "split",
]
