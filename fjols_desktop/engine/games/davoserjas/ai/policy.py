"""Davoserjas card sense as fast functions on masks: the medium level's play and the hard level's
playout policies (``docs/computer-players.md#davoserjas``: what a good computer opponent must know).

Round-aware. Every trick round is read from its rule only (``kernel.TrickTable``): what a trick
costs (``per_trick``, the first and the last trick) and what each card costs when taken (clubs,
queens, K♣, hearts, or any family round). The same few rules of thumb then fit every round:

* a trick is **free** when winning it costs nothing now and nobody after us can load it with a
  priced card (none unseen in the led suit below our card, or nobody can be void); in a free trick
  we shed the highest card (rounds 2-4: winning safe tricks to lead is fine; round 5: get rid of
  high cards before the end);
* otherwise **duck** under the trick's winner with the highest card that still loses, dumping a
  priced card of our own there first (K♣ under A♣, Q♠ under K♠); unable to duck, win with the
  highest card when last, else play the lowest and hope;
* **discard** (void in the led suit; the trick goes to someone else): the dearest priced card first,
  else the highest card, preferring one that could catch an unseen priced card and a short suit
  (to become void: "become void in the dangerous suit", ``docs/computer-players.md#davoserjas``);
* **lead** the lowest card of the suit where the most unseen cards lie above it (Hjerterfri's lead,
  ``hearts.policy.lead``, generalised from Q♠ to the round's priced cards): a low card under an
  unseen priced card drives it out; never a card above unseen priced cards of its suit (A♣ into an
  unplayed K♣); our own priced card only when at least two unseen cards lie above it (a low club in
  the clubs round); a suit an opponent is void in, or one we would surely win, last. In a round where
  only the last trick costs, lead high early (shed) and low at the end; with two cards left keep the
  one the others are likelier to beat.

The kabale (``kabale_sense``): a card that leads toward our own cards is worth laying, first where
strangers' cards lie in between (they take time to come; a run of our own next to a card can be
laid whenever we like, so it waits as a reserve against passing); a card at the end of a row opens
nothing and costs nothing; otherwise lay the card that opens the fewest cards for the others and
hold back the ones they wait for (blocking).

Everything here reads only what the seat could know (see ``kernel.TrickPolicy``); cards are in the
kernel's strength space in the trick rounds. ``TrickKnowledge`` reads those masks from a seat's
observation, for the players (``bots.py``, ``hard.py``) and for the claims their reasons make
(``claims.py``).
"""

from __future__ import annotations

from collections.abc import Callable

from ....cards import CARDS, SUIT_MASKS
from ....rules import Observation
from ..state import SEVENS_MASK
from ..view import TrickObservation
from .kernel import FULL, KabaleTable, TrickTable, index_from_strength, to_strength, trick_table

TRICK_WHY = ("lead_low", "lead_safe", "flush_penalty", "shed_high", "take_safe_trick", "duck", "dump_penalty",
             "win_high", "cannot_duck", "dump_high_card", "lead_high_early", "keep_low_for_last")
(LEAD_LOW, LEAD_SAFE, FLUSH_PENALTY, SHED_HIGH, TAKE_SAFE_TRICK, DUCK, DUMP_PENALTY, WIN_HIGH, CANNOT_DUCK,
 DUMP_HIGH_CARD, LEAD_HIGH_EARLY, KEEP_LOW_FOR_LAST) = range(len(TRICK_WHY))

KABALE_WHY = ("lay_toward_own", "lay_row_end", "lay_least_help")
LAY_TOWARD_OWN, LAY_ROW_END, LAY_LEAST_HELP = range(len(KABALE_WHY))

SUIT_BASES = ((SUIT_MASKS[0], 0), (SUIT_MASKS[1], 13), (SUIT_MASKS[2], 26), (SUIT_MASKS[3], 39))


