"""Festudgaven: the worked scenarios G1-G12 of ``resources/rules/en/festudgave.md#how-a-round-goes`` from
stacked decks and move texts, the table's race API, the views, and the contract checks of ``test_conformance``
run over every pass mode, deck mode and false-signal rule (the generic suite flips only bool options, and
Festudgaven has none).

G12 names a waste of 7 cards with 4 players; with a draw pile, stock and waste always hold 52 - 4 x 4
= 36 cards at 4 players (4 x 12 = 48 leaves 4 at 12 players), so no table reaches 7. The test refills
at both 4 and 12 players.
"""

from __future__ import annotations

import random

import pytest

from fjols_desktop.engine.cards import cards_of, mask_of, parse_card, parse_cards, party_deck, stack_deck
from fjols_desktop.engine.errors import FjolsError, IllegalMoveError, InvalidMoveError, InvalidOptionError
from fjols_desktop.engine.game_loop import play_match, replay
from fjols_desktop.engine.games.festudgave import FestudgaveOptions, FestudgaveRules
from fjols_desktop.engine.games.festudgave.options import (
    DeckMode,
    EndTheme,
    FalseSignal,
    PassMode,
    Scoring,
    Word,
)
from fjols_desktop.engine.games.festudgave.state import (
    LATE,
    OVER,
    PASS,
    RACE,
    TRIGGER,
    RaceMoves,
    Signal,
    quad_ranks,
)
from fjols_desktop.engine.match import Match
from fjols_desktop.engine.players import RandomPlayer
from fjols_desktop.engine.rules import DealResult, MatchContext, PileKind

from .test_conformance import card_count, check_step

RULES = FestudgaveRules()
DEFAULT = FestudgaveOptions()
REJECT = FestudgaveOptions(false_signal=FalseSignal.REJECT)
FREE = FestudgaveOptions(pass_mode=PassMode.FREE_FLOW)


def deal(hands: list[str], options: FestudgaveOptions = DEFAULT, dealer: int = 0, rest: str = "",
         context: MatchContext | None = None):
    order = stack_deck([parse_cards(h) for h in hands], dealer, parse_cards(rest))
    return RULES.new_deal(options, len(hands), dealer, random.Random(0), deck=order, context=context)


def play(state, *moves: str):
    """Apply moves written "seat:text", e.g. "0:pass QS" or "2:signal 150"."""
    return replay(RULES, state, [(int(m.split(":")[0]), m.split(":")[1]) for m in moves])


def hand(state, seat: int) -> list[str]:
    return sorted(str(c) for c in cards_of(state.hands[seat]))


def cards(text: str) -> list[str]:
    return sorted(text.split())


def fact(view, key: str):
    return next((f for f in view.facts if f.key == key), None)


def refused(state, seat: int, text: str):
    with pytest.raises(IllegalMoveError) as error:
        RULES.apply(state, seat, RULES.parse_move(text))
    return error.value.reason


FIVE = ["AS AH AD QC", "AC QS QH QD", "KS KH KD KC", "JS JH JD 10C", "JC 10S 10H 10D"]   # P2 dealt four kings
FOUR_G4 = ["QS AC KD JH", "AH KC QD JS", "JD AS KH QH", "QC AD KS JC"]
FOUR_G6 = ["KS AC AD QH", "KC KD KH AS", "JS QC QD AH", "JC JD JH QS"]   # after one tick P1 and P3 hold quads


# --- G1-G5: the deck, the trigger, lock-step ticks ----------------------------------------------------------

def test_g1_four_cards_of_one_rank_per_player() -> None:
    state = RULES.new_deal(DEFAULT, 5, 0, random.Random(1))
    assert state.deal.deck == mask_of(party_deck(5))
    assert sorted({c.rank for c in cards_of(state.deal.deck)}) == [10, 11, 12, 13, 14]
    assert [h.bit_count() for h in state.hands] == [4] * 5
    assert RULES.to_act(state) == frozenset(range(5)) and state.phase == PASS
    assert RULES.new_deal(DEFAULT, 13, 0, random.Random(1)).deal.deck == (1 << 52) - 1


