"""The hard Hjerterfri level's settings (issue 26): the fast dealer of its worlds, the plain
ducking playouts, the early moon defence that checks a moon plan, and the switches of
``HardPlayer`` (``fjols_desktop/engine/games/hearts/ai/hard.py``)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from fjols_desktop.engine.cards import parse_card, parse_cards, stack_deck
from fjols_desktop.engine.game_loop import replay
from fjols_desktop.engine.games.hearts import HeartsOptions, HeartsRules
from fjols_desktop.engine.games.hearts.ai import HardPlayer, MediumPlayer, hard, infer
from fjols_desktop.engine.games.hearts.ai.infer import Dealer, read_minds
from fjols_desktop.engine.games.hearts.ai.kernel import Position, playout, table_of
from fjols_desktop.engine.games.hearts.ai.policy import (
    duck_policy,
    guarded,
    moon_guard,
    plain_policy,
    shoot_policy,
    unfed,
)
from fjols_desktop.engine.games.hearts.state import PLAY, HeartsState
from fjols_desktop.engine.search import SearchStats
from fjols_desktop.engine.tricks import allowed_by_voids

RULES = HeartsRules()
HANDS = [  # P0 holds 2♣; nobody is void at the start
    "2C 5C 9C KC 3D 7D JD 4H 8H QH 3S 6S KS",
    "3C 6C 10C AC 4D 8D QD 5H 9H KH 4S 7S AS",
    "4C 7C JC 2D 5D 9D KD 2H 6H 10H AH 5S QS",
    "8C QC 6D 10D AD 3H 7H JH 2S 8S 9S 10S JS",
]


def mask(text: str) -> int:
    return sum(c.bit for c in parse_cards(text))


def index(text: str) -> int:
    return parse_card(text).index


def stacked(options: HeartsOptions) -> HeartsState:
    return RULES.new_deal(options, 4, 3, random.Random(0), deck=stack_deck([parse_cards(h) for h in HANDS], 3))


def play(state: HeartsState, *moves: str) -> HeartsState:
    return replay(RULES, state, [(int(m.split(":")[0]), m.split(":")[1]) for m in moves])


def never(seat: int, *rest: object) -> int:
    raise AssertionError("the guard should have chosen")


def no_random() -> float:
    return 0.0


# --- the dealer ------------------------------------------------------------------------------------------------

def test_the_dealer_keeps_sizes_and_voids_and_reaches_every_allowed_seat() -> None:
    # P3 shows a club void in the second trick (it threw a diamond on P0's K♣)
    state = play(stacked(HeartsOptions(pass_count=0)), "0:2C", "1:3C", "2:4C", "3:8C", "3:QC", "0:KC", "1:AC",
                 "2:7C", "1:6C", "2:JC", "3:6D")
    view = RULES.observe(state, 0)
    assert view.voids[3] == 1                               # clubs
    unseen = ((1 << 52) - 1) & ~view.played & ~view.hand_mask
    dealer = Dealer(view)
    reached = [0, 0, 0, 0]
    rng = random.Random(5)
    for _ in range(300):
        world = dealer.sample_world(view, rng)
        assert isinstance(world, Position)
        assert world.hands[0] == view.hand_mask
        assert [h.bit_count() for h in world.hands] == list(view.hand_sizes)
        assert world.hands[1] | world.hands[2] | world.hands[3] == unseen
        assert world.hands[1] & world.hands[2] == world.hands[1] & world.hands[3] == world.hands[2] & world.hands[3] == 0
        assert world.trick == view.trick and world.leader == view.leader and world.trick_no == view.trick_no
        for s in range(4):
            assert world.hands[s] & ~allowed_by_voids(view.voids[s]) == 0
            reached[s] |= world.hands[s]
    club = mask("5C 9C 10C") & unseen                        # clubs still out: never with P3
    assert club and not reached[3] & club
    assert reached[1] == reached[2] == unseen and reached[3] == unseen & ~club


def test_the_dealer_leaves_the_passed_cards_with_their_receiver() -> None:
    state = stacked(HeartsOptions(pass_count=3))
    rng = random.Random(1)
    for seat in range(4):
        state = RULES.apply(state, seat, MediumPlayer().choose(RULES.observe(state, seat), rng))
    assert state.phase == PLAY
    view = RULES.observe(state, 0)
    target = view.deal.pass_target(0)
    dealer = Dealer(view)
    for n in range(50):
        world = dealer.sample_world(view, random.Random(n))
        assert world.hands[target] & view.my_pass == view.my_pass
        assert [h.bit_count() for h in world.hands] == list(view.hand_sizes)


def test_a_world_from_the_dealer_scores_like_the_same_world_from_the_rules() -> None:
    state = play(stacked(HeartsOptions(pass_count=0)), "0:2C", "1:3C", "2:4C", "3:8C", "3:QC")
    view = RULES.observe(state, 0)
    plans = [hard.Plan(m, m.cards[0].bit, shoot) for m in view.legal_moves for shoot in (False, True)]
    t = table_of(state.deal)
    evaluator = hard.KernelEvaluator(plain_policy).styled((), t)
    bare = Position(state.hands, state.trick, state.leader, state.trick_no, state.broken, state.taken, view.voids)
    for n in range(10):
        assert evaluator.evaluate(bare, 0, plans, random.Random(n)) == \
            evaluator.evaluate(state, 0, plans, random.Random(n))


# --- the passed-up dumps of the dangerous spades (``tell``) -------------------------------------------

VOID_HANDS = [  # P0 holds 2♣; P3 holds no club, P1 no diamond
    "2C 5C 9C KC 3D 7D JD 4H 8H QH 3S 6S KS",
    "3C 6C 8C 10C QC AC 5H 9H KH 4S 7S JS AS",
    "4C 7C JC 2D 5D 9D KD 2H 6H 10H AH 5S QS",
    "4D 6D 8D 10D QD AD 3H 7H JH 2S 8S 9S 10S",
]


def void_deal(options: HeartsOptions) -> HeartsState:
    return RULES.new_deal(options, 4, 3, random.Random(0), deck=stack_deck([parse_cards(h) for h in VOID_HANDS], 3))


def test_a_discard_that_keeps_the_queen_out_counts_against_holding_q_a_and_k_of_spades() -> None:
    # P3 throws 6♦ on P0's K♣ (trick 2): had it held Q♠, A♠ or K♠, it could have thrown it there
    state = play(stacked(HeartsOptions(pass_count=0)), "0:2C", "1:3C", "2:4C", "3:8C", "3:QC", "0:KC", "1:AC",
                 "2:7C", "1:6C", "2:JC", "3:6D")
    assert infer.declined_dumps(RULES.observe(state, 0), table_of(state.deal)) == ([0, 0, 0, 1], [0, 0, 0, 1])


def test_a_protected_first_trick_counts_only_against_a_and_k_and_the_viewers_own_plays_count_for_nothing() -> None:
    protected = play(void_deal(HeartsOptions(pass_count=0, first_trick_protection=True)), "0:2C", "1:3C", "2:4C",
                     "3:6D")
    free = play(void_deal(HeartsOptions(pass_count=0, first_trick_protection=False)), "0:2C", "1:3C", "2:4C",
                "3:6D")
    assert infer.declined_dumps(RULES.observe(protected, 0), table_of(protected.deal)) == ([0, 0, 0, 0], [0, 0, 0, 1])
    assert infer.declined_dumps(RULES.observe(free, 0), table_of(free.deal)) == ([0, 0, 0, 1], [0, 0, 0, 1])
    assert infer.declined_dumps(RULES.observe(free, 3), table_of(free.deal)) == ([0, 0, 0, 0], [0, 0, 0, 0])


def test_a_low_spade_under_a_or_k_counts_against_the_queen_and_nothing_counts_once_she_is_out() -> None:
    state = play(void_deal(HeartsOptions(pass_count=0, first_trick_protection=False)), "0:2C", "1:3C", "2:4C",
                 "3:6D")
    # P2 won the first trick with 4♣ and leads 5♠: P3 2♠ (under nothing), P0 K♠, P1 4♠ (under K♠)
    state = play(state, "2:5S", "3:2S", "0:KS", "1:4S")
    view = RULES.observe(state, 0)
    assert infer.declined_dumps(view, table_of(state.deal)) == ([0, 1, 0, 1], [0, 0, 0, 1])
    # P0 leads 3♠, P1 7♠, P2 Q♠ (it takes the queen itself); then P3 throws 8♦ on 7♣: no longer counted
    state = play(state, "0:3S", "1:7S", "2:QS", "3:8S", "2:7C", "3:8D", "0:5C", "1:6C")
    assert state.taken[2] & hard.QS_BIT and RULES.observe(state, 0).voids[3] & 1
    view = RULES.observe(state, 0)
    assert infer.declined_dumps(view, table_of(state.deal)) == ([0, 1, 0, 1], [0, 0, 0, 1])


def test_the_dealer_puts_the_queen_less_often_with_a_seat_that_passed_up_a_dump() -> None:
    state = play(stacked(HeartsOptions(pass_count=0)), "0:2C", "1:3C", "2:4C", "3:8C", "3:QC", "0:KC", "1:AC",
                 "2:7C", "1:6C", "2:JC", "3:6D")
    view = RULES.observe(state, 0)
    t = table_of(state.deal)
    queen, ace = parse_card("QS").bit, parse_card("AS").bit
    assert view.hand_sizes[1:] == (10, 10, 10) and view.hand_mask & parse_card("KS").bit

    def shares(tell: float) -> list[list[int]]:
        dealer = Dealer(view, tell, t)
        rng = random.Random(3)
        out = [[0, 0, 0, 0], [0, 0, 0, 0]]
        for _ in range(3000):
            hands = dealer.deal(rng)
            assert [h.bit_count() for h in hands] == list(view.hand_sizes)
            for s in range(4):
                out[0][s] += bool(hands[s] & queen)
                out[1][s] += bool(hands[s] & ace)
        return out

    before, after = shares(1.0), shares(0.25)
    # room 10, 10, 10 weighted 1, 1, 0.25: P3 holds Q♠ and A♠ in 1/9 of the worlds instead of about 1/3
    assert all(800 < before[k][3] < 1200 for k in (0, 1))
    assert all(250 < after[k][3] < 420 for k in (0, 1))
    assert all(1200 < after[k][s] < 1450 for k in (0, 1) for s in (1, 2))
    # without the setting the dealer deals exactly as before, and so does one with no passed-up dump
    for n in range(20):
        assert Dealer(view, 1.0, t).deal(random.Random(n)) == Dealer(view).deal(random.Random(n))
    fresh = RULES.observe(play(stacked(HeartsOptions(pass_count=0)), "0:2C", "1:3C", "2:4C", "3:8C"), 3)
    for n in range(20):
        assert Dealer(fresh, 0.25, t).deal(random.Random(n)) == Dealer(fresh).deal(random.Random(n))


# --- the plain playouts and the moon guard ------------------------------------------------------------------

@pytest.mark.parametrize(("hand", "trick", "after", "card"), [
    ("5C 9C 3D 7D", "", 3, "5C"),              # lead: the lowest card of the suit drawn (the first: clubs)
    ("5C 9C KC 3D", "10C", 2, "9C"),           # duck with the highest card that still loses
    ("QS 10S AS 3D", "KS", 2, "QS"),           # Q♠ first when it ducks
    ("KC AC 3D", "10C", 0, "AC"),              # last and unable to duck: the highest
    ("KC AC 3D", "10C", 1, "KC"),              # not last and unable to duck: the lowest
    ("QS AS 9H 3D", "10C", 2, "QS"),           # void: Q♠ first
    ("AS KS 9H 3D", "10C", 2, "AS"),           # then A♠/K♠
    ("5S 9H JH 3D", "10C", 2, "JH"),           # then the highest heart
    ("3D JD", "10C", 2, "JD"),                 # then the highest card ...
    ("5S 3D JD", "10C", 2, "5S"),              # ... of the last suit in the order clubs, diamonds, hearts, spades
])
def test_plain_ducking_plays_the_card_its_rules_name(hand: str, trick: str, after: int, card: str) -> None:
    h = mask(hand)
    cur = [index(c) for c in trick.split()]
    led = cur[0] // 13 if cur else -1
    follow = h & (0x1FFF << (13 * led)) if cur else 0
    legal = follow or h
    tmask = sum(1 << i for i in cur)
    assert plain_policy(1, legal, h, cur, tmask, tmask, 5, after, 0, -1, [0] * 4, no_random) == index(card)


def test_the_moon_guard_defends_from_the_first_penalty_cards() -> None:
    pens = mask("4H 9H 2H")                     # P2 took every penalty card so far
    hand = mask("QH 3H 5C AC")
    # P2 wins the trick: take it if we can (the lowest card that beats it) ...
    assert moon_guard(0, mask("5C AC"), [index("JC"), index("3C")], 1, pens, 2, 3) == index("AC")
    # ... else keep the stoppers: the lowest
    assert moon_guard(0, mask("5C 3C"), [index("JC"), index("3D")], 1, pens, 2, 3) == index("3C")
    # void while P2 wins it: no penalty card on P2 (none left here but hearts: the lowest)
    assert moon_guard(0, hand & ~mask("5C AC"), [index("JD"), index("3D")], 1, pens, 2, 3) == index("3H")
    # void while another seat (P3, the leader) wins it: the highest heart on that seat
    assert moon_guard(0, hand & ~mask("5C AC"), [index("JD")], 2, pens, 2, 3) == index("QH")
    # fewer penalty cards than ``start``: not yet
    assert moon_guard(0, mask("5C AC"), [index("JC"), index("3C")], 1, pens, 2, 4) == -1
    # nobody holds them all: no defence; the defender itself: none
    assert moon_guard(0, mask("5C AC"), [index("JC"), index("3C")], 1, pens, -1, 1) == -1
    assert moon_guard(2, mask("5C AC"), [index("JC"), index("3C")], 1, pens, 2, 1) == -1
    # the guarded policy plays the guard's card, and its own otherwise
    guard = guarded(never, 1)
    assert guard(0, mask("5C AC"), hand, [index("JC"), index("3C")], 0, pens, 5, 1, pens, 2, [0] * 4,
                 no_random) == index("AC")
    assert guarded(duck_policy, 1)(0, mask("5C AC"), hand, [index("JC"), index("3C")], 0, 0, 5, 1, 0, -1,
                                   [0] * 4, no_random) == index("5C")


# --- the player's switches -----------------------------------------------------------------------------------------

def test_the_moon_switch_decides_whether_moon_plans_are_searched() -> None:
    state = play(stacked(HeartsOptions(pass_count=0)), "0:2C", "1:3C", "2:4C", "3:8C", "3:QC")
    view = RULES.observe(state, 0)
    prior = MediumPlayer().advise(view, random.Random(0))
    # P0's clubs on Q♣, medium's card first (none touch: 6♣ 7♣ and 10♣ J♣ are out)
    ducks = ["9C (duck)", "5C (duck)", "KC (duck)"]
    assert [str(p) for p in HardPlayer(moon="off").candidates(view, prior)] == ducks
    for moon in ("open", "safe"):
        assert [str(p) for p in HardPlayer(moon=moon).candidates(view, prior)] == \
            ducks + ["9C (shoot)", "5C (shoot)", "KC (shoot)"]


def dealt_with(hand: str) -> HeartsState:
    """A deal without passing in which P0 holds ``hand`` (and 2♣, so it leads); the other 39 cards
    go round P1, P2, P3 in the deck's order."""
    mine = parse_cards(hand)
    rest = [c for c in parse_cards(" ".join(HANDS)) if c not in mine]
    rest.sort(key=lambda c: c.index)
    hands = [mine] + [rest[k::3] for k in range(3)]
    return RULES.new_deal(HeartsOptions(pass_count=0), 4, 3, random.Random(0), deck=stack_deck(hands, 3))


