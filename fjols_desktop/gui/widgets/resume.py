"""At start-up: offer to continue the saved match, or say clearly why it cannot be continued.

``SavedMatchOffer.run(policy)`` looks at this window's save slot (``MatchKeeper.slot``) and at the
scorekeeper's saves:

* no save -> nothing;
* a save whose match had ended (the app stopped between the last move and the ledger) -> it is
  recorded now and cleared, and the status line says so;
* a save that loads -> the family is asked (seats, deal, totals, when it was saved). Continue resumes
  it with the same seats, levels, house rules, scoresheet and future deals; "New game" records it in
  the ledger as abandoned and clears it;
* a save that does not load (truncated, damaged, hostile, from a newer Fjols, moves that do not
  replay) -> the reason in words; when the previous save is good the family may continue from it
  (one move earlier), else the damaged file is renamed aside (kept for a bug report, never deleted).
  The app goes on either way.

``policy`` is ``"ask"`` (the message boxes, opened window-modal without blocking), ``"continue"``
(``--continue``: resume without asking, for tests and scripts) or ``"new"`` (abandon without asking).
Every box is kept in ``boxes`` so tests can read and press them.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QObject, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from ...store.errors import SaveError
from ...store.saves import LoadedSave, MatchMode, SaveSlot
from ..autosave import MatchKeeper, claim_slot
from ..i18n.store import store_phrase
from .confirm import confirm_abandon, game_name

__all__ = ["SavedMatchOffer", "describe_save", "game_name", "saved_when"]

log = logging.getLogger(__name__)


def saved_when(stamp: str) -> str:
    """``2026-12-01T18:30:05Z`` as the user's locale writes a date and time."""
    try:
        moment = datetime.fromisoformat(stamp)
    except ValueError:
        return stamp
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    local = QDateTime.fromSecsSinceEpoch(int(moment.timestamp()))
    return QLocale().toString(local, QLocale.FormatType.ShortFormat)


def describe_save(loaded: LoadedSave) -> str:
    """Who plays, which deal, the totals and when it was saved: what the family needs to decide."""
    saved = loaded.saved
    match = saved.match
    lines = []
    for seat, info in enumerate(saved.seats):
        who = info.name if info.level is None else QCoreApplication.translate(
            "SavedMatchOffer", "{name} (computer)").format(name=info.name)
        lines.append(QCoreApplication.translate("SavedMatchOffer", "{who}: %n point(s)", "", match.totals[seat]).format(
            who=who))
    if saved.mode is MatchMode.SCOREKEEPER:
        where = QCoreApplication.translate(
            "SavedMatchOffer", "Scorekeeping with real cards, %n deal(s) written down.", "", len(match.results))
    else:
        where = QCoreApplication.translate("SavedMatchOffer", "Deal {number}, %n move(s) made in it.", "",
                                           len(saved.moves)).format(number=match.number + 1)
    when = QCoreApplication.translate("SavedMatchOffer", "Saved {when}.").format(
        when=saved_when(loaded.saved_at)) if loaded.saved_at else ""
    return "\n".join([where, *lines, when]).strip()