def test_g2_a_dealt_quad_may_signal_before_the_first_tick() -> None:
    state = deal(FIVE)
    assert "signal" in [str(m) for m in RULES.legal_moves(state, 2)]
    assert RULES.signal_cost(state, 2) is None
    after = play(state, "0:pass QC", "2:signal")
    assert after.phase == RACE and after.trigger == 2
    assert RULES.to_act(after) == frozenset({0, 1, 3, 4})
    assert after.chosen == (-1,) * 5 and hand(after, 0) == cards(FIVE[0])   # the half-chosen tick is cancelled
    assert RULES.legal_moves(after, 1) == RaceMoves(6000) and RULES.legal_moves(after, 2) == ()
    assert refused(after, 1, "pass QS").key == "must_signal"
    assert refused(after, 2, "signal 10").key == "already_signalled"
    assert refused(after, 1, "signal").key == "signal_needs_time"
    assert refused(after, 1, "signal 6001").key == "signal_too_late"
    assert fact(RULES.observe(after, 4), "trigger").arg("seat") == 2


def test_g3_a_false_signal_loses_the_round() -> None:
    hands = ["AS AH AD QC", "AC QS QH QD", "KS KH KD JC", "JS JH JD KC", "10C 10S 10H 10D"]
    state = deal(hands)
    assert RULES.signal_cost(state, 0).key == "false_signal"
    after = play(state, "0:signal")
    assert after.phase == OVER and after.fjols == 0 and after.false_signal
    result = RULES.deal_result(after)
    assert result.fools == (0,) and result.points == (1, 0, 0, 0, 0)
    assert result.notes[0].key == "false_signal"
    assert dict(result.columns) == {"matchsticks": (1, 0, 0, 0, 0)}


def test_g3_reject_ignores_a_false_signal() -> None:
    hands = ["AS AH AD QC", "AC QS QH QD", "KS KH KD JC", "JS JH JD KC", "10C 10S 10H 10D"]
    state = deal(hands, REJECT)
    assert "signal" not in [str(m) for m in RULES.legal_moves(state, 0)]
    assert 0 not in RULES.signal_seats(state) and 4 in RULES.signal_seats(state)
    reason = refused(state, 0, "signal")
    assert reason.key == "false_signal" and reason.arg("penalty") == "reject"
    assert RULES.signal_cost(state, 0).arg("penalty") == "reject"
    assert play(state, "4:signal").phase == RACE


def test_g4_g5_a_tick_moves_every_chosen_card_at_once() -> None:
    state = play(deal(FOUR_G4), "0:pass QS", "1:pass AH", "2:pass JD")
    assert RULES.to_act(state) == frozenset({3})
    assert hand(state, 1) == cards("KC QD JS")          # G5: nothing has moved yet
    view = RULES.observe(state, 1)
    assert view.pile("pass:0").cards == (None,) and view.pile("pass:1").cards == (parse_card("AH"),)
    assert view.history == ((0, "pass"), (1, "pass AH"), (2, "pass"))
    assert refused(state, 1, "pass KC").key == "already_chose"
    after = play(state, "3:pass QC")
    assert hand(after, 1) == cards("KC QD JS QS")
    assert hand(after, 2) == cards("AS KH QH AH")
    assert hand(after, 3) == cards("AD KS JC JD")
    assert hand(after, 0) == cards("AC KD JH QC")
    assert after.ticks == 1 and RULES.to_act(after) == frozenset(range(4))
    assert RULES.observe(after, 0).left_holds == parse_card("QS").index


# --- G6-G8: the race -------------------------------------------------------------------------------------

def g6_race():
    state = play(deal(FOUR_G6), "0:pass KS", "1:pass AS", "2:pass JS", "3:pass QS")
    assert quad_ranks(state.hands[1]) and quad_ranks(state.hands[3])
    return play(state, "3:signal")      # P3 at 1.20 s after the tick: the trigger


