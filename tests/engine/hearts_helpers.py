"""Shared by the Hjerterfri tests: one worked deal, four hands as their cards' texts."""

from __future__ import annotations

HANDS = [  # P0 holds 2♣; nobody is void at the start
    "2C 5C 9C KC 3D 7D JD 4H 8H QH 3S 6S KS",
    "3C 6C 10C AC 4D 8D QD 5H 9H KH 4S 7S AS",
    "4C 7C JC 2D 5D 9D KD 2H 6H 10H AH 5S QS",
    "8C QC 6D 10D AD 3H 7H JH 2S 8S 9S 10S JS",
]
