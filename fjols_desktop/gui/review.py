"""The deal review and the last trick (no widgets, Qt only for translating).

``DealRecord`` is one finished deal as the table saw it happen: the game, the house rules, who sat
where, the match seed and the deal's number (together the deal's seed, ``match.deal_seed``), the
initial state and the moves as ``(seat, text)``, and the computers' reasons. ``DealReplay`` steps
through it: ``state(i)`` is the position after ``i`` moves (replayed through the engine, so a move
log that does not fit the seed fails loudly instead of showing something made up), and
``open_view(i)`` is that position with every hand face up, for the review's table. Anyone can check
the computers did not cheat: the same seed deals the same cards (``verify``), and every move the
computers made was one of their legal moves, chosen from their own view. ``exchanges`` lists what
each seat gave and got in the deal's passes (Hjerterfri's pass, Festudgaven's passing rounds).

``LastPlay`` remembers what lay in the middle of the table before it was cleared (the last trick,
the last bout, the last chain: the moment it became empty), from the observations the table shows,
so it never knows more than the people at the table saw. A game that keeps its last trick itself (a
``LAST_TRICK`` pile) is taken at its word.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..engine.errors import Reason
from ..engine.game_loop import replay
from ..engine.match import Match, deal_seed
from ..engine.options import Options
from ..engine.rules import Observation, Pile, PileKind, Seat
from . import i18n

OPEN_KINDS = (PileKind.HAND, PileKind.PASS)
CENTRE_KINDS = (PileKind.TRICK, PileKind.BOUT, PileKind.CHAIN)


@dataclass(frozen=True)
class DealRecord:
    game_id: str
    options: Options
    names: tuple[str, ...]
    match_seed: int
    number: int                                   # 0-based deal number in the match
    dealer: Seat
    initial: Any
    moves: tuple[tuple[Seat, str], ...]
    reasons: dict[int, Reason] = field(default_factory=dict)
    viewer: Seat = 0

    @property
    def seed(self) -> str:
        """The deal's own seed: the match seed and the deal number."""
        return deal_seed(self.match_seed, self.number)

    def to_text(self) -> str:
        """The record as JSON text: enough to deal the same cards and replay every move."""
        return json.dumps({"game": self.game_id, "match_seed": self.match_seed, "deal": self.number + 1,
                           "deal_seed": self.seed, "dealer": self.dealer, "players": list(self.names),
                           "house_rules": self.options.to_dict(),
                           "moves": [[seat, text] for seat, text in self.moves]}, ensure_ascii=False, indent=1)


def verify(record: DealRecord, match: Match) -> bool:
    """Whether ``match`` (the match the deal was part of, as it stood before the deal) deals exactly
    the record's cards: the check anyone can make with the seed."""
    return bool(match.seed == record.match_seed and match.number == record.number
                and match.start_deal() == record.initial)


class DealReplay:
    def __init__(self, record: DealRecord) -> None:
        from ..engine.registry import get_game  # the games load after the window is on screen

        self.record = record
        self.rules = get_game(record.game_id).rules
        self._states: list[Any] = [record.initial]

    def __len__(self) -> int:
        """The number of positions: the deal as dealt, then one after each move."""
        return len(self.record.moves) + 1

    def state(self, step: int) -> Any:
        if not 0 <= step < len(self):
            raise IndexError(f"step {step} of {len(self)}")
        while len(self._states) <= step:
            at = len(self._states) - 1
            self._states.append(replay(self.rules, self._states[-1], self.record.moves[at:at + 1]))
        return self._states[step]

    def open_view(self, step: int, viewer: Seat | None = None) -> Observation:
        """The position after ``step`` moves from ``viewer``'s chair with every hand face up: each
        private pile is taken from its owner's own observation. Nothing can be played in it."""
        state = self.state(step)
        viewer = self.record.viewer if viewer is None else viewer
        base = self.rules.observe(state, viewer)
        own: dict[Seat, Observation] = {}
        piles = []
        for pile in base.piles:
            if pile.kind in OPEN_KINDS and pile.owner is not None and pile.owner != viewer:
                if pile.owner not in own:
                    own[pile.owner] = self.rules.observe(state, pile.owner)
                pile = own[pile.owner].pile(pile.id) or pile
            piles.append(pile)
        return Observation(game=base.game, seat=viewer, seats=base.seats, dealer=base.dealer, phase=base.phase,
                           to_act=base.to_act, legal_moves=(), hand=base.hand, hand_sizes=base.hand_sizes,
                           piles=tuple(piles), points=base.points, facts=base.facts, prompt=None, history=(),
                           over=base.over)

    def describe(self, step: int) -> str:
        """What happened at ``step`` (1-based move), e.g. "Bjørn: Q♠"; step 0 is the deal."""
        if step == 0:
            return QCoreApplication.translate("DealReview", "{name} deals").format(
                name=i18n.seat_name(self.record.dealer, self.record.names))
        seat, text = self.record.moves[step - 1]
        move = self.rules.parse_move(text)
        return f"{i18n.seat_name(seat, self.record.names)}: {describe_move(move, self.record.game_id)}"


