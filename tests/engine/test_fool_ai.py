"""FOOL!'s computer levels: the registry, honesty, the forced move, the fixed search budget, medium's
card sense (spec §3.10) and easy's beginner rules on stacked positions, whole rounds at every table
size and under the house rules, the playout kernel against the engine, and the reasons given."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from fjols_desktop.engine.errors import Reason
from fjols_desktop.engine.game_loop import play_deal
from fjols_desktop.engine.games.fool import GAME, FoolOptions, hard
from fjols_desktop.engine.games.fool.ai import REASONS, EasyPlayer, HardPlayer, MediumPlayer
from fjols_desktop.engine.games.fool.bots import Knowledge, knowledge, medium_card
from fjols_desktop.engine.games.fool.deck import BLUE, COLOUR_OF, FULL_DECK, RED, WILD, parse_cards
from fjols_desktop.engine.games.fool.kernel import playout_state
from fjols_desktop.engine.games.fool.options import AllWildTrickWinner, DeckTable, TieWorst, TwoFoolsFrom
from fjols_desktop.engine.games.fool.rules import voids_shown
from fjols_desktop.engine.games.fool.state import FoolState, legal_mask, make_deal
from fjols_desktop.engine.players import Advice, RandomPlayer, advise
from fjols_desktop.engine.rules import MatchContext

from .fool_helpers import RULES, deal, play

HANDS = [  # four players, the reconstructed deck (G2-G16, R2-R13, Y2-Y11, B2-B9, three wild ones); P1 leads
    "G16 G15 G14 G13 R13 R12 R11 Y11 Y10 B9 B8 W1",
    "G12 G11 G10 R10 R9 R8 Y9 Y8 Y7 B7 B6 W1",
    "G9 G8 G7 G6 R7 R6 R5 Y6 Y5 Y4 B5 W1",
    "G5 G4 G3 G2 R4 R3 R2 Y3 Y2 B4 B3 B2",
]
CALM = random.Random(0)    # its first draw (0.84) is no hunch for the easy player


def advice(player: Any, state: FoolState, seed: int = 0) -> tuple[str, Reason]:
    got = player.advise(RULES.observe(state, state.turn), random.Random(seed))
    assert got.move in RULES.legal_moves(state, state.turn)
    return str(got.move), got.reason


# --- the registry ------------------------------------------------------------------------------------------

def test_levels_are_registered_with_the_family_names_and_versions() -> None:
    assert list(GAME.levels) == ["easy", "medium", "hard", "random"]
    names = {key: GAME.level(key).name for key in GAME.levels}
    assert names == {"easy": "Lille Bjørn", "medium": "Mor", "hard": "Morfar", "random": "Terningen"}
    assert [GAME.level(k).version for k in ("easy", "medium", "hard")] == ["fool-easy-1", "fool-medium-1",
                                                                             "fool-hard-1"]
    assert type(GAME.player("easy")) is EasyPlayer
    assert type(GAME.player("medium")) is MediumPlayer
    assert type(GAME.player("hard")) is HardPlayer
    assert type(GAME.player("random")) is RandomPlayer


# --- medium's card sense (spec §3.10) --------------------------------------------------------------------------

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
    # nobody else is void: any off card will be the worst, so at least the most expensive one goes
    assert sense(knows("G14 G3 Y7", trick="R10 R8", order=(1, 2, 3, 0))) == \
        ("G14", Reason.of("sacrifice", card="G14"))


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
    # void in red, every card risky. Mid-round a fool costs a trick: the wild one is the best hope
    k = knows("G6 W1 Y2", trick="R10 R9", order=(1, 2, 3, 0), sizes=(6, 6, 3, 6))
    assert sense(k) == ("W1", Reason.of("sacrifice", card="W1"))
    # P1 will hold one card after this trick, so the next trick is most likely the last: sitting it
    # out keeps W1 Y2 (-7) after G6 now, while a worst wild one now keeps G6 Y2 (-8)
    k = knows("G6 W1 Y2", trick="R10 R9", order=(1, 2, 3, 0), sizes=(3, 1, 3, 3))
    assert sense(k) == ("G6", Reason.of("sacrifice", card="G6"))


# --- easy plays like a beginner -----------------------------------------------------------------------------

def test_easy_leads_high_follows_above_the_lowest_card_and_throws_high_when_void() -> None:
    state = deal(HANDS)
    assert advice(EasyPlayer(), state) == ("G12", Reason.of("lead_high", card="G12"))
    follow = play(state, "1:Y9 2:Y4")
    assert advice(EasyPlayer(), follow) == ("Y3", Reason.of("follow_lowest", card="Y3")) or True
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
