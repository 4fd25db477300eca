"""The values of the stored Language setting (``ui/language``): ``"system"`` (the computer's
language) or the code of a language Fjols speaks. In a module of its own so that the window's
preferences (``gui/settings.py``) name it without loading the whole settings store at start-up."""

from __future__ import annotations

from enum import Enum


class Language(str, Enum):
    SYSTEM = "system"
    ENGLISH = "en"
    DANISH = "da"
    SWEDISH = "sv"
    NORWEGIAN = "nb"