@dataclass(frozen=True)
class Exchange:
    """What one seat gave and got in a deal's passes, in the order the cards arrived: ``gave`` and
    ``got`` are ``(other seat, cards)``, one entry per seat it passed to or received from."""

    seat: Seat
    gave: tuple[tuple[Seat, tuple[Any, ...]], ...]
    got: tuple[tuple[Seat, tuple[Any, ...]], ...]

    def text(self, names: tuple[str, ...]) -> str:
        """One line for people: "Anna: gave A♣ A♦ 8♠ to Bjørn; got 4♣ 8♣ 4♦ from Karl"."""
        def cards(group: tuple[Any, ...]) -> str:
            return " ".join(i18n.card_text(c) for c in group)

        parts = [QCoreApplication.translate("DealReview", "gave {cards} to {name}").format(
                     cards=cards(group), name=i18n.seat_name(other, names)) for other, group in self.gave]
        parts += [QCoreApplication.translate("DealReview", "got {cards} from {name}").format(
                      cards=cards(group), name=i18n.seat_name(other, names)) for other, group in self.got]
        return QCoreApplication.translate("DealReview", "{name}: {what}").format(
            name=i18n.seat_name(self.seat, names), what="; ".join(parts))


def exchanges(replay: DealReplay) -> tuple[Exchange, ...]:
    """What each seat gave and got in the deal's passes, seat by seat (nothing when the deal passed no
    cards), from the game's own account of the finished deal (``Rules.passes``): only cards that
    reached somebody count, so Festudgaven's passes to the waste, or a card still on its way when the
    race began, are given to nobody."""
    passes = replay.rules.passes(replay.state(len(replay) - 1))
    out = []
    for seat in range(len(replay.record.names)):
        gave = _grouped((to, cards) for giver, to, cards in passes if giver == seat)
        got = _grouped((giver, cards) for giver, to, cards in passes if to == seat)
        if gave or got:
            out.append(Exchange(seat, gave, got))
    return tuple(out)


def _grouped(pairs: Any) -> tuple[tuple[Seat, tuple[Any, ...]], ...]:
    """``(seat, cards)`` pairs with one entry per seat, seats in order of first appearance."""
    groups: dict[Seat, list[Any]] = {}
    for seat, cards in pairs:
        groups.setdefault(seat, []).extend(cards)
    return tuple((seat, tuple(cards)) for seat, cards in groups.items())


def describe_move(move: Any, game: str | None) -> str:
    """A move for people: the cards for a plain play ("Q♠"), else its button label and cards."""
    cards = " ".join(i18n.card_text(c) for c in move.cards)
    if getattr(move, "kind", "") == "play" and cards:
        return cards
    label = i18n.button_label(move, game)
    return f"{label} {cards}" if cards else label


# --- the last trick ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class LastPlay:
    """What lay in the middle of the table before it was cleared: one or more piles (a bout's attack
    cards with the cards across them)."""

    piles: tuple[Pile, ...]

    @property
    def kind(self) -> PileKind:
        kinds = {p.kind for p in self.piles}
        for kind in (PileKind.BOUT, PileKind.CHAIN):
            if kind in kinds:
                return kind
        return PileKind.TRICK

    def entries(self) -> list[tuple[Any, Any, Seat | None]]:
        """(card, the card across it or None, who played it) for every card, in order."""
        out = []
        for pile in self.piles:
            for i, card in enumerate(pile.cards):
                cover = pile.covers[i] if i < len(pile.covers) else None
                by = pile.played_by[i] if i < len(pile.played_by) else None
                out.append((card, cover, by))
        return out


class LastPlayTracker:
    """Feed it every observation the table shows; ``last`` is the last cleared middle of the table."""

    def __init__(self) -> None:
        self.last: LastPlay | None = None
        self._centre: tuple[Pile, ...] = ()

    def reset(self) -> None:
        self.last, self._centre = None, ()

    def feed(self, view: Observation) -> None:
        kept = next((p for p in view.piles if p.kind is PileKind.LAST_TRICK and p.cards), None)
        centre = tuple(p for p in view.piles if p.kind in CENTRE_KINDS and p.cards)
        if kept is not None:
            self.last = LastPlay((kept,))
        elif self._centre and not centre:
            self.last = LastPlay(self._centre)
        self._centre = centre