@pytest.mark.parametrize(("hand", "held"), [
    ("2C 3D 4D 5D AS KS AH KH QH JH 10H 9H 8H", True),     # six hearts out, all under the hand's seven
    ("2C 3D 4D 5D AS KS AH KH QH JH 10H 3H 2H", False),    # 4♥-9♥ out: five hearts above 9♥, one short
    ("2C 3D 4D 5D AS 3S AH KH QH JH 10H 9H 8H", False),    # K♠ and Q♠ out: the queen can be taken by K♠
    ("2C 3D 4D 5D QS 3S AH KH QH JH 10H 9H 8H", True),     # the queen is the hand's own
])
def test_the_stoppers_are_counted_from_the_hand_and_the_cards_gone(hand: str, held: bool) -> None:
    assert hard.stoppers_held(RULES.observe(dealt_with(hand), 0)) is held


@pytest.mark.parametrize(("hand", "shoot"), [
    ("2C 3D 4D 5D AS KS AH KH QH JH 10H 9H 8H", ["3D (shoot)", "AS (shoot)"]),
    ("2C 3D 4D 5D AS KS AH KH QH JH 10H 3H 2H", []),
])
def test_with_moon_held_the_moon_plans_wait_for_the_stoppers(hand: str, shoot: list[str]) -> None:
    # A♣ takes P0's 2♣, P0 takes P3's 3♠ with K♠ and leads, with a diamond and A♠ to choose from
    state = play(dealt_with(hand), "0:2C", "1:QC", "2:KC", "3:AC", "3:3S", "0:KS", "1:10S", "2:JS")
    view = RULES.observe(state, 0)
    prior = MediumPlayer().advise(view, random.Random(0))
    ducks = ["3D (duck)", "AS (duck)"]
    assert [str(p) for p in HardPlayer(moon="held").candidates(view, prior)] == ducks + shoot
    assert [str(p) for p in HardPlayer(moon="open").candidates(view, prior)] == ducks + ["3D (shoot)", "AS (shoot)"]


