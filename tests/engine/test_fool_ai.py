"""FOOL!'s computer levels: the registry, honesty, the forced move, the fixed search budget, medium's
card sense (``docs/computer-players.md#fool``) and easy's beginner rules on stacked positions, whole rounds at
every table size and under the house rules, the playout kernel against the engine, and the reasons given."""

from __future__ import annotations

import random
from typing import Any

import pytest

from fjols_desktop.engine import search as engine_search
from fjols_desktop.engine.errors import Reason
from fjols_desktop.engine.game_loop import play_deal
from fjols_desktop.engine.games.fool import GAME, FoolOptions
from fjols_desktop.engine.games.fool.ai import REASONS, EasyPlayer, HardPlayer, MediumPlayer
from fjols_desktop.engine.games.fool.ai.bots import Knowledge, medium_card
from fjols_desktop.engine.games.fool.ai.kernel import playout_state
from fjols_desktop.engine.games.fool.deck import (
    BLUE,
    COLOUR_MASKS,
    COLOUR_OF,
    FULL_DECK,
    RED,
    WILD,
    parse_card,
    parse_cards,
)
from fjols_desktop.engine.games.fool.options import AllWildTrickWinner, DeckTable, TieWorst, TwoFoolsFrom
from fjols_desktop.engine.games.fool.rules import voids_shown
from fjols_desktop.engine.games.fool.state import FoolState, legal_mask, make_deal
from fjols_desktop.engine.players import Advice, RandomPlayer, advise
from fjols_desktop.engine.rules import MatchContext
from tests.engine.ai_helpers import Inspector, other_world

from .fool_helpers import RULES, deal, play

HANDS = [  # four players, the reconstructed deck (G2-G16, R2-R13, Y2-Y11, B2-B9, three wild ones); P1 leads
    "G16 G15 G14 G13 R13 R12 R11 Y11 Y10 B9 B8 W1",
    "G12 G11 G10 R10 R9 R8 Y9 Y8 Y7 B7 B6 W1",
    "G9 G8 G7 G6 R7 R6 R5 Y6 Y5 Y4 B5 W1",
    "G5 G4 G3 G2 R4 R3 R2 Y3 Y2 B4 B3 B2",
]


def advice(player: Any, state: FoolState, seed: int = 0) -> tuple[str, Reason]:
    """The player's card and reason for the seat to play (seed 0's first draw, 0.84, is no hunch)."""
    got = player.advise(RULES.observe(state, state.turn), random.Random(seed))
    assert got.move in RULES.legal_moves(state, state.turn)
    return str(got.move), got.reason


# --- the registry ------------------------------------------------------------------------------------------

def test_levels_are_registered_with_the_family_names_and_versions() -> None:
    assert list(GAME.levels) == ["easy", "medium", "hard", "random"]
    names = {key: GAME.level(key).name for key in GAME.levels}
    assert names == {"easy": "Lille Bjørn", "medium": "Mor", "hard": "Morfar", "random": "Terningen"}
    assert [GAME.level(k).version for k in ("easy", "medium", "hard")] == ["fool-easy-1", "fool-medium-1",
                                                                             "fool-hard-2"]
    assert type(GAME.player("easy")) is EasyPlayer
    assert type(GAME.player("medium")) is MediumPlayer
    assert type(GAME.player("hard")) is HardPlayer
    assert type(GAME.player("random")) is RandomPlayer


# --- medium's card sense (``docs/computer-players.md#fool``) ------------------------------------------------

DECK4 = make_deal(FoolOptions(), 4, 0, 0).deck


def mask(text: str) -> int:
    return sum(c.bit for c in parse_cards(text))


def knows(hand: str, trick: str = "", order: tuple[int, ...] = (0, 1, 2, 3), played: str = "",
          voids: tuple[int, ...] = (0, 0, 0, 0), sizes: tuple[int, ...] | None = None, fools: int = 1) -> Knowledge:
    """What the seat to play knows at four players: the other hands hold 6 cards unless ``sizes`` says."""
    cards = tuple(c.index for c in parse_cards(trick))
    lead = next((COLOUR_OF[i] for i in cards if COLOUR_OF[i] != WILD), -1)
    own = mask(hand)
    me = order[len(cards)]
    unseen = DECK4 & ~own & ~mask(played) & ~mask(trick)
    sizes = sizes or tuple(own.bit_count() if s == me else 6 for s in range(4))
    return Knowledge(me, own, legal_mask(own, lead), cards, order, lead, unseen, voids, sizes, fools, True, 5, 10)


