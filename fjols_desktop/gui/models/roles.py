"""Item data roles shared by the models and the table scene."""

from __future__ import annotations

from PySide6.QtCore import Qt

_U = Qt.ItemDataRole.UserRole

CardRole = _U + 1        # the engine's card object (None: face down)
KeyRole = _U + 2         # canonical card text, "back" for a face-down card
LegalRole = _U + 3       # the card takes part in some legal move
SelectedRole = _U + 4    # the card is selected for a multi-card move (settable)
FaceUpRole = _U + 5
PileIdRole = _U + 10
PileKindRole = _U + 11   # PileKind value string
OwnerRole = _U + 12      # seat or None
PlayedByRole = _U + 13   # seat that put the card there, or None
CoverRole = _U + 14      # card lying across this one (Durak), or None
MarkRole = _U + 15       # mark key on this card ("worst"), or ""
CountRole = _U + 16      # cards in the pile
DetailRole = _U + 20     # scoresheet: the extra figures of a cell as text
FoolRole = _U + 21       # scoresheet: this seat was a fool of the deal
WinnerRole = _U + 22     # scoresheet totals: this seat won the match
TotalsRole = _U + 23     # scoresheet: this row is the totals row
