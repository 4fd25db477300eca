"""Fjols: the worked scenarios F1-F19 of ``resources/rules/en/fjols.md#how-a-deal-goes``, built from stacked
decks and move texts, plus refusals, the table view, the match, and a move-by-move comparison with a
literal reading of the spec (``fjols_reference.py``).

Unless stated: 4 players, P0 deals, P1 is forehand, the turned card is 9H (hearts high, diamonds low).
F13-F16 are endgames with an empty stock; reaching one from a stacked deck takes dozens of moves, so
those tests build the position with ``position`` (the engine's own deal facts and legal-move mask).
F9 names a stock of 10 cards at the start of a 4-player deal, which holds 15 (36 - 20 - 1); 10 is the
5-player figure, so both tables are checked.
"""

from __future__ import annotations

import itertools
import random

import pytest

from fjols_desktop.engine.cards import DECK36, DECK52, cards_of, mask_of, parse_card, parse_cards, stack_deck
from fjols_desktop.engine.errors import IllegalMoveError, InvalidMoveError, InvalidOptionError, Reason
from fjols_desktop.engine.game_loop import play_match, replay
from fjols_desktop.engine.games.fjols import FjolsOptions, FjolsRules
from fjols_desktop.engine.games.fjols.options import Deck, FollowSuit, NextDealer, PickupMode, VoluntaryPickup
from fjols_desktop.engine.games.fjols.state import (
    LEAD,
    OVER,
    RESPOND,
    TURNED_BY,
    FjolsState,
    make_deal,
    respond_mask,
)
from fjols_desktop.engine.match import Match
from fjols_desktop.engine.players import RandomPlayer
from fjols_desktop.engine.rules import DealResult, MatchContext, PileKind

from .fjols_reference import ReferenceFjols

RULES = FjolsRules()
DEFAULT = FjolsOptions()


def deal(hands: dict[int, str], stock: str = "", turned: str = "9H", options: FjolsOptions = DEFAULT,
         seats: int = 4, dealer: int = 0):
    """A stacked deal: the named hands, the turned card, then the named stock cards (drawn first);
    unnamed hands and the rest of the stock are filled from the unused cards in deck order."""
    full = DECK52 if options.deck is Deck.CARDS_52 else DECK36
    named = {s: list(parse_cards(h)) for s, h in hands.items()}
    top = list(parse_cards(stock))
    used = {c for h in named.values() for c in h} | set(top) | {parse_card(turned)}
    spare = [c for c in full if c not in used]
    all_hands = []
    for s in range(seats):
        hand = named.get(s, [])
        while len(hand) < options.hand_size:
            hand.append(spare.pop(0))
        all_hands.append(hand)
    order = stack_deck(all_hands, dealer, [parse_card(turned), *top, *spare])
    return RULES.new_deal(options, seats, dealer, random.Random(0), deck=order)


def play(state, *moves: str):
    """Apply moves written "seat:text", e.g. "1:10H" or "3:pickup"."""
    return replay(RULES, state, [(int(m.split(":")[0]), m.split(":")[1]) for m in moves])


def legal(state, seat: int) -> list[str]:
    return sorted(str(m) for m in RULES.legal_moves(state, seat))


def hand(state, seat: int) -> list[str]:
    return sorted(str(c) for c in cards_of(state.hands[seat]))


def cards(text: str) -> list[str]:
    return sorted(text.split())


def refused(state, seat: int, text: str):
    with pytest.raises(IllegalMoveError) as error:
        RULES.apply(state, seat, RULES.parse_move(text))
    return error.value.reason


def position(options: FjolsOptions, hands: list[str], chain: list[tuple[str, int]], turn: int, *,
             phase: int = RESPOND, stock: str = "", out: tuple[int, ...] = (), dealer: int = 0,
             turned: str = "9H") -> FjolsState:
    """A mid-deal position built directly (see the module docstring), with the engine's legal mask."""
    seats = len(hands)
    d = make_deal(options, seats, dealer, 0, parse_card(turned), mask_of(DECK36))
    masks = tuple(mask_of(parse_cards(h)) for h in hands)
    idx = tuple(parse_card(c).index for c, _ in chain)
    by = tuple(s for _, s in chain)
    legal_mask = respond_mask(d, masks[turn], idx[-1]) if phase == RESPOND else masks[turn]
    return FjolsState.of(deal=d, phase=phase, hands=masks, stock=tuple(c.bit for c in parse_cards(stock)), drawn=0,
                         chain=idx, chain_by=by, discard=0, turn=turn, legal=legal_mask, known=(0,) * seats, out=out,
                         chain_seats=seats - len(out), log=())


