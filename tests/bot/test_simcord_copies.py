"""The tests' faster deep copy of simcord's payloads copies exactly as copy.deepcopy does."""

from __future__ import annotations

import copy
import enum
from typing import Any

from tests.bot.conftest import plain_copy


class Style(enum.IntEnum):
    PRIMARY = 1


def test_a_plain_payload_is_copied_deeply_and_equal() -> None:
    payload: dict[str, Any] = {
        "components": [{"type": 1, "components": [{"label": "Move", "options": [1, 2.5, None]}]}]
    }
    copied = plain_copy(payload)
    assert copied == payload == copy.deepcopy(payload)
    copied["components"][0]["components"][0]["options"].append(3)
    assert payload["components"][0]["components"][0]["options"] == [1, 2.5, None]


def test_a_payload_with_a_subclass_keeps_its_types() -> None:
    payload = {"style": Style.PRIMARY, "rows": [Style.PRIMARY]}
    copied = plain_copy(payload)
    assert copied == payload and type(copied["style"]) is Style and copied["rows"] is not payload["rows"]
