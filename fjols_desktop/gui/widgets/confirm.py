"""Questions before anything a family does can lose a game: Qt's standard message box, translated,
naming what would be lost ("Abandon the Hjerterfri match with Anna, Bjørn and Åse? It cannot be
continued.").

* ``confirm_new_match(window)``: before a new match replaces one in progress (New game, Ctrl+N);
* ``confirm_restart_deal(window)``: before the deal is dealt again and its moves are taken back (F5);
* ``confirm_abandon(parent, game_id, names, deals)``: before a saved match is put away for good
  (the start-up offer's "Put it away");
* ``ask_close_scoresheet(parent, game_id, names)``: closing a scoresheet that is not finished: keep
  it for later, abandon it, or stay.

Nothing is asked when nothing would be lost (no move made yet, the match is over). Each box is
modal and defaults to the safe answer; the destructive button says what it does.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget


def game_name(game_id: str) -> str:
    from ..controller import get_game

    try:
        return QCoreApplication.translate("Games", get_game(game_id).info.name)
    except KeyError:
        return game_id


def names_text(names: Sequence[str]) -> str:
    """"Anna, Bjørn and Åse", in the language shown."""
    names = list(names)
    if len(names) < 2:
        return names[0] if names else ""
    return QCoreApplication.translate("Reasons", "{first} and {last}").format(first=", ".join(names[:-1]),
                                                                             last=names[-1])


def _ask(parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str, detail: str,
         destructive: str) -> bool:
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Cancel, parent)
    box.setInformativeText(detail)
    go = box.addButton(destructive, QMessageBox.ButtonRole.DestructiveRole)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.setEscapeButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    return box.clickedButton() is go


def confirm_abandon(parent: QWidget | None, game_id: str, names: Sequence[str], deals: int) -> bool:
    """Whether the family really leaves the match of ``game_id`` with ``names`` for good."""
    text = QCoreApplication.translate("Confirm", "Abandon the {game} match with {names}? It cannot be continued.")
    detail = QCoreApplication.translate("Confirm", "%n deal(s) finished. The match goes into the family ledger "
                                        "as abandoned and does not count in the statistics.", "", deals)
    return _ask(parent, QMessageBox.Icon.Warning, QCoreApplication.translate("Confirm", "Abandon the match?"),
                text.format(game=game_name(game_id), names=names_text(names)), detail,
                QCoreApplication.translate("Confirm", "Abandon the match"))


def confirm_new_match(window: Any) -> bool:
    """Before a new match replaces the one at ``window``'s table: True when nothing would be lost or
    the family agrees."""
    controller = window.controller
    match, setup = controller.match, controller.setup
    if match is None or setup is None or controller.match_over or not (controller.moves or match.results):
        return True
    return confirm_abandon(window, setup.game_id, setup.names, len(match.results))


def confirm_restart_deal(window: Any) -> bool:
    """Before the deal is dealt again from the start: True when no move was made yet or the family
    agrees."""
    controller = window.controller
    moves = len(controller.moves)
    if controller.match is None or controller.deal_over or not moves:
        return True
    detail = QCoreApplication.translate("Confirm", "The %n move(s) made in this deal are taken back, and the "
                                        "scoresheet marks the deal as taken back.", "", moves)
    return _ask(window, QMessageBox.Icon.Question, QCoreApplication.translate("Confirm", "Restart the deal?"),
                QCoreApplication.translate("Confirm", "Deal this hand again from the start?"), detail,
                QCoreApplication.translate("Confirm", "Deal again"))


class CloseAnswer(Enum):
    KEEP = "keep"          # the sheet stays saved and is offered again
    ABANDON = "abandon"    # into the ledger as abandoned (or forgotten when no deal was written)
    STAY = "stay"          # the window stays open


def ask_close_scoresheet(parent: QWidget | None, game_id: str, names: Sequence[str]) -> CloseAnswer:
    """Closing a scoresheet that is not finished: keep it for later, abandon it, or stay."""
    text = QCoreApplication.translate("Confirm", "The {game} scoresheet with {names} is not finished.")
    box = QMessageBox(QMessageBox.Icon.Question, QCoreApplication.translate("Confirm", "Close the scoresheet?"),
                      text.format(game=game_name(game_id), names=names_text(names)),
                      QMessageBox.StandardButton.Cancel, parent)
    box.setInformativeText(QCoreApplication.translate(
        "Confirm", "Keep it to go on later (Fjols offers it again), or abandon it: an abandoned scoresheet "
        "cannot be continued."))
    keep = box.addButton(QCoreApplication.translate("Confirm", "Keep it for later"), QMessageBox.ButtonRole.AcceptRole)
    abandon = box.addButton(QCoreApplication.translate("Confirm", "Abandon it"), QMessageBox.ButtonRole.DestructiveRole)
    box.setDefaultButton(keep)
    box.setEscapeButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    clicked = box.clickedButton()
    return CloseAnswer.KEEP if clicked is keep else CloseAnswer.ABANDON if clicked is abandon else CloseAnswer.STAY
