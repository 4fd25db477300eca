"""Davoserjas: the worked scenarios D1-D18 of ``resources/rules/en/davoserjas.md#the-five-trick-rounds``,
built from stacked decks and move texts, plus the refusals with their reason keys.

D15's literal position cannot arise at four players: P2 never passing yet keeping 5 cards would need
16 cards in P2's hand (every player but the finisher takes as many turns as the finisher, and each
turn lays a card or passes). The test plays the nearest reachable position: the same scores (P1 0,
the others 5 each) from P0 3 cards + 2 passes, P3 1 card + 4 passes and P2 3 cards + 2 passes,
with P2 next to play when the round ends.
"""

from __future__ import annotations

import random

import pytest

from fjols_desktop.engine.cards import cards_of, parse_card
from fjols_desktop.engine.errors import IllegalMoveError, Reason
from fjols_desktop.engine.games.davoserjas import DavoserjasOptions, expected_total, round_list
from fjols_desktop.engine.games.davoserjas.options import KabaleAce, KabaleSevens, TieRule
from fjols_desktop.engine.games.davoserjas.rounds import deck_mask
from fjols_desktop.engine.games.davoserjas.state import OVER, PASS
from fjols_desktop.engine.rules import DealResult, MatchContext, PileKind

from .davoserjas_helpers import (
    CLUBS,
    DEFAULT,
    KABALE,
    KING_OF_CLUBS,
    LAST_TRICK,
    QUEENS,
    RULES,
    TRICKS,
    deal,
    hand_text,
    hands_with,
    legal,
    play,
)


def refused(state, seat: int, text: str) -> str:
    """The reason key for a refused move; the state must be unchanged."""
    before = state
    with pytest.raises(IllegalMoveError) as info:
        RULES.apply(state, seat, RULES.parse_move(text))
    assert state == before
    assert RULES.explain_illegal(state, seat, RULES.parse_move(text)) == info.value.reason
    return info.value.reason.key


# --- D1-D2: the deck per table size ----------------------------------------------------------------------

def test_d1_five_players_remove_the_two_of_diamonds_and_hearts() -> None:
    deck = deck_mask(DEFAULT, 5)
    assert deck.bit_count() == 50
    assert sorted(str(c) for c in cards_of(~deck & (1 << 52) - 1)) == ["2D", "2H"]
    assert sum(1 for c in cards_of(deck) if c.suit == 0) == 13
    state = RULES.new_deal(DEFAULT, 5, 0, random.Random(1), context=MatchContext(TRICKS))
    assert [h.bit_count() for h in state.hands] == [10] * 5
    assert sum(state.hands) == deck
    assert Reason.of("cards_removed", cards="2D 2H") in RULES.observe(state, 0).facts


def test_d2_six_players_remove_every_two_and_the_clubs_round_has_twelve() -> None:
    deck = deck_mask(DEFAULT, 6)
    assert deck.bit_count() == 48 and not any(c.rank == 2 for c in cards_of(deck))
    state = RULES.new_deal(DEFAULT, 6, 2, random.Random(2), context=MatchContext(CLUBS))
    assert [h.bit_count() for h in state.hands] == [8] * 6
    assert expected_total(round_list(DEFAULT)[CLUBS], 6, DEFAULT) == 12
    assert expected_total(round_list(DEFAULT)[CLUBS], 4, DEFAULT) == 13


# --- D3-D5, D17: following suit and winning tricks -------------------------------------------------------------

D3_HANDS = hands_with(4, {1: "5H", 2: "KH 2C AS"}, exclude={2: "H"})


def test_d3_a_follower_with_the_led_suit_must_follow() -> None:
    state = play(deal(D3_HANDS, dealer=0), "1:5H")
    assert legal(state, 2) == ["KH"]
    assert refused(state, 2, "AS") == "must_follow"
    assert RULES.explain_illegal(state, 2, RULES.parse_move("2C")).args == (("suit", "H"),)


