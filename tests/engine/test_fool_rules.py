"""FOOL!: the worked scenarios F1-F19 of ``resources/rules/en/fool.md#how-a-round-goes``, built from stacked
decks and move texts, plus the refusals (reason keys) and the options that change play.

Trick scenarios with three cards (F5, F6, F8, F9, F18) are the second trick of a 4-player round: the
setup trick "P1 G16, P2 G15, P3 G14, P0 G2" makes P0 the fool (P0 sits out) and P1 the leader.
Scenarios that name cards outside the deck of their table size are played with the nearest card that
exists and gives the same outcome, and checked with the spec's literal cards on ``resolve_trick``:
F5's Y15 and F8's Y20 (yellow runs 2-11 at four players) become Y11; F7's B9 and B11 (blue 2-9)
become B8 and B9. F13 is played at five players: at four it cannot happen (P0 would have to sit out
seven of the eleven tricks after the first, and nobody sits out twice running).
"""

from __future__ import annotations

import random

import pytest

from fjols_desktop.engine.errors import IllegalMoveError, Reason
from fjols_desktop.engine.games.fool import FoolOptions, parse_cards
from fjols_desktop.engine.games.fool.deck import COLOUR_OF, WILD
from fjols_desktop.engine.games.fool.options import AllWildTrickWinner, TieRule, TieWorst, TwoFoolsFrom
from fjols_desktop.engine.games.fool.state import UNDETERMINED, resolve_trick
from fjols_desktop.engine.moves import Play
from fjols_desktop.engine.rules import DealResult, MatchContext

from .fool_helpers import DEFAULT, RULES, deal, fill, hand, legal, play, script_round

SETUP = "1:G16 2:G15 3:G14 0:G2"
SETUP_CARDS = {1: "G16", 2: "G15", 3: "G14", 0: "G2"}


def after_setup(fixed: dict[int, str], exclude: dict[int, str] | None = None, options: FoolOptions = DEFAULT):
    """A 4-player round after the setup trick: P0 holds the disc, P1 leads trick 2."""
    cards = {s: f"{SETUP_CARDS[s]} {fixed.get(s, '')}" for s in range(4)}
    state = play(deal(fill(4, cards, exclude, options), options), SETUP)
    assert (state.discs, state.leader, state.order) == ((0,), 1, (1, 2, 3))
    return state


def last(state):
    """(winner, fools) of the last finished trick."""
    _, _, winner, fools = state.log[-1]
    return winner, fools


def resolve(text: str, fools: int = 1, later_worse: bool = True, first_wins: bool = True):
    """``resolve_trick`` on literal card texts: (winning position, worst positions)."""
    trick = [c.index for c in parse_cards(text)]
    lead = next((COLOUR_OF[i] for i in trick if COLOUR_OF[i] != WILD), UNDETERMINED)
    return resolve_trick(trick, lead, fools, later_worse, first_wins)


def refusal(state, seat: int, text: str) -> Reason:
    with pytest.raises(IllegalMoveError) as refused:
        RULES.apply(state, seat, RULES.parse_move(text))
    assert RULES.explain_illegal(state, seat, RULES.parse_move(text)) == refused.value.reason
    return refused.value.reason


# --- F1: the decks -------------------------------------------------------------------------------------

@pytest.mark.parametrize(("seats", "cards", "each", "discs"),
                         [(4, 48, 12, 1), (5, 60, 12, 1), (6, 72, 12, 1), (7, 84, 12, 2), (8, 88, 11, 2)])
def test_f1_deck_per_table_size(seats: int, cards: int, each: int, discs: int) -> None:
    state = RULES.new_deal(DEFAULT, seats, 0, random.Random(seats))
    assert state.deal.deck.bit_count() == cards
    assert [h.bit_count() for h in state.hands] == [each] * seats
    assert sum(state.hands) == state.deal.deck            # the whole prepared deck is dealt, no card twice
    assert state.deal.fools == discs
    assert RULES.move_bound(DEFAULT, seats) == cards + 1


def test_f1_four_player_deck_is_the_reconstructed_row() -> None:
    state = RULES.new_deal(DEFAULT, 4, 0, random.Random(1))
    texts = sorted(text for s in range(4) for text in hand(state, s))
    expected = ([f"G{v}" for v in range(2, 17)] + [f"R{v}" for v in range(2, 14)]
                + [f"Y{v}" for v in range(2, 12)] + [f"B{v}" for v in range(2, 10)] + ["W1"] * 3)
    assert texts == sorted(expected)


