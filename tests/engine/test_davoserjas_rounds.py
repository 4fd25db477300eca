"""Davoserjas: the round list as data (flat spec options, custom rounds, presets, validation), the sum
check of every round, the kabale by finishing place, whole matches, and the engine contract in every
round (the shared conformance suite deals only a match's first round)."""

from __future__ import annotations

import json
import random

import pytest

from fjols_desktop.engine.cards import CARDS, cards_of
from fjols_desktop.engine.errors import FjolsError, InvalidCardError, InvalidOptionError, Reason
from fjols_desktop.engine.game_loop import play_match, replay
from fjols_desktop.engine.games.davoserjas import (
    PRESETS,
    CardPenalty,
    DavoserjasOptions,
    Round,
    custom_from_standard,
    expected_total,
    round_list,
)
from fjols_desktop.engine.games.davoserjas.options import (
    ExtraRound,
    KabaleAce,
    KabaleDeck,
    KabaleSevens,
    LastTrickMode,
    RoundId,
    RoundKind,
    Two,
    _standard_six,
)
from fjols_desktop.engine.games.davoserjas.rounds import standard_rounds
from fjols_desktop.engine.match import Match
from fjols_desktop.engine.players import RandomPlayer
from fjols_desktop.engine.rules import MatchContext, PileKind
from fjols_desktop.sim import simulate

from .davoserjas_helpers import DEFAULT, KABALE, QUEENS, RULES, TRICKS, deal, hands_with, play
from .test_conformance import card_count, check_step

SPEC_IDS = ["tricks", "clubs", "queens", "king_of_clubs", "last_trick", "kabale"]


def ids(options: DavoserjasOptions) -> list[str]:
    return [r.id for r in round_list(options)]


def play_out(state, rng: random.Random, check: bool = False):
    start = card_count(RULES.observe(state, 0))
    moves = 0
    while not RULES.is_over(state):
        acting = RULES.to_act(state)
        if check:
            check_step(RULES, state, acting, state.seats, rng, start)
        seat = min(acting)
        choice = RULES.legal_moves(state, seat)
        state = RULES.apply(state, seat, choice[rng.randrange(len(choice))])
        moves += 1
    assert moves <= RULES.move_bound(state.options, state.seats)
    return state


# --- the round list -----------------------------------------------------------------------------------------

def test_default_is_the_spec_six_and_the_custom_default_is_the_same() -> None:
    assert ids(DEFAULT) == SPEC_IDS
    assert standard_rounds(DEFAULT) == _standard_six() == DEFAULT.rounds
    assert round_list(DEFAULT.replace(custom_rounds=True)) == round_list(DEFAULT)
    assert custom_from_standard(DEFAULT.replace(points_per_queen=3)).rounds[2] == Round("queens", cards=(CardPenalty("Q", 3),))


def test_flat_options_reorder_remove_add_and_reprice() -> None:
    assert ids(DavoserjasOptions(extra_rounds=(ExtraRound.HEARTS, ExtraRound.FIRST_TRICK))) == [
        "tricks", "clubs", "queens", "king_of_clubs", "last_trick", "hearts", "first_trick", "kabale"]
    placed = DavoserjasOptions(round_order=(RoundId.FIRST_TRICK, RoundId.TRICKS, RoundId.KABALE),
                               extra_rounds=(ExtraRound.FIRST_TRICK, ExtraRound.HEARTS))
    assert ids(placed) == ["first_trick", "tricks", "hearts", "kabale"]
    assert ids(DavoserjasOptions(round_order=(RoundId.QUEENS, RoundId.CLUBS), extra_rounds=(ExtraRound.HEARTS,))) == [
        "queens", "clubs", "hearts"]
    priced = DavoserjasOptions(points_per_trick=2, points_per_club=3, points_per_queen=4, points_king_of_clubs=20,
                               points_last_trick=5, last_trick_mode=LastTrickMode.FIRST_AND_LAST,
                               kabale_pass_penalty=2, kabale_card_penalty=3, kabale_first_out_bonus=10)
    assert round_list(priced) == (
        Round("tricks", per_trick=2), Round("clubs", cards=(CardPenalty("C", 3),)),
        Round("queens", cards=(CardPenalty("Q", 4),)), Round("king_of_clubs", cards=(CardPenalty("KC", 20),)),
        Round("last_trick", first_trick=5, last_trick=5),
        Round("kabale", kind=RoundKind.KABALE, per_pass=2, per_card_left=3, first_out_bonus=10))
    assert [expected_total(r, 4, priced) for r in round_list(priced)] == [26, 39, 16, 20, 10, None]


