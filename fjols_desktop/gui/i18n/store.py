"""Phrases for the persistence layer's reason keys (``fjols_desktop/store``): damaged or hostile
files, the family ledger, the roster, presets, and the scorekeeper's checks. Not a game: the table is
looked up as ``phrase(reason, game="store")`` (``store_phrase`` below), which falls back to the common
table like a game's would. Deal and move numbers arrive 0-based from the store; ``store_phrase``
shows them counted from 1."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.errors import Reason
from . import QT_TRANSLATE_NOOP, Entry, _lookup, phrase

REASONS: dict[str, Entry] = {
    # any JSON file (store/jsonfile.py)
    "file_unreadable": QT_TRANSLATE_NOOP("Reasons:store", "The file cannot be read."),
    "file_too_large": QT_TRANSLATE_NOOP("Reasons:store", "The file is far larger than any Fjols file "
                                                         "(more than {limit} bytes)."),
    "file_not_json": QT_TRANSLATE_NOOP("Reasons:store", "The file is damaged: it is not complete, readable text."),
    "file_too_deep": QT_TRANSLATE_NOOP("Reasons:store", "The file is damaged: it is nested far too deeply."),
    "file_too_complex": QT_TRANSLATE_NOOP("Reasons:store", "The file holds far more than any Fjols file."),
    "file_wrong_format": QT_TRANSLATE_NOOP("Reasons:store", "This is not a file Fjols wrote for this purpose."),
    "file_too_new": QT_TRANSLATE_NOOP("Reasons:store", "A newer version of Fjols wrote this file (format {version}; "
                                                       "this version reads up to {supported})."),
    "file_bad_field": QT_TRANSLATE_NOOP("Reasons:store", "The file is damaged: “{field}” should be {expected}."),
    "file_migration_failed": QT_TRANSLATE_NOOP("Reasons:store", "The file is from an older Fjols and could not "
                                                                "be brought up to date."),
    "file_write_failed": QT_TRANSLATE_NOOP("Reasons:store", "The file could not be written (is the disk full?)."),
    "file_not_regular": QT_TRANSLATE_NOOP("Reasons:store", "Something other than a file is in its place "
                                                           "(a folder or a device)."),
    "disk_full": QT_TRANSLATE_NOOP("Reasons:store", "The disk is full."),
    "file_read_only": QT_TRANSLATE_NOOP("Reasons:store", "The disk or folder can only be read, not written."),
    "file_no_permission": QT_TRANSLATE_NOOP("Reasons:store", "Fjols is not allowed to write there."),
    "folder_unusable": QT_TRANSLATE_NOOP("Reasons:store", "The folder for Fjols' files cannot be made there "
                                                          "(something else is in the way)."),
    "house_rules_too_large": QT_TRANSLATE_NOOP("Reasons:store", "These house rules are larger than Fjols can "
                                                                "keep."),
    "save_slots_taken": QT_TRANSLATE_NOOP("Reasons:store", "Every save is in use by another Fjols window."),
    # saved matches (store/save_format.py)
    "save_unknown_game": QT_TRANSLATE_NOOP("Reasons:store", "The saved game “{game}” is not in this version "
                                                            "of Fjols."),
    "save_bad_options": QT_TRANSLATE_NOOP("Reasons:store", "The saved house rules cannot be used here."),
    "save_bad_seats": QT_TRANSLATE_NOOP("Reasons:store", "The players in the save do not fit the game."),
    "save_illegal_move": QT_TRANSLATE_NOOP("Reasons:store", "Move {move} of deal {deal} (“{text}”) is not a move "
                                                            "the rules allow there."),
    "save_deal_unfinished": QT_TRANSLATE_NOOP("Reasons:store", "Deal {deal} is saved as finished but is not."),
    "save_deal_over": QT_TRANSLATE_NOOP("Reasons:store", "Deal {deal} is over but was never scored."),
    "save_results_mismatch": QT_TRANSLATE_NOOP("Reasons:store", "The saved scores of deal {deal} do not match "
                                                                "its cards."),
    "save_after_end": QT_TRANSLATE_NOOP("Reasons:store", "The save goes on after the end of the match."),
    # the family ledger (store/ledger.py)
    "ledger_damaged": QT_TRANSLATE_NOOP("Reasons:store", "The family ledger is damaged."),
    "ledger_too_new": QT_TRANSLATE_NOOP("Reasons:store", "A newer version of Fjols wrote the family ledger."),
    "ledger_foreign": QT_TRANSLATE_NOOP("Reasons:store", "The ledger file belongs to another program."),
    "ledger_busy": QT_TRANSLATE_NOOP("Reasons:store", "The family ledger is busy in another window; "
                                                      "try again in a moment."),
    "ledger_migration_failed": QT_TRANSLATE_NOOP("Reasons:store", "The family ledger could not be brought up "
                                                                  "to date."),
    "person_exists": QT_TRANSLATE_NOOP("Reasons:store", "{name} is already in the family."),
    "person_missing": QT_TRANSLATE_NOOP("Reasons:store", "That person is no longer in the family."),
    "person_has_matches": QT_TRANSLATE_NOOP("Reasons:store", "This person has played matches: hide them from "
                                                             "the list instead."),
    "person_bad_name": QT_TRANSLATE_NOOP("Reasons:store", "A name has 1 to 40 letters."),
    "match_empty": QT_TRANSLATE_NOOP("Reasons:store", "No deal was finished, so there is nothing to count."),
    "match_missing": QT_TRANSLATE_NOOP("Reasons:store", "That game is no longer in the family ledger."),
    "ledger_row_damaged": QT_TRANSLATE_NOOP("Reasons:store", "An entry in the family ledger is damaged and was "
                                                             "left out."),
    # settings and presets (store/settings.py, gui/settings.py)
    "settings_bad_values": QT_TRANSLATE_NOOP("Reasons:store", "Some settings were not understood and are back "
                                                              "to their defaults."),
    "preset_missing": QT_TRANSLATE_NOOP("Reasons:store", "There is no preset called {name}."),
    "preset_exists": QT_TRANSLATE_NOOP("Reasons:store", "A preset called {name} exists already."),
    "preset_bad_name": QT_TRANSLATE_NOOP("Reasons:store", "A preset's name has 1 to 40 letters."),
    "preset_unknown_game": QT_TRANSLATE_NOOP("Reasons:store", "The preset is for “{game}”, which this version of "
                                                              "Fjols does not have."),
    "preset_bad_options": QT_TRANSLATE_NOOP("Reasons:store", "The preset's house rules cannot be used here."),
    "preset_entry_skipped": QT_TRANSLATE_NOOP("Reasons:store", "A damaged preset was left out."),
    "presets_full": QT_TRANSLATE_NOOP("Reasons:store", "There is no room for more presets; delete one first."),
    "settings_bad_table": QT_TRANSLATE_NOOP("Reasons:store", "The table remembered for {game} could not be used, "
                                                             "so the usual table is set."),
    # the scorekeeper (store/scorekeeper.py); a game's own table may phrase its sum check better
    "deal_points_count": QT_TRANSLATE_NOOP("Reasons:store", "Type a score for each of the {seats} players."),
    "deal_points_range": QT_TRANSLATE_NOOP("Reasons:store", "A score is far too large."),
    "deal_points_sum": QT_TRANSLATE_NOOP("Reasons:store", "The points add up to {total}, expected {expected}. "
                                                          "Save anyway?"),
}

_ONE_BASED = ("deal", "move")


def store_phrase(reason: Reason | None, names: Sequence[str] = (), game: str | None = None) -> str:
    """``reason`` from the store in words: the game's own phrase when it has one (Hjerterfri's sum
    check mentions the moon), else this table's."""
    if reason is None:
        return ""
    if any(k in _ONE_BASED for k, _ in reason.args):  # built directly: an argument may be named "key"
        reason = Reason(reason.key, tuple((k, v + 1 if k in _ONE_BASED and isinstance(v, int) else v)
                                          for k, v in reason.args))
    if game is not None and _lookup("REASONS", reason.key, game) is not None:
        return phrase(reason, names, game)
    return phrase(reason, names, "store")
