"""The PySide6 application on top of the engine (Qt lives only here)."""
