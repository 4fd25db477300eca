"""Teaching at the table: the hint (from the strongest level, a legal move, with its reason), the
computers' moves explained, taking back a move (the exact position comes back, and the scoresheet
marks the match), the last trick on demand, and the review of a finished deal."""

from __future__ import annotations

import json
import re
from typing import Any, NamedTuple

import pytest

from fjols_desktop.engine.errors import Reason
from fjols_desktop.engine.game import Game
from fjols_desktop.engine.match import Match
from fjols_desktop.engine.players import RandomPlayer
from fjols_desktop.engine.registry import get_game
from fjols_desktop.engine.rules import Observation, Pile, PileKind
from fjols_desktop.gui import controller as controller_module
from fjols_desktop.gui.advice import advise, hint_level
from fjols_desktop.gui.controller import SeatSetup, TableSetup
from fjols_desktop.gui.i18n.advice import advice_phrase, move_said
from fjols_desktop.gui.review import DealReplay, LastPlayTracker, verify

from .conftest import hearts_table
from .dialogs import answering

RULES = get_game("hearts").rules


class Advice(NamedTuple):
    move: Any
    reason: Reason


class LowestCard:
    """An advising player: always the first legal move, saying it ducks."""

    level = "hard"

    def advise(self, view, rng):
        move = view.legal_moves[0]
        card = str(move.cards[0]) if len(move.cards) == 1 else ""
        return Advice(move, Reason.of("duck", card=card) if card else Reason.of("pass_high_cards",
                                                                                 cards=str(move)[5:]))

    def choose(self, view, rng):
        return self.advise(view, rng).move


@pytest.fixture
def advising_hearts(monkeypatch):
    """Hjerterfri with a "hard" level that explains itself (as the computer levels of issue 8 do)."""
    game = Game(RULES, {"random": RandomPlayer, "easy": RandomPlayer, "hard": LowestCard})
    monkeypatch.setattr(controller_module, "get_game", lambda game_id: game)
    return game


def wait_for_turn(qtbot, window, timeout: int = 15000) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.table_view is not None and 0 in c.table_view.to_act and c.thinking_seat is None
                    and bool(c.table_view.legal_moves), timeout=timeout)


def test_advice_of_any_player_and_the_hint_level(advising_hearts) -> None:
    view = RULES.observe(Match.new("hearts", 4, seed=2).start_deal(), 0)
    import random

    class Plain:  # a player that does not explain itself
        level = "plain"

        def choose(self, view, rng):
            return view.legal_moves[0]

    plain = advise(Plain(), view, random.Random(1))
    assert plain.reason == Reason.of("no_reason") and plain.move in view.legal_moves
    assert advise(LowestCard(), view, random.Random(1)).move == view.legal_moves[0]
    assert hint_level(advising_hearts) == "hard"
    assert hint_level(Game(RULES, {"random": RandomPlayer, "easy": RandomPlayer, "medium": RandomPlayer})) == "medium"
    assert hint_level(Game(RULES, {"random": RandomPlayer, "clever": RandomPlayer})) == "clever"
    assert hint_level(get_game("hearts")) in get_game("hearts").levels


def test_the_hint_is_a_legal_move_with_its_reason_and_is_counted(qtbot, window, advising_hearts) -> None:
    window.start(hearts_table((0,)), seed=4)
    c = window.controller
    wait_for_turn(qtbot, window)
    with qtbot.waitSignal(window.play_menu.hints.ready, timeout=10000) as got:
        assert window.play_menu.hint()
    seat, move, reason = got.args
    assert seat == 0 and move in c.table_view.legal_moves and move == c.table_view.legal_moves[0]
    assert reason.key == "pass_high_cards"
    assert c.hints_used == 1 and window.family.keeper.current.hints_used[0]
    selected = {str(card) for card in window.hand_model.selected_cards()}
    assert selected == {str(card) for card in move.cards}  # the hinted cards are lifted
    cards = " ".join(i18n_card(card) for card in move.cards)
    assert window.status_text() == f"Hint: Pass the highest cards: {cards}."
    window.play_menu.default_action()  # Space: the confirm button passes the hinted cards
    assert (0, str(move)) in c.moves


