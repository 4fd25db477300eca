"""Hjerterfri (Hearts), registered as ``hearts``; see ``rules.py``."""

from ...game import Game
from .options import HeartsOptions
from .rules import HeartsRules

GAME = Game(HeartsRules())

__all__ = ["GAME", "HeartsOptions", "HeartsRules"]
