"""Headless games for testing, tuning and tournaments: ``python -m fjols_desktop.sim``.

    python -m fjols_desktop.sim --game hearts --players 4 --deals 200 --seed 7 \\
        --bots random,random,random,random [--options '{"pass_count": 0}']

plays ``--deals`` deals (continuing across matches when a match ends first) and prints one JSON
object: game, options, players, bots, seed, deals, moves, seconds, per-seat totals, per-deal scores
and the matches played. Nothing here touches Qt.

    python -m fjols_desktop.sim --game hearts --tournament easy,medium,hard,random --games 250 --seed 1 \
        [--players 4] [--options '{"pass_count": 0}'] [--lineup hard,duck,duck,duck] [--jobs 2]

plays a duplicate tournament between computer levels (``tournament.py``): every deal is replayed with
each level in each seat, and one JSON object reports per level the mean result relative to the
table with its standard error, pairwise win rates and Elo-style ratings (random fixed at 0).

    python -m fjols_desktop.sim --soak 2000 [--seed 1] [--bots random]

the soak (``soak.py``): that many whole matches of random games at random table sizes with random
house rules, each kept as the app keeps it (a ``SavedMatch`` move by move, written to a save slot at
the end of every deal, recorded in a ledger when it ends, or when its save is full), reporting the
process's resident memory before, every 25 matches (every tenth of a shorter run) and after, and what each engine cache
holds at the end.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from typing import Any

from .engine.errors import FjolsError
from .engine.game_loop import play_deal, player_rngs
from .engine.match import Match
from .engine.registry import GAMES, get_game


def simulate(game_id: str, players: int, deals: int, seed: int, bots: Sequence[str],
             options: dict[str, Any] | None = None) -> dict[str, Any]:
    game = get_game(game_id)
    opts = game.info.options_type.from_dict(options or {})
    if len(bots) != players:
        raise FjolsError(f"--bots names {len(bots)} players but --players is {players}")
    seats = [game.player(level) for level in bots]
    match = Match.new(game_id, players, opts, seed)
    rngs = player_rngs(seed, players)
    totals = [0] * players
    per_deal: list[list[int]] = []
    fools: list[list[int]] = []
    moves = 0
    matches = 1
    started = time.perf_counter()
    for _ in range(deals):
        if match.is_over():
            matches += 1
            match = Match.new(game_id, players, opts, seed + matches - 1)
        log = play_deal(game.rules, match.start_deal(), seats, rngs)
        match = match.finish_deal(log.final)
        result = match.results[-1]
        per_deal.append(list(result.points))
        fools.append(list(result.fools))
        for s, p in enumerate(result.points):
            totals[s] += p
        moves += len(log.moves)
    seconds = time.perf_counter() - started
    return {"game": game_id, "options": opts.to_dict(), "players": players, "bots": list(bots), "seed": seed,
            "deals": deals, "moves": moves, "seconds": round(seconds, 4), "totals": totals,
            "matches": matches, "per_deal": per_deal, "fools": fools}


def main(argv: Sequence[str] | None = None) -> int:
    ids = [g.info.id for g in GAMES]
    parser = argparse.ArgumentParser(prog="python -m fjols_desktop.sim", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", choices=ids, help="the game (needed unless --soak)")
    parser.add_argument("--players", type=int, help="table size (default: the game's usual size)")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bots", help="comma-separated computer levels, one per seat (default: random)")
    parser.add_argument("--options", default="{}", help="house rules as a JSON object")
    parser.add_argument("--tournament", help="comma-separated computer levels to play a duplicate tournament")
    parser.add_argument("--lineup", help="with --tournament: one level per seat for the rotated table")
    parser.add_argument("--games", type=int, default=100, help="with --tournament: duplicate deals to play")
    parser.add_argument("--jobs", type=int, default=1, help="with --tournament: processes to use")
    parser.add_argument("--soak", type=int, help="play this many whole matches of random games and report memory")
    args = parser.parse_args(argv)
    if args.soak:
        from .soak import soak

        print(json.dumps(soak(args.soak, args.seed, args.bots or "random"), ensure_ascii=False))
        return 0
    if args.game is None:
        parser.error("--game is needed (one of " + ", ".join(ids) + ")")
    game = get_game(args.game)
    if args.tournament or args.lineup:
        return run_tournament(args)
    players = args.players or game.info.default_seats
    bots = args.bots.split(",") if args.bots else ["random"] * players
    try:
        options = json.loads(args.options)
        report = simulate(args.game, players, args.deals, args.seed, bots, options)
    except (FjolsError, KeyError, json.JSONDecodeError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(report, ensure_ascii=False))
    return 0


def run_tournament(args: argparse.Namespace) -> int:
    from .tournament import tournament

    levels = args.tournament.split(",") if args.tournament else []
    lineup = args.lineup.split(",") if args.lineup else None
    try:
        report = tournament(args.game, levels, args.games, args.seed, seats=args.players,
                            options=json.loads(args.options), lineup=lineup, jobs=args.jobs)
    except (FjolsError, KeyError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(report, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
