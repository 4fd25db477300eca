"""What each Festudgaven reason claims, checked on the seat's observation (``engine/claims.py``).

Every reason key the levels give (``REASONS`` in ``__init__.py``) has a claim here, read from the
``FestudgaveObservation`` and the move. The table's words (``gui/i18n/festudgave.py``) say no more
than these checks:

* "four of a kind ({rank}): signal!" signals while the hand holds all four cards of that rank;
  "{trigger} signalled" answers the signal of that seat in the race;
* "collect {rank}, the rank you hold most of" names a rank of which no other rank is held more, and
  passes a card of another rank (unless every card we may pass is of that rank); "it has come from
  your right neighbour" means a card of it is among the last cards the right neighbour passed us
  (``bots.MEMORY``);
* "the only sensible move": every other move allowed is a signal without four of a kind;
* the search's figures: at least one imagined round, a share between 0 and 100 %.
"""

from __future__ import annotations

from typing import Any

from ....claims import COMMON, Claim, both, searched
from ....errors import Reason
from ....rules import Move
from ..state import RACE, TAKE, TRIGGER, PassCard, Signal, quad_ranks
from ..view import FestudgaveObservation
from .bots import counts, rank_text, received_ranks

View = FestudgaveObservation


def named_rank(reason: Reason) -> int:
    """The rank a reason names (``rank``, 2..14) as 0..12, -1 for none."""
    text = reason.arg("rank")
    return int(text) - 2 if isinstance(text, str) and text.isdigit() and 2 <= int(text) <= 14 else -1


def collects(view: Any, move: Move, reason: Reason) -> bool:
    """A pass keeping the named rank, one we hold the most of, and passing another rank if it can."""
    rank = named_rank(reason)
    if not isinstance(move, PassCard) or rank < 0 or reason.arg("card") != str(move.card):
        return False
    held = counts(view.hand_mask)
    others = [m for m in view.legal_moves if isinstance(m, PassCard) and m.card.index % 13 != rank]
    return held[rank] == max(held) and (move.card.index % 13 != rank or not others)


def coming(view: Any, move: Move, reason: Reason) -> bool:
    rank = named_rank(reason)
    return rank >= 0 and received_ranks(view.received)[rank] > 0


def signals_quad(view: Any, move: Move, reason: Reason) -> bool:
    rank = named_rank(reason)
    return move == TRIGGER and rank >= 0 and bool(quad_ranks(view.hand_mask) >> rank & 1) \
        and reason.arg("rank") == rank_text(rank)


def signals_back(view: Any, move: Move, reason: Reason) -> bool:
    return (view.phase_id == RACE and isinstance(move, Signal) and view.trigger >= 0
            and reason.arg("trigger") == view.trigger)


def only_sensible(view: Any, move: Move, reason: Reason) -> bool:
    """Every other legal move is a signal without four of a kind (a false signal)."""
    return all(m == move or (m == TRIGGER and not quad_ranks(view.hand_mask)) for m in view.legal_moves)


def passes_named(view: Any, move: Move, reason: Reason) -> bool:
    percent = reason.arg("percent")
    return isinstance(move, PassCard) and isinstance(percent, int) and 0 <= percent <= 100


CLAIMS: dict[str, Claim] = {
    **COMMON,
    "signal_back": signals_back,
    "signal_quad": signals_quad,
    "take_next": lambda v, m, r: m == TAKE,
    "only_sensible_move": only_sensible,
    "collect_most": collects,
    "collect_coming": both(collects, coming),
    "search_pass": both(searched, passes_named),
}
