"""Davoserjas' round list: built from the flat options or taken as data, the decks, the presets
and each round's expected total (``resources/rules/en/davoserjas.md#players-and-cards``,
``resources/rules/en/davoserjas.md#the-five-trick-rounds``,
``resources/rules/en/davoserjas.md#scoring-and-the-end-of-the-game``,
``resources/rules/en/davoserjas.md#house-rules``).

* ``round_list(options)`` is the match: one deal per round, in order. With ``custom_rounds`` off it
  is ``standard_rounds(options)``, built from the flat options; with it on, the ``options.rounds``
  that are ``played``.
* ``deck_mask(options, seats, kabale)``: the twos leave in ``removed_twos_order`` until the cards
  divide evenly (``52 % seats`` of them: one at 3 players, none at 4, two at 5, four at 6, three at 7).
  The kabale uses the same deck unless ``kabale_deck`` is ``full_52``.
* ``expected_total(rule, seats, options)``: the sum of all players' points in a finished trick round
  (every card in play is dealt, so it is exact); ``None`` for a kabale, whose total depends on play.
  The paper-game score-keeper uses it as its sum check.
* ``PRESETS``: named option sets (the standard game, kabale first, and the round lists of the two
  Davoserjas score-keepers families use).
"""

from __future__ import annotations

from functools import lru_cache
from types import MappingProxyType

from ...cards import FULL_MASK, cards_of, format_cards, parse_card
from ...errors import Reason
from ...options import QT_TRANSLATE_NOOP
from .options import (
    CardPenalty,
    DavoserjasOptions,
    KabaleDeck,
    KabaleScoring,
    LastTrickMode,
    Round,
    RoundId,
    RoundKind,
)


def _standard_round(options: DavoserjasOptions, rid: RoundId) -> Round:
    o = options
    if rid is RoundId.TRICKS:
        return Round(rid.value, per_trick=o.points_per_trick)
    if rid is RoundId.CLUBS:
        return Round(rid.value, cards=(CardPenalty("C", o.points_per_club),))
    if rid is RoundId.QUEENS:
        return Round(rid.value, cards=(CardPenalty("Q", o.points_per_queen),))
    if rid is RoundId.KING_OF_CLUBS:
        return Round(rid.value, cards=(CardPenalty("KC", o.points_king_of_clubs),))
    if rid is RoundId.LAST_TRICK:
        first = o.points_last_trick if o.last_trick_mode is LastTrickMode.FIRST_AND_LAST else 0
        return Round(rid.value, first_trick=first, last_trick=o.points_last_trick)
    if rid is RoundId.FIRST_TRICK:
        return Round(rid.value, first_trick=o.points_first_trick)
    if rid is RoundId.HEARTS:
        return Round(rid.value, cards=(CardPenalty("H", o.points_per_heart),))
    return Round(rid.value, kind=RoundKind.KABALE, per_pass=o.kabale_pass_penalty,
                 per_card_left=o.kabale_card_penalty, first_out_bonus=o.kabale_first_out_bonus)


def standard_rounds(options: DavoserjasOptions) -> tuple[Round, ...]:
    """``round_order`` with the ``extra_rounds`` it does not place inserted before the kabale (or at
    the end when the kabale is left out), each priced by the flat point options."""
    order = list(options.round_order)
    extras = [RoundId(e.value) for e in options.extra_rounds if RoundId(e.value) not in order]
    at = order.index(RoundId.KABALE) if RoundId.KABALE in order else len(order)
    order[at:at] = extras
    return tuple(_standard_round(options, rid) for rid in order)


@lru_cache(maxsize=128)
def round_list(options: DavoserjasOptions) -> tuple[Round, ...]:
    """The rounds of a match, in the order played (of your own list, those played)."""
    return tuple(r for r in options.rounds if r.played) if options.custom_rounds else standard_rounds(options)


def custom_from_standard(options: DavoserjasOptions) -> DavoserjasOptions:
    """The same game with the round list written out as data: where a round editor starts."""
    return options.replace(custom_rounds=True, rounds=standard_rounds(options))


@lru_cache(maxsize=128)
def deck_mask(options: DavoserjasOptions, seats: int, kabale: bool = False) -> int:
    if kabale and options.kabale_deck is KabaleDeck.FULL_52:
        return FULL_MASK
    mask = FULL_MASK
    for two in options.removed_twos_order[:52 % seats]:
        mask &= ~parse_card(two.value).bit
    return mask


def card_penalties(rule: Round, deck: int) -> tuple[tuple[int, int], ...]:
    """``(mask, points)`` per penalty line, restricted to the cards in play."""
    return tuple((penalty.mask & deck, penalty.points) for penalty in rule.cards)


