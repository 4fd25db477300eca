"""FOOL!'s computer levels (issue 8; ``docs/computer-players.md#fool``).

* ``easy`` "Lille Bjørn" plays from the hand and the trick on the table like a beginner: leads its
  highest card, follows with the lowest card that is not the worst in the trick so far (without
  thinking of who is still to play), throws its highest card when it cannot follow, plays a wild one
  only when nothing else is allowed, and remembers nothing of earlier tricks; three cards in ten
  are a hunch (any allowed card).
* ``medium`` "Mor" counts the cards and infers voids (``policy.card_sense``): it weighs, for every
  allowed card, the chance of being the fool with it (who is still to play, who is void, which
  higher cards are unseen, how many discs are in use, that later ties lose) against what shedding
  the card's value is worth at this point of the round; it leads cards nobody can beat and colours
  others are void in, keeps its wild ones for emergencies, throws high cards when void, sacrifices a
  cheap card when the fool is unavoidable and dumps its most expensive card in the last trick.
* ``hard`` "Morfar" searches (``hard.py``): determinized Monte-Carlo (``engine/search.py``) over
  sampled worlds, each candidate card played out to the end of the round by the fast kernel
  (``kernel.py``) with medium's card sense for every seat; 0.15 s of CPU time per card, medium's
  card unless the search finds a better one. Version 2: the playouts take card sense's fast path
  (about 1.45 times the worlds).

All levels are honest by construction: they receive a ``FoolObservation`` and nothing else (the hard
level deals the hidden cards itself through ``sample_world``).
"""

from __future__ import annotations

from ....players import family_levels
from .bots import EasyPlayer, MediumPlayer
from .claims import CLAIMS
from .hard import HardPlayer, KernelEvaluator
from .policy import WHY

# Every reason key a FOOL! level may give with its advice, for the GUI's phrasebook (a test plays
# rounds with every level and checks that nothing else comes out).
REASONS = frozenset(WHY) | {"only_move", "random_choice", "hunch", "search_best", "beat_lowest", "follow_lowest",
                             "lead_high", "likely_safe", "risky_shed"}

LEVELS = family_levels("fool", EasyPlayer, MediumPlayer, HardPlayer, versions={"hard": 2})

__all__ = ["CLAIMS", "LEVELS", "REASONS", "EasyPlayer", "HardPlayer", "KernelEvaluator", "MediumPlayer"]
