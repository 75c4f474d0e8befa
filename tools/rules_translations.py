"""Keep the translations of each game's rules reference in step with the English one.

Development tool only. ``/rules`` shows a section of a game's rules reference in the reader's
language: ``data/rules-<game>.<lang>.json`` beside the English ``data/rules-<game>.json`` in the
game's bot folder, the same sections by number, each with its title and text translated and
the digest of the English section it was translated from, so that a section changed in English
shows as stale until it is translated again.

    python -m tools.rules_translations --check           # every language of every game: complete, fresh
    python -m tools.rules_translations --todo da tta     # the English sections still to translate (JSON)

A translation keeps the English text's section references (``§6.5``) and its citations of the
rulebooks (``(002, Game Flow)``, ``001 §11.5``) as they are: a test compares them.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
from pathlib import Path
from typing import Any

from bot.games import RulesReference
from i18n.catalog import SOURCE, SPOKEN
from tools.convert_rules_text import references, target
from tools.json_layout import dumps

SECTION_REF = re.compile(r"§\s?\d+(?:\.\d+)*")
CITATION = re.compile(r"\b00\d\b")
TRANSLATED = tuple(lang for lang in SPOKEN if lang != SOURCE)


def digest(section: dict[str, Any]) -> str:
    """The English section a translation was made from (title and text)."""
    return hashlib.sha1(f"{section['title']}\n{section['text']}".encode()).hexdigest()[:12]


def translation_path(reference: RulesReference, lang: str) -> Path:
    english = target(reference)
    return english.with_name(f"{english.stem}.{lang}.json")


def english(reference: RulesReference) -> list[dict[str, Any]]:
    return list(json.loads(target(reference).read_text(encoding="utf-8"))["sections"])


def load(reference: RulesReference, lang: str) -> dict[str, dict[str, Any]]:
    """The translated sections by number (empty when there is no file yet)."""
    path = translation_path(reference, lang)
    if not path.is_file():
        return {}
    return {s["id"]: s for s in json.loads(path.read_text(encoding="utf-8"))["sections"]}


def save(game: str, reference: RulesReference, lang: str, done: dict[str, tuple[str, str]]) -> Path:
    """Write the translation of ``game``'s reference into ``lang``: ``done`` maps a section's
    number to its translated title and text; sections already translated and still fresh are
    kept, in the English order."""
    kept = load(reference, lang)
    out = []
    for section in english(reference):
        if section["id"] in done:
            title, text = done[section["id"]]
            out.append({"id": section["id"], "from": digest(section), "title": title, "text": text})
        elif section["id"] in kept:
            out.append(kept[section["id"]])
    path = translation_path(reference, lang)
    body = {"game": game, "language": lang, "translated_from": target(reference).name, "sections": out}
    path.write_text(dumps(body), encoding="utf-8")
    return path


def todo(reference: RulesReference, lang: str) -> list[dict[str, Any]]:
    """The English sections with no translation into ``lang``, or a stale one."""
    kept = load(reference, lang)
    return [s for s in english(reference) if kept.get(s["id"], {}).get("from") != digest(s)]


def problems(game: str, reference: RulesReference, lang: str) -> list[str]:
    kept = load(reference, lang)
    sections = english(reference)
    found = [f"{game} {lang}: §{s['id']} is not translated or is stale" for s in todo(reference, lang)]
    extra = set(kept) - {s["id"] for s in sections}
    found += [f"{game} {lang}: §{n} is not a section of the English reference" for n in sorted(extra)]
    for section in sections:
        done = kept.get(section["id"])
        if done is None:
            continue
        for pattern, what in ((SECTION_REF, "section references"), (CITATION, "citations of the rulebooks")):
            want = sorted(m.replace(" ", "") for m in pattern.findall(section["text"]))
            got = sorted(m.replace(" ", "") for m in pattern.findall(done["text"]))
            if want != got:
                found.append(f"{game} {lang}: §{section['id']} changes its {what}: {want} -> {got}")
    return found


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="list what is missing, stale or changed")
    ap.add_argument("--todo", nargs=2, metavar=("LANG", "GAME"), help="the sections still to translate")
    args = ap.parse_args(argv)
    found = references()
    if args.todo:
        lang, game = args.todo
        print(json.dumps(todo(found[game], lang), ensure_ascii=False, indent=1))
        return 0
    issues = [p for game, ref in found.items() for lang in TRANSLATED for p in problems(game, ref, lang)]
    for line in issues:
        print(line)
    return 1 if issues and args.check else 0


if __name__ == "__main__":
    sys.exit(main())