def expected_total(rule: Round, seats: int, options: DavoserjasOptions) -> int | None:
    """The sum of every player's points in a finished round of ``rule`` (``None`` for a kabale).

    Exact: all cards in play are dealt, every trick is won by someone, and the early stop ends a
    round only after its last penalty has been taken.
    """
    if rule.kind is RoundKind.KABALE:
        return None
    deck = deck_mask(options, seats)
    total = rule.per_trick * (deck.bit_count() // seats) + rule.first_trick + rule.last_trick
    for mask, points in card_penalties(rule, deck):
        total += points * mask.bit_count()
    return total


# --- facts for the table -------------------------------------------------------------------------------

def round_reason(rule: Round, index: int, count: int) -> Reason:
    """``Reason("round", id=..., name=..., index=..., of=...)``; ``index`` counts from 1."""
    return Reason.of("round", id=rule.id, name=rule.name, index=index + 1, of=count)


def removed_reasons(deck: int) -> tuple[Reason, ...]:
    """``Reason("cards_removed", cards="2D 2H")`` when cards are out of play, so the table can say so."""
    removed = FULL_MASK & ~deck
    return (Reason.of("cards_removed", cards=format_cards(cards_of(removed))),) if removed else ()


def penalty_reasons(rule: Round, seats: int) -> tuple[Reason, ...]:
    """What the round penalises, one ``Reason("round_penalty", what=..., points=...)`` per line."""
    out = []
    if rule.kind is RoundKind.KABALE:
        if rule.per_pass:
            out.append(Reason.of("round_penalty", what="pass", points=rule.per_pass))
        if rule.kabale_scoring is KabaleScoring.PLACES:
            out.append(Reason.of("round_penalty", what="place", points=rule.place_points[seats - 3]))
        if rule.per_card_left:
            out.append(Reason.of("round_penalty", what="card_left", points=rule.per_card_left))
        if rule.first_out_bonus:
            out.append(Reason.of("round_bonus", what="first_out", points=rule.first_out_bonus))
        return tuple(out)
    if rule.per_trick:
        out.append(Reason.of("round_penalty", what="trick", points=rule.per_trick))
    for penalty in rule.cards:
        out.append(Reason.of("round_penalty", what="cards", cards=penalty.cards, points=penalty.points))
    if rule.first_trick:
        out.append(Reason.of("round_penalty", what="first_trick", points=rule.first_trick))
    if rule.last_trick:
        out.append(Reason.of("round_penalty", what="last_trick", points=rule.last_trick))
    return tuple(out)


# --- presets -------------------------------------------------------------------------------------------

def _all_rules(rounds: tuple[Round, ...], kabale: Round) -> tuple[Round, ...]:
    """The trick rounds, then one round with all their rules at once, then the kabale."""
    merged = Round("all_rules", per_trick=sum(r.per_trick for r in rounds),
                   first_trick=sum(r.first_trick for r in rounds), last_trick=sum(r.last_trick for r in rounds),
                   cards=tuple(p for r in rounds for p in r.cards))
    return (*rounds, merged, kabale)


# Spilscore (a Danish PWA score-keeper): seven rounds, first and last trick together, all rules at
# once, the kabale by cards left (its rule text names no pass penalty).
_SEVEN_ROUNDS = _all_rules(
    (Round("tricks", per_trick=1), Round("clubs", cards=(CardPenalty("C", 1),)),
     Round("queens", cards=(CardPenalty("Q", 5),)), Round("king_of_clubs", cards=(CardPenalty("KC", 15),)),
     Round("first_and_last_trick", first_trick=10, last_trick=10)),
    Round("kabale", kind=RoundKind.KABALE, per_card_left=1))

# The Flutter score-keeper (Friiiis/davoserjas): black cards and diamonds, dear queens, K♣ and the last
# trick together at 50, all rules at once, the kabale by finishing place (5 per pass; 50/40/30 points a
# place at 3/4/5 players; the app stops at five players, so six and seven keep its last step, 30).
_BLACK_AND_DIAMONDS = _all_rules(
    (Round("tricks", per_trick=5), Round("black_cards", cards=(CardPenalty("C S", 5),)),
     Round("diamonds", cards=(CardPenalty("D", 10),)), Round("queens", cards=(CardPenalty("Q", 25),)),
     Round("king_of_clubs_and_last_trick", cards=(CardPenalty("KC", 50),), last_trick=50)),
    Round("kabale", kind=RoundKind.KABALE, per_pass=5, kabale_scoring=KabaleScoring.PLACES,
          place_points=(50, 40, 30, 30, 30)))

PRESETS: MappingProxyType[str, DavoserjasOptions] = MappingProxyType({
    QT_TRANSLATE_NOOP("HouseRules", "Seksdagesløbet (standard)"): DavoserjasOptions(),
    QT_TRANSLATE_NOOP("HouseRules", "Kabale first"): DavoserjasOptions(round_order=(
        RoundId.KABALE, RoundId.TRICKS, RoundId.CLUBS, RoundId.QUEENS, RoundId.KING_OF_CLUBS, RoundId.LAST_TRICK)),
    QT_TRANSLATE_NOOP("HouseRules", "Seven rounds: first and last trick, all rules at once"):
        DavoserjasOptions(custom_rounds=True, rounds=_SEVEN_ROUNDS),
    QT_TRANSLATE_NOOP("HouseRules", "Black cards and diamonds, kabale by place"):
        DavoserjasOptions(custom_rounds=True, rounds=_BLACK_AND_DIAMONDS),
})
