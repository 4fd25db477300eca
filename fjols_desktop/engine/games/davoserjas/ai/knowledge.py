"""What one Davoserjas seat knows, read from its observation: the shared vocabulary of the players
(``bots.py``, ``hard.py``) and of the claims their reasons make (``claims.py``)."""

from __future__ import annotations

from ....cards import CARDS
from ....rules import Observation
from ..view import TrickObservation
from .kernel import TrickTable, index_from_strength, to_strength, trick_table


def card_text(index: int) -> str:
    return str(CARDS[index])


def legal_mask(view: Observation) -> int:
    mask = 0
    for move in view.legal_moves:
        mask |= move.cards[0].bit
    return mask


class TrickKnowledge:
    """What one seat knows in a trick round, in the kernel's strength space."""

    __slots__ = ("hand", "legal", "played", "seat", "t", "tmask", "trick", "trick_no", "voids")

    def __init__(self, view: TrickObservation) -> None:
        t = trick_table(view.deal)
        low = t.ace_low
        self.t: TrickTable = t
        self.seat = view.seat
        self.hand = to_strength(view.hand_mask, low)
        self.legal = to_strength(legal_mask(view), low)
        # every card not in another hand: played, in our hand, or out of the deck
        self.played = to_strength(view.played | (((1 << 52) - 1) & ~view.deal.deck), low)
        self.trick = [to_strength(1 << i, low).bit_length() - 1 for i in view.trick]
        self.tmask = to_strength(sum(1 << i for i in view.trick), low)
        self.trick_no = view.trick_no
        self.voids = list(view.voids)

    def card(self, strength_index: int) -> int:
        return index_from_strength(strength_index, self.t.ace_low)
