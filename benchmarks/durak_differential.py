"""Durak against an earlier commit's Durak: the same play, move for move, over every table kind.

    git archive 68823ac | tar -x -C /tmp/fjols-main-68823ac
    python benchmarks/durak_differential.py --baseline /tmp/fjols-main-68823ac --deals 2

For a change to the engine's hot path that must not change what the engine does. The earlier engine
is loaded beside this one (as in ``engine_speed.py --baseline``) and both play the same seeded random
deals for every variant x pack x table size, both team sizes, and every non-default value of every
house rule: after every move the states must hold the same facts (moves compared by their texts, the
deal's table facts by the fields the earlier engine has), every seat must get the same legal moves in
the same order, the deal results must agree, and two random, mostly illegal, moves per step must be
refused with the same error text or lead to the same state.

The loop is ``differential.py``'s; the last line printed is one JSON object, and a difference stops
the run with the first one found.
"""

from __future__ import annotations

import importlib
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import differential

from fjols_desktop.engine.cards import CARDS

HOUSE_RULES: list[dict[str, Any]] = [
    {"throw_in_by": "main_only"}, {"throw_in_by": "neighbours"}, {"throw_in_by": "all"},
    {"throw_in_timing": "anytime"}, {"throw_in_on_take": False}, {"first_bout_cap": "first_bout"},
    {"first_bout_cap": "until_first_discard"}, {"trump_six_exchange": "off"},
    {"trump_six_exchange": "before_first_lead"}, {"trump_six_exchange": "first_deal_only"},
    {"trump_six_exchange": "every_deal"}, {"first_attacker_later": "lowest_trump"},
    {"first_attacker_later": "attack_the_fool"}, {"no_trump_in_hands": "redeal"}, {"low_beats_ace": "all_suits"},
    {"low_beats_ace": "trump_only"}, {"variant": "perevodnoy", "transfer_max_cards": "one"},
    {"variant": "perevodnoy", "transfer_by_showing_trump": True}, {"variant": "severnyi", "severnyi_mode": "replace"},
    {"variant": "prostoy", "prostoy_cap_to_defender_hand": True}, {"variant": "prostoy", "prostoy_attack": "pairs"},
    {"variant": "prostoy", "prostoy_first_attacker": "left_of_dealer"}, {"announce_slips": False}, {"tally": False},
]


def configurations() -> list[tuple[dict[str, Any], int]]:
    out: list[tuple[dict[str, Any], int]] = []
    for variant in ("podkidnoy", "perevodnoy", "prostoy", "severnyi"):
        for deck in ("24", "36", "52"):
            out += [({"variant": variant, "deck": deck}, seats) for seats in range(2, 7)]
    for seats, teams in ((4, "2v2"), (6, "3v3")):
        out.append(({"teams": teams}, seats))
        out.append(({"teams": teams, "variant": "perevodnoy", "transfer_by_showing_trump": True}, seats))
    out += [(rules, seats) for rules in HOUSE_RULES for seats in (2, 3, 4, 5)]
    return out


def facts(state: Any, table_fields: tuple[str, ...]) -> list[Any]:
    """The state's fields, comparable across the two engines."""
    out: list[Any] = []
    for name in state._fields:   # by name: a field read through a property (the log) is compared as read
        value = getattr(state, name)
        if name == "log":
            out.append(tuple((seat, str(move)) for seat, move in value))
        elif name == "deal":
            table = tuple(getattr(value.table, field) for field in table_fields)
            out.append(repr(value._replace(table=table)))
        else:
            out.append(value)
    return out


def random_text(pick: random.Random, state: Any) -> str:
    """A move text, mostly illegal: cards from the hand to act, the table or anywhere."""
    hand = [i for i in range(52) if state.hands[max(state.turn, 0)] >> i & 1] or list(range(52))

    def held() -> str:
        return str(CARDS[pick.choice(hand)])

    def any_card() -> str:
        return str(CARDS[pick.randrange(52)])

    kind = pick.randrange(9)
    if kind == 0:
        return pick.choice(("take", "pass", "done", "decline"))
    if kind == 1:
        return "attack " + " ".join({held() for _ in range(pick.randrange(1, 4))})
    if kind == 2:
        return "attack " + held()
    if kind == 3 and state.attack:
        return f"defend {CARDS[pick.choice(state.attack)]} {held()}"
    if kind == 4:
        return f"defend {any_card()} {held()}"
    if kind == 5:
        return "transfer " + " ".join({held() for _ in range(pick.randrange(1, 3))})
    if kind == 6:
        return "show " + held()
    if kind == 7:
        return "exchange " + held()
    return "attack " + " ".join({any_card() for _ in range(pick.randrange(1, 6))})


def main() -> None:
    def make_facts() -> Callable[[Any], list[Any]]:
        fields = importlib.import_module("fjols_baseline.engine.games.durak.state").DurakTable._fields
        return lambda state: facts(state, fields)

    differential.main("durak", __doc__, configurations(), make_facts, random_text)


if __name__ == "__main__":
    main()
