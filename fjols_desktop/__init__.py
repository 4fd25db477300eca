"""Fjols: an offline family card table for Scandinavian "don't be the fool" games.

The package has two layers: ``fjols_desktop.engine`` (pure Python rules, no Qt) and
``fjols_desktop.gui`` (PySide6 on top). ``APP_NAME`` and ``__version__`` live only here.
"""

APP_NAME = "Fjols"
ORG_NAME = "Fjols"
__version__ = "0.1.0"
