"""Hjerterfri's computer levels: the registry, honesty, the forced move, the anytime budget, the
medium rules of thumb (``docs/computer-players.md#hjerterfri-hearts``) on stacked positions, the benchmark's
ducking player and the moon choice (``resources/rules/en/hearts.md#scoring-and-the-end-of-the-game``, H20)."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

from fjols_desktop.engine import search as engine_search
from fjols_desktop.engine.cards import parse_card, parse_cards, stack_deck
from fjols_desktop.engine.errors import Reason
from fjols_desktop.engine.game_loop import play_deal, replay
from fjols_desktop.engine.games.hearts import GAME, HeartsOptions, HeartsRules
from fjols_desktop.engine.games.hearts.ai import (
    REASONS,
    DuckPlayer,
    EasyPlayer,
    HardPlayer,
    MediumPlayer,
    hard,
)
from fjols_desktop.engine.games.hearts.ai.bots import Knowledge, medium_card, medium_pass, moon_choice
from fjols_desktop.engine.games.hearts.ai.hard import distinct_cards, pass_candidates
from fjols_desktop.engine.games.hearts.ai.infer import PRIOR, Replay, read_minds, read_styles
from fjols_desktop.engine.games.hearts.ai.kernel import table_of
from fjols_desktop.engine.games.hearts.ai.policy import simple_duck_policy
from fjols_desktop.engine.games.hearts.options import FivePlayersRemove, HeartsBrokenBy, MoonMode
from fjols_desktop.engine.games.hearts.state import HeartsDeal, HeartsState
from fjols_desktop.engine.options import CardPoints
from fjols_desktop.engine.players import Advice, RandomPlayer, advise
from fjols_desktop.engine.rules import MatchContext
from tests.engine.ai_helpers import Inspector, other_world
from tests.engine.hearts_helpers import HANDS

RULES = HeartsRules()
NO_PASS = HeartsOptions(pass_count=0)


def mask(text: str) -> int:
    return sum(c.bit for c in parse_cards(text))


def index(text: str) -> int:
    return parse_card(text).index


def deal(hands: list[str], options: HeartsOptions = NO_PASS, dealer: int = 3) -> HeartsState:
    return RULES.new_deal(options, len(hands), dealer, random.Random(0),
                          deck=stack_deck([parse_cards(h) for h in hands], dealer))


def play(state: HeartsState, *moves: str) -> HeartsState:
    return replay(RULES, state, [(int(m.split(":")[0]), m.split(":")[1]) for m in moves])


def knows(hand: str, trick: str = "", leader: int = 0, played: str = "", me: int = 0, trick_no: int = 5,
          taken: tuple[int, ...] = (0, 0, 0, 0), voids: tuple[int, ...] = (0, 0, 0, 0)) -> Knowledge:
    seen = mask(played) | mask(trick)
    return Knowledge(me, 4, mask(hand), ((1 << 52) - 1) & ~seen & ~mask(hand), voids,
                     tuple(index(c) for c in trick.split()), leader, trick_no, taken)


# --- the registry ------------------------------------------------------------------------------------------

def test_levels_are_registered_with_names_and_versions() -> None:
    assert list(GAME.levels) == ["easy", "medium", "hard", "random"]
    names = {key: GAME.level(key).name for key in GAME.levels}
    assert names == {"easy": "Lille Bjørn", "medium": "Mor", "hard": "Morfar", "random": "Terningen"}
    versions = [GAME.level(key).version for key in GAME.levels]
    assert len(set(versions)) == 4 and all(versions)
    assert versions[:3] == ["hearts-easy-1", "hearts-medium-1", "hearts-hard-5"]
    assert type(GAME.player("easy")) is EasyPlayer
    assert type(GAME.player("medium")) is MediumPlayer
    assert type(GAME.player("hard")) is HardPlayer
    assert type(GAME.player("random")) is RandomPlayer
    with pytest.raises(KeyError, match="no computer level 'duck'"):
        GAME.player("duck")


def test_a_plain_factory_still_registers_as_a_level() -> None:
    from fjols_desktop.engine.game import Game

    game = Game(RULES, levels={"mine": MediumPlayer})
    assert list(game.levels) == ["mine", "random"]
    assert (game.level("mine").version, game.level("mine").name) == ("1", "mine")
    assert type(game.player("mine")) is MediumPlayer


# --- honesty -----------------------------------------------------------------------------------------------

def positions() -> list[tuple[HeartsState, int]]:
    """A pass, a lead, a follow and a discard, each with the seat to act."""
    passing = RULES.new_deal(HeartsOptions(), 4, 3, random.Random(0), deck=stack_deck(
        [parse_cards(h) for h in HANDS], 3))
    state = deal(HANDS)
    lead = play(state, "0:2C", "1:AC", "2:4C", "3:8C")           # P1 leads trick 2
    follow = play(lead, "1:4D", "2:KD")                           # P3 follows diamonds
    discard = play(state, "0:2C", "1:3C", "2:4C", "3:8C", "3:QC", "0:KC", "1:AC", "2:7C",
                   "1:6C", "2:JC")                                # P3 is void in clubs
    return [(passing, 0), (lead, 1), (follow, 3), (discard, 3)]


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "random"])
def test_a_player_chooses_alike_in_worlds_that_differ_only_in_hidden_cards(level: str) -> None:
    for state, seat in positions():
        world = other_world(RULES, state, seat)
        player = HardPlayer(seconds=None, playouts=120) if level == "hard" else GAME.player(level)
        a = advise(player, RULES.observe(state, seat), random.Random(9))
        b = advise(player, RULES.observe(world, seat), random.Random(9))
        assert a == b
        assert a.move in RULES.legal_moves(state, seat)


def test_players_only_ever_receive_their_own_observation() -> None:
    players = [Inspector(p, "HeartsObservation", HeartsState)
               for p in (EasyPlayer(), MediumPlayer(), HardPlayer(seconds=None, playouts=40), DuckPlayer())]
    state = RULES.new_deal(HeartsOptions(), 4, 0, random.Random(3))
    log = play_deal(RULES, state, players, [random.Random(s) for s in range(4)])
    assert RULES.is_over(log.final)
    assert all(p.calls >= 13 for p in players)
    assert all(view.others_open == () for p in players for view in p.views)


# --- forced moves and the budget -------------------------------------------------------------------------------

def test_a_forced_move_is_answered_at_once_without_searching(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_search(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("searched a forced move")

    monkeypatch.setattr(engine_search, "search", no_search)
    view = RULES.observe(deal(HANDS), 0)           # P0 must lead 2♣
    started = time.perf_counter()
    advice = HardPlayer().advise(view, random.Random(1))
    assert advice == Advice(RULES.parse_move("2C"), advice.reason) and advice.reason.key == "only_move"
    assert time.perf_counter() - started < 0.01
    # P3 leads trick 2: 8♠ 9♠ 10♠ J♠ touch and play alike; 2♠ and the diamonds stand apart
    state = play(deal(HANDS), "0:2C", "1:3C", "2:4C", "3:8C")
    view = RULES.observe(state, 3)
    legal = mask("QC 6D 10D AD 2S 8S 9S 10S JS")
    assert distinct_cards(view, legal, index("9S")) == [index(c) for c in ("9S", "QC", "6D", "10D", "AD", "2S")]


def test_the_search_stops_at_its_time_budget_and_a_fixed_budget_repeats() -> None:
    state = play(deal(HANDS), "0:2C", "1:AC", "2:4C", "3:8C")
    view = RULES.observe(state, 1)
    started, cpu = time.perf_counter(), time.thread_time()
    HardPlayer(seconds=0.05, wall=0.4).choose(view, random.Random(1))
    assert time.thread_time() - cpu >= 0.05 or time.perf_counter() - started >= 0.4   # CPU budget, or the cap
    assert time.perf_counter() - started < 0.45
    started = time.perf_counter()
    HardPlayer(seconds=30, wall=0.1).choose(view, random.Random(1))       # the real-time cap wins
    assert time.perf_counter() - started < 0.2
    fixed = HardPlayer(seconds=None, playouts=100)
    assert len({str(fixed.choose(view, random.Random(4))) for _ in range(3)}) == 1


def test_hard_passes_a_searched_pass_and_ends_every_deal() -> None:
    state = RULES.new_deal(HeartsOptions(), 4, 3, random.Random(0), deck=stack_deck([parse_cards(h) for h in HANDS], 3))
    view = RULES.observe(state, 0)
    masks = pass_candidates(view.hand_mask, 3)
    assert masks[0] == medium_pass(view.hand_mask, 3)[0] and len(masks) == len(set(masks)) == 20
    advice = HardPlayer(seconds=None, playouts=400).advise(view, random.Random(2))
    assert advice.move in view.legal_moves
    assert sum(1 << c.index for c in advice.move.cards) in masks
    assert advice.reason.key.startswith("pass_")


# --- medium's rules of thumb (``docs/computer-players.md#hjerterfri-hearts``) -------------------------------

def test_medium_dumps_the_queen_when_void() -> None:
    k = knows("QS 4S KH 2D", trick="5C 9C", leader=2, me=0)
    assert medium_card(k, mask("QS 4S KH 2D")) == (index("QS"), Reason.of("dump_queen", card="QS"))


def test_medium_dumps_high_spades_while_the_queen_is_out_then_hearts() -> None:
    k = knows("AS 4S KH 2D", trick="5C 9C", leader=2)
    card, reason = medium_card(k, mask("AS 4S KH 2D"))
    assert (card, reason.key) == (index("AS"), "dump_high_spade")
    k = knows("AS 4S KH 2D", trick="5C 9C", leader=2, played="QS 2S 3S 5S")
    assert medium_card(k, mask("AS 4S KH 2D"))[0] == index("KH")


def test_medium_ducks_with_the_highest_card_that_loses() -> None:
    k = knows("3D 8D JD KD", trick="QD 4D", leader=2)
    card, reason = medium_card(k, mask("3D 8D JD KD"))
    assert (card, reason.key, reason.arg("card")) == (index("JD"), "duck", "JD")


def test_medium_takes_a_clean_trick_with_its_highest_card_when_last() -> None:
    k = knows("3D 8D JD KD", trick="QD 4D 9D", leader=1)
    assert medium_card(k, mask("3D 8D JD KD"))[1].key == "take_safe_trick"
    assert medium_card(k, mask("3D 8D JD KD"))[0] == index("KD")


def test_the_highest_card_under_a_higher_one_ducks_and_does_not_claim_to_win() -> None:
    """Issue 23: "10♠ may win it safely" while J♠ was already on the table. Last to play to a trick
    without points, medium still plays its highest spade, and says it ducks under J♠."""
    from fjols_desktop.engine.games.hearts.ai import CLAIMS

    state = play(deal(["2C 2S 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD", "3C 4S 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH",
                       "4C 10S 9S 3S KD AD KH AH 5C 6C 7C 8C 9C", "AC JS QS KS AS 5S 6S 7S 8S 10C JC QC KC"]),
                 "0:2C", "1:3C", "2:9C", "3:AC", "3:JS", "0:2S", "1:4S")
    view = RULES.observe(state, 2)
    advice = MediumPlayer().advise(view, random.Random(0))
    assert advice == Advice(RULES.parse_move("10S"), Reason.of("duck", card="10S"))
    assert not CLAIMS["take_safe_trick"](view, advice.move, Reason.of("take_safe_trick", card="10S"))
    assert CLAIMS["duck"](view, advice.move, advice.reason)


def test_medium_flushes_the_queen_with_a_low_spade_and_never_leads_a_bare_ace_into_it() -> None:
    k = knows("3S AS 9D 10D JD", played="2C 3C 4C 5C")
    card, reason = medium_card(k, mask("3S AS 9D 10D JD"))
    assert (card, reason.key) == (index("3S"), "flush_queen")
    k = knows("AS 9D", played="2C 3C 4C 5C")
    assert medium_card(k, mask("AS 9D"))[0] == index("9D")


def test_medium_breaks_a_moon_by_taking_a_heart() -> None:
    shooter = mask("QS 2H 3H 4H 5H")
    k = knows("KD 3D", trick="9D 6H", leader=2, taken=(0, 0, shooter, 0), played="QS 2H 3H 4H 5H")
    card, reason = medium_card(k, mask("KD 3D"))
    assert (card, reason.key, reason.arg("seat")) == (index("KD"), "break_moon", 2)


def test_medium_passes_an_unguarded_queen_and_keeps_a_guarded_one() -> None:
    short = mask("QS 3S 2C 5C 9C 4D 6D 8D 10D 2H 3H 4H 5H")
    chosen, reason = medium_pass(short, 3)
    assert chosen & mask("QS") and reason.key == "pass_queen"
    guarded = mask("QS 2S 3S 4S 5S 2C 5C 9C AD 6D 8D KH AH")
    chosen, reason = medium_pass(guarded, 3)
    assert chosen == mask("AD KH AH") and not chosen & mask("QS")


# --- the benchmark's ducking player ----------------------------------------------------------------------------

def test_the_ducking_player_follows_the_issue_text() -> None:
    state = deal(HANDS)
    duck = DuckPlayer()
    rng = random.Random(0)
    lead = play(state, "0:2C", "1:AC", "2:4C", "3:8C")
    assert str(duck.choose(RULES.observe(lead, 1), rng)) == "3C"           # its lowest card
    follow = play(lead, "1:4D", "2:KD")
    assert str(duck.choose(RULES.observe(follow, 3), rng)) == "10D"        # the highest that loses to K♦
    void = play(state, "0:2C", "1:3C", "2:4C", "3:8C", "3:QC", "0:KC", "1:AC", "2:7C", "1:6C", "2:JC")
    assert str(duck.choose(RULES.observe(void, 3), rng)) == "JH"           # void in clubs: its highest heart
    gone = play(lead, "1:AS", "2:5S")                                      # P3 follows spades under A♠
    assert str(duck.choose(RULES.observe(gone, 3), rng)) == "JS"


def table_after(players: list[Any], tricks: int, seed: int) -> HeartsState:
    """A no-passing deal played by ``players`` until seat 0 is to play in trick ``tricks``."""
    state = RULES.new_deal(NO_PASS, 4, 3, random.Random(seed))
    rng = random.Random(seed)
    while True:
        seat = min(RULES.to_act(state))
        if seat == 0 and state.trick_no >= tricks:
            return state
        state = RULES.apply(state, seat, players[seat].choose(RULES.observe(state, seat), rng))


@pytest.mark.parametrize("seed", range(4))
def test_each_style_explains_every_play_of_its_own_players_in_the_true_hands(seed: int) -> None:
    state = table_after([MediumPlayer(), DuckPlayer(), MediumPlayer(), DuckPlayer()], 8, seed)
    view = RULES.observe(state, 0)
    counter, beginner = Replay(table_of(state.deal), view.log, view.trick, view.leader, 0).misses(state.hands)
    assert counter[0] == beginner[0] == 0                  # its own plays are not read
    assert counter[2] == 0 and beginner[1] == beginner[3] == 0
    assert counter[1] + counter[3] > 0 and beginner[2] > 0   # and each style misreads the others


def test_the_styles_read_seat_by_seat_and_only_from_the_view() -> None:
    state = table_after([MediumPlayer(), DuckPlayer(), MediumPlayer(), DuckPlayer()], 8, 3)
    view = RULES.observe(state, 0)
    styles = read_styles(view, RULES.sample_world, table_of(view.deal), random.Random(1))
    assert styles[0] == 0.0
    assert styles[1] > 0.9 and styles[3] > 0.9 and styles[2] < 0.01
    world = other_world(RULES, state, 0)                   # other hidden cards: the same reading
    assert read_styles(RULES.observe(world, 0), RULES.sample_world, table_of(view.deal), random.Random(1)) == styles
    fresh = RULES.observe(deal(HANDS), 0)                  # nothing seen yet: the prior for every other seat
    assert read_styles(fresh, RULES.sample_world, table_of(fresh.deal), random.Random(1)) == (0.0, PRIOR, PRIOR, PRIOR)


@pytest.mark.parametrize("seed", [0, 3])
def test_a_seat_that_neither_style_explains_reads_as_a_thinker(seed: int) -> None:
    state = table_after([MediumPlayer(), DuckPlayer(), MediumPlayer(), RandomPlayer()], 8, seed)
    view = RULES.observe(state, 0)
    t = table_of(view.deal)
    beginner, thinker = read_minds(view, RULES.sample_world, t, random.Random(1), think=0.5, thinkers=0.2)
    assert beginner[0] == thinker[0] == 0.0
    assert thinker[3] > 0.95                               # random cards are neither style's
    assert beginner[1] > 0.75 and thinker[1] < 0.2         # the ducker stays a beginner
    assert thinker[2] < 0.06                               # and the counter a counter
    # without ``think`` the two styles only, as ``read_styles`` reads them
    assert read_minds(view, RULES.sample_world, t, random.Random(1)) == (
        read_styles(view, RULES.sample_world, t, random.Random(1)), (0.0,) * 4)
    fresh = RULES.observe(deal(HANDS), 0)                  # nothing seen yet: the priors
    prior_b, prior_t = read_minds(fresh, RULES.sample_world, t, random.Random(1), think=0.5, thinkers=0.2)
    assert prior_b == pytest.approx((0.0, 0.8 * PRIOR, 0.8 * PRIOR, 0.8 * PRIOR))
    assert prior_t == pytest.approx((0.0, 0.2, 0.2, 0.2))


def test_the_playouts_seat_a_beginner_where_the_reading_says_so() -> None:
    seen: set[int] = set()

    def beginner(seat: int, legal: int, *rest: Any) -> int:
        seen.add(seat)
        return simple_duck_policy(seat, legal, *rest)

    state = play(deal(HANDS), "0:2C", "1:AC", "2:4C", "3:8C")
    view = RULES.observe(state, 1)
    plans = [hard.Plan(m, m.cards[0].bit, False) for m in view.legal_moves]
    evaluator = hard.KernelEvaluator(beginner=beginner).styled((0.0, 1.0, 1.0, 0.0))
    for n in range(20):
        evaluator.evaluate(RULES.sample_world(view, random.Random(n)), 1, plans, random.Random(n))
    assert seen == {2}                                     # never the searching seat, never a counter


# --- hints ---------------------------------------------------------------------------------------------------

class Hinted:
    """Plays by its player's advice and keeps the reason keys."""

    def __init__(self, player: Any, keys: set[str]) -> None:
        self.player, self.level, self.keys = player, player.level, keys

    def choose(self, view: Any, rng: random.Random) -> Any:
        advice = self.player.advise(view, rng)
        assert advice.move in view.legal_moves
        self.keys.add(advice.reason.key)
        return advice.move


