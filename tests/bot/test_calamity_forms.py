"""Dedicated forms for calamity choices (rules 11.2-11.4, 14.3) and the return of excess trade
cards (10.6): each is driven on a real engine position through its form and op handlers, and the
action it builds is applied by the engine; bad input is refused with a BotError and changes nothing.
"""

from __future__ import annotations

from typing import Any

import discord
import pytest

from bot.forms import Act, Ctx, Edit, Form, build_form, operation
from bot.live_game import BotError, LiveGame
from bot.storage import GameRow
from engine import action_from_json, state_hash
from engine.civ import units
from engine.civ.calamity.losses import LoseUnits
from engine.civ.cards import set_value
from engine.civ.flow import apply, pending
from engine.civ.options import Options
from engine.civ.state import GameState
from engine.core.events import Event
from tests.bot.driver import find
from tests.bot.helpers import (
    bot_of,
    past_setup,
    prompt_message,
    texts,
    user_of,
)
from tests.engine.calamity_positions import (
    CIVIL_WAR_CITIES,
    NO_FLOOR,
    calamity_game,
    civil_war_game,
    hold_calamity,
    piracy_game,
    start_calamities,
    supported_cities,
)
from tests.engine.card_positions import EIGHT, enter_excess_cards, give_cards
from tests.engine.helpers import city, clear_board, enter, game, put

# -- driving a form without Discord ----------------------------------------------------------------


class Seat:
    """One player's prompt: the form of his pending decision, answered through the op handlers."""

    def __init__(self, g: GameState, seat: str, kind: str) -> None:
        self.g, self.seat = g, seat
        row = GameRow(1, 0, 0, 0, 1, "running", {"seats": list(g.players), "log_seq": 0})
        live = LiveGame(row, g)
        d = next(x for x in pending(g) if x.player == seat and x.kind == kind)
        self.ctx = Ctx(live, seat, 0, d, {})

    def form(self) -> Form:
        return build_form(self.ctx)

    def ops(self) -> list[str]:
        return [op_of(i) for i in self.form().items]

    def options(self, op: str) -> dict[str, str]:
        """value -> label of the select answered by ``op``."""
        item = next(i for i in self.form().items if op_of(i) == op)
        assert isinstance(item, discord.ui.Select)
        return {o.value: o.label for o in item.options}

    def disabled(self, op: str) -> bool:
        item = next(i for i in self.form().items if op_of(i) == op)
        assert isinstance(item, discord.ui.Button)
        return item.disabled

    def send(self, op: str, *values: str, args: tuple[str, ...] = ()) -> Any:
        found = operation(self.ctx.live, op)
        assert found is not None, op
        kind, handler = found
        assert kind == self.ctx.decision.kind, (op, kind)
        return handler(self.ctx, args, list(values))

    def edit(self, op: str, *values: str, args: tuple[str, ...] = ()) -> str:
        out = self.send(op, *values, args=args)
        assert isinstance(out, Edit), out
        return out.form.content

    def act(self, op: str, *values: str, args: tuple[str, ...] = ()) -> list[Event]:
        """Send the final answer and apply the action built through the engine's flow."""
        out = self.send(op, *values, args=args)
        assert isinstance(out, Act), out
        return apply(self.g, out.build(self.g, self.seat))

    def refused(self, op: str, *values: str, match: str, args: tuple[str, ...] = ()) -> None:
        before = state_hash(self.g)
        with pytest.raises(BotError, match=match):
            out = self.send(op, *values, args=args)
            if isinstance(out, Act):
                apply(self.g, out.build(self.g, self.seat))
        assert state_hash(self.g) == before


def op_of(item: Any) -> str:
    return str(item.custom_id).split(":")[4]


def lost(events: list[Event], player: str) -> tuple[dict[str, int], list[str]]:
    [e] = [e for e in events if e.kind == "units_lost" and e.data["player"] == player]
    return dict(e.data["tokens"]), list(e.data["cities"])


# -- lose_units (11.2 steps 4-8) ---------------------------------------------------------------------


