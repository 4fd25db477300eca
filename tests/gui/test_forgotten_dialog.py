"""The suite's guard against a hang (``dialogs.DialogWatchdog``, used by ``conftest.no_forgotten_dialog``):
a modal dialog nobody answers is closed and named, instead of waiting for ever."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDialog, QMessageBox

from .dialogs import DialogWatchdog


def test_a_forgotten_question_is_rejected_and_named(qapp) -> None:
    box = QMessageBox(QMessageBox.Icon.Question, "Fjols", "Abandon the match?",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    with DialogWatchdog(after_s=1, every_ms=100) as watchdog:
        answer = box.exec()
    assert answer == int(QDialog.DialogCode.Rejected)   # exec() returned: the suite goes on
    assert watchdog.forgotten == ["QMessageBox 'Fjols' 'Abandon the match?'"]


def test_a_dialog_answered_in_time_is_not_named(qapp) -> None:
    box = QMessageBox(QMessageBox.Icon.Question, "Fjols", "Abandon the match?",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    with DialogWatchdog(after_s=5, every_ms=100) as watchdog:
        QTimer.singleShot(300, lambda: box.button(QMessageBox.StandardButton.Yes).click())
        answer = box.exec()
    assert answer == int(QMessageBox.StandardButton.Yes)
    assert watchdog.forgotten == []
