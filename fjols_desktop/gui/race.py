"""``SignalRace``: Festudgaven's signal race at the table (issue 9, item 7;
``resources/rules/en/festudgave.md``).

The engine reads no clock; it tells the table who may signal and what a signal costs, and takes each
signal with its reaction time (``FestudgaveRules``' docstring: ``signal_seats``, ``signal_cost``,
``signal_move``, ``race_window_ms``, ``timeout_moves``, ``certain_fjols``, ``tick_timeout_moves``). The
table measures the time, here:

* every person at the table gets a key on the shared keyboard (``SIGNAL_KEYS``: A, P, Z, M ... far
  apart, in seat order), shown as a tag on their name plate. Before the race a key is the trigger
  (four of a kind; a false signal costs what the house rules say); in the race it is a signal,
  stamped with the milliseconds since the table showed the trigger;
* computer seats react after a delay (``computer_reaction_ms``): their level's own draw when the
  level races (``engine.rules.RacingPlayer``: Festudgaven's levels draw from their part of the
  ``ai_reaction`` band, easy the slowest 40 %, medium the middle 40 %, hard the quickest 40 %; see
  ``engine/games/festudgave/ai/bots.py``), else the rules' draw from the whole band
  (``RealtimeRace.reaction_ms``). They trigger that long
  after four of a kind reaches them, and signal that long after the trigger. Their signals are
  applied when the clock reaches them, carrying the drawn time;
* the window closes after ``race_window_ms``: whoever has not signalled is ``late``; when the one
  seat left is certainly last (``certain_fjols``), it is made late at once;
* with ``tick_timer_s`` set, a passing round that runs out of time passes each waiting seat's chosen
  card (the selected card of the person at the screen), else a random one.

While the race runs the controller leaves every racing seat to this helper (``takes_over``: no
hand-off curtain, no computer player, no hand on screen at a table of several people). A computer
never signals without four of a kind (``docs/computer-players.md#festudgaven`` item 4): Festudgaven's levels
never do, and a false signal from any other player (the random one) is replaced by passing a card, the card
the seat's level would pass when it has a ``pass_card`` (``computer_move``). The clock is a ``RaceClock``
(milliseconds, ``QElapsedTimer``); tests give a fake one and call ``poll`` instead of waiting.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEvent, QLocale, QObject, QTimer, Signal
from PySide6.QtGui import QKeyEvent

if TYPE_CHECKING:  # the engine loads with the first match, not for the first frame (start-up time)
    from ..engine.rules import Move, RealtimeRace, Seat


__all__ = ["SIGNAL_KEYS", "ElapsedClock", "RaceClock", "SignalRace", "computer_reaction_ms"]

# Keys for the people at one keyboard, far apart so that several hands fit round it (not H and L:
# the Play menu's hint and last trick). Qt's key codes of letters and digits are their character
# codes (``Qt.Key.Key_A`` is ``ord("A")``), so they are written so: naming ``Qt.Key`` here would build
# PySide6's whole ``Qt`` namespace with the first frame (the window imports this module).
SIGNAL_KEYS = tuple(ord(key) for key in "APZMQTGBYNW59")


def computer_reaction_ms(rules: RealtimeRace, options: Any, rng: random.Random, player: Any = None) -> int:
    """How long a computer seat takes to notice four of a kind or the trigger: its level's own draw
    when the level races (``RacingPlayer``), else the rules' draw from the whole ``ai_reaction`` band."""
    from ..engine.rules import RacingPlayer

    if isinstance(player, RacingPlayer):
        return player.reaction_ms(options, rng)
    return rules.reaction_ms(options, rng)


class RaceClock(Protocol):
    def now_ms(self) -> int: ...


class ElapsedClock:
    """Milliseconds on a monotonic clock (``QElapsedTimer``)."""

    def __init__(self) -> None:
        self._timer = QElapsedTimer()
        self._timer.start()

    def now_ms(self) -> int:
        return int(self._timer.elapsed())


