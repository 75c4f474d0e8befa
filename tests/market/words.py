"""Market's words: the text form of its answers (``offer Silk``, ``pass``, ``keep Gold``) and
its narrator (a sentence for every public event, a line for each private one)."""

from __future__ import annotations

from typing import Any

from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.narrate import Narrator, Sentence, Words
from engine.core.text import ActionTexts, DecisionContext, Names, NotUnderstood, TextForm, split
from engine.core.words import count
from tests.market.declared import BID, KEEP, BidOptions, KeepOptions
from tests.market.state import GOODS, Keep, MarketState, Offer, Pass, good

Ctx = DecisionContext[MarketState]
GOOD_NAMES = Names("good", {str(c): name for c, name in GOODS.items()})


def context(g: MarketState, d: Decision | None, player: str) -> Ctx:
    return Ctx(g, d, player)


def _good(words: list[str], among: tuple[int, ...], verb: str) -> int:
    if len(words) != 1:
        raise NotUnderstood(f"Name one good to {verb}, such as {good(max(among, default=9))}.")
    return int(GOOD_NAMES.resolve(words[0], [str(c) for c in among]))


def parse_bid(ctx: Ctx, words: list[str]) -> Action:
    if words == ["pass"]:
        return Pass(ctx.player)
    hand = ctx.d.options_as(BidOptions).hand if ctx.d is not None else ()
    return Offer(ctx.player, _good(words[1:] if words[0] == "offer" else words, hand, "offer"))


def show_bid(ctx: Ctx, a: Action) -> str:
    return f"offer {good(a.card)}" if isinstance(a, Offer) else "pass"


def parse_keep(ctx: Ctx, words: list[str]) -> Action:
    drawn = ctx.d.options_as(KeepOptions).drawn if ctx.d is not None else ()
    return Keep(ctx.player, _good(words[1:] if words[0] == "keep" else words, drawn, "keep"))


def show_keep(ctx: Ctx, a: Action) -> str:
    assert isinstance(a, Keep)
    return f"keep {good(a.card)}"


FORMS: tuple[TextForm[Ctx], ...] = (
    TextForm(
        BID,
        "offer GOOD | pass",
        "offer Silk",
        "Offer a good of your hand, or pass.",
        parse_bid,
        show_bid,
        (Offer, Pass),
    ),
    TextForm(
        KEEP, "keep GOOD", "keep Gold", "Keep one of the two goods you drew.", parse_keep, show_keep, (Keep,)
    ),
)
TEXTS = ActionTexts({f.kind: f for f in FORMS}, context, split)


def _revealed(d: dict[str, Any], who: Words) -> str:
    offers = ", ".join(f"{who(p)} {good(c)}" for p, c in d["offers"].items()) or "nothing"
    passed = f"; {who.many(d['passed'])} passed" if d["passed"] else ""
    return f"Offers: {offers}{passed}."


def _sold(d: dict[str, Any], who: Words) -> str:
    if d["player"] is None and d["card"] is None:
        return "Nothing was offered: nothing sells."
    if d["player"] is None:
        return f"{who.many(d['tied'])} offered {good(d['card'])} alike: nobody sells."
    return f"{who(d['player'])} sells {good(d['card'])} and scores {count(d['points'], 'point')}."


def _over(d: dict[str, Any], who: Words) -> str:
    scores = ", ".join(f"{who(p)} {s}" for p, s in d["scores"].items())
    return f"The market closes: {who.many(d['winners'])} won ({scores})."


PUBLIC: dict[str, Sentence] = {
    "market_round_started": lambda d, who: f"Round {d['round']} of the market opens.",
    "decision_received": lambda d, who: f"{who(d['player'])} has decided.",
    "market_offers_revealed": _revealed,
    "market_die_rolled": lambda d, who: (
        f"The market die shows {d['roll']}" + (": a glut!" if d["glut"] else ".")
    ),
    "market_sold": _sold,
    "market_shuffled": lambda d, who: (
        f"The discards are shuffled into a new deck of {count(d['cards'], 'good')}."
    ),
    "market_drew": lambda d, who: f"{who(d['player'])} draws {count(d['count'], 'good')}.",
    "market_kept": lambda d, who: f"{who(d['player'])} keeps a good and discards {good(d['discarded'])}.",
    "market_game_over": _over,
}
PRIVATE: dict[str, Sentence] = {
    "market_drawn": lambda d, who: f"You drew {' and '.join(good(c) for c in d['cards'])}.",
}
NARRATOR = Narrator(
    PUBLIC,
    PRIVATE,
    headings={"market_round_started": 1},
    details=frozenset({"decision_received"}),
    cards=GOOD_NAMES.name,
)