def _flood_on_the_tigris() -> GameState:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "flood")
    put(g, "sumeria", "p1", 14)
    city(g, "ur", "p1")  # white site: vulnerable
    city(g, "susa", "p1")  # black site: safe
    start_calamities(g)
    return g


def test_11_2_lose_units_tokens_by_area_and_count_then_a_city_to_exactly_17() -> None:
    s = Seat(_flood_on_the_tigris(), "p1", "lose_units")
    assert "0 of 17 points" in s.form().content and s.disabled("zlo")
    assert set(s.options("zlc")) == {"ur"}  # the black-site city is not offered
    assert "How many tokens from Sumeria" in str(s.send("zlt", "sumeria").form.items[0].placeholder)
    assert "12 of 17 points" in s.edit("zln", "12")
    assert "17 of 17 points" in s.edit("zlc", "ur")
    assert not s.disabled("zlo") and "zlc" not in s.ops()
    events = s.act("zlo")
    assert lost(events, "p1") == ({"sumeria": 12}, ["ur"])
    assert units.cities_of(s.g, "p1") == ["susa"]


def test_11_2_lose_units_put_back_and_fill_the_rest_as_the_default() -> None:
    s = Seat(_flood_on_the_tigris(), "p1", "lose_units")
    s.edit("zlc", "ur")
    s.edit("zlt", "sumeria")
    assert "8 of 17" in s.edit("zln", "3")
    assert "3 of 17" in s.edit("zlx", "c=ur")
    assert "2 of 17" in s.edit("zlx", "t=sumeria")
    # The default way for the 15 missing (only 12 tokens are left): 10 tokens and Ur.
    assert "17 of 17" in s.edit("zlf")
    assert lost(s.act("zlo"), "p1") == ({"sumeria": 12}, ["ur"])


def test_11_2_lose_units_wrong_total_or_too_many_is_refused() -> None:
    s = Seat(_flood_on_the_tigris(), "p1", "lose_units")
    s.edit("zlt", "sumeria")
    s.edit("zln", "10")
    s.refused("zlo", match="exactly 17 points: your choice is worth 10")
    s.refused("zlt", "ur", match="no tokens left")  # no token of his in Ur
    s.edit("zlc", "ur")
    s.edit("zlt", "sumeria")  # 2 points still missing: how many?
    assert set(s.options("zln")) == {"1", "2"}
    s.refused("zln", "3", match="more than 17 points")
    s.edit("zlb")
    s.refused("zln", "1", match="Choose the area first")
    s.refused("zlc", "susa", match="not a city you can choose")
    assert pending(s.g)[0].kind == "lose_units"


def test_11_3_epidemic_lose_units_each_city_hit_needs_a_token() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "epidemic", traded_by="p2")
    put(g, "libya", "p1", g.ps("p1").stock)
    city(g, "tunisia", "p1")
    city(g, "numidia", "p1")
    start_calamities(g)
    assert g.ps("p1").stock == 0
    s = Seat(g, "p1", "lose_units")
    assert "counts 4 and becomes 1 token" in s.form().content
    s.edit("zlc", "tunisia", "numidia")
    assert "choose more tokens or fewer cities" in s.form().content
    s.refused("zlo", match="exactly 16 points: your choice is worth 8")
    assert "16 of 16" in s.edit("zlf")  # 8 tokens, which also give the cities their tokens
    events = s.act("zlo")
    assert lost(events, "p1") == ({"libya": 8}, ["tunisia", "numidia"])
    assert units.city_count(g, "p1") == 0


# -- Civil War (11.3, 14.3) ---------------------------------------------------------------------------


