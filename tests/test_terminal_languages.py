"""The terminal and the demo speak the language of ``--lang`` (issue 27, items 1 and 3).

In the pseudo-language every message is wrapped in ⟦ ⟧ and every a, c, e, i, n, o, u and y of
it accented: a scripted human plays a short game and a whole game of each offered game
(``civbot play --lang qps``, the games from the registry, so a game offered later is played
too), typing now and then an order the rules refuse, and no word the terminal prints has one of
those letters plain, but the game's data (ids, the glossary's printed names), the save file's
path and the typed forms of the answers (``TYPED_FORMS``: English by design, as the terminal
reads them back). Then a few real sentences read right in each language.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from ai import agent_for
from civbot.cli import main
from civbot.terminal import Terminal
from engine import action_text, interface, legal_actions, offered_games, pending, view_for
from i18n import glossary
from i18n.catalog import SOURCE, SPOKEN, _, pseudo, speaking

GAMES = [s.id for s in offered_games()]
MOVES = 40  # decisions the scripted human answers before he quits
WRONG_EVERY = 7  # every so many answers the scripted human types an order the rules refuse

# What the terminal prints in the typed syntax the player answers in (English by design: the
# engine reads it back), and the players' names: (module, name) of each function whose text is
# recorded and set apart.
TYPED_FORMS: list[tuple[str, str]] = [
    ("civbot.terminal", "action_text"),  # an answer in the typed form ("move memphis thebes 2")
    ("civbot.text_forms", "action_text"),
    ("civbot.games.tta.syntax.turn", "action_text"),
    ("civbot.games.civ.play", "describe_player"),  # "Egypt (human1)"
]
WORD = re.compile(r"[^\W\d_]{2,}")
ROMAN = re.compile(r"[IVX]+")
ACCENTED_BY_PSEUDO = set("aceinouyAEINOUY")  # the letters i18n.catalog.pseudo accents
NAME_WORDS = 4  # a name is a few words ("Bread and Circuses"); a card's text is more


class Said:
    """What the engine said (whole texts, set apart) and the game's data words (ids, names)."""

    def __init__(self) -> None:
        self.texts: set[str] = set()
        self.words: set[str] = {"human1", "ai1", "ai2", "ai3"}

    def text(self, value: Any) -> Any:
        if isinstance(value, str) and value:
            self.texts.add(value)
        return value

    def printed_names(self, game: str) -> None:
        """The game's printed terms (its glossary's areas, nations, cards...: names may stand
        unmarked), not its general words (the glossary's ``terms``, said through messages)."""
        for category, entries in glossary(SOURCE, game)["terms"].items():
            if category != "terms":
                self.data([entry["text"] for entry in entries.values()])

    def data(self, value: Any) -> None:
        """The strings in ``value`` (a decision's options, a view) that are names or ids (a few
        words at most, not a card's text), as data words."""
        for s in _strings(value):
            found = WORD.findall(s)
            if len(found) <= NAME_WORDS:
                self.words.update(w.lower() for w in found)

    def unmarked(self, lines: list[str]) -> list[str]:
        """The lines with a word that did not pass through the catalogue: the pseudo-language
        accents every a, c, e, i, n, o, u and y of a message (not the values filled into its
        placeholders), so a word with one of those letters plain is one that missed it, inside
        a marked message (a value filled in) or outside — unless it is the game's data (a name,
        an id), a Roman numeral, or a word of a text set apart (the typed forms: English, as the
        terminal reads them back)."""
        typed = {w.lower() for t in self.texts for w in WORD.findall(t)}
        return [line for line in lines if any(self._plain(w, typed) for w in WORD.findall(line))]

    def _plain(self, word: str, typed: set[str]) -> bool:
        if word.lower() in self.words or word.lower() in typed or ROMAN.fullmatch(word):
            return False
        return any(ch in ACCENTED_BY_PSEUDO for ch in word)


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield str(k)
            yield from _strings(v)
    elif isinstance(value, list | tuple | set | frozenset):
        for v in value:
            yield from _strings(v)


def _recording(said: Said, fn: Callable[..., Any]) -> Callable[..., Any]:
    def wrapped(*args: Any, **kwargs: Any) -> Any:
        return said.text(fn(*args, **kwargs))

    return wrapped


