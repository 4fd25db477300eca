"""Davoserjas' computer levels (issue 8; ``docs/computer-players.md#davoserjas``).

Every level plays every round: the five avoidance rounds (and any family round) by the round's
price, read from its rule, and the kabale.

* ``easy`` "Lille Bjørn" plays from the hand like a beginner: leads the lowest card of a suit picked
  at random (one without its own priced cards if it can), ducks under a trick that visibly costs,
  else follows low (high early in the last-trick round), throws its dearest priced card (else its highest card) when void, and remembers nothing of
  earlier tricks; in the kabale it lays a card on the way to its own cards when it sees one, else any
  card that fits. One move in five is a hunch (any allowed card).
* ``medium`` "Mor" counts cards and voids and follows the rules of thumb for each round (``docs/computer-players.md#davoserjas``)
  (``policy.py``): sheds high cards in free tricks, ducks, dumps priced cards on others' tricks,
  drives out unseen priced cards with low leads, never leads above them, keeps a low card for the
  last trick; in the kabale lays toward its own cards and holds back the cards others wait for.
* ``hard`` "Morfar" searches (``hard.py``): determinized Monte-Carlo over sampled worlds, each
  candidate played out by the fast kernel (``kernel.py``) with medium's card sense for every seat;
  the worlds are drawn so that they explain the cards the others played (``infer.py``: a world in
  which medium's card sense would have played otherwise is drawn less often); 0.15 s of CPU time
  per choice.

All levels are honest by construction: they receive an observation and nothing else (the hard level
deals the hidden cards itself through ``sample_world``).
"""

from __future__ import annotations

from ....players import family_levels
from .bots import EasyPlayer, MediumPlayer
from .claims import CLAIMS
from .hard import HardPlayer, KernelEvaluator
from .policy import KABALE_WHY, TRICK_WHY

# Every reason key a Davoserjas level may give with its advice, for the GUI's phrasebook (a test
# plays rounds with every level and checks that nothing else comes out).
REASONS = frozenset(TRICK_WHY) | frozenset(KABALE_WHY) | {
    "only_move", "random_choice", "hunch", "follow_low", "lay_any", "search_best", "stay_under", "lead_sure"}

LEVELS = family_levels("davoserjas", EasyPlayer, MediumPlayer, HardPlayer, versions={"hard": 2})

__all__ = ["CLAIMS", "LEVELS", "REASONS", "EasyPlayer", "HardPlayer", "KernelEvaluator", "MediumPlayer"]