# --- F2-F4: legality -----------------------------------------------------------------------------------

def test_f2_must_follow_but_a_wild_one_may_always_be_played() -> None:
    state = deal(fill(5, {1: "R10", 2: "R3 G20 W1"}, {2: "RW"}))
    state = play(state, "1:R10")
    assert legal(state, 2) == ["R3", "W1"]
    assert refusal(state, 2, "G20") == Reason.of("must_follow_colour", colour="R")


def test_f3_void_in_the_lead_colour_plays_anything() -> None:
    state = deal(fill(5, {1: "R10", 2: "G20 B5 W1"}, {2: "RW"}))
    state = play(state, "1:R10")
    assert {"G20", "B5", "W1"} <= set(legal(state, 2))
    assert legal(state, 2) == hand(state, 2)


def test_f4_after_a_led_wild_one_the_next_coloured_card_sets_the_colour() -> None:
    state = deal(fill(5, {1: "W1", 2: "G5 R8", 3: "G2 Y9 W1"}, {3: "GW"}))
    state = play(state, "1:W1")
    assert {"G5", "R8"} <= set(legal(state, 2)) and legal(state, 2) == hand(state, 2)
    assert Reason.of("lead_colour_undetermined") in RULES.observe(state, 2).facts
    state = play(state, "2:G5")
    assert Reason.of("lead_colour", colour="G") in RULES.observe(state, 3).facts
    assert legal(state, 3) == ["G2", "W1"]
    assert refusal(state, 3, "Y9") == Reason.of("must_follow_colour", colour="G")


# --- F5-F12, F18: winner and fools -----------------------------------------------------------------------

def test_f5_lowest_card_of_the_colour_is_the_fool_and_takes_the_disc() -> None:
    state = play(after_setup({1: "Y10", 2: "Y4", 3: "Y11"}), "1:Y10 2:Y4 3:Y11")
    assert last(state) == (3, (2,))
    assert state.discs == (2,) and 0 in state.order
    assert resolve("Y10 Y4 Y15") == (2, (1,))


def test_f11_turn_order_skips_the_disc_holder_who_then_plays_again() -> None:
    state = play(after_setup({1: "Y10 B8", 2: "Y4", 3: "Y11 B9", 0: "B2"}), "1:Y10 2:Y4 3:Y11")
    assert (state.leader, state.order) == (3, (3, 0, 1))
    assert RULES.to_act(state) == frozenset({3})
    assert RULES.legal_moves(state, 2) == ()
    assert refusal(state, 2, hand(state, 2)[0]) == Reason.of("sitting_out", seat=2)
    assert refusal(state, 0, "B2") == Reason.of("not_your_turn", seat=0, turn=3)
    state = play(state, "3:B9 0:B2 1:B8")
    assert last(state) == (3, (0,))
    assert (state.discs, state.order) == ((0,), (3, 1, 2))


def test_f6_an_off_colour_card_is_worse_than_a_low_card_of_the_colour() -> None:
    state = play(after_setup({1: "R12", 2: "G3", 3: "R2"}, {2: "R"}), "1:R12 2:G3 3:R2")
    assert last(state) == (1, (2,))
    assert resolve("R12 G3 R2") == (0, (1,))


@pytest.mark.parametrize(("tie_worst", "fool"), [(TieWorst.LATER_PLAYED, 3), (TieWorst.EARLIER_PLAYED, 2)])
def test_f7_equal_off_cards_the_later_played_is_worse(tie_worst: TieWorst, fool: int) -> None:
    options = FoolOptions(tie_worst=tie_worst)
    state = deal(fill(4, {1: "B8", 2: "G4", 3: "R4", 0: "B9"}, {2: "B", 3: "B"}, options), options)
    state = play(state, "1:B8 2:G4 3:R4 0:B9")
    assert last(state) == (0, (fool,))
    assert resolve("B9 G4 R4 B11", later_worse=tie_worst is TieWorst.LATER_PLAYED) == (3, (fool - 1,))


def test_f8_an_off_card_is_worse_than_a_wild_one() -> None:
    state = play(after_setup({1: "G8", 2: "W1", 3: "Y11"}, {3: "G"}), "1:G8 2:W1 3:Y11")
    assert last(state) == (1, (3,))
    assert resolve("G8 W1 Y20") == (0, (2,))


def test_f9_a_wild_one_is_the_lowest_card_of_the_colour() -> None:
    state = play(after_setup({1: "G8", 2: "W1", 3: "G9"}), "1:G8 2:W1 3:G9")
    assert last(state) == (3, (2,))
    assert resolve("G8 W1 G9") == (2, (1,))


