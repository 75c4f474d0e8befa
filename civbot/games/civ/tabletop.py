"""The table as text, for ``civbot play``: the players, the census order, a player's hand with
its set values, and the trade's offers (the map: ``civbot.games.civ.areas``).

Everything is read from an engine view (``view_for``), so a player sees exactly what the rules
let him see: the public board, and only his own hand.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from civbot.games.civ.areas import nation_names
from civbot.games.civ.words import card_name, is_calamity, set_value
from i18n.catalog import N_, _, n_


def players_text(view: Mapping[str, Any], viewer: str | None) -> list[str]:
    lines = [_("Round {round}, {phase}", round=view["round"], phase=view["phase_title"])]
    for p in view["players"]:
        lines.append("  " + _player_line(p, viewer))
        if p.get("calamities"):
            faced = ", ".join(card_name(c) for c in p["calamities"])
            lines.append("    " + _("calamities face up: {cards}", cards=faced))
    return lines


def _player_line(p: Mapping[str, Any], viewer: str | None) -> str:
    """``Egypt (ai1): AST 3, 2 cities, ...; pottery, mysticism``."""
    name = p.get("nation_name") or p["player"]
    who = _("{name} ({seat}) (you)", name=name, seat=p["player"]) if p["player"] == viewer else None
    figures = [
        _("AST {position}", position=p["ast_position"]),
        n_("{n} city", "{n} cities", p["cities"]),
        n_("{n} token on the board", "{n} tokens on the board", p["tokens_on_board"]),
        _("stock {stock}", stock=p["stock"]),
        _("treasury {treasury}", treasury=p["treasury"]),
        n_("{n} ship", "{n} ships", p["ships"]),
        n_("{n} trade card", "{n} trade cards", p["hand_size"]),
    ]
    if "public_score" in p:
        # English said "points" of one point too (kept, byte for byte); the other languages
        # count with their plural forms.
        figures.append(
            n_(
                "{n} victory point (hand not counted)",
                "{n} victory points (hand not counted)",
                p["public_score"],
            )
        )
    cards = ", ".join(card_name(c) for c in p["civ_cards"]) or _("no civilization cards")
    seat = who or f"{name} ({p['player']})"
    return f"{seat}: {', '.join(figures)}; {cards}"


def census_text(view: Mapping[str, Any]) -> list[str]:
    names = nation_names(view)
    census = {p["player"]: p["census"] for p in view["players"]}
    order = view.get("census_order") or []
    if not order:
        return [_("No census has been taken yet.")]
    return [_("Census order (most tokens first; this is the order of movement):")] + [
        f"  {i}. {names.get(p, p)} ({p}): " + n_("{n} token", "{n} tokens", census.get(p, 0))
        for i, p in enumerate(order, 1)
    ]


def hand_text(view: Mapping[str, Any]) -> list[str]:
    """The viewer's hand: each commodity with how many, its set value, and the whole hand's."""
    you = view["you"]
    hand: list[str] = you["hand"]
    counts: dict[str, int] = {}
    for c in hand:
        counts[c] = counts.get(c, 0) + 1
    lines = [
        n_(
            "Your hand: {n} trade card, set value {value}",
            "Your hand: {n} trade cards, set value {value}",
            len(hand),
            value=set_value(hand),
        )
    ]
    for c, n in sorted(counts.items(), key=lambda kv: (is_calamity(kv[0]), kv[0])):
        if is_calamity(c):
            lines.append("  " + _("{card} x{n}: a tradable calamity, worth nothing", card=card_name(c), n=n))
        else:
            lines.append(
                "  "
                + _(
                    "{card} ({id}) x{n}: set value {value} (one card {one}, one more makes {more})",
                    card=card_name(c),
                    id=c,
                    n=n,
                    value=set_value([c] * n),
                    one=set_value([c]),
                    more=set_value([c] * (n + 1)),
                )
            )
    held = [h["calamity"] for h in you["calamities"]]
    if held:
        suffered = ", ".join(card_name(c) for c in held)
        lines.append("  " + _("Calamities you will suffer this round: {cards}", cards=suffered))
    lines.append(
        "  "
        + _(
            "Treasury {treasury}; civilization cards: {cards}",
            treasury=you["treasury"],
            cards=_civ_cards(you),
        )
    )
    return lines


def _civ_cards(you: Mapping[str, Any]) -> str:
    cards = ", ".join(card_name(c) for c in you["civ_cards"]) or _("none")
    credits = you.get("credits") or {}
    if credits:
        listed = ", ".join(f"{card_name(c)} {n}" for c, n in sorted(credits.items()))
        cards = _("{cards}; credits: {credits}", cards=cards, credits=listed)
    return cards


# An offer's status as the trade's list shows it.
STATUSES = {
    "open": N_("open"),
    "accepted": N_("accepted"),
    "declined": N_("declined"),
    "withdrawn": N_("withdrawn"),
    "lapsed": N_("lapsed"),
    "revised": N_("revised"),
    "replaced": N_("replaced"),
    "closed": N_("closed"),
}


def offers_text(view: Mapping[str, Any]) -> list[str]:
    """Every offer of this trade: open ones first, then those closed, with their public facts
    (and the cards of the viewer's own)."""
    packets = view.get("trade", {}).get("packets")
    if packets is None:
        return [_("There is no trade going on.")]
    names = nation_names(view)
    if not packets:
        return [_("No offers yet.")]
    lines = [_("Offers in this trade:")]
    for p in sorted(packets, key=lambda p: (p["status"] != "open", p["id"])):
        status = _(STATUSES[p["status"]]) if p["status"] in STATUSES else p["status"]
        lines.append(f"  {status}: " + describe_offer(p, lambda x: names.get(x, x)))
    return lines


def describe_offer(facts: Mapping[str, Any], name: Callable[[str], str]) -> str:
    """``#4 from Crete to all: 3 cards worth 12, named grain (answers #2) [your cards]`` (in
    Advanced Civilization ``3 cards naming grain and salt``): the public facts of a packet
    (rules 10.5.3), and its cards when they are the viewer's own."""
    to = _("all") if facts["to"] is None else name(facts["to"])
    cards = n_("{n} card", "{n} cards", facts["cards"])
    packet = {"id": facts["id"], "sender": name(facts["from"]), "receiver": to, "cards": cards}
    if isinstance(facts["named"], list):  # Advanced Civilization: cards named, no value (000 §28.3)
        named = _(" and ").join(facts["named"])
        line = _("#{id} from {sender} to {receiver}: {cards} naming {named}", named=named, **packet)
    else:
        line = _(
            "#{id} from {sender} to {receiver}: {cards} worth {value}, named {named}",
            value=facts["value"],
            named=facts["named"],
            **packet,
        )
    if facts.get("reply_to") is not None:
        line += " " + _("(answers #{id})", id=facts["reply_to"])
    if facts.get("hand_cards"):
        line += f" [{' '.join(facts['hand_cards'])}]"
    return line
