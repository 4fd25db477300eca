"""Fjols' hard level "Morfar": the search player (``engine/search.py``) with medium's card sense as
the playout policy, searching the end of the deal, where it is a matter of counting
(``resources/rules/en/fjols.md#tips``; ``docs/computer-players.md#fjols``).

For each decision the player deals the hidden cards at random but consistently with its view
(``FjolsRules.sample_world``: hand sizes, the cards seen picked up, the unseen stock in random
order) and with what the others' choices proved (``infer.InferenceSampler``: who picked up or
trumped a card held no higher card of its suit then, and has drawn at most so many since), and
plays the deal out once per candidate move in that world, on plain ints (``kernel.playout``, move
for move what ``PlayoutEvaluator`` does through the rules, and faster). In the playouts every seat
plays ``playout_move``: medium's rules of thumb on the full state of the world (cheapest beater,
pick up a trump rather than spend a high trump while the stock is large, lead the weakest card)
and, with the stock empty, medium's end-game rule: when the next player holds two cards or fewer
(one, when leading), the card it is not known to be able to beat with the fewest beaters still
out. With the stock empty the cards still out are exactly the others' hands, so this is medium's
own choice, not a clairvoyant one (giving every playout seat the perfect-information form, "a card
the next player cannot beat", made the opponents see hard's cards and measured weaker). A
playout's utility is -1 when this seat ends as the fjols, else minus ``place_weight`` (0.3) times
the share of the players out before it: going out early is the surest way not to be last, and the
finishing order is a far less noisy signal than the fjols alone.

Its own moves searched further (``depth``): in a playout the searching seat would play medium's
move at its later decisions too, though it will search them when they come. So once the stock is
empty its first ``DEPTH`` (2) decisions with two moves or more in the playout try each of its
moves, and the best result counts (a small tree in the sampled world: the others still play
medium's card sense). While cards are left in the stock the world's next draws would decide such a
choice, so it is not made there. The search then sees, for example, that picking up a card it
could trump may let it lead a card the last opponent cannot beat next
(``tests/engine/test_fjols_ai.py``). The tree stops at the first move that reaches the best place
still open (``kernel.best_of``: going out next of those still in, which no other move can beat),
trying the dearest card first, which leaves every score as it was and doubles the worlds in a
decision's budget. ``LEAVES`` caps the tree for hands swollen by whole-chain pick-ups.

Going round (``circling``): searching seats can keep a deal from ending: a seat holding every high
trump may pick up each low trump led to it rather than spend a high trump, then lead it on to a
player who must pick it up, and so on, each move right by its own search. Once the public log shows
such a round (with the stock empty, three chains per seat of one card led and picked up at once),
or the deal is ``LONG_DEAL`` moves old, hard plays medium's move, which never picks up by choice
with the stock empty.

When: once the stock holds at most ``LATE`` (2) cards per player, the last two rounds of draws
(``late``): with few cards left to draw, a playout is no longer mostly the luck of the draws.
Before that medium's move is played at once. Searching earlier, or only once the stock is empty,
measured weaker.

Candidates: medium's move first (it wins ties and is kept unless the search beats it by ``trust``
standard errors of the paired difference: ``SearchStats.preferring``), then the other legal moves,
cheapest first, at most ``MAX_CANDIDATES`` (a hand swollen by pick-ups has many cards to lead,
and the dear ones are rarely right).

Budget: 0.15 s of CPU time per searched decision, never more than 0.6 s of real time (anytime; a
forced move and every decision before the last two rounds of draws are instant, and the search
stops early when one candidate is left). ``seconds=None, playouts=N, wall=None`` fixes the work
instead, for deterministic tests.

The measurements behind each of these choices, version by version, with the commands that
reproduce them: ``benchmarks/results/fjols.md``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ....errors import Reason
from ....players import Advice
from ....rules import Move, Observation, Seat
from ....search import SearchPlayer, SearchStats
from ..rules import FjolsRules
from ..state import LEAD, MAX_ACTIONS, OVER, PICKUP, PICKUP_BIT, PICKUP_CODE, PLAYS, FjolsPlay, FjolsState
from ..view import FjolsObservation
from .bots import (
    CARD_BITS,
    Knowledge,
    MediumPlayer,
    card_text,
    cheapest,
    deal_order,
    hardest,
    next_seat,
)
from .infer import InferenceSampler
from .kernel import PLAYOUT_LIMIT, best_of, playout

MAX_CANDIDATES = 7
LATE = 2                   # search once the stock holds at most this many cards per player
DEPTH = 2                  # the searching seat's own decisions tried in the playouts once the stock is empty
LEAVES = 36                # at most this many playouts per candidate in that tree (whole-chain hands are large)
CIRCLE = 3                 # chains per seat of one card led and picked up: the deal is going round
LONG_DEAL = MAX_ACTIONS // 10   # moves: no searching after this (a deal of 36 or 52 cards ends within ~130)


def playout_move(state: FjolsState, order: tuple[int, ...], cost: tuple[int, ...]) -> Move:
    """Medium's card sense on a full state (every hand visible): the playout policy."""
    legal = state.legal
    plays = legal & CARD_BITS
    if not plays:
        return PICKUP
    deal = state.deal
    seat = state.turn
    hands = state.hands
    stock = state.stock_size
    lead = state.phase == LEAD
    if stock == 0:
        sizes = tuple(h.bit_count() for h in hands)
        nxt = next_seat(sizes, seat)
        if nxt != seat and sizes[nxt] <= (1 if lead else 2) and (not lead or sizes[seat] > 1):
            # medium's own ``docs/computer-players.md#fjols`` item 5 choice: with the stock empty, the cards
            # still out are the others' hands
            others = 0
            for s, h in enumerate(hands):
                if s != seat:
                    others |= h
            know = Knowledge(seat, hands[seat], others, state.known, sizes, 0)
            return PLAYS[hardest(deal, know, plays, cost, nxt)]
    if lead:
        hand = hands[seat]
        ace = 1 << (int(deal.high) * 13 + 12)
        return PLAYS[cheapest(hand & ~ace or hand, order)]
    card = cheapest(plays, order)
    if legal & PICKUP_BIT and cost[card] >= 32 and cost[state.target] >= 16 and stock >= deal.seats * 2:
        return PICKUP
    return PLAYS[card]


