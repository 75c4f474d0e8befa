"""The message catalogues kept in step with the code.

    python -m tools.i18n_catalogs          # extract the messages, update every language's .po
    python -m tools.i18n_catalogs --check  # say what is missing or wrong, change nothing

Extraction reads every message marked in the code (``_("...")``, ``n_("...", "...", n)``,
``N_("...")``: ``i18n/catalog.py``) into ``i18n/locale/civbot.pot``; each language's
``i18n/locale/<lang>/LC_MESSAGES/civbot.po`` is then updated from it, keeping its translations
(a message gone from the code is dropped; a new one waits, untranslated, for its translator).
``problems()`` is what the catalogue test asserts is empty.
"""

from __future__ import annotations

import argparse
import io
import re
import sys
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

from i18n.catalog import DOMAIN, SOURCE, SPOKEN
from tools.data_paths import REPO

LOCALE = REPO / "i18n" / "locale"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
# The packages whose words a player reads.
PACKAGES = ("engine", "bot", "renderer", "ai", "civbot", "i18n")
KEYWORDS = {"_": None, "n_": (1, 2), "N_": None}
PLACEHOLDER = re.compile(r"\{(\w+)[^{}]*\}")


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


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
    template = extract()
    write(TEMPLATE, template)
    for lang in SPOKEN:
        if lang == SOURCE:
            continue
        path = po_path(lang)
        catalog = read(path, lang) if path.exists() else new_catalog(lang)
        catalog.update(template, no_fuzzy_matching=True, update_creation_date=False)
        catalog.obsolete.clear()
        write(path, catalog)


def _ids(message: Message) -> tuple[str, ...]:
    return message.id if isinstance(message.id, tuple) else (message.id,)


def _strings(message: Message) -> tuple[str, ...]:
    return message.string if isinstance(message.string, tuple) else (message.string,)


def problems() -> list[str]:
    """What is missing or wrong: the template behind the code, and in every language a message
    untranslated, fuzzy, with other placeholders than the English, or with the wrong number of
    plural forms."""
    out: list[str] = []
    template = extract()
    written = {m.id for m in read(TEMPLATE) if m.id} if TEMPLATE.exists() else set()
    wanted = {m.id for m in template if m.id}
    out += [f"the template lacks {mid!r}: run python -m tools.i18n_catalogs" for mid in wanted - written]
    out += [f"the template keeps {mid!r}, which the code no longer marks" for mid in written - wanted]
    for lang in SPOKEN:
        if lang != SOURCE:
            out += _language_problems(lang, template)
    return out


def _language_problems(lang: str, template: Catalog) -> list[str]:
    path = po_path(lang)
    if not path.exists():
        return [f"{lang}: no catalogue at {path.relative_to(REPO)}"]
    catalog = read(path, lang)
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
