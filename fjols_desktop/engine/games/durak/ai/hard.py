"""Durak's hard level ("Morfar"): determinized Monte-Carlo (``engine/search.py``) with medium's card
sense as the playout policy.

For each decision the player deals the hidden cards (the other hands' unseen cards and the talon
order) at random but consistently with its view (``DurakRules.sample_world``: hand sizes, every
card seen picked up, drawn face up, shown, beaten or discarded), and plays the deal out once per
candidate move in that world through the rules' own ``apply``: every seat, this one included,
plays medium's rules of thumb (``bots.card_sense``) for the rest of the deal. Several seats act in
turn in a bout (the main attacker, the other attackers throwing in, the defender, the next
defender after a transfer); the playout asks ``rules.to_act`` who moves next, so every actor plays
its own part. A deal's result is relative to the table: the durak (or the losing team) loses, the
others win, a draw is even.

Candidates are pruned to the moves that differ: per rank the lowest card, the plain cards of the
rank and the whole rank to lead; passing, each single card and everything to throw in or add; per
unbeaten card the cheapest beater, the cheapest plain beater and the cheapest trump, taking (or
"done"), each transfer card and showing a trump. Medium's move comes first and is kept unless the
search finds a move better by ``trust`` standard errors of the paired difference (a short search
on a busy machine must not trade a sound move for a lucky one).

With two players and the talon empty nothing is hidden any more (``docs/computer-players.md#durak`` item 9):
every sampled world is the true position and the playouts are deterministic, so one world decides; the rest of
the budget goes into a small exact search (``endgame``): alpha-beta over the true position to a few plies, the
leaves scored by medium's playout.

Budget: 0.12 s of CPU time per decision, never more than 0.6 s of real time; ``seconds=None, playouts=N, wall=None`` fixes
the work instead, for deterministic tests. A forced move (one legal move) is instant.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from typing import Any

from ....cards import CARDS
from ....errors import Reason
from ....players import Advice
from ....rules import Move, Observation, Seat
from ....search import SearchPlayer, SearchStats, relative_utility
from ..legal import legal_moves
from ..moves import DONE, PASS, TAKE, Attack, Defend, ShowTrump, Transfer
from ..rules import DurakRules
from ..state import DEFEND, LEAD, OVER, RANK_MASKS, TAKE_ADD, THROW_IN, DurakState
from ..view import DurakObservation
from .bots import MediumPlayer, as_view, card_sense, card_values, cards_text, cheapest, view_sense

PLAYOUT_LIMIT = 1500   # moves: medium players at a big table could pass cards round for a long time


def policy_move(state: DurakState, seat: Seat) -> Move:
    """Medium's move for ``seat`` in a full state (the playout policy)."""
    hands = state.hands
    return card_sense(state.phase, seat, hands[seat], hands[state.defender].bit_count(), len(state.talon), state,
                      lambda: legal_moves(state, seat))[0]


def outcome(state: DurakState, seat: Seat) -> float:
    """The finished deal relative to the table, larger is better for ``seat``."""
    fools = state.fools
    if not fools:
        return 0.0
    points = [1 if s in fools else 0 for s in range(state.deal.seats)]
    return relative_utility(points, seat, True)


def playout(rules: DurakRules, state: DurakState, seat: Seat) -> float:
    apply = rules.apply
    steps = 0
    while state.phase != OVER:
        steps += 1
        if steps > PLAYOUT_LIMIT:
            return 0.0
        actor = state.turn
        state = apply(state, actor, policy_move(state, actor))
    return outcome(state, seat)


class PlayoutEvaluator:
    """Scores each candidate in one sampled world by playing the deal out with medium's card sense."""

    def __init__(self, rules: DurakRules) -> None:
        self.rules = rules

    def evaluate(self, world: Any, seat: Seat, moves: Sequence[Move], rng: random.Random) -> list[float]:
        apply = self.rules.apply
        return [playout(self.rules, apply(world, seat, move), seat) for move in moves]


def candidates(view: DurakObservation, first: Move) -> list[Move]:
    """The moves worth searching, ``first`` (medium's) first."""
    legal = view.legal_moves
    deal = view.deal
    values, trumps = card_values(deal.trump, view.second, deal.table.replace)
    hand = view.hand_mask
    out: list[Move] = [first]
    phase = view.phase_id
    if phase == LEAD:
        if deal.table.prostoy:
            out += [m for m in legal if isinstance(m, Attack) and m.mask & (m.mask - 1) == 0]
        else:
            for rank_mask in RANK_MASKS:
                group = hand & rank_mask
                if group:
                    out.append(Attack.of(1 << cheapest(group, values)))
                    out.append(Attack.of(group & ~trumps or group))
                    out.append(Attack.of(group))
    elif phase in (THROW_IN, TAKE_ADD):
        out.append(PASS)
        pool = hand & view.ranks
        out += [Attack.of(1 << c) for c in range(52) if pool >> c & 1]
        out.append(Attack.of(pool & ~trumps or pool))
        out.append(Attack.of(pool))
    elif phase == DEFEND:
        out.append(DONE if deal.table.prostoy else TAKE)
        for a, c in zip(view.attack, view.cover):
            if c < 0:
                beaters = hand & view.beats[a]
                for mask in (beaters, beaters & ~trumps, beaters & trumps):
                    best = cheapest(mask, values)
                    if best >= 0:
                        out.append(Defend(CARDS[a], CARDS[best]))
        out += [m for m in legal if isinstance(m, ShowTrump) or (isinstance(m, Transfer) and m.mask & (m.mask - 1) == 0)]
    else:
        out += list(legal)
    allowed = set(legal)
    return list(dict.fromkeys(m for m in out if m in allowed))