def test_custom_rounds_replace_the_flat_options() -> None:
    rounds = (Round("diamonds", name="Ruder", cards=(CardPenalty("d", 2),)), Round("tricks", per_trick=3))
    options = DavoserjasOptions(custom_rounds=True, rounds=rounds, points_per_trick=50)
    assert round_list(options) == rounds and rounds[0].cards[0].cards == "D"
    state = RULES.new_deal(options, 4, 0, random.Random(3), context=MatchContext(0))
    view = RULES.observe(state, 1)
    assert view.facts[0].key == "round" and dict(view.facts[0].args) == {"id": "diamonds", "name": "Ruder",
                                                                          "index": 1, "of": 2}
    assert view.facts[1].key == "round_penalty" and dict(view.facts[1].args) == {"what": "cards", "cards": "D",
                                                                                  "points": 2}
    assert expected_total(rounds[0], 4, options) == 26 and expected_total(rounds[1], 5, options) == 30
    with pytest.raises(FjolsError, match="outside the round list"):
        RULES.new_deal(options, 4, 0, random.Random(3), context=MatchContext(2))


def test_card_patterns() -> None:
    assert CardPenalty("kc t").cards == "KC 10"
    assert CardPenalty("C S", 5).mask == sum(c.bit for c in cards_of((1 << 52) - 1) if c.suit in (0, 3))
    assert CardPenalty("Q").mask.bit_count() == 4 and CardPenalty("TD").cards == "10D"


@pytest.mark.parametrize(("make", "key"), [
    (lambda: DavoserjasOptions(round_order=()), "no_rounds"),
    (lambda: DavoserjasOptions(round_order=(RoundId.TRICKS, RoundId.TRICKS)), "duplicate_round"),
    (lambda: DavoserjasOptions(extra_rounds=(ExtraRound.HEARTS, ExtraRound.HEARTS)), "duplicate_round"),
    (lambda: DavoserjasOptions(custom_rounds=True, rounds=()), "no_rounds"),
    (lambda: DavoserjasOptions(rounds=(Round("a"), Round("a"))), "duplicate_round"),
    (lambda: DavoserjasOptions(rounds=tuple(Round(f"r{i}") for i in range(31))), "too_many_rounds"),
    (lambda: DavoserjasOptions(removed_twos_order=(Two.CLUBS, Two.CLUBS, Two.HEARTS, Two.SPADES)), "removed_twos_order"),
    (lambda: DavoserjasOptions(points_per_queen=101), "invalid_option"),
    (lambda: Round("queens", per_trick=101), "invalid_round_option"),
    (lambda: Round("queens", cards=(CardPenalty("Q", 201),)), "invalid_option"),
    (lambda: Round("Queens!"), "bad_round_key"),
    (lambda: Round("x", name="n" * 61), "round_name_too_long"),
    (lambda: Round("x", place_points=(1, 2)), "bad_place_points"),
    (lambda: Round("x", place_points=(1, 2, 3, 4, 201)), "bad_place_points"),
    (lambda: Round("x", cards=(CardPenalty("C"), CardPenalty("c"))), "duplicate_card_penalty"),
    (lambda: CardPenalty("Z"), "bad_card_pattern"),
    (lambda: CardPenalty(""), "bad_card_pattern"),
    (lambda: CardPenalty("Q Q"), "bad_card_pattern"),
])
def test_invalid_options_name_the_reason(make, key: str) -> None:
    with pytest.raises(InvalidOptionError) as info:
        make()
    assert info.value.reason.key == key


