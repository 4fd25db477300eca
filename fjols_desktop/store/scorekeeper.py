"""Scorekeeping for matches played with real cards: typed deal results on a ``Match``.

The family plays with a physical deck and types each deal's points into the scoresheet; the match
then ends by the same rules and lands in the same ledger as a match played on the table. Nothing
here knows a particular game:

* ``add_deal`` appends a typed deal to a ``Match`` (the dealer comes from the game's own
  ``next_dealer``, and a finished match takes no more deals).
* ``check_deal`` asks the game for a sum check. A game offers one by giving its rules a method
  ``check_deal_points(options, seats, points, context) -> Reason | None``, where ``context`` is the
  ``MatchContext`` of the deal being typed (Hjerterfri: 26 a hand, or the moon totals; Davoserjas
  would read its round from ``context.number``). The check only warns: families misscore, and the
  scoresheet lets them correct or keep it.
* ``drop_last_deal`` takes back the last typed deal (a typing slip noticed one deal later).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..engine.errors import Reason
from ..engine.match import Match
from ..engine.rules import DealResult, Seat

MAX_POINTS = 1_000_000


def check_deal(match: Match, points: Sequence[int]) -> Reason | None:
    """``None`` when ``points`` look like one deal of ``match``'s game, else the reason they do not."""
    if len(points) != match.seats:
        return Reason.of("deal_points_count", seats=match.seats, count=len(points))
    if any(isinstance(p, bool) or not isinstance(p, int) or abs(p) > MAX_POINTS for p in points):
        return Reason.of("deal_points_range", limit=MAX_POINTS)
    hook: Any = getattr(match.game.rules, "check_deal_points", None)
    if hook is None:
        return None
    reason = hook(match.options, match.seats, tuple(points), match.context)
    return reason if isinstance(reason, Reason) else None


def add_deal(match: Match, points: Sequence[int], fools: Sequence[Seat] = (), winners: Sequence[Seat] = (),
             dealer: Seat | None = None) -> Match:
    """``match`` with one more typed deal. Raises ``ValueError`` for a finished match, a wrong
    number of points, a seat out of range or a dealer other than the game's next dealer."""
    if match.is_over():
        raise ValueError("the match is over; it takes no more deals")
    problem = check_deal(match, points)
    if problem is not None and problem.key in ("deal_points_count", "deal_points_range"):
        raise ValueError(f"{match.game_id}: these points cannot be one deal: {problem}")
    for seat in (*fools, *winners):
        if not 0 <= seat < match.seats:
            raise ValueError(f"seat {seat} is not at a table of {match.seats}")
    expected = match.dealer
    if dealer is not None and dealer != expected:
        raise ValueError(f"deal {match.number + 1} is dealt by seat {expected}, not {dealer}")
    result = DealResult(points=tuple(points), fools=tuple(sorted(set(fools))), winners=tuple(sorted(set(winners))))
    return _extended(match, expected, result)


def _extended(match: Match, dealer: Seat, result: DealResult) -> Match:
    return Match(match.game_id, match.options, match.seats, match.seed, match.first_dealer,
                 match.dealers + (dealer,), match.results + (result,))


def replay_results(base: Match, dealers: Sequence[Seat], results: Sequence[DealResult]) -> Match:
    """Rebuild a scorekept match from stored results, checking the dealer order and that no deal
    follows the end of the match. Raises ``ValueError`` naming the first bad deal."""
    match = base
    for number, (dealer, result) in enumerate(zip(dealers, results, strict=True)):
        if match.is_over():
            raise ValueError(f"deal {number + 1} follows the end of the match")
        if dealer != match.dealer:
            raise ValueError(f"deal {number + 1} is dealt by seat {match.dealer}, not {dealer}")
        match = _extended(match, dealer, result)
    return match


def drop_last_deal(match: Match) -> Match:
    if not match.results:
        raise ValueError("no deal to take back")
    return Match(match.game_id, match.options, match.seats, match.seed, match.first_dealer,
                 match.dealers[:-1], match.results[:-1])
