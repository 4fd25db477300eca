"""The soak: thousands of whole matches in one process, to show that memory levels off.

``soak(matches, seed)`` plays ``matches`` matches, each of a random game at a random table size with
random house rules (every scalar option drawn from its declaration: a bool, an int in its range, an
enum member; combinations the game refuses are drawn again), with computer players of one level.
Each match is kept as the app keeps it: a ``SavedMatch`` grown move by move, written to a save slot
at the end of every deal, and recorded in a ledger when the match ends by its rules or when its
save is full (``SavedMatch.full``: the table ends it there). The report holds the resident memory
(RSS) before the first match, after every ``SAMPLE_EVERY`` matches (every tenth of a shorter run)
and after the last, and what every bounded cache of the engine holds at the end (``caches``), each
with the bound it was given.

Run it as ``python -m fjols_desktop.sim --soak 2000``; the measurements and what they say are in
``benchmarks/results/soak.md``.
"""

from __future__ import annotations

import gc
import random
import sys
import tempfile
import time
from enum import Enum
from pathlib import Path
from typing import Any

from .engine.errors import FjolsError
from .engine.game_loop import player_rngs
from .engine.match import Match
from .engine.options import Options
from .engine.registry import GAMES
from .store.ledger import Ledger
from .store.saves import SavedMatch, SaveSlot, SeatInfo

SAMPLE_EVERY = 25   # matches between two memory samples (every tenth of a shorter run)


