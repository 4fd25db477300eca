"""The simple FOOL! players: the shared knowledge of one seat, easy and medium (see ``__init__.py`` for the
levels and ``hard.py`` for the searching one)."""

from __future__ import annotations

import random
from typing import NamedTuple

from ....claims import truthful
from ....errors import Reason
from ....players import Advice, AdvisingPlayer
from ....rules import Observation
from ..deck import COLOUR_MASKS, COLOUR_OF, COLOURS, FULL_DECK, VALUE_OF, WILD, WILD_MASK
from ..state import PLAYS
from ..view import FoolObservation
from .claims import CLAIMS
from .policy import LEAD_INTO_VOID, WHY, card_sense


def _view(view: Observation) -> FoolObservation:
    if not isinstance(view, FoolObservation):
        raise TypeError(f"a FOOL! player needs a FoolObservation, not {type(view).__name__}")
    return view


class Knowledge(NamedTuple):
    """What one seat knows, as masks (the arguments of ``policy.card_sense``)."""

    me: int
    hand: int
    legal: int
    trick: tuple[int, ...]
    order: tuple[int, ...]
    lead: int
    unseen: int               # the cards in the other players' hands
    voids: tuple[int, ...]
    sizes: tuple[int, ...]
    fools: int
    later_worse: bool
    wild_penalty: int
    go_out_gain: int


def knowledge(view: FoolObservation) -> Knowledge:
    deal = view.deal
    options = deal.options
    legal = 0
    for move in view.legal_moves:
        legal |= move.cards[0].bit
    return Knowledge(view.seat, view.hand_mask, legal, view.trick, view.order, view.lead,
                     deal.deck & ~view.played & ~view.hand_mask, view.voids, view.hand_sizes, deal.fools,
                     deal.later_worse, options.wild_one_penalty, options.go_out_bonus - options.fool_go_out_score)


def card_text(index: int) -> str:
    return str(FULL_DECK[index])


def medium_card(k: Knowledge) -> tuple[int, Reason]:
    """Medium's card and the reason for it (``policy.card_sense``)."""
    card, why, _ = card_sense(*k)
    key = WHY[why]
    if why == LEAD_INTO_VOID:
        colour = COLOUR_OF[card]
        seat = next(s for s in k.order[1:] if k.voids[s] >> colour & 1)
        return card, Reason.of(key, card=card_text(card), seat=seat, colour=COLOURS[colour])
    return card, Reason.of(key, card=card_text(card))


# What a card's reason becomes where the rule of thumb's own is not true (the first that holds): the
# rules of thumb name the rule that chose the card, but its sentence may claim more than the position
# shows (a worse card already in the trick, every card risky); the chance of being among the worst,
# as the seat estimates it, is always one side of one half.
ESTIMATE = ("likely_safe", "risky_shed")
INSTEAD: dict[str, tuple[str, ...]] = {
    "safe_dump": ("follow_above", "least_risk", *ESTIMATE),
    "sacrifice": ("least_risk", *ESTIMATE),
    "lead_safe": ESTIMATE,
    "follow_above": ESTIMATE,
    "least_risk": ESTIMATE,
}


class FoolPlayer(AdvisingPlayer):
    """Plays a card; its reason is said only where it is true (``engine.claims.truthful``)."""

    def decide(self, view: Observation, rng: random.Random) -> Advice:
        v = _view(view)
        return truthful(CLAIMS, INSTEAD, v, self.choose_card(v, rng))

    def choose_card(self, view: FoolObservation, rng: random.Random) -> Advice:
        raise NotImplementedError


class MediumPlayer(FoolPlayer):
    """Counts the cards, infers voids, weighs the risk of being the fool against shedding value."""

    level = "medium"

    def choose_card(self, view: FoolObservation, rng: random.Random) -> Advice:
        card, reason = medium_card(knowledge(view))
        return Advice(PLAYS[card], reason)


class EasyPlayer(FoolPlayer):
    """Plays from the hand and the current trick only, like a beginner: leads its highest card,
    follows with the lowest card that is not the worst in the trick so far (not thinking of who is
    still to play), throws its highest card when it cannot follow, keeps its wild ones; remembers
    nothing of earlier tricks. Three cards in ten are a hunch (any allowed card)."""

    level = "easy"
    hunch = 0.3

    def choose_card(self, view: FoolObservation, rng: random.Random) -> Advice:
        moves = view.legal_moves
        if rng.random() < self.hunch:
            return Advice(moves[rng.randrange(len(moves))], Reason.of("hunch"))
        legal = 0
        for move in moves:
            legal |= move.cards[0].bit
        coloured = legal & ~WILD_MASK
        lead = view.lead
        if not coloured:
            card = (legal & WILD_MASK).bit_length() - 1
            return Advice(PLAYS[card], Reason.of("wild_safe", card=card_text(card)))
        if not view.trick:
            card = _highest(coloured)
            return Advice(PLAYS[card], Reason.of("lead_high", card=card_text(card)))
        if lead >= 0 and coloured & COLOUR_MASKS[lead]:
            lowest = min(VALUE_OF[t] for t in view.trick if COLOUR_OF[t] in (lead, WILD))
            above = [c for c in _indices(coloured) if VALUE_OF[c] > lowest]
            if above:
                card = min(above, key=lambda c: VALUE_OF[c])
                return Advice(PLAYS[card], Reason.of("beat_lowest", card=card_text(card)))
            card = min(_indices(coloured), key=lambda c: VALUE_OF[c])
            return Advice(PLAYS[card], Reason.of("follow_lowest", card=card_text(card)))
        card = _highest(coloured)
        if lead < 0:
            return Advice(PLAYS[card], Reason.of("set_colour", card=card_text(card)))
        return Advice(PLAYS[card], Reason.of("discard_high", card=card_text(card)))


def _indices(mask: int) -> list[int]:
    return [c.index for c in FULL_DECK if mask >> c.index & 1]


def _highest(mask: int) -> int:
    return max(_indices(mask), key=lambda c: (VALUE_OF[c], -c))
