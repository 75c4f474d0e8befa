"""docs/rules-options.md lists every option (with section and reason) and is up to date."""

from __future__ import annotations

import dataclasses

from engine.civ.options import OPTION_DOCS, Options
from tools.options_doc import DOC, render


def test_every_option_is_documented_with_section_and_reason() -> None:
    assert set(OPTION_DOCS) == {f.name for f in dataclasses.fields(Options)}
    for name, doc in OPTION_DOCS.items():
        assert doc.section and doc.meaning and doc.reason, name
        assert getattr(Options(), name) in doc.choices or name == "ast_table", name


def test_rules_options_document_is_current() -> None:
    assert DOC.read_text(encoding="utf-8") == render(), "run: python -m tools.options_doc"


def test_through_the_ages_options_and_rulings_are_documented() -> None:
    from engine.tta.options import OPTION_DOCS as TTA_DOCS
    from engine.tta.options import Options as TtaOptions
    from engine.tta.rulings import RULINGS
    from tools.options_doc import DOCUMENTS

    assert set(TTA_DOCS) == {f.name for f in dataclasses.fields(TtaOptions)}
    for name, doc in TTA_DOCS.items():
        assert doc.section and doc.meaning and doc.reason and getattr(TtaOptions(), name) in doc.choices, name
    assert all(r.section and r.question and r.ruling for r in RULINGS)
    assert DOCUMENTS["tta"].path.read_text(encoding="utf-8") == render("tta"), (
        "run: python -m tools.options_doc"
    )