def test_a_bad_round_in_saved_settings_names_the_round() -> None:
    data = DavoserjasOptions(custom_rounds=True).to_dict()
    data["rounds"][2]["first_trick"] = 500
    with pytest.raises(InvalidOptionError) as info:
        DavoserjasOptions.from_dict(data)
    assert info.value.reason.key == "invalid_round_option" and info.value.reason.arg("round") == "queens"
    assert info.value.reason.arg("option") == "first_trick"
    data["rounds"][2]["first_trick"] = 0
    data["rounds"][2]["cards"][0]["points"] = 500
    with pytest.raises(InvalidOptionError) as info:
        DavoserjasOptions.from_dict(data)
    assert info.value.reason == Reason.of("invalid_option", option="points", value=500, minimum=0, maximum=200)
    for seats in (2, 8):
        with pytest.raises(InvalidOptionError) as info:
            DEFAULT.check(seats)
        assert info.value.reason.key == "seats_out_of_range"


def test_presets() -> None:
    names = list(PRESETS)
    assert names == ["Seksdagesløbet (standard)", "Kabale first",
                     "Seven rounds: first and last trick, all rules at once",
                     "Black cards and diamonds, kabale by place"]
    assert ids(PRESETS["Kabale first"])[0] == "kabale"
    assert ids(PRESETS[names[2]]) == ["tricks", "clubs", "queens", "king_of_clubs", "first_and_last_trick",
                                      "all_rules", "kabale"]
    black = PRESETS[names[3]]
    assert ids(black) == ["tricks", "black_cards", "diamonds", "queens", "king_of_clubs_and_last_trick",
                          "all_rules", "kabale"]
    assert [expected_total(r, 4, black) for r in round_list(black)] == [65, 130, 130, 100, 100, 525, None]
    assert [expected_total(r, 3, black) for r in round_list(black)][:3] == [85, 130, 120]  # 2♦ is out
    for options in PRESETS.values():
        assert DavoserjasOptions.from_dict(json.loads(json.dumps(options.to_dict()))) == options
        for seats in range(3, 8):
            options.check(seats)


# --- sum checks ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("seats", range(3, 8))
@pytest.mark.parametrize("preset", list(PRESETS))
def test_every_finished_trick_round_adds_up_to_its_expected_total(preset: str, seats: int) -> None:
    options = PRESETS[preset]
    for number, rule in enumerate(round_list(options)):
        state = RULES.new_deal(options, seats, number % seats, random.Random(number), context=MatchContext(number))
        state = play_out(state, random.Random(seats * 100 + number))
        total = expected_total(rule, seats, options)
        if total is not None:
            assert sum(state.points) == total, f"{rule.id} at {seats} players"


def test_sum_check_with_every_extra_round_and_no_early_stop() -> None:
    options = DavoserjasOptions(extra_rounds=(ExtraRound.FIRST_TRICK, ExtraRound.HEARTS), stop_when_decided=False,
                                ace_low_all_rounds=True, last_trick_mode=LastTrickMode.FIRST_AND_LAST)
    for seats in (3, 5):
        for number, rule in enumerate(round_list(options)):
            state = play_out(RULES.new_deal(options, seats, 0, random.Random(number), context=MatchContext(number)),
                             random.Random(number))
            if rule.kind is RoundKind.TRICKS:
                assert state.trick_no == 52 // seats
                assert sum(state.points) == expected_total(rule, seats, options)
    assert expected_total(round_list(options)[6], 5, options) == 12  # hearts without 2♥


