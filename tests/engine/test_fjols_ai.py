"""Fjols' computer levels (``docs/computer-players.md#fjols``): the registry, exact moves of easy and medium
in stacked positions, legal moves at every table size and under the house rules, honesty (a player gets its
observation only; the hard level's sampled deals agree with it), the forced move, the fixed search budget
repeating, and every advice reason phrased."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from fjols_desktop.engine import search as engine_search
from fjols_desktop.engine.cards import DECK36, DECK52, cards_of, mask_of, parse_card, parse_cards, stack_deck
from fjols_desktop.engine.errors import Reason
from fjols_desktop.engine.game_loop import play_deal, replay
from fjols_desktop.engine.games.fjols import GAME, FjolsOptions, FjolsRules
from fjols_desktop.engine.games.fjols.ai import (
    REASONS,
    EasyPlayer,
    HardPlayer,
    MediumPlayer,
    hard,
    infer,
    kernel,
)
from fjols_desktop.engine.games.fjols.options import Deck, FollowSuit, PickupMode, VoluntaryPickup
from fjols_desktop.engine.games.fjols.rules import chain_mask
from fjols_desktop.engine.games.fjols.state import PICKUP_CODE, RESPOND, FjolsState, respond_mask
from fjols_desktop.engine.players import Advice, RandomPlayer, advise
from fjols_desktop.gui.i18n import fjols as phrases
from tests.engine.ai_helpers import Inspector

RULES = FjolsRules()
DEFAULT = FjolsOptions()


class Steady(random.Random):
    """A generator whose ``random()`` never falls under a hunch's chance."""

    def random(self) -> float:
        return 0.99


def deal(hands: dict[int, str], turned: str = "9H", options: FjolsOptions = DEFAULT, seats: int = 4,
         dealer: int = 0) -> FjolsState:
    """The named hands (the rest filled in deck order), the turned card, then the stock."""
    full = DECK52 if options.deck is Deck.CARDS_52 else DECK36
    named = {s: list(parse_cards(h)) for s, h in hands.items()}
    used = {c for h in named.values() for c in h} | {parse_card(turned)}
    spare = [c for c in full if c not in used]
    all_hands = []
    for s in range(seats):
        hand = named.get(s, [])
        while len(hand) < options.hand_size:
            hand.append(spare.pop(0))
        all_hands.append(hand)
    return RULES.new_deal(options, seats, dealer, random.Random(0),
                          deck=stack_deck(all_hands, dealer, [parse_card(turned), *spare]))


def play(state: FjolsState, *moves: str) -> FjolsState:
    return replay(RULES, state, [(int(m.split(":")[0]), m.split(":")[1]) for m in moves])


def endgame(hands: dict[int, str], target: str, by: int, turn: int, seats: int = 3) -> FjolsState:
    """The stock is empty, ``turn`` must beat ``target`` (played by ``by``); every other card is dead."""
    state = deal({}, seats=seats)
    masks = tuple(mask_of(parse_cards(hands.get(s, ""))) for s in range(seats))
    top = parse_card(target).index
    held = 0
    for m in masks:
        held |= m
    discard = state.deal.deck & ~held & ~(1 << top)
    return state._replace(phase=RESPOND, hands=masks, drawn=len(state.stock), chain=(top,), chain_by=(by,),
                          discard=discard, turn=turn, legal=respond_mask(state.deal, masks[turn], top))


def random_positions(options: FjolsOptions, deals: int, low: int, high: int,
                     rng: random.Random) -> Iterator[FjolsState]:
    """For 2 to 5 seats, ``deals`` deals each, played at random for ``low`` to ``high`` - 1 moves; the
    positions where the deal is not over yet."""
    for seats in (2, 3, 4, 5):
        for k in range(deals):
            state = RULES.new_deal(options, seats, k % seats, rng)
            for _ in range(rng.randrange(low, high)):
                if RULES.is_over(state):
                    break
                moves = RULES.legal_moves(state, state.turn)
                state = RULES.apply(state, state.turn, moves[rng.randrange(len(moves))])
            if not RULES.is_over(state):
                yield state


