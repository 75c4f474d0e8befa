"""The registered command tree respects Discord's limits; logs are structured and hold no hands."""

from __future__ import annotations

import json
import logging

import pytest
from discord import app_commands

from bot.config import Settings, parse_env_file
from bot.logs import JsonFormatter, log_event
from tests.bot.helpers import answer_default, bot_of, new_game, start


def test_registered_tree_within_discord_limits(tmp_path):
    from bot.app import CivBot

    bot = CivBot(Settings(database=str(tmp_path / "x.db")))
    import importlib

    from bot.app import COGS

    for name in COGS:
        importlib.import_module(name).setup(bot)
    top = bot.tree.get_commands()
    assert 0 < len(top) <= 100
    names = set()
    for cmd in top:
        assert cmd.name not in names
        names.add(cmd.name)
        assert 1 <= len(cmd.name) <= 32 and cmd.name == cmd.name.lower()
        assert 1 <= len(cmd.description) <= 100
        if isinstance(cmd, app_commands.Group):
            assert len(cmd.commands) <= 25, f"/{cmd.name} has {len(cmd.commands)} subcommands"
            for sub in cmd.commands:
                assert len(sub.description) <= 100
                if isinstance(sub, app_commands.Group):
                    assert len(sub.commands) <= 25
                else:
                    assert len(sub.parameters) <= 25
        else:
            assert len(cmd.parameters) <= 25


def test_env_file_parsing():
    text = (
        "# comment\nDISCORD_TOKEN='abc'\nexport CIVBOT_LOG_LEVEL=debug # trailing\nCIVBOT_REMINDERS=10,60\n"
    )
    values = parse_env_file(text)
    assert values == {"DISCORD_TOKEN": "abc", "CIVBOT_LOG_LEVEL": "debug", "CIVBOT_REMINDERS": "10,60"}
    s = Settings.load(values, env_file=None)
    assert s.token == "abc" and s.log_level == "DEBUG" and s.reminders == (60, 10)


def test_settings_for_several_processes_are_checked():
    values = {
        "CIVBOT_SHARD_COUNT": "4",
        "CIVBOT_SHARD_IDS": "2,3",
        "CIVBOT_DATABASE": "postgresql://civbot:secret@db/civbot",
        "CIVBOT_HOT_GAMES": "500",
        "CIVBOT_IDLE_MINUTES": "15",
    }
    s = Settings.load(values, env_file=None)
    assert (s.shard_count, s.shard_ids, s.hot_games, s.idle_minutes) == (4, (2, 3), 500, 15.0)
    assert s.problem() is None
    sqlite = Settings.load({**values, "CIVBOT_DATABASE": "civbot.sqlite3"}, env_file=None)
    assert "PostgreSQL" in (sqlite.problem() or "")
    wrong = Settings.load({**values, "CIVBOT_SHARD_IDS": "4"}, env_file=None)
    assert "from 0 to 3" in (wrong.problem() or "")
    assert Settings.load({}, env_file=None).problem() is None


def test_the_database_password_never_reaches_the_log():
    from bot.app import redact

    assert redact("postgresql://civbot:s3cret@db:5432/civbot") == "postgresql://civbot:***@db:5432/civbot"
    assert redact("civbot.sqlite3") == "civbot.sqlite3"


def test_main_without_token_explains_and_fails(monkeypatch, capsys, tmp_path):
    from bot.app import main

    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    assert main() != 0
    err = capsys.readouterr().err
    assert "Developer" in err or "developers" in err
    assert "applications.commands" in err and "Bot tab" in err


def test_main_with_a_token_logs_in_and_explains_each_failure(monkeypatch, capsys, tmp_path):
    import discord

    from bot.app import CivBot, main

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "abc.def.ghi")
    monkeypatch.setenv("CIVBOT_DATABASE", str(tmp_path / "db.sqlite3"))
    seen: list[str] = []
    failures: list[Exception] = [
        OSError("Name or service not known"),
        discord.LoginFailure("Improper token has been passed."),
    ]

    def run(self: CivBot, token: str, **kw: object) -> None:
        seen.append(token)
        raise failures.pop(0)

    monkeypatch.setattr(CivBot, "run", run)
    assert main() == 1
    assert "cannot reach Discord" in capsys.readouterr().err
    assert main() == 1
    assert "refused the token" in capsys.readouterr().err
    assert seen == ["abc.def.ghi", "abc.def.ghi"]


def test_log_event_refuses_secret_fields():
    with pytest.raises(ValueError):
        log_event("oops", hand=["grain"])


async def test_logs_are_json_and_never_hold_hands(world, caplog):
    caplog.set_level(logging.DEBUG)
    live, thread = await new_game(world)
    await start(world, thread)
    for _ in range(20):
        if live.state.round >= 2:
            break
        await answer_default(world, live)
    fmt = JsonFormatter()
    hands = {c for ps in live.state.player_states.values() for c in ps.hand}
    for rec in caplog.records:
        line = fmt.format(rec)
        json.loads(line)
        if rec.name == "civbot":
            for card in hands:
                assert card not in line
    assert any(r.name == "civbot" for r in caplog.records)
    assert bot_of(world.env).db is not None


def test_readme_invite_link_matches_the_permissions_the_bot_needs():
    from pathlib import Path

    from bot.app import invite_url

    readme = Path(__file__).resolve().parents[2] / "README.md"
    assert invite_url("APPLICATION_ID") in readme.read_text()