def i18n_card(card: Any) -> str:
    from fjols_desktop.gui import i18n

    return i18n.card_text(card)


def test_the_hint_of_the_real_hard_level(qtbot, window) -> None:
    from fjols_desktop.engine.games.hearts.ai import REASONS
    from fjols_desktop.gui import i18n

    assert hint_level(get_game("hearts")) == "hard"
    window.start(hearts_table((0,)), seed=9)
    wait_for_turn(qtbot, window)
    window.controller.submit(0, window.controller.table_view.legal_moves[0])  # the pass
    wait_for_turn(qtbot, window)
    with qtbot.waitSignal(window.play_menu.hints.ready, timeout=20000) as got:
        assert window.play_menu.hint()
    _seat, move, reason = got.args
    assert move in window.controller.table_view.legal_moves and reason.key in REASONS
    why = advice_phrase(reason, window.controller.names, "hearts")
    assert why and why != i18n.fallback(reason, window.controller.names)
    assert window.status_text().startswith("Hint: ") and why in window.status_text()


def test_a_hint_asked_before_a_move_is_dropped_after_it(qtbot, window) -> None:
    window.start(hearts_table((0,)), seed=4)
    wait_for_turn(qtbot, window)
    hints = window.play_menu.hints
    answers: list[object] = []
    hints.ready.connect(lambda *args: answers.append(args))
    assert hints.request()
    assert not hints.request()  # one at a time
    view = window.controller.table_view
    window.controller.submit(0, view.legal_moves[0])
    qtbot.wait(300)
    assert answers == [] and not hints.busy


def test_no_hint_when_hints_are_off_or_it_is_not_your_turn(qtbot, window) -> None:
    assert not window.play_menu.hints.available()  # no game yet
    window.set_comfort(window.comfort.replace(hints=False))
    window.start(hearts_table((0,)), seed=4)
    wait_for_turn(qtbot, window)
    assert not window.play_menu.hint_action.isEnabled() and not window.play_menu.hint()


def test_the_computers_moves_are_explained_when_teaching_is_on(qtbot, window, advising_hearts) -> None:
    window.set_comfort(window.comfort.replace(teaching=True))
    c = window.controller
    explained: list[tuple[int, Any, Reason]] = []
    c.move_explained.connect(lambda seat, move, why: explained.append((seat, move, why)))
    setup = TableSetup("hearts", tuple(SeatSetup(n, s == 0, "hard") for s, n in enumerate(("Sofie", "Bjørn",
                                                                                           "Åse", "Karl"))))
    notes: list[str] = []
    shown = window.show_note
    window.show_note = lambda text: (notes.append(text), shown(text))
    window.start(setup, seed=4)
    wait_for_turn(qtbot, window)
    c.submit(0, c.table_view.legal_moves[0])
    qtbot.waitUntil(lambda: any(why.key == "duck" for _, _, why in explained), timeout=10000)
    assert any(why.key == "pass_high_cards" for _, _, why in explained)
    assert notes and not any("Pass" in note for note in notes)  # the computers' passes stay hidden
    seat, move, why = next(e for e in explained if e[2].key == "duck")
    assert seat != 0 and c.reasons[c.moves.index((seat, str(move)))] == why
    said = re.compile(r"^(Bjørn|Åse|Karl): Duck under the trick with \S+\.$")  # the move named once
    qtbot.waitUntil(lambda: said.match(window.status_text()) is not None, timeout=5000)
    assert advice_phrase(Reason.of("no_reason")) == ""
    assert advice_phrase(Reason.of("only_move")) == "the only move allowed."
    assert advice_phrase(Reason.of("dump_queen"), (), "hearts") == "cannot follow suit: a chance to get rid of Q♠!"


NAMES = ("Sofie", "Gustav", "Freja", "Bjørn")


