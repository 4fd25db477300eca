"""Hjerterfri's computer levels (issue 8; ``docs/computer-players.md#hjerterfri-hearts``).

* ``easy`` "Lille Bjørn" plays from the hand like a beginner: passes its three highest cards, leads
  the lowest card of a suit picked at random, follows low (keeping its high cards for later), dumps
  Q♠ or else its highest card when void, and remembers nothing of what was played; two cards in five
  are a hunch (a random allowed card).
* ``medium`` "Mor" counts cards and follows the rules of thumb (``policy.card_sense``, ``bots.py``):
  passes dangerous cards, keeps a guarded Q♠, leads where the unseen cards lie above, flushes the
  queen with low spades, ducks, dumps Q♠ and high hearts once void, breaks an opponent's moon.
* ``hard`` "Morfar" searches (``hard.py``): determinized Monte-Carlo (``engine/search.py``) over
  sampled worlds (Q♠, A♠ and K♠ less often with a seat that passed up a safe chance to throw
  them), each candidate played out by the fast kernel (``kernel.py``) with medium's card
  sense for every seat, or a beginner's ducking for a seat whose cards so far read like a
  beginner's (``infer.py``), and a moon-shooting plan for itself while the moon is open, played
  only when it is clearly better than ducking; 0.18 s per card and 0.3 s per pass (searched too).

All levels are honest by construction: they receive a ``HeartsObservation`` and nothing else (the
hard level deals the hidden cards itself, ``infer.Dealer`` and ``sample_world``). The moon choice
under ``shooter_chooses`` is the same at every level (``tactics.moon_choice``).

``DuckPlayer`` is the benchmark opponent of issue 8 (``policy.simple_duck``: lead the lowest card;
follow with the highest card that still loses, else the lowest; when void dump Q♠, then A♠/K♠, then
the highest heart, then the highest card); it is not offered as a level.
"""

from __future__ import annotations

from ....players import family_levels
from .bots import DuckPlayer, EasyPlayer, MediumPlayer
from .claims import CLAIMS
from .hard import HardPlayer, KernelEvaluator
from .policy import WHY

# Every reason key a Hjerterfri level may give with its advice, for the GUI's phrasebook (a test
# plays deals with every level and checks that nothing else comes out).
REASONS = frozenset(WHY) | {
    "only_move", "random_choice", "hunch", "follow_low", "follow_high", "search_best", "shoot_moon",
    "lead_sure", "pass_queen", "pass_high_spades", "pass_high_hearts", "pass_to_void", "pass_high_cards",
    "pass_unwanted", "pass_for_moon",
    "moon_win_now", "moon_keep_playing", "moon_others"}

LEVELS = family_levels("hearts", EasyPlayer, MediumPlayer, HardPlayer, versions={"hard": 5})

__all__ = ["CLAIMS", "LEVELS", "REASONS", "DuckPlayer", "EasyPlayer", "HardPlayer", "KernelEvaluator", "MediumPlayer"]
