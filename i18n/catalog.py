"""Message catalogues: the words a player reads, in the language he reads them in.

English is the source language: a message is written in English in the code, marked with ``_``
(or ``n_`` when it counts something), and looked up in the catalogue of the language being
spoken. Catalogues are gettext ``.po`` files (``i18n/locale/<lang>/LC_MESSAGES/<part>.po``), read
with Babel and compiled in memory on first use; Babel also gives each language its real plural
rules (Russian has three forms: 1 ход, 2 хода, 5 ходов).

Who speaks which language is a context (``speaking``), not a parameter threaded through every
call: the bot sets the game's language for a thread post and the player's for his DM, and
everything said inside speaks it (a ``ContextVar``, so each asyncio task has its own).

Placeholders are named, ``{player}``, filled by ``str.format`` after translation, so a
translation may put them in its own order. ``n_`` fills ``{n}`` with the count.

``qps`` is a pseudo-language for tests: every message wrapped in ⟦ ⟧, its letters accented and
made 40% longer, so a text a player sees without the markers is one that missed the catalogue,
and a picture whose text overflows in it will overflow in a long language too.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from babel.messages import mofile, pofile
from babel.support import NullTranslations, Translations

SOURCE = "en"
PSEUDO = "qps"
DOMAIN = "civbot"
# The catalogue of a language is kept in parts, a .po file each (``<part>.po``): the pictures'
# words apart from the bot's, each game family's and the terminal's apart from the rest, so that
# each is translated, reviewed and merged apart.
# ``tools.i18n_catalogs`` says which part a message belongs to; a language's catalogue is all
# of them.
PARTS = (DOMAIN, "pictures", "civ", "tta", "terminal")
# The languages a player can choose, in the order menus list them: the source language and
# the languages of the source rulebooks.
SPOKEN = ("en", "da", "ru", "el", "sv", "nl")
# Each language in its own words, for menus.
ENDONYMS = {
    "en": "English",
    "da": "Dansk",
    "ru": "Русский",
    "el": "Ελληνικά",
    "sv": "Svenska",
    "nl": "Nederlands",
    PSEUDO: "Pseudo",
}

_speaking: ContextVar[str] = ContextVar("civbot_language", default=SOURCE)


def language() -> str:
    """The language being spoken now."""
    return _speaking.get()


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """Speak ``lang`` inside the block (an unknown language is refused: a typo would otherwise
    fall back to English unnoticed)."""
    if lang not in SPOKEN and lang != PSEUDO:
        raise ValueError(f"civbot does not speak {lang!r}; it speaks {', '.join(SPOKEN)}")
    token = _speaking.set(lang)
    try:
        yield
    finally:
        _speaking.reset(token)


def N_(message: str) -> str:
    """Marks ``message`` for the catalogue without translating it (a constant, translated where
    it is shown with ``_(CONSTANT)``)."""
    return message


def _(message: str, /, **params: object) -> str:
    """``message`` in the language spoken, its placeholders filled."""
    text = catalogue(language()).gettext(message)
    return text.format(**params) if params else text


def p_(context: str, message: str, /, **params: object) -> str:
    """``message`` in the language spoken, as meant in ``context``: for an English word with two
    senses another language tells apart ("civil" the technology, "civil" the actions left), or the
    same English said somewhere else ("command" for the name of a slash command or its option)."""
    text = str(catalogue(language()).pgettext(context, message))
    return text.format(**params) if params else text


def pN_(context: str, message: str) -> str:
    """Marks ``message`` in ``context`` for the catalogue without translating it (``p_`` later)."""
    return message


def n_(singular: str, plural: str, n: int, /, **params: object) -> str:
    """The form of the message that agrees with ``n`` in the language spoken; ``{n}`` is ``n``."""
    text = catalogue(language()).ngettext(singular, plural, n)
    return text.format(n=n, **params)


@dataclass(frozen=True)
class Said:
    """A message to be said later, in the language spoken when it is read: a refusal raised
    while one player's order is applied is read by that player, and a reason kept in a game's
    log is read by everyone in his own language. ``str()`` says it; ``to_json`` keeps it in a
    saved event (its fields must then be JSON values: ids and numbers, named by the reader).
    A text that is no message of the catalogue (``catalogued=False``: an error raised with a
    plain string) is said as it is, in no language: never passed off as translated."""

    text: str
    params: tuple[tuple[str, Any], ...] = ()
    plural: str | None = None
    n: int = 1
    catalogued: bool = True

    def __str__(self) -> str:
        params = dict(self.params)
        if not self.catalogued:
            return self.text.format(**params) if params else self.text
        if self.plural is not None:
            return n_(self.text, self.plural, self.n, **params)
        return _(self.text, **params)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"text": self.text, "params": dict(self.params)}
        if self.plural is not None:
            out |= {"plural": self.plural, "n": self.n}
        if not self.catalogued:
            out["catalogued"] = False
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Said:
        params = tuple(sorted(dict(data.get("params") or {}).items()))
        plural, n = data.get("plural"), int(data.get("n", 1))
        return cls(str(data["text"]), params, plural, n, bool(data.get("catalogued", True)))

    def with_params(self, **params: object) -> Said:
        """The same message with some fields replaced (e.g. ids named for the reader)."""
        merged = tuple(sorted((dict(self.params) | params).items()))
        return Said(self.text, merged, self.plural, self.n, self.catalogued)


def l_(message: str, /, **params: object) -> Said:
    """``message`` marked for the catalogue and said later (``str()``) in the language spoken then."""
    return Said(message, tuple(sorted(params.items())))


def ln_(singular: str, plural: str, n: int, /, **params: object) -> Said:
    """``n_``'s counted message, said later in the language spoken then."""
    return Said(singular, tuple(sorted(params.items())), plural, n)


