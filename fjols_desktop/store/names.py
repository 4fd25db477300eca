"""People's and presets' names: one normalisation and one check for every place a name is typed or read.

The new-game dialog, the scorekeeper's set-up, the family roster, saves, the ledger and presets all
call ``normal_name``, so a name the dialog accepts is a name every file accepts (a name refused by
the autosave alone would silently stop saving the whole match).

What a family types is kept, emoji included: letters of every script, digits, punctuation,
symbols, the zero-width joiner and non-joiner that build emoji such as 👩‍👧 and some scripts'
letters, variation selectors and the tag characters of flag emoji. Normalising:

* the text is put in Unicode NFC, so an "å" typed as a + ring is the same name as the one-letter
  "å" (and finds the same person in the ledger);
* characters that show nothing and carry nothing in a name are removed: the soft hyphen, the
  zero-width space, the word joiner, the byte-order mark, the Mongolian vowel separator and the
  bidirectional marks and overrides (which could turn the scoresheet's text around);
* every run of white space (a tab, a no-break space, a line break) becomes one space, and the ends
  are trimmed.

Refused, with a reason the dialogs phrase: an empty name, a name longer than ``max_len``
characters, a control character, a lone surrogate, a Unicode non-character, and a name with nothing
visible in it (only joiners or combining marks).
"""

from __future__ import annotations

import unicodedata

MAX_NAME = 40

# Invisible and meaningless in a name: dropped, not refused (a pasted name often carries them).
_DROPPED = frozenset("\u00ad\u180e\u200b\u200e\u200f\u2060\u2061\u2062\u2063\u2064\ufeff\u061c"
                     "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_VISIBLE = ("L", "N", "P", "S")  # categories of a character that shows something by itself


class BadName(ValueError):
    """A text that cannot be a name; ``key`` is ``name_empty``, ``name_too_long`` or ``name_bad_character``."""

    def __init__(self, message: str, key: str) -> None:
        super().__init__(message)
        self.key = key


def normalise(text: str) -> str:
    """``text`` as it is stored and compared: NFC, invisible characters dropped, spaces collapsed."""
    text = "".join(ch for ch in text if ch not in _DROPPED)  # first: what they stood between may compose
    text = unicodedata.normalize("NFC", text)
    return " ".join(text.split())


def _refused(ch: str) -> bool:
    code = ord(ch)
    category = unicodedata.category(ch)
    return category in ("Cc", "Cs") or 0xFDD0 <= code <= 0xFDEF or (code & 0xFFFE) == 0xFFFE


def normal_name(text: str, max_len: int = MAX_NAME) -> str:
    """The normalised name, or ``BadName`` saying why ``text`` cannot be one."""
    if not isinstance(text, str):
        raise BadName(f"a name is a text, not {type(text).__name__}", "name_bad_character")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise BadName("a name with a broken character (a lone surrogate)", "name_bad_character") from None
    name = normalise(text)
    if not name:
        raise BadName("an empty name", "name_empty")
    if len(name) > max_len:
        raise BadName(f"a name of {len(name)} characters; at most {max_len}", "name_too_long")
    bad = next((ch for ch in name if _refused(ch)), None)
    if bad is not None:
        raise BadName(f"a name holding the character U+{ord(bad):04X}", "name_bad_character")
    if not any(unicodedata.category(ch)[0] in _VISIBLE or unicodedata.category(ch) in ("Co", "Cn") for ch in name):
        raise BadName("a name with nothing visible in it", "name_empty")
    return name


def name_key(name: str) -> str:
    """What makes two names the same: case and spacing ignored (casefold, so Å matches å), NFC."""
    return normalise(name).casefold()
