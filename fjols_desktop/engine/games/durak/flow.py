"""Durak's transitions: what each move does to the state, the end of a bout, the refill, going out
and who attacks next (``resources/rules/en/durak.md#how-a-bout-goes`` and
``resources/rules/en/durak.md#the-game``).

A move's transition takes the state's fields copied into a list ``s``, the seat and the move (logged, and a
card move's cards taken from the hand, by the caller) and changes fields by their ``F_*`` index in place; the steps after it (``ask``, ``end_bout``,
``start_bout``) change the same list. The caller (``DurakRules.apply``) made the copy, has already checked
the move, with its fast paths on the copy or with ``legal.explain`` (nothing here checks again), and makes
the new state from the list once the transition is done (``state.made``).

Roles (``state.py``: ``next_active``, ``actor``, ``roles``, ``attackers_for``). Individual game: the
defender is the next player with cards to the main attacker's left. Team game
(``resources/rules/en/durak.md#how-a-bout-goes``): the rotation runs over *seats*; ``actor(seat)`` is the
player in that seat, or when that player has no cards the first partner clockwise who has; the bout is
"seat ``s`` attacks seat ``s+1``", so partners never attack each other. Between bouts they depend on the
hands only through which seats hold cards, so ``end_bout`` reads them from ``DurakTable.seating``.

Throw-in order (``resources/rules/en/durak.md#how-a-bout-goes``): the priority list is the main attacker, then
the other permitted attackers clockwise from the defender's left; it is asked from its start after every card
the defender answers. An attacker without a legal throw is passed over without being asked.
"""

from __future__ import annotations

from itertools import compress
from typing import Any

from ...rules import Move, Seat
from .moves import CardsMove, Defend, ShowTrump
from .options import FirstBoutCap, TrumpSixExchange
from .state import (
    DEFEND,
    EARLY_CAP,
    EMPTY_CHAIN,
    F_ASKED,
    F_ATTACK,
    F_ATTACKERS,
    F_BEATS,
    F_BOUT,
    F_BY,
    F_CAP,
    F_COVER,
    F_DEAL,
    F_DEFENDER,
    F_DISCARD,
    F_DISCARDED,
    F_FOOLS,
    F_LAST_ATTACK,
    F_LEADER,
    F_MAIN,
    F_OPEN,
    F_OUT,
    F_PHASE,
    F_RANKS,
    F_REVEALED,
    F_RIGHT,
    F_SEAT,
    F_SECOND,
    F_SHOWN,
    F_TABLE,
    F_TALON,
    F_TURN,
    F_UNBEATEN,
    KNOWN,
    LEAD,
    MAX_ATTACK,
    OVER,
    PRE_BOUT,
    TAKE_ADD,
    THROW_IN,
    DurakDeal,
    DurakState,
    DurakTable,
    actor,
    attackers_for,
    beat_table,
    hands_of,
    next_active,
    refill_order,  # noqa: F401  (the role functions live in state.py; callers of flow.refill_order
    roles,  # noqa: F401         and flow.roles find them here too)
    suit_classes,
)

_NO_CAP = FirstBoutCap.OFF   # read at every bout's start as a module name, not through the enum class
SEAT_BITS = tuple(1 << seat for seat in range(8))   # compress(SEAT_BITS, hands): the seats holding cards
Fields = list[Any]   # a state's fields as a list, changed in place by index, then made a state again
_SPREAD = 1 | 1 << 13 | 1 << 26 | 1 << 39


def transfer_target(fields: list[Any]) -> Seat:
    """Who defends after a transfer: the next player to the defender's left (teams: seat s+2). ``fields``
    are a state's fields (``DurakState._f``, or a transition's copy of them)."""
    if fields[F_DEAL].table.teams:
        return actor(hands_of(fields), fields[F_SEAT] + 2)
    return next_active(hands_of(fields), fields[F_DEFENDER])


def bout_cap(table: DurakTable, bout: int, discarded: bool) -> int:
    cap = table.first_bout_cap
    if cap is FirstBoutCap.FIRST_BOUT and bout == 0:
        return EARLY_CAP
    if cap is FirstBoutCap.UNTIL_FIRST_DISCARD and not discarded:
        return EARLY_CAP
    return MAX_ATTACK


def add_limit(state: DurakState) -> int:
    """How many more attack cards may go on the table now (``resources/rules/en/durak.md#how-a-bout-goes``
    ``can_add``). ``legal_moves`` and ``DurakRules.apply`` write it out on their hot paths;
    ``tests/engine/test_durak_fast_paths.py`` holds them to it."""
    room = state.cap - len(state.attack)
    cover = state.hands[state.defender].bit_count() - state.unbeaten
    return min(cover, room)