def test_g6_the_first_of_two_quads_triggers_the_other_is_safe_if_someone_is_slower() -> None:
    state = g6_race()
    assert state.trigger == 3
    assert RULES.signal_move(state, 1, 150) == Signal(150)     # P1 at 1.35 s = 150 ms after the trigger
    state = play(state, "1:signal 150")
    assert play(state, "0:signal 400", "2:signal 900").fjols == 2
    assert play(state, "0:signal 100", "2:signal 120").fjols == 1


def g7_race():
    hands = ["AS AH AD QC", "KS KH KD KC", "AC QS QH QD", "JS JH JD 10C", "JC 10S 10H 10D"]
    return play(deal(hands), "1:signal")


def test_g7_who_never_signals_is_the_fjols() -> None:
    state = play(g7_race(), "0:signal 800", "2:signal 1100", "4:signal 2000")
    assert RULES.timeout_moves(state) == ((3, LATE),)
    over = replay(RULES, state, [(s, str(m)) for s, m in RULES.timeout_moves(state)])
    assert over.fjols == 3 and over.late == (3,)
    assert RULES.deal_result(over).notes[-1].key == "late"


def test_g8_the_last_is_the_fjols_however_quick() -> None:
    # P4's key press arrives first but is the latest: the table's times decide, not the arrival order
    state = play(g7_race(), "4:signal 900", "0:signal 300", "2:signal 700", "3:signal 650")
    assert state.phase == OVER and state.fjols == 4
    tie = play(g7_race(), "4:signal 900", "0:signal 300", "2:signal 900", "3:signal 650")
    assert tie.fjols == 2                   # equal times: the later arrival


def test_several_late_seats_are_drawn_with_the_seeded_rng() -> None:
    fjols = set()
    for seed in range(12):
        state = g7_race()._replace(seed=seed)
        state = play(state, "0:signal 800", "2:late", "3:late", "4:late")
        assert state.fjols in (2, 3, 4)
        assert play(g7_race()._replace(seed=seed), "0:signal 800", "2:late", "3:late", "4:late") == state
        fjols.add(state.fjols)
    assert fjols == {2, 3, 4}


def test_the_table_drives_the_race() -> None:
    state = g7_race()
    assert RULES.race_window_ms(state) == 6000
    assert RULES.signal_seats(state) == frozenset({0, 2, 3, 4})
    assert RULES.signal_move(state, 0, -5) == Signal(0) and RULES.signal_move(state, 0, 6001) == LATE
    assert RULES.signal_move(deal(FIVE), 2) == TRIGGER
    with pytest.raises(ValueError):
        RULES.signal_move(state, 0)
    state = play(state, "0:signal 800", "2:signal 1100", "4:signal 2000")
    assert RULES.certain_fjols(state, 1999) is None
    assert RULES.certain_fjols(state, 2000) == 3
    assert RULES.certain_fjols(g7_race(), 5000) is None
    view = RULES.observe(state, 3)
    assert view.may_signal and view.prompt.key == "signal_now" and view.signals == ((0, 800), (2, 1100), (4, 2000))
    spoons = deal(FIVE, FestudgaveOptions(end_theme=EndTheme.SPOONS))
    spoons = play(spoons, "2:signal", "0:signal 300")
    assert fact(RULES.observe(spoons, 1), "spoons_left").arg("count") == 2


def test_the_tick_timer_passes_the_highlighted_or_a_seeded_random_card() -> None:
    state = play(deal(FOUR_G4, FestudgaveOptions(tick_timer_s=3)), "0:pass QS")
    moves = RULES.tick_timeout_moves(state, {1: parse_card("KC"), 2: parse_card("AC")})
    assert [s for s, _ in moves] == [1, 2, 3]
    assert str(moves[0][1]) == "pass KC"
    assert moves[1][1].card.bit & state.hands[2] and moves[2][1].card.bit & state.hands[3]
    assert RULES.tick_timeout_moves(state) [1:] == moves[1:]
    after = replay(RULES, state, [(s, str(m)) for s, m in moves])
    assert after.ticks == 1


# --- G9-G10: the match ---------------------------------------------------------------------------------------

