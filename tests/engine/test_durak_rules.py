"""Durak: the worked scenarios D1-D20 of ``resources/rules/en/durak.md#how-a-bout-goes``, from stacked decks
(``deal``) or mid-deal positions (``position``) and move texts.

Trump is hearts unless a scenario says otherwise; podkidnoy and the default house rules, except that
most deals switch the trump-six exchange off so that nobody is asked about it first (D11 and D12 test
the exchange). Where the spec lists fewer than six cards in a hand at the start of a deal, the hand
is filled up with cards that play no part (they cannot beat the attack card, or match no rank).
"""

from __future__ import annotations

import random

import pytest

from fjols_desktop.engine.cards import CARDS, SUIT_MASKS, parse_card
from fjols_desktop.engine.errors import IllegalMoveError, Reason
from fjols_desktop.engine.games.durak import DurakOptions, flow
from fjols_desktop.engine.games.durak.legal import prostoy_pattern
from fjols_desktop.engine.games.durak.options import (
    DeckSize,
    FirstBoutCap,
    LowBeatsAce,
    ProstoyAttack,
    ProstoyFirstAttacker,
    SevernyiMode,
    Teams,
    TrumpSixExchange,
    Variant,
)
from fjols_desktop.engine.games.durak.state import DEFEND, LEAD, OVER, PRE_BOUT, TAKE_ADD, THROW_IN
from fjols_desktop.engine.rules import PileKind

from .durak_helpers import NO_SWAP, RULES, cards, deal, hand, legal, mask, pass_all, play, position


def refused(state, seat: int, text: str) -> Reason:
    """The reason ``text`` is refused; the state must not change."""
    before = state.fields()
    with pytest.raises(IllegalMoveError) as caught:
        RULES.apply(state, seat, RULES.parse_move(text))
    assert state.fields() == before
    assert RULES.explain_illegal(state, seat, RULES.parse_move(text)) == caught.value.reason
    return caught.value.reason


# --- D1-D2: what beats what ------------------------------------------------------------------------

def test_d1_a_plain_card_is_beaten_by_a_higher_card_of_its_suit_or_any_trump() -> None:
    state = deal(["9S 6C 8C JC QC KC", "JS 6H 8S KD 7C 10D"], "AH")
    state = play(state, "0:attack 9S")
    assert state.phase == DEFEND and state.turn == 1
    assert legal(state) == ["defend 9S 6H", "defend 9S JS", "take"]
    assert refused(state, 1, "defend 9S 8S") == Reason.of("too_low", attack="9S", card="8S")
    assert refused(state, 1, "defend 9S KD") == Reason.of("wrong_suit", attack="9S", card="KD")


def test_d1_a_trump_is_beaten_only_by_a_higher_trump() -> None:
    state = play(deal(["9H 6C 8C JC QC KC", "AS 7H 10H 7C 8D 9D"], "AH"), "0:attack 9H")
    assert legal(state) == ["defend 9H 10H", "take"]
    assert refused(state, 1, "defend 9H AS").key == "cannot_beat_trump_with_plain"
    assert refused(state, 1, "defend 9H 7H").key == "too_low"


D2_HANDS = ["AS AH 7C 8C 9C 10C", "6H 6S 7D 8D 9D 10D"]


def test_d2_the_trump_six_beats_a_plain_ace_but_not_the_trump_ace() -> None:
    on_spades = play(deal(D2_HANDS, "KH"), "0:attack AS")
    assert legal(on_spades) == ["defend AS 6H", "take"]
    on_hearts = play(deal(D2_HANDS, "KH"), "0:attack AH")
    assert legal(on_hearts) == ["take"]
    assert refused(on_hearts, 1, "defend AH 6H").key == "too_low"


def test_d2_low_beats_ace_house_rule() -> None:
    trump_only = DurakOptions(trump_six_exchange=TrumpSixExchange.OFF, low_beats_ace=LowBeatsAce.TRUMP_ONLY)
    assert legal(play(deal(D2_HANDS, "KH", options=trump_only), "0:attack AH")) == ["defend AH 6H", "take"]
    assert legal(play(deal(D2_HANDS, "KH", options=trump_only), "0:attack AS")) == ["defend AS 6H", "take"]
    all_suits = trump_only.replace(low_beats_ace=LowBeatsAce.ALL_SUITS)
    assert legal(play(deal(D2_HANDS, "KH", options=all_suits), "0:attack AS")) == \
        ["defend AS 6H", "defend AS 6S", "take"]


