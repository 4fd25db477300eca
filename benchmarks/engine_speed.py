"""Random complete deals per second through the public ``Rules`` API, on one core.

    python benchmarks/engine_speed.py --game hearts --seconds 5 [--players 4] [--openspiel]

The loop uses only the contract (``new_deal``, ``is_over``, ``to_act``, ``legal_moves``, ``apply``) and
picks moves uniformly. With ``--openspiel`` (Hearts only; ``pip install open_spiel``) OpenSpiel's C++
Hearts is driven from an identical Python loop in the same process, the two engines taking turns in
half-second slices so that machine noise hits both alike. OpenSpiel deals its cards through chance
nodes and lets the pass direction be a chance event too; its chance outcomes are uniform, so the
same uniform pick serves both kinds of node.

The last line printed is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fjols_desktop.engine.registry import get_game


def our_slice(game_id: str, players: int, options: Any, rng: random.Random, seconds: float,
              dealer: list[int]) -> tuple[int, int]:
    rules = get_game(game_id).rules
    new_deal, is_over, to_act, legal, apply = (rules.new_deal, rules.is_over, rules.to_act, rules.legal_moves,
                                               rules.apply)
    rnd = rng.random
    deals = moves = 0
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        state = new_deal(options, players, dealer[0], rng)
        dealer[0] = (dealer[0] + 1) % players
        while not is_over(state):
            seat = min(to_act(state))
            choice = legal(state, seat)
            state = apply(state, seat, choice[int(rnd() * len(choice))])
            moves += 1
        deals += 1
    return deals, moves


def openspiel_slice(game: Any, rng: random.Random, seconds: float, idiomatic: bool) -> tuple[int, int]:
    """Lean: the same uniform pick as ours. Idiomatic: OpenSpiel's own example loop, which samples
    chance nodes from ``chance_outcomes()`` by probability and decisions with ``random.choice``."""
    rnd = rng.random
    deals = moves = 0
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
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
    args = parser.parse_args()
    game = get_game(args.game)
    players = args.players or game.info.default_seats
    options = game.info.options_type.from_dict(json.loads(args.options))
    rng = random.Random(args.seed)
    slice_s = 0.5
    ours = [0, 0, 0.0]
    theirs = [0, 0, 0.0]
    spiel_game = None
    if args.openspiel:
        if args.game != "hearts" or players != 4:
            raise SystemExit("--openspiel compares 4-player Hearts only")
        import pyspiel  # type: ignore[import-not-found]

        spiel_game = pyspiel.load_game("hearts")
    dealer = [0]
    started = time.perf_counter()
    while ours[2] < args.seconds:
        t0 = time.perf_counter()
        d, m = our_slice(args.game, players, options, rng, slice_s, dealer)
        ours[0] += d
        ours[1] += m
        ours[2] += time.perf_counter() - t0
        if spiel_game is not None:
            t0 = time.perf_counter()
            d, m = openspiel_slice(spiel_game, rng, slice_s, args.openspiel_loop == "idiomatic")
            theirs[0] += d
            theirs[1] += m
            theirs[2] += time.perf_counter() - t0
    report: dict[str, Any] = {
        "benchmark": "engine_speed", "game": args.game, "players": players, "options": options.changed(),
        "seconds": round(ours[2], 2), "deals": ours[0], "moves": ours[1],
        "deals_per_second": round(ours[0] / ours[2], 1), "moves_per_second": round(ours[1] / ours[2]),
        "wall_seconds": round(time.perf_counter() - started, 2)}
    if spiel_game is not None:
        report["openspiel"] = {"loop": args.openspiel_loop, "deals": theirs[0], "actions": theirs[1], "seconds": round(theirs[2], 2),
                               "deals_per_second": round(theirs[0] / theirs[2], 1)}
        report["ratio_to_openspiel"] = round(report["deals_per_second"] / report["openspiel"]["deals_per_second"], 3)
    print(json.dumps(report))


if __name__ == "__main__":
    main()