def test_g9_the_fjols_deals_next() -> None:
    result = DealResult(points=(0, 0, 1, 0, 0), fools=(2,), columns=(("matchsticks", (0, 0, 1, 0, 0)),))
    assert RULES.next_dealer(DEFAULT, 5, 4, result) == 2
    state = RULES.new_deal(DEFAULT, 5, 2, random.Random(2), context=MatchContext(1, (result,)))
    assert state.deal.dealer == 2
    assert RULES.next_dealer(DEFAULT, 5, 4, DealResult(points=(0,) * 5)) == 4    # unfinished: dealt again


def test_g10_a_full_word_drops_the_player_and_a_rank() -> None:
    options = FestudgaveOptions(scoring=Scoring.LETTERS, word=Word.GRIS)
    lost = DealResult(points=(0, 1, 0, 0, 0), fools=(1,))
    context = MatchContext(3, (lost,) * 3)                     # P1 has G, R, I
    hands = ["AS AH AD QC", "AC QS QH QD", "KS KH KD KC", "JS JH JD 10C", "JC 10S 10H 10D"]
    state = play(deal(hands, options, context=context), "2:signal", "0:signal 100", "3:signal 200", "4:signal 300",
                 "1:signal 400")
    result = RULES.deal_result(state)
    assert result.fools == (1,)
    assert dict(result.columns) == {"letters": (0, 1, 0, 0, 0), "eliminated": (0, 1, 0, 0, 0)}
    results = context.results + (result,)
    assert RULES.next_dealer(options, 5, 0, result) == 2          # P1 is out, so the next player deals
    assert not RULES.match_over(options, 5, results)
    nxt = RULES.new_deal(options, 5, 2, random.Random(1), context=MatchContext(4, results))
    assert nxt.deal.active == (0, 2, 3, 4) and nxt.hands[1] == 0
    assert nxt.deal.deck == mask_of(party_deck(4)) and [h.bit_count() for h in nxt.hands] == [4, 0, 4, 4, 4]
    assert nxt.deal.left == (2, -1, 3, 4, 0)
    assert RULES.to_act(nxt) == frozenset({0, 2, 3, 4})
    assert refused(nxt, 1, "pass AS").key == "not_in_round"
    assert fact(RULES.observe(nxt, 0), "eliminated").arg("seat") == 1
    # three more words: one survivor
    done = results + tuple(DealResult(points=tuple(int(s == k) for s in range(5)), fools=(k,))
                           for k in (0, 2, 3) for _ in range(4))
    assert RULES.match_over(options, 5, done) and RULES.match_winners(options, 5, done) == (4,)
    with pytest.raises(FjolsError):
        RULES.new_deal(options, 5, 0, random.Random(1), context=MatchContext(len(done), done))


def test_whole_matches_by_letters_and_by_matchsticks() -> None:
    options = FestudgaveOptions(scoring=Scoring.LETTERS, word=Word.PIG)
    match, logs = play_match(Match.new("festudgave", 4, options, seed=3), [RandomPlayer()] * 4)
    assert match.is_over() and len(match.winners()) == 1
    assert sorted(match.totals).count(3) == 3
    for log in logs:
        assert replay(RULES, log.initial, log.moves) == log.final
    match, _ = play_match(Match.new("festudgave", 5, FestudgaveOptions(match_length=7), seed=3), [RandomPlayer()] * 5)
    assert len(match.results) == 7 and sum(match.totals) == 7 and match.winners() == ()


# --- G11-G12: free flow and the draw pile ------------------------------------------------------------------

