"""What one Davoserjas seat may know: the generic ``Observation`` plus typed public facts and the seat's
own hand, as masks so a computer player can count cards with integer operations.

``deal`` carries the round's rule (``deal.rule``: what it penalises), its place in the round list
(``deal.number`` of ``deal.round_count``, from 0) and the deck in play (``deal.deck``: the removed twos are the
cards missing from it). A trick round is seen as a ``TrickObservation``, the kabale as a
``KabaleObservation``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...cards import cards_of
from ...rules import Observation, Pile, PileKind, Seat
from .state import KabaleDeal, TrickDeal


def hand_piles(hands: tuple[int, ...], seat: Seat) -> list[Pile]:
    """Every hand as ``"hand:<s>"``: this seat's cards face up, the others' face down."""
    return [Pile(f"hand:{s}", PileKind.HAND, owner=s, cards=cards_of(hand) if s == seat else (None,) * hand.bit_count())
            for s, hand in enumerate(hands)]


@dataclass(frozen=True, kw_only=True)
class TrickObservation(Observation):
    deal: TrickDeal
    phase_id: int
    hand_mask: int
    trick_no: int
    leader: Seat
    turn: Seat
    trick: tuple[int, ...]
    taken: tuple[int, ...]         # won cards per seat (everyone saw them played)
    tricks: tuple[int, ...]        # tricks won per seat
    log: tuple[tuple[Seat, tuple[int, ...]], ...]   # finished tricks as (leader, card indices)
    voids: tuple[int, ...]         # suits each seat has shown void in (4-bit masks)
    played: int                    # every card played to a trick, the current one included


@dataclass(frozen=True, kw_only=True)
class KabaleObservation(Observation):
    deal: KabaleDeal
    phase_id: int
    hand_mask: int
    turn: Seat
    table: int                     # cards laid in the rows
    fits: int                      # cards not yet laid that fit the layout now (sevens of closed rows too)
    passes: tuple[int, ...]
    out: tuple[Seat, ...]          # players out of cards, in finishing order
    lacks: tuple[int, ...]         # cards each seat has shown it does not hold (it passed or was forced)
    log: tuple[tuple[Seat, int], ...]   # (seat, card index) or (seat, -1) for a pass