class Scorer:
    """An evaluator for ``engine.search`` that scores each candidate's state alone (``score``)."""

    rules: FjolsRules

    def evaluate(self, world: Any, seat: Seat, moves: Sequence[Move], rng: random.Random) -> list[float]:
        apply = self.rules.apply
        return [self.score(apply(world, seat, move), seat) for move in moves]

    def score(self, state: FjolsState, seat: Seat) -> float:
        raise NotImplementedError


class PlayoutEvaluator(Scorer):
    """Scores candidates in one sampled world by playing the deal out with ``playout_move`` (through
    the rules: the reference for ``FastEvaluator``). With ``depth``, the searching seat's first
    ``depth`` decisions with two moves or more once the stock is empty are not medium's: each of its
    moves is played on, dearest card first, and the best result counts (``kernel.best_of``: it stops at
    the best place still open; the other seats still play medium's card sense),
    as long as the tree keeps to ``leaves`` playouts (a decision with more moves than its share is
    medium's; each move's branch gets an equal share)."""

    def __init__(self, rules: FjolsRules, place_weight: float = 0.3, depth: int = 0, leaves: int = LEAVES) -> None:
        self.rules = rules
        self.place_weight = place_weight
        self.depth = depth
        self.leaves = leaves

    def score(self, state: FjolsState, seat: Seat) -> float:
        """``seat``'s utility once ``state`` is played out."""
        return self._walk(state, seat, self.depth, self.leaves, PLAYOUT_LIMIT)

    def _walk(self, state: FjolsState, seat: Seat, depth: int, leaves: int, left: int) -> float:
        rules = self.rules
        order, cost = deal_order(state.deal)
        while state.phase != OVER and left > 0:
            left -= 1
            if depth and state.turn == seat and not state.stock_size and 1 < state.legal.bit_count() <= leaves:
                legal = state.legal
                moves = [PLAYS[i] for i in reversed(order) if legal >> i & 1] + ([PICKUP] if legal & PICKUP_BIT else [])
                share = leaves // len(moves)
                return best_of((self._walk(rules.apply(state, seat, move), seat, depth - 1, share, left)
                                for move in moves), self.place_weight, len(state.out), state.deal.seats)
            state = rules.apply(state, state.turn, playout_move(state, order, cost))
        if state.phase != OVER or state.unfinished:
            return 0.0
        if state.fjols == seat:
            return -1.0
        place = state.out.index(seat) if seat in state.out else 0
        return -self.place_weight * place / max(1, len(state.out))


