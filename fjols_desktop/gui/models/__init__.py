"""Qt item models over observations and match results (each passes ``qtmodeltester``)."""

from .hand_model import HandModel
from .scoresheet_model import ScoreSheetModel
from .table_model import TableModel

__all__ = ["HandModel", "ScoreSheetModel", "TableModel"]