def lowest(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def highest(mask: int) -> int:
    return mask.bit_length() - 1


def dearest(t: TrickTable, cards: int) -> int:
    """The priced card worth the most points (the higher card on a tie)."""
    best, best_key = -1, -1
    values = t.values
    while cards:
        bit = cards & -cards
        cards ^= bit
        i = bit.bit_length() - 1
        key = values[i] * 64 + i % 13
        if key > best_key:
            best, best_key = i, key
    return best


def only_last_costs(t: TrickTable) -> bool:
    """A round where only the last trick has a price (round 5, ``last_trick``)."""
    return not t.per_trick and not t.penalty_mask and not t.first_trick and t.last_trick > 0


def lead(t: TrickTable, seat: int, legal: int, hand: int, played: int, trick_no: int,
         voids: list[int]) -> tuple[int, int]:
    unseen = FULL & ~played & ~hand
    priced_out = unseen & t.penalty_mask
    if only_last_costs(t) and t.cards_each - trick_no >= 2:
        # round 5, early: every trick is free; lead the high card of the longest suit to shed it
        best, best_key = -1, -999
        for mask, base in SUIT_BASES:
            m = legal & mask
            if m:
                top = highest(m)
                shed = (top - base) * 4 + m.bit_count()
                if shed > best_key:
                    best, best_key = top, shed
        return best, LEAD_HIGH_EARLY
    best, least, why = -1, 999.0, LEAD_LOW
    for suit, (mask, base) in enumerate(SUIT_BASES):
        m = legal & mask
        if not m:
            continue
        mine_priced = m & t.penalty_mask
        low = lowest(m & ~t.penalty_mask or m)
        out = unseen & mask
        higher = (out >> (low + 1)).bit_count()
        key = low - base - 0.3 * higher
        for s, v in enumerate(voids):
            if s != seat and v >> suit & 1 and out:
                key += 3 + (6 if priced_out else 0)
        code = LEAD_SAFE if higher >= 3 else LEAD_LOW
        if not higher and out:
            key += 20 + (t.per_trick + t.values[low]) * 3   # we would surely win it
        threat = priced_out & mask
        if threat:
            if threat >> (low + 1):
                key -= 4            # a low card under an unseen priced card drives it out
                code = FLUSH_PENALTY
            if threat & ((1 << low) - 1):
                key += 30           # our card stands above an unseen priced card: we could catch it
        if t.values[low] and higher < 2:
            key += 10 + 3 * t.values[low]   # leading our own priced card
        elif mine_priced and (m & ~t.penalty_mask).bit_count() <= 1:
            key += 8                # the last guard of our own priced card
        if key < least:
            best, least, why = low, key, code
    return best, why


def card_sense(t: TrickTable, seat: int, legal: int, hand: int, trick: list[int] | tuple[int, ...], tmask: int,
               played: int, trick_no: int, voids: list[int]) -> tuple[int, int]:
    """The card the rules of thumb choose (strength space), and the ``TRICK_WHY`` code of the rule."""
    if trick_no == t.cards_each - 1 and only_last_costs(t) and legal.bit_count() == 2:
        # two cards left, and only the last trick costs: keep the one others are likelier to beat
        unseen = FULL & ~played & ~hand
        a = lowest(legal)
        b = highest(legal)
        above_a = (unseen & SUIT_MASKS[a // 13]) >> (a + 1)
        above_b = (unseen & SUIT_MASKS[b // 13]) >> (b + 1)
        return (b if above_a.bit_count() >= above_b.bit_count() else a), KEEP_LOW_FOR_LAST
    if not trick:
        return lead(t, seat, legal, hand, played, trick_no, voids)
    seats = t.seats
    after = seats - 1 - len(trick)
    led = trick[0] // 13
    suit_mask = SUIT_MASKS[led]
    follow = legal & suit_mask
    priced = t.penalty_mask
    last = trick_no == t.cards_each
    if not follow:   # the trick goes to someone else: load it
        mine = legal & priced
        if mine:
            return dearest(t, mine), DUMP_PENALTY
        best, best_key = -1, -999
        unseen = FULL & ~played & ~hand
        for mask, base in SUIT_BASES:
            m = legal & mask
            if m:
                top = highest(m)
                danger = (top - base) + (8 if unseen & priced & mask & ((1 << top) - 1) else 0) - 2 * m.bit_count()
                if danger > best_key:
                    best, best_key = top, danger
        return best, DUMP_HIGH_CARD
    top = trick[0]
    for k in range(1, len(trick)):
        c = trick[k]
        if c > top and c // 13 == led:
            top = c
    fixed = t.per_trick + (t.first_trick if trick_no == 1 else 0) + (t.last_trick if last else 0)
    cost = fixed + _value(t, tmask)
    below = follow & ((1 << top) - 1)
    if below & priced:   # our own priced card can go under the trick's winner
        return dearest(t, below & priced), DUMP_PENALTY
    if cost == 0:
        unseen = FULL & ~played & ~hand
        risky = False
        if after and unseen & priced:
            if unseen & priced & suit_mask:
                risky = True
            else:
                behind = [(seat + k) % seats for k in range(1, after + 1)]
                risky = any(voids[s] >> led & 1 for s in behind) or (unseen & suit_mask).bit_count() < 2 * after
        if not risky:
            safe = follow & ~priced or follow
            return highest(safe), TAKE_SAFE_TRICK if not after else SHED_HIGH
    if below:
        return highest(below), DUCK
    if not after:
        return highest(follow & ~priced or follow), WIN_HIGH
    return lowest(follow & ~priced or follow), CANNOT_DUCK


def _value(t: TrickTable, cards: int) -> int:
    total = 0
    for mask, points in t.penalties:
        if cards & mask:
            total += points * (cards & mask).bit_count()
    return total


def sense_policy(t: TrickTable, seat: int, legal: int, hand: int, trick: list[int], tmask: int, played: int,
                 trick_no: int, voids: list[int], rnd: Callable[[], float]) -> int:
    """``card_sense`` as a playout policy."""
    return card_sense(t, seat, legal, hand, trick, tmask, played, trick_no, voids)[0]


# --- the kabale -----------------------------------------------------------------------------------------------

def kabale_sense(k: KabaleTable, legal: int, hand: int, table: int) -> tuple[int, int]:
    """The card to lay and the ``KABALE_WHY`` code (see the module docstring)."""
    unknown = ~hand & ~table
    best, best_key, why = -1, -999.0, LAY_LEAST_HELP
    outward = k.outward
    beyond = k.beyond
    while legal:
        bit = legal & -legal
        legal ^= bit
        i = bit.bit_length() - 1
        ahead = beyond[i]
        mine = (ahead & hand).bit_count()
        if mine:
            # strangers' cards between this one and our nearest card, per direction
            gap = 0
            todo = outward[i]
            while todo:
                b = todo & -todo
                todo ^= b
                steps = 0
                while b and not b & hand:
                    steps += 1
                    b = outward[b.bit_length() - 1]
                if b:
                    gap += steps
            key = 100.0 + 6 * mine + 4 * gap   # a far goal first, our own run later
            code = LAY_TOWARD_OWN
        else:
            opened = (ahead & unknown).bit_count()
            key = -float(opened) - (0.5 if bit & SEVENS_MASK else 0.0)
            code = LAY_ROW_END if not opened else LAY_LEAST_HELP
        if key > best_key:
            best, best_key, why = i, key, code
    return best, why


def kabale_policy(k: KabaleTable, seat: int, legal: int, hand: int, table: int, ends: int,
                  rnd: Callable[[], float]) -> int:
    """``kabale_sense`` as a playout policy."""
    return kabale_sense(k, legal, hand, table)[0]


# --- what a seat knows, from its observation ------------------------------------------------------------------

def card_text(index: int) -> str:
    return str(CARDS[index])


def legal_mask(view: Observation) -> int:
    mask = 0
    for move in view.legal_moves:
        mask |= move.cards[0].bit
    return mask


class TrickKnowledge:
    """What one seat knows in a trick round, in the kernel's strength space."""

    __slots__ = ("hand", "legal", "played", "seat", "t", "tmask", "trick", "trick_no", "voids")

    def __init__(self, view: TrickObservation) -> None:
        t = trick_table(view.deal)
        low = t.ace_low
        self.t: TrickTable = t
        self.seat = view.seat
        self.hand = to_strength(view.hand_mask, low)
        self.legal = to_strength(legal_mask(view), low)
        # every card not in another hand: played, in our hand, or out of the deck
        self.played = to_strength(view.played | (((1 << 52) - 1) & ~view.deal.deck), low)
        self.trick = [to_strength(1 << i, low).bit_length() - 1 for i in view.trick]
        self.tmask = to_strength(sum(1 << i for i in view.trick), low)
        self.trick_no = view.trick_no
        self.voids = list(view.voids)

    def card(self, strength_index: int) -> int:
        return index_from_strength(strength_index, self.t.ace_low)
