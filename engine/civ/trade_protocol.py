"""The trade protocol of phase 10 (rules 10.5, 11.1, A22, A24, A26): packets, their public
facts, validation, and what each viewer may see.

A **packet** is a set of at least 3 trade cards from its owner's hand, with one commodity of
the packet named by the owner. Only three facts about a packet are public (10.5.3): the number
of cards, the true total value (set values within the packet, calamities 0) and the named
commodity. The cards themselves are seen only by the owner (and a game master).

Actions (the Discord bot carries exactly these; ids are integers counted from 1 per phase):

* ``MakeOffer(to, cards, named)`` — post a packet to one player (``to``) or to all (``to`` None).
* ``CounterOffer(offer, cards, named)`` — answer a packet addressed to you (or to all) with a packet
  of your own; the counter is addressed to the other packet's owner and *replies to* it.
  Countering a counter is allowed (multi-step haggling). When you counter a packet that itself
  replies to one of yours addressed to that player alone, your earlier packet is *replaced* by
  the new one (its cards become free for it): the two of you are haggling one-to-one.
* ``Accept(offer)`` — by the addressee of a packet that replies to one of his own open packets:
  the two packets change hands at once, face down (10.5.5). An original offer cannot be
  accepted directly, because both sides must give at least 3 cards (10.5.4): counter it.
* ``Decline(offer)`` — by its addressee; on an offer to all, it only hides it from the decliner.
* ``Withdraw(offer)`` — by its owner, any time before it is accepted.
* ``Revise(offer, cards, named)`` — change an open packet: the old one is closed ("revised")
  and a new packet with a new id takes its place (same addressee, same reply); packets that
  answered the old one lapse, since their owners agreed to other cards.
* ``DoneTrading()`` — the player leaves the trade for this round; his packets are withdrawn.

A card promised in one open packet cannot be promised in another (multiplicities count).
Closing a packet closes, recursively, the open packets that reply to it (status "lapsed").
Statuses: open, accepted, withdrawn, declined, replaced, revised, lapsed, closed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from typing import Any, NotRequired, TypedDict

from engine.civ import refusal_names as rn
from engine.civ.cards import is_commodity, set_value
from engine.civ.content import trade_cards
from engine.civ.state import GameState, PhaseData
from engine.core import serial
from engine.core.actions import Action, action
from engine.core.decisions import DecisionOptions
from engine.core.errors import IllegalAction, NotEnough, UnknownName
from i18n.catalog import N_, Said, l_, ln_

MIN_PACKET = 3
OPEN = "open"


# -- actions ---------------------------------------------------------------------------


@action("make_offer")
@dataclass(frozen=True)
class MakeOffer(Action):
    to: str | None = None
    cards: tuple[str, ...] = ()
    named: str = ""


@action("counter_offer")
@dataclass(frozen=True)
class CounterOffer(Action):
    offer: int = 0
    cards: tuple[str, ...] = ()
    named: str = ""


@action("accept_offer")
@dataclass(frozen=True)
class Accept(Action):
    offer: int = 0


@action("decline_offer")
@dataclass(frozen=True)
class Decline(Action):
    offer: int = 0


@action("withdraw_offer")
@dataclass(frozen=True)
class Withdraw(Action):
    offer: int = 0


@action("revise_offer")
@dataclass(frozen=True)
class Revise(Action):
    offer: int = 0
    cards: tuple[str, ...] = ()
    named: str = ""


@action("done_trading")
@dataclass(frozen=True)
class DoneTrading(Action):
    pass


TRADE_ACTIONS: tuple[type[Action], ...] = (
    MakeOffer,
    CounterOffer,
    Accept,
    Decline,
    Withdraw,
    Revise,
    DoneTrading,
)


# -- phase data ------------------------------------------------------------------------


@serial.register("trade_packet")
@dataclass
class Packet:
    id: int
    owner: str
    # Addressee: one player, or None for all players.
    to: str | None
    cards: list[str]
    named: str
    # The packet this one answers (a counter), None for an original offer.
    reply_to: int | None = None
    status: str = OPEN
    # Players who declined an offer to all (it stays open for the others).
    declined_by: list[str] = field(default_factory=list)


@serial.register("trade_data")
@dataclass
class TradeData(PhaseData):
    next_id: int = 1
    packets: list[Packet] = field(default_factory=list)
    # Players who declared (or were made) done, in order.
    done: list[str] = field(default_factory=list)
    # Completed deals: pairs of packet ids.
    deals: list[list[int]] = field(default_factory=list)
    ended: bool = False


def trade_data(g: GameState) -> TradeData:
    assert isinstance(g.data, TradeData)
    return g.data


def packet(d: TradeData, pid: int) -> Packet:
    for p in d.packets:
        if p.id == pid:
            return p
    known = ", ".join(f"#{p.id}" for p in d.packets if p.status == OPEN) or Said(N_("none"))
    raise IllegalAction(
        l_("There is no offer #{id} in this trade (open offers: {known}).", id=pid, known=known)
    )


def can_hold_trade(g: GameState, player: str) -> bool:
    """10.5.6: a player with fewer than 3 trade cards cannot trade."""
    return len(g.ps(player).hand) >= MIN_PACKET


def active(g: GameState, d: TradeData, player: str) -> bool:
    return player not in d.done and can_hold_trade(g, player)


def open_packets(d: TradeData, owner: str | None = None) -> list[Packet]:
    return [p for p in d.packets if p.status == OPEN and (owner is None or p.owner == owner)]


def promised(d: TradeData, owner: str, excluding: tuple[int, ...] = ()) -> Counter[str]:
    """The owner's cards promised in his open packets (a multiset)."""
    out: Counter[str] = Counter()
    for p in open_packets(d, owner):
        if p.id not in excluding:
            out.update(p.cards)
    return out


