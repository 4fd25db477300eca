"""Durak's computer levels (issue 8; ``docs/computer-players.md#durak``).

* ``easy`` "Lille Bjørn" plays from the hand like a beginner: leads its lowest single card, beats
  whenever it can with the lowest card that does, throws in its lowest matching card, never passes
  an attack on and remembers nothing; one move in four is a hunch (``bots.EasyPlayer``).
* ``medium`` "Mor" follows the rules of thumb (``bots.card_sense``): no trumps led or thrown while
  the talon lasts, cheap defence and taking early instead of spending trumps, pairs near the end of
  the talon, transfers with plain cards, the trump-six exchange, the unbeatable card last.
* ``hard`` "Morfar" searches (``hard.py``): determinized Monte-Carlo over sampled worlds, every
  candidate played out with medium's card sense for every seat; with two players and the talon
  empty, a small exact search over the known position.

The levels' strength, with the commands that measure it: ``benchmarks/results/durak.md``. At the
usual four seats the three levels rarely differ (a random player there is the durak in most deals);
with two players hard wins most games against medium.

All levels are honest by construction: they receive a ``DurakObservation`` and nothing else (the
hard level deals the hidden cards itself through ``sample_world``).
"""

from __future__ import annotations

from ....players import family_levels
from .bots import EasyPlayer, MediumPlayer
from .claims import CLAIMS
from .hard import HardPlayer

# Every reason key a Durak level may give with its advice, for the GUI's phrasebook (a test plays
# deals with every level and checks that nothing else comes out).
REASONS = frozenset({
    "only_move", "hunch",
    # medium
    "lead_unbeatable", "lead_pair_end", "lead_pair", "lead_low", "lead_low_trump", "lead_prostoy",
    "keep_cards", "throw_out", "give_on_take", "throw_in_low", "throw_in_plain",
    "transfer_plain", "transfer_show", "beat_cheap", "beat_with_trump", "done_keep_trumps",
    "take_cannot_beat", "take_trump", "take_keep_trumps", "exchange_six",
    # easy
    "lead_lowest", "throw_lowest", "beat_lowest",
    # hard
    "search_defend", "search_attack", "search_transfer", "search_show", "search_take", "search_done",
    "search_pass", "search_best", "endgame_defend", "endgame_attack", "endgame_take", "endgame_done", "endgame_pass",
})

LEVELS = family_levels("durak", EasyPlayer, MediumPlayer, HardPlayer)

__all__ = ["CLAIMS", "LEVELS", "REASONS", "EasyPlayer", "HardPlayer", "MediumPlayer"]