def test_d4_a_void_follower_may_play_anything_but_never_pass() -> None:
    hands = hands_with(4, {1: "5H", 2: "2C AS"}, exclude={2: "H"})
    state = play(deal(hands, dealer=0), "1:5H")
    assert legal(state, 2) == hand_text(state, 2)
    assert {"2C", "AS"} <= set(legal(state, 2))
    assert PASS not in RULES.legal_moves(state, 2)
    assert refused(state, 2, "pass") == "no_pass_in_trick_rounds"


def test_d5_an_off_suit_ace_cannot_win() -> None:
    hands = hands_with(4, {1: "9D", 2: "AC", 3: "10D", 0: "3D"}, exclude={2: "D"})
    state = play(deal(hands, dealer=0), "1:9D, 2:AC, 3:10D, 0:3D")
    assert state.leader == 3 and RULES.to_act(state) == {3}
    assert sorted(str(c) for c in cards_of(state.taken[3])) == ["10D", "3D", "9D", "AC"]


@pytest.mark.parametrize(("ace_low", "winner"), [(True, 0), (False, 1)])
def test_d17_ace_low_in_all_rounds(ace_low: bool, winner: int) -> None:
    options = DavoserjasOptions(ace_low_all_rounds=ace_low)
    hands = hands_with(4, {0: "KS", 1: "AS", 2: "2S", 3: "3S"})
    state = play(deal(hands, options=options), "0:KS, 1:AS, 2:2S, 3:3S")
    assert state.leader == winner and state.taken[winner].bit_count() == 4


# --- D6-D9: the trick rounds' scoring --------------------------------------------------------------------------

# Clubs fall fast: P2 takes 2C 3C KC 4C at once; the remaining nine go to the others by trick 5.
D6_HANDS = hands_with(4, {0: "2C 5C 8C QC AC", 1: "3C 6C 9C 10C", 2: "KC 2D 3D 4D", 3: "4C AD 7C JC"},
                      exclude={0: "D", 1: "D", 2: "C"})
D6_SCRIPT = ("0:2C, 1:3C, 2:KC, 3:4C, 2:2D, 3:AD, 0:5C, 1:6C, 3:7C, 0:8C, 1:9C, 2:3D, "
             "1:10C, 2:4D, 3:JC, 0:QC, 0:AC, 1:10H, 2:5D, 3:6S")


def test_d6_clubs_round_counts_clubs_in_won_tricks() -> None:
    state = play(deal(D6_HANDS, CLUBS), D6_SCRIPT)
    assert RULES.is_over(state) and state.trick_no == 5
    assert state.points == (4, 3, 4, 2)
    assert sum(state.points) == expected_total(round_list(DEFAULT)[CLUBS], 4, DEFAULT) == 13
    result = RULES.deal_result(state)
    assert result.columns == (("tricks", (2, 1, 1, 1)), ("cards:C", (4, 3, 4, 2)))
    assert result.label.key == "round" and result.label.arg("id") == "clubs"


def test_d7_queens_round() -> None:
    hands = hands_with(4, {0: "2S 3H 4D 3C", 1: "AS AH 2D 4C", 2: "QS QH QD QC", 3: "3S 2H 3D 2C"})
    state = play(deal(hands, QUEENS), "0:2S, 1:AS, 2:QS, 3:3S, 1:AH, 2:QH, 3:2H, 0:3H, "
                                      "1:2D, 2:QD, 3:3D, 0:4D, 2:QC, 3:2C, 0:3C, 1:4C")
    assert RULES.is_over(state)
    assert state.points == (0, 10, 10, 0)


D8_HANDS = hands_with(4, {0: "2S 7S QS 4H KC", 1: "3S 8S KS AS 2C", 2: "4S 9S 10S 2H 3C", 3: "5S 6S JS 3H AC"})
D8_SCRIPT = ("0:2S, 1:3S, 2:4S, 3:5S, 3:6S, 0:7S, 1:8S, 2:9S, 2:10S, 3:JS, 0:QS, 1:KS, "
             "1:AS, 2:2H, 3:3H, 0:4H, 1:2C, 2:3C, 3:AC, 0:KC")


