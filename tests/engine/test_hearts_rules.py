"""Hjerterfri: the worked scenarios H1-H20 of ``resources/rules/en/hearts.md#how-a-hand-goes``, built from
stacked decks and move texts, plus the refusals the issue names.

Where a scenario's literal position cannot arise in play (H8: holding exactly three hearts while
leading the 11th trick with hearts unbroken needs the other three players to follow 30 non-hearts,
but they hold only 29), the test builds the nearest reachable position that exercises the same rule.
"""

from __future__ import annotations

import random

import pytest

from fjols_desktop.engine.cards import cards_of, parse_card, parse_cards, stack_deck
from fjols_desktop.engine.errors import IllegalMoveError, InvalidMoveError, InvalidOptionError, Reason
from fjols_desktop.engine.game_loop import replay
from fjols_desktop.engine.games.hearts import HeartsOptions, HeartsRules
from fjols_desktop.engine.games.hearts.options import (
    FirstTrickForcedDiscard,
    FivePlayersRemove,
    HeartsBrokenBy,
    MoonMode,
    PassCycleOdd,
    TieRule,
)
from fjols_desktop.engine.games.hearts.state import PLAY, pass_direction
from fjols_desktop.engine.match import Match
from fjols_desktop.engine.rules import DealResult, MatchContext

RULES = HeartsRules()
NO_PASS = HeartsOptions(pass_count=0)


def deal(hands: list[str], options: HeartsOptions = NO_PASS, dealer: int = 3, context: MatchContext | None = None):
    order = stack_deck([parse_cards(h) for h in hands], dealer)
    return RULES.new_deal(options, len(hands), dealer, random.Random(0), deck=order, context=context)


def legal(state, seat: int) -> list[str]:
    return sorted(str(m) for m in RULES.legal_moves(state, seat))


def play(state, *moves: str):
    """Apply moves written "seat:card", e.g. "0:2C"."""
    pairs = []
    for text in moves:
        seat, move = text.split(":")
        pairs.append((int(seat), move))
    return replay(RULES, state, pairs)


def cards(text: str) -> list[str]:
    return sorted(text.split())


# A 4-player deal (no passing) in which P1 wins trick 1 and P0 the next two, so P0 leads trick 4
# with 8♠ and nine hearts while hearts are still unbroken.
H7_HANDS = [
    "2C AC AD 8S 3H 4H 5H 6H 7H 8H 9H 10H JH",
    "KC 6C 2D 5C 9C 5D 6D 7D 2S 3S 4S 5S 6S",
    "3C 7C 3D 10C JC 8D 9D 10D 7S 9S 10S JS QS",
    "4C 8C 4D QC JD QD KD KS AS 2H QH KH AH",
]
FIRST_THREE_TRICKS = ("0:2C", "1:KC", "2:3C", "3:4C", "1:6C", "2:7C", "3:8C", "0:AC", "0:AD", "1:2D", "2:3D", "3:4D")


# --- H1-H3: the passing cycle, the deck per table size, the opening lead ---------------------------------

def test_h1_four_player_cycle_is_left_right_across_hold() -> None:
    assert [pass_direction(HeartsOptions(), 4, n) for n in range(5)] == ["left", "right", "across", "hold", "left"]


def test_h1_passes_move_the_cards_in_the_named_direction() -> None:
    match = Match.new("hearts", 4, HeartsOptions(), seed=3)
    directions = []
    for number in range(4):
        state = RULES.new_deal(HeartsOptions(), 4, 0, random.Random(number), context=MatchContext(number))
        directions.append(state.deal.direction)
        if state.deal.direction == "hold":
            assert state.phase == PLAY
            continue
        before = state.hands
        chosen = {}
        for seat in range(4):
            move = RULES.legal_moves(state, seat)[0]
            chosen[seat] = move.mask
            state = RULES.apply(state, seat, move)
        step = {"left": 1, "right": -1, "across": 2}[state.deal.direction]
        for seat in range(4):
            target = (seat + step) % 4
            assert state.hands[target] == (before[target] & ~chosen[target]) | chosen[seat]
    assert directions == ["left", "right", "across", "hold"]
    assert match.seats == 4


