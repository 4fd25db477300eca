"""Durak, the whole family, for 2 to 6 players: ``resources/rules/en/durak.md``.

The rules in brief (podkidnoy, the default). 36 cards, six each; the next card is turned for trump
and lies face up under the talon, drawn last. In the first deal the lowest trump attacks first;
later the dealer's left neighbour does. A bout: the attacker leads one or more cards of one rank at
the defender on the left; the defender beats each card with a higher card of its suit or any trump
(a trump only with a higher trump) or takes the whole table. Once everything is beaten the attackers
(main attacker first) may throw in cards of ranks on the table: at most six attack cards, never
more unbeaten than the defender holds. After a beaten bout the cards are discarded and the defender
attacks next; after a take the defender is skipped. Hands are refilled to six, attacker first,
defender last. With the talon empty a player without cards is out; the last with cards is the
durak, who deals next; nobody left is a draw. Variants: perevodnoy (pass the attack on with a card
of its rank), prostoy (five cards, attacks of 1/3/5 cards, no throw-ins), severnyi (a second trump
suit revealed late), 24/52 cards, and teams 2v2/3v3 (partners alternate; the team left with cards
loses). House rules: ``options.py``.

Stacked decks (``deck=``): card ``i`` goes to seat ``(dealer + 1 + i) % seats`` while hands are dealt;
the next card is the one turned for trump; the rest is the talon, next card to draw first (the
trump card goes under it and is drawn last). With nothing left after the deal (six players, 36
cards) the dealer's last card fixes trump and stays in the dealer's hand, seen by everyone. So
``stack_deck(hands, dealer, [trump_card, *talon_in_draw_order])``.

Layout: ``moves.py`` (move texts), ``state.py`` (state and card arithmetic), ``flow.py``
(transitions), ``legal.py`` (legal moves and refusal reasons), ``view.py`` (observations).
Every move is public; the only hidden facts are hands and the talon order.

Match: one matchstick per lost deal to the durak (teams: to every member of the losing team);
``match_length`` deals or ``matchsticks_limit`` sticks end a match. Durak names no winner, only
losers (the rules text: "the game has no winner, only a loser"), so ``match_winners`` is empty, as in
Fjols; the match's losers are the most matchsticks (``BaseRules.match_fools``), which the summary,
the ledger and the statistics show.

Decisions of our own where the spec leaves room:

* The exchange question (``resources/rules/en/durak.md#who-starts``) is asked in the open at each bout start,
  so whoever is asked shows that they hold the lowest trump: it is a known card from the deal on (in the first
  deal it was shown anyway, to claim the lead).
* ``no_trump_in_hands`` also applies when ``first_attacker_later=lowest_trump`` finds no trump.
* Prostoy: the first deal is led by the lowest trump, as in every variant (the rules text; the
  dealer's left neighbour is ``prostoy_first_attacker=left_of_dealer``), later deals follow
  ``first_attacker_later``; an attack is any one, three or five cards (``prostoy_attack=pairs``: pairs
  inside a three- or five-card attack); a fully beaten attack ends the bout at once (no "done" to press).
  Prostoy may be dealt from 24 (two players) or 52 cards as well, as the option table allows.
* "Durak with slips": the last attack card laid against the durak (teams: against the losing
  team's member attacked last) was a six, as the seed says; with 24 cards it cannot happen.
* The refill starts with the main attacker at the bout's end and ends with the final defender, also
  after transfers (``state.refill_order``), as the rules text says
  (``resources/rules/en/durak.md#how-a-bout-goes``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ...cards import SUIT_MASKS, shuffle
from ...errors import IllegalMoveError, InvalidCardError, Reason
from ...options import QT_TRANSLATE_NOOP
from ...rules import BaseRules, DealResult, GameInfo, MatchContext, Move, Observation, Seat
from . import flow
from .legal import explain, legal_moves
from .moves import Attack, Decline, Defend, Done, Exchange, Pass, ShowTrump, Take, Transfer, parse
from .options import DurakOptions, FirstAttackerLater, NoTrumpInHands, ProstoyFirstAttacker, TrumpSixExchange
from .state import (
    DEFEND,
    EMPTY_LOG,
    F_ATTACK,
    F_BEATS,
    F_CAP,
    F_DEAL,
    F_DEFENDER,
    F_LOG,
    F_OPEN,
    F_PHASE,
    F_RANKS,
    F_TURN,
    F_UNBEATEN,
    KNOWN,
    LEAD,
    MAX_SEATS,
    OVER,
    ROOT,
    SIX,
    TAKE_ADD,
    THROW_IN,
    DurakDeal,
    DurakState,
    DurakTable,
    made,
    table_facts,
)
from .view import DurakObservation, observe, sample_state

# each kind of move's transition, called once explain() has passed the move (an attack in TAKE_ADD is
# ``flow.add_on_take``)
Step = Callable[[list[Any], Seat, Any], object]
_STEPS: dict[type, Step] = {
    Attack: flow.lay, Defend: flow.beat, Take: flow.take, Pass: flow.pass_turn, Done: flow.done,
    Transfer: flow.transfer, ShowTrump: flow.show_trump, Exchange: flow.exchange, Decline: flow.decline}
_alloc = object.__new__
# who acts, by ``turn``: seat s alone, and nobody at the last index, which ``turn == -1`` (the deal over) reads
_ACTING: tuple[frozenset[Seat], ...] = (*(frozenset((s,)) for s in range(8)), frozenset())
_BITS = tuple(1 << i for i in range(52))
_REDEALS = 100   # no_trump_in_hands=redeal: give up (left of dealer) after this many dry deals
MOVE_BOUND = 20_000


class DurakRules(BaseRules[DurakState, DurakOptions]):
    info = GameInfo(
        id="durak", name=QT_TRANSLATE_NOOP("Games", "Durak"),
        summary=QT_TRANSLATE_NOOP("Games", "Attack and defend; the last player with cards is the fool."),
        min_seats=2, max_seats=6, default_seats=4, options_type=DurakOptions, lower_is_better=True)

    # -- dealing --------------------------------------------------------------------------------------
    def new_deal(self, options: DurakOptions, seats: int, dealer: Seat, rng: random.Random,
                 deck: Sequence[Any] | None = None, context: MatchContext | None = None) -> DurakState:
        options.check(seats)
        number = context.number if context is not None else 0
        table = table_facts(options, seats)
        if deck is None:
            order = [*table.cards]
            shuffle(order, rng)
        else:
            order = [card.index for card in deck]
            if len(order) != table.size or sum({_BITS[i] for i in order}) != table.deck:
                raise InvalidCardError(
                    f"durak: a stacked deck must hold exactly the {table.size} cards in play")
        for _ in range(_REDEALS):
            hands, talon, trump_card = _deal_out(order, seats, dealer, table.hand_size)
            first, shown = _first_attacker(options, table, seats, dealer, number, hands, trump_card // 13)
            if first >= 0:
                break
            rng.shuffle(order)  # no_trump_in_hands=redeal
        else:
            first, shown = (dealer + 1) % seats, -1
        trump = trump_card // 13
        six = trump * 13 + table.lowest - 2
        holder = -1
        exchange = table.exchange
        if talon and six != trump_card and exchange is not TrumpSixExchange.OFF and \
                not (exchange is TrumpSixExchange.FIRST_DEAL_ONLY and number > 0):
            holder = next((s for s in range(seats) if hands[s] >> six & 1), -1)
        known = [0] * seats
        if not talon:
            known[dealer] |= _BITS[trump_card]
        if shown >= 0:
            known[first] |= _BITS[shown]
        if holder >= 0:
            known[holder] |= _BITS[six]  # being asked to exchange shows everybody who holds it
        deal = DurakDeal(options, seats, dealer, number, table, trump, trump_card, six, holder, first, shown)
        beats = flow.beats_for(deal, -1)
        # the slots of the hands and of the known cards, the fields of DurakState in order less those two, then
        # the private slot F_OPEN;
        # start_bout fills in the bout
        padding = (0,) * (MAX_SEATS - seats)
        s: list[Any] = [*hands, *padding, *known, *padding, deal, LEAD, first, talon, beats, -1, -1, 0,
                        (), (), (), 0, 0, 0, first, first, -1, first, (), 0, 6, 0, False, holder, 0,
                        ((-1,) * seats, ROOT, None), (), (), EMPTY_LOG, 0]
        if table.severnyi and len(talon) == 2:
            flow.reveal(s, talon[0])
        main, defender, attackers = table.seating[-1].bouts[first]   # everyone holds cards
        flow.start_bout(s, main, defender, first, attackers)
        return made(s)

    # -- whose turn, which moves ----------------------------------------------------------------------
    def to_act(self, state: DurakState) -> frozenset[Seat]:
        return _ACTING[state._f[F_TURN]]  # type: ignore[no-any-return]  # an int field indexes it

    # the module function itself: this is called for every move of every simulation
    legal_moves = staticmethod(legal_moves)

    def explain_illegal(self, state: DurakState, seat: Seat, move: Move) -> Reason | None:
        return explain(state, seat, move)

    def apply(self, state: DurakState, seat: Seat, move: Move) -> DurakState:
        s: list[Any] = [*state._f]   # the transition changes this copy of the fields; it becomes the new state
        phase = s[F_PHASE]
        kind = type(move)
        step: Step | None = None   # the move's transition, once a fast path below or ``explain`` has found it legal
        if seat == s[F_TURN]:
            # Fast paths for the common moves; each test is the legal case of ``legal.explain``, read
            # from the copy by field index and from the facts the move carries (``moves.py``). ``mask``: the
            # cards the move takes from the hand.
            if kind is Attack:
                mask = move.mask  # type: ignore[attr-defined]
                count = move.count  # type: ignore[attr-defined]
                if phase == LEAD:
                    if (not mask & ~s[seat] and move.one_rank  # type: ignore[attr-defined]
                            and count <= s[F_CAP] and count <= s[s[F_DEFENDER]].bit_count()
                            and not s[F_DEAL].table.prostoy):
                        step = flow.lay
                elif phase == THROW_IN or phase == TAKE_ADD:
                    # ``flow.add_limit`` written out: the room left under the cap, and the defender's cards
                    if (not mask & ~(s[seat] & s[F_RANKS]) and count <= s[F_CAP] - len(s[F_ATTACK])
                            and count <= s[s[F_DEFENDER]].bit_count() - s[F_UNBEATEN]):
                        step = flow.lay if phase == THROW_IN else flow.add_on_take
            elif kind is Defend:
                if phase == DEFEND:
                    mask = move.bit  # type: ignore[attr-defined]
                    # the beating card in the hand, beating the attack card, and that card on the table unbeaten
                    if (s[seat] & mask and s[F_BEATS][move.a] & mask  # type: ignore[attr-defined]
                            and s[F_OPEN] & move.abit):  # type: ignore[attr-defined]
                        step = flow.beat
            elif kind is Take:
                if phase == DEFEND and not s[F_DEAL].table.prostoy:
                    mask = 0
                    step = flow.take
            elif kind is Pass:
                if phase == THROW_IN or phase == TAKE_ADD:
                    mask = 0
                    step = flow.pass_turn
        if step is None:
            reason = explain(state, seat, move)
            if reason is not None:
                raise IllegalMoveError(f"durak: seat {seat} may not play {str(move)!r}: {reason}", reason)
            step = flow.add_on_take if kind is Attack and phase == TAKE_ADD else _STEPS[kind]
            mask = move.mask if kind is Attack or kind is Transfer else move.bit if kind is Defend else 0  # type: ignore[attr-defined]
        # every move is logged, and a card move's cards leave the hand (a card everyone had seen go into the hand
        # is no longer a known card of it), before its transition
        s[F_LOG] = (s[F_LOG], seat, move)
        if mask:
            s[seat] ^= mask
            s[KNOWN + seat] &= ~mask
        step(s, seat, move)  # type: ignore[arg-type]  # the transition of this kind of move
        # ``made`` written out: this is the one place a move's new state is made, and it keeps the copy ``s``
        new = _alloc(DurakState)
        new._f = s
        return new

    # -- state queries --------------------------------------------------------------------------------
    def is_over(self, state: DurakState) -> bool:
        return state._f[F_PHASE] == OVER  # type: ignore[no-any-return]  # an int field

    def scores(self, state: DurakState) -> tuple[int, ...]:
        """Matchsticks of this deal: one to each fool once the deal is over (with ``tally``)."""
        seats = state.deal.seats
        if state.phase != OVER or not state.deal.options.tally:
            return (0,) * seats
        return tuple(1 if s in state.fools else 0 for s in range(seats))

    def move_bound(self, options: DurakOptions, seats: int) -> int:
        """Durak has no proven bound: three or more players can pass cards round by taking for ever.
        This is a practical bound, far above real deals: of 39,000 random deals (1,000 for every
        variant, pack and table size) the longest took 483 moves."""
        return MOVE_BOUND

    def parse_move(self, text: str) -> Move:
        return parse(text)

    # -- what a seat may see --------------------------------------------------------------------------
    def observe(self, state: DurakState, seat: Seat) -> DurakObservation:
        return observe(state, seat, self.scores(state), self.info.id)

    def sample_world(self, view: Observation, rng: random.Random) -> DurakState:
        assert isinstance(view, DurakObservation)
        return sample_state(view, rng)

    # -- the match ------------------------------------------------------------------------------------
    def deal_result(self, state: DurakState) -> DealResult:
        if state.phase != OVER:
            raise ValueError("durak: the deal is not over")
        deal = state.deal
        fools = state.fools
        points = self.scores(state)
        cards_left = tuple(h.bit_count() for h in state.hands)
        if not fools:
            notes = [Reason.of("draw")]
        elif deal.table.teams:
            notes = [Reason.of("losing_team", seats=" ".join(str(s) for s in fools))]
        else:
            notes = [Reason.of("durak", seat=fools[0])]
        if fools and deal.options.announce_slips:
            last = max(state.last_attack[s] for s in fools)
            if last >= 0 and last % 16 == SIX - 2:
                notes.append(Reason.of("durak_with_slips"))
        return DealResult(points=points, fools=fools,
                          columns=(("matchsticks", points), ("cards_left", cards_left)), notes=tuple(notes))

    def next_dealer(self, options: DurakOptions, seats: int, dealer: Seat, result: DealResult) -> Seat:
        """The durak deals (``resources/rules/en/durak.md#the-deal-and-the-trump``); after a draw the same
        dealer (the previous durak) deals again; teams: the losing team's player with the most cards, ties to
        the first clockwise after the previous dealer."""
        fools = result.fools
        if not fools:
            return dealer
        if len(fools) == 1:
            return fools[0]
        cards = dict(result.columns).get("cards_left", (0,) * seats)
        most = max(cards[s] for s in fools)
        return next(s for s in ((dealer + k) % seats for k in range(1, seats + 1))
                    if s in fools and cards[s] == most)

    def match_over(self, options: DurakOptions, seats: int, results: Sequence[DealResult]) -> bool:
        if options.match_length and len(results) >= options.match_length:
            return True
        if options.matchsticks_limit and results:
            return max(MatchContext(len(results), tuple(results)).totals(seats)) >= options.matchsticks_limit
        return False

    def match_winners(self, options: DurakOptions, seats: int, results: Sequence[DealResult]) -> tuple[Seat, ...]:
        """Nobody: Durak has no winner, only losers (the match's fools, ``match_fools``)."""
        return ()


def _deal_out(order: list[int], seats: int, dealer: Seat,
              hand_size: int) -> tuple[list[int], tuple[int, ...], int]:
    """Hands one card at a time clockwise from the dealer's left; the next card turned for trump goes
    under the talon. Returns (hands, talon in draw order, the trump card)."""
    dealt = hand_size * seats
    first = dealer + 1
    bits = _BITS
    hands = [sum([bits[c] for c in order[(s - first) % seats:dealt:seats]]) for s in range(seats)]
    rest = order[dealt:]
    if not rest:
        return hands, (), order[dealt - 1]
    return hands, tuple(rest[1:]) + (rest[0],), rest[0]


def _first_attacker(options: DurakOptions, table: DurakTable, seats: int, dealer: Seat, number: int,
                    hands: list[int], trump: int) -> tuple[Seat, int]:
    """``resources/rules/en/durak.md#who-starts`` (and ``resources/rules/en/durak.md#start-of-the-deal``
    for prostoy's house rule): (first attacker, the lowest trump shown or -1); -1 as the attacker asks
    for a redeal. The first deal starts with the lowest trump in every variant unless prostoy's own
    house rule says the dealer's left neighbour."""
    later = options.first_attacker_later
    lowest_first = not table.prostoy or options.prostoy_first_attacker is ProstoyFirstAttacker.LOWEST_TRUMP
    if (number == 0 and lowest_first) or (number > 0 and later is FirstAttackerLater.LOWEST_TRUMP):
        best = -1, -1
        for seat in range(seats):
            trumps = hands[seat] & SUIT_MASKS[trump]
            if trumps:
                low = (trumps & -trumps).bit_length() - 1
                if best[1] < 0 or low < best[1]:
                    best = seat, low
        if best[0] >= 0:
            return best
        if options.no_trump_in_hands is NoTrumpInHands.REDEAL:
            return -1, -1
    elif number > 0 and later is FirstAttackerLater.ATTACK_THE_FOOL:
        return (dealer - 1) % seats, -1
    return (dealer + 1) % seats, -1

