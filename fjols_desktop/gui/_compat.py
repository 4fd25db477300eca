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

import ctypes
import sys

_BOOST = 1 << 40


def immortalise_singletons() -> bool:
    """Protect ``None``, ``True``, ``False`` and ``()``; returns whether anything was done."""
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return False
    for obj in (None, True, False, ()):
        # ob_refcnt is the first field of every object in a release build of CPython 3.11.
        ctypes.c_ssize_t.from_address(id(obj)).value += _BOOST
    return True
