"""``GameController``: the match, the deal in progress, its move log, and the loop that runs it.

The controller is the only GUI object that holds an engine state. Everything on screen is built
from the ``Observation`` it publishes for the seat the table is shown from (``table_view``); computer
players get their own seat's observation and nothing else (ARCHITECTURE.md, promise 4).

The loop. After every change ``_advance`` decides what happens next:

* the deal is over -> the result goes into the match, ``deal_finished`` (and ``match_finished``) are
  emitted, and the next deal waits for ``next_deal()`` (or starts by itself with ``auto_continue``);
* a computer seat is to act -> its player chooses on a worker thread (``QThreadPool``); one computer
  thinks at a time, lowest seat first, so an all-computer deal is as deterministic as
  ``game_loop.play_deal``. The move is applied no sooner than ``pace_ms`` after the previous one
  (twice that after a trick is gathered), so people can follow the play. Each decision gets its
  own generator, ``decision_rng(match seed, deal number, move index, seat)``, never one long stream
  per seat: a match resumed from its move log (autosave, undo) makes the same computer choices as
  one that never stopped. The move index is the seat's own move number in the deal, not the log's
  length, so that in a simultaneous phase (passing) a person passing a moment sooner or later does
  not change the computers' choices;
* a human seat is to act -> the table waits for ``submit(seat, move)``.

Pass-and-play. With two or more humans, the hand shown is the one of the human who last took the
computer (``revealed``). Before a *different* human must act, the controller hides every hand (the
table view becomes a public view from that human's seat), emits ``handoff_requested(seat)`` and
waits for ``reveal(seat)``: the curtain "Pass the computer to Sofie". Simultaneous phases (passing)
do this for each human in turn while the computers choose in the background.

Real-time phases. A game with a part played against the clock (Festudgaven's signal race) gets a
``realtime`` helper (``gui/race.py``): the seats it ``takes_over`` are neither handed the computer nor
given to their computer players (and no hand is shown while everybody races); the helper makes
their moves itself through ``table_move``, and may replace a computer player's move
(``computer_move``) while the game has no computer player of its own for that part.

A match ends by its rules, or early when the autosave says its save is full (``save_full``, asked at
the end of each deal; ``ended_early``): it then counts with the totals so far, and no deal follows.
A new match starts from nothing of the last one: the old game's state is gone before anybody is
told of the new match (the race helper once read Durak's state with Festudgaven's rules).

Move log. ``moves`` are this deal's ``(seat, move text)`` pairs from ``initial_state``; with the
match seed they rebuild the deal exactly (``resume``), which is what autosave, undo and the deal
review need. ``move_made`` is emitted after every applied move, for autosave, sounds and animations.

Teaching and learner mode (issue 9). Computer players are asked through ``advice.advise``, so every
computer move comes with the player's reason (``move_explained``; kept per move in ``reasons`` for
the deal review). ``undo()`` takes back the viewer's last move against computer players: the deal is
rebuilt from the move log up to that move, and as every computer decision has its own generator
(``decision_rng``), the position is exactly the one before the move and the computers answer the
same move the same way again. A deal in which a move was taken back is
listed in ``undo_deals`` (the scoresheet marks it; ``undo_used`` says whether the match used undo at
all); ``hints_used`` counts hints (``note_hint``). Both start empty with each match; a resumed match
sets them again (``set_assists``).
"""

from __future__ import annotations

import dataclasses
import random
import time
import traceback
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from ..engine.errors import IllegalMoveError, Reason
from .tables import MAX_SEATS, SeatSetup, TableSetup, check_table

if TYPE_CHECKING:  # the engine loads with the first match, not for the window's first frame (start-up time)
    from ..engine.game import Game
    from ..engine.match import Match
    from ..engine.players import Player
    from ..engine.rules import Move, Observation, Seat

__all__ = ["MAX_SEATS", "GameController", "SeatSetup", "TableSetup", "check_table", "decision_rng", "demo_moves",
           "get_game", "public_view"]


def get_game(game_id: str) -> Game:
    """The registered game. Imported on first use: loading every game's rules is the biggest single
    cost of starting the app, and the window can be on screen before it is needed."""
    from ..engine.registry import get_game as lookup

    return lookup(game_id)


