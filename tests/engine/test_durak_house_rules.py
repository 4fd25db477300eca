"""Durak: move texts, option checks, every refusal key, each house rule's own effect, and the
observation a seat gets (``resources/rules/en/durak.md#house-rules`` and the issue's "bad input" list)."""

from __future__ import annotations

import random

import pytest

from fjols_desktop.engine.cards import DECK36, SUIT_MASKS, parse_card, parse_cards
from fjols_desktop.engine.errors import (
    IllegalMoveError,
    InvalidCardError,
    InvalidMoveError,
    InvalidOptionError,
    Reason,
)
from fjols_desktop.engine.games.durak import DurakOptions
from fjols_desktop.engine.games.durak.options import (
    DeckSize,
    FirstAttackerLater,
    NoTrumpInHands,
    Teams,
    ThrowInBy,
    ThrowInTiming,
    TransferMaxCards,
    TrumpSixExchange,
    Variant,
)
from fjols_desktop.engine.games.durak.state import DEFEND, LEAD, PRE_BOUT, THROW_IN
from fjols_desktop.engine.match import Match
from fjols_desktop.engine.rules import PileKind

from .durak_helpers import NO_SWAP, RULES, deal, hand, legal, mask, pass_all, play, position, random_deal


def refusal(state, seat: int, text: str) -> Reason:
    with pytest.raises(IllegalMoveError) as caught:
        RULES.apply(state, seat, RULES.parse_move(text))
    return caught.value.reason


# --- move texts ------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "canonical", "kind", "target", "cards"), [
    ("attack 7S 7H", "attack 7H 7S", "attack", "table", ["7H", "7S"]),
    ("ATTACK 10d", "attack 10D", "attack", "table", ["10D"]),
    ("defend 7H 9H", "defend 7H 9H", "defend", "table/7H", ["9H"]),
    ("transfer 7C", "transfer 7C", "transfer", "table", ["7C"]),
    ("show 7H", "show 7H", "show_trump", None, []),
    ("exchange 6H", "exchange 6H", "exchange", "trump", ["6H"]),
    ("take", "take", "take", None, []), ("pass", "pass", "pass", None, []),
    ("done", "done", "done", None, []),
    ("decline", "decline", "decline", None, []),
])
def test_move_texts(text: str, canonical: str, kind: str, target: str | None, cards: list[str]) -> None:
    move = RULES.parse_move(text)
    assert str(move) == canonical and RULES.parse_move(canonical) == move
    assert move.kind == kind and move.target == target and [str(c) for c in move.cards] == cards
    assert hash(move) == hash(RULES.parse_move(canonical))


@pytest.mark.parametrize("text", ["", "attack", "defend 7H", "defend 7H 8H 9H", "show 7H 8H", "take now",
                                  "attack 7H 7H", "fold", "exchange", "transfer 1X", "pass 7H"])
def test_unparseable_texts_name_the_text(text: str) -> None:
    with pytest.raises(InvalidMoveError, match="durak"):
        RULES.parse_move(text)


def test_moves_of_different_kinds_differ() -> None:
    assert RULES.parse_move("attack 7H") != RULES.parse_move("transfer 7H")
    assert RULES.parse_move("show 7H") != RULES.parse_move("exchange 7H")
    assert RULES.parse_move("defend 7H 9H") != RULES.parse_move("defend 9H 7H")


# --- options -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("options", "seats", "key"), [
    (DurakOptions(deck=DeckSize.CARDS_24), 3, "variant_seats"),
    (DurakOptions(variant=Variant.PROSTOY), 5, "variant_seats"),
    (DurakOptions(variant=Variant.SEVERNYI), 6, "variant_seats"),
    (DurakOptions(teams=Teams.TWO_V_TWO), 3, "teams_seats"),
    (DurakOptions(teams=Teams.THREE_V_THREE), 4, "teams_seats"),
    (DurakOptions(variant=Variant.PROSTOY, teams=Teams.TWO_V_TWO), 4, "prostoy_no_teams"),
    (DurakOptions(), 7, "seats_out_of_range"),
])
def test_impossible_tables_are_refused(options: DurakOptions, seats: int, key: str) -> None:
    with pytest.raises(InvalidOptionError) as refused:
        options.check(seats)
    assert refused.value.reason.key == key