class Human:
    """Types what the normal AI would answer, looks at every view of the table once and asks for
    help, and quits after ``MOVES`` answers; records what the engine shows with each decision."""

    def __init__(self, game: str, said: Said, moves: int | None = MOVES) -> None:
        self.coach = agent_for("normal", 3, game)
        self.said = said
        self.terminals: list[Terminal] = []
        self.looks: list[str] | None = None
        self.answers = 0
        self.moves = moves  # None: to the end of the game
        self.wrong = 0

    def __call__(self, prompt: str) -> str:
        g = self.terminals[-1].g
        d = pending(g)[0]
        self._record(g, d)
        if self.looks is None:
            self.looks = ["help", *self.terminals[-1].views]
        if self.looks and self.answers % 3 == 1:
            self.answers += 1
            return self.looks.pop()
        self.answers += 1
        if self.moves is not None and self.answers > self.moves:
            return "quit"
        typed = str(action_text(g, self.coach.act(g, d)))
        if self.answers % WRONG_EVERY == 0:  # an order the rules refuse: the refusal is read too
            self.wrong += 1
            return re.sub(r"\d+", "99", typed) if re.search(r"\d", typed) else f"{typed} 99"
        return typed

    def _record(self, g: Any, d: Any) -> None:
        said = self.said
        said.data(d.options.to_json())
        said.data(view_for(g, d.player))
        texts = interface(g.game).texts
        if texts is not None:  # the typed syntax of the answers (move FROM TO [N]): English
            said.text(texts.usage(d.kind))
        for a in legal_actions(g, d)[:200]:
            said.text(action_text(g, a))  # the typed forms: English, as the terminal reads them


def play_in(
    lang: str, game: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, whole: bool = False
) -> tuple[list[str], Said]:
    """A short game of ``game`` in the terminal in ``lang`` (or a whole one): the lines printed,
    and what the engine said meanwhile."""
    import importlib

    said = Said()
    said.printed_names(game)
    # The save file's path and the command that resumes it are shown as they are.
    said.words.update(w.lower() for w in WORD.findall(f"{tmp_path}/game.save.json civbot play --resume"))
    human = Human(game, said, None if whole else MOVES)
    opened = Terminal.__init__

    def remember(self: Terminal, *args: Any, **kwargs: Any) -> None:
        opened(self, *args, **kwargs)
        human.terminals.append(self)

    monkeypatch.setattr(Terminal, "__init__", remember)
    monkeypatch.setattr("builtins.input", human)
    for module, name in TYPED_FORMS:
        target = importlib.import_module(module)
        monkeypatch.setattr(target, name, _recording(said, getattr(target, name)))
    printed: list[str] = []
    monkeypatch.setattr(
        "builtins.print", lambda *a, sep=" ", **kw: printed.extend(sep.join(map(str, a)).split("\n"))
    )
    code = main(
        ["play", "--game", game, "--players", "2", "--seed", "3", "--out", str(tmp_path), "--lang", lang]
    )
    assert code == 0, printed[-20:]
    if whole:
        assert human.terminals[-1].g.finished, printed[-20:]
    return printed, said