class SavedMatchOffer(QObject):
    """See the module docstring. ``resume_table`` and ``resume_scorekeeper`` continue a loaded save;
    ``say`` puts a sentence on the status line."""

    def __init__(self, parent: QWidget, keeper: MatchKeeper, resume_table: Callable[[LoadedSave], None],
                 resume_scorekeeper: Callable[[LoadedSave, SaveSlot], None], say: Callable[[str], None]) -> None:
        super().__init__(parent)
        self.window = parent
        self.keeper = keeper
        self.resume_table = resume_table
        self.resume_scorekeeper = resume_scorekeeper
        self.say = say
        self.policy = "ask"
        self.boxes: list[QMessageBox] = []

    def run(self, policy: str = "ask") -> None:
        self.policy = policy
        slot = self.keeper.slot
        if self.keeper.current is None and slot is not None:  # else a match was started from the command line
            self._check(slot, self.resume_table)
        scorekeeping = self.keeper.data_dir / "saves"
        if any(scorekeeping.glob("scorekeeper*.json")):
            slot, lock = claim_slot(self.keeper.data_dir, "scorekeeper")
            if slot.exists():
                self._check(slot, lambda loaded: self.resume_scorekeeper(loaded, slot))
            if lock is not None:
                lock.unlock()  # the scorekeeper window claims its slot itself

    # -- one slot ----------------------------------------------------------------------------------
    def _check(self, slot: SaveSlot, resume: Callable[[LoadedSave], None]) -> None:
        if not slot.exists():
            return
        try:
            loaded = slot.load()
        except SaveError as exc:
            log.warning("saved match not loaded: %s", exc)
            self._damaged(slot, exc, resume)
            return
        self._offer(slot, loaded, resume)

    def _offer(self, slot: SaveSlot, loaded: LoadedSave, resume: Callable[[LoadedSave], None]) -> None:
        name = game_name(loaded.saved.game_id)
        if loaded.finished:
            self._record(slot, loaded, finished=None)
            self.say(self.tr("The finished game of {game} was written into the family ledger.")
                     .format(game=name))
            return
        if self.policy == "continue":
            resume(loaded)
            return
        if self.policy == "new":
            self._record(slot, loaded, finished=False)
            return
        box = self._box(QMessageBox.Icon.Question, self.tr("Continue the game?"),
                        self.tr("A game of {game} was not finished.").format(game=name),
                        describe_save(loaded))
        go_on = box.addButton(self.tr("Continue"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Put it away"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(go_on)

        def answered() -> None:
            saved = loaded.saved
            if box.clickedButton() is go_on:
                resume(loaded)
            elif confirm_abandon(self.window, saved.game_id, [s.name for s in saved.seats],
                                 len(saved.match.results)):
                self._record(slot, loaded, finished=False)
                self.say(self.tr("The unfinished game was written into the family ledger as "
                                               "abandoned."))
            else:  # the family changed their mind: ask again, nothing was lost
                self._offer(slot, loaded, resume)

        box.finished.connect(lambda _=0: answered())
        box.open()

    def _record(self, slot: SaveSlot, loaded: LoadedSave, finished: bool | None) -> None:
        """Into the ledger (abandoned when ``finished`` is False), then clear the save."""
        if slot is self.keeper.slot:
            self.keeper.record(loaded.saved, finished=finished)
            return
        try:
            self.keeper.ledger().record_match(loaded.saved, finished=finished)
            slot.clear()
        except Exception as exc:  # noqa: BLE001 - the ledger refused: keep the save, tell the family
            self.keeper.problem.emit(exc)

    def _damaged(self, slot: SaveSlot, exc: SaveError, resume: Callable[[LoadedSave], None]) -> None:
        reason = store_phrase(exc.reason)
        previous: LoadedSave | None = None
        if exc.backup is not None:
            try:
                previous = slot.load_backup()
            except SaveError as backup_exc:
                log.warning("previous save not loaded either: %s", backup_exc)
        if previous is not None and not previous.finished:
            if self.policy == "continue":
                resume(previous)
                return
            box = self._box(QMessageBox.Icon.Warning, self.tr("The saved game is damaged"),
                            self.tr("The last save of the game cannot be used: {reason}").format(
                                reason=reason),
                            self.tr("The save before it is good; it is one move earlier.\n\n{details}")
                            .format(details=describe_save(previous)))
            go_on = box.addButton(self.tr("Continue from there"), QMessageBox.ButtonRole.AcceptRole)
            box.addButton(self.tr("Put it away"), QMessageBox.ButtonRole.RejectRole)

            def answered() -> None:
                if box.clickedButton() is go_on:
                    resume(previous)
                else:
                    self._put_aside(slot)

            box.finished.connect(lambda _=0: answered())
            box.open()
            return
        kept = self._put_aside(slot)
        text = self.tr("The saved game cannot be continued: {reason}").format(reason=reason)
        detail = self.tr("The file is kept as {file} for anyone who wants to look at it. "
                                       "You can start a new game.").format(file=kept or slot.path)
        self.say(text)
        if self.policy == "ask":
            self._box(QMessageBox.Icon.Warning, self.tr("The saved game is damaged"), text,
                      detail).open()

    def _put_aside(self, slot: SaveSlot) -> Any:
        try:
            return slot.set_aside()
        except OSError as exc:  # a read-only folder: the file stays as it is; new saves will fail loudly
            log.warning("damaged save not set aside: %s", exc)
            return None

    def _box(self, icon: QMessageBox.Icon, title: str, text: str, detail: str) -> QMessageBox:
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.NoButton, self.window)
        box.setInformativeText(detail)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.boxes.append(box)
        return box
