"""Dealing hidden cards consistently with what a seat knows (for ``sample_world``).

A seat knows how many hidden cards each other seat holds and, for each seat, which cards it may
still hold (it showed a void, it received known cards, ...). ``deal_hidden`` hands out the unknown
cards so that every seat gets exactly its count and only cards it may hold. It shuffles first and
fills the most constrained seats first, so worlds come out varied; when the greedy deal hits a
dead end it retries, and finally falls back to an exact matching (augmenting paths), so a
consistent view always yields a world and an inconsistent one raises ``FjolsError``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from .cards import shuffle
from .errors import FjolsError


def deal_hidden(unknown: Sequence[Any], needs: Sequence[int], allowed: Sequence[int],
                rng: random.Random, attempts: int = 20) -> list[int]:
    """Masks of cards for each seat: ``needs[s]`` cards, all with bits inside ``allowed[s]``.

    ``unknown`` are card objects with a ``bit``; their count must equal ``sum(needs)``.
    """
    cards = list(unknown)
    if len(cards) != sum(needs):
        raise FjolsError(f"cannot deal {len(cards)} hidden cards into hands needing {sum(needs)}")
    seats = range(len(needs))
    if all(allowed[s] & _mask(cards) == _mask(cards) for s in seats if needs[s]):
        shuffle(cards, rng)
        out, i = [], 0
        for s in seats:
            out.append(_mask(cards[i:i + needs[s]]))
            i += needs[s]
        return out
    for _ in range(attempts):
        result = _greedy(cards, needs, allowed, rng)
        if result is not None:
            return result
    return _matching(cards, needs, allowed, rng)


def _mask(cards: Sequence[Any]) -> int:
    m = 0
    for c in cards:
        m |= c.bit
    return m


def _greedy(cards: list[Any], needs: Sequence[int], allowed: Sequence[int],
            rng: random.Random) -> list[int] | None:
    shuffle(cards, rng)
    room = list(needs)
    out = [0] * len(needs)
    # most constrained cards first: fewest seats that may hold them
    order = sorted(cards, key=lambda c: sum(1 for s, a in enumerate(allowed) if room[s] and a & c.bit))
    for card in order:
        options = [s for s in range(len(needs)) if room[s] and allowed[s] & card.bit]
        if not options:
            return None
        weights = [room[s] for s in options]
        seat = rng.choices(options, weights)[0]
        out[seat] |= card.bit
        room[seat] -= 1
    return out


def _matching(cards: list[Any], needs: Sequence[int], allowed: Sequence[int],
              rng: random.Random) -> list[int]:
    shuffle(cards, rng)
    slots = [s for s in range(len(needs)) for _ in range(needs[s])]
    shuffle(slots, rng)
    owner: dict[int, int] = {}  # slot index -> card position

    def augment(ci: int, seen: set[int]) -> bool:
        for si, seat in enumerate(slots):
            if si in seen or not allowed[seat] & cards[ci].bit:
                continue
            seen.add(si)
            if si not in owner or augment(owner[si], seen):
                owner[si] = ci
                return True
        return False

    for ci in range(len(cards)):
        if not augment(ci, set()):
            raise FjolsError("the known facts leave no way to deal the hidden cards")
    out = [0] * len(needs)
    for si, ci in owner.items():
        out[slots[si]] |= cards[ci].bit
    return out
