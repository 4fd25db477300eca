"""Durak (podkidnoy, perevodnoy, prostoy, severnyi; 24/36/52 cards; teams), registered as ``durak``;
see ``rules.py``."""

from ...game import Game
from .options import DurakOptions
from .rules import DurakRules

GAME = Game(DurakRules())

__all__ = ["GAME", "DurakOptions", "DurakRules"]