def test_possible_tables_and_bad_values() -> None:
    DurakOptions(variant=Variant.SEVERNYI, deck=DeckSize.CARDS_52).check(6)
    DurakOptions(deck=DeckSize.CARDS_24).check(2)
    DurakOptions(teams=Teams.THREE_V_THREE, variant=Variant.PEREVODNOY).check(6)
    with pytest.raises(InvalidOptionError):
        Match.new("durak", 7)
    with pytest.raises(InvalidOptionError, match="variant"):
        DurakOptions.from_dict({"variant": "bridge"})
    with pytest.raises(InvalidOptionError, match="match_length"):
        DurakOptions(match_length=100)
    assert DurakOptions().exchange is TrumpSixExchange.EVERY_DEAL
    assert DurakOptions(variant=Variant.PROSTOY).exchange is TrumpSixExchange.OFF
    assert DurakOptions(variant=Variant.PROSTOY, trump_six_exchange=TrumpSixExchange.EVERY_DEAL).exchange \
        is TrumpSixExchange.EVERY_DEAL


def test_a_stacked_deck_must_be_the_pack_in_play() -> None:
    with pytest.raises(InvalidCardError):
        RULES.new_deal(DurakOptions(), 2, 0, random.Random(0), deck=parse_cards("7H 8H"))
    with pytest.raises(InvalidCardError):
        RULES.new_deal(DurakOptions(), 2, 0, random.Random(0), deck=list(DECK36[:-1]) + [parse_card("2C")])


# --- refusals by phase --------------------------------------------------------------------------------------

HANDS = ["9S 9C 6C 7C 8C QC", "JS 10D 6D 7D 8D QD", "9D JD 6S 7S 8S QS"]


def test_refusals_in_each_phase() -> None:
    state = deal(HANDS, "AH")
    assert refusal(state, 1, "attack 6D") == Reason.of("not_your_turn", seat=1, turn=0)
    assert refusal(state, 0, "take") == Reason.of("must_attack")
    assert refusal(state, 0, "defend 9S JS") == Reason.of("must_attack")
    assert refusal(state, 0, "attack AS") == Reason.of("card_not_in_hand", card="AS")
    state = play(state, "0:attack 9S")
    assert refusal(state, 1, "pass") == Reason.of("beat_or_take")
    assert refusal(state, 1, "attack 10D") == Reason.of("beat_or_take")
    assert refusal(state, 1, "done") == Reason.of("done_only_in_prostoy")
    assert refusal(state, 1, "transfer 9D") == Reason.of("no_transfer", variant="podkidnoy")
    assert refusal(state, 1, "show 9H") == Reason.of("no_transfer", variant="podkidnoy")
    assert refusal(state, 1, "defend 9C JS") == Reason.of("not_on_table", card="9C")
    assert refusal(state, 1, "defend 9S AS") == Reason.of("card_not_in_hand", card="AS")
    state = play(state, "1:defend 9S JS")
    assert state.phase == THROW_IN
    assert refusal(state, 0, "take") == Reason.of("throw_in_or_pass")
    assert refusal(state, 0, "defend 9S 9C") == Reason.of("throw_in_or_pass")
    assert refusal(state, 1, "defend 9S JS") == Reason.of("not_your_turn", seat=1, turn=0)
    state = play(state, "0:attack 9C")
    assert refusal(state, 1, "defend 9S 10D") == Reason.of("already_beaten", card="9S")


def test_refusals_around_the_exchange() -> None:
    state = deal(["6H 7S 8S 9S 10S JS", "7D 8D 9D 10D JD QD"], "QH", options=DurakOptions(), number=0)
    assert (state.phase, state.turn) == (PRE_BOUT, 0)
    assert refusal(state, 0, "attack 7S") == Reason.of("exchange_or_decline", card="6H")
    assert refusal(state, 0, "exchange 7S") == Reason.of("not_exchange_card", card="6H")
    assert refusal(state, 1, "exchange 6H") == Reason.of("not_your_turn", seat=1, turn=0)


