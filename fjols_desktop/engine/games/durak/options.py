"""Durak house rules: the option table of ``resources/rules/en/durak.md#house-rules``.

The table size is not a house rule here: it is the number of players, which the
new-game dialog chooses and ``new_deal`` receives as ``seats``; it is not a house rule here, but
``check(seats)`` enforces its per-variant ranges.

Additions of our own and from the seed:

* ``trump_six_exchange`` has a default value ``auto``: "every deal, but not in prostoy", the usual
  default written as one value, so a family can still switch the exchange on for prostoy.
* ``matchsticks_limit`` ends a match when somebody has that many matchsticks, next to
  ``match_length`` (a number of deals). Both 0 means open-ended: the family stops when it likes.
* ``prostoy_attack`` and ``prostoy_first_attacker`` keep the spec's prostoy readings (pairs inside a
  three- or five-card attack; the dealer's left neighbour starts) as house rules. The defaults are the
  family's own rules as the rules text (``resources/rules/en/durak.md``) gives them: an attack of any
  one, three or five cards, and the lowest trump starts the first deal in every variant.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ...errors import InvalidOptionError, Reason
from ...options import QT_TRANSLATE_NOOP, Options, kept_hash, option, without_kept_hash

G_GAME = QT_TRANSLATE_NOOP("HouseRules", "Game")
G_ATTACK = QT_TRANSLATE_NOOP("HouseRules", "Attack")
G_DEFENCE = QT_TRANSLATE_NOOP("HouseRules", "Defence")
G_START = QT_TRANSLATE_NOOP("HouseRules", "Start of the deal")
G_MATCH = QT_TRANSLATE_NOOP("HouseRules", "Match")


class Variant(str, Enum):
    PODKIDNOY = "podkidnoy"
    PEREVODNOY = "perevodnoy"
    PROSTOY = "prostoy"
    SEVERNYI = "severnyi"


class DeckSize(str, Enum):
    CARDS_24 = "24"
    CARDS_36 = "36"
    CARDS_52 = "52"


class Teams(str, Enum):
    NONE = "none"
    TWO_V_TWO = "2v2"
    THREE_V_THREE = "3v3"


class ThrowInBy(str, Enum):
    AUTO = "auto"
    ALL = "all"
    NEIGHBOURS = "neighbours"
    MAIN_ONLY = "main_only"


class ThrowInTiming(str, Enum):
    AFTER_ALL_BEATEN = "after_all_beaten"
    ANYTIME = "anytime"


class FirstBoutCap(str, Enum):
    OFF = "off"
    FIRST_BOUT = "first_bout"
    UNTIL_FIRST_DISCARD = "until_first_discard"


class TrumpSixExchange(str, Enum):
    AUTO = "auto"
    EVERY_DEAL = "every_deal"
    BEFORE_FIRST_LEAD = "before_first_lead"
    FIRST_DEAL_ONLY = "first_deal_only"
    OFF = "off"


class FirstAttackerLater(str, Enum):
    LEFT_OF_DEALER = "left_of_dealer"
    ATTACK_THE_FOOL = "attack_the_fool"
    LOWEST_TRUMP = "lowest_trump"


class NoTrumpInHands(str, Enum):
    LEFT_OF_DEALER = "left_of_dealer"
    REDEAL = "redeal"


class LowBeatsAce(str, Enum):
    OFF = "off"
    TRUMP_ONLY = "trump_only"
    ALL_SUITS = "all_suits"


class TransferMaxCards(str, Enum):
    ANY = "any"
    ONE = "one"


class SevernyiMode(str, Enum):
    RANKED = "ranked"
    REPLACE = "replace"


class ProstoyAttack(str, Enum):
    ANY = "any"
    PAIRS = "pairs"


class ProstoyFirstAttacker(str, Enum):
    LOWEST_TRUMP = "lowest_trump"
    LEFT_OF_DEALER = "left_of_dealer"


# Seats each variant can be dealt to, per pack (``resources/rules/en/durak.md#the-game``,
# ``resources/rules/en/durak.md#the-deal-and-the-trump``).
SEATS = {
    Variant.PODKIDNOY: {DeckSize.CARDS_24: (2, 2), DeckSize.CARDS_36: (2, 6), DeckSize.CARDS_52: (2, 6)},
    Variant.PEREVODNOY: {DeckSize.CARDS_24: (2, 2), DeckSize.CARDS_36: (2, 6), DeckSize.CARDS_52: (2, 6)},
    Variant.PROSTOY: {DeckSize.CARDS_24: (2, 2), DeckSize.CARDS_36: (2, 4), DeckSize.CARDS_52: (2, 4)},
    Variant.SEVERNYI: {DeckSize.CARDS_24: (2, 2), DeckSize.CARDS_36: (2, 5), DeckSize.CARDS_52: (2, 6)},
}
TEAM_SEATS = {Teams.TWO_V_TWO: 4, Teams.THREE_V_THREE: 6}


@dataclass(frozen=True)
class DurakOptions(Options):
    variant: Variant = option(
        Variant.PODKIDNOY, group=G_GAME,
        label=QT_TRANSLATE_NOOP("HouseRules", "Variant"),
        help=QT_TRANSLATE_NOOP("HouseRules", "Podkidnoy is the usual game. Perevodnoy lets the defender pass "
                               "the attack on; prostoy is played with five cards and no throw-ins; severnyi "
                               "has a second trump suit late in the deal."),
        labels={Variant.PODKIDNOY: QT_TRANSLATE_NOOP("HouseRules", "Podkidnoy (throw-in)"),
                Variant.PEREVODNOY: QT_TRANSLATE_NOOP("HouseRules", "Perevodnoy (transfer)"),
                Variant.PROSTOY: QT_TRANSLATE_NOOP("HouseRules", "Prostoy (five cards)"),
                Variant.SEVERNYI: QT_TRANSLATE_NOOP("HouseRules", "Severnyi (two trump suits)")})
    deck: DeckSize = option(
        DeckSize.CARDS_36, group=G_GAME,
        label=QT_TRANSLATE_NOOP("HouseRules", "Cards in the pack"),
        help=QT_TRANSLATE_NOOP("HouseRules", "24 cards (nine to ace) is for two players only."),
        labels={DeckSize.CARDS_24: QT_TRANSLATE_NOOP("HouseRules", "24 cards (9 to ace)"),
                DeckSize.CARDS_36: QT_TRANSLATE_NOOP("HouseRules", "36 cards (6 to ace)"),
                DeckSize.CARDS_52: QT_TRANSLATE_NOOP("HouseRules", "52 cards (2 to ace)")})
    teams: Teams = option(
        Teams.NONE, group=G_GAME,
        label=QT_TRANSLATE_NOOP("HouseRules", "Teams"),
        help=QT_TRANSLATE_NOOP("HouseRules", "Partners sit opposite (four players) or every other seat (six "
                               "players). The team left with cards loses."),
        labels={Teams.NONE: QT_TRANSLATE_NOOP("HouseRules", "Everyone for themselves"),
                Teams.TWO_V_TWO: QT_TRANSLATE_NOOP("HouseRules", "Two against two"),
                Teams.THREE_V_THREE: QT_TRANSLATE_NOOP("HouseRules", "Three against three")})
    throw_in_by: ThrowInBy = option(
        ThrowInBy.AUTO, group=G_ATTACK,
        label=QT_TRANSLATE_NOOP("HouseRules", "Who may throw in"),
        labels={ThrowInBy.AUTO:
                    QT_TRANSLATE_NOOP("HouseRules", "Everybody up to four players, else neighbours"),
                ThrowInBy.ALL: QT_TRANSLATE_NOOP("HouseRules", "Every attacker"),
                ThrowInBy.NEIGHBOURS: QT_TRANSLATE_NOOP("HouseRules", "The defender's two neighbours"),
                ThrowInBy.MAIN_ONLY: QT_TRANSLATE_NOOP("HouseRules", "Only the main attacker")})
    throw_in_timing: ThrowInTiming = option(
        ThrowInTiming.AFTER_ALL_BEATEN, group=G_ATTACK,
        label=QT_TRANSLATE_NOOP("HouseRules", "When attackers may throw in"),
        labels={ThrowInTiming.AFTER_ALL_BEATEN:
                    QT_TRANSLATE_NOOP("HouseRules", "When every card on the table is beaten"),
                ThrowInTiming.ANYTIME:
                    QT_TRANSLATE_NOOP("HouseRules", "After every card the defender beats")})
    throw_in_on_take: bool = option(
        True, group=G_ATTACK,
        label=QT_TRANSLATE_NOOP("HouseRules", "Attackers may add cards when the defender takes"))
    first_bout_cap: FirstBoutCap = option(
        FirstBoutCap.OFF, group=G_ATTACK,
        label=QT_TRANSLATE_NOOP("HouseRules", "At most five attack cards early in the deal"),
        labels={FirstBoutCap.OFF: QT_TRANSLATE_NOOP("HouseRules", "No: six in every bout"),
                FirstBoutCap.FIRST_BOUT: QT_TRANSLATE_NOOP("HouseRules", "In the first bout"),
                FirstBoutCap.UNTIL_FIRST_DISCARD:
                    QT_TRANSLATE_NOOP("HouseRules", "Until the first bout has been beaten")})
    trump_six_exchange: TrumpSixExchange = option(
        TrumpSixExchange.AUTO, group=G_START,
        label=QT_TRANSLATE_NOOP("HouseRules", "Swap the lowest trump for the turned-up trump"),
        help=QT_TRANSLATE_NOOP("HouseRules", "Only the player who was dealt the lowest trump may swap it, "
                               "before a bout and while the turned-up card is still under the talon."),
        labels={TrumpSixExchange.AUTO: QT_TRANSLATE_NOOP("HouseRules", "Every deal (not in prostoy)"),
                TrumpSixExchange.EVERY_DEAL: QT_TRANSLATE_NOOP("HouseRules", "Every deal"),
                TrumpSixExchange.BEFORE_FIRST_LEAD:
                    QT_TRANSLATE_NOOP("HouseRules", "Only before the first attack"),
                TrumpSixExchange.FIRST_DEAL_ONLY: QT_TRANSLATE_NOOP("HouseRules", "Only in the first deal"),
                TrumpSixExchange.OFF: QT_TRANSLATE_NOOP("HouseRules", "Never")})
    first_attacker_later: FirstAttackerLater = option(
        FirstAttackerLater.LEFT_OF_DEALER, group=G_START,
        label=QT_TRANSLATE_NOOP("HouseRules", "Who attacks first after the first deal"),
        labels={FirstAttackerLater.LEFT_OF_DEALER:
                    QT_TRANSLATE_NOOP("HouseRules", "The dealer's left neighbour"),
                FirstAttackerLater.ATTACK_THE_FOOL:
                    QT_TRANSLATE_NOOP("HouseRules", "The dealer's right neighbour attacks the fool"),
                FirstAttackerLater.LOWEST_TRUMP: QT_TRANSLATE_NOOP("HouseRules", "The lowest trump")})
    prostoy_first_attacker: ProstoyFirstAttacker = option(
        ProstoyFirstAttacker.LOWEST_TRUMP, group=G_START, applies={"variant": Variant.PROSTOY},
        label=QT_TRANSLATE_NOOP("HouseRules", "Prostoy: who attacks first in the first deal"),
        help=QT_TRANSLATE_NOOP("HouseRules", "Our rules let the lowest trump start the first deal in every "
                               "variant; some prostoy rules start with the dealer's left neighbour."),
        labels={ProstoyFirstAttacker.LOWEST_TRUMP:
                    QT_TRANSLATE_NOOP("HouseRules", "The lowest trump, as in the other variants"),
                ProstoyFirstAttacker.LEFT_OF_DEALER: QT_TRANSLATE_NOOP("HouseRules", "The dealer's left neighbour")})
    no_trump_in_hands: NoTrumpInHands = option(
        NoTrumpInHands.LEFT_OF_DEALER, group=G_START,
        label=QT_TRANSLATE_NOOP("HouseRules", "Nobody holds a trump"),
        labels={NoTrumpInHands.LEFT_OF_DEALER:
                    QT_TRANSLATE_NOOP("HouseRules", "The dealer's left neighbour attacks"),
                NoTrumpInHands.REDEAL: QT_TRANSLATE_NOOP("HouseRules", "Deal again")})
    low_beats_ace: LowBeatsAce = option(
        LowBeatsAce.OFF, group=G_DEFENCE,
        label=QT_TRANSLATE_NOOP("HouseRules", "The lowest card beats the ace of its suit"),
        labels={LowBeatsAce.OFF: QT_TRANSLATE_NOOP("HouseRules", "No"),
                LowBeatsAce.TRUMP_ONLY: QT_TRANSLATE_NOOP("HouseRules", "Only in trumps"),
                LowBeatsAce.ALL_SUITS: QT_TRANSLATE_NOOP("HouseRules", "In every suit")})
    transfer_max_cards: TransferMaxCards = option(
        TransferMaxCards.ANY, group=G_DEFENCE, applies={"variant": Variant.PEREVODNOY},
        label=QT_TRANSLATE_NOOP("HouseRules", "Perevodnoy: cards added when passing the attack on"),
        labels={TransferMaxCards.ANY: QT_TRANSLATE_NOOP("HouseRules", "Any number"),
                TransferMaxCards.ONE: QT_TRANSLATE_NOOP("HouseRules", "One")})
    transfer_by_showing_trump: bool = option(
        False, group=G_DEFENCE, applies={"variant": Variant.PEREVODNOY},
        label=QT_TRANSLATE_NOOP("HouseRules", "Perevodnoy: pass the attack on by showing the trump of its rank"))
    severnyi_mode: SevernyiMode = option(
        SevernyiMode.RANKED, group=G_DEFENCE, applies={"variant": Variant.SEVERNYI},
        label=QT_TRANSLATE_NOOP("HouseRules", "Severnyi: the second trump suit"),
        labels={SevernyiMode.RANKED: QT_TRANSLATE_NOOP("HouseRules", "Ranks above the first"),
                SevernyiMode.REPLACE: QT_TRANSLATE_NOOP("HouseRules", "Replaces the first")})
    prostoy_cap_to_defender_hand: bool = option(
        False, group=G_ATTACK, applies={"variant": Variant.PROSTOY},
        label=QT_TRANSLATE_NOOP("HouseRules", "Prostoy: no more attack cards than the defender holds"))
    prostoy_attack: ProstoyAttack = option(
        ProstoyAttack.ANY, group=G_ATTACK, applies={"variant": Variant.PROSTOY},
        label=QT_TRANSLATE_NOOP("HouseRules", "Prostoy: the cards of an attack"),
        help=QT_TRANSLATE_NOOP("HouseRules", "Our rules say only that an attack is one, three or five cards. The "
                               "pairs come from the Russian rules as pagat.com describes them: a pair and any "
                               "third card, or two pairs and any fifth card."),
        labels={ProstoyAttack.ANY: QT_TRANSLATE_NOOP("HouseRules", "Any one, three or five cards"),
                ProstoyAttack.PAIRS:
                    QT_TRANSLATE_NOOP("HouseRules", "One card, a pair and one more, or two pairs and one more")})
    announce_slips: bool = option(
        True, group=G_MATCH,
        label=QT_TRANSLATE_NOOP("HouseRules", "Announce \"durak with epaulettes\""),
        help=QT_TRANSLATE_NOOP("HouseRules", "When the last card played against the durak was a six."))
    tally: bool = option(
        True, group=G_MATCH,
        label=QT_TRANSLATE_NOOP("HouseRules", "A matchstick for every lost deal"))
    match_length: int = option(
        0, minimum=0, maximum=99, group=G_MATCH,
        label=QT_TRANSLATE_NOOP("HouseRules", "Deals in a match"),
        help=QT_TRANSLATE_NOOP("HouseRules", "0 means the match goes on until you stop."))
    matchsticks_limit: int = option(
        0, minimum=0, maximum=99, group=G_MATCH, applies={"tally": True},
        label=QT_TRANSLATE_NOOP("HouseRules", "The match ends when somebody has this many matchsticks"),
        help=QT_TRANSLATE_NOOP("HouseRules", "0 means no limit."))

    # every new deal looks its table facts up by the options (``state.table_facts``)
    __hash__ = kept_hash
    __getstate__ = without_kept_hash

    @property
    def exchange(self) -> TrumpSixExchange:
        """The exchange rule in force, with ``auto`` resolved for the variant."""
        if self.trump_six_exchange is TrumpSixExchange.AUTO:
            return TrumpSixExchange.OFF if self.variant is Variant.PROSTOY else TrumpSixExchange.EVERY_DEAL
        return self.trump_six_exchange

    def check(self, seats: int) -> None:
        low, high = SEATS[self.variant][self.deck]
        if not 2 <= seats <= 6:
            raise InvalidOptionError(f"Durak is played by 2 to 6 players, not {seats}",
                                     Reason.of("seats_out_of_range", seats=seats, minimum=2, maximum=6),
                                     option="seats")
        if not low <= seats <= high:
            raise InvalidOptionError(
                f"{self.variant.value} with {self.deck.value} cards is for {low} to {high} players, "
                f"not {seats}",
                Reason.of("variant_seats", variant=self.variant.value, deck=self.deck.value, seats=seats,
                          minimum=low, maximum=high), option="variant")
        if self.teams is not Teams.NONE:
            if self.variant is Variant.PROSTOY:
                raise InvalidOptionError("prostoy is played without teams",
                                         Reason.of("prostoy_no_teams"), option="teams")
            if seats != TEAM_SEATS[self.teams]:
                raise InvalidOptionError(
                    f"teams {self.teams.value} need {TEAM_SEATS[self.teams]} players, not {seats}",
                    Reason.of("teams_seats", teams=self.teams.value, seats=seats,
                              needed=TEAM_SEATS[self.teams]), option="teams")
