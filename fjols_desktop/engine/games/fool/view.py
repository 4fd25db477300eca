"""What one FOOL! seat may know: the generic ``Observation`` plus typed public facts and the seat's
own hand as a mask, so computer players can count cards with integer operations
(``docs/computer-players.md#fool``: know the deck in play, count the played cards per colour, infer voids)."""

from __future__ import annotations

from dataclasses import dataclass

from ...rules import Observation, Seat
from .state import FoolDeal


@dataclass(frozen=True, kw_only=True)
class FoolObservation(Observation):
    deal: FoolDeal                 # options, table size, dealer, the cards in play (deal.deck), discs in use
    phase_id: int
    hand_mask: int
    trick_no: int
    leader: Seat
    turn: Seat                     # -1 when the round is over
    order: tuple[Seat, ...]        # who plays the current trick, in play order
    trick: tuple[int, ...]         # card indices played to it so far
    lead: int                      # lead colour number (deck.GREEN ... deck.BLUE) or -1 (undetermined)
    discs: tuple[Seat, ...]        # seats holding a Fool disc (sitting out the current trick)
    log: tuple[tuple[tuple[Seat, ...], tuple[int, ...], Seat, tuple[Seat, ...]], ...]
    # finished tricks as (order, card indices, winner, fools)
    played: int                    # every card played this round, the current trick included
    voids: tuple[int, ...]         # colours each seat has shown void in (bit n = colour number n)