def test_severnyi_refusal_for_a_first_trump_on_the_second() -> None:
    options = NO_SWAP.replace(variant=Variant.SEVERNYI)
    state = position(["9H 6D 10S 6H 7H 8H", "10H AS 9S 9D JC QC KC"], "7C KD 8S", options=options)
    state = play(state, "0:attack 9H", "1:defend 9H 10H", "0:pass", "1:attack 9D")
    assert refusal(state, 0, "defend 9D 10S") == \
        Reason.of("cannot_beat_higher_trump", attack="9D", card="10S")


def test_severnyi_second_card_of_the_first_suit_changes_nothing() -> None:
    options = NO_SWAP.replace(variant=Variant.SEVERNYI)
    state = position(["9H 6D 10S 6H 7H 8H", "10H AS 9S 9D JC QC KC"], "7C KS 8S", options=options)
    before = state.beats
    state = play(state, "0:attack 9H", "1:defend 9H 10H", "0:pass")
    assert state.revealed == parse_card("KS").index and state.beats == before
    assert "second_trump" not in [f.key for f in RULES.observe(state, 0).facts]


# --- house rules, one at a time -----------------------------------------------------------------------------

def test_throw_in_by() -> None:
    def attackers(throw_in_by: ThrowInBy, seats: int) -> tuple[int, ...]:
        options = NO_SWAP.replace(throw_in_by=throw_in_by, deck=DeckSize.CARDS_52)
        state = random_deal(options, seats, seats - 1, number=1)   # dealer seats-1: P0 attacks P1
        assert (state.main, state.defender) == (0, 1)
        return state.attackers
    assert attackers(ThrowInBy.AUTO, 4) == (0, 2, 3)
    assert attackers(ThrowInBy.AUTO, 5) == (0, 2)
    assert attackers(ThrowInBy.ALL, 6) == (0, 2, 3, 4, 5)
    assert attackers(ThrowInBy.NEIGHBOURS, 4) == (0, 2)
    assert attackers(ThrowInBy.MAIN_ONLY, 4) == (0,)
    # auto counts the players still in: six seats with two out play like four
    assert position(["7S", "8S", "", "9S", "", "10S"]).attackers == (0, 3, 5)


def test_throw_in_by_teams() -> None:
    six = NO_SWAP.replace(teams=Teams.THREE_V_THREE, deck=DeckSize.CARDS_52)
    assert random_deal(six, 6, 5, number=1).attackers == (0, 2)
    assert random_deal(six.replace(throw_in_by=ThrowInBy.ALL), 6, 5, number=1).attackers == (0, 2, 4)


def test_throw_in_timing_anytime_asks_after_every_beat() -> None:
    hands = ["7S 7C 8H 6D 9D 10D", "8S 6C 9C JS QS KS"]
    state = play(deal(hands, "AH"), "0:attack 7C 7S", "1:defend 7S 8S")
    assert (state.phase, state.turn) == (DEFEND, 1)
    anytime = NO_SWAP.replace(throw_in_timing=ThrowInTiming.ANYTIME)
    state = play(deal(hands, "AH", options=anytime), "0:attack 7C 7S", "1:defend 7S 8S")
    assert (state.phase, state.turn, state.unbeaten) == (THROW_IN, 0, 1)
    assert legal(state) == ["attack 8H", "pass"]
    state = play(state, "0:pass")
    assert (state.phase, state.turn) == (DEFEND, 1)


def test_throw_in_on_take_off_ends_the_bout_at_once() -> None:
    hands = ["7S 7C 8H 6D 9D 10D", "8S 6C 9C JS QS KS"]
    state = play(deal(hands, "AH", options=NO_SWAP.replace(throw_in_on_take=False)), "0:attack 7S", "1:take")
    assert (state.phase, state.turn, state.bout) == (LEAD, 0, 1)
    assert hand(state, 1) == sorted(["8S", "6C", "9C", "JS", "QS", "KS", "7S"])