# The opening used by F3-F8: P1 beats 9H with 10H, P2 beats with JH, P3 with QH, and P0, holding
# neither KH nor AH, picks QH up, so P1 leads. P1, P2, P3 then draw the first three stock cards.
OPENING = ("1:10H", "2:JH", "3:QH", "0:pickup")
P0_PLAIN = "8H 7S KS AS JC"     # neither KH nor AH: P0 cannot beat QH
P3_HAND = "QH QC 10D JD QD"


def after_opening(p1: str, p2: str, draws: str, options: FjolsOptions = DEFAULT):
    state = deal({0: P0_PLAIN, 1: "10H " + p1, 2: "JH " + p2, 3: P3_HAND}, stock=draws, options=options)
    state = play(state, *OPENING)
    assert state.phase == LEAD and state.turn == 1
    return state


# --- F1-F2: the forehand against the turned card ---------------------------------------------------------

def test_f1_a_low_trump_cannot_beat_the_turned_high_trump() -> None:
    state = deal({1: "10H 7S 8C QD 6S"})
    assert state.deal.high.letter == "H" and state.deal.low.letter == "D"
    assert RULES.to_act(state) == frozenset({1})
    assert legal(state, 1) == ["10H"]
    reason = refused(state, 1, "QD")
    assert reason.key == "must_beat" and reason.arg("card") == "9H"
    reason = refused(state, 1, "pickup")
    assert reason.key == "pickup_not_allowed" and reason.arg("why") == "can_beat_in_suit"


def test_f2_forehand_who_cannot_beat_picks_up_the_turned_card() -> None:
    state = deal({1: "8H AD AS KC 7C"})
    assert legal(state, 1) == ["pickup"]
    after = play(state, "1:pickup")
    assert hand(after, 1) == cards("8H 9H AD AS KC 7C")
    assert after.stock_size == state.stock_size == 15
    assert after.phase == LEAD and RULES.to_act(after) == frozenset({2})
    assert after.known[1] == parse_card("9H").bit
    view = RULES.observe(after, 3)
    assert view.pile("turned").cards == () and view.pile("chain").cards == ()
    assert view.history == ((1, "pickup"),)


# --- F3-F8: what may beat what -------------------------------------------------------------------------

def test_f3_beat_in_suit_first() -> None:
    state = play(after_opening("9S 7D 8D 9D", "6D 7H 8C 10C", "6H JS QS"), "1:9S")
    assert hand(state, 2) == cards("JS 6D 7H 8C 10C")
    assert legal(state, 2) == ["JS"]
    assert refused(state, 2, "6D").key == "must_follow_suit"
    assert refused(state, 2, "7H").key == "must_follow_suit"
    assert refused(state, 2, "pickup").key == "pickup_not_allowed"
    free = FjolsOptions(follow_suit=FollowSuit.FREE)
    state = play(after_opening("9S 7D 8D 9D", "6D 7H 8C 10C", "6H JS QS", free), "1:9S")
    assert legal(state, 2) == cards("JS 6D 7H")
    always = FjolsOptions(voluntary_pickup=VoluntaryPickup.ALWAYS)
    state = play(after_opening("9S 7D 8D 9D", "6D 7H 8C 10C", "6H JS QS", always), "1:9S")
    assert legal(state, 2) == cards("JS pickup")


def test_f4_no_beater_in_suit_trump_or_pick_up() -> None:
    state = play(after_opening("QS 7D 8D 9D", "8S 6D AC 7C", "6H 9C 10C"), "1:QS")
    assert hand(state, 2) == cards("8S 6D AC 7C 9C")
    assert legal(state, 2) == cards("6D pickup")
    assert refused(state, 2, "8S").key == "must_beat"
    strict = FjolsOptions(follow_suit=FollowSuit.STRICT_VOID)
    state = play(after_opening("QS 7D 8D 9D", "8S 6D AC 7C", "6H 9C 10C", strict), "1:QS")
    assert legal(state, 2) == ["pickup"]
    reason = refused(state, 2, "6D")
    assert reason.key == "must_follow_suit" and reason.arg("suit") == "S"


