"""Davoserjas house rules: the option table of ``resources/rules/en/davoserjas.md#house-rules``
plus the round list as data (issue 6).

Two layers, one truth at a time:

* The **flat options** (``round_order``, ``extra_rounds``, ``points_per_trick`` ...,
  ``last_trick_mode``, ``kabale_pass_penalty`` ...) describe the standard game. While
  ``custom_rounds`` is off they *build* the round list (``rounds.standard_rounds``): every flat option
  keeps its meaning and the default options play exactly the standard six rounds.
* With ``custom_rounds`` on, the round list is ``rounds``: a tuple of ``Round`` values, each a named
  rule saying what it penalises and how much. Families add, remove, reorder and reprice rounds there
  (black cards, diamonds, "all rules at once", the kabale by finishing place ...). The flat point
  options are then ignored; ``rounds.custom_from_standard`` turns the standard list into a custom one
  to start editing from. The default ``rounds`` is the standard six rounds, so switching the flag alone
  changes nothing.

How the cards play (the reduced deck, ace low, the kabale's sevens and ace, the early stop, the tie
rule) is global in both layers: a round says only what it penalises.

A ``Round`` and a ``CardPenalty`` are ``Options`` themselves, so a round editor can be generated from
their labelled fields just like the main dialog; they validate on construction and name the round
in their errors.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from typing import Any

from ...cards import CARDS, RANK_TEXT, SUIT_MASKS, Suit, rank_mask
from ...errors import InvalidOptionError, Reason
from ...options import QT_TRANSLATE_NOOP, Options, kept_hash, option, without_kept_hash

G_ROUNDS = QT_TRANSLATE_NOOP("HouseRules", "Rounds")
G_POINTS = QT_TRANSLATE_NOOP("HouseRules", "Points")
G_KABALE = QT_TRANSLATE_NOOP("HouseRules", "Kabale")
G_PLAY = QT_TRANSLATE_NOOP("HouseRules", "Play")
G_END = QT_TRANSLATE_NOOP("HouseRules", "End of the game")
G_OWN = QT_TRANSLATE_NOOP("HouseRules", "Your own round list")

MIN_SEATS, MAX_SEATS = 3, 7
MAX_ROUNDS = 30


class RoundId(str, Enum):
    """The standard rounds of ``resources/rules/en/davoserjas.md#the-five-trick-rounds`` and the two extra
    rounds of ``resources/rules/en/davoserjas.md#house-rules``."""

    TRICKS = "tricks"
    CLUBS = "clubs"
    QUEENS = "queens"
    KING_OF_CLUBS = "king_of_clubs"
    LAST_TRICK = "last_trick"
    KABALE = "kabale"
    FIRST_TRICK = "first_trick"
    HEARTS = "hearts"


class ExtraRound(str, Enum):
    FIRST_TRICK = "first_trick"
    HEARTS = "hearts"


class LastTrickMode(str, Enum):
    LAST = "last"
    FIRST_AND_LAST = "first_and_last"


class KabaleAce(str, Enum):
    LOW = "low"
    HIGH = "high"


class KabaleSevens(str, Enum):
    SETUP = "setup"
    FORCED_ON_TURN = "forced_on_turn"
    FREE_ON_TURN = "free_on_turn"


class KabaleDeck(str, Enum):
    SAME_AS_TRICKS = "same_as_tricks"
    FULL_52 = "full_52"


class Two(str, Enum):
    DIAMONDS = "2D"
    HEARTS = "2H"
    SPADES = "2S"
    CLUBS = "2C"


class TieRule(str, Enum):
    SHARED = "shared"
    FEWEST_KABALE_POINTS = "fewest_kabale_points"


class RoundKind(str, Enum):
    TRICKS = "tricks"
    KABALE = "kabale"


class KabaleScoring(str, Enum):
    CARDS_LEFT = "cards_left"   # the round ends when the first player is out; the others pay per card
    PLACES = "places"           # play on until one player is left; points by finishing place


# --- card patterns ---------------------------------------------------------------------------------

_SUIT_TOKENS = {s.letter: SUIT_MASKS[s] for s in Suit}
_RANK_TOKENS = {text: rank_mask((rank,)) for rank, text in RANK_TEXT.items()} | {"T": rank_mask((10,))}
_CARD_TOKENS = {str(card): card.bit for card in CARDS}


def _canonical_token(token: str) -> str:
    t = token.upper()
    if t == "T":
        return "10"
    if len(t) >= 2 and t[0] == "T" and t[1:] in _SUIT_TOKENS:
        return "10" + t[1:]
    return t


