"""Every limit on a file Fjols reads, each derived from the largest thing Fjols itself writes there.

A reader's limits protect the app from a hostile or damaged file (a nesting bomb, a gigabyte of
values); they must never refuse the app's own output, or a family loses their settings or their
game the first time they use a feature fully (issue 21: Davoserjas' round lists nest deeper than
the preferences file allowed, and every setting was reset). So each writer here has a cap, and each
reader accepts that cap with room to spare. ``tests/store/test_limits.py`` builds the largest
document of every kind the app can write, for every registered game and its house rules at their
largest, and reads it with these limits.

House rules (``Options.to_dict``) are the part a family can make large: a Davoserjas round list of
up to 30 rounds, each with its own penalty cards. One house-rule set may hold at most
``OPTIONS_MAX_NODES`` values and ``OPTIONS_MAX_BYTES`` bytes, nest ``OPTIONS_MAX_DEPTH`` lists/objects
deep and hold texts of at most ``OPTIONS_MAX_STRING`` characters; ``options_problem`` says when a set is larger, and every writer
(a save, a remembered table, a preset) refuses such a set with ``house_rules_too_large`` instead of
writing a file it could not read back. The largest set the shipped games allow today, 30 rounds of
Davoserjas with up to twelve penalty patterns each, holds about 2,000 values and nests 5 deep.

The caps, and what each reader takes:

* **saves** (``save_format.py``): the table ends a match once its save holds ``SAVE_WRITE_MAX_DEALS``
  deals, ``SAVE_WRITE_MAX_NODES`` values or ``SAVE_WRITE_MAX_BYTES`` bytes (``SavedMatch.full``). The
  largest save is that plus one deal at its longest (a game's ``move_bound``; 26,026 moves in
  Festudgaven at 13 seats, three values and at most ``MAX_MOVE_TEXT`` + 40 bytes each): 328,000
  values and 10.2 MB at most, read within 400,000 values and 12 MB.
* **preferences** (``gui/settings.py``): comfort settings, the window's layout (at most
  ``MAX_BLOB_TEXT`` characters, else it is not remembered), the export folder (at most
  ``MAX_PATH_TEXT`` characters, likewise) and one remembered table per game (13 seats and one
  house-rule set); read for up to ``MAX_GAMES`` games, more than twice the games there are.
* **presets** (``settings.PresetStore``): at most ``MAX_PRESETS`` per game; the store refuses a new
  preset once the file would hold ``PRESETS_WRITE_MAX_NODES`` values or ``PRESETS_WRITE_MAX_BYTES``
  bytes (``presets_full``), and reads more than twice that. A **preset file** for sharing holds one set.
* **the ledger's JSON cells** (``ledger_rows.py``): one deal's moves at the longest deal, or one
  house-rule set.
* **app settings** (``settings.SettingsStore``): a handful of fields.
"""

from __future__ import annotations

from typing import Any

from .jsonfile import Limits, Shape, dump_document

# one house-rule set
OPTIONS_MAX_NODES = 3_000
OPTIONS_MAX_DEPTH = 7
OPTIONS_MAX_STRING = 256
OPTIONS_MAX_BYTES = 128 << 10
MAX_BLOB_TEXT = 8_000  # a window layout (Qt's saveState, as hex): about 600 characters in practice
MAX_GAMES = 16
MAX_SEATS = 13

# saves
SAVE_WRITE_MAX_DEALS = 500
SAVE_WRITE_MAX_NODES = 250_000
SAVE_WRITE_MAX_BYTES = 4 << 20
MAX_DEALS = 1000
MAX_MOVE_TEXT = 200
SAVE_LIMITS = Limits(max_bytes=12 << 20, max_depth=OPTIONS_MAX_DEPTH + 6, max_nodes=400_000, max_string=1024,
                     max_int_digits=19)  # a seed may be as large as 2**63 - 1

# preferences (gui/settings.py): envelope, values, a table, its options
MAX_PATH_TEXT = 4096
PREFERENCES_LIMITS = Limits(max_bytes=4 << 20, max_depth=OPTIONS_MAX_DEPTH + 6, max_nodes=100_000,
                            max_string=2 * MAX_PATH_TEXT)

# presets
MAX_PRESETS = 200
PRESETS_WRITE_MAX_NODES = 200_000
PRESETS_WRITE_MAX_BYTES = 6 << 20
PRESETS_LIMITS = Limits(max_bytes=16 << 20, max_depth=OPTIONS_MAX_DEPTH + 6, max_nodes=450_000, max_string=1024)
PRESET_FILE_LIMITS = Limits(max_bytes=1 << 20, max_depth=OPTIONS_MAX_DEPTH + 6, max_nodes=3 * OPTIONS_MAX_NODES,
                            max_string=1024)

# app settings (store/settings.py)
SETTINGS_LIMITS = Limits(max_bytes=256 << 10, max_depth=6, max_nodes=5_000, max_string=8192)

# the ledger's JSON cells: the moves of the longest deal (3 values a move) or one house-rule set
LEDGER_CELL_LIMITS = Limits(max_bytes=12 << 20, max_depth=OPTIONS_MAX_DEPTH + 6, max_nodes=200_000,
                            max_string=4 * MAX_MOVE_TEXT)


def options_problem(options: Any) -> str | None:
    """Why the house-rule set ``options`` (an ``Options``) is too large to be written, or None."""
    shape = Shape.of(options.to_dict())
    if shape.nodes > OPTIONS_MAX_NODES:
        return f"the house rules hold {shape.nodes} values; at most {OPTIONS_MAX_NODES}"
    if shape.depth > OPTIONS_MAX_DEPTH:
        return f"the house rules nest {shape.depth} deep; at most {OPTIONS_MAX_DEPTH}"
    if shape.longest_string > OPTIONS_MAX_STRING:
        return f"a text of {shape.longest_string} characters in the house rules; at most {OPTIONS_MAX_STRING}"
    size = len(dump_document(options.to_dict()))
    if size > OPTIONS_MAX_BYTES:
        return f"the house rules take {size} bytes; at most {OPTIONS_MAX_BYTES}"
    return None