def sense(k: Knowledge) -> tuple[str, Reason]:
    card, reason = medium_card(k)
    return str(FULL_DECK[card]), reason


def test_medium_leads_where_few_higher_cards_are_out_and_then_a_card_nobody_can_beat() -> None:
    state = deal(HANDS)
    # G12 has four higher greens out, Y9 only two: the yellow is the safer lead
    assert advice(MediumPlayer(), state) == ("Y9", Reason.of("lead_safe", card="Y9"))
    won = play(state, "1:B7 2:B5 3:B2 0:B9")            # P0 wins, P3 (B2) is the fool
    assert advice(MediumPlayer(), won) == ("G16", Reason.of("lead_top", card="G16"))


def test_medium_leads_a_colour_someone_has_shown_a_void_in() -> None:
    # B9 is still out, but P2 has no blue: it must throw another colour, so B8 is safe
    assert sense(knows("B5 G10 R5", voids=(0, 0, 1 << BLUE, 0))) == \
        ("B5", Reason.of("lead_into_void", card="B5", seat=2, colour="B"))
    # without the void it is still the lead with the fewest higher cards out (B6-B9: four of 33)
    assert sense(knows("B5 G10 R5")) == ("B5", Reason.of("lead_safe", card="B5"))


def test_medium_sheds_its_highest_card_when_a_worse_card_is_already_in_the_trick() -> None:
    # P2 threw green on red: every red of P0's is safe, so it gets rid of the highest
    assert sense(knows("R13 R12 R4 Y5", trick="R10 G3", order=(1, 2, 3, 0))) == \
        ("R13", Reason.of("safe_dump", card="R13"))
    # R8 lies under R12 already: R12 is safe, R3 would be the worst card
    assert sense(knows("R12 R3 G12", trick="R10 R8", order=(1, 2, 3, 0))) == \
        ("R12", Reason.of("safe_dump", card="R12"))


def test_medium_throws_a_high_off_card_when_void() -> None:
    # void in red; P0 is void too and throws after it: the highest off card has the best chance
    assert sense(knows("G14 G3 Y7", trick="R10 R8", order=(1, 2, 3, 0), voids=(1 << RED, 0, 0, 0))) == \
        ("G14", Reason.of("discard_high", card="G14"))
    # nobody else is void: any off card will be the worst, so it goes with the card that would be
    # hardest to play safely later (eleven higher greens are still out)
    assert sense(knows("G14 G3 Y7", trick="R10 R8", order=(1, 2, 3, 0))) == \
        ("G3", Reason.of("sacrifice", card="G3"))


def test_medium_plays_a_wild_one_above_an_off_card_already_in_the_trick() -> None:
    # void in red: B2 and B3 lie under the thrown G5, the wild one counts as red and stays above it
    assert sense(knows("W1 B2 B3", trick="R10 G5", order=(1, 2, 3, 0))) == \
        ("W1", Reason.of("wild_safe", card="W1"))


def test_medium_dumps_the_most_expensive_card_when_the_round_ends_with_this_trick() -> None:
    # P0, still to play, holds one card: the round ends with this trick whoever is the fool
    k = knows("G14 G3 Y7 W1", trick="R10", order=(1, 2, 3, 0), sizes=(1, 6, 4, 6))
    assert sense(k) == ("G14", Reason.of("last_trick_dump", card="G14"))
    # holding red it must follow: the wild one (5 points) costs more than R2
    k = knows("G14 G3 Y7 W1 R2", trick="R10", order=(1, 2, 3, 0), sizes=(1, 6, 5, 6))
    assert sense(k) == ("W1", Reason.of("last_trick_dump", card="W1"))


def test_medium_weighs_the_fool_by_what_sitting_out_the_last_trick_would_keep() -> None:
    # void in red, every card risky. Mid-round the fool is best taken with the cheap, hard-to-play Y2
    k = knows("G6 W1 Y2", trick="R10 R9", order=(1, 2, 3, 0), sizes=(6, 6, 3, 6))
    assert sense(k) == ("Y2", Reason.of("sacrifice", card="Y2"))
    # P1 will hold one card after this trick, so the next trick is most likely the last: sitting it
    # out keeps W1 Y2 (-7) after G6 now, while Y2 now would keep G6 and W1 (-11)
    k = knows("G6 W1 Y2", trick="R10 R9", order=(1, 2, 3, 0), sizes=(3, 1, 3, 3))
    assert sense(k) == ("G6", Reason.of("sacrifice", card="G6"))


# --- easy plays like a beginner -----------------------------------------------------------------------------