@pytest.mark.parametrize(("tie_worst", "fool"), [(TieWorst.LATER_PLAYED, 3), (TieWorst.EARLIER_PLAYED, 2)])
def test_f10_two_wild_ones_the_later_is_worse(tie_worst: TieWorst, fool: int) -> None:
    options = FoolOptions(tie_worst=tie_worst)
    state = deal(fill(4, {1: "G8", 2: "W1", 3: "W1", 0: "G12"}, options=options), options)
    state = play(state, "1:G8 2:W1 3:W1 0:G12")
    assert last(state) == (0, (fool,))
    assert resolve("G8 W1 W1 G12", later_worse=tie_worst is TieWorst.LATER_PLAYED) == (3, (fool - 1,))


def test_f12_two_fools_at_seven_players() -> None:
    setup = "1:G26 2:G25 3:G24 4:G23 5:G22 6:G3 0:G4"
    fixed = {1: "G26 R10", 2: "G25 R3", 3: "G24 G2", 4: "G23 R15", 5: "G22 B2", 6: "G3", 0: "G4"}
    state = play(deal(fill(7, fixed, {3: "R", 5: "R"})), setup)
    assert (state.discs, state.leader, state.order) == ((6, 0), 1, (1, 2, 3, 4, 5))
    assert RULES.to_act(state) == frozenset({1})
    state = play(state, "1:R10 2:R3 3:G2 4:R15 5:B2")
    assert last(state) == (4, (5, 3))                    # B2 (later) worst, G2 second
    assert state.discs == (5, 3)
    assert state.order == (4, 6, 0, 1, 2)                # P0 and P6 play again
    assert resolve("R10 R3 G2 R15 B2", fools=2) == (3, (4, 2))


def test_f12_two_fools_from_eight_or_never() -> None:
    assert FoolOptions(two_fools_from=TwoFoolsFrom.EIGHT).fools_per_trick(7) == 1
    assert FoolOptions(two_fools_from=TwoFoolsFrom.EIGHT).fools_per_trick(8) == 2
    assert FoolOptions(two_fools_from=TwoFoolsFrom.NEVER).fools_per_trick(8) == 1
    state = RULES.new_deal(FoolOptions(two_fools_from=TwoFoolsFrom.EIGHT), 7, 0, random.Random(2))
    assert state.deal.fools == 1


def test_f18_a_trick_of_wild_ones_only() -> None:
    state = play(after_setup({1: "W1", 2: "W1", 3: "W1"}), "1:W1 2:W1")
    assert Reason.of("lead_colour_undetermined") in RULES.observe(state, 3).facts
    assert legal(state, 3) == hand(state, 3)
    state = play(state, "3:W1")
    assert last(state) == (1, (3,))
    assert state.lead == UNDETERMINED and state.leader == 1


@pytest.mark.parametrize(("winner_rule", "tie_worst", "expected"), [
    (AllWildTrickWinner.FIRST_PLAYED, TieWorst.EARLIER_PLAYED, (1, (2,))),
    (AllWildTrickWinner.LAST_PLAYED, TieWorst.EARLIER_PLAYED, (3, (1,))),
    # the last one both wins and would be the worst: the winner is never a fool, so the next-worst is
    (AllWildTrickWinner.LAST_PLAYED, TieWorst.LATER_PLAYED, (3, (2,))),
])
def test_f18_options_for_wild_only_tricks(winner_rule, tie_worst, expected) -> None:
    options = FoolOptions(all_wild_trick_winner=winner_rule, tie_worst=tie_worst)
    state = play(after_setup({1: "W1", 2: "W1", 3: "W1"}, options=options), "1:W1 2:W1 3:W1")
    assert last(state) == expected


# --- F13-F15, F19: the end of a round ---------------------------------------------------------------------

# Five players, P1 leads and wins every trick; the fools are P0 P4 P0 P2 P0 P4 P2 P0 P4 P2 P3 P2.
F13_TRICKS = ["1:G20 2:G19 3:G18 4:G17 0:G2", "1:R16 2:R15 3:R14 4:R3", "1:Y14 2:Y13 3:Y12 0:Y2",
              "1:G16 2:G3 3:G15 4:G14", "1:R13 3:R12 4:R11 0:R4", "1:Y11 2:Y10 3:Y9 4:Y3",
              "1:G13 2:G4 3:G11 0:G10", "1:B10 3:B9 4:B8 0:B2", "1:Y8 2:Y7 3:Y6 4:Y4",
              "1:G9 2:G5 3:G8 0:G7", "1:R10 3:R5 4:R9 0:R8", "1:B7 2:B4 4:B6 0:B5"]