@pytest.mark.parametrize("mode", list(FollowSuit))
def test_f5_void_in_the_suit_may_trump_or_pick_up_in_every_mode(mode: FollowSuit) -> None:
    options = FjolsOptions(follow_suit=mode)
    state = play(after_opening("QS 7D 8D 9D", "KC 7H 6D 8C", "6H 9C 10C", options), "1:QS")
    assert hand(state, 2) == cards("KC 7H 6D 8C 9C")
    assert legal(state, 2) == cards("7H 6D pickup")
    assert refused(state, 2, "KC").key == "must_beat"


def test_f6_a_low_trump_only_falls_to_a_high_trump() -> None:
    state = play(after_opening("7D 8D 9D 6S", "AD 6H 8S 9S", "6C 10S 10C"), "1:7D")
    assert hand(state, 2) == cards("AD 6H 8S 9S 10S")
    assert legal(state, 2) == cards("6H pickup")
    assert refused(state, 2, "AD").key == "must_beat"
    lbl = FjolsOptions(low_beats_low=True)
    state = play(after_opening("7D 8D 9D 6S", "AD 6H 8S 9S", "6C 10S 10C", lbl), "1:7D")
    assert legal(state, 2) == ["AD"]


def test_f7_the_high_trump_ace_is_unbeatable() -> None:
    state = play(after_opening("AH 8D 9D 6S", "KH 6D 8S 9S", "6C 10S 10C"), "1:AH")
    assert legal(state, 2) == ["pickup"]
    assert refused(state, 2, "KH").key == "must_beat"


def test_f8_any_high_trump_beats_any_low_trump() -> None:
    state = play(after_opening("AD 8D 9D 6S", "6H KD 8S 9S", "6C 10S 10C"), "1:AD")
    assert legal(state, 2) == cards("6H pickup")
    assert refused(state, 2, "KD").key == "must_beat"
    assert play(state, "2:6H").chain[-1] == parse_card("6H").index


# --- F9-F12: drawing, picking up, the chain ---------------------------------------------------------------

@pytest.mark.parametrize(("seats", "stock"), [(4, 15), (5, 10)])
def test_f9_draw_after_every_card_played(seats: int, stock: int) -> None:
    state = deal({1: "10H 7S 8C QD 6S"}, stock="KS", seats=seats)
    assert state.stock_size == stock
    after = play(state, "1:10H")
    assert hand(after, 1) == cards("7S 8C QD 6S KS")
    assert after.stock_size == stock - 1
    assert after.phase == RESPOND and RULES.to_act(after) == frozenset({2})
    assert after.target == parse_card("10H").index


F10_HANDS = {1: "10H 6S 7S 8S 9S", 2: "KH 6C 7C 8C 9C", 3: "JH QH 10S JS QS"}


def test_f10_the_picker_takes_only_the_last_card() -> None:
    state = play(deal(F10_HANDS), "1:10H", "2:KH")
    assert state.chain == (parse_card("9H").index, parse_card("10H").index, parse_card("KH").index)
    assert state.chain_by == (TURNED_BY, 1, 2)
    assert legal(state, 3) == ["pickup"]
    stock = state.stock_size
    after = play(state, "3:pickup")
    assert hand(after, 3) == cards("JH QH 10S JS QS KH")
    assert after.discard == mask_of(parse_cards("9H 10H"))
    assert after.stock_size == stock
    assert after.phase == LEAD and RULES.to_act(after) == frozenset({0})
    assert RULES.observe(after, 0).pile("discard").cards == (None, None)


def test_f11_whole_chain_takes_every_card() -> None:
    options = FjolsOptions(pickup=PickupMode.WHOLE_CHAIN)
    after = play(deal(F10_HANDS, options=options), "1:10H", "2:KH", "3:pickup")
    assert hand(after, 3) == cards("JH QH 10S JS QS 9H 10H KH")
    assert after.discard == 0
    assert after.known[3] == mask_of(parse_cards("9H 10H KH"))
    assert RULES.to_act(after) == frozenset({0})


F12_HANDS = {1: "10H 6S 7S 8S 9S", 2: "JH 6C 7C 8C 9C", 0: "QH 10S JS QS KS"}


def test_f12_the_chain_goes_round_and_round() -> None:
    state = play(deal(F12_HANDS, seats=3), "1:10H", "2:JH", "0:QH")
    assert RULES.to_act(state) == frozenset({1})
    assert state.target == parse_card("QH").index and state.phase == RESPOND


def test_f12_chain_closes_after_a_full_round_by_option() -> None:
    options = FjolsOptions(chain_closes_after_full_round=True)
    state = play(deal(F12_HANDS, seats=3, options=options), "1:10H", "2:JH")
    assert state.phase == RESPOND
    state = play(state, "0:QH")
    assert state.phase == LEAD and RULES.to_act(state) == frozenset({0})
    assert state.chain == () and state.discard == mask_of(parse_cards("9H 10H JH QH"))
    assert legal(state, 0) == hand(state, 0)


