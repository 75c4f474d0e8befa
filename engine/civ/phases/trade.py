"""Phase 10 — Trade (rules 6.10, 10.5, 11.1, A22-A26).

Everyone who holds at least 3 trade cards trades at once, by the packet protocol described in
``engine.civ.trade_protocol``: offers, counter-offers, accept, decline, withdraw, revise, and
"done trading". An accepted deal swaps two packets atomically and face down. A tradable
calamity inside a packet does not enter its receiver's hand: it becomes a held calamity he must
suffer in phase 12 (``traded_by`` the giver), so it can never be passed on. It is placed face
up in front of him as soon as the deal is made (001 22.2.2, 19.3); the house rule
``traded_calamity_reveal="end_of_trade"`` keeps it secret until the phase ends.

The phase ends when fewer than two players are still trading: each is done when he says so,
when his hand drops below 3 cards, or when the deadline passes (the default of every trade
decision is ``DoneTrading``). Every player may send trade actions while the phase runs, so that
one who cannot trade is told why rather than that it is not his turn.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, ClassVar

from engine.civ.cards import add_to_hand, hand_has, is_calamity, remove_from_hand
from engine.civ.order import ast_order
from engine.civ.phases.base import Phase
from engine.civ.refusal_names import Term
from engine.civ.state import GameState, HeldCalamity
from engine.civ.trade_protocol import (
    MIN_PACKET,
    OPEN,
    TRADE_ACTIONS,
    Accept,
    CounterOffer,
    Deal,
    Decline,
    DoneTrading,
    MakeOffer,
    Packet,
    PacketFacts,
    Revise,
    TradeChoice,
    TradeData,
    Withdraw,
    active,
    can_hold_trade,
    check_packet,
    open_packets,
    packet,
    packet_view,
    public_facts,
    trade_data,
    trade_view,
)
from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.errors import IllegalAction, UnknownName
from engine.core.events import Event, private, public
from engine.core.said_json import english, said_to_json
from i18n.catalog import N_, Said, l_, ln_, n_, pN_

__all__ = ["TradePhase", "trade_view"]


STATUSES = (
    pN_("offer status", "open"),
    pN_("offer status", "accepted"),
    pN_("offer status", "declined"),
    pN_("offer status", "withdrawn"),
    pN_("offer status", "revised"),
    pN_("offer status", "replaced"),
    pN_("offer status", "lapsed"),
)
"""An offer's status as a refusal says it ("Offer #3 is withdrawn"), marked for the catalogue."""


def _status(x: Packet) -> Term:
    return Term("offer status", x.status)


