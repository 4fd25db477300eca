"""A fast playout for Fjols' hard level: the deal played out to the end with ``hard.playout_move``
(medium's card sense on the full state) on plain ints instead of ``FjolsState`` objects.

Cards are renumbered per deal by their cost (``bots.cost_order``: plain, then low trump, then high
trump, by rank within a class), so "the cheapest card of a mask" is its lowest set bit and "a high
trump" is a bit above a threshold. The beating tables are renumbered the same way once per deal
(``tables``). ``playout`` follows ``FjolsRules.apply`` move for move (drawing, going
out, the chain closing after a full round, picking up the last card or the whole pile, the
``MAX_ACTIONS`` guard) and returns the same utility as ``hard.PlayoutEvaluator``; the differential
test in ``tests/engine/test_fjols_ai.py`` plays both on many worlds and asserts equal results.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import NamedTuple

from ..state import (
    FREE,
    LEAD,
    MAX_ACTIONS,
    NEVER,
    OVER,
    STRICT_VOID,
    SUIT_FIRST,
    SUIT_OF,
    TURNED_BY,
    WHEN_NO_SUIT_BEATER,
    FjolsDeal,
    FjolsState,
)
from .bots import cost_order

PLAYOUT_LIMIT = 600        # moves; a playout still running then counts as a draw (0)


class Tables(NamedTuple):
    """One deal's beating relation in cost order: position ``p`` is the ``p``-th cheapest card."""

    to_pos: tuple[int, ...]        # card index -> position
    beat: tuple[int, ...]          # per position: mask (of positions) of its beaters
    in_suit: tuple[int, ...]       # per position: its beaters of its own suit
    suit: tuple[int, ...]          # per position: mask of the positions of its suit
    high_from: int                 # positions >= this are high trumps (cost >= 32)
    trump_from: int                # positions >= this are trumps (cost >= 16)
    ace: int                       # bit of the high trump ace


def _remap(mask: int, to_pos: tuple[int, ...]) -> int:
    out = 0
    while mask:
        low = mask & -mask
        out |= 1 << to_pos[low.bit_length() - 1]
        mask ^= low
    return out


@lru_cache(maxsize=32)
def _tables(high: int, low: int, beat: tuple[int, ...], in_suit: tuple[int, ...]) -> Tables:
    order, cost = cost_order(high, low)
    to_pos = [0] * 52
    for p, i in enumerate(order):
        to_pos[i] = p
    pos = tuple(to_pos)
    return Tables(pos, tuple(_remap(beat[i], pos) for i in order), tuple(_remap(in_suit[i], pos) for i in order),
                  tuple(_remap(SUIT_OF[i], pos) for i in order),
                  next(p for p, i in enumerate(order) if cost[i] >= 32),
                  next(p for p, i in enumerate(order) if cost[i] >= 16), 1 << pos[high * 13 + 12])


def tables(deal: FjolsDeal) -> Tables:
    return _tables(int(deal.high), int(deal.low), deal.beat, deal.in_suit)


def playout(state: FjolsState, seat: int, place_weight: float, depth: int = 0, leaves: int = 0) -> float:
    """Play ``state`` out with the playout policy; ``seat``'s utility: -1 as the fjols, else minus
    ``place_weight`` times the share of the players out before it; 0 for a playout that does not end
    within ``PLAYOUT_LIMIT`` moves (or reaches the ``MAX_ACTIONS`` guard). With ``depth``, ``seat``'s
    first ``depth`` decisions with two moves or more once the stock is empty are not the policy's:
    each of its moves is played on (copies of the ints) and the best result counts (``best_of``), as
    long as the tree keeps to ``leaves`` playouts (a decision with more moves than its share is the
    policy's; each move's branch gets an equal share)."""
    deal = state.deal
    if state.phase == OVER:
        return _utility(state.out, state.fjols, seat, place_weight) if not state.unfinished else 0.0
    limit = min(PLAYOUT_LIMIT, MAX_ACTIONS - state.log_size)   # moves this playout may still make
    if limit <= 0:
        return 0.0
    t = tables(deal)
    to_pos = t.to_pos
    cards, by = state.chain_played_by()
    chain = 0
    for i in cards:
        chain |= 1 << to_pos[i]
    lead = state.phase == LEAD
    return _run(_Playout(t, deal, seat, place_weight),
                [_remap(h, to_pos) for h in state.hands], [_remap(h, to_pos) for h in state.known],
                [1 << to_pos[b.bit_length() - 1] for b in reversed(state.stock_left)],   # pop() draws
                list(state.out), chain, len(cards) - (1 if by and by[0] == TURNED_BY else 0),
                state.chain_seats, lead, to_pos[state.target] if not lead else -1, state.turn, limit, depth, leaves,
                0)


class _Playout(NamedTuple):
    """What stays fixed through one playout and its branches."""

    t: Tables
    deal: FjolsDeal
    seat: int
    weight: float


