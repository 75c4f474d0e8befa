"""The message catalogues kept in step with the code.

    python -m tools.i18n_catalogs          # extract the messages, update every language's .po
    python -m tools.i18n_catalogs --check  # say what is missing or wrong, change nothing

Extraction reads every message marked in the code (``_("...")``, ``n_("...", "...", n)``,
``N_("...")``, ``p_("context", "...")``, ``pN_("context", "...")``: ``i18n/catalog.py``) into one
template per part of the catalogue (``i18n/locale/<part>.pot``: ``pictures`` holds the messages
only the pictures, ``renderer/``, use; ``civ`` and ``tta`` those only a family's engine and bot
folders use; ``terminal`` those only ``civbot/`` uses; ``civbot`` every other); each language's
``i18n/locale/<lang>/LC_MESSAGES/<part>.po`` is then updated from its template, keeping the
language's translations wherever they were (a message that moves from one part to the other keeps
its translation; a message gone from the code is dropped; a new one waits, untranslated, for its
translator). After merging two branches that both added messages, take each side's part files as
they are (each branch writes its own part) and run the tool once: it re-sorts every message into
its part.
``problems()`` is what the catalogue test asserts is empty.
"""

from __future__ import annotations

import argparse
import copy
import io
import re
import sys
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

from i18n.catalog import DOMAIN, PARTS, SOURCE, SPOKEN
from tools.data_paths import REPO

LOCALE = REPO / "i18n" / "locale"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
# The packages whose words a player reads.
PACKAGES = ("engine", "bot", "renderer", "ai", "civbot", "i18n")
# The parts other than ``DOMAIN``, and the folders whose own messages they hold (a message used
# in those folders only; one used elsewhere too is in ``DOMAIN``). Each part is a file of its
# own so that the words of each game and of each way of playing are translated, reviewed and
# merged apart.
PART_FOLDERS = {
    "pictures": ("renderer/",),
    "civ": ("engine/civ/", "bot/games/civ/"),
    "tta": ("engine/tta/", "bot/games/tta/"),
    "terminal": ("civbot/",),
}
KEYWORDS = {
    "_": None,
    "n_": (1, 2),
    "N_": None,
    "l_": None,
    "ln_": (1, 2),
    "p_": ((1, "c"), 2),
    "pN_": ((1, "c"), 2),
}
PLACEHOLDER = re.compile(r"\{(\w+)[^{}]*\}")


def po_path(lang: str, part: str = DOMAIN) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{part}.po"


def template_path(part: str) -> Path:
    return LOCALE / f"{part}.pot"


def part_of(message: Message) -> str:
    """The part of the catalogue ``message`` belongs to, by the folders that use it."""
    files = [str(filename) for filename, _ in message.locations]
    for part, owners in PART_FOLDERS.items():
        if files and all(f.startswith(owners) for f in files):
            return part
    return DOMAIN


def split(template: Catalog) -> dict[str, Catalog]:
    """The template cut into its parts (every part, empty or not)."""
    parts = {part: new_catalog(SOURCE) for part in PARTS}
    for message in template:
        if message.id:
            parts[part_of(message)][message.id] = message
    return parts


# A fixed date in every header: running the tool twice writes the same files.
STAMP = datetime(2026, 11, 27, tzinfo=UTC)


def new_catalog(lang: str) -> Catalog:
    catalog = Catalog(
        locale=lang,
        domain=DOMAIN,
        project="civbot",
        version="1",
        copyright_holder="the civbot developers",
        msgid_bugs_address="the /bug command of the Discord bot",
        creation_date=STAMP,
        revision_date=STAMP,
        last_translator="the civbot developers",
        language_team=f"civbot {lang}",
        fuzzy=False,
    )
    catalog.header_comment = (
        f"# civbot's messages ({lang}): python -m tools.i18n_catalogs keeps this file in step."
    )
    return catalog


def extract() -> Catalog:
    """Every message marked in the code, with where it is used."""
    catalog = new_catalog(SOURCE)
    for package in PACKAGES:
        found = extract_from_dir(
            REPO / package, [("**.py", "python")], keywords=KEYWORDS, comment_tags=("i18n:",)
        )
        for filename, lineno, message, comments, context in found:
            where = (f"{package}/{filename}", lineno)
            catalog.add(message, None, [where], auto_comments=comments, context=context)
    return catalog


