"""Festudgaven's computer levels (``docs/computer-players.md#festudgaven``): the registry, exact passes of
easy and medium on stacked deals, what the view remembers of the cards that came from the right, the trigger
on four of a kind and never a false signal, reaction times from each level's part of the house rules' band,
legal moves under every passing form, honesty (the hard level's sampled deals agree with the view), the fixed
search budget repeating, and every advice reason phrased."""

from __future__ import annotations

import random
from typing import Any

import pytest

from fjols_desktop.engine.cards import parse_card, parse_cards, stack_deck
from fjols_desktop.engine.errors import Reason
from fjols_desktop.engine.game_loop import play_deal, replay
from fjols_desktop.engine.games.festudgave import GAME, FestudgaveOptions, FestudgaveRules
from fjols_desktop.engine.games.festudgave.ai import REASONS, EasyPlayer, HardPlayer, MediumPlayer
from fjols_desktop.engine.games.festudgave.ai.hard import QuadRaceEvaluator, quad_race
from fjols_desktop.engine.games.festudgave.options import (
    REACTION_BANDS,
    AiReaction,
    DeckMode,
    FalseSignal,
    PassMode,
    Scoring,
    draw_reaction,
)
from fjols_desktop.engine.games.festudgave.state import LATE, FestState, Signal
from fjols_desktop.engine.players import Advice, RandomPlayer, advise
from fjols_desktop.gui.i18n import festudgave as phrases

RULES = FestudgaveRules()
DEFAULT = FestudgaveOptions()

# four players (dealer P3; everybody passes to the left, P0 -> P1 -> P2 -> P3 -> P0)
HANDS = ["KD AC JS JH", "KS KH QS QH", "AD AH AS KC", "QC QD JC JD"]


def deal(hands: list[str], options: FestudgaveOptions = DEFAULT, dealer: int = 3) -> FestState:
    order = stack_deck([parse_cards(h) for h in hands], dealer)
    return RULES.new_deal(options, len(hands), dealer, random.Random(0), deck=order)


def play(state: FestState, *moves: str) -> FestState:
    return replay(RULES, state, [(int(m.split(":")[0]), m.split(":")[1]) for m in moves])


def after_one_tick() -> FestState:
    """P0 passes KD to P1, who passes KS on: P1 holds K♥ K♦ Q♠ Q♥ and saw K♦ come."""
    return play(deal(HANDS), "0:pass KD", "1:pass KS", "2:pass KC", "3:pass QC")


def test_levels_are_registered_with_names_and_versions() -> None:
    assert list(GAME.levels) == ["easy", "medium", "hard", "random"]
    assert [GAME.levels[k].name for k in ("easy", "medium", "hard")] == ["Lille Bjørn", "Mor", "Morfar"]
    assert [GAME.levels[k].version for k in ("easy", "medium", "hard")] == [
        "festudgave-easy-1", "festudgave-medium-1", "festudgave-hard-1"]


def test_the_view_names_the_cards_that_came_from_the_right_and_sampled_worlds_keep_them() -> None:
    state = after_one_tick()
    view = RULES.observe(state, 1)
    assert view.received == (parse_card("KD").index,)
    assert RULES.observe(state, 0).received == (parse_card("QC").index,)
    assert RULES.observe(deal(HANDS), 1).received == ()
    for seed in range(5):
        world = RULES.sample_world(view, random.Random(seed))
        assert RULES.observe(world, 1) == view
    # a tick cancelled by the trigger delivered nothing
    half = play(state, "0:pass QC", "2:signal")
    assert RULES.observe(half, 1).received == (parse_card("KD").index,)


def test_medium_collects_the_rank_that_keeps_coming_and_passes_the_other_pair() -> None:
    view = RULES.observe(after_one_tick(), 1)
    assert MediumPlayer().advise(view, random.Random(0)) == Advice(
        RULES.parse_move("pass QH"), Reason.of("collect_coming", card="QH", rank="13"))


