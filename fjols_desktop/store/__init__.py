"""Persistence: autosaves (versioned JSON), the family ledger (SQLite), statistics and settings.

Pure Python, standard library only, never Qt: every store takes its folder as an argument, and the
GUI passes the platform's data and config folders (``QStandardPaths``) from one place,
``gui/paths.py``. Tests pass a temporary folder.

* ``saves.SaveSlot(data_dir)``: the match in progress, written after every move, resumable.
* ``ledger.Ledger(data_dir)``: people, matches, deals, results, fools, house rules, undo/hints.
* ``stats``: per person and game, head-to-head, results over time, CSV export.
* ``settings.SettingsStore(config_dir)`` and ``settings.PresetStore(config_dir)``: app settings and
  named house-rule presets; ``languages.Language``: the values of the Language setting.
* ``scorekeeper``: typed deal results for matches played with real cards, with per-game sum checks.
* ``limits``: every limit on a file read here, derived from the largest file written here.
* ``names``: one normalisation and check of people's and presets' names for every file.
"""