def advice(player: Any, state: FjolsState, seat: int, rng: random.Random | None = None) -> Advice:
    result = player.advise(RULES.observe(state, seat), rng or Steady(1))
    assert result.move in RULES.legal_moves(state, seat)
    return result


# --- the registry --------------------------------------------------------------------------------------------

def test_levels_are_registered_with_names_and_versions() -> None:
    assert list(GAME.levels) == ["easy", "medium", "hard", "random"]
    assert [GAME.levels[k].name for k in ("easy", "medium", "hard")] == ["Lille Bjørn", "Mor", "Morfar"]
    assert [GAME.levels[k].version for k in ("easy", "medium", "hard")] == ["fjols-easy-1", "fjols-medium-1",
                                                                            "fjols-hard-7"]
    assert isinstance(GAME.player("medium"), MediumPlayer) and isinstance(GAME.player("hard"), HardPlayer)


# --- easy and medium in stacked positions (``resources/rules/en/fjols.md#how-a-deal-goes`` table: turned 9H, 

def after_forehand_picks_up(p2: str) -> FjolsState:
    """F2: the forehand P1 cannot beat 9H and picks it up; P2 leads."""
    return play(deal({1: "8H AD AS KC 7C", 2: p2}), "1:pickup")


def test_leading_medium_keeps_the_trumps_and_easy_plays_the_lowest_number() -> None:
    state = after_forehand_picks_up("7S 6D AH QC 10S")
    assert advice(MediumPlayer(), state, 2) == Advice(RULES.parse_move("7S"), Reason.of("lead_weak", card="7S"))
    assert advice(EasyPlayer(), state, 2) == Advice(RULES.parse_move("6D"), Reason.of("lead_lowest", card="6D"))


def test_beating_medium_takes_the_cheapest_card_and_easy_the_lowest_number() -> None:
    free = FjolsOptions(follow_suit=FollowSuit.FREE)
    state = play(deal({1: "8H AD AS KC 7C", 2: "9S QC QH JC JS", 3: "10S 6D 7H 8C AC"}, options=free),
                 "1:pickup", "2:9S")
    assert advice(MediumPlayer(), state, 3) == Advice(RULES.parse_move("10S"),
                                                      Reason.of("beat_cheap", card="10S", target="9S"))
    assert advice(EasyPlayer(), state, 3) == Advice(RULES.parse_move("6D"),
                                                    Reason.of("beat_lowest", card="6D", target="9S"))


def test_beating_with_the_low_trump_does_not_claim_to_keep_the_trumps() -> None:
    """Issue 23: "Beat K♦ with the cheapest card, 8♣, and keep the trumps" while 8♣ was the low trump
    (9♠ turned: spades high, clubs low). Medium still beats with 8♣, and says it is the low trump."""
    from fjols_desktop.engine.games.fjols.ai import CLAIMS

    state = play(deal({1: "6D 6C 7C 9C 10C", 2: "KD 7D 6H 7H 8H", 3: "8C JD 10H JH QH"}, turned="9S"),
                 "1:pickup", "2:KD")
    view = RULES.observe(state, 3)
    advice = MediumPlayer().advise(view, random.Random(0))
    assert advice == Advice(RULES.parse_move("8C"), Reason.of("beat_low_trump", card="8C", target="KD"))
    assert not CLAIMS["beat_cheap"](view, advice.move, Reason.of("beat_cheap", card="8C", target="KD"))
    assert CLAIMS["beat_low_trump"](view, advice.move, advice.reason)


def test_medium_picks_up_a_low_trump_rather_than_spend_a_high_trump_while_the_stock_is_large() -> None:
    state = play(deal({1: "8H AD AS KC 7C", 2: "7D QC QS JC JS", 3: "JH 8S 9S 10C 6C"}), "1:pickup", "2:7D")
    assert sorted(str(m) for m in RULES.legal_moves(state, 3)) == ["JH", "pickup"]
    assert advice(MediumPlayer(), state, 3) == Advice(RULES.parse_move("pickup"),
                                                      Reason.of("pick_up_trump", card="7D", keep="JH"))
    assert advice(EasyPlayer(), state, 3).move == RULES.parse_move("JH")       # easy never picks up by choice


