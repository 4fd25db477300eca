"""The three item models pass Qt's model tester and say exactly what the observation holds."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt

from fjols_desktop.engine.cards import parse_card
from fjols_desktop.engine.errors import Reason
from fjols_desktop.engine.match import Match
from fjols_desktop.engine.registry import get_game
from fjols_desktop.engine.rules import DealResult
from fjols_desktop.gui.models import HandModel, ScoreSheetModel, TableModel
from fjols_desktop.gui.models.roles import (
    CardRole,
    DetailRole,
    FoolRole,
    KeyRole,
    LegalRole,
    OwnerRole,
    PileIdRole,
    PlayedByRole,
    SelectedRole,
    TotalsRole,
    WinnerRole,
)
from fjols_desktop.gui.move_index import MoveIndex

from .conftest import random_moves

NAMES = ("Sofie", "Bjørn", "Åse", "Karl")


def _view(moves: int, seat: int = 0):
    match = Match.new("hearts", 4, seed=3)
    rules = get_game("hearts").rules
    from fjols_desktop.engine.game_loop import replay

    state = replay(rules, match.start_deal(), random_moves(match, moves))
    return rules.observe(state, seat), rules, state


def test_hand_model_rows_legality_and_selection(qtmodeltester) -> None:
    view, _, _ = _view(0)  # passing: every card may be chosen
    model = HandModel()
    model.set_hand(view.hand, MoveIndex(view.legal_moves), active=True)
    qtmodeltester.check(model)
    assert model.rowCount() == 13
    assert [model.data(model.index(r), KeyRole) for r in range(13)] == [str(c) for c in view.hand]
    assert all(model.data(model.index(r), LegalRole) for r in range(13))
    assert model.set_selected(0, True) and model.set_selected(5, True)
    assert model.selected_cards() == (view.hand[0], view.hand[5])
    # the same cards again keep the selection; a played card leaves it
    model.set_hand(view.hand, MoveIndex(view.legal_moves), active=True)
    assert model.selected_cards() == (view.hand[0], view.hand[5])
    model.set_hand(view.hand[1:], MoveIndex(view.legal_moves), active=True)
    assert model.selected_cards() == (view.hand[5],)
    qtmodeltester.check(model)


def test_hand_model_refuses_to_select_an_illegal_card(qtmodeltester) -> None:
    rules = get_game("hearts").rules
    for moves in range(5, 40):  # the first position where the seat to play must follow suit
        _, _, state = _view(moves)
        view = rules.observe(state, min(rules.to_act(state)))
        if 0 < len(view.legal_moves) < len(view.hand):
            break
    index = MoveIndex(view.legal_moves)
    model = HandModel()
    model.set_hand(view.hand, index, active=True)
    qtmodeltester.check(model)
    illegal = [r for r in range(model.rowCount()) if not model.data(model.index(r), LegalRole)]
    legal = [r for r in range(model.rowCount()) if model.data(model.index(r), LegalRole)]
    assert legal and illegal
    assert {str(view.hand[r]) for r in legal} == index.legal_cards
    assert not model.set_selected(illegal[0], True)
    assert not model.data(model.index(illegal[0]), SelectedRole)
    assert not model.flags(model.index(illegal[0])) & Qt.ItemFlag.ItemIsSelectable


def test_table_model_tree_of_piles_and_cards(qtmodeltester) -> None:
    view, _, _ = _view(18)  # 4 passes + 14 cards: trick 4 has two cards
    model = TableModel()
    model.set_observation(view, NAMES)
    qtmodeltester.check(model)
    assert model.rowCount() == len(view.piles)
    ids = [model.data(model.index(r, 0), PileIdRole) for r in range(model.rowCount())]
    assert ids == [p.id for p in view.piles]
    trick = model.pile_index("trick")
    pile = view.pile("trick")
    assert model.rowCount(trick) == len(pile.cards) == 2
    for row, card in enumerate(pile.cards):
        child = model.index(row, 0, trick)
        assert child.parent() == trick
        assert model.data(child, CardRole) is card
        assert model.data(child, PlayedByRole) == pile.played_by[row]
    hand1 = model.pile_index("hand:1")
    assert model.data(hand1, OwnerRole) == 1
    assert model.data(hand1, Qt.ItemDataRole.DisplayRole) == "Bjørn: Hand"
    assert all(model.data(model.index(r, 0, hand1), CardRole) is None for r in range(model.rowCount(hand1)))
    assert model.index(0, 0, model.index(0, 0, trick)) == QModelIndex()
    model.set_observation(None)
    assert model.rowCount() == 0
    qtmodeltester.check(model)


def test_scoresheet_rows_columns_totals_and_fools(qtmodeltester) -> None:
    model = ScoreSheetModel()
    qtmodeltester.check(model)
    model.set_match(NAMES, "hearts")
    qtmodeltester.check(model)
    assert (model.rowCount(), model.columnCount()) == (1, 5)
    first = DealResult(points=(5, 13, 8, 0), label=Reason.of("pass_direction", direction="left"),
                       columns=(("tricks", (4, 3, 2, 4)), ("hearts", (5, 0, 8, 0))))
    second = DealResult(points=(26, 0, 26, 26), fools=(0,), label=Reason.of("pass_direction", direction="hold"),
                        columns=(("tricks", (1, 6, 3, 3)), ("hearts", (0, 13, 0, 0))))
    model.add_result(first)
    model.add_result(second)
    qtmodeltester.check(model)
    assert model.rowCount() == 3
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(5)] == ["Deal", *NAMES]
    assert [model.data(model.index(0, c)) for c in range(1, 5)] == ["31", "13", "34", "26"]
    assert model.data(model.index(0, 0), TotalsRole) and not model.data(model.index(1, 0), TotalsRole)
    assert model.data(model.index(1, 0)) == "1. Passing to the left"
    assert model.data(model.index(2, 0)) == "2. No passing this hand"
    assert model.data(model.index(1, 1)) == "5"
    assert model.data(model.index(1, 1), DetailRole) == "Tricks 4 · ♥ 5"
    assert model.data(model.index(1, 2), DetailRole) == "Tricks 3"
    assert model.data(model.index(0, 2), DetailRole) == "Tricks 9 · ♥ 13"
    assert model.data(model.index(2, 1), FoolRole) and not model.data(model.index(2, 2), FoolRole)
    model.set_winners((1,))
    assert model.data(model.index(0, 2), WinnerRole) and not model.data(model.index(0, 1), WinnerRole)
    assert model.totals() == (31, 13, 34, 26)
    qtmodeltester.check(model)


def test_move_index_of_a_pass_and_of_plays() -> None:
    view, rules, state = _view(0)
    index = MoveIndex(view.legal_moves)
    assert index.legal_cards == {str(c) for c in view.hand}
    assert index.multi_select and index.selection_sizes == (3,)
    chosen = view.hand[:3]
    assert str(index.move_for_selection(reversed(chosen))) == "pass " + " ".join(map(str, chosen))
    assert index.move_for_selection(view.hand[:2]) is None and index.missing(2) == 1
    # a legal play drops on the trick; an illegal card's move is rebuilt for the refusal
    view, rules, state = _view(4)
    seat = min(rules.to_act(state))
    view = rules.observe(state, seat)
    index = MoveIndex(view.legal_moves)
    two = parse_card("2C")
    assert index.targets(two) == ("trick",)
    assert index.move_for_drop(two, ["hand:0", "trick"]) is rules.parse_move("2C")
    other = next(c for c in view.hand if c != two)
    assert index.move_for_drop(other, ["trick"]) is None
    guessed = index.guess(other, "trick", rules.parse_move)
    assert str(guessed) == str(other)
    assert rules.explain_illegal(state, seat, guessed) == Reason.of("must_lead_opening", card="2C")