class TradePhase(Phase):
    name = "trade"
    title = N_("Phase 10: Trade")
    actions = TRADE_ACTIONS
    # The action classes of this game's trade (Advanced Civilization declares differently).
    offer_action: ClassVar[type[Action]] = MakeOffer
    counter_action: ClassVar[type[Action]] = CounterOffer
    revise_action: ClassVar[type[Action]] = Revise
    decision_kind: ClassVar[str] = "trade"
    options_class: ClassVar[type[TradeChoice]] = TradeChoice

    def new_data(self) -> TradeData:
        return TradeData()

    def check_offer(
        self,
        g: GameState,
        d: TradeData,
        owner: str,
        cards: tuple[str, ...],
        named: Any,
        excluding: tuple[int, ...] = (),
    ) -> None:
        """Refuse a packet its owner may not offer (rules 10.5.3, A22, A24)."""
        check_packet(g, d, owner, cards, named, excluding)

    def make_packet(
        self,
        d: TradeData,
        owner: str,
        to: str | None,
        cards: tuple[str, ...],
        named: Any,
        reply_to: int | None,
    ) -> Packet:
        return Packet(d.next_id, owner, to, sorted(cards), named, reply_to)

    def facts(self, p: Packet) -> PacketFacts:
        """What the rules make public about a packet."""
        return public_facts(p)

    def view_packet(self, p: Packet, viewer: str) -> PacketFacts:
        """A packet as ``viewer`` sees it (his own with its cards)."""
        return packet_view(p, viewer)

    def trade_options(self, g: GameState) -> dict[str, Any]:
        """Facts of this game's trade added to every trade decision."""
        return {}

    def start(self, g: GameState) -> list[Event]:
        g.data = self.new_data()
        traders = [p for p in ast_order(g) if can_hold_trade(g, p)]
        return [public("trade_opened", traders=traders), *self._maybe_end(g)]

    def done(self, g: GameState) -> bool:
        return trade_data(g).ended

    def expects(self, g: GameState, player: str) -> bool:
        return not trade_data(g).ended

    # -- decisions ---------------------------------------------------------------------

    def pending(self, g: GameState) -> list[Decision]:
        d = trade_data(g)
        if d.ended:
            return []
        table = _Table.of(g, d)
        made = [self._decide(g, d, p, table) for p in table.traders]
        # Players with something to answer first: they are the ones others wait for (the sort is
        # stable, so AST order stays within each group).
        made.sort(key=lambda m: m[1] == 0)
        return [dec for dec, _unused in made]

    def first_pending(self, g: GameState) -> list[Decision]:
        """``pending(g)[:1]``: the first trader with an offer awaiting his answer, else the
        first trader, and only his decision made."""
        d = trade_data(g)
        if d.ended:
            return []
        table = _Table.of(g, d)
        awaited = (p for p in table.traders if any(not done for _p, done in self._incoming(p, table)))
        first = next(awaited, table.traders[0] if table.traders else None)
        return [] if first is None else [self._decide(g, d, first, table)[0]]

    def decision(self, g: GameState, d: TradeData, player: str) -> Decision:
        return self._decide(g, d, player, _Table.of(g, d))[0]

    def _decide(self, g: GameState, d: TradeData, player: str, t: _Table) -> tuple[Decision, int]:
        """The player's trade decision, and how many offers await his answer."""
        own = t.open_of.get(player, [])
        mine = {p.id for p in own}
        incoming = []
        for p, answered in self._incoming(player, t):
            facts = self.facts(p)
            facts["can_accept"] = p.to == player and p.reply_to in mine
            facts["answered"] = answered
            incoming.append(facts)
        hand = g.ps(player).hand
        free = sorted(hand)  # ``free_cards``: the hand less the cards of his open packets
        if own:
            promised: Counter[str] = Counter()
            for p in own:
                promised.update(p.cards)
            free = sorted((Counter(hand) - promised).elements())
        waiting = sum(1 for p in incoming if not p["answered"])
        decision = Decision(
            player,
            self.decision_kind,
            n_(
                "Trade: you hold {hand} cards, {free} not promised in an offer; {n} offer awaits your "
                "answer. Make an offer (at least {least} cards), answer one (accept, counter, decline), "
                "or say you are done trading.",
                "Trade: you hold {hand} cards, {free} not promised in an offer; {n} offers await your "
                "answer. Make an offer (at least {least} cards), answer one (accept, counter, decline), "
                "or say you are done trading.",
                waiting,
                hand=len(hand),
                free=len(free),
                least=MIN_PACKET,
            ),
            self.options_class(
                hand=list(hand),
                free=free,
                min_cards=MIN_PACKET,
                partners=[p for p in t.traders if p != player],
                incoming=incoming,
                mine=[self.view_packet(p, player) for p in own],
                deals=self.deals_of(d, player),
                **self.trade_options(g),
            ),
            DoneTrading(player),
            True,
            leave=DoneTrading(player),
        )
        return decision, waiting

    @staticmethod
    def _incoming(player: str, t: _Table) -> list[tuple[Packet, bool]]:
        """The open packets offered to ``player`` (to him or to anyone he has not declined),
        and whether he has answered each with a packet of his own."""
        answered = {p.reply_to for p in t.open_of.get(player, [])}
        return [
            (p, p.id in answered)
            for p in t.opens
            if p.owner != player and (p.to == player or (p.to is None and player not in p.declined_by))
        ]

    @staticmethod
    def deals_of(d: TradeData, player: str) -> list[Deal]:
        """The player's deals of this trade, as only he knows them: with whom, what he gave and
        what he received (the others learn only how many cards went each way, 10.5.5)."""
        out: list[Deal] = []
        for pair in d.deals:
            x, y = packet(d, pair[0]), packet(d, pair[1])
            if player not in (x.owner, y.owner):
                continue
            mine, theirs = (x, y) if x.owner == player else (y, x)
            out.append({"with": theirs.owner, "gave": list(mine.cards), "received": list(theirs.cards)})
        return out

    # -- actions -----------------------------------------------------------------------

    def apply(self, g: GameState, a: Action) -> list[Event]:
        d = trade_data(g)
        self._check_trader(g, d, a.player)
        if isinstance(a, self.offer_action):
            events = self._make_offer(g, d, a)
        elif isinstance(a, self.counter_action):
            events = self._counter(g, d, a)
        elif isinstance(a, Accept):
            events = self._accept(g, d, a)
        elif isinstance(a, Decline):
            events = self._decline(d, a)
        elif isinstance(a, Withdraw):
            x = self._own_open(d, a.player, a.offer, "withdraw")
            events = self._close(d, x, "withdrawn")
        elif isinstance(a, self.revise_action):
            events = self._revise(g, d, a)
        else:
            assert isinstance(a, DoneTrading)
            events = self._leave(d, a.player, None)
        return events + self._maybe_end(g)

    @staticmethod
    def _check_trader(g: GameState, d: TradeData, player: str) -> None:
        if player in d.done:
            raise IllegalAction(l_("You are done trading for this round; you cannot take part any more."))
        if not can_hold_trade(g, player):
            raise IllegalAction(
                ln_(
                    "You hold {n} trade card; trading needs at least {least} (rules 10.5.6).",
                    "You hold {n} trade cards; trading needs at least {least} (rules 10.5.6).",
                    len(g.ps(player).hand),
                    least=MIN_PACKET,
                )
            )

    def _new_packet(
        self,
        d: TradeData,
        owner: str,
        to: str | None,
        cards: tuple[str, ...],
        named: Any,
        reply_to: int | None,
    ) -> list[Event]:
        p = self.make_packet(d, owner, to, cards, named, reply_to)
        d.next_id += 1
        facts = self.facts(p)
        same = self._shown_before(d, facts)
        d.packets.append(p)
        return [
            public("offer_made", **facts, **({"same_as": same} if same is not None else {})),
            private("offer_cards", (owner,), offer=p.id, cards=list(p.cards)),
        ]

    def _shown_before(self, d: TradeData, facts: PacketFacts) -> int | None:
        """The last earlier offer of this trade that showed the table the same as ``facts``
        (owner, addressee, answer, size, value, names): a log then says the offer is made again
        rather than telling it as new. Only public facts are compared, so nothing of the hidden
        cards is given away."""
        keys = ("from", "to", "reply_to", "cards", "value", "named")
        for earlier in reversed(d.packets):
            shown = self.facts(earlier)
            if all(shown.get(k) == facts.get(k) for k in keys):
                return earlier.id
        return None

    def _make_offer(self, g: GameState, d: TradeData, a: Any) -> list[Event]:
        if a.to is not None:
            if a.to not in g.player_states:
                raise UnknownName("player", a.to, g.players)
            if a.to == a.player:
                raise IllegalAction(l_("You cannot trade with yourself."))
            if not active(g, d, a.to):
                raise IllegalAction(
                    l_(
                        "{player} is not trading any more (done, or fewer than {n} cards).",
                        player=a.to,
                        n=MIN_PACKET,
                    )
                )
        self.check_offer(g, d, a.player, a.cards, a.named)
        return self._new_packet(d, a.player, a.to, a.cards, a.named, None)

    def _counter(self, g: GameState, d: TradeData, a: Any) -> list[Event]:
        x = self._answerable(d, a.player, a.offer, "counter")
        mine = [p.id for p in open_packets(d, a.player) if p.reply_to == x.id]
        if mine:
            raise IllegalAction(
                l_(
                    "You already answered offer #{id} with #{mine}: revise or withdraw that one instead.",
                    id=x.id,
                    mine=mine[0],
                )
            )
        # One-to-one haggling: countering the answer to my own packet replaces that packet.
        replacing: Packet | None = None
        if x.reply_to is not None:
            y = packet(d, x.reply_to)
            if y.owner == a.player and y.status == OPEN and y.to == x.owner:
                replacing = y
        self.check_offer(g, d, a.player, a.cards, a.named, (replacing.id,) if replacing else ())
        events: list[Event] = []
        if replacing is not None:
            # Not a cascade: the only packet answering it is x, which stays open.
            replacing.status = "replaced"
            events.append(public("offer_closed", offer=replacing.id, status="replaced"))
        if a.player in x.declined_by:
            x.declined_by.remove(a.player)
        return events + self._new_packet(d, a.player, x.owner, a.cards, a.named, x.id)

    def _accept(self, g: GameState, d: TradeData, a: Accept) -> list[Event]:
        x = packet(d, a.offer)
        if x.status != OPEN:
            raise IllegalAction(
                l_("Offer #{id} is {status}: it can no longer be accepted.", id=x.id, status=_status(x))
            )
        if x.owner == a.player:
            raise IllegalAction(l_("Offer #{id} is your own; the other player must accept it.", id=x.id))
        if x.to != a.player or x.reply_to is None:
            raise IllegalAction(
                l_(
                    "Offer #{id} asks for cards of yours: answer it with a counter-offer (each side gives at "
                    "least {n} cards). You can accept only an offer that answers one of your own.",
                    id=x.id,
                    n=MIN_PACKET,
                )
            )
        y = packet(d, x.reply_to)
        if y.status != OPEN:
            raise IllegalAction(
                l_(
                    "Your offer #{mine}, which #{id} answers, is {status}: counter #{id} with a new packet.",
                    mine=y.id,
                    id=x.id,
                    status=_status(y),
                )
            )
        assert y.owner == a.player
        assert hand_has(g, y.owner, y.cards) and hand_has(g, x.owner, x.cards)
        return self._deal(g, d, y, x)

    def _decline(self, d: TradeData, a: Decline) -> list[Event]:
        x = self._answerable(d, a.player, a.offer, "decline")
        if x.to is None:
            if a.player in x.declined_by:
                raise IllegalAction(l_("You have already declined offer #{id}.", id=x.id))
            x.declined_by.append(a.player)
            events = [public("offer_declined", offer=x.id, player=a.player)]
            # My counters to it go with my refusal.
            for p in open_packets(d, a.player):
                if p.reply_to == x.id:
                    events += self._close(d, p, "withdrawn")
            return events
        return self._close(d, x, "declined")

    def _revise(self, g: GameState, d: TradeData, a: Any) -> list[Event]:
        x = self._own_open(d, a.player, a.offer, "revise")
        self.check_offer(g, d, a.player, a.cards, a.named, (x.id,))
        events = self._close(d, x, "revised")
        return events + self._new_packet(d, a.player, x.to, a.cards, a.named, x.reply_to)

    @staticmethod
    def _own_open(d: TradeData, player: str, pid: int, verb: str) -> Packet:
        x = packet(d, pid)
        if x.owner != player:
            if verb == "revise":
                raise IllegalAction(
                    l_(
                        "Offer #{id} is {owner}'s; you can revise only your own offers.",
                        id=x.id,
                        owner=x.owner,
                    )
                )
            raise IllegalAction(
                l_("Offer #{id} is {owner}'s; you can withdraw only your own offers.", id=x.id, owner=x.owner)
            )
        if x.status != OPEN:
            raise IllegalAction(l_("Offer #{id} is already {status}.", id=x.id, status=_status(x)))
        return x

    @staticmethod
    def _answerable(d: TradeData, player: str, pid: int, verb: str) -> Packet:
        x = packet(d, pid)
        if x.status != OPEN:
            if verb == "decline":
                raise IllegalAction(
                    l_("Offer #{id} is {status}: you cannot decline it any more.", id=x.id, status=_status(x))
                )
            raise IllegalAction(
                l_("Offer #{id} is {status}: you cannot counter it any more.", id=x.id, status=_status(x))
            )
        if x.owner == player:
            raise IllegalAction(l_("Offer #{id} is your own: revise or withdraw it instead.", id=x.id))
        if x.to not in (None, player):
            raise IllegalAction(l_("Offer #{id} is addressed to {player}, not to you.", id=x.id, player=x.to))
        return x

    # -- state changes -----------------------------------------------------------------

    def _close(self, d: TradeData, p: Packet, status: str) -> list[Event]:
        """Close ``p`` and, recursively, the open packets that answer it (they lapse)."""
        p.status = status
        events = [public("offer_closed", offer=p.id, status=status)]
        for q in open_packets(d):
            if q.status == OPEN and q.reply_to == p.id:
                events += self._close(d, q, "lapsed")
        return events

    def _deal(self, g: GameState, d: TradeData, y: Packet, x: Packet) -> list[Event]:
        """Swap ``y`` (owned by the accepter) and ``x`` (which answers it), face down (10.5.5)."""
        a, b = y.owner, x.owner
        remove_from_hand(g, a, y.cards)
        remove_from_hand(g, b, x.cards)
        y.status = x.status = "accepted"
        d.deals.append([y.id, x.id])
        sizes = [len(y.cards), len(x.cards)]
        events = [public("trade_made", players=[a, b], offers=[y.id, x.id], cards=sizes)]
        events += self._receive(g, b, y.cards, a)
        events += self._receive(g, a, x.cards, b)
        for q in open_packets(d):
            if q.status == OPEN and q.reply_to in (x.id, y.id):
                events += self._close(d, q, "lapsed")
        for p in (a, b):
            if not can_hold_trade(g, p):
                events += self._leave(d, p, l_("fewer than 3 cards"))
        return events

    def _receive(self, g: GameState, player: str, cards: list[str], giver: str) -> list[Event]:
        """11.1: a tradable calamity received in trade is held to be suffered, not kept in hand."""
        immediately = g.options.traded_calamity_reveal == "immediately"
        events: list[Event] = [private("trade_received", (player,), cards=list(cards), giver=giver)]
        commodities = []
        for c in cards:
            if is_calamity(c):
                g.ps(player).calamities.append(HeldCalamity(c, giver, immediately))
                if immediately:
                    events.append(public("calamity_revealed", player=player, calamity=c, traded_by=giver))
            else:
                commodities.append(c)
        add_to_hand(g, player, commodities)
        return events

    def _leave(self, d: TradeData, player: str, why: Said | None) -> list[Event]:
        """The player takes no further part (``why``: None when he declares it): his packets are
        withdrawn, offers to him lapse."""
        d.done.append(player)
        kept = {"reason": english(why), "reason_said": said_to_json(why)} if why else {"reason": "declared"}
        events = [public("trade_done", player=player, **kept)]
        for p in open_packets(d):
            if p.status == OPEN and p.owner == player:
                events += self._close(d, p, "withdrawn")
        for p in open_packets(d):
            if p.status == OPEN and p.to == player:
                events += self._close(d, p, "lapsed")
        return events

    def on_trade_end(self, g: GameState) -> list[Event]:
        """11.1: traded calamities not yet revealed are revealed when trading ends."""
        events: list[Event] = []
        for player in ast_order(g):
            for h in g.ps(player).calamities:
                if h.traded_by is not None and not h.revealed:
                    h.revealed = True
                    events.append(
                        public("calamity_revealed", player=player, calamity=h.calamity, traded_by=h.traded_by)
                    )
        return events

    def _maybe_end(self, g: GameState) -> list[Event]:
        """End the phase once no deal is possible (fewer than two traders left)."""
        d = trade_data(g)
        if d.ended or sum(1 for p in g.players if active(g, d, p)) >= 2:
            return []
        events: list[Event] = []
        for p in open_packets(d):
            if p.status == OPEN:
                p.status = "closed"
                events.append(public("offer_closed", offer=p.id, status="closed"))
        events += self.on_trade_end(g)
        d.ended = True
        events.append(public("trade_ended", deals=len(d.deals)))
        return events


@dataclass
class _Table:
    """What every trader's decision reads, gathered once per ``pending``: the traders still
    active in AST order, and the open packets (all, and by owner)."""

    traders: list[str]
    opens: list[Packet]
    open_of: dict[str, list[Packet]]

    @classmethod
    def of(cls, g: GameState, d: TradeData) -> _Table:
        opens = open_packets(d)
        open_of: dict[str, list[Packet]] = {}
        for p in opens:
            open_of.setdefault(p.owner, []).append(p)
        return cls([p for p in ast_order(g) if active(g, d, p)], opens, open_of)
