"""One package per game: ``__init__.py`` (GAME), ``options.py``, ``rules.py`` and later ``ai.py``."""
