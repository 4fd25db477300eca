"""``WindowParts``: the table behind the main window's view, built on first use, and its place on screen.

Start-up (issue 27): the first frame is the window with its menus, the felt and the welcome panel.
The table itself (``table_parts.TableParts``: the hand, table and scoresheet models, the card painter, the
``TableScene`` and the move buttons) is built when the first match starts, or when anything asks for
one of its parts (``table_parts``, reached through the ``scene``, ``painter``, ``hand_model``,
``table_model``, ``score_model``, ``actions_bar`` and ``apart_bar`` properties); ``table_built``
says whether it is. The scoresheet pane, the end-of-deal panel and the hand-off curtain are built on
first use the same way. The second half places what floats over the table: the move buttons in the
room the table's layout kept for them, the panels centred and never larger than the table.

``MainWindow`` inherits this (``class MainWindow(WindowParts, QMainWindow)``); the attributes
annotated below are the window's, set in its ``__init__``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSizeF

from ..table.unit import table_unit
from .comfort import apply_table_comfort

if TYPE_CHECKING:  # built with the first match (start-up time)
    from PySide6.QtWidgets import QDockWidget

    from ..controller import GameController
    from ..models import HandModel, ScoreSheetModel, TableModel
    from ..move_index import MoveIndex
    from ..settings import AppSettings
    from ..table.card_painter import CardPainter
    from ..table.scene import TableScene
    from ..table.view import TableView
    from .action_bar import ActionBar
    from .table_parts import TableParts
    from .welcome import WelcomePanel


class WindowParts:
    """The main window's table parts (built on first use) and their places over the view."""

    settings: AppSettings
    comfort: Any
    controller: GameController
    view: TableView
    welcome: WelcomePanel
    score_dock: QDockWidget
    floating: list[Any]
    animations_allowed: bool
    play_menu: Any
    _table: TableParts | None
    _summary: Any
    _curtain: Any
    _scoresheet: Any
    _index: MoveIndex
    play: Callable[..., None]
    next_deal: Callable[[], None]
    new_game: Callable[..., bool]
    show_refusal: Callable[..., None]
    _explain: Callable[..., None]

    # -- parts built on first use ---------------------------------------------------------------------
    @property
    def table_built(self) -> bool:
        """Whether the table (``TableParts``) has been built yet."""
        return self._table is not None

    @property
    def table_parts(self) -> TableParts:
        """The table: the models, the card painter, the scene (set on the view, which painted the bare
        felt until now) and the move buttons over it, built and wired on first use."""
        if self._table is None:
            from ..models import HandModel, ScoreSheetModel, TableModel
            from ..table.card_painter import CardPainter
            from ..table.scene import TableScene
            from .action_bar import ActionBar
            from .table_parts import TableParts

            hand_model, table_model = HandModel(self), TableModel(self)
            painter = CardPainter(self.settings.four_colour)
            scene = TableScene(hand_model, table_model, painter, animations=self.animations_allowed)
            bar = ActionBar(self.view.viewport())  # over the scene, never under it
            apart = ActionBar(self.view.viewport(), apart=True)  # Festudgaven's signal, away from the rest
            self._table = TableParts(hand_model, table_model, ScoreSheetModel(self), painter, scene, bar, apart)
            apply_table_comfort(self, self.comfort)
            self.view.set_table(scene)
            scene.move_requested.connect(self.play)
            scene.explain_requested.connect(self._explain)
            scene.hint.connect(self.show_refusal)
            bar.move_chosen.connect(self.play)
            apart.move_chosen.connect(self.play)
            hand_model.selection_changed.connect(self.update_actions)
            self.welcome.raise_()
        return self._table

    @property
    def hand_model(self) -> HandModel:
        return self.table_parts.hand_model

    @property
    def table_model(self) -> TableModel:
        return self.table_parts.table_model

    @property
    def score_model(self) -> ScoreSheetModel:
        return self.table_parts.score_model

    @property
    def painter(self) -> CardPainter:
        return self.table_parts.painter

    @property
    def scene(self) -> TableScene:
        return self.table_parts.scene

    @property
    def actions_bar(self) -> ActionBar:
        return self.table_parts.actions_bar

    @property
    def apart_bar(self) -> ActionBar:
        return self.table_parts.apart_bar

    @property
    def scoresheet(self) -> Any:
        """The scoresheet pane (built with the first match; until then the dock shows a note)."""
        if self._scoresheet is None:
            from .scoresheet import ScoreSheetWidget

            self._scoresheet = ScoreSheetWidget(self.score_model, self)
            self.score_dock.setWidget(self._scoresheet)
            self.fit_scoresheet(4)
        return self._scoresheet

    def fit_scoresheet(self, players: int) -> None:
        """Give the scoresheet the width its columns want for ``players``, at most 30 % of the window
        (the table keeps the rest; narrower, the sheet heads its columns with initials). A pane the
        family made wider is left so, within that limit."""
        wanted = self.scoresheet.preferred_width(players)
        most = max(self.score_dock.minimumWidth(), int(self.width() * 0.3))
        width = min(most, max(wanted, self.score_dock.width() if self.score_dock.isVisible() else 0))
        from PySide6.QtCore import Qt  # not for the first frame (``main_window``'s docstring)

        self.resizeDocks([self.score_dock], [max(self.score_dock.minimumWidth(), width)], Qt.Orientation.Horizontal)

    @property
    def summary(self) -> Any:
        """The end-of-deal panel over the table."""
        if self._summary is None:
            from .summary import SummaryPanel

            self._summary = SummaryPanel(self.view.viewport())
            self._summary.next_requested.connect(self.next_deal)
            self._summary.new_game_requested.connect(self.new_game)
            self._summary.review_requested.connect(lambda: self.play_menu.review())
        return self._summary

    @property
    def curtain(self) -> Any:
        """The pass-and-play hand-off curtain over the whole window."""
        if self._curtain is None:
            from .handoff import HandoffCurtain

            self._curtain = HandoffCurtain(self)
            self._curtain.revealed.connect(self.controller.reveal)
        return self._curtain

    def _hide_summary(self) -> None:
        if self._summary is not None:
            self._summary.hide()

    def summary_if_shown(self) -> Any:
        """The end-of-deal panel if it is on screen, else None."""
        return self._summary if self._summary is not None and self._summary.isVisible() else None

    # -- placing the parts over the table ---------------------------------------------------------------
    def update_actions(self) -> None:
        if self._table is None:  # no table yet: no buttons to size
            self._place_overlays()
            return
        self._set_buttons()
        # the table is laid out again if their size changed
        self.scene.set_button_room(self._button_room(), self._button_room(self.apart_bar))
        self._place_overlays()

    def _set_buttons(self) -> None:
        view = self.controller.table_view
        active = view is not None and view.seat in view.to_act and bool(view.legal_moves) \
            and self.controller.handoff_seat is None
        game = view.game if view is not None else None
        self.actions_bar.set_unit(self.scene.unit)
        self.actions_bar.set_moves(self._index, self.hand_model.selected_cards(), game, active)
        race = getattr(self, "race", None)
        key = race.key_of(view.seat) if race is not None and race.active and view is not None else ""
        self.apart_bar.set_unit(self.scene.unit)
        self.apart_bar.set_moves(self._index, (), game, active, {"signal": key} if key else None)

    def _button_room(self, bar: ActionBar | None = None) -> QSizeF:
        """The move buttons' size (nothing when there are none), for the table to keep room for; of
        ``bar`` (the buttons kept apart), else of the buttons beside the prompt."""
        bar = bar or self.actions_bar
        return QSizeF(bar.sizeHint()) if bar.buttons else QSizeF()

    def _place_overlays(self) -> None:
        rect = self.view.viewport().rect()
        if self._table is not None:
            self._place_buttons(rect)
        unit = self.scene.unit if self._table is not None else table_unit(rect.width(), rect.height())
        for panel in (p for p in (self._summary, self.welcome, *self.floating) if p is not None):
            fit = getattr(panel, "fit_into", None)
            if fit is not None:
                fit(rect.size(), unit)  # never larger than the table: it scrolls instead
            else:
                panel.adjustSize()
            panel.move(max(0, (rect.width() - panel.width()) // 2), max(0, (rect.height() - panel.height()) // 2))
            panel.raise_()
        self.welcome.setVisible(self.controller.match is None)

    def _place_buttons(self, rect: Any) -> None:
        layout = self.scene.layout_
        bar = self.actions_bar
        bar.adjustSize()
        if layout is not None and not layout.buttons.isEmpty():  # the room the table kept beside the prompt
            spot = layout.buttons
            bar.move(round(spot.right() - bar.width()), round(spot.center().y() - bar.height() / 2))
        else:
            bar.move(max(0, (rect.width() - bar.width()) // 2), max(0, rect.height() - bar.height() - 8))
        apart = self.apart_bar
        apart.adjustSize()
        if layout is not None and not layout.apart.isEmpty():  # the corner beside the hand
            spot = layout.apart
            apart.move(round(spot.right() - apart.width()), round(spot.bottom() - apart.height()))


__all__ = ["WindowParts"]