def test_medium_keeps_its_pair_and_easy_forgets_what_came() -> None:
    view = RULES.observe(deal(HANDS), 2)       # A♦ A♥ A♠ K♣: keep the aces, pass the king
    assert MediumPlayer().advise(view, random.Random(0)) == Advice(
        RULES.parse_move("pass KC"), Reason.of("collect_most", card="KC", rank="14"))
    easy = {EasyPlayer().advise(view, random.Random(seed)) for seed in range(30)}
    assert {a.move for a in easy} == {RULES.parse_move("pass KC")}   # a hunch never breaks three of a kind
    assert {a.reason.key for a in easy} == {"collect_most", "hunch"}


def test_every_level_signals_four_of_a_kind_at_once_and_never_without_it() -> None:
    state = deal(["AD AH AS AC", "KS KH QS QH", "KD KC JS JH", "QC QD JC JD"])
    for player in (EasyPlayer(), MediumPlayer(), HardPlayer(seconds=None, playouts=20)):
        assert player.advise(RULES.observe(state, 0), random.Random(1)) == Advice(
            RULES.parse_move("signal"), Reason.of("signal_quad", rank="14"))
        for seat in (1, 2, 3):
            assert str(player.advise(RULES.observe(state, seat), random.Random(1)).move).startswith("pass ")


@pytest.mark.parametrize("speed", list(AiReaction))
def test_each_level_reacts_in_its_part_of_the_house_rules_band(speed: AiReaction) -> None:
    options = FestudgaveOptions(ai_reaction=speed)
    low, high = REACTION_BANDS[speed.value]
    width = high - low
    rng = random.Random(3)
    parts = {"easy": (low + round(0.6 * width), high), "medium": (low + round(0.3 * width), low + round(0.7 * width)),
             "hard": (low, low + round(0.4 * width))}
    for key, (a, b) in parts.items():
        times = [GAME.player(key).reaction_ms(options, rng) for _ in range(300)]  # type: ignore[attr-defined]
        assert a <= min(times) and max(times) <= b and len(set(times)) > 30
    assert low <= draw_reaction(options, rng) <= high
    # in the race (the simulator's form) a level signals at its reaction time
    state = play(deal(["AD AH AS AC", "KS KH QS QH", "KD KC JS JH", "QC QD JC JD"], options), "0:signal")
    view = RULES.observe(state, 2)
    answer = HardPlayer().advise(view, random.Random(7))
    assert isinstance(answer.move, Signal) and low <= (answer.move.ms or 0) <= parts["hard"][1]
    assert answer.reason == Reason.of("signal_back", trigger=0)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_a_reaction_past_a_short_window_is_late_not_an_illegal_signal(level: str) -> None:
    """Slow computers (1.2-2.5 s) and a two-second window: a draw past the window is ``late``, as the
    table makes it (``signal_move``), never a signal the rules refuse."""
    options = FestudgaveOptions(ai_reaction=AiReaction.SLOW, signal_timeout_s=2)
    state = play(deal(["AD AH AS AC", "KS KH QS QH", "KD KC JS JH", "QC QD JC JD"], options), "0:signal")
    view = RULES.observe(state, 2)
    player = GAME.player(level)
    moves = [player.advise(view, random.Random(seed)).move for seed in range(60)]
    late = [move for move in moves if move == LATE]
    signals = [move for move in moves if isinstance(move, Signal)]
    assert len(late) + len(signals) == len(moves)
    assert all(1200 <= (move.ms or 0) <= 2000 for move in signals)
    for move in moves:
        RULES.apply(state, 2, move)   # every one of them is legal
    # the levels' parts of the band: easy 1980-2500 ms, medium 1590-2110, hard 1200-1720
    assert bool(late) == (level != "hard")
    assert level == "easy" or signals


def test_the_search_kernel_counts_who_gets_four_of_a_kind_first() -> None:
    # P0 holds three aces and passes its king; P3 passes it the last ace: P0 is first
    hands = [[0] * 13 for _ in range(4)]
    hands[0][12], hands[0][11] = 3, 1
    hands[3][12], hands[3][10] = 1, 3
    hands[1][11], hands[1][10], hands[1][9] = 2, 1, 1
    hands[2][11], hands[2][9] = 1, 3
    left = [1, 2, 3, 0]
    assert quad_race(hands, [11, 9, 9, 12], range(4), left, 0, random.Random(1).random) == 1.0
    assert quad_race(hands, [11, 9, 9, 12], range(4), left, 1, random.Random(1).random) == 0.0


