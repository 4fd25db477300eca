"""Durak (podkidnoy, perevodnoy, prostoy, severnyi; 24/36/52 cards; teams), registered as ``durak``;
see ``rules.py``; computer levels in ``ai/``."""

from ...game import Game
from ...players import LazyLevels
from .options import DurakOptions
from .rules import DurakRules

GAME = Game(DurakRules(), levels=LazyLevels(f"{__name__}.ai"))

__all__ = ["GAME", "DurakOptions", "DurakRules"]
