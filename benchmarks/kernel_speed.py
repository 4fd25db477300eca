"""Playouts per second of each game's hard-level evaluator (its kernel), on one core.

    python benchmarks/kernel_speed.py [--game hearts] [--positions 40] [--worlds 20] [--seed 1]
    python benchmarks/kernel_speed.py --policy-call

The hard levels search on a CPU-time budget, so a slower kernel means fewer worlds per decision and
a weaker player: this is the figure to keep when a kernel changes shape. For each game it plays
medium deals at the default table, collects ``positions`` decisions where the hard level would
search (through ``SearchPlayer``'s own hooks: prior, candidates, searching, sampler, evaluator),
deals ``worlds`` worlds for each beforehand, and then times only ``evaluator.evaluate`` over them
(process CPU time). A playout is one candidate played out in one world. The last line printed is
one JSON object: per game the playouts per second and the playouts timed.

``--policy-call`` times instead what a playout policy's call costs with its twelve facts as
positionals (as the kernels call it) and as a record built per call (nanoseconds per call).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import timeit
from pathlib import Path
from typing import Any, NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fjols_desktop.engine.registry import GAMES, get_game
from fjols_desktop.engine.search import SearchPlayer


def positions(game_id: str, count: int, seed: int) -> list[tuple[Any, list[Any], Any, list[Any]]]:
    """``count`` searched decisions of medium deals: (view, candidates, evaluator, worlds)."""
    game = get_game(game_id)
    rules = game.rules
    seats = game.info.default_seats
    options = game.info.options_type()
    hard = game.player("hard")
    assert isinstance(hard, SearchPlayer)
    medium = game.player("medium")
    rng = random.Random(seed)
    out: list[tuple[Any, list[Any], Any, list[Any]]] = []
    deal = 0
    while len(out) < count:
        state = rules.new_deal(options, seats, deal % seats, random.Random(f"{seed}:{deal}"))
        deal += 1
        while not rules.is_over(state) and len(out) < count:
            seat = min(rules.to_act(state))
            view = rules.observe(state, seat)
            if len(view.legal_moves) > 1:
                out.extend(searched(hard, view, rng))
            state = rules.apply(state, seat, medium.choose(view, rng))
    return out


def searched(hard: SearchPlayer, view: Any, rng: random.Random) -> list[tuple[Any, list[Any], Any, list[Any]]]:
    """The decision as the hard level would search it (none when it would not)."""
    try:
        moves = list(hard.candidates(view, hard.prior(view, rng)))
    except AssertionError:   # a decision the level makes outside the search (Festudgaven's race)
        return []
    if len(moves) < 2 or not hard.searching(view):
        return []
    sampler = hard.sampler(view, rng)
    evaluator = hard.evaluator_for(view, rng)
    return [(view, moves, evaluator, [sampler.sample_world(view, rng) for _ in range(WORLDS[0])])]


WORLDS = [20]


def measure(game_id: str, count: int, seed: int) -> dict[str, float]:
    work = positions(game_id, count, seed)
    rng = random.Random(seed)
    playouts = 0
    started = time.process_time()
    for view, moves, evaluator, worlds in work:
        for world in worlds:
            evaluator.evaluate(world, view.seat, moves, rng)
            playouts += len(moves)
    seconds = time.process_time() - started
    return {"playouts": playouts, "seconds": round(seconds, 3), "playouts_per_s": round(playouts / seconds)}


class Turn(NamedTuple):
    """The twelve facts a Hjerterfri playout policy gets, as a record (for ``--policy-call``)."""

    seat: int
    legal: int
    hand: int
    trick: list[int]
    tmask: int
    played: int
    trick_no: int
    after: int
    pens: int
    moon: int
    voids: list[int]
    rnd: Any


def policy_call() -> dict[str, float]:
    """Nanoseconds per policy call: positionals against a record built per call."""
    def positional(seat: int, legal: int, hand: int, trick: list[int], tmask: int, played: int, trick_no: int,
                   after: int, pens: int, moon: int, voids: list[int], rnd: Any) -> int:
        return legal

    def recorded(turn: Turn) -> int:
        return turn.legal

    trick, voids, n = [1, 2], [0, 0, 0, 0], 1_000_000
    a = min(timeit.repeat(lambda: positional(1, 2, 3, trick, 4, 5, 6, 7, 8, 9, voids, None), number=n, repeat=3))
    b = min(timeit.repeat(lambda: recorded(Turn(1, 2, 3, trick, 4, 5, 6, 7, 8, 9, voids, None)), number=n, repeat=3))
    return {"positional_ns": round(a / n * 1e9), "record_ns": round(b / n * 1e9)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="a game id (repeatable; default: every game)")
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--worlds", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--policy-call", action="store_true", help="time a policy call: positionals or a record")
    args = parser.parse_args()
    if args.policy_call:
        print(json.dumps({"benchmark": "kernel_speed", "policy_call": policy_call()}))
        return
    WORLDS[0] = args.worlds
    games = args.game or [g.info.id for g in GAMES]
    result = {}
    for game_id in games:
        result[game_id] = measure(game_id, args.positions, args.seed)
        print(game_id, result[game_id], flush=True)
    print(json.dumps({"benchmark": "kernel_speed", "positions": args.positions, "worlds": args.worlds,
                      "seed": args.seed, "games": result}))


if __name__ == "__main__":
    main()