def test_easy_leads_high_follows_above_the_lowest_card_and_throws_high_when_void() -> None:
    state = deal(HANDS)
    assert advice(EasyPlayer(), state) == ("G12", Reason.of("lead_high", card="G12"))
    follow = play(state, "1:Y9 2:Y4")                    # P3 holds Y3 Y2: nothing above Y4
    assert advice(EasyPlayer(), follow) == ("Y2", Reason.of("follow_lowest", card="Y2"))
    follow = play(state, "1:G10 2:G6")
    assert advice(EasyPlayer(), follow) == ("G2", Reason.of("follow_lowest", card="G2"))
    follow = play(state, "1:G10 2:G6 3:G2")
    assert advice(EasyPlayer(), follow) == ("G13", Reason.of("beat_lowest", card="G13"))
    void = play(state, "1:B7 2:B5 3:B4 0:B9", "0:B8 1:B6")
    assert advice(EasyPlayer(), void) == ("G9", Reason.of("discard_high", card="G9"))


def test_easy_plays_a_hunch_now_and_then() -> None:
    state = deal(HANDS)
    reasons = {EasyPlayer().advise(RULES.observe(state, 1), random.Random(seed)).reason.key for seed in range(40)}
    assert reasons == {"hunch", "lead_high"}


# --- honesty -----------------------------------------------------------------------------------------------

def positions() -> list[FoolState]:
    """A lead, a follow, a throw when void and a lead after a fool, each with its seat to play."""
    state = deal(HANDS)
    return [state,
            play(state, "1:G10 2:G6"),
            play(state, "1:B7 2:B5 3:B4 0:B9", "0:B8 1:B6"),
            play(state, "1:B7 2:B5 3:B4 0:B9", "0:B8 1:B6 2:G6")]


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "random"])
def test_a_player_chooses_alike_in_worlds_that_differ_only_in_hidden_cards(level: str) -> None:
    for state in positions():
        world = other_world(RULES, state, state.turn)
        player = HardPlayer(seconds=None, playouts=150) if level == "hard" else GAME.player(level)
        a = advise(player, RULES.observe(state, state.turn), random.Random(9))
        b = advise(player, RULES.observe(world, state.turn), random.Random(9))
        assert a == b
        assert a.move in RULES.legal_moves(state, state.turn)


def test_the_hard_players_worlds_agree_with_its_view() -> None:
    state = positions()[2]                               # P2 to play; P2 showed nothing yet, P1 and P0 did
    state = play(state, "2:G6", "0:R13 1:R8 3:R4")       # P2 was void in blue; a red trick
    seat = state.turn
    view = RULES.observe(state, seat)
    seen = view.played
    assert view.voids[2] == 1 << BLUE
    for k in range(40):
        world = RULES.sample_world(view, random.Random(k))
        assert world.hands[seat] == view.hand_mask
        assert all(not hand & seen for hand in world.hands)
        assert tuple(h.bit_count() for h in world.hands) == view.hand_sizes
        assert voids_shown(world) == view.voids
        for s, hand in enumerate(world.hands):
            for colour in range(4):
                if view.voids[s] >> colour & 1:
                    assert not hand & COLOUR_MASKS[colour]


def test_players_only_ever_receive_their_own_observation() -> None:
    players = [Inspector(p, "FoolObservation", FoolState)
               for p in (EasyPlayer(), MediumPlayer(), HardPlayer(seconds=None, playouts=40), RandomPlayer())]
    state = RULES.new_deal(FoolOptions(), 4, 0, random.Random(3))
    log = play_deal(RULES, state, players, [random.Random(s) for s in range(4)])
    assert RULES.is_over(log.final)
    assert all(p.calls >= 8 for p in players)


# --- forced moves and the budget -------------------------------------------------------------------------------

