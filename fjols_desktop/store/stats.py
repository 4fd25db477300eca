"""Statistics over the family ledger: per person and game, head-to-head, results over time, CSV.

Everything is computed in Python from ``Ledger.matches()`` (a family plays hundreds of matches, not
millions), as pure functions of ``MatchEntry`` values, so the statistics window and the tests use
the same code. Only finished matches count; abandoned ones are skipped.

Points are match totals. Which total is "best" follows the game: most games here score penalty
points (``GameInfo.lower_is_better``), so the best total is the lowest; the flag is read from each
recorded match, as the game had it when the match was played. Averages are exact ``Fraction``s; the
GUI rounds them for display.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TextIO

from .ledger import MatchEntry, SeatEntry


@dataclass(frozen=True)
class GameStats:
    """One person's record in one game. ``name`` is the name at their latest match. ``best`` and
    ``worst`` are match totals; ``win_streak`` is the longest run of consecutive wins,
    ``current_win_streak`` the run still going, ``fool_streak`` the longest run as the fool;
    ``assisted`` counts matches in which they used undo or hints."""

    person_id: int
    name: str
    game: str
    matches: int
    wins: int
    fools: int
    deals: int
    points: int
    average: Fraction
    average_per_deal: Fraction | None
    best: int
    worst: int
    win_streak: int
    current_win_streak: int
    fool_streak: int
    assisted: int


@dataclass(frozen=True)
class HeadToHead:
    """Two people over the finished matches in which both sat. ``ahead_*`` counts matches one
    finished with a better total than the other, ``level`` the equal totals; ``wins_*`` and
    ``fools_*`` are match wins and times as the fool in those matches."""

    a: int
    b: int
    matches: int
    ahead_a: int
    ahead_b: int
    level: int
    wins_a: int
    wins_b: int
    fools_a: int
    fools_b: int


@dataclass(frozen=True)
class TimelinePoint:
    """One finished match of a person, for the chart of results over time."""

    match_id: int
    finished_at: str
    total: int
    rank: int
    seats: int
    won: bool
    fool: bool
    wins_so_far: int
    average_so_far: Fraction


def _played(matches: Iterable[MatchEntry], person: int, game: str | None = None) -> list[tuple[MatchEntry, SeatEntry]]:
    out = []
    for match in sorted(matches, key=lambda m: (m.finished_at, m.id)):
        if not match.finished or (game is not None and match.game != game):
            continue
        seat = match.seat_of(person)
        if seat is not None:
            out.append((match, seat))
    return out


def _longest_run(flags: Sequence[bool]) -> int:
    best = run = 0
    for flag in flags:
        run = run + 1 if flag else 0
        best = max(best, run)
    return best


def _current_run(flags: Sequence[bool]) -> int:
    run = 0
    for flag in reversed(flags):
        if not flag:
            break
        run += 1
    return run


def _game_stats(person: int, game: str, played: Sequence[tuple[MatchEntry, SeatEntry]]) -> GameStats:
    totals = [seat.total for _, seat in played]
    wins = [seat.winner for _, seat in played]
    fools = [seat.fool for _, seat in played]
    deals = sum(match.deals for match, _ in played)
    lower = played[-1][0].lower_is_better
    best, worst = (min(totals), max(totals)) if lower else (max(totals), min(totals))
    return GameStats(
        person_id=person, name=played[-1][1].name, game=game, matches=len(played), wins=sum(wins), fools=sum(fools),
        deals=deals, points=sum(totals), average=Fraction(sum(totals), len(totals)),
        average_per_deal=Fraction(sum(totals), deals) if deals else None, best=best, worst=worst,
        win_streak=_longest_run(wins), current_win_streak=_current_run(wins), fool_streak=_longest_run(fools),
        assisted=sum(seat.used_undo or seat.used_hints for _, seat in played))


def person_stats(matches: Iterable[MatchEntry], person: int) -> tuple[GameStats, ...]:
    """``person``'s record in every game they finished a match of, by game id."""
    by_game: dict[str, list[tuple[MatchEntry, SeatEntry]]] = {}
    for match, seat in _played(matches, person):
        by_game.setdefault(match.game, []).append((match, seat))
    return tuple(_game_stats(person, game, played) for game, played in sorted(by_game.items()))