# --- F13-F17: going out and the end -----------------------------------------------------------------------

def test_f13_playing_the_last_card_goes_out() -> None:
    state = position(DEFAULT, ["7C 8C", "6C 7D", "JS", "10S AC KH"], [("9S", 1)], turn=2)
    after = play(state, "2:JS")
    assert after.out == (2,) and after.hands[2] == 0
    assert RULES.to_act(after) == frozenset({3}) and after.target == parse_card("JS").index
    assert legal(after, 3) == cards("KH pickup")
    facts = RULES.observe(after, 0).facts
    assert [f.key for f in facts] == ["high_trump", "low_trump", "turned_card", "out"]
    assert dict(facts[3].args) == {"seat": 2, "place": 1}


def test_f14_out_players_are_skipped() -> None:
    state = position(DEFAULT, ["", "6C 7D", "8C 9C", "6S 7S"], [("AS", 2)], turn=3, out=(0,))
    after = play(state, "3:pickup")
    assert after.phase == LEAD and RULES.to_act(after) == frozenset({1})


def test_f15_only_one_player_with_cards_is_the_fjols() -> None:
    state = position(DEFAULT, ["", "7C", "8C 9C"], [], turn=1, phase=LEAD, out=(0,))
    after = play(state, "1:7C")
    assert after.phase == OVER and RULES.is_over(after)
    assert after.out == (0, 1) and after.fjols == 2
    assert RULES.to_act(after) == frozenset()
    result = RULES.deal_result(after)
    assert result.fools == (2,) and result.winners == (0,)
    assert result.points == (0, 0, 1)
    assert dict(result.columns) == {"matchsticks": (0, 0, 1), "place": (1, 2, 3)}


def test_f16_the_deal_ends_even_if_the_last_player_could_beat() -> None:
    state = position(DEFAULT, ["8S", "9S 10S JS"], [("7S", 1)], turn=0)
    after = play(state, "0:8S")
    assert after.phase == OVER and after.fjols == 1 and after.out == (0,)


def test_f17_leading_the_high_trump_ace_forces_a_pick_up() -> None:
    state = play(deal({1: "8H AD AS KC 7C", 2: "AH 6C 7S 8S 9S"}), "1:pickup")
    assert RULES.to_act(state) == frozenset({2})
    state = play(state, "2:AH")
    assert legal(state, 3) == ["pickup"]


# --- F18-F19: the deal and the match ---------------------------------------------------------------------

def test_f18_five_players_six_cards() -> None:
    state = RULES.new_deal(FjolsOptions(hand_size=6), 5, 2, random.Random(3))
    assert [h.bit_count() for h in state.hands] == [6] * 5
    assert state.stock_size == 5 and len(state.chain) == 1
    view = RULES.observe(state, 0)
    assert view.pile("chain").cards == (state.deal.turned,) and len(view.pile("stock").cards) == 5
    everything = state.discard | state.deal.turned.bit
    for h in state.hands:
        everything |= h
    for bit in state.stock:
        everything |= bit
    assert everything == mask_of(DECK36)


def test_f19_the_fjols_deals_next_and_gets_a_matchstick() -> None:
    result = DealResult(points=(0, 0, 0, 1), fools=(3,), winners=(1,))
    assert RULES.next_dealer(DEFAULT, 4, 0, result) == 3
    assert RULES.next_dealer(FjolsOptions(next_dealer=NextDealer.ROTATE_LEFT), 4, 0, result) == 1
    state = RULES.new_deal(DEFAULT, 4, 3, random.Random(1), context=MatchContext(1, (result,)))
    assert RULES.to_act(state) == frozenset({0}) and state.deal.number == 1
    assert MatchContext(1, (result,)).totals(4) == (0, 0, 0, 1)


def test_a_whole_match_follows_the_fjols() -> None:
    match, logs = play_match(Match.new("fjols", 4, FjolsOptions(match_length=6), seed=4), [RandomPlayer()] * 4)
    assert match.is_over() and len(match.results) == 6
    for k in range(1, 6):
        assert match.dealers[k] == match.results[k - 1].fools[0]
    assert sum(match.totals) == 6
    assert match.winners() == ()
    assert not RULES.match_over(DEFAULT, 4, match.results * 20)
    again = Match.new("fjols", 4, FjolsOptions(match_length=6), seed=4)
    for log in logs:
        assert again.start_deal() == log.initial
        final = replay(RULES, log.initial, log.moves)
        assert final == log.final
        again = again.finish_deal(final)


