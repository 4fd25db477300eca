"""What each Durak reason claims, checked on the seat's observation (``engine/claims.py``).

Every reason key the levels give (``REASONS`` in ``__init__.py``) has a claim here, read from the
``DurakObservation`` and the move. A card's *value* is the players' (``bots.card_values``): its rank,
above every plain card when it is a trump. The table's words (``gui/i18n/durak.py``) say no more than
these checks:

* an attack names exactly the cards laid; "the lowest" card is the cheapest in the hand, "the lowest
  plain card ... keep the trumps" the cheapest plain one while we hold a trump, "only trumps are
  left" means the hand holds nothing else; "nobody can beat" means no card that beats it is in
  another hand or the talon; "the talon is nearly gone" means two cards or fewer in it;
* "the low cards" added are plain cards no higher than a ten; "no trump among them": plain cards;
  "then your hand is empty" adds the whole hand; prostoy's "as many cards as you may lay without a
  trump" lays no trump, and no allowed attack without one lays more;
* "the cheapest card that does" beats the attack card with the cheapest card of the hand that beats
  it; "only a trump beats" means no plain card of the hand does;
* "you cannot beat every card" means no way of beating all the unbeaten attack cards at once exists
  with the hand; "the trump you are offered" is an unbeaten trump on the table, "this early" and
  "early in the game" more than twelve cards in the talon, and the trump we would spend beats an
  unbeaten card;
* "stop beating and keep your trumps": no plain card of ours beats an unbeaten card, a trump does;
* "the talon is empty and every card is known": the talon is empty and one other player holds cards.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ....cards import CARDS, bit_indices
from ....claims import COMMON, Claim, both, searched
from ....errors import Reason
from ....rules import Move
from ..moves import DONE, PASS, TAKE, Attack, Defend, Exchange, ShowTrump, Transfer
from ..state import DEFEND, LEAD, TAKE_ADD, THROW_IN
from ..view import DurakObservation
from .bots import EARLY_TALON, LOW_THROW, card_values

View = DurakObservation


def values(view: View) -> tuple[tuple[int, ...], int]:
    return card_values(view.deal.trump, view.second, view.deal.table.replace)


def trumps(view: View) -> int:
    return values(view)[1]


def cheapest_in(view: View, mask: int, card: int) -> bool:
    """``card`` is in ``mask`` and no card of it has a lower value."""
    value = values(view)[0]
    return bool(mask >> card & 1) and value[card] == min(value[c] for c in bit_indices(mask))


def outside(view: View) -> int:
    """Cards in another hand or the talon: not ours, not discarded, not on the table."""
    return view.deal.table.deck & ~view.hand_mask & ~view.discard & ~view.table


def unbeaten(view: View) -> list[int]:
    return [a for a, c in zip(view.attack, view.cover) if c < 0]


def beaters(view: View, attack: int) -> int:
    return view.hand_mask & view.beats[attack]


def can_beat_all(view: View) -> bool:
    """Some assignment of distinct cards of the hand beats every unbeaten attack card."""
    def fit(open_cards: list[int], free: int) -> bool:
        if not open_cards:
            return True
        first, rest = open_cards[0], open_cards[1:]
        return any(fit(rest, free & ~(1 << c)) for c in bit_indices(free & view.beats[first]))
    return fit(unbeaten(view), view.hand_mask)


def laid(move: Move) -> tuple[Any, ...]:
    """The cards a move shows or lays: a shown trump stays in the hand but is named."""
    return (move.card,) if isinstance(move, ShowTrump) else move.cards


def lays(kinds: tuple[type, ...], claim: Callable[[View, int], bool], arg: str = "laid_cards") -> Claim:
    """A claim about cards laid (or shown) by a move of ``kinds``, which the reason names (``arg``)."""
    def check(view: Any, move: Move, reason: Reason) -> bool:
        cards = laid(move)
        return (isinstance(move, kinds) and reason.arg(arg) == " ".join(map(str, cards))
                and claim(view, sum(c.bit for c in cards)))
    return check


def single(mask: int) -> int:
    """The card of a one-card mask, else -1."""
    return mask.bit_length() - 1 if mask and not mask & (mask - 1) else -1


def one_rank(mask: int) -> bool:
    return len({c % 13 for c in bit_indices(mask)}) == 1


def defends(claim: Callable[[View, int, int], bool]) -> Claim:
    """A claim about a card beating an attack card, both named (``attack``, ``card``)."""
    def check(view: Any, move: Move, reason: Reason) -> bool:
        return (isinstance(move, Defend) and reason.arg("attack") == str(move.attack)
                and reason.arg("card") == str(move.card) and claim(view, move.attack.index, move.card.index))
    return check


def word(move_: Move, claim: Callable[[View], bool] = lambda v: True) -> Claim:
    def check(view: Any, move: Move, reason: Reason) -> bool:
        return move == move_ and claim(view)
    return check


def plain_beater(view: View) -> bool:
    """A plain card of the hand beats some unbeaten attack card."""
    return any(beaters(view, a) & ~trumps(view) for a in unbeaten(view))


def trump_beater(view: View) -> bool:
    return any(beaters(view, a) & trumps(view) for a in unbeaten(view))


def spends(view: Any, move: Move, reason: Reason) -> bool:
    """``take_keep_trumps(card)``: we take early rather than spend a trump of ours that beats a card."""
    card = next((c for c in bit_indices(view.hand_mask & trumps(view)) if str(CARDS[c]) == reason.arg("card")), -1)
    return (move == TAKE and view.talon_size > EARLY_TALON and card >= 0
            and any(view.beats[a] >> card & 1 for a in unbeaten(view)))


def endgame(view: View) -> bool:
    """The talon is empty and one other player holds cards: every card is known."""
    return view.talon_size == 0 and sum(1 for s, n in enumerate(view.hand_sizes) if n and s != view.seat) == 1


def exchanges(view: Any, move: Move, reason: Reason) -> bool:
    """``exchange_six(card)``: we swap ``card`` for the higher trump face up under the talon."""
    return (isinstance(move, Exchange) and reason.arg("card") == str(move.card) and view.face_up >= 0
            and values(view)[0][view.face_up] > values(view)[0][move.card.index])


def plain(view: View, mask: int) -> bool:
    return not mask & trumps(view)


def low(mask: int) -> bool:
    return all(c % 13 <= LOW_THROW for c in bit_indices(mask))


def leads(claim: Callable[[View, int], bool], arg: str = "laid_cards") -> Claim:
    return lays((Attack,), lambda v, m: v.phase_id == LEAD and claim(v, m), arg)


def adds(claim: Callable[[View, int], bool], phases: tuple[int, ...] = (THROW_IN, TAKE_ADD)) -> Claim:
    return lays((Attack,), lambda v, m: v.phase_id in phases and claim(v, m))


def lowest_plain_rank(view: View, mask: int) -> bool:
    """The cards are of the rank of the hand's cheapest plain card."""
    rest = view.hand_mask & ~trumps(view)
    return any(cheapest_in(view, rest, c) for c in bit_indices(mask))


