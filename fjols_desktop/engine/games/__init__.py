"""One package per game: ``__init__.py`` (GAME), ``options.py``, ``state.py``, ``rules.py``, ``view.py`` (the rules),
and ``ai/`` (the computer players: ``__init__.py`` with the levels, ``claims.py`` with what their reasons
claim, ``bots.py``, ``hard.py`` and where needed ``kernel.py``, ``policy.py``, ``infer.py``). The rules never import ``ai/`` (``tests/engine/test_layout.py``)."""