def test_h2_three_players() -> None:
    state = RULES.new_deal(HeartsOptions(), 3, 0, random.Random(5))
    assert sum(h.bit_count() for h in state.hands) == 51
    assert all(h.bit_count() == 17 for h in state.hands)
    everything = 0
    for h in state.hands:
        everything |= h
    assert not everything & parse_card("2D").bit
    assert pass_direction(HeartsOptions(), 3, 2) == "hold"
    third = RULES.new_deal(HeartsOptions(), 3, 2, random.Random(5), context=MatchContext(2))
    assert third.phase == PLAY and third.deal.direction == "hold"
    assert legal(third, third.turn) == ["2C"]


SPEC_FIVE = NO_PASS.replace(five_players_remove=FivePlayersRemove.TWO_DIAMONDS_TWO_CLUBS)


def test_h3_five_players_lead_the_three_of_clubs() -> None:
    """House rule five_players_remove=2D_2C (the spec's table): 2♣ is out, so 3♣ leads."""
    hands = ["4C 5C 6C 7C 8C 9C 10C JC QC KC", "AC 2H 3H 4H 5H 6H 7H 8H 9H 10H",
             "JH QH KH AH 2S 3S 4S 5S 6S 7S", "3C 8S 9S 10S JS QS KS AS 3D 4D",
             "5D 6D 7D 8D 9D 10D JD QD KD AD"]
    state = deal(hands, SPEC_FIVE, dealer=0)
    assert state.deal.cards_each == 10
    assert state.turn == 3
    assert legal(state, 3) == ["3C"]
    with pytest.raises(IllegalMoveError) as refused:
        RULES.apply(state, 3, RULES.parse_move("AS"))
    assert refused.value.reason.key == "must_lead_opening"
    assert refused.value.reason.arg("card") == "3C"
    with pytest.raises(ValueError):
        RULES.new_deal(HeartsOptions(), 5, 0, random.Random(0), deck=parse_cards("2C 3C"))


def test_five_players_keep_the_two_of_clubs_lead_by_default() -> None:
    """The rules text: the two of clubs always leads, so at five players the two of diamonds and the
    two of spades leave the pack."""
    hands = ["4C 5C 6C 7C 8C 9C 10C JC QC KC", "AC 2H 3H 4H 5H 6H 7H 8H 9H 10H",
             "JH QH KH AH 3C 3S 4S 5S 6S 7S", "2C 8S 9S 10S JS QS KS AS 3D 4D",
             "5D 6D 7D 8D 9D 10D JD QD KD AD"]
    state = deal(hands, dealer=0)
    assert (state.deal.cards_each, state.deal.opening, state.turn) == (10, parse_card("2C"), 3)
    assert legal(state, 3) == ["2C"]
    assert state.deal.deck == (1 << 52) - 1 - parse_card("2D").bit - parse_card("2S").bit
    shuffled = RULES.new_deal(HeartsOptions(), 5, 0, random.Random(7))
    held = 0
    for h in shuffled.hands:
        held |= h
    assert held == state.deal.deck and shuffled.phase != PLAY
    spec = RULES.new_deal(SPEC_FIVE, 5, 0, random.Random(7))
    assert spec.deal.opening == parse_card("3C") and not sum(spec.hands) & parse_card("2C").bit
    with pytest.raises(ValueError):   # a deck with the two of spades is not the default five-player pack
        deal(["4C 5C 6C 7C 8C 9C 10C JC QC KC", "AC 2H 3H 4H 5H 6H 7H 8H 9H 10H",
              "JH QH KH AH 2S 3S 4S 5S 6S 7S", "3C 8S 9S 10S JS QS KS AS 3D 4D",
              "5D 6D 7D 8D 9D 10D JD QD KD AD"], dealer=0)


# --- H4-H11: legal cards ---------------------------------------------------------------------------------

def test_h4_the_opening_lead_is_forced() -> None:
    state = deal(H7_HANDS)
    assert state.turn == 0
    assert legal(state, 0) == ["2C"]


