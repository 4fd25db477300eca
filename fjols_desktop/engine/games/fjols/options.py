"""Fjols house rules: the option table of ``resources/rules/en/fjols.md#house-rules``.

The defaults are "Mormors regler"
(``resources/rules/en/fjols.md#house-rules``). The table size (2-5) is chosen in the new-game dialog and
reaches ``new_deal`` as ``seats``. Every combination of these options can be dealt to 2-5 players (5 x 6 + 1 =
31 <= 36 cards), so ``check`` only guards the table size.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ...errors import InvalidOptionError, Reason
from ...options import QT_TRANSLATE_NOOP, Options, option

G_CARDS = QT_TRANSLATE_NOOP("HouseRules", "Cards")
G_BEATING = QT_TRANSLATE_NOOP("HouseRules", "Beating")
G_PICKUP = QT_TRANSLATE_NOOP("HouseRules", "Picking up")
G_MATCH = QT_TRANSLATE_NOOP("HouseRules", "Match")

MIN_SEATS, MAX_SEATS = 2, 5


class Deck(str, Enum):
    CARDS_36 = "36"
    CARDS_52 = "52"


class PickupMode(str, Enum):
    LAST_CARD = "last_card"
    WHOLE_CHAIN = "whole_chain"


class FollowSuit(str, Enum):
    SUIT_FIRST = "suit_first"
    STRICT_VOID = "strict_void"
    FREE = "free"


class VoluntaryPickup(str, Enum):
    NEVER = "never"
    WHEN_NO_SUIT_BEATER = "when_no_suit_beater"
    ALWAYS = "always"


class NextDealer(str, Enum):
    FJOLS = "fjols"
    ROTATE_LEFT = "rotate_left"


@dataclass(frozen=True)
class FjolsOptions(Options):
    deck: Deck = option(
        Deck.CARDS_36, group=G_CARDS,
        label=QT_TRANSLATE_NOOP("HouseRules", "Cards in play"),
        help=QT_TRANSLATE_NOOP("HouseRules", "36 cards (sixes to aces) is usual; some families play with all "
                               "52, which makes the game longer and trumps rarer."),
        labels={Deck.CARDS_36: QT_TRANSLATE_NOOP("HouseRules", "36 cards (6 to ace)"),
                Deck.CARDS_52: QT_TRANSLATE_NOOP("HouseRules", "52 cards (2 to ace)")})
    hand_size: int = option(
        5, minimum=5, maximum=6, group=G_CARDS,
        label=QT_TRANSLATE_NOOP("HouseRules", "Cards dealt to each player"),
        help=QT_TRANSLATE_NOOP("HouseRules", "Five is usual in Fjols, six in Durak."))
    pickup: PickupMode = option(
        PickupMode.LAST_CARD, group=G_PICKUP,
        label=QT_TRANSLATE_NOOP("HouseRules", "A player who cannot beat takes"),
        labels={PickupMode.LAST_CARD: QT_TRANSLATE_NOOP("HouseRules", "Only the last card played (the rest is "
                                                        "put aside)"),
                PickupMode.WHOLE_CHAIN: QT_TRANSLATE_NOOP("HouseRules", "The whole pile")})
    follow_suit: FollowSuit = option(
        FollowSuit.SUIT_FIRST, group=G_BEATING,
        label=QT_TRANSLATE_NOOP("HouseRules", "Following suit"),
        help=QT_TRANSLATE_NOOP("HouseRules", "How \"follow suit if you can, trump if you are void\" limits "
                               "the card you beat with."),
        labels={FollowSuit.SUIT_FIRST: QT_TRANSLATE_NOOP("HouseRules", "Beat in the suit if you can; "
                                                         "otherwise you may trump"),
                FollowSuit.STRICT_VOID: QT_TRANSLATE_NOOP("HouseRules", "Trump only when you hold no card of "
                                                          "the suit"),
                FollowSuit.FREE: QT_TRANSLATE_NOOP("HouseRules", "Any card that beats")})
    voluntary_pickup: VoluntaryPickup = option(
        VoluntaryPickup.WHEN_NO_SUIT_BEATER, group=G_PICKUP,
        label=QT_TRANSLATE_NOOP("HouseRules", "Picking up although you could beat"),
        labels={VoluntaryPickup.NEVER: QT_TRANSLATE_NOOP("HouseRules", "Never: only when you cannot beat"),
                VoluntaryPickup.WHEN_NO_SUIT_BEATER:
                    QT_TRANSLATE_NOOP("HouseRules", "When you cannot beat in the suit (instead of trumping)"),
                VoluntaryPickup.ALWAYS: QT_TRANSLATE_NOOP("HouseRules", "Always")})
    low_beats_low: bool = option(
        False, group=G_BEATING,
        label=QT_TRANSLATE_NOOP("HouseRules", "A higher low trump beats a low trump"),
        help=QT_TRANSLATE_NOOP("HouseRules", "Otherwise a low trump can only be beaten by a high trump."))
    chain_closes_after_full_round: bool = option(
        False, group=G_BEATING,
        label=QT_TRANSLATE_NOOP("HouseRules", "Put the pile aside after one round"),
        help=QT_TRANSLATE_NOOP("HouseRules", "When every player has beaten once, the cards are put aside and "
                               "the last player to beat leads a new card (as in Skitgubbe)."))
    next_dealer: NextDealer = option(
        NextDealer.FJOLS, group=G_MATCH,
        label=QT_TRANSLATE_NOOP("HouseRules", "Who deals next"),
        labels={NextDealer.FJOLS: QT_TRANSLATE_NOOP("HouseRules", "The fjols"),
                NextDealer.ROTATE_LEFT: QT_TRANSLATE_NOOP("HouseRules", "The player to the dealer's left")})
    tally: bool = option(
        True, group=G_MATCH,
        label=QT_TRANSLATE_NOOP("HouseRules", "Count matchsticks"),
        help=QT_TRANSLATE_NOOP("HouseRules", "The fjols of each deal gets a matchstick; the scoresheet shows "
                               "how often everybody has been the fjols."))
    match_length: int = option(
        0, minimum=0, maximum=99, group=G_MATCH,
        label=QT_TRANSLATE_NOOP("HouseRules", "Deals in a match"),
        help=QT_TRANSLATE_NOOP("HouseRules", "0 means play until you stop."))

    def check(self, seats: int) -> None:
        if not MIN_SEATS <= seats <= MAX_SEATS:
            raise InvalidOptionError(
                f"Fjols is played by {MIN_SEATS} to {MAX_SEATS} players, not {seats}",
                Reason.of("seats_out_of_range", seats=seats, minimum=MIN_SEATS, maximum=MAX_SEATS),
                option="seats")