def test_the_stoppers_in_one_world_are_counted_hand_by_hand() -> None:
    hands = [mask("AH KH QH 2C"), mask("JH 2H 3C"), mask("10H 4H 4C"), mask("5C 6C")]
    assert hard.stoppers_in(hands, 0)                       # three above J♥ for two, three above 10♥ for two
    hands[2] |= mask("9H 8H")
    assert not hard.stoppers_in(hands, 0)                   # four hearts under 10♥: only three above it
    hands[2] &= ~mask("9H 8H")
    assert hard.stoppers_in(hands, 0)
    assert not hard.stoppers_in([hands[0], hands[1] | mask("QS"), hands[2], hands[3] | mask("KS")], 0)
    assert hard.stoppers_in([hands[0] | mask("AS KS"), hands[1] | mask("QS"), hands[2], hands[3]], 0)
    assert not hard.stoppers_in(hands, 1)                   # P1's J♥ is under P0's hearts


def test_with_moon_world_the_others_defend_only_where_a_stopper_is_out() -> None:
    seen: set[int] = set()

    def defend(seat: int, *rest: Any) -> int:
        seen.add(seat)
        return int(duck_policy(seat, *rest))

    state = play(dealt_with("2C 3D 4D 5D AS KS AH KH QH JH 10H 3H 2H"),
                 "0:2C", "1:QC", "2:KC", "3:AC", "3:3S", "0:KS", "1:10S", "2:JS")
    view = RULES.observe(state, 0)
    shoot = [hard.Plan(m, m.cards[0].bit, True) for m in view.legal_moves]
    evaluator = hard.KernelEvaluator(defend=defend, held=True).styled((), table_of(state.deal))
    hands = list(state.hands)
    assert hard.stoppers_in(hands, 0)                       # two of 4♥-9♥ in each hand: all drawn
    for n in range(10):
        evaluator.evaluate(Position(hands, (), 0, state.trick_no, state.broken, state.taken), 0, shoot, random.Random(n))
    assert seen == set()
    out = mask("4H 5H 6H 7H 8H 9H")
    for seat in (2, 3):                                     # P1 gets every heart out for other cards
        gives = hands[seat] & out
        takes = sum(1 << i for i in [i for i in range(52) if hands[1] >> i & 1 and not out >> i & 1][:gives.bit_count()])
        hands[1] = hands[1] & ~takes | gives
        hands[seat] = hands[seat] & ~gives | takes
    assert [h.bit_count() for h in hands] == [h.bit_count() for h in state.hands]
    assert not hard.stoppers_in(hands, 0)                   # six hearts under 9♥ in P1's hand: five above it
    for n in range(10):
        evaluator.evaluate(Position(hands, (), 0, state.trick_no, state.broken, state.taken), 0, shoot, random.Random(n))
    assert seen


