"""The Hjerterfri playout kernel is a second implementation of the rules: random deals under every
house rule and table size (how hearts are broken, which twos leave at five, priced cards), replayed
through both, must give identical legal cards at every step and identical points at the end (moon
scoring included)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from fjols_desktop.engine.cards import cards_of, parse_cards, random_bit
from fjols_desktop.engine.games.hearts import HeartsOptions, HeartsRules
from fjols_desktop.engine.games.hearts.ai.kernel import Position, legal_cards, playout, points, table_of
from fjols_desktop.engine.games.hearts.ai.policy import duck_policy
from fjols_desktop.engine.games.hearts.options import (
    FirstTrickForcedDiscard,
    FivePlayersRemove,
    HeartsBrokenBy,
    MoonMode,
)
from fjols_desktop.engine.games.hearts.state import MOON, PASS, PENALTY_MASK, PLAY
from fjols_desktop.engine.options import CardPoints
from fjols_desktop.engine.rules import DealResult, MatchContext
from fjols_desktop.engine.tricks import voids_shown

RULES = HeartsRules()
VARIANTS = {
    "default": HeartsOptions(),
    "queen_breaks": HeartsOptions(queen_breaks_hearts=True),
    "no_protection": HeartsOptions(first_trick_protection=False),
    "heart_not_queen": HeartsOptions(first_trick_forced_discard=FirstTrickForcedDiscard.HEART_NOT_QUEEN),
    "lead_with_queen": HeartsOptions(unbroken_heart_lead_with_queen=True),
    "ten": HeartsOptions(ten_of_diamonds=True, ten_of_diamonds_value=-7),
    "self_minus": HeartsOptions(moon_mode=MoonMode.SELF_MINUS_26, pass_count=0),
    "chooses": HeartsOptions(moon_mode=MoonMode.SHOOTER_CHOOSES, target_score=60),
    "any_heart": HeartsOptions(hearts_broken_by=HeartsBrokenBy.ANY_HEART),
    "any_heart_queen": HeartsOptions(hearts_broken_by=HeartsBrokenBy.ANY_HEART, queen_breaks_hearts=True),
    "spec_five": HeartsOptions(five_players_remove=FivePlayersRemove.TWO_DIAMONDS_TWO_CLUBS),
    "card_points": HeartsOptions(card_points=(CardPoints("JD", -10), CardPoints("QS", 10), CardPoints("AH", 3),
                                              CardPoints("2C", 1)), ten_of_diamonds=True),
    "card_points_moon": HeartsOptions(card_points=(CardPoints("KD", -5), CardPoints("3H", 0)),
                                      moon_mode=MoonMode.SHOOTER_CHOOSES, target_score=60, pass_count=0),
}
CONTEXT = MatchContext(1, (DealResult(points=(30, 0, 20, 10, 5)[:4]),))


def engine_deal(options: HeartsOptions, seats: int, seed: int, pick: Any) -> tuple[Any, list[Any], Any]:
    """A deal played by ``pick(legal_mask, rng)`` through the rules; returns the state when play
    starts, per card the legal mask, the card, the voids shown, the penalty cards taken and who
    took them all, and the final state."""
    rng = random.Random(seed)
    context = MatchContext(seed % 3, CONTEXT.results if seats == 4 else ())
    state = RULES.new_deal(options, seats, seed % seats, rng, context=context)
    while state.phase == PASS:
        seat = min(RULES.to_act(state))
        moves = RULES.legal_moves(state, seat)
        state = RULES.apply(state, seat, moves[rng.randrange(len(moves))])
    return record(state, pick, rng)


def record(state: Any, pick: Any, rng: random.Random) -> tuple[Any, list[Any], Any]:
    """``engine_deal`` from a state in the play phase on."""
    seats = state.deal.seats
    start = state
    steps = []
    t = table_of(state.deal)
    while state.phase == PLAY:
        seat = state.turn
        assert legal_cards(t, state.hands[seat], state.trick, state.trick_no, state.broken) == state.legal
        card = pick(state.legal, rng)
        pens = 0
        for m in state.taken:
            pens |= m & PENALTY_MASK
        moon = next((s for s, m in enumerate(state.taken) if pens and m & PENALTY_MASK == pens), -1)
        steps.append((state.legal, card, voids_shown(state.log, state.trick, state.leader, seats), pens, moon))
        state = RULES.apply(state, seat, RULES.parse_move(str(cards_of(1 << card)[0])))
    if state.phase == MOON:
        state = RULES.apply(state, state.turn, RULES.default_moon_choice(state))
    return start, steps, state


def replay_in_kernel(start: Any, steps: list[Any]) -> list[int]:
    t = table_of(start.deal)
    offset = (start.trick_no - 1) * t.seats + len(start.trick)
    seen = []

    def scripted(seat: int, legal: int, hand: int, trick: list[int], tmask: int, played: int, trick_no: int,
                 after: int, pens: int, moon: int, voids: list[int], rnd: Any) -> int:
        step = (trick_no - 1) * t.seats + len(trick) - offset
        want_legal, card, want_voids, want_pens, want_moon = steps[step]
        assert legal == want_legal, f"step {step}: kernel {legal:x} rules {want_legal:x}"
        assert after == t.seats - 1 - len(trick)
        assert (tuple(voids), pens, moon) == (want_voids, want_pens, want_moon)
        seen.append(step)
        return card

    pos = Position(start.hands, start.trick, start.leader, start.trick_no, start.broken, start.taken,
                   voids_shown(start.log, start.trick, start.leader, t.seats))
    taken = playout(t, pos, [scripted] * t.seats, random.Random(0).random)
    forced = [i for i, step in enumerate(steps) if step[0] & (step[0] - 1) == 0]
    assert sorted(seen + forced) == list(range(len(steps)))
    return taken


def greedy_shooter(legal: int, rng: random.Random) -> int:
    """Mostly the highest legal card: takes many tricks, so moons happen often enough to test."""
    return legal.bit_length() - 1 if rng.random() < 0.85 else random_bit(legal, rng.random)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
@pytest.mark.parametrize("seats", [3, 4, 5])
def test_kernel_matches_the_rules_on_random_deals(variant: str, seats: int) -> None:
    options = VARIANTS[variant]
    moons = 0
    for seed in range(12):
        pick = greedy_shooter if seed % 2 else (lambda legal, rng: random_bit(legal, rng.random))
        start, steps, final = engine_deal(options, seats, seed, pick)
        taken = replay_in_kernel(start, steps)
        assert taken == list(final.taken)
        assert points(table_of(start.deal), taken) == list(final.points)
        moons += final.moon >= 0
    if seats == 4 and variant in ("self_minus", "chooses", "default", "card_points", "card_points_moon"):
        assert moons > 0, "no moon met: the moon scoring went untested"


@pytest.mark.parametrize("broken_by", list(HeartsBrokenBy))
def test_kernel_and_rules_agree_after_a_heart_led_from_a_hand_of_only_hearts(broken_by: HeartsBrokenBy) -> None:
    """The position random deals rarely reach: P0 holds only hearts and leads one while hearts are
    unbroken (``test_hearts_rules.test_a_heart_led_from_a_hand_of_only_hearts_does_not_break_hearts``);
    whether that broke hearts decides what P3 may lead next, in both implementations."""
    from .test_hearts_rules import FIRST_THREE_TRICKS, H8_HANDS, deal

    script = [int(RULES.parse_move(text.split(":")[1]).card.index)
              for text in (*FIRST_THREE_TRICKS, "0:3H", "1:6S", "2:7S", "3:KH")]

    def scripted_then_low(legal: int, rng: random.Random) -> int:
        return script.pop(0) if script else (legal & -legal).bit_length() - 1

    options = HeartsOptions(pass_count=0, hearts_broken_by=broken_by)
    start, steps, final = record(deal(H8_HANDS, options), scripted_then_low, random.Random(0))
    lead5 = steps[16][0]   # P3's lead to trick 5
    assert bool(lead5 & 0x1FFF << 26) is (broken_by is HeartsBrokenBy.ANY_HEART)
    assert replay_in_kernel(start, steps) == list(final.taken)


def test_kernel_playout_from_the_middle_of_a_trick_matches_the_rules() -> None:
    """A playout started mid-trick (as the search does), with a forced first card and the duck
    policy, replayed through the rules card by card: every card legal, the same cards taken."""
    chosen: dict[int, int] = {}
    for seed in range(6):
        chosen.clear()
        rng = random.Random(seed)
        state = RULES.new_deal(HeartsOptions(pass_count=0), 4, seed % 4, rng)
        for _ in range(9 + seed):
            moves = RULES.legal_moves(state, state.turn)
            state = RULES.apply(state, state.turn, moves[rng.randrange(len(moves))])
        t = table_of(state.deal)

        def recording(seat: int, legal: int, hand: int, trick: list[int], tmask: int, played: int, trick_no: int,
                      after: int, pens: int, moon: int, voids: list[int], rnd: Any) -> int:
            card = duck_policy(seat, legal, hand, trick, tmask, played, trick_no, after, pens, moon, voids, rnd)
            assert legal >> card & 1
            chosen[(trick_no - 1) * 4 + len(trick)] = card
            return card

        first = (state.legal & -state.legal).bit_length() - 1
        pos = Position(state.hands, state.trick, state.leader, state.trick_no, state.broken, state.taken)
        taken = playout(t, pos, [recording] * 4, rng.random, first)
        step = (state.trick_no - 1) * 4 + len(state.trick)
        chosen[step] = first
        while state.phase == PLAY:
            legal = state.legal
            card = chosen[step] if legal & (legal - 1) else legal.bit_length() - 1
            assert legal >> card & 1
            state = RULES.apply(state, state.turn, RULES.parse_move(str(cards_of(1 << card)[0])))
            step += 1
        assert taken == list(state.taken)


def test_points_follow_spec_2_3() -> None:
    t = table_of(RULES.new_deal(HeartsOptions(pass_count=0), 4, 0, random.Random(1)).deal)
    hearts = sum(c.bit for c in cards_of((1 << 52) - 1) if c.suit == 2)
    qs = parse_cards("QS")[0].bit
    # H13: five hearts and the queen
    five = sum(c.bit for c in parse_cards("2H 3H 4H 5H 6H"))
    assert points(t, [0, five | qs, hearts & ~five, 0]) == [0, 18, 8, 0]
    # H14: a moon, the others get 26
    assert points(t, [0, 0, hearts | qs, 0]) == [26, 26, 0, 26]