def search_reason(move: Move, worlds: int) -> Reason:
    if isinstance(move, Defend):
        return Reason.of("search_defend", attack=str(move.attack), card=str(move.card), worlds=worlds)
    if isinstance(move, Attack):
        return Reason.of("search_attack", laid_cards=cards_text(move.mask), worlds=worlds)
    if isinstance(move, Transfer):
        return Reason.of("search_transfer", laid_cards=cards_text(move.mask), worlds=worlds)
    if isinstance(move, ShowTrump):
        return Reason.of("search_show", card=str(move.card), worlds=worlds)
    if move == TAKE:
        return Reason.of("search_take", worlds=worlds)
    if move == DONE:
        return Reason.of("search_done", worlds=worlds)
    if move == PASS:
        return Reason.of("search_pass", worlds=worlds)
    return Reason.of("search_best", worlds=worlds)


class HardPlayer(SearchPlayer, MediumPlayer):
    """``engine.search.SearchPlayer`` with medium's move as the prior, the moves that differ as the
    candidates and medium's playouts as the evaluator; with two players and the talon empty it
    decides by ``endgame`` instead (nothing is hidden there)."""

    level = "hard"
    trust = 1.0   # standard errors a searched move must gain over medium's

    def __init__(self, seconds: float | None = 0.12, playouts: int | None = None, wall: float | None = 0.6) -> None:
        rules = DurakRules()
        super().__init__(rules, PlayoutEvaluator(rules), seconds=seconds, playouts=playouts, wall=wall)

    def prior(self, view: Observation, rng: random.Random) -> Advice:
        return MediumPlayer.decide(self, view, rng)

    def candidates(self, view: Observation, prior: Advice | None) -> list[Move]:
        assert prior is not None
        return candidates(as_view(view), prior.move)

    def choose_among(self, view: Observation, moves: list[Move], prior: Advice | None,
                     rng: random.Random) -> Advice:
        v = as_view(view)
        if v.seats == 2 and v.talon_size == 0:
            assert prior is not None
            return self.endgame(v, moves, prior)
        return super().choose_among(view, moves, prior, rng)

    def explain(self, view: Observation, moves: Sequence[Move], chosen: int, stats: SearchStats) -> Advice:
        return Advice(moves[chosen], search_reason(moves[chosen], stats.worlds))

    def endgame(self, view: DurakObservation, moves: list[Move], prior: Advice) -> Advice:
        """Two players, talon empty: the world is known; score each candidate by a shallow exact
        search whose leaves are medium playouts, deepening while the budget lasts."""
        world = self.rules.sample_world(view, random.Random(0))
        seat = view.seat
        started = time.thread_time()
        wall_started = time.perf_counter()
        fixed = self.seconds is None    # a fixed budget (tests): two plies, no clocks
        budget = float("inf") if self.seconds is None else self.seconds
        wall = float("inf") if fixed or self.wall is None else self.wall
        depth_cap = 2 if fixed else 12
        best_index = 0
        scores = [playout(self.rules, self.rules.apply(world, seat, m), seat) for m in moves]
        depth = 1
        while depth <= depth_cap:
            solver = Endgame(self.rules, seat, started + budget, wall_started + wall)
            try:
                found: list[float] = []
                for m in moves:   # a later move needs only to beat the best so far (ties keep the first)
                    found.append(solver.value(self.rules.apply(world, seat, m), depth, max(found, default=-2.0), 2.0))
                scores = found
            except TimeoutError:
                break
            depth += 1
            if solver.exact:
                break
        best = max(scores)
        if scores[0] < best:
            best_index = scores.index(best)
        if best_index == 0:
            return prior
        return Advice(moves[best_index], endgame_reason(moves[best_index]))


def endgame_reason(move: Move) -> Reason:
    if isinstance(move, Defend):
        return Reason.of("endgame_defend", attack=str(move.attack), card=str(move.card))
    if isinstance(move, Attack | Transfer):
        return Reason.of("endgame_attack", laid_cards=cards_text(move.mask))
    if isinstance(move, ShowTrump):
        return Reason.of("endgame_attack", laid_cards=str(move.card))
    if move == TAKE:
        return Reason.of("endgame_take")
    if move == DONE:
        return Reason.of("endgame_done")
    return Reason.of("endgame_pass")


class Endgame:
    """Alpha-beta over a known two-player position; ``depth`` plies of real choices (forced moves
    are free), then medium's playout scores the leaf. ``exact`` stays true while no leaf was cut
    off by depth."""

    def __init__(self, rules: DurakRules, seat: Seat, deadline: float, wall_deadline: float) -> None:
        self.rules = rules
        self.seat = seat
        self.deadline = deadline
        self.wall_deadline = wall_deadline
        self.exact = True
        self.nodes = 0

    def value(self, state: DurakState, depth: int, alpha: float, beta: float) -> float:
        rules = self.rules
        while state.phase != OVER:
            moves = legal_moves(state, state.turn)
            if len(moves) != 1:
                break
            state = rules.apply(state, state.turn, moves[0])
        if state.phase == OVER:
            return outcome(state, self.seat)
        self.nodes += 1
        if self.nodes & 63 == 0 and (time.thread_time() > self.deadline or time.perf_counter() > self.wall_deadline):
            raise TimeoutError
        if depth <= 0:
            self.exact = False
            return playout(rules, state, self.seat)
        actor = state.turn
        view = rules.observe(state, actor)
        first = view_sense(view)[0]
        moves = candidates(view, first)
        maximising = actor == self.seat
        best = -2.0 if maximising else 2.0
        for move in moves:
            score = self.value(rules.apply(state, actor, move), depth - 1, alpha, beta)
            if maximising:
                best = max(best, score)
                alpha = max(alpha, score)
            else:
                best = min(best, score)
                beta = min(beta, score)
            if alpha >= beta:
                break
        return best
