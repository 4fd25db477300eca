"""What each Davoserjas reason claims, checked on the seat's observation (``engine/claims.py``).

Every reason key the levels give (``REASONS`` in ``__init__.py``) has a claim here, read from the
``TrickObservation`` or ``KabaleObservation`` and the move. In the trick rounds cards compare by
strength (the ace below the two when the house rules say so: ``kernel.to_strength``), and a card
*costs* when the round prices it (``kernel.TrickTable.values``). The table's words
(``gui/i18n/davoserjas.py``) say no more than these checks:

* "lead low ... someone else holds a higher card" leads our lowest card of its suit (lower ones of ours,
  if any, all cost) with a higher card of the suit in another hand, "several higher cards" at least
  three, "nobody else holds a higher card" none; "a low card ... to drive out the costly cards above
  it" is such a lowest card with a costly card of its suit above it in another hand; "only the last
  trick costs" is the round's rule, and "the high" card is the highest of its suit in our hand;
* "nothing in this trick costs so far" means neither the trick itself (its place, every trick) nor
  a card in it nor ours costs; "last to play ... take it" goes above the trick as its last card;
  "stays under the trick" is below its highest card of the led suit;
* "the highest card that still loses" stays under the trick's highest card of the led suit with
  nothing of ours between; "someone else takes this trick" is true of a card that cannot follow or
  stays under it; "cannot be ducked" / "nothing ducks" means no card we may play stays under it;
* "you cannot follow suit" means no card of the led suit in the hand; "keep for the last trick the card
  the others are likelier to beat": two cards left before the last trick of a round where only the
  last trick costs, and the one kept has at least as many higher cards of its suit out as the one played;
* the kabale: "opens the way to {count} cards of your own" counts our cards further along its row,
  "opens nothing for the others" means no card of another hand lies further along it, "helps the
  others least" opens no more of their cards than any other card we may lay.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ....cards import CARDS, SUIT_MASKS
from ....claims import COMMON, Claim, both, names_move
from ....errors import Reason
from ....rules import Move
from ..view import KabaleObservation, TrickObservation
from .kernel import FULL, kabale_table
from .policy import TrickKnowledge, highest, legal_mask, lowest, only_last_costs


class Trick:
    """The facts a trick-round claim reads, in strength space (see the module docstring)."""

    def __init__(self, view: TrickObservation, card: int) -> None:
        k = TrickKnowledge(view)
        self.k, self.t = k, k.t
        self.card = next(i for i in range(52) if k.card(i) == card)
        self.suit = SUIT_MASKS[self.card // 13]
        self.unseen = FULL & ~k.played & ~k.hand
        self.led = SUIT_MASKS[k.trick[0] // 13] if k.trick else 0
        self.top = max((c for c in k.trick if 1 << c & self.led), default=-1)

    @property
    def leading(self) -> bool:
        return not self.k.trick

    @property
    def following(self) -> bool:
        return bool(self.k.trick) and bool(1 << self.card & self.led)

    @property
    def void(self) -> bool:
        return bool(self.k.trick) and not self.k.hand & self.led

    @property
    def last(self) -> bool:
        return len(self.k.trick) == self.t.seats - 1

    def higher_out(self) -> int:
        return (self.unseen & self.suit & ~((2 << self.card) - 1)).bit_count()

    def costs(self, card: int) -> bool:
        return self.t.values[card] > 0

    def free(self) -> bool:
        """Neither the trick's place nor a card in it nor ours costs."""
        t, k = self.t, self.k
        fixed = t.per_trick + (t.first_trick if k.trick_no == 1 else 0) + \
            (t.last_trick if k.trick_no == t.cards_each else 0)
        return not fixed and not any(self.costs(c) for c in (*k.trick, self.card))

    def follow(self) -> int:
        return self.k.legal & self.led

    def none_below(self) -> bool:
        return not self.follow() & ((1 << self.top) - 1)

    def highest_of_suit(self, mask: int) -> bool:
        """The card is the highest of its suit in ``mask``, leaving out costly cards if it is not one."""
        mine = mask & self.suit
        plain = mine & ~self.t.penalty_mask
        return highest(plain if plain and not self.costs(self.card) else mine) == self.card

    def lowest_of_suit(self, mask: int) -> bool:
        """No card of its suit in ``mask`` below it, other than costly ones."""
        return not mask & self.suit & ((1 << self.card) - 1) & ~self.t.penalty_mask


