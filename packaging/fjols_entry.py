"""The script PyInstaller freezes: ``fjols_desktop/__main__.py`` uses relative imports, so the
bundle starts here and calls it as a package."""

import sys

from fjols_desktop.__main__ import main

sys.exit(main())
