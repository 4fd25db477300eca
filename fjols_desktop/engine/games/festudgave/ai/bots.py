"""Festudgaven's rule-of-thumb players (``easy``, ``medium``) and the computer's reaction times
(``docs/computer-players.md#festudgaven``).

Only ranks matter: a player collects one rank (its *target*) and passes a card of another. What a
seat can know is its hand, the cards it passed (its history) and the cards that reached it from its
right neighbour (``FestudgaveObservation.received``).

* ``EasyPlayer`` keeps the rank it holds most of (ties at random) and passes a card of a rank it
  holds fewest of; it remembers nothing of what went past. One pass in five is a hunch (any card
  that does not break three of a kind).
* ``MediumPlayer`` follows ``docs/computer-players.md#festudgaven`` items 1-2: it scores each rank by the
  cards it holds (ten points each) plus the cards of that rank among the last ``MEMORY`` cards its right
  neighbour passed it (a rank that keeps coming is not collected upstream, so more of it will come; a rank that
  never comes is probably being collected there). It keeps the best-scoring rank and passes a card of the worst,
  breaking ties at random (see ``medium_pass``).

The card choice matters against random passing but among sensible choices hardly at all: rounds
are short, so little goes past to remember, and what separates the levels at the table is mostly
how quickly they react (``benchmarks/results/festudgave.md``).

Every level signals four of a kind at once (the table adds the reaction time; in the simulator the
trigger is instant) and never signals without it (``docs/computer-players.md#festudgaven`` item 4: no false
signals, no bluffing).

Reaction times (``docs/computer-players.md#festudgaven`` item 3): the house rule ``ai_reaction`` gives the
band (slow 1200-2500 ms, normal 600-1400, fast 300-800); a level draws from its own part of it, so the
family's choice of speed always holds and a stronger level is only quicker within it: easy from the slowest 40
% of the band, medium from the middle 40 %, hard from the quickest 40 % (neighbours overlap by a tenth of the
band, so a slower level sometimes beats a quicker one). ``reaction_ms(options, rng)`` on each player is what
the table (``gui/race.py``) asks for, both to trigger after four of a kind reaches the player and to answer
somebody else's trigger; in the simulator the racing player's move is a signal at that time.
"""

from __future__ import annotations

import random
from typing import Any

from ....cards import CARDS
from ....errors import Reason
from ....players import Advice, AdvisingPlayer
from ....rules import Move, Observation
from ..options import draw_reaction
from ..state import LATE, PASSES, RACE, TAKE, TRIGGER, Signal, quad_ranks
from ..view import FestudgaveObservation

RANK_MASKS = tuple(1 << r | 1 << (r + 13) | 1 << (r + 26) | 1 << (r + 39) for r in range(13))
MEMORY = 8            # medium looks at this many of the last cards its right neighbour passed


def rank_text(rank: int) -> str:
    """The rank as the phrasebook's ``rank`` argument (2..14; 14 is the ace)."""
    return str(rank + 2)


def card_text(index: int) -> str:
    return str(CARDS[index])


def counts(hand: int) -> list[int]:
    return [(hand & RANK_MASKS[r]).bit_count() for r in range(13)]


def quad_rank(hand: int) -> int:
    quads = quad_ranks(hand)
    return quads.bit_length() - 1 if quads else -1


def received_ranks(received: tuple[int, ...], memory: int = MEMORY) -> list[int]:
    """How many of the last ``memory`` cards from the right neighbour were of each rank."""
    out = [0] * 13
    for index in received[-memory:] if memory else ():
        out[index % 13] += 1
    return out


def rank_scores(hand: int, received: tuple[int, ...]) -> list[int]:
    """Medium's score per rank held: ten per card held, plus one per recent card of it from the right."""
    held = counts(hand)
    came = received_ranks(received)
    return [10 * held[r] + came[r] if held[r] else -1 for r in range(13)]


def medium_pass(hand: int, received: tuple[int, ...], passable: int, rng: random.Random) -> tuple[int, int]:
    """``(card, target rank)``: keep the best-scoring rank, pass the lowest card of the worst-scoring
    one. Ties are broken at random: players who all broke them the same way (say, keeping the higher
    rank) would all collect the same rank and get in each other's way (measured: such a player got
    four of a kind first 20 % less often than easy)."""
    scores = rank_scores(hand, received)
    tie = [rng.random() for _ in range(13)]
    held = [r for r in range(13) if scores[r] >= 0]
    target = max(held, key=lambda r: (scores[r], tie[r]))
    choices = [r for r in held if r != target and passable & RANK_MASKS[r]] or \
        [r for r in held if passable & RANK_MASKS[r]]
    worst = min(choices, key=lambda r: (scores[r], tie[r]))
    card = (passable & RANK_MASKS[worst] & -(passable & RANK_MASKS[worst])).bit_length() - 1
    return card, target


