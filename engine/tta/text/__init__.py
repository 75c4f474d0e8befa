"""Through the Ages' text form of every action (``engine.parse_action``, ``engine.action_text``):
one form per decision kind, every card by its printed name."""

from __future__ import annotations

from engine.core.text import ActionTexts, TextForm
from engine.tta.aggressions import Defend
from engine.tta.colonize import Bid, Colonize
from engine.tta.pacts import AnswerPact
from engine.tta.steps import Choose, Select
from engine.tta.text import answers, phases
from engine.tta.text.base import Ctx, context, words

FORMS: tuple[TextForm[Ctx], ...] = (
    TextForm(
        "tta_action",
        "VERB [CARD] ... | NUMBER",
        "build Drama",
        "take N (row space), population, build/destroy TECH, upgrade TECH to TECH, develop CARD, "
        "revolution GOVERNMENT, leader NAME, stages N, play CARD [TARGET [to TARGET]] [food|resources], "
        "unit/disband UNIT, tactic CARD, copy TACTIC, end; or the number of a listed choice.",
        phases.parser(phases.ACTION_VERBS),
        phases.show,
        phases.answering(phases.ACTION_VERBS),
    ),
    TextForm(
        "tta_political",
        "pass | event CARD | aggression CARD PLAYER | war CARD PLAYER | pact CARD PLAYER [a|b] | NUMBER",
        "event Crusades",
        "One political action: prepare an event, attack, declare war, offer or cancel a pact, retire "
        "your leader (Alexander, Columbus), resign; or pass. A number picks a listed choice.",
        phases.parser(phases.POLITICAL_VERBS),
        phases.show,
        phases.answering(phases.POLITICAL_VERBS),
    ),
    TextForm(
        "tta_choose",
        "CHOICE | NUMBER",
        "develop Drama",
        "One of the listed choices, in its words.",
        answers.parse_choose,
        answers.show_choose,
        (Choose,),
    ),
    TextForm(
        "tta_select",
        "ITEM [ITEM ...]",
        "Bronze Warriors",
        "Exactly the number of items asked, from the list (an item twice to take two).",
        answers.parse_select,
        answers.show_select,
        (Select,),
    ),
    TextForm(
        "tta_defend",
        "none | [bonus CARD ...] [discard CARD ...]",
        "bonus Defense/Colonization bonus (I) discard Raid (I)",
        "Bonus cards add their defense value; every other card discarded adds 1.",
        answers.parse_defend,
        answers.show_defend,
        (Defend,),
    ),
    TextForm(
        "tta_bid",
        "bid N | pass",
        "bid 3",
        "Bid a colonization force, or pass.",
        answers.parse_bid,
        answers.show_bid,
        (Bid,),
    ),
    TextForm(
        "tta_colonize",
        "send UNIT [N] ... [bonus CARD ...] [discard CARD ...]",
        "send Warriors 2",
        "The units you sacrifice (at least one), bonus cards, and with James Cook cards discarded.",
        answers.parse_colonize,
        answers.show_colonize,
        (Colonize,),
    ),
    TextForm(
        "tta_answer_pact",
        "accept | decline",
        "accept",
        "Accept the pact, or decline it.",
        answers.parse_pact,
        answers.show_pact,
        (AnswerPact,),
    ),
)

TEXTS = ActionTexts({f.kind: f for f in FORMS}, context, words)
