"""What each Hjerterfri reason claims, checked on the seat's observation (``engine/claims.py``).

Every reason key the levels give (``REASONS`` in ``__init__.py``) has a claim here, read from the
``HeartsObservation`` the player saw and the move it chose. The words of the table
(``gui/i18n/advice.py``, ``ADVICE["hearts"]``) say no more than these checks:

* "lead low ... someone else holds a higher card" leads our lowest card of its suit with a higher one
  of the suit in another hand, "several higher cards" at least three, "nobody else holds a higher
  card" none; a lead that drives out Q♠ is a spade below the queen while the queen is in another hand;
* "you play last ... so {card} may win it safely": the card goes above every card of the led suit, is
  the trick's last and no card of the trick (ours included) costs points (a bonus card does not);
  "nothing in the first trick costs points so far": no card of it does yet, and ours is our highest
  of the suit; a duck stays under the trick's highest card of the led suit; "nothing stays under the
  trick" / "no card stays under the trick" means no card we may play does, and the card is our
  highest / cheapest of the suit;
* "cannot follow suit" means we hold no card of the led suit; "the highest card" has the highest rank
  we may play; A♠/K♠ is thrown "while Q♠ is still out" only when the queen is in another hand;
* the moon watch names a seat that has taken every penalty card so far and wins the trick now ("go
  above" it: our card is higher; "keep points away": ours costs none); "going for the moon" only
  while no other seat has taken a penalty card;
* a pass names exactly the cards passed, and its key says what is true of them (Q♠ among them, A♠ or
  K♠ among them, a suit emptied, the highest hearts, the highest cards, or just the cards we least
  want to keep);
* the moon choice "wins the game now" when the totals after it end the game with us among the lowest.

A card's points are the deal's own (hearts 1, Q♠ 13, and the cards the house rules price).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ....cards import CARDS, SUIT_MASKS, parse_card
from ....claims import COMMON, Claim, both, move_cards, names_move
from ....errors import Reason
from ....rules import Move
from ..state import HEARTS_MASK, MOON, MOON_POINTS, PASS, PENALTY_MASK, QS_BIT, MoonChoice, Pass, extra_points
from ..view import HeartsObservation

AS_KS = parse_card("AS").bit | parse_card("KS").bit
View = HeartsObservation


def points(view: View, bit: int) -> int:
    """The points the card ``bit`` is worth to whoever takes it in this deal."""
    usual = 1 if bit & HEARTS_MASK else 13 if bit == QS_BIT else 0
    return usual + extra_points(view.deal.extras, bit)


def unseen(view: View) -> int:
    """Cards in other hands: in play, not played, not ours."""
    return view.deal.deck & ~view.played & ~view.hand_mask


def card_of(move: Move) -> int:
    return move.cards[0].index if move.cards and not isinstance(move, Pass) else -1


def led_suit(view: View) -> int:
    return view.trick[0] // 13 if view.trick else -1


def top(view: View) -> int:
    """The trick's highest card of the led suit (-1 when leading)."""
    if not view.trick:
        return -1
    led = led_suit(view)
    return max(c for c in view.trick if c // 13 == led)


def winner(view: View) -> int:
    """The seat winning the trick so far (-1 when leading)."""
    return (view.leader + view.trick.index(top(view))) % view.seats if view.trick else -1


def legal(view: View) -> int:
    mask = 0
    for move in view.legal_moves:
        if not isinstance(move, Pass | MoonChoice):
            mask |= move.cards[0].bit
    return mask


def rank(index: int) -> int:
    return index % 13


def playing(claim: Callable[[View, int], bool]) -> Claim:
    """A claim about the card played, which the reason names (``card``)."""
    def check(view: Any, move: Move, reason: Reason) -> bool:
        card = card_of(move)
        return card >= 0 and reason.arg("card") == str(CARDS[card]) and claim(view, card)
    return check


def leading_lowest(view: View, card: int) -> bool:
    """We lead, with our lowest card of the suit."""
    suit = SUIT_MASKS[card // 13]
    return not view.trick and (view.hand_mask & suit & ((1 << card) - 1)) == 0


def higher_out(view: View, card: int) -> int:
    """How many cards of the card's suit above it lie in other hands."""
    return (unseen(view) & SUIT_MASKS[card // 13] & ~((2 << card) - 1)).bit_count()


def following(view: View, card: int) -> bool:
    return bool(view.trick) and card // 13 == led_suit(view)


def void(view: View, card: int) -> bool:
    """We cannot follow suit: no card of the led suit in the hand."""
    return bool(view.trick) and not view.hand_mask & SUIT_MASKS[led_suit(view)]


def last(view: View) -> bool:
    return len(view.trick) == view.seats - 1


def costly(view: View, cards: int) -> bool:
    """Some card of ``cards`` costs points (a bonus card below 0 does not)."""
    while cards:
        bit = cards & -cards
        cards ^= bit
        if points(view, bit) > 0:
            return True
    return False


def trick_mask(view: View) -> int:
    mask = 0
    for c in view.trick:
        mask |= 1 << c
    return mask


def follows_cheapest(view: View, card: int) -> bool:
    """Our cheapest card of the led suit: the lowest, Q♠ only when nothing else follows."""
    follow = legal(view) & SUIT_MASKS[led_suit(view)]
    rest = follow & ~QS_BIT or follow
    return (rest & -rest).bit_length() - 1 == card


def follows_highest(view: View, card: int) -> bool:
    """Our highest card of the led suit, Q♠ only when nothing else follows."""
    follow = legal(view) & SUIT_MASKS[led_suit(view)]
    return (follow & ~QS_BIT or follow).bit_length() - 1 == card


def none_below(view: View) -> bool:
    """No card we may play stays under the trick's highest card."""
    return not legal(view) & SUIT_MASKS[led_suit(view)] & ((1 << top(view)) - 1)


def moon_seat(view: View, reason: Reason) -> bool:
    """The named seat has taken every penalty card taken so far (at least one) and wins the trick now."""
    seat = reason.arg("seat")
    pens = 0
    for m in view.taken:
        pens |= m & PENALTY_MASK
    return (isinstance(seat, int) and seat != view.seat and pens != 0 and view.taken[seat] & PENALTY_MASK == pens
            and winner(view) == seat)


def moon_open(view: View) -> bool:
    """No other seat has taken a penalty card: this seat may still take them all."""
    return not any(m & PENALTY_MASK for s, m in enumerate(view.taken) if s != view.seat)


def passing(claim: Callable[[View, int, int], bool]) -> Claim:
    """A claim about a pass (``cards`` names exactly the cards passed): ``claim(view, hand, passed)``."""
    def check(view: Any, move: Move, reason: Reason) -> bool:
        return (isinstance(move, Pass) and view.phase_id == PASS and reason.arg("cards") == move_cards(move)
                and claim(view, view.hand_mask, move.mask))
    return check


def passes_highest(hand: int, passed: int, cards: int) -> bool:
    """The pass holds the highest of ``cards`` we held: none of them kept ranks above one passed."""
    mine = passed & cards
    kept = hand & ~passed & cards
    return bool(mine) and (not kept or max(map(rank, bits(kept))) <= min(map(rank, bits(mine))))


def bits(mask: int) -> list[int]:
    out = []
    while mask:
        bit = mask & -mask
        mask ^= bit
        out.append(bit.bit_length() - 1)
    return out


def to_void(view: Any, move: Move, reason: Reason) -> bool:
    """``pass_to_void(suit, cards)``: we held the suit and pass all of it."""
    suit = reason.arg("suit")
    if not isinstance(move, Pass) or suit not in ("C", "D", "H", "S"):
        return False
    mask = SUIT_MASKS["CDHS".index(suit)]
    return bool(view.hand_mask & mask) and not view.hand_mask & mask & ~move.mask


def moon_totals(view: View, to_self: bool) -> list[int]:
    """The match totals after this hand with the shooter's choice ``to_self``."""
    deal = view.deal
    out = []
    for s, total in enumerate(deal.totals):
        side = extra_points(deal.extras, view.taken[s], moon=True)
        if to_self:
            out.append(total + side - (MOON_POINTS if s == view.seat else 0))
        else:
            out.append(total + side + (0 if s == view.seat else MOON_POINTS))
    return out


def wins_now(view: View, to_self: bool) -> bool:
    """The game ends after this hand with us among the lowest totals."""
    after = moon_totals(view, to_self)
    over = max(after) >= view.deal.options.target_score
    shared = view.deal.options.tie_rule.value == "shared" or after.count(min(after)) == 1
    return over and shared and after[view.seat] == min(after)


def ends(view: View, to_self: bool) -> bool:
    return max(moon_totals(view, to_self)) >= view.deal.options.target_score


def choosing(claim: Callable[[View, bool], bool]) -> Claim:
    def check(view: Any, move: Move, reason: Reason) -> bool:
        return view.phase_id == MOON and isinstance(move, MoonChoice) and claim(view, move.to_self)
    return check


CLAIMS: dict[str, Claim] = {
    **COMMON,
    # leading
    "lead_low": playing(lambda v, c: leading_lowest(v, c) and higher_out(v, c) >= 1),
    "lead_safe": playing(lambda v, c: leading_lowest(v, c) and higher_out(v, c) >= 3),
    "lead_sure": playing(lambda v, c: not v.trick and higher_out(v, c) == 0),
    "flush_queen": playing(lambda v, c: not v.trick and c // 13 == 3 and c < 49 and bool(unseen(v) & QS_BIT)),
    # following
    "first_trick_high": playing(lambda v, c: v.trick_no == 1 and following(v, c) and follows_highest(v, c)
                                and not costly(v, trick_mask(v) | 1 << c)),
    "take_safe_trick": playing(lambda v, c: following(v, c) and last(v) and c > top(v)
                               and not costly(v, trick_mask(v) | 1 << c)),
    "duck": playing(lambda v, c: following(v, c) and c < top(v)),
    "cannot_duck": playing(lambda v, c: following(v, c) and none_below(v) and follows_cheapest(v, c)),
    "follow_high": playing(lambda v, c: following(v, c) and follows_highest(v, c)),
    "win_high": playing(lambda v, c: following(v, c) and last(v) and none_below(v) and follows_highest(v, c)),
    "follow_low": playing(lambda v, c: following(v, c) and not legal(v) & SUIT_MASKS[c // 13] & ((1 << c) - 1)),
    # unable to follow
    "dump_queen": playing(lambda v, c: c == 49 and void(v, c)),
    "dump_high_spade": playing(lambda v, c: void(v, c) and bool(1 << c & AS_KS) and bool(unseen(v) & QS_BIT)),
    "dump_heart": playing(lambda v, c: void(v, c) and bool(1 << c & HEARTS_MASK)),
    "dump_high_card": playing(lambda v, c: void(v, c) and rank(c) == max(map(rank, bits(legal(v))))),
    # the moon
    "break_moon": both(playing(lambda v, c: following(v, c) and c > top(v)),
                       lambda v, m, r: moon_seat(v, r)),
    "deny_moon": both(playing(lambda v, c: points(v, 1 << c) <= 0), lambda v, m, r: moon_seat(v, r)),
    "shoot_moon": playing(lambda v, c: moon_open(v)),
    # passing
    "pass_queen": passing(lambda v, hand, passed: bool(passed & QS_BIT)),
    "pass_high_spades": passing(lambda v, hand, passed: bool(passed & AS_KS)),
    "pass_to_void": both(passing(lambda v, hand, passed: True), to_void),
    "pass_high_hearts": passing(lambda v, hand, passed: passes_highest(hand, passed, HEARTS_MASK)),
    "pass_high_cards": passing(lambda v, hand, passed: passes_highest(hand, passed, (1 << 52) - 1)),
    "pass_unwanted": passing(lambda v, hand, passed: True),
    "pass_for_moon": passing(lambda v, hand, passed: True),
    # the moon choice
    "moon_win_now": choosing(wins_now),
    "moon_keep_playing": choosing(lambda v, to_self: not ends(v, to_self) and ends(v, not to_self)
                                  and not wins_now(v, not to_self)),
    "moon_others": choosing(lambda v, to_self: not to_self),
    "search_best": both(COMMON["search_best"], names_move()),
}
