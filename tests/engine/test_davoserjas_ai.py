"""Davoserjas' computer levels: the registry, exact moves of easy and medium in stacked positions of
every kind of round (``docs/computer-players.md#davoserjas``), legal play over whole matches at every table
size and under house rules, honesty (only the observation; the hard level's worlds agree with the view), the
forced move, the deterministic fixed budget and the reason keys."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

from fjols_desktop.engine import search as engine_search
from fjols_desktop.engine.cards import cards_of, parse_card, parse_cards
from fjols_desktop.engine.game_loop import play_deal
from fjols_desktop.engine.games.davoserjas import GAME, PRESETS, DavoserjasOptions
from fjols_desktop.engine.games.davoserjas.ai import (
    REASONS,
    EasyPlayer,
    HardPlayer,
    MediumPlayer,
    hard,
    infer,
)
from fjols_desktop.engine.games.davoserjas.ai.hard import distinct_cards
from fjols_desktop.engine.games.davoserjas.ai.kernel import FULL, index_to_strength, to_strength, trick_table
from fjols_desktop.engine.games.davoserjas.ai.policy import TRICK_WHY, TrickKnowledge, card_sense
from fjols_desktop.engine.games.davoserjas.options import KabaleSevens, LastTrickMode
from fjols_desktop.engine.games.davoserjas.rounds import round_list
from fjols_desktop.engine.games.davoserjas.state import KabaleState, TrickState
from fjols_desktop.engine.players import Advice, RandomPlayer, advise
from fjols_desktop.engine.rules import MatchContext
from fjols_desktop.engine.tricks import allowed_by_voids
from tests.engine.ai_helpers import other_world

from .davoserjas_helpers import (
    CLUBS,
    KABALE,
    KING_OF_CLUBS,
    LAST_TRICK,
    QUEENS,
    RULES,
    TRICKS,
    deal,
    hands_with,
    play,
)


def mask(text: str) -> int:
    return sum(c.bit for c in parse_cards(text))


def index(text: str) -> int:
    return parse_card(text).index


def medium(state: Any, seat: int) -> tuple[str, str, tuple[Any, ...]]:
    advice = MediumPlayer().advise(RULES.observe(state, seat), random.Random(0))
    return str(advice.move), advice.reason.key, advice.reason.args


def easy(state: Any, seat: int) -> tuple[str, str]:
    player = EasyPlayer()
    player.hunch = 0.0
    advice = player.advise(RULES.observe(state, seat), random.Random(0))
    return str(advice.move), advice.reason.key


# --- the registry ------------------------------------------------------------------------------------------

def test_levels_are_registered_with_the_family_names_and_versions() -> None:
    assert list(GAME.levels) == ["easy", "medium", "hard", "random"]
    assert {k: GAME.level(k).name for k in GAME.levels} == {"easy": "Lille Bjørn", "medium": "Mor", "hard": "Morfar",
                                                            "random": "Terningen"}
    assert [GAME.level(k).version for k in ("easy", "medium", "hard")] == [
        "davoserjas-easy-1", "davoserjas-medium-1", "davoserjas-hard-2"]
    assert type(GAME.player("easy")) is EasyPlayer and type(GAME.player("medium")) is MediumPlayer
    assert type(GAME.player("hard")) is HardPlayer and type(GAME.player("random")) is RandomPlayer


# --- medium: every round by its price (``docs/computer-players.md#davoserjas``) -----------------------------

def test_medium_dumps_the_king_of_clubs_under_the_ace_in_the_king_of_clubs_round() -> None:
    state = play(deal(hands_with(4, {0: "AC", 1: "KC 5C"}), KING_OF_CLUBS), "0:AC")
    assert medium(state, 1) == ("KC", "dump_penalty", (("card", "KC"),))


def test_medium_throws_a_club_when_void_in_the_clubs_round() -> None:
    state = play(deal(hands_with(4, {0: "3D", 1: "10C 4C"}, exclude={1: "D"}), CLUBS), "0:3D")
    assert medium(state, 1)[:2] == ("10C", "dump_penalty")


def test_medium_ducks_with_the_highest_card_that_loses_in_the_tricks_round() -> None:
    state = play(deal(hands_with(4, {0: "9H", 1: "10H 8H 2H"}), TRICKS), "0:9H")
    assert medium(state, 1) == ("8H", "duck", (("card", "8H"),))


def test_medium_knows_the_ace_is_low_when_the_house_rule_says_so() -> None:
    hands = hands_with(4, {0: "4H", 1: "AH 5H"}, exclude={1: "H"})
    assert medium(play(deal(hands, TRICKS), "0:4H"), 1)[:2] == ("5H", "cannot_duck")
    low = DavoserjasOptions(ace_low_all_rounds=True)
    assert medium(play(deal(hands, TRICKS, low), "0:4H"), 1)[:2] == ("AH", "duck")


def test_medium_leads_low_under_an_unseen_queen_and_not_the_ace_of_spades() -> None:
    state = deal(hands_with(7, {0: "AS 10D 9D 3H"}, exclude={0: "S"}), QUEENS, dealer=6)
    assert sorted(str(c) for c in cards_of(state.hands[0])) == ["10D", "2C", "3C", "3H", "4C", "9D", "AS"]
    assert medium(state, 0)[:2] == ("2C", "flush_penalty")


def test_medium_sheds_high_cards_early_when_only_the_last_trick_costs() -> None:
    state = deal(hands_with(4, {}), LAST_TRICK)
    assert medium(state, 0)[:2] == ("AC", "lead_high_early")


def test_medium_keeps_the_card_likelier_to_lose_for_the_last_trick() -> None:
    """Round 5 at seven players (seven tricks), trick six: P1 holds J♥ and 3♥ under a 9♥ lead and
    plays J♥, keeping 3♥ (more unseen hearts above it) for the last trick."""
    t = trick_table(deal(hands_with(7, {}), LAST_TRICK, dealer=6).deal)
    assert t.cards_each == 7
    hand = mask("JH 3H")
    played = FULL & ~hand & ~mask("QH KH AH 10H 4H 5H 2C 3C 4C 5C 6C 7C")   # what P1 has not seen
    card, why = card_sense(t, 1, hand, hand, [index("9H")], mask("9H"), played, 6, [0] * 7)
    assert (card, TRICK_WHY[why]) == (index("JH"), "keep_low_for_last")


def test_medium_lays_toward_its_own_cards_in_the_kabale() -> None:
    state = deal(hands_with(4, {0: "8H 9H 6C"}, exclude={0: "6 7 8 C"}, kabale=True), KABALE)
    assert medium(state, 0) == ("lay 8H", "lay_toward_own", (("card", "8H"), ("count", 1)))


def test_easy_ducks_a_costly_trick_follows_low_and_throws_its_dearest_card() -> None:
    hands = hands_with(4, {0: "9H", 1: "10H 8H 2H"})
    assert easy(play(deal(hands, TRICKS), "0:9H"), 1) == ("8H", "duck")      # every trick costs
    assert easy(play(deal(hands, CLUBS), "0:9H"), 1) == ("2H", "follow_low")  # no club in the trick
    state = play(deal(hands_with(4, {0: "3D", 1: "10C 4C"}, exclude={1: "D"}), CLUBS), "0:3D")
    assert easy(state, 1) == ("10C", "dump_penalty")


def test_easy_has_hunches() -> None:
    state = play(deal(hands_with(4, {0: "9H", 1: "10H 8H 2H"}), CLUBS), "0:9H")
    keys = {EasyPlayer().advise(RULES.observe(state, 1), random.Random(seed)).reason.key for seed in range(20)}
    assert keys == {"hunch", "follow_low"}


# --- legal play everywhere ----------------------------------------------------------------------------------

VARIANTS = [DavoserjasOptions(),
            DavoserjasOptions(ace_low_all_rounds=True, last_trick_mode=LastTrickMode.FIRST_AND_LAST,
                              kabale_sevens=KabaleSevens.FORCED_ON_TURN),
            DavoserjasOptions(kabale_sevens=KabaleSevens.FREE_ON_TURN, stop_when_decided=False),
            *PRESETS.values()]


class Hinted:
    """Plays by its player's advice, checks it is legal and keeps the reason keys."""

    def __init__(self, player: Any, keys: set[str]) -> None:
        self.player, self.level, self.keys = player, player.level, keys

    def choose(self, view: Any, rng: random.Random) -> Any:
        assert type(view).__name__ in ("TrickObservation", "KabaleObservation")
        advice = self.player.advise(view, rng)
        assert advice.move in view.legal_moves
        self.keys.add(advice.reason.key)
        return advice.move


