"""Hjerterfri house rules: the option table of ``resources/rules/en/hearts.md#house-rules``.

Field names are the spec's option names. The spec's ``players`` row is the table size, which the
new-game dialog chooses and ``new_deal`` receives as ``seats``; it is not a house rule here.

Three more: two where the family's own rules (the rules text, ``resources/rules/en/hearts.md``) and
the spec read the game differently, each defaulting to the rules text's reading, and the family
variant of extra penalty and bonus cards:

* ``hearts_broken_by``: hearts are broken by a heart thrown on a trick of another suit (default), or
  by any heart played, a lead from a hand of nothing but hearts too (the spec's reading).
* ``five_players_remove``: at five players the two of diamonds and the two of spades leave, so the two
  of clubs always leads (default); or the two of diamonds and the two of clubs, and the three of clubs
  leads (the spec's table).
* ``card_points``: any card with its own points ("J♦ −10", "Q♠ 10"), the family variant of extra
  penalty and bonus cards; the ten of diamonds keeps its own two fields.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ...errors import InvalidOptionError, Reason
from ...options import QT_TRANSLATE_NOOP, CardPoints, Options, option

G_PASSING = QT_TRANSLATE_NOOP("HouseRules", "Passing")
G_PLAY = QT_TRANSLATE_NOOP("HouseRules", "Play")
G_SCORING = QT_TRANSLATE_NOOP("HouseRules", "Scoring")
G_END = QT_TRANSLATE_NOOP("HouseRules", "End of the game")


class PassCycleOdd(str, Enum):
    LEFT_RIGHT_HOLD = "left_right_hold"
    LEFT_RIGHT_LEFT2_RIGHT2_HOLD = "left_right_left2_right2_hold"


class MoonMode(str, Enum):
    OTHERS_PLUS_26 = "others_plus_26"
    SELF_MINUS_26 = "self_minus_26"
    SHOOTER_CHOOSES = "shooter_chooses"


class FirstTrickForcedDiscard(str, Enum):
    ANY_PENALTY = "any_penalty"
    HEART_NOT_QUEEN = "heart_not_queen"


class TieRule(str, Enum):
    SHARED = "shared"
    PLAY_ON = "play_on"


class HeartsBrokenBy(str, Enum):
    DISCARD = "discard"
    ANY_HEART = "any_heart"


class FivePlayersRemove(str, Enum):
    TWO_DIAMONDS_TWO_SPADES = "2D_2S"
    TWO_DIAMONDS_TWO_CLUBS = "2D_2C"


CARD_POINTS_MIN, CARD_POINTS_MAX = -50, 50
CARD_POINTS_LIMIT = 12   # cards with their own points: enough for any family variant, short enough to read


@dataclass(frozen=True)
class HeartsOptions(Options):
    pass_count: int = option(
        3, minimum=0, maximum=4, group=G_PASSING,
        label=QT_TRANSLATE_NOOP("HouseRules", "Cards passed before each hand"),
        help=QT_TRANSLATE_NOOP("HouseRules", "0 means the cards are never passed."))
    pass_cycle_odd: PassCycleOdd = option(
        PassCycleOdd.LEFT_RIGHT_HOLD, group=G_PASSING, applies={"pass_count": (1, 2, 3, 4)},
        label=QT_TRANSLATE_NOOP("HouseRules", "Passing with three or five players"),
        help=QT_TRANSLATE_NOOP("HouseRules", "There is no player opposite you at an odd table. With five "
                               "players you may also pass two seats to the left and to the right."),
        labels={PassCycleOdd.LEFT_RIGHT_HOLD: QT_TRANSLATE_NOOP("HouseRules", "Left, right, keep"),
                PassCycleOdd.LEFT_RIGHT_LEFT2_RIGHT2_HOLD:
                    QT_TRANSLATE_NOOP("HouseRules", "Left, right, two left, two right, keep (five players)")})
    moon_mode: MoonMode = option(
        MoonMode.OTHERS_PLUS_26, group=G_SCORING,
        label=QT_TRANSLATE_NOOP("HouseRules", "Shooting the moon"),
        help=QT_TRANSLATE_NOOP("HouseRules", "What happens when one player takes every heart and the queen "
                               "of spades."),
        labels={MoonMode.OTHERS_PLUS_26: QT_TRANSLATE_NOOP("HouseRules", "The others get 26 points each"),
                MoonMode.SELF_MINUS_26: QT_TRANSLATE_NOOP("HouseRules", "The shooter subtracts 26"),
                MoonMode.SHOOTER_CHOOSES: QT_TRANSLATE_NOOP("HouseRules", "The shooter chooses")})
    target_score: int = option(
        100, minimum=25, maximum=500, group=G_END,
        label=QT_TRANSLATE_NOOP("HouseRules", "The game ends when someone reaches"),
        help=QT_TRANSLATE_NOOP("HouseRules", "After the hand in which a total reaches this score, the lowest "
                               "total wins."))
    ten_of_diamonds: bool = option(
        False, group=G_SCORING,
        label=QT_TRANSLATE_NOOP("HouseRules", "Ten of diamonds is a bonus card"),
        help=QT_TRANSLATE_NOOP("HouseRules", "Whoever takes the ten of diamonds subtracts points."))
    ten_of_diamonds_value: int = option(
        -10, minimum=-20, maximum=0, group=G_SCORING, applies={"ten_of_diamonds": True},
        label=QT_TRANSLATE_NOOP("HouseRules", "Value of the ten of diamonds"))
    card_points: tuple[CardPoints, ...] = option(
        (), minimum=CARD_POINTS_MIN, maximum=CARD_POINTS_MAX, group=G_SCORING,
        label=QT_TRANSLATE_NOOP("HouseRules", "Cards with their own points"),
        help=QT_TRANSLATE_NOOP("HouseRules", "Give any card the points it counts for whoever takes it: a "
                               "penalty above 0, a bonus below 0. A heart or the queen of spades listed here "
                               "counts these points instead of its usual 1 or 13. Shooting the moon still "
                               "needs every heart and the queen of spades, and still counts 26."))
    hearts_broken_by: HeartsBrokenBy = option(
        HeartsBrokenBy.DISCARD, group=G_PLAY,
        label=QT_TRANSLATE_NOOP("HouseRules", "Hearts are broken by"),
        help=QT_TRANSLATE_NOOP("HouseRules", "Until hearts are broken, nobody may lead a heart unless they hold "
                               "nothing else."),
        labels={HeartsBrokenBy.DISCARD:
                    QT_TRANSLATE_NOOP("HouseRules", "A heart thrown by someone who cannot follow suit"),
                HeartsBrokenBy.ANY_HEART:
                    QT_TRANSLATE_NOOP("HouseRules", "Any heart played, a heart led from a hand of only hearts "
                                      "too")})
    queen_breaks_hearts: bool = option(
        False, group=G_PLAY,
        label=QT_TRANSLATE_NOOP("HouseRules", "The queen of spades breaks hearts"),
        help=QT_TRANSLATE_NOOP("HouseRules", "Once the queen of spades has been played, hearts may be led."))
    first_trick_protection: bool = option(
        True, group=G_PLAY,
        label=QT_TRANSLATE_NOOP("HouseRules", "No points in the first trick"),
        help=QT_TRANSLATE_NOOP("HouseRules", "Hearts and the queen of spades may not be played in the first "
                               "trick unless you hold nothing else."))
    first_trick_forced_discard: FirstTrickForcedDiscard = option(
        FirstTrickForcedDiscard.ANY_PENALTY, group=G_PLAY, applies={"first_trick_protection": True},
        label=QT_TRANSLATE_NOOP("HouseRules", "Holding only points in the first trick"),
        labels={FirstTrickForcedDiscard.ANY_PENALTY:
                    QT_TRANSLATE_NOOP("HouseRules", "Play any card, the queen of spades too"),
                FirstTrickForcedDiscard.HEART_NOT_QUEEN:
                    QT_TRANSLATE_NOOP("HouseRules", "Play a heart, not the queen of spades")})
    unbroken_heart_lead_with_queen: bool = option(
        False, group=G_PLAY,
        label=QT_TRANSLATE_NOOP("HouseRules", "Lead a heart when you hold only hearts and the queen of spades"),
        help=QT_TRANSLATE_NOOP("HouseRules", "Otherwise such a hand must lead the queen of spades while "
                               "hearts are not broken."))
    five_players_remove: FivePlayersRemove = option(
        FivePlayersRemove.TWO_DIAMONDS_TWO_SPADES, group=G_PLAY,
        label=QT_TRANSLATE_NOOP("HouseRules", "Cards taken out with five players"),
        help=QT_TRANSLATE_NOOP("HouseRules", "Five players get ten cards each, so two twos leave the pack. "
                               "With three players only the two of diamonds leaves."),
        labels={FivePlayersRemove.TWO_DIAMONDS_TWO_SPADES:
                    QT_TRANSLATE_NOOP("HouseRules", "Two of diamonds and two of spades: the two of clubs leads"),
                FivePlayersRemove.TWO_DIAMONDS_TWO_CLUBS:
                    QT_TRANSLATE_NOOP("HouseRules", "Two of diamonds and two of clubs: the three of clubs leads")})
    tie_rule: TieRule = option(
        TieRule.SHARED, group=G_END,
        label=QT_TRANSLATE_NOOP("HouseRules", "Tie for the lowest total"),
        labels={TieRule.SHARED: QT_TRANSLATE_NOOP("HouseRules", "They share the win"),
                TieRule.PLAY_ON: QT_TRANSLATE_NOOP("HouseRules", "Play more hands until one is lowest")})
    open_hands: bool = option(
        False, group=G_PLAY,
        label=QT_TRANSLATE_NOOP("HouseRules", "Open hands (practice)"),
        help=QT_TRANSLATE_NOOP("HouseRules", "Everybody's cards are shown face up."))

    def __post_init__(self) -> None:
        super().__post_init__()
        if len(self.card_points) > CARD_POINTS_LIMIT:
            raise InvalidOptionError(
                f"option 'card_points': at most {CARD_POINTS_LIMIT} cards, not {len(self.card_points)}",
                Reason.of("card_points_too_many", limit=CARD_POINTS_LIMIT, count=len(self.card_points)),
                option="card_points")
        if self.ten_of_diamonds and any(entry.card == "10D" for entry in self.card_points):
            raise InvalidOptionError(
                "option 'card_points': the ten of diamonds has its own rule, which is switched on",
                Reason.of("ten_of_diamonds_twice"), option="card_points")

    def check(self, seats: int) -> None:
        if not 3 <= seats <= 5:
            raise InvalidOptionError(f"Hjerterfri is played by 3 to 5 players, not {seats}",
                                     Reason.of("seats_out_of_range", seats=seats, minimum=3, maximum=5),
                                     option="seats")
        if self.pass_cycle_odd is PassCycleOdd.LEFT_RIGHT_LEFT2_RIGHT2_HOLD and seats == 3:
            raise InvalidOptionError(
                "passing two seats away (left2/right2) needs five players, not three",
                Reason.of("pass_cycle_needs_five", seats=seats), option="pass_cycle_odd")