def test_h5_no_points_in_the_first_trick() -> None:
    hands = ["2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC",
             "QS 9D 5H 2H 3H 4H 6H 7H 8H 9H 10H JH QH",
             "2D 3D 4D 5D 6D 7D 8D 10D JD QD KD AD KH",
             "2S 3S 4S 5S 6S 7S 8S 9S 10S JS KS AS AH"]
    state = play(deal(hands), "0:2C")
    assert legal(state, 1) == ["9D"]
    with pytest.raises(IllegalMoveError) as refused:
        RULES.apply(state, 1, RULES.parse_move("5H"))
    assert refused.value.reason.key == "no_points_first_trick"
    with pytest.raises(IllegalMoveError):
        RULES.apply(state, 1, RULES.parse_move("QS"))


H6_HANDS = ["4C 5C 6C 7C 8C 9C 10C JC QC KC", "3C AC 3D 4D 5D 6D 7D 8D 9D 10D",
            "QS 2H 3H 4H 5H 6H 7H 8H 9H 10H", "JH QH KH AH 2S 3S 4S 5S 6S 7S",
            "8S 9S 10S JS KS AS JD QD KD AD"]


def test_h6_a_hand_of_only_points_may_play_anything_in_trick_one() -> None:
    state = play(deal(H6_HANDS, SPEC_FIVE, dealer=0), "1:3C")
    assert state.turn == 2
    assert legal(state, 2) == cards("QS 2H 3H 4H 5H 6H 7H 8H 9H 10H")
    after = play(state, "2:7H")
    assert after.broken


def test_h6_heart_not_queen_option() -> None:
    options = SPEC_FIVE.replace(first_trick_forced_discard=FirstTrickForcedDiscard.HEART_NOT_QUEEN)
    state = play(deal(H6_HANDS, options, dealer=0), "1:3C")
    assert legal(state, 2) == cards("2H 3H 4H 5H 6H 7H 8H 9H 10H")
    with pytest.raises(IllegalMoveError) as refused:
        RULES.apply(state, 2, RULES.parse_move("QS"))
    assert refused.value.reason.key == "no_queen_first_trick"


def test_h7_hearts_may_not_be_led_before_they_are_broken() -> None:
    state = play(deal(H7_HANDS), *FIRST_THREE_TRICKS)
    assert state.trick_no == 4 and state.turn == 0 and not state.broken
    assert legal(state, 0) == ["8S"]
    with pytest.raises(IllegalMoveError) as refused:
        RULES.apply(state, 0, RULES.parse_move("3H"))
    assert refused.value.reason.key == "hearts_not_broken"


H8_HANDS = [H7_HANDS[0].replace("8S", "QH")] + H7_HANDS[1:3] + [H7_HANDS[3].replace("QH", "8S")]
ANY_HEART = NO_PASS.replace(hearts_broken_by=HeartsBrokenBy.ANY_HEART)


def test_h8_a_hand_of_only_hearts_may_lead_one() -> None:
    state = play(deal(H8_HANDS), *FIRST_THREE_TRICKS)
    assert not state.broken
    assert legal(state, 0) == cards("3H 4H 5H 6H 7H 8H 9H 10H JH QH")
    assert not play(state, "0:3H").broken          # the rules text: only a heart thrown on another suit
    assert play(deal(H8_HANDS, ANY_HEART), *FIRST_THREE_TRICKS, "0:3H").broken   # the spec's reading


def test_a_heart_led_from_a_hand_of_only_hearts_does_not_break_hearts() -> None:
    """The rules text: hearts are broken when someone throws a heart on a trick they cannot follow.
    P0 holds only hearts and leads 3♥; P1 and P2 have no hearts and throw other cards, P3 follows with
    K♥ and wins. Hearts are still not broken, so P3 may not lead a heart; with the house rule
    hearts_broken_by=any_heart the lead broke them."""
    trick4 = ("0:3H", "1:6S", "2:7S", "3:KH")
    state = play(deal(H8_HANDS), *FIRST_THREE_TRICKS, *trick4)
    assert (state.trick_no, state.turn, state.broken) == (5, 3, False)
    assert legal(state, 3) == cards("QC JD QD KD KS AS 8S")
    with pytest.raises(IllegalMoveError) as refused:
        RULES.apply(state, 3, RULES.parse_move("AH"))
    assert refused.value.reason.key == "hearts_not_broken"
    assert Reason.of("hearts_broken") not in RULES.observe(state, 0).facts   # the table does not claim it
    spec = play(deal(H8_HANDS, ANY_HEART), *FIRST_THREE_TRICKS, *trick4)
    assert spec.broken and legal(spec, 3) == cards("QC JD QD KD KS AS 8S 2H AH")
    assert Reason.of("hearts_broken") in RULES.observe(spec, 0).facts
    thrown = play(state, "3:KD", "0:4H")   # P0 cannot follow diamonds and throws a heart: now broken
    assert thrown.broken