def test_unknown_settings_are_refused() -> None:
    with pytest.raises(ValueError, match="no such hard setting"):
        HardPlayer(moon="sometimes")
    with pytest.raises(ValueError, match="no such hard setting"):
        HardPlayer(rollout="random")


def test_the_fast_dealer_serves_the_play_only() -> None:
    state = stacked(HeartsOptions(pass_count=3))
    player = HardPlayer(seconds=None, playouts=10)                      # the shipped level's dealer
    assert player.sampler(RULES.observe(state, 0), random.Random(0)) is player.rules      # the pass
    rng = random.Random(1)
    for seat in range(4):
        state = RULES.apply(state, seat, MediumPlayer().choose(RULES.observe(state, seat), rng))
    assert isinstance(player.sampler(RULES.observe(state, 0), random.Random(0)), Dealer)
    assert isinstance(HardPlayer(deal=False).sampler(RULES.observe(state, 0), random.Random(0)), HeartsRules)
    shown = play(stacked(HeartsOptions(pass_count=0, open_hands=True)), "0:2C")
    assert player.sampler(RULES.observe(shown, 1), random.Random(0)) is player.rules     # open hands: no dealing


def test_in_a_moon_plan_the_counters_defend_and_a_beginner_does_not() -> None:
    seen: dict[str, set[int]] = {"defend": set(), "beginner": set()}

    def spy(name: str, policy: Any) -> Any:
        def watched(seat: int, legal: int, *rest: Any) -> int:
            seen[name].add(seat)
            return int(policy(seat, legal, *rest))
        return watched

    state = play(stacked(HeartsOptions(pass_count=0)), "0:2C", "1:3C", "2:4C", "3:8C")
    view = RULES.observe(state, 3)
    moves = list(view.legal_moves)
    shoot = [hard.Plan(m, m.cards[0].bit, True) for m in moves]
    evaluator = hard.KernelEvaluator(beginner=spy("beginner", plain_policy), defend=spy("defend", duck_policy))
    styled = evaluator.styled((0.0, 1.0, 0.0, 0.0), table_of(state.deal))     # P1 plays like a beginner
    for n in range(20):
        styled.evaluate(RULES.sample_world(view, random.Random(n)), 3, shoot, random.Random(n))
    assert seen == {"defend": {0, 2}, "beginner": {1}}
    seen["defend"].clear()
    duck = [hard.Plan(m, m.cards[0].bit, False) for m in moves]
    for n in range(20):
        styled.evaluate(RULES.sample_world(view, random.Random(n)), 3, duck, random.Random(n))
    assert seen["defend"] == set()                         # duck plans meet the usual play


