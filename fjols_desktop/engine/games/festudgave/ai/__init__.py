"""Festudgaven's computer levels (issue 8; ``docs/computer-players.md#festudgaven``).

The levels differ in the card they pass (collecting towards four of a kind, remembering what went
past) and in how quickly they react within the house rules' ``ai_reaction`` band (``bots.py``):

* ``easy`` "Lille Bjørn" keeps the rank it holds most of and passes one it holds fewest of, forgets
  what went past, passes on a hunch one time in five; reacts in the slowest 40 % of the band.
* ``medium`` "Mor" also weighs the ranks its right neighbour has been passing it
  (``docs/computer-players.md#festudgaven`` items 1-2: they are not collected upstream, so more will come);
  reacts in the middle 40 % of the band.
* ``hard`` "Morfar" adds a search over the card to pass (``hard.py``: sampled deals, passing played
  ahead until somebody holds four of a kind); reacts in the quickest 40 % of the band.

No level ever signals without four of a kind, and every level signals one at once
(``docs/computer-players.md#festudgaven`` item 4). All levels are honest: they receive a
``FestudgaveObservation`` and nothing else.

What separates the levels at the table is the reaction band, by design within the family's chosen
speed: the card choice barely does (the figures, with their commands:
``benchmarks/results/festudgave.md``)."""

from __future__ import annotations

from ....players import family_levels
from .bots import EasyPlayer, MediumPlayer
from .claims import CLAIMS
from .hard import HardPlayer

# Every reason key a Festudgaven level may give with its advice, for the GUI's phrasebook.
REASONS = frozenset({
    "only_move", "only_sensible_move", "random_choice", "hunch", "signal_back", "signal_quad", "take_next",
    "collect_most", "collect_coming", "search_pass"})

LEVELS = family_levels("festudgave", EasyPlayer, MediumPlayer, HardPlayer)

__all__ = ["CLAIMS", "LEVELS", "REASONS", "EasyPlayer", "HardPlayer", "MediumPlayer"]
