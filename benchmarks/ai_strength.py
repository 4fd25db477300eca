"""Strength of the computer levels (issue 8): a match per pair of neighbouring levels in every game,
and for Hjerterfri the hard level against three copies of the simple ducking player.

    python benchmarks/ai_strength.py [--game hearts] [--pairs hard-medium] [--games 200] [--duck-games 250]
                                     [--tournament 0] [--seed 1] [--jobs 2]

* Pairings (the target's "per pairing"): ``random-easy``, ``easy-medium`` and ``medium-hard`` each
  play a duplicate match at the game's usual table through ``fjols_desktop.tournament``: the two
  levels alternate round the table (hard-medium-hard-medium) and every deal is replayed with the
  seats turned, so each level holds every hand. Every table is one game, won by the level whose
  seats scored better on average (``games``; a tie counts half): ``--games 200`` at four seats is
  400 games per pairing. The gap is the Elo of that win rate (``elo_games``; one virtual draw). The
  seat-by-seat duplicate Elo (``elo``) is printed beside it: in the games with one loser most seat
  comparisons are ties that carry no information, so it understates every gap there.
* ``--tournament N``: also the all-levels tournament (``easy,medium,hard,random``) over N deals.
* Ducking benchmark (Hjerterfri, four players, no passing): hard in one seat, ``DuckPlayer`` in the
  other three, every deal played four times with hard in each seat (``--duck-games 250`` = 1,000
  hands). Target: hard's points minus the mean of the other three at most -5.0 per hand.

The machine's load average is printed too: the hard level searches for a fixed CPU time with a cap
on real time, so a very busy machine makes it weaker. The last line printed is one JSON object.
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


def row_of(report: dict[str, Any]) -> dict[str, Any]:
    return {"deals": report["deals"], "tables": len(report["tables"]), "elo_games": report["elo_games"],
            "elo": report["elo"], "results": report["results"],
            "games": {k: {x: v[x] for x in ("games", "wins", "losses", "ties", "win_rate")}
                      for k, v in report["games"].items()},
            "decisions": report["decisions"]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", help="one game (default: every registered game)")
    parser.add_argument("--pairs", help="comma-separated pairings to play, e.g. medium-hard (default: all)")
    parser.add_argument("--games", type=int, default=200, help="duplicate deals per pairing")
    parser.add_argument("--tournament", type=int, default=0, help="deals of the all-levels tournament (0: skip)")
    parser.add_argument("--duck-games", type=int, default=250, help="duplicate deals against the duckers (0: skip)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    games = [get_game(args.game)] if args.game else list(GAMES)
    wanted = set(args.pairs.split(",")) if args.pairs else None
    load_before = os.getloadavg()
    started = time.perf_counter()
    out: dict[str, Any] = {"benchmark": "ai_strength", "results": {}}
    for game in games:
        gid = game.info.id
        order = ["random"] + [k for k in ("easy", "medium", "hard") if k in game.levels]
        rows = out["results"].setdefault(gid, {})
        for lower, upper in pairwise(order):
            pair = f"{lower}-{upper}"
            if not args.games or (wanted and pair not in wanted):
                continue
            report = tournament(gid, [upper, lower], args.games, args.seed, jobs=args.jobs)
            row = {"gap": round(report["elo_games"][upper] - report["elo_games"][lower], 1),
                   "gap_seat_duplicate": round(report["elo"][upper] - report["elo"][lower], 1),
                   "target": 100, **row_of(report)}
            row["met"] = row["gap"] >= 100
            print(json.dumps({"game": gid, "pairing": pair, **row}), flush=True)
            rows[pair] = row
        if args.tournament and len(order) > 1:
            report = tournament(gid, order[1:] + ["random"], args.tournament, args.seed, jobs=args.jobs)
            rows["tournament"] = row_of(report)
            print(json.dumps({"game": gid, "tournament": rows["tournament"]}), flush=True)
        if gid == "hearts" and args.duck_games and "hard" in game.levels:
            duck = tournament("hearts", [], args.duck_games, args.seed, options={"pass_count": 0},
                              lineup=["hard", "duck", "duck", "duck"], extra={"duck": DUCK}, jobs=args.jobs)
            hard = duck["results"]["hard"]
            row = {"hands": hard["hands"], "hard_relative": hard["mean_relative"], "stderr": hard["stderr"],
                   "hard_points": hard["mean_points"], "duck_points": duck["results"]["duck"]["mean_points"],
                   "target": -5.0, "met": hard["mean_relative"] <= -5.0, "decisions": duck["decisions"]["hard"]}
            print(json.dumps({"game": "hearts", "versus_duckers": row}), flush=True)
            rows["versus_duckers"] = row
    out.update({"seconds": round(time.perf_counter() - started, 1), "jobs": args.jobs,
                "load_average_before": [round(x, 2) for x in load_before],
                "load_average_after": [round(x, 2) for x in os.getloadavg()], "cpus": os.cpu_count()})
    print(json.dumps({**out, "summary": {g: {k: v["gap"] for k, v in r.items() if "gap" in v}
                                         for g, r in out["results"].items()}}))


if __name__ == "__main__":
    main()