def test_first_trick_round_stops_after_one_trick() -> None:
    options = DavoserjasOptions(round_order=(RoundId.FIRST_TRICK,))
    hands = hands_with(4, {0: "2S", 1: "AS", 2: "3S", 3: "4S"})
    state = play(deal(hands, TRICKS, options), "0:2S, 1:AS, 2:3S, 3:4S")
    assert RULES.is_over(state) and state.points == (0, 10, 0, 0)
    assert RULES.deal_result(state).columns == (("tricks", (0, 1, 0, 0)), ("first_trick", (0, 1, 0, 0)))


# --- the kabale's variants --------------------------------------------------------------------------------------

def test_kabale_by_place_plays_on_until_one_is_left() -> None:
    options = PRESETS["Black cards and diamonds, kabale by place"]
    number = len(round_list(options)) - 1
    for seats, step in ((3, 50), (4, 40), (5, 30), (7, 30)):
        state = play_out(RULES.new_deal(options, seats, 0, random.Random(seats), context=MatchContext(number)),
                         random.Random(seats))
        assert len(state.out) == seats - 1
        assert [h.bit_count() > 0 for h in state.hands].count(True) == 1
        places = [state.out.index(s) if s in state.out else seats - 1 for s in range(seats)]
        assert state.points == tuple(places[s] * step + 5 * state.passes[s] for s in range(seats))
        assert dict(RULES.deal_result(state).columns)["place"] == tuple(p + 1 for p in places)


def test_full_deck_kabale_gives_the_extra_cards_from_the_dealers_left() -> None:
    options = DavoserjasOptions(kabale_deck=KabaleDeck.FULL_52, kabale_sevens=KabaleSevens.FREE_ON_TURN)
    state = RULES.new_deal(options, 3, 1, random.Random(5), context=MatchContext(KABALE))
    assert [h.bit_count() for h in state.hands] == [17, 17, 18] and state.turn == 2
    cards = list(cards_of((1 << 52) - 1))
    with pytest.raises(InvalidCardError):
        RULES.new_deal(DEFAULT, 3, 1, random.Random(5), deck=cards, context=MatchContext(KABALE))  # 2♦ is out
    stacked = RULES.new_deal(options, 3, 1, random.Random(5), deck=cards, context=MatchContext(KABALE))
    assert [str(c) for c in cards_of(stacked.hands[2])][:3] == ["2C", "5C", "8C"]  # cards 0, 3, 6 of the deck


def test_ace_high_rows_end_with_the_ace_and_removed_twos_follow_the_order() -> None:
    options = DavoserjasOptions(kabale_ace=KabaleAce.HIGH, removed_twos_order=(Two.CLUBS, Two.DIAMONDS, Two.HEARTS,
                                                                                Two.SPADES))
    state = RULES.new_deal(options, 3, 0, random.Random(1), context=MatchContext(KABALE))
    ends = [(str(CARDS[order[0]]), str(CARDS[order[-1]])) for order in state.deal.suit_order]
    assert ends == [("3C", "AC"), ("2D", "AD"), ("2H", "AH"), ("2S", "AS")]  # 2♣ is out at three players
    low = RULES.new_deal(DEFAULT, 3, 0, random.Random(1), context=MatchContext(KABALE))
    assert [str(CARDS[order[0]]) for order in low.deal.suit_order] == ["AC", "AD", "AH", "AS"]
    assert len(low.deal.suit_order[1]) == 12  # 2♦ is out


def test_a_pass_tells_the_others_what_you_lack() -> None:
    hands = hands_with(4, {0: "8S 5S", 1: "3S 4S 10S JS", 2: "9S", 3: "6S"}, exclude={1: "5 6 7 8 9"}, kabale=True)
    state = play(deal(hands, KABALE), "0:lay 8S, 1:pass")
    lacks = state.lacks[1]
    assert {str(c) for c in cards_of(lacks)} == {"6C", "8C", "6D", "8D", "6H", "8H", "6S", "9S"}
    view = RULES.observe(state, 2)
    for seed in range(20):
        world = RULES.sample_world(view, random.Random(seed))
        assert not world.hands[1] & lacks and RULES.observe(world, 2) == view