# --- D3-D7: attacking and its limits ------------------------------------------------------------------

def test_d3_the_lead_is_one_or_more_cards_of_one_rank() -> None:
    state = deal(["7S 7D 7C 9C KH JD", "6D 8D 9D 10D QD AD", "6S 8S 9S 10S QS AS"], "AH")
    assert state.phase == LEAD and state.turn == 0 and state.defender == 1
    assert legal(state) == ["attack 7C", "attack 7C 7D", "attack 7C 7D 7S", "attack 7C 7S", "attack 7D",
                            "attack 7D 7S", "attack 7S", "attack 9C", "attack JD", "attack KH"]
    assert refused(state, 0, "attack 7S 9C").key == "lead_one_rank"


def test_d3_never_more_cards_than_the_defender_holds() -> None:
    state = position(["7S 7D 7C 9C KH", "8D 9D", "10S QS AS"])
    assert refused(state, 0, "attack 7S 7D 7C") == Reason.of("defender_too_few_cards", cards=2, unbeaten=0)
    assert "attack 7D 7S" in legal(state)
    assert state.defender == 1 and state.attackers == (0, 2)


def test_d4_throw_ins_match_a_rank_on_the_table() -> None:
    state = play(deal(["7S 7D 9D 8S KC QD", "9S 6C 7C 8C 10C JC"], "AH"), "0:attack 7S", "1:defend 7S 9S")
    assert state.phase == THROW_IN and state.turn == 0
    assert legal(state) == ["attack 7D", "attack 7D 9D", "attack 9D", "pass"]
    assert refused(state, 0, "attack 8S") == Reason.of("rank_not_on_table", card="8S")
    assert refused(state, 0, "attack 7D 8S") == Reason.of("rank_not_on_table", card="8S")


def test_d5_unbeaten_cards_never_outnumber_the_defenders_hand() -> None:
    state = position(["7S 7D 7C 9H 10C KS", "9S 10D 6C"])
    state = play(state, "0:attack 7S", "1:defend 7S 9S", "0:attack 7D", "1:defend 7D 10D")
    assert hand(state, 1) == ["6C"]
    assert state.phase == THROW_IN and state.turn == 0
    assert legal(state) == ["attack 10C", "attack 7C", "attack 9H", "pass"]
    assert refused(state, 0, "attack 7C 10C") == Reason.of("defender_too_few_cards", cards=1, unbeaten=0)
    state = play(state, "0:attack 9H")
    assert state.phase == DEFEND and len(state.attack) == 3


def test_d6_never_more_than_six_attack_cards() -> None:
    state = position(["7S 7C 7D 7H 8H 9S 10S", "8S 8C 8D 9H 10H JS QC QD KC"])
    state = play(state, "0:attack 7C 7D 7S", "1:defend 7S 8S", "1:defend 7C 8C", "1:defend 7D 8D",
                 "0:attack 7H 8H", "1:defend 7H 9H", "1:defend 8H 10H")
    assert len(state.attack) == 5 and hand(state, 1) == cards("JS QC QD KC")
    assert legal(state) == ["attack 10S", "attack 9S", "pass"]
    assert refused(state, 0, "attack 9S 10S") == Reason.of("table_full", cap=6)
    discard_before = state.discard
    state = play(state, "0:attack 9S", "1:defend 9S JS")
    # six attack cards lie beaten: nobody may throw in (P0's 10S matches a rank), so the bout is over
    assert state.phase == LEAD and state.turn == 1 and state.bout == 6
    assert hand(state, 1) == cards("QC QD KC") and hand(state, 0) == ["10S"]
    assert state.discard == discard_before | mask("7S 7C 7D 7H 8H 9S 8S 8C 8D 9H 10H JS")


D7_HANDS = ["7S 7C 7D 7H 8D 8H", "8S 8C 9D 10D QS KS"]
D7_MOVES = ("0:attack 7C 7S", "1:defend 7S 8S", "1:defend 7C 8C", "0:attack 7D 8D", "1:defend 7D 9D",
            "1:defend 8D 10D")


