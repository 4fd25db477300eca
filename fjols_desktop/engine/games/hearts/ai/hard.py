"""Hjerterfri's hard level: the search player (``engine/search.py``) with the fast kernel.

For each card it has to choose, the player deals the hidden cards at random but consistently with
its view (hand sizes, shown voids, the cards it passed; ``infer.Dealer``, which deals them straight
into masks, so a decision's budget buys more worlds than ``HeartsRules.sample_world`` would; the
pass and the open-hands practice table deal through ``sample_world``), with Q♠, A♠ and K♠ less
often in the hand of a seat that passed up a safe chance to throw them (``TELL``: players throw
the queen on a suit they cannot follow more often than not), and plays the hand out once per
candidate in that world with the kernel (``kernel.py``): every seat plays medium's card sense
(``policy.duck_policy``), except that a seat whose cards so far read like a beginner's
(``styles.read_styles``: lead low, duck as high as possible, no moon watch) plays like one in that
share of the worlds (``read=False`` turns the reading off, for measurements). While no other seat
has taken a penalty card, each candidate is played out a second time with this seat following the
moon-shooting policy instead; a plan is "this card, then duck" or "this card, then shoot", and the
best plan's card is played, a moon plan only when it gains at least ``MARGIN`` points over the best
ducking plan (``HardPlayer.pick``: the playouts' model of the others is least sure of itself in a
moon plan, where one defender who sees the moon coming turns the best hand into the worst, so a moon
must be clearly worth it). Candidates that play alike (touching cards, nothing between them out)
are searched once.

Passing is searched the same way: the candidates are the medium pass and the passes made of the six
cards the medium rules most want to get rid of; in each world the other seats pass like medium, the
passes are resolved and the whole hand is played out.

The search's best plan replaces the rules of thumb's (medium's card, ducking afterwards) only when
it is better by at least one standard error of the paired difference (``trust``): with few worlds,
on a busy machine, noise would otherwise trade good cards for lucky ones.

Budget: 0.18 s of CPU time per card (and the style reading before it, a few ms), 0.3 s per pass,
never more than 0.6 s of real time for the search (anytime: the search stops when the time is up,
or early when one candidate is left; a forced move is instant). The real-time cap only bites on a
busy machine, where the search checks the clocks between worlds and the process waits for a core.
``seconds=None, playouts=N, wall=None`` fixes the work instead, for deterministic tests.

The constructor's other settings change the parts above for measurements against other opponents
(``benchmarks/ai_strength.py --hard``; the level plays the defaults): no margin for medium's card
(``trust=0``), no reading, the moon plans checked against defenders who start early (in every world,
in a fixed share of the worlds, or only where the hand lacks the moon's stoppers) or against others
who never feed the shooter a penalty card (always, or once the moon shows), searched only while the
hand holds the stoppers, or left out, a third kind of player read besides the two styles (a
thinker, whose cards neither explains, and who defends the moon plans), plain ducking playouts for
the others, the last tricks of
each world solved exactly instead of played out (``kernel.solve``), or only the last tricks of a
moon plan's playouts (others who feed a moon early and stop it late), the search's pruning, and the
worlds of the play dealt through ``HeartsRules.sample_world`` instead of the ``Dealer``
(``deal=False``). The figures: ``benchmarks/results/hearts.md``."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations
from typing import Any, ClassVar

from ....cards import SUIT_MASKS, cards_of
from ....errors import Reason
from ....players import Advice
from ....rules import Move, Observation, Seat
from ....search import Evaluator, SearchPlayer, SearchStats, paired, relative_utility
from ....tricks import voids_shown
from ..rules import PLAYS, HeartsRules
from ..state import HEARTS_SUIT, MOON, PASS, PENALTY_MASK, PLAY, QS_BIT, HeartsDeal
from ..view import HeartsObservation
from .bots import (
    MediumPlayer,
    card_text,
    legal_mask,
    lowest,
    medium_pass,
    pass_move,
    pass_reason,
    pass_scores,
)
from .infer import Dealer, read_minds
from .kernel import (
    AS_KS,
    HEARTS,
    Policy,
    Position,
    Table,
    advance,
    playout,
    points,
    solve,
    solved_values,
    table_of,
    tricks_left,
)
from .policy import duck_policy, guarded, plain_policy, shoot_policy, simple_duck_policy, unfed

MIX = 0.5        # with ``rollout="mix"``: the share of worlds in which a seat plays plain ducking
MARGIN = 3.0     # points per hand a moon plan must gain over the best ducking plan (``HardPlayer.pick``)
TELL = 0.25      # the chance that a seat holding Q♠ (A♠, K♠) passes up a safe dump of it (``infer.Dealer``)


class Plan(Move):
    """A move to search together with the plan for the rest of the hand (search-internal)."""

    __slots__ = ("mask", "move", "shoot")
    kind: ClassVar[str] = "plan"
    move: Move
    mask: int
    shoot: bool

    def __init__(self, move: Move, mask: int, shoot: bool) -> None:
        object.__setattr__(self, "move", move)
        object.__setattr__(self, "mask", mask)
        object.__setattr__(self, "shoot", shoot)

    def __str__(self) -> str:
        return f"{self.move} ({'shoot' if self.shoot else 'duck'})"


@lru_cache(maxsize=32)
def _table(deal: HeartsDeal) -> Table:
    return table_of(deal)


class KernelEvaluator:
    """Scores plans in one sampled world by playing the hand out with the kernel.

    Every seat plays ``policy``, except that seat ``s`` plays ``beginner`` in a share ``styles[s]``
    of the worlds (drawn once per world, so every plan meets the same opponents). With ``defend``,
    the seats playing ``policy`` play ``defend`` instead in the playouts of a moon plan (a
    pessimistic test of the plan: defenders who start early); a seat playing ``beginner`` in that
    world keeps its beginner's play, which defends nothing. A world is a ``HeartsState`` (from
    ``HeartsRules.sample_world``) or, from the fast ``Dealer``, a ``kernel.Position`` of the deal
    whose ``Table`` is ``table``. With ``held`` as well, the defenders play ``defend`` only in the
    worlds whose hands leave the shooter without the moon's stoppers (``stoppers_in``), and the
    moon plan meets ``policy`` where it holds them: nobody can stop a moon without a stopper.
    With ``doubt`` (a share, and no ``defend``), the moon plans meet defenders in that share of the
    worlds, drawn once per world: there every other seat, a beginner's too, plays its policy of that
    world under ``policy.guarded`` from ``guard`` penalty cards on. The plan's score is then the
    mean over a fixed mixture of two models of the others, one that lets a moon through and one that
    stops it, whoever the others are. With ``solve``, a world where that many tricks or fewer are
    left (the current one included) is not played out: every plan's card is followed by the exact
    play of the rest of the hand with every hand known (``kernel.solve``). With ``unfed``, the moon
    plans meet others who never give the shooter a penalty card they have a choice about
    (``policy.unfed``, every other seat, a beginner's too): a moon must be won, not fed; with
    ``unfed_late`` as well, only from ``guard`` penalty cards on. With ``thinkers`` (per seat, a
    share beside ``styles``), seat ``s`` is a beginner in a share ``styles[s]`` of the worlds, a
    thinker in the next ``thinkers[s]`` and a counter in the rest, drawn once per world: a thinker
    plays ``policy`` in the playouts of a ducking plan and ``policy`` under ``policy.guarded`` from
    ``guard`` penalty cards on in those of a moon plan (a player who thinks for itself sees a moon
    coming and stops it)."""

    def __init__(self, policy: Policy = duck_policy, shoot: Policy = shoot_policy,
                 beginner: Policy = simple_duck_policy, styles: Sequence[float] = (),
                 defend: Policy | None = None, table: Table | None = None, held: bool = False,
                 doubt: float = 0.0, guard: int = 1, solve: int = 0, unfed: bool = False,
                 unfed_late: bool = False, thinkers: Sequence[float] = (), endsolve: int = 0) -> None:
        self.policy = policy
        self.shoot = shoot
        self.beginner = beginner
        self.styles = tuple(styles)
        self.defend = defend
        self.table = table
        self.held = held
        self.doubt = doubt
        self.guard = guard
        self.solve = solve
        self.unfed = unfed
        self.unfed_late = unfed_late
        self.thinkers = tuple(thinkers)
        self.endsolve = endsolve
        self.guarded = {policy: guarded(policy, guard), beginner: guarded(beginner, guard)} \
            if doubt or self.thinkers else {}

    def styled(self, styles: Sequence[float], table: Table | None = None,
               thinkers: Sequence[float] = ()) -> KernelEvaluator:
        """The same evaluator with the others' styles read for one decision (and the deal's table,
        for worlds that are bare positions)."""
        return KernelEvaluator(self.policy, self.shoot, self.beginner, styles, self.defend, table, self.held,
                               self.doubt, self.guard, self.solve, self.unfed, self.unfed_late, thinkers,
                               self.endsolve)

    def evaluate(self, world: Any, seat: Seat, moves: Sequence[Move], rng: random.Random) -> list[float]:
        bare = isinstance(world, Position)
        t = self.table if bare else _table(world.deal)
        assert t is not None, "a bare position needs the deal's table (styled)"
        rnd = rng.random
        ducking = [self.policy] * t.seats
        thinking = []
        if self.thinkers:
            for s, share in enumerate(self.styles):
                if s != seat:
                    draw = rnd()
                    if draw < share:
                        ducking[s] = self.beginner
                    elif draw < share + self.thinkers[s]:
                        thinking.append(s)
        else:
            for s, share in enumerate(self.styles):
                if share and s != seat and rnd() < share:
                    ducking[s] = self.beginner
        defend = self.defend
        shooting = [defend if p is self.policy and defend else p for p in ducking]
        for s in thinking:
            shooting[s] = self.guarded[self.policy]
        if self.doubt and rnd() < self.doubt:
            shooting = [self.guarded[p] for p in ducking]
        if self.unfed:
            shooting = [unfed(p, seat, self.guard if self.unfed_late else 0) for p in shooting]
        shooting[seat] = self.shoot
        if defend and self.held:
            trusting = list(ducking)
            trusting[seat] = self.shoot
        out = []
        if not bare and world.phase == PASS:
            hands, opening = self._after_passes(world, seat)
            for plan in moves:
                assert isinstance(plan, Plan)
                mine = plan.mask
                final = list(hands)
                final[seat] &= ~mine
                final[world.deal.pass_target(seat)] |= mine
                leader = next(s for s in range(t.seats) if final[s] & opening)
                shooters = trusting if plan.shoot and self.held and defend and stoppers_in(final, seat) else shooting
                taken = playout(t, Position(final, (), leader, 1, False, (0,) * t.seats),
                                shooters if plan.shoot else ducking, rnd)
                out.append(relative_utility(points(t, taken), seat, True))
            return out
        pos = world if bare else Position(world.hands, world.trick, world.leader, world.trick_no, world.broken,
                                          world.taken, voids_shown(world.log, world.trick, world.leader, t.seats))
        if self.solve and tricks_left(t, pos) <= self.solve:
            return solved_values(t, pos, seat, [plan.mask.bit_length() - 1 for plan in moves if isinstance(plan, Plan)])
        if defend and self.held and stoppers_in(pos.hands, seat):
            shooting = trusting
        late = self.endsolve
        for plan in moves:
            assert isinstance(plan, Plan)
            first = plan.mask.bit_length() - 1
            if plan.shoot and late:
                end = pos if tricks_left(t, pos) <= late else advance(t, pos, shooting, rnd, first, late)
                out.append(relative_utility(solve(t, end, first if end is pos else -1), seat, True))
                continue
            final = playout(t, pos, shooting if plan.shoot else ducking, rnd, first)
            out.append(relative_utility(points(t, final), seat, True))
        return out

    @staticmethod
    def _after_passes(world: Any, seat: Seat) -> tuple[list[int], int]:
        """The hands once every other seat has passed (like medium when the world has not chosen
        for it), without this seat's pass: it is added per plan."""
        deal = world.deal
        count = deal.options.pass_count
        hands = list(world.hands)
        passed = list(world.passed)
        for s in range(deal.seats):
            if s != seat and not passed[s]:
                passed[s] = medium_pass(hands[s], count)[0]
                hands[s] &= ~passed[s]
        for s in range(deal.seats):
            if s != seat:
                hands[deal.pass_target(s)] |= passed[s]
        return hands, deal.opening.bit


