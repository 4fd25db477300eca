"""Reading how the others play: which playout policy explains each opponent's cards so far; and
dealing the hidden cards fast (``Dealer``).

The hard level plays the hand out many times with a model of every other seat, and the model
matters more than the search: a careful counter (``policy.card_sense``, medium's rules of thumb)
watches for a moon and breaks it, leads where the unseen cards lie above, and takes safe tricks,
while a beginner (``policy.simple_duck``: lead the lowest card, duck as high as possible, dump the
queen and the high hearts, no memory) does none of that. Playing a beginner out as a counter
misjudges every plan that depends on them: it expects moon defence that never comes.

``read_styles`` deals ``worlds`` worlds consistent with the view (``sample_world``), replays the hand
so far in each (``Replay``: the cards each seat held then are its cards in the world plus the ones
it played since) and counts, for every other seat, the plays each style would not have made there
(forced cards are not counted). A style's likelihood is the mean over the worlds of ``MISS`` to the
power of its misses, and the chance that a seat plays like a beginner is its posterior share from a
prior of ``PRIOR``. The hard level then lets each seat play like a beginner in that share of its
playouts (``hard.KernelEvaluator``).

The prior (``PRIOR`` 0.5) is high on purpose: a moon succeeds only when no seat defends, and
with three seats read independently a low prior leaves too many worlds without a defender before
the cards say more; against careful counters it costs little, because medium's first trick (its
highest club) already tells the styles apart. A reading costs a few milliseconds per card. The
figures behind ``MISS``, ``PRIOR`` and the number of worlds: ``benchmarks/results/hearts.md``.

This reads only the trick log, the seat's own view and the worlds it deals itself, so the level
stays honest; a reading is a guess, and a seat is never modelled as a beginner for certain.

``Dealer`` (at the end) is what the others' cards could be, dealt fast: the dealer of the hard
level's worlds in the play phase that puts the hidden cards straight into masks.
``HeartsRules.sample_world`` builds a whole ``HeartsState`` per world through the generic
``worlds.deal_hidden``; the search then only needs the hands and the public part of the position.
``Dealer`` works the public part out once per decision (hand sizes, the suits each seat showed void
in, the cards this seat passed, which the receiver holds until it plays them) and then deals each
world as a few mask operations, so a decision's CPU budget buys more worlds. Its worlds follow the
same rules as ``sample_world``'s: every hand gets its size, no seat gets a card of a suit it showed
void in, and every consistent deal can come out. Without voids the deal is a plain shuffle; with
them the cards of the most constrained suits go first, each to a seat allowed to hold it in
proportion to the room left there (close to uniform, not exactly), and a dead end falls back to
``deal_hidden``'s exact matching.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ....cards import CARDS, Suit, parse_card
from ....tricks import allowed_by_voids, trick_winner
from ....worlds import deal_hidden
from ..state import HEARTS_SUIT, QS_BIT
from ..view import HeartsObservation
from .kernel import AS_KS, FULL, HEARTS, Policy, Position, Table, legal_cards, moon_watch
from .policy import duck_policy, simple_duck_policy

MISS = 0.1      # likelihood of a play the style would not have made, against 1 for one it would have
PRIOR = 0.5     # the chance that a seat plays like a beginner before its cards are seen
STYLES: tuple[Policy, Policy] = (duck_policy, simple_duck_policy)    # counter, beginner


def _no_random() -> float:
    return 0.0


class Replay:
    """The hand so far as a list of the others' decisions, ready to be asked again in many worlds.

    Everything a player saw when it chose (the trick, the cards gone, who took penalty cards, the
    voids shown) is public and the same in every world; only its hand differs: the hand it holds now
    in the world plus the cards it played from that moment on. So the public part is worked out once
    per decision, and a world costs one policy call per style and past play of the others."""

    __slots__ = ("gone", "steps", "table")

    def __init__(self, t: Table, log: Sequence[tuple[int, Sequence[int]]], trick: Sequence[int], leader: int,
                 me: int) -> None:
        self.table = t
        seats = t.seats
        plays = [((lead + k) % seats, index) for lead, cards in (*log, (leader, trick)) for k, index in enumerate(cards)]
        self.gone = 0
        for _, index in plays:
            self.gone |= 1 << index
        later = [0] * seats       # per seat: the cards it played from this play on
        still: list[int] = []
        for seat, index in reversed(plays):
            later[seat] |= 1 << index
            still.append(later[seat])
        still.reverse()
        steps = []
        taken = [0] * seats
        shown = [0] * seats
        pens, moon = 0, -1
        broken = False
        played = 0
        j = 0
        trick_no = 1
        for lead, cards in (*log, (leader, trick)):
            cur: list[int] = []
            tmask = 0
            for k, index in enumerate(cards):
                seat = (lead + k) % seats
                bit = 1 << index
                if seat != me:
                    steps.append((seat, index, still[j], tuple(cur), tmask, played, trick_no, seats - 1 - len(cur),
                                  pens, moon, list(shown), broken))
                if cur and index // 13 != cur[0] // 13:
                    shown[seat] |= 1 << (cur[0] // 13)
                cur.append(index)
                tmask |= bit
                played |= bit
                if (bit & HEARTS and (not t.by_discard or cur[0] // 13 != HEARTS_SUIT)) or \
                        (t.queen_breaks and bit == QS_BIT):
                    broken = True
                j += 1
            if len(cur) == seats:
                taken[trick_winner(cur, lead, seats)] |= tmask
                pens, moon = moon_watch(taken)
                trick_no += 1
        self.steps = steps

    def misses(self, hands: Sequence[int], styles: Sequence[Policy] = STYLES, counted: bool = False) -> list[list[int]]:
        """Per style, per seat: the plays that style would not have made in the world whose hands are
        now ``hands``. A play that would not even have been legal there counts for no style, and
        neither does a forced one. With ``counted``, one more row: per seat, the plays counted."""
        t = self.table
        out = FULL & ~self.gone     # then: the cards in no hand at the start (out of the deck at 3 and 5)
        for h in hands:
            out &= ~h
        counts = [[0] * t.seats for _ in range(len(styles) + counted)]
        for seat, index, still, trick, tmask, played, trick_no, after, pens, moon, shown, broken in self.steps:
            hand = hands[seat] | still
            legal = legal_cards(t, hand, trick, trick_no, broken)
            if not legal & (legal - 1) or not legal >> index & 1:
                continue
            if counted:
                counts[-1][seat] += 1
            for k, policy in enumerate(styles):
                if policy(seat, legal, hand, list(trick), tmask, played | out, trick_no, after, pens, moon, shown,
                          _no_random) != index:
                    counts[k][seat] += 1
        return counts


def read_styles(view: HeartsObservation, sample: Callable[[HeartsObservation, random.Random], Any], t: Table,
                rng: random.Random, worlds: int = 32) -> tuple[float, ...]:
    """Per seat, the chance that it plays like a beginner (0 for the viewer itself)."""
    return read_minds(view, sample, t, rng, worlds=worlds)[0]


def read_minds(view: HeartsObservation, sample: Callable[[HeartsObservation, random.Random], Any], t: Table,
               rng: random.Random, think: float = 0.0, thinkers: float = 0.0,
               worlds: int = 32) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """Per seat, the chance that it plays like a beginner and the chance that it is a thinker (both
    0 for the viewer itself).

    A thinker is a player neither rule of thumb explains (one who searches, or simply thinks for
    itself): every counted play of theirs has the likelihood ``think`` whatever the card, where a
    style has 1 for its own card and ``MISS`` for another. So a seat that misses a style's cards
    often enough (more than a share log(think) / log(MISS) of its plays) reads as a thinker rather
    than as that style; a seat that plays a style's cards reads as that style. The prior shares are
    ``thinkers`` for the thinker and, of the rest, ``PRIOR`` for the beginner. ``think=0`` (or
    ``thinkers=0``) reads two styles only; the thinker's chance is then 0."""
    me = view.seat
    replay = Replay(t, view.log, view.trick, view.leader, me)
    if not think:
        thinkers = 0.0
    p_think = thinkers
    p_beginner = (1 - thinkers) * PRIOR
    p_counter = (1 - thinkers) * (1 - PRIOR)
    if not replay.steps:
        return (tuple(0.0 if s == me else p_beginner for s in range(t.seats)),
                tuple(0.0 if s == me else p_think for s in range(t.seats)))
    counter = [0.0] * t.seats
    beginner = [0.0] * t.seats
    thinker = [0.0] * t.seats
    for _ in range(worlds):
        misses = replay.misses(sample(view, rng).hands, counted=bool(p_think))
        for s in range(t.seats):
            counter[s] += MISS ** misses[0][s]
            beginner[s] += MISS ** misses[1][s]
            if p_think:
                thinker[s] += think ** misses[2][s]
    shares_b = []
    shares_t = []
    for s in range(t.seats):
        b, c, o = p_beginner * beginner[s], p_counter * counter[s], p_think * thinker[s]
        shares_b.append(0.0 if s == me else b / (b + c + o))
        shares_t.append(0.0 if s == me else o / (b + c + o))
    return tuple(shares_b), tuple(shares_t)


