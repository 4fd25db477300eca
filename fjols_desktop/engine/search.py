"""Generic anytime search: determinized Monte-Carlo (PIMC) over ``sample_world``.

``SearchPlayer`` works for every game through the contract alone, and each game's hard level
configures it (``games/<id>/ai/hard.py``). For one decision it repeats, until
its budget is spent: deal the hidden cards at random but consistently with the seat's view
(``rules.sample_world(view, rng)``), then let an ``Evaluator`` score every candidate move in that
world (apply it, play the deal out with a playout policy, return a utility). Every candidate is
scored in the same world, so the comparison between moves is not blurred by the luck of the deal
(common random numbers). The move with the best mean wins.

Budget: ``seconds`` of the searching thread's CPU time (checked between worlds, so a decision
overruns it by at most one world), capped by ``wall`` seconds of real time, and/or ``playouts`` (a
fixed count, for deterministic tests). CPU time rather than wall time, so that the computer plays
equally well when the machine is busy (the GUI runs the search in a worker thread; a tournament
runs several at once): on an idle machine the two are the same, on a busy one the decision takes
longer, up to the ``wall`` cap, instead of getting weaker. A forced move (one legal move) is
answered at once by ``AdvisingPlayer`` without searching.

Pruning: after ``prune_after`` worlds, and again each time the count of worlds doubles, a candidate
whose mean trails the leader's by more than ``z`` standard errors of the paired difference is
dropped, so the rest of the budget goes to the moves still in the race; when one is left, the
search stops early. The winner is the best mean among the candidates never dropped
(``SearchStats.best``), or, with ``SearchStats.preferring``, a trusted default move unless the best
beats it clearly.

Utility: a deal's ``DealResult.points`` relative to the table: the seat's points minus the mean of
the others', negated when lower is better (``GameInfo.lower_is_better``). So "the others get 26"
counts as well as "I get -26", and the player always prefers the larger number.

The playout policy matters more than the search algorithm in these games (issue 8): the generic
``RolloutEvaluator`` plays out through ``apply`` with a pluggable move policy (uniform by default);
a game may supply a faster evaluator with its own kernel (``games/hearts/ai/kernel.py``).
Information-set MCTS was left out: PIMC with a strong playout policy is the proven design for
Hearts, and a tree over the contract's objects would cost more per iteration than it wins.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .errors import Reason
from .players import Advice, AdvisingPlayer
from .rules import BaseRules, Move, Observation, Seat

MovePolicy = Callable[[BaseRules[Any, Any], Any, Seat, random.Random], Move]


def relative_utility(points: Sequence[float], seat: Seat, lower_is_better: bool) -> float:
    """``seat``'s points minus the mean of the others', signed so that larger is better."""
    others = (sum(points) - points[seat]) / (len(points) - 1)
    rel = points[seat] - others
    return -rel if lower_is_better else rel


def uniform_policy(rules: BaseRules[Any, Any], state: Any, seat: Seat, rng: random.Random) -> Move:
    moves = rules.legal_moves(state, seat)
    return moves[rng.randrange(len(moves))]


class Evaluator(Protocol):
    def evaluate(self, world: Any, seat: Seat, moves: Sequence[Move], rng: random.Random) -> list[float]:
        """One utility per move (larger is better for ``seat``), all in the same sampled world."""


class RolloutEvaluator:
    """Plays each candidate out to the end of the deal through the contract with ``policy``."""

    def __init__(self, rules: BaseRules[Any, Any], policy: MovePolicy = uniform_policy) -> None:
        self.rules = rules
        self.policy = policy

    def evaluate(self, world: Any, seat: Seat, moves: Sequence[Move], rng: random.Random) -> list[float]:
        rules, policy = self.rules, self.policy
        lower = rules.info.lower_is_better
        out = []
        for move in moves:
            state = rules.apply(world, seat, move)
            while not rules.is_over(state):
                actor = min(rules.to_act(state))
                state = rules.apply(state, actor, policy(rules, state, actor, rng))
            out.append(relative_utility(rules.deal_result(state).points, seat, lower))
        return out


@dataclass(frozen=True)
class SearchStats:
    """What one search found: per candidate the summed utility and the worlds it was scored in
    (fewer when it was pruned), and how much work it took."""

    moves: tuple[Move, ...]
    totals: tuple[float, ...]
    counts: tuple[int, ...]
    worlds: int
    playouts: int
    seconds: float
    history: tuple[tuple[float, ...], ...] = ()

    def mean(self, i: int) -> float:
        return self.totals[i] / self.counts[i] if self.counts[i] else float("-inf")

    @property
    def best(self) -> int:
        """Index of the best mean among the candidates never pruned; the earliest wins a tie, so
        the order of the candidates is the tie-break."""
        best = -1
        for i in range(len(self.moves)):
            if self.counts[i] == self.worlds and (best < 0 or self.totals[i] > self.totals[best]):
                best = i
        return best

    def preferring(self, default: int, z: float) -> int:
        """``best``, unless it beats ``default`` by less than ``z`` standard errors of their paired
        difference: a prior for a trusted move (a heuristic's), so that a short search on a busy
        machine does not trade a good move for one that only looked better by luck."""
        best = self.best
        if best == default or self.counts[default] != self.worlds or self.worlds < 2:
            return best
        mean, spread = paired(self.history[best], self.history[default])
        return best if mean > z * spread else default


def search(rules: BaseRules[Any, Any], evaluator: Evaluator, view: Observation, moves: Sequence[Move],
           rng: random.Random, seconds: float | None, playouts: int | None, *, wall: float | None = None,
           clock: Callable[[], float] = time.thread_time, wall_clock: Callable[[], float] = time.perf_counter,
           prune_after: int = 12, z: float = 2.5) -> SearchStats:
    """Determinized Monte-Carlo over ``moves`` within the budget (at least one world)."""
    if seconds is None and playouts is None:
        raise ValueError("a search needs a time budget, a playout budget or both")
    started = clock()
    wall_started = wall_clock()
    deadline = started + seconds if seconds is not None else float("inf")
    wall_deadline = wall_started + wall if wall is not None else float("inf")
    cap = playouts if playouts is not None else 1 << 62
    n = len(moves)
    history: list[list[float]] = [[] for _ in range(n)]
    active = list(range(n))
    worlds = spent = 0
    check = prune_after
    seat = view.seat
    while True:
        world = rules.sample_world(view, rng)
        for i, value in zip(active, evaluator.evaluate(world, seat, [moves[i] for i in active], rng)):
            history[i].append(value)
        worlds += 1
        spent += len(active)
        if spent >= cap or clock() >= deadline or wall_clock() >= wall_deadline:
            break
        if worlds == check:
            check *= 2
            active = _survivors(active, history, z)
            if len(active) == 1:
                break   # the race is decided: the rest of the budget would change nothing
    return SearchStats(tuple(moves), tuple(sum(h) for h in history), tuple(len(h) for h in history), worlds, spent,
                       wall_clock() - wall_started, tuple(tuple(h) for h in history))


def paired(a: Sequence[float], b: Sequence[float]) -> tuple[float, float]:
    """Mean of the paired differences ``a - b`` (over the worlds both were scored in) and its
    standard error."""
    diffs = [x - y for x, y in zip(a, b)]
    n = len(diffs)
    mean = sum(diffs) / n
    return mean, math.sqrt(max(0.0, sum(d * d for d in diffs) / n - mean * mean) / n)


def _survivors(active: list[int], history: list[list[float]], z: float) -> list[int]:
    """The candidates not clearly worse than the leader. Every candidate was scored in the same
    worlds, so the test is on the paired differences, whose spread is far smaller than either's."""
    lead = max(active, key=lambda i: sum(history[i]))
    keep = []
    for i in active:
        mean, spread = paired(history[i], history[lead])
        if i == lead or mean + z * spread >= 0:
            keep.append(i)
    return keep


class SearchPlayer(AdvisingPlayer):
    """The one search player: determinized Monte-Carlo over a few candidate moves, anytime.

    Every game's hard level is this player configured by its ``hard.py``; the parts are methods to
    override (the defaults serve any game through the contract alone):

    * ``prior(view, rng)``: the trusted move and its reason (the game's medium level), or None. It
      comes first among the candidates, wins ties and is kept unless the search beats it by
      ``trust`` standard errors of the paired difference (``SearchStats.preferring``): a short
      search on a busy machine must not trade a sound move for one that only looked better by luck;
    * ``candidates(view, prior)``: the moves worth searching, the prior's first (default: every
      legal move); one candidate or none means the prior is played without a search;
    * ``searching(view)``: whether this decision is searched at all (default: always);
    * ``sampler(view, rng)``: what deals the worlds, anything with ``sample_world`` (default: the
      rules; a game may weigh the worlds by what the others' cards tell);
    * ``evaluator_for(view, rng)``: what scores the candidates in a world (default: ``evaluator``);
    * ``budget(view)``: CPU seconds for this decision (default: ``seconds``);
    * ``explain(view, moves, chosen, stats)``: the advice for a searched move other than the prior
      (default: the move with ``search_best``, the worlds and the expected result);
    * ``pick(stats)``: which candidate a search from a prior plays (default: the best unless it
      beats the prior by less than ``trust`` standard errors; Hjerterfri asks more of a moon plan);
    * ``choose_among(view, moves, prior, rng)``: the search proper, for a game that decides some
      positions otherwise (Durak's two-player endgame).

    Budget: ``seconds`` of CPU time, capped by ``wall`` seconds of real time, or ``playouts`` (a
    fixed amount of work; with ``seconds=None, wall=None`` the player is deterministic, which the
    golden-move test relies on: ``tests/engine/golden.py``)."""

    level = "search"
    trust = 1.0   # standard errors a searched move must gain over the prior
    prune_after = 12   # worlds before the first pruning (``search``)
    z = 2.5            # standard errors behind the leader at which a candidate is dropped

    def __init__(self, rules: Any, evaluator: Evaluator | None = None, *, seconds: float | None = 0.15,
                 playouts: int | None = None, wall: float | None = 0.6) -> None:
        self.rules = rules
        self.evaluator = evaluator or RolloutEvaluator(rules)
        self.seconds = seconds
        self.playouts = playouts
        self.wall = wall

    def decide(self, view: Observation, rng: random.Random) -> Advice:
        return self.searched(view, self.prior(view, rng), rng)

    def searched(self, view: Observation, prior: Advice | None, rng: random.Random) -> Advice:
        """``prior`` unless a search among the candidates finds a clearly better move."""
        moves = list(self.candidates(view, prior))
        if prior is None and len(moves) == 1:
            return Advice(moves[0], Reason.of("only_sensible_move"))
        if prior is not None and (len(moves) <= 1 or not self.searching(view)):
            return prior
        return self.choose_among(view, moves, prior, rng)

    def choose_among(self, view: Observation, moves: list[Move], prior: Advice | None,
                     rng: random.Random) -> Advice:
        stats = search(self.sampler(view, rng), self.evaluator_for(view, rng), view, moves, rng, self.budget(view),
                       self.playouts, wall=self.wall, prune_after=self.prune_after, z=self.z)
        if prior is None:
            return self.explain(view, moves, stats.best, stats)
        chosen = self.pick(stats)
        return prior if chosen == 0 else self.explain(view, moves, chosen, stats)

    def pick(self, stats: SearchStats) -> int:
        """The candidate played after a search from a prior (candidate 0): the best, unless it
        beats the prior by less than ``trust`` standard errors."""
        return stats.preferring(0, self.trust)

    def prior(self, view: Observation, rng: random.Random) -> Advice | None:
        return None

    def candidates(self, view: Observation, prior: Advice | None) -> Sequence[Move]:
        legal = list(view.legal_moves)
        return legal if prior is None else [prior.move] + [m for m in legal if m != prior.move]

    def searching(self, view: Observation) -> bool:
        return True

    def sampler(self, view: Observation, rng: random.Random) -> Any:
        return self.rules

    def evaluator_for(self, view: Observation, rng: random.Random) -> Evaluator:
        return self.evaluator

    def budget(self, view: Observation) -> float | None:
        return self.seconds

    def explain(self, view: Observation, moves: Sequence[Move], chosen: int, stats: SearchStats) -> Advice:
        return Advice(moves[chosen], Reason.of("search_best", worlds=stats.worlds,
                                               expected=round(stats.mean(chosen), 1)))