def test_d7_first_bout_cap_allows_five_attack_cards_in_the_first_bout() -> None:
    first_bout = NO_SWAP.replace(first_bout_cap=FirstBoutCap.FIRST_BOUT)
    state = play(deal(D7_HANDS, "AC", options=first_bout, number=0), *D7_MOVES)
    assert state.bout == 0 and state.cap == 5
    assert Reason.of("attack_cap", cap=5) in RULES.observe(state, 0).facts
    assert refused(state, 0, "attack 7H 8H") == Reason.of("table_full", cap=5)
    state = play(state, "0:attack 7H", "1:take")  # the fifth card is the last one
    assert state.phase == LEAD and state.turn == 0 and state.bout == 1
    assert state.cap == 6 and "attack_cap" not in [f.key for f in RULES.observe(state, 0).facts]
    assert hand(state, 1) == cards("QS KS 7C 7S 8S 8C 7D 8D 9D 10D 7H")
    # without the house rule the same throw-in is allowed
    default = play(deal(D7_HANDS, "AC", number=0), *D7_MOVES)
    assert default.cap == 6 and "attack 7H 8H" in legal(default)


def test_d7_until_first_discard_keeps_the_cap_while_bouts_are_taken() -> None:
    options = NO_SWAP.replace(first_bout_cap=FirstBoutCap.UNTIL_FIRST_DISCARD)
    state = play(deal(D7_HANDS, "AC", options=options, number=0), *D7_MOVES, "0:attack 7H", "1:take")
    assert state.bout == 1 and not state.discarded and state.cap == 5
    assert Reason.of("attack_cap", cap=5) in RULES.observe(state, 0).facts


# --- D8-D10: throw-in order, taking, refill ----------------------------------------------------------

D8_HANDS = ["9S 9C 6C 7C 8C QC", "JS 10D 6D 7D 8D QD", "9D JD 6S 7S 8S QS", "JC 6H 7H 8H QH KC"]


def test_d8_throw_in_priority_returns_to_the_main_attacker() -> None:
    state = play(deal(D8_HANDS, "AH"), "0:attack 9S", "1:defend 9S JS")
    assert state.attackers == (0, 2, 3)
    assert (state.phase, state.turn) == (THROW_IN, 0)
    state = play(state, "0:pass")
    assert state.turn == 2
    state = play(state, "2:attack 9D", "1:defend 9D 10D")
    assert (state.phase, state.turn) == (THROW_IN, 0)   # P0 again
    state = play(state, "0:pass")
    assert state.turn == 2
    state = play(state, "2:pass")
    assert state.turn == 3
    state = play(state, "3:pass")
    assert (state.phase, state.turn, state.main, state.defender) == (LEAD, 1, 1, 2)
    assert state.discard == mask("9S JS 9D 10D")
    assert [h.bit_count() for h in state.hands] == [6, 6, 6, 6] and len(state.talon) == 8


D9_HANDS = ["8C 8S 10C 6C 7C QC", "10S 6D 7D 9D JD QD", "8D 6S 7S 9S JS QS", "10D 7H 9H JH QH KC"]


def test_d9_attackers_add_in_priority_order_when_the_defender_takes() -> None:
    state = play(deal(D9_HANDS, "AH"), "0:attack 8C 8S", "1:defend 8S 10S", "1:take")
    assert (state.phase, state.turn) == (TAKE_ADD, 0)
    state = play(state, "0:attack 10C")
    assert state.turn == 2
    state = play(state, "2:pass")
    assert state.turn == 3
    state = play(state, "3:attack 10D")
    assert (state.phase, state.main, state.defender, state.turn) == (LEAD, 2, 3, 2)
    assert hand(state, 1) == cards("6D 7D 9D JD QD 8C 8S 10S 10C 10D")
    assert state.known[1] == mask("8C 8S 10S 10C 10D")
    # refill: the leader P0 first, then P2 and P3; P1 holds ten and draws nothing
    assert [h.bit_count() for h in state.hands] == [6, 10, 6, 6] and len(state.talon) == 12 - 4


def test_d10_the_leader_draws_first_and_may_take_the_last_cards() -> None:
    state = position(["7S 7C 9C JC QC AC", "8S 8C 6D 7D 9D 10D", "8D 6S 9S JS QS KS"], "KC QH")
    state = play(state, "0:attack 7C 7S", "1:defend 7S 8S", "1:defend 7C 8C")
    assert state.turn == 2   # P0 has no 7 or 8: asked is P2
    state = play(state, "2:attack 8D", "1:defend 8D 10D")
    # nobody can add a 7, 8 or 10: the bout is beaten; P0 draws KC and the face-up QH
    assert state.talon == ()
    assert hand(state, 0) == cards("9C JC QC AC KC QH")
    assert state.known[0] == mask("QH")
    assert [h.bit_count() for h in state.hands] == [6, 3, 5]
    assert (state.phase, state.main, state.defender, state.out) == (LEAD, 1, 2, ())