# --- the contract in every round --------------------------------------------------------------------------------

VARIANTS = [
    DEFAULT,
    DavoserjasOptions(kabale_sevens=KabaleSevens.FORCED_ON_TURN, kabale_ace=KabaleAce.HIGH),
    DavoserjasOptions(kabale_sevens=KabaleSevens.FREE_ON_TURN, kabale_deck=KabaleDeck.FULL_52,
                      ace_low_all_rounds=True, kabale_first_out_bonus=10),
    PRESETS["Black cards and diamonds, kabale by place"],
    PRESETS["Seven rounds: first and last trick, all rules at once"].replace(stop_when_decided=False),
]


@pytest.mark.parametrize("variant", range(len(VARIANTS)))
def test_every_round_keeps_the_contract(variant: int) -> None:
    options = VARIANTS[variant]
    for number in range(len(round_list(options))):
        seats = 3 + (number + variant) % 5
        rng = random.Random(number)
        state = RULES.new_deal(options, seats, number % seats, rng, context=MatchContext(number))
        final = play_out(state, rng, check=True)
        assert RULES.deal_result(final).label.arg("index") == number + 1


def test_a_match_is_the_round_list_and_replays_from_its_seed() -> None:
    match, logs = play_match(Match.new("davoserjas", 5, seed=9), [RandomPlayer()] * 5)
    assert match.is_over() and len(match.results) == 6
    assert [r.label.arg("id") for r in match.results] == SPEC_IDS
    assert match.dealers == tuple((match.first_dealer + i) % 5 for i in range(6))
    for log, dealer in zip(logs, match.dealers):
        assert log.initial.turn == (dealer + 1) % 5
    assert match.winners() == tuple(s for s in range(5) if match.totals[s] == min(match.totals))
    again = Match.new("davoserjas", 5, seed=9)
    for log in logs:
        start = again.start_deal()
        assert start == log.initial
        again = again.finish_deal(replay(again.game.rules, start, log.moves))
    assert again.results == match.results
    assert Match.from_dict(json.loads(json.dumps(match.to_dict()))) == match


def test_the_simulator_plays_whole_matches() -> None:
    report = simulate("davoserjas", 4, 7, 3, ["random"] * 4,
                      {"custom_rounds": True, "rounds": [r.to_dict() for r in _standard_six()[:3]]})
    assert report["matches"] == 3 and len(report["per_deal"]) == 7
    assert [sum(d) for d in report["per_deal"]] == [13, 13, 20, 13, 13, 20, 13]


def test_trick_round_piles_and_facts() -> None:
    state = play(deal(hands_with(4, {0: "2C", 1: "3C"}), QUEENS), "0:2C")
    view = RULES.observe(state, 1)
    assert [p.id for p in view.piles] == ["hand:0", "hand:1", "hand:2", "hand:3", "trick", "taken:0", "taken:1",
                                          "taken:2", "taken:3"]
    assert view.pile("hand:0").cards == (None,) * 12 and view.pile("trick").played_by == (0,)
    assert [f.key for f in view.facts] == ["round", "round_penalty"]
    assert view.facts[0].arg("id") == "queens" and view.facts[0].arg("index") == QUEENS + 1
    assert view.facts[1] == Reason.of("round_penalty", what="cards", cards="Q", points=5)
    assert view.prompt == Reason.of("follow_suit", suit="C") and view.history == ((0, "2C"),)
    kabale_view = RULES.observe(RULES.new_deal(DEFAULT, 4, 3, random.Random(0), context=MatchContext(KABALE)), 0)
    assert [p.id for p in kabale_view.piles if p.kind is PileKind.ROW] == ["row:C", "row:D", "row:H", "row:S"]
    assert [f.key for f in kabale_view.facts] == ["round", "round_penalty", "round_penalty", "kabale_ace",
                                                  "kabale_sevens"]