def test_first_attacker_in_later_deals() -> None:
    hands = ["7C 8C 9C 10C JC QC", "6D 7D 8D 9D 10D JD", "7H 6S 7S 8S 9S 10S"]
    def first(later: FirstAttackerLater, number: int) -> tuple[int, int]:
        options = NO_SWAP.replace(first_attacker_later=later)
        state = deal(hands, "AH", options=options, dealer=1, number=number)
        return state.main, state.defender
    assert first(FirstAttackerLater.LEFT_OF_DEALER, 0) == (2, 0)   # deal 1: the lowest trump (7H) leads
    assert first(FirstAttackerLater.LEFT_OF_DEALER, 1) == (2, 0)   # the dealer's left
    assert first(FirstAttackerLater.ATTACK_THE_FOOL, 1) == (0, 1)  # the dealer's right: the fool defends
    assert first(FirstAttackerLater.LOWEST_TRUMP, 3) == (2, 0)
    fool = NO_SWAP.replace(first_attacker_later=FirstAttackerLater.ATTACK_THE_FOOL)
    state = deal(hands, "AH", options=fool, dealer=2, number=1)
    assert (state.main, state.defender) == (1, 2)


def test_nobody_holds_a_trump() -> None:
    hands = ["7C 8C 9C 10C JC QC", "6D 7D 8D 9D 10D JD"]
    state = deal(hands, "AH", number=0, dealer=0)
    assert (state.main, state.deal.shown) == (1, -1)
    options = NO_SWAP.replace(no_trump_in_hands=NoTrumpInHands.REDEAL)
    redeal = deal(hands, "AH", options=options, number=0, dealer=0)
    holders = [s for s in range(2) if redeal.hands[s] & SUIT_MASKS[redeal.deal.trump]]
    assert holders and redeal.main in holders and redeal.deal.shown >= 0
    assert redeal.hands != state.hands


def test_exchange_timing_house_rules() -> None:
    hands = ["6H 7S 8S 9S 10S JS", "7D 8D 9D 10D JD QD"]
    before = NO_SWAP.replace(trump_six_exchange=TrumpSixExchange.BEFORE_FIRST_LEAD)
    state = play(deal(hands, "QH", options=before, number=0), "0:decline")
    assert state.right == -1 and state.known[0] == mask("6H")
    first_only = NO_SWAP.replace(trump_six_exchange=TrumpSixExchange.FIRST_DEAL_ONLY)
    assert deal(hands, "QH", options=first_only, number=0).phase == PRE_BOUT
    assert deal(hands, "QH", options=first_only, number=1).deal.holder == -1
    every = NO_SWAP.replace(trump_six_exchange=TrumpSixExchange.EVERY_DEAL)
    later = deal(hands, "QH", options=every, number=2)
    assert (later.phase, later.turn, later.known[0]) == (PRE_BOUT, 0, mask("6H"))
    assert deal(hands, "QH", options=NO_SWAP).phase == LEAD
    # the six turned for trump gives nobody the right
    assert deal(["QH 7S 8S 9S 10S JS", "7D 8D 9D 10D JD QD"], "6H", options=every, number=0).phase == LEAD
    prostoy = ["6H 7S 8S 9S 10S", "7D 8D 9D 10D JD"]
    assert deal(prostoy, "QH", options=DurakOptions(variant=Variant.PROSTOY)).phase == LEAD
    switched_on = DurakOptions(variant=Variant.PROSTOY, trump_six_exchange=TrumpSixExchange.EVERY_DEAL)
    assert deal(prostoy, "QH", options=switched_on).phase == PRE_BOUT


PEREVODNOY = NO_SWAP.replace(variant=Variant.PEREVODNOY)


def test_transfer_max_cards_one() -> None:
    hands = ["8S 6C 7C 9C 10C JC", "8D 8C 6D 7D 9D 10D"]
    state = play(deal(hands, "AH", options=PEREVODNOY), "0:attack 8S")
    assert legal(state) == ["take", "transfer 8C", "transfer 8C 8D", "transfer 8D"]
    options = PEREVODNOY.replace(transfer_max_cards=TransferMaxCards.ONE)
    one = play(deal(hands, "AH", options=options), "0:attack 8S")
    assert legal(one) == ["take", "transfer 8C", "transfer 8D"]
    assert refusal(one, 1, "transfer 8C 8D") == Reason.of("transfer_one_card")
    assert refusal(one, 1, "transfer 9D") == Reason.of("transfer_rank", rank=8)


