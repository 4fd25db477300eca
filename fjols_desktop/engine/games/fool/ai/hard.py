"""FOOL!'s hard level: the search player (``engine/search.py``) with the fast playout kernel.

For each card it has to choose, the player deals the hidden cards at random but consistently with
its view (``FoolRules.sample_world``: hand sizes, shown voids), and plays the round out once per
candidate card in that world with the kernel (``kernel.py``), every seat following medium's card
sense (``policy.card_sense``). The utility is the round's points relative to the table. The
candidates are the legal cards in the order of medium's scores (``width`` keeps only the best few;
by default all), so medium's card wins ties and the search's best card replaces it when its mean is
better at all (``trust`` = 0 standard errors in ``SearchStats.preferring``). Unlike Hjerterfri's
(one standard error), the measured optimum here is to trust the search: every candidate is scored
in the same worlds with deterministic playouts, and the search's own pruning already drops the
clear losers.

Budget: 0.15 s of CPU time per card, never more than 0.6 s of real time (anytime; a forced move is
instant). ``seconds=None, playouts=N, wall=None`` fixes the work instead, for deterministic tests.
The playouts use the fast path of ``card_sense`` (``explain=False``), which needs only the card.

Card inference (weighing the sampled worlds by how well they explain the others' cards) put a few
more hidden cards in the right hands but played no stronger, so it is not part of the level.

The figures behind these choices, with their commands: ``benchmarks/results/fool.md``."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ....errors import Reason
from ....players import Advice
from ....rules import Move, Observation, Seat
from ....search import SearchPlayer, SearchStats, relative_utility
from ..rules import FoolRules, voids_shown
from ..state import PLAYS, FoolPlay
from ..view import FoolObservation
from .bots import Knowledge, MediumPlayer, card_text, knowledge
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


class HardPlayer(SearchPlayer, MediumPlayer):
    """``engine.search.SearchPlayer`` with medium's card as the prior, the legal cards in medium's
    order as the candidates and the kernel's playouts as the evaluator."""

    level = "hard"
    trust = 0.0   # standard errors a searched card must gain over medium's (see the module docstring)

    def __init__(self, seconds: float | None = 0.15, playouts: int | None = None, wall: float | None = 0.6,
                 evaluator: KernelEvaluator | None = None, width: int = 99) -> None:
        super().__init__(FoolRules(), evaluator or KernelEvaluator(), seconds=seconds, playouts=playouts, wall=wall)
        self.width = width

    def prior(self, view: Observation, rng: random.Random) -> Advice:
        return MediumPlayer.decide(self, view, rng)

    def candidates(self, view: Observation, prior: Advice | None) -> list[Move]:
        assert isinstance(view, FoolObservation) and prior is not None
        first = prior.move
        return [first] + [PLAYS[c] for c in ranked(knowledge(view)) if PLAYS[c] != first][:self.width - 1]

    def explain(self, view: Observation, moves: Sequence[Move], chosen: int, stats: SearchStats) -> Advice:
        move = moves[chosen]
        assert isinstance(move, FoolPlay)
        return Advice(move, search_reason(stats, chosen, move.card.index))


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