def shoot_open(view: HeartsObservation) -> bool:
    """Shooting is still possible: no other seat has taken a penalty card."""
    return not any(m & PENALTY_MASK for s, m in enumerate(view.taken) if s != view.seat)


def stoppers_in(hands: Sequence[int], seat: Seat) -> bool:
    """In one world: ``seat``'s hearts above each other hand's highest heart are at least as many as
    that hand's hearts (every heart out can be drawn by a higher one), and no other hand holds a
    spade above Q♠ while another hand holds the queen."""
    mine = hands[seat] & HEARTS
    others = 0
    for s, hand in enumerate(hands):
        if s == seat:
            continue
        others |= hand
        hearts = hand & HEARTS
        if hearts and (mine & ~((2 << (hearts.bit_length() - 1)) - 1)).bit_count() < hearts.bit_count():
            return False
    return not (others & QS_BIT and others & AS_KS)


def stoppers_held(view: HeartsObservation) -> bool:
    """The hand holds the moon's stoppers, counted exactly from its own cards and the cards gone: no
    spade above Q♠ is out while Q♠ itself is out (nobody else can win the spade trick the queen
    falls in), and the hand's hearts above every heart still out are at least as many as the hearts
    one other hand could hold (they draw every heart out of any one hand, however the hearts lie).
    It looks at no other seat's cards and deals no worlds: a test a moon plan must pass before it is
    searched with ``moon="held"``."""
    hand = view.hand_mask
    unseen = view.deal.deck & ~view.played & ~hand
    if unseen & QS_BIT and unseen & AS_KS:
        return False
    out = unseen & HEARTS
    if not out:
        return True
    above = hand & HEARTS & ~((2 << (out.bit_length() - 1)) - 1)
    room = max((view.hand_sizes[s] for s in range(view.seats)
                if s != view.seat and not view.voids[s] >> HEARTS_SUIT & 1), default=0)
    return above.bit_count() >= min(out.bit_count(), room)