def largest_plain_attack(view: View, mask: int) -> bool:
    """No legal attack without trumps lays more cards (prostoy: "as many cards as allowed")."""
    return all(m.mask.bit_count() <= mask.bit_count() for m in view.legal_moves
               if isinstance(m, Attack) and plain(view, m.mask))


ENDGAME = both(lambda v, m, r: endgame(v))
CLAIMS: dict[str, Claim] = {
    **COMMON,
    # attacking
    "lead_unbeatable": leads(lambda v, m: single(m) >= 0 and not v.beats[single(m)] & outside(v), "card"),
    "lead_pair_end": leads(lambda v, m: v.talon_size <= 2 and m.bit_count() >= 2 and one_rank(m)),
    "lead_pair": leads(lambda v, m: m.bit_count() >= 2 and one_rank(m) and plain(v, m) and lowest_plain_rank(v, m)),
    "lead_low": leads(lambda v, m: single(m) >= 0 and plain(v, m) and cheapest_in(v, v.hand_mask & ~trumps(v), single(m))
                      and bool(v.hand_mask & trumps(v)), "card"),
    "lead_lowest": leads(lambda v, m: single(m) >= 0 and cheapest_in(v, v.hand_mask, single(m)), "card"),
    "lead_low_trump": leads(lambda v, m: single(m) >= 0 and not v.hand_mask & ~trumps(v)
                            and cheapest_in(v, v.hand_mask, single(m)), "card"),
    "lead_prostoy": leads(lambda v, m: plain(v, m) and largest_plain_attack(v, m)),
    # adding cards
    "keep_cards": word(PASS),
    "throw_out": adds(lambda v, m: m == v.hand_mask),
    "give_on_take": adds(lambda v, m: True, (TAKE_ADD,)),
    "throw_in_low": adds(lambda v, m: plain(v, m) and low(m)),
    "throw_in_plain": adds(lambda v, m: plain(v, m)),
    "throw_lowest": lays((Attack,), lambda v, m: v.phase_id in (THROW_IN, TAKE_ADD) and single(m) >= 0 and all(
        values(v)[0][single(m)] <= values(v)[0][c.index] for x in v.legal_moves
        if isinstance(x, Attack) and single(x.mask) >= 0 for c in x.cards), "card"),
    # passing the attack on
    "transfer_plain": lays((Transfer,), lambda v, m: plain(v, m), "card"),
    "transfer_show": lays((ShowTrump,), lambda v, m: True, "card"),
    # beating
    "beat_cheap": defends(lambda v, a, c: cheapest_in(v, beaters(v, a), c)),
    "beat_with_trump": defends(lambda v, a, c: cheapest_in(v, beaters(v, a), c) and bool(trumps(v) >> c & 1)
                               and not beaters(v, a) & ~trumps(v)),
    "beat_lowest": defends(lambda v, a, c: v.phase_id == DEFEND),
    "done_keep_trumps": word(DONE, lambda v: trump_beater(v) and not plain_beater(v)),
    "take_cannot_beat": lambda v, m, r: m in (TAKE, DONE) and not can_beat_all(v),
    "take_trump": word(TAKE, lambda v: v.talon_size > EARLY_TALON and any(trumps(v) >> a & 1 for a in unbeaten(v))),
    "take_keep_trumps": spends,
    "exchange_six": exchanges,
    # the hard level
    "search_defend": both(searched, defends(lambda v, a, c: True)),
    "search_attack": both(searched, lays((Attack,), lambda v, m: True)),
    "search_transfer": both(searched, lays((Transfer,), lambda v, m: True)),
    "search_show": both(searched, lays((ShowTrump,), lambda v, m: True, "card")),
    "search_take": both(searched, word(TAKE)),
    "search_done": both(searched, word(DONE)),
    "search_pass": both(searched, word(PASS)),
    "endgame_defend": both(ENDGAME, defends(lambda v, a, c: True)),
    "endgame_attack": both(ENDGAME, lays((Attack, Transfer, ShowTrump), lambda v, m: True)),
    "endgame_take": both(ENDGAME, word(TAKE)),
    "endgame_done": both(ENDGAME, word(DONE)),
    "endgame_pass": both(ENDGAME, word(PASS)),
}
