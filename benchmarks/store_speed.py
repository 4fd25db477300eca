"""How long the persistence layer makes the table wait: autosave, resume, ledger and statistics.

    python benchmarks/store_speed.py [--game hearts] [--deals 8] [--matches 300] [--folder DIR]

* ``save_ms``: one autosave after a move (JSON, temp file, fsync, link the backup, rename, fsync the
  folder), late in a match of ``--deals`` finished deals, median and 95th percentile.
* ``load_ms``: reading that save back: parse, validate, deal every deal again and replay every move.
* ``record_ms``: recording a finished match in the ledger (one transaction, ``synchronous=FULL``).
* ``stats_ms``: reading ``--matches`` matches from the ledger and computing everybody's statistics.

fsync times depend on the disk under ``--folder`` (a temporary folder by default). The last line
printed is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fjols_desktop.engine.match import Match
from fjols_desktop.engine.players import RandomPlayer
from fjols_desktop.engine.registry import get_game
from fjols_desktop.store.ledger import Ledger
from fjols_desktop.store.saves import SavedMatch, SaveSlot, SeatInfo, load_save
from fjols_desktop.store.stats import game_stats


def late_save(game_id: str, deals: int, seed: int) -> SavedMatch:
    """A match with up to ``deals`` finished deals and a few moves into the next one."""
    info = get_game(game_id).info
    seats = tuple(SeatInfo.human(f"Person {n}") for n in range(info.default_seats))
    saved = SavedMatch.new(Match.new(game_id, info.default_seats, seed=seed), seats)
    rules, player, rng = saved.match.game.rules, RandomPlayer(), random.Random(seed)
    state = saved.current_state()
    while len(saved.deals) < deals and not saved.match.is_over():
        seat = min(rules.to_act(state))
        move = player.choose(rules.observe(state, seat), rng)
        state = rules.apply(state, seat, move)
        saved = saved.played(seat, move, state)
        if rules.is_over(state) and not saved.match.is_over():
            state = saved.match.start_deal()
    return saved


def timed(fn: object, repeats: int) -> list[float]:
    out = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()  # type: ignore[operator]
        out.append((time.perf_counter() - start) * 1000)
    return out


def summary(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    return {"median": round(statistics.median(ordered), 3), "p95": round(ordered[int(len(ordered) * 0.95) - 1], 3)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="hearts")
    parser.add_argument("--deals", type=int, default=8)
    parser.add_argument("--matches", type=int, default=300)
    parser.add_argument("--folder", type=Path, default=None)
    args = parser.parse_args()
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(dir=args.folder) as tmp:
        folder = Path(tmp)
        saved = late_save(args.game, args.deals, seed=1)
        slot = SaveSlot(folder)
        slot.write(saved)
        save_ms = timed(lambda: slot.write(saved), 60)
        load_ms = timed(lambda: load_save(slot.path), 30)
        size = slot.path.stat().st_size
        ledger = Ledger(folder)
        record_ms = timed(lambda: ledger.record_match(replace(saved, uid=f"m{time.perf_counter_ns()}"), finished=True),
                          args.matches)
        stats_ms = timed(lambda: game_stats(ledger.matches(game=args.game), args.game), 5)
        ledger.close()
    print(json.dumps({
        "benchmark": "store_speed", "game": args.game, "deals": len(saved.deals), "moves": len(saved.moves)
        + sum(len(d) for d in saved.deals), "save_bytes": size, "save_ms": summary(save_ms),
        "load_ms": summary(load_ms), "record_ms": summary(record_ms), "matches": args.matches,
        "stats_ms": summary(stats_ms), "wall_seconds": round(time.perf_counter() - started, 2)}))


if __name__ == "__main__":
    main()
