"""Fjols, the Danish high/low-trump game, registered as ``fjols``; see ``rules.py`` (computer levels:
``ai/``)."""

from ...game import Game
from ...players import LazyLevels
from .options import FjolsOptions
from .rules import FjolsRules

GAME = Game(FjolsRules(), levels=LazyLevels(f"{__name__}.ai"))

__all__ = ["GAME", "FjolsOptions", "FjolsRules"]