def game_stats(matches: Iterable[MatchEntry], game: str) -> tuple[GameStats, ...]:
    """Everybody's record in ``game``: most wins first, then fewest times as the fool, then name."""
    matches = [m for m in matches if m.game == game]
    people = {seat.person_id for m in matches for seat in m.seats if seat.person_id is not None}
    rows = [_game_stats(p, game, played) for p in people if (played := _played(matches, p, game))]
    return tuple(sorted(rows, key=lambda s: (-s.wins, s.fools, s.name.casefold(), s.person_id)))


def head_to_head(matches: Iterable[MatchEntry], a: int, b: int, game: str | None = None) -> HeadToHead:
    together = [(m, m.seat_of(a), m.seat_of(b)) for m, _ in _played(matches, a, game) if m.seat_of(b) is not None]
    ahead_a = ahead_b = level = wins_a = wins_b = fools_a = fools_b = 0
    for match, sa, sb in together:
        assert sa is not None and sb is not None
        if sa.total == sb.total:
            level += 1
        elif (sa.total < sb.total) == match.lower_is_better:
            ahead_a += 1
        else:
            ahead_b += 1
        wins_a += sa.winner
        wins_b += sb.winner
        fools_a += sa.fool
        fools_b += sb.fool
    return HeadToHead(a, b, len(together), ahead_a, ahead_b, level, wins_a, wins_b, fools_a, fools_b)


def timeline(matches: Iterable[MatchEntry], person: int, game: str) -> tuple[TimelinePoint, ...]:
    """``person``'s finished matches of ``game`` in order, with running wins and average total."""
    points = []
    wins = total = 0
    for n, (match, seat) in enumerate(_played(matches, person, game), start=1):
        wins += seat.winner
        total += seat.total
        points.append(TimelinePoint(match.id, match.finished_at, seat.total, seat.rank, len(match.seats), seat.winner,
                                    seat.fool, wins, Fraction(total, n)))
    return tuple(points)


# --- CSV ------------------------------------------------------------------------------------------------------

RESULT_COLUMNS = ("match", "game", "mode", "finished", "started_at", "finished_at", "deals", "seat", "name",
                  "person", "kind", "level", "total", "rank", "winner", "fool", "used_undo", "used_hints",
                  "house_rules")
STATS_COLUMNS = ("game", "person", "name", "matches", "wins", "fools", "deals", "points", "average",
                 "average_per_deal", "best", "worst", "win_streak", "current_win_streak", "fool_streak", "assisted")


def _cell(value: object) -> object:
    """Spreadsheets run a text cell that starts with = + - @ as a formula: quote such names."""
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, Fraction):
        return f"{float(value):.2f}"
    return "" if value is None else value


def write_results_csv(matches: Iterable[MatchEntry], out: TextIO) -> int:
    """One row per seat of every recorded match; returns the number of rows written."""
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(RESULT_COLUMNS)
    rows = 0
    for m in sorted(matches, key=lambda m: (m.finished_at, m.id)):
        rules = json.dumps(m.house_rules, sort_keys=True, ensure_ascii=False)
        for s in m.seats:
            writer.writerow([_cell(v) for v in (
                m.uid, m.game, m.mode, m.finished, m.started_at, m.finished_at, m.deals, s.seat, s.name, s.person_id,
                s.kind, s.level, s.total, s.rank, s.winner, s.fool, s.used_undo, s.used_hints, rules)])
            rows += 1
    return rows


def write_stats_csv(stats: Iterable[GameStats], out: TextIO) -> int:
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(STATS_COLUMNS)
    rows = 0
    for s in stats:
        writer.writerow([_cell(v) for v in (
            s.game, s.person_id, s.name, s.matches, s.wins, s.fools, s.deals, s.points, s.average, s.average_per_deal,
            s.best, s.worst, s.win_streak, s.current_win_streak, s.fool_streak, s.assisted)])
        rows += 1
    return rows