def rss_kib() -> int:
    """The process's resident memory now, in KiB (Linux ``/proc``; elsewhere the peak so far)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    import resource

    return int(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)


def random_options(options_type: type[Options], rng: random.Random) -> Options:
    """House rules with each scalar option drawn from its declaration (half of them left as they are)."""
    for _ in range(20):
        values: dict[str, Any] = {}
        for spec in options_type.specs():
            if rng.random() < 0.5:
                continue
            if spec.type is bool:
                values[spec.name] = rng.random() < 0.5
            elif spec.type is int and spec.minimum is not None and spec.maximum is not None:
                values[spec.name] = rng.randint(spec.minimum, spec.maximum)
            elif isinstance(spec.type, type) and issubclass(spec.type, Enum):
                values[spec.name] = rng.choice(list(spec.type)).value
        try:
            return options_type.from_dict(values)
        except FjolsError:
            continue
    return options_type()


def _table(rng: random.Random) -> tuple[Any, Options, int]:
    while True:
        game = rng.choice(GAMES)
        info = game.info
        options = random_options(info.options_type, rng)
        seats = rng.randint(info.min_seats, info.max_seats)
        try:
            options.check(seats)
        except FjolsError:
            continue
        return game, options, seats


def play_match(game: Any, options: Options, seats: int, seed: int, level: str, slot: SaveSlot) -> SavedMatch:
    """One match as the table keeps it; it ends by its rules or when its save is full."""
    rules = game.rules
    players = [game.player(level) for _ in range(seats)]
    rngs = player_rngs(seed, seats)
    saved = SavedMatch.new(Match.new(game.info.id, seats, options, seed),
                           [SeatInfo.computer(f"Robot {n}", level) for n in range(seats)])
    while not saved.match.is_over() and not saved.full:
        state = saved.match.start_deal()
        while not rules.is_over(state):
            seat = min(rules.to_act(state))
            move = players[seat].choose(rules.observe(state, seat), rngs[seat])
            state = rules.apply(state, seat, move)
            saved = saved.played(seat, move, state)
        slot.write(saved)
    return saved


def caches() -> dict[str, dict[str, int]]:
    """Every memo the engine and the store keep, with its size now and its bound: ``functools`` caches
    (the store's remember the encoded deals and results of the longest save), the bit tables' memos
    (``cards.BitTable``) and module-level memo dictionaries with a ``_MEMO_LIMIT``."""
    from .engine.cards import CHUNK_BITS, BitTable

    found: dict[str, dict[str, int]] = {}
    seen: set[int] = set()  # a cache imported into other modules is reported once, where it is made
    for name, module in sorted(sys.modules.items()):
        if not name.startswith(("fjols_desktop.engine", "fjols_desktop.store")) or module is None:
            continue
        limit = getattr(module, "_MEMO_LIMIT", None)
        for attr, value in vars(module).items():
            if id(value) in seen or getattr(value, "__module__", name) not in (name, None):
                continue
            seen.add(id(value))
            where = f"{name.removeprefix('fjols_desktop.engine.').removeprefix('fjols_desktop.')}.{attr}"
            info = getattr(value, "cache_info", None)
            if callable(info):
                stats = info()
                found[where] = {"entries": stats.currsize, "bound": stats.maxsize if stats.maxsize is not None else -1}
            elif isinstance(value, BitTable):  # complete per-chunk tables: a fixed size once built
                built = [part for part in value.parts if part is not None]
                found[where] = {"entries": sum(map(len, built)), "bound": len(value.parts) << CHUNK_BITS,
                                "kib": sum(_kib_list(part) for part in built)}
            elif isinstance(value, dict) and "memo" in attr.lower() and limit is not None:
                found[where] = {"entries": len(value), "bound": limit, "kib": _kib(value)}
            elif isinstance(value, type) and isinstance(memo := getattr(value, "_memo", None), dict) and limit is not None:
                found[where + "._memo"] = {"entries": len(memo), "bound": limit, "kib": _kib(memo)}
    return found


def _kib_list(table: list[tuple[Any, ...]]) -> int:
    """About what a bit table's chunk holds: the list and its tuples (not the shared items)."""
    return (sys.getsizeof(table) + sum(map(sys.getsizeof, table))) // 1024


def _kib(memo: dict[Any, Any]) -> int:
    """About what a memo dictionary holds: the table, its keys and its values (tuples: not the
    items they point to, which are shared)."""
    size = sys.getsizeof(memo) + sum(sys.getsizeof(k) + sys.getsizeof(v) for k, v in memo.items())
    return size // 1024


def soak(matches: int, seed: int = 1, level: str = "random") -> dict[str, Any]:
    rng = random.Random(f"{seed}:soak")
    gc.collect()
    before = rss_kib()
    samples = [(0, before)]
    print(f"soak: 0 matches, RSS {before} KiB before the first", file=sys.stderr, flush=True)  # a run cut short still has it
    started = time.perf_counter()
    deals = moves = full = 0
    step = max(1, min(SAMPLE_EVERY, matches // 10))  # a long run is followed closely, not only by tenths
    per_game: dict[str, int] = {}
    with tempfile.TemporaryDirectory(prefix="fjols-soak-") as folder, Ledger(folder) as ledger:
        slot = SaveSlot(folder)
        for n in range(1, matches + 1):
            game, options, seats = _table(rng)
            saved = play_match(game, options, seats, rng.randrange(2**31), level, slot)
            ledger.record_match(saved, finished=True)
            slot.clear()
            deals += len(saved.match.results)
            moves += sum(len(d) for d in saved.deals)
            full += not saved.match.is_over()
            per_game[game.info.id] = per_game.get(game.info.id, 0) + 1
            if n % step == 0 or n == matches:
                gc.collect()
                samples.append((n, rss_kib()))
                print(f"soak: {n} matches, {deals} deals, RSS {samples[-1][1]} KiB, "
                      f"{time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
        recorded = len(ledger.matches())
    after = samples[-1][1]
    return {"matches": matches, "recorded": recorded, "deals": deals, "moves": moves, "ended_full": full,
            "per_game": per_game, "rss_kib_before": before, "rss_kib_after": after,
            "rss_kib_samples": samples, "rss_growth_last_half_kib": after - samples[len(samples) // 2][1],
            "caches": caches(), "seconds": round(time.perf_counter() - started, 1)}
