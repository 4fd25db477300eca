"""``python -m fjols_desktop``: start the Fjols card table."""

from __future__ import annotations

import sys


def main() -> int:
    from .gui.app import run

    return run(sys.argv)


if __name__ == "__main__":
    sys.exit(main())
