"""Received cards are marked in the receiver's own hand, and nowhere else (issue 23, item 3): Hjerterfri's
three passed cards, Festudgaven's card that came last (lock-step and free flow), and over every game a
mark ``"received"`` appears only on the observing seat's own, face-up hand."""

from __future__ import annotations

import random

import pytest

from fjols_desktop.engine.cards import cards_of, parse_cards, stack_deck
from fjols_desktop.engine.game_loop import replay
from fjols_desktop.engine.games.festudgave import FestudgaveOptions, FestudgaveRules
from fjols_desktop.engine.games.festudgave.options import DeckMode, PassMode
from fjols_desktop.engine.games.hearts import HeartsOptions, HeartsRules
from fjols_desktop.engine.registry import GAMES
from fjols_desktop.engine.rules import PileKind

HEARTS = HeartsRules()
HANDS = [
    "2C AC AD 8S 3H 4H 5H 6H 7H 8H 9H 10H JH",
    "KC 6C 2D 5C 9C 5D 6D 7D 2S 3S 4S 5S 6S",
    "3C 7C 3D 10C JC 8D 9D 10D 7S 9S 10S JS QS",
    "4C 8C 4D QC JD QD KD KS AS 2H QH KH AH",
]


def received(view, seat: int) -> list[str]:
    pile = view.pile(f"hand:{seat}")
    return sorted(str(pile.cards[i]) for i, key in pile.marks if key == "received")


def assert_only_own(view) -> None:
    """No pile but the observer's own, face-up hand carries a "received" mark."""
    for pile in view.piles:
        if any(key == "received" for _, key in pile.marks):
            assert pile.kind is PileKind.HAND and pile.owner == view.seat, pile.id
            assert all(card is not None for card in pile.cards)


def test_hjerterfri_marks_the_three_cards_each_seat_received() -> None:
    state = HEARTS.new_deal(HeartsOptions(), 4, 3, random.Random(0), deck=stack_deck([parse_cards(h) for h in HANDS], 3))
    assert state.deal.direction == "left"
    passes = {0: "AC AD 8S", 1: "KC 6C 2D", 2: "3C 7C 3D", 3: "4C 8C 4D"}
    for seat in range(3):
        state = replay(HEARTS, state, [(seat, f"pass {passes[seat]}")])
        assert all(received(HEARTS.observe(state, s), s) == [] for s in range(4))   # nothing arrives before all pass
    state = replay(HEARTS, state, [(3, f"pass {passes[3]}")])
    for seat in range(4):
        view = HEARTS.observe(state, seat)
        assert received(view, seat) == sorted(passes[(seat - 1) % 4].split())        # from the right neighbour
        assert all(view.pile(f"hand:{s}").marks == () for s in range(4) if s != seat)
        assert_only_own(view)
    state = replay(HEARTS, state, [(0, "2C"), (1, "AC")])                             # Bjørn plays one of them
    assert received(HEARTS.observe(state, 1), 1) == ["8S", "AD"]


@pytest.mark.parametrize("mode", [PassMode.LOCKSTEP, PassMode.FREE_FLOW])
def test_festudgaven_marks_the_card_that_came_last(mode) -> None:
    rules = FestudgaveRules()
    options = FestudgaveOptions(pass_mode=mode)
    rng = random.Random(7)
    state = rules.new_deal(options, 5, 0, rng)
    last = [0] * 5      # per seat: the card that arrived in its hand last (from the states alone)
    checked = 0
    for _ in range(400):
        if rules.is_over(state):
            break
        seat = min(rules.to_act(state))
        moves = [m for m in rules.legal_moves(state, seat) if str(m) != "signal"] or list(rules.legal_moves(state, seat))
        before = state.hands
        state = rules.apply(state, seat, moves[rng.randrange(len(moves))])
        for s in range(5):
            arrived = state.hands[s] & ~before[s]
            if arrived:
                last[s] = arrived
            view = rules.observe(state, s)
            assert received(view, s) == [str(c) for c in cards_of(last[s] & state.hands[s])]
            assert_only_own(view)
            checked += bool(received(view, s))
    assert checked > 50