def test_11_3_civil_war_pick_15_then_20_then_keep_the_second_faction() -> None:
    g = civil_war_game()
    start_calamities(g)
    s = Seat(g, "p1", "civil_war_pick")
    assert "put your units into the first faction" in s.form().content
    assert "15 of 15" in s.edit("zpc", "aleppo", "ankara", "buhen")
    s.act("zpo")
    b = Seat(g, "p7", "civil_war_pick")
    assert "Africa's units" in b.form().content and "Already in the first faction" in b.form().content
    assert set(b.options("zpc")) == {"carrhae"}
    assert "20 of 20" in b.edit("zpf")  # fewest cities: the 20 tokens
    b.act("zpo")
    k = Seat(g, "p1", "civil_war_keep")
    content = k.form().content
    assert "Egypt takes over the other" in content
    assert "First faction (35 points)" in content and "the city of Aleppo" in content
    events = k.act("zkk", args=("second",))
    [takeover] = [e for e in events if e.kind == "civil_war_takeover"]
    assert (
        takeover.data["beneficiary"] == "p7" and sorted(takeover.data["cities"]["p7"]) == CIVIL_WAR_CITIES[:3]
    )


def test_11_3_civil_war_pick_wrong_total_and_keep_a_third_faction_are_refused() -> None:
    g = civil_war_game()
    start_calamities(g)
    s = Seat(g, "p1", "civil_war_pick")
    s.edit("zpc", "aleppo", "ankara")
    s.refused("zpo", match="exactly 15 points: your choice is worth 10")
    s.refused("zpc", "buhen", "carrhae", match="more than 15 points")
    s.edit("zpc", "buhen")
    s.act("zpo")
    b = Seat(g, "p7", "civil_war_pick")
    b.edit("zpf")
    b.act("zpo")
    k = Seat(g, "p1", "civil_war_keep")
    k.refused("zkk", args=("third",), match="first or the second")


def test_11_3_civil_war_beneficiary_chosen_by_nation() -> None:
    g = civil_war_game(Options(civil_war_forced_beneficiary=False))
    start_calamities(g)
    s = Seat(g, "p1", "civil_war_beneficiary")
    labels = s.options("zwb")
    assert set(labels) == {"p2", "p3", "p4", "p5", "p6", "p7"}
    assert labels["p3"].startswith("Illyria — ") and "in stock" in labels["p3"]
    s.refused("zwb", "p1", match="cannot be the beneficiary")
    events = s.act("zwb", "p3")
    assert [e.data["beneficiary"] for e in events if e.kind == "civil_war"] == ["p3"]
    assert pending(g)[0].kind == "civil_war_pick"


# -- the holder's share-out (11.3 Famine, Flood) --------------------------------------------------------


def test_11_3_famine_assign_losses_player_by_player_within_20_and_11_each() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "famine")
    put(g, "libya", "p1", 12)
    put(g, "cyrenaica", "p2", 12)
    put(g, "numidia", "p3", 12)
    put(g, "tunisia", "p4", 12)
    start_calamities(g)
    s = Seat(g, "p1", "assign_losses")
    assert "Assigned: **0** of at most 20" in s.form().content
    assert set(s.options("zaw")) == {"p2", "p3", "p4"}
    s.edit("zaw", "p2")
    assert max(int(v) for v in s.options("zap")) == 11
    s.refused("zap", "12", match="at most 11")
    s.edit("zap", "11")
    s.edit("zaw", "p3")
    assert max(int(v) for v in s.options("zap")) == 9  # 20 in all
    assert "Assigned: **20**" in s.edit("zap", "9")
    s.act("zao")
    assert {d.player: d.options["points"] for d in pending(g)} == {"p1": 9, "p2": 11, "p3": 9}


def test_11_3_flood_assign_losses_exactly_10_and_a_wrong_total_is_refused() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "flood")
    put(g, "fayum", "p1", 5)
    put(g, "alexandria", "p2", 8)
    put(g, "tanis", "p3", 6)
    start_calamities(g)
    s = Seat(g, "p1", "assign_losses")
    s.ctx.draft["assign_losses"] = {"amounts": {}, "player": ""}  # forget the even split shown
    s.edit("zaw", "p2")
    s.edit("zap", "5")
    assert s.disabled("zao")
    s.refused("zao", match="exactly 10 points: you assigned 5")
    s.edit("zaw", "p3")
    s.edit("zap", "5")
    s.edit("zaw", "p3")
    s.edit("zap", "0")  # takes p3 out again
    assert "Assigned: **5**" in s.form().content
    s.edit("zaw", "p3")
    s.edit("zap", "5")
    s.act("zao")
    assert {d.player: d.options["points"] for d in pending(g)} == {"p2": 5, "p3": 5}


