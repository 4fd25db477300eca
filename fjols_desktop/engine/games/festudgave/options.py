"""Festudgaven house rules: the option table of ``resources/rules/en/festudgave.md#house-rules``.

The number of players (3-13, default 5) is not a house rule here: it is the table size, chosen in
the new-game dialog and passed to ``new_deal`` as ``seats``. ``word`` is an enum of the four words
families use rather than free text. ``match_length`` is our house rule (a tally match has no end of
its own): 0 = play until you stop. ``tick_timer_s``, ``end_theme`` and ``ai_reaction`` change
what the table shows and how fast computer players react, never the outcome; the engine carries them
for the table and the computer players.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType
from typing import Any

from ...errors import InvalidOptionError, Reason
from ...options import QT_TRANSLATE_NOOP, Options, kept_hash, option, without_kept_hash

G_CARDS = QT_TRANSLATE_NOOP("HouseRules", "Cards")
G_PASSING = QT_TRANSLATE_NOOP("HouseRules", "Passing")
G_SIGNAL = QT_TRANSLATE_NOOP("HouseRules", "The signal")
G_SCORING = QT_TRANSLATE_NOOP("HouseRules", "Scoring")

MIN_SEATS, MAX_SEATS = 3, 13
MAX_STOCK_SEATS = 12   # with the full deck and a draw pile somebody must be able to draw: 52 - 4 * 12 = 4


class DeckMode(str, Enum):
    SETS = "sets"
    STOCK = "stock"


class PassMode(str, Enum):
    LOCKSTEP = "lockstep"
    FREE_FLOW = "free_flow"


class EndTheme(str, Enum):
    NOSE = "nose"
    SPOONS = "spoons"


class FalseSignal(str, Enum):
    LOSE_ROUND = "lose_round"
    REJECT = "reject"


class Scoring(str, Enum):
    TALLY = "tally"
    LETTERS = "letters"


class Word(str, Enum):
    FJOLS = "FJOLS"
    GRIS = "GRIS"
    PIG = "PIG"
    DONKEY = "DONKEY"


class AiReaction(str, Enum):
    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"


# What ``ai_reaction`` means: the band of computer reaction times, in milliseconds (each level draws
# from its own part of it: ``ai/bots.py``).
REACTION_BANDS: Mapping[str, tuple[int, int]] = MappingProxyType(
    {"slow": (1200, 2500), "normal": (600, 1400), "fast": (300, 800)})


def reaction_band(options: Any) -> tuple[int, int]:
    """The ``ai_reaction`` band of the house rules, in milliseconds."""
    speed = getattr(getattr(options, "ai_reaction", None), "value", "normal")
    return REACTION_BANDS.get(speed, REACTION_BANDS["normal"])


def draw_reaction(options: Any, rng: random.Random, part: tuple[float, float] = (0.0, 1.0)) -> int:
    """A reaction time drawn from ``part`` (fractions, 0 = the quick end) of the house rules' band."""
    low, high = reaction_band(options)
    width = high - low
    return rng.randint(low + round(part[0] * width), low + round(part[1] * width))


