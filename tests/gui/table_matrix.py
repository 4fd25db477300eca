"""The matrix the table's layout is checked over (``test_table_geometry.py``, ``benchmarks/table_geometry.py``):
every game at every number of players it allows, in the moments of a deal that fill the table most
(a trick with the last trick and the fool discs, a Durak bout, a Fjols chain, the kabale late in the
round, Festudgaven's passing and race), at four window sizes, in four languages, with twelve-letter
names at every seat.

Each moment is found once per game and player count (seeded random play, ``positions.find``) and
then laid out again for each size and language, without painting: the scene's items report what
they cover and which texts they had to cut (``table/inspect.py``). The table's size for a window
size is measured from a real main window with the scoresheet as wide as it opens for that many
players.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, QSize
from PySide6.QtWidgets import QApplication, QWidget

from fjols_desktop.engine.cards import party_deck
from fjols_desktop.engine.errors import InvalidOptionError
from fjols_desktop.engine.game_loop import replay
from fjols_desktop.engine.registry import get_game
from fjols_desktop.engine.rules import Observation
from fjols_desktop.gui import i18n
from fjols_desktop.gui.language import install_translators
from fjols_desktop.gui.models import HandModel, TableModel
from fjols_desktop.gui.move_index import MoveIndex
from fjols_desktop.gui.table.inspect import Part, cut_texts, outside, overlaps, table_parts
from fjols_desktop.gui.table.scene import TableScene
from fjols_desktop.gui.widgets.action_bar import ActionBar

from .positions import find

WINDOWS = ((1024, 600), (1280, 800), (1920, 1080), (2560, 1440))
LANGUAGES = ("en", "da", "sv", "nb")
NAMES = ("Bartholomæus", "Maximilianus", "Konstantinos", "Marie-Louise", "Hans-Wilhelm", "Anne-Margret",
         "Karl-Mattias", "Åse-Marianne", "Sven-Wilhelm", "Ingeborg-Åse", "Christiansen", "Gunnar-Bjørn",
         "Mads-Mikkelo")
SMALL = (1024, 600)   # the one size at which a twelve-letter name may be cut short


def pile_size(view: Any, pile_id: str) -> int:
    pile = view.pile(pile_id)
    return len(pile.cards) if pile is not None else 0


def _trick_with_last(view: Any, state: Any) -> bool:
    return pile_size(view, "trick") >= 2 and pile_size(view, "last_trick") > 0


def _fool(view: Any, state: Any) -> bool:
    return _trick_with_last(view, state) and any(p.id.startswith("disc:") for p in view.piles)


def _bout(view: Any, state: Any) -> bool:
    return view.phase == "defend" and pile_size(view, "table") >= 2  # (six players take the whole deck)


def _chain(view: Any, state: Any) -> bool:
    return pile_size(view, "chain") >= 2 and pile_size(view, "stock") >= 1


def _kabale(view: Any, state: Any) -> bool:
    return view.phase == "play" and sum(pile_size(view, f"row:{s}") for s in "CDHS") >= 26


def _passing(view: Any, state: Any) -> bool:
    return view.phase == "pass" and getattr(view, "ticks", 1) >= 1


def _queues(view: Any, state: Any) -> bool:
    return view.phase == "pass" and sum(len(p.cards) for p in view.piles if p.id.startswith("queue:")) >= 2


@dataclass(frozen=True)
class Moment:
    """A moment of a deal to lay out: found by seeded random play until ``ready`` holds with seat 0 to act."""

    game: str
    name: str
    ready: Callable[[Any, Any], bool]
    deals: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    signal: bool = False
    race: bool = False   # Festudgaven's race: the window makes the viewer's moves by key, no buttons


MOMENTS = {
    "hearts": (Moment("hearts", "passing", lambda v, s: v.phase == "pass"),
               Moment("hearts", "trick", _trick_with_last)),
    "fool": (Moment("fool", "trick", _fool),),
    "davoserjas": (Moment("davoserjas", "trick", _trick_with_last, deals=1),
                   Moment("davoserjas", "kabale", _kabale, deals=5)),
    "fjols": (Moment("fjols", "chain", _chain),),
    "durak": (Moment("durak", "bout", _bout),),
    "festudgave": (Moment("festudgave", "passing", _passing),
                   Moment("festudgave", "race", lambda v, s: v.phase == "race", signal=True, race=True),
                   Moment("festudgave", "queues", _queues, options={"deck_mode": "stock", "pass_mode": "free_flow"})),
}


def seat_counts(game: str) -> range:
    info = get_game(game).info
    return range(info.min_seats, info.max_seats + 1)


def observe(moment: Moment, seats: int) -> Observation | None:
    """The moment's observation for seat 0 (None if the game's house rules refuse that many players)."""
    info = get_game(moment.game).info
    try:
        info.options_type.from_dict(moment.options).check(seats)
    except InvalidOptionError:
        return None
    if moment.race:
        return race_view(seats)
    match, moves = find(moment.game, seats, moment.ready, seed=3, options=moment.options, deals=moment.deals,
                        signal=moment.signal)
    rules = get_game(moment.game).rules
    return rules.observe(replay(rules, match.start_deal(), moves), 0)


def race_view(seats: int) -> Observation:
    """Festudgaven's race as seat 0 sees it: seat 1 was dealt four of a kind and signalled at once (a
    stacked deck: random play reaches the race only slowly at a big table)."""
    rules = get_game("festudgave").rules
    ranks = sorted(party_deck(seats), key=lambda c: (-c.rank, c.suit.letter))
    quad, rest = ranks[:4], ranks[4:]
    hands = [list(quad)] + [rest[p::seats - 1] for p in range(seats - 1)]   # the others: no four alike
    deck = [hands[i % seats][i // seats] for i in range(4 * seats)]       # card i to the (i % seats)-th seat
    state = rules.new_deal(get_game("festudgave").info.options_type(), seats, 0, random.Random(1), deck)
    state = rules.apply(state, 1, rules.parse_move("signal"))
    return rules.observe(state, 0)


def prompt(view: Observation, names: tuple[str, ...], race: bool = False) -> str:
    """The prompt the window writes above the hand when the viewer is to act (in the race: who
    signalled, and the viewer's key)."""
    if race:
        key = QCoreApplication.translate("SignalRace", "{name}: {key}").format(name=names[view.seat], key="A")
        return QCoreApplication.translate("SignalRace", "{name} signalled!").format(name=names[1]) + " " + \
            QCoreApplication.translate("SignalRace", "Quick, press your key ({keys})").format(keys=key)
    if view.prompt is None:
        return ""
    return QCoreApplication.translate("MainWindow", "Your turn, {name}. {prompt}").format(
        name=i18n.seat_name(view.seat, names), prompt=i18n.phrase(view.prompt, names, view.game))


def note(names: tuple[str, ...]) -> str:
    """A computer's reason as the window writes it under the prompt (``PlayMenu._on_explained``), one of
    the longest the computers give, in the language installed, by the player with the longest name."""
    from fjols_desktop.engine.errors import Reason
    from fjols_desktop.gui.i18n.advice import move_said

    move = get_game("hearts").rules.parse_move("10H")
    return move_said(move, Reason.of("break_moon", card="10H", seat=1), names, "hearts", len(names) - 1)


def table_sizes(window: Any, players: int) -> dict[tuple[int, int], QSize]:
    """The table's size in each window size, the scoresheet as wide as it opens for ``players``."""
    out = {}
    window.score_model.set_match(NAMES[:players], None, ())
    for size in WINDOWS:
        window.resize(*size)
        QApplication.processEvents()
        window.fit_scoresheet(players)
        QApplication.processEvents()
        out[size] = window.view.viewport().size()
    return out


class Table:
    """A table and its move buttons, laid out as the window does it (no view, no painting). The
    buttons live on ``host`` (a window the test owns), as the window's own do."""

    def __init__(self, host: QWidget) -> None:
        self.hand, self.model = HandModel(), TableModel()
        self.scene = TableScene(self.hand, self.model, animations=False)
        self.bar = ActionBar(host)
        self.apart = ActionBar(host, apart=True)   # Festudgaven's signal, with its key, in the corner

    def show(self, view: Observation, names: tuple[str, ...], size: QSize, race: bool = False,
             message: str = "") -> None:
        """Lay ``view`` out on a table of ``size``; in ``race`` the viewer's moves are made by key (the
        window takes them off the table, ``GameController._publish``) and the plates show the keys;
        ``message`` is written under the prompt (a computer's reason, ``note``)."""
        self.scene.set_message(message)
        self.scene.setSceneRect(QRectF(0, 0, size.width(), size.height()))
        if race:
            view = dataclasses.replace(view, legal_moves=())
        index = MoveIndex(view.legal_moves)
        self.hand.set_hand(view.hand, index, True)
        self.bar.set_unit(self.scene.unit)
        self.bar.set_moves(index, [], view.game, bool(view.legal_moves))
        room = self.bar.sizeHint() if self.bar.buttons else QSize()
        self.apart.set_unit(self.scene.unit)
        self.apart.set_moves(index, [], view.game, bool(view.legal_moves), {"signal": "A"})
        apart = self.apart.sizeHint() if self.apart.buttons else QSize()
        race_tags = {view.seat: [(QCoreApplication.translate("SignalRace", "press {key}!").format(key="A"), "attack")],
                     1: [(QCoreApplication.translate("SignalRace", "{seconds} s").format(seconds="0.84"), "good")]}
        key = {view.seat: [(QCoreApplication.translate("SignalRace", "key {key}").format(key="A"), "neutral")]}
        self.scene.extra_tags = (race_tags if race else key) if view.game == "festudgave" else {}
        self.scene.set_observation(view, names, index, prompt(view, names, race), buttons=room, apart=apart)

    def faults(self, small: bool) -> tuple[list[str], float]:
        """What is wrong with the table as laid out (overlaps, parts off the table, texts cut short;
        at ``small`` a player's name may be cut), and its worst margin."""
        scene = self.scene
        layout = scene.layout_
        assert layout is not None
        extra = []
        if self.bar.buttons:
            hint = self.bar.sizeHint()
            room = layout.buttons
            extra.append(Part.of("buttons", "move buttons", QRectF(room.right() - hint.width(), room.center().y() -
                                                                   hint.height() / 2, hint.width(), hint.height())))
        if self.apart.buttons:
            hint, room = self.apart.sizeHint(), layout.apart
            extra.append(Part.of("buttons", "buttons kept apart", QRectF(room.right() - hint.width(), room.bottom() -
                                                                         hint.height(), hint.width(), hint.height())))
        parts = table_parts(scene, extra)
        found, worst = overlaps(parts)
        out = [f"{a} overlaps {b} by {by:.1f} px" for a, b, by in found]
        out += [f"{name} leaves the table" for name in outside(parts, scene.sceneRect())]
        names = set(scene.names)
        for where, text in cut_texts(scene):
            if not (small and where.startswith("plate") and text in names):
                out.append(f"{where}: {text!r} is cut short")
        return out, worst


def languages() -> Iterator[str]:
    """Each language in turn installed (English again afterwards)."""
    app = QApplication.instance()
    try:
        for lang in LANGUAGES:
            install_translators(app, lang)
            yield lang
    finally:
        install_translators(app, "en")
