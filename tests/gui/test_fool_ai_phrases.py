"""Every reason FOOL!'s computer levels give with their advice (``engine/games/fool/ai/__init__.py``,
``REASONS``) has a phrase in the game's table or the common one, and reads as a sentence with its
arguments filled in (cards, colours and players by name)."""

from __future__ import annotations

import re

import pytest

from fjols_desktop.engine.errors import Reason
from fjols_desktop.engine.games.fool.ai import REASONS
from fjols_desktop.gui import i18n

NAMES = ("Sofie", "Bjørn", "Åse", "Karl")


@pytest.mark.parametrize("key", sorted(REASONS))
def test_every_advice_reason_reads_as_a_sentence(key: str) -> None:
    reason = Reason.of(key, card="G12", seat=2, colour="B", worlds=40, expected=3.5)
    assert i18n.is_phrased(reason, "fool"), key
    text = i18n.phrase(reason, NAMES, "fool")
    assert text != i18n.fallback(reason, NAMES, "fool")
    assert not re.search(r"\{\w*\}", text), text
    assert not re.search(r"\b[a-z]+_[a-z_]+\b", text), text


def test_advice_names_cards_colours_and_players() -> None:
    assert i18n.phrase(Reason.of("lead_into_void", card="B5", seat=2, colour="B"), NAMES, "fool") == \
        "Lead blue 5: Åse has no blue left and must play another colour or a wild 1."
    assert i18n.phrase(Reason.of("search_best", card="W1", worlds=40, expected=2.5), NAMES, "fool") == \
        "Play wild 1: it did best in 40 imagined deals."
