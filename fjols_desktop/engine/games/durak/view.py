"""What one Durak seat may know, and worlds consistent with it.

A seat sees its own hand, the table, every count, the face-up trump card (until it is drawn) and
severnyi's revealed card. It also remembers what every player has seen: the cards a player picked up
or drew face up, the trump it showed, and which cards went to the discard pile (the pile may not be
inspected, but everyone saw those cards beaten; ``resources/rules/en/durak.md#the-deal-and-the-trump``). All
of that is public and lives in the state (``known``, ``discard``); this module copies it into a
``DurakObservation`` next to the generic piles, facts and prompt, and ``sample_world`` deals the rest of the
cards at random around it.

Piles (laid out by the table by kind and owner): ``hand:<s>`` (HAND; face down for the others),
``talon`` (STOCK; the face-down cards, next to draw first, with severnyi's revealed card face up),
``trump`` (TURNED; the face-up card under the talon while it is there), ``table`` (BOUT; attack cards
in the order laid, ``covers`` = the card beating each, ``played_by`` = who laid it) and ``discard``
(DISCARD; face down).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ...cards import CARDS, cards_of
from ...errors import FjolsError, Reason
from ...rules import Observation, Pile, PileKind, Seat
from ...worlds import deal_hidden
from .legal import legal_moves
from .state import DEFEND, LEAD, OVER, PHASE_NAMES, PRE_BOUT, TAKE_ADD, THROW_IN, DurakDeal, DurakState


@dataclass(frozen=True, kw_only=True)
class DurakObservation(Observation):
    """The generic observation plus the public state, as masks and card indices (see ``DurakState``
    for the meaning of each field; ``attack_seat`` is the state's ``seat``)."""

    deal: DurakDeal
    phase_id: int
    turn: Seat
    hand_mask: int
    known: tuple[int, ...]
    talon_size: int
    face_up: int                 # the card face up under the talon, -1 once drawn
    second: int
    revealed: int
    beats: tuple[int, ...]
    discard: int
    attack: tuple[int, ...]
    cover: tuple[int, ...]
    by: tuple[Seat, ...]
    table: int
    ranks: int
    unbeaten: int
    leader: Seat
    main: Seat
    defender: Seat
    attack_seat: Seat
    attackers: tuple[Seat, ...]
    asked: int
    cap: int
    bout: int
    discarded: bool
    right: Seat
    shown: int
    last_attack: tuple[int, ...]
    out: tuple[Seat, ...]
    fools: tuple[Seat, ...]


def observe(state: DurakState, seat: Seat, points: tuple[int, ...], game: str) -> DurakObservation:
    deal = state.deal
    seats = deal.seats
    sizes = tuple(h.bit_count() for h in state.hands)
    talon = state.talon
    revealed_in_talon = len(talon) == 2 and state.revealed >= 0
    face_down = len(talon) - (1 if talon else 0) - (1 if revealed_in_talon else 0)
    piles = [Pile(f"hand:{s}", PileKind.HAND, owner=s,
                  cards=cards_of(state.hands[s]) if s == seat else (None,) * sizes[s]) for s in range(seats)]
    piles.append(Pile("talon", PileKind.STOCK,
                      cards=((CARDS[state.revealed],) if revealed_in_talon else ()) + (None,) * face_down))
    piles.append(Pile("trump", PileKind.TURNED, cards=(CARDS[talon[-1]],) if talon else ()))
    piles.append(Pile("table", PileKind.BOUT, cards=tuple(CARDS[a] for a in state.attack),
                      covers=tuple(CARDS[c] if c >= 0 else None for c in state.cover), played_by=state.by))
    piles.append(Pile("discard", PileKind.DISCARD, cards=(None,) * state.discard.bit_count()))
    return DurakObservation(
        game=game, seat=seat, seats=seats, dealer=deal.dealer, phase=PHASE_NAMES[state.phase],
        to_act=frozenset((state.turn,)) if state.turn >= 0 else frozenset(),
        legal_moves=tuple(legal_moves(state, seat)), hand=cards_of(state.hands[seat]), hand_sizes=sizes,
        piles=tuple(piles), points=points, facts=facts(state), prompt=prompt(state, seat),
        history=tuple([(s, str(move)) for s, move in state.log]), over=state.phase == OVER,
        deal=deal, phase_id=state.phase, turn=state.turn, hand_mask=state.hands[seat], known=state.known,
        talon_size=len(talon), face_up=talon[-1] if talon else -1, second=state.second,
        revealed=state.revealed,
        beats=state.beats, discard=state.discard, attack=state.attack, cover=state.cover, by=state.by,
        table=state.table, ranks=state.ranks, unbeaten=state.unbeaten, leader=state.leader, main=state.main,
        defender=state.defender, attack_seat=state.seat, attackers=state.attackers, asked=state.asked,
        cap=state.cap, bout=state.bout, discarded=state.discarded, right=state.right, shown=state.shown,
        last_attack=state.last_attack, out=state.out, fools=state.fools)


def facts(state: DurakState) -> tuple[Reason, ...]:
    deal = state.deal
    table = deal.table
    out = [Reason.of("trump", suit="CDHS"[deal.trump], card=str(CARDS[deal.trump_card]))]
    if state.revealed >= 0 and state.second != deal.trump:
        out.append(Reason.of("second_trump", suit="CDHS"[state.second], card=str(CARDS[state.revealed]),
                             mode="replace" if table.replace else "ranked"))
    if table.hand_size * deal.seats == table.size and state.known[deal.dealer] >> deal.trump_card & 1:
        # nothing was left for a talon: the dealer's last card fixed trump and everyone saw it
        out.append(Reason.of("trump_card_in_hand", seat=deal.dealer, card=str(CARDS[deal.trump_card])))
    if deal.shown >= 0 and state.bout == 0:
        out.append(Reason.of("lowest_trump_shown", seat=deal.first_attacker, card=str(CARDS[deal.shown])))
    if state.right >= 0:
        out.append(Reason.of("exchange_right", seat=state.right, card=str(CARDS[deal.six])))
    if table.teams:
        for team in (0, 1):
            members = " ".join(str(s) for s in range(team, deal.seats, 2))
            out.append(Reason.of("team", team=team, seats=members))
    if state.phase != OVER:
        out.append(Reason.of("attacker", seat=state.main))
        out.append(Reason.of("defender", seat=state.defender))
        if state.cap < 6 and not table.prostoy:
            out.append(Reason.of("attack_cap", cap=state.cap))
    for seat in state.out:
        out.append(Reason.of("out", seat=seat))
    if state.phase == OVER:
        if not state.fools:
            out.append(Reason.of("draw"))
        elif table.teams:
            out.append(Reason.of("losing_team", seats=" ".join(str(s) for s in state.fools)))
        else:
            out.append(Reason.of("durak", seat=state.fools[0]))
    return tuple(out)


def prompt(state: DurakState, seat: Seat) -> Reason | None:
    if seat != state.turn:
        return None
    phase = state.phase
    if phase == PRE_BOUT:
        return Reason.of("exchange_trump_six", card=str(CARDS[state.deal.six]),
                         trump=str(CARDS[state.talon[-1]]))
    if phase == LEAD:
        return Reason.of("lead_attack", defender=state.defender)
    if phase == DEFEND:
        if state.deal.table.prostoy:
            return Reason.of("beat_or_done", unbeaten=state.unbeaten)
        return Reason.of("beat_or_take", unbeaten=state.unbeaten)
    if phase == THROW_IN:
        return Reason.of("throw_in_or_pass", defender=state.defender)
    if phase == TAKE_ADD:
        return Reason.of("add_on_take", defender=state.defender)
    return None


def sample_state(view: DurakObservation, rng: random.Random) -> DurakState:
    """A full state consistent with ``view``: every card nobody has seen is dealt at random to the
    other hands (beside their known cards) and to the face-down talon."""
    deal = view.deal
    me = view.seat
    seats = view.seats
    talon_size = view.talon_size
    revealed_in_talon = talon_size == 2 and view.revealed >= 0
    face_down = talon_size - (1 if talon_size else 0) - (1 if revealed_in_talon else 0)
    seen = view.hand_mask | view.table | view.discard
    for mask in view.known:
        seen |= mask
    if talon_size:
        seen |= 1 << view.face_up
    if revealed_in_talon:
        seen |= 1 << view.revealed
    hidden = cards_of(deal.table.deck & ~seen)
    others = [s for s in range(seats) if s != me]
    needs = [view.hand_sizes[s] - view.known[s].bit_count() for s in others] + [face_down]
    if any(n < 0 for n in needs):
        raise FjolsError("durak: the view holds more known cards than a hand has")
    dealt = deal_hidden(hidden, needs, [-1] * len(needs), rng)
    hands = list(view.known)
    hands[me] = view.hand_mask
    for s, mask in zip(others, dealt):
        hands[s] |= mask
    talon = [c.index for c in cards_of(dealt[-1])]
    rng.shuffle(talon)
    if revealed_in_talon:
        talon.append(view.revealed)
    if talon_size:
        talon.append(view.face_up)
    return DurakState(deal, view.phase_id, view.turn, tuple(hands), view.known, tuple(talon), view.beats,
                      view.second, view.revealed, view.discard, view.attack, view.cover, view.by, view.table,
                      view.ranks, view.unbeaten, view.leader, view.main, view.defender, view.attack_seat,
                      view.attackers, view.asked, view.cap, view.bout, view.discarded, view.right, view.shown,
                      view.last_attack, view.out, view.fools, view.history)

