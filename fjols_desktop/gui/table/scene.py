"""``TableScene``: the card table. It draws the felt, lays out the piles of the current observation
(``layout.py``) and turns the player's gestures into moves, never deciding legality itself.

Gestures (all only on the viewer's own hand, and only while the viewer is to act):

* drag a card and drop it: on a pile (or a card offering a sub-target, such as an attack card on
  Durak's table) with a matching legal move -> ``move_requested(move)``; a legal card dropped
  elsewhere goes back with a hint where it may go; an illegal card goes back and the move it would
  have been is sent as ``explain_requested(move)``, so the engine's reason is shown;
* click a card: select it (several at once when moves take several cards); click an illegal card:
  ``explain_requested``; with a card selected, click a pile to play it there;
* double-click a card, or Enter: play where that is unambiguous (the selection when it is exactly
  one legal move, else the card's only single-card move);
* keyboard: Left/Right move the focus along the hand, Space selects, Enter plays, Escape clears (the
  window's Play menu maps the same keys to ``move_focus``/``click_focused``/``play_selection``).

Cards passed to the viewer stand raised with a green edge for a moment the first time their hand
shows them (``received.ReceivedCards``; in pass-and-play only once that person's hand is revealed).

Items are kept between observations by card identity, so a card played from the hand glides to
the trick, and a card another player plays comes in from that player's seat. Dealing, taking a
trick (held in the middle for a moment, ``holding_trick``, then cleared to its winner and laid in
the last-trick corner, the same in every trick game) and cards leaving the middle are
``animator.TableAnimator``'s (speed: ``set_animation_speed``);
the felt's colours are the ``theme``'s (``set_theme``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from ...engine.errors import Reason
from ...engine.rules import Observation, PileKind
from .. import i18n
from ..i18n.common import PILE_LABELS, PILE_TARGETS
from ..models import HandModel, TableModel
from ..models.roles import CardRole, LegalRole, SelectedRole
from ..models.table_model import kind_of, pile_label
from ..move_index import MoveIndex
from .animator import TableAnimator, gathered
from .card_item import CardItem
from .card_painter import CardPainter, card_key
from .layout import LayoutBuilder, TableTextsIn
from .pile_item import Banner, NamePlate, PileArea
from .places import AreaPlace, TableLayout
from .received import ReceivedCards
from .texts import TableTexts, table_texts
from .theme import DARK, TableTheme, paint_felt
from .typeset import table_unit


class TableScene(QGraphicsScene):
    move_requested = Signal(object)     # a Move made by a gesture (legal according to the observation)
    explain_requested = Signal(object)  # a Move the player tried that is not legal: show the reason
    hint = Signal(object)               # a Reason from the table itself ("drop the card on the trick")

    def __init__(self, hand_model: HandModel, table_model: TableModel, painter: CardPainter | None = None,
                 animations: bool = True) -> None:
        super().__init__()
        self.hand_model = hand_model
        self.table_model = table_model
        self.card_painter = painter or CardPainter()
        self.move_ms = self.lift_ms = 0
        self.theme: TableTheme = DARK
        self.animator = TableAnimator(self, self)
        self.animator.set_factor(1.0 if animations else 0.0)
        self.view: Observation | None = None
        self.names: tuple[str, ...] = ()
        self.index = MoveIndex(())
        self.thinking: int | None = None
        self.parse_move: Any = None       # rules.parse_move, for explaining illegal drops
        self.drop_hook: Any = None        # optional rules.move_for_drop
        self.prompt_text = ""
        self.layout_: TableLayout | None = None
        self.cards: dict[str, CardItem] = {}
        self.areas: dict[str, PileArea] = {}
        self.plates: dict[int, NamePlate] = {}
        self.prompt = Banner()
        self.facts = Banner("facts")
        self.sign = Banner("sign")
        self.texts = TableTexts({}, "", "")
        self.extra_tags: dict[int, list[tuple[str, str]]] = {}  # the table's own plate tags (signal keys)
        self.button_room = QSizeF()   # the move buttons' size: the layout keeps room for them
        self.apart_room = QSizeF()    # the buttons kept apart (Festudgaven's signal): room in the corner
        self._plans: dict[tuple[Any, ...], tuple[float, int, str]] = {}
        for banner in (self.prompt, self.facts, self.sign):
            self.addItem(banner)
        self.focus_row = -1
        self.holding_trick = False    # the trick just won lies in the middle until the animator clears it
        self.received = ReceivedCards(self, self)   # the cards just passed to the viewer, raised for a moment
        self._felt: QPixmap | None = None
        self._felt_key: tuple[int, int, int] | None = None
        self._dots = QTimer(self)
        self._dots.setInterval(450)
        self._dots.timeout.connect(self._tick)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)  # everything moves every turn
        hand_model.dataChanged.connect(lambda *_: self._refresh_hand())
        hand_model.modelReset.connect(self._refresh_hand)

    # -- feeding --------------------------------------------------------------------------------------
    @property
    def active(self) -> bool:
        """Whether the viewer is to act (their cards can be played)."""
        return self.view is not None and self.view.seat in self.view.to_act and bool(self.view.legal_moves)

    def set_observation(self, view: Observation | None, names: Sequence[str], index: MoveIndex,
                        prompt: str = "", buttons: QSizeF | None = None, apart: QSizeF | None = None) -> None:
        """Show ``view``; ``buttons`` is the size of the move buttons the window puts over the table
        beside the prompt, ``apart`` the size of those it keeps apart in the corner beside the hand."""
        self.holding_trick = view is not None and self.animator.on and gathered(self.view, view) is not None
        self.view, self.names, self.index, self.prompt_text = view, tuple(names), index, prompt
        if buttons is not None:
            self.button_room = QSizeF(buttons)
        if apart is not None:
            self.apart_room = QSizeF(apart)
        if self.focus_row >= len(view.hand if view else ()):
            self.focus_row = -1
        self.relayout(animate=True)
        self.received.show(view)

    def new_deal(self) -> int:
        """The next observation is a fresh deal: it is dealt out (``TableAnimator.deal_next``; returns how
        long that takes) and nobody has been shown a received card of it yet."""
        self.received.reset()
        return self.animator.deal_next()

    def trick_cleared(self) -> None:
        """The trick just won has gone to its winner (``TableAnimator``): lay it out in its corner."""
        if self.holding_trick:
            self.holding_trick = False
            self.relayout(animate=False)

    def set_thinking(self, seat: int | None) -> None:
        self.thinking = seat
        if seat is None:
            self._dots.stop()
        else:
            self._dots.start()
        self._update_plates()

    def set_extra_tags(self, tags: dict[int, list[tuple[str, str]]]) -> None:
        """Tags the table adds to the name plates besides the game's facts (Festudgaven's signal keys);
        the plates widen if the tags need it."""
        self.extra_tags = dict(tags)
        self.relayout(animate=False)

    def set_button_room(self, size: QSizeF, apart: QSizeF | None = None) -> None:
        """The move buttons (and those kept apart) changed size: lay the table out again around them."""
        apart = self.apart_room if apart is None else QSizeF(apart)
        if QSizeF(size) != self.button_room or apart != self.apart_room:
            self.button_room, self.apart_room = QSizeF(size), apart
            self.relayout(animate=False)

    @property
    def unit(self) -> float:
        """The table's text scale (``typeset.table_unit``): the window sizes its buttons with it."""
        rect = self.sceneRect()
        return table_unit(rect.width(), rect.height())

    def set_size(self, width: float, height: float) -> None:
        self.animator.finish()
        self.setSceneRect(QRectF(0, 0, max(1.0, width), max(1.0, height)))
        self.relayout(animate=False)

    def set_animation_speed(self, factor: float) -> None:
        """1 normal, bigger is slower, 0 no animations at all."""
        self.animator.set_factor(factor)
        if not self.animator.on:
            self.trick_cleared()

    def set_theme(self, theme: TableTheme) -> None:
        self.theme = theme
        self._felt = None
        for item in (*self.areas.values(), self.facts):
            item.update()
        self.update()

    def relayout(self, animate: bool = False) -> None:
        rect = self.sceneRect()
        if self.view is None or rect.width() < 50 or rect.height() < 50:
            self._clear_items()
            return
        self.texts = texts = table_texts(self.view, self.names)
        view = self.view
        key = (round(rect.width()), round(rect.height()), view.game, view.seats, view.phase, view.dealer)
        self.layout_ = LayoutBuilder(view, rect.width(), rect.height(), texts=self.layout_texts(texts),
                                     plan=self._plans.get(key), hold_trick=self.holding_trick).build()
        self._plans.pop(key, None)
        self._plans[key] = self.layout_.plan  # the same table keeps its plan while it fits: nothing jumps
        while len(self._plans) > 64:
            self._plans.pop(next(iter(self._plans)))
        self._sync_cards(self.layout_, animate)
        self._sync_areas(self.layout_)
        self._update_plates()
        self._refresh_hand()
        unit = self.layout_.unit
        self.facts.set_text(self.layout_.facts, texts.facts, unit=unit)
        self.sign.set_text(self.layout_.sign, texts.sign, unit=unit)
        self.prompt.set_text(self.layout_.prompt, self.prompt_text, emphasis=self.active, unit=unit)

    def layout_texts(self, texts: TableTexts) -> TableTextsIn:
        """Everything written on the table that the layout must find room for."""
        view = self.view
        assert view is not None
        labels = {p.id: pile_label(p, self.names, view.game)
                  for p in view.piles if p.kind in (PileKind.LAST_TRICK, PileKind.ROW, PileKind.STOCK, PileKind.TURNED,
                                                     PileKind.DISCARD, PileKind.TOKEN, PileKind.CHAIN)
                  or kind_of(p) not in PILE_LABELS}
        labels["last_trick"] = PILE_LABELS["last_trick"].tr()  # before there is one: its corner's width
        names = tuple(i18n.seat_name(s, self.names) for s in range(view.seats))
        tags = tuple(tuple(text for text, _ in [*texts.tags.get(s, ()), *self.extra_tags.get(s, ())])
                     for s in range(view.seats))
        most = max([10, *view.hand_sizes])
        details = (self.tr("{count} cards").format(count=most), self.tr("thinking") + "…")
        score = max([str(points) for points in view.points] + ["−88"], key=len)
        return TableTextsIn(texts.sign, texts.facts, names, tags, labels, self.button_room, details, score,
                            self.apart_room)

    def _clear_items(self) -> None:
        self.animator.finish()
        for item in (*self.cards.values(), *self.areas.values(), *self.plates.values()):
            self.removeItem(item)
        self.cards.clear()
        self.areas.clear()
        self.plates.clear()
        for banner in (self.prompt, self.facts, self.sign):
            banner.set_text(QRectF(), "")

    def set_prompt(self, text: str, emphasis: bool) -> None:
        """Say ``text`` in the prompt above the hand (whose turn it is, what to do)."""
        if self.layout_ is not None:
            self.prompt.set_text(self.layout_.prompt, text, emphasis=emphasis, unit=self.layout_.unit)

    def set_message(self, text: str, refusal: bool = False) -> None:
        """Say ``text`` under the prompt (a refusal, a hint, why a computer played its card; "" for
        nothing): the prompt itself stays, so a person to act always reads that it is their turn."""
        self.prompt.set_message(text, refusal)

    def _sync_cards(self, layout: TableLayout, animate: bool) -> None:
        plan = self.animator.plan(self.view, layout) if animate and self.view is not None else None
        if plan is not None and plan.dealing:  # a new deal: every card is dealt out afresh
            for item in self.cards.values():
                self.removeItem(item)
            self.cards.clear()
        seen: dict[str, int] = {}
        keep: dict[str, CardItem] = {}
        for place in layout.cards:
            base = card_key(place.card) if place.card is not None else f"{place.pile_id}@{place.index}"
            n = seen[base] = seen.get(base, 0) + 1
            key = base if n == 1 else f"{base}#{n}"  # repeated cards (FOOL!'s wild 1s) get #2, #3 ...
            item = self.cards.pop(key, None)
            fresh = item is None
            if item is None:
                item = CardItem(self, key)
                self.addItem(item)
            dealt = self.animator.deal_entry(plan, place, self._kind(place.pile_id)) if plan and fresh else None
            if dealt is not None:
                item.setPos(dealt[0] - QPointF(place.size.width() / 2, place.size.height() / 2))
                item.place(place, self.move_ms, dealt[1])
                keep[key] = item
                continue
            if fresh and animate and self.move_ms and place.card is not None:
                start = self._entry_point(place.pile_id, place.index)
                if start is not None:
                    item.setPos(start - QPointF(place.size.width() / 2, place.size.height() / 2))
                    item.place(place, self.move_ms)
                    keep[key] = item
                    continue
            item.place(place, self.move_ms if animate and not fresh else 0)
            keep[key] = item
        for item in self.cards.values():
            self.animator.depart(item, plan)
            self.removeItem(item)
        self.cards = keep
        self.animator.after_sync(plan)

    def _kind(self, pile_id: str) -> PileKind | None:
        pile = self.view.pile(pile_id) if self.view is not None else None
        return pile.kind if pile is not None else None

    def _entry_point(self, pile_id: str, index: int) -> QPointF | None:
        """Where a newly shown card comes from: the seat that played it, if the pile says so."""
        if self.view is None or self.layout_ is None:
            return None
        pile = self.view.pile(pile_id)
        if pile is None or pile.kind not in (PileKind.TRICK, PileKind.CHAIN, PileKind.BOUT) or \
                index >= len(pile.played_by):
            return None
        seat = self.layout_.seats.get(pile.played_by[index])  # type: ignore[arg-type]
        return seat.anchor if seat is not None else None

    def _sync_areas(self, layout: TableLayout) -> None:
        keep: dict[str, PileArea] = {}
        for place in layout.areas:
            item = self.areas.pop(place.pile.id, None)
            if item is None:
                item = PileArea(place, layout.unit)
                self.addItem(item)
            else:
                item.place(place, layout.unit)
            item.set_highlight(False)
            keep[place.pile.id] = item
        for item in self.areas.values():
            self.removeItem(item)
        self.areas = keep

    def _update_plates(self) -> None:
        view, layout = self.view, self.layout_
        if view is None or layout is None:
            return
        for seat, place in layout.seats.items():
            plate = self.plates.get(seat)
            if plate is None:
                plate = self.plates[seat] = NamePlate(seat)
                self.addItem(plate)
            name = i18n.seat_name(seat, self.names)
            cards = view.hand_sizes[seat] if seat < len(view.hand_sizes) else 0
            points = view.points[seat] if seat < len(view.points) else 0
            detail = self.tr("1 card") if cards == 1 else self.tr("{count} cards").format(count=cards)
            thinking = seat == self.thinking
            if thinking:
                detail = self.tr("thinking")
            plate.set_content(place.plate, name, detail, str(points), active=seat in view.to_act and not view.over,
                              thinking=thinking, dealer=seat == view.dealer, viewer=seat == view.seat,
                              tags=[*self.texts.tags.get(seat, ()), *self.extra_tags.get(seat, ())], band=place.tags)
        for seat in [s for s in self.plates if s not in layout.seats]:
            self.removeItem(self.plates.pop(seat))

    def _tick(self) -> None:
        plate = self.plates.get(self.thinking) if self.thinking is not None else None
        if plate is not None:
            plate.dots += 1
            plate.update()

    def _refresh_hand(self) -> None:
        """Legality, selection and focus of the viewer's cards (from the hand model)."""
        if self.view is None:
            return
        active = self.active
        model = self.hand_model
        some_illegal = active and any(not model.data(model.index(r), LegalRole) for r in range(model.rowCount()))
        for item in self.cards.values():
            if not item.interactive:
                continue
            row = item.index if item.index < model.rowCount() else -1
            legal = active and self.index.is_legal(item.card)
            selected = bool(model.data(model.index(row), SelectedRole)) if row >= 0 else False
            item.focused = row == self.focus_row
            item.set_state(legal=legal, dimmed=active and not legal, outlined=some_illegal and legal,
                           selected=selected, movable=active and item.card is not None)
            if not item.animating and item.scene() is self:
                item.go_home(self.lift_ms)

    # -- the felt -------------------------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        scene = self.sceneRect()
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        key = (round(scene.width()), round(scene.height()), round(dpr * 100))
        if self._felt is None or self._felt_key != key:
            self._felt = paint_felt(scene.width(), scene.height(), dpr, self.theme)
            self._felt_key = key
        painter.drawPixmap(QPointF(0, 0), self._felt)

    # -- gestures ---------------------------------------------------------------------------------------
    def targets_at(self, point: QPointF, exclude: CardItem | None = None) -> list[str]:
        """Pile ids (and card sub-targets) under ``point``, most specific first."""
        subs: list[str] = []
        for item in self.items(point):
            if isinstance(item, CardItem) and item is not exclude and item.target:
                subs.append(item.target)
        piles = [a for a in self.areas.values() if a.drop and a.shape_contains(point)]
        piles.sort(key=lambda a: a.rect.width() * a.rect.height())
        ids = subs + [a.pile_id for a in piles]
        return [t for i, t in enumerate(ids) if t not in ids[:i]]

    def drag_started(self, item: CardItem) -> None:
        self.received.settle()  # the person is busy with the hand: the received cards go down
        targets = set(self.index.targets(item.card)) if self.index.is_legal(item.card) else set()
        for area in self.areas.values():
            area.set_highlight(area.pile_id in targets)
        for card in self.cards.values():
            if card.target and card.target in targets:
                card.outlined = True
                card.update()

    def drag_moved(self, item: CardItem, point: QPointF) -> None:
        pass  # targets stay highlighted for the whole drag; kept as a hook for sounds/animations

    def _end_drag(self) -> None:
        for area in self.areas.values():
            area.set_highlight(False)
        for card in self.cards.values():
            if not card.interactive and card.outlined:
                card.outlined = False
                card.update()

    def card_dropped(self, item: CardItem, point: QPointF) -> None:
        self._end_drag()
        targets = self.targets_at(point, exclude=item)
        own = [t for t in targets if t.startswith("hand:") and t == f"hand:{self.view.seat}"] if self.view else []
        move = self._dropped_move(item, targets, bool(own) and len(targets) == 1)
        if move is not None:
            self.move_requested.emit(move)
            return
        item.go_home(self.move_ms)
        if own and len(targets) == 1:
            return  # put back into the hand: nothing to say
        if self.index.targets(item.card):
            self.hint.emit(Reason.of("drop_target_hint", pile=self._target_label(self.index.targets(item.card)[0])))
            return
        self._explain(item, targets[0] if targets else None)

    def _dropped_move(self, item: CardItem, targets: list[str], in_hand: bool) -> Any:
        """The legal move a drop makes: the dragged card on a pile; the selection the card belongs to,
        when it is one move onto that pile (Durak's attack with two eights); or, dropped anywhere but
        back in the hand, the card's only move when that move has no pile (Festudgaven's pass)."""
        chosen = self.hand_model.selected_cards()
        if len(chosen) > 1 and any(card_key(c) == card_key(item.card) for c in chosen):
            group = self.index.move_for_selection(chosen)
            if group is not None and group.target in targets:
                return group
        move = self.index.move_for_drop(item.card, targets)
        if move is None and not in_hand and not self.index.targets(item.card):
            single = self.index.move_for_card(item.card)
            move = single if single is not None and single.target is None and not self.index.multi_select else None
        return move

    def card_clicked(self, item: CardItem) -> None:
        self.received.settle()  # a raised received card must not look chosen
        row = item.index  # the hand model is built from this very pile, in its order
        if item.card is None or row >= self.hand_model.rowCount():
            return  # a face-down card of the viewer's own hand (the computer is being passed on)
        self.focus_row = row
        if not self.active:
            self._explain(item, None)
            self._refresh_hand()
            return
        if not self.index.is_legal(item.card):
            self._explain(item, None)
            self._refresh_hand()
            return
        selected = bool(self.hand_model.data(self.hand_model.index(row), SelectedRole))
        if not self.index.multi_select:
            self.hand_model.clear_selection()
        self.hand_model.set_selected(row, not selected)
        self._refresh_hand()

    def card_activated(self, item: CardItem) -> None:
        if not self.active or not self.index.is_legal(item.card):
            self._explain(item, None)
            return
        chosen = self.hand_model.selected_cards()
        move = self.index.move_for_selection(chosen) if len(chosen) > 1 else None
        move = move or self.index.move_for_card(item.card)
        if move is not None:
            self.move_requested.emit(move)

    def play_selection(self) -> bool:
        """Enter: play the selection (or the focused card) if that is exactly one legal move."""
        chosen = self.hand_model.selected_cards()
        move = self.index.move_for_selection(chosen) if chosen else None
        if move is None and not chosen and 0 <= self.focus_row < self.hand_model.rowCount():
            card = self.hand_model.data(self.hand_model.index(self.focus_row), CardRole)
            move = self.index.move_for_card(card)
        if move is None and chosen:
            missing = self.index.missing(len(chosen))
            if missing:
                self.hint.emit(Reason.of("select_more", count=missing))
            return False
        if move is not None:
            self.move_requested.emit(move)
        return move is not None

    def _explain(self, item: CardItem, target: str | None) -> None:
        if self.parse_move is None or item.card is None:
            return
        if target is None:
            targets = [t for m in self.index.moves if m.target for t in (m.target,)]
            target = targets[0] if targets else "trick"
        move = self.index.guess(item.card, target, self.parse_move, self.drop_hook)
        if move is not None:
            self.explain_requested.emit(move)
        else:
            self.hint.emit(Reason.of("cannot_drop_here", card=str(item.card)))

    def _target_label(self, target: str) -> str:
        pile_id = target.split("/", 1)[0]
        pile = self.view.pile(pile_id) if self.view else None
        if pile is None:
            return pile_id
        entry = PILE_TARGETS.get(kind_of(pile))
        return entry.tr() if entry is not None else pile_label(pile, self.names, self.view.game if self.view else None)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mousePressEvent(event)
        if event.isAccepted() or event.button() != Qt.MouseButton.LeftButton:
            return
        chosen = self.hand_model.selected_cards()
        if len(chosen) == 1 and self.active:
            move = self.index.move_for_drop(chosen[0], self.targets_at(event.scenePos()))
            if move is not None:
                event.accept()
                self.move_requested.emit(move)

    def move_focus(self, step: int) -> Any:
        """Move the keyboard focus ``step`` cards along the hand (wrapping); the focused card or None."""
        count = self.hand_model.rowCount()
        if not count:
            return None
        self.focus_row = (self.focus_row + step) % count if self.focus_row >= 0 else (0 if step > 0 else count - 1)
        self._refresh_hand()
        return self.hand_model.data(self.hand_model.index(self.focus_row), CardRole)

    def click_focused(self, select: bool | None = None) -> bool:
        """Select (``True``), unselect (``False``) or toggle (``None``) the focused card, as a click would."""
        item = next((c for c in self.cards.values() if c.interactive and c.index == self.focus_row), None)
        if item is None or self.focus_row >= self.hand_model.rowCount():
            return False
        selected = bool(self.hand_model.data(self.hand_model.index(self.focus_row), SelectedRole))
        if select is None or select != selected:
            self.card_clicked(item)
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        count = self.hand_model.rowCount()
        k = event.key()
        if k in (Qt.Key.Key_Left, Qt.Key.Key_Right) and count:
            self.move_focus(-1 if k == Qt.Key.Key_Left else 1)
        elif k == Qt.Key.Key_Space and 0 <= self.focus_row < count:
            self.click_focused()
        elif k in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.play_selection()
        elif k == Qt.Key.Key_Escape and self.hand_model.selected_cards():
            self.hand_model.clear_selection()
        else:  # Escape with nothing selected goes on to the window (a dialog closes)
            super().keyPressEvent(event)
            return
        event.accept()

    # -- queries for tests and the window ---------------------------------------------------------------
    def hand_items(self, seat: int | None = None) -> list[CardItem]:
        """The card items of a seat's hand (default: the viewer's), in hand order."""
        if self.view is None:
            return []
        pile_id = f"hand:{self.view.seat if seat is None else seat}"
        return sorted((c for c in self.cards.values() if c.pile_id == pile_id), key=lambda c: c.index)

    def area(self, pile_id: str) -> PileArea | None:
        return self.areas.get(pile_id)

    def area_places(self) -> list[AreaPlace]:
        return list(self.layout_.areas) if self.layout_ else []
