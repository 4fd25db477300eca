"""Hjerterfri (Hearts), registered as ``hearts``; see ``rules.py`` and, for the computer levels, ``ai/``."""

from ...game import Game
from ...players import LazyLevels
from .options import HeartsOptions
from .rules import HeartsRules

GAME = Game(HeartsRules(), levels=LazyLevels(f"{__name__}.ai"))

__all__ = ["GAME", "HeartsOptions", "HeartsRules"]