def free_cards(g: GameState, d: TradeData, owner: str, excluding: tuple[int, ...] = ()) -> list[str]:
    left = Counter(g.ps(owner).hand) - promised(d, owner, excluding)
    return sorted(left.elements())


def check_offered_cards(
    g: GameState,
    d: TradeData,
    owner: str,
    cards: tuple[str, ...],
    excluding: tuple[int, ...],
    known: Collection[str],
    kind: str,
    rule: str,
) -> None:
    """The cards of a packet: known trade cards, at least 3 (``rule``), all in the owner's hand
    and not promised in another of his open packets (``excluding``: packets being replaced)."""
    for c in cards:
        if c not in known:
            raise UnknownName("trade card", c, known)
    if len(cards) < MIN_PACKET:
        raise IllegalAction(
            l_(
                "An offer must have at least {n} cards ({rule}); this one has {cards}.",
                n=MIN_PACKET,
                rule=rule,
                cards=len(cards),
            )
        )
    have = Counter(g.ps(owner).hand)
    want = Counter(cards)
    for c, n in sorted(want.items()):
        if have[c] < n:
            raise NotEnough(
                ln_(
                    "You hold {n} {card} card, not {asked}.",
                    "You hold {n} {card} cards, not {asked}.",
                    have[c],
                    card=rn.Named(kind, c),
                    asked=n,
                )
            )
    taken = promised(d, owner, excluding)
    for c, n in sorted(want.items()):
        if taken[c] + n > have[c]:
            raise IllegalAction(
                l_(
                    "You hold {have} {card}, of which {taken} already promised in another open "
                    "offer: you can put at most {left} in this one. Withdraw or revise the "
                    "other offer first.",
                    have=have[c],
                    card=rn.Named(kind, c),
                    taken=taken[c],
                    left=have[c] - taken[c],
                )
            )


def card_name(card: str) -> str:
    tc = trade_cards()
    if card in tc.commodities:
        return tc.commodities[card].name
    if card in tc.calamities:
        return tc.calamities[card].name
    return card


