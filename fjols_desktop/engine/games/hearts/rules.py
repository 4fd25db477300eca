"""Hjerterfri (Hearts) for 3, 4 and 5 players: ``resources/rules/en/hearts.md``.

The rules in brief. All cards are dealt (2♦ out at three players, 2♦ and 2♠ out at five; option:
2♦ and 2♣, the spec's). Before each hand everybody passes three cards at once, by the cycle left,
right, across, keep (three and five players: left, right, keep; option: two seats away at five).
The holder of the lowest club in play (2♣, or 3♣ when 2♣ is out) leads it. Follow suit if you can;
the highest card of the led suit wins and leads next. Hearts may not be led before they are broken
by a heart thrown on a trick of another suit (option: by any heart played, the spec's reading), unless
the hand holds only hearts; Q♠ may always be led. In the first trick nobody may discard a heart or
Q♠ unless they hold nothing else. Each heart costs 1 and Q♠ 13, other cards by house rule
(``card_points``, the ten of diamonds); taking all hearts and Q♠ shoots the moon, worth 26 whatever
their own points, while the other priced cards still count for whoever took them. The game ends
after the hand in which somebody reaches the target; the lowest total wins.

Stacked decks (``deck=``): card ``i`` goes to seat ``(dealer + 1 + i) % seats``; Hearts has no stock.
The deck must be exactly the cards in play for the table size.

Speed: the state stores the legal-card mask of the seat to play and its legal moves, made once with
the state (a follower's from one suit table of ``_play_moves``), so ``legal_moves`` returns a field and
``apply`` checks a play with one AND. ``benchmarks/results/performance.md`` has what each step bought.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from itertools import product
from typing import Any

from ...cards import CARDS, SUIT_MASKS, BitTable, cards_of, marks_in, parse_card, parse_cards, shuffle
from ...errors import InvalidCardError, InvalidMoveError, Reason
from ...moves import Play
from ...options import QT_TRANSLATE_NOOP
from ...rules import (
    BaseRules,
    CombinationMoves,
    DealResult,
    GameInfo,
    MatchContext,
    Move,
    Observation,
    Pile,
    PileKind,
    Seat,
)
from ...tricks import allowed_by_voids, cards_played_by, trick_mask, trick_pile, tricks_won, voids_shown
from ...worlds import deal_hidden
from .options import HeartsOptions, MoonMode, TieRule
from .state import (
    HEARTS_MASK,
    HEARTS_SUIT,
    MOON,
    MOON_MOVES,
    MOON_OTHERS,
    MOON_POINTS,
    MOON_SELF,
    OVER,
    PASS,
    PENALTY_MASK,
    PHASE_NAMES,
    PLAY,
    QS_BIT,
    HeartsDeal,
    HeartsState,
    MoonChoice,
    Pass,
    extra_points,
    hand_points,
    make_deal,
    point_extras,
)
from .view import HeartsObservation

PLAYS = tuple(Play(card) for card in CARDS)
_play_moves = BitTable(PLAYS)
_PLAY_PARTS = _play_moves.parts
_SHIFTS = tuple(13 * suit for suit in range(4))
_BREAKERS = HEARTS_MASK | QS_BIT
_new_state = tuple.__new__
_SEAT_SETS = tuple(frozenset((s,)) for s in range(8))
_NOBODY: frozenset[Seat] = frozenset()
# Who is still to pass, by who has chosen (``to_act`` while passing): every pattern at three to five seats.
_WAITING = {chosen: frozenset(s for s, done in enumerate(chosen) if not done)
            for seats in range(3, 6) for chosen in product((False, True), repeat=seats)}


@lru_cache(maxsize=8)
def _deck_bits(deck: int) -> tuple[int, ...]:
    """The bits of the cards in play, in index order (the unshuffled pack)."""
    return tuple(card.bit for card in cards_of(deck))


def lead_mask(deal: HeartsDeal, hand: int, broken: bool) -> int:
    """What a leader may lead after the first trick."""
    if broken:
        return hand
    plain = hand & ~HEARTS_MASK
    if not plain or (plain == QS_BIT and deal.lead_with_queen):
        return hand
    return plain


def follow_legal(deal: HeartsDeal, hand: int, led_index: int, trick_no: int) -> int:
    """What a follower may play to a trick led with card ``led_index``."""
    follow = hand & SUIT_MASKS[led_index // 13]
    if follow:
        return follow
    if trick_no == 1 and deal.protection:
        safe = hand & ~PENALTY_MASK
        if safe:
            return safe
        if deal.forced_hearts and hand & HEARTS_MASK:
            return hand & HEARTS_MASK
    return hand


class HeartsRules(BaseRules[HeartsState, HeartsOptions]):
    info = GameInfo(
        id="hearts", name=QT_TRANSLATE_NOOP("Games", "Hjerterfri"),
        summary=QT_TRANSLATE_NOOP("Games", "Hearts: avoid the hearts and the queen of spades."),
        min_seats=3, max_seats=5, default_seats=4, options_type=HeartsOptions, lower_is_better=True)

    # -- dealing --------------------------------------------------------------------------------------
    def new_deal(self, options: HeartsOptions, seats: int, dealer: Seat, rng: random.Random,
                 deck: Sequence[Any] | None = None, context: MatchContext | None = None) -> HeartsState:
        options.check(seats)
        if context is None or not context.results:
            deal = make_deal(options, seats, dealer, context.number if context else 0, (0,) * seats)
        else:
            deal = make_deal(options, seats, dealer, context.number, context.totals(seats))
        if deck is None:
            bits = list(_deck_bits(deal.deck))
            shuffle(bits, rng)
        else:
            bits = [card.bit for card in deck]
            in_play = deal.deck.bit_count()
            if len(bits) != in_play or sum(set(bits)) != deal.deck:
                raise InvalidCardError(f"hearts: a stacked deck for {seats} players must hold exactly the "
                                       f"{in_play} cards in play")
        first = dealer + 1
        hands = tuple(sum(bits[(s - first) % seats::seats]) for s in range(seats))  # one card at a time
        zeros = (0,) * seats
        if deal.offset == 0:
            return self._start_play(deal, hands, zeros, zeros, zeros)
        return HeartsState(deal, PASS, hands, zeros, zeros, 0, -1, -1, (), False, zeros, (), 0, (), -1, -1, ())

    def _start_play(self, deal: HeartsDeal, hands: tuple[int, ...], passed: tuple[int, ...],
                    received: tuple[int, ...], taken: tuple[int, ...]) -> HeartsState:
        opening = deal.opening
        leader = 0
        while not hands[leader] & opening.bit:
            leader += 1
        return _new_state(HeartsState, (deal, PLAY, hands, passed, received, 1, leader, leader, (), False, taken, (),
                                        opening.bit, (PLAYS[opening.index],), -1, -1, ()))

    # -- whose turn, which moves ------------------------------------------------------------------------
    # The hot methods read the state by position (field numbers as in ``HeartsState``: 1 phase, 2 hands,
    # 7 turn, 8 trick, 12 legal, 13 moves): a tuple index is cheaper than a named field's descriptor.
    def to_act(self, state: HeartsState) -> frozenset[Seat]:
        turn = state[7]
        if turn >= 0:   # PLAY and MOON have one seat to act; PASS and OVER have none in ``turn``
            return _SEAT_SETS[turn]
        if state[1] == PASS:
            return _WAITING[tuple(map(bool, state.passed))]
        return _NOBODY

    def legal_mask(self, state: HeartsState, seat: Seat) -> int:
        """The cards ``seat`` may play now, as a mask (0 when it is not to play)."""
        return state.legal if state.phase == PLAY and seat == state.turn else 0

    def legal_moves(self, state: HeartsState, seat: Seat) -> Sequence[Move]:
        if seat == state[7]:
            return state[13]
        if state[1] == PASS:
            if not 0 <= seat < state.deal.seats or state.passed[seat]:
                return ()
            return CombinationMoves(cards_of(state.hands[seat]), state.deal.options.pass_count, Pass.ordered)
        return ()

    # -- applying -----------------------------------------------------------------------------------------
    def apply(self, state: HeartsState, seat: Seat, move: Move) -> HeartsState:
        """A card played is the hot path of every simulation and is handled here inline: plain locals,
        one tuple built per new state, the next seat's legal moves looked up in the suit tables of
        ``_play_moves`` when it can follow suit. A play is checked without looking at the phase, since
        ``legal`` is 0 outside PLAY; everything else goes to ``_apply_other``."""
        if type(move) is not Play or seat != state[7] or not move.bit & state[12]:
            return self._apply_other(state, seat, move)
        bit: int = move.bit
        (deal, _, held, passed, received, trick_no, leader, _, trick, broken, won_by, log, _, _, _, _, _) = state
        seats = deal[1]
        hands = list(held)
        hands[seat] ^= bit
        index = bit.bit_length() - 1
        if trick:
            trick += (index,)
            led = trick[0] // 13
        else:
            trick = (index,)
            led = index // 13
        # broken by a heart (by default only one thrown on another suit: a lead from a hand of only
        # hearts, and the hearts that follow it, do not break them) or, by option, by Q♠
        if not broken and bit & _BREAKERS:
            broken = (bit & HEARTS_MASK != 0 and (led != HEARTS_SUIT or not deal.by_discard)) or \
                (bit == QS_BIT and deal.queen_breaks)
        if len(trick) < seats:
            nxt = seat + 1 if seat + 1 < seats else 0
            hand = hands[nxt]
            legal = hand & SUIT_MASKS[led]
            if legal:
                moves = (_PLAY_PARTS[led] or _play_moves.part(led))[legal >> _SHIFTS[led]]
            else:
                legal = follow_legal(deal, hand, trick[0], trick_no)
                moves = _play_moves(legal)
            return _new_state(HeartsState, (deal, PLAY, tuple(hands), passed, received, trick_no, leader, nxt, trick,
                                            broken, won_by, log, legal, moves, -1, -1, ()))
        best = trick[0]
        won = 0
        for other in trick:
            won |= 1 << other
            if other > best and other // 13 == led:
                best = other
        winner = (leader + trick.index(best)) % seats
        taken = list(won_by)
        taken[winner] |= won
        legal = lead_mask(deal, hands[winner], broken)
        p = _PLAY_PARTS
        moves = ((p[0] or _play_moves.part(0))[legal & 0x1FFF] + (p[1] or _play_moves.part(1))[legal >> 13 & 0x1FFF] +
                 (p[2] or _play_moves.part(2))[legal >> 26 & 0x1FFF] + (p[3] or _play_moves.part(3))[legal >> 39])
        done = _new_state(HeartsState, (deal, PLAY, tuple(hands), passed, received, trick_no + 1, winner, winner, (),
                                        broken, tuple(taken), log + ((leader, trick),), legal, moves, -1, -1, ()))
        if trick_no < deal.cards_each:
            return done
        return self._end_of_hand(done)

    def _apply_other(self, state: HeartsState, seat: Seat, move: Move) -> HeartsState:
        """A pass, the moon choice, or a refusal."""
        phase = state.phase
        if phase == PASS:
            if type(move) is Pass and 0 <= seat < len(state.passed) and not state.passed[seat] and \
                    len(move.cards) == state.deal.options.pass_count and move.mask & state.hands[seat] == move.mask:
                return self._pass(state, seat, move.mask)
        elif phase == MOON:
            if isinstance(move, MoonChoice) and seat == state.turn:
                return self._score(state._replace(moon_self=int(move.to_self)), move.to_self)
        raise self.refuse(state, seat, move)

    def _pass(self, state: HeartsState, seat: Seat, mask: int) -> HeartsState:
        (deal, _, held, chosen, received, _, _, _, _, _, taken, _, _, _, _, _, _) = state
        hands = list(held)
        hands[seat] &= ~mask
        passed = list(chosen)
        passed[seat] = mask
        if 0 in passed:
            return _new_state(HeartsState, (deal, PASS, tuple(hands), tuple(passed), received, 0, -1, -1, (), False,
                                            taken, (), 0, (), -1, -1, ()))
        seats, offset = deal.seats, deal.offset
        got = [0] * seats
        for s in range(seats):
            target = (s + offset) % seats
            hands[target] |= passed[s]
            got[target] = passed[s]
        return self._start_play(deal, tuple(hands), tuple(passed), tuple(got), taken)

    def _end_of_hand(self, state: HeartsState) -> HeartsState:
        shooter = -1
        for s, t in enumerate(state.taken):
            if t & PENALTY_MASK == PENALTY_MASK:
                shooter = s
        if shooter < 0:
            return self._score(state, None)
        mode = state.deal.options.moon_mode
        if mode is MoonMode.SHOOTER_CHOOSES:
            return state._replace(phase=MOON, turn=shooter, moon=shooter, legal=0, moves=MOON_MOVES)
        return self._score(state._replace(moon=shooter), mode is MoonMode.SELF_MINUS_26)

    def _score(self, state: HeartsState, to_self: bool | None) -> HeartsState:
        """Hand points; in a moon hand the hearts and Q♠ count as the moon's 26 (to the others, or off
        the shooter), and the other priced cards still count for whoever took them."""
        (deal, _, hands, passed, received, trick_no, leader, _, trick, broken, taken, log, _, _, shooter, moon_self,
         _) = state
        extras = deal.extras
        points = [(t & HEARTS_MASK).bit_count() + (13 if t & QS_BIT else 0) + (extra_points(extras, t) if extras else 0)
                  for t in taken]
        if shooter >= 0:
            side = [extra_points(extras, t, moon=True) for t in taken]
            for s in range(deal.seats):
                if to_self:
                    points[s] = side[s] - MOON_POINTS if s == shooter else side[s]
                else:
                    points[s] = side[s] if s == shooter else side[s] + MOON_POINTS
        return _new_state(HeartsState, (deal, OVER, hands, passed, received, trick_no, leader, -1, trick, broken, taken,
                                        log, 0, (), shooter, moon_self, tuple(points)))

    def default_moon_choice(self, state: HeartsState) -> MoonChoice:
        """``resources/rules/en/hearts.md#scoring-and-the-end-of-the-game`` (shooter_chooses): add 26 to the
        others unless that would end the game with the shooter not among the lowest totals; then subtract 26
        from the shooter."""
        shooter, deal = state.moon, state.deal
        after = [total + (0 if s == shooter else MOON_POINTS) for s, total in enumerate(deal.totals)]
        if max(after) >= deal.options.target_score and after[shooter] > min(after):
            return MOON_SELF
        return MOON_OTHERS

    # -- refusals -------------------------------------------------------------------------------------------
    def explain_illegal(self, state: HeartsState, seat: Seat, move: Move) -> Reason | None:
        deal = state.deal
        if state.phase == OVER:
            return Reason.of("deal_over")
        if seat not in self.to_act(state):
            if state.phase == PASS and 0 <= seat < deal.seats:
                return Reason.of("already_passed")
            return Reason.of("not_your_turn", seat=seat, turn=state.turn)
        if state.phase == PASS:
            count = deal.options.pass_count
            if not isinstance(move, Pass):
                return Reason.of("must_pass", count=count)
            if len(move.cards) != count:
                return Reason.of("pass_count", count=count)
            missing = [c for c in move.cards if not c.bit & state.hands[seat]]
            if missing:
                return Reason.of("card_not_in_hand", card=str(missing[0]))
            return None
        if state.phase == MOON:
            return None if isinstance(move, MoonChoice) else Reason.of("moon_choice_needed")
        if not isinstance(move, Play):
            return Reason.of("must_play_card")
        card = move.card
        hand = state.hands[seat]
        if not card.bit & hand:
            return Reason.of("card_not_in_hand", card=str(card))
        if card.bit & state.legal:
            return None
        if not state.trick:
            if state.trick_no == 1:
                return Reason.of("must_lead_opening", card=str(deal.opening))
            return Reason.of("hearts_not_broken")
        led = CARDS[state.trick[0]].suit
        if hand & SUIT_MASKS[led]:
            return Reason.of("must_follow", suit=led.letter)
        if card.bit == QS_BIT and state.legal & HEARTS_MASK:
            return Reason.of("no_queen_first_trick")
        return Reason.of("no_points_first_trick")

    # -- state queries ------------------------------------------------------------------------------------
    def is_over(self, state: HeartsState) -> bool:
        return state[1] == OVER

    def scores(self, state: HeartsState) -> tuple[int, ...]:
        if state.phase == OVER:
            return state.points
        return tuple(hand_points(state.deal.options, t) for t in state.taken)

    def move_bound(self, options: HeartsOptions, seats: int) -> int:
        return seats + 52 + 1

    def parse_move(self, text: str) -> Move:
        words = text.split()
        if not words:
            raise InvalidMoveError("hearts: an empty text is not a move")
        head = words[0].lower()
        try:
            if head == "pass":
                cards = parse_cards(" ".join(words[1:]))
                if not cards or len(set(cards)) != len(cards):
                    raise InvalidMoveError(f"hearts: {text!r} must name distinct cards to pass")
                return Pass(cards)
            if head == "moon" and len(words) == 2 and words[1].lower() in ("self", "others"):
                return MOON_SELF if words[1].lower() == "self" else MOON_OTHERS
            if len(words) == 1:
                return PLAYS[parse_card(words[0]).index]
        except InvalidCardError as exc:
            raise InvalidMoveError(f"hearts: {text!r} is not a move: {exc}") from None
        raise self.unparseable(text, "a card such as 'QS', 'pass 2C 3C 4C', 'moon self' or 'moon others'")

    # -- the match --------------------------------------------------------------------------------------
    def deal_result(self, state: HeartsState) -> DealResult:
        if state.phase != OVER:
            raise ValueError("hearts: the hand is not over")
        notes = (Reason.of("moon", seat=state.moon),) if state.moon >= 0 else ()
        hearts = tuple((t & HEARTS_MASK).bit_count() for t in state.taken)
        queen = tuple(1 if t & QS_BIT else 0 for t in state.taken)
        return DealResult(points=state.points, label=Reason.of("pass_direction", direction=state.deal.direction),
                          columns=(("tricks", tricks_won(state.log, state.deal.seats)), ("hearts", hearts),
                                   ("queen", queen)), notes=notes)

    def check_deal_points(self, options: HeartsOptions, seats: int, points: Sequence[int],
                          context: MatchContext | None = None) -> Reason | None:
        """Sum check for scores typed in from a game with real cards
        (``resources/rules/en/hearts.md#scoring-and-the-end-of-the-game``): a hand's points add up to the
        points of every card in play (26, plus the cards the house rules price), unless it is one of the
        possible moon results: 26 to the others or off the shooter, with each priced card other than the
        hearts and Q♠ on one player's score (with more than four such cards only their sum is checked).
        Used by the scorekeeper (``store/scorekeeper.py``), which only warns; every hand is checked the
        same way, so ``context`` (where the deal sits in the match) is unused."""
        deck = make_deal(options, seats, 0, 0, (0,) * seats).deck
        extras = [(bit, delta) for bit, delta in point_extras(options) if bit & deck]
        expected = MOON_POINTS + sum(delta for _, delta in extras)
        points = tuple(points)
        if len(points) == seats and sum(points) == expected:
            return None
        side = [delta for bit, delta in extras if not bit & PENALTY_MASK]
        modes = {MoonMode.OTHERS_PLUS_26: (False,), MoonMode.SELF_MINUS_26: (True,),
                 MoonMode.SHOOTER_CHOOSES: (False, True)}[options.moon_mode]
        placings = list(product(range(seats), repeat=len(side))) if len(side) <= 4 else None
        for shooter in range(seats):
            for to_self in modes:
                moon = [(-MOON_POINTS if s == shooter else 0) if to_self else (0 if s == shooter else MOON_POINTS)
                        for s in range(seats)]
                if placings is None:
                    if sum(points) == sum(moon) + sum(side):
                        return None
                    continue
                for placing in placings:
                    scored = list(moon)
                    for seat, delta in zip(placing, side):
                        scored[seat] += delta
                    if points == tuple(scored):
                        return None
        return Reason.of("deal_points_sum", total=sum(points), expected=expected)

    def match_over(self, options: HeartsOptions, seats: int, results: Sequence[DealResult]) -> bool:
        totals = MatchContext(len(results), tuple(results)).totals(seats)
        if not results or max(totals) < options.target_score:
            return False
        if options.tie_rule is TieRule.PLAY_ON:
            return totals.count(min(totals)) == 1
        return True

    # -- what a seat may see --------------------------------------------------------------------------------
    def passes(self, state: HeartsState) -> tuple[tuple[Seat, Seat, tuple[Any, ...]], ...]:
        """Once the passes are resolved: each seat's three cards from its pass source."""
        deal = state.deal
        return tuple((deal.pass_source(s), s, cards_of(mask)) for s, mask in enumerate(state.received) if mask)

    def observe(self, state: HeartsState, seat: Seat) -> HeartsObservation:
        deal = state.deal
        seats = deal.seats
        options = deal.options
        phase = state.phase
        hand = state.hands[seat]
        sizes = tuple(h.bit_count() for h in state.hands)
        voids = voids_shown(state.log, state.trick, state.leader, seats)
        piles: list[Pile] = []
        for s in range(seats):
            visible = s == seat or options.open_hands
            shown: tuple[Any, ...] = cards_of(state.hands[s]) if visible else (None,) * sizes[s]
            marks = marks_in(hand, state.received[seat], "received") if s == seat else ()  # only its own
            piles.append(Pile(f"hand:{s}", PileKind.HAND, owner=s, cards=shown, marks=marks))
        if phase == PASS:
            for s in range(seats):
                if state.passed[s]:
                    shown = cards_of(state.passed[s]) if s == seat else (None,) * options.pass_count
                    piles.append(Pile(f"pass:{s}", PileKind.PASS, owner=s, cards=shown))
        piles.append(trick_pile("trick", PileKind.TRICK, state.trick, state.leader, seats))
        if state.log:
            last_leader, last_cards = state.log[-1]
            piles.append(trick_pile("last_trick", PileKind.LAST_TRICK, last_cards, last_leader, seats))
        for s in range(seats):
            piles.append(Pile(f"taken:{s}", PileKind.TAKEN, owner=s, cards=(None,) * state.taken[s].bit_count()))
        facts = [Reason.of("pass_direction", direction=deal.direction)]
        if state.broken:
            facts.append(Reason.of("hearts_broken"))
        if state.moon >= 0:
            facts.append(Reason.of("moon", seat=state.moon))
        played = 0
        for _, cards in state.log:
            played |= trick_mask(cards)
        played |= trick_mask(state.trick)
        return HeartsObservation(
            game=self.info.id, seat=seat, seats=seats, dealer=deal.dealer, phase=PHASE_NAMES[phase],
            to_act=self.to_act(state), legal_moves=self.legal_moves(state, seat), hand=cards_of(hand),
            hand_sizes=sizes, piles=tuple(piles), points=self.scores(state), facts=tuple(facts),
            prompt=self._prompt(state, seat), history=self._history(state, seat), over=phase == OVER,
            deal=deal, phase_id=phase, hand_mask=hand,
            my_pass=state.passed[seat], my_received=state.received[seat],
            chosen=tuple(bool(p) for p in state.passed), trick_no=state.trick_no, leader=state.leader,
            turn=state.turn, trick=state.trick, broken=state.broken, taken=state.taken,
            tricks=tricks_won(state.log, seats), log=state.log, voids=voids, played=played, moon=state.moon,
            moon_self=state.moon_self, others_open=tuple(state.hands) if options.open_hands else ())

    def _history(self, state: HeartsState, seat: Seat) -> tuple[tuple[Seat, str], ...]:
        """This deal's moves as this seat saw them: its own pass in full, the others' as "pass"."""
        out: list[tuple[Seat, str]] = []
        for s, mask in enumerate(state.passed):
            if mask:
                out.append((s, str(Pass(cards_of(mask))) if s == seat else "pass"))
        for leader, cards in (*state.log, (state.leader, state.trick)):
            for k, index in enumerate(cards):
                out.append(((leader + k) % state.deal.seats, str(CARDS[index])))
        if state.moon_self >= 0:
            out.append((state.moon, str(MOON_MOVES[state.moon_self])))
        return tuple(out)

    def _prompt(self, state: HeartsState, seat: Seat) -> Reason | None:
        if seat not in self.to_act(state):
            return None
        deal = state.deal
        if state.phase == PASS:
            return Reason.of("choose_pass", count=deal.options.pass_count, direction=deal.direction,
                             to=deal.pass_target(seat))
        if state.phase == MOON:
            return Reason.of("moon_choice")
        if not state.trick:
            if state.trick_no == 1:
                return Reason.of("lead_opening", card=str(deal.opening))
            return Reason.of("lead_card")
        led = CARDS[state.trick[0]].suit
        if state.hands[seat] & SUIT_MASKS[led]:
            return Reason.of("follow_suit", suit=led.letter)
        return Reason.of("discard_card")

    def sample_world(self, view: Observation, rng: random.Random) -> HeartsState:
        """A full state consistent with ``view``: the hidden cards dealt at random, respecting hand
        sizes, shown voids, and the cards this seat passed (the receiver holds them until played)."""
        assert isinstance(view, HeartsObservation)
        deal, me, seats = view.deal, view.seat, view.seats
        hands, passed, received, known = [0] * seats, [0] * seats, [0] * seats, [0] * seats
        hands[me], passed[me], received[me] = view.hand_mask, view.my_pass, view.my_received
        if view.phase_id != PASS and view.my_pass:
            target = deal.pass_target(me)
            known[target] = view.my_pass & ~view.played
            received[target] = view.my_pass
            passed[deal.pass_source(me)] = view.my_received
        if view.others_open:
            hands = list(view.others_open)
        visible = view.played | view.my_pass
        for mask in (*hands, *known):
            visible |= mask
        slots, needs, allowed = [], [], []
        for s in range(seats):
            if s == me:
                continue
            if not view.others_open:
                slots.append((hands, s))
                needs.append(view.hand_sizes[s] - known[s].bit_count())
                allowed.append(allowed_by_voids(view.voids[s]))
            if view.phase_id == PASS and view.chosen[s]:
                slots.append((passed, s))
                needs.append(deal.options.pass_count)
                allowed.append(-1)
        dealt = deal_hidden(cards_of(deal.deck & ~visible), needs, allowed, rng)
        for (masks, s), mask in zip(slots, dealt):
            masks[s] = mask
        for s in range(seats):
            hands[s] |= known[s]
        if view.phase_id != PASS and view.my_pass:
            # Passes this seat never saw: any cards their receivers held then would do.
            played_by = cards_played_by(view.log, view.trick, view.leader, seats)
            for s in range(seats):
                if not passed[s]:
                    t = deal.pass_target(s)
                    pool = list(cards_of(hands[t] | played_by[t]))
                    passed[s] = sum(c.bit for c in rng.sample(pool, deal.options.pass_count))
                    received[t] = passed[s]
        if view.phase_id == PLAY:
            hand = hands[view.turn]
            legal = (deal.opening.bit if view.trick_no == 1 and not view.trick else
                     follow_legal(deal, hand, view.trick[0], view.trick_no) if view.trick else
                     lead_mask(deal, hand, view.broken))
        else:
            legal = 0
        moves = _play_moves(legal) if view.phase_id == PLAY else MOON_MOVES if view.phase_id == MOON else ()
        return HeartsState(deal, view.phase_id, tuple(hands), tuple(passed), tuple(received), view.trick_no,
                           view.leader, view.turn, view.trick, view.broken, view.taken, view.log, legal, moves,
                           view.moon, view.moon_self, view.points if view.phase_id == OVER else ())