def public_view(view: Observation) -> Observation:
    """``view`` with everything private to its seat taken out: the hand and passed cards face down and
    unmarked (not even which of them were received), no legal moves, no prompt, no history and none
    of the game's typed private fields (the result is a plain ``Observation``). Shown while the
    computer is being passed to the next human."""
    from ..engine.rules import Observation, PileKind

    private = (PileKind.HAND, PileKind.PASS)
    piles = tuple(dataclasses.replace(p, cards=(None,) * len(p.cards), marks=())
                  if p.owner == view.seat and p.kind in private else p for p in view.piles)
    return Observation(game=view.game, seat=view.seat, seats=view.seats, dealer=view.dealer, phase=view.phase,
                       to_act=view.to_act, legal_moves=(), hand=(None,) * len(view.hand),
                       hand_sizes=view.hand_sizes, piles=piles, points=view.points, facts=view.facts,
                       prompt=None, history=(), over=view.over)


def decision_rng(seed: int, deal: int, move_index: int, seat: Seat) -> random.Random:
    """The random generator of one computer decision: a pure function of where it falls in the
    match (``move_index``: how many moves ``seat`` has made in this deal before it)."""
    return random.Random(f"{seed}:{deal}:{move_index}:player:{seat}")


def _trick_cards(view: Observation | None) -> int:
    if view is None:
        return 0
    from ..engine.rules import PileKind

    return sum(len(p.cards) for p in view.piles if p.kind is PileKind.TRICK)


def demo_moves(match: Match, count: int, seed: int = 1) -> list[tuple[Seat, str]]:
    """The first ``count`` moves of ``match``'s next deal, chosen at random for every seat (lowest
    seat first, as ``game_loop.play_deal`` asks). For screenshots, demos and tests."""
    rules = match.game.rules
    state, rng, moves = match.start_deal(), random.Random(seed), []
    for _ in range(count):
        if rules.is_over(state):
            break
        seat = min(rules.to_act(state))
        legal = rules.legal_moves(state, seat)
        move = legal[rng.randrange(len(legal))]
        state = rules.apply(state, seat, move)
        moves.append((seat, str(move)))
    return moves


class _ChooseTask(QRunnable):
    """Runs ``player.choose`` off the UI thread and reports back through a queued signal."""

    def __init__(self, done: Any, token: tuple[int, int], seat: Seat, player: Player, view: Observation,
                 rng: random.Random) -> None:
        super().__init__()
        from .advice import advise  # imported here, on the UI thread, not in the worker

        self._advise = advise
        self.setAutoDelete(True)
        self._done, self._token, self._seat = done, token, seat
        self._player, self._view, self._rng = player, view, rng

    def run(self) -> None:
        try:
            move, reason = self._advise(self._player, self._view, self._rng)
            error = None
        except Exception:  # noqa: BLE001 - a player bug must not kill the worker; reported below
            move, reason, error = None, None, traceback.format_exc()
        self._done.emit(self._token, self._seat, (move, reason), error)


