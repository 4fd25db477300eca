"""Helpers for the FOOL! tests: stacked deals from hand texts, moves written "seat:card", and whole
rounds written as trick scripts (each seat's hand is what it plays plus what it keeps)."""

from __future__ import annotations

import random
from collections.abc import Mapping

from fjols_desktop.engine.game_loop import replay
from fjols_desktop.engine.games.fool import FoolOptions, FoolRules, stack_hands
from fjols_desktop.engine.games.fool.deck import cards_of
from fjols_desktop.engine.games.fool.state import FoolState
from fjols_desktop.engine.rules import MatchContext

RULES = FoolRules()
DEFAULT = FoolOptions()


def deal(hands: list[str], options: FoolOptions = DEFAULT, dealer: int = 0,
         context: MatchContext | None = None) -> FoolState:
    """A deal that gives seat ``s`` the cards written in ``hands[s]`` (each "W1" a different wild one)."""
    return RULES.new_deal(options, len(hands), dealer, random.Random(0), deck=stack_hands(hands, dealer),
                          context=context)


def play(state: FoolState, *tricks: str) -> FoolState:
    """Apply moves written "seat:card", several to a string: ``play(s, "1:G16 2:G15", "3:G14")``."""
    pairs = []
    for text in tricks:
        for word in text.split():
            seat, move = word.split(":")
            pairs.append((int(seat), move))
    return replay(RULES, state, pairs)


def legal(state: FoolState, seat: int) -> list[str]:
    return sorted(str(m) for m in RULES.legal_moves(state, seat))


def hand(state: FoolState, seat: int) -> list[str]:
    return sorted(str(c) for c in cards_of(state.hands[seat]))


def fill(seats: int, fixed: Mapping[int, str], exclude: Mapping[int, str] | None = None,
         options: FoolOptions = DEFAULT) -> list[str]:
    """Full hands holding the ``fixed`` cards; the other cards in play are handed out (the colours some
    seat excludes first, else in deck order) to the lowest seat with room whose ``exclude`` letters
    (colours, "W" for wild ones) do not forbid them.
    Scenarios use it to say "P2 holds R3, G20 and W1 and no other red or wild card"."""
    exclude = exclude or {}
    row = options.deck_row(seats)
    each = row.size // seats
    hands = {s: fixed.get(s, "").split() for s in range(seats)}
    rest = [str(c) for c in cards_of(row.mask)]
    for cards in hands.values():
        for card in cards:
            rest.remove(card)
    rest.sort(key=lambda c: -sum(c[0] in letters for letters in exclude.values()))  # constrained cards first
    for card in rest:
        seat = next(s for s in range(seats) if len(hands[s]) < each and card[0] not in exclude.get(s, ""))
        hands[seat].append(card)
    return [" ".join(hands[s]) for s in range(seats)]


def script_round(seats: int, tricks: list[str], keep: Mapping[int, str], dealer: int = 0,
                 options: FoolOptions = DEFAULT) -> FoolState:
    """Play a whole scripted round: ``tricks`` are "seat:card" texts in play order, ``keep`` the cards
    each seat still holds at the end. The hands dealt are exactly the cards played plus those kept."""
    hands: dict[int, list[str]] = {s: keep.get(s, "").split() for s in range(seats)}
    for trick in tricks:
        for word in trick.split():
            seat, card = word.split(":")
            hands[int(seat)].append(card)
    state = deal([" ".join(hands[s]) for s in range(seats)], options, dealer)
    return play(state, *tricks)
