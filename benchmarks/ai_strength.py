"""Strength of the computer levels (issue 8): a duplicate tournament per game, and for Hjerterfri
the hard level against three copies of the simple ducking player.

    python benchmarks/ai_strength.py [--game hearts] [--games 250] [--duck-games 250] [--seed 1] [--jobs 2]

* Tournament: ``easy,medium,hard,random`` (the game's levels) through ``fjols_desktop.tournament``;
  at four seats every deal is played at four tables, so ``--games 250`` gives 1,000 hands per
  pairing. Target: each level at least 100 Elo above the one below.
* Ducking benchmark (Hjerterfri, four players, no passing): hard in one seat, ``DuckPlayer`` in the
  other three, every deal played four times with hard in each seat (``--duck-games 250`` = 1,000
  hands). Target: hard's points minus the mean of the other three at most -5.0 per hand.

The machine's load average is printed too: the hard level searches for a fixed time, so a busy
machine makes it weaker. The last line printed is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from itertools import pairwise
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fjols_desktop.engine.games.hearts.ai import DuckPlayer
from fjols_desktop.engine.players import Level
from fjols_desktop.engine.registry import GAMES, get_game
from fjols_desktop.tournament import tournament

DUCK = Level("duck", "duck", "issue-8", DuckPlayer)


def gaps(report: dict[str, Any], order: list[str]) -> dict[str, float]:
    ratings = report["elo"]
    return {f"{upper}-{lower}": round(ratings[upper] - ratings[lower], 1)
            for lower, upper in pairwise(order) if lower in ratings and upper in ratings}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", help="one game (default: every registered game)")
    parser.add_argument("--games", type=int, default=250, help="duplicate deals per tournament")
    parser.add_argument("--duck-games", type=int, default=250, help="duplicate deals against the duckers (0: skip)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    games = [get_game(args.game)] if args.game else list(GAMES)
    load_before = os.getloadavg()
    started = time.perf_counter()
    out: dict[str, Any] = {"benchmark": "ai_strength", "results": {}}
    for game in games:
        order = ["random"] + [k for k in ("easy", "medium", "hard") if k in game.levels]
        if args.games and len(order) > 1:
            report = tournament(game.info.id, order[1:] + ["random"], args.games, args.seed, jobs=args.jobs)
            row = {"deals": args.games, "tables": len(report["tables"]), "elo": report["elo"],
                   "elo_gaps": gaps(report, order), "elo_head_to_head": report["elo_head_to_head"],
                   "results": report["results"],
                   "pairwise": {k: v["win_rate"] for k, v in report["pairwise"].items()},
                   "head_to_head": {k: v["win_rate"] for k, v in report["head_to_head"].items()},
                   "decisions": report["decisions"]}
            print(json.dumps({"game": game.info.id, **row}), flush=True)
            out["results"][game.info.id] = row
        if game.info.id == "hearts" and args.duck_games and "hard" in game.levels:
            duck = tournament("hearts", [], args.duck_games, args.seed, options={"pass_count": 0},
                              lineup=["hard", "duck", "duck", "duck"], extra={"duck": DUCK}, jobs=args.jobs)
            hard = duck["results"]["hard"]
            row = {"hands": hard["hands"], "hard_relative": hard["mean_relative"], "stderr": hard["stderr"],
                   "hard_points": hard["mean_points"], "duck_points": duck["results"]["duck"]["mean_points"],
                   "target": -5.0, "met": hard["mean_relative"] <= -5.0, "decisions": duck["decisions"]["hard"]}
            print(json.dumps({"game": "hearts", "versus_duckers": row}), flush=True)
            out["results"].setdefault("hearts", {})["versus_duckers"] = row
    out.update({"seconds": round(time.perf_counter() - started, 1), "jobs": args.jobs,
                "load_average_before": [round(x, 2) for x in load_before],
                "load_average_after": [round(x, 2) for x in os.getloadavg()], "cpus": os.cpu_count()})
    print(json.dumps(out))


if __name__ == "__main__":
    main()