@pytest.mark.parametrize("variant", range(len(VARIANTS)))
def test_every_level_plays_every_round_legally_at_every_table_size(variant: int) -> None:
    options = VARIANTS[variant]
    keys: set[str] = set()
    makers = (EasyPlayer, MediumPlayer, lambda: HardPlayer(seconds=None, playouts=12), RandomPlayer)
    for seats in (3, 4, 5, 6, 7):
        for number in range(len(round_list(options))):
            players = [Hinted(makers[(s + number) % 4](), keys) for s in range(seats)]
            state = RULES.new_deal(options, seats, number % seats, random.Random(number + seats),
                                   context=MatchContext(number))
            log = play_deal(RULES, state, players, [random.Random(s) for s in range(seats)])
            assert RULES.is_over(log.final)
    assert keys <= REASONS, keys - REASONS


def test_the_levels_give_their_reasons() -> None:
    keys: set[str] = set()
    for seed in range(2):
        for number in range(6):
            players = [Hinted(p, keys) for p in (EasyPlayer(), MediumPlayer(), HardPlayer(seconds=None, playouts=24),
                                                 MediumPlayer())]
            state = RULES.new_deal(DavoserjasOptions(), 4, seed, random.Random(seed), context=MatchContext(number))
            play_deal(RULES, state, players, [random.Random(s + seed) for s in range(4)])
    assert keys <= REASONS, keys - REASONS
    assert {"only_move", "duck", "dump_penalty", "hunch", "lay_toward_own", "lead_high_early"} <= keys