class Fixed(random.Random):
    """A generator whose ``random()`` is always ``value`` (the evaluator's draws of a world)."""

    def __init__(self, value: float) -> None:
        super().__init__(0)
        self.value = value

    def random(self) -> float:
        return self.value


def recorded_playouts(monkeypatch: pytest.MonkeyPatch) -> tuple[list[list[Any]], Any]:
    """The policies every playout of the hard evaluator is given (recorded as they are asked for),
    and a position after the first three cards of a four-player deal without passing."""
    seen: list[list[Any]] = []

    def recording(t: Any, start: Position, policies: list[Any], *rest: Any) -> list[int]:
        seen.append(list(policies))
        return list(playout(t, start, policies, *rest))

    monkeypatch.setattr(hard, "playout", recording)
    return seen, play(stacked(HeartsOptions(pass_count=0)), "0:2C", "1:3C", "2:4C", "3:8C")


def first_plans(state: HeartsState) -> tuple[Position, hard.Plan, hard.Plan]:
    """The position as the evaluator's world, and P3's first legal card as a moon plan and as a
    ducking plan."""
    world = Position(state.hands, state.trick, state.leader, state.trick_no, state.broken, state.taken)
    move = RULES.observe(state, 3).legal_moves[0]
    return world, hard.Plan(move, move.cards[0].bit, True), hard.Plan(move, move.cards[0].bit, False)