def test_hard_with_a_fixed_budget_repeats_and_searches_worlds_that_agree_with_its_view() -> None:
    view = RULES.observe(after_one_tick(), 1)
    player = HardPlayer(seconds=None, playouts=60)
    sample = player.rules.sample_world
    worlds: list[FestState] = []

    def checked(v: Any, rng: random.Random) -> FestState:
        world = sample(v, rng)
        worlds.append(world)
        return world

    player.rules.sample_world = checked   # type: ignore[method-assign]
    answers = {player.advise(view, random.Random(5)) for _ in range(3)}
    assert len(answers) == 1 and next(iter(answers)).move in view.legal_moves
    assert worlds and all(RULES.observe(w, 1) == view and w.hands[1] == view.hand_mask for w in worlds)
    assert isinstance(player.evaluator, QuadRaceEvaluator)


class Inspector:
    """Wraps a player: checks what it is given and collects its reasons."""

    def __init__(self, player: Any, keys: set[str]) -> None:
        self.player = player
        self.level = player.level
        self.keys = keys

    def choose(self, view: Any, rng: random.Random) -> Any:
        assert type(view).__name__ == "FestudgaveObservation"
        assert not isinstance(view.deal, FestState) and not hasattr(view, "hands")
        result = advise(self.player, view, rng)
        assert result.move in view.legal_moves
        if str(result.move) == "signal":
            assert view.signal_cost is None, "a computer signalled without four of a kind"
        self.keys.add(result.reason.key)
        return result.move


OPTIONS = [DEFAULT, FestudgaveOptions(pass_mode=PassMode.FREE_FLOW), FestudgaveOptions(deck_mode=DeckMode.STOCK),
           FestudgaveOptions(deck_mode=DeckMode.STOCK, pass_mode=PassMode.FREE_FLOW),
           FestudgaveOptions(false_signal=FalseSignal.REJECT, ai_reaction=AiReaction.SLOW),
           FestudgaveOptions(scoring=Scoring.LETTERS, ai_reaction=AiReaction.FAST)]


@pytest.mark.parametrize("seats", [3, 5, 8])
def test_every_level_plays_legal_moves_and_never_signals_falsely(seats: int) -> None:
    keys: set[str] = set()
    for k, options in enumerate(OPTIONS):
        makers = [EasyPlayer, MediumPlayer, lambda: HardPlayer(seconds=None, playouts=12)]
        players = [Inspector(makers[(s + k) % 3](), keys) for s in range(seats)]
        state = RULES.new_deal(options, seats, k % seats, random.Random(10 * seats + k))
        log = play_deal(RULES, state, players, [random.Random(s) for s in range(seats)])
        assert RULES.is_over(log.final) and not log.final.false_signal
    assert keys <= REASONS, keys - REASONS


def test_every_reason_a_level_gives_is_in_the_phrasebook() -> None:
    keys: set[str] = set()
    for seed in range(8):
        options = OPTIONS[seed % len(OPTIONS)]
        players = [Inspector(p, keys) for p in (EasyPlayer(), MediumPlayer(), HardPlayer(seconds=None, playouts=16),
                                                MediumPlayer(), RandomPlayer())]
        state = RULES.new_deal(options, 5, seed % 5, random.Random(seed))
        try:
            play_deal(RULES, state, players, [random.Random(s) for s in range(5)])
        except AssertionError as exc:      # the random player may signal falsely; the levels never do
            assert "without four of a kind" in str(exc)
    assert keys <= REASONS, keys - REASONS
    assert {"signal_quad", "signal_back", "collect_most", "take_next"} <= keys
    generic = {"only_move", "only_sensible_move", "random_choice"}     # phrased in the common table
    assert sorted(k for k in REASONS - generic if k not in phrases.REASONS) == []
