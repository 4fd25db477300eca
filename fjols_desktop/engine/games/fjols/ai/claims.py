"""What each Fjols reason claims, checked on the seat's observation (``engine/claims.py``).

Every reason key the levels give (``REASONS`` in ``__init__.py``) has a claim here, read from the
``FjolsObservation`` and the move. A card's *cost* is the players' (``bots.cost_order``): plain cards,
then the low trump, then the high trump, by rank within each. The table's words
(``gui/i18n/fjols.py``) say no more than these checks:

* "the cheapest card ... and keep the trumps" is a plain card, the cheapest we may beat with, while we
  hold a trump; "the low trump" and "a high trump" say which trump the cheapest beater is, and
  that nothing cheaper beats the card; "the lowest card that will do" has the lowest rank we may play;
* "the weakest card ... keep the trumps for beating" leads our cheapest card, a plain one, while we
  hold a trump; "the weakest card" alone leads the cheapest;
* "nobody else can beat it" means no card that beats it is in another hand or the stock (as far as
  the seat can know: cards picked up in view of all are known to be in that hand);
* "has one card left" / "is nearly out" name the next player holding cards with one / at most two,
  the stock empty, and "the hardest card to beat" is one with the fewest beaters still out among
  those that player is not known to be able to beat;
* "pick up the trump rather than spend" a high trump: the card to beat is a trump, our cheapest
  beater a high trump, and the stock still holds two cards per player or more.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ....cards import CARDS
from ....claims import COMMON, Claim, both, names_move
from ....errors import Reason
from ....rules import Move
from ..state import LEAD, PICKUP, PICKUP_BIT, Pickup
from ..view import FjolsObservation
from .bots import CARD_BITS, deal_order, knowledge, next_seat

View = FjolsObservation
PLAIN, LOW, HIGH = 0, 1, 2


def cost(view: View, card: int) -> int:
    return deal_order(view.deal)[1][card]


def trump_class(view: View, card: int) -> int:
    """``PLAIN``, ``LOW`` or ``HIGH``: the card's class."""
    return cost(view, card) // 16


def cards(mask: int) -> list[int]:
    return [i for i in range(52) if mask >> i & 1]


def plays(view: View) -> int:
    return view.legal_mask & CARD_BITS


def holds_trump(view: View) -> bool:
    return any(trump_class(view, c) != PLAIN for c in cards(view.hand_mask))


def cheapest_of(view: View, mask: int, card: int) -> bool:
    return bool(mask >> card & 1) and cost(view, card) == min(cost(view, c) for c in cards(mask))


def lowest_rank_of(mask: int, card: int) -> bool:
    return bool(mask >> card & 1) and card % 13 == min(c % 13 for c in cards(mask))


def out(view: View) -> int:
    """Cards that may be in another hand or the stock, as the seat knows (``bots.knowledge``)."""
    return knowledge(view).out


def hardest(view: View, mask: int, card: int, nxt: int) -> bool:
    """``card`` is one of the hardest of ``mask`` for ``nxt`` to beat (see the module docstring)."""
    def key(i: int) -> tuple[bool, int]:
        beat = view.deal.beat[i]
        return bool(beat & view.known[nxt]), (beat & out(view)).bit_count()
    return bool(mask >> card & 1) and key(card) == min(key(i) for i in cards(mask))


def playing(claim: Callable[[View, int], bool]) -> Claim:
    """A claim about the card played, which the reason names (``card``)."""
    def check(view: Any, move: Move, reason: Reason) -> bool:
        if isinstance(move, Pickup):
            return False
        card = move.cards[0].index
        return reason.arg("card") == str(CARDS[card]) and claim(view, card)
    return check


def beating(claim: Callable[[View, int], bool]) -> Claim:
    """A claim about the card played on the card to beat, which the reason names (``target``)."""
    return both(playing(lambda v, c: v.phase_id != LEAD and v.target >= 0 and claim(v, c)),
                lambda v, m, r: r.arg("target") == str(CARDS[v.target]))


def leading(claim: Callable[[View, int], bool]) -> Claim:
    return playing(lambda v, c: v.phase_id == LEAD and claim(v, c))


def next_holding(view: View, seat: Any, most: int) -> bool:
    """``seat`` is the next player holding cards, with at most ``most``, and the stock is empty."""
    return (isinstance(seat, int) and view.stock_size == 0 and seat != view.seat
            and seat == next_seat(view.hand_sizes, view.seat) and 0 < view.hand_sizes[seat] <= most)


def for_next(most: int, claim: Claim) -> Claim:
    return both(claim, lambda v, m, r: next_holding(v, r.arg("seat"), most)
                and hardest(v, v.hand_mask if v.phase_id == LEAD else plays(v), m.cards[0].index, r.arg("seat")))


def picks_up_trump(view: Any, move: Move, reason: Reason) -> bool:
    if move != PICKUP or view.target < 0 or reason.arg("card") != str(CARDS[view.target]):
        return False
    keep = next((c for c in cards(plays(view)) if str(CARDS[c]) == reason.arg("keep")), -1)
    return (trump_class(view, view.target) != PLAIN and keep >= 0 and cheapest_of(view, plays(view), keep)
            and trump_class(view, keep) == HIGH and view.stock_size >= 2 * view.seats)


CLAIMS: dict[str, Claim] = {
    **COMMON,
    "lead_lowest": leading(lambda v, c: lowest_rank_of(v.hand_mask, c)),
    "lead_weak": leading(lambda v, c: cheapest_of(v, v.hand_mask, c) and trump_class(v, c) == PLAIN
                         and holds_trump(v)),
    "lead_weakest": leading(lambda v, c: cheapest_of(v, v.hand_mask, c)),
    "beat_lowest": beating(lambda v, c: lowest_rank_of(plays(v), c)),
    "beat_cheap": beating(lambda v, c: cheapest_of(v, plays(v), c) and trump_class(v, c) == PLAIN
                          and holds_trump(v)),
    "beat_low_trump": beating(lambda v, c: cheapest_of(v, plays(v), c) and trump_class(v, c) == LOW),
    "beat_high_trump": beating(lambda v, c: cheapest_of(v, plays(v), c) and trump_class(v, c) == HIGH),
    "top_trump": playing(lambda v, c: trump_class(v, c) == HIGH and not v.deal.beat[c] & out(v)),
    "go_out": playing(lambda v, c: v.stock_size == 0 and v.hand_mask == 1 << c),
    "lead_hard_for_next": for_next(1, leading(lambda v, c: True)),
    "hard_for_next": for_next(2, playing(lambda v, c: v.phase_id != LEAD)),
    "pick_up_trump": picks_up_trump,
    "search_best": both(COMMON["search_best"], names_move()),
    "search_pickup": both(COMMON["search_best"], lambda v, m, r: m == PICKUP and bool(v.legal_mask & PICKUP_BIT)),
}
