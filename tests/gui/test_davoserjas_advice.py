"""Every reason Davoserjas' computer levels can give (``engine/games/davoserjas/ai/__init__.py`` REASONS) has a
phrase in the game's table (``gui/i18n/davoserjas.py``) or the common one, reads as a sentence with
its arguments filled in, and the levels' friendly names are the family cast's."""

from __future__ import annotations

import re

from fjols_desktop.engine.errors import Reason
from fjols_desktop.engine.games.davoserjas.ai import REASONS
from fjols_desktop.gui import i18n
from fjols_desktop.gui.i18n import common, davoserjas

NAMES = ("Sofie", "Bjørn", "Åse", "Karl")
SAMPLE = {"card": "KC", "count": 3, "worlds": 120, "expected": -2.5}


def test_every_advice_reason_has_a_phrase_that_reads_as_a_sentence() -> None:
    for key in sorted(REASONS):
        assert key in davoserjas.REASONS or key in common.REASONS, key
        reason = Reason.of(key, **SAMPLE)
        text = i18n.phrase(reason, NAMES, "davoserjas")
        assert i18n.is_phrased(reason, "davoserjas"), key
        assert not re.search(r"\{\w*\}", text) and not re.search(r"\b[a-z]+_[a-z_]+\b", text), (key, text)


def test_the_advice_reads_as_people_expect() -> None:
    p = i18n.phrase
    assert p(Reason.of("dump_penalty", card="KC"), NAMES, "davoserjas") == \
        "Someone else takes this trick: give them K♣, which costs points."
    assert p(Reason.of("lay_toward_own", card="8H", count=1), NAMES, "davoserjas") == \
        "Lay 8♥: it opens the way to a card of your own further along the row."
    assert p(Reason.of("lay_toward_own", card="8H", count=2), NAMES, "davoserjas") == \
        "Lay 8♥: it opens the way to 2 cards of your own further along the row."
    assert p(Reason.of("search_best", card="QS", worlds=80, expected=1.5), NAMES, "davoserjas") == \
        "Q♠ did best in 80 imagined deals."