def test_medium_gives_a_player_about_to_go_out_the_hardest_card() -> None:
    state = endgame({0: "8S KS 6C", 1: "QS", 2: "9C 10C"}, target="7S", by=2, turn=0)
    assert advice(MediumPlayer(), state, 0) == Advice(RULES.parse_move("KS"), Reason.of("hard_for_next", card="KS",
                                                                                         seat=1))
    assert advice(EasyPlayer(), state, 0).move == RULES.parse_move("8S")
    # with its last card it simply goes out
    last = endgame({0: "8S", 1: "QS", 2: "9C 10C"}, target="7S", by=2, turn=0)
    assert advice(MediumPlayer(), last, 0).reason.key == "only_move"


def test_medium_knows_when_its_high_trump_is_on_top() -> None:
    # every heart above JH is dead: nobody can beat it
    state = endgame({0: "JH 6C", 1: "7C 8C 9C", 2: "10C JC KC"}, target="QS", by=2, turn=0)
    view = RULES.observe(state, 0)
    assert not (view.deal.deck & ~view.discard & mask_of(parse_cards("QH KH AH")))
    assert advice(MediumPlayer(), state, 0) == Advice(RULES.parse_move("JH"), Reason.of("top_trump", card="JH"))


def test_medium_leads_the_high_trump_ace_only_as_its_last_card() -> None:
    state = after_forehand_picks_up("AH KH QH JH 10H")
    assert advice(MediumPlayer(), state, 2).move == RULES.parse_move("10H")
    state = after_forehand_picks_up("AH 6S 7S 8S 10H")
    assert advice(MediumPlayer(), state, 2).move == RULES.parse_move("6S")


def test_easy_has_hunches_and_they_are_legal() -> None:
    state = after_forehand_picks_up("7S 6D AH QC 10S")
    keys = {EasyPlayer().advise(RULES.observe(state, 2), random.Random(seed)).reason.key for seed in range(40)}
    assert keys == {"hunch", "lead_lowest"}


# --- the hard level ------------------------------------------------------------------------------------------

def late_position() -> FjolsState:
    """Stock empty, three players; P1 was seen to pick up Q♠; P0 must beat 7♠."""
    state = endgame({0: "8S KS 6C 9D", 1: "QS 10C 8D", 2: "9C JC"}, target="7S", by=2, turn=0)
    return state._replace(known=(0, parse_card("QS").bit, 0))


