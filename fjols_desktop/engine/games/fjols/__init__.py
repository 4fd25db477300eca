"""Fjols, the Danish high/low-trump game, registered as ``fjols``; see ``rules.py`` (computer levels:
``ai.py``)."""

from ...game import Game
from .ai import LEVELS
from .options import FjolsOptions
from .rules import FjolsRules

GAME = Game(FjolsRules(), levels=LEVELS)

__all__ = ["GAME", "FjolsOptions", "FjolsRules"]
