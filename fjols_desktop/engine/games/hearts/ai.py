"""Hjerterfri's computer levels (issue 8; spec §2.6 of ``shared/rules/rules-davoserjas-hearts-fool.md``).

* ``easy`` "Lille Bjørn" plays from the hand like a beginner: passes its three highest cards, leads
  the lowest card of a suit picked at random, ducks when it can, and forgets what was played (so it
  leads A♠ into an unseen queen and dumps A♠/K♠ needlessly); one card in five is a hunch.
* ``medium`` "Mor" counts cards and follows the rules of thumb in ``tactics.py``: passes dangerous
  cards, keeps a guarded Q♠, flushes the queen with low spades, ducks, dumps Q♠ and high hearts once
  void, breaks an opponent's moon.
* ``hard`` "Morfar" searches: determinized Monte-Carlo (``engine/search.py``) over sampled worlds,
  each candidate card played out by the fast kernel (``kernel.py``) with the ducking playout policy,
  within 0.15 s per card; passes like medium.

All levels are honest by construction: they receive a ``HeartsObservation`` and nothing else (the
hard level deals the hidden cards itself through ``sample_world``). The moon choice under
``shooter_chooses`` is the same at every level (``tactics.moon_choice``).

``DuckPlayer`` is the benchmark opponent of issue 8 (lead the lowest card; follow with the highest
card that still loses, else the lowest; when void dump Q♠, then A♠/K♠, then the highest heart, then
the highest card); it is not offered as a level.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from ...cards import CARDS, SUIT_MASKS, cards_of
from ...errors import Reason
from ...options import QT_TRANSLATE_NOOP
from ...players import Advice, AdvisingPlayer, Level, levels
from ...rules import Move, Observation, Seat
from ...search import SearchStats, relative_utility, search
from ...moves import Play
from .kernel import AS_KS, QS, Policy, Table, duck_policy, playout, points, shoot_policy, table_of
from .rules import PLAYS, HeartsRules
from .state import HEARTS_MASK, MOON, MOON_OTHERS, MOON_SELF, PASS, PENALTY_MASK, QS_BIT, HeartsDeal, Pass
from .tactics import (card_text, highest, highest_by_rank, knowledge, lowest, medium_card, medium_pass,
                      moon_choice, pass_reason)
from .view import HeartsObservation


def _view(view: Observation) -> HeartsObservation:
    if not isinstance(view, HeartsObservation):
        raise TypeError(f"a Hjerterfri player needs a HeartsObservation, not {type(view).__name__}")
    return view


def _pass_move(mask: int) -> Pass:
    return Pass.ordered(cards_of(mask))


def _moon(view: HeartsObservation) -> Advice:
    to_self, reason = moon_choice(view.seat, view.deal.totals, view.deal.options.target_score)
    return Advice(MOON_SELF if to_self else MOON_OTHERS, reason)


def _legal_mask(view: HeartsObservation) -> int:
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
        return Advice(_pass_move(mask), reason)

    def choose_card(self, view: HeartsObservation, rng: random.Random) -> Advice:
        raise NotImplementedError


class EasyPlayer(HeartsPlayer):
    level = "easy"
    hunch = 0.2

    def choose_pass(self, view: HeartsObservation, rng: random.Random) -> Advice:
        hand = view.hand_mask
        ordered = sorted(cards_of(hand), key=lambda c: (-c.rank, rng.random()))
        mask = sum(c.bit for c in ordered[:view.deal.options.pass_count])
        return Advice(_pass_move(mask), Reason.of("pass_high_cards", cards=" ".join(
            str(c) for c in cards_of(mask))))

    def choose_card(self, view: HeartsObservation, rng: random.Random) -> Advice:
        legal = _legal_mask(view)
        if rng.random() < self.hunch:
            moves = view.legal_moves
            return Advice(moves[rng.randrange(len(moves))], Reason.of("hunch"))
        k = knowledge(view, forgetful=True)
        if not k.trick:
            suits = [s for s in range(4) if legal & SUIT_MASKS[s]]
            plain = [s for s in suits if s != 2] or suits
            card = lowest(legal & SUIT_MASKS[plain[rng.randrange(len(plain))]])
            return Advice(PLAYS[card], Reason.of("lead_low", card=card_text(card)))
        follow = legal & SUIT_MASKS[k.trick[0] // 13]
        if follow:
            top = max(c for c in k.trick if c // 13 == k.trick[0] // 13)
            below = follow & ((1 << top) - 1)
            if below:
                card = highest(below)
                return Advice(PLAYS[card], Reason.of("duck", card=card_text(card)))
            card = lowest(follow)
            return Advice(PLAYS[card], Reason.of("cannot_duck", card=card_text(card)))
        if legal & QS_BIT:
            return Advice(PLAYS[QS], Reason.of("dump_queen"))
        card = highest_by_rank(legal, k.hand)
        return Advice(PLAYS[card], Reason.of("dump_high_card", card=card_text(card)))


class MediumPlayer(HeartsPlayer):
    level = "medium"

    def choose_card(self, view: HeartsObservation, rng: random.Random) -> Advice:
        card, reason = medium_card(knowledge(view), _legal_mask(view))
        return Advice(PLAYS[card], reason)


@lru_cache(maxsize=32)
def _table(deal: HeartsDeal) -> Table:
    return table_of(deal)


class KernelEvaluator:
    """Scores candidate cards in one sampled world by playing the hand out with the kernel: every
    seat plays ``policy``; with ``shoot`` (while no other seat has taken a penalty card) each card
    is also played out with the searching seat trying to shoot the moon, as a second option: the
    moves list then holds each card twice, ducking first."""

    def __init__(self, policy: Policy = duck_policy, shoot: Policy = shoot_policy) -> None:
        self.policy = policy
        self.shoot = shoot

    def evaluate(self, world: Any, seat: Seat, moves: Sequence[Move], rng: random.Random) -> list[float]:
        t = _table(world.deal)
        hands, trick, leader, trick_no, broken, taken = (world.hands, world.trick, world.leader, world.trick_no,
                                                         world.broken, world.taken)
        rnd = rng.random
        ducking = [self.policy] * t.seats
        shooting = list(ducking)
        shooting[seat] = self.shoot
        out = []
        for move in moves:
            policies = shooting if isinstance(move, ShootPlay) else ducking
            final = playout(t, hands, trick, leader, trick_no, broken, taken, policies, rnd, move.cards[0].index)
            out.append(relative_utility(points(t, final), seat, True))
        return out


class ShootPlay(Play):
    """A card to be searched with the plan of shooting the moon (search-internal, never played)."""

    __slots__ = ()


def shoot_open(view: HeartsObservation) -> bool:
    """Shooting is still possible: no other seat has taken a penalty card."""
    return not any(m & PENALTY_MASK for s, m in enumerate(view.taken) if s != view.seat)


def distinct_cards(view: HeartsObservation, legal: int, prefer: int) -> list[int]:
    """One card per group of equivalent legal cards: cards of a suit with nothing between them that
    another hand could hold or that lies in the current trick play alike. ``prefer`` represents its
    group and comes first (it wins ties in the search)."""
    trick = 0
    for index in view.trick:
        trick |= 1 << index
    gaps = view.deal.deck & ~view.hand_mask & ~(view.played & ~trick)   # cards that separate ranks
    groups: list[int] = []
    for suit in range(4):
        m = legal & SUIT_MASKS[suit]
        group = 0
        prev = -1
        for card in cards_of(m):
            i = card.index
            if group and gaps & ((1 << i) - (1 << (prev + 1))):
                groups.append(group)
                group = 0
            group |= 1 << i
            prev = i
        if group:
            groups.append(group)
    out = []
    for g in groups:
        out.append(prefer if g >> prefer & 1 else lowest(g))
    out.sort(key=lambda i: i != prefer)
    return out


class HardPlayer(HeartsPlayer):
    level = "hard"

    def __init__(self, seconds: float | None = 0.15, playouts: int | None = None,
                 evaluator: KernelEvaluator | None = None) -> None:
        self.rules = HeartsRules()
        self.seconds = seconds
        self.playouts = playouts
        self.evaluator = evaluator or KernelEvaluator()

    def choose_card(self, view: HeartsObservation, rng: random.Random) -> Advice:
        legal = _legal_mask(view)
        heuristic, reason = medium_card(knowledge(view), legal)
        candidates = distinct_cards(view, legal, heuristic)
        if len(candidates) == 1:
            return Advice(PLAYS[candidates[0]], reason)
        moves: list[Move] = [PLAYS[i] for i in candidates]
        if shoot_open(view):
            moves += [ShootPlay(CARDS[i]) for i in candidates]
        stats = search(self.rules, self.evaluator, view, moves, rng, self.seconds, self.playouts)
        best = moves[stats.best].cards[0].index
        if isinstance(moves[stats.best], ShootPlay):
            return Advice(PLAYS[best], Reason.of("shoot_moon", card=card_text(best)))
        if best == heuristic:
            return Advice(PLAYS[best], reason)
        return Advice(PLAYS[best], search_reason(stats, best))


def search_reason(stats: SearchStats, card: int) -> Reason:
    return Reason.of("search_best", card=card_text(card), worlds=stats.worlds,
                     expected=round(-stats.mean(stats.best), 1))


class DuckPlayer(HeartsPlayer):
    """The issue's simple ducking opponent (benchmark only)."""

    level = "duck"

    def choose_pass(self, view: HeartsObservation, rng: random.Random) -> Advice:
        ordered = sorted(cards_of(view.hand_mask), key=lambda c: (-c.rank, -c.index))
        mask = sum(c.bit for c in ordered[:view.deal.options.pass_count])
        return Advice(_pass_move(mask), pass_reason(view.hand_mask, mask))

    def choose_card(self, view: HeartsObservation, rng: random.Random) -> Advice:
        legal = _legal_mask(view)
        trick = view.trick
        if not trick:
            card = min(cards_of(legal), key=lambda c: (c.rank, c.index)).index
            return Advice(PLAYS[card], Reason.of("lead_low", card=card_text(card)))
        led = trick[0] // 13
        follow = legal & SUIT_MASKS[led]
        if follow:
            top = max(c for c in trick if c // 13 == led)
            below = follow & ((1 << top) - 1)
            card = highest(below) if below else lowest(follow)
            return Advice(PLAYS[card], Reason.of("duck" if below else "cannot_duck", card=card_text(card)))
        if legal & QS_BIT:
            return Advice(PLAYS[QS], Reason.of("dump_queen"))
        if legal & AS_KS:
            card = highest(legal & AS_KS)
            return Advice(PLAYS[card], Reason.of("dump_high_spade", card=card_text(card)))
        if legal & HEARTS_MASK:
            card = highest(legal & HEARTS_MASK)
            return Advice(PLAYS[card], Reason.of("dump_heart", card=card_text(card)))
        card = max(cards_of(legal), key=lambda c: (c.rank, c.index)).index
        return Advice(PLAYS[card], Reason.of("dump_high_card", card=card_text(card)))


LEVELS = levels(
    Level("easy", QT_TRANSLATE_NOOP("Levels", "Lille Bjørn"), "hearts-easy-1", EasyPlayer,
          QT_TRANSLATE_NOOP("Levels", "Plays from the hand and forgets what has been played.")),
    Level("medium", QT_TRANSLATE_NOOP("Levels", "Mor"), "hearts-medium-1", MediumPlayer,
          QT_TRANSLATE_NOOP("Levels", "Counts the cards and knows the tricks of the game.")),
    Level("hard", QT_TRANSLATE_NOOP("Levels", "Morfar"), "hearts-hard-1", HardPlayer,
          QT_TRANSLATE_NOOP("Levels", "Thinks every card through by playing the hand out in his head.")),
)

__all__ = ["LEVELS", "DuckPlayer", "EasyPlayer", "HardPlayer", "KernelEvaluator", "MediumPlayer"]