def test_every_reason_a_level_gives_is_in_the_phrasebook() -> None:
    keys: set[str] = set()
    options = HeartsOptions(moon_mode=MoonMode.SHOOTER_CHOOSES)
    for seed in range(4):
        players = [Hinted(p, keys) for p in (EasyPlayer(), MediumPlayer(), HardPlayer(seconds=None, playouts=24),
                                             RandomPlayer())]
        state = RULES.new_deal(options, 4, seed % 4, random.Random(seed), context=MatchContext(seed))
        play_deal(RULES, state, players[seed % 4:] + players[:seed % 4], [random.Random(s) for s in range(4)])
    assert keys <= REASONS, keys - REASONS
    assert {"only_move", "duck", "hunch", "random_choice", "pass_queen"} <= keys


# --- the moon choice --------------------------------------------------------------------------------------------

def test_moon_choice_follows_spec_h20() -> None:
    assert moon_choice(0, (60, 75, 10, 20), 100) == (True, Reason.of("moon_keep_playing"))
    assert moon_choice(0, (10, 20, 30, 40), 100) == (False, Reason.of("moon_others"))
    assert moon_choice(2, (80, 50, 30, 85), 100) == (False, Reason.of("moon_win_now"))


def test_heartsdeal_is_public() -> None:
    assert "hands" not in HeartsDeal._fields