@cache
def catalogue(lang: str) -> NullTranslations:
    """The translations of ``lang`` (English: the messages themselves): every part's."""
    if lang == SOURCE:
        return NullTranslations()
    if lang == PSEUDO:
        return Pseudo()
    found = [_part(lang, part) for part in PARTS]
    merged = next((t for t in found if t is not None), None)
    if merged is None:
        raise FileNotFoundError(f"no catalogue of {lang!r} in i18n/locale/{lang}/LC_MESSAGES")
    for more in found:
        if more is not None and more is not merged:
            merged.merge(more)
    return merged


def _part(lang: str, part: str) -> Translations | None:
    path = resources.files("i18n").joinpath("locale", lang, "LC_MESSAGES", f"{part}.po")
    if not path.is_file():
        return None
    with path.open("rb") as po:
        read = pofile.read_po(po, locale=lang, domain=DOMAIN)
    compiled = io.BytesIO()
    mofile.write_mo(compiled, read)
    compiled.seek(0)
    return Translations(compiled, domain=DOMAIN)


def from_discord(locale: str | None) -> str | None:
    """Our language for a Discord locale (``"sv-SE"`` -> ``"sv"``), or None for one we do not
    speak (the caller then falls back: the server's language, then English)."""
    if not locale:
        return None
    base = locale.split("-")[0].lower()
    return base if base in SPOKEN else None


# -- the pseudo-language ----------------------------------------------------------------------

ACCENTED = str.maketrans(
    "aceinouyAEINOUY",
    "áçéîñöûýÁÉÎÑÖÛÝ",
)
LONGER = 0.4


def pseudo(message: str) -> str:
    """``message`` as the pseudo-language says it: placeholders kept, every other letter accented,
    40% longer, between ⟦ and ⟧."""
    out: list[str] = []
    inside = False  # within a {placeholder}, which str.format must still find
    for ch in message:
        inside = inside or ch == "{"
        out.append(ch if inside else ch.translate(ACCENTED))
        inside = inside and ch != "}"
    padding = "·" * max(1, round(len(message) * LONGER))
    return f"⟦{''.join(out)}{padding}⟧"


class Pseudo(NullTranslations):
    def gettext(self, message: str) -> str:
        return pseudo(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return pseudo(singular if n == 1 else plural)

    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message)


__all__ = [
    "ENDONYMS",
    "N_",
    "PSEUDO",
    "SOURCE",
    "SPOKEN",
    "Said",
    "_",
    "catalogue",
    "from_discord",
    "l_",
    "language",
    "ln_",
    "n_",
    "pN_",
    "p_",
    "pseudo",
    "speaking",
]
