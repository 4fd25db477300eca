"""The generic player API, PIMC search and the one search player, over the contract alone (every
registered game)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from fjols_desktop.engine.errors import Reason
from fjols_desktop.engine.game_loop import play_deal
from fjols_desktop.engine.players import ONLY_MOVE, Advice, RandomPlayer, advise
from fjols_desktop.engine.registry import GAMES, get_game
from fjols_desktop.engine.rules import Move, Observation
from fjols_desktop.engine.search import RolloutEvaluator, SearchPlayer, relative_utility, search

HEARTS = get_game("hearts")


def test_relative_utility_is_points_against_the_mean_of_the_others() -> None:
    assert relative_utility([0, 26, 0, 0], 0, True) == pytest.approx(26 / 3)
    assert relative_utility([0, 26, 0, 0], 1, True) == -26.0
    assert relative_utility([3, 1], 0, False) == 2.0


def first_choice(game: Any, seed: int) -> tuple[Any, Any]:
    """A state early in a deal where the seat to act has at least two moves."""
    rules = game.rules
    rng = random.Random(seed)
    state = rules.new_deal(game.info.options_type(), game.info.default_seats, 0, rng)
    while True:
        seat = min(rules.to_act(state))
        moves = rules.legal_moves(state, seat)
        if len(moves) > 1:
            return state, seat
        state = rules.apply(state, seat, moves[0])


def test_search_scores_every_candidate_in_the_same_worlds() -> None:
    rules = HEARTS.rules
    state = rules.new_deal(HEARTS.info.options_type(pass_count=0), 4, 0, random.Random(2))
    state = rules.apply(state, state.turn, rules.legal_moves(state, state.turn)[0])
    seat = state.turn
    view = rules.observe(state, seat)
    moves = list(view.legal_moves)
    assert len(moves) == 2
    stats = search(rules, RolloutEvaluator(rules), view, moves, random.Random(1), None, 30, prune_after=1000)
    assert stats.worlds == 15 and stats.counts == (15, 15) and stats.moves == tuple(moves)
    assert stats.best == max(range(2), key=lambda i: (stats.totals[i], -i))
    with pytest.raises(ValueError, match="budget"):
        search(rules, RolloutEvaluator(rules), view, moves, random.Random(1), None, None)


class Stub:
    """Rules and evaluator in one: worlds are numbers, move ``i`` is worth ``values[i]`` plus noise."""

    def __init__(self, values: list[float]) -> None:
        self.values = values
        self.asked: list[int] = []

    def sample_world(self, view: Any, rng: random.Random) -> float:
        return rng.random()

    def evaluate(self, world: float, seat: int, moves: Any, rng: random.Random) -> list[float]:
        self.asked.append(len(moves))
        return [self.values[m] + world for m in moves]


def test_search_prunes_clear_losers_and_stops_when_one_move_is_left() -> None:
    stub = Stub([0.0, -5.0, 0.1])
    view = type("View", (), {"seat": 0})()
    stats = search(stub, stub, view, [0, 1, 2], random.Random(3), None, 1000, prune_after=4)  # type: ignore[arg-type]
    # the worlds' noise is shared by all moves, so differences are exact: 1 is dropped after
    # four worlds, 0 trails 2 by 0.1 with no spread and goes at the same time
    assert stub.asked[:4] == [3, 3, 3, 3] and stats.counts == (4, 4, 4) and stats.worlds == 4
    assert stats.best == 2 and stats.playouts == 12


class FirstFour(SearchPlayer):
    """The generic search player with no prior, searching the first four legal moves."""

    def candidates(self, view: Observation, prior: Advice | None) -> list[Move]:
        return list(view.legal_moves)[:4]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.info.id)
def test_the_search_player_plays_a_whole_deal_of_every_game_through_the_contract(game: Any) -> None:
    """The generic searcher needs nothing game-specific: it deals worlds with ``sample_world`` and
    plays them out with ``apply``."""
    rules = game.rules
    player = FirstFour(rules, seconds=None, playouts=6, wall=None)
    seats = game.info.default_seats
    state = rules.new_deal(game.info.options_type(), seats, 0, random.Random(7))
    log = play_deal(rules, state, [player] + [RandomPlayer()] * (seats - 1), [random.Random(s) for s in range(seats)])
    assert rules.is_over(log.final)
    state, seat = first_choice(game, 3)
    advice = player.advise(rules.observe(state, seat), random.Random(0))
    assert advice.move in rules.legal_moves(state, seat)
    assert advice.reason.key in ("search_best", "only_sensible_move")


class Fixed:
    """An evaluator that gives every world the same utilities, one per candidate in order."""

    def __init__(self, values: list[float]) -> None:
        self.values = values
        self.calls = 0

    def evaluate(self, world: Any, seat: int, moves: Any, rng: random.Random) -> list[float]:
        self.calls += 1
        return self.values[:len(moves)]


class WithPrior(SearchPlayer):
    """Prior: the last legal move; candidates: it, then the first two."""

    trust = 1.0
    search_now = True

    def prior(self, view: Observation, rng: random.Random) -> Advice:
        return Advice(view.legal_moves[-1], Reason.of("trusted"))

    def candidates(self, view: Observation, prior: Advice | None) -> list[Move]:
        assert prior is not None
        return [prior.move] + list(view.legal_moves)[:2]

    def searching(self, view: Observation) -> bool:
        return self.search_now


def test_the_search_player_keeps_its_prior_unless_the_search_beats_it() -> None:
    state, seat = first_choice(HEARTS, 1)
    view = HEARTS.rules.observe(state, seat)
    level = WithPrior(HEARTS.rules, Fixed([0.0, 0.0, 0.0]), seconds=None, playouts=9, wall=None)
    assert level.advise(view, random.Random(0)) == Advice(view.legal_moves[-1], Reason.of("trusted"))
    better = WithPrior(HEARTS.rules, Fixed([0.0, 0.0, 2.0]), seconds=None, playouts=9, wall=None)
    assert better.advise(view, random.Random(0)) == Advice(view.legal_moves[1], Reason.of(
        "search_best", worlds=3, expected=2.0))
    idle = Fixed([0.0, 0.0, 2.0])
    quiet = WithPrior(HEARTS.rules, idle, seconds=None, playouts=9, wall=None)
    quiet.search_now = False
    assert quiet.advise(view, random.Random(0)).reason == Reason.of("trusted") and idle.calls == 0


def test_advice_for_any_player() -> None:
    state, seat = first_choice(HEARTS, 1)
    view = HEARTS.rules.observe(state, seat)
    advice = advise(RandomPlayer(), view, random.Random(0))
    assert advice.reason == Reason.of("random_choice") and advice.move in view.legal_moves

    class Bare:
        level = "bare"

        def choose(self, view: Any, rng: random.Random) -> Any:
            return view.legal_moves[0]

    assert advise(Bare(), view, random.Random(0)) == Advice(view.legal_moves[0], Reason.of("no_reason"))
    opening = HEARTS.rules.new_deal(HEARTS.info.options_type(pass_count=0), 4, 0, random.Random(2))
    forced = HEARTS.rules.observe(opening, opening.turn)
    assert RandomPlayer().advise(forced, random.Random(0)) == Advice(forced.legal_moves[0], ONLY_MOVE)


def test_the_random_player_draws_for_a_forced_move_too() -> None:
    """Seeded games of random players (saves, the ledger's tests) replay as before levels existed."""
    opening = HEARTS.rules.new_deal(HEARTS.info.options_type(pass_count=0), 4, 0, random.Random(2))
    forced = HEARTS.rules.observe(opening, opening.turn)
    rng, same = random.Random(5), random.Random(5)
    RandomPlayer().choose(forced, rng)
    same.randrange(1)
    assert rng.random() == same.random()
