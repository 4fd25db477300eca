"""Davoserjas against an earlier commit's Davoserjas: the same play, move for move, over every table kind.

    git -C /work/main archive 68823ac | tar -x -C /tmp/fjols-68823ac
    python benchmarks/davoserjas_differential.py --baseline /tmp/fjols-68823ac --deals 8

For a change to the engine's hot path that must not change what the engine does. Both engines play the
same seeded random deals at every table size (3-7) with the default house rules, with every
non-default value of every house rule that changes play, and with the presets (their own round lists,
the kabale by places): deal ``d`` of a table is round ``d % 8`` of its match, so eight deals play every
round of the standard list, the two extra rounds and a number past the end (refused alike). After every
move the states must hold the same fields, both engines must name the same seat to act and the same
scores, every seat must get the same legal moves in the same order and the same observation, the deal
results must agree (points, columns, label, notes), and two random, mostly illegal, moves per step
must be refused with the same error text or lead to the same state. The loop is ``differential.py``'s;
the last line printed is one JSON object, and a difference stops the run with the first one found.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import differential

from fjols_desktop.engine.cards import CARDS
from fjols_desktop.engine.games.davoserjas.rounds import PRESETS

HOUSE_RULES: list[dict[str, Any]] = [
    {}, {"extra_rounds": ["first_trick", "hearts"]}, {"last_trick_mode": "first_and_last"},
    {"ace_low_all_rounds": True}, {"stop_when_decided": False}, {"removed_twos_order": ["2C", "2S", "2H", "2D"]},
    {"kabale_ace": "high"}, {"kabale_sevens": "forced_on_turn"}, {"kabale_sevens": "free_on_turn"},
    {"kabale_deck": "full_52"}, {"kabale_first_out_bonus": 10, "kabale_pass_penalty": 3},
    {"points_per_trick": 0, "points_per_club": 0},
    {"ace_low_all_rounds": True, "stop_when_decided": False, "kabale_sevens": "forced_on_turn",
     "kabale_ace": "high", "kabale_deck": "full_52", "extra_rounds": ["first_trick", "hearts"]},
    *(preset.to_dict() for preset in PRESETS.values()),
]


def configurations() -> list[tuple[dict[str, Any], int]]:
    return [(rules, seats) for rules in HOUSE_RULES for seats in range(3, 8)]


def facts(state: Any) -> list[Any]:
    """The state's fields, comparable across the two engines (the deal's facts by their text)."""
    return [type(state).__name__, *differential.state_fields(state)]


def random_text(pick: random.Random, state: Any) -> str:
    """A move text, mostly illegal: a card (played or laid) from the hand to act or anywhere, a pass,
    or no move."""
    hand = [i for i in range(52) if state.hands[max(state.turn, 0)] >> i & 1] or list(range(52))
    kind = pick.randrange(6)
    if kind == 0:
        return pick.choice(("pass", "PASS", "lay", "QS QH", "", "lay 1X"))
    card = str(CARDS[pick.choice(hand) if kind in (1, 2, 3) else pick.randrange(52)])
    return "lay " + card if pick.random() < 0.5 else card


def main() -> None:
    differential.main("davoserjas", __doc__, configurations(), lambda: facts, random_text, differential.seen_alike,
                      numbers=8, deals=8)


if __name__ == "__main__":
    main()