# --- D11-D12: the first attacker and the trump-six exchange ---------------------------------------

D11_HANDS = ["7C 8C 9C 10C JC 7H", "6D 7D 8D 9D 10D JD", "6H 6S 7S 8S 9S 10S"]


def test_d11_lowest_trump_leads_and_may_exchange_for_the_face_up_trump() -> None:
    state = deal(D11_HANDS, "QH", options=DurakOptions(), dealer=0, number=0)
    assert (state.phase, state.turn, state.deal.first_attacker) == (PRE_BOUT, 2, 2)
    assert legal(state) == ["decline", "exchange 6H"]
    view = RULES.observe(state, 0)
    assert Reason.of("lowest_trump_shown", seat=2, card="6H") in view.facts
    assert view.known[2] == mask("6H") and view.prompt is None
    assert RULES.observe(state, 2).prompt == Reason.of("exchange_trump_six", card="6H", trump="QH")
    state = play(state, "2:exchange 6H")
    assert (state.phase, state.turn, state.defender) == (LEAD, 2, 0)
    assert "QH" in hand(state, 2) and "6H" not in hand(state, 2)
    assert state.talon[-1] == parse_card("6H").index and state.known[2] == mask("QH")
    assert RULES.observe(state, 0).pile("trump").cards == (parse_card("6H"),)
    # whoever later draws the six has no right to exchange: no bout of the deal asks again
    rng = random.Random(4)
    while not RULES.is_over(state):
        assert state.phase != PRE_BOUT and state.right == -1
        moves = RULES.legal_moves(state, state.turn)
        state = RULES.apply(state, state.turn, moves[rng.randrange(len(moves))])


def test_d12_the_right_lapses_once_the_six_has_left_the_hand() -> None:
    hands = ["8S 10S 6C 7C 8C KC", "JS 9C 9D 6D 7D 8D", "6H 7S AC QD KD AD"]
    state = deal(hands, "QH", options=DurakOptions(), dealer=0, number=0)
    assert (state.phase, state.turn) == (PRE_BOUT, 2)
    state = pass_all(play(state, "2:decline", "2:attack 7S", "0:defend 7S 8S"))
    assert (state.phase, state.turn, state.main) == (PRE_BOUT, 2, 0)  # asked again: the right persists
    state = pass_all(play(state, "2:decline", "0:attack 10S", "1:defend 10S JS"))
    assert (state.phase, state.main, state.defender) == (PRE_BOUT, 1, 2)
    state = pass_all(play(state, "2:decline", "1:attack 9C 9D", "2:defend 9C 6H", "2:take"))
    assert "6H" in hand(state, 2) and state.known[2] & mask("6H 9C 9D") == mask("6H 9C 9D")
    assert (state.phase, state.main, state.defender, state.right) == (LEAD, 0, 1, -1)


# --- D13-D14: perevodnoy ---------------------------------------------------------------------------

PEREVODNOY = NO_SWAP.replace(variant=Variant.PEREVODNOY)


def test_d13_the_attack_is_passed_on_with_a_card_of_its_rank() -> None:
    hands = ["8S 6C 7C 9C 10C JC", "8D 6D 7D 9D 10D JD", "8C 6S 7S 9S 10S JS"]
    state = play(deal(hands, "AH", options=PEREVODNOY), "0:attack 8S")
    assert legal(state) == ["take", "transfer 8D"]
    state = play(state, "1:transfer 8D")
    assert state.attack == (parse_card("8S").index, parse_card("8D").index)
    assert (state.cover, state.by) == ((-1, -1), (0, 1))
    assert (state.main, state.defender, state.turn, state.leader) == (1, 2, 2, 0)
    assert "transfer 8C" in legal(state)
    state = play(state, "2:transfer 8C")
    assert (state.main, state.defender, state.turn) == (2, 0, 0)
    assert state.attackers == (2, 1)
    assert "transfer 8C" not in legal(state)


