"""Reasons are claims, and claims are checked (issue 23): in thousands of random positions per game,
the hint and every computer level's reason must be true where it is given.

For each game the test plays seeded deals under the default house rules and each variant of them
(``tests/gui/reason_keys.option_variants``), at every table size, with random, easy and medium
players at the seats (cheap, and they reach the positions people play into), and keeps a share of the
decisions (``KEEP``; a few forced ones too, ``FORCED``) until ``POSITIONS`` with a choice are kept. In
each it asks every level for its advice (the hint is the hard level's, ``HINT_LEVEL``; hard searches
``PLAYOUTS`` playouts, so the test is fast and deterministic and the search often overrules medium, whose
reasons it would otherwise repeat) and checks the reason's claim (``games/<id>/ai/claims.py``). A
failure lists, per level and key, how often the claim was false and the first position; a second check
makes sure every reason but the ``RARE`` ones was given, so the positions keep testing them.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from fjols_desktop.engine.claims import holds
from fjols_desktop.engine.errors import FjolsError
from fjols_desktop.engine.players import Player, advise
from fjols_desktop.engine.registry import get_game
from fjols_desktop.engine.rules import MatchContext, Observation
from fjols_desktop.gui.advice import hint_level
from tests.gui.reason_keys import option_variants

GAMES = ("hearts", "fjols", "durak", "festudgave", "davoserjas", "fool")
POSITIONS = 2000
KEEP = 0.25          # the share of decisions kept: more deals, so more house rules and table sizes
FORCED = 0.05        # the share of forced moves kept as well (the only move allowed is a claim too)
PLAYOUTS = 1         # the hard level's search: one world per decision, every candidate played out once
LEVELS = ("random", "easy", "medium", "hard")
HINT_LEVEL = "hard"  # gui/advice.hint_level: the strongest level gives the hints
# Reasons the random positions do not reach (a moon choice, a transfer at four seats, the two-player endgame,
# ...): every other reason must be given at least once, so the test keeps checking what it claims to.
RARE: dict[str, frozenset[str]] = {
    "hearts": frozenset({"follow_high", "moon_keep_playing", "moon_others", "moon_win_now"}),
    "fjols": frozenset(),
    "durak": frozenset({"endgame_defend", "endgame_done", "endgame_pass", "endgame_take", "search_best",
                        "search_done", "search_show", "search_transfer", "transfer_show"}),
    "festudgave": frozenset({"only_move", "only_sensible_move"}),
    "davoserjas": frozenset({"stay_under"}),
    "fool": frozenset({"lead_wild", "likely_safe"}),
}


def ai(game_id: str) -> Any:
    return __import__(f"fjols_desktop.engine.games.{game_id}.ai", fromlist=["CLAIMS"])


def player(game_id: str, level: str) -> Player:
    shipped = get_game(game_id).player(level)
    if level != "hard":
        return shipped
    hard: Player = type(shipped)(seconds=None, playouts=PLAYOUTS, wall=None)  # type: ignore[call-arg]
    return hard


def deals(game_id: str, rng: random.Random) -> Iterator[tuple[Any, Any, int]]:
    """Endless ``(options, first state, seats)``: each variant in turn, the defaults every other deal."""
    game = get_game(game_id)
    info, rules = game.info, game.rules
    variants = list(option_variants(game_id))
    n = 0
    while True:
        options = variants[0] if n % 2 == 0 else variants[(n // 2) % len(variants)]
        seats = rng.randint(info.min_seats, info.max_seats)
        number = rules.deal_number(options, seats, rng.randrange(64))
        try:
            state = rules.new_deal(options, seats, n % seats, random.Random(f"claims:{game_id}:{n}"),
                                   context=MatchContext(number=number))
        except FjolsError:
            n += 1
            continue
        n += 1
        yield options, state, seats


@cache
def positions(game_id: str, count: int = POSITIONS) -> tuple[Observation, ...]:
    """``count`` observations of a seat with a choice to make, from seeded random deals."""
    rules = get_game(game_id).rules
    rng = random.Random(f"claims:{game_id}")
    drivers = [player(game_id, level) for level in ("random", "easy", "medium")]
    out: list[Observation] = []
    for options, state, seats in deals(game_id, rng):
        table = [drivers[rng.randrange(len(drivers))] for _ in range(seats)]
        bound = rules.move_bound(options, seats)
        steps = 0
        while not rules.is_over(state) and steps < bound:
            seat = min(rules.to_act(state))
            view = rules.observe(state, seat)
            if rng.random() < (KEEP if len(view.legal_moves) > 1 else FORCED):
                out.append(view)
                if sum(len(v.legal_moves) > 1 for v in out) == count:
                    return tuple(out)
            state = rules.apply(state, seat, advise(table[seat], view, rng).move)
            steps += 1
    raise AssertionError("unreachable")


def describe(view: Observation) -> str:
    hand = " ".join(str(c) for c in view.hand)
    fields = {k: getattr(view, k) for k in ("trick", "trick_no", "target", "chain", "stock_size", "talon_size",
                                             "attack", "cover", "lead") if hasattr(view, k)}
    return f"seat {view.seat}/{view.seats} phase {view.phase} hand [{hand}] {fields} history {view.history[-8:]}"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_reason_key_has_a_claim(game_id: str) -> None:
    module = ai(game_id)
    assert sorted(set(module.REASONS) - set(module.CLAIMS)) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_every_reason_given_is_true_where_it_is_given(game_id: str) -> None:
    claims = ai(game_id).CLAIMS
    assert hint_level(get_game(game_id)) == HINT_LEVEL
    players = {level: player(game_id, level) for level in LEVELS}
    views = positions(game_id)
    assert sum(len(v.legal_moves) > 1 for v in views) == POSITIONS
    false: dict[str, list[str]] = {}
    given: set[str] = set()
    for i, view in enumerate(views):
        for level, who in players.items():
            advice = advise(who, view, random.Random(f"claims:{game_id}:{i}:{level}"))
            assert advice.move in view.legal_moves
            given.add(advice.reason.key)
            if not holds(claims, view, advice):
                false.setdefault(f"{level} {advice.reason.key}", []).append(
                    f"{level}: {advice.move} | {advice.reason} in {describe(view)}")
    assert not false, "false reasons (level, key: how often, the first):\n" + "\n".join(
        f"{key}: {len(cases)}, {cases[0]}" for key, cases in sorted(false.items()))
    assert sorted(set(ai(game_id).REASONS) - given - RARE[game_id]) == []