@pytest.mark.parametrize("game", GAMES)
def test_the_terminal_game_marks_every_line_of_its_own_in_the_pseudo_language(
    game: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    printed, said = play_in("qps", game, monkeypatch, tmp_path)
    assert len(printed) > 100
    marked = [line for line in printed if "⟦" in line]
    assert len(marked) > 20, printed[:40]
    assert said.unmarked(printed) == [], "\n".join(said.unmarked(printed))


def test_the_check_finds_a_line_of_the_terminals_own_left_in_english() -> None:
    """The check itself: an English line of the terminal's is caught; the engine's are not."""
    said = Said()
    said.text("Egypt builds a city in Memphis.")
    said.data({"areas": ["memphis", "thebes"]})
    lines = [
        "⟦Ŕéfûšéd: …⟧",
        "Egypt builds a city in Memphis.",
        "   memphis, thebes",
        "Type 'help' at any prompt.",
    ]
    assert said.unmarked(lines) == ["Type 'help' at any prompt."]


@pytest.mark.parametrize("game", GAMES)
def test_the_demo_log_and_progress_lines_are_marked(
    game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The demo's opening, legend and progress lines, its report, and the log's heading and
    standings speak the pseudo-language (a two-player game, the Civilization games cut short;
    the engine's log lines aside)."""
    from civbot.games.civ import demo_figures

    for key, shown in list(demo_figures.FIGURES.items()):
        monkeypatch.setitem(demo_figures.FIGURES, key, replace(shown, max_rounds=3))
    argv = ["demo", "--game", game, "--players", "2", "--seed", "2", "--out", str(tmp_path), "--every", "50"]
    code = main([*argv, "--lang", "qps"])
    out = capsys.readouterr().out
    assert code in (0, 1), out[-2000:]
    own = [line for line in out.splitlines() if line.strip() and not line.startswith(("  ", "         |"))]
    unmarked = [line for line in own if "⟦" not in line and "⟧" not in line]  # a message may span lines
    assert len(own) > 3 and unmarked == [], unmarked[:5]
    log = (tmp_path / "game-log.txt").read_text(encoding="utf-8").splitlines()
    assert "⟦" in log[0], log[0]
    standings = log[log.index(pseudo("Final standings:")) + 1 :]
    assert standings and all("⟦" in line for line in standings), standings


def test_the_command_line_refuses_and_helps_in_the_language_asked(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--lang", "ru", "--players", "9", "--out", "/dev/null/x"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("civbot play: ") and "/dev/null/x" in err
    assert main(["simulate", "--lang", "da", "--rounds", "0"]) == 2
    assert capsys.readouterr().err.strip() == "civbot simulate: --rounds skal være mindst 1, ikke 0"
    assert main(["play", "--lang", "el", "--help"]) == 0
    assert "συνέχιση ενός αποθηκευμένου παιχνιδιού" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("lang", "n", "expected"),
    [
        ("ru", 1, "Подавите 1 город; у вас останется 3."),
        ("ru", 2, "Подавите 2 города; у вас останется 3."),
        ("ru", 5, "Подавите 5 городов; у вас останется 3."),
        ("ru", 21, "Подавите 21 город; у вас останется 3."),
        ("da", 2, "Reducer 2 byer; du beholder 3."),
        ("el", 1, "Υποβάθμισε 1 πόλη· κρατάς 3."),
        ("sv", 2, "Reducera 2 städer; du behåller 3."),
        ("nl", 1, "Reduceer 1 stad; je houdt er 3."),
    ],
)
def test_counts_read_right_in_each_language(lang: str, n: int, expected: str) -> None:
    from i18n.catalog import n_

    with speaking(lang):
        assert (
            n_("Reduce {n} city; you keep {keep}.", "Reduce {n} cities; you keep {keep}.", n, keep=3)
            == expected
        )


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("da", "Folk 4; en by erstattes af 5 brikker fra Folk, eller den overgiver sig."),  # 000: Folk, brik
        ("ru", "Запас 4; город заменяется 5 жетонами из запаса, или он сдаётся."),  # 001: жетон, запас
        ("el", "Απόθεμα 4· μια πόλη αντικαθίσταται από 5 πιόνια από το απόθεμα, αλλιώς παραδίδεται."),
        ("sv", "Lager 4; en stad ersätts av 5 brickor från lagret, annars kapitulerar den."),  # 003: bricka
        (
            "nl",
            "Voorraad 4; een stad wordt vervangen door 5 fiches uit de voorraad, of ze geeft zich over.",
        ),  # 004
    ],
)
def test_the_terminals_words_are_the_rulebooks_terms(lang: str, expected: str) -> None:
    """A sentence of the conflict prompt in each language, with the seed's words for token and
    stock (the glossaries' ``terms``)."""
    from civbot.games.civ.syntax.base import Ctx
    from civbot.games.civ.syntax.conflict import order_choices

    options = {"cities": [], "attacked_by": {}, "attacks": [], "stock": 4, "replacement": 5}
    decision = type("D", (), {"options": options, "player": "p1"})()
    with speaking(lang):
        lines = order_choices(Ctx(None, decision))  # type: ignore[arg-type]
    assert lines[-1].strip() == expected, lines


def test_the_russian_opening_line_counts_the_ai_players() -> None:
    from i18n.catalog import n_

    with speaking("ru"):
        said = [
            n_(
                "civbot play: {game}, {humans} against {n} {kind} AI player.",
                "civbot play: {game}, {humans} against {n} {kind} AI players.",
                n,
                game="Цивилизация",
                humans="human1",
                kind="обычный",
            )
            for n in (1, 3, 5)
        ]
    assert said == [
        "civbot play: Цивилизация, human1 против 1 ИИ-игрока (обычный).",
        "civbot play: Цивилизация, human1 против 3 ИИ-игроков (обычный).",
        "civbot play: Цивилизация, human1 против 5 ИИ-игроков (обычный).",
    ]


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_terminal_game_in_the_pseudo_language_shows_nothing_unmarked(
    game: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    printed, said = play_in("qps", game, monkeypatch, tmp_path, whole=True)
    assert said.unmarked(printed) == [], "\n".join(said.unmarked(printed)[:40])


@pytest.mark.parametrize("lang", [lang for lang in SPOKEN if lang != SOURCE])
@pytest.mark.parametrize("game", GAMES)
def test_a_whole_terminal_game_plays_in_every_language(
    game: str, lang: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A whole game of each game in each language, the scripted human typing a refused order now
    and then: it plays to the end, and the terminal speaks the language (its lines are not the
    English ones)."""
    printed, _said = play_in(lang, game, monkeypatch, tmp_path, whole=True)
    opening = "Type 'help' at any prompt. 'quit' (or Ctrl-C) saves the game and stops."
    with speaking(lang):
        said = _(opening)
    assert said != opening and said in printed and opening not in printed