def test_tally_off_counts_nothing_but_still_names_the_fjols() -> None:
    state = position(FjolsOptions(tally=False), ["", "7C", "8C"], [], turn=1, phase=LEAD, out=(0,))
    result = RULES.deal_result(play(state, "1:7C"))
    assert result.points == (0, 0, 0) and result.fools == (2,)
    assert dict(result.columns) == {"place": (1, 2, 3)}


def test_an_endless_deal_is_abandoned_unfinished() -> None:
    from fjols_desktop.engine.games.fjols.state import MAX_ACTIONS
    state = position(DEFAULT, ["7C 8C", "6C 7D"], [], turn=0, phase=LEAD)
    state = state._replace(log=(0,) * (MAX_ACTIONS - 1))
    after = play(state, "0:7C")
    assert RULES.is_over(after) and after.unfinished and after.fjols == -1
    result = RULES.deal_result(after)
    assert result.fools == () and result.points == (0, 0) and result.notes[0].key == "unfinished"
    assert RULES.next_dealer(DEFAULT, 2, 1, result) == 1
    assert not RULES.match_over(FjolsOptions(match_length=1), 2, (result,))


# --- refusals, texts and the table view --------------------------------------------------------------------

def test_refusals_name_the_rule_and_change_nothing() -> None:
    state = deal({1: "10H 7S 8C QD 6S"})
    before = state.fields()
    reason = refused(state, 2, "10H")
    assert reason.key == "not_your_turn" and reason.arg("turn") == 1
    assert refused(state, 1, "AS").key == "card_not_in_hand"
    assert state.fields() == before
    led = play(deal({1: "8H AD AS KC 7C"}), "1:pickup")
    assert refused(led, 2, "pickup").key == "nothing_to_pick_up"
    over = position(DEFAULT, ["", "7C", "8C"], [], turn=1, phase=LEAD, out=(0,))
    assert refused(play(over, "1:7C"), 2, "8C").key == "deal_over"
    with pytest.raises(IllegalMoveError, match="must_beat"):
        RULES.apply(state, 1, RULES.parse_move("QD"))


def test_move_texts() -> None:
    assert str(RULES.parse_move("qs")) == "QS" and RULES.parse_move("TD") == RULES.parse_move("10D")
    assert RULES.parse_move("pickup").target is None and RULES.parse_move("QS").target == "chain"
    assert RULES.parse_move("QS").cards == (parse_card("QS"),)
    for text in ("QX", "pick up", "QS QH", ""):
        with pytest.raises(InvalidMoveError, match="fjols"):
            RULES.parse_move(text)


def test_table_view_names_the_trumps_and_the_chain() -> None:
    state = deal({1: "10H 7S 8C QD 6S"})
    view = RULES.observe(state, 1)
    assert [(f.key, dict(f.args)) for f in view.facts] == [
        ("high_trump", {"suit": "H"}), ("low_trump", {"suit": "D"}), ("turned_card", {"card": "9H"})]
    # the turned-up card is the chain's first card, the one forehand must beat; the turned pile names trump
    assert view.pile("turned").kind is PileKind.TURNED and view.pile("turned").cards == ()
    assert view.pile("turned").label == Reason.of("high_trump", suit="H")
    assert view.pile("stock").kind is PileKind.STOCK and view.pile("stock").cards == (None,) * 15
    assert view.pile("chain").cards == (parse_card("9H"),) and view.pile("chain").played_by == (None,)
    assert view.prompt.key == "beat_card" and view.prompt.arg("card") == "9H"
    assert view.pile("hand:2").cards == (None,) * 5
    after = RULES.observe(play(state, "1:10H"), 3)
    assert after.pile("turned").cards == () and after.pile("turned").label.key == "high_trump"
    chain = after.pile("chain")
    assert chain.kind is PileKind.CHAIN
    assert chain.cards == parse_cards("9H 10H") and chain.played_by == (None, 1)
    assert after.history == ((1, "10H"),)
    assert RULES.observe(play(deal({1: "8H AD AS KC 7C"}), "1:pickup"), 2).prompt.key == "lead_card"
    assert RULES.observe(deal({1: "8H AD AS KC 7C"}), 1).prompt.key == "must_pick_up"