@pytest.mark.parametrize("seats", [3, 5])
def test_every_level_plays_whole_deals_at_odd_tables_and_under_house_rules(seats: int) -> None:
    options = HeartsOptions(ten_of_diamonds=True, queen_breaks_hearts=True, unbroken_heart_lead_with_queen=True,
                            moon_mode=MoonMode.SHOOTER_CHOOSES, open_hands=True)
    players = [EasyPlayer(), MediumPlayer(), HardPlayer(seconds=None, playouts=40), DuckPlayer(), RandomPlayer()]
    for number in range(2):
        state = RULES.new_deal(options, seats, number, random.Random(number), context=MatchContext(number))
        log = play_deal(RULES, state, players[:seats], [random.Random(s) for s in range(seats)])
        assert RULES.is_over(log.final)
        # a normal hand, a moon on the others, a moon on the shooter; the ten of diamonds always counts
        assert sum(RULES.deal_result(log.final).points) in (26 - 10, 26 * (seats - 1) - 10, -26 - 10)


def test_the_hard_level_gives_a_pass_its_own_budget() -> None:
    """The search player's budget hook: 0.3 s of CPU time for a pass, 0.18 s for a card (the fixed
    budget of the golden-move test leaves both unset)."""
    rules = GAME.rules
    state = rules.new_deal(HeartsOptions(), 4, 0, random.Random(3))
    player = HardPlayer()
    assert player.budget(rules.observe(state, 0)) == 0.3
    state = rules.new_deal(HeartsOptions(pass_count=0), 4, 0, random.Random(3))
    assert player.budget(rules.observe(state, state.turn)) == 0.18
    assert HardPlayer(seconds=None, playouts=10).budget(rules.observe(state, state.turn)) is None


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_every_level_plays_whole_deals_under_the_family_house_rules(seats: int) -> None:
    """The seed's readings and their house rules: priced cards (Q♠ at 10, J♦ a bonus, A♣ a penalty),
    hearts broken by any heart, the two of clubs out at five (3♣ leads). Every level plays legal
    cards to the end, and the scores add up as the scorekeeper's sum check expects."""
    options = HeartsOptions(card_points=(CardPoints("QS", 10), CardPoints("JD", -10), CardPoints("AC", 2)),
                            hearts_broken_by=HeartsBrokenBy.ANY_HEART,
                            five_players_remove=FivePlayersRemove.TWO_DIAMONDS_TWO_CLUBS)
    players = [HardPlayer(seconds=None, playouts=40), EasyPlayer(), MediumPlayer(), DuckPlayer(), RandomPlayer()]
    for number in range(2):
        state = RULES.new_deal(options, seats, number, random.Random(number), context=MatchContext(number))
        log = play_deal(RULES, state, players[:seats], [random.Random(s) for s in range(seats)])
        assert RULES.is_over(log.final)
        assert RULES.check_deal_points(options, seats, RULES.deal_result(log.final).points) is None
        first = next(text for seat, text in RULES.observe(log.final, 0).history if text[0].isdigit())
        assert first == ("3C" if seats == 5 else "2C")
