"""Work around a reference-counting bug of the PySide6 6.12.0 wheels on CPython 3.11.

Seen with Debian 12, CPython 3.11.7 and PySide6-Essentials 6.12.0 (abi3 wheel): every call of a
Qt method that returns ``void`` (``QPainter.setPen``, ``QGraphicsItem.setPos``, ``QWidget.update`` ...)
*decrements* the reference count of ``None`` without having incremented it, and ``Signal.emit`` does
the same to ``True``. From CPython 3.12 on these objects are immortal, so the wheel's
missing increment is harmless there; on 3.11 each such call takes one reference that was never
given, the count reaches zero while a card table is being drawn, and the interpreter aborts
("Fatal Python error: none_dealloc").

``immortalise_singletons()`` adds 2**40 to the reference counts of those few singletons on CPython
< 3.12, which is what 3.12 does by design (an immortal object's count is never allowed to reach
zero). It changes nothing else and is a no-op on 3.12+. It is called once, when
``fjols_desktop.gui`` is imported, before any Qt call. Drop it once the project requires Python
3.12 or a fixed PySide6.
"""

from __future__ import annotations

import os
import sys
from _ctypes import _SimpleCData

_BOOST = 1 << 40


class _RefCount(_SimpleCData):
    """A ``Py_ssize_t`` in memory, as ``ctypes.c_ssize_t``: a 64-bit ``long long`` on 64-bit builds,
    an ``int`` on 32-bit ones. Made from ``_ctypes`` directly, because the ``ctypes`` package's
    ``__init__`` defines every C type and imports ``struct`` and more for this one."""

    _type_ = "q" if sys.maxsize > 2**32 else "i"


def immortalise_singletons() -> bool:
    """Protect ``None``, ``True``, ``False`` and ``()``; returns whether anything was done."""
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return False
    for obj in (None, True, False, ()):
        # ob_refcnt is the first field of every object in a release build of CPython 3.11.
        _RefCount.from_address(id(obj)).value += _BOOST
    return True


def skip_feature_scan() -> int:
    """File every module already loaded and every module of Fjols in PySide6's ``__feature__`` table
    as selecting no feature; returns how many were filed (0 where PySide6 keeps no such table).

    PySide6 lets a module switch Qt's classes to ``snake_case`` names or ``true_property`` attributes
    (``from __feature__ import ...``). To know which modules could, its import hook reads, once per
    module named by any ``import`` statement after Qt is loaded, that module's whole source file
    (``inspect.getsource``) and looks for the text "PySide6"; the answer goes into
    ``__feature__.pyside_feature_dict`` (0: a PySide module with no feature selected; -1: left out of
    the switching). Fjols selects no feature anywhere (``tests/gui/test_compat.py`` holds that no
    module of it names ``__feature__``), so whatever a module's source says, the answer is "no
    feature" and Qt's classes look the same to it; filing that answer before the imports spares
    PySide6 the reading. Call it once Qt is loaded, before the rest of the app is imported."""
    feature = sys.modules.get("__feature__")
    table = getattr(feature, "pyside_feature_dict", None)
    if not isinstance(table, dict):
        return 0
    names = set(sys.modules)
    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    _module_names(package, os.path.basename(package), names)
    filed = 0
    for name in names:
        if name not in table:
            table[name] = 0
            filed += 1
    return filed


def _module_names(folder: str, prefix: str, names: set[str]) -> None:
    """Add the dotted name of every module under ``folder`` (the package ``prefix``) to ``names``.
    Byte-code caches and hidden folders hold no sources and are not entered; the directory entries
    say which names are folders, so nothing is ``stat``-ed. A folder that is not there adds nothing:
    in an installer's bundle the modules live in an archive, and PySide6 reads no source there."""
    try:
        entries = os.scandir(folder)
    except OSError:
        return
    with entries:
        for entry in entries:
            name = entry.name
            if name.endswith(".py"):
                names.add(prefix if name == "__init__.py" else f"{prefix}.{name[:-3]}")
            elif name != "__pycache__" and not name.startswith(".") and entry.is_dir():
                _module_names(entry.path, f"{prefix}.{name}", names)
