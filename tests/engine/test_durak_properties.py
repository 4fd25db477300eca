"""Durak: properties over seeded random play, for every variant x pack x table size x teams and for
every value of every house rule.

At every step: the cards are conserved (hands, talon, table and discard pile are disjoint and make up
the pack); the attack never passes its cap (6, or 5 early) nor, outside prostoy, the defender's hand;
known cards are in their owner's hand; exactly one seat acts and has moves; partners never attack
each other. At the end: the deal ended within the move bound and the fools are exactly the players
(or the team) left holding cards. On sampled positions: ``legal_moves``, ``explain_illegal`` and
``apply`` agree about every candidate move, and sampled worlds look like the view from every seat.
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import random
from enum import Enum

import pytest

from fjols_desktop.engine.errors import IllegalMoveError
from fjols_desktop.engine.game_loop import play_match, replay
from fjols_desktop.engine.games.durak import DurakOptions
from fjols_desktop.engine.games.durak.moves import (
    DECLINE,
    DEFENDS,
    DONE,
    EXCHANGES,
    PASS,
    SHOWS,
    TAKE,
    Attack,
    Transfer,
)
from fjols_desktop.engine.games.durak.options import DeckSize, Teams, TrumpSixExchange, Variant
from fjols_desktop.engine.games.durak.state import OVER, TAKE_ADD
from fjols_desktop.engine.match import Match
from fjols_desktop.engine.players import RandomPlayer
from fjols_desktop.engine.rules import DealResult
from fjols_desktop.sim import main as sim_main

from .durak_helpers import RULES, random_deal

DEALS = 6


def _tables() -> list[tuple[DurakOptions, int]]:
    out = []
    for variant, deck, teams in itertools.product(Variant, DeckSize, Teams):
        for seats in range(2, 7):
            options = DurakOptions(variant=variant, deck=deck, teams=teams)
            try:
                options.check(seats)
            except ValueError:
                continue
            out.append((options, seats))
    return out


TABLES = _tables()


# House rules that concern one variant are tried there; the rest in perevodnoy, which has them all.
VARIANT_OF_OPTION = {"severnyi_mode": Variant.SEVERNYI, "prostoy_cap_to_defender_hand": Variant.PROSTOY,
                     "prostoy_attack": Variant.PROSTOY, "prostoy_first_attacker": Variant.PROSTOY}


def _house_rules() -> list[tuple[DurakOptions, int]]:
    """Every non-default value of every enum and bool house rule, on the variants it concerns."""
    out = []
    for spec in DurakOptions.specs():
        if spec.name in ("variant", "deck", "teams"):
            continue
        values = [not spec.default] if spec.type is bool else [v for v in spec.choices if v != spec.default]
        for value in values:
            variant = VARIANT_OF_OPTION.get(spec.name, Variant.PEREVODNOY)
            options = DurakOptions(variant=variant, **{spec.name: value})
            for seats in (2, 4) if variant is Variant.PROSTOY else (2, 4, 6):
                if variant is Variant.SEVERNYI and seats == 6:
                    continue
                out.append((options, seats))
    return out


HOUSE_RULES = _house_rules()


def _id(case: tuple[DurakOptions, int]) -> str:
    options, seats = case
    changed = options.changed()
    return f"{seats}p-" + ",".join(f"{k}={v}" for k, v in changed.items()) if changed else f"{seats}p-default"


def check_step(state) -> None:
    deal = state.deal
    table = deal.table
    parts = [*state.hands, state.discard, state.table, sum(1 << c for c in state.talon)]
    assert sum(p.bit_count() for p in parts) == table.size, "a card appeared or vanished"
    union = 0
    for part in parts:
        union |= part
    assert union == table.deck
    assert len(state.talon) == len(set(state.talon))
    for s in range(deal.seats):
        assert state.known[s] & ~state.hands[s] == 0, "a known card is not in its owner's hand"
    if state.phase == OVER:
        return
    assert len(state.attack) <= state.cap <= 6
    if not table.prostoy or table.prostoy_cap:
        assert state.unbeaten <= state.hands[state.defender].bit_count()
    assert state.main != state.defender and state.defender not in state.attackers
    if table.teams:
        assert all(a % 2 != state.defender % 2 for a in state.attackers), "a partner attacks"
    assert RULES.to_act(state) == frozenset({state.turn})
    assert len(RULES.legal_moves(state, state.turn)) > 0


def check_end(state) -> None:
    deal = state.deal
    holding = tuple(s for s in range(deal.seats) if state.hands[s])
    assert state.talon == () and state.table == 0
    if deal.table.teams:
        teams = (tuple(range(0, deal.seats, 2)), tuple(range(1, deal.seats, 2)))
        assert state.fools in ((), *teams)
        assert set(holding) <= set(state.fools)
        assert bool(holding) == bool(state.fools)
    else:
        assert state.fools == holding and len(holding) <= 1
    assert set(state.out) == set(range(deal.seats)) - set(holding)


def play_checked(options: DurakOptions, seats: int, seed: int, number: int = 0) -> int:
    rng = random.Random(seed)
    state = random_deal(options, seats, seed, number)
    bound = RULES.move_bound(options, seats)
    moves = 0
    while not RULES.is_over(state):
        check_step(state)
        legal = RULES.legal_moves(state, state.turn)
        state = RULES.apply(state, state.turn, legal[rng.randrange(len(legal))])
        moves += 1
        assert moves < bound
    check_step(state)
    check_end(state)
    return moves


@pytest.mark.parametrize(("options", "seats"), TABLES, ids=[_id(c) for c in TABLES])
def test_every_variant_pack_and_table(options: DurakOptions, seats: int) -> None:
    for seed in range(DEALS):
        play_checked(options, seats, seed, number=seed % 2)


@pytest.mark.parametrize(("options", "seats"), HOUSE_RULES, ids=[_id(c) for c in HOUSE_RULES])
def test_every_house_rule(options: DurakOptions, seats: int) -> None:
    for seed in range(DEALS):
        play_checked(options, seats, 100 + seed, number=seed % 3)


# --- legal_moves, explain_illegal and apply agree ---------------------------------------------------------

def candidates(state) -> list:
    seat = state.turn
    mine = [c for c in range(52) if state.hands[seat] >> c & 1]
    foreign = [c for c in state.attack + tuple(c for c in state.cover if c >= 0)]
    if state.talon:
        foreign.append(state.talon[-1])
    out = [TAKE, PASS, DONE, DECLINE, EXCHANGES[state.deal.six]] + [EXCHANGES[c] for c in mine[:2]]
    pool = mine[:8] + foreign[:2]
    for size in (1, 2, 3):
        for combo in itertools.combinations(pool, size):
            if size < 3 or combo[0] % 13 == combo[1] % 13:  # triples: a pair and a third card
                mask = sum(1 << c for c in combo)
                out += [Attack.of(mask), Transfer.of(mask)]
    out += [SHOWS[c] for c in pool]
    for attack in set(state.attack) | set(foreign[:1]):
        out += [DEFENDS[attack][c] for c in pool]
    return out


def test_legal_moves_explain_and_apply_agree() -> None:
    rng = random.Random(7)
    checked = 0
    cases = [(o, s) for o, s in TABLES
             if (o.deck is DeckSize.CARDS_36 or s == 2) and o.teams is not Teams.THREE_V_THREE]
    extra = DurakOptions(variant=Variant.PEREVODNOY, transfer_by_showing_trump=True)
    for n, (options, seats) in enumerate(cases + [(extra, 2), (extra, 3), (extra, 5)]):
        state = random_deal(options, seats, n)
        step = 0
        while not RULES.is_over(state):
            if step % 11 == 0:
                seat = state.turn
                legal = set(RULES.legal_moves(state, seat))
                for move in candidates(state):
                    reason = RULES.explain_illegal(state, seat, move)
                    assert (reason is None) == (move in legal), (str(move), reason)
                    if reason is not None:
                        with pytest.raises(IllegalMoveError):
                            RULES.apply(state, seat, move)
                    checked += 1
                other = (seat + 1) % seats
                assert RULES.legal_moves(state, other) == ()
                assert RULES.explain_illegal(state, other, TAKE).key == "not_your_turn"
            legal = RULES.legal_moves(state, state.turn)
            state = RULES.apply(state, state.turn, legal[rng.randrange(len(legal))])
            step += 1
        assert RULES.explain_illegal(state, 0, TAKE).key == "deal_over"
    assert checked > 5_000


# --- what a seat may know ------------------------------------------------------------------------------

def test_sampled_worlds_agree_with_every_seats_view() -> None:
    rng = random.Random(11)
    for options, seats in [(DurakOptions(), 3), (DurakOptions(variant=Variant.SEVERNYI), 2),
                           (DurakOptions(variant=Variant.PROSTOY), 4),
                           (DurakOptions(teams=Teams.THREE_V_THREE, deck=DeckSize.CARDS_52), 6)]:
        state = random_deal(options, seats, 5)
        step = 0
        while not RULES.is_over(state):
            if step % 3 == 0:
                for seat in range(seats):
                    view = RULES.observe(state, seat)
                    world = RULES.sample_world(view, rng)
                    assert RULES.observe(world, seat) == view
                    for other in range(seats):
                        assert world.hands[other] & state.known[other] == state.known[other]
                        if other != seat:
                            size = state.hands[other].bit_count()
                            assert view.pile(f"hand:{other}").cards == (None,) * size
            legal = RULES.legal_moves(state, state.turn)
            state = RULES.apply(state, state.turn, legal[rng.randrange(len(legal))])
            step += 1


def test_taking_makes_the_cards_known_to_everybody() -> None:
    rng = random.Random(2)
    state = random_deal(DurakOptions(), 3, 3)
    while "take" not in [str(m) for m in RULES.legal_moves(state, state.turn)] or not state.table:
        legal = RULES.legal_moves(state, state.turn)
        state = RULES.apply(state, state.turn, legal[rng.randrange(len(legal))])
    taker, on_table = state.defender, state.table
    state = RULES.apply(state, taker, TAKE)
    while state.phase == TAKE_ADD:
        state = RULES.apply(state, state.turn, PASS)
    assert state.hands[taker] & on_table == on_table
    for seat in range(3):
        view = RULES.observe(state, seat)
        assert view.known[taker] & on_table == on_table
        for _ in range(3):
            assert RULES.sample_world(view, rng).hands[taker] & on_table == on_table


# --- the match -----------------------------------------------------------------------------------------

def test_the_loser_deals_next_and_the_match_ends_by_its_house_rule() -> None:
    options = DurakOptions(match_length=5)
    match, logs = play_match(Match.new("durak", 3, options, seed=9), [RandomPlayer()] * 3)
    assert match.is_over() and len(match.results) == 5
    for number in range(1, 5):
        previous = match.results[number - 1]
        expected = previous.fools[0] if previous.fools else match.dealers[number - 1]
        assert match.dealers[number] == expected
    assert match.totals == tuple(sum(1 for r in match.results if s in r.fools) for s in range(3))
    assert match.winners() == ()   # Durak names no winner, only losers
    most = max(match.totals)
    assert match.fools() == (() if match.totals.count(most) == 3 else
                             tuple(s for s in range(3) if match.totals[s] == most))
    again = Match.new("durak", 3, options, seed=9)
    for log in logs:
        assert again.start_deal() == log.initial
        final = replay(again.game.rules, log.initial, log.moves)
        assert final == log.final
        again = again.finish_deal(final)
    assert Match.from_dict(json.loads(json.dumps(match.to_dict()))) == match


def test_a_durak_match_has_losers_not_winners() -> None:
    """The rules text: "the game has no winner, only a loser". The match's fools are the most
    matchsticks; when everybody has as many, nobody is."""
    options = DurakOptions(match_length=3)
    lost = [DealResult((1, 0, 0), fools=(0,)), DealResult((0, 0, 1), fools=(2,)), DealResult((1, 0, 0), fools=(0,))]
    assert RULES.match_over(options, 3, lost)
    assert RULES.match_winners(options, 3, lost) == ()
    assert RULES.match_fools(options, 3, lost) == (0,)
    assert RULES.match_fools(options, 3, lost[:2]) == (0, 2)
    level = [DealResult((1, 0, 0), fools=(0,)), DealResult((0, 1, 0), fools=(1,)), DealResult((0, 0, 1), fools=(2,))]
    assert RULES.match_fools(options, 3, level) == ()
    assert RULES.match_fools(options, 3, [DealResult((0, 0, 0))] * 3) == ()   # three draws: nobody lost


def test_matchsticks_limit_and_open_ended_matches() -> None:
    stick = DealResult(points=(1, 0, 0), fools=(0,))
    draw = DealResult(points=(0, 0, 0))
    limit = DurakOptions(matchsticks_limit=2)
    assert not RULES.match_over(limit, 3, [stick, draw])
    assert RULES.match_over(limit, 3, [stick, draw, stick])
    assert not RULES.match_over(DurakOptions(), 3, [stick] * 50)
    assert RULES.match_over(DurakOptions(match_length=2), 3, [draw, draw])


def test_teams_next_dealer_is_the_loser_with_most_cards_ties_clockwise() -> None:
    result = DealResult(points=(0, 1, 0, 1), fools=(1, 3), columns=(("cards_left", (0, 2, 0, 2)),))
    assert RULES.next_dealer(DurakOptions(teams=Teams.TWO_V_TWO), 4, 1, result) == 3
    assert RULES.next_dealer(DurakOptions(teams=Teams.TWO_V_TWO), 4, 3, result) == 1


def test_the_simulator_plays_durak(capsys) -> None:
    assert sim_main(["--game", "durak", "--players", "4", "--deals", "5", "--seed", "3",
                     "--options", '{"variant": "perevodnoy", "teams": "2v2"}']) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["game"] == "durak" and report["deals"] == 5
    assert report["options"]["variant"] == "perevodnoy"
    for points, fools in zip(report["per_deal"], report["fools"]):
        assert fools in ([], [0, 2], [1, 3])
        assert points == [1 if s in fools else 0 for s in range(4)]
    assert sim_main(["--game", "durak", "--players", "5", "--options", '{"variant": "prostoy"}']) == 2


def test_no_option_is_left_untried() -> None:
    tried = {name for options, _ in HOUSE_RULES + TABLES for name in options.changed()}
    for spec in DurakOptions.specs():
        if spec.type is bool or (isinstance(spec.type, type) and issubclass(spec.type, Enum)):
            assert spec.name in tried, spec.name
    assert {f.name for f in dataclasses.fields(DurakOptions)} - tried == {"match_length", "matchsticks_limit"}
    assert TrumpSixExchange.AUTO.value == DurakOptions().trump_six_exchange.value
