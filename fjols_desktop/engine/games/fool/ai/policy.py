"""FOOL! card sense as one fast function on masks: the medium level's play and the hard level's
playout policy (``docs/computer-players.md#fool``, "what a good computer
opponent must know").

``card_sense`` scores every legal card and plays the best; the score weighs

* the **risk** of being the fool with it: the card is safe when at least as many cards of the trick
  are already worse than it as there are discs in use (an off-colour card is worse than every card
  of the lead colour, a wild 1 is the lowest of the lead colour, of two equal cards the later is
  worse, by default); otherwise each player still to play is asked how likely it plays a worse card:
  a player who has shown a void in the lead colour surely does, any other one only when it holds no
  card of the lead colour above ours (estimated from the unseen cards and its hand size); for an
  off-colour card, only a void player whose own discards all lie below ours does;
* what **getting rid of** the card is worth: its value (5 for a wild 1) weighed by how likely it
  would otherwise still be in the hand when the round ends (late in the round nearly all of it);
  early in the round also how hard the card would be to play safely later (a low card with many
  higher ones of its colour still out is a liability: shed it while the trick is safe anyway);
* and a bonus for (nearly) sure wins: the winner leads the next trick, where a card nobody can beat
  is safe.

A fool's cost depends on the moment: normally it is one trick sat out (a card more at the end, the
+10 further away); when the round will probably end with the next trick, it is the most expensive
card we would have shed in it; in the round's last trick it costs nothing unless the card is our
last. Leading a colour others are void in, leading a card nobody can beat, keeping the wild ones
for an emergency, throwing a high off-colour card when void, taking an unavoidable fool with a
low card: all follow from these terms. The weights are keyword arguments (defaults below), so
variants can be matched against each other.

The function reads only what the seat could know (its hand, the unseen cards, the voids shown, the
hand sizes, the current trick), so it serves both the medium level (from the observation) and the
hard level's playouts (from the kernel's own bookkeeping).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..deck import COLOUR_MASKS, COLOUR_OF, FIRST_WILD, FULL_DECK, VALUE_OF, WILD, WILD_MASK

WHY = ("lead_top", "lead_into_void", "lead_safe", "lead_wild", "safe_dump", "wild_safe", "follow_above",
       "discard_high", "sacrifice", "last_trick_dump", "least_risk", "set_colour")
(LEAD_TOP, LEAD_INTO_VOID, LEAD_SAFE, LEAD_WILD, SAFE_DUMP, WILD_SAFE, FOLLOW_ABOVE, DISCARD_HIGH, SACRIFICE,
 LAST_TRICK_DUMP, LEAST_RISK, SET_COLOUR) = range(len(WHY))

# Weights in points, tuned in duplicate matches of medium against variants of itself at six players
FOOL_COST = 14.0          # what a fool costs in mid-round: a trick sat out, a card more at the end
WILD_KEEP = 1.5           # a wild one kept is an emergency exit: spend it only when it helps
MIN_WEIGHT = 0.15         # even early, a high card shed is worth a little
LIABILITY = 8.0           # early, a low card is worth shedding while it is safe: later it is a risk
LEAD_BONUS = 6.0          # winning the trick (and leading the next) is worth this much ...
WIN_EXP = 4.0             # ... times the chance of winning to this power (near-sure wins count)
UNDETERMINED_Q = 0.2      # after a led wild one: chance a later player plays worse than it

_COLOURED = sum(COLOUR_MASKS[:4])
# cards of the same colour above each coloured card (0 for a wild one)
ABOVE: tuple[int, ...] = tuple(
    COLOUR_MASKS[COLOUR_OF[i]] & ~((2 << i) - 1) if COLOUR_OF[i] != WILD else 0 for i in range(len(FULL_DECK)))
# coloured cards of any colour below value u (index u), for the off-colour comparisons
BELOW_VALUE: tuple[int, ...] = tuple(sum(c.bit for c in FULL_DECK[:FIRST_WILD] if c.value < u) for u in range(30))


def card_sense(me: int, hand: int, legal: int, trick: Sequence[int], order: Sequence[int], lead: int,
               unseen: int, voids: Sequence[int], sizes: Sequence[int], fools: int, later_worse: bool,
               wild_penalty: int, go_out_gain: int = 10, *, fool_cost: float = FOOL_COST,
               wild_keep: float = WILD_KEEP, min_weight: float = MIN_WEIGHT, liability: float = LIABILITY,
               lead_bonus: float = LEAD_BONUS, win_exp: float = WIN_EXP,
               scores: list[tuple[float, int, int]] | None = None, explain: bool = True) -> tuple[int, int, float]:
    """The card to play (an index into ``deck.FULL_DECK``), the rule that chose it (``WHY``) and the
    estimated risk of being the fool with it. ``unseen``: the cards in the other players' hands;
    ``sizes``: every seat's hand size now; ``order``: who plays this trick, ``me`` at ``len(trick)``.
    ``scores``, when given, receives ``(score, value, card)`` for every legal card. ``explain=False``
    skips the rule (``-1`` instead), for the playouts, which need only the card.

    The thirteen facts are positionals, not a record, because the kernel calls this for every card
    of every playout (a record built per call is measurably slower: ``benchmarks/results/kernels.md``);
    the players pass their ``bots.Knowledge`` record unpacked (``card_sense(*k)``), and the tuning
    constants are keywords."""
    pos = len(trick)
    later = order[pos + 1:]
    cards = []
    mask = legal
    while mask:
        low = mask & -mask
        cards.append(low.bit_length() - 1)
        mask ^= low
    if len(cards) == 1 and scores is None:
        return cards[0], LEAST_RISK, 0.0
    ends_now = False
    for s in order[:pos]:
        if sizes[s] == 0:
            ends_now = True
            break
    else:
        for s in later:
            if sizes[s] == 1:
                ends_now = True
                break
    left = hand.bit_count() - 1
    # how much of the card's value shedding it now saves (min_weight ... 1): the share of the cards
    # left that this seat still plays before another player can empty the hand and end the round
    soonest = 99
    for s, size in enumerate(sizes):
        if s != me:
            after = size - 1 if s in later else size
            soonest = min(soonest, after)
    if ends_now or left <= 0:
        weight = 1.0
    else:
        weight = (left - soonest + 1) / left
        weight = min_weight if weight < min_weight else min(1.0, weight)
    total_unseen = unseen.bit_count() or 1
    top_cost = False                     # the fool costs the most expensive card kept (per card, below)
    cost = 0.0
    if left == 0:
        cost = float(go_out_gain)
    elif ends_now:
        cost = 0.0
    elif soonest <= 1:
        top_cost = True
    else:
        cost = fool_cost + (go_out_gain if left == 1 else 0)
    shed = liability and not ends_now and weight < 1.0
    best, best_score, best_risk, best_value = cards[0], -1e9, 1.0, -1
    for c in cards:
        colour = COLOUR_OF[c]
        wild = colour == WILD
        value = wild_penalty if wild else VALUE_OF[c]
        # what being the fool with this card would cost
        card_cost = cost
        if top_cost:
            card_cost = float(_top_value(hand & ~(1 << c), wild_penalty))
            if left == 1:
                card_cost += go_out_gain
        risk, win = _risk(c, colour, trick, lead, later, unseen, voids, sizes, fools, later_worse, total_unseen)
        score = weight * value - risk * card_cost
        if shed and not wild:
            same = unseen & COLOUR_MASKS[colour]
            score += liability * (1.0 - weight) * (same & ABOVE[c]).bit_count() / (same.bit_count() + 1)
        if not ends_now:
            if lead_bonus and win:
                score += lead_bonus * win ** win_exp
            if wild and left:
                score -= wild_keep
        if scores is not None:
            scores.append((score, value, c))
        if score > best_score + 1e-9 or (score > best_score - 1e-9 and value > best_value):
            best, best_score, best_risk, best_value = c, score, risk, value
    if not explain:
        return best, -1, best_risk
    return best, _why(best, trick, lead, later, unseen, voids, ends_now and left > 0, best_risk, legal), best_risk


def _top_value(mask: int, wild_penalty: int) -> int:
    coloured = mask & _COLOURED
    top = 0
    while coloured:
        low = coloured & -coloured
        v = VALUE_OF[low.bit_length() - 1]
        top = max(top, v)
        coloured ^= low
    if mask & WILD_MASK and wild_penalty > top:
        top = wild_penalty
    return top


def _risk(c: int, colour: int, trick: Sequence[int], lead: int, later: Sequence[int], unseen: int,
          voids: Sequence[int], sizes: Sequence[int], fools: int, later_worse: bool,
          total_unseen: int) -> tuple[float, float]:
    """The chance that card ``c``, played now, is among the ``fools`` worst cards of the trick, and
    the chance that it wins the trick."""
    wild = colour == WILD
    lead_after = lead if lead >= 0 else (-1 if wild else colour)
    off = lead_after >= 0 and not wild and colour != lead_after
    value = VALUE_OF[c]
    worse = 0   # cards already in the trick that are worse than ours (ours is played last so far)
    beaten = False
    for t in trick:
        tc = COLOUR_OF[t]
        t_off = lead_after >= 0 and tc != WILD and tc != lead_after
        if t_off != off:
            worse += t_off
        else:
            tv = VALUE_OF[t]
            if tv < value or (tv == value and not later_worse):
                worse += 1
            elif tc == colour:
                beaten = True
    need = fools - worse
    p0, p1 = 1.0, 0.0
    if lead_after < 0:                  # a wild one with the colour still open
        if need <= 0:
            return 0.0, 0.0
        q = UNDETERMINED_Q
        for _ in later:
            p1 = p1 * (1.0 - q) + p0 * q
            p0 *= 1.0 - q
        return (p0 if need == 1 else p0 + p1), 0.0
    bit = 1 << lead_after
    if not off:                         # ours counts in the lead colour: who cannot go above it?
        above = (unseen & ABOVE[c]).bit_count() if not wild else (unseen & COLOUR_MASKS[lead_after]).bit_count()
        free = 1.0 - above / total_unseen
        beaten = beaten or wild
        win = 1.0
        if need <= 0:
            if beaten:
                return 0.0, 0.0
            for s in later:
                win *= 1.0 if voids[s] & bit else free ** sizes[s]
            return 0.0, win
        for s in later:
            q = 1.0 if voids[s] & bit else free ** sizes[s]
            win *= q
            p1 = p1 * (1.0 - q) + p0 * q
            p0 *= 1.0 - q
        return (p0 if need == 1 else p0 + p1), (0.0 if beaten else win)
    # ours is off-colour: only a void player throwing lower is worse
    if need <= 0:
        return 0.0, 0.0
    lead_left = (unseen & COLOUR_MASKS[lead_after]).bit_count()
    no_lead = 1.0 - lead_left / total_unseen
    below_mask = BELOW_VALUE[value + 1] if later_worse else BELOW_VALUE[value]
    lower = (unseen & below_mask & ~COLOUR_MASKS[lead_after]).bit_count()
    others = (unseen & ~COLOUR_MASKS[lead_after]).bit_count() or 1
    low_share = lower / others
    for s in later:
        h = sizes[s]
        void = 1.0 if voids[s] & bit else no_lead ** h
        q = void * low_share ** h
        p1 = p1 * (1.0 - q) + p0 * q
        p0 *= 1.0 - q
    return (p0 if need == 1 else p0 + p1), 0.0


def _why(c: int, trick: Sequence[int], lead: int, later: Sequence[int], unseen: int, voids: Sequence[int],
         last_trick: bool, risk: float, legal: int) -> int:
    colour = COLOUR_OF[c]
    if last_trick:
        return LAST_TRICK_DUMP
    if risk >= 0.7:
        return SACRIFICE if legal.bit_count() > 1 else LEAST_RISK
    if not trick:
        if colour == WILD:
            return LEAD_WILD
        if not unseen & ABOVE[c]:
            return LEAD_TOP
        if any(voids[s] >> colour & 1 for s in later):
            return LEAD_INTO_VOID
        return LEAD_SAFE
    if lead < 0 and colour != WILD:
        return SET_COLOUR
    if colour == WILD:
        return WILD_SAFE if risk < 0.3 else LEAST_RISK
    if lead >= 0 and colour != lead:
        return DISCARD_HIGH
    if risk == 0.0 and any(COLOUR_OF[t] != lead or VALUE_OF[t] < VALUE_OF[c] for t in trick):
        return SAFE_DUMP     # an off-colour card, a wild one or a lower card is already in the trick
    return FOLLOW_ABOVE if risk < 0.3 else LEAST_RISK