def test_d8_king_of_clubs_round_ends_when_the_king_is_taken() -> None:
    state = play(deal(D8_HANDS, KING_OF_CLUBS), D8_SCRIPT)
    assert RULES.is_over(state) and state.trick_no == 5
    assert RULES.scores(state) == (0, 0, 0, 15)
    assert RULES.to_act(state) == frozenset() and RULES.legal_moves(state, 3) == ()
    assert [h.bit_count() for h in state.hands] == [8] * 4  # the rest of the cards are never played
    assert RULES.deal_result(state).notes[0].key == "stopped_early"
    assert refused(state, 3, "QD") == "deal_over"


def test_d8_without_the_early_stop_the_round_is_played_out() -> None:
    state = play(deal(D8_HANDS, KING_OF_CLUBS, DavoserjasOptions(stop_when_decided=False)), D8_SCRIPT)
    assert not RULES.is_over(state) and state.trick_no == 6 and RULES.to_act(state) == {3}
    assert RULES.scores(state) == (0, 0, 0, 15)


def test_d9_only_the_last_trick_counts() -> None:
    hands = hands_with(4, {0: "3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 2H", 1: "2S 3H", 2: "AH", 3: "4H"},
                       exclude={1: "S", 2: "S", 3: "S"})
    state = deal(hands, LAST_TRICK)
    spades = [f"{r}S" for r in ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")]
    keep = {1: "3H", 2: "AH", 3: "4H"}
    others = {s: [c for c in hands[s].split() if c != keep[s]] for s in (1, 2, 3)}
    others[1].remove("2S")
    others[1].insert(0, "2S")  # P1 must follow with its only spade at once
    for k in range(12):
        state = play(state, f"0:{spades[k]}, 1:{others[1][k]}, 2:{others[2][k]}, 3:{others[3][k]}")
        assert state.leader == 0
    state = play(state, "0:2H, 1:3H, 2:AH, 3:4H")
    assert RULES.is_over(state)
    assert state.points == (0, 0, 10, 0)
    assert RULES.deal_result(state).columns == (("tricks", (12, 0, 1, 0)), ("last_trick", (0, 0, 1, 0)))


# --- D10-D16: the kabale -------------------------------------------------------------------------------------------

def test_d10_setup_lays_out_every_seven_before_the_first_turn() -> None:
    hands = hands_with(4, {2: "7C 7H", 0: "7D", 3: "7S"}, kabale=True)
    state = deal(hands, KABALE, dealer=3)
    view = RULES.observe(state, 0)
    rows = {p.id: p for p in view.piles if p.kind is PileKind.ROW}
    assert {i: [str(c) for c in p.cards] for i, p in rows.items()} == {
        "row:C": ["7C"], "row:D": ["7D"], "row:H": ["7H"], "row:S": ["7S"]}
    assert rows["row:C"].played_by == (2,) and rows["row:D"].played_by == (0,)
    assert view.hand_sizes == (12, 13, 11, 12)
    assert RULES.to_act(state) == {0}
    assert view.history == ()


D11_HANDS = hands_with(4, {0: "8S 5S", 1: "3S 4S 10S JS", 2: "9S", 3: "6S"}, exclude={1: "5 6 7 8 9"}, kabale=True)


def test_d11_cards_fit_next_to_the_row_ends_only() -> None:
    state = play(deal(D11_HANDS, KABALE), "0:lay 8S, 1:pass, 2:lay 9S, 3:lay 6S, 0:lay 5S")
    row = RULES.observe(state, 1).pile("row:S")
    assert [str(c) for c in row.cards] == ["5S", "6S", "7S", "8S", "9S"]
    assert legal(state, 1) == ["lay 10S", "lay 4S"]
    assert refused(state, 1, "lay JS") == "card_does_not_fit"
    assert refused(state, 1, "lay 3S") == "card_does_not_fit"
    assert RULES.parse_move("lay 4S").target == "row:S"


# Hearts go up and down while P1, holding A♥ and cards that never fit, passes.
D12_LOW_HANDS = hands_with(4, {1: "AH JC QC KC AC JD QD KD AD JS QS KS AS", 0: "8H 10H QH 3H 6C 8C 6D 8D 6S 8S",
                               2: "6H 5H 4H 2H", 3: "9H JH KH"}, kabale=True)
D12_LOW_SCRIPT = ("0:lay 8H, 1:pass, 2:lay 6H, 3:lay 9H, 0:lay 10H, 1:pass, 2:lay 5H, 3:lay JH, "
                  "0:lay QH, 1:pass, 2:lay 4H, 3:lay KH, 0:lay 3H")


def test_d12_ace_low_follows_the_two() -> None:
    state = play(deal(D12_LOW_HANDS, KABALE), D12_LOW_SCRIPT)
    assert [str(c) for c in RULES.observe(state, 1).pile("row:H").cards] == [
        "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH"]
    assert legal(state, 1) == ["pass"]  # row 3♥-K♥: the ace does not fit below the three
    state = play(state, "1:pass, 2:lay 2H, 3:pass, 0:lay 6C")
    assert legal(state, 1) == ["lay AH"]  # row 2♥-K♥


def test_d12_ace_high_follows_the_king() -> None:
    high = DavoserjasOptions(kabale_ace=KabaleAce.HIGH)
    # row 3♥-K♥ (the king laid last), P1 to play: the ace fits above the king
    state = play(deal(D12_LOW_HANDS, KABALE, high), D12_LOW_SCRIPT)
    assert [str(c) for c in RULES.observe(state, 1).pile("row:H").cards][-1] == "KH"
    assert legal(state, 1) == ["lay AH"]
    # row 2♥-K♥: P3 holds the king back (it lays 6S instead) and lays it after the two
    hands = hands_with(4, {1: "AH JC QC KC AC JD QD KD AD JS QS KS AS", 0: "8H 10H QH 3H 6C 8C 6D 8D 8S",
                           2: "6H 5H 4H 2H", 3: "9H JH KH 6S"}, kabale=True, options=high)
    state = play(deal(hands, KABALE, high), "0:lay 8H, 1:pass, 2:lay 6H, 3:lay 9H, 0:lay 10H, 1:pass, 2:lay 5H, "
                 "3:lay JH, 0:lay QH, 1:pass, 2:lay 4H, 3:lay 6S, 0:lay 3H, 1:pass, 2:lay 2H, 3:lay KH, 0:lay 6C")
    assert [str(c) for c in RULES.observe(state, 1).pile("row:H").cards] == [
        "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH"]
    assert legal(state, 1) == ["lay AH"]


def test_d13_removed_twos_are_skipped_in_the_rows() -> None:
    hands = hands_with(5, {0: "8D 5D 3C", 1: "AD AC", 2: "9D 5C", 3: "6D 4D", 4: "6C 4C 3D 8C 6H 8H 6S 8S 2C 10D"},
                       kabale=True)
    state = play(deal(hands, KABALE, dealer=4), "0:lay 8D, 1:pass, 2:lay 9D, 3:lay 6D, 4:lay 6C, "
                 "0:lay 5D, 1:pass, 2:lay 5C, 3:lay 4D, 4:lay 4C, 0:lay 3C, 1:pass, 2:pass, 3:pass, 4:lay 3D, 0:pass")
    view = RULES.observe(state, 1)
    assert [str(c) for c in view.pile("row:D").cards] == ["3D", "4D", "5D", "6D", "7D", "8D", "9D"]
    assert [str(c) for c in view.pile("row:C").cards] == ["3C", "4C", "5C", "6C", "7C"]
    assert legal(state, 1) == ["lay AD"]  # 2♦ is out of play; 2♣ is not down yet
    assert refused(state, 1, "lay AC") == "card_does_not_fit"
    state = play(state, "1:lay AD, 2:pass, 3:pass, 4:lay 2C, 0:pass")
    assert "lay AC" in legal(state, 1)


D15_HANDS = ["2C 2D 3D 6D 9D 10D KD 3H 6H JH 6S 10S QS", "3C 5C 6C 9C 10C 5D 2H QH AH 2S 3S 4S 8S",
             "JC QC KC AC JD QD AD 9H 10H KH 5S 9S JS", "4C 7C 8C 4D 7D 8D 4H 5H 7H 8H 7S KS AS"]
D15_SCRIPT = ("1:lay 6C, 2:pass, 3:lay 8C, 0:lay 6H, 1:lay 9C, 2:pass, 3:lay 8D, 0:lay 6S, 1:lay 10C, 2:lay 5S, "
              "3:lay 8H, 0:lay 9D, 1:lay 8S, 2:lay JC, 3:lay 5H, 0:lay 10D, 1:lay 5C, 2:lay JD, 3:lay 4H, 0:lay 3H, "
              "1:lay 2H, 2:lay 9H, 3:lay 4C, 0:lay 6D, 1:lay 4S, 2:lay 10H, 3:pass, 0:lay JH, 1:lay 3S, 2:lay 9S, "
              "3:pass, 0:lay 10S, 1:lay AH, 2:lay QD, 3:pass, 0:lay KD, 1:lay QH, 2:lay QC, 3:pass, 0:pass, 1:lay 2S, "
              "2:lay JS, 3:lay AS, 0:lay QS, 1:lay 5D, 2:lay KH, 3:lay KS, 0:pass")


def test_d14_you_must_lay_a_card_when_you_can_and_pay_for_a_pass() -> None:
    state = play(deal(D15_HANDS, KABALE, dealer=0), "1:lay 6C, 2:pass, 3:lay 8C, 0:lay 6H, 1:lay 9C, 2:pass, "
                 "3:lay 8D, 0:lay 6S, 1:lay 10C")
    assert "lay 5S" in legal(state, 2) and "pass" not in legal(state, 2)
    assert refused(state, 2, "pass") == "must_lay_when_able"
    state = play(state, "2:lay 5S, 3:lay 8H, 0:lay 9D, 1:lay 8S, 2:lay JC, 3:lay 5H, 0:lay 10D, 1:lay 5C, "
                 "2:lay JD, 3:lay 4H, 0:lay 3H, 1:lay 2H, 2:lay 9H, 3:lay 4C, 0:lay 6D, 1:lay 4S, 2:lay 10H")
    assert legal(state, 3) == ["pass"] and RULES.scores(state)[3] == 0
    assert RULES.observe(state, 3).prompt.key == "must_pass"
    assert refused(state, 3, "lay KS") == "card_does_not_fit"
    state = play(state, "3:pass")
    assert RULES.scores(state) == (0, 0, 2, 1)


def test_d15_the_round_ends_when_the_first_player_is_out() -> None:
    state = play(deal(D15_HANDS, KABALE, dealer=0), D15_SCRIPT)
    assert [h.bit_count() for h in state.hands] == [3, 1, 3, 1] and state.passes == (2, 0, 2, 4)
    state = play(state, "1:lay 3C")
    assert RULES.is_over(state)
    assert state.points == (5, 0, 5, 5)
    assert RULES.to_act(state) == frozenset() and RULES.legal_moves(state, 2) == ()
    result = RULES.deal_result(state)
    assert result.columns == (("passes", (2, 0, 2, 4)), ("cards_left", (3, 0, 3, 1)))
    assert result.winners == (1,) and result.label.arg("id") == "kabale"


D16_HANDS = hands_with(4, {2: "7C 7H 7S 6C", 3: "8C", 1: "7D 9C"}, exclude={0: "7 6C", 1: "7 6C", 3: "7"},
                       kabale=True)


@pytest.mark.parametrize(("mode", "expected"), [(KabaleSevens.FREE_ON_TURN, ["lay 7D", "lay 9C"]),
                                                (KabaleSevens.FORCED_ON_TURN, ["lay 7D"])])
def test_d16_sevens_played_in_turn(mode: KabaleSevens, expected: list[str]) -> None:
    options = DavoserjasOptions(kabale_sevens=mode)
    state = deal(D16_HANDS, KABALE, options, dealer=1)
    assert all(not p.cards for p in RULES.observe(state, 2).piles if p.kind is PileKind.ROW)
    state = play(state, "2:lay 7C, 3:lay 8C, 0:pass")
    assert legal(state, 1) == expected
    if mode is KabaleSevens.FORCED_ON_TURN:
        assert refused(state, 1, "lay 9C") == "must_lay_seven"
    unfit = next(c for c in hand_text(state, 1) if c not in ("7D", "9C"))
    assert refused(state, 1, f"lay {unfit}") == ("must_lay_seven" if mode is KabaleSevens.FORCED_ON_TURN
                                                 else "card_does_not_fit")


# --- D18: the winner ----------------------------------------------------------------------------------------------

def _results(*rows: tuple[int, ...]) -> list[DealResult]:
    return [DealResult(points=row) for row in rows]


def test_d18_lowest_total_wins_and_ties_share() -> None:
    results = _results((10, 5, 5, 10), (5, 5, 5, 5), (5, 5, 5, 10), (0, 0, 0, 15), (10, 0, 0, 0), (0, 10, 10, 0))
    assert [sum(r.points[s] for r in results) for s in range(4)] == [30, 25, 25, 40]
    assert RULES.match_over(DEFAULT, 4, results)
    assert not RULES.match_over(DEFAULT, 4, results[:5])
    assert RULES.match_winners(DEFAULT, 4, results) == (1, 2)


def test_d18_tie_broken_by_the_kabale_points() -> None:
    options = DavoserjasOptions(tie_rule=TieRule.FEWEST_KABALE_POINTS)
    results = _results((10, 5, 5, 10), (5, 5, 5, 5), (5, 5, 5, 10), (0, 0, 0, 15), (10, 0, 5, 0), (0, 10, 5, 0))
    assert RULES.match_winners(options, 4, results) == (2,)
    still_tied = _results((10, 5, 5, 10), (5, 5, 5, 5), (5, 5, 5, 10), (0, 0, 0, 15), (10, 5, 5, 0), (0, 5, 5, 0))
    assert RULES.match_winners(options, 4, still_tied) == (1, 2)


# --- refusals ---------------------------------------------------------------------------------------------------

def test_trick_round_refusals() -> None:
    state = deal(D8_HANDS, TRICKS)
    assert refused(state, 1, "3S") == "not_your_turn"
    assert refused(state, 0, "3S") == "card_not_in_hand"
    assert refused(state, 0, "lay 2S") == "must_play_card"
    assert RULES.explain_illegal(state, 0, RULES.parse_move("2S")) is None
    over = play(deal(D8_HANDS, KING_OF_CLUBS), D8_SCRIPT)
    assert refused(over, 0, "4H") == "deal_over"


def test_kabale_refusals() -> None:
    state = deal(D11_HANDS, KABALE)
    assert refused(state, 1, "lay 3S") == "not_your_turn"
    assert refused(state, 0, "8S") == "must_lay_or_pass"
    assert refused(state, 0, "lay 9S") == "card_not_in_hand"
    assert refused(state, 0, "pass") == "must_lay_when_able"
    assert refused(state, 0, "lay 5S") == "card_does_not_fit"
    assert RULES.explain_illegal(state, 0, RULES.parse_move("lay 8S")) is None


def test_first_out_bonus_and_parse_texts() -> None:
    options = DavoserjasOptions(kabale_first_out_bonus=10)
    state = play(deal(D15_HANDS, KABALE, options, dealer=0), D15_SCRIPT + ", 1:lay 3C")
    assert state.points == (5, -10, 5, 5)
    for text in ("QS", "lay 7H", "pass"):
        assert str(RULES.parse_move(text)) == text
    assert RULES.parse_move("lay 10h") == RULES.parse_move("lay TH")
    assert RULES.parse_move("QS").target == "trick" and PASS.target is None and PASS.kind == "pass"
    assert RULES.parse_move("lay 7H").cards == (parse_card("7H"),) and RULES.parse_move("lay 7H").kind == "lay"
    assert OVER == state.phase
