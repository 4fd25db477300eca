"""What one Fjols seat may know: the generic ``Observation`` plus typed public facts as masks.

Everything in Fjols is played face up, so the only secrets are the hands and the order of the stock.
Cards a player picked up were seen by everybody; ``known`` lists them per seat (until played), and
``sample_world`` keeps them in their holder's hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...rules import Observation, Seat
from .state import FjolsDeal


@dataclass(frozen=True, kw_only=True)
class FjolsObservation(Observation):
    deal: FjolsDeal                # options, table, dealer, turned card, trump suits, beating tables
    phase_id: int
    hand_mask: int
    known: tuple[int, ...]         # per seat: cards it is known to hold (picked up in view of all)
    chain: tuple[int, ...]         # card indices, bottom first
    chain_by: tuple[int, ...]      # who played each chain card (-1: the turned-up card)
    target: int                    # card index to beat, -1 when leading or over
    discard: int                   # dead cards (all seen when played)
    stock_size: int
    out: tuple[Seat, ...]          # seats in the order they went out
    turn: Seat
    chain_seats: int               # players holding cards when the chain began
    legal_mask: int                # this seat's legal cards, plus bit 52 when it may pick up
    log: tuple[int, ...]           # every move as seat << 6 | code (see state.log_text)
