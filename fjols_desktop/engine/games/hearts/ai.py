"""Hjerterfri's computer levels (issue 8; spec §2.6 of ``shared/rules/rules-davoserjas-hearts-fool.md``).

* ``easy`` "Lille Bjørn" plays from the hand like a beginner: passes its three highest cards, leads
  the lowest card of a suit picked at random, ducks when it can, and forgets what was played (so it
  leads A♠ into an unseen queen and dumps A♠/K♠ needlessly); every other card is a hunch (a random allowed card).
* ``medium`` "Mor" counts cards and follows the rules of thumb in ``tactics.py``: passes dangerous
  cards, keeps a guarded Q♠, flushes the queen with low spades, ducks, dumps Q♠ and high hearts once
  void, breaks an opponent's moon.
* ``hard`` "Morfar" searches: determinized Monte-Carlo (``engine/search.py``) over sampled worlds,
  each candidate card played out by the fast kernel (``kernel.py``) with the ducking playout policy,
  within 0.15 s per card; passes like medium.

All levels are honest by construction: they receive a ``HeartsObservation`` and nothing else (the
hard level deals the hidden cards itself through ``sample_world``). The moon choice under
``shooter_chooses`` is the same at every level (``tactics.moon_choice``).

``DuckPlayer`` is the benchmark opponent of issue 8 (lead the lowest card; follow with the highest
card that still loses, else the lowest; when void dump Q♠, then A♠/K♠, then the highest heart, then
the highest card); it is not offered as a level.
"""

from __future__ import annotations

from ...options import QT_TRANSLATE_NOOP
from ...players import Level, levels
from .bots import DuckPlayer, EasyPlayer, MediumPlayer
from .hard import HardPlayer, KernelEvaluator

LEVELS = levels(
    Level("easy", QT_TRANSLATE_NOOP("Levels", "Lille Bjørn"), "hearts-easy-1", EasyPlayer,
          QT_TRANSLATE_NOOP("Levels", "Plays from the hand and forgets what has been played.")),
    Level("medium", QT_TRANSLATE_NOOP("Levels", "Mor"), "hearts-medium-1", MediumPlayer,
          QT_TRANSLATE_NOOP("Levels", "Counts the cards and knows the tricks of the game.")),
    Level("hard", QT_TRANSLATE_NOOP("Levels", "Morfar"), "hearts-hard-1", HardPlayer,
          QT_TRANSLATE_NOOP("Levels", "Thinks every card through by playing the hand out in his head.")),
)

__all__ = ["LEVELS", "DuckPlayer", "EasyPlayer", "HardPlayer", "KernelEvaluator", "MediumPlayer"]
