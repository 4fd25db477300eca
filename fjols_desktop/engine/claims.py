"""Reasons are claims: each reason key a computer level gives has a predicate that checks it.

A computer level explains its move with a ``Reason`` (``players.Advice``), which the table phrases
("the trick holds no points, so 10♠ may win it safely"). Most reasons state a fact about the
position, and a hint that states a false fact teaches the game wrongly. So every game lists, next to
its reason keys (``games/<id>/ai/__init__.py``, ``REASONS``), a ``Claim`` per key
(``games/<id>/ai/claims.py``, ``CLAIMS``): ``claim(view, move, reason)`` is true when what the
reason says holds in the seat's observation for that move. A key that states no fact (a hunch, a
random choice) has a claim that only checks what it does say (the card it names is the move's).

The claims read the same ``Observation`` the player read, nothing more, so they can be checked
wherever a reason is given: ``tests/engine/test_claims.py`` plays thousands of random positions per
game and checks the claim of every level's reason there; the GUI phrases each key
(``gui/i18n/<game>.py``) so that the sentence says no more than its claim checks.

This module holds what every game shares: the ``Claim`` type, the claims of the keys common to
all levels (``COMMON``) and small builders.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .errors import Reason
from .players import Advice
from .rules import Move, Observation

Claim = Callable[[Any, Move, Reason], bool]


def always(view: Any, move: Move, reason: Reason) -> bool:
    """For a reason that states no fact about the position (a hunch, a random pick)."""
    return True


def only_move(view: Observation, move: Move, reason: Reason) -> bool:
    """"The only move allowed": exactly one legal move, and it is this one."""
    return tuple(view.legal_moves) == (move,)


def move_cards(move: Move) -> str:
    """The cards a move plays, as the reasons write them (``"7H 7S"``)."""
    return " ".join(str(card) for card in move.cards)


def names_move(arg: str = "card") -> Claim:
    """A claim that the reason's ``arg`` names the cards of the move (``card=7H`` for ``7H``)."""
    def claim(view: Any, move: Move, reason: Reason) -> bool:
        return bool(reason.arg(arg) == move_cards(move))
    claim.__name__ = f"names_move_{arg}"
    return claim


def searched(view: Any, move: Move, reason: Reason) -> bool:
    """A search's reason: at least one world was played out, and a named card is the move's."""
    worlds = reason.arg("worlds")
    card = reason.arg("card")
    return isinstance(worlds, int) and worlds >= 1 and (card is None or card == move_cards(move))


def both(*claims: Claim) -> Claim:
    """A claim that holds when every one of ``claims`` does."""
    def claim(view: Any, move: Move, reason: Reason) -> bool:
        return all(c(view, move, reason) for c in claims)
    return claim


COMMON: dict[str, Claim] = {
    "only_move": only_move,
    "random_choice": always,
    "hunch": always,
    "no_reason": always,
    "search_best": searched,
}


def holds(claims: Mapping[str, Claim], view: Observation, advice: Advice) -> bool:
    """Whether ``advice``'s reason is true in ``view`` (a key without a claim is a ``KeyError``)."""
    return claims[advice.reason.key](view, advice.move, advice.reason)


def truthful(claims: Mapping[str, Claim], instead: Mapping[str, Sequence[str]], view: Observation,
             advice: Advice) -> Advice:
    """``advice`` with its reason where the reason's claim holds, else with the first of
    ``instead[key]`` (the same arguments) whose claim does; unchanged when none does (the claims test
    then reports it). A rule of thumb's reason says why the rule usually picks its card; ``instead``
    lists what is still true where the usual reason is not (the highest card of a pointless trick
    that cannot win it ducks), so the player keeps its card and says only what is true."""
    reason = advice.reason
    for key in (reason.key, *instead.get(reason.key, ())):
        said = reason if key == reason.key else Reason(key, reason.args)
        if claims[key](view, advice.move, said):
            return advice if said is reason else Advice(advice.move, said)
    return advice