def test_with_doubt_the_moon_plans_meet_defenders_in_that_share_of_the_worlds(monkeypatch: pytest.MonkeyPatch) -> None:
    seen, state = recorded_playouts(monkeypatch)
    t = table_of(state.deal)
    world, shoot, duck = first_plans(state)
    # P1 plays like a beginner in every world (its share is 1); the doubt is a quarter of the worlds
    styled = hard.KernelEvaluator(duck_policy, beginner=plain_policy, doubt=0.25, guard=2).styled(
        (0.0, 1.0, 0.0, 0.0), t)
    guard_duck, guard_plain = styled.guarded[duck_policy], styled.guarded[plain_policy]
    # a world drawn under the doubt (every draw 0.1): every other seat defends, the beginner too
    styled.evaluate(world, 3, [shoot, duck], Fixed(0.1))
    assert seen == [[guard_duck, guard_plain, guard_duck, shoot_policy], [duck_policy, plain_policy, duck_policy,
                                                                           duck_policy]]
    # a world drawn above it (0.5): the usual play, as without doubt
    seen.clear()
    styled.evaluate(world, 3, [shoot, duck], Fixed(0.5))
    assert seen == [[duck_policy, plain_policy, duck_policy, shoot_policy], [duck_policy, plain_policy, duck_policy,
                                                                             duck_policy]]
    # the guarded policies defend from ``guard`` penalty cards on
    pens = mask("4H 9H")                                    # P2 took both penalty cards so far
    trick = [index("JC"), index("3C")]
    assert guard_duck(0, mask("5C AC"), mask("5C AC"), trick, 0, pens, 5, 1, pens, 2, [0] * 4, no_random) == index("AC")
    with pytest.raises(ValueError, match="no such hard setting"):
        HardPlayer(moon="off", doubt=0.5)
    with pytest.raises(ValueError, match="no such hard setting"):
        HardPlayer(doubt=1.5)