# -- Volcanic Eruption / Earthquake (11.3, A36, A37) ------------------------------------------------


def test_11_3_earthquake_own_city_then_a_neighbour_across_water() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "volcano")
    city(g, "rhodes", "p1")
    city(g, "miletus", "p2")
    city(g, "athens", "p3")
    start_calamities(g)
    s = Seat(g, "p1", "earthquake")
    assert s.options("zec")["rhodes"] == "Rhodes (other players' cities next to it: Miletus)"
    s.edit("zec", "rhodes")
    assert s.options("zen") == {"-": "Nobody: only Rhodes", "miletus": "Miletus (Italy)"}
    s.refused("zen", "athens", match="not another player's city next to Rhodes")
    events = s.act("zen", "miletus")
    assert [(e.data["city"], e.data["neighbour"]) for e in events if e.kind == "earthquake"] == [
        ("rhodes", "miletus")
    ]


def test_11_3_earthquake_nobody_and_back_and_a_foreign_city_refused() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "volcano")
    city(g, "thebes", "p1")
    city(g, "athens", "p1")
    city(g, "corinth", "p2")
    start_calamities(g)
    s = Seat(g, "p1", "earthquake")
    s.refused("zec", "corinth", match="not one of your cities")
    s.edit("zec", "thebes")
    assert "zec" in [op_of(i) for i in s.send("zeb").form.items]
    s.edit("zec", "athens")
    events = s.act("zen", "-")
    assert [(e.data["city"], e.data["neighbour"]) for e in events if e.kind == "earthquake"] == [
        ("athens", None)
    ]


def test_11_3_volcano_choice_shows_your_points_at_stake() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "volcano")
    put(g, "thera", "p1", 2)
    put(g, "campania", "p1", 1)
    put(g, "neapolis", "p2", 1)
    start_calamities(g)
    s = Seat(g, "p1", "choose_volcano")
    assert s.options("zvv") == {
        "thera": "Thera erupts (you lose 2 points)",
        "vesuvius": "Vesuvius erupts (you lose 1 points)",
    }
    assert "others: Italy 1" in s.form().content
    s.refused("zvv", "etna", match="not a volcano at your units")
    events = s.act("zvv", "thera")
    assert [e.data["volcano"] for e in events if e.kind == "volcano_erupted"] == ["thera"]


def test_11_3_flood_plain_choice_shows_the_areas_and_points() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "flood")
    put(g, "libya", "p1", 20)
    put(g, "memphis", "p1", 3)
    put(g, "sumeria", "p1", 3)
    put(g, "babylonia", "p2", 2)
    start_calamities(g)
    s = Seat(g, "p1", "flood_plain")
    content = s.form().content
    assert "Tigris-Euphrates" in content and "Sumeria" in content and "others there: Italy 2" in content
    s.refused("zfp", "po", match="cannot strike the Po plain")
    events = s.act("zfp", "tigris-euphrates")
    assert [e.data["plain"] for e in events if e.kind == "flood_struck"] == ["tigris-euphrates"]


def test_22_2_7_3_flood_plain_choice_counts_a_safe_city_and_shows_what_is_at_stake() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "flood")
    put(g, "libya", "p1", 20)
    city(g, "moesia", "p1")  # Danube, black site: worth 5, nothing at stake
    put(g, "fayum", "p1", 5)
    put(g, "danube", "p2", 4)
    start_calamities(g)
    s = Seat(g, "p1", "flood_plain")
    content = s.form().content
    assert "Danube (Danube, Moesia, Thyras): your units there are worth 5 points, 0 of them at stake" in (
        content
    )
    assert "Nile" in content and "worth 5 points, 5 of them at stake" in content
    assert s.options("zfp") == {
        "danube": "Danube floods (your 0 points at stake)",
        "nile": "Nile floods (your 5 points at stake)",
    }
    events = s.act("zfp", "danube")
    assert [e.data["plain"] for e in events if e.kind == "flood_struck"] == ["danube"]
    assert units.tokens_in(g, "danube", "p2") == 0 and g.cities["moesia"] == "p1"


