"""Durak's computer levels: the registry, the medium rules of thumb (``docs/computer-players.md#durak``) and
easy's habits on stacked positions, legal moves over seeded games in every variant and table size, honesty
(the hard level's sampled worlds agree with its view), determinism of the hard level under a fixed budget, and
every advice reason in ``REASONS``."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from fjols_desktop.engine.cards import DECK36
from fjols_desktop.engine.games.durak import GAME, DurakOptions, DurakRules
from fjols_desktop.engine.games.durak.ai import REASONS, EasyPlayer, HardPlayer, MediumPlayer
from fjols_desktop.engine.games.durak.ai.bots import view_sense
from fjols_desktop.engine.games.durak.ai.hard import Endgame, candidates, policy_move
from fjols_desktop.engine.games.durak.options import TrumpSixExchange, Variant
from fjols_desktop.engine.games.durak.state import DurakState
from fjols_desktop.engine.games.durak.view import DurakObservation
from fjols_desktop.engine.players import Advice
from fjols_desktop.engine.rules import Observation

from .durak_helpers import NO_SWAP, legal, play, position

RULES = DurakRules()
ROOT = Path(__file__).resolve().parents[2]
EARLY, LATE = 15, 2     # talon sizes: the early game (more than 12 cards) and its last two cards


def at(hands: list[str], talon: int, attacker: int = 0, options: DurakOptions = NO_SWAP) -> DurakState:
    """A bout starting with ``talon`` cards left (the ones no hand holds, lowest first), hearts trump:
    the face-up card is the highest heart no hand holds."""
    used = {c for h in hands for c in h.split()}
    free = [str(c) for c in DECK36 if str(c) not in used]
    face = [c for c in free if c.endswith("H")][-1]
    rest = [c for c in free if c != face and not c.endswith("H")] + [c for c in free if c != face and c.endswith("H")]
    cards = rest[:talon - 1] + [face] if talon else []
    return position(hands, " ".join(cards), trump="H", attacker=attacker, options=options)


def advise(state: DurakState, player: Any, seed: int = 0) -> Advice:
    advice = player.advise(RULES.observe(state, state.turn), random.Random(seed))
    assert isinstance(advice, Advice)
    return advice


def said(state: DurakState, player: Any) -> tuple[str, str]:
    advice = advise(state, player)
    return str(advice.move), advice.reason.key


def test_the_registry_offers_three_named_levels_and_random() -> None:
    assert list(GAME.levels) == ["easy", "medium", "hard", "random"]
    assert [GAME.levels[k].name for k in ("easy", "medium", "hard")] == ["Lille Bjørn", "Mor", "Morfar"]
    assert GAME.levels["hard"].version == "durak-hard-1"
    assert isinstance(GAME.level("medium")(), MediumPlayer)


# --- medium: ``docs/computer-players.md#durak`` -------------------------------------------------------------

def test_medium_leads_its_lowest_plain_rank_with_every_plain_card_of_it() -> None:
    state = at(["7C 7D 7H 9S QS AD", "6S 8S JS KS 6D 9H"], EARLY)
    assert said(state, MediumPlayer()) == ("attack 7C 7D", "lead_pair")
    state = at(["9S 7D QS AD 6H 8H", "6S 8S JS KS 6D 9H"], EARLY)
    assert said(state, MediumPlayer()) == ("attack 7D", "lead_low")


def test_medium_leads_a_trump_only_when_nothing_else_is_left() -> None:
    state = at(["7H QH AH", "6S 8S JS KS 6D 9H"], EARLY)
    assert said(state, MediumPlayer()) == ("attack 7H", "lead_low_trump")


def test_medium_leads_pairs_with_trumps_near_the_end_of_the_talon() -> None:
    state = at(["6C 9S 9H KD AD QS", "6S 8S JS KS 6D 7H"], LATE)
    assert said(state, MediumPlayer()) == ("attack 9H 9S", "lead_pair_end")


def test_medium_leads_the_card_nobody_can_beat_when_the_talon_is_empty() -> None:
    state = position(["6C AH", "6S 8S JS 7H"], "", trump="H")
    assert said(state, MediumPlayer()) == ("attack AH", "lead_unbeatable")


def test_medium_beats_with_the_cheapest_card_and_a_low_trump_when_it_must() -> None:
    state = play(at(["8S 6D", "9S QS 6H 7C KD"], LATE), "0:attack 8S")
    assert said(state, MediumPlayer()) == ("defend 8S 9S", "beat_cheap")
    state = play(at(["8S 6D", "7C 6H QH KD AC"], LATE), "0:attack 8S")
    assert said(state, MediumPlayer()) == ("defend 8S 6H", "beat_with_trump")


def test_medium_takes_early_rather_than_spend_a_trump_or_beat_an_offered_trump() -> None:
    state = play(at(["8S 6D 9C", "7C 6H QH KD AC 7D"], EARLY), "0:attack 8S")
    move, key = said(state, MediumPlayer())
    assert (move, key) == ("take", "take_keep_trumps")
    assert advise(state, MediumPlayer()).reason.arg("card") == "6H"
    state = play(at(["7H 6D 9C", "7C 8H QH KD AC 7D"], EARLY), "0:attack 7H")
    assert said(state, MediumPlayer()) == ("take", "take_trump")


def test_medium_takes_what_it_cannot_beat() -> None:
    state = play(at(["9S 9D 6C", "10D 7C 8C QC KC AC"], LATE), "0:attack 9D 9S")
    assert legal(state) == ["defend 9D 10D", "take"]
    assert said(state, MediumPlayer()) == ("take", "take_cannot_beat")


def test_medium_throws_in_low_plain_cards_and_keeps_high_ones_and_trumps() -> None:
    state = play(at(["7S 7C KC 9H 9D QS", "8S 9S 7D 10D AD JH"], EARLY), "0:attack 7S", "1:defend 7S 8S")
    assert said(state, MediumPlayer()) == ("attack 7C", "throw_in_low")
    state = play(at(["7S KS 8H 9D QS AC", "8S 9S 7D 10D AD JH"], EARLY), "0:attack 7S", "1:defend 7S 8S")
    assert said(state, MediumPlayer()) == ("pass", "keep_cards")


def test_medium_gives_plain_cards_but_not_aces_when_the_defender_takes() -> None:
    state = play(at(["7S 7C AC 7H 9D QS", "8D 9D 10D JD QD KD"], EARLY), "0:attack 7S", "1:take")
    assert said(state, MediumPlayer()) == ("attack 7C", "give_on_take")


def test_medium_transfers_with_a_plain_card_in_perevodnoy() -> None:
    options = DurakOptions(variant=Variant.PEREVODNOY, trump_six_exchange=TrumpSixExchange.OFF)
    state = play(at(["7S 8D 9C", "7C 6H QH KD AC 7D", "9S 10S JS QS KS AS"], EARLY, options=options),
                 "0:attack 7S")
    assert said(state, MediumPlayer()) == ("transfer 7C", "transfer_plain")


def test_medium_always_swaps_the_lowest_trump() -> None:
    options = DurakOptions(trump_six_exchange=TrumpSixExchange.EVERY_DEAL)
    state = RULES.new_deal(options, 2, 1, random.Random(3))
    for seed in range(40):
        state = RULES.new_deal(options, 2, 1, random.Random(seed))
        if state.phase == 0:   # PRE_BOUT: someone holds the lowest trump
            break
    assert state.phase == 0
    move, key = said(state, MediumPlayer())
    assert move.startswith("exchange ") and key == "exchange_six"


def test_medium_in_prostoy_beats_with_plain_cards_and_then_is_done() -> None:
    options = DurakOptions(variant=Variant.PROSTOY, trump_six_exchange=TrumpSixExchange.OFF)
    state = play(at(["8S 8C 6D 9C", "9S 7C 6H QH KD"], EARLY, options=options), "0:attack 6D 8C 8S")
    assert said(state, MediumPlayer()) == ("defend 8S 9S", "beat_cheap")
    state = play(state, "1:defend 8S 9S")
    assert said(state, MediumPlayer()) == ("defend 6D KD", "beat_cheap")
    state = play(state, "1:defend 6D KD")
    assert said(state, MediumPlayer()) == ("done", "done_keep_trumps")


# --- easy -------------------------------------------------------------------------------------------------

def test_easy_leads_its_lowest_single_card_and_beats_with_a_trump_when_it_can() -> None:
    easy = EasyPlayer()
    easy.hunch = 0.0
    state = at(["7C 7D 9S", "6S 8S JS KS 6D 9H"], EARLY)
    assert said(state, easy) == ("attack 7C", "lead_lowest")
    state = play(at(["8S 6D 9C", "7C 6H QH KD AC 7D"], EARLY), "0:attack 8S")
    assert said(state, easy) == ("defend 8S 6H", "beat_lowest")


def test_easy_has_hunches() -> None:
    state = at(["7C 7D 7H 9S QS AD", "6S 8S JS KS 6D 9H"], EARLY)
    keys = {EasyPlayer().advise(RULES.observe(state, 0), random.Random(seed)).reason.key for seed in range(40)}
    assert keys == {"hunch", "lead_lowest"}


# --- every level, every variant ----------------------------------------------------------------------------

TABLES = [
    ({}, 2), ({}, 3), ({}, 6), ({"deck": "24"}, 2), ({"deck": "52"}, 5), ({"variant": "perevodnoy"}, 2),
    ({"variant": "perevodnoy", "transfer_by_showing_trump": True}, 4), ({"variant": "prostoy"}, 3),
    ({"variant": "severnyi"}, 3), ({"variant": "severnyi", "severnyi_mode": "replace"}, 2),
    ({"teams": "2v2"}, 4), ({"teams": "3v3"}, 6), ({"trump_six_exchange": "every_deal"}, 2),
    ({"throw_in_timing": "anytime", "throw_in_on_take": True}, 4),
    ({"variant": "prostoy", "prostoy_attack": "pairs", "prostoy_first_attacker": "left_of_dealer"}, 2),
    ({"variant": "prostoy", "prostoy_cap_to_defender_hand": True}, 4),
    ({"variant": "perevodnoy", "deck": "24"}, 2),
]


class Recorder:
    """Wraps a player: checks that it gets only an Observation and answers with a legal move."""

    def __init__(self, player: Any, keys: set[str]) -> None:
        self.player = player
        self.keys = keys

    def advise(self, view: Observation, rng: random.Random) -> Advice:
        assert type(view) is DurakObservation
        advice = self.player.advise(view, rng)
        assert advice.move in view.legal_moves, (advice, view.legal_moves)
        self.keys.add(advice.reason.key)
        return advice


def play_out(options: dict[str, Any], seats: int, players: list[Any], seed: int) -> DurakState:
    opts = DurakOptions.from_dict(options)
    state = RULES.new_deal(opts, seats, seed % seats, random.Random(seed))
    rng = random.Random(seed)
    moves = 0
    while not RULES.is_over(state) and moves < 3000:
        seat = state.turn
        state = RULES.apply(state, seat, players[seat].advise(RULES.observe(state, seat), rng).move)
        moves += 1
    return state


@pytest.mark.parametrize(("options", "seats"), TABLES)
def test_easy_and_medium_play_only_legal_moves_and_known_reasons(options: dict[str, Any], seats: int) -> None:
    keys: set[str] = set()
    for seed in range(3):
        players = [Recorder(EasyPlayer() if (s + seed) % 2 else MediumPlayer(), keys) for s in range(seats)]
        state = play_out(options, seats, players, seed)
        assert RULES.is_over(state)
    assert keys <= REASONS, keys - REASONS


@pytest.mark.parametrize(("options", "seats"), TABLES[:1] + TABLES[5:9] + TABLES[10:11] + TABLES[14:])
def test_hard_plays_only_legal_moves_and_known_reasons(options: dict[str, Any], seats: int) -> None:
    keys: set[str] = set()
    players = [Recorder(HardPlayer(seconds=None, playouts=8) if s == 0 else MediumPlayer(), keys)
               for s in range(seats)]
    state = play_out(options, seats, players, 7)
    assert RULES.is_over(state)
    assert keys <= REASONS, keys - REASONS


def test_every_listed_reason_is_written_by_a_level() -> None:
    folder = Path(GAME.rules.__class__.__module__.replace(".", "/")).parent
    text = "".join((ROOT / folder / "ai" / name).read_text(encoding="utf-8") for name in ("bots.py", "hard.py"))
    assert sorted(k for k in REASONS if f'"{k}"' not in text and k != "only_move") == []


# --- the hard level ------------------------------------------------------------------------------------------

def test_hard_with_a_fixed_budget_is_deterministic() -> None:
    state = play(at(["8S 6D 9C QD JC", "7C 6H QH KD AC 7D"], EARLY), "0:attack 8S")
    first = advise(state, HardPlayer(seconds=None, playouts=60), seed=5)
    again = advise(state, HardPlayer(seconds=None, playouts=60), seed=5)
    assert first == again
    assert first.move in RULES.legal_moves(state, 1)


def test_hard_sampled_worlds_agree_with_its_view() -> None:
    state = RULES.new_deal(DurakOptions(), 3, 0, random.Random(11))
    rng = random.Random(2)
    medium = MediumPlayer()
    for _ in range(25):   # into the deal: cards picked up, discarded, drawn
        state = RULES.apply(state, state.turn, medium.choose(RULES.observe(state, state.turn), rng))
    view = RULES.observe(state, state.turn)
    assert isinstance(view, DurakObservation)
    worlds: list[DurakState] = []

    class Spy(DurakRules):
        def sample_world(self, v: Observation, r: random.Random) -> DurakState:
            world = super().sample_world(v, r)
            worlds.append(world)
            return world

    hard = HardPlayer(seconds=None, playouts=40)
    hard.rules = Spy()
    hard.evaluator.rules = hard.rules
    hard.advise(view, random.Random(1))
    assert worlds
    for world in worlds:
        assert world.hands[view.seat] == view.hand_mask
        assert tuple(h.bit_count() for h in world.hands) == view.hand_sizes
        assert all(world.hands[s] & view.known[s] == view.known[s] for s in range(3))
        assert world.table == view.table and world.discard == view.discard
        assert len(world.talon) == view.talon_size and (not world.talon or world.talon[-1] == view.face_up)
        assert list(RULES.legal_moves(world, view.seat)) == list(view.legal_moves)


def test_hard_searches_a_pruned_list_with_mediums_move_first() -> None:
    state = play(at(["8S 6D 9C", "9S QS 6H 7C KD"], EARLY), "0:attack 8S")
    view = RULES.observe(state, 1)
    assert isinstance(view, DurakObservation)
    first = view_sense(view)[0]
    assert [str(m) for m in candidates(view, first)] == ["defend 8S 9S", "take", "defend 8S 6H"]


def test_the_endgame_search_finds_the_win_with_every_card_known() -> None:
    # two players, talon empty: 0 holds AH (top trump) and 6C; 1 holds 7C and 8C
    state = position(["6C AH", "7C 8C"], "", trump="H")
    solver = Endgame(RULES, 0, float("inf"), float("inf"))
    assert solver.value(RULES.apply(state, 0, RULES.parse_move("attack AH")), 6, -2.0, 2.0) == 1.0
    assert solver.value(RULES.apply(state, 0, RULES.parse_move("attack 6C")), 6, -2.0, 2.0) == 0.0  # both go out
    assert str(advise(state, HardPlayer(seconds=None, playouts=10)).move) == "attack AH"


def test_the_playout_policy_is_mediums_card_sense() -> None:
    state = play(at(["8S 6D", "9S QS 6H 7C KD"], LATE), "0:attack 8S")
    assert str(policy_move(state, 1)) == "defend 8S 9S"
    assert NO_SWAP.trump_six_exchange is TrumpSixExchange.OFF
