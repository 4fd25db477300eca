"""Fjols against an earlier commit's Fjols: the same play, move for move, over every table kind.

    (cd /work/main && git archive 2359e9e) | tar -x -C /tmp/fjols-main-2359e9e
    python benchmarks/fjols_differential.py --baseline /tmp/fjols-main-2359e9e --deals 2

Both engines play the same seeded random deals at every table size (2-5) with the default house rules,
and with every non-default value of every house rule at every table size: after every move the states
must hold the same fields, every seat must get the same legal moves in the same order and the same
observation (piles, facts, prompt, history, masks), the deal results must agree, and two random,
mostly illegal, moves per step must be refused with the same error text or lead to the same state.
The loop is ``differential.py``'s; the last line printed is one JSON object, and a difference stops
the run with the first one found.
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

HOUSE_RULES: list[dict[str, Any]] = [
    {}, {"deck": "52"}, {"hand_size": 6}, {"pickup": "whole_chain"}, {"follow_suit": "strict_void"},
    {"follow_suit": "free"}, {"voluntary_pickup": "never"}, {"voluntary_pickup": "always"}, {"low_beats_low": True},
    {"chain_closes_after_full_round": True}, {"next_dealer": "rotate_left"}, {"tally": False}, {"match_length": 3},
    {"deck": "52", "follow_suit": "free", "voluntary_pickup": "always", "pickup": "whole_chain"},
    {"follow_suit": "strict_void", "voluntary_pickup": "never", "low_beats_low": True,
     "chain_closes_after_full_round": True},
]


def configurations() -> list[tuple[dict[str, Any], int]]:
    return [(rules, seats) for rules in HOUSE_RULES for seats in range(2, 6)]


def observation(ours: Any, a: Any, theirs: Any, b: Any, seat: int) -> str | None:
    """What differs in ``seat``'s observation (by text: the two engines' classes are not the same)."""
    if repr(ours.observe(a, seat)) != repr(theirs.observe(b, seat)):
        return "the observations differ"
    return None


def random_text(pick: random.Random, state: Any) -> str:
    """A move text, mostly illegal: a card from the hand to act or anywhere, a pick-up, or no move."""
    hand = [i for i in range(52) if state.hands[max(state.turn, 0)] >> i & 1] or list(range(52))
    kind = pick.randrange(5)
    if kind == 0:
        return pick.choice(("pickup", "PICKUP", "pass", "QS QH", ""))
    if kind in (1, 2):
        return str(CARDS[pick.choice(hand)])
    return str(CARDS[pick.randrange(52)])


def main() -> None:
    differential.main("fjols", __doc__, configurations(), lambda: differential.state_fields, random_text, observation)


if __name__ == "__main__":
    main()
