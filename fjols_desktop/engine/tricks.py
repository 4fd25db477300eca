"""Shared trick-taking helpers for French-suited games without trumps (Hjerterfri, Davoserjas).

Tricks are tuples of card indices in play order; hands are masks. Within a suit a higher index is a
higher rank (2 ... A), so "highest card of the led suit" is a max over indices; ``ace_low`` maps
the ace below the two for Davoserjas' ace-low option. A deal's finished tricks are a log of
``(leader, cards)`` pairs; ``tricks_won``, ``cards_played_by`` and ``voids_shown`` read public facts
from it.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import CARDS, SUIT_MASKS
from .rules import Pile, PileKind, Seat


def _trick_rank(index: int, ace_low: bool) -> int:
    rank = index % 13  # 0 = two ... 12 = ace
    return -1 if ace_low and rank == 12 else rank


def winning_position(trick: Sequence[int], ace_low: bool = False) -> int:
    """Position in ``trick`` of the highest card of the led suit."""
    led = trick[0] // 13
    best, best_rank = 0, _trick_rank(trick[0], ace_low)
    for pos in range(1, len(trick)):
        index = trick[pos]
        if index // 13 == led:
            rank = _trick_rank(index, ace_low)
            if rank > best_rank:
                best, best_rank = pos, rank
    return best


def trick_winner(trick: Sequence[int], leader: Seat, seats: int, ace_low: bool = False) -> Seat:
    return (leader + winning_position(trick, ace_low)) % seats


def trick_mask(trick: Sequence[int]) -> int:
    mask = 0
    for index in trick:
        mask |= 1 << index
    return mask


def trick_pile(pile_id: str, kind: PileKind, trick: Sequence[int], leader: Seat, seats: int) -> Pile:
    """A trick as a pile, each card tagged with the seat that played it."""
    return Pile(pile_id, kind, cards=tuple(CARDS[i] for i in trick),
                played_by=tuple((leader + k) % seats for k in range(len(trick))))


TrickLog = Sequence[tuple[Seat, Sequence[int]]]


def tricks_won(log: TrickLog, seats: int, ace_low: bool = False) -> tuple[int, ...]:
    counts = [0] * seats
    for leader, cards in log:
        counts[trick_winner(cards, leader, seats, ace_low)] += 1
    return tuple(counts)


def cards_played_by(log: TrickLog, trick: Sequence[int], leader: Seat, seats: int) -> tuple[int, ...]:
    """Masks of the cards each seat has played, the current trick included."""
    played = [0] * seats
    for lead, cards in (*log, (leader, trick)):
        for k, index in enumerate(cards):
            played[(lead + k) % seats] |= 1 << index
    return tuple(played)


def voids_shown(log: TrickLog, trick: Sequence[int], leader: Seat, seats: int) -> tuple[int, ...]:
    """4-bit masks of the suits each seat has failed to follow (public knowledge)."""
    voids = [0] * seats
    for lead, cards in (*log, (leader, trick)):
        if not cards:
            continue
        led = cards[0] // 13
        for k in range(1, len(cards)):
            if cards[k] // 13 != led:
                voids[(lead + k) % seats] |= 1 << led
    return tuple(voids)


def allowed_by_voids(voids: int) -> int:
    """All cards of the suits a seat has not shown void in."""
    mask = 0
    for s in range(4):
        if not voids >> s & 1:
            mask |= SUIT_MASKS[s]
    return mask