# --- a bout begins ------------------------------------------------------------------------------------

def start_bout(s: Fields, main: Seat, defender: Seat, seat: Seat,
               attackers: tuple[Seat, ...] | None = None) -> None:
    """Set up bout number ``s[F_BOUT]`` and ask for the exchange or the lead (``attackers``: the
    throw-in priority list when the caller has it)."""
    deal: DurakDeal = s[F_DEAL]
    table = deal.table
    s[F_ATTACK] = ()
    s[F_COVER] = s[F_BY] = EMPTY_CHAIN
    s[F_TABLE] = s[F_RANKS] = s[F_UNBEATEN] = s[F_OPEN] = s[F_ASKED] = s[F_SHOWN] = 0
    s[F_LEADER] = s[F_MAIN] = main
    s[F_DEFENDER] = defender
    s[F_SEAT] = seat
    s[F_ATTACKERS] = attackers if attackers is not None else \
        attackers_for(table, hands_of(s), deal.seats - len(s[F_OUT]), main, defender, seat)
    s[F_CAP] = MAX_ATTACK if table.first_bout_cap is _NO_CAP else \
        bout_cap(table, s[F_BOUT], s[F_DISCARDED])
    right = s[F_RIGHT]
    if right >= 0:
        if not s[F_TALON] or (table.exchange is TrumpSixExchange.BEFORE_FIRST_LEAD and s[F_BOUT] > 0):
            s[F_RIGHT] = -1  # the face-up trump is gone, or the moment has passed for good
        else:
            s[F_PHASE] = PRE_BOUT
            s[F_TURN] = right
            return
    s[F_PHASE] = LEAD
    s[F_TURN] = main


# --- cards onto the table -----------------------------------------------------------------------------
#
# Each move's transition takes the state's fields as a list ``s`` (copied by ``DurakRules.apply``, which
# has checked the move on that copy and makes the new state from it afterwards), the seat and the move, and
# changes fields by index. ``apply`` has already logged the move (``s[F_LOG]``, a chain, gained the link
# ``(log, seat, move)``) and taken a card move's cards from the hand (``DurakRules.apply``). Card moves carry
# their cards' count, indices and ranks (``moves.py``), so nothing here works them out.

def lay(s: Fields, seat: Seat, move: CardsMove) -> Fields:
    """A lead or a throw-in (and the cards of an addition or a transfer, whose transitions go on from here):
    the cards, already out of the hand, go on the table as attack cards, unbeaten (``cover`` reads -1 for a
    card laid until a defence's link names it; ``by`` gains one link for the move); then the defender
    answers, and the next throw-in is asked for from the main attacker on."""
    mask = move.mask
    s[F_ATTACK] += move.indices
    s[F_BY] = (s[F_BY], seat, move.count)
    s[F_OPEN] |= mask
    s[F_UNBEATEN] += move.count
    s[F_TABLE] |= mask
    s[F_RANKS] |= move.spread
    s[F_PHASE] = DEFEND
    s[F_ASKED] = 0
    s[F_TURN] = s[F_DEFENDER]
    return s


def beat(s: Fields, seat: Seat, move: Defend) -> None:
    """The defender covers the attack card ``move.a`` with ``move.c`` (already out of the hand): ``cover``
    gains the link ``(cover, move.a, move.c)``."""
    s[F_COVER] = (s[F_COVER], move.a, move.c)
    s[F_OPEN] ^= move.abit
    unbeaten = s[F_UNBEATEN] = s[F_UNBEATEN] - 1
    s[F_TABLE] |= move.bit
    s[F_RANKS] |= move.spread
    table: DurakTable = s[F_DEAL].table
    if table.prostoy:
        if not unbeaten:
            end_bout(s, taken=False)
        return
    if unbeaten and not table.anytime:
        return
    return ask(s, 0, THROW_IN)


