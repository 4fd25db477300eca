"""``python -m fjols_desktop``: start the Fjols card table (``--self-test``: check this build and exit).

The cyclic garbage collector is kept out of the start and the exit. A start makes a great many
objects that live as long as the app (the modules, their classes and functions, the window), and
the collector, run while they are being made, walks them again and again and finds next to nothing.
So it is off from the first import on; when the game list is on the window, ``gui.app.run`` freezes
what the start made (``gc.freeze``: out of every later collection's way, for good) and from then on
the GUI thread's collector (``gui/collector.py``) collects with CPython's own thresholds, as always.

At exit, once ``run`` has returned (the window has written the last save and the preferences, the
data folder's lock is released), everything is frozen once more: the interpreter's own collections
at exit would walk every object only to run the finalizers of objects in reference cycles, and
nothing Fjols must do at exit waits on one. The exit handlers (``atexit``, Qt's application teardown),
the flush of the standard streams and the modules' teardown still run.
"""

from __future__ import annotations

import gc
import sys


def main() -> int:
    if "--self-test" in sys.argv[1:]:
        from .selftest import run_self_test

        return run_self_test()
    gc.disable()  # until the game list is on the window (see above)
    from .gui.app import run

    code = run(sys.argv)
    gc.freeze()  # everything is saved: the exit need not walk every object (see above)
    return code


if __name__ == "__main__":
    sys.exit(main())
