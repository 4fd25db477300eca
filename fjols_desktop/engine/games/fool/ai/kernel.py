"""A fast FOOL! playout: a round played to its end with plain locals and masks, every seat following
``policy.card_sense`` (the hard level's evaluator, ``hard.py``).

It is a second implementation of the trick loop of ``rules.py`` (it reuses the pure pieces of
``state.py``: ``legal_mask``, ``resolve_trick``, ``play_order``, ``round_points``) that skips
building a state per card and keeps each seat's knowledge (the unseen cards, the voids shown, the
hand sizes) up to date as it goes. ``tests/engine/test_fool_ai.py`` plays random rounds through
both and checks that they agree card for card.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..deck import COLOUR_OF, WILD, lowest_wild
from ..state import FoolDeal, FoolState, legal_mask, play_order, resolve_trick, round_points
from .policy import card_sense


def playout(deal: FoolDeal, hands: Sequence[int], trick: Sequence[int], order: Sequence[int], lead: int,
            voids: Sequence[int], first: int = -1, moves: list[tuple[int, int]] | None = None) -> tuple[int, ...]:
    """The round's points when it is played out from this position; ``first`` is the card index the
    seat to play plays now (else it follows the policy too). ``moves`` collects ``(seat, card)``."""
    options = deal.options
    seats, fools, later_worse, first_wins = deal.seats, deal.fools, deal.later_worse, deal.first_wins
    wild_penalty = options.wild_one_penalty
    gain = options.go_out_bonus - options.fool_go_out_score
    hands = list(hands)
    voids = list(voids)
    trick = list(trick)
    sizes = [h.bit_count() for h in hands]
    held = 0
    for h in hands:
        held |= h
    while True:
        pos = len(trick)
        if pos < len(order):
            s = order[pos]
            hand = hands[s]
            if first >= 0:
                c = first
                if COLOUR_OF[c] == WILD:
                    c = lowest_wild(hand).bit_length() - 1
                first = -1
            else:
                legal = legal_mask(hand, lead)
                if legal & (legal - 1):
                    c = card_sense(s, hand, legal, trick, order, lead, held & ~hand, voids, sizes, fools,
                                   later_worse, wild_penalty, gain, explain=False)[0]
                else:
                    c = legal.bit_length() - 1
            bit = 1 << c
            hands[s] = hand ^ bit
            held ^= bit
            sizes[s] -= 1
            colour = COLOUR_OF[c]
            if colour != WILD:
                if lead < 0:
                    lead = colour
                elif colour != lead:
                    voids[s] |= 1 << lead
            trick.append(c)
            if moves is not None:
                moves.append((s, c))
            continue
        win, worst = resolve_trick(trick, lead, fools, later_worse, first_wins)
        fooled = tuple(order[p] for p in worst)
        if not all(hands):
            return round_points(deal, hands, fooled)
        order = play_order(seats, order[win], fooled)
        trick = []
        lead = -1


def playout_state(state: FoolState, voids: Sequence[int], first: int = -1,
                  moves: list[tuple[int, int]] | None = None) -> tuple[int, ...]:
    """``playout`` from a full state (a sampled world, or a real one in the tests)."""
    return playout(state.deal, state.hands, state.trick, state.order, state.lead, voids, first, moves)