def pattern_mask(pattern: str) -> int:
    """The cards a pattern names: ``"C"`` every club, ``"Q"`` every queen, ``"KC"`` the king of clubs;
    several tokens separated by blanks add up (``"C S"`` = the black cards)."""
    mask = 0
    for token in pattern.split():
        t = _canonical_token(token)
        bits = _SUIT_TOKENS.get(t) or _RANK_TOKENS.get(t) or _CARD_TOKENS.get(t)
        if bits is None:
            raise ValueError(f"{token!r} is neither a suit (C D H S), a rank (2-10 J Q K A) nor a card (KC)")
        mask |= bits
    return mask


def _round_error(round_id: str, message: str, key: str, **args: Any) -> InvalidOptionError:
    return InvalidOptionError(f"round {round_id!r}: {message}", Reason.of(key, round=round_id, **args),
                              option="rounds")


@dataclass(frozen=True)
class CardPenalty(Options):
    """Points for every card of a pattern in a player's tricks."""

    cards: str = option(
        "C", label=QT_TRANSLATE_NOOP("HouseRules", "Cards"),
        help=QT_TRANSLATE_NOOP("HouseRules", "A suit letter (C, D, H, S) for every card of that suit, a rank "
                               "(2-10, J, Q, K, A) for all four of that rank, or one card such as KC. "
                               "Several, separated by blanks, count together: C S are the black cards."))
    points: int = option(1, minimum=0, maximum=200, label=QT_TRANSLATE_NOOP("HouseRules", "Points per card"))

    def __post_init__(self) -> None:
        super().__post_init__()
        tokens = [_canonical_token(t) for t in self.cards.split()]
        try:
            mask = pattern_mask(self.cards)
        except ValueError as exc:
            raise InvalidOptionError(f"option 'cards': {exc}",
                                     Reason.of("bad_card_pattern", cards=self.cards), option="cards") from None
        if not mask or len(set(tokens)) != len(tokens):
            raise InvalidOptionError(f"option 'cards': {self.cards!r} must name cards, each once",
                                     Reason.of("bad_card_pattern", cards=self.cards), option="cards")
        object.__setattr__(self, "cards", " ".join(tokens))  # canonical text: "kc" -> "KC", "T" -> "10"

    @property
    def mask(self) -> int:
        return pattern_mask(self.cards)


_ID = re.compile(r"[a-z0-9_]{1,40}\Z")
_TRICKS = {"kind": RoundKind.TRICKS}
_KABALE = {"kind": RoundKind.KABALE}


