"""The simple Hjerterfri players: the shared phase dispatch, easy, medium and the benchmark's
ducking player (see ``ai.py`` for the levels and ``hard.py`` for the searching one)."""

from __future__ import annotations

import random

from ...cards import SUIT_MASKS, cards_of
from ...errors import Reason
from ...players import Advice, AdvisingPlayer
from ...rules import Observation
from .kernel import QS
from .policy import highest_by_rank, simple_duck
from .rules import PLAYS
from .state import MOON, MOON_OTHERS, MOON_SELF, PASS, QS_BIT, Pass
from .tactics import (
    card_text,
    knowledge,
    lowest,
    medium_card,
    medium_pass,
    moon_choice,
    pass_reason,
    why_reason,
)
from .view import HeartsObservation


def _view(view: Observation) -> HeartsObservation:
    if not isinstance(view, HeartsObservation):
        raise TypeError(f"a Hjerterfri player needs a HeartsObservation, not {type(view).__name__}")
    return view


def pass_move(mask: int) -> Pass:
    return Pass.ordered(cards_of(mask))


def _moon(view: HeartsObservation) -> Advice:
    to_self, reason = moon_choice(view.seat, view.deal.totals, view.deal.options.target_score)
    return Advice(MOON_SELF if to_self else MOON_OTHERS, reason)


def legal_mask(view: HeartsObservation) -> int:
    mask = 0
    for move in view.legal_moves:
        mask |= move.cards[0].bit
    return mask


class HeartsPlayer(AdvisingPlayer):
    """Dispatches on the phase; subclasses choose the pass and the card."""

    def decide(self, view: Observation, rng: random.Random) -> Advice:
        v = _view(view)
        if v.phase_id == PASS:
            return self.choose_pass(v, rng)
        if v.phase_id == MOON:
            return _moon(v)
        return self.choose_card(v, rng)

    def choose_pass(self, view: HeartsObservation, rng: random.Random) -> Advice:
        mask, reason = medium_pass(view.hand_mask, view.deal.options.pass_count)
        return Advice(pass_move(mask), reason)

    def choose_card(self, view: HeartsObservation, rng: random.Random) -> Advice:
        raise NotImplementedError


class EasyPlayer(HeartsPlayer):
    level = "easy"
    hunch = 0.4

    def choose_pass(self, view: HeartsObservation, rng: random.Random) -> Advice:
        hand = view.hand_mask
        ordered = sorted(cards_of(hand), key=lambda c: (-c.rank, rng.random()))
        mask = sum(c.bit for c in ordered[:view.deal.options.pass_count])
        return Advice(pass_move(mask), Reason.of("pass_high_cards", cards=" ".join(
            str(c) for c in cards_of(mask))))

    def choose_card(self, view: HeartsObservation, rng: random.Random) -> Advice:
        legal = legal_mask(view)
        if rng.random() < self.hunch:
            moves = view.legal_moves
            return Advice(moves[rng.randrange(len(moves))], Reason.of("hunch"))
        trick = view.trick          # all it looks at: no memory of earlier tricks, no voids
        if not trick:
            suits = [s for s in range(4) if legal & SUIT_MASKS[s]]
            plain = [s for s in suits if s != 2] or suits
            card = lowest(legal & SUIT_MASKS[plain[rng.randrange(len(plain))]])
            return Advice(PLAYS[card], Reason.of("lead_low", card=card_text(card)))
        follow = legal & SUIT_MASKS[trick[0] // 13]
        if follow:   # a beginner keeps the high cards and follows low
            card = lowest(follow)
            return Advice(PLAYS[card], Reason.of("follow_low", card=card_text(card)))
        if legal & QS_BIT:
            return Advice(PLAYS[QS], Reason.of("dump_queen"))
        card = highest_by_rank(legal, view.hand_mask)
        return Advice(PLAYS[card], Reason.of("dump_high_card", card=card_text(card)))


class MediumPlayer(HeartsPlayer):
    level = "medium"

    def choose_card(self, view: HeartsObservation, rng: random.Random) -> Advice:
        card, reason = medium_card(knowledge(view), legal_mask(view))
        return Advice(PLAYS[card], reason)


class DuckPlayer(HeartsPlayer):
    """The issue's simple ducking opponent (benchmark only)."""

    level = "duck"

    def choose_pass(self, view: HeartsObservation, rng: random.Random) -> Advice:
        ordered = sorted(cards_of(view.hand_mask), key=lambda c: (-c.rank, -c.index))
        mask = sum(c.bit for c in ordered[:view.deal.options.pass_count])
        return Advice(pass_move(mask), pass_reason(view.hand_mask, mask))

    def choose_card(self, view: HeartsObservation, rng: random.Random) -> Advice:
        card, why = simple_duck(legal_mask(view), view.trick)
        return Advice(PLAYS[card], why_reason(why, card))