class FestudgavePlayer(AdvisingPlayer):
    """Triggers four of a kind, signals in the race after its reaction time, takes a waiting card in
    free flow, and leaves the choice of the card to pass to ``choose_pass``."""

    part: tuple[float, float] = (0.0, 1.0)   # its part of the ai_reaction band

    def reaction_ms(self, options: Any, rng: random.Random) -> int:
        return draw_reaction(options, rng, self.part)

    def decide(self, view: Observation, rng: random.Random) -> Advice:
        assert isinstance(view, FestudgaveObservation)
        if view.phase_id == RACE:   # past the window the reaction comes too late, as at the table
            ms = self.reaction_ms(view.deal.options, rng)
            move = Signal(ms) if ms <= view.deal.window_ms else LATE
            return Advice(move, Reason.of("signal_back", trigger=view.trigger))
        hand = view.hand_mask
        rank = quad_rank(hand)
        if rank >= 0 and TRIGGER in view.legal_moves:
            return Advice(TRIGGER, Reason.of("signal_quad", rank=rank_text(rank)))
        passable = sum(m.card.bit for m in view.legal_moves if m.kind == "pass")   # type: ignore[attr-defined]
        if not passable:
            if TAKE in view.legal_moves:
                return Advice(TAKE, Reason.of("take_next"))
            moves = [m for m in view.legal_moves if m != TRIGGER] or list(view.legal_moves)
            return Advice(moves[0], Reason.of("only_sensible_move"))
        return self.choose_pass(view, passable, rng)

    def choose_pass(self, view: FestudgaveObservation, passable: int, rng: random.Random) -> Advice:
        raise NotImplementedError

    def pass_card(self, view: Observation, rng: random.Random) -> Move:
        """The card this level would pass now (the table's stand-in when a signal would be false)."""
        assert isinstance(view, FestudgaveObservation)
        passable = sum(m.card.bit for m in view.legal_moves if m.kind == "pass")   # type: ignore[attr-defined]
        if not passable:
            return TAKE if TAKE in view.legal_moves else view.legal_moves[0]
        return self.choose_pass(view, passable, rng).move


class EasyPlayer(FestudgavePlayer):
    level = "easy"
    part = (0.6, 1.0)
    hunch = 0.2

    def choose_pass(self, view: FestudgaveObservation, passable: int, rng: random.Random) -> Advice:
        hand = view.hand_mask
        held = counts(hand)
        cards = [i for i in range(52) if passable >> i & 1]
        if rng.random() < self.hunch:
            safe = [i for i in cards if held[i % 13] < 3] or cards
            card = safe[rng.randrange(len(safe))]
            return Advice(PASSES[card], Reason.of("hunch"))
        most = max(held)
        targets = [r for r in range(13) if held[r] == most]
        target = targets[rng.randrange(len(targets))]
        others = [i for i in cards if i % 13 != target] or cards
        fewest = min(held[i % 13] for i in others)
        pool = [i for i in others if held[i % 13] == fewest]
        card = pool[rng.randrange(len(pool))]
        return Advice(PASSES[card], Reason.of("collect_most", card=card_text(card), rank=rank_text(target)))


class MediumPlayer(FestudgavePlayer):
    level = "medium"
    part = (0.3, 0.7)

    def choose_pass(self, view: FestudgaveObservation, passable: int, rng: random.Random) -> Advice:
        card, target = medium_pass(view.hand_mask, view.received, passable, rng)
        return Advice(PASSES[card], medium_reason(view, card, target))


def medium_reason(view: FestudgaveObservation, card: int, target: int) -> Reason:
    came = received_ranks(view.received)
    held = counts(view.hand_mask)
    if came[target] and held[target] == max(held[r] for r in range(13) if r != target):
        return Reason.of("collect_coming", card=card_text(card), rank=rank_text(target))
    return Reason.of("collect_most", card=card_text(card), rank=rank_text(target))


__all__ = ["EasyPlayer", "FestudgavePlayer", "MediumPlayer"]