def test_d13_not_onto_a_defender_with_too_few_cards() -> None:
    one_card = play(position(["8S 6C 7C", "8D 6D 7D 9D 10D", "KS"], options=PEREVODNOY), "0:attack 8S")
    assert refused(one_card, 1, "transfer 8D") == \
        Reason.of("new_defender_too_few_cards", seat=2, cards=1, needed=2)
    assert legal(one_card) == ["take"]
    state = play(position(["8S 6C 7C", "8D 6D 7D 9D 10D", "8C KS"], options=PEREVODNOY), "0:attack 8S",
                 "1:transfer 8D")
    assert refused(state, 2, "transfer 8C") == \
        Reason.of("new_defender_too_few_cards", seat=0, cards=2, needed=3)


def test_after_a_transfer_back_the_attacker_draws_first_and_the_defender_last() -> None:
    """The rules text: "the attacker draws first and the defender last". Two players, 24 cards,
    perevodnoy: P1 leads 9S at P0, P0 passes it back with 9D, P1 beats both. P0 is the attacker at
    the bout's end and draws first although P1 led the bout."""
    options = PEREVODNOY.replace(deck=DeckSize.CARDS_24)
    state = position(["9D QC KC AC QH KH", "9S JS 10D AS KD JD"], "QD AH", attacker=1, options=options)
    assert (state.main, state.defender) == (1, 0)
    state = play(state, "1:attack 9S", "0:transfer 9D")
    assert (state.leader, state.main, state.defender) == (1, 0, 1)
    state = pass_all(play(state, "1:defend 9S JS", "1:defend 9D 10D"))
    # P0 needed one card, P1 three: P0 draws QD first, P1 gets the face-up AH and no more
    assert state.talon == ()
    assert hand(state, 0) == cards("QC KC AC QH KH QD")
    assert hand(state, 1) == cards("AS KD JD AH")
    assert state.known[1] == mask("AH") and state.known[0] == 0
    assert (state.phase, state.main, state.defender) == (LEAD, 1, 0)   # the defender beat it: P1 attacks


def test_after_a_transfer_the_refill_starts_with_the_last_attacker() -> None:
    """Three players: P0 leads at P1, P1 passes the attack to P2, P2 beats everything. The refill runs
    P1 (attacker), P0, then P2 (defender) last."""
    assert flow.refill_order(3, 1, 2) == (1, 0, 2)
    assert flow.refill_order(4, 1, 2) == (1, 3, 0, 2)
    hands = ["8S 6C 7C 9C 10C JC", "8D 6D 7D 9D QD JD", "10S 10D 6S 7S AS KS"]
    state = position(hands, "KH QH AD", options=PEREVODNOY)
    state = pass_all(play(state, "0:attack 8S", "1:transfer 8D", "2:defend 8S 10S", "2:defend 8D 10D"))
    assert (state.leader, state.main, state.defender) == (2, 2, 0)   # P2 beat it and attacks next
    # P1 (one card short) takes KH, P0 (one short) QH, P2 (two short) the face-up AD and no more
    assert hand(state, 1) == cards("6D 7D 9D QD JD KH")
    assert hand(state, 0) == cards("6C 7C 9C 10C JC QH")
    assert hand(state, 2) == cards("6S 7S AS KS AD")


def test_d14_no_transfer_once_a_card_is_beaten() -> None:
    hands = ["8S 8H 6C 7C 9C 10C", "10S 8D 6D 7D 9D JD"]
    state = play(deal(hands, "AH", options=PEREVODNOY), "0:attack 8H 8S")
    assert "transfer 8D" in legal(state)
    state = play(state, "1:defend 8S 10S")
    assert state.phase == DEFEND
    assert refused(state, 1, "transfer 8D") == Reason.of("transfer_after_beat")


# --- D15-D16: the end of a deal, and teams -----------------------------------------------------------

def test_d15_both_empty_at_once_is_a_draw() -> None:
    state = play(position(["9S", "JS"], dealer=0), "0:attack 9S", "1:defend 9S JS")
    assert state.phase == OVER and state.fools == () and state.out == (0, 1)
    result = RULES.deal_result(state)
    assert result.points == (0, 0) and result.notes == (Reason.of("draw"),)
    assert RULES.next_dealer(NO_SWAP, 2, 0, result) == 0   # the previous durak deals again


