"""Phrases for the store's refusals (``fjols_desktop/store``): damaged or foreign files and the
house-rule presets. Not a game: phrase with ``i18n.phrase(reason, game="files")``, which looks here
first and then in ``common``."""

from __future__ import annotations

from . import QT_TRANSLATE_NOOP, Entry

REASONS: dict[str, Entry] = {
    "file_unreadable": QT_TRANSLATE_NOOP("Reasons:files", "The file cannot be read."),
    "file_too_large": QT_TRANSLATE_NOOP("Reasons:files", "The file is too large to be a Fjols file."),
    "file_not_json": QT_TRANSLATE_NOOP("Reasons:files", "The file is damaged: it is not a Fjols file."),
    "file_too_deep": QT_TRANSLATE_NOOP("Reasons:files", "The file is damaged: it is nested too deeply."),
    "file_too_complex": QT_TRANSLATE_NOOP("Reasons:files", "The file is damaged: it holds far too much."),
    "file_wrong_format": QT_TRANSLATE_NOOP("Reasons:files", "This is not a file of Fjols house rules."),
    "file_too_new": QT_TRANSLATE_NOOP("Reasons:files", "The file was written by a newer Fjols; please update."),
    "file_bad_field": QT_TRANSLATE_NOOP("Reasons:files", "The file is damaged: “{field}” is not {expected}."),
    "file_migration_failed": QT_TRANSLATE_NOOP("Reasons:files", "The file is from an older Fjols and cannot be "
                                                                "converted."),
    "file_write_failed": QT_TRANSLATE_NOOP("Reasons:files", "The file cannot be written there."),
    "preset_missing": QT_TRANSLATE_NOOP("Reasons:files", "There is no preset called “{name}”."),
    "preset_exists": QT_TRANSLATE_NOOP("Reasons:files", "A preset called “{name}” exists already."),
    "preset_bad_name": QT_TRANSLATE_NOOP("Reasons:files", "A preset needs a name of 1 to 40 letters."),
    "preset_unknown_game": QT_TRANSLATE_NOOP("Reasons:files", "The file holds house rules for a game this "
                                                              "version of Fjols does not have ({game})."),
    "preset_bad_options": QT_TRANSLATE_NOOP("Reasons:files", "The file's house rules cannot be used "
                                                             "(“{option}”)."),
    "preset_entry_skipped": QT_TRANSLATE_NOOP("Reasons:files", "A damaged preset was left out."),
}