def test_sampled_worlds_keep_picked_up_cards_with_their_holder() -> None:
    state = play(deal({1: "8H AD AS KC 7C", 2: "AH 6C 7S 8S 9S"}), "1:pickup", "2:AH", "3:pickup")
    view = RULES.observe(state, 0)
    assert view.known[1] == parse_card("9H").bit and view.known[3] == parse_card("AH").bit
    for seed in range(20):
        world = RULES.sample_world(view, random.Random(seed))
        assert world.hands[1] & parse_card("9H").bit and world.hands[3] & parse_card("AH").bit
        assert RULES.observe(world, 0) == view


def test_impossible_tables_are_refused() -> None:
    for seats in (1, 6):
        with pytest.raises(InvalidOptionError) as error:
            FjolsOptions().check(seats)
        assert error.value.reason.key == "seats_out_of_range"
    with pytest.raises(InvalidOptionError, match="hand_size"):
        FjolsOptions(hand_size=7)
    with pytest.raises(ValueError):
        RULES.new_deal(DEFAULT, 4, 0, random.Random(0), deck=DECK36[:35])


# --- the engine against a literal reading of the spec -------------------------------------------------------

OPTION_GRID = [FjolsOptions(deck=deck, hand_size=size, pickup=pickup, follow_suit=follow, voluntary_pickup=vol,
                            low_beats_low=lbl, chain_closes_after_full_round=closes)
               for deck, size, pickup, follow, vol, lbl, closes in itertools.product(
                   Deck, (5, 6), PickupMode, FollowSuit, VoluntaryPickup, (False, True), (False, True))]


@pytest.mark.parametrize("chunk", range(4))
def test_engine_matches_the_reference(chunk: int) -> None:
    """Every option combination, 2-5 players, random moves: the same legal moves, hands, chain,
    discard and finishing order at every step (long whole-chain deals are compared for 300 moves)."""
    rng = random.Random(chunk)
    for k, options in enumerate(OPTION_GRID[chunk::4]):
        seats = 2 + k % 4
        full = list(DECK52 if options.deck is Deck.CARDS_52 else DECK36)
        rng.shuffle(full)
        dealer = rng.randrange(seats)
        state = RULES.new_deal(options, seats, dealer, rng, deck=full)
        ref = ReferenceFjols(options, seats, dealer, full)
        for _ in range(300):
            assert set(legal(state, ref.to_act if ref.phase != "OVER" else 0)) == ref.legal()
            assert [sorted(map(str, h)) for h in ref.hands] == [hand(state, s) for s in range(seats)]
            assert [c.index for c, _ in ref.chain] == list(state.chain)
            assert [-1 if by is None else by for _, by in ref.chain] == list(state.chain_by)
            assert mask_of(ref.discard) == state.discard and tuple(ref.out) == state.out
            if ref.phase == "OVER":
                assert RULES.is_over(state)
                break
            assert RULES.to_act(state) == frozenset({ref.to_act})
            choice = sorted(ref.legal())[rng.randrange(len(ref.legal()))]
            seat = ref.to_act
            ref.apply(choice)
            state = RULES.apply(state, seat, RULES.parse_move(choice))


def test_the_simulator_plays_fjols(capsys) -> None:
    from fjols_desktop.sim import main
    assert main(["--game", "fjols", "--players", "3", "--deals", "8", "--seed", "2",
                 "--options", '{"deck": "52", "hand_size": 6, "match_length": 5}']) == 0
    import json
    report = json.loads(capsys.readouterr().out)
    assert report["options"]["deck"] == "52" and report["matches"] == 2
    assert all(len(f) == 1 for f in report["fools"]) and sum(report["totals"]) == 8
    assert [sum(d) for d in report["per_deal"]] == [1] * 8


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_the_history_names_every_move_by_its_seat_in_order(seats: int) -> None:
    """Each observation's history is the deal's moves so far, ``(seat, card or "pickup")``, at every
    table size up to the largest (the entries are looked up, not rebuilt)."""
    rules = FjolsRules()
    rng = random.Random(seats)
    state = rules.new_deal(FjolsOptions(), seats, 0, random.Random(seats))
    played: list[tuple[int, str]] = []
    pickups = 0
    while not rules.is_over(state):
        seat = min(rules.to_act(state))
        move = rng.choice(rules.legal_moves(state, seat))
        played.append((seat, str(move)))
        pickups += str(move) == "pickup"
        state = rules.apply(state, seat, move)
        for viewer in range(seats):
            assert rules.observe(state, viewer).history == tuple(played)
    assert pickups > 0 and {seat for seat, _ in played} == set(range(seats))
