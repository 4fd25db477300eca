"""One game's engine against an earlier commit's, move for move: the loop that the per-game scripts share.

For a change to an engine's hot path that must not change what the engine does. The earlier engine is
loaded beside this one (as in ``engine_speed.py --baseline``) and both play the same seeded random deals
for every table kind a game script lists: after every move the states must hold the same facts (the
game script says how to make them comparable across the two packages), every seat must get the same
legal moves in the same order, the deal results must agree, and two random, mostly illegal, moves per
step (the game script writes them) must be refused with the same error text or lead to the same state.
A game script may compare more after every move (``extra``: e.g. every seat's observation).

Used by ``durak_differential.py``, ``fjols_differential.py``, ``davoserjas_differential.py``,
``fool_differential.py`` and ``festudgave_differential.py``; the last line printed is one JSON object,
and a difference stops the run with the first one found.
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from engine_speed import load_baseline

from fjols_desktop.engine.errors import FjolsError
from fjols_desktop.engine.registry import get_game
from fjols_desktop.engine.rules import MatchContext

Facts = Callable[[Any], list[Any]]
RandomText = Callable[[random.Random, Any], str]
Extra = Callable[[Any, Any, Any, Any, int], Any]   # (our rules, our state, their rules, their state, seat)


def outcome(rules: Any, state: Any, seat: int, text: str, errors: type[Exception]) -> list[Any]:
    """["refused", error class name, text], or ["state", the new state]."""
    try:
        return ["state", rules.apply(state, seat, rules.parse_move(text))]
    except errors as exc:
        return ["refused", type(exc).__name__, str(exc)]


def state_fields(state: Any) -> list[Any]:
    """A game script's ``facts`` for a state that is a ``NamedTuple`` with a ``deal`` field: its fields,
    comparable across the two engines (the deal's facts by their text). Each field is read by its name, as
    the game's code reads it, so a field stored in another form than it reads (Fjols' move log) is compared
    as it reads."""
    return [repr(getattr(state, name)) if name == "deal" else getattr(state, name) for name in state._fields]


def seen_alike(ours: Any, a: Any, theirs: Any, b: Any, seat: int) -> str | None:
    """An ``extra`` for a game script: what differs in who is to act, whether the deal is over, the
    scores and ``seat``'s observation (compared by text: the two engines' classes are not the same)."""
    if ours.to_act(a) != theirs.to_act(b) or ours.is_over(a) != theirs.is_over(b):
        return "to_act or is_over differs"
    if ours.scores(a) != theirs.scores(b):
        return "the scores differ"
    if repr(ours.observe(a, seat)) != repr(theirs.observe(b, seat)):
        return "the observations differ"
    return None


def check(ours: Any, theirs: Any, configurations: list[tuple[dict[str, Any], int]], facts: Facts,
          random_text: RandomText, deals: int, seed0: int, extra: Extra | None = None,
          numbers: int = 3, limit: int | None = None) -> tuple[int, int]:
    """Plays and compares; returns (tables, moves) checked. Deal ``d`` of a table is number ``d % numbers``
    of its match (``MatchContext.number``: the round, in a game whose rounds differ). ``limit``: at most
    that many moves of a deal are played (for games whose random deals can run for thousands of moves)."""
    context_type = importlib.import_module("fjols_baseline.engine.rules").MatchContext
    their_errors = importlib.import_module("fjols_baseline.engine.errors").FjolsError
    ours_rules, theirs_rules = ours.rules, theirs.rules
    tables = moves = 0
    for index, (rules_dict, seats) in enumerate(configurations):
        options = ours.info.options_type.from_dict(rules_dict)
        try:
            options.check(seats)
        except FjolsError:
            continue   # e.g. 24 cards for more than two players
        their_options = theirs.info.options_type.from_dict(rules_dict)
        tables += 1
        for deal in range(deals):
            seed = seed0 + index * 1000 + deal
            number = deal % numbers
            try:
                a = ours_rules.new_deal(options, seats, deal % seats, random.Random(seed), context=MatchContext(number))
            except FjolsError as exc:
                a = exc
            try:
                b = theirs_rules.new_deal(their_options, seats, deal % seats, random.Random(seed),
                                          context=context_type(number))
            except their_errors as exc:
                b = exc
            where = f"{rules_dict} {seats}p seed {seed}"
            if isinstance(a, Exception) or isinstance(b, Exception):
                if str(a) != str(b):
                    raise SystemExit(f"{where}: new_deal differs: {a!r} against {b!r}")
                continue
            pick = random.Random(seed + 7)
            played = 0
            while limit is None or played < limit:
                if facts(a) != facts(b):
                    raise SystemExit(f"{where} move {moves}: the states differ")
                if ours_rules.is_over(a):
                    ra, rb = ours_rules.deal_result(a), theirs_rules.deal_result(b)
                    if (ra.points, ra.fools, ra.winners, ra.columns, str(ra.label), [str(n) for n in ra.notes]) != \
                            (rb.points, rb.fools, rb.winners, rb.columns, str(rb.label), [str(n) for n in rb.notes]):
                        raise SystemExit(f"{where}: the deal results differ")
                    break
                seat = min(ours_rules.to_act(a))
                for other in range(seats):
                    if [str(m) for m in ours_rules.legal_moves(a, other)] != \
                            [str(m) for m in theirs_rules.legal_moves(b, other)]:
                        raise SystemExit(f"{where} move {moves}: seat {other}'s legal moves differ")
                    difference = extra(ours_rules, a, theirs_rules, b, other) if extra is not None else None
                    if difference:
                        raise SystemExit(f"{where} move {moves}: seat {other}: {difference}")
                for _ in range(2):
                    text = random_text(pick, a)
                    actor = pick.randrange(seats) if pick.random() < 0.2 else seat
                    x = outcome(ours_rules, a, actor, text, FjolsError)
                    y = outcome(theirs_rules, b, actor, text, their_errors)
                    for result in (x, y):
                        if result[0] == "state":
                            result[1] = facts(result[1])
                    if x != y:
                        raise SystemExit(f"{where} move {moves}: seat {actor} {text!r}: {x!r} against {y!r}")
                choice = int(pick.random() * len(ours_rules.legal_moves(a, seat)))
                a = ours_rules.apply(a, seat, ours_rules.legal_moves(a, seat)[choice])
                b = theirs_rules.apply(b, seat, theirs_rules.legal_moves(b, seat)[choice])
                moves += 1
                played += 1
    return tables, moves


def main(game: str, doc: str | None, configurations: list[tuple[dict[str, Any], int]],
         make_facts: Callable[[], Facts], random_text: RandomText, extra: Extra | None = None,
         numbers: int = 3, deals: int = 2, limit: int | None = None) -> None:
    """The command line of a game's script: ``--baseline DIR [--deals N] [--seed S]`` (``deals`` is the
    default of ``--deals``). ``make_facts`` is called once the baseline is loaded (a game's facts may
    read the baseline's types)."""
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--baseline", type=Path, required=True, help="a checkout of the earlier commit")
    parser.add_argument("--deals", type=int, default=deals, help="deals per table kind")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    theirs = load_baseline(args.baseline).get_game(game)
    tables, moves = check(get_game(game), theirs, configurations, make_facts(), random_text, args.deals, args.seed,
                          extra, numbers, limit)
    print(json.dumps({"benchmark": f"{game}_differential", "baseline": str(args.baseline), "tables": tables,
                      "deals_per_table": args.deals, "moves": moves, "differences": 0}))