def test_unfed_others_give_the_shooter_no_penalty_card_they_can_keep() -> None:
    fed = unfed(plain_policy, 2)                           # P2 shoots
    hand = mask("QS 9H 5D")
    # P0 void in clubs, P2 (the leader) winning with J♣: plain ducking would dump Q♠; unfed throws 5♦
    assert plain_policy(0, hand, hand, [index("JC"), index("3C")], 0, 0, 5, 1, 0, -1, [0] * 4, no_random) == index("QS")
    assert fed(0, hand, hand, [index("JC"), index("3C")], 0, 0, 5, 1, 0, -1, [0] * 4, no_random) == index("5D")
    # P3 leads and wins so far: the queen goes to P3 as usual
    assert fed(0, hand, hand, [index("JC")], 0, 0, 5, 2, 0, -1, [0] * 4, no_random) == index("QS")
    # nothing but penalty cards: one of them has to go
    assert fed(0, mask("QS 9H"), mask("QS 9H"), [index("JC"), index("3C")], 0, 0, 5, 1, 0, -1, [0] * 4,
               no_random) == index("QS")
    # following hearts under the shooter's heart: a heart it must be
    assert fed(0, mask("9H"), mask("9H 5D"), [index("JH"), index("3H")], 0, 0, 5, 1, 0, -1, [0] * 4,
               no_random) == index("9H")
    # Q♠ ducked under the shooter's K♠ when a lower spade would do
    assert fed(0, mask("QS 4S"), mask("QS 4S 5D"), [index("KS"), index("3S")], 0, 0, 5, 1, 0, -1, [0] * 4,
               no_random) == index("4S")
    # with a start: only once the shooter holds every penalty card taken, that many or more
    late = unfed(plain_policy, 2, 3)
    trick = [index("JC"), index("3C")]
    assert late(0, hand, hand, trick, 0, 0, 5, 1, mask("2H 3H"), 2, [0] * 4, no_random) == index("QS")
    assert late(0, hand, hand, trick, 0, 0, 5, 1, mask("2H 3H 4H"), 1, [0] * 4, no_random) == index("QS")
    assert late(0, hand, hand, trick, 0, 0, 5, 1, mask("2H 3H 4H"), 2, [0] * 4, no_random) == index("5D")


def test_with_moon_unfed_the_moon_plans_meet_unfed_others(monkeypatch: pytest.MonkeyPatch) -> None:
    seen, state = recorded_playouts(monkeypatch)
    world, shoot, duck = first_plans(state)
    player = HardPlayer(moon="unfed")
    assert isinstance(player.evaluator, hard.KernelEvaluator) and player.evaluator.unfed
    styled = player.evaluator.styled((0.0, 1.0, 0.0, 0.0), table_of(state.deal))
    styled.evaluate(world, 3, [shoot, duck], random.Random(0))
    moon, ducking = seen
    assert moon[3] is shoot_policy and ducking == [duck_policy, hard.simple_duck_policy, duck_policy, duck_policy]
    hand = mask("QS 9H 5D")                                # P0 and P1 (a beginner here) keep Q♠ off P3's trick
    for seat, trick in ((0, [index("JC")]), (1, [index("JC"), index("3C")])):   # P3 led J♣
        after = 3 - len(trick)
        assert ducking[seat](seat, hand, hand, trick, 0, 0, 5, after, 0, -1, [0] * 4, no_random) == index("QS")
        assert moon[seat](seat, hand, hand, trick, 0, 0, 5, after, 0, -1, [0] * 4, no_random) == index("5D")


def test_a_thinker_defends_the_moon_plans_and_otherwise_plays_card_sense(monkeypatch: pytest.MonkeyPatch) -> None:
    seen, state = recorded_playouts(monkeypatch)
    t = table_of(state.deal)
    world, shoot, duck = first_plans(state)
    # P1: a beginner in 0.3 of the worlds, a thinker in the next 0.4, a counter in the rest
    styled = hard.KernelEvaluator(duck_policy, beginner=plain_policy, guard=2).styled(
        (0.0, 0.3, 0.0, 0.0), t, (0.0, 0.4, 0.0, 0.0))
    guard_duck = styled.guarded[duck_policy]
    for draw, moon, ducking in ((0.1, plain_policy, plain_policy), (0.5, guard_duck, duck_policy),
                                (0.9, duck_policy, duck_policy)):
        seen.clear()
        styled.evaluate(world, 3, [shoot, duck], Fixed(draw))
        assert seen == [[duck_policy, moon, duck_policy, shoot_policy], [duck_policy, ducking, duck_policy, duck_policy]]
    # the searching seat is never read: its thinker share is ignored
    seen.clear()
    hard.KernelEvaluator(duck_policy, guard=2).styled((0.0,) * 4, t, (0.0, 0.0, 0.0, 1.0)).evaluate(
        world, 3, [shoot], Fixed(0.5))
    assert seen == [[duck_policy, duck_policy, duck_policy, shoot_policy]]