def test_hard_with_a_fixed_budget_repeats_and_answers_a_forced_move_without_searching(
        monkeypatch: pytest.MonkeyPatch) -> None:
    view = RULES.observe(late_position(), 0)
    player = HardPlayer(seconds=None, playouts=60)
    answers = {player.advise(view, random.Random(5)) for _ in range(3)}
    assert len(answers) == 1 and next(iter(answers)).move in view.legal_moves

    def no_search(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("searched")

    monkeypatch.setattr(engine_search, "search", no_search)
    forced = RULES.observe(deal({1: "8H AD AS KC 7C"}), 1)        # F2: only the pick-up
    assert HardPlayer().advise(forced, random.Random(1)).reason == Reason.of("only_move")
    # while the stock lasts hard plays medium's move at once (it searches the endgame only)
    early = RULES.observe(play(deal({1: "10H 7S 8C QD 6S"}), "1:10H"), 2)
    assert HardPlayer().advise(early, random.Random(1)) == MediumPlayer().advise(early, random.Random(1))


def test_hard_searches_once_the_stock_holds_at_most_late_cards_per_player(monkeypatch: pytest.MonkeyPatch) -> None:
    searched: list[int] = []
    real = engine_search.search

    def counting(*args: Any, **kwargs: Any) -> Any:
        searched.append(args[2].stock_size)
        return real(*args, **kwargs)

    monkeypatch.setattr(engine_search, "search", counting)
    player = HardPlayer(seconds=None, playouts=2)
    medium = MediumPlayer()
    choices: dict[bool, int] = {True: 0, False: 0}   # stock at most 2 cards a player: searched?
    for seed in range(4):
        state = RULES.new_deal(DEFAULT, 4, 0, random.Random(seed))
        while state.stock_size > 0:
            seat = state.turn
            view = RULES.observe(state, seat)
            before = len(searched)
            move = player.advise(view, random.Random(1)).move
            if len(view.legal_moves) > 1:
                late = view.stock_size <= hard.LATE * 4
                choices[late] += 1
                assert (len(searched) > before) == late, view.stock_size
                if not late:
                    assert move == medium.advise(view, random.Random(1)).move
            state = RULES.apply(state, seat, move)
    assert hard.LATE == 2 and choices[True] > 0 and choices[False] > 0


def test_hard_searches_worlds_that_agree_with_its_view() -> None:
    view = RULES.observe(late_position(), 0)
    player = HardPlayer(seconds=None, playouts=40)
    sample = player.rules.sample_world
    worlds: list[FjolsState] = []

    def checked(v: Any, rng: random.Random) -> FjolsState:
        world = sample(v, rng)
        worlds.append(world)
        return world

    player.rules.sample_world = checked   # type: ignore[method-assign]
    player.advise(view, random.Random(2))
    assert worlds
    for world in worlds:
        assert world.hands[0] == view.hand_mask
        assert world.hands[1] & view.known[1] == view.known[1] == parse_card("QS").bit   # the card P1 picked up
        assert tuple(h.bit_count() for h in world.hands) == view.hand_sizes
        assert RULES.observe(world, 0) == view
    assert {w.hands[1] | w.hands[2] for w in worlds} == {mask_of(parse_cards("QS 10C 8D 9C JC"))}
    assert len({w.hands[1] for w in worlds}) > 1


def test_hard_beats_the_turned_card_when_it_ends_the_deal() -> None:
    # P0 holds its last card; beating 7S with 8S ends the deal with P2 as the fjols
    state = endgame({0: "8S", 1: "", 2: "9C 10C"}, target="7S", by=2, turn=0)
    state = state._replace(out=(1,))
    assert advice(HardPlayer(seconds=None, playouts=20), state, 0).move == RULES.parse_move("8S")


def test_hard_looks_one_move_further_for_itself_than_medium_plays() -> None:
    # P0 must beat A♠ (hearts high, diamonds low), P1 was seen to pick up J♦, every other card is dead.
    # Trumping with Q♦ or picking up: with medium's card sense to follow P0 is the fjols either way. Picking
    # up and then leading Q♦, which P2 cannot beat, instead of medium's 8♠, leaves P2 the fjols.
    state = endgame({0: "QD 8S", 1: "JD", 2: "10C"}, target="AS", by=2, turn=0)
    state = state._replace(known=(0, parse_card("JD").bit, 0))
    moves = [RULES.parse_move("QD"), RULES.parse_move("pickup")]
    assert list(RULES.legal_moves(state, 0)) == moves
    assert hard.PlayoutEvaluator(RULES).evaluate(state, 0, moves, random.Random(1)) == [-1.0, -1.0]
    for looking in (hard.PlayoutEvaluator(RULES, depth=1), hard.FastEvaluator(RULES, depth=1)):
        assert looking.evaluate(state, 0, moves, random.Random(1)) == [-1.0, -0.15]
    view = RULES.observe(state, 0)
    assert MediumPlayer().advise(view, random.Random(1)).move == moves[0]
    assert HardPlayer(seconds=None, playouts=20).advise(view, random.Random(1)) == \
        Advice(moves[1], Reason.of("search_pickup", worlds=10))


def ring(chains: int, card: str = "7D") -> tuple[int, ...]:
    """A log ending in ``chains`` chains of one card led and picked up at once (seat s leads, s + 1
    picks up, at a table of three), after a pick-up."""
    log = [(2 << 6) | PICKUP_CODE]
    for k in range(chains):
        log += [(k % 3 << 6) | parse_card(card).index, ((k + 1) % 3 << 6) | PICKUP_CODE]
    return tuple(log)


def test_a_deal_goes_round_after_three_chains_per_seat_of_one_card_picked_up_with_the_stock_empty() -> None:
    lead, beat = (1 << 6) | parse_card("8S").index, (2 << 6) | parse_card("9S").index
    assert hard.circling(ring(9), 3, 0)
    assert not hard.circling(ring(8), 3, 0)
    assert not hard.circling(ring(9), 3, 1)                       # a lead draws from the stock: no round
    assert not hard.circling(ring(11), 4, 0) and hard.circling(ring(12), 4, 0)
    assert hard.circling(ring(9) + (lead,), 3, 0)                 # the chain in play is not counted
    assert not hard.circling(ring(9) + (lead, beat), 3, 0)
    assert not hard.circling(ring(4) + (lead, beat) + ring(9)[1:], 3, 0)   # the chain of three left two cards
    assert hard.circling(ring(4) + (lead, beat) + ring(10)[1:], 3, 0)
    assert not hard.circling((lead,) * (hard.LONG_DEAL - 1), 3, 5)
    assert hard.circling((lead,) * hard.LONG_DEAL, 3, 5)


def test_hard_plays_mediums_move_once_the_deal_goes_round() -> None:
    # the position above, where hard's search picks up; after a (constructed) log of nine chains of one
    # card led and picked up at once, hard plays medium's Q♦ instead of keeping the deal going round
    state = endgame({0: "QD 8S", 1: "JD", 2: "10C"}, target="AS", by=2, turn=0)
    state = state._replace(known=(0, parse_card("JD").bit, 0))
    view = RULES.observe(state, 0)
    assert HardPlayer(seconds=None, playouts=20).advise(view, random.Random(1)).move == RULES.parse_move("pickup")
    state = state._replace(log=ring(9) + state.log[-1:])
    view = RULES.observe(state, 0)
    assert HardPlayer(seconds=None, playouts=20).advise(view, random.Random(1)) == \
        MediumPlayer().advise(view, random.Random(1)) == \
        Advice(RULES.parse_move("QD"), Reason.of("hard_for_next", card="QD", seat=1))


@pytest.mark.parametrize("options", [DEFAULT, FjolsOptions(pickup=PickupMode.WHOLE_CHAIN)])
def test_looking_further_never_scores_lower(options: FjolsOptions) -> None:
    """Each of the seat's own decisions tried in the playout includes medium's move, so every candidate
    scores at least as high with one decision more (depth 0, 1, 2); through the rules and on the kernel
    alike. A tree of at most one playout (``leaves``) tries nothing: the plain playout."""
    rng = random.Random(5)
    counts = {"better": 0, "same": 0}
    for state in random_positions(options, 12 if options == DEFAULT else 6, 20, 90, rng):
        seat, moves = state.turn, list(RULES.legal_moves(state, state.turn))
        scores = []
        for depth in (0, 1, 2):
            fast = hard.FastEvaluator(RULES, depth=depth).evaluate(state, seat, moves, rng)
            assert fast == hard.PlayoutEvaluator(RULES, depth=depth).evaluate(state, seat, moves, rng)
            scores.append(fast)
        for evaluator in (hard.FastEvaluator(RULES, depth=2, leaves=1), hard.PlayoutEvaluator(RULES, depth=2, leaves=1)):
            assert evaluator.evaluate(state, seat, moves, rng) == scores[0]
        for plain, once, twice in zip(*scores):
            assert plain <= once <= twice
            counts["better" if plain < twice else "same"] += 1
    assert min(counts.values()) >= 3, counts


def test_the_best_result_stops_at_the_best_place_still_open() -> None:
    # weight 0.6 at three seats: going out first scores 0.0, second -0.3, third (the fjols) -1.0
    def values() -> Iterator[float]:
        yield from (-1.0, -0.3)
        raise AssertionError("played out a move after the best place was reached")

    assert kernel.best_of(values(), 0.6, 1, 3) == -0.3          # one player out: second is the best left
    assert kernel.best_of(iter((-1.0, -0.3)), 0.6, 0, 3) == -0.3  # nobody out: going out first is still open
    assert kernel.best_of(iter((-1.0,)), 0.6, 0, 3) == -1.0


@pytest.mark.parametrize("options", [DEFAULT, FjolsOptions(pickup=PickupMode.WHOLE_CHAIN)])
def test_stopping_at_the_best_place_changes_no_score(options: FjolsOptions, monkeypatch: pytest.MonkeyPatch) -> None:
    """The tree's early stop (``kernel.best_of``) gives every candidate the score of the full maximum
    over the seat's moves, at depths 1 to 3 (the rules' playout stops alike: the differential test)."""
    rng = random.Random(8)
    positions = [(state, list(RULES.legal_moves(state, state.turn)))
                 for state in random_positions(options, 10 if options == DEFAULT else 3, 20, 90, rng)]
    evaluators = [hard.FastEvaluator(RULES, depth=depth) for depth in (1, 2, 3)]
    cut = [[e.evaluate(state, state.turn, moves, rng) for e in evaluators] for state, moves in positions]
    monkeypatch.setattr(kernel, "best_of", lambda values, *_: max(values))
    full = [[e.evaluate(state, state.turn, moves, rng) for e in evaluators] for state, moves in positions]
    assert cut == full
    assert len({score for row in cut for scores in row for score in scores}) >= 3


# --- honesty, legality, phrases --------------------------------------------------------------------------------




OPTIONS = [DEFAULT, FjolsOptions(deck=Deck.CARDS_52, hand_size=6), FjolsOptions(pickup=PickupMode.WHOLE_CHAIN),
           FjolsOptions(follow_suit=FollowSuit.STRICT_VOID, voluntary_pickup=VoluntaryPickup.NEVER),
           FjolsOptions(follow_suit=FollowSuit.FREE, voluntary_pickup=VoluntaryPickup.ALWAYS, low_beats_low=True),
           FjolsOptions(chain_closes_after_full_round=True, tally=False)]


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_every_level_plays_legal_moves_at_every_table_size_and_under_the_house_rules(seats: int) -> None:
    keys: set[str] = set()
    for k, options in enumerate(OPTIONS):
        makers = [EasyPlayer, MediumPlayer, lambda: HardPlayer(seconds=None, playouts=12), RandomPlayer]
        players = [Inspector(makers[(s + k) % 4](), "FjolsObservation", FjolsState, keys) for s in range(seats)]
        state = RULES.new_deal(options, seats, k % seats, random.Random(100 * seats + k))
        log = play_deal(RULES, state, players, [random.Random(s) for s in range(seats)])
        assert RULES.is_over(log.final)
    assert keys <= REASONS, keys - REASONS


def test_every_reason_a_level_gives_is_in_the_phrasebook() -> None:
    keys: set[str] = set()
    for seed in range(6):
        players = [Inspector(p, "FjolsObservation", FjolsState, keys)
                   for p in (EasyPlayer(), MediumPlayer(), HardPlayer(seconds=None, playouts=16),
                             MediumPlayer())]
        state = RULES.new_deal(DEFAULT, 4, seed % 4, random.Random(seed))
        play_deal(RULES, state, players[seed % 4:] + players[:seed % 4], [random.Random(s) for s in range(4)])
    assert keys <= REASONS, keys - REASONS
    assert {"only_move", "beat_cheap", "lead_weak", "lead_lowest", "beat_lowest"} <= keys
    generic = {"only_move", "random_choice"}            # phrased in the common table
    assert sorted(k for k in REASONS - generic if k not in phrases.REASONS) == []


def test_a_player_chooses_alike_in_worlds_that_differ_only_in_hidden_cards() -> None:
    state = play(deal({1: "8H AD AS KC 7C", 2: "6S 7S QC JC 10C"}), "1:pickup", "2:6S")
    view = RULES.observe(state, 3)
    for k in range(5):
        world = RULES.sample_world(view, random.Random(k))
        assert RULES.observe(world, 3) == view
        for player in (EasyPlayer(), MediumPlayer(), HardPlayer(seconds=None, playouts=30)):
            assert advise(player, RULES.observe(world, 3), random.Random(4)) == \
                advise(player, view, random.Random(4))


def test_chain_mask_helper_counts_the_chain() -> None:
    assert chain_mask((0, 5)) == 0b100001 and cards_of(chain_mask((0,)))[0] == parse_card("2C")


# --- the hard level's fast playout and its inferences -------------------------------------------------------------

@pytest.mark.parametrize("options", OPTIONS + [FjolsOptions(pickup=PickupMode.WHOLE_CHAIN,
                                                            chain_closes_after_full_round=True)])
def test_the_fast_playout_scores_every_move_as_the_rules_do(options: FjolsOptions) -> None:
    """Differential test of ``kernel.playout`` against ``PlayoutEvaluator`` (the rules' own ``apply``),
    plain and with the searching seat's first decisions once the stock is empty tried move by move (two
    of them in a tree of at most four playouts)."""
    rng = random.Random(11)
    cases = 0
    for state in random_positions(options, 12, 0, 60, rng):
        moves = list(RULES.legal_moves(state, state.turn))
        for depth, leaves in ((0, 1), (1, hard.LEAVES), (2, 4)):
            slow, fast = hard.PlayoutEvaluator(RULES, depth=depth, leaves=leaves), \
                hard.FastEvaluator(RULES, depth=depth, leaves=leaves)
            assert fast.evaluate(state, state.turn, moves, rng) == slow.evaluate(state, state.turn, moves, rng)
        cases += 1
    assert cases > 20


def test_a_pick_up_or_a_trump_proves_no_higher_card_of_the_suit() -> None:
    # P1 picks up 9H (hearts high trump: no higher heart); P2 leads 7S, P3 trumps it with 6D (no higher spade)
    view = RULES.observe(play(deal({1: "8H AD AS KC 7C", 2: "7S QC QS JC JS", 3: "6D 6S 10C 6C JD"}),
                              "1:pickup", "2:7S", "3:6D"), 0)
    facts = {(s, k): cards_of(m) for s, m, k in infer.constraints(view)}
    assert facts == {(1, 0): parse_cards("10H JH QH KH AH"),       # P1 has drawn nothing since
                     (3, 1): parse_cards("8S 9S 10S JS QS KS AS")}  # P3 drew one card after trumping


def test_hard_deals_worlds_that_respect_what_the_others_proved() -> None:
    # stock empty: P1 picked up 9C, so it holds no club above the nine; the clubs go to P2
    state = endgame({0: "8S KS 6C 9D", 1: "8D 7H", 2: "JC QC 10C"}, target="7S", by=2, turn=0)
    state = state._replace(log=((2 << 6) | parse_card("9C").index, (1 << 6) | 52, (2 << 6) | parse_card("7S").index))
    view = RULES.observe(state, 0)
    assert view.stock_size == 0
    sampler = infer.InferenceSampler(RULES)
    for k in range(20):
        world = sampler.sample_world(view, random.Random(k))
        assert world.hands[2] == mask_of(parse_cards("JC QC 10C")) and world.hands[0] == view.hand_mask
        assert RULES.observe(world, 0) == view


@pytest.mark.parametrize("options", OPTIONS)
def test_the_playouts_give_the_next_player_the_card_medium_gives_once_the_stock_is_empty(options: FjolsOptions) -> None:
    """With the stock empty the cards still out are the others' hands, so the playout policy's
    ``docs/computer-players.md#fjols`` item 5 choice (which sees every hand) must be medium's own (which sees
    only its view): no playout seat may play as if it saw the next player's cards."""
    rng = random.Random(3)
    cases = 0
    for seats in (2, 3, 4, 5):
        for k in range(30):
            state = RULES.new_deal(options, seats, k % seats, rng)
            for _ in range(400):    # random play may swell the hands (whole-chain pick-ups) for thousands of moves
                if RULES.is_over(state):
                    break
                seat = state.turn
                if state.stock_size == 0:
                    medium = MediumPlayer().advise(RULES.observe(state, seat), rng)
                    if medium.reason.key in ("hard_for_next", "lead_hard_for_next"):
                        order, cost = hard.deal_order(state.deal)
                        assert hard.playout_move(state, order, cost) == medium.move
                        cases += 1
                moves = RULES.legal_moves(state, seat)
                state = RULES.apply(state, seat, moves[rng.randrange(len(moves))])
    assert cases >= 20