# -- Civil Disorder, Iconoclasm and Heresy, Piracy (11.3, A20, A40, A41) --------------------------------


def test_11_3_civil_disorder_cities_reduced_in_the_order_chosen() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "civil_disorder", traded_by="p2")
    areas = supported_cities(g, "p1", 6)
    start_calamities(g)
    s = Seat(g, "p1", "civil_disorder")
    assert "The order matters" in s.form().content and s.disabled("zdo")
    s.edit("zdc", "buhen")
    s.refused("zdo", match="exactly 2 cities to reduce; you chose 1")
    s.refused("zdc", "buhen", match="not one of your cities left")
    content = s.edit("zdc", "aleppo")
    assert "Buhen, then Aleppo" in content and "Kept intact: Ankara, Carrhae, Damascus, Gordium" in content
    assert "zdc" not in s.ops()
    events = s.act("zdo")
    assert [e.data["area"] for e in events if e.kind == "city_reduced"] == ["buhen", "aleppo"]
    assert units.cities_of(g, "p1") == sorted(set(areas) - {"aleppo", "buhen"})


def test_11_3_iconoclasm_own_cities_and_other_players_within_law_and_philosophy() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "iconoclasm", traded_by="p2")
    own = supported_cities(g, "p1", 4)
    for area, p in (("athens", "p2"), ("corinth", "p2"), ("sparta", "p3"), ("argos", "p3"), ("thera", "p4")):
        city(g, area, p)
    g.ps("p3").civ_cards.append("law")
    g.ps("p4").civ_cards.extend(["law", "philosophy"])
    start_calamities(g)
    s = Seat(g, "p1", "iconoclasm")
    targets = s.options("zit")
    assert "thera" not in targets and "Law: at most one" in targets["sparta"]
    s.edit("zio", *own[:3])
    s.refused("zik", match="exactly 4 cities of yours to reduce; you chose 3")
    s.edit("zio", *own)
    s.edit("zit", "sparta")
    assert "argos" not in s.options("zit")  # p3 holds Law: one city at most
    s.refused("zit", "argos", match="cannot be added")
    s.edit("zit", "athens")
    assert "zit" not in s.ops()  # two others named: the most allowed
    events = s.act("zik")
    assert sorted(e.data["area"] for e in events if e.kind == "city_reduced") == sorted(
        [*own, "athens", "sparta"]
    )


def test_11_3_piracy_cities_by_water_one_per_ship() -> None:
    g = piracy_game(["rhodes", "babylonia"])
    start_calamities(g)
    s = Seat(g, "p2", "piracy")
    content = s.form().content
    assert (
        "raid Africa" in content
        and "On the waters of your ships at Rhodes (1 ship): Athens, Corinth" in content
    )
    assert "On the waters of your ships at Babylonia (1 ship): Ur" in content
    s.refused("zyc", "athens", "corinth", match="Only 1 ship can reach the waters of your ships at Rhodes")
    s.refused("zyc", "thebes", "ur", match="Choose among the coastal cities")
    s.refused("zyo", match="exactly 2 cities; you chose 0")
    s.edit("zyc", "corinth", "ur")
    events = s.act("zyo")
    assert sorted(e.data["area"] for e in events if e.kind == "city_eliminated") == ["corinth", "ur"]


# -- return of excess trade cards (10.6, A25) ---------------------------------------------------------


