"""FOOL! against an earlier commit's FOOL!: the same play, move for move, over every table kind.

    git -C /work/main archive 68823ac | tar -x -C /tmp/fjols-68823ac
    python benchmarks/fool_differential.py --baseline /tmp/fjols-68823ac --deals 3

For a change to the engine's hot path that must not change what the engine does. Both engines play the
same seeded random rounds at every table size (4-8; the first edition's deck at 4-6) with the default
house rules and with every non-default value of every house rule that changes play or scoring: after
every move the states must hold the same fields, both engines must name the same seat to act and the
same scores, every seat must get the same legal moves in the same order and the same observation (the
wild ones renumbered alike), the round results must agree, and two random, mostly illegal, moves per
step (a card from the hand to act or anywhere, "W1", junk) must be refused with the same error text or
lead to the same state. The loop is ``differential.py``'s; the last line printed is one JSON object,
and a difference stops the run with the first one found.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import differential

from fjols_desktop.engine.games.fool.deck import FULL_DECK

HOUSE_RULES: list[dict[str, Any]] = [
    {}, {"deck_table": "first_edition"}, {"two_fools_from": "8"}, {"two_fools_from": "never"},
    {"tie_worst": "earlier_played"}, {"all_wild_trick_winner": "last_played"},
    {"wild_one_penalty": 0, "go_out_bonus": 20, "fool_go_out_score": 5},
    {"tie_worst": "earlier_played", "all_wild_trick_winner": "last_played"},
    {"deck_table": "first_edition", "tie_worst": "earlier_played", "all_wild_trick_winner": "last_played"},
]


def configurations() -> list[tuple[dict[str, Any], int]]:
    return [(rules, seats) for rules in HOUSE_RULES for seats in range(4, 9)]


def random_text(pick: random.Random, state: Any) -> str:
    """A move text, mostly illegal: a card from the hand to act or anywhere, a wild one, or no move."""
    hand = [i for i in range(len(FULL_DECK)) if state.hands[max(state.turn, 0)] >> i & 1] or [0]
    kind = pick.randrange(6)
    if kind == 0:
        return pick.choice(("W1", "w1", "pass", "G12 R3", "", "G1", "B16"))
    return str(FULL_DECK[pick.choice(hand) if kind in (1, 2, 3) else pick.randrange(len(FULL_DECK))])


def main() -> None:
    differential.main("fool", __doc__, configurations(), lambda: differential.state_fields, random_text, differential.seen_alike, deals=3)


if __name__ == "__main__":
    main()