def test_g11_free_flow_never_more_than_four_cards() -> None:
    state = deal(FOUR_G4, FREE)
    assert RULES.to_act(state) == frozenset(range(4))
    state = play(state, "3:pass QC")
    assert state.queues[0] == (parse_card("QC").index,) and RULES.to_act(state) == frozenset({0, 1, 2})
    reason = refused(state, 0, "take")
    assert reason.key == "hand_full" and reason.arg("cards") == 4
    assert refused(state, 3, "pass AD").key == "wait_for_card"
    state = play(state, "0:pass QS")
    assert refused(state, 0, "pass AC").key == "take_first"
    state = play(state, "0:take")
    assert hand(state, 0) == cards("AC KD JH QC") and state.queues[0] == ()
    view = RULES.observe(state, 0)
    assert view.pile("queue:1").cards == (parse_card("QS"),) and view.my_queued == (parse_card("QS").index,)
    assert RULES.observe(state, 2).pile("queue:1").cards == (None,)
    assert RULES.observe(state, 3).left_holds == parse_card("QC").index
    assert RULES.observe(state, 0).history == ((3, "pass"), (0, "pass QS"), (0, "take"))


def stock_deal(seats: int, free: bool = False):
    options = FestudgaveOptions(deck_mode=DeckMode.STOCK, pass_mode=PassMode.FREE_FLOW if free else PassMode.LOCKSTEP)
    return RULES.new_deal(options, seats, 0, random.Random(seats))


def pass_first_cards(state):
    for seat in sorted(RULES.to_act(state)):
        state = RULES.apply(state, seat, RULES.legal_moves(state, seat)[0])
    return state


@pytest.mark.parametrize("seats", [4, 12])
def test_g12_the_waste_becomes_the_new_stock(seats: int) -> None:
    state = stock_deal(seats)
    discarder = seats - 1
    assert state.deal.discarder == discarder
    assert state.hands[0].bit_count() == 5 and len(state.stock) == 52 - 4 * seats - 1
    dealer_before = state.hands[0]
    chosen = {s: RULES.legal_moves(state, s)[0].card for s in range(seats)}
    state = pass_first_cards(state)
    assert state.waste == chosen[discarder].bit                       # the dealer's right discards
    assert not (state.hands[0] & ~dealer_before & chosen[discarder].bit)
    assert state.hands[0].bit_count() == 5                            # passed one, drew one
    while state.stock:
        state = pass_first_cards(state)
    waste = state.waste
    assert waste.bit_count() == 52 - 4 * seats - 1 and state.reshuffles == 0
    discard = RULES.legal_moves(state, discarder)[0].card
    state = pass_first_cards(state)
    assert state.reshuffles == 1 and state.waste == 0
    assert mask_of(cards_of(sum(1 << i for i in state.stock))) | (state.hands[0] & (waste | discard.bit)) == \
        waste | discard.bit
    assert len(state.stock) == waste.bit_count()                      # the refilled stock, less the draw


def test_free_flow_with_a_draw_pile_takes_before_passing() -> None:
    state = stock_deal(4, free=True)
    assert RULES.to_act(state) == frozenset({0}) and [str(m) for m in RULES.legal_moves(state, 0)][-1] == "take"
    state = play(state, "0:take")
    assert state.hands[0].bit_count() == 5 and RULES.to_act(state) == frozenset({0})
    card = str(cards_of(state.hands[0])[0])
    state = play(state, f"0:pass {card}")
    assert state.queues[1] == (parse_card(card).index,) and RULES.to_act(state) == frozenset({0, 1})
    state = play(state, "1:take")
    assert state.hands[1].bit_count() == 5 and state.fresh[1] == parse_card(card).index


# --- contract checks over every mode --------------------------------------------------------------------------

def collector(state, seat: int, rng: random.Random):
    """A test player: signals a quad, takes when it can, passes a card of its rarest rank; races at random."""
    moves = RULES.legal_moves(state, seat)
    if state.phase == RACE:
        return moves[rng.randrange(len(moves))] if rng.random() < 0.2 else moves[-1 - rng.randrange(1, 3000)]
    texts = [str(m) for m in moves]
    if "signal" in texts and quad_ranks(state.hands[seat]):
        return TRIGGER
    if "take" in texts:
        return moves[texts.index("take")]
    passes = [m for m in moves if str(m).startswith("pass")]
    held = [c.rank for c in cards_of(state.hands[seat])]
    return min(passes, key=lambda m: (held.count(m.card.rank), rng.random()))


