"""Hjerterfri (Hearts), registered as ``hearts``; see ``rules.py`` and, for the computer levels, ``ai.py``."""

from ...game import Game
from .ai import LEVELS
from .options import HeartsOptions
from .rules import HeartsRules

GAME = Game(HeartsRules(), levels=LEVELS)

__all__ = ["GAME", "HeartsOptions", "HeartsRules"]
