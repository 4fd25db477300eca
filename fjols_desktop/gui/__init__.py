"""The PySide6 application on top of the engine (Qt lives only here).

Importing this package first applies ``_compat.immortalise_singletons()`` (a PySide6 6.12.0 /
CPython 3.11 reference-count bug that otherwise aborts the app once enough Qt calls have been made).
"""

from ._compat import immortalise_singletons

immortalise_singletons()
