"""``TableParts``: the table behind the main window's view, as ``WindowParts.table_parts`` builds it.

A module of its own so that it is imported with the first match, like the parts it holds, and not with
the main window (issue 27: the first frame is the window, the felt and the welcome panel).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..models import HandModel, ScoreSheetModel, TableModel
    from ..table.card_painter import CardPainter
    from ..table.scene import TableScene
    from .action_bar import ActionBar


@dataclass(frozen=True)
class TableParts:
    """The table behind the window's view, built together on first use (``MainWindow.table_parts``)."""

    hand_model: HandModel
    table_model: TableModel
    score_model: ScoreSheetModel
    painter: CardPainter
    scene: TableScene
    actions_bar: ActionBar
    apart_bar: ActionBar     # the buttons one slip must not reach (Festudgaven's signal), in the corner


__all__ = ["TableParts"]