def read(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=lang, domain=DOMAIN)


def write(path: Path, catalog: Catalog) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    out = io.BytesIO()
    write_po(out, catalog, width=100, sort_output=True, omit_header=False)
    path.write_bytes(out.getvalue())


def update() -> None:
    # Every language's translations are read before any part is rewritten: a message that moves
    # from one part to another is dropped from the first before the second is written.
    known = {lang: translations(lang) for lang in SPOKEN if lang != SOURCE}
    for part, template in split(extract()).items():
        write(template_path(part), template)
        for lang, translated in known.items():
            _update_part(lang, part, template, translated)


def translations(lang: str) -> Catalog:
    """Every translation of ``lang``, from all its parts."""
    found = new_catalog(lang)
    for part in PARTS:
        if po_path(lang, part).exists():
            for message in read(po_path(lang, part), lang):
                if message.id and all(_strings(message)):
                    found[message.id] = message
    return found


def _update_part(lang: str, part: str, template: Catalog, known: Catalog) -> None:
    path = po_path(lang, part)
    catalog = read(path, lang) if path.exists() else new_catalog(lang)
    # A copy: ``Catalog.update`` adds the template's own message objects to a catalogue that
    # lacks them, and one language's translation must not become the next language's.
    catalog.update(copy.deepcopy(template), no_fuzzy_matching=True, update_creation_date=False)
    catalog.obsolete.clear()
    for message in catalog:
        if (
            message.id
            and not all(_strings(message))
            and (had := known.get(message.id, message.context)) is not None
        ):
            message.string = had.string
    write(path, catalog)


def _ids(message: Message) -> tuple[str, ...]:
    ids = message.id if isinstance(message.id, tuple) else (message.id,)
    return tuple(str(i) for i in ids)


def _strings(message: Message) -> tuple[str, ...]:
    strings = message.string if isinstance(message.string, tuple) else (message.string,)
    return tuple(str(s) if s else "" for s in strings)


def problems() -> list[str]:
    """What is missing or wrong: a part's template behind the code, and in every language a
    message untranslated, fuzzy, with other placeholders than the English, or with the wrong
    number of plural forms."""
    out: list[str] = []
    template = extract()
    for part, wanted_part in split(template).items():
        path = template_path(part)
        written = {m.id for m in read(path) if m.id} if path.exists() else set()
        wanted = {m.id for m in wanted_part if m.id}
        out += [f"{path.name} lacks {mid!r}: run python -m tools.i18n_catalogs" for mid in wanted - written]
        out += [f"{path.name} keeps {mid!r}, which the code does not mark there" for mid in written - wanted]
    for lang in SPOKEN:
        if lang != SOURCE:
            out += _language_problems(lang, template)
    return out


def _language_problems(lang: str, template: Catalog) -> list[str]:
    missing = [po_path(lang, part) for part in PARTS if not po_path(lang, part).exists()]
    if missing:
        return [f"{lang}: no catalogue at {path.relative_to(REPO)}" for path in missing]
    catalog = translations(lang)
    out = []
    for message in template:
        if not message.id:
            continue
        found = catalog.get(message.id, context=message.context)
        name = _ids(message)[0]
        if found is None or not all(_strings(found)):
            out.append(f"{lang}: {name!r} is not translated")
            continue
        if found.fuzzy:
            out.append(f"{lang}: {name!r} is marked fuzzy")
        wanted = {p for mid in _ids(message) for p in PLACEHOLDER.findall(mid)}
        for text in _strings(found):
            if set(PLACEHOLDER.findall(text)) - wanted - {"n"}:
                out.append(f"{lang}: {name!r} has a placeholder the English lacks: {text!r}")
            elif not isinstance(message.id, tuple) and set(PLACEHOLDER.findall(text)) != wanted:
                out.append(f"{lang}: {name!r} drops a placeholder: {text!r}")
        if isinstance(message.id, tuple) and len(_strings(found)) != catalog.num_plurals:
            out.append(f"{lang}: {name!r} has {len(_strings(found))} plural forms, not {catalog.num_plurals}")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--check", action="store_true", help="list the problems, change nothing")
    args = parser.parse_args(argv)
    if not args.check:
        update()
    found = problems()
    for line in found:
        print(line)
    return 1 if found and args.check else 0


if __name__ == "__main__":
    sys.exit(main())