# --- dealing the worlds -----------------------------------------------------------------------------------------

RETRIES = 20      # greedy deals tried before the exact matching


SPADES_SUIT = int(Suit.SPADES)
DANGER = (QS_BIT, parse_card("AS").bit, parse_card("KS").bit)    # the dangerous spades, the queen first


def declined_dumps(view: HeartsObservation, t: Table) -> tuple[list[int], list[int]]:
    """Per seat, how often it passed up a safe dump of Q♠, and of A♠ or K♠, had it held them.

    Q♠: the seat threw another card on a lead it could not follow (not a spade lead: a seat void in
    spades holds none), with the queen allowed there (``legal_cards``: not on a protected first
    trick), or it followed a spade trick already headed by K♠ or A♠ with another spade. A♠ or K♠: it
    threw a card other than the three on a lead it could not follow. Both only while the queen is
    still out (before it falls, A♠ and K♠ are the cards that catch it). Each kind of computer player
    the benchmarks know (a beginner, medium's rules of thumb, a determinized searcher) throws the
    queen there more often than not, so a seat that did not is less likely to hold it. Only the trick
    log is read: the counts are the same in every world."""
    queen = [0] * t.seats
    high = [0] * t.seats
    gone = 0
    for number, (lead, cards) in enumerate((*view.log, (view.leader, view.trick)), start=1):
        if not cards:
            continue
        led = cards[0] // 13
        in_trick = 0
        for k, index in enumerate(cards):
            seat = (lead + k) % t.seats
            bit = 1 << index
            if k and seat != view.seat and not gone & QS_BIT and not bit & (QS_BIT | AS_KS):
                if index // 13 != led and led != SPADES_SUIT:
                    if legal_cards(t, bit | QS_BIT, cards[:k], number, True) & QS_BIT:
                        queen[seat] += 1
                    high[seat] += 1
                elif led == SPADES_SUIT and index // 13 == led and in_trick & AS_KS:
                    queen[seat] += 1
            gone |= bit
            in_trick |= bit
    return queen, high