def _run(p: _Playout, hands: list[int], known: list[int], stock: list[int], out: list[int], chain: int,
         chain_played: int, chain_seats: int, lead: bool, target: int, turn: int, limit: int, depth: int,
         leaves: int, forced: int) -> float:
    """The playout loop from one position (the lists are this branch's own); ``forced``, when not 0,
    is the first move: a card's bit, or -1 to pick up."""
    t, deal = p.t, p.deal
    beat_t, in_suit_t, suit_t = t.beat, t.in_suit, t.suit
    high_bit = 1 << t.high_from
    trump_bit = 1 << t.trump_from
    ace = t.ace
    seats = deal.seats
    follow, voluntary = deal.follow, deal.voluntary
    whole, closes = deal.whole_chain, deal.closes
    dealt_out = seats - 1
    while limit > 0:
        limit -= 1
        hand = hands[turn]
        # -- the seat's options (``respond_mask``) ---------------------------------------------------
        if lead:
            plays = hand
            may_pick = False
        else:
            ins = hand & in_suit_t[target]
            if follow == SUIT_FIRST:
                plays = ins or hand & beat_t[target]
            elif follow == STRICT_VOID:
                plays = ins if hand & suit_t[target] else hand & beat_t[target]
            else:
                plays = hand & beat_t[target]
            may_pick = not plays or voluntary > WHEN_NO_SUIT_BEATER or (voluntary == WHEN_NO_SUIT_BEATER
                                                                         and not ins)
        card = -1
        if forced:
            card, forced = forced, 0
        elif depth and turn == p.seat and not stock and 1 < (count := plays.bit_count() + may_pick) <= leaves:
            # (a seat with no card to play has one move, the pick-up: never a branch)
            # -- the searching seat's own decision: each of its moves, the best result -----------------
            moves = [-1] if may_pick else []
            rest = plays
            while rest:
                low = rest & -rest
                rest ^= low
                moves.append(low)
            share = leaves // count
            return best_of((_run(p, hands[:], known[:], [], out[:], chain, chain_played, chain_seats, lead, target,
                                 turn, limit + 1, depth - 1, share, move) for move in reversed(moves)),
                           p.weight, len(out), seats)
        # -- the policy (``hard.playout_move``) ------------------------------------------------------
        elif plays:
            if not stock:
                nxt = turn + 1
                while True:
                    if nxt >= seats:
                        nxt = 0
                    if hands[nxt] or nxt == turn:
                        break
                    nxt += 1
                if nxt != turn:
                    if hands[nxt].bit_count() <= (1 if lead else 2) and (not lead or hand & (hand - 1)):
                        # medium's ``hardest``: not known to be beatable by nxt, fewest beaters out
                        others = 0
                        for s in range(seats):
                            if s != turn:
                                others |= hands[s]
                        seen = known[nxt]
                        best_key = 1 << 30
                        rest = plays
                        while rest:
                            low = rest & -rest
                            rest ^= low
                            b = beat_t[low.bit_length() - 1]
                            k = (64 if b & seen else 0) + (b & others).bit_count()
                            if k < best_key:
                                best_key, card = k, low
            if card < 0:
                if lead:
                    spare = hand & ~ace or hand
                    card = spare & -spare
                else:
                    card = plays & -plays
                    if may_pick and card >= high_bit and (1 << target) >= trump_bit \
                            and len(stock) >= seats * 2:
                        card = -1
        if card < 0:
            # -- pick up (``apply``) ------------------------------------------------------------------
            if whole:
                hands[turn] = hand | chain
                known[turn] |= chain
            else:
                hands[turn] = hand | 1 << target
                known[turn] |= 1 << target
            leader = turn + 1
            while True:
                if leader >= seats:
                    leader = 0
                if hands[leader]:
                    break
                leader += 1
            turn = leader
            lead = True
            chain = 0
            chain_played = 0
            chain_seats = seats - len(out)
            continue
        # -- play a card (``_play``) -------------------------------------------------------------------
        hand ^= card
        known[turn] &= ~card
        if stock:
            hand |= stock.pop()
        hands[turn] = hand
        if lead:
            chain = card
            chain_played = 1
            lead = False
        else:
            chain |= card
            chain_played += 1
        if not hand:
            out.append(turn)
            if len(out) == dealt_out:
                fjols = next(s for s in range(seats) if s not in out)
                return _utility(out, fjols, p.seat, p.weight)
        nxt = turn + 1
        while True:
            if nxt >= seats:
                nxt = 0
            if hands[nxt]:
                break
            nxt += 1
        if closes and chain_played == chain_seats:
            turn = turn if hand else nxt
            lead = True
            chain = 0
            chain_played = 0
            chain_seats = seats - len(out)
            continue
        turn = nxt
        target = card.bit_length() - 1
    return 0.0


def best_of(values: Iterable[float], weight: float, gone: int, seats: int) -> float:
    """The searching seat's best result over its moves (``values``, one per move), with ``gone``
    players already out: the largest, or the first that reaches the best place still open (going out
    next, ``_utility``'s value for place ``gone``), which no later move can beat, so the rest are not
    played out (about twice the worlds per decision). The moves are tried dearest card first, the
    pick-up last, in the kernel and the rules alike, so both stop at the same one."""
    bound = -weight * gone / (seats - 1)
    best = -2.0
    for value in values:
        if value >= bound:
            return value
        best = max(best, value)
    return best


def _utility(out: list[int] | tuple[int, ...], fjols: int, seat: int, weight: float) -> float:
    if fjols == seat:
        return -1.0
    place = out.index(seat) if seat in out else 0
    return -weight * place / max(1, len(out))


__all__ = ["FREE", "NEVER", "PLAYOUT_LIMIT", "Tables", "best_of", "playout", "tables"]
