"""A refusal is said in the language of whoever reads it, not of whoever raised it."""

from __future__ import annotations

import pickle

from engine.core.errors import IllegalAction
from i18n.catalog import Said, l_, ln_, pseudo, speaking


def test_a_refusal_raised_in_one_language_is_read_in_another() -> None:
    with speaking("en"):
        err = IllegalAction(l_("There is no {what} called {name}.", what="x", name="y"))
    with speaking("qps"):
        assert err.message == pseudo("There is no {what} called {name}.").format(what="x", name="y")
    assert err.message == "There is no x called y." == str(err)


def test_a_counted_message_agrees_with_its_count_when_read() -> None:
    said = ln_("{n} city", "{n} cities", 1)
    assert str(said) == "1 city"
    assert str(ln_("{n} city", "{n} cities", 3)) == "3 cities"


def test_a_said_message_survives_a_saved_log_and_a_worker() -> None:
    said = ln_("{n} token in {area}", "{n} tokens in {area}", 2, area="thebes")
    assert Said.from_json(said.to_json()) == said
    assert pickle.loads(pickle.dumps(IllegalAction(said))).said == said
    assert str(said.with_params(area="Thebes")) == "2 tokens in Thebes"


def test_a_plain_english_refusal_still_reads_as_written_and_is_never_passed_off_as_translated() -> None:
    err = IllegalAction("Not {braces} formatted.")
    assert err.message == "Not {braces} formatted."
    with speaking("qps"):
        assert err.message == "Not {braces} formatted."
    assert Said.from_json(err.said.to_json()) == err.said