def test_10_6_return_cards_duplicates_and_set_value_before_and_after() -> None:
    g = enter_excess_cards({"p1": EIGHT})
    s = Seat(g, "p1", "return_cards")
    labels = s.options("zrc")
    assert labels["salt#2"] == "Salt 3/3 (face value 3)" and len(labels) == 8
    s.edit("zrc", "salt#0", "salt#1")
    content = s.form().content
    rest = ["grain", "grain", "gold", "hides", "ochre", "salt"]
    assert "Returning: Salt, Salt" in content
    assert f"{set_value(EIGHT)} now, {set_value(rest)} after" in content
    s.edit("zrc", "gold#0")
    s.refused("zro", match="exactly 2 commodity cards")
    s.edit("zrc", "ochre#0", "gold#0")
    s.act("zro")
    assert g.ps("p1").hand == ["grain", "grain", "hides", "salt", "salt", "salt"]


def test_10_6_a25_below_the_limit_only_a_calamity_may_go_back() -> None:
    g = enter_excess_cards({"p1": ["salt", "grain", "civil_disorder"]})
    s = Seat(g, "p1", "return_cards")
    assert set(s.options("zrc")) == {"civil_disorder#0"}
    assert not s.disabled("zro")  # keeping everything is allowed
    s.refused("zrc", "salt#0", match="Choose among the cards offered")
    s.edit("zrc", "civil_disorder#0")
    s.act("zro")
    assert g.ps("p1").hand == ["grain", "salt"]


def test_10_6_return_cards_more_than_25_are_picked_one_at_a_time() -> None:
    g = game(["crete", "thrace", "italy"])
    hand = ["salt"] * 9 + ["grain"] * 8 + ["cloth"] * 7 + ["bronze"] * 6
    give_cards(g, "p1", hand)
    enter(g, "excess_cards")
    s = Seat(g, "p1", "return_cards")
    assert pending(g)[0].options["must_return"] == 24
    item = next(i for i in s.form().items if op_of(i) == "zrc")
    assert isinstance(item, discord.ui.Select) and item.max_values == 1 and "of 30" in str(item.placeholder)
    for n, card in enumerate(["cloth"] * 7 + ["bronze"] * 6 + ["grain"] * 8 + ["salt"] * 3, start=1):
        first = next(v for v in s.options("zrc") if v.startswith(card + "#"))
        s.edit("zrc", first)
        assert first not in s.options("zrc") and len(s.ctx.draft["return_cards"]["cards"]) == n
        assert s.disabled("zro") == (n < 24)
    s.act("zro")
    assert g.ps("p1").hand == ["salt"] * 6


# -- end to end: a Famine loss answered by clicks in DMs ----------------------------------------------


async def test_11_2_famine_loss_answered_by_clicks_in_dms(world):
    live, _thread = await past_setup(world)
    g = live.state
    seat = live.seats[0]
    area = units.areas_of(g, seat)[0]
    clear_board(g)
    put(g, area, seat, 20)  # alone on the board: nobody else to share the Famine with
    hold_calamity(g, seat, "famine")
    enter(g, "calamities")
    [d] = pending(g)
    assert (d.player, d.kind, d.options["points"]) == (seat, "lose_units", 9)
    bot = bot_of(world.env)
    live.forget_decisions()  # the position was made by hand, not by the engine's apply
    await bot.notifier.prompt(live, seat, new=True)
    user = user_of(world, live, seat)

    msg = prompt_message(world, user, live.id)
    assert "**Famine**" in msg.content and "0 of 9 points" in msg.content
    await user.user.select(msg, [area], custom_id=find(msg, "zlt"))
    msg = prompt_message(world, user, live.id)
    await user.user.select(msg, ["9"], custom_id=find(msg, "zln"))
    msg = prompt_message(world, user, live.id)
    assert "9 of 9 points" in msg.content
    r = await user.user.click(msg, custom_id=find(msg, "zlo"))
    assert "not" not in texts(r), texts(r)
    await world.env.settle()

    [entry] = [e for e in await bot.db.log(live.id) if e.payload.get("type") == "lose_units"]
    assert action_from_json(entry.payload) == LoseUnits(seat, ((area, 9),), ())
    assert all(x.kind != "lose_units" for x in pending(live.state))