@dataclass(frozen=True)
class Round(Options):
    """One round of the match: a named rule saying what it penalises and how much.

    A tricks round adds up ``per_trick`` for every trick taken, the ``cards`` penalties for the cards
    in a player's tricks, and ``first_trick``/``last_trick`` for the winners of those tricks ("all
    rules at once" is a round that sets them all). A kabale round charges ``per_pass`` per pass and,
    by ``kabale_scoring``, either ``per_card_left`` for every card left when the first player is out,
    or ``place_points`` per finishing place behind the winner; the first out subtracts
    ``first_out_bonus``. Fields of the other kind are ignored (``applies``: the dialog greys them out).

    ``id`` is the round's key: the standard rounds' keys (``tricks``, ``clubs`` ...) give them their
    standard name in every language; the dialog makes a family round's key from its name and never
    shows it (``advanced``). ``played`` off keeps a round in the list without playing it (a family
    round put aside for the evening).
    """

    id: str = option("round", label=QT_TRANSLATE_NOOP("HouseRules", "Key"), advanced=True)
    name: str = option("", label=QT_TRANSLATE_NOOP("HouseRules", "Name"),
                       help=QT_TRANSLATE_NOOP("HouseRules", "Your name for the round; empty shows the "
                                              "standard name."))
    played: bool = option(True, label=QT_TRANSLATE_NOOP("HouseRules", "Played"), advanced=True)
    kind: RoundKind = option(
        RoundKind.TRICKS, label=QT_TRANSLATE_NOOP("HouseRules", "Kind of round"),
        labels={RoundKind.TRICKS: QT_TRANSLATE_NOOP("HouseRules", "Tricks: avoid something"),
                RoundKind.KABALE: QT_TRANSLATE_NOOP("HouseRules", "Kabale: get rid of your cards")})
    per_trick: int = option(0, minimum=0, maximum=100, applies=_TRICKS,
                            label=QT_TRANSLATE_NOOP("HouseRules", "Points per trick taken"))
    first_trick: int = option(0, minimum=0, maximum=200, applies=_TRICKS,
                              label=QT_TRANSLATE_NOOP("HouseRules", "Points for taking the first trick"))
    last_trick: int = option(0, minimum=0, maximum=200, applies=_TRICKS,
                             label=QT_TRANSLATE_NOOP("HouseRules", "Points for taking the last trick"))
    cards: tuple[CardPenalty, ...] = option((), applies=_TRICKS,
                                            label=QT_TRANSLATE_NOOP("HouseRules", "Cards that cost points"))
    per_pass: int = option(0, minimum=0, maximum=50, applies=_KABALE,
                           label=QT_TRANSLATE_NOOP("HouseRules", "Points per pass"))
    kabale_scoring: KabaleScoring = option(
        KabaleScoring.CARDS_LEFT, applies=_KABALE, label=QT_TRANSLATE_NOOP("HouseRules", "Kabale scored by"),
        labels={KabaleScoring.CARDS_LEFT: QT_TRANSLATE_NOOP("HouseRules", "Cards left when the first is out"),
                KabaleScoring.PLACES: QT_TRANSLATE_NOOP("HouseRules", "Finishing place")})
    per_card_left: int = option(0, minimum=0, maximum=50, applies={**_KABALE, "kabale_scoring": KabaleScoring.CARDS_LEFT},
                                label=QT_TRANSLATE_NOOP("HouseRules", "Points per card left"))
    place_points: tuple[int, ...] = option(
        (50, 40, 30, 30, 30), applies={**_KABALE, "kabale_scoring": KabaleScoring.PLACES},
        label=QT_TRANSLATE_NOOP("HouseRules", "Points per place behind the winner"),
        help=QT_TRANSLATE_NOOP("HouseRules", "One value each for 3, 4, 5, 6 and 7 players: the second out "
                               "gets it once, the third twice, and so on."))
    first_out_bonus: int = option(0, minimum=0, maximum=100, applies=_KABALE,
                                  label=QT_TRANSLATE_NOOP("HouseRules", "Bonus for the first out"))

    def __post_init__(self) -> None:
        try:
            super().__post_init__()
        except InvalidOptionError as exc:  # name the round, so a long list shows where the bad value is
            raise _round_error(self.id if isinstance(self.id, str) else "?", str(exc), "invalid_round_option",
                               option=exc.option or "") from None
        if not _ID.match(self.id):
            raise _round_error(self.id, "the key must be 1-40 lower-case letters, digits or _", "bad_round_key")
        if len(self.name) > 60:
            raise _round_error(self.id, "the name is longer than 60 characters", "round_name_too_long")
        if len(self.place_points) != MAX_SEATS - MIN_SEATS + 1 or not all(0 <= p <= 200 for p in self.place_points):
            raise _round_error(self.id, "place_points needs five values (3-7 players), each 0 to 200",
                               "bad_place_points")
        patterns = [penalty.cards for penalty in self.cards]
        if len(set(patterns)) != len(patterns):
            raise _round_error(self.id, "the same cards are penalised twice", "duplicate_card_penalty")


def _fail(option_name: str, message: str, key: str, **args: Any) -> InvalidOptionError:
    return InvalidOptionError(f"option {option_name!r}: {message}", Reason.of(key, option=option_name, **args),
                              option=option_name)


def _standard_six() -> tuple[Round, ...]:
    """The standard rounds as data (the default of ``rounds``); must equal what the default flat
    options build (a test checks it)."""
    return (Round("tricks", per_trick=1), Round("clubs", cards=(CardPenalty("C", 1),)),
            Round("queens", cards=(CardPenalty("Q", 5),)), Round("king_of_clubs", cards=(CardPenalty("KC", 15),)),
            Round("last_trick", last_trick=10),
            Round("kabale", kind=RoundKind.KABALE, per_pass=1, per_card_left=1))


