"""Which moves are legal, and why a move is not (``resources/rules/en/durak.md#the-deal-and-the-trump`` and
``resources/rules/en/durak.md#how-a-bout-goes``, ``resources/rules/en/durak.md#who-starts`` and
``resources/rules/en/durak.md#the-game``).

``explain`` is the single judge: ``DurakRules.apply`` calls it before every transition and
``legal_moves`` generates exactly the moves it accepts (a property test checks the two against each
other on random positions). It tests the legal case first, with a few mask operations, so it is
cheap on the hot path; ``Reason`` objects are built only for refusals.

Refusal keys (arguments in brackets):

* turn and phase: ``deal_over``, ``not_your_turn`` (seat, turn), ``exchange_or_decline`` (card),
  ``not_exchange_card`` (card), ``must_attack``, ``beat_or_take``, ``beat_or_done``, ``throw_in_or_pass``,
  ``card_not_in_hand`` (card)
* attacking: ``lead_one_rank``, ``prostoy_attack_size`` (count), ``prostoy_attack_pattern`` (count;
  ``prostoy_attack=pairs``), ``rank_not_on_table`` (card),
  ``table_full`` (cap), ``defender_too_few_cards`` (cards, unbeaten)
* beating: ``not_on_table`` (card), ``already_beaten`` (card), ``too_low`` (attack, card),
  ``wrong_suit`` (attack, card), ``cannot_beat_trump_with_plain`` (attack, card),
  ``cannot_beat_higher_trump`` (attack, card)
* taking: ``take_not_in_prostoy``, ``done_only_in_prostoy``
* transferring: ``no_transfer`` (variant), ``no_show_transfer``, ``transfer_after_beat``,
  ``transfer_rank`` (rank), ``transfer_one_card``, ``new_defender_too_few_cards`` (seat, cards, needed),
  ``not_trump_of_rank`` (card), ``already_shown`` (card), ``nobody_to_transfer_to``
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import lru_cache
from itertools import chain, combinations
from typing import Any

from ...cards import CARDS, BitTable, Card, cards_of
from ...errors import Reason
from ...rules import CombinationMoves, Move, Seat
from .flow import transfer_target
from .moves import (
    DECLINE,
    DEFENDS,
    DONE,
    EXCHANGES,
    PASS,
    SHOWS,
    TAKE,
    Attack,
    Decline,
    Defend,
    Done,
    Exchange,
    Pass,
    ShowTrump,
    Take,
    Transfer,
    indices,
)
from .state import (
    DEFEND,
    F_ATTACK,
    F_BEATS,
    F_CAP,
    F_DEAL,
    F_DEFENDER,
    F_OPEN,
    F_PHASE,
    F_RANKS,
    F_TURN,
    F_UNBEATEN,
    LEAD,
    OVER,
    PRE_BOUT,
    RANK_MASKS,
    TAKE_ADD,
    THROW_IN,
    DurakState,
    one_rank,
    suit_classes,
)

_MEMO_LIMIT = 1 << 15   # entries per memo below; a full memo starts again, so memory stays bounded


@lru_cache(maxsize=64)
def _subsets_by_size(n: int, limit: int) -> tuple[int, ...]:
    """Every set of one to ``limit`` of the positions ``0..n-1`` as a mask of positions, ordered by size, then
    by that mask (``moves_up_to``'s order for ``n`` cards in index order: a set's cards grow with its mask)."""
    out: list[int] = []
    for size in range(1, min(limit, n) + 1):
        out += sorted([sum([1 << p for p in chosen]) for chosen in combinations(range(n), size)])
    return tuple(out)


def _cards_at(bits: tuple[int, ...], positions: int) -> int:
    """The cards ``bits[p]`` at the positions ``p`` set in the mask ``positions``."""
    mask = 0
    while positions:
        low = positions & -positions
        positions ^= low
        mask |= bits[low.bit_length() - 1]
    return mask


def moves_up_to(mask: int, limit: int, factory: type[Attack | Transfer]) -> tuple[Move, ...]:
    """Every set of one to ``limit`` cards of ``mask`` as a move, ordered by size, then by mask: every subset of
    ``mask`` (``(sub - 1) & mask`` steps down through them all, largest mask first), turned round and sorted
    by size (a stable sort keeps the masks in order within a size), up to the last set of ``limit`` cards
    (``_subsets_by_size`` counts them). Each move is read from the factory's memo of interned moves, and
    made by ``factory.of`` only when it is not there yet (a dictionary look-up instead of a call). The
    callers ask for few cards (the cards of one rank, a throw-in list of at most ``_EAGER`` moves); a longer
    throw-in list is ``ThrowIns``."""
    sets = []
    sub = mask
    while sub:
        sets.append(sub)
        sub = (sub - 1) & mask
    sets.reverse()
    sets.sort(key=int.bit_count)
    interned = factory._memo.get
    of = factory.of
    return tuple([interned(cards) or of(cards) for cards in sets[:len(_subsets_by_size(mask.bit_count(), limit))]])


def _rank_table(factory: type[Attack | Transfer]) -> tuple[dict[int, tuple[Move, ...]], ...]:
    """Per limit k = 0..6, ``moves_up_to(sub, k)`` for every set ``sub`` of cards of one rank (13 ranks x 15
    suit sets): indexed by the limit first, so that a list of many ranks under one limit reads that limit's
    table once."""
    subs = []
    for rank_mask in RANK_MASKS:
        sub = rank_mask
        while sub:
            subs.append(sub)
            sub = (sub - 1) & rank_mask
    return tuple({sub: moves_up_to(sub, k, factory) for sub in subs} for k in range(7))


ATTACKS_OF_RANK = _rank_table(Attack)
TRANSFERS_OF_RANK = _rank_table(Transfer)


# for each 13-bit set of ranks, the ``RANK_MASKS`` of its ranks in order
_RANK_MASKS_OF: tuple[tuple[int, ...], ...] = tuple(BitTable(RANK_MASKS).part(0))


_throw_memo: dict[int, Sequence[Move]] = {}
_EAGER = 8   # throw-in lists of at most this many card moves are built as tuples, longer ones on demand


class _MovesOnDemand(Sequence[Move]):
    """A long list of moves made when asked for, from the few values in ``_key`` that fix it: equal to
    another of its kind with the same key, and to any sequence of the same moves in the same order."""

    __slots__ = ("_key",)
    _key: tuple[int, int]

    def __eq__(self, other: object) -> bool:
        if type(other) is type(self):
            return self._key == other._key
        if isinstance(other, Sequence):
            return len(other) == len(self) and list(self) == list(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._key)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({len(self)} moves)"


class ThrowIns(_MovesOnDemand):
    """``throw_moves(candidates, limit)`` made on demand: every set of one to ``limit`` of the candidate
    cards as an ``Attack``, ordered by size, then by mask, then ``PASS``.

    A defender who has picked up several bouts can give a thrower many cards of the ranks on the table,
    and the moves of every set up to the limit run into the hundreds while a player plays one of them; so
    a long list is kept as the candidates and a table of sets of positions (``_subsets_by_size``) and a move is
    made when it is asked for. Equal to any sequence of the same moves in the same order."""

    __slots__ = ("_bits", "_table")

    def __init__(self, candidates: int, limit: int) -> None:
        self._bits = tuple([1 << card for card in indices(candidates)])
        self._key = (candidates, limit)
        self._table = _subsets_by_size(len(self._bits), limit)

    def __len__(self) -> int:
        return len(self._table) + 1

    def __getitem__(self, i: Any) -> Any:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        table = self._table
        if i < 0:
            i += len(table) + 1
        if i == len(table):
            return PASS
        return Attack.of(_cards_at(self._bits, table[i]))   # IndexError past the end, as a tuple's

    def __iter__(self) -> Iterator[Move]:
        bits = self._bits
        of = Attack.of
        for positions in self._table:
            yield of(_cards_at(bits, positions))
        yield PASS

    def __contains__(self, move: object) -> bool:
        if move == PASS:
            return True
        candidates, limit = self._key
        return type(move) is Attack and not move.mask & ~candidates and move.count <= limit


def throw_moves(candidates: int, limit: int) -> Sequence[Move]:
    """Throw-ins and additions: any non-empty set of the candidates, at most ``limit``, then PASS (a tuple,
    or ``ThrowIns`` when the list is long). ``legal_moves`` asks with ``limit`` no more than the number of
    candidates, so that one list serves every limit at or above it (and the memo holds it once)."""
    key = candidates << 3 | limit   # 1 <= limit <= 6: the attacker asked has a legal throw
    hit = _throw_memo.get(key)
    if hit is None:
        if len(_subsets_by_size(candidates.bit_count(), limit)) > _EAGER:
            hit = ThrowIns(candidates, limit)
        else:
            hit = moves_up_to(candidates, limit, Attack) + (PASS,)
        if len(_throw_memo) >= _MEMO_LIMIT:
            _throw_memo.clear()
        _throw_memo[key] = hit
    return hit


PROSTOY_SIZES = (1, 3, 5)


def prostoy_pattern(mask: int) -> bool:
    """``prostoy_attack=pairs`` (``resources/rules/en/durak.md#attack``): one card; a pair plus any card;
    two pairs (or four of a kind) plus any card."""
    count = mask.bit_count()
    if count == 1:
        return True
    if count not in (3, 5):
        return False
    pairs = 0
    for rank_mask in RANK_MASKS:
        pairs += (mask & rank_mask).bit_count() // 2
    return pairs >= (1 if count == 3 else 2)


@lru_cache(maxsize=4096)
def prostoy_pair_leads(hand: int, limit: int) -> tuple[Move, ...]:
    """``prostoy_attack=pairs``: every attack of at most ``limit`` cards that fits the pattern."""
    cards = [1 << c.index for c in CARDS if hand >> c.index & 1]
    out: list[Move] = []
    for size in PROSTOY_SIZES:
        if size > limit:
            break
        for combo in combinations(cards, size):
            mask = sum(combo)
            if prostoy_pattern(mask):
                out.append(Attack.of(mask))
    return tuple(out)


def _attack_of_cards(cards: tuple[Card, ...]) -> Attack:
    mask = 0
    for card in cards:
        mask |= card.bit
    return Attack.of(mask)


class ProstoyLeads(_MovesOnDemand):
    """``prostoy_attack=any``: every attack of one, three or five cards of ``hand`` (at most
    ``limit``), singles first, then the threes, then the fives, each size in index order.

    Made on demand (one ``CombinationMoves`` per size), because a prostoy hand grows with the cards
    it fails to beat: twenty cards make 16,664 attacks, and a player needs only one of them and the
    table only membership tests. Equal when hand and limit are equal, so two observations of the
    same position compare equal."""

    __slots__ = ("_blocks",)

    def __init__(self, hand: int, limit: int) -> None:
        cards = cards_of(hand)
        self._key = (hand, limit)
        self._blocks = tuple(CombinationMoves(cards, k, _attack_of_cards) for k in PROSTOY_SIZES
                             if k <= min(limit, len(cards)))

    def __len__(self) -> int:
        return sum(len(block) for block in self._blocks)

    def __getitem__(self, i: Any) -> Any:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        if i < 0:
            i += len(self)
        for block in self._blocks:
            if 0 <= i < len(block):
                return block[i]
            i -= len(block)
        raise IndexError("prostoy attack index out of range")

    def __iter__(self) -> Iterator[Move]:
        return chain.from_iterable(self._blocks)

    def __contains__(self, move: object) -> bool:
        return any(move in block for block in self._blocks)


# --- generation ---------------------------------------------------------------------------------------

def legal_moves(state: DurakState, seat: Seat) -> Sequence[Move]:
    f = state._f   # the fields, read by index
    if seat != f[F_TURN]:
        return ()
    phase = f[F_PHASE]
    if phase == DEFEND:
        hand = f[f[F_DEFENDER]]   # the defender's hand (a seat's slot holds its hand)
        beats = f[F_BEATS]
        table = f[F_DEAL].table
        unbeaten = f[F_OPEN]   # the mask of the attack cards unbeaten
        last = f[F_ATTACK][-1]
        if unbeaten == 1 << last and not table.prostoy and not table.transfers:
            # the common case, one card to beat and it the last laid, with no transfer or "done" to offer: its
            # defences, then ``TAKE``
            out: list[Move] = []
            _defends(last, hand & beats[last], out)
            out.append(TAKE)
            return out
        # each unbeaten attack card's defences, made for each call (no memo keyed by the attack card and the
        # defender's cards that beat it: why, in benchmarks/results/performance.md, "The ninth pass at Durak")
        out = []
        for attack in f[F_ATTACK]:
            if unbeaten >> attack & 1:
                m = hand & beats[attack]
                if m:
                    _defends(attack, m, out)
        if table.prostoy:
            out.append(DONE)
            return out
        if table.transfers and f[F_UNBEATEN] == len(f[F_ATTACK]):
            _transfers(state, hand, out)
        out.append(TAKE)
        return out
    if phase == LEAD:
        table = f[F_DEAL].table
        defender_cards = f[f[F_DEFENDER]].bit_count()
        hand = f[seat]
        if table.prostoy:
            limit = defender_cards if table.prostoy_cap else 5
            if table.prostoy_pairs:
                return prostoy_pair_leads(hand, limit)
            return ProstoyLeads(hand, limit)
        # podkidnoy leads: one or more cards of one rank, at most the cap and the defender's cards
        cap = f[F_CAP]
        k = cap if cap < defender_cards else defender_cards  # noqa: FURB136  # the smaller, without a call
        leads = ATTACKS_OF_RANK[k]
        out = []
        for rank_mask in _RANK_MASKS_OF[(hand | hand >> 13 | hand >> 26 | hand >> 39) & 0x1FFF]:
            out += leads[hand & rank_mask]
        return out
    if phase == THROW_IN or phase == TAKE_ADD:
        # ``throw_moves`` with ``add_limit`` written out (the smaller of the two, without a ``min`` call), its
        # memo read here; the limit capped at the candidates' count, above which every limit gives the same list
        candidates = f[seat] & f[F_RANKS]
        room = f[F_CAP] - len(f[F_ATTACK])
        limit = f[f[F_DEFENDER]].bit_count() - f[F_UNBEATEN]
        if room < limit:  # noqa: PLR1730  # the smaller, without a call
            limit = room
        count = candidates.bit_count()
        if count < limit:  # noqa: PLR1730  # no more than the candidates: one list for every limit above that
            limit = count
        throws = _throw_memo.get(candidates << 3 | limit)
        return throws if throws is not None else throw_moves(candidates, limit)
    if phase == PRE_BOUT:
        return (EXCHANGES[f[F_DEAL].six], DECLINE)
    return ()


def _defends(attack: int, cards: int, out: list[Move]) -> None:
    """Append to ``out`` the defences of attack card ``attack`` by each of ``cards``, in index order."""
    row = DEFENDS[attack]
    while cards:
        low = cards & -cards
        cards ^= low
        out.append(row[low.bit_length() - 1])


def _transfers(state: DurakState, hand: int, out: list[Move]) -> None:
    """Perevodnoy, while no attack card is beaten: the defender's transfers and trumps to show go on ``out``."""
    target = transfer_target(state._f)
    if target < 0:
        return
    table = state.deal.table
    total = len(state.attack)
    rank = state.attack[0] % 13
    room = min(state.cap - total, state.hands[target].bit_count() - total)
    if table.transfer_one:
        room = min(room, 1)
    same = hand & RANK_MASKS[rank]
    if room > 0 and same:
        out += TRANSFERS_OF_RANK[room][same]
    if table.show_trump and state.hands[target].bit_count() >= total:
        trump = state.deal.trump * 13 + rank
        if hand >> trump & 1 and not state.shown >> trump & 1:
            out.append(SHOWS[trump])


# --- refusals -----------------------------------------------------------------------------------------

def explain(state: DurakState, seat: Seat, move: Move) -> Reason | None:
    """``None`` if ``seat`` may make ``move`` now, else the rule that forbids it."""
    phase = state.phase
    if seat != state.turn:
        if phase == OVER:
            return Reason.of("deal_over")
        return Reason.of("not_your_turn", seat=seat, turn=state.turn)
    kind = type(move)
    if phase == DEFEND:
        if kind is Defend:
            return _explain_defend(state, seat, move)  # type: ignore[arg-type]
        if kind is Take:
            return Reason.of("take_not_in_prostoy") if state.deal.table.prostoy else None
        if kind is Done:
            return None if state.deal.table.prostoy else Reason.of("done_only_in_prostoy")
        if kind is Transfer or kind is ShowTrump:
            return _explain_transfer(state, seat, move)
        return Reason.of("beat_or_done" if state.deal.table.prostoy else "beat_or_take")
    if phase == THROW_IN or phase == TAKE_ADD or phase == LEAD:
        leading = phase == LEAD
        if kind is Pass and not leading:
            return None
        if kind is not Attack:
            return Reason.of("must_attack" if leading else "throw_in_or_pass")
        mask = move.mask  # type: ignore[attr-defined]
        hand = state.hands[seat]
        if mask & ~hand:
            return _missing(mask & ~hand)
        if leading:
            return _explain_lead(state, mask)
        if mask & ~state.ranks:
            return Reason.of("rank_not_on_table", card=str(CARDS[_lowest(mask & ~state.ranks)]))
        return _explain_count(state, mask.bit_count())
    if phase == PRE_BOUT:
        six = state.deal.six
        if kind is Exchange:
            card = move.card.index  # type: ignore[attr-defined]
            return None if card == six else Reason.of("not_exchange_card", card=str(CARDS[six]))
        if kind is Decline:
            return None
        return Reason.of("exchange_or_decline", card=str(CARDS[six]))
    return Reason.of("deal_over")


def _lowest(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def _missing(mask: int) -> Reason:
    return Reason.of("card_not_in_hand", card=str(CARDS[_lowest(mask)]))


def _explain_lead(state: DurakState, mask: int) -> Reason | None:
    count = mask.bit_count()
    table = state.deal.table
    if table.prostoy:
        if table.prostoy_pairs:
            if not prostoy_pattern(mask):
                return Reason.of("prostoy_attack_pattern", count=count)
        elif count not in PROSTOY_SIZES:
            return Reason.of("prostoy_attack_size", count=count)
        defender_cards = state.hands[state.defender].bit_count()
        if table.prostoy_cap and count > defender_cards:
            return Reason.of("defender_too_few_cards", cards=defender_cards, unbeaten=0)
        return None
    if not one_rank(mask):
        return Reason.of("lead_one_rank")
    return _explain_count(state, count)


def _explain_count(state: DurakState, count: int) -> Reason | None:
    """``resources/rules/en/durak.md#how-a-bout-goes``: at most ``cap`` attack cards, never more unbeaten than
    the defender holds."""
    if len(state.attack) + count > state.cap:
        return Reason.of("table_full", cap=state.cap)
    defender_cards = state.hands[state.defender].bit_count()
    if state.unbeaten + count > defender_cards:
        return Reason.of("defender_too_few_cards", cards=defender_cards, unbeaten=state.unbeaten)
    return None


def _explain_defend(state: DurakState, seat: Seat, move: Defend) -> Reason | None:
    attack, card = move.attack.index, move.card.index
    if state.hands[seat] >> card & 1 and state.beats[attack] >> card & 1:
        for a, c in zip(state.attack, state.cover):
            if a == attack:
                return None if c < 0 else Reason.of("already_beaten", card=str(move.attack))
    if attack not in state.attack:
        return Reason.of("not_on_table", card=str(move.attack))
    if state.cover[state.attack.index(attack)] >= 0:
        return Reason.of("already_beaten", card=str(move.attack))
    if not state.hands[seat] >> card & 1:
        return Reason.of("card_not_in_hand", card=str(move.card))
    args = {"attack": str(move.attack), "card": str(move.card)}
    if attack // 13 == card // 13:
        return Reason.of("too_low", **args)
    deal = state.deal
    classes = suit_classes(deal.trump, state.second, deal.table.replace)
    attack_class, card_class = classes[attack // 13], classes[card // 13]
    if attack_class > card_class:
        key = "cannot_beat_trump_with_plain" if card_class == 0 else "cannot_beat_higher_trump"
        return Reason.of(key, **args)
    return Reason.of("wrong_suit", **args)


def _explain_transfer(state: DurakState, seat: Seat, move: Move) -> Reason | None:
    table = state.deal.table
    if not table.transfers:
        return Reason.of("no_transfer", variant=state.deal.options.variant.value)
    hand = state.hands[seat]
    showing = type(move) is ShowTrump
    if showing:
        if not table.show_trump:
            return Reason.of("no_show_transfer")
        mask = 1 << move.card.index  # type: ignore[attr-defined]
    else:
        mask = move.mask  # type: ignore[attr-defined]
    if mask & ~hand:
        return _missing(mask & ~hand)
    if state.unbeaten != len(state.attack):
        return Reason.of("transfer_after_beat")
    rank = state.attack[0] % 13
    if mask & ~RANK_MASKS[rank]:
        return Reason.of("transfer_rank", rank=rank + 2)
    total = len(state.attack)
    added = 0
    if showing:
        card = move.card  # type: ignore[attr-defined]
        if card.index // 13 != state.deal.trump:
            return Reason.of("not_trump_of_rank", card=str(card))
        if state.shown & mask:
            return Reason.of("already_shown", card=str(card))
    else:
        added = mask.bit_count()
        if table.transfer_one and added > 1:
            return Reason.of("transfer_one_card")
        if total + added > state.cap:
            return Reason.of("table_full", cap=state.cap)
    target = transfer_target(state._f)
    if target < 0:
        return Reason.of("nobody_to_transfer_to")
    cards = state.hands[target].bit_count()
    if cards < total + added:
        return Reason.of("new_defender_too_few_cards", seat=target, cards=cards, needed=total + added)
    return None