def test_h9_only_hearts_and_the_queen_of_spades_lead_the_queen() -> None:
    hands = [H7_HANDS[0].replace("8S", "QS")] + H7_HANDS[1:2] + [H7_HANDS[2].replace("QS", "8S")] + H7_HANDS[3:]
    state = play(deal(hands), *FIRST_THREE_TRICKS)
    assert legal(state, 0) == ["QS"]
    options = HeartsOptions(pass_count=0, unbroken_heart_lead_with_queen=True)
    state = play(deal(hands, options), *FIRST_THREE_TRICKS)
    assert legal(state, 0) == cards("QS 3H 4H 5H 6H 7H 8H 9H 10H JH")


# P3 is void in diamonds, so it discards in trick 3 (led with A♦).
H10_HANDS = [H7_HANDS[0], H7_HANDS[1], "3C 7C 10C JC 3D 4D 8D 9D 10D JD QD KD 7S",
             "4C 8C QC 9S 10S JS QS KS AS 2H QH KH AH"]


def test_h10_a_discarded_heart_breaks_hearts() -> None:
    state = play(deal(H10_HANDS), *FIRST_THREE_TRICKS[:11], "3:2H")
    assert state.broken
    assert state.turn == 0 and state.trick_no == 4
    assert "3H" in legal(state, 0)


def test_h11_the_queen_of_spades_breaks_hearts_only_by_option() -> None:
    moves = FIRST_THREE_TRICKS[:11] + ("3:QS",)
    assert not play(deal(H10_HANDS), *moves).broken
    assert play(deal(H10_HANDS, HeartsOptions(pass_count=0, queen_breaks_hearts=True)), *moves).broken


# --- H12-H16: tricks and points ---------------------------------------------------------------------------

def test_h12_off_suit_cards_never_win() -> None:
    # trick 4: P0 leads 5D; P1 discards AS, P2 discards KH, P3 follows with 9D and wins
    hands = ["2C AC AD 5D 3H 4H 5H 6H 7H 8H 9H 10H JH",
             "KC 6C 2D 5C 9C 3S 4S AS 2S 5S 6S 7S 8S",
             "3C 7C 3D 10C JC QC KH QH AH 2H 9S 10S JS",
             "4C 8C 4D 9D 6D 7D 8D 10D JD QD KD KS QS"]
    moves = ("0:2C", "1:KC", "2:3C", "3:4C", "1:6C", "2:7C", "3:8C", "0:AC", "0:AD", "1:2D", "2:3D", "3:4D")
    state = play(deal(hands), *moves, "0:5D", "1:AS", "2:KH", "3:9D")
    assert state.leader == 3
    assert RULES.scores(state) == (0, 0, 0, 1)


def finish_with_policy(state, winner: int):
    """Play the hand out: ``winner`` plays its highest legal card, the others their lowest."""
    while state.phase == PLAY:
        seat = state.turn
        moves = sorted(RULES.legal_moves(state, seat), key=lambda m: (m.card.rank, m.card.suit))
        state = RULES.apply(state, seat, moves[-1] if seat == winner else moves[0])
    return state


def test_h13_hearts_count_one_and_the_queen_thirteen() -> None:
    from fjols_desktop.engine.cards import mask_of
    from fjols_desktop.engine.games.hearts.state import hand_points
    assert hand_points(HeartsOptions(), mask_of(parse_cards("2H 5H 9H JH AH QS 3C KD"))) == 18


MOON_HANDS = ["2C 3C 4C 5C 6C 7C 8C 9C 10C JC 2D 3D 4D",
              "5D 6D 7D 8D 9D 10D JD 2S 3S 4S 5S 6S 7S",
              "AS KS QS AH KH QH JH AD KD QD AC KC QC",
              "8S 9S 10S JS 2H 3H 4H 5H 6H 7H 8H 9H 10H"]


