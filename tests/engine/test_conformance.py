"""The contract, checked the same way for every registered game (OpenSpiel's ``api_test`` idea).

Every game, at its smallest, usual and largest table, with its default house rules and with each
bool house rule flipped, plays seeded random deals while these hold at every step (and one deal each
with every other choice of every enum house rule, and with a sample list of cards with their own
points, ``CardPoints``):

* determinism: the same seed gives the same deal, the same moves and the same end;
* card conservation: the piles hold the same number of cards from start to end, and no card is
  shown twice;
* turn structure: every seat in ``to_act`` has a legal move and every other seat has none;
* no mutation: ``apply`` leaves the state it was given as it was;
* refusals: a move by a seat not to act, and a card the seat does not hold, raise
  ``IllegalMoveError`` with a reason and change nothing; ``explain_illegal`` is ``None`` for legal moves;
* termination within the game's move bound;
* hidden cards stay hidden: two worlds sampled from an observation look the same from that seat;
* ``parse_move(str(m)) == m`` for every legal move met;
* options round-trip through ``to_dict``/``from_dict``.
"""

from __future__ import annotations

import copy
import dataclasses
import random
from collections import Counter
from typing import Any

import pytest

from fjols_desktop.engine.errors import IllegalMoveError, InvalidMoveError
from fjols_desktop.engine.options import CardPoints
from fjols_desktop.engine.registry import GAMES
from fjols_desktop.engine.rules import MatchContext, PileKind

DEALS_PER_CASE = 2
CARD_POINTS = (CardPoints("JD", -10), CardPoints("QS", 10), CardPoints("2C", 1))


# Choices whose random deals run for minutes under the per-step checks (random players pass the whole
# chain back and forth, or keep making refused false signals): each game's own tests cover them.
SLOW_CHOICES = {("fjols", "pickup", "whole_chain"), ("festudgave", "false_signal", "reject")}


def _variants(info: Any) -> tuple[list[tuple[str, Any]], list[tuple[str, Any]]]:
    """(the defaults and each bool flipped; each other enum choice and a sample card-points list)."""
    defaults = info.options_type()
    flips: list[tuple[str, Any]] = [("default", defaults)]
    choices: list[tuple[str, Any]] = []
    for spec in info.options_type.specs():
        if spec.type is bool:
            flips.append((f"{spec.name}={not spec.default}",
                          dataclasses.replace(defaults, **{spec.name: not spec.default})))
        for choice in spec.choices:
            if choice != spec.default and (info.id, spec.name, choice.value) not in SLOW_CHOICES:
                choices.append((f"{spec.name}={choice.value}", dataclasses.replace(defaults, **{spec.name: choice})))
        if spec.type == tuple[CardPoints, ...]:
            choices.append((f"{spec.name}=sample", dataclasses.replace(defaults, **{spec.name: CARD_POINTS})))
    return flips, choices


def _cases(which: int) -> list[Any]:
    cases = []
    for game in GAMES:
        info = game.info
        sizes = sorted({info.min_seats, info.default_seats, info.max_seats})
        for seats in sizes:
            for label, options in _variants(info)[which]:
                try:
                    options.check(seats)
                except ValueError:
                    continue
                cases.append(pytest.param(game, seats, options, id=f"{info.id}-{seats}p-{label}"))
    return cases


CASES = _cases(0)
CHOICE_CASES = _cases(1)


def card_count(view: Any) -> int:
    """Cards on the table as one seat sees them, counting face-down cards and Durak's covers."""
    total = 0
    for pile in view.piles:
        if pile.kind is PileKind.LAST_TRICK:
            continue  # a reminder of cards that already lie in a taken pile
        total += len(pile.cards) + sum(1 for c in pile.covers if c is not None)
    return total


def face_up(view: Any) -> list[Any]:
    out = []
    for pile in view.piles:
        if pile.kind is PileKind.LAST_TRICK:
            continue
        out += [c for c in pile.cards if c is not None]
        out += [c for c in pile.covers if c is not None]
    return out


def face_up_cards(view: Any) -> list[str]:
    return [str(c) for c in face_up(view)]


def play_random(game: Any, seats: int, options: Any, seed: int, check: bool) -> tuple[Any, list[str]]:
    rules = game.rules
    rng = random.Random(seed)
    state = rules.new_deal(options, seats, seed % seats, rng, context=MatchContext())
    texts: list[str] = []
    first_view = rules.observe(state, 0)
    start_count = card_count(first_view)
    bound = rules.move_bound(options, seats)
    while not rules.is_over(state):
        assert len(texts) < bound, f"deal not over after {bound} moves"
        acting = rules.to_act(state)
        assert acting, "a deal that is not over must have a seat to act"
        if check:
            check_step(rules, state, acting, seats, rng, start_count)
        seat = min(acting)
        moves = rules.legal_moves(state, seat)
        move = moves[rng.randrange(len(moves))]
        texts.append(f"{seat}:{move}")
        state = rules.apply(state, seat, move)
    assert rules.to_act(state) == frozenset()
    for seat in range(seats):
        assert len(rules.legal_moves(state, seat)) == 0
    if check:
        assert card_count(rules.observe(state, 0)) == start_count
    return state, texts