def test_d15_the_last_with_cards_is_the_durak_and_deals_next() -> None:
    state = play(position(["9S", "6S 7D"], dealer=0), "0:attack 9S")
    assert legal(state) == ["take"]
    state = play(state, "1:take")
    assert state.phase == OVER and state.fools == (1,) and state.out == (0,)
    result = RULES.deal_result(state)
    assert result.points == (0, 1) and result.fools == (1,)
    assert result.notes == (Reason.of("durak", seat=1),)
    assert dict(result.columns) == {"matchsticks": (0, 1), "cards_left": (0, 3)}
    assert RULES.next_dealer(NO_SWAP, 2, 0, result) == 1
    assert RULES.observe(state, 0).facts[-1] == Reason.of("durak", seat=1)


def test_durak_with_epaulettes_when_the_last_attack_card_was_a_six() -> None:
    state = play(position(["6S", "7D 8D"]), "0:attack 6S", "1:take")
    assert Reason.of("durak_with_slips") in RULES.deal_result(state).notes
    silent = NO_SWAP.replace(announce_slips=False)
    quiet = play(position(["6S", "7D 8D"], options=silent), "0:attack 6S", "1:take")
    assert RULES.deal_result(quiet).notes == (Reason.of("durak", seat=1),)
    no_tally = play(position(["6S", "7D 8D"], options=NO_SWAP.replace(tally=False)), "0:attack 6S", "1:take")
    assert RULES.deal_result(no_tally).points == (0, 0) and RULES.deal_result(no_tally).fools == (1,)


TEAMS = NO_SWAP.replace(teams=Teams.TWO_V_TWO)


def test_d16_a_partner_takes_over_an_empty_partners_turns() -> None:
    state = position(["", "7C 8C", "9S 10S JS", "7S 8D"], options=TEAMS, attacker=3)
    assert (state.seat, state.main, state.defender, state.attackers, state.out) == (3, 3, 2, (3, 1), (0,))
    state = play(state, "3:attack 7S", "2:defend 7S 9S")
    assert (state.phase, state.turn) == (THROW_IN, 1)   # P3 holds no 7 or 9: the co-attacker P1 is asked
    state = pass_all(state)
    # beaten: the next attacking seat is s+1 = P0's, played by P2; it attacks seat P1
    assert (state.seat, state.main, state.defender) == (0, 2, 1)


def test_the_team_left_with_cards_loses() -> None:
    state = position(["9S", "6D", "", "7D"], options=TEAMS, attacker=0)
    assert (state.main, state.defender) == (0, 1)
    state = play(state, "0:attack 9S", "1:take")
    assert state.phase == OVER and state.fools == (1, 3)
    result = RULES.deal_result(state)
    assert result.points == (0, 1, 0, 1)
    assert result.notes == (Reason.of("losing_team", seats="1 3"),)
    assert RULES.next_dealer(TEAMS, 4, 3, result) == 1   # the loser with the most cards deals


# --- D17-D18: prostoy --------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "ok"), [("7S 7H QC", True), ("7S 8S 9S", False), ("7C 7H QS QD 10H", True),
                                          ("AS AH AD AC 7S", True), ("8S 8D 8C KH QS", False),
                                          ("6H 6D 6C", True), ("7S 7H", False), ("7S 7H 8S 8H", False),
                                          ("QS", True)])
def test_d17_prostoy_attacks_are_one_three_or_five_cards(text: str, ok: bool) -> None:
    assert prostoy_pattern(mask(text)) is ok


PROSTOY = DurakOptions(variant=Variant.PROSTOY)
# the spec's prostoy: attacks with pairs, and the dealer's left neighbour starts the first deal
PROSTOY_PAIRS = PROSTOY.replace(prostoy_attack=ProstoyAttack.PAIRS,
                                prostoy_first_attacker=ProstoyFirstAttacker.LEFT_OF_DEALER)


def test_d17_prostoy_leads_in_the_engine() -> None:
    state = deal(["7S 7H QC 8S 9S", "6D 7D 8D 9D 10D", "6C 7C 8C 9C 10C"], "AH", options=PROSTOY_PAIRS)
    assert state.phase == LEAD and state.turn == 0
    assert legal(state) == ["attack 7H", "attack 7H 7S 8S", "attack 7H 7S 9S", "attack 7S", "attack 8S",
                            "attack 9S", "attack QC", "attack QC 7H 7S"]   # cards in index order: clubs first
    assert refused(state, 0, "attack 7S 8S 9S") == Reason.of("prostoy_attack_pattern", count=3)
    assert refused(state, 0, "attack 7S 7H") == Reason.of("prostoy_attack_pattern", count=2)