def test_h14_shooting_the_moon_gives_the_others_26() -> None:
    state = finish_with_policy(deal(MOON_HANDS), winner=2)
    assert RULES.is_over(state)
    assert state.points == (26, 26, 0, 26)
    assert RULES.deal_result(state).notes[0].key == "moon"


def test_h15_self_minus_26() -> None:
    options = HeartsOptions(pass_count=0, moon_mode=MoonMode.SELF_MINUS_26)
    state = finish_with_policy(deal(MOON_HANDS, options), winner=2)
    assert state.points == (0, 0, -26, 0)


def test_h16_ten_of_diamonds_bonus() -> None:
    from fjols_desktop.engine.cards import mask_of
    from fjols_desktop.engine.games.hearts.state import hand_points
    on = HeartsOptions(ten_of_diamonds=True)
    assert hand_points(on, mask_of(parse_cards("10D 2H 3H 4H"))) == -7
    assert hand_points(HeartsOptions(), mask_of(parse_cards("10D 2H 3H 4H"))) == 3
    # a moon hand with the bonus: the shooter took 10D as well
    state = finish_with_policy(deal(MOON_HANDS, HeartsOptions(pass_count=0, ten_of_diamonds=True)), winner=2)
    assert state.points == (26, 26, -10, 26)


# --- H17-H20: the end of the game ---------------------------------------------------------------------------

def results(*totals: tuple[int, ...]) -> tuple[DealResult, ...]:
    return tuple(DealResult(points=t) for t in totals)


def test_h17_tie_for_lowest_shares_the_win_or_plays_on() -> None:
    done = results((98, 104, 60, 60))
    assert RULES.match_over(HeartsOptions(), 4, done)
    assert RULES.match_winners(HeartsOptions(), 4, done) == (2, 3)
    assert not RULES.match_over(HeartsOptions(tie_rule=TieRule.PLAY_ON), 4, done)
    assert RULES.match_over(HeartsOptions(tie_rule=TieRule.PLAY_ON), 4, done + results((0, 0, 1, 0)))


def test_h18_nobody_at_the_target_continues() -> None:
    assert not RULES.match_over(HeartsOptions(), 4, results((99, 99, 20, 40)))


def test_h19_a_moon_that_ends_the_game() -> None:
    context = MatchContext(1, results((80, 50, 90, 85)))
    hands = [MOON_HANDS[1], MOON_HANDS[2], MOON_HANDS[3], MOON_HANDS[0]]  # the shooter's hand at seat 1
    state = finish_with_policy(deal(hands, context=context), winner=1)
    assert state.points == (26, 0, 26, 26)
    everything = context.results + (RULES.deal_result(state),)
    assert MatchContext(2, everything).totals(4) == (106, 50, 116, 111)
    assert RULES.match_over(NO_PASS, 4, everything)
    assert RULES.match_winners(NO_PASS, 4, everything) == (1,)


def test_h20_the_shooter_chooses_minus_26_when_plus_26_would_lose() -> None:
    options = HeartsOptions(pass_count=0, moon_mode=MoonMode.SHOOTER_CHOOSES)
    context = MatchContext(1, results((60, 75, 10, 20)))
    hands = [MOON_HANDS[2], MOON_HANDS[3], MOON_HANDS[0], MOON_HANDS[1]]
    state = finish_with_policy(deal(hands, options, context=context), winner=0)
    assert RULES.to_act(state) == frozenset({0})
    assert legal(state, 0) == ["moon others", "moon self"]
    choice = RULES.default_moon_choice(state)
    assert str(choice) == "moon self"
    state = RULES.apply(state, 0, choice)
    assert state.points == (-26, 0, 0, 0)
    everything = context.results + (RULES.deal_result(state),)
    assert MatchContext(2, everything).totals(4) == (34, 75, 10, 20)
    assert not RULES.match_over(options, 4, everything)


