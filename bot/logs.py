"""Structured logging: one JSON object per line.

Log records carry ids, kinds and versions only. ``log_event`` refuses fields that could hold
hand contents, so a hand can never reach a log file.
"""

from __future__ import annotations

import json
import logging
import sys
from typing import Any

LOGGER = logging.getLogger("civbot")
FORBIDDEN_FIELDS = frozenset({"hand", "cards", "packet", "calamities", "options", "you", "private"})


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        data: dict[str, Any] = {
            "ts": self.formatTime(record, "%Y-%m-%dT%H:%M:%S"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "msg": record.getMessage(),
        }
        fields = getattr(record, "fields", None)
        if isinstance(fields, dict):
            data.update(fields)
        if record.exc_info:
            data["exc"] = self.formatException(record.exc_info)
        return json.dumps(data, default=str, sort_keys=True)


def setup_logging(level: str = "INFO") -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JsonFormatter())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    logging.getLogger("discord").setLevel(max(logging.getLevelName(level), logging.INFO))


def log_event(event: str, level: int = logging.INFO, **fields: Any) -> None:
    bad = FORBIDDEN_FIELDS.intersection(fields)
    if bad:
        raise ValueError(f"log fields {sorted(bad)} may hold secrets; log ids and counts only")
    LOGGER.log(level, event, extra={"fields": {"event": event, **fields}})
