"""The engine's text form of a decision as the terminal explains it: the form to type, an
example, what the words mean and the default as it would be typed. The forms themselves are
the engine's (``engine.core.text``, declared by each game); nothing here reads or writes one."""

from __future__ import annotations

from engine import CoreState, Decision, action_text, interface


def usage(g: CoreState, kind: str) -> str:
    texts = interface(g.game).texts
    return texts.usage(kind) if texts is not None else "default"


def default_text(g: CoreState, d: Decision) -> str | None:
    return action_text(g, d.default) if d.default is not None else None


def form_help(g: CoreState, d: Decision) -> list[str]:
    """The form of ``d`` explained with an example, and its default as it is typed."""
    texts = interface(g.game).texts
    form = texts.forms.get(d.kind) if texts is not None else None
    default = default_text(g, d)
    if form is not None:
        return form.help(default)
    return [f"  'default' answers: {default}"] if default is not None else []


def wrap(label: str, items: list[str], width: int = 96) -> list[str]:
    """``label: a, b, c`` folded into lines of at most ``width`` characters (never cut)."""
    head = f"  {label}: "
    indent = " " * len(head)
    lines: list[str] = []
    line = head
    for i, item in enumerate(items or ["none"]):
        piece = item + ("," if i + 1 < len(items) else "")
        fresh = line in (head, indent)
        if not fresh and len(line) + 1 + len(piece) > width:
            lines.append(line)
            line, fresh = indent, True
        line += ("" if fresh else " ") + piece
    lines.append(line)
    return lines