def ask(s: Fields, start: int, phase: int) -> None:
    """Ask the attackers in priority order from ``start`` for a throw-in (``phase`` THROW_IN) or for
    cards to add to a bout being taken (TAKE_ADD, ``resources/rules/en/durak.md#how-a-bout-goes``); an
    attacker without a legal throw is passed over. Nobody left to ask: the bout ends, or with cards
    still unbeaten (``throw_in_timing=anytime``) the defender goes on."""
    if s[F_CAP] > len(s[F_ATTACK]) and s[s[F_DEFENDER]].bit_count() > s[F_UNBEATEN]:  # add_limit() > 0
        ranks = s[F_RANKS]
        attackers = s[F_ATTACKERS]
        for k in range(start, len(attackers)):
            if s[attackers[k]] & ranks:   # the hand of the attacker ``attackers[k]``
                s[F_PHASE] = phase
                s[F_ASKED] = k
                s[F_TURN] = attackers[k]
                return
    if phase == TAKE_ADD:
        return end_bout(s, taken=True)
    if not s[F_UNBEATEN]:
        return end_bout(s, taken=False)
    s[F_PHASE] = DEFEND
    s[F_TURN] = s[F_DEFENDER]


def take(s: Fields, seat: Seat, move: Move) -> None:
    if s[F_DEAL].table.on_take:
        return ask(s, 0, TAKE_ADD)
    return end_bout(s, taken=True)


def add_on_take(s: Fields, seat: Seat, move: CardsMove) -> None:
    """Cards added to a bout being taken (``lay``), then the next attacker after this one is asked."""
    asked = s[F_ASKED]
    return ask(lay(s, seat, move), asked + 1, TAKE_ADD)


def pass_turn(s: Fields, seat: Seat, move: Move) -> None:
    return ask(s, s[F_ASKED] + 1, s[F_PHASE])


def done(s: Fields, seat: Seat, move: Move) -> None:
    """Prostoy: the defender stops; unbeaten attack cards go into the hand."""
    return end_bout(s, taken=s[F_UNBEATEN] > 0)


def transfer(s: Fields, seat: Seat, move: CardsMove) -> None:
    """Perevodnoy: the defender adds cards of the attack rank and becomes the main attacker; the next
    player defends (chosen by the other players' hands, which laying the defender's cards leaves as they
    were)."""
    target = transfer_target(s)
    return _pass_on(lay(s, seat, move), seat, target)


def show_trump(s: Fields, seat: Seat, move: ShowTrump) -> None:
    """Perevodnoy house rule: the defender shows the trump of the attack rank (it stays in the hand,
    seen by everyone) and passes the attack on as with a transfer."""
    target = transfer_target(s)
    card = move.card.index
    s[F_SHOWN] |= 1 << card
    _make_known(s, seat, card)
    return _pass_on(s, seat, target)


def _pass_on(s: Fields, seat: Seat, target: Seat) -> None:
    deal: DurakDeal = s[F_DEAL]
    table = deal.table
    new_seat = s[F_SEAT] + 1 if table.teams else seat
    s[F_MAIN] = seat
    s[F_DEFENDER] = target
    s[F_SEAT] = new_seat % deal.seats
    s[F_ATTACKERS] = attackers_for(table, hands_of(s), deal.seats - len(s[F_OUT]), seat, target, s[F_SEAT])
    s[F_ASKED] = 0
    s[F_PHASE] = DEFEND
    s[F_TURN] = target


def exchange(s: Fields, seat: Seat, move: Move) -> None:
    deal: DurakDeal = s[F_DEAL]
    talon = s[F_TALON]
    face, six = talon[-1], deal.six
    s[seat] = s[seat] & ~(1 << six) | 1 << face
    s[KNOWN + seat] = s[KNOWN + seat] & ~(1 << six) | 1 << face
    s[F_TALON] = talon[:-1] + (six,)
    s[F_RIGHT] = -1
    s[F_PHASE] = LEAD
    s[F_TURN] = s[F_MAIN]


def decline(s: Fields, seat: Seat, move: Move) -> None:
    if s[F_DEAL].table.exchange is TrumpSixExchange.BEFORE_FIRST_LEAD:
        s[F_RIGHT] = -1
    s[F_PHASE] = LEAD
    s[F_TURN] = s[F_MAIN]


# --- a bout ends --------------------------------------------------------------------------------------

