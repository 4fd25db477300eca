"""FOOL! (Friedemann Friese), registered as ``fool``; see ``rules.py``, and ``ai/`` for the computer
levels. ``CREDIT`` is the line the Rules window shows (also ``GAME.info.extra["credit"]``)."""

from ...game import Game
from ...players import LazyLevels
from .deck import FoolCard, parse_card, parse_cards, stack_hands
from .options import FoolOptions
from .rules import CREDIT, FoolRules

GAME = Game(FoolRules(), levels=LazyLevels(f"{__name__}.ai"))

__all__ = ["CREDIT", "GAME", "FoolCard", "FoolOptions", "FoolRules", "parse_card", "parse_cards",
           "stack_hands"]
