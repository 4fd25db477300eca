"""The engine's fast paths give exactly what the plain code would: the shuffle, the mask-to-items
tables, the combination moves, the plays as values, and the legal moves a Hjerterfri state carries.

Each fast path replaced a plain one for speed (``benchmarks/results/performance.md``); these tests
compare it with the plain one over many inputs, so a faster version that deals, lists or orders
anything differently fails here, not only in the golden games.
"""

from __future__ import annotations

import copy
import pickle
import random
from itertools import combinations

import pytest

from fjols_desktop.engine.cards import CARDS, CHUNK_BITS, BitTable, cards_of, parse_card, shuffle
from fjols_desktop.engine.games.durak.moves import Attack
from fjols_desktop.engine.games.fool.deck import FULL_DECK
from fjols_desktop.engine.games.hearts import HeartsOptions, HeartsRules
from fjols_desktop.engine.games.hearts.options import MoonMode
from fjols_desktop.engine.games.hearts.state import MOON, MOON_MOVES, PLAY
from fjols_desktop.engine.moves import Play
from fjols_desktop.engine.registry import get_game
from fjols_desktop.engine.rules import CombinationMoves


@pytest.mark.parametrize("size", [0, 1, 2, 3, 20, 24, 36, 52, 88, 127, 128, 129, 300])
def test_shuffle_is_the_standard_librarys_to_the_card(size: int) -> None:
    for seed in range(60):
        ours, theirs = list(range(size)), list(range(size))
        mine, std = random.Random(seed), random.Random(seed)
        shuffle(ours, mine)
        std.shuffle(theirs)
        assert ours == theirs
        assert mine.getstate() == std.getstate()   # the same draws: later deals stay the same too


def test_shuffle_leaves_other_generators_to_their_own_shuffle() -> None:
    class Reversing(random.Random):
        def shuffle(self, x: list[int]) -> None:  # type: ignore[override]
            x.reverse()

    items = [1, 2, 3]
    shuffle(items, Reversing(1))
    assert items == [3, 2, 1]


def test_seeded_deals_are_the_recorded_ones() -> None:
    """A saved match deals again from its seed, so the shuffle may never change a deal."""
    rules = HeartsRules()
    state = rules.new_deal(HeartsOptions(), 4, 0, random.Random(7))
    assert [" ".join(str(c) for c in cards_of(h)) for h in state.hands] == [
        "5C 10C QC AC 2D 8D 9D QD 2H 4H QH 8S JS",     # as dealt before the fast shuffle (06fdfad)
        "8C 3D 6D 7D 10D KD 3H 8H AH 3S 4S 5S QS",
        "7C KC 4D AD 5H 10H JH 2S 6S 7S 10S KS AS",
        "2C 3C 4C 6C 9C JC 5D JD 6H 7H 9H KH 9S",
    ]


def test_bit_table_gives_the_items_of_the_mask_in_bit_order() -> None:
    rng = random.Random(3)
    fool_cards = BitTable(FULL_DECK)
    assert fool_cards.parts == [None] * 7                     # nothing built before it is used
    for _ in range(3000):
        mask = rng.getrandbits(52) & rng.getrandbits(52)
        assert cards_of(mask) == tuple(c for c in CARDS if mask >> c.index & 1)
        wide = rng.getrandbits(88)
        assert fool_cards(wide) == tuple(c for c in FULL_DECK if wide >> c.index & 1)
    assert cards_of(0) == () and fool_cards(0) == ()
    assert [len(part) for part in fool_cards.parts if part is not None] == [1 << CHUNK_BITS] * 6 + [1 << 10]


def test_bit_table_answers_a_one_suit_mask_with_its_stored_tuple() -> None:
    spades = parse_card("9S").bit | parse_card("AS").bit
    assert cards_of(spades) is cards_of(spades)               # no tuple is built for it
    assert cards_of.part(3)[spades >> 39] is cards_of(spades)


@pytest.mark.parametrize(("n", "k"), [(4, 1), (4, 2), (13, 3), (7, 4), (5, 5), (3, 0)])
def test_combination_moves_list_every_combination_in_order(n: int, k: int) -> None:
    cards = CARDS[:n]
    moves = CombinationMoves(cards, k, tuple)
    expected = list(combinations(cards, k))
    assert len(moves) == len(expected)
    assert [moves[i] for i in range(len(moves))] == expected == list(moves)
    assert moves[-1] == expected[-1]
    assert moves[1:3] == expected[1:3]


def test_plays_are_values_that_copy_as_themselves() -> None:
    play = get_game("hearts").rules.parse_move("QS")
    assert type(play) is Play and play.bit == parse_card("QS").bit
    assert copy.copy(play) is play and copy.deepcopy(play) is play
    assert pickle.loads(pickle.dumps(parse_card("QS"))) is play.card


def test_durak_attack_texts_are_written_when_asked_for() -> None:
    move = Attack.of(parse_card("7H").bit | parse_card("7C").bit)
    assert str(move) == "attack 7C 7H"
    assert get_game("durak").rules.parse_move("attack 7H 7C") == move


@pytest.mark.parametrize("options", [HeartsOptions(), HeartsOptions(moon_mode=MoonMode.SHOOTER_CHOOSES),
                                     HeartsOptions(first_trick_protection=False, pass_count=0)])
def test_a_hearts_state_carries_the_legal_moves_of_its_mask(options: HeartsOptions) -> None:
    """The moves a state is made with are exactly the plays of its legal mask (or the moon choice)."""
    rules = HeartsRules()
    rng = random.Random(11)
    seen = set()
    for d in range(40):
        state = rules.new_deal(options, 4, d % 4, rng)
        while not rules.is_over(state):
            seat = min(rules.to_act(state))
            moves = rules.legal_moves(state, seat)
            if state.phase == PLAY:
                assert moves == tuple(rules.parse_move(str(c)) for c in cards_of(state.legal))
                seen.add("follow" if state.trick and state.legal & ~state.hands[seat] == 0 and
                         len({c.suit for c in cards_of(state.legal)}) == 1 else "other")
            elif state.phase == MOON:
                assert moves == MOON_MOVES
                seen.add("moon")
            state = rules.apply(state, seat, moves[rng.randrange(len(moves))])
        assert rules.legal_moves(state, 0) == () and state.moves == ()
    assert {"follow", "other"} <= seen
