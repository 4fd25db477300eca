"""The rules engine: pure Python, standard library only (never imports PySide6 or the GUI).

See ``rules.py`` for the contract every game implements and ``registry.py`` for the games.
"""