F13_KEEP = {0: "G6 R6 W1 W1", 2: "G12 W1 B3", 3: "R2", 4: "R7 Y5 W1"}

# Four players; P3 is the first fool, then P0 and P2 take turns; P3 wins from trick 3 on.
F14_TRICKS = ["1:G16 2:G15 3:G2 0:G14", "1:R13 2:R12 0:R2", "1:Y10 2:Y3 3:Y11", "3:B9 0:B2 1:B8",
              "3:G13 1:G12 2:G3", "3:R11 0:R3 1:R10", "3:Y9 1:Y8 2:Y4", "3:B7 0:B3 1:B6",
              "3:G11 1:G10 2:G4", "3:R9 0:R4 1:R8", "3:Y7 1:Y6 2:Y5", "3:R7 0:R6 1:Y2"]
F14_KEEP = {0: "G5 G6 G7 W1 W1", 2: "G8 G9 R5 B5 W1", 3: "B4"}

# Four players, P1 wins every trick; P0 and P2 take turns as the fool until P3's last card is the worst.
F15_TRICKS = ["1:G16 2:G15 3:G14 0:G2", "1:R13 2:R2 3:R12", "1:Y11 3:Y10 0:Y2", "1:B9 2:B2 3:B8",
              "1:G13 3:G12 0:G3", "1:R11 2:R3 3:R10", "1:Y9 3:Y8 0:Y3", "1:B7 2:B3 3:B6",
              "1:G11 3:G10 0:G4", "1:R9 2:R4 3:R8", "1:Y7 3:Y6 0:Y4", "1:G9 2:G8 3:G5"]
F15_KEEP = {0: "G6 G7 R5 R6 W1 W1", 2: "R7 Y5 B4 B5 W1"}


def test_f13_round_scores() -> None:
    state = script_round(5, F13_TRICKS, F13_KEEP)
    assert RULES.is_over(state) and state.trick_no == 12
    assert hand(state, 2) == ["B3", "G12", "W1"] and hand(state, 3) == ["R2"]
    assert state.points == (-22, 10, -20, -2, -17)        # P0: 6+6+5+5, P4: 7+5+5
    assert state.discs == (2,)                            # the final trick's fool still takes the disc
    result = RULES.deal_result(state)
    assert result == DealResult(points=(-22, 10, -20, -2, -17), fools=(2,), winners=(1,),
                                columns=(("bonus", (0, 1, 0, 0, 0)), ("cards_left", (4, 0, 3, 1, 3))))
    assert RULES.to_act(state) == frozenset() and all(RULES.legal_moves(state, s) == () for s in range(5))
    assert refusal(state, 0, "W1") == Reason.of("deal_over")


def test_f13_the_round_ends_after_the_trick_not_at_the_last_card() -> None:
    state = script_round(5, F13_TRICKS[:11], {**F13_KEEP, 1: "B7", 2: "G12 W1 B3 B4", 4: "R7 Y5 W1 B6",
                                                0: "G6 R6 W1 W1 B5"})
    state = play(state, "1:B7")                          # P1's last card: the others still play
    assert not RULES.is_over(state) and RULES.to_act(state) == frozenset({2})
    state = play(state, "2:B4 4:B6 0:B5")
    assert RULES.is_over(state)


def test_f13_scoring_options() -> None:
    options = FoolOptions(go_out_bonus=25, wild_one_penalty=0)
    state = script_round(5, F13_TRICKS, F13_KEEP, options=options)
    assert state.points == (-12, 25, -15, -2, -12)


def test_f14_going_out_with_the_worst_card_scores_nothing() -> None:
    state = script_round(4, F14_TRICKS, F14_KEEP)
    assert last(state) == (3, (1,))
    assert state.points == (-28, 0, -32, -4)
    result = RULES.deal_result(state)
    assert (result.fools, result.winners, result.notes) == ((1,), (), (Reason.of("out_as_fool", seat=1),))
    assert dict(result.columns)["bonus"] == (0, 0, 0, 0)
    options = FoolOptions(fool_go_out_score=4)
    assert script_round(4, F14_TRICKS, F14_KEEP, options=options).points == (-28, 4, -32, -4)