MODES = [FestudgaveOptions(pass_mode=pm, deck_mode=dm, false_signal=fs)
         for pm in PassMode for dm in DeckMode for fs in FalseSignal]


@pytest.mark.parametrize("options", MODES, ids=lambda o: "-".join(str(v) for v in o.changed().values()) or "default")
@pytest.mark.parametrize("seats", [3, 6, 12])
def test_every_mode_keeps_the_contract(options: FestudgaveOptions, seats: int) -> None:
    rng = random.Random(seats)
    state = RULES.new_deal(options, seats, seats - 1, rng)
    start = card_count(RULES.observe(state, 0))
    steps = 0
    while not RULES.is_over(state):
        acting = RULES.to_act(state)
        if steps < 80 or state.phase == RACE:
            check_step(RULES, state, acting, seats, rng, start)
        seat = min(acting)
        state = RULES.apply(state, seat, collector(state, seat, rng))
        steps += 1
    assert card_count(RULES.observe(state, 0)) == start and not state.unfinished
    result = RULES.deal_result(state)
    assert result.fools == (state.fjols,) and sum(result.points) == 1


def reference_received(state, seat: int) -> tuple[int, ...]:
    """What reached ``seat`` from its right neighbour, read from the whole move log (how the view once
    worked it out at every observation): lock-step, the neighbour's passes of the ticks done; free flow,
    as many of its passes as ``seat`` has taken; nothing for the dealer with a draw pile."""
    deal = state.deal
    if deal.left[seat] < 0 or (deal.stock_mode and seat == deal.dealer):
        return ()
    source = deal.right(seat)
    count = state.log.count((seat, "take")) if deal.free_flow else state.ticks
    named = [parse_card(text[5:]).index for s, text in state.log if s == source and text.startswith("pass ")]
    return tuple(named[:count])


@pytest.mark.parametrize("options", MODES, ids=lambda o: "-".join(str(v) for v in o.changed().values()) or "default")
@pytest.mark.parametrize("seats", [3, 8, 12])
def test_received_cards_and_history_agree_with_the_whole_log_at_every_move(options: FestudgaveOptions,
                                                                           seats: int) -> None:
    """The view keeps what reached each seat as the round goes; read back from the whole log at every
    move and for every seat, it is the same, and the history shows a seat its own passes and no one
    else's."""
    rng = random.Random(seats * 31)
    delivered = 0
    for dealer in range(3):
        state, moves = RULES.new_deal(options, seats, dealer, rng), 0
        while True:
            if moves % 9 == 0 or RULES.is_over(state):   # every ninth move: the reference reads the whole log
                check_received(state)
            if RULES.is_over(state):
                break
            seat = min(RULES.to_act(state))
            state, moves = RULES.apply(state, seat, collector(state, seat, rng)), moves + 1
        delivered += sum(len(reference_received(state, s)) for s in range(seats))
    assert delivered > seats   # cards did change hands in these rounds


def check_received(state) -> None:
    """Every seat's received and delivered cards and history, and the table's passes, against the whole
    log; and a world sampled from one seat's view shows that seat the same view."""
    seats = state.deal.seats
    for seat in range(seats):
        view = RULES.observe(state, seat)
        assert view.received == reference_received(state, seat)
        assert view.history == tuple((s, "pass" if s != seat and text.startswith("pass") else text)
                                     for s, text in state.log)
        left = state.deal.left[seat]
        assert view.delivered == (reference_received(state, left) if left >= 0 else ())
        if seat != len(state.log) % seats:   # one seat a time: a sampled world costs a deal
            continue
        world = RULES.sample_world(view, random.Random(seat))   # a dealt world shows the seat what it saw
        assert RULES.observe(world, seat) == view
        if view.delivered:
            assert RULES.observe(world, left).received == view.delivered
    assert {(giver, receiver): tuple(c.index for c in got) for giver, receiver, got in RULES.passes(state)} \
        == {(state.deal.right(s), s): reference_received(state, s) for s in range(seats) if reference_received(state, s)}


