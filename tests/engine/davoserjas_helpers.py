"""Shared helpers for the Davoserjas tests: stacked deals, move scripts, legal-move texts."""

from __future__ import annotations

import random
from typing import Any

from fjols_desktop.engine.cards import cards_of, parse_cards, stack_deck
from fjols_desktop.engine.game_loop import replay
from fjols_desktop.engine.games.davoserjas import DavoserjasOptions, DavoserjasRules
from fjols_desktop.engine.games.davoserjas.options import pattern_mask
from fjols_desktop.engine.games.davoserjas.rounds import deck_mask
from fjols_desktop.engine.rules import MatchContext

RULES = DavoserjasRules()
DEFAULT = DavoserjasOptions()
# Deal numbers of the default round list.
TRICKS, CLUBS, QUEENS, KING_OF_CLUBS, LAST_TRICK, KABALE = range(6)


def hands_with(seats: int, fixed: dict[int, str], exclude: dict[int, str] | None = None,
               options: DavoserjasOptions = DEFAULT, kabale: bool = False) -> list[str]:
    """Whole hands: the ``fixed`` cards per seat, the rest of the deck handed out in card order to the
    first seat with room that may hold the card (``exclude`` names cards per seat as a pattern, e.g.
    ``"D"`` for a seat void in diamonds or ``"6 8"`` for no sixes or eights)."""
    exclude = exclude or {}
    deck = deck_mask(options, seats, kabale)
    hands = {s: list(parse_cards(fixed.get(s, ""))) for s in range(seats)}
    used = {c for h in hands.values() for c in h}
    size = deck.bit_count() // seats
    for card in cards_of(deck):
        if card in used:
            continue
        seat = next(s for s in range(seats)
                    if len(hands[s]) < size and not card.bit & pattern_mask(exclude.get(s, "")))
        hands[seat].append(card)
    assert all(len(h) == size for h in hands.values()), "the fixed cards leave no room"
    return [" ".join(str(c) for c in hands[s]) for s in range(seats)]


def deal(hands: list[str], number: int = TRICKS, options: DavoserjasOptions = DEFAULT, dealer: int = 3) -> Any:
    order = stack_deck([parse_cards(h) for h in hands], dealer)
    return RULES.new_deal(options, len(hands), dealer, random.Random(0), deck=order, context=MatchContext(number))


def play(state: Any, script: str) -> Any:
    """Apply moves written ``"seat:text"`` and separated by commas: ``"0:lay 8S, 1:pass"``."""
    pairs = []
    for item in script.split(","):
        seat, text = item.strip().split(":")
        pairs.append((int(seat), text))
    return replay(RULES, state, pairs)


def legal(state: Any, seat: int) -> list[str]:
    return sorted(str(m) for m in RULES.legal_moves(state, seat))


def hand_text(state: Any, seat: int) -> list[str]:
    return sorted(str(c) for c in cards_of(state.hands[seat]))
