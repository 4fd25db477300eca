"""Fjols, the Danish high/low-trump game, registered as ``fjols``; see ``rules.py``."""

from ...game import Game
from .options import FjolsOptions
from .rules import FjolsRules

GAME = Game(FjolsRules())

__all__ = ["GAME", "FjolsOptions", "FjolsRules"]
