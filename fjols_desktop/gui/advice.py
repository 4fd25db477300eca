"""A move and why, from any computer player: the one call the controller (teaching) and the hint use.

``advise(player, view, rng)`` follows ``engine.players.advise``: a player with an ``advise`` method
answers with its ``Advice`` (the move and a ``Reason`` key the GUI phrases, ``i18n/advice.py``);
any other player gives its ``choose`` move with ``Reason("no_reason")``. For a player that advises,
``choose`` is ``advise(...).move``, so asking for advice never changes what the computer plays.
(Duck-typed on purpose: it works with the players of the engine before and after the computer
levels of issue 8, whose ``Advice`` has the same two fields.)

``hint_level(game)`` is the level that gives hints: ``hard``, else the strongest one the game
offers (``medium``, ``easy``, then the last one registered), else ``random``.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, NamedTuple

from ..engine.errors import Reason

if TYPE_CHECKING:  # the engine loads with the first match, not for the first frame (start-up time)
    from ..engine.rules import Move, Observation

LEVEL_ORDER = ("hard", "medium", "easy")
NO_REASON = Reason.of("no_reason")


class Advice(NamedTuple):
    move: Move
    reason: Reason


def advise(player: Any, view: Observation, rng: random.Random) -> Advice:
    method = getattr(player, "advise", None)
    if method is not None:
        result = method(view, rng)
        return Advice(result.move, result.reason)
    return Advice(player.choose(view, rng), NO_REASON)


def hint_level(game: Any) -> str:
    levels = list(game.levels)
    for key in LEVEL_ORDER:
        if key in levels:
            return key
    others = [key for key in levels if key != "random"]
    return others[-1] if others else "random"