@dataclass(frozen=True)
class FestudgaveOptions(Options):
    deck_mode: DeckMode = option(
        DeckMode.SETS, group=G_CARDS,
        label=QT_TRANSLATE_NOOP("HouseRules", "Cards"),
        labels={DeckMode.SETS: QT_TRANSLATE_NOOP("HouseRules", "Four of one rank per player, all dealt"),
                DeckMode.STOCK: QT_TRANSLATE_NOOP("HouseRules", "The whole deck; the dealer draws from a pile")})
    pass_mode: PassMode = option(
        PassMode.LOCKSTEP, group=G_PASSING,
        label=QT_TRANSLATE_NOOP("HouseRules", "Passing"),
        labels={PassMode.LOCKSTEP: QT_TRANSLATE_NOOP("HouseRules", "Everybody passes at the same time"),
                PassMode.FREE_FLOW: QT_TRANSLATE_NOOP("HouseRules", "Pass and take at your own pace")})
    tick_timer_s: int = option(
        0, minimum=0, maximum=10, group=G_PASSING,
        label=QT_TRANSLATE_NOOP("HouseRules", "Seconds to choose a card"),
        help=QT_TRANSLATE_NOOP("HouseRules", "When the time is up, the chosen card (or a random one) is passed. "
                               "0 waits for everybody."))
    end_theme: EndTheme = option(
        EndTheme.NOSE, group=G_SIGNAL,
        label=QT_TRANSLATE_NOOP("HouseRules", "The signal"),
        labels={EndTheme.NOSE: QT_TRANSLATE_NOOP("HouseRules", "Finger on the nose"),
                EndTheme.SPOONS: QT_TRANSLATE_NOOP("HouseRules", "Grab a spoon (one fewer than players)")})
    false_signal: FalseSignal = option(
        FalseSignal.LOSE_ROUND, group=G_SIGNAL,
        label=QT_TRANSLATE_NOOP("HouseRules", "Signalling without four of a kind"),
        labels={FalseSignal.LOSE_ROUND: QT_TRANSLATE_NOOP("HouseRules", "You are the fjols"),
                FalseSignal.REJECT: QT_TRANSLATE_NOOP("HouseRules", "It does not count; play on")})
    signal_timeout_s: int = option(
        6, minimum=2, maximum=20, group=G_SIGNAL,
        label=QT_TRANSLATE_NOOP("HouseRules", "Seconds to react to a signal"),
        help=QT_TRANSLATE_NOOP("HouseRules", "Who has not signalled by then is too late; of several, one is "
                               "drawn at random to be the fjols."))
    scoring: Scoring = option(
        Scoring.TALLY, group=G_SCORING,
        label=QT_TRANSLATE_NOOP("HouseRules", "Scoring"),
        labels={Scoring.TALLY: QT_TRANSLATE_NOOP("HouseRules", "A matchstick for each fjols"),
                Scoring.LETTERS: QT_TRANSLATE_NOOP("HouseRules", "A letter for each fjols; a full word is out")})
    word: Word = option(
        Word.FJOLS, group=G_SCORING, applies={"scoring": Scoring.LETTERS},
        label=QT_TRANSLATE_NOOP("HouseRules", "Word (letters scoring)"),
        labels={Word.FJOLS: QT_TRANSLATE_NOOP("HouseRules", "FJOLS"), Word.GRIS: QT_TRANSLATE_NOOP("HouseRules", "GRIS"),
                Word.PIG: QT_TRANSLATE_NOOP("HouseRules", "PIG"),
                Word.DONKEY: QT_TRANSLATE_NOOP("HouseRules", "DONKEY")})
    match_length: int = option(
        0, minimum=0, maximum=99, group=G_SCORING,
        label=QT_TRANSLATE_NOOP("HouseRules", "Rounds in a match (matchsticks)"),
        help=QT_TRANSLATE_NOOP("HouseRules", "0 means play until you stop. With letters the match ends when "
                               "one player is left."))
    ai_reaction: AiReaction = option(
        AiReaction.NORMAL, group=G_SIGNAL,
        label=QT_TRANSLATE_NOOP("HouseRules", "Computer players react"),
        labels={AiReaction.SLOW: QT_TRANSLATE_NOOP("HouseRules", "Slowly (good with children)"),
                AiReaction.NORMAL: QT_TRANSLATE_NOOP("HouseRules", "Normally"),
                AiReaction.FAST: QT_TRANSLATE_NOOP("HouseRules", "Fast")})

    # every new deal looks its round's facts up by the options (``state.make_deal``)
    __hash__ = kept_hash
    __getstate__ = without_kept_hash

    def check(self, seats: int) -> None:
        if not MIN_SEATS <= seats <= MAX_SEATS:
            raise InvalidOptionError(
                f"Festudgaven is played by {MIN_SEATS} to {MAX_SEATS} players, not {seats}",
                Reason.of("seats_out_of_range", seats=seats, minimum=MIN_SEATS, maximum=MAX_SEATS),
                option="seats")
        if self.deck_mode is DeckMode.STOCK and seats > MAX_STOCK_SEATS:
            raise InvalidOptionError(
                f"with a draw pile at most {MAX_STOCK_SEATS} can play (13 x 4 cards leave nothing to draw)",
                Reason.of("stock_needs_cards", seats=seats, maximum=MAX_STOCK_SEATS), option="deck_mode")

    @property
    def window_ms(self) -> int:
        """The reaction window after a trigger, in milliseconds."""
        return self.signal_timeout_s * 1000