# --- honesty ------------------------------------------------------------------------------------------------

def positions() -> list[tuple[Any, int]]:
    """A lead, a follow and a discard in trick rounds, and two kabale turns, each with the seat to act."""
    lead = play(deal(hands_with(4, {0: "2C", 1: "JC", 2: "KC", 3: "QC"}), QUEENS), "0:2C, 1:JC, 2:KC, 3:QC")
    follow = play(deal(hands_with(4, {0: "9H", 1: "10H 8H 2H"}), TRICKS), "0:9H")
    discard = play(deal(hands_with(4, {0: "3D", 1: "10C 4C"}, exclude={1: "D"}), CLUBS), "0:3D")
    kabale = deal(hands_with(4, {0: "8H 9H 6C"}, exclude={0: "6 7 8 C"}, kabale=True), KABALE)
    later = kabale
    for _ in range(9):
        later = RULES.apply(later, later.turn, MediumPlayer().choose(RULES.observe(later, later.turn),
                                                                     random.Random(0)))
    return [(lead, lead.turn), (follow, 1), (discard, 1), (kabale, 0), (later, later.turn)]


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "random"])
def test_a_player_chooses_alike_in_worlds_that_differ_only_in_hidden_cards(level: str) -> None:
    for state, seat in positions():
        if len(RULES.legal_moves(state, seat)) < 2:
            continue
        world = other_world(RULES, state, seat)
        player = HardPlayer(seconds=None, playouts=60) if level == "hard" else GAME.player(level)
        a = advise(player, RULES.observe(state, seat), random.Random(9))
        b = advise(player, RULES.observe(world, seat), random.Random(9))
        assert a == b and a.move in RULES.legal_moves(state, seat)


def test_the_hard_players_worlds_agree_with_its_view() -> None:
    seen = []

    class Spy(hard.KernelEvaluator):
        def evaluate(self, world: Any, seat: int, moves: Any, rng: random.Random) -> list[float]:
            seen.append(world)
            return super().evaluate(world, seat, moves, rng)

    for state, seat in positions():
        view = RULES.observe(state, seat)
        seen.clear()
        HardPlayer(seconds=None, playouts=40, evaluator=Spy()).choose(view, random.Random(1))
        for world in seen:
            assert world.hands[seat] == state.hands[seat]
            assert [h.bit_count() for h in world.hands] == [h.bit_count() for h in state.hands]
            assert RULES.observe(world, seat) == view
            for s in range(len(world.hands)):
                if isinstance(world, TrickState):
                    assert world.hands[s] & ~allowed_by_voids(view.voids[s]) == 0
                    assert not world.hands[s] & view.played
                else:
                    assert isinstance(world, KabaleState)
                    assert world.hands[s] & view.lacks[s] == 0 or s == seat
                    assert not world.hands[s] & view.table


