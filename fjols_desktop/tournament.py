"""Duplicate tournaments between computer levels, for any registered game (issue 8).

    python -m fjols_desktop.sim --game hearts --tournament easy,medium,hard,random --games 250 --seed 1

Duplicate deals with seat rotation: every deal is dealt once and replayed at every table of the
rotation, so each level meets the same cards in each seat and the luck of the deal cancels out.
With as many levels as seats the table is the list of levels, rotated one seat at a time; with more
levels than seats every choice of levels gets its own rotated tables; with fewer, the levels repeat
around the table (``hard,duck`` at four seats is hard-duck-hard-duck). ``lineup`` names one table
outright (``hard,duck,duck,duck``), rotated the same way.

Everything is generic over the contract: a hand's result is its ``DealResult.points`` and better
means lower when ``GameInfo.lower_is_better``. The report (one JSON object) gives per level

* ``mean_relative``: its points minus the mean of the others at the table, per deal (lower is
  better when the game counts penalty points), with ``stderr`` taken over the duplicate deals (the
  tables of one deal are averaged first, because they share the cards);
* ``pairwise``: duplicate comparisons, the way duplicate bridge scores: two levels that held the
  same cards in the same seat of the same deal (at different tables) are compared by their points
  in that seat: a win, a loss or a tie; ``win_rate`` counts a tie as half. The cards' luck cancels,
  so this measures play, not the deal;
* ``head_to_head``: the same count for two levels at the same table in the same hand (each pair of
  seats compared), which is closer to what a family sees but carries the luck of the cards;
* ``games``: one game per table and pair of levels at it: the level whose seats scored better on
  average won that hand. This is the count a match between two levels gives (``hard,medium`` at four
  seats is hard-medium-hard-medium and the other way round, so every hand is one game): in the games
  with one loser (Durak, Fjols) a hand is decided unless it is drawn, where the seat comparisons are
  mostly ties (neither of two seats was the fool) that say nothing about which level is better;
* Elo-style ratings fitted to each (Bradley-Terry, one virtual draw per pairing so a clean sweep
  stays finite), with ``random`` fixed at 0 (else the first level): ``elo`` from the duplicate
  comparisons, ``elo_head_to_head`` from the table ones, ``elo_games`` from the games;
* decision times per level (median, p95, max in milliseconds; forced moves included);
* ``per_deal``: per level that sat at every deal, its relative points of each deal in deal order.

Deals are dealt as deal ``i`` of a match (``MatchContext(number=i)``), so Hearts' passing cycles
through left, right, across and keep (and Davoserjas' rounds through its round list:
``rules.deal_number``). ``jobs`` > 1 spreads deals over processes.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from .engine.game_loop import play_deal
from .engine.players import Level, Player
from .engine.registry import get_game
from .engine.rules import MatchContext, Move, Observation


def lineups(levels: Sequence[str], seats: int) -> list[tuple[str, ...]]:
    """The tables of one deal: each base lineup in every rotation (duplicates dropped)."""
    k = len(levels)
    if k >= seats:
        bases = list(combinations(levels, seats))
    else:
        bases = [tuple(levels[i % k] for i in range(seats))]
    out: list[tuple[str, ...]] = []
    for base in bases:
        for r in range(seats):
            table = tuple(base[(s + r) % seats] for s in range(seats))
            if table not in out:
                out.append(table)
    return out


class TimedPlayer:
    """Wraps a player and records how long each decision took."""

    def __init__(self, player: Player, times: list[float]) -> None:
        self.player = player
        self.level = player.level
        self.times = times

    def choose(self, view: Observation, rng: random.Random) -> Move:
        started = time.perf_counter()
        move = self.player.choose(view, rng)
        self.times.append(time.perf_counter() - started)
        return move


@dataclass
class Tally:
    """Raw results, mergeable across processes."""

    relative: dict[str, list[float]] = field(default_factory=dict)      # per level: per-deal mean
    hands: dict[str, int] = field(default_factory=dict)
    points: dict[str, float] = field(default_factory=dict)
    pairs: dict[tuple[str, str], list[int]] = field(default_factory=dict)  # (a, b) -> [wins a, wins b, ties]
    h2h: dict[tuple[str, str], list[int]] = field(default_factory=dict)
    games: dict[tuple[str, str], list[int]] = field(default_factory=dict)
    times: dict[str, list[float]] = field(default_factory=dict)

    def merge(self, other: Tally) -> None:
        for level, values in other.relative.items():
            self.relative.setdefault(level, []).extend(values)
        for level, n in other.hands.items():
            self.hands[level] = self.hands.get(level, 0) + n
        for level, p in other.points.items():
            self.points[level] = self.points.get(level, 0.0) + p
        for mine_all, theirs in ((self.pairs, other.pairs), (self.h2h, other.h2h), (self.games, other.games)):
            for pair, counts in theirs.items():
                mine = mine_all.setdefault(pair, [0, 0, 0])
                for i in range(3):
                    mine[i] += counts[i]
        for level, values in other.times.items():
            self.times.setdefault(level, []).extend(values)


def play_deals(game_id: str, seats: int, options_dict: dict[str, Any], tables: Sequence[tuple[str, ...]],
               players: Mapping[str, Level], seed: int, deal_numbers: Sequence[int]) -> Tally:
    game = get_game(game_id)
    rules = game.rules
    options = game.info.options_type.from_dict(options_dict)
    lower = game.info.lower_is_better
    tally = Tally()
    for number in deal_numbers:
        state = rules.new_deal(options, seats, number % seats, random.Random(f"{seed}:deal:{number}"),
                               context=MatchContext(number=rules.deal_number(options, seats, number)))
        per_level: dict[str, list[float]] = {}
        by_seat: list[list[tuple[str, int]]] = [[] for _ in range(seats)]
        for t, table in enumerate(tables):
            seated = [TimedPlayer(players[name](), tally.times.setdefault(name, [])) for name in table]
            rngs = [random.Random(f"{seed}:deal:{number}:table:{t}:seat:{s}") for s in range(seats)]
            final = play_deal(rules, state, seated, rngs).final
            pts = rules.deal_result(final).points
            total = sum(pts)
            for s, name in enumerate(table):
                by_seat[s].append((name, pts[s]))
                per_level.setdefault(name, []).append(pts[s] - (total - pts[s]) / (seats - 1))
                tally.hands[name] = tally.hands.get(name, 0) + 1
                tally.points[name] = tally.points.get(name, 0.0) + pts[s]
            for a, b in combinations(range(seats), 2):
                _compare(tally.h2h, table[a], pts[a], table[b], pts[b], lower)
            at_table: dict[str, list[float]] = {}
            for name, p in zip(table, pts):
                at_table.setdefault(name, []).append(p)
            for la, lb in combinations(sorted(at_table), 2):
                _compare(tally.games, la, statistics.fmean(at_table[la]), lb, statistics.fmean(at_table[lb]), lower)
        for results in by_seat:
            for (la, pa), (lb, pb) in combinations(results, 2):
                _compare(tally.pairs, la, pa, lb, pb, lower)
        for name, values in per_level.items():
            tally.relative.setdefault(name, []).append(sum(values) / len(values))
    return tally


def _compare(pairs: dict[tuple[str, str], list[int]], la: str, pa: float, lb: str, pb: float, lower: bool) -> None:
    if la == lb:
        return
    if lb < la:  # one key per pairing, the same in every process
        la, pa, lb, pb = lb, pb, la, pa
    counts = pairs.setdefault((la, lb), [0, 0, 0])
    if pa == pb:
        counts[2] += 1
    elif (pa < pb) == lower:
        counts[0] += 1
    else:
        counts[1] += 1


def _pairwise(pairs: Mapping[tuple[str, str], Sequence[int]]) -> dict[str, dict[str, Any]]:
    out = {}
    for (a, b), (wa, wb, ties) in sorted(pairs.items()):
        n = wa + wb + ties
        out[f"{a}-{b}"] = {"games": n, "wins": wa, "losses": wb, "ties": ties,
                           "win_rate": round((wa + ties / 2) / n, 4) if n else None}
    return out


def elo(names: Sequence[str], pairs: Mapping[tuple[str, str], Sequence[int]], anchor: str) -> dict[str, float]:
    """Bradley-Terry strengths by minorization-maximization, as Elo points, ``anchor`` at 0."""
    wins = {n: 0.0 for n in names}
    games: dict[tuple[str, str], float] = {}
    for (a, b), (wa, wb, ties) in pairs.items():
        wins[a] += wa + ties / 2 + 0.5   # one virtual draw per pairing keeps sweeps finite
        wins[b] += wb + ties / 2 + 0.5
        games[(a, b)] = games[(b, a)] = wa + wb + ties + 1
    strength = {n: 1.0 for n in names}
    for _ in range(2000):
        new = {}
        for n in names:
            denom = sum(g / (strength[n] + strength[m]) for (x, m), g in games.items() if x == n)
            new[n] = wins[n] / denom if denom else strength[n]
        norm = new[anchor] if new.get(anchor) else 1.0
        new = {n: v / norm for n, v in new.items()}
        done = max(abs(math.log(new[n] / strength[n])) for n in names) < 1e-10
        strength = new
        if done:
            break
    return {n: round(400 * math.log10(strength[n]), 1) for n in names}


def _per_deal(relative: Mapping[str, Sequence[float]], order: Sequence[int]) -> dict[str, list[float]]:
    """Per level that sat at every deal: its ``mean_relative`` of each deal, in deal order (for
    paired comparisons of two runs on the same seed)."""
    out = {}
    for name, values in relative.items():
        if len(values) == len(order):
            by_deal = dict(zip(order, values))
            out[name] = [round(by_deal[n], 3) for n in range(len(order))]
    return out


def _ms(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return round(1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))], 2)


def tournament(game_id: str, levels: Sequence[str], deals: int, seed: int, *, seats: int | None = None,
               options: dict[str, Any] | None = None, lineup: Sequence[str] | None = None,
               extra: Mapping[str, Level] | None = None, jobs: int = 1) -> dict[str, Any]:
    game = get_game(game_id)
    seats = seats or (len(lineup) if lineup else game.info.default_seats)
    opts = game.info.options_type.from_dict(options or {})
    opts.check(seats)
    players: dict[str, Level] = {}
    for name in (lineup or levels):
        players[name] = extra[name] if extra and name in extra else game.level(name)
    if lineup:
        if len(lineup) != seats:
            raise ValueError(f"a lineup names one level per seat: {len(lineup)} for {seats} seats")
        tables = list(dict.fromkeys(tuple(lineup[(s + r) % seats] for s in range(seats)) for r in range(seats)))
    else:
        tables = lineups(levels, seats)
    names = list(dict.fromkeys(lineup or levels))
    started = time.perf_counter()
    tally = Tally()
    numbers = list(range(deals))
    order = numbers         # the deals in the order the tally holds them
    args = (game_id, seats, opts.to_dict(), tables, players, seed)
    if jobs > 1:
        chunks = [numbers[j::jobs] for j in range(jobs)]
        order = [n for chunk in chunks for n in chunk]
        with ProcessPoolExecutor(jobs) as pool:
            for part in pool.map(play_deals, *zip(*[(*args, chunk) for chunk in chunks])):
                tally.merge(part)
    else:
        tally.merge(play_deals(*args, numbers))
    anchor = "random" if "random" in names else names[0]
    results = {}
    for name in names:
        values = tally.relative.get(name, [])
        mean = statistics.fmean(values) if values else 0.0
        se = statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
        results[name] = {"mean_relative": round(mean, 3), "stderr": round(se, 3), "hands": tally.hands.get(name, 0),
                         "mean_points": round(tally.points.get(name, 0.0) / max(1, tally.hands.get(name, 0)), 3),
                         "version": players[name].version}
    decisions = {}
    for name in names:
        times = tally.times.get(name, [])
        if times:
            decisions[name] = {"count": len(times), "median_ms": _ms(times, 0.5), "p95_ms": _ms(times, 0.95),
                               "max_ms": round(1000 * max(times), 2)}
    return {"tournament": game_id, "players": seats, "options": opts.changed(), "levels": names,
            "tables": [list(t) for t in tables], "deals": deals, "seed": seed, "jobs": jobs,
            "lower_is_better": game.info.lower_is_better, "results": results,
            "pairwise": _pairwise(tally.pairs), "head_to_head": _pairwise(tally.h2h), "games": _pairwise(tally.games),
            "elo": elo(names, tally.pairs, anchor), "elo_head_to_head": elo(names, tally.h2h, anchor),
            "elo_games": elo(names, tally.games, anchor),
            "elo_anchor": anchor, "decisions": decisions, "per_deal": _per_deal(tally.relative, order),
            "seconds": round(time.perf_counter() - started, 2)}
