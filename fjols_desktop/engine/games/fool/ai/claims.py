"""What each FOOL! reason claims, checked on the seat's observation (``engine/claims.py``).

Every reason key the levels give (``REASONS`` in ``__init__.py``) has a claim here, read from the
``FoolObservation`` and the move. The table's words (``gui/i18n/fool.py``) say no more than these
checks:

* facts of the trick: "no higher card of its colour is left" (none in another hand), "{seat} has no
  {colour} left" (that seat has shown it and plays after us), "cannot be the worst card of this trick
  any more" (at least as many cards of the trick so far are worse than ours as there are fools), "the round
  ends with this trick" (a player has emptied the hand in it, or one still to play holds one card),
  "the most expensive card", "your highest card", "the lowest", "you cannot follow" (no card of the
  lead colour in the hand), "a wild 1 was led" (the colour is still open);
* chances, as the seat can estimate them from what it sees (``policy._risk``, the medium level's own
  estimate of being among the worst cards of the trick): "most likely stays above the cards to come"
  and "will most likely not be the worst" are a chance below one half, "may well make you the fool" one
  of at least one half, "you will probably be the fool whatever you play" one of at least one half for
  every card we may play, "the least likely to be the worst" the lowest chance of our cards.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ....claims import COMMON, Claim, both, names_move
from ....errors import Reason
from ....rules import Move
from ..deck import COLOUR_MASKS, COLOUR_OF, COLOURS, FULL_DECK, VALUE_OF, WILD
from ..view import FoolObservation
from .policy import _risk

View = FoolObservation


def legal(view: View) -> list[int]:
    return [m.cards[0].index for m in view.legal_moves]


def unseen(view: View) -> int:
    return view.deal.deck & ~view.played & ~view.hand_mask


def later(view: View) -> tuple[int, ...]:
    return view.order[len(view.trick) + 1:]


def risk(view: View, card: int) -> float:
    """The seat's estimate of the chance that ``card``, played now, is among the worst of the trick."""
    out = unseen(view)
    deal = view.deal
    return _risk(card, COLOUR_OF[card], view.trick, view.lead, later(view), out, view.voids, view.hand_sizes,
                 deal.fools, deal.later_worse, out.bit_count() or 1)[0]


def value(view: View, card: int) -> int:
    return view.deal.options.wild_one_penalty if COLOUR_OF[card] == WILD else VALUE_OF[card]


def coloured(card: int) -> bool:
    return COLOUR_OF[card] != WILD


def lead_after(view: View, card: int) -> int:
    """The lead colour once ``card`` is played."""
    return view.lead if view.lead >= 0 or not coloured(card) else COLOUR_OF[card]


def already_safe(view: View, card: int) -> bool:
    """At least as many cards already in the trick are worse than ``card`` as there are fools per trick,
    so whatever comes, ``card`` is not among the worst (the order of ``state.resolve_trick``)."""
    lead = lead_after(view, card)
    later_worse = view.deal.later_worse

    def key(pos: int, index: int) -> tuple[int, int, int]:
        off = lead >= 0 and COLOUR_OF[index] not in (lead, WILD)
        return (0 if off else 1, VALUE_OF[index], -pos if later_worse else pos)
    ours = key(len(view.trick), card)
    return sum(key(pos, index) < ours for pos, index in enumerate(view.trick)) >= view.deal.fools


def ends_now(view: View) -> bool:
    """A player of this trick has emptied the hand, or one still to play holds one card."""
    pos = len(view.trick)
    return any(view.hand_sizes[s] == 0 for s in view.order[:pos]) or any(view.hand_sizes[s] == 1 for s in later(view))


def cannot_follow(view: View) -> bool:
    return bool(view.trick) and view.lead >= 0 and not view.hand_mask & COLOUR_MASKS[view.lead]


def playing(claim: Callable[[View, int], bool]) -> Claim:
    """A claim about the card played, which the reason names (``card``)."""
    def check(view: Any, move: Move, reason: Reason) -> bool:
        card = move.cards[0].index
        return reason.arg("card") == str(FULL_DECK[card]) and claim(view, card)
    return check


def into_void(view: Any, move: Move, reason: Reason) -> bool:
    """``lead_into_void(card, seat, colour)``: the seat plays after us and has shown the card's colour void."""
    card = move.cards[0].index
    seat, colour = reason.arg("seat"), COLOUR_OF[card]
    return (not view.trick and coloured(card) and reason.arg("colour") == COLOURS[colour] and seat in later(view)
            and bool(view.voids[seat] >> colour & 1))


def lowest_in_trick(view: View) -> int:
    return min(VALUE_OF[t] for t in view.trick if COLOUR_OF[t] in (view.lead, WILD))


def lead_cards(view: View) -> list[int]:
    return [c for c in legal(view) if coloured(c) and COLOUR_OF[c] == view.lead]


CLAIMS: dict[str, Claim] = {
    **COMMON,
    # leading
    "lead_top": playing(lambda v, c: not v.trick and coloured(c)
                        and not unseen(v) & COLOUR_MASKS[COLOUR_OF[c]] & ~((2 << c) - 1)),
    "lead_into_void": both(playing(lambda v, c: True), into_void),
    "lead_safe": playing(lambda v, c: not v.trick and coloured(c) and risk(v, c) < 0.5),
    "lead_wild": playing(lambda v, c: not v.trick and not coloured(c)),
    "lead_high": playing(lambda v, c: not v.trick and coloured(c)
                         and VALUE_OF[c] == max(VALUE_OF[x] for x in legal(v) if coloured(x))),
    "set_colour": playing(lambda v, c: bool(v.trick) and v.lead < 0 and coloured(c)),
    # following
    "safe_dump": playing(lambda v, c: bool(v.trick) and already_safe(v, c)),
    "wild_safe": playing(lambda v, c: not coloured(c)),
    "follow_above": playing(lambda v, c: bool(v.trick) and coloured(c) and COLOUR_OF[c] == v.lead
                            and risk(v, c) < 0.5),
    "beat_lowest": playing(lambda v, c: bool(v.trick) and v.lead >= 0 and COLOUR_OF[c] == v.lead
                           and VALUE_OF[c] > lowest_in_trick(v)),
    "follow_lowest": playing(lambda v, c: bool(v.trick) and v.lead >= 0 and c in lead_cards(v)
                             and all(VALUE_OF[x] <= lowest_in_trick(v) for x in lead_cards(v))
                             and VALUE_OF[c] == min(VALUE_OF[x] for x in lead_cards(v))),
    "discard_high": playing(lambda v, c: cannot_follow(v) and coloured(c)),
    # chances and the end of the round
    "sacrifice": playing(lambda v, c: all(risk(v, x) >= 0.5 for x in legal(v))),
    "likely_safe": playing(lambda v, c: risk(v, c) < 0.5),
    "risky_shed": playing(lambda v, c: risk(v, c) >= 0.5),
    "least_risk": playing(lambda v, c: risk(v, c) == min(risk(v, x) for x in legal(v))),
    "last_trick_dump": playing(lambda v, c: ends_now(v) and value(v, c) == max(value(v, x) for x in legal(v))),
    "search_best": both(COMMON["search_best"], names_move()),
}