def distinct_cards(view: HeartsObservation, legal: int, prefer: int) -> list[int]:
    """One card per group of equivalent legal cards: cards of a suit with nothing between them that
    another hand could hold or that lies in the current trick play alike. ``prefer`` represents its
    group and comes first (it wins ties in the search)."""
    trick = 0
    for index in view.trick:
        trick |= 1 << index
    gaps = view.deal.deck & ~view.hand_mask & ~(view.played & ~trick)   # cards that separate ranks
    groups: list[int] = []
    for suit in range(4):
        group = 0
        prev = -1
        for card in cards_of(legal & SUIT_MASKS[suit]):
            i = card.index
            if group and gaps & ((1 << i) - (1 << (prev + 1))):
                groups.append(group)
                group = 0
            group |= 1 << i
            prev = i
        if group:
            groups.append(group)
    out = [prefer if g >> prefer & 1 else lowest(g) for g in groups]
    out.sort(key=lambda i: i != prefer)
    return out


def pass_candidates(hand: int, count: int) -> list[int]:
    """Pass masks to search: medium's pass first, then every choice among its six worst cards."""
    first = medium_pass(hand, count)[0]
    scores = pass_scores(hand)
    worst = sorted(scores, key=lambda i: (-scores[i], -i))[:count + 3]
    out = [first]
    for chosen in combinations(worst, count):
        mask = sum(1 << i for i in chosen)
        if mask != first:
            out.append(mask)
    return out