def test_a_forced_move_is_answered_without_searching(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_search(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("searched a forced move")

    monkeypatch.setattr(engine_search, "search", no_search)
    hands = ["G16 G15 G14 G13 R13 R12 R11 Y11 Y10 B9 B8 W1", "G12 G11 G10 R10 R9 R8 Y9 Y8 B7 B6 B4 B2",
             "G9 G8 G7 G6 R7 R6 R5 Y6 Y5 B3 W1 W1", "G5 G4 G3 G2 R4 R3 R2 Y7 Y4 Y3 Y2 B5"]
    view = RULES.observe(play(deal(hands), "1:B7 2:B3"), 3)     # P3's only blue card, and no wild one
    assert HardPlayer().advise(view, random.Random(1)) == Advice(RULES.parse_move("B5"), Reason.of("only_move"))


def test_a_fixed_search_budget_repeats_its_choice() -> None:
    state = play(deal(HANDS), "1:Y9 2:Y4 3:Y3 0:Y11")
    view = RULES.observe(state, 0)
    fixed = HardPlayer(seconds=None, playouts=200)
    assert len({fixed.advise(view, random.Random(4)) for _ in range(3)}) == 1


# --- whole rounds ---------------------------------------------------------------------------------------------

VARIANTS = [FoolOptions(), FoolOptions(two_fools_from=TwoFoolsFrom.EIGHT), FoolOptions(tie_worst=TieWorst.EARLIER_PLAYED),
            FoolOptions(all_wild_trick_winner=AllWildTrickWinner.LAST_PLAYED, wild_one_penalty=0, fool_go_out_score=10),
            FoolOptions(deck_table=DeckTable.FIRST_EDITION)]


class Hinted:
    """Plays by its player's advice, checks the move is legal and keeps the reason keys."""

    def __init__(self, player: Any, keys: set[str]) -> None:
        self.player, self.level, self.keys = player, player.level, keys

    def choose(self, view: Any, rng: random.Random) -> Any:
        got = self.player.advise(view, rng)
        assert got.move in view.legal_moves
        self.keys.add(got.reason.key)
        return got.move


@pytest.mark.parametrize("seats", [4, 5, 6, 7, 8])
def test_every_level_plays_whole_rounds_at_every_table_size_and_under_the_house_rules(seats: int) -> None:
    keys: set[str] = set()
    for number, options in enumerate(VARIANTS):
        if options.deck_table is DeckTable.FIRST_EDITION and seats > 6:
            continue
        makers = [EasyPlayer, MediumPlayer, lambda: HardPlayer(seconds=None, playouts=12), RandomPlayer]
        players = [Hinted(makers[(s + number) % 4](), keys) for s in range(seats)]
        state = RULES.new_deal(options, seats, number % seats, random.Random(number * 10 + seats),
                               context=MatchContext(number))
        log = play_deal(RULES, state, players, [random.Random(s) for s in range(seats)])
        assert RULES.is_over(log.final)
    assert keys <= REASONS, keys - REASONS


def test_every_reason_a_level_gives_is_listed() -> None:
    keys: set[str] = set()
    for seed in range(12):
        seats = 4 + seed % 5
        players = [Hinted(p, keys) for p in (EasyPlayer(), MediumPlayer(), MediumPlayer(), RandomPlayer(),
                                             EasyPlayer(), MediumPlayer(), EasyPlayer(), MediumPlayer())[:seats]]
        state = RULES.new_deal(FoolOptions(), seats, seed % seats, random.Random(seed))
        play_deal(RULES, state, players, [random.Random(s) for s in range(seats)])
    assert keys <= REASONS, keys - REASONS
    assert {"only_move", "hunch", "random_choice", "lead_safe", "lead_top", "safe_dump", "beat_lowest",
            "sacrifice", "discard_high"} <= keys


# --- the playout kernel against the engine ---------------------------------------------------------------------

@pytest.mark.parametrize("seats", [4, 5, 6, 7, 8])
def test_the_kernel_plays_rounds_card_for_card_like_the_engine(seats: int) -> None:
    """Medium at every seat through the engine (observations, wild ones renumbered) and through the
    kernel (masks) play the same cards and score the same points, from the deal and from mid-round."""
    for number, options in enumerate(VARIANTS):
        if options.deck_table is DeckTable.FIRST_EDITION and seats > 6:
            continue
        state = RULES.new_deal(options, seats, number % seats, random.Random(number + 100 * seats))
        rng = random.Random(number)
        for _ in range(rng.randrange(0, 3 * seats)):          # a random start, some tricks in
            moves = RULES.legal_moves(state, state.turn)
            state = RULES.apply(state, state.turn, moves[rng.randrange(len(moves))])
        log = play_deal(RULES, state, [MediumPlayer()] * seats, [random.Random(s) for s in range(seats)])
        kernel_moves: list[tuple[int, int]] = []
        points = playout_state(state, voids_shown(state), moves=kernel_moves)
        assert points == RULES.deal_result(log.final).points
        assert [(s, str(FULL_DECK[c])) for s, c in kernel_moves] == list(log.moves)


def test_the_kernel_starts_with_the_given_card() -> None:
    state = deal(HANDS)
    moves: list[tuple[int, int]] = []
    playout_state(state, (0, 0, 0, 0), first=parse_card("G12").index, moves=moves)
    assert moves[0] == (1, parse_card("G12").index)

