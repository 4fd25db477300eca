"""Fjols "festudgaven" (four of a kind), registered as ``festudgave``; see ``rules.py``."""

from ...game import Game
from .options import FestudgaveOptions
from .rules import FestudgaveRules

GAME = Game(FestudgaveRules())

__all__ = ["GAME", "FestudgaveOptions", "FestudgaveRules"]
