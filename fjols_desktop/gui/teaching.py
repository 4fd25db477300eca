"""The hint (H): the strongest computer level the game offers suggests a move for the person at the
table, with its reason, from that person's own observation and nothing else.

``HintService.request()`` runs the player on a worker thread (the hard level thinks for up to a
second) and emits ``ready(seat, move, reason)`` when the answer still fits the table: a move made or
a deal dealt meanwhile makes the answer stale and it is dropped. The hint's random generator is
seeded from the match seed, the deal and the move number, so the same position gives the same hint.
Every hint given is counted on the controller (``note_hint``) for the family ledger.
"""

from __future__ import annotations

import random
import traceback
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from .advice import advise, hint_level
from .controller import GameController

if TYPE_CHECKING:  # the engine loads with the first match, not for the first frame (start-up time)
    from ..engine.rules import Observation


class _HintTask(QRunnable):
    def __init__(self, done: Any, token: tuple[Any, ...], player: Any, view: Observation,
                 rng: random.Random) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._done, self._token, self._player, self._view, self._rng = done, token, player, view, rng

    def run(self) -> None:
        try:
            answer, error = advise(self._player, self._view, self._rng), None
        except Exception:  # noqa: BLE001 - a player bug must not kill the worker; reported below
            answer, error = None, traceback.format_exc()
        self._done.emit(self._token, answer, error)


class HintService(QObject):
    ready = Signal(int, object, object)   # seat, Move, Reason
    failed = Signal(str)
    busy_changed = Signal(bool)
    _answered = Signal(object, object, object)

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent or controller)
        self.controller = controller
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._pending: tuple[Any, ...] | None = None
        self._answered_connected = False  # ``_answered`` is connected with the first hint asked (``request``)
        # any change at the table makes a pending answer stale
        for signal in (controller.match_started, controller.deal_started, controller.move_made,
                       controller.assists_changed):
            signal.connect(self.cancel)

    @property
    def busy(self) -> bool:
        return self._pending is not None

    def available(self) -> bool:
        """Whether a hint can be asked for now: the person at the table is to act."""
        c = self.controller
        view = c.table_view
        return (c.game is not None and view is not None and not c.deal_over and c.handoff_seat is None
                and c.is_human(view.seat) and view.seat in view.to_act and bool(view.legal_moves))

    def _token(self) -> tuple[Any, ...]:
        c = self.controller
        return (id(c.initial_state), len(c.moves), c.viewer)

    def request(self) -> bool:
        """Ask the hint level for a move; ``ready`` follows (False: no hint can be given now)."""
        if not self.available() or self.busy:
            return False
        c = self.controller
        assert c.game is not None and c.match is not None and c.table_view is not None
        token = self._token()
        player = c.game.player(hint_level(c.game))
        rng = random.Random(f"{c.match.seed}:{c.match.number}:hint:{len(c.moves)}")
        self._pending = token
        self.busy_changed.emit(True)
        if not self._answered_connected:  # queued: the worker answers from its own thread
            from PySide6.QtCore import Qt  # not when built: see ``GameController``'s ``_chosen``

            self._answered.connect(self._on_answer, Qt.ConnectionType.QueuedConnection)
            self._answered_connected = True
        self._pool.start(_HintTask(self._answered, token, player, c.table_view, rng))
        return True

    def _on_answer(self, token: tuple[Any, ...], answer: Any, error: str | None) -> None:
        if token != self._pending:
            return
        self._pending = None
        self.busy_changed.emit(False)
        view = self.controller.table_view
        if token != self._token() or view is None:
            return  # the table moved on while the hint level was thinking
        if error is not None or answer is None or answer.move not in view.legal_moves:
            self.failed.emit(error or f"hint {answer!r} is not a legal move")
            return
        self.controller.note_hint()
        self.ready.emit(view.seat, answer.move, answer.reason)

    def cancel(self, *_: object) -> None:
        if self._pending is not None:
            self._pending = None
            self.busy_changed.emit(False)

    def shutdown(self, timeout_ms: int = 5000) -> None:
        self.cancel()
        self._pool.clear()
        self._pool.waitForDone(timeout_ms)