def test_prostoy_attacks_are_any_one_three_or_five_cards_by_default() -> None:
    """The rules text: "an attack is one, three or five cards", with no pairs asked for."""
    state = deal(["7S 7H QC 8S 9S", "6D 7D 8D 9D 10D", "6C 7C 8C 9C 10C"], "AH", options=PROSTOY)
    assert state.phase == LEAD and state.turn == 0
    moves = RULES.legal_moves(state, 0)
    assert len(moves) == 5 + 10 + 1
    assert legal(state)[:6] == ["attack 7H", "attack 7H 7S 8S", "attack 7H 7S 9S", "attack 7H 8S 9S",
                                "attack 7S", "attack 7S 8S 9S"]
    assert RULES.parse_move("attack 7S 8S 9S") in moves and RULES.parse_move("attack QC 7H 7S 8S 9S") in moves
    assert RULES.parse_move("attack 7S 7H") not in moves
    state = play(state, "0:attack 7S 8S 9S")      # three cards without a pair
    assert state.phase == DEFEND and state.unbeaten == 3
    fresh = deal(["7S 7H QC 8S 9S", "6D 7D 8D 9D 10D", "6C 7C 8C 9C 10C"], "AH", options=PROSTOY)
    assert refused(fresh, 0, "attack 7S 7H") == Reason.of("prostoy_attack_size", count=2)
    assert refused(fresh, 0, "attack 7S 7H 8S 9S") == Reason.of("prostoy_attack_size", count=4)


def test_prostoy_any_attacks_stay_within_the_limit_and_the_hand() -> None:
    capped = PROSTOY.replace(prostoy_cap_to_defender_hand=True)
    state = position(["7S 8S 9S 10S JS", "6D 7D 8D", "6C 7C 8C 9C 10C"], "KC QH", options=capped)
    assert [len(str(m).split()) - 1 for m in RULES.legal_moves(state, 0)] == [1] * 5 + [3] * 10
    assert refused(state, 0, "attack 7S 8S 9S 10S JS") == Reason.of("defender_too_few_cards", cards=3, unbeaten=0)
    two = position(["7S 8S", "6D 7D 8D", "6C 7C 8C 9C 10C"], "KC QH", options=PROSTOY)
    assert legal(two) == ["attack 7S", "attack 8S"]


def test_prostoy_lowest_trump_attacks_first_in_the_first_deal() -> None:
    """The rules text: in the first deal the lowest trump attacks first, in every variant."""
    hands = ["7S 7C QD KC AC", "9S 6H 6C 10D JD", "6D 7D 8D 9D 8C"]
    state = deal(hands, "AH", "9C JC QC 10C", options=PROSTOY, dealer=2, number=0)
    assert (state.phase, state.main, state.defender, state.deal.shown) == (LEAD, 1, 2, parse_card("6H").index)
    assert Reason.of("lowest_trump_shown", seat=1, card="6H") in RULES.observe(state, 0).facts
    spec = deal(hands, "AH", "9C JC QC 10C", options=PROSTOY_PAIRS, dealer=2, number=0)
    assert (spec.main, spec.defender, spec.deal.shown) == (0, 1, -1)   # the dealer's left neighbour
    later = deal(hands, "AH", "9C JC QC 10C", options=PROSTOY, dealer=2, number=1)
    assert (later.main, later.defender) == (0, 1)   # later deals: first_attacker_later, the dealer's left


def test_d18_prostoy_defence_then_done() -> None:
    state = deal(["7S 7C QD KC AC", "9S 6H 6C 10D JD", "6D 7D 8D 9D 8C"], "AH", "9C JC QC 10C",
                 options=PROSTOY_PAIRS, dealer=2, number=0)
    assert (state.phase, state.turn, state.defender, state.right) == (LEAD, 0, 1, -1)
    state = play(state, "0:attack 7C 7S QD", "1:defend 7S 9S", "1:defend QD 6H")
    assert legal(state) == ["done"]   # P1 holds nothing that beats 7C
    state = play(state, "1:done")
    assert state.discard == mask("7S 9S QD 6H")
    assert hand(state, 1) == cards("6C 10D JD 7C 10C") and state.known[1] == mask("7C")
    assert hand(state, 0) == cards("KC AC 9C JC QC")
    assert (state.phase, state.main, state.defender) == (LEAD, 2, 0)


