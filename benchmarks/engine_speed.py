"""Random complete deals per second through the public ``Rules`` API, on one core.

    python benchmarks/engine_speed.py --game hearts --seconds 5 [--players 4] [--openspiel]
    python benchmarks/engine_speed.py --game durak --baseline /tmp/fjols-base    # before and after, side by side

The loop uses only the contract (``new_deal``, ``is_over``, ``to_act``, ``legal_moves``, ``apply``) and
picks moves uniformly. With ``--openspiel`` (Hearts only; ``pip install open_spiel``) OpenSpiel's C++
Hearts is driven from an identical Python loop in the same process, the two engines taking turns in
half-second slices so that machine noise hits both alike. OpenSpiel deals its cards through chance
nodes and lets the pass direction be a chance event too; its chance outcomes are uniform, so the
same uniform pick serves both kinds of node.

With ``--baseline DIR`` (a checkout of an earlier commit, e.g. ``git archive <commit> | tar -x -C DIR``)
that commit's engine is loaded beside this one, under another package name, and the two take turns in
the same half-second slices, playing the same seeded deals: the fair way to measure a change on a
machine shared with other work. ``--clock cpu`` counts the process's CPU time instead of the wall
clock, for a machine whose load changes during the run.

The last line printed is one JSON object.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fjols_desktop.engine.registry import get_game


def load_baseline(checkout: Path) -> ModuleType:
    """The registry of the engine in ``checkout`` (a directory holding ``fjols_desktop/``), imported as
    package ``fjols_baseline`` so that it lives beside this one. The engine imports itself only
    relatively, so its modules resolve inside the renamed package."""
    package = checkout / "fjols_desktop"
    spec = importlib.util.spec_from_file_location("fjols_baseline", package / "__init__.py",
                                                  submodule_search_locations=[str(package)])
    if spec is None or spec.loader is None:
        raise SystemExit(f"--baseline: no fjols_desktop package in {checkout}")
    module = importlib.util.module_from_spec(spec)
    sys.modules["fjols_baseline"] = module
    spec.loader.exec_module(module)
    return importlib.import_module("fjols_baseline.engine.registry")


def our_slice(rules: Any, players: int, options: Any, rng: random.Random, seconds: float,
              dealer: list[int], clock: Any = time.perf_counter) -> tuple[int, int]:
    new_deal, is_over, to_act, legal, apply = (rules.new_deal, rules.is_over, rules.to_act, rules.legal_moves,
                                               rules.apply)
    rnd = rng.random
    deals = moves = 0
    end = clock() + seconds
    while clock() < end:
        state = new_deal(options, players, dealer[0], rng)
        dealer[0] = (dealer[0] + 1) % players
        while not is_over(state):
            seat = min(to_act(state))
            choice = legal(state, seat)
            state = apply(state, seat, choice[int(rnd() * len(choice))])
            moves += 1
        deals += 1
    return deals, moves


def openspiel_slice(game: Any, rng: random.Random, seconds: float, idiomatic: bool,
                    clock: Any = time.perf_counter) -> tuple[int, int]:
    """Lean: the same uniform pick as ours. Idiomatic: OpenSpiel's own example loop, which samples
    chance nodes from ``chance_outcomes()`` by probability and decisions with ``random.choice``."""
    rnd = rng.random
    deals = moves = 0
    end = clock() + seconds
    while clock() < end:
        state = game.new_initial_state()
        while not state.is_terminal():
            if idiomatic:
                if state.is_chance_node():
                    actions, probs = zip(*state.chance_outcomes())
                    state.apply_action(rng.choices(actions, probs)[0])
                else:
                    state.apply_action(rng.choice(state.legal_actions()))
            else:
                choice = state.legal_actions()
                state.apply_action(choice[int(rnd() * len(choice))])
            moves += 1
        deals += 1
    return deals, moves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="hearts")
    parser.add_argument("--players", type=int)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--options", default="{}", help="house rules as JSON")
    parser.add_argument("--openspiel", action="store_true", help="compare with OpenSpiel's Hearts side by side")
    parser.add_argument("--openspiel-loop", choices=("lean", "idiomatic"), default="lean",
                        help="lean: the same pick as ours; idiomatic: OpenSpiel's example loop")
    parser.add_argument("--baseline", type=Path, help="a checkout of an earlier commit to measure side by side")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                        help="wall: elapsed time; cpu: this process's CPU time (for a machine under changing load)")
    args = parser.parse_args()
    clock = time.process_time if args.clock == "cpu" else time.perf_counter
    game = get_game(args.game)
    players = args.players or game.info.default_seats
    options = game.info.options_type.from_dict(json.loads(args.options))
    rng = random.Random(args.seed)
    slice_s = 0.5
    ours = [0, 0, 0.0]
    theirs = [0, 0, 0.0]
    before = [0, 0, 0.0]
    spiel_game = None
    if args.openspiel:
        if args.game != "hearts" or players != 4:
            raise SystemExit("--openspiel compares 4-player Hearts only")
        import pyspiel  # type: ignore[import-not-found]

        spiel_game = pyspiel.load_game("hearts")
    base_rules = base_options = None
    if args.baseline is not None:
        base_game = load_baseline(args.baseline).get_game(args.game)
        base_rules = base_game.rules
        base_options = base_game.info.options_type.from_dict(json.loads(args.options))
    base_rng = random.Random(args.seed)
    dealer = [0]
    base_dealer = [0]
    started = time.perf_counter()
    while ours[2] < args.seconds:
        t0 = clock()
        d, m = our_slice(game.rules, players, options, rng, slice_s, dealer, clock)
        ours[0] += d
        ours[1] += m
        ours[2] += clock() - t0
        if spiel_game is not None:
            t0 = clock()
            d, m = openspiel_slice(spiel_game, rng, slice_s, args.openspiel_loop == "idiomatic", clock)
            theirs[0] += d
            theirs[1] += m
            theirs[2] += clock() - t0
        if base_rules is not None:
            t0 = clock()
            d, m = our_slice(base_rules, players, base_options, base_rng, slice_s, base_dealer, clock)
            before[0] += d
            before[1] += m
            before[2] += clock() - t0
    report: dict[str, Any] = {
        "benchmark": "engine_speed", "game": args.game, "players": players, "options": options.changed(),
        "clock": args.clock, "seconds": round(ours[2], 2), "deals": ours[0], "moves": ours[1],
        "deals_per_second": round(ours[0] / ours[2], 1), "moves_per_second": round(ours[1] / ours[2]),
        "wall_seconds": round(time.perf_counter() - started, 2)}
    if spiel_game is not None:
        report["openspiel"] = {"loop": args.openspiel_loop, "deals": theirs[0], "actions": theirs[1], "seconds": round(theirs[2], 2),
                               "deals_per_second": round(theirs[0] / theirs[2], 1)}
        report["ratio_to_openspiel"] = round(report["deals_per_second"] / report["openspiel"]["deals_per_second"], 3)
    if base_rules is not None:
        report["baseline"] = {"path": str(args.baseline), "deals": before[0], "moves": before[1],
                              "seconds": round(before[2], 2), "deals_per_second": round(before[0] / before[2], 1)}
        report["speedup"] = round(report["deals_per_second"] / report["baseline"]["deals_per_second"], 3)
    print(json.dumps(report))


if __name__ == "__main__":
    main()