class GameController(QObject):
    """Owns the match and runs it; see the module docstring. Public API: the signals below,
    ``new_match``, ``resume``, ``next_deal``, ``restart_deal``, ``submit``, ``explain``, ``reveal``,
    ``shutdown`` and the read-only properties."""

    match_started = Signal()
    deal_started = Signal(int)              # 0-based deal number
    observation_changed = Signal(object)    # the Observation the table shows (table_view)
    move_made = Signal(int, object)         # seat, Move: after it was applied
    move_refused = Signal(int, object)      # seat, Reason: a human's move was not allowed
    handoff_requested = Signal(int)         # seat: hide the table until reveal(seat)
    thinking_changed = Signal(int, bool)    # computer seat, whether it is thinking now
    deal_finished = Signal(object)          # DealResult (already in match.results)
    match_finished = Signal(object)         # tuple of the winning seats
    error_occurred = Signal(str)            # a computer player failed (a random legal move was played)
    move_explained = Signal(int, object, object)  # computer seat, Move, Reason: why it was just played
    assists_changed = Signal()              # undo_deals or hints_used changed
    taken_back = Signal()                   # moves were taken back: what was said about them is stale
    _chosen = Signal(object, int, object, object)   # worker -> UI thread

    def __init__(self, parent: QObject | None = None, pace_ms: int = 0) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(2)  # a stale worker from an abandoned deal never blocks the next
        self._chosen_connected = False  # ``_chosen`` is connected with the first worker (``_schedule_computer``)
        self.pace_ms = pace_ms
        self.auto_continue = False
        self._setup: TableSetup | None = None
        self._game: Game | None = None
        self._match: Match | None = None
        self._state: Any = None
        self._initial: Any = None
        self._moves: list[tuple[Seat, str]] = []
        self._players: dict[Seat, Player] = {}
        self._generation = 0
        self._thinking: Seat | None = None
        self._revealed: Seat | None = None
        self._handoff: Seat | None = None
        self._viewer: Seat = 0
        self._view: Observation | None = None
        self._deal_over = False
        self._last_move = 0.0
        self._slow_next = False
        self._reasons: dict[int, Reason] = {}
        self._undo_deals: frozenset[int] = frozenset()
        self._undo_earlier = False
        self._hints_used = 0
        self.realtime: Any = None  # see the module docstring ("Real-time phases")
        # Whether the match's save is full (``SavedMatch.full``; set by the autosave): the match then
        # ends after the deal just played, with the totals so far (``ended_early``).
        self.save_full: Callable[[], bool] | None = None
        self._ended_early = False

    # -- read-only state ------------------------------------------------------------------------------
    @property
    def setup(self) -> TableSetup | None:
        return self._setup

    @property
    def game(self) -> Game | None:
        return self._game

    @property
    def match(self) -> Match | None:
        return self._match

    @property
    def names(self) -> tuple[str, ...]:
        return self._setup.names if self._setup else ()

    @property
    def state(self) -> Any:
        """The full engine state. Never shown: for saves, tests and the deal review only."""
        return self._state

    @property
    def initial_state(self) -> Any:
        return self._initial

    @property
    def moves(self) -> tuple[tuple[Seat, str], ...]:
        """This deal's moves as ``(seat, canonical text)``, from ``initial_state``."""
        return tuple(self._moves)

    @property
    def table_view(self) -> Observation | None:
        """What the table shows now (the viewer's observation, or its public part during a hand-off)."""
        return self._view

    @property
    def viewer(self) -> Seat:
        """The seat the table is shown from (bottom of the screen)."""
        return self._viewer

    @property
    def revealed(self) -> Seat | None:
        """The seat whose hand is face up on screen, or ``None`` while the computer is passed on."""
        return self._revealed

    @property
    def handoff_seat(self) -> Seat | None:
        """The human the curtain waits for, or ``None``."""
        return self._handoff

    @property
    def thinking_seat(self) -> Seat | None:
        return self._thinking

    @property
    def deal_over(self) -> bool:
        return self._deal_over

    @property
    def match_over(self) -> bool:
        return self._match is not None and self._deal_over and (self._match.is_over() or self._ended_early)

    @property
    def ended_early(self) -> bool:
        """The match ended before its rules end it, because its save was full (``save_full``)."""
        return self._ended_early

    @property
    def pass_and_play(self) -> bool:
        return self._setup is not None and len(self._setup.humans) >= 2

    def is_human(self, seat: Seat) -> bool:
        return self._setup is not None and 0 <= seat < len(self._setup.seats) and self._setup.seats[seat].human

    # -- starting ------------------------------------------------------------------------------------
    def new_match(self, setup: TableSetup, seed: int | None = None) -> None:
        """Start a match (raises ``InvalidOptionError``/``KeyError`` for a table the game refuses)."""
        game = get_game(setup.game_id)
        options = game.info.options_type.from_dict(setup.options)
        from ..engine.match import Match

        match = Match.new(setup.game_id, len(setup.seats), options, seed)
        self._begin(setup, game, match)
        self._start_deal(())

    def resume(self, setup: TableSetup, match: Match, moves: Iterable[tuple[Seat, str]] = ()) -> None:
        """Continue ``match`` at its next deal, after replaying ``moves`` (canonical texts) in it.
        The computers then choose exactly as they would have without the interruption."""
        game = get_game(match.game_id)
        if len(setup.seats) != match.seats or setup.game_id != match.game_id:
            raise ValueError("the table does not fit the match")
        self._begin(setup, game, match)
        self._start_deal(tuple(moves))

    def _begin(self, setup: TableSetup, game: Game, match: Match) -> None:
        self._cancel_thinking()
        self._setup, self._game, self._match = setup, game, match
        # nothing of the previous game may be seen by those told of the new match (the race helper
        # read the old game's state with the new game's rules: switching from Durak to Festudgaven raised)
        self._state = self._initial = self._view = None
        self._moves, self._deal_over, self._ended_early = [], False, False
        self._undo_deals, self._undo_earlier, self._hints_used = frozenset(), False, 0
        self._players = {s: game.player(seat.level) for s, seat in enumerate(setup.seats) if not seat.human}
        self.match_started.emit()

    def next_deal(self) -> bool:
        """Deal the next hand after ``deal_finished``; False when there is none to deal."""
        if self._match is None or not self._deal_over or self.match_over:
            return False
        self._start_deal(())
        return True

    def restart_deal(self) -> bool:
        """Deal the current hand again from the start: same cards, same computer choices."""
        if self._match is None or self._deal_over:
            return False
        self._start_deal(())
        return True

    def _start_deal(self, moves: Sequence[tuple[Seat, str]]) -> None:
        assert self._match is not None and self._game is not None and self._setup is not None
        self._cancel_thinking()
        match = self._match
        self._initial = match.start_deal()
        from ..engine.game_loop import replay

        self._state = replay(self._game.rules, self._initial, moves)
        self._moves = list(moves)
        self._reasons = {}
        self._deal_over = False
        self._handoff = None
        self._view = None
        humans = self._setup.humans
        self._revealed = None if len(humans) >= 2 else (humans[0] if humans else 0)
        self._viewer = humans[0] if humans else 0
        self._last_move = 0.0
        self.deal_started.emit(match.number)
        self._advance()

    def shutdown(self, timeout_ms: int = 5000) -> None:
        """Forget pending computer choices and wait for the worker threads (call before quitting)."""
        self._cancel_thinking()
        self._pool.clear()
        self._pool.waitForDone(timeout_ms)

    # -- human moves ---------------------------------------------------------------------------------
    def explain(self, seat: Seat, move: Move) -> Reason | None:
        """Why ``seat`` may not make ``move`` now (``None``: it may). Changes nothing."""
        if self._match is None or self._game is None:
            return Reason.of("not_allowed_now")
        if self._deal_over:
            return Reason.of("deal_over")
        if self.pass_and_play and seat != self._revealed and self._handoff is not None:
            return Reason.of("handoff_pending", seat=self._handoff)
        return self._game.rules.explain_illegal(self._state, seat, move)

    def submit(self, seat: Seat, move: Move) -> Reason | None:
        """A human's move: applied when legal, else refused with the rule's reason (also emitted
        as ``move_refused``). Returns the reason, or ``None`` when the move was made."""
        reason = self.explain(seat, move)
        if reason is None and not self.is_human(seat):
            reason = Reason.of("not_your_turn", seat=seat)
        if reason is None:
            try:
                self._apply(seat, move)
                return None
            except IllegalMoveError as exc:  # explain_illegal and apply disagree: trust apply
                reason = exc.reason
        self.move_refused.emit(seat, reason)
        return reason

    def table_move(self, seat: Seat, move: Move) -> Reason | None:
        """A move the table makes for ``seat`` outside the turn order (a signal key, the end of a race
        window, a computer's reaction time drawn by the table): applied when legal, else refused with
        the rule's reason (also emitted as ``move_refused``)."""
        if self._match is None or self._game is None or self._deal_over:
            reason: Reason | None = Reason.of("deal_over")
        else:
            reason = self._game.rules.explain_illegal(self._state, seat, move)
        if reason is None:
            self._apply(seat, move)
            return None
        self.move_refused.emit(seat, reason)
        return reason

    def _held(self) -> frozenset[Seat]:
        return self.realtime.takes_over(self._state) if self.realtime is not None and self._state is not None \
            else frozenset()

    def reveal(self, seat: Seat) -> bool:
        """The human the curtain asked for has the computer: show the table from their seat."""
        if self._handoff is None or seat != self._handoff:
            return False
        self._handoff = None
        self._revealed = seat
        self._viewer = seat
        self._publish()
        return True

    def hold(self, ms: int) -> None:
        """Let the next paced computer move wait ``ms`` from now at least (the cards are being dealt)."""
        if self.pace_ms > 0 and ms > 0:
            self._last_move = max(self._last_move, time.monotonic() + (ms - self.pace_ms) / 1000)

    # -- learner mode and hints -----------------------------------------------------------------------
    @property
    def reasons(self) -> dict[int, Reason]:
        """Why the computers made this deal's moves: move index -> the player's reason."""
        return dict(self._reasons)

    @property
    def undo_deals(self) -> frozenset[int]:
        """0-based numbers of this match's deals in which a move was taken back."""
        return self._undo_deals

    @property
    def undo_used(self) -> bool:
        """Whether a move was taken back anywhere in this match."""
        return bool(self._undo_deals) or self._undo_earlier

    @property
    def hints_used(self) -> int:
        return self._hints_used

    def set_assists(self, undo_deals: Iterable[int] = (), hints_used: int = 0, undo_earlier: bool = False) -> None:
        """Restore the learner marks of a resumed match; ``undo_earlier``: a move was taken back
        before the match was saved, in a deal nobody recorded."""
        self._undo_deals, self._hints_used = frozenset(undo_deals), max(0, hints_used)
        self._undo_earlier = undo_earlier
        self.assists_changed.emit()

    def note_hint(self) -> None:
        self._hints_used += 1
        self.assists_changed.emit()

    def undo_index(self, seat: Seat | None = None) -> int | None:
        """Where ``undo`` would cut this deal's move log (the viewer's last move), or ``None`` when
        nothing can be taken back: the deal is over, other people sit at the table, or ``seat``
        has made no move in this deal."""
        seat = self._viewer if seat is None else seat
        if self._match is None or self._deal_over or self.pass_and_play or not self.is_human(seat):
            return None
        return next((i for i in range(len(self._moves) - 1, -1, -1) if self._moves[i][0] == seat), None)

    def undo(self, seat: Seat | None = None) -> bool:
        """Take back ``seat``'s (default: the viewer's) last move and everything after it."""
        index = self.undo_index(seat)
        if index is None:
            return False
        assert self._game is not None and self._match is not None
        self._cancel_thinking()
        self._moves = self._moves[:index]
        self._reasons = {i: r for i, r in self._reasons.items() if i < index}
        from ..engine.game_loop import replay

        self._state = replay(self._game.rules, self._initial, self._moves)
        self._last_move = 0.0
        self._undo_deals = self._undo_deals | {self._match.number}
        self.assists_changed.emit()
        self.taken_back.emit()
        self._advance()
        return True

    # -- the loop ------------------------------------------------------------------------------------
    def _apply(self, seat: Seat, move: Move) -> None:
        assert self._game is not None
        before = _trick_cards(self._view)
        self._state = self._game.rules.apply(self._state, seat, move)
        self._moves.append((seat, str(move)))
        self._last_move = time.monotonic()
        self.move_made.emit(seat, move)
        self._advance()
        self._slow_next = before > 0 and _trick_cards(self._view) == 0

    def _advance(self) -> None:
        assert self._game is not None and self._setup is not None
        rules = self._game.rules
        if rules.is_over(self._state):
            self._finish_deal()
            return
        to_act = rules.to_act(self._state)
        held = self._held()
        if self.pass_and_play and held and to_act <= held:
            self._revealed = self._handoff = None  # everybody races at once: no curtain, nobody's hand shown
        elif self.pass_and_play:
            waiting = [s for s in sorted(to_act - held) if self.is_human(s)]
            if waiting and self._revealed not in waiting:
                self._revealed = None
                self._handoff = self._viewer = waiting[0]
                self.handoff_requested.emit(waiting[0])  # the curtain first, then the public table under it
                self._publish()
                self._schedule_computer(to_act)
                return
        self._publish()
        self._schedule_computer(to_act)

    def _publish(self) -> None:
        assert self._game is not None
        view = self._game.rules.observe(self._state, self._viewer)
        if self._viewer in self._held():
            view = dataclasses.replace(view, legal_moves=())  # the real-time helper makes these moves
        self._view = public_view(view) if self.pass_and_play and self._revealed is None else view
        self.observation_changed.emit(self._view)

    def _finish_deal(self) -> None:
        assert self._match is not None
        self._cancel_thinking()
        self._match = self._match.finish_deal(self._state)
        self._deal_over = True
        self._handoff = None
        self._publish()
        self._ended_early = not self._match.is_over() and self.save_full is not None and self.save_full()
        self.deal_finished.emit(self._match.results[-1])
        if self.match_over:
            self.match_finished.emit(self._match.winners())
        elif self.auto_continue:
            QTimer.singleShot(0, self, self.next_deal)

    # -- computer players ------------------------------------------------------------------------------
    def _schedule_computer(self, to_act: Iterable[Seat]) -> None:
        if self._thinking is not None or self._deal_over:
            return
        held = self._held()
        seat = next((s for s in sorted(to_act) if s in self._players and s not in held), None)
        if seat is None:
            return
        assert self._game is not None
        self._thinking = seat
        self.thinking_changed.emit(seat, True)
        view = self._game.rules.observe(self._state, seat)
        token = (self._generation, len(self._moves))
        if not self._chosen_connected:  # queued: the workers answer from their own threads
            # Connected here rather than when built: naming ``Qt.ConnectionType`` builds PySide6's whole
            # ``Qt`` namespace, which the first frame does without (``widgets/main_window.py``).
            from PySide6.QtCore import Qt

            self._chosen.connect(self._on_chosen, Qt.ConnectionType.QueuedConnection)
            self._chosen_connected = True
        self._pool.start(_ChooseTask(self._chosen, token, seat, self._players[seat], view, self._decision_rng(seat)))

    def _on_chosen(self, token: tuple[int, int], seat: Seat, answer: tuple[Move | None, Reason | None],
                   error: str | None) -> None:
        if token[0] != self._generation or seat != self._thinking:
            return  # an abandoned deal's answer
        move, why = answer
        if move is None or error is not None:
            self._stop_thinking()
            self._computer_failed(seat, error or "no move")
            return
        wait = 0.0
        if self.pace_ms > 0 and len(self._game.rules.to_act(self._state)) == 1:  # type: ignore[union-attr]
            pace = self.pace_ms * (2 if self._slow_next else 1) / 1000
            wait = max(0.0, self._last_move + pace - time.monotonic())
        if wait > 0:
            # the controller is the timer's context: a controller deleted meanwhile cancels it
            QTimer.singleShot(round(wait * 1000), self, lambda: self._play_computer(token, seat, move, why))
        else:
            self._play_computer(token, seat, move, why)

    def _play_computer(self, token: tuple[int, int], seat: Seat, move: Move, why: Reason | None = None) -> None:
        if token[0] != self._generation or seat != self._thinking:
            return
        assert self._game is not None
        self._stop_thinking()
        if self.realtime is not None:
            move = self.realtime.computer_move(seat, move, self._state)
        reason = self._game.rules.explain_illegal(self._state, seat, move)
        if reason is None:
            if why is not None:
                self._reasons[len(self._moves)] = why
            self._apply(seat, move)
            if why is not None:
                self.move_explained.emit(seat, move, why)
        elif token[1] != len(self._moves) and seat in self._game.rules.to_act(self._state):
            self._schedule_computer(self._game.rules.to_act(self._state))  # stale in a simultaneous phase
        else:
            self._computer_failed(seat, f"illegal move {move}: {reason}")

    def _computer_failed(self, seat: Seat, error: str) -> None:
        """A player bug: say so loudly, then play a random legal move so the family can go on."""
        assert self._game is not None
        import logging  # only on this rare path: logging costs start-up time

        logging.getLogger(__name__).error("computer player at seat %s failed: %s", seat, error)
        self.error_occurred.emit(f"seat {seat}: {error}")
        legal = self._game.rules.legal_moves(self._state, seat)
        if legal:
            self._apply(seat, legal[self._decision_rng(seat).randrange(len(legal))])

    def _decision_rng(self, seat: Seat) -> random.Random:
        assert self._match is not None
        own_moves = sum(1 for mover, _ in self._moves if mover == seat)
        return decision_rng(self._match.seed, self._match.number, own_moves, seat)

    def _stop_thinking(self) -> None:
        if self._thinking is not None:
            seat, self._thinking = self._thinking, None
            self.thinking_changed.emit(seat, False)

    def _cancel_thinking(self) -> None:
        self._generation += 1
        self._stop_thinking()

