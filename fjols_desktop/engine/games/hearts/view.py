"""What one Hjerterfri seat may know: the generic ``Observation`` plus typed public facts and the
seat's own secrets (its hand, the cards it passed and received). Masks are kept alongside the piles
so computer players can count cards with integer operations. The seat's own hand pile marks the
received cards it still holds (``"received"``), so the table can point them out; no other pile and no
other seat's observation carries them."""

from __future__ import annotations

from dataclasses import dataclass

from ...rules import Observation, Seat
from .state import HeartsDeal


@dataclass(frozen=True, kw_only=True)
class HeartsObservation(Observation):
    deal: HeartsDeal
    phase_id: int
    hand_mask: int
    my_pass: int                   # cards this seat passed (or has chosen to pass)
    my_received: int               # cards this seat received
    chosen: tuple[bool, ...]       # who has chosen their pass (public: the cards lie face down)
    trick_no: int
    leader: Seat
    turn: Seat
    trick: tuple[int, ...]
    broken: bool
    taken: tuple[int, ...]         # won cards per seat (everyone saw them played)
    tricks: tuple[int, ...]        # tricks won per seat
    log: tuple[tuple[Seat, tuple[int, ...]], ...]   # finished tricks as (leader, card indices)
    voids: tuple[int, ...]         # suits each seat has shown void in (4-bit masks)
    played: int                    # every card played to a trick, the current one included
    moon: Seat
    moon_self: int                 # -1, or the shooter's choice (0 others, 1 self)
    others_open: tuple[int, ...] = ()   # every hand, only with the open_hands practice option
