"""FOOL!'s hard level: determinized Monte-Carlo (``engine/search.py``) with the fast playout kernel.

For each card it has to choose, the player deals the hidden cards at random but consistently with
its view (``FoolRules.sample_world``: hand sizes, shown voids), and plays the round out once per
candidate card in that world with the kernel (``kernel.py``), every seat following medium's card
sense (``policy.card_sense``). The utility is the round's points relative to the table. The
candidates are the legal cards in the order of medium's scores (``width`` keeps only the best few;
by default all: keeping four measured no better), so medium's card wins ties and the search's best
card replaces it when its mean is better at all (``trust`` = 0 standard errors in
``SearchStats.preferring``). Unlike Hjerterfri's (one standard error), the measured optimum here is
to trust the search: duplicate matches of hard against medium at six players (25 deals, 0.1-0.15 s,
about 40 Elo of noise) gave +154 Elo with 0, +44 with 1.0 and +25 with 2.5 standard errors. Every
candidate is scored in the same worlds with deterministic playouts, and the search's own pruning
already drops the clear losers.

Budget: 0.15 s of CPU time per card, never more than 0.6 s of real time (anytime; a forced move is
instant). ``playouts`` fixes the work instead, for deterministic tests. The playouts use the fast
path of ``card_sense`` (``explain=False``: about 1.45 times the worlds of version 1 in the same time).

Card inference was tried (keeping, of a few sampled worlds, the one that best explains the others'
cards this round under medium's card sense with noise): it put a few more hidden cards in the right
hands (23.7-25.2% against 22.9% from the voids alone) but measured no stronger against medium over
40- and 60-deal matches, so it is not part of the level.

The benchmark (``benchmarks/ai_strength.py --game fool --pairs medium-hard --games 100``, six seats,
each table one game): seed 1 135-64-1, seed 2 129-64-7; the 400 games together 264-128-8, +122.7
Elo over medium (the target is +100).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ....errors import Reason
from ....players import Advice
from ....rules import Move, Seat
from ....search import SearchStats, relative_utility, search
from ..rules import FoolRules, voids_shown
from ..state import PLAYS, FoolPlay
from ..view import FoolObservation
from .bots import FoolPlayer, Knowledge, card_text, knowledge, medium_card
from .kernel import playout_state
from .policy import card_sense


class KernelEvaluator:
    """Scores candidate cards in one sampled world by playing the round out with the kernel."""

    def evaluate(self, world: Any, seat: Seat, moves: Sequence[Move], rng: random.Random) -> list[float]:
        voids = voids_shown(world)
        out = []
        for move in moves:
            assert isinstance(move, FoolPlay)
            points = playout_state(world, voids, move.card.index)
            out.append(relative_utility(points, seat, False))
        return out


class HardPlayer(FoolPlayer):
    level = "hard"

    trust = 0.0   # standard errors a searched card must gain over medium's (see the module docstring)

    def __init__(self, seconds: float | None = 0.15, playouts: int | None = None, wall: float = 0.6,
                 evaluator: KernelEvaluator | None = None, width: int = 99) -> None:
        self.width = width
        self.rules = FoolRules()
        self.seconds = seconds
        self.wall = wall
        self.playouts = playouts
        self.evaluator = evaluator or KernelEvaluator()

    def choose_card(self, view: FoolObservation, rng: random.Random) -> Advice:
        k = knowledge(view)
        heuristic, reason = medium_card(k)
        candidates = [heuristic] + [c for c in ranked(k) if c != heuristic][:self.width - 1]
        if len(candidates) == 1:
            return Advice(PLAYS[heuristic], reason)
        moves = [PLAYS[c] for c in candidates]
        stats = search(self.rules, self.evaluator, view, moves, rng, self.seconds, self.playouts, wall=self.wall)
        chosen = stats.preferring(0, self.trust)
        if chosen == 0:
            return Advice(moves[0], reason)
        return Advice(moves[chosen], search_reason(stats, chosen, candidates[chosen]))


def ranked(k: Knowledge) -> list[int]:
    """The legal cards, best first by medium's score."""
    scores: list[tuple[float, int, int]] = []
    card_sense(*k, scores=scores)
    return [c for _, _, c in sorted(scores, key=lambda t: (-t[0], -t[1]))]


def search_reason(stats: SearchStats, chosen: int, card: int) -> Reason:
    """The search's own reason: the card, the worlds looked at and the expected points relative to
    the table (higher is better, as on the scoresheet)."""
    return Reason.of("search_best", card=card_text(card), worlds=stats.worlds,
                     expected=round(stats.mean(chosen), 1))
