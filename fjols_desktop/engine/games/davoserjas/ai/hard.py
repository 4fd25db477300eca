"""Davoserjas' hard level: the search player (``engine/search.py``) with the fast kernel, in
every round.

For each choice the player deals the hidden cards consistently with its view
(``DavoserjasRules.sample_world``: hand sizes, the voids shown in a trick round, the cards a seat
showed it lacks in the kabale by passing or by laying a non-seven under ``forced_on_turn``) and,
beyond that, so that the deal explains the cards the others chose this round (``infer.py``: a
Markov chain over the deals, a deal in which medium's card sense would have played otherwise is
kept less often; ``infer=False`` turns it off), and plays the round out once per candidate in that
world with the kernel (``kernel.py``), every seat
following medium's card sense (``policy.py``). The candidate with the best mean of the round's
points relative to the table is played, but only when it beats medium's own choice by at least one
standard error of the paired difference (``trust``): with few worlds on a busy machine, noise would
otherwise trade good cards for lucky ones.

Candidates: in a trick round, one card per group of cards that play alike (touching cards of one
suit with nothing between them that another hand could hold, and the same price); in the kabale,
every card that fits.

Budget: 0.15 s of CPU time per choice, never more than 0.6 s of real time (anytime; a forced move
is instant). ``seconds=None, playouts=N, wall=None`` fixes the work instead, for deterministic tests.

The figures, with their commands: ``benchmarks/results/davoserjas.md``."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ....cards import SUIT_MASKS
from ....errors import Reason
from ....players import Advice
from ....rules import Move, Observation, Seat
from ....search import SearchPlayer, SearchStats, relative_utility
from ....tricks import trick_winner, tricks_won, voids_shown
from ..rules import DavoserjasRules
from ..state import LAYS, PLAYS, KabaleState, Lay, TrickState
from ..view import TrickObservation
from .bots import MediumPlayer
from .infer import InferringRules
from .kernel import (
    TrickPosition,
    index_to_strength,
    kabale_playout,
    kabale_points,
    kabale_table,
    to_strength,
    trick_playout,
    trick_points,
    trick_table,
)
from .policy import TrickKnowledge, card_text, kabale_policy, legal_mask, sense_policy


class KernelEvaluator:
    """Scores candidate cards in one sampled world by playing the round out with the kernel."""

    def __init__(self, trick_policy: Any = sense_policy, lay_policy: Any = kabale_policy) -> None:
        self.trick_policy = trick_policy
        self.lay_policy = lay_policy

    def evaluate(self, world: Any, seat: Seat, moves: Sequence[Move], rng: random.Random) -> list[float]:
        rnd = rng.random
        out = []
        if isinstance(world, KabaleState):
            k = kabale_table(world.deal)
            policies = [self.lay_policy] * k.seats
            for move in moves:
                assert isinstance(move, Lay)
                tally = kabale_playout(k, world, policies, rnd, move.card.index)
                out.append(relative_utility(kabale_points(k, tally), seat, True))
            return out
        assert isinstance(world, TrickState)
        t = trick_table(world.deal)
        low = t.ace_low
        seats = t.seats
        pos = TrickPosition([to_strength(h, low) for h in world.hands], [index_to_strength(i, low) for i in world.trick],
                            world.leader, world.trick_no, [to_strength(m, low) for m in world.taken],
                            list(tricks_won(world.log, seats, low)),
                            trick_winner(world.log[0][1], world.log[0][0], seats, low) if world.log else -1,
                            voids_shown(world.log, world.trick, world.leader, seats))
        policies = [self.trick_policy] * seats
        for move in moves:
            played = trick_playout(t, pos, policies, rnd, index_to_strength(move.cards[0].index, low))
            out.append(relative_utility(trick_points(t, played), seat, True))
        return out


def distinct_cards(k: TrickKnowledge, prefer: int) -> list[int]:
    """One card (strength space) per group of legal cards that play alike: touching cards of a suit
    with nothing between them that another hand holds or that lies in the current trick, and the
    same price. ``prefer`` represents its group and comes first (it wins ties in the search)."""
    t = k.t
    gaps = ((1 << 52) - 1) & ~k.hand & ~(k.played & ~k.tmask)   # cards that separate ranks
    groups: list[int] = []
    values = t.values
    for suit in range(4):
        group = 0
        prev = -1
        m = k.legal & SUIT_MASKS[suit]
        while m:
            bit = m & -m
            m ^= bit
            i = bit.bit_length() - 1
            if group and (gaps & ((1 << i) - (1 << (prev + 1))) or values[i] != values[prev]):
                groups.append(group)
                group = 0
            group |= bit
            prev = i
        if group:
            groups.append(group)
    out = [prefer if g >> prefer & 1 else (g & -g).bit_length() - 1 for g in groups]
    out.sort(key=lambda i: i != prefer)
    return out


class HardPlayer(SearchPlayer, MediumPlayer):
    """``engine.search.SearchPlayer`` with medium's card as the prior, the cards that play
    differently as the candidates, the worlds drawn by ``infer.InferringRules`` and the kernel's
    playouts as the evaluator."""

    level = "hard"
    trust = 1.0   # standard errors a searched move must gain over the rules of thumb

    def __init__(self, seconds: float | None = 0.15, playouts: int | None = None, wall: float | None = 0.6,
                 evaluator: KernelEvaluator | None = None, infer: bool = True) -> None:
        super().__init__(DavoserjasRules(), evaluator or KernelEvaluator(), seconds=seconds, playouts=playouts,
                         wall=wall)
        self.infer = infer

    def prior(self, view: Observation, rng: random.Random) -> Advice:
        return MediumPlayer.decide(self, view, rng)

    def candidates(self, view: Observation, prior: Advice | None) -> list[Move]:
        assert prior is not None
        first = prior.move.cards[0].index
        if isinstance(view, TrickObservation):
            k = TrickKnowledge(view)
            low = k.t.ace_low
            return [PLAYS[k.card(i)] for i in distinct_cards(k, index_to_strength(first, low))]
        legal = legal_mask(view)
        return [LAYS[first]] + [LAYS[i] for i in range(52) if legal >> i & 1 and i != first]

    def sampler(self, view: Observation, rng: random.Random) -> Any:
        return InferringRules(self.rules, view, rng) if self.infer else self.rules

    def explain(self, view: Observation, moves: Sequence[Move], chosen: int, stats: SearchStats) -> Advice:
        move = moves[chosen]
        return Advice(move, search_reason(stats, chosen, move.cards[0].index))


def search_reason(stats: SearchStats, chosen: int, card: int) -> Reason:
    """The search's own reason: the card, the worlds looked at and the expected points relative to
    the table (lower is better, as on the scoresheet)."""
    return Reason.of("search_best", card=card_text(card), worlds=stats.worlds,
                     expected=round(-stats.mean(chosen), 1))