class HardPlayer(SearchPlayer, MediumPlayer):
    """``engine.search.SearchPlayer`` with medium's pass or card as the prior, plans (a card or a
    pass, then duck or shoot) as the candidates, the others' styles read into the evaluator, and a
    budget of its own for the pass."""

    level = "hard"

    def __init__(self, seconds: float | None = 0.18, playouts: int | None = None,
                 pass_seconds: float | None = 0.3, wall: float | None = 0.6,
                 evaluator: KernelEvaluator | None = None, read: bool = True, trust: float = 1.0,
                 moon: str = "open", rollout: str = "sense", deal: bool = True, guard: int = 1,
                 doubt: float = 0.0, z: float = 2.5, prune: int = 12, solve: int = 0,
                 think: float = 0.0, thinkers: float = 0.2, margin: float = MARGIN, endsolve: int = 0,
                 tell: float = TELL) -> None:
        """``trust``: standard errors a searched plan must gain over the rules of thumb's card;
        ``read``: read the others' styles; ``moon``: the moon plans: ``open`` (scored against the
        playout policy), ``safe`` (scored against defenders who start at ``guard`` penalty cards,
        ``policy.guarded``), ``held`` (scored as ``open``, searched only while the hand holds the
        moon's stoppers, ``stoppers_held``), ``world`` (scored against the playout policy in
        the worlds where the hand holds the stoppers, ``stoppers_in``, and against ``safe``'s
        defenders in the others), ``unfed`` (scored against the playout policy in which no other
        seat gives the shooter a penalty card it has a choice about, ``policy.unfed``), ``late``
        (as ``unfed``, from the moment the shooter holds every penalty card taken, ``guard`` or
        more) or ``off``; ``rollout``: the others' playout policy, ``sense``
        (medium's card sense), ``plain`` (``policy.plain_policy``) or ``mix`` (card sense, and
        plain as the beginner's play: without the reading each seat plays plain in half of the
        worlds, drawn per world); a given ``evaluator`` brings its own policies instead of these
        two; ``deal``: deal the worlds of the play phase with the fast ``Dealer`` (else through
        ``sample_world``, as the pass always does); ``doubt``: with ``open`` moon plans, the share of
        the worlds in which every other seat defends from ``guard`` penalty cards on
        (``KernelEvaluator``); ``z`` and ``prune``: the search's pruning (``engine.search.search``:
        dropped ``z`` standard errors behind the leader, first after ``prune`` worlds); ``solve``:
        with that many tricks left or fewer, each world's rest of the hand is solved exactly instead
        of played out, and no moon plans are searched (the exact play already shoots when it pays);
        ``think``: with the reading, read a third kind of player besides the two styles, a thinker
        (``infer.read_minds``: ``think`` is the likelihood of any play of theirs, ``thinkers`` the
        prior share), who plays medium's card sense and defends the moon plans from ``guard``
        penalty cards on (``policy.guarded``); 0 reads two styles only; ``margin``: the points per
        hand (relative to the table) a moon plan must gain over the best ducking plan to be played
        (``pick``; 0 plays the best plan, as hearts-hard-3 did); ``endsolve``: the playouts of a moon plan
        stop with that many tricks left and the rest is solved exactly (``kernel.solve``: every seat
        plays perfectly for itself, so a seat that can stop the moon at the end does), a model of
        others who feed a moon early and stop it late; ``tell``: with the fast dealer, the chance that a
        seat holding Q♠ (or A♠, K♠) would have passed up a safe dump of it (``infer.Dealer``): the worlds
        put the card with less weight where a seat did pass one up; 1 deals without that inference
        (hearts-hard-4)."""
        if moon not in ("open", "safe", "held", "world", "off", "unfed", "late") or rollout not in ("sense", "plain", "mix"):
            raise ValueError(f"no such hard setting: moon={moon!r}, rollout={rollout!r}")
        if not 0.0 <= think < 1.0 or not 0.0 <= thinkers < 1.0 or margin < 0.0 or not 0.0 < tell <= 1.0:
            raise ValueError(f"no such hard setting: think={think!r}, thinkers={thinkers!r}, margin={margin!r}, "
                             f"tell={tell!r}")
        if not 0.0 <= doubt <= 1.0 or (doubt and moon not in ("open", "unfed", "late")):
            raise ValueError(f"no such hard setting: doubt={doubt!r} with moon={moon!r}")
        if evaluator is None:
            policy = plain_policy if rollout == "plain" else duck_policy
            evaluator = KernelEvaluator(policy, beginner=plain_policy if rollout == "mix" else simple_duck_policy,
                                        defend=guarded(policy, guard) if moon in ("safe", "world") else None,
                                        held=moon == "world", doubt=doubt, guard=guard, solve=solve,
                                        unfed=moon in ("unfed", "late"), unfed_late=moon == "late",
                                        endsolve=endsolve)
        self.mix = rollout == "mix" and not read
        super().__init__(HeartsRules(), evaluator, seconds=seconds, playouts=playouts, wall=wall)
        self.read = read
        self.trust = trust
        self.moon = moon
        self.deal = deal
        self.pass_seconds = pass_seconds if seconds is not None else None
        self.z = z
        self.prune_after = prune
        self.solve = solve
        self.think = think
        self.thinkers = thinkers
        self.margin = margin
        self.tell = tell

    def prior(self, view: Observation, rng: random.Random) -> Advice:
        return MediumPlayer.decide(self, view, rng)

    def candidates(self, view: Observation, prior: Advice | None) -> Sequence[Move]:
        assert isinstance(view, HeartsObservation) and prior is not None
        if view.phase_id == MOON:
            return [prior.move]
        if view.phase_id == PASS:
            masks = pass_candidates(view.hand_mask, view.deal.options.pass_count)
            plans = [Plan(pass_move(m), m, False) for m in masks]
            return plans + [Plan(pass_move(m), m, True) for m in masks] if self.shooting(view) else plans
        cards = distinct_cards(view, legal_mask(view), prior.move.cards[0].index)
        if len(cards) == 1:
            return [prior.move]
        plans = [Plan(PLAYS[i], 1 << i, False) for i in cards]
        if self.shooting(view) and shoot_open(view) and not self.solving(view):
            plans += [Plan(PLAYS[i], 1 << i, True) for i in cards]
        return plans

    def pick(self, stats: SearchStats) -> int:
        """As ``SearchPlayer.pick``; with a ``margin``, a moon plan that gains less than ``margin``
        over the best ducking plan searched to the end gives way to that plan, or to the prior when
        that plan does not beat it by ``trust`` standard errors: the model of the others in a moon
        plan's playouts is the part most likely to be wrong, and a failed moon costs far more than
        one not tried."""
        chosen = stats.preferring(0, self.trust)
        plans = stats.moves
        plan = plans[chosen]
        if not self.margin or stats.worlds < 2 or not isinstance(plan, Plan) or not plan.shoot:
            return chosen
        ducks = [i for i, p in enumerate(plans) if isinstance(p, Plan) and not p.shoot and stats.counts[i] == stats.worlds]
        if not ducks:
            return chosen
        duck = max(ducks, key=stats.mean)
        if stats.mean(chosen) - stats.mean(duck) >= self.margin:
            return chosen
        if duck == 0 or stats.counts[0] != stats.worlds:
            return duck
        mean, spread = paired(stats.history[duck], stats.history[0])
        return duck if mean > self.trust * spread else 0

    def shooting(self, view: HeartsObservation) -> bool:
        """Moon plans are searched: always (``open``, ``safe``), never (``off``), or while the hand
        holds the moon's stoppers (``held``, ``stoppers_held``)."""
        return self.moon != "off" and (self.moon != "held" or stoppers_held(view))

    def solving(self, view: HeartsObservation) -> bool:
        """The worlds of this decision are solved exactly (``solve``; the play phase only)."""
        return view.phase_id == PLAY and view.deal.cards_each - view.trick_no + 1 <= self.solve

    def evaluator_for(self, view: Observation, rng: random.Random) -> Evaluator:
        assert isinstance(view, HeartsObservation) and isinstance(self.evaluator, KernelEvaluator)
        if view.phase_id == PASS:
            return self.evaluator
        t = _table(view.deal)
        if self.read:
            styles, thinkers = read_minds(view, self.rules.sample_world, t, rng, self.think, self.thinkers)
            return self.evaluator.styled(styles, t, thinkers if self.think else ())
        return self.evaluator.styled(tuple(0.0 if s == view.seat else MIX for s in range(t.seats)) if self.mix else (), t)

    def sampler(self, view: Observation, rng: random.Random) -> Any:
        assert isinstance(view, HeartsObservation)
        if self.deal and view.phase_id == PLAY and not view.others_open:
            return Dealer(view, self.tell, _table(view.deal))
        return self.rules

    def budget(self, view: Observation) -> float | None:
        assert isinstance(view, HeartsObservation)
        return self.pass_seconds if view.phase_id == PASS else self.seconds

    def explain(self, view: Observation, moves: Sequence[Move], chosen: int, stats: SearchStats) -> Advice:
        assert isinstance(view, HeartsObservation)
        plan = moves[chosen]
        assert isinstance(plan, Plan)
        if view.phase_id == PASS:
            if plan.shoot:
                return Advice(plan.move, Reason.of("pass_for_moon", cards=str(plan.move)[5:]))
            return Advice(plan.move, pass_reason(view.hand_mask, plan.mask))
        best = plan.mask.bit_length() - 1
        if plan.shoot:
            return Advice(plan.move, Reason.of("shoot_moon", card=card_text(best)))
        return Advice(plan.move, search_reason(stats, chosen, best))


def search_reason(stats: SearchStats, chosen: int, card: int) -> Reason:
    """The search's own reason: the card, the worlds looked at and the expected points relative to
    the table (lower is better, as on the scoresheet)."""
    return Reason.of("search_best", card=card_text(card), worlds=stats.worlds,
                     expected=round(-stats.mean(chosen), 1))
