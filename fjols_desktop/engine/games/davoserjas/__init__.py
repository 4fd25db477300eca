"""Davoserjas (Seksdagesløbet), registered as ``davoserjas``; see ``rules.py`` and, for the computer
levels, ``ai/``."""

from ...game import Game
from ...players import LazyLevels
from .options import CardPenalty, DavoserjasOptions, Round
from .rounds import PRESETS, custom_from_standard, expected_total, round_list
from .rules import DavoserjasRules

GAME = Game(DavoserjasRules(), levels=LazyLevels(f"{__name__}.ai"))

__all__ = ["GAME", "PRESETS", "CardPenalty", "DavoserjasOptions", "DavoserjasRules", "Round", "custom_from_standard",
           "expected_total", "round_list"]