@pytest.mark.parametrize("game", [g.info.id for g in GAMES])
def test_no_seat_sees_another_seats_received_cards(game) -> None:
    rules = next(g for g in GAMES if g.info.id == game).rules
    options = next(g for g in GAMES if g.info.id == game).info.options_type()
    for seed in range(3):
        rng = random.Random(seed)
        seats = next(g for g in GAMES if g.info.id == game).info.default_seats
        state = rules.new_deal(options, seats, 0, rng)
        for _ in range(120):
            if rules.is_over(state):
                break
            for s in range(seats):
                assert_only_own(rules.observe(state, s))
            seat = min(rules.to_act(state))
            legal = [m for m in rules.legal_moves(state, seat) if str(m) != "signal"] or \
                list(rules.legal_moves(state, seat))
            state = rules.apply(state, seat, legal[rng.randrange(len(legal))])


def test_hjerterfri_passes_name_giver_receiver_and_cards() -> None:
    state = HEARTS.new_deal(HeartsOptions(), 4, 3, random.Random(0), deck=stack_deck([parse_cards(h) for h in HANDS], 3))
    passes = {0: "AC AD 8S", 1: "KC 6C 2D", 2: "3C 7C 3D", 3: "4C 8C 4D"}
    for seat in range(3):
        state = replay(HEARTS, state, [(seat, f"pass {passes[seat]}")])
        assert HEARTS.passes(state) == ()                                   # nothing has arrived yet
    state = replay(HEARTS, state, [(3, f"pass {passes[3]}"), (0, "2C")])
    assert [(g, r, sorted(str(c) for c in cards)) for g, r, cards in HEARTS.passes(state)] == [
        (3, 0, ["4C", "4D", "8C"]), (0, 1, ["8S", "AC", "AD"]), (1, 2, ["2D", "6C", "KC"]), (2, 3, ["3C", "3D", "7C"])]


@pytest.mark.parametrize(("mode", "deck"), [(PassMode.LOCKSTEP, DeckMode.SETS), (PassMode.FREE_FLOW, DeckMode.SETS),
                                            (PassMode.LOCKSTEP, DeckMode.STOCK), (PassMode.FREE_FLOW, DeckMode.STOCK)])
def test_festudgaven_passes_are_the_cards_that_moved_from_hand_to_hand(mode, deck) -> None:
    """``passes`` agrees with the states: every card that left one hand and next showed up in another
    (not by the dealer's draw from the stock) went from that seat to that seat, in that order."""
    rules = FestudgaveRules()
    state = rules.new_deal(FestudgaveOptions(pass_mode=mode, deck_mode=deck), 5, 0, random.Random(11))
    rng = random.Random(5)
    holder = {c: s for s in range(5) for c in cards_of(state.hands[s])}
    moved: list[tuple[int, int, str]] = []
    for _ in range(300):
        if rules.is_over(state):
            break
        seat = min(rules.to_act(state))
        moves = [m for m in rules.legal_moves(state, seat) if str(m) != "signal"] or list(rules.legal_moves(state, seat))
        before = state
        state = rules.apply(state, seat, moves[rng.randrange(len(moves))])
        for s in range(5):
            for card in cards_of(state.hands[s] & ~before.hands[s]):
                drawn = deck is DeckMode.STOCK and s == 0   # the dealer's cards come from the stock
                if holder.get(card) is not None and holder[card] != s and not drawn:
                    moved.append((holder[card], s, str(card)))
                holder[card] = s
    expected = {}
    for giver, receiver, card in moved:
        expected.setdefault((giver, receiver), []).append(card)
    got = {(g, r): [str(c) for c in cards] for g, r, cards in rules.passes(state)}
    assert got == expected and sum(map(len, got.values())) > 30