class Dealer:
    """Deals the hidden cards of one play-phase view again and again; ``sample_world`` returns the
    playout's start (``kernel.Position``) with every hand filled in.

    With ``tell`` below 1, the dangerous spades still hidden (Q♠, A♠, K♠) are placed first, each in
    a seat drawn in proportion to its room times ``tell`` to the power of the safe dumps of that card
    it passed up (``declined_dumps``; A♠ and K♠ share the count, which weighs only the first of the
    two a seat gets), and the rest is dealt as usual around them. For a plain shuffle that is exactly
    the deal weighted by the chance of those passed-up dumps: ``tell`` is the chance that a seat
    holding the card would not have thrown it. ``tell=1`` deals as before."""

    def __init__(self, view: HeartsObservation, tell: float = 1.0, table: Table | None = None) -> None:
        me, seats, deal = view.seat, view.seats, view.deal
        known = [0] * seats
        if view.my_pass:
            known[deal.pass_target(me)] = view.my_pass & ~view.played
        hands = list(known)
        hands[me] = view.hand_mask
        self.hands = hands
        unseen = deal.deck & ~view.played & ~view.hand_mask
        for m in known:
            unseen &= ~m
        self.others = [s for s in range(seats) if s != me]
        self.needs = [view.hand_sizes[s] - known[s].bit_count() for s in range(seats)]
        allowed = [allowed_by_voids(v) for v in view.voids]
        suits = []          # (cards, the seats that may hold them), the most constrained suits first
        for suit in range(4):
            cards = [i for i in range(suit * 13, suit * 13 + 13) if unseen >> i & 1]
            if cards:
                suits.append((cards, [s for s in self.others if allowed[s] >> (suit * 13) & 1]))
        suits.sort(key=lambda entry: len(entry[1]))
        self.suits = suits
        self.free = all(len(holders) == len(self.others) for _, holders in suits)
        self.unseen = [i for i in range(52) if unseen >> i & 1]
        self.allowed = [allowed[s] for s in self.others]
        self.start = Position((), view.trick, view.leader, view.trick_no, view.broken, view.taken, view.voids)
        self.marked: list[tuple[int, list[float]]] = []    # (card index, weight per seat), Q♠ first
        if tell < 1.0 and table is not None and unseen & (QS_BIT | AS_KS):
            queen, high = declined_dumps(view, table)
            if any(queen) or any(high):
                for bit, counts in zip(DANGER, (queen, high, high)):
                    if unseen & bit:
                        self.marked.append((bit.bit_length() - 1,
                                            [tell ** counts[s] if allowed[s] & bit else 0.0 for s in range(seats)]))

    def sample_world(self, view: HeartsObservation, rng: random.Random) -> Position:
        return self.start._replace(hands=self.deal(rng))

    def deal(self, rng: random.Random) -> list[int]:
        """Every seat's hand in one world."""
        hands = list(self.hands)
        room = list(self.needs)
        placed = self._place(hands, room, rng) if self.marked else 0
        if self.free:
            cards = [i for i in self.unseen if not placed >> i & 1] if placed else self.unseen[:]
            rng.shuffle(cards)
            i = 0
            for s in self.others:
                for index in cards[i:i + room[s]]:
                    hands[s] |= 1 << index
                i += room[s]
            return hands
        for _ in range(RETRIES):
            dealt = self._greedy(rng, hands, room, placed)
            if dealt is not None:
                return dealt
        hands = list(self.hands)
        masks = deal_hidden([CARDS[i] for i in self.unseen], [self.needs[s] for s in self.others], self.allowed, rng)
        for s, mask in zip(self.others, masks):
            hands[s] |= mask
        return hands

    def _place(self, hands: list[int], room: list[int], rng: random.Random) -> int:
        """Puts the marked cards (``tell``) into ``hands``, taking their room; returns their mask.
        The second of A♠ and K♠ that a seat gets weighs by its room alone: one passed-up dump counts
        once against holding either. A card no seat with room may hold is left to the usual deal."""
        placed = 0
        high_seat = -1
        for index, weights in self.marked:
            shared = index != QS_BIT.bit_length() - 1
            shares = [room[s] * (1.0 if shared and s == high_seat and weights[s] else weights[s])
                      for s in self.others]
            total = sum(shares)
            if not total:
                continue
            pick = rng.random() * total
            seat = -1
            for s, share in zip(self.others, shares):
                if share:
                    seat = s
                    pick -= share
                    if pick < 0:
                        break
            hands[seat] |= 1 << index
            room[seat] -= 1
            placed |= 1 << index
            if shared:
                high_seat = seat
        return placed

    def _greedy(self, rng: random.Random, hands: list[int], room: list[int], placed: int) -> list[int] | None:
        room = list(room)
        out = list(hands)
        for cards, holders in self.suits:
            for index in cards:
                if placed >> index & 1:
                    continue
                total = 0
                for s in holders:
                    total += room[s]
                if not total:
                    return None
                pick = rng.random() * total
                seat = -1
                for s in holders:
                    if room[s]:
                        seat = s
                        pick -= room[s]
                        if pick < 0:
                            break
                out[seat] |= 1 << index
                room[seat] -= 1
        return out