def check_packet(
    g: GameState,
    d: TradeData,
    owner: str,
    cards: tuple[str, ...],
    named: str,
    excluding: tuple[int, ...] = (),
) -> None:
    """A22/A24: at least 3 cards, all in the owner's hand and not promised elsewhere, and the
    named card a real commodity of the packet. ``excluding``: packets being replaced."""
    known = {*trade_cards().commodities, *trade_cards().calamities}
    check_offered_cards(g, d, owner, cards, excluding, known, "card", "rules 10.5.3")
    want = Counter(cards)
    if named not in known:
        raise UnknownName("commodity", named, trade_cards().commodities)
    choices = rn.NameList("card", tuple(sorted({c for c in cards if is_commodity(c)}, key=card_name)))
    if not is_commodity(named):
        raise IllegalAction(
            l_(
                "The named card must be a commodity (a calamity cannot be named, A24): name one of "
                "{choices}.",
                choices=choices,
            )
        )
    if named not in want:
        raise IllegalAction(
            l_(
                "The named commodity must be one of the packet's cards (rules 10.5.3): name one of "
                "{choices}.",
                choices=choices,
            )
        )


# -- what may be seen ------------------------------------------------------------------

# A packet as a trade decision shows it: its public facts (10.5.3: the number of cards, and in
# 1980 the true total value and the commodity named, in Advanced Civilization the cards
# declared); on an offer to the deciding player whether he may accept it and has answered it;
# on his own packets their cards.
PacketFacts = TypedDict(
    "PacketFacts",
    {
        "id": int,
        "from": str,
        "to": str | None,
        "reply_to": int | None,
        "cards": int,
        "value": NotRequired[int],
        "named": str | list[str],
        "status": str,
        "can_accept": NotRequired[bool],
        "answered": NotRequired[bool],
        "hand_cards": NotRequired[list[str]],
    },
)


# One of the player's deals, as only he knows it: with whom, what he gave, what he received.
Deal = TypedDict("Deal", {"with": str, "gave": list[str], "received": list[str]})


@dataclass(frozen=True)
class TradeChoice(DecisionOptions):
    """``trade``: the player's hand, the cards not promised in an offer, the least packet, who
    still trades, the offers to him, his own open packets and his deals of this trade."""

    hand: list[str]
    free: list[str]
    min_cards: int
    partners: list[str]
    incoming: list[PacketFacts]
    mine: list[PacketFacts]
    deals: list[Deal]


def public_facts(p: Packet) -> PacketFacts:
    """Everything the rules make public about a packet (10.5.3) — never its cards."""
    return {
        "id": p.id,
        "from": p.owner,
        "to": p.to,
        "reply_to": p.reply_to,
        "cards": len(p.cards),
        "value": set_value(p.cards),
        "named": p.named,
        "status": p.status,
    }


def packet_view(p: Packet, viewer: str | None, all_secrets: bool = False) -> PacketFacts:
    out = public_facts(p)
    if all_secrets or (viewer is not None and viewer == p.owner):
        out["hand_cards"] = list(p.cards)
    return out


def stack_sizes(g: GameState) -> dict[str, int]:
    """Stack heights are visible on the table; their cards are not."""
    return {str(n): len(s) for n, s in sorted(g.stacks.items())}


def trade_view(g: GameState, viewer: str | None, role: str) -> dict[str, Any]:
    """The "trade" part of every view: stack sizes always; during phase 10 the public facts of
    every packet (``public_facts``), plus ``hand_cards`` (the card ids) on the viewer's own
    packets only — a game master sees them on all — and who is still trading."""
    return packets_view(g, viewer, role, packet_view, {"gold_price": trade_cards().gold_price})


PacketView = Callable[[Packet, str | None, bool], PacketFacts]


def packets_view(
    g: GameState, viewer: str | None, role: str, show: PacketView, facts: dict[str, Any]
) -> dict[str, Any]:
    """The trade part of a view, each packet shown by the game's ``show``; ``facts`` are the
    game's other public trade facts (a price)."""
    out: dict[str, Any] = {"stack_sizes": stack_sizes(g), **facts}
    if g.phase != "trade" or not isinstance(g.data, TradeData):
        return out
    d = g.data
    see_all = role == "game_master"
    out["packets"] = [show(p, viewer, see_all) for p in d.packets]
    out["done"] = list(d.done)
    out["trading"] = [p for p in g.players if active(g, d, p)]
    out["deals"] = [list(pair) for pair in d.deals]
    return out