def test_h20_others_plus_26_when_that_does_not_lose() -> None:
    options = HeartsOptions(pass_count=0, moon_mode=MoonMode.SHOOTER_CHOOSES)
    hands = [MOON_HANDS[2], MOON_HANDS[3], MOON_HANDS[0], MOON_HANDS[1]]
    state = finish_with_policy(deal(hands, options, context=MatchContext(1, results((10, 20, 30, 40)))), winner=0)
    assert str(RULES.default_moon_choice(state)) == "moon others"


# --- bad input ------------------------------------------------------------------------------------------------

def test_refusals_name_the_rule_and_change_nothing() -> None:
    state = play(deal(H7_HANDS), "0:2C")
    before = tuple(state)
    with pytest.raises(IllegalMoveError) as refused:
        RULES.apply(state, 2, RULES.parse_move("3C"))
    assert refused.value.reason.key == "not_your_turn"
    with pytest.raises(IllegalMoveError) as refused:
        RULES.apply(state, 1, RULES.parse_move("2D"))
    assert refused.value.reason.key == "must_follow"
    assert refused.value.reason.arg("suit") == "C"
    assert "must_follow" in str(refused.value)
    with pytest.raises(IllegalMoveError) as refused:
        RULES.apply(state, 1, RULES.parse_move("AS"))
    assert refused.value.reason.key == "card_not_in_hand"
    assert tuple(state) == before
    assert play(state, "1:KC").trick == (0, 11)


def test_passing_refusals() -> None:
    state = RULES.new_deal(HeartsOptions(), 4, 0, random.Random(1))
    hand = [str(c) for c in cards_of(state.hands[0])]
    with pytest.raises(IllegalMoveError) as refused:
        RULES.apply(state, 0, RULES.parse_move(f"pass {hand[0]} {hand[1]}"))
    assert refused.value.reason.key == "pass_count"
    other = next(str(c) for c in cards_of(state.hands[1]))
    with pytest.raises(IllegalMoveError) as refused:
        RULES.apply(state, 0, RULES.parse_move(f"pass {hand[0]} {hand[1]} {other}"))
    assert refused.value.reason.key == "card_not_in_hand"
    with pytest.raises(IllegalMoveError) as refused:
        RULES.apply(state, 0, RULES.parse_move(hand[0]))
    assert refused.value.reason.key == "must_pass"
    passed = RULES.apply(state, 0, RULES.parse_move(f"pass {hand[0]} {hand[1]} {hand[2]}"))
    with pytest.raises(IllegalMoveError) as refused:
        RULES.apply(passed, 0, RULES.parse_move(f"pass {hand[3]} {hand[4]} {hand[5]}"))
    assert refused.value.reason.key == "already_passed"
    # the other seats never see which cards were passed
    view = RULES.observe(passed, 1)
    assert view.history == ((0, "pass"),)
    assert view.pile("pass:0").cards == (None, None, None)


def test_unparseable_texts_name_the_text() -> None:
    for text in ("QX", "pass", "pass 2C 2C 3C", "moon maybe"):
        with pytest.raises(InvalidMoveError, match="hearts"):
            RULES.parse_move(text)
    assert str(RULES.parse_move("pass 4C 2C 3C")) == "pass 2C 3C 4C"
    assert RULES.parse_move("10d") == RULES.parse_move("TD")


def test_impossible_options_are_refused() -> None:
    with pytest.raises(InvalidOptionError, match="target_score"):
        HeartsOptions(target_score=5)
    with pytest.raises(InvalidOptionError) as refused:
        HeartsOptions(pass_cycle_odd=PassCycleOdd.LEFT_RIGHT_LEFT2_RIGHT2_HOLD).check(3)
    assert refused.value.option == "pass_cycle_odd"
    HeartsOptions(pass_cycle_odd=PassCycleOdd.LEFT_RIGHT_LEFT2_RIGHT2_HOLD).check(5)
    assert pass_direction(HeartsOptions(pass_cycle_odd=PassCycleOdd.LEFT_RIGHT_LEFT2_RIGHT2_HOLD), 5, 2) == "left2"
    with pytest.raises(InvalidOptionError):
        Match.new("hearts", 6)
    with pytest.raises(InvalidOptionError, match="pass_count"):
        HeartsOptions.from_dict({"pass_count": "three"})