# --- reading the others' play (``infer.py``) ----------------------------------------------------------------

def test_the_hard_players_worlds_follow_what_the_others_play_shows() -> None:
    # P1 ducked with 8H under the jack: medium's card sense would have ducked with 10H or 9H had it
    # held one, so a world that gives P1 either explains its play worse, and the chain rarely deals one
    hands = hands_with(4, {0: "JH", 1: "8H 2H", 3: "9H 10H"}, exclude={1: "H"})
    state = play(deal(hands, TRICKS), "0:JH, 1:8H")
    view = RULES.observe(state, 2)
    records = infer.trick_records(view)
    assert [[(r.card, r.later) for r in seat] for seat in records] == [
        [(index_to_strength(index("JH"), False), 1 << index("JH"))], [(index("8H"), 1 << index("8H"))], [], []]
    without = state.hands[1]
    with_ten = without ^ mask("2H") | mask("10H")
    inference = infer.Inference(RULES, view, random.Random(3))
    assert inference.mismatches(1, without) == 0 and inference.mismatches(1, with_ten) == 1
    rng = random.Random(3)
    informed = sum(1 for _ in range(200) if inference.sample(rng).hands[1] & mask("9H 10H"))
    blind = sum(1 for k in range(200) if RULES.sample_world(view, random.Random(k)).hands[1] & mask("9H 10H"))
    assert informed < 50 and blind > 100


def test_the_true_world_explains_every_choice_of_medium_players() -> None:
    for number in range(6):
        state = RULES.new_deal(DavoserjasOptions(), 4, number % 4, random.Random(number), context=MatchContext(number))
        rng = random.Random(number)
        for _ in range(20):
            seat = min(RULES.to_act(state))
            view = RULES.observe(state, seat)
            inference = infer.Inference(RULES, view, rng)
            assert sum(inference.mismatches(s, state.hands[s] if isinstance(state, KabaleState)
                                            else to_strength(state.hands[s], False)) for s in range(4)) == 0
            state = RULES.apply(state, seat, MediumPlayer().choose(view, rng))


# --- forced moves, the budget, the candidates ---------------------------------------------------------------

def test_a_forced_move_is_answered_at_once_without_searching(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_search(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("searched a forced move")

    monkeypatch.setattr(engine_search, "search", no_search)
    state = play(deal(hands_with(4, {0: "AC", 1: "KC"}, exclude={1: "C"}), KING_OF_CLUBS), "0:AC")
    started = time.perf_counter()
    advice = HardPlayer().advise(RULES.observe(state, 1), random.Random(1))
    assert advice == Advice(RULES.parse_move("KC"), advice.reason) and advice.reason.key == "only_move"
    assert time.perf_counter() - started < 0.01


def test_touching_cards_of_one_price_are_searched_once() -> None:
    # P1 follows hearts in the queens round: 2H and 3H touch and play alike; 9H in the trick parts
    # 8H from 10H; JH lies with P2 between 10H and QH, and QH has a price of its own
    state = play(deal(hands_with(4, {0: "9H", 1: "10H 8H 3H 2H QH"}), QUEENS), "0:9H")
    view = RULES.observe(state, 1)
    k = TrickKnowledge(view)
    cards = [k.card(i) for i in distinct_cards(k, index_to_strength(RULES.parse_move("8H").card.index, False))]
    texts = [str(cards_of(1 << i)[0]) for i in cards]
    assert texts == ["8H", "2H", "10H", "QH"]


def test_the_search_keeps_to_its_budget_and_a_fixed_budget_repeats() -> None:
    state = play(deal(hands_with(4, {0: "9H", 1: "10H 8H 2H"}), TRICKS), "0:9H")
    view = RULES.observe(state, 1)
    started = time.perf_counter()
    HardPlayer(seconds=30, wall=0.1).choose(view, random.Random(1))
    assert time.perf_counter() - started < 0.3
    fixed = HardPlayer(seconds=None, playouts=150)
    assert len({str(fixed.advise(view, random.Random(4))) for _ in range(3)}) == 1
    kabale = deal(hands_with(4, {0: "8H 9H 6C"}, exclude={0: "6 7 8 C"}, kabale=True), KABALE)
    kview = RULES.observe(kabale, 0)
    assert len({str(fixed.advise(kview, random.Random(4))) for _ in range(3)}) == 1