def test_transfer_by_showing_the_trump_of_the_rank() -> None:
    hands = ["8S 8C 7C 9C 10C JC", "8H 6D 7D 9D 10D JD"]
    assert refusal(play(deal(hands, "AH", options=PEREVODNOY), "0:attack 8S"), 1, "show 8H") == \
        Reason.of("no_show_transfer")
    options = PEREVODNOY.replace(transfer_by_showing_trump=True)
    state = play(deal(hands, "AH", options=options), "0:attack 8S")
    assert legal(state) == ["defend 8S 8H", "show 8H", "take", "transfer 8H"]
    state = play(state, "1:show 8H")
    assert (state.main, state.defender, state.attack) == (1, 0, (parse_card("8S").index,))
    assert "8H" in hand(state, 1) and state.known[1] == mask("8H")
    state = play(state, "0:transfer 8C")       # back to P1, who has shown 8H already this bout
    assert (state.main, state.defender) == (0, 1)
    assert "show 8H" not in legal(state)
    assert refusal(state, 1, "show 8H") == Reason.of("already_shown", card="8H")


def test_not_trump_of_rank() -> None:
    options = PEREVODNOY.replace(transfer_by_showing_trump=True)
    state = play(deal(["8S 6C 7C 9C 10C JC", "8D 6D 7D 9D 10D JD"], "AH", options=options), "0:attack 8S")
    assert refusal(state, 1, "show 8D") == Reason.of("not_trump_of_rank", card="8D")
    assert refusal(state, 1, "show 9D") == Reason.of("transfer_rank", rank=8)


# --- what a seat sees ---------------------------------------------------------------------------------------

def test_observation_piles_facts_and_prompts() -> None:
    state = play(deal(HANDS, "AH"), "0:attack 9S", "1:defend 9S JS", "0:pass", "2:attack 9D")
    view = RULES.observe(state, 2)
    assert [(p.id, p.kind) for p in view.piles] == [
        ("hand:0", PileKind.HAND), ("hand:1", PileKind.HAND), ("hand:2", PileKind.HAND),
        ("talon", PileKind.STOCK), ("trump", PileKind.TURNED), ("table", PileKind.BOUT),
        ("discard", PileKind.DISCARD)]
    assert view.pile("hand:0").cards == (None,) * 5 and view.pile("hand:2").owner == 2
    assert [str(c) for c in view.pile("hand:2").cards] == ["JD", "6S", "7S", "8S", "QS"]
    assert view.pile("talon").cards == (None,) * 17 and view.pile("trump").cards == (parse_card("AH"),)
    table = view.pile("table")
    assert [str(c) for c in table.cards] == ["9S", "9D"] and table.played_by == (0, 2)
    assert [str(c) if c else None for c in table.covers] == ["JS", None]
    assert view.pile("discard").cards == ()
    assert view.facts[:3] == (Reason.of("trump", suit="H", card="AH"), Reason.of("attacker", seat=0),
                              Reason.of("defender", seat=1))
    assert view.prompt is None and view.legal_moves == ()
    assert view.history == ((0, "attack 9S"), (1, "defend 9S JS"), (0, "pass"), (2, "attack 9D"))
    assert RULES.observe(state, 1).prompt == Reason.of("beat_or_take", unbeaten=1)
    state = play(state, "1:defend 9D 10D")
    assert RULES.observe(state, 0).prompt == Reason.of("throw_in_or_pass", defender=1)
    state = play(state, "0:pass", "2:pass", "1:attack 6D")
    assert RULES.observe(state, 2).pile("discard").cards == (None,) * 4
    assert RULES.observe(state, 2).discard == mask("9S JS 9D 10D")
    assert RULES.observe(state, 1).prompt is None
    state = play(state, "2:take")
    assert RULES.observe(state, state.turn).prompt == Reason.of("add_on_take", defender=2)
    assert RULES.observe(pass_all(state), 0).prompt == Reason.of("lead_attack", defender=1)