def end_bout(s: Fields, taken: bool) -> None:
    """``resources/rules/en/durak.md#how-a-bout-goes`` BOUT_END and
    ``resources/rules/en/durak.md#how-a-bout-goes``: clear the table, refill, check who is out and whether the
    deal is over, then start the next bout with the next attacker
    (``resources/rules/en/durak.md#how-a-bout-goes``)."""
    deal: DurakDeal = s[F_DEAL]
    table = deal.table
    defender = s[F_DEFENDER]
    on_table = s[F_TABLE]
    attack = s[F_ATTACK]
    if table.prostoy:
        take_mask = s[F_OPEN]   # the unbeaten cards
    else:
        take_mask = on_table if taken else 0
    if take_mask:
        s[defender] |= take_mask
        s[KNOWN + defender] |= take_mask  # everyone saw the cards picked up
    if on_table != take_mask:
        s[F_DISCARD] |= on_table & ~take_mask
        s[F_DISCARDED] = True
    if s[F_RIGHT] >= 0 and on_table >> deal.six & 1:
        s[F_RIGHT] = -1  # the lowest trump left its holder's hand: the right lapses for good
    s[F_LAST_ATTACK] = (s[F_LAST_ATTACK], defender, s[F_BOUT] * 16 + attack[-1] % 13)   # a link of the chain
    if s[F_TALON]:
        _refill(s, table.refills[s[F_MAIN]][defender], table.hand_size)
    hands = s[:deal.seats]
    if 0 not in hands:
        seating = table.seating[-1]   # every seat holds cards (always while cards are left to draw)
    else:
        occupied = sum(compress(SEAT_BITS, hands))
        seating = table.seating[occupied]
        out = s[F_OUT]
        if len(out) + occupied.bit_count() != deal.seats:   # a seat emptied its hand in this bout: it goes out
            for seat in table.refills[s[F_MAIN]][defender]:   # in the order of the refill
                if not hands[seat] and seat not in out:
                    out += (seat,)
            s[F_OUT] = out
        if seating.fools is not None:
            return _finish(s, seating.fools)
    beaten = not take_mask
    if table.teams:
        seat = (s[F_SEAT] + (1 if beaten else 2)) % deal.seats
    else:
        seat = defender if beaten and hands[defender] else seating.after[defender]
    main, next_defender, attackers = seating.bouts[seat]
    s[F_BOUT] += 1
    return start_bout(s, main, next_defender, seat, attackers)


def _refill(s: Fields, order: tuple[Seat, ...], hand_size: int) -> None:
    """Draw up to ``hand_size`` in ``order``. The face-up trump (the last talon card) and severnyi's
    revealed card are seen by everybody as they are drawn, so they become known cards."""
    talon = s[F_TALON]
    n = len(talon)
    i = 0
    face_drawer = second_drawer = -1
    for seat in order:
        need = hand_size - s[seat].bit_count()
        if need <= 0:
            continue
        j = i + need
        if j > n:  # noqa: PLR1730  # the smaller, without a call
            j = n
        for card in talon[i:j]:
            s[seat] |= 1 << card
        if i <= n - 2 < j:
            second_drawer = seat
        i = j
        if i == n:
            face_drawer = seat
            break
    s[F_TALON] = talon[i:]
    if face_drawer >= 0:
        _make_known(s, face_drawer, talon[-1])
    deal: DurakDeal = s[F_DEAL]
    if deal.table.severnyi and n >= 2 and i >= n - 2:
        if s[F_REVEALED] < 0:
            reveal(s, talon[n - 2])
        if second_drawer >= 0:
            _make_known(s, second_drawer, talon[n - 2])


def _make_known(s: Fields, seat: Seat, card: int) -> None:
    s[KNOWN + seat] |= 1 << card


def reveal(s: Fields, card: int) -> None:
    """Severnyi (``resources/rules/en/durak.md#the-game``): the last face-down talon card is turned up; its
    suit is a second trump from the next bout on (reveals happen only at the deal and in refills, between
    bouts)."""
    deal: DurakDeal = s[F_DEAL]
    s[F_REVEALED] = card
    s[F_SECOND] = card // 13
    s[F_BEATS] = beats_for(deal, card // 13)


def _finish(s: Fields, fools: tuple[Seat, ...]) -> None:
    """``resources/rules/en/durak.md#how-a-bout-goes`` with the talon empty: the last player (or team) with
    cards loses; nobody: a draw (``Seating.fools``)."""
    s[F_FOOLS] = fools
    s[F_PHASE] = OVER
    s[F_TURN] = -1
    s[F_ATTACK] = s[F_ATTACKERS] = ()
    s[F_COVER] = s[F_BY] = EMPTY_CHAIN
    s[F_TABLE] = s[F_RANKS] = s[F_UNBEATEN] = s[F_OPEN] = s[F_ASKED] = s[F_SHOWN] = 0


def beats_for(deal: DurakDeal, second: int) -> tuple[int, ...]:
    table = deal.table
    classes = suit_classes(deal.trump, second, table.replace)
    return beat_table(table.deck, classes, table.lowest, table.low_beats_ace)