class FastEvaluator(PlayoutEvaluator):
    """The same scores as ``PlayoutEvaluator``, played out on plain ints (``kernel.playout``)."""

    def score(self, state: FjolsState, seat: Seat) -> float:
        return playout(state, seat, self.place_weight, self.depth, self.leaves)


def candidates(view: FjolsObservation, first: Move) -> list[Move]:
    """``first`` (medium's move), then the other legal moves, cheapest first, pick-up last."""
    order, _ = deal_order(view.deal)
    mask = view.legal_mask & CARD_BITS if view.phase_id != LEAD else view.hand_mask
    out = [first]
    for i in order:
        if mask >> i & 1 and PLAYS[i] != first:
            out.append(PLAYS[i])
    if view.legal_mask & PICKUP_BIT and first != PICKUP:
        out.append(PICKUP)
    if len(out) > MAX_CANDIDATES:
        out = out[:MAX_CANDIDATES - 1] + [out[-1]]   # keep the dearest card (and the pick-up) in the race
    return out


class HardPlayer(SearchPlayer, MediumPlayer):
    """``engine.search.SearchPlayer`` with medium's move as the prior, ``candidates`` as the
    candidates, the worlds drawn by ``infer.InferenceSampler`` and the kernel's playouts (with the
    searching seat's own later decisions tried) as the evaluator; it searches only late in the
    deal and not while the deal goes round (``searching``)."""

    level = "hard"
    trust = 1.0   # standard errors a searched move must gain over medium's

    def __init__(self, seconds: float | None = 0.15, playouts: int | None = None, wall: float | None = 0.6,
                 late: int | None = LATE, place_weight: float = 0.3, infer: bool = True, depth: int = DEPTH,
                 leaves: int = LEAVES) -> None:
        rules = FjolsRules()
        super().__init__(rules, FastEvaluator(rules, place_weight, depth, leaves), seconds=seconds,
                         playouts=playouts, wall=wall)
        self.late = late
        self.inference: Any = InferenceSampler(rules) if infer else rules

    def prior(self, view: Observation, rng: random.Random) -> Advice:
        return MediumPlayer.decide(self, view, rng)

    def candidates(self, view: Observation, prior: Advice | None) -> list[Move]:
        assert isinstance(view, FjolsObservation) and prior is not None
        return candidates(view, prior.move)

    def searching(self, view: Observation) -> bool:
        """Only once the stock holds at most ``late`` cards per player (None: every decision), and
        not while the deal goes round (``circling``)."""
        assert isinstance(view, FjolsObservation)
        if self.late is not None and view.stock_size > self.late * view.seats:
            return False
        return not circling(view.log, view.seats, view.stock_size)

    def sampler(self, view: Observation, rng: random.Random) -> Any:
        return self.inference

    def explain(self, view: Observation, moves: Sequence[Move], chosen: int, stats: SearchStats) -> Advice:
        return Advice(moves[chosen], search_reason(stats, chosen, moves[chosen]))


def circling(log: tuple[int, ...], seats: int, stock: int) -> bool:
    """Whether the deal has stopped moving on, from the public log: with the stock empty, the last
    ``CIRCLE`` chains per seat were each one card led and picked up at once (no card left play: the
    same cards only changed hands), or the deal is ``LONG_DEAL`` moves old.
    Searching players can keep a deal going round like that, each move right by its own search (a
    pick-up that keeps a high trump, then a lead the next player must pick up), so there hard plays
    medium's move, which never picks up by choice once the stock is empty."""
    if len(log) >= LONG_DEAL:
        return True
    if stock:
        return False
    k = len(log) - (0 if log and log[-1] & 63 == PICKUP_CODE else 1)   # the chain in play is not over
    pairs = 0
    while k >= 3 and log[k - 1] & 63 == PICKUP_CODE and log[k - 2] & 63 != PICKUP_CODE \
            and log[k - 3] & 63 == PICKUP_CODE:
        pairs += 1
        k -= 2
    return pairs >= CIRCLE * seats


def search_reason(stats: SearchStats, chosen: int, move: Move) -> Reason:
    """The search's own reason: the move and how many deals it was played out in."""
    if isinstance(move, FjolsPlay):
        return Reason.of("search_best", card=card_text(move.card.index), worlds=stats.worlds)
    return Reason.of("search_pickup", worlds=stats.worlds)
