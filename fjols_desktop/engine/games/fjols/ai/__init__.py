"""Fjols' computer levels (issue 8; ``docs/computer-players.md#fjols``).

* ``easy`` "Lille Bjørn" plays from the hand: beats with the lowest number it may play (not minding
  whether that spends a trump), leads its lowest card, picks up only when it cannot beat, remembers
  nothing; one move in four is a hunch (``bots.EasyPlayer``).
* ``medium`` "Mor" follows ``docs/computer-players.md#fjols`` items 1-5 and 8: beats with the
  cheapest card (plain, then low trump, then high trump), picks up a trump rather than spend a high trump while
  the stock is large, counts the cards to know when a high trump is on top, gives a player about to go out the
  hardest card it may, leads its weakest card and keeps the high trump ace (``bots.MediumPlayer``).
* ``hard`` "Morfar" plays medium's cards while the stock is large and searches the end of the deal
  (``hard.py``; ``docs/computer-players.md#fjols`` item 7): once the stock holds at most two cards per player,
  determinized Monte-Carlo over sampled deals (which respect what the others' pick-ups and trumps proved,
  ``docs/computer-players.md#fjols`` item 6), every candidate played out to the end with medium's card sense
  for every seat, except that once the stock is empty the searching seat also tries each of its moves at its
  own next two decisions; it keeps medium's move unless the search finds a clearly better one, and plays
  medium's move once the deal goes round without end. 0.15 s of CPU time per searched decision.

All levels are honest by construction: they receive a ``FjolsObservation`` and nothing else (the
hard level deals the hidden cards itself through ``sample_world``).

Strength, version by version, with the commands that measure it: ``benchmarks/results/fjols.md``.
"""

from __future__ import annotations

from ....players import family_levels
from .bots import EasyPlayer, MediumPlayer
from .claims import CLAIMS
from .hard import HardPlayer

# Every reason key a Fjols level may give with its advice, for the GUI's phrasebook (a test plays
# deals with every level and checks that nothing else comes out).
REASONS = frozenset({
    "only_move", "random_choice", "hunch", "lead_lowest", "beat_lowest",
    "lead_weak", "lead_weakest", "lead_hard_for_next", "go_out", "hard_for_next", "pick_up_trump", "top_trump",
    "beat_cheap", "beat_low_trump", "beat_high_trump",
    "search_best", "search_pickup"})

LEVELS = family_levels("fjols", EasyPlayer, MediumPlayer, HardPlayer, versions={"hard": 7})

__all__ = ["CLAIMS", "LEVELS", "REASONS", "EasyPlayer", "HardPlayer", "MediumPlayer"]
