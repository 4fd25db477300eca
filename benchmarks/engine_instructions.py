"""Machine instructions per random deal through the public ``Rules`` API, counted by valgrind.

    python benchmarks/engine_instructions.py --game davoserjas --deals 60 [--baseline /tmp/fjols-base]

The loop is ``engine_speed.py``'s (``new_deal``, ``is_over``, ``to_act``, ``legal_moves``, ``apply``, a
uniform pick), run for a fixed number of seeded deals in a child process under valgrind's callgrind,
which counts the instructions executed inside the loop only (collection is switched on while
``itertools.starmap`` runs the loop, so start-up, imports and a warm-up of 30 deals that builds the
lazy tables are left out). The count does not depend on the machine's load, which makes it the
steady measure for changes of a few per cent on a shared machine where the timed figures of
``engine_speed.py`` move by more than that; it leaves out what instructions do not show (cache
misses, memory traffic), so a change is confirmed with ``engine_speed.py`` too. Each engine runs the
same deals from the same seed, with hash randomisation off (``PYTHONHASHSEED=0``).

Needs ``valgrind`` (``apt-get install valgrind``; not a project dependency). ``--baseline DIR`` (a
checkout of an earlier commit, e.g. ``git archive <commit> | tar -x -C DIR``) counts that engine too
and gives the ratio. The last line printed is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve()
WARM_UP = 30


def inner(checkout: str, game_id: str, deals: int) -> None:
    """Run in the child: the loop over ``deals`` seeded deals, inside ``itertools.starmap``."""
    import itertools

    sys.path.insert(0, checkout)
    from fjols_desktop.engine.registry import get_game

    game = get_game(game_id)
    rules = game.rules
    options = game.info.options_type.from_dict({})
    seats = game.info.default_seats

    def run(count: int, rng: random.Random) -> int:
        new_deal, is_over, to_act, legal, apply = (rules.new_deal, rules.is_over, rules.to_act, rules.legal_moves,
                                                   rules.apply)
        rnd = rng.random
        moves = dealer = 0
        for _ in range(count):
            state = new_deal(options, seats, dealer, rng)
            dealer = (dealer + 1) % seats
            while not is_over(state):
                seat = min(to_act(state))
                choice = legal(state, seat)
                state = apply(state, seat, choice[int(rnd() * len(choice))])
                moves += 1
        return moves

    run(WARM_UP, random.Random(99))
    (moves,) = itertools.starmap(run, [(deals, random.Random(1))])
    print(json.dumps({"moves": moves}))


def count(checkout: Path, game_id: str, deals: int) -> dict[str, Any]:
    """Instructions inside the loop for one engine, and its moves."""
    command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", "--collect-atstart=no",
               "--toggle-collect=starmap_next", sys.executable, str(HERE), "--inner", str(checkout),
               "--game", game_id, "--deals", str(deals)]
    done = subprocess.run(command, capture_output=True, text=True, env={**os.environ, "PYTHONHASHSEED": "0"},
                          check=True)
    collected = re.search(r"Collected : (\d+)", done.stderr)
    if collected is None:
        raise SystemExit(f"no instruction count from valgrind:\n{done.stderr[-2000:]}")
    moves = json.loads(done.stdout.strip().splitlines()[-1])["moves"]
    instructions = int(collected.group(1))
    return {"path": str(checkout), "moves": moves, "instructions_per_deal": round(instructions / deals),
            "instructions_per_move": round(instructions / moves)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="hearts")
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--baseline", type=Path, help="a checkout of an earlier commit to count too")
    parser.add_argument("--inner", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.inner is not None:
        inner(args.inner, args.game, args.deals)
        return
    ours = count(HERE.parent.parent, args.game, args.deals)
    result: dict[str, Any] = {"benchmark": "engine_instructions", "game": args.game, "deals": args.deals, **ours}
    del result["path"]
    if args.baseline is not None:
        theirs = count(args.baseline.resolve(), args.game, args.deals)
        result["baseline"] = theirs
        result["ratio"] = round(theirs["instructions_per_deal"] / ours["instructions_per_deal"], 3)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