@pytest.mark.parametrize(("game", "move", "reason", "seat", "said"), [
    # a reason that opens with the move: only the rest follows it (was "Gustav played Lay 6♣: Lay 6♣: it fits.")
    ("davoserjas", "lay 6C", Reason.of("lay_any", card="6C"), 1, "Gustav played 6♣: it fits."),
    ("davoserjas", "lay 6C", Reason.of("lay_any", card="6C"), None, "Hint: 6♣ — it fits."),
    # (was "played blue 7: Lead blue 7: …")
    ("fool", "B7", Reason.of("lead_top", card="B7"), 3,
     "Bjørn played blue 7: no higher card of its colour is left, so it wins the trick."),
    # a reason that names the move elsewhere says it alone (was "Freja played Defend J♥: …")
    ("durak", "defend 10H JH", Reason.of("beat_cheap", attack="10H", card="JH"), 2,
     "Freja: Beat 10♥ with the cheapest card that does, J♥."),
    ("hearts", "7H", Reason.of("duck", card="7H"), None, "Hint: Duck under the trick with 7♥."),
    # a reason that does not name the move follows it
    ("durak", "defend 10H JH", Reason.of("hunch"), 2, "Freja played J♥: Just a hunch."),
    ("hearts", "7H", Reason.of("only_move"), None, "Hint: 7♥ — the only move allowed."),
    ("durak", "take", Reason.of("random_choice"), 2, "Freja chose “Take the cards”: picked at random."),
    ("durak", "take", Reason.of("take_cannot_beat"), 2, "Freja: You cannot beat every card: take them."),
    ("durak", "take", Reason.of("take_cannot_beat"), None, "Hint: You cannot beat every card: take them."),
])
def test_a_move_and_its_reason_name_the_move_once(qapp, game, move, reason, seat, said) -> None:
    parsed = get_game(game).rules.parse_move(move)
    assert move_said(parsed, reason, NAMES, game, seat) == said


def test_taking_back_a_move_restores_the_exact_position(qtbot, window) -> None:
    window.set_comfort(window.comfort.replace(learner=True))
    c = window.controller
    window.start(hearts_table((0,)), seed=4)
    wait_for_turn(qtbot, window)
    c.submit(0, c.table_view.legal_moves[0])  # the pass
    wait_for_turn(qtbot, window)
    assert window.play_menu.undo_action.isEnabled()
    state, moves = c.state, c.moves
    view = c.table_view
    move = view.legal_moves[-1]
    assert c.submit(0, move) is None
    wait_for_turn(qtbot, window)
    after = c.moves
    assert len(after) > len(moves) + 1  # the computers played on
    assert window.play_menu.undo(ask=False)
    assert c.state == state and c.moves == moves
    assert c.table_view == view and c.undo_deals == {0}
    sheet = window.score_model
    assert sheet.data(sheet.index(0, 0)) == "Total ↶"
    assert sheet.data(sheet.index(0, 0), 3) == "Learner mode: a move was taken back in this match."  # tooltip
    saved = window.family.keeper.current  # the autosave follows: the move is gone, the match is marked
    assert saved.moves == moves and saved.undo_used[0]
    assert c.submit(0, move) is None  # the same move again: the computers answer as before
    wait_for_turn(qtbot, window)
    assert c.moves == after


def test_take_back_and_restart_deal_leave_no_stale_words_on_the_status_line(qtbot, window) -> None:
    """Issue 23: after Take back or Restart deal the status line still named the taken-back move or an
    old hint."""
    window.set_comfort(window.comfort.replace(learner=True))
    c = window.controller
    window.start(hearts_table((0,)), seed=4)
    wait_for_turn(qtbot, window)
    c.submit(0, c.table_view.legal_moves[0])  # the pass
    wait_for_turn(qtbot, window)
    assert c.submit(0, c.table_view.legal_moves[-1]) is None
    wait_for_turn(qtbot, window)
    window.show_note("Bjørn played 7♥: a hunch.")
    assert window.status_text() == "Bjørn played 7♥: a hunch."
    assert window.play_menu.undo(ask=False)
    assert window.status_text() == window.prompt_text(c.table_view) != "Bjørn played 7♥: a hunch."
    window.show_note("Hint: 2♣ — the only move allowed.")
    with answering("Deal again") as asked:  # a deal with moves in it is dealt again only after a question
        window.restart_deal()
    assert [a.title for a in asked] == ["Restart the deal?"]
    wait_for_turn(qtbot, window)
    assert window.status_text() == window.prompt_text(c.table_view) and "Hint" not in window.status_text()


