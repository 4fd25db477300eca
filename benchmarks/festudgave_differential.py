"""Festudgaven against an earlier commit's, move for move, over every table kind.

    (cd /work/main && git archive e1a1abc) | tar -x -C /tmp/fjols-e1a1abc
    python benchmarks/festudgave_differential.py --baseline /tmp/fjols-e1a1abc --deals 3

Both engines play the same seeded random rounds at every table size (3-13) with the default house
rules and with every non-default value of the house rules the engine reads (the draw pile, free
flow, a refused false signal, letters, a short reaction window), alone and together: after every move
the states must hold the same fields, every seat must get the same legal moves in the same order
and the same observation, the round results must agree, and two random, mostly illegal, moves per
step must be refused with the same error text or lead to the same state; a round is compared for
at most ``LIMIT`` moves (each step compares every seat's observation, whose history grows with the
round). The loop is
``differential.py``'s; the last line printed is one JSON object, and a difference stops the run with
the first one found.
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
    {}, {"deck_mode": "stock"}, {"pass_mode": "free_flow"}, {"false_signal": "reject"}, {"scoring": "letters"},
    {"signal_timeout_s": 2}, {"deck_mode": "stock", "pass_mode": "free_flow"},
    {"deck_mode": "stock", "pass_mode": "free_flow", "false_signal": "reject", "scoring": "letters"},
    {"pass_mode": "free_flow", "false_signal": "reject"},
]


LIMIT = 300   # moves per round: a random free-flow round without false signals can run for thousands


def configurations() -> list[tuple[dict[str, Any], int]]:
    return [(rules, seats) for rules in HOUSE_RULES for seats in range(3, 14)]


def random_text(pick: random.Random, state: Any) -> str:
    """A move text, mostly illegal: a card from some seat's hand or anywhere, a take, a signal, late."""
    kind = pick.randrange(6)
    if kind == 0:
        return pick.choice(("take", "signal", "late", "signal 0", "signal 999999", "pass", ""))
    if kind == 1:
        return f"signal {pick.randrange(-5, 3000)}"
    hand = state.hands[pick.randrange(len(state.hands))]
    held = [i for i in range(52) if hand >> i & 1]
    card = CARDS[pick.choice(held)] if held and kind < 5 else CARDS[pick.randrange(52)]
    return f"pass {card}"


def main() -> None:
    differential.main("festudgave", __doc__, configurations(), lambda: differential.state_fields, random_text,
                      differential.seen_alike, limit=LIMIT)


if __name__ == "__main__":
    main()