def trick(claim: Callable[[Trick], bool]) -> Claim:
    """A claim about the card played in a trick round, which the reason names (``card``)."""
    def check(view: Any, move: Move, reason: Reason) -> bool:
        if not isinstance(view, TrickObservation) or not move.cards:
            return False
        card = move.cards[0].index
        return reason.arg("card") == str(CARDS[card]) and claim(Trick(view, card))
    return check


def laid(claim: Callable[[KabaleObservation, int], bool]) -> Claim:
    """A claim about the card laid in the kabale, which the reason names (``card``)."""
    def check(view: Any, move: Move, reason: Reason) -> bool:
        if not isinstance(view, KabaleObservation) or not move.cards:
            return False
        card = move.cards[0].index
        return reason.arg("card") == str(CARDS[card]) and bool(legal_mask(view) >> card & 1) and claim(view, card)
    return check


def opened(view: KabaleObservation, card: int) -> int:
    """Cards of other hands further along the card's row."""
    return (kabale_table(view.deal).beyond[card] & view.deal.deck & ~view.hand_mask & ~view.table).bit_count()


def own_ahead(view: KabaleObservation, card: int) -> int:
    return (kabale_table(view.deal).beyond[card] & view.hand_mask).bit_count()


def toward_own(view: Any, move: Move, reason: Reason) -> bool:
    return laid(lambda v, c: own_ahead(v, c) >= 1 and reason.arg("count") == own_ahead(v, c))(view, move, reason)


def least_help(view: KabaleObservation, card: int) -> bool:
    legal = [c for c in range(52) if legal_mask(view) >> c & 1]
    return opened(view, card) == min(opened(view, c) for c in legal)


def keeps_likelier_beaten(p: Trick) -> bool:
    """Two cards left before the last trick of a last-trick round: the one kept has at least as many
    higher cards of its suit in other hands as the one played."""
    k, t = p.k, p.t
    if not (only_last_costs(t) and k.trick_no == t.cards_each - 1 and k.legal.bit_count() == 2):
        return False
    kept = k.legal & ~(1 << p.card)
    other = kept.bit_length() - 1
    above = (p.unseen & SUIT_MASKS[other // 13] & ~((2 << other) - 1)).bit_count()
    return above >= p.higher_out()


CLAIMS: dict[str, Claim] = {
    **COMMON,
    # leading
    "lead_low": trick(lambda p: p.leading and p.lowest_of_suit(p.k.legal) and p.higher_out() >= 1),
    "lead_safe": trick(lambda p: p.leading and p.lowest_of_suit(p.k.legal) and p.higher_out() >= 3),
    "flush_penalty": trick(lambda p: p.leading and p.lowest_of_suit(p.k.legal)
                           and bool(p.unseen & p.suit & p.t.penalty_mask & ~((2 << p.card) - 1))),
    "lead_high_early": trick(lambda p: p.leading and only_last_costs(p.t) and p.k.trick_no < p.t.cards_each
                             and p.highest_of_suit(p.k.legal)),
    # following
    "shed_high": trick(lambda p: p.following and p.free() and p.highest_of_suit(p.k.legal)),
    "take_safe_trick": trick(lambda p: p.following and p.last and p.free() and p.card > p.top),
    "duck": trick(lambda p: p.following and p.card < p.top and not p.follow() & ((1 << p.top) - (2 << p.card))),
    "dump_penalty": trick(lambda p: p.costs(p.card) and (p.void or (p.following and p.card < p.top))),
    "win_high": trick(lambda p: p.following and p.last and p.none_below() and p.highest_of_suit(p.k.legal)),
    "cannot_duck": trick(lambda p: p.following and not p.last and p.none_below()
                         and lowest(p.follow() & ~p.t.penalty_mask or p.follow()) == p.card),
    "follow_low": trick(lambda p: p.following and lowest(p.follow()) == p.card),
    "keep_low_for_last": trick(keeps_likelier_beaten),
    "stay_under": trick(lambda p: p.following and p.card < p.top),
    "lead_sure": trick(lambda p: p.leading and p.higher_out() == 0),
    "dump_high_card": trick(lambda p: p.void and p.highest_of_suit(p.k.legal)),
    # the kabale
    "lay_toward_own": toward_own,
    "lay_row_end": laid(lambda v, c: own_ahead(v, c) == 0 and opened(v, c) == 0),
    "lay_least_help": laid(least_help),
    "lay_any": laid(lambda v, c: True),
    "search_best": both(COMMON["search_best"], names_move()),
}
