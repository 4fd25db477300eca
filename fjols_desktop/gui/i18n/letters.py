"""The index letters of the jack, queen, king and ace, as printed on a deck in each language.

A data table in code, not in the translation catalogues: the letters are the country's printing
convention, not a translation a translator should improvise, and the table also gives the option of
the international letters (J, Q, K, A) in any language. The same letters are used on the card faces
(``table/card_painter.py``) and in every phrase that names a card ("D♠", ``i18n.card_text``).

Conventions, from the decks sold in each country:

* Danish (``da``): Es, Konge, Dame, Knægt -> E, K, D, B. Modern Danish packs print B for the jack
  (from "bonde", matching the German B/D/K indices the packs took over); older packs printed Kn.
  Sources: pagat.com "Card games in Denmark" (indices Es, K, D, B; Kn on older packs); the University
  of Waterloo playing-card museum's Danish deck (Handa, Copenhagen: kings K, queens D, jacks B).
* Swedish (``sv``): Ess, Kung, Dam, Knekt -> E, K, D, Kn (the modern Swedish pattern, e.g. Öberg's).
  Source: A. Pollett's list of national card indices ("SWEDEN: E Ess, K Kung, D Dam, Kn Knekt").
* Norwegian Bokmål (``nb``): Ess, Konge, Dame, Knekt -> E, K, D, Kn, the same letters as the Swedish
  packs sold in Norway, for the same words. No printed source for Norway was found; many packs sold
  there carry the international letters, which the setting offers.
* English and every other language: J, Q, K, A.

The letters in effect: the language of the installed translation (``QLocale()``, which
``language.install_translators`` sets as the default) unless the family chose the international
letters (``set_international``; remembered on the application object, like the language itself,
so that every table, dialog and phrase agrees without passing a flag around). ``base_language``,
``international`` and ``set_international`` live in ``language.py``, which the first frame loads
without this package, and are exported here too.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from PySide6.QtCore import QLocale

from ..language import base_language, international, set_international

__all__ = ["CARD_LETTERS", "INTERNATIONAL", "base_language", "card_letters", "international", "letters_key",
           "set_international"]

JACK, QUEEN, KING, ACE = 11, 12, 13, 14

INTERNATIONAL: Mapping[int, str] = MappingProxyType({JACK: "J", QUEEN: "Q", KING: "K", ACE: "A"})

CARD_LETTERS: Mapping[str, Mapping[int, str]] = MappingProxyType({
    "en": INTERNATIONAL,
    "da": MappingProxyType({JACK: "B", QUEEN: "D", KING: "K", ACE: "E"}),
    "sv": MappingProxyType({JACK: "Kn", QUEEN: "D", KING: "K", ACE: "E"}),
    "nb": MappingProxyType({JACK: "Kn", QUEEN: "D", KING: "K", ACE: "E"}),
})

def card_letters(language: str | None = None, international_letters: bool | None = None) -> Mapping[int, str]:
    """Rank -> index letter for 11-14. ``language`` defaults to the language shown (``QLocale()``),
    ``international_letters`` to the setting; a language without its own table uses J, Q, K, A."""
    if international() if international_letters is None else international_letters:
        return INTERNATIONAL
    code = base_language(QLocale().name() if language is None else language)
    return CARD_LETTERS.get(code, INTERNATIONAL)


def letters_key(letters: Mapping[int, str] | None = None) -> str:
    """The letters as one short text ("B/D/K/E"), for cache keys of rendered cards."""
    table = card_letters() if letters is None else letters
    return "/".join(table[rank] for rank in (JACK, QUEEN, KING, ACE))