class SignalRace(QObject):
    """Drives a game's signal race for a ``GameController`` (see the module docstring)."""

    tags_changed = Signal(object)   # {seat: [(text, tone)]}: the keys and the race's results, for the plates

    def __init__(self, controller: Any, clock: RaceClock | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.clock: RaceClock = clock or ElapsedClock()
        self.highlighted: Callable[[], dict[Seat, Any]] = dict   # the person's chosen card, for the tick timer
        self.keys: dict[int, Seat] = {}
        self._rules: Any = None
        self._seed = 0  # the match's seed: every draw's generator comes from it and the draw's place
        self._players: dict[Seat, Any] = {}  # computer seat -> a player of its level (reaction, stand-in pass)
        self._start = -1                     # clock time the trigger was shown; -1 outside the race
        self._due: dict[Seat, int] = {}      # computer seat -> clock time of its trigger or signal
        self._drawn: dict[Seat, int] = {}    # computer seat -> its reaction time in the race (ms)
        self._tick: tuple[int, int] = (-1, -1)   # (passing round, clock time it ends) for the tick timer
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.poll)
        controller.match_started.connect(self._on_match)
        controller.observation_changed.connect(lambda _view: self._on_change())

    # -- the controller's hooks ---------------------------------------------------------------------------
    @property
    def active(self) -> bool:
        return self._rules is not None

    @property
    def racing(self) -> bool:
        """Whether the race runs now (somebody has triggered and somebody has not signalled yet)."""
        state = self.controller.state
        return self._rules is not None and state is not None and not self.controller.deal_over and \
            bool(self._rules.timeout_moves(state))

    def takes_over(self, state: Any) -> frozenset[Seat]:
        """The seats whose next move this helper makes: every racing seat, and before the race the
        computer seats holding four of a kind (they trigger after their reaction time)."""
        if self._rules is None or state is None or self._rules.is_over(state):
            return frozenset()
        if self._rules.timeout_moves(state):
            return frozenset(self._rules.to_act(state))
        return frozenset(s for s in self._rules.signal_seats(state)
                         if not self.controller.is_human(s) and self._rules.signal_cost(state, s) is None)

    def computer_move(self, seat: Seat, move: Move, state: Any) -> Move:
        """A computer player's move, with a false signal replaced by passing a card: the card the
        seat's level would pass (``pass_card``), else a random one. A computer never signals without
        four of a kind."""
        if self._rules is None or str(move) != "signal" or self._rules.signal_cost(state, seat) is None:
            return move
        from ..engine.rules import RacingPlayer

        player = self._players.get(seat)
        if isinstance(player, RacingPlayer):
            return player.pass_card(self._rules.observe(state, seat), self._draw_rng(seat, "pass"))
        others = [m for m in self._rules.legal_moves(state, seat) if str(m) != "signal"]
        return others[self._draw_rng(seat, "pass").randrange(len(others))] if others else move

    # -- keys ---------------------------------------------------------------------------------------------
    def key_of(self, seat: Seat) -> str:
        key = next((k for k, s in self.keys.items() if s == seat), None)
        return chr(key) if key is not None and 32 < key < 127 else ""

    def press(self, key: int) -> bool:
        """A key went down: the signal of the person it belongs to. Returns whether it was a signal key."""
        seat = self.keys.get(key)
        if seat is None or self._rules is None or self.controller.deal_over:
            return False
        state = self.controller.state
        if self._start >= 0:
            if seat not in self._rules.to_act(state):
                return True  # signalled already: a second press changes nothing
            move = self._rules.signal_move(state, seat, self.clock.now_ms() - self._start)
        else:
            move = self._rules.signal_move(state, seat)
        self.controller.table_move(seat, move)
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Installed on the application while a racing game is at the table (``_listen``): signal keys
        win over everything else while the table is this window's active one (typing in a dialog never
        signals)."""
        from PySide6.QtCore import Qt  # built by the first key event anyway; not with the first frame

        if event.type() == QEvent.Type.KeyPress and self.active and self.keys and isinstance(event, QKeyEvent) \
                and not event.isAutoRepeat() and event.modifiers() in (Qt.KeyboardModifier.NoModifier,
                                                                        Qt.KeyboardModifier.KeypadModifier):
            window = getattr(watched, "window", None)
            owner = self.parent()
            if owner is None or (callable(window) and window() is owner):
                return self.press(event.key())
        return False

    def stop(self) -> None:
        """The window closes: no more moves from the clock."""
        self._rules = None
        self._timer.stop()
        self._listen(False)

    def _draw_rng(self, seat: Seat, purpose: str) -> random.Random:
        """The generator of one draw (a reaction time, a stand-in pass): a pure function of where it
        falls in the match, like the computers' decisions (``controller.decision_rng``), so that a
        match resumed from its save draws exactly what one that never stopped would. (One stream for
        the whole match restarted on resume, and resumed races diverged within about 20 moves.)"""
        match = self.controller.match
        number = match.number if match is not None else 0
        return random.Random(f"{self._seed}:{number}:{len(self.controller.moves)}:race:{purpose}:{seat}")

    # -- following the game ---------------------------------------------------------------------------------
    def _on_match(self) -> None:
        from ..engine.rules import RealtimeRace

        game, setup, match = self.controller.game, self.controller.setup, self.controller.match
        self._rules = game.rules if game is not None and isinstance(game.rules, RealtimeRace) else None
        self._start, self._due, self._drawn, self._tick = -1, {}, {}, (-1, -1)
        self.keys = {}
        self._players = {}
        if self._rules is not None and setup is not None:
            self._players = {s: game.player(seat.level) for s, seat in enumerate(setup.seats) if not seat.human}
            self.keys = {int(SIGNAL_KEYS[i]): seat for i, seat in enumerate(setup.humans[:len(SIGNAL_KEYS)])}
            self._seed = match.seed if match is not None else 0
        self._listen(self._rules is not None)
        self._publish_tags()

    def _listen(self, on: bool) -> None:
        """Watch the application's key presses (``eventFilter``) only while a racing game is at the
        table: a filter on the application sees every event of every window, and each first sight of
        an event class costs PySide6 a type lookup (most of them at start-up)."""
        app = QCoreApplication.instance()
        if app is None:
            return
        if on:
            app.installEventFilter(self)
        else:
            app.removeEventFilter(self)

    def _on_change(self) -> None:
        if self._rules is None:
            return
        state = self.controller.state
        now = self.clock.now_ms()
        if state is None or self.controller.deal_over:
            self._start, self._due, self._tick = -1, {}, (-1, -1)
            self._timer.stop()
            self._publish_tags()
            return
        if self._rules.timeout_moves(state):
            if self._start < 0:   # the trigger is on the table now: the race starts
                self._start = now
                self._due, self._drawn = {}, {}
                options = state.options
                for seat in sorted(self._rules.to_act(state)):
                    if not self.controller.is_human(seat):
                        self._drawn[seat] = computer_reaction_ms(self._rules, options, self._draw_rng(seat, "race"),
                                                                 self._players.get(seat))
                        self._due[seat] = now + self._drawn[seat]
        else:
            self._start = -1
            waiting = self.takes_over(state)
            self._due = {s: t for s, t in self._due.items() if s in waiting}
            for seat in sorted(waiting - set(self._due)):
                self._due[seat] = now + computer_reaction_ms(self._rules, state.options, self._draw_rng(seat, "trigger"),
                                                             self._players.get(seat))
            self._watch_tick(state, now)
        self._publish_tags()
        self._schedule(now)

    def _watch_tick(self, state: Any, now: int) -> None:
        seconds = getattr(state.options, "tick_timer_s", 0)
        ticks = getattr(state, "ticks", -1)
        if not seconds or not self._rules.tick_timeout_moves(state):
            self._tick = (-1, -1)
        elif ticks != self._tick[0]:
            self._tick = (ticks, now + seconds * 1000)

    def _schedule(self, now: int) -> None:
        times = list(self._due.values())
        if self._start >= 0:
            times.append(self._start + self._rules.race_window_ms(self.controller.state))
        if self._tick[1] >= 0:
            times.append(self._tick[1])
        if times:
            self._timer.start(max(0, min(times) - now))
        else:
            self._timer.stop()

    def poll(self) -> None:
        """Make every move whose time has come (computer reactions, the window's end, a passing round's
        timer); called by the timer, and by tests after moving a fake clock."""
        if self._rules is None or self.controller.deal_over:
            return
        now = self.clock.now_ms()
        while not self.controller.deal_over:  # one at a time: each move may start the race or end the deal
            ready = [(due, seat) for seat, due in self._due.items() if due <= now]
            if not ready:
                break
            due, seat = min(ready)
            del self._due[seat]
            state = self.controller.state
            if self._start >= 0:
                move = self._rules.signal_move(state, seat, self._drawn.get(seat, due - self._start))
            elif seat in self._rules.signal_seats(state):
                move = self._rules.signal_move(state, seat)
            else:
                continue
            self.controller.table_move(seat, move)
        if self._start >= 0 and not self.controller.deal_over:
            state = self.controller.state
            if now - self._start >= self._rules.race_window_ms(state):
                for seat, move in self._rules.timeout_moves(state):
                    if not self.controller.deal_over:
                        self.controller.table_move(seat, move)
            else:  # one seat left and certainly last (nobody signalled later than now): late at once
                last = self._rules.certain_fjols(state, now - self._start)
                late = dict(self._rules.timeout_moves(state)).get(last) if last is not None else None
                if late is not None:
                    self.controller.table_move(last, late)
        if self._tick[1] >= 0 and now >= self._tick[1] and not self.controller.deal_over:
            self._tick = (self._tick[0], -1)
            for seat, move in self._rules.tick_timeout_moves(self.controller.state, self.highlighted()):
                if not self.controller.deal_over:
                    self.controller.table_move(seat, move)
        if not self.controller.deal_over:
            self._schedule(self.clock.now_ms())

    # -- what the table says ------------------------------------------------------------------------------
    def prompt(self, names: Any) -> str:
        """The line above the hands while the race runs: who signalled, and each person's key."""
        if not self.racing or self._rules is None:
            return ""
        from . import i18n

        state = self.controller.state
        trigger = getattr(self._rules.observe(state, self.controller.viewer), "trigger", -1)
        waiting = [seat for seat in sorted(self.keys.values()) if seat in self._rules.to_act(state)]
        keys = ", ".join(QCoreApplication.translate("SignalRace", "{name}: {key}").format(name=i18n.seat_name(s, names), key=self.key_of(s))
                         for s in waiting)
        head = QCoreApplication.translate("SignalRace", "{name} signalled!").format(name=i18n.seat_name(trigger, names))
        return f"{head} " + (QCoreApplication.translate("SignalRace", "Quick, press your key ({keys})").format(keys=keys) if keys else "")

    # -- what the plates say ------------------------------------------------------------------------------
    def _publish_tags(self) -> None:
        tags: dict[Seat, list[tuple[str, str]]] = {}
        state = self.controller.state
        view = self._rules.observe(state, self.controller.viewer) if self._rules is not None and state is not None \
            else None  # the signals are public: every seat's observation has them
        signals = dict(getattr(view, "signals", ()))
        late = set(getattr(view, "late", ()))
        for seat in set(self.keys.values()) | set(signals) | late:
            if seat in signals:
                seconds = QLocale().toString(signals[seat] / 1000, "f", 2)
                tags[seat] = [(QCoreApplication.translate("SignalRace", "{seconds} s").format(seconds=seconds), "good")]
            elif seat in late:
                tags[seat] = [(QCoreApplication.translate("SignalRace", "too late"), "bad")]
            elif self._start >= 0 and seat in self._rules.to_act(state):
                tags[seat] = [(QCoreApplication.translate("SignalRace", "press {key}!").format(key=self.key_of(seat)), "attack")]
            else:
                tags[seat] = [(QCoreApplication.translate("SignalRace", "key {key}").format(key=self.key_of(seat)), "neutral")]
        self.tags_changed.emit(tags)
