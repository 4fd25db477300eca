"""The light game catalogue the first frame reads (``engine/catalogue.py``) says exactly what the
registered games' own ``GameInfo`` says, in the registry's order."""

from __future__ import annotations

import pytest

from fjols_desktop.engine.catalogue import CATALOGUE, GameFacts, game_facts
from fjols_desktop.engine.registry import GAMES


def test_catalogue_equals_the_registered_games_facts_in_order() -> None:
    real = tuple(GameFacts(g.info.id, g.info.name, g.info.summary, g.info.min_seats, g.info.max_seats,
                           g.info.default_seats) for g in GAMES)
    assert CATALOGUE == real


def test_game_facts_by_id_and_unknown_id() -> None:
    assert game_facts("hearts") == GameFacts("hearts", "Hjerterfri", "Hearts: avoid the hearts and the queen of "
                                             "spades.", 3, 5, 4)
    with pytest.raises(KeyError, match="no game 'whist'; registered: fjols, durak, festudgave, davoserjas, hearts, "
                                       "fool"):
        game_facts("whist")