def check_step(rules: Any, state: Any, acting: frozenset[int], seats: int, rng: random.Random,
               start_count: int) -> None:
    snapshot = copy.deepcopy(state)
    for seat in range(seats):
        moves = rules.legal_moves(state, seat)
        if seat in acting:
            assert len(moves) > 0, f"seat {seat} is to act but has no legal move"
        else:
            assert len(moves) == 0, f"seat {seat} is not to act but has legal moves"
    seat = min(acting)
    view = rules.observe(state, seat)
    assert card_count(view) == start_count, "cards appeared or vanished"
    # by text and index: Fool!'s six wild ones are different cards that all read "W1"
    shown = [(str(c), c.index) for c in face_up(view)]
    assert len(shown) == len(set(shown)), f"a card is shown twice: {Counter(shown).most_common(1)}"
    moves = list(rules.legal_moves(state, seat))
    sample = moves if len(moves) <= 12 else rng.sample(moves, 12)
    for move in sample:
        assert rules.parse_move(str(move)) == move
        assert rules.explain_illegal(state, seat, move) is None
    # a seat that is not to act is refused, and nothing changes
    idle = [s for s in range(seats) if s not in acting]
    if idle:
        with pytest.raises(IllegalMoveError) as refused:
            rules.apply(state, idle[0], sample[0])
        assert refused.value.reason.key
        assert rules.explain_illegal(state, idle[0], sample[0]) is not None
    # a card the seat does not hold is refused
    foreign = [c for c in face_up_cards(view) if c not in {str(h) for h in view.hand}]
    for move in sample:
        if len(move.cards) == 1 and foreign and str(move).count(str(move.cards[0])) == 1:
            text = str(move).replace(str(move.cards[0]), foreign[0])
            try:
                bad = rules.parse_move(text)
            except InvalidMoveError:
                break
            with pytest.raises(IllegalMoveError):
                rules.apply(state, seat, bad)
            break
    # hidden cards stay hidden
    world_a = rules.sample_world(view, random.Random(rng.random()))
    world_b = rules.sample_world(view, random.Random(rng.random()))
    assert rules.observe(world_a, seat) == view
    assert rules.observe(world_b, seat) == view
    assert state == snapshot, "observing, refusing or sampling changed the state"
    next_state = rules.apply(state, seat, sample[0])
    assert state == snapshot, "apply mutated the state it was given"
    assert next_state != state


@pytest.mark.parametrize(("game", "seats", "options"), CASES)
def test_random_deals_keep_the_contract(game: Any, seats: int, options: Any) -> None:
    for seed in range(DEALS_PER_CASE):
        play_random(game, seats, options, 1000 + seed, check=True)


@pytest.mark.parametrize(("game", "seats", "options"), CHOICE_CASES)
def test_random_deals_keep_the_contract_under_every_choice(game: Any, seats: int, options: Any) -> None:
    play_random(game, seats, options, 2000, check=True)


@pytest.mark.parametrize(("game", "seats", "options"), CASES)
def test_same_seed_same_deal(game: Any, seats: int, options: Any) -> None:
    final_a, moves_a = play_random(game, seats, options, 77, check=False)
    final_b, moves_b = play_random(game, seats, options, 77, check=False)
    assert moves_a == moves_b
    assert final_a == final_b
    assert game.rules.scores(final_a) == game.rules.scores(final_b)
    result = game.rules.deal_result(final_a)
    assert len(result.points) == seats


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.info.id)
def test_options_round_trip(game: Any) -> None:
    cls = game.info.options_type
    default = cls()
    assert cls.from_dict(default.to_dict()) == default
    assert cls.from_dict({}) == default
    assert cls.from_dict({**default.to_dict(), "no_such_option": 1}) == default
    for spec in cls.specs():
        if spec.type is bool:
            flipped = dataclasses.replace(default, **{spec.name: not spec.default})
            assert cls.from_dict(flipped.to_dict()) == flipped
        assert spec.label, f"{spec.name} has no label"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.info.id)
def test_unparseable_moves_are_refused(game: Any) -> None:
    for text in ("", "xyzzy", "pass pass", "99Q"):
        with pytest.raises(InvalidMoveError):
            game.rules.parse_move(text)
