"""/game create offers the games of the registry that are offered, and nothing else; a refused
create answers privately and leaves no thread behind (issue "One engine for three games")."""

from __future__ import annotations

import pytest

from bot.cogs.lifecycle import GameGroup, game_choices
from bot.game_operations import GameService
from bot.live_game import BotError
from engine import GAMES, GameSpec, offered_games
from engine.games import BUILDING
from tests.bot.helpers import bot_of, new_game, texts


def test_the_game_choice_lists_only_offered_games() -> None:
    create = next(c for c in GameGroup().commands if c.name == "create")
    game = next(p for p in create.parameters if p.name == "game")
    assert game.autocomplete  # offered when typed: a game registered later is listed too
    offered = {g.id for g in offered_games()}
    assert {c.value for c in game_choices("")} == offered
    assert offered == {g.id for g in GAMES.values() if g.offered}
    assert [c.value for c in game_choices("through")] == ["tta"]


async def test_a_game_typed_that_is_not_offered_is_refused_in_words(world):
    r = await world.players[0].slash(world.channel, "game create", game="chess")
    assert r.ephemeral and "There is no game 'chess' here" in texts(r), texts(r)
    assert "Through the Ages" in texts(r) and not world.channel.threads


async def test_a_game_is_created_for_the_chosen_game(world):
    live, thread = await new_game(world, game="civ1980")
    assert live.game == "civ1980"
    lobby = next(m for m in thread.history() if m.components)
    assert "Civilization" in lobby.content
    assert thread.name.startswith("Civilization #")


async def test_through_the_ages_is_offered_for_two_to_four_players(world):
    live, thread = await new_game(world, game="tta")
    assert live.game == "tta" and live.meta["options"] == {}
    lobby = next(m for m in thread.history() if m.components)
    assert "Through the Ages" in lobby.content
    assert thread.name.startswith("Through the Ages #")
    r = await world.players[0].slash(world.channel, "game create", game="tta", players=5)
    assert r.ephemeral and "Through the Ages is for 2 to 4 players" in texts(r)


def test_a_game_still_being_built_is_refused_by_name(monkeypatch: pytest.MonkeyPatch) -> None:
    """Discord offers only the listed choices; the service refuses anything else by name."""
    building = GameSpec("draft", "A Draft Game", "civ", 2, 4, "engine.civ.game:CIV1980", BUILDING, "-")
    monkeypatch.setitem(GAMES, "draft", building)
    with pytest.raises(BotError, match=r"A Draft Game is still being built.*civ1980.*advciv.*tta"):
        GameService.new_game_options("draft", 3, "full")
    with pytest.raises(BotError, match="no game called 'chess'"):
        GameService.new_game_options("chess", 3, "full")


async def test_advanced_civilization_is_offered_for_two_to_eight_players_with_its_turns(world):
    """Rules reference §4.2-§4.3: 2 to 8 players; the agreed number of turns is chosen at the
    creation (or later with /game option round_limit); Civilization's variants do not apply."""
    live, thread = await new_game(world, 8, game="advciv", turns=12)
    assert live.game == "advciv" and live.meta["options"] == {"round_limit": 12}
    lobby = next(m for m in thread.history() if m.components)
    assert "Advanced Civilization" in lobby.content and "round_limit=12" in lobby.content
    assert thread.name.startswith("Advanced Civilization #")
    ann = world.players[0]
    r = await ann.slash(thread, "game option", name="score_tie", value="ast_order")
    assert r.ephemeral and "score_tie is now ast_order" in texts(r)
    r = await ann.slash(world.channel, "game create", game="advciv", variant="short")
    assert r.ephemeral and "Advanced Civilization has no variants" in texts(r)
    with pytest.raises(BotError, match="Advanced Civilization is for 2 to 8 players"):
        GameService.new_game_options("advciv", 9, "full")
    with pytest.raises(BotError, match="Advanced Civilization has no variants"):
        GameService.new_game_options("advciv", 3, "short")
    with pytest.raises(BotError, match="Civilization is not played for an agreed number of turns"):
        GameService.new_game_options("civ1980", 3, "full", turns=10)


async def test_a_refused_create_is_private_and_creates_nothing(world):
    threads = len(world.channel.threads)
    r = await world.players[0].slash(world.channel, "game create", players=8)
    assert r.ephemeral and "Civilization is for 2 to 7 players" in texts(r)
    assert len(world.channel.threads) == threads
    assert await bot_of(world.env).service.db.game_ids(["lobby"]) == []