def test_take_back_needs_a_move_and_no_other_people(qtbot, window) -> None:
    c = window.controller
    window.start(hearts_table((0,)), seed=4)
    wait_for_turn(qtbot, window)
    assert c.undo_index() is None and not window.play_menu.undo(ask=False)
    window.start(hearts_table((0, 2)), seed=4)
    c.reveal(0)
    c.submit(0, c.table_view.legal_moves[0])
    assert c.undo_index(0) is None  # pass-and-play: the next person may already have seen the table


def test_review_steps_through_a_finished_deal_with_every_hand_shown(qtbot, window) -> None:
    with qtbot.waitSignal(window.controller.deal_finished, timeout=30000):
        window.start(hearts_table(humans=()), seed=6)
    menu = window.play_menu
    assert menu.review_action.isEnabled() and len(menu.records) == 1
    record = menu.records[0]
    assert record.seed == "6:0" and record.moves == window.controller.moves
    assert verify(record, Match.new("hearts", 4, seed=6))
    assert not verify(record, Match.new("hearts", 4, seed=7))
    dialog = menu.review()
    qtbot.addWidget(dialog)
    assert dialog.moves.count() == len(record.moves) + 1 == 56 + 1
    assert dialog.move_text(0) == f"0. {record.names[record.dealer]} deals"
    shown = dialog.scene.view
    hands = [p for p in shown.piles if p.kind is PileKind.HAND]
    assert len(hands) == 4 and all(len(p.cards) == 13 and None not in p.cards for p in hands)
    assert "Seed 6:0" in dialog.seed_label.text()
    replay = DealReplay(record)
    for step in range(1, len(replay)):
        dialog.step_buttons["forward"].click()
        assert dialog.step == step
        seat = record.moves[step - 1][0]
        assert dialog.scene.prompt_text == replay.describe(step)
        assert replay.describe(step).startswith(record.names[seat] + ": ")
    assert not dialog.step_buttons["forward"].isEnabled()
    assert RULES.is_over(replay.state(len(replay) - 1))
    assert all(not p.cards for p in dialog.scene.view.piles if p.kind is PileKind.HAND)
    dialog.step_buttons["first"].click()
    assert dialog.step == 0
    data = json.loads(dialog.copy_record())
    assert data["deal_seed"] == "6:0" and len(data["moves"]) == 56 and data["house_rules"]["target_score"] == 100


def test_the_last_trick_on_demand(qtbot, window) -> None:
    menu = window.play_menu
    window.start(hearts_table((0,)), seed=4)
    wait_for_turn(qtbot, window)
    assert not menu.toggle_last()  # nothing cleared yet
    c = window.controller
    while menu.tracker.last is None:
        c.submit(0, c.table_view.legal_moves[0])
        wait_for_turn(qtbot, window)
    assert menu.toggle_last() and menu.recall.isVisible()
    assert menu.recall.title.text() == "The last trick"
    last = menu.tracker.last
    assert len(last.entries()) == 4 and {by for _, _, by in last.entries()} == {0, 1, 2, 3}
    assert not menu.toggle_last() and not menu.recall.isVisible()


def _view(piles: tuple[Pile, ...]) -> Observation:
    return Observation(game="durak", seat=0, seats=2, dealer=0, phase="play", to_act=frozenset({0}), legal_moves=(),
                       hand=(), hand_sizes=(6, 6), piles=piles, points=(0, 0))


def test_the_last_bout_is_what_lay_on_the_table_before_it_was_cleared() -> None:
    tracker = LastPlayTracker()
    seven, nine = "7H", "9H"
    tracker.feed(_view((Pile("table", PileKind.BOUT, cards=(seven,), played_by=(0,), covers=(None,)),)))
    tracker.feed(_view((Pile("table", PileKind.BOUT, cards=(seven,), played_by=(0,), covers=(nine,)),)))
    assert tracker.last is None
    tracker.feed(_view((Pile("table", PileKind.BOUT), Pile("discard", PileKind.DISCARD, cards=(None, None)))))
    assert tracker.last is not None and tracker.last.kind is PileKind.BOUT
    assert tracker.last.entries() == [(seven, nine, 0)]
    tracker.reset()
    assert tracker.last is None
