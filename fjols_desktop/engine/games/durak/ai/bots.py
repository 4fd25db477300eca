"""Durak's rules of thumb and the easy and medium levels (``docs/computer-players.md#durak``, "What a good
computer opponent must know").

The card sense works on plain values (masks, counts, the public table) so that the same code
answers a player's ``DurakObservation`` and plays a sampled ``DurakState`` out in the hard level's
search (``hard.py``): ``card_sense(phase, seat, hand, defender_cards, talon, pos, moves)`` where ``pos`` is
the view or the state (both carry ``deal``, ``beats``, ``attack``, ``cover``, ``unbeaten``,
``ranks``, ``cap``, ``defender``, ``second``, ``discard`` and ``table`` under those names).

A card's *value* is its rank offset plus 13 for a trump (26 for severnyi's second trump above the
first), so "the cheapest card" is the lowest plain card, then the lowest trump.

Medium ("Mor") follows ``docs/computer-players.md#durak`` items 1-5 and 10:

* lead the lowest plain rank, with every plain card of it (pairs are shed together); trumps only
  when nothing else is left; with two cards or fewer in the talon lead a rank held twice, trumps
  included; with the talon empty and at most two cards, lead a card nobody can beat first;
* throw in low plain cards (ten or lower) while the talon lasts, any plain card once it is empty,
  and everything when that empties the hand; when the defender takes, give every plain card but
  the aces (any card once the talon is empty);
* transfer with a plain card of the attack's rank whenever the rules allow (perevodnoy), and show
  the trump of the rank, which costs nothing;
* beat each card with the cheapest card that beats it (the highest attack card first); take when
  the cards cannot all be beaten, and while more than twelve cards lie in the talon also when a
  trump would be spent on a small bout or a high trump on any, or when a trump is offered;
* prostoy: beat while a plain card does it (or the talon is nearly gone), then say done;
* always swap the lowest trump for the face-up card (item 10).

Easy ("Lille Bjørn") plays from the hand: it leads its lowest single card (trumps included), beats
whenever it can with the lowest card that does, throws in and adds its lowest matching card, never
passes an attack on, and one move in four is a hunch (a random allowed move).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

from ....cards import CARDS, SUIT_MASKS, bit_indices
from ....errors import Reason
from ....players import Advice, AdvisingPlayer
from ....rules import Move, Observation, Seat
from ..moves import DECLINE, DONE, EXCHANGES, PASS, TAKE, Attack, Defend, Exchange, ShowTrump, Transfer
from ..state import DEFEND, LEAD, PRE_BOUT, RANK_MASKS, TAKE_ADD, THROW_IN, suit_classes
from ..view import DurakObservation

Sense = tuple[Move, str, dict[str, Any]]   # a move, its reason key and the reason's arguments
# "more than about 12 cards in the talon": the early game (``docs/computer-players.md#durak`` item 2)
EARLY_TALON = 12
LOW_THROW = 8         # rank offset of the ten: higher plain cards are kept while the talon lasts
HIGH_TRUMP = 9        # rank offset of the jack: trumps from here up are not spent early
ACE = 12


@lru_cache(maxsize=64)
def card_values(trump: int, second: int, replace: bool) -> tuple[tuple[int, ...], int]:
    """(each card's value, the mask of the trump suits) for this deal's trumps."""
    classes = suit_classes(trump, second, replace)
    values = tuple(c % 13 + 13 * classes[c // 13] for c in range(52))
    trumps = 0
    for suit in range(4):
        if classes[suit]:
            trumps |= SUIT_MASKS[suit]
    return values, trumps


def cheapest(mask: int, values: Sequence[int]) -> int:
    best = -1
    while mask:
        low = mask & -mask
        c = low.bit_length() - 1
        if best < 0 or values[c] < values[best]:
            best = c
        mask ^= low
    return best


def lowest_cards(mask: int, count: int, values: Sequence[int]) -> int:
    """The ``count`` cheapest cards of ``mask`` as a mask."""
    chosen = sorted(bit_indices(mask), key=lambda c: (values[c], c))[:count]
    out = 0
    for c in chosen:
        out |= 1 << c
    return out


def card(c: int) -> str:
    return str(CARDS[c])


def cards_text(mask: int) -> str:
    return " ".join(card(c) for c in bit_indices(mask))


def cover_plan(hand: int, pos: Any, values: Sequence[int]) -> tuple[list[tuple[int, int]], bool]:
    """Each unbeaten attack card (highest first) with the cheapest card left that beats it; and
    whether every one of them found a beater."""
    beats = pos.beats
    open_cards = sorted((a for a, c in zip(pos.attack, pos.cover) if c < 0), key=lambda a: -values[a])
    free = hand
    plan = []
    complete = True
    for a in open_cards:
        beater = cheapest(free & beats[a], values)
        if beater < 0:
            complete = False
            continue
        free ^= 1 << beater
        plan.append((a, beater))
    return plan, complete


def outside(pos: Any, hand: int) -> int:
    """Cards that may lie in another hand or in the talon: not ours, not discarded, not on the table."""
    deck: int = pos.deal.table.deck
    seen: int = pos.discard | pos.table
    return deck & ~hand & ~seen


# --- medium -------------------------------------------------------------------------------------------

def medium_lead(hand: int, limit: int, talon: int, pos: Any, values: Sequence[int], trumps: int) -> Sense:
    plain = hand & ~trumps
    if talon == 0 and hand.bit_count() <= 2:
        others = outside(pos, hand)
        for c in sorted(bit_indices(hand), key=lambda c: -values[c]):
            if not pos.beats[c] & others:
                return Attack.of(1 << c), "lead_unbeatable", {"card": card(c)}
    if talon <= 2 and limit >= 2:
        best = -1
        for c in sorted(bit_indices(hand), key=lambda c: values[c]):
            if (hand & RANK_MASKS[c % 13]).bit_count() >= 2:
                best = c
                break
        if best >= 0:
            group = hand & RANK_MASKS[best % 13]
            mask = lowest_cards(group, limit, values)
            return Attack.of(mask), "lead_pair_end", {"laid_cards": cards_text(mask)}
    if plain:
        low = cheapest(plain, values)
        mask = lowest_cards(plain & RANK_MASKS[low % 13], limit, values)
        if mask & (mask - 1):
            return Attack.of(mask), "lead_pair", {"laid_cards": cards_text(mask)}
        return Attack.of(mask), "lead_low" if hand & trumps else "lead_lowest", {"card": card(low)}
    low = cheapest(hand, values)
    return Attack.of(1 << low), "lead_low_trump", {"card": card(low)}


def prostoy_lead(moves: Sequence[Move], values: Sequence[int], trumps: int) -> Sense:
    """The prostoy lead that sheds the most cards without trumps, then the cheapest."""
    def score(m: Move) -> tuple[int, int, int]:
        mask: int = m.mask  # type: ignore[attr-defined]
        return ((mask & trumps).bit_count(), -mask.bit_count(), sum(values[c] for c in bit_indices(mask)))
    best = min((m for m in moves if isinstance(m, Attack)), key=score)
    return best, "lead_prostoy", {"laid_cards": cards_text(best.mask)}


def medium_throw(phase: int, hand: int, limit: int, talon: int, pos: Any, values: Sequence[int],
                 trumps: int) -> Sense:
    candidates = hand & pos.ranks
    if limit <= 0 or not candidates:
        return PASS, "keep_cards", {}
    if talon == 0 and candidates == hand and hand.bit_count() <= limit:
        return Attack.of(hand), "throw_out", {"laid_cards": cards_text(hand)}
    plain = candidates & ~trumps
    if phase == TAKE_ADD:
        give = candidates if talon == 0 else plain & ~RANK_MASKS[ACE]
        if give:
            mask = lowest_cards(give, limit, values)
            return Attack.of(mask), "give_on_take", {"laid_cards": cards_text(mask)}
        return PASS, "keep_cards", {}
    low = plain if talon == 0 else sum(1 << c for c in bit_indices(plain) if c % 13 <= LOW_THROW)
    if low:
        mask = lowest_cards(low, limit, values)
        key = "throw_in_low" if all(c % 13 <= LOW_THROW for c in bit_indices(mask)) else "throw_in_plain"
        return Attack.of(mask), key, {"laid_cards": cards_text(mask)}
    return PASS, "keep_cards", {}


def medium_defend(hand: int, talon: int, pos: Any, values: Sequence[int], trumps: int,
                  moves: Callable[[], Sequence[Move]]) -> Sense:
    table = pos.deal.table
    if table.transfers and pos.unbeaten == len(pos.attack):
        transfers = [m for m in moves() if isinstance(m, Transfer | ShowTrump)]
        plain = [m for m in transfers if isinstance(m, Transfer) and not m.mask & trumps and m.mask & (m.mask - 1) == 0]
        if plain:
            best = min(plain, key=lambda m: values[m.mask.bit_length() - 1])
            return best, "transfer_plain", {"card": cards_text(best.mask)}
        shows = [m for m in transfers if isinstance(m, ShowTrump)]
        if shows:
            return shows[0], "transfer_show", {"card": str(shows[0].card)}
    plan, complete = cover_plan(hand, pos, values)
    if table.prostoy:
        for a, c in plan:
            if not trumps >> c & 1 or talon <= 5:
                return Defend(CARDS[a], CARDS[c]), "beat_cheap", {"attack": card(a), "card": card(c)}
        return DONE, "done_keep_trumps", {}
    if not complete or not plan:
        return TAKE, "take_cannot_beat", {}
    if talon > EARLY_TALON:
        if any(trumps >> a & 1 for a, c in zip(pos.attack, pos.cover) if c < 0):
            return TAKE, "take_trump", {}
        spent = [c for _, c in plan if trumps >> c & 1]
        if spent and (len(pos.attack) <= 2 or any(c % 13 >= HIGH_TRUMP for c in spent)):
            return TAKE, "take_keep_trumps", {"card": card(max(spent, key=lambda c: values[c]))}
    a, c = plan[0]
    key = "beat_with_trump" if trumps >> c & 1 and not trumps >> a & 1 else "beat_cheap"
    return Defend(CARDS[a], CARDS[c]), key, {"attack": card(a), "card": card(c)}


def card_sense(phase: int, seat: Seat, hand: int, defender_cards: int, talon: int, pos: Any,
               moves: Callable[[], Sequence[Move]]) -> Sense:
    """Medium's move for ``seat`` now (``moves()`` lists the legal moves, called only when needed)."""
    deal = pos.deal
    values, trumps = card_values(deal.trump, pos.second, deal.table.replace)
    if phase == DEFEND:
        return medium_defend(hand, talon, pos, values, trumps, moves)
    if phase == THROW_IN or phase == TAKE_ADD:
        limit = min(pos.cap - len(pos.attack), defender_cards - pos.unbeaten)
        return medium_throw(phase, hand, limit, talon, pos, values, trumps)
    if phase == LEAD:
        if deal.table.prostoy:
            return prostoy_lead(moves(), values, trumps)
        return medium_lead(hand, min(pos.cap, defender_cards), talon, pos, values, trumps)
    if phase == PRE_BOUT:
        return EXCHANGES[deal.six], "exchange_six", {"card": card(deal.six)}
    legal = moves()
    return legal[0], "only_move", {}


def view_sense(view: DurakObservation) -> Sense:
    return card_sense(view.phase_id, view.seat, view.hand_mask, view.hand_sizes[view.defender], view.talon_size, view,
                      lambda: view.legal_moves)


def as_view(view: Observation) -> DurakObservation:
    if not isinstance(view, DurakObservation):
        raise TypeError(f"a Durak player needs a DurakObservation, not {type(view).__name__}")
    return view


def advice(sense: Sense) -> Advice:
    move, key, args = sense
    return Advice(move, Reason.of(key, **args))


class MediumPlayer(AdvisingPlayer):
    level = "medium"

    def decide(self, view: Observation, rng: random.Random) -> Advice:
        v = as_view(view)
        move, key, args = view_sense(v)
        if move not in v.legal_moves:   # a rule of thumb must never pick an illegal move
            raise AssertionError(f"durak medium chose {move} not in {v.legal_moves}")
        return Advice(move, Reason.of(key, **args))


# --- easy ---------------------------------------------------------------------------------------------

class EasyPlayer(AdvisingPlayer):
    level = "easy"
    hunch = 0.25

    def decide(self, view: Observation, rng: random.Random) -> Advice:
        v = as_view(view)
        moves = v.legal_moves
        if rng.random() < self.hunch:
            return Advice(moves[rng.randrange(len(moves))], Reason.of("hunch"))
        deal = v.deal
        values, _ = card_values(deal.trump, v.second, deal.table.replace)
        hand = v.hand_mask
        phase = v.phase_id
        if phase == PRE_BOUT:
            exchange = next((m for m in moves if isinstance(m, Exchange)), DECLINE)
            return Advice(exchange, Reason.of("exchange_six", card=card(deal.six)))
        if phase == LEAD:
            singles = [m for m in moves if isinstance(m, Attack) and m.mask & (m.mask - 1) == 0]
            best = min(singles, key=lambda m: values[m.mask.bit_length() - 1])
            return Advice(best, Reason.of("lead_lowest", card=cards_text(best.mask)))
        if phase == THROW_IN or phase == TAKE_ADD:
            singles = [m for m in moves if isinstance(m, Attack) and m.mask & (m.mask - 1) == 0]
            if not singles:
                return Advice(PASS, Reason.of("keep_cards"))
            best = min(singles, key=lambda m: values[m.mask.bit_length() - 1])
            return Advice(best, Reason.of("throw_lowest", card=cards_text(best.mask)))
        if phase == DEFEND:
            plan, complete = cover_plan(hand, v, values)
            if plan and (complete or deal.table.prostoy):
                a, c = plan[0]
                return Advice(Defend(CARDS[a], CARDS[c]), Reason.of("beat_lowest", attack=card(a), card=card(c)))
            give_up = DONE if deal.table.prostoy else TAKE
            return Advice(give_up, Reason.of("take_cannot_beat"))
        return Advice(moves[0], Reason.of("only_move"))


__all__ = ["EasyPlayer", "MediumPlayer", "card_sense", "card_values", "view_sense"]
