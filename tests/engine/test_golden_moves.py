"""The golden-move test: every level of every game plays exactly the recorded moves and reasons.

The files under ``tests/engine/golden/`` were recorded by ``tests/engine/golden.py`` (its docstring
says how to regenerate them after an intended change). A failure names the first decision that
differs, with the recorded and the played line.
"""

from __future__ import annotations

import pytest

from tests.engine import golden


@pytest.mark.parametrize("name", [c.name for c in golden.CONFIGS])
def test_levels_play_the_recorded_moves(name: str) -> None:
    recorded = golden.load(name)
    c = golden.config(name)
    assert golden.header(c) == {k: recorded[k] for k in golden.header(c)}, "configuration changed: regenerate"
    assert len(recorded["moves"]) == c.deals >= 15
    if "reactions" in recorded:
        assert golden.reactions(recorded) == recorded["reactions"]
    for entry in recorded["moves"]:
        deal = entry["deal"]
        assert entry["table"] == list(golden.lineup(deal, c.seats))
        played = golden.play(recorded, deal)
        for i, (want, got) in enumerate(zip(entry["decisions"], played)):
            assert got == want, f"{name} deal {deal} decision {i}: recorded {want!r}, played {got!r}"
        assert len(played) == len(entry["decisions"]), f"{name} deal {deal}: the deal's length changed"


def test_every_game_and_level_is_covered() -> None:
    from fjols_desktop.engine.registry import GAMES

    covered: dict[str, int] = {}
    for c in golden.CONFIGS:
        covered[c.game] = covered.get(c.game, 0) + c.deals
        assert set(golden.LEVELS) <= set(golden.get_game(c.game).levels)
    assert covered.keys() == {g.info.id for g in GAMES}
    assert min(covered.values()) >= 50
