"""Decision times of the computer levels, per game and level: median, p95 and max (issue 8).

    python benchmarks/ai_latency.py [--game hearts] [--levels easy,medium,hard] [--decisions 300] [--seed 1]

For each game and level, deals are played with the level in one seat (rotating) and medium
players in the others until ``--decisions`` of its decisions were timed. Forced moves (one legal
move) are timed apart: they must be instant. The machine's load average is printed alongside,
because a time-budgeted search makes fewer playouts, not slower decisions, on a busy machine.
Targets for hard: median <= 200 ms, p95 <= 400 ms, max < 1 s, forced moves instant.

The last line printed is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fjols_desktop.engine.game_loop import play_deal
from fjols_desktop.engine.registry import GAMES, get_game
from fjols_desktop.engine.rules import MatchContext


def ms(values: list[float], q: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return round(1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))], 2)


class Stopwatch:
    def __init__(self, player: Any, timed: list[float], forced: list[float]) -> None:
        self.player, self.level, self.timed, self.forced = player, player.level, timed, forced

    def choose(self, view: Any, rng: random.Random) -> Any:
        started = time.perf_counter()
        move = self.player.choose(view, rng)
        (self.forced if len(view.legal_moves) == 1 else self.timed).append(time.perf_counter() - started)
        return move


def measure(game_id: str, level: str, decisions: int, seed: int) -> dict[str, Any]:
    game = get_game(game_id)
    rules, seats = game.rules, game.info.default_seats
    options = game.info.options_type()
    timed: list[float] = []
    forced: list[float] = []
    number = 0
    other = "medium" if "medium" in game.levels else "random"
    while len(timed) < decisions:
        me = number % seats
        players = [Stopwatch(game.player(level), timed, forced) if s == me else game.player(other)
                   for s in range(seats)]
        state = rules.new_deal(options, seats, number % seats, random.Random(f"{seed}:{number}"),
                               context=MatchContext(number=rules.deal_number(options, seats, number)))
        play_deal(rules, state, players, [random.Random(f"{seed}:{number}:{s}") for s in range(seats)])
        number += 1
    return {"decisions": len(timed), "deals": number, "median_ms": ms(timed, 0.5), "p95_ms": ms(timed, 0.95),
            "max_ms": ms(timed, 1.0), "forced": len(forced), "forced_max_ms": ms(forced, 1.0)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", help="one game (default: every registered game)")
    parser.add_argument("--levels", help="comma-separated levels (default: every level of the game)")
    parser.add_argument("--decisions", type=int, default=300, help="timed choices per level")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    games = [get_game(args.game)] if args.game else list(GAMES)
    load_before = os.getloadavg()
    results: dict[str, dict[str, Any]] = {}
    started = time.perf_counter()
    for game in games:
        levels = args.levels.split(",") if args.levels else [k for k in game.levels if k != "random"] or ["random"]
        results[game.info.id] = {}
        for level in levels:
            row = measure(game.info.id, level, args.decisions, args.seed)
            row["version"] = game.level(level).version
            results[game.info.id][level] = row
            print(json.dumps({"game": game.info.id, "level": level, **row}), flush=True)
    print(json.dumps({"benchmark": "ai_latency", "results": results, "seconds": round(time.perf_counter() - started, 1),
                      "load_average_before": [round(x, 2) for x in load_before],
                      "load_average_after": [round(x, 2) for x in os.getloadavg()], "cpus": os.cpu_count()}))


if __name__ == "__main__":
    main()
