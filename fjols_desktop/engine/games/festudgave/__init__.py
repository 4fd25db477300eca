"""Fjols "festudgaven" (four of a kind), registered as ``festudgave``; see ``rules.py`` (computer
levels: ``ai/``)."""

from ...game import Game
from ...players import LazyLevels
from .options import FestudgaveOptions
from .rules import FestudgaveRules

GAME = Game(FestudgaveRules(), levels=LazyLevels(f"{__name__}.ai"))

__all__ = ["GAME", "FestudgaveOptions", "FestudgaveRules"]