def test_unparseable_texts_and_impossible_tables() -> None:
    for text in ("pass", "pass QX", "signal soon", "take 2", "late now", "QS"):
        with pytest.raises(InvalidMoveError, match="festudgave"):
            RULES.parse_move(text)
    assert str(RULES.parse_move("Signal 0350")) == "signal 350" and str(RULES.parse_move("pass 10s")) == "pass 10S"
    with pytest.raises(InvalidOptionError) as error:
        FestudgaveOptions(deck_mode=DeckMode.STOCK).check(13)
    assert error.value.option == "deck_mode"
    with pytest.raises(InvalidOptionError):
        DEFAULT.check(2)
    with pytest.raises(InvalidOptionError, match="signal_timeout_s"):
        FestudgaveOptions(signal_timeout_s=1)
    with pytest.raises(ValueError):
        deal(["AS AH AD AC", "KS KH KD KC", "QS QH QD QC"], rest="JS")
    assert RULES.observe(deal(FIVE), 0).pile("hand:1").kind is PileKind.HAND


def test_free_flow_a_held_quad_may_always_be_signalled() -> None:
    options = FestudgaveOptions(deck_mode=DeckMode.STOCK, pass_mode=PassMode.FREE_FLOW, false_signal=FalseSignal.REJECT)
    hands = ["2C 3C 4C 5C", "AS AH AD AC", "6C 7C 8C 9C", "10C JC QC KC"]
    state = deal(hands, options, rest=" ".join(str(c) for c in cards_of((1 << 52) - 1 - mask_of(parse_cards(
        " ".join(hands))))))
    assert RULES.to_act(state) == frozenset({0, 1})          # the dealer may draw; P1 has nothing but its quad
    assert [str(m) for m in RULES.legal_moves(state, 1)] == ["signal"]
    assert RULES.observe(state, 1).prompt.key == "four_of_a_kind"
    assert refused(state, 1, "take").key == "nothing_to_take"
    assert refused(state, 1, "pass AS").key == "wait_for_card"
    assert refused(state, 2, "signal").key == "wait_for_card"
    assert play(state, "1:signal").phase == RACE


def test_the_simulator_plays_festudgaven(capsys) -> None:
    from fjols_desktop.sim import main
    assert main(["--game", "festudgave", "--deals", "12", "--seed", "5",
                 "--options", '{"scoring": "letters", "word": "PIG", "pass_mode": "free_flow"}']) == 0
    import json
    report = json.loads(capsys.readouterr().out)
    assert report["players"] == 5 and report["options"]["pass_mode"] == "free_flow"
    assert [len(f) for f in report["fools"]] == [1] * 12 and sum(report["totals"]) == 12
    assert report["matches"] == 1 and max(report["totals"]) <= 3


def test_each_seat_is_told_whose_card_comes_to_it_next() -> None:
    """The table shows it (issue 5): the right neighbour's card, or the dealer's draw with a stock."""
    state = deal(FOUR_G4)
    assert [fact(RULES.observe(state, s), "next_card_from").arg("seat") for s in range(4)] == [3, 0, 1, 2]
    stocked = RULES.new_deal(FestudgaveOptions(deck_mode=DeckMode.STOCK), 4, 1, random.Random(2))
    assert fact(RULES.observe(stocked, 1), "next_card_from_stock") is not None
    assert fact(RULES.observe(stocked, 1), "next_card_from") is None
    assert fact(RULES.observe(stocked, 2), "next_card_from").arg("seat") == 1
    over = play(deal(FIVE), "2:signal", *(f"{s}:signal {100 * s}" for s in (0, 1, 3, 4)))
    assert over.phase == OVER and fact(RULES.observe(over, 0), "next_card_from") is None


def test_a_card_the_table_was_asked_to_play_is_passed_on() -> None:
    state = play(deal(FOUR_G4), "0:pass QS")
    move = RULES.move_for_drop(parse_card("AC"), None)
    assert str(move) == "pass AC" and RULES.explain_illegal(state, 0, move).key == "already_chose"
    assert RULES.move_for_drop("not a card", "trick") is None