def test_the_thinker_setting_reads_three_kinds_and_refuses_shares_out_of_range() -> None:
    state = play(stacked(HeartsOptions(pass_count=0)), "0:2C", "1:3C", "2:4C", "3:8C")
    view = RULES.observe(state, 0)
    player = HardPlayer(seconds=None, playouts=4, wall=None, think=0.5, thinkers=0.25)
    styled = player.evaluator_for(view, random.Random(1))
    assert isinstance(styled, hard.KernelEvaluator)
    beginner, thinker = read_minds(view, RULES.sample_world, table_of(view.deal), random.Random(1), 0.5, 0.25)
    assert (styled.styles, styled.thinkers) == (beginner, thinker)
    assert thinker[0] == 0.0 and all(0.0 < share < 1.0 for share in thinker[1:])
    assert HardPlayer(seconds=None, playouts=4, wall=None).evaluator_for(view, random.Random(1)).thinkers == ()
    for bad in ({"think": 1.0}, {"think": -0.1}, {"thinkers": 1.0}):
        with pytest.raises(ValueError, match="no such hard setting"):
            HardPlayer(**bad)


def test_a_moon_plan_must_gain_the_margin_over_the_best_ducking_plan() -> None:
    plays = [hard.PLAYS[index(card)] for card in ("2C", "KC", "AC")]
    plans = (hard.Plan(plays[0], 1 << index("2C"), False), hard.Plan(plays[1], 1 << index("KC"), False),
             hard.Plan(plays[2], 1 << index("AC"), False), hard.Plan(plays[2], 1 << index("AC"), True))

    def stats(*history: tuple[float, ...], counts: tuple[int, ...] = (4, 4, 4, 4)) -> SearchStats:
        return SearchStats(plans, tuple(sum(h) for h in history), counts, 4, 16, 0.1, history)

    player = HardPlayer(margin=2.0)
    # the moon plan (+3 a world) beats K♣ ducking (+1.5) by 1.5 < 2: K♣, clearly better than the prior
    clear = stats((0.0, 0.0, 0.0, 0.0), (1.5, 1.5, 1.5, 1.5), (0.5, 0.5, 0.5, 0.5), (3.0, 3.0, 3.0, 3.0))
    assert HardPlayer(margin=0.0).pick(clear) == 3 and player.pick(clear) == 1
    # by 2 or more: the moon plan
    wide = stats((0.0, 0.0, 0.0, 0.0), (1.0, 1.0, 1.0, 1.0), (0.5, 0.5, 0.5, 0.5), (3.0, 3.0, 3.0, 3.0))
    assert player.pick(wide) == 3
    # the best ducking plan gains too little over the prior (one standard error): the prior
    noisy = stats((0.0, 0.0, 0.0, 0.0), (3.0, -2.0, 3.0, -2.0), (0.5, 0.5, 0.5, 0.5), (2.0, 2.0, 2.0, 2.0))
    assert player.pick(noisy) == 0
    # a ducking plan pruned before the end does not count: the best of the others is the prior itself
    pruned = stats((1.0, 1.0, 1.0, 1.0), (9.0, 9.0), (0.5, 0.5, 0.5, 0.5), (2.0, 2.0, 2.0, 2.0), counts=(4, 2, 4, 4))
    assert player.pick(pruned) == 0
    with pytest.raises(ValueError, match="no such hard setting"):
        HardPlayer(margin=-1.0)


def test_with_endsolve_a_moon_plan_meets_perfect_defence_in_the_last_tricks() -> None:
    # Two tricks left, P0 to lead, having taken every card played (eleven hearts and Q♠). P1 is void
    # in clubs and holds K♥: thrown on P0's A♣ it feeds the moon, kept it wins P0's Q♥ at the end.
    hands = [mask("AC QH"), mask("KH 5D"), mask("3C 4C"), mask("5C 6C")]
    everything = (1 << 52) - 1
    taken = [everything & ~sum(hands), 0, 0, 0]
    world = Position(hands, (), 0, 12, True, taken)
    t = table_of(stacked(HeartsOptions(pass_count=0)).deal)

    def feeder(seat: int, legal: int, *rest: Any) -> int:
        hearts = legal & mask("2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH")
        return (hearts or legal).bit_length() - 1

    move = hard.PLAYS[index("AC")]
    plans = [hard.Plan(move, move.cards[0].bit, True), hard.Plan(move, move.cards[0].bit, False)]

    def values(endsolve: int) -> list[float]:
        evaluator = hard.KernelEvaluator(feeder, shoot=feeder, endsolve=endsolve).styled((), t)
        return evaluator.evaluate(world, 0, plans, random.Random(1))

    moon, stopped = 26.0, -(24 - 2 / 3)          # P0's points relative to the table, signed (larger is better)
    assert values(0) == [moon, moon]                     # the playouts feed K♥ to the shooter
    assert values(2) == [pytest.approx(stopped), moon]   # both tricks solved: P1 keeps K♥ and stops the moon
    assert values(1) == [moon, moon]                     # K♥ already fed before the last trick is solved
