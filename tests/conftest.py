"""Test-wide settings: Qt runs offscreen unless a test asks for a real X server."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
