"""Festudgaven's hard level "Morfar": medium's card memory plus a search over the card to pass.

For each pass (lock-step passing with the sets deck, the default game) the player deals the hidden
cards at random but consistently with its view (``FestudgaveRules.sample_world``: hand sizes, the
cards already chosen this tick lie face down, the card its left neighbour is known to hold) and, in
each such world, plays the passing on for every candidate with a compact kernel: hands as counts per
rank, every seat keeping the rank it holds most of and passing one it holds fewest of (ties at
random, the same random numbers for every candidate), until somebody holds four of a kind or
``HORIZON`` ticks have passed. A candidate scores 1 when this seat is the first to hold four of a
kind (shared when several get there in the same tick), else 0: the trigger is never the fjols.

Candidates are one card per rank the seat may pass (suits do not matter); medium's card comes first
and is kept unless the search finds one better by ``trust`` standard errors of the paired
difference (``SearchStats.preferring``). Free flow and the draw-pile deck are left to medium's rules
(the kernel models lock-step ticks of the sets deck only).

Budget: 0.04 s of CPU time per pass (a few hundred worlds: the kernel is cheap), never more than
0.6 s of real time; ``seconds=None, playouts=N, wall=None`` fixes the work instead, for deterministic tests. Reactions: the
quickest 40 % of the ``ai_reaction`` band.

The search adds little to the card choice (within the noise of the measurements in
``benchmarks/results/festudgave.md``); the levels' real difference at the table is the reaction
time."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ....errors import Reason
from ....players import Advice
from ....rules import Move, Observation, Seat
from ....search import SearchPlayer, SearchStats
from ..rules import FestudgaveRules
from ..state import PASSES, PassCard
from ..view import FestudgaveObservation
from .bots import RANK_MASKS, FestudgavePlayer, MediumPlayer, card_text, counts

HORIZON = 24               # ticks a playout looks ahead


def kernel_pass(held: list[int], rnd: Any) -> int:
    """The playout policy: the rank to pass, from a hand's counts per rank."""
    most = max(held)
    least = min(c for c in held if c)
    keep = [r for r in range(13) if held[r] == most]
    target = keep[int(rnd() * len(keep))]
    pool = [r for r in range(13) if held[r] == least and r != target]
    if not pool:
        pool = [r for r in range(13) if held[r] and r != target] or [target]
    return pool[int(rnd() * len(pool))]


def quad_race(hands: Sequence[list[int]], pending: Sequence[int], active: Sequence[Seat], left: Sequence[Seat],
              seat: Seat, rnd: Any, horizon: int = HORIZON) -> float:
    """Ticks until somebody holds four of a kind; ``seat``'s share of being first. ``pending[s]`` is the
    rank ``s`` passes this tick (-1: chosen by the policy)."""
    held = [list(h) for h in hands]
    passing = list(pending)
    for _ in range(horizon):
        for s in active:
            if passing[s] < 0:
                passing[s] = kernel_pass(held[s], rnd)
            held[s][passing[s]] -= 1
        for s in active:
            held[left[s]][passing[s]] += 1
        first = [s for s in active if 4 in held[s]]
        if first:
            return 1.0 / len(first) if seat in first else 0.0
        passing = [-1] * len(passing)
    return 0.0


class QuadRaceEvaluator:
    """Scores pass candidates in one sampled world with ``quad_race``."""

    def __init__(self, horizon: int = HORIZON) -> None:
        self.horizon = horizon

    def evaluate(self, world: Any, seat: Seat, moves: Sequence[Move], rng: random.Random) -> list[float]:
        deal = world.deal
        hands = [counts(h) for h in world.hands]
        pending = [-1] * deal.seats
        for s, card in enumerate(world.chosen):
            if card >= 0 and s != seat:
                hands[s][card % 13] += 1
                pending[s] = card % 13
        if any(4 in hands[s] for s in deal.active):
            return [0.0] * len(moves)      # somebody holds four of a kind already and will signal
        seed = rng.random()
        out = []
        for move in moves:
            assert isinstance(move, PassCard)
            mine = list(pending)
            mine[seat] = move.card.index % 13     # still in the hand: quad_race takes the passes out
            out.append(quad_race(hands, mine, deal.active, deal.left, seat, random.Random(seed).random, self.horizon))
        return out


class HardPlayer(SearchPlayer, MediumPlayer):
    """``engine.search.SearchPlayer`` on the card to pass: medium's card as the prior, one card per
    rank as the candidates, ``quad_race`` as the evaluator. The race and the signals are
    ``FestudgavePlayer``'s (the game's own dispatch), so only the pass is searched."""

    level = "hard"
    part = (0.0, 0.4)
    trust = 1.0
    decide = FestudgavePlayer.decide

    def __init__(self, seconds: float | None = 0.04, playouts: int | None = None, wall: float | None = 0.6) -> None:
        super().__init__(FestudgaveRules(), QuadRaceEvaluator(), seconds=seconds, playouts=playouts, wall=wall)

    def choose_pass(self, view: FestudgaveObservation, passable: int, rng: random.Random) -> Advice:
        return self.searched(view, MediumPlayer.choose_pass(self, view, passable, rng), rng)

    def prior(self, view: Observation, rng: random.Random) -> Advice | None:
        """Medium's card to pass, when a card is to be passed (``decide`` asks ``choose_pass``)."""
        assert isinstance(view, FestudgaveObservation)
        passable = sum(m.card.bit for m in view.legal_moves if isinstance(m, PassCard))
        return MediumPlayer.choose_pass(self, view, passable, rng) if passable else None

    def searching(self, view: Observation) -> bool:
        """Lock-step passing with the sets deck only: the kernel models nothing else."""
        assert isinstance(view, FestudgaveObservation)
        return not (view.deal.free_flow or view.deal.stock_mode)

    def candidates(self, view: Observation, prior: Advice | None) -> list[Move]:
        assert prior is not None and isinstance(prior.move, PassCard)
        passable = sum(m.card.bit for m in view.legal_moves if isinstance(m, PassCard))
        card = prior.move.card.index
        moves: list[Move] = [prior.move]
        for r in range(13):
            ranked = passable & RANK_MASKS[r]
            if ranked and r != card % 13:
                moves.append(PASSES[(ranked & -ranked).bit_length() - 1])
        return moves

    def explain(self, view: Observation, moves: Sequence[Move], chosen: int, stats: SearchStats) -> Advice:
        move = moves[chosen]
        assert isinstance(move, PassCard)
        return Advice(move, Reason.of("search_pass", card=card_text(move.card.index), worlds=stats.worlds,
                                      percent=round(100 * stats.mean(chosen))))