def test_prostoy_a_fully_beaten_attack_ends_the_bout_at_once() -> None:
    state = deal(["7S 7C QD KC AC", "9S 8C 6H 10C JC", "6D 7D 8D 9D 10D"], "AH", options=PROSTOY_PAIRS, dealer=2,
                 number=0)
    state = play(state, "0:attack 7S", "1:defend 7S 9S")
    assert (state.phase, state.main, state.defender) == (LEAD, 1, 2)
    assert refused(play(state, "1:attack 8C"), 2, "take").key == "take_not_in_prostoy"


# --- D19: severnyi -----------------------------------------------------------------------------------

SEVERNYI = NO_SWAP.replace(variant=Variant.SEVERNYI)
DIAMONDS_36 = SUIT_MASKS[1] & mask("6D 7D 8D 9D 10D JD QD KD AD")


def test_d19_the_last_face_down_card_is_turned_and_its_suit_becomes_a_second_trump() -> None:
    state = position(["9H 6D 10S 6H 7H 8H", "10H AS 9S 9D JC QC KC"], "7C KD 8S", options=SEVERNYI)
    assert state.deal.trump == 3 and state.revealed == -1
    state = play(state, "0:attack 9H", "1:defend 9H 10H", "0:pass")
    assert state.talon == (parse_card("KD").index, parse_card("8S").index)
    assert state.revealed == parse_card("KD").index and state.second == 1
    view = RULES.observe(state, 0)
    assert view.pile("talon").cards == (parse_card("KD"),) and view.pile("trump").cards == (parse_card("8S"),)
    assert Reason.of("second_trump", suit="D", card="KD", mode="ranked") in view.facts
    beats = state.beats
    assert beats[parse_card("AS").index] == DIAMONDS_36
    assert beats[parse_card("9S").index] == mask("10S JS QS KS AS") | DIAMONDS_36
    assert beats[parse_card("9D").index] == mask("10D JD QD KD AD")
    assert (state.phase, state.main, state.defender) == (LEAD, 1, 0)
    state = play(state, "1:attack AS")
    assert legal(state) == ["defend AS 6D", "take"]
    state = pass_all(play(state, "0:defend AS 6D"))
    # P1 led the bout and draws KD first, then P0 the face-up 8S: everybody saw both cards
    assert state.talon == () and state.known[1] == mask("KD") and state.known[0] == mask("8S")


def test_d19_replace_mode_makes_the_second_trump_the_only_trump() -> None:
    options = SEVERNYI.replace(severnyi_mode=SevernyiMode.REPLACE)
    state = position(["9H 6D 10S 6H 7H 8H", "10H AS 9S 9D JC QC KC"], "7C KD 8S", options=options)
    state = play(state, "0:attack 9H", "1:defend 9H 10H", "0:pass")
    assert state.beats[parse_card("9S").index] == mask("10S JS QS KS AS") | DIAMONDS_36
    assert state.beats[parse_card("9H").index] == mask("10H JH QH KH AH") | DIAMONDS_36
    assert Reason.of("second_trump", suit="D", card="KD", mode="replace") in RULES.observe(state, 0).facts


# --- D20: six players, 36 cards ---------------------------------------------------------------------

def test_d20_six_players_leave_no_talon_and_the_dealers_last_card_is_trump() -> None:
    hands = ["6H 7H 8H 9H 10H 10C", "6S 7S 8S 9S 10S JS", "6D 7D 8D 9D 10D JD", "6C 7C 8C 9C JC QC",
             "QS KS AS QD KD AD", "JH QH KH AH KC AC"]
    state = deal(hands, None, options=DurakOptions(), dealer=0, number=0)
    assert state.talon == () and state.deal.trump == 0 and CARDS[state.deal.trump_card] == parse_card("10C")
    assert state.known[0] == mask("10C") and state.known[3] == mask("6C")
    assert (state.phase, state.main, state.defender, state.right, state.deal.holder) == (LEAD, 3, 4, -1, -1)
    assert state.attackers == (3, 5)   # auto with six players: the defender's neighbours only
    view = RULES.observe(state, 1)
    assert view.pile("trump").cards == () and view.pile("talon").cards == ()
    assert view.pile("trump").kind is PileKind.TURNED
    assert Reason.of("trump_card_in_hand", seat=0, card="10C") in view.facts
    assert Reason.of("trump", suit="C", card="10C") in view.facts
