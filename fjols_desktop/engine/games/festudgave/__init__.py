"""Fjols "festudgaven" (four of a kind), registered as ``festudgave``; see ``rules.py`` (computer
levels: ``ai.py``)."""

from ...game import Game
from .ai import LEVELS
from .options import FestudgaveOptions
from .rules import FestudgaveRules

GAME = Game(FestudgaveRules(), levels=LEVELS)

__all__ = ["GAME", "FestudgaveOptions", "FestudgaveRules"]
