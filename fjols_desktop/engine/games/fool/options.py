"""FOOL! house rules: the option table of ``resources/rules/en/fool.md#house-rules``.

``deck_table`` names a table of decks (per player count: the values of each colour, the wild ones,
the discs). Here it is a choice between *named* tables: the data live in ``deck.DECK_TABLES`` (one place,
easy to correct), and the option names which of them a family plays with. A named choice keeps the
settings dialog a simple list, keeps saved settings small, and an old save keeps working when a table
is corrected. The number of Fool discs is not part of the table: ``two_fools_from`` alone decides it,
so the two cannot disagree (the table lists the discs that option's default gives).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ...errors import InvalidOptionError, Reason
from ...options import QT_TRANSLATE_NOOP, Options, kept_hash, option, without_kept_hash
from .deck import DECK_TABLES, DeckRow

G_CARDS = QT_TRANSLATE_NOOP("HouseRules", "Cards")
G_PLAY = QT_TRANSLATE_NOOP("HouseRules", "Play")
G_SCORING = QT_TRANSLATE_NOOP("HouseRules", "Scoring")
G_END = QT_TRANSLATE_NOOP("HouseRules", "End of the game")

MIN_SEATS, MAX_SEATS = 4, 8


class DeckTable(str, Enum):
    """The named tables of ``deck.DECK_TABLES`` (same values)."""

    RECONSTRUCTED = "reconstructed"
    FIRST_EDITION = "first_edition"


class TwoFoolsFrom(str, Enum):
    SEVEN = "7"
    EIGHT = "8"
    NEVER = "never"


class TieWorst(str, Enum):
    LATER_PLAYED = "later_played"
    EARLIER_PLAYED = "earlier_played"


class AllWildTrickWinner(str, Enum):
    FIRST_PLAYED = "first_played"
    LAST_PLAYED = "last_played"


class TieRule(str, Enum):
    SHARED = "shared"
    MOST_BONUSES = "most_bonuses"


@dataclass(frozen=True)
class FoolOptions(Options):
    deck_table: DeckTable = option(
        DeckTable.RECONSTRUCTED, group=G_CARDS,
        label=QT_TRANSLATE_NOOP("HouseRules", "Cards used"),
        help=QT_TRANSLATE_NOOP("HouseRules", "Which values of each colour, and how many wild ones, are dealt "
                               "at each table size. The whole prepared deck is dealt."),
        labels={DeckTable.RECONSTRUCTED:
                    QT_TRANSLATE_NOOP("HouseRules", "FOOL! (reconstructed overview cards; 12 cards each, 11 "
                                      "with eight players)"),
                DeckTable.FIRST_EDITION:
                    QT_TRANSLATE_NOOP("HouseRules", "Foppen 1995 (60 cards, four to six players)")})
    two_fools_from: TwoFoolsFrom = option(
        TwoFoolsFrom.SEVEN, group=G_PLAY,
        label=QT_TRANSLATE_NOOP("HouseRules", "Two fools per trick"),
        help=QT_TRANSLATE_NOOP("HouseRules", "At a large table the two worst cards of a trick both make "
                               "their players sit out the next trick."),
        labels={TwoFoolsFrom.SEVEN: QT_TRANSLATE_NOOP("HouseRules", "With seven or eight players"),
                TwoFoolsFrom.EIGHT: QT_TRANSLATE_NOOP("HouseRules", "With eight players"),
                TwoFoolsFrom.NEVER: QT_TRANSLATE_NOOP("HouseRules", "Never")})
    tie_worst: TieWorst = option(
        TieWorst.LATER_PLAYED, group=G_PLAY,
        label=QT_TRANSLATE_NOOP("HouseRules", "Equal worst cards"),
        help=QT_TRANSLATE_NOOP("HouseRules", "Which of two equal worst cards (the same value in different "
                               "colours, or two wild ones) is the worse."),
        labels={TieWorst.LATER_PLAYED: QT_TRANSLATE_NOOP("HouseRules", "The one played later"),
                TieWorst.EARLIER_PLAYED: QT_TRANSLATE_NOOP("HouseRules", "The one played earlier")})
    wild_one_penalty: int = option(
        5, minimum=0, maximum=10, group=G_SCORING,
        label=QT_TRANSLATE_NOOP("HouseRules", "Minus points per wild one left in hand"))
    go_out_bonus: int = option(
        10, minimum=0, maximum=50, group=G_SCORING,
        label=QT_TRANSLATE_NOOP("HouseRules", "Points for emptying your hand"))
    fool_go_out_score: int = option(
        0, minimum=0, maximum=10, group=G_SCORING,
        label=QT_TRANSLATE_NOOP("HouseRules", "Points for emptying your hand while becoming the fool"))
    end_negative_threshold: int = option(
        -80, minimum=-200, maximum=-20, group=G_END,
        label=QT_TRANSLATE_NOOP("HouseRules", "The game ends when a total is at or below"))
    end_bonus_count: int = option(
        6, minimum=1, maximum=20, group=G_END,
        label=QT_TRANSLATE_NOOP("HouseRules", "The game ends when a player has emptied the hand this often"),
        help=QT_TRANSLATE_NOOP("HouseRules", "Counts the rounds in which the player got the points for "
                               "emptying the hand (not the rounds in which they also became the fool)."))
    all_wild_trick_winner: AllWildTrickWinner = option(
        AllWildTrickWinner.FIRST_PLAYED, group=G_PLAY,
        label=QT_TRANSLATE_NOOP("HouseRules", "A trick of wild ones only is won by"),
        labels={AllWildTrickWinner.FIRST_PLAYED: QT_TRANSLATE_NOOP("HouseRules", "The first wild one played"),
                AllWildTrickWinner.LAST_PLAYED: QT_TRANSLATE_NOOP("HouseRules", "The last wild one played")})
    tie_rule: TieRule = option(
        TieRule.SHARED, group=G_END,
        label=QT_TRANSLATE_NOOP("HouseRules", "Tie for the highest total"),
        labels={TieRule.SHARED: QT_TRANSLATE_NOOP("HouseRules", "They share the win"),
                TieRule.MOST_BONUSES:
                    QT_TRANSLATE_NOOP("HouseRules", "Most emptied hands wins, else they share")})

    # every new deal looks its table facts up by the options (``rules.deal_table``)
    __hash__ = kept_hash
    __getstate__ = without_kept_hash

    def deck_row(self, seats: int) -> DeckRow:
        """The cards in play at ``seats`` players (``check`` first: this assumes a valid table size)."""
        return DECK_TABLES[self.deck_table.value][seats]

    def fools_per_trick(self, seats: int) -> int:
        """Fool discs in use: 2 from the ``two_fools_from`` table size on, else 1
        (``resources/rules/en/fool.md#the-cards``)."""
        if self.two_fools_from is TwoFoolsFrom.NEVER:
            return 1
        return 2 if seats >= int(self.two_fools_from.value) else 1

    def check(self, seats: int) -> None:
        if not MIN_SEATS <= seats <= MAX_SEATS:
            raise InvalidOptionError(f"FOOL! is played by {MIN_SEATS} to {MAX_SEATS} players, not {seats}",
                                     Reason.of("seats_out_of_range", seats=seats, minimum=MIN_SEATS,
                                               maximum=MAX_SEATS), option="seats")
        table = DECK_TABLES[self.deck_table.value]
        if seats not in table:
            raise InvalidOptionError(
                f"the {self.deck_table.value} deck is for {min(table)} to {max(table)} players, not {seats}",
                Reason.of("deck_table_seats", seats=seats, minimum=min(table), maximum=max(table)),
                option="deck_table")
        if table[seats].size % seats:
            raise InvalidOptionError(f"the {self.deck_table.value} deck's {table[seats].size} cards do not "
                                     f"share evenly among {seats} players",
                                     Reason.of("deck_not_even", seats=seats), option="deck_table")
