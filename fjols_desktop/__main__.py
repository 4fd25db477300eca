"""``python -m fjols_desktop``: start the Fjols card table (``--self-test``: check this build and exit)."""

from __future__ import annotations

import sys


def main() -> int:
    if "--self-test" in sys.argv[1:]:
        from .selftest import run_self_test

        return run_self_test()
    from .gui.app import run

    return run(sys.argv)


if __name__ == "__main__":
    sys.exit(main())