@dataclass(frozen=True)
class DavoserjasOptions(Options):
    round_order: tuple[RoundId, ...] = option(
        (RoundId.TRICKS, RoundId.CLUBS, RoundId.QUEENS, RoundId.KING_OF_CLUBS, RoundId.LAST_TRICK, RoundId.KABALE),
        group=G_ROUNDS, label=QT_TRANSLATE_NOOP("HouseRules", "Rounds in the order played"),
        help=QT_TRANSLATE_NOOP("HouseRules", "Leave a round out to skip it; some families play the kabale first."),
        labels={RoundId.TRICKS: QT_TRANSLATE_NOOP("HouseRules", "Avoid tricks"),
                RoundId.CLUBS: QT_TRANSLATE_NOOP("HouseRules", "Avoid clubs"),
                RoundId.QUEENS: QT_TRANSLATE_NOOP("HouseRules", "Avoid queens"),
                RoundId.KING_OF_CLUBS: QT_TRANSLATE_NOOP("HouseRules", "Avoid the king of clubs"),
                RoundId.LAST_TRICK: QT_TRANSLATE_NOOP("HouseRules", "Avoid the last trick"),
                RoundId.KABALE: QT_TRANSLATE_NOOP("HouseRules", "The kabale"),
                RoundId.FIRST_TRICK: QT_TRANSLATE_NOOP("HouseRules", "Avoid the first trick"),
                RoundId.HEARTS: QT_TRANSLATE_NOOP("HouseRules", "Avoid hearts")})
    extra_rounds: tuple[ExtraRound, ...] = option(
        (), group=G_ROUNDS, label=QT_TRANSLATE_NOOP("HouseRules", "Extra rounds"),
        help=QT_TRANSLATE_NOOP("HouseRules", "Played just before the kabale, unless the order above places them."),
        labels={ExtraRound.FIRST_TRICK: QT_TRANSLATE_NOOP("HouseRules", "Avoid the first trick"),
                ExtraRound.HEARTS: QT_TRANSLATE_NOOP("HouseRules", "Avoid hearts")})
    points_per_trick: int = option(1, minimum=0, maximum=100, group=G_POINTS,
                                   label=QT_TRANSLATE_NOOP("HouseRules", "Avoid tricks: points per trick"))
    points_per_club: int = option(1, minimum=0, maximum=100, group=G_POINTS,
                                  label=QT_TRANSLATE_NOOP("HouseRules", "Avoid clubs: points per club"))
    points_per_queen: int = option(5, minimum=0, maximum=100, group=G_POINTS,
                                   label=QT_TRANSLATE_NOOP("HouseRules", "Avoid queens: points per queen"))
    points_king_of_clubs: int = option(
        15, minimum=0, maximum=200, group=G_POINTS,
        label=QT_TRANSLATE_NOOP("HouseRules", "Avoid the king of clubs: points for it"))
    points_last_trick: int = option(
        10, minimum=0, maximum=200, group=G_POINTS,
        label=QT_TRANSLATE_NOOP("HouseRules", "Avoid the last trick: points for it"))
    last_trick_mode: LastTrickMode = option(
        LastTrickMode.LAST, group=G_POINTS,
        label=QT_TRANSLATE_NOOP("HouseRules", "The last-trick round also penalises"),
        labels={LastTrickMode.LAST: QT_TRANSLATE_NOOP("HouseRules", "Nothing else"),
                LastTrickMode.FIRST_AND_LAST: QT_TRANSLATE_NOOP("HouseRules", "The first trick, at the same points")})
    points_first_trick: int = option(
        10, minimum=0, maximum=200, group=G_POINTS,
        label=QT_TRANSLATE_NOOP("HouseRules", "Avoid the first trick: points for it"))
    points_per_heart: int = option(1, minimum=0, maximum=100, group=G_POINTS,
                                   label=QT_TRANSLATE_NOOP("HouseRules", "Avoid hearts: points per heart"))
    kabale_pass_penalty: int = option(1, minimum=0, maximum=20, group=G_KABALE,
                                      label=QT_TRANSLATE_NOOP("HouseRules", "Kabale: points per pass"))
    kabale_card_penalty: int = option(
        1, minimum=0, maximum=20, group=G_KABALE,
        label=QT_TRANSLATE_NOOP("HouseRules", "Kabale: points per card left when someone is out"))
    kabale_first_out_bonus: int = option(
        0, minimum=0, maximum=50, group=G_KABALE,
        label=QT_TRANSLATE_NOOP("HouseRules", "Kabale: bonus for the first out"),
        help=QT_TRANSLATE_NOOP("HouseRules", "Subtracted from the first player out (Swedish Jazz uses 10)."))
    kabale_ace: KabaleAce = option(
        KabaleAce.LOW, group=G_KABALE, label=QT_TRANSLATE_NOOP("HouseRules", "Kabale: the ace is"),
        labels={KabaleAce.LOW: QT_TRANSLATE_NOOP("HouseRules", "Low, below the two"),
                KabaleAce.HIGH: QT_TRANSLATE_NOOP("HouseRules", "High, above the king")})
    kabale_sevens: KabaleSevens = option(
        KabaleSevens.SETUP, group=G_KABALE, label=QT_TRANSLATE_NOOP("HouseRules", "Kabale: the sevens"),
        labels={KabaleSevens.SETUP: QT_TRANSLATE_NOOP("HouseRules", "All laid out before the first turn"),
                KabaleSevens.FORCED_ON_TURN: QT_TRANSLATE_NOOP("HouseRules", "Played in turn; a seven must be played first"),
                KabaleSevens.FREE_ON_TURN: QT_TRANSLATE_NOOP("HouseRules", "Played in turn like any other card")})
    kabale_deck: KabaleDeck = option(
        KabaleDeck.SAME_AS_TRICKS, group=G_KABALE, label=QT_TRANSLATE_NOOP("HouseRules", "Kabale: cards"),
        labels={KabaleDeck.SAME_AS_TRICKS: QT_TRANSLATE_NOOP("HouseRules", "The same cards as the trick rounds"),
                KabaleDeck.FULL_52: QT_TRANSLATE_NOOP("HouseRules", "All 52; hands may differ by one card")})
    ace_low_all_rounds: bool = option(
        False, group=G_PLAY, label=QT_TRANSLATE_NOOP("HouseRules", "The ace is low in the trick rounds too"))
    removed_twos_order: tuple[Two, ...] = option(
        (Two.DIAMONDS, Two.HEARTS, Two.SPADES, Two.CLUBS), group=G_PLAY,
        label=QT_TRANSLATE_NOOP("HouseRules", "Which twos leave the deck first"),
        help=QT_TRANSLATE_NOOP("HouseRules", "Three players remove one two, five remove two, seven three and six "
                               "all four, so that everybody gets the same number of cards."),
        labels={Two.DIAMONDS: QT_TRANSLATE_NOOP("HouseRules", "Two of diamonds"),
                Two.HEARTS: QT_TRANSLATE_NOOP("HouseRules", "Two of hearts"),
                Two.SPADES: QT_TRANSLATE_NOOP("HouseRules", "Two of spades"),
                Two.CLUBS: QT_TRANSLATE_NOOP("HouseRules", "Two of clubs")})
    stop_when_decided: bool = option(
        True, group=G_PLAY, label=QT_TRANSLATE_NOOP("HouseRules", "End a round once all its penalties are taken"),
        help=QT_TRANSLATE_NOOP("HouseRules", "Saves time; it cannot change a score. Rounds that penalise every "
                               "trick or the last trick are always played to the end."))
    tie_rule: TieRule = option(
        TieRule.SHARED, group=G_END, label=QT_TRANSLATE_NOOP("HouseRules", "Tie for the lowest total"),
        labels={TieRule.SHARED: QT_TRANSLATE_NOOP("HouseRules", "They share the win"),
                TieRule.FEWEST_KABALE_POINTS:
                    QT_TRANSLATE_NOOP("HouseRules", "Fewest points in the kabale wins, else they share")})
    custom_rounds: bool = option(
        False, group=G_OWN, label=QT_TRANSLATE_NOOP("HouseRules", "Play your own round list"),
        help=QT_TRANSLATE_NOOP("HouseRules", "Play the rounds below instead of the standard rounds; the points "
                               "above are then not used."))
    rounds: tuple[Round, ...] = option(_standard_six(), group=G_OWN,
                                       label=QT_TRANSLATE_NOOP("HouseRules", "Your rounds in the order played"))

    def __post_init__(self) -> None:
        super().__post_init__()
        if not self.round_order:
            raise _fail("round_order", "at least one round must be played", "no_rounds")
        if len(set(self.round_order)) != len(self.round_order):
            raise _fail("round_order", "a round is listed twice", "duplicate_round")
        if len(set(self.extra_rounds)) != len(self.extra_rounds):
            raise _fail("extra_rounds", "a round is listed twice", "duplicate_round")
        if sorted(self.removed_twos_order) != sorted(Two):
            raise _fail("removed_twos_order", "list each of the four twos once", "removed_twos_order")
        if self.custom_rounds and not any(r.played for r in self.rounds):
            raise _fail("rounds", "your own round list plays no round", "no_rounds")
        if len(self.rounds) > MAX_ROUNDS:
            raise _fail("rounds", f"at most {MAX_ROUNDS} rounds", "too_many_rounds", maximum=MAX_ROUNDS)
        ids = [r.id for r in self.rounds]
        if len(set(ids)) != len(ids):
            raise _fail("rounds", "two rounds share a key", "duplicate_round")

    # the fields include the whole round list, and every new deal looks its table facts up by them
    __hash__ = kept_hash
    __getstate__ = without_kept_hash

    def check(self, seats: int) -> None:
        if not MIN_SEATS <= seats <= MAX_SEATS:
            raise InvalidOptionError(f"Davoserjas is played by {MIN_SEATS} to {MAX_SEATS} players, not {seats}",
                                     Reason.of("seats_out_of_range", seats=seats, minimum=MIN_SEATS,
                                               maximum=MAX_SEATS), option="seats")
