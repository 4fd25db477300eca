"""The table knows no game: observations shaped like Durak, Fjols, Davoserjas and FOOL! (built by hand
from the pile conventions, ``fake_tables.py``) are laid out sensibly, and drops map to their moves."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from fjols_desktop.engine.rules import PileKind
from fjols_desktop.gui.models import HandModel, TableModel
from fjols_desktop.gui.models.roles import SelectedRole
from fjols_desktop.gui.move_index import MoveIndex
from fjols_desktop.gui.table.scene import TableScene
from fjols_desktop.gui.table.view import TableView

from .fake_tables import TABLES, CardMove

NAMES = ("Sofie", "Bjørn", "Åse", "Karl", "Mette", "Ole")
KNOWN = {kind.value for kind in PileKind}


def expected_cards(view) -> list[str]:
    """Every card the table should draw: all of most piles, the top four of a stack (stock, discard,
    taken, or a kind the table does not know), and the cards lying across (Durak's covers)."""
    out = []
    for pile in view.piles:
        kind = getattr(pile.kind, "value", str(pile.kind))
        stacked = kind in ("stock", "discard", "taken") or kind not in KNOWN
        out += [str(c) for c in (pile.cards[-4:] if stacked else pile.cards)]
        out += [str(c) for c in pile.covers if c is not None]
    return sorted(out)


@pytest.fixture
def table(qtbot):
    def show(view, size=(1000, 660)):
        hand, model = HandModel(), TableModel()
        scene = TableScene(hand, model, animations=False)
        widget = TableView(scene)
        qtbot.addWidget(widget)
        widget.resize(*size)
        widget.show()
        qtbot.waitExposed(widget)
        index = MoveIndex(view.legal_moves)
        hand.set_hand(view.hand, index, True)
        model.set_observation(view, NAMES[:view.seats])
        scene.set_observation(view, NAMES[:view.seats], index, "Your turn")
        return scene, widget
    return show


@pytest.mark.parametrize("game", sorted(TABLES))
@pytest.mark.parametrize("size", [(1000, 660), (1600, 1000), (760, 480)])
def test_every_card_and_pile_is_placed_on_the_table(table, game, size) -> None:
    view = TABLES[game]()
    scene, _ = table(view, size)
    rect = scene.sceneRect()
    shown = sorted(str(i.card) for i in scene.cards.values())
    assert shown == expected_cards(view)
    for item in scene.cards.values():
        centre = item.mapToScene(QPointF(item.size.width() / 2, item.size.height() / 2))
        assert rect.contains(centre), (game, item.key, centre)
    assert set(scene.areas) == {p.id for p in view.piles}
    assert set(scene.plates) == set(range(view.seats))
    for plate in scene.plates.values():
        assert rect.contains(plate.rect)


def test_durak_defence_drops_on_the_attack_card(table, qtbot) -> None:
    view = TABLES["durak"]()
    scene, widget = table(view)
    attack = next(i for i in scene.cards.values() if i.target == "table/7H")
    covered = next(i for i in scene.cards.values() if i.pile_id == "table#cover")
    assert covered.rotation() == 12.0 and str(covered.card) == "JD"
    trump = next(i for i in scene.cards.values() if i.pile_id == "trump")
    assert trump.rotation() == 90.0 and str(trump.card) == "10S"
    requested: list[object] = []
    scene.move_requested.connect(requested.append)
    nine = next(i for i in scene.hand_items() if str(i.card) == "9H")
    vp = widget.viewport()
    start = widget.mapFromScene(nine.mapToScene(QPointF(nine.size.width() * 0.2, nine.size.height() * 0.5)))
    end = widget.mapFromScene(attack.mapToScene(QPointF(attack.size.width() * 0.5, attack.size.height() * 0.5)))
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    for i in range(1, 6):
        qtbot.mouseMove(vp, start + (end - start) * i / 5)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)
    assert [str(m) for m in requested] == ["defend 7H 9H"]
    assert MoveIndex(view.legal_moves).buttons == (view.legal_moves[-1],)


def test_illegal_drops_are_rebuilt_from_the_games_own_move_texts() -> None:
    view = TABLES["durak"]()
    index = MoveIndex(view.legal_moves)
    six = next(c for c in view.hand if str(c) == "6H")
    parsed: list[str] = []

    def parse(text: str) -> CardMove:
        parsed.append(text)
        return CardMove(text, six, "table/" + text.split()[1])

    move = index.guess(six, "table/8D", parse)
    assert str(move) == "defend 8D 6H" and parsed[0] == "defend 8D 6H"
    assert str(index.guess(six, "table/7H", parse)) == "defend 7H 6H"


def test_labels_marks_tokens_and_unknown_piles(table) -> None:
    scene, _ = table(TABLES["fool"]())
    worst = next(i for i in scene.cards.values() if i.pile_id == "last_trick" and i.index == 2)
    assert worst.mark == "worst" and str(worst.card) == "Y4"
    disc = scene.area("disc:1")
    assert disc.token and disc.label == "FOOL" and disc.toolTip() == "FOOL"
    assert scene.area("pool").label == "Pool" and scene.area("bonus:0").label == "Sofie: Bonus"
    assert scene.area("last_trick").label == "Last trick"
    scene, _ = table(TABLES["davoserjas"]())
    assert [scene.area(f"row:{s}").label for s in "CDHS"] == ["Row ♣", "Row ♦", "Row ♥", "Row ♠"]
    sevens = [i for i in scene.cards.values() if i.pile_id.startswith("row:") and i.card.rank == 7]
    assert len({round(i.pos().x()) for i in sevens}) == 1  # the sevens line up in one column


def test_repeated_cards_are_told_apart(table, qtbot) -> None:
    """FOOL! has six wild 1s: each is its own item, selected and played on its own."""
    scene, _ = table(TABLES["fool"]())
    wilds = [i for i in scene.hand_items() if str(i.card) == "W1"]
    assert [w.index for w in wilds] == [5, 6] and len({w.key for w in wilds}) == 2
    assert scene.hand_model.row_of("W1#2") == 6 and all(w.legal for w in wilds)
    requested: list[object] = []
    scene.move_requested.connect(requested.append)
    scene.card_clicked(wilds[1])
    assert scene.hand_model.data(scene.hand_model.index(6), SelectedRole)
    assert not scene.hand_model.data(scene.hand_model.index(5), SelectedRole)
    assert scene.play_selection() and [str(m) for m in requested] == ["W1"]