def test_f15_two_players_go_out_in_the_same_trick() -> None:
    state = script_round(4, F15_TRICKS, F15_KEEP)
    assert last(state) == (1, (3,))
    assert state.points == (-34, 10, -26, 0)
    assert RULES.deal_result(state).winners == (1,)


def test_f19_everybody_plays_the_first_trick_of_the_next_round() -> None:
    final = script_round(5, F13_TRICKS, F13_KEEP)
    assert final.discs == (2,)
    result = RULES.deal_result(final)
    dealer = RULES.next_dealer(DEFAULT, 5, 0, result)
    state = RULES.new_deal(DEFAULT, 5, dealer, random.Random(5), context=MatchContext(1, (result,)))
    assert (dealer, state.discs, state.order) == (1, (), (2, 3, 4, 0, 1))
    seen = []
    while state.trick_no == 1:
        (seat,) = RULES.to_act(state)
        seen.append(seat)
        state = RULES.apply(state, seat, RULES.legal_moves(state, seat)[0])
    assert seen == [2, 3, 4, 0, 1]


# --- F16, F17: the end of the game --------------------------------------------------------------------------

def results(*rounds: tuple[tuple[int, ...], tuple[int, ...]]) -> list[DealResult]:
    return [DealResult(points=p, columns=(("bonus", b),)) for p, b in rounds]


def test_f16_a_total_of_minus_eighty_ends_the_game() -> None:
    no_bonus = (0, 0, 0, 0)
    played = results(((-45, 2, 20, 5), no_bonus), ((-40, 10, 10, 0), (0, 1, 1, 0)))
    assert RULES.match_over(DEFAULT, 4, played)
    assert RULES.match_winners(DEFAULT, 4, played) == (2,)
    assert not RULES.match_over(DEFAULT, 4, results(((-79, 2, 20, 5), no_bonus)))
    assert RULES.match_over(DEFAULT, 4, results(((-80, 2, 20, 5), no_bonus)))
    assert not RULES.match_over(FoolOptions(end_negative_threshold=-100), 4, played)


def test_f17_six_go_out_bonuses_end_the_game_and_the_highest_total_wins() -> None:
    start = ((40, 55, 20, -12), (0, 0, 0, 0))
    bonus = ((0, 0, 0, 10), (0, 0, 0, 1))
    assert not RULES.match_over(DEFAULT, 4, results(start, *[bonus] * 5))
    played = results(start, *[bonus] * 6)
    assert MatchContext(7, tuple(played)).totals(4) == (40, 55, 20, 48)
    assert RULES.match_over(DEFAULT, 4, played)
    assert RULES.match_winners(DEFAULT, 4, played) == (1,)
    assert RULES.match_over(FoolOptions(end_bonus_count=5), 4, results(start, *[bonus] * 5))
    # a zero for going out as a fool is not a bonus
    fool_out = ((0, 0, 0, 0), (0, 0, 0, 0))
    assert not RULES.match_over(DEFAULT, 4, results(start, *[bonus] * 5, fool_out))


def test_tie_rule() -> None:
    played = results(((10, 10, -5, 0), (1, 0, 0, 0)), ((10, 10, -5, 0), (0, 0, 0, 0)))
    assert RULES.match_winners(DEFAULT, 4, played) == (0, 1)
    most = FoolOptions(tie_rule=TieRule.MOST_BONUSES)
    assert RULES.match_winners(most, 4, played) == (0,)
    even = results(((10, 10, -5, 0), (1, 1, 0, 0)))
    assert RULES.match_winners(most, 4, even) == (0, 1)


# --- refusals ---------------------------------------------------------------------------------------------

def test_refusals_name_the_rule_and_change_nothing() -> None:
    state = deal(fill(4, {1: "R10 G3", 2: "R3"}, {1: "W", 2: "W"}))
    assert refusal(state, 2, "R3") == Reason.of("not_your_turn", seat=2, turn=1)
    assert refusal(state, 1, "R3") == Reason.of("card_not_in_hand", card="R3")
    assert refusal(state, 1, "W1") == Reason.of("card_not_in_hand", card="W1")
    with pytest.raises(IllegalMoveError) as refused:
        RULES.apply(state, 1, Play(parse_cards("G3")[0]))   # the shared Play, not FOOL!'s own move
    assert refused.value.reason == Reason.of("must_play_card")
    before = state
    after = play(state, "1:R10")
    assert state is before and state.trick == () and after.trick != ()
    off = next(c for c in hand(after, 2) if not c.startswith("R"))
    assert refusal(after, 2, off) == Reason.of("must_follow_colour", colour="R")
