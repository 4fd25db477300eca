"""Received cards are marked for a moment (issue 23, item 3): after Hjerterfri's pass the three cards
that came from the right stand raised with a green edge in the person's hand, and after each of
Festudgaven's passing rounds the card that came; then they go down. The deal review lists what each
player gave and got. In pass-and-play each person sees
their own received cards only once their hand is revealed after the curtain, never another's. Real
window, real games, offscreen."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from fjols_desktop.engine.cards import cards_of, parse_card, parse_cards, stack_deck
from fjols_desktop.engine.games.festudgave import FestudgaveOptions, FestudgaveRules
from fjols_desktop.engine.games.hearts import HeartsOptions, HeartsRules
from fjols_desktop.engine.match import Match
from fjols_desktop.engine.rules import PileKind
from fjols_desktop.gui import i18n
from fjols_desktop.gui.review import DealRecord
from fjols_desktop.gui.table import received as received_module
from fjols_desktop.gui.widgets.main_window import MainWindow
from fjols_desktop.gui.widgets.review_dialog import DealReviewDialog

from .conftest import hearts_table, make_window
from .positions import table


def raised(window: MainWindow) -> list[str]:
    """The viewer's cards standing raised with the green edge, in hand order."""
    out = []
    for item in window.scene.hand_items():
        if item.fresh:
            assert item.pos().y() < item.home.y() - 1 and item.rest_position() == item.pos()   # lifted
            out.append(str(item.card))
    return out


def wait_to_act(qtbot, window: MainWindow) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.deal_over or c.handoff_seat is not None
                    or (window.scene.active and c.thinking_seat is None), timeout=15000)


def test_hjerterfri_the_three_cards_passed_to_you_stand_raised_for_a_moment(qtbot, window, monkeypatch) -> None:
    monkeypatch.setattr(received_module, "RECEIVED_MS", 300)
    c = window.controller
    window.start(hearts_table((0,)), seed=4)
    wait_to_act(qtbot, window)
    assert c.table_view.phase == "pass" and raised(window) == []
    window.play(c.table_view.legal_moves[0])
    qtbot.waitUntil(lambda: bool(window.scene.received.keys), timeout=15000)
    assert c.table_view.phase == "play"
    got = [str(card) for card in cards_of(c.state.received[0])]
    source = c.state.deal.pass_source(0)
    assert got == [str(card) for card in cards_of(c.state.passed[source])] and len(got) == 3
    assert sorted(raised(window)) == sorted(got)                               # only those three
    assert all(not i.fresh for i in window.scene.hand_items() if str(i.card) not in got)
    qtbot.waitUntil(lambda: raised(window) == [], timeout=5000)                # ... for a moment
    assert all(i.pos() == i.home for i in window.scene.hand_items())
    window.scene.relayout(animate=False)                                       # the same hand shown again:
    window.scene.received.show(c.table_view)                                   # not raised again
    assert raised(window) == [] and c.table_view.pile("hand:0").marks          # (the engine still marks them)


def test_touching_a_card_puts_the_received_cards_down(qtbot, window) -> None:
    c = window.controller
    window.start(hearts_table((0,)), seed=4)
    wait_to_act(qtbot, window)
    window.play(c.table_view.legal_moves[0])
    qtbot.waitUntil(lambda: bool(window.scene.received.keys), timeout=15000)
    wait_to_act(qtbot, window)
    other = next(i for i in window.scene.hand_items() if not i.fresh)
    window.scene.card_clicked(other)
    assert raised(window) == []


def test_festudgaven_the_card_that_came_is_raised_after_each_round(qtbot, window) -> None:
    c = window.controller
    window.controller.resume(table("festudgave", 5), Match.new("festudgave", 5, seed=3))
    seen = []
    for _ in range(4):
        wait_to_act(qtbot, window)
        view = c.table_view
        if view.phase != "pass":
            break
        if window.scene.received.keys:
            came = str(view.hand[next(i for i, key in view.pile("hand:0").marks if key == "received")])
            assert raised(window) == [came] and came not in seen[-1:]
            seen.append(came)
        pass_move = next(m for m in view.legal_moves if str(m).startswith("pass "))
        window.play(pass_move)
    assert len(seen) >= 2


def test_pass_and_play_each_person_sees_only_their_own_received_cards_after_the_curtain(qtbot) -> None:
    window = make_window(qtbot, 1024, 640)
    c = window.controller
    shown: list[tuple[int, list[str], list[str]]] = []   # (seat on screen, raised cards, its received cards)
    leaks: list[str] = []

    def check(*_: object) -> None:
        keys = set(window.scene.received.keys)
        if c.revealed is None and keys:
            leaks.append(f"raised under the curtain: {keys}")
        hand = {str(i.card) for i in window.scene.hand_items() if i.card is not None}
        if keys - hand:
            leaks.append(f"raised cards not in the hand shown: {keys - hand}")

    c.observation_changed.connect(check)
    window.start(hearts_table(humans=(0, 2)), seed=9)
    rng = random.Random(4)
    for _ in range(12):
        wait_to_act(qtbot, window)
        if c.deal_over:
            break
        if c.handoff_seat is not None:
            assert window.scene.received.keys == frozenset()
            assert all(p.marks == () for p in c.table_view.piles if p.kind is PileKind.HAND)   # not even where
            qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
        view = c.table_view
        if view.phase == "play":
            mine = sorted(str(card) for card in cards_of(c.state.received[view.seat] & c.state.hands[view.seat]))
            shown.append((view.seat, sorted(raised(window)), mine))
            window.scene.received.settle()
        window.play(view.legal_moves[rng.randrange(len(view.legal_moves))])
    assert leaks == []
    first = {}
    for seat, up, mine in shown:
        if seat not in first:
            first[seat] = up
            assert up == mine and len(up) == 3          # revealed: that person's own three cards
        else:
            assert up == []                             # shown again later: not raised again
    assert set(first) == {0, 2}
    window.controller.shutdown()


def test_the_deal_review_lists_what_each_player_gave_and_got(qtbot) -> None:
    rules = HeartsRules()
    hands = ["2C AC AD 8S 3H 4H 5H 6H 7H 8H 9H 10H JH", "KC 6C 2D 5C 9C 5D 6D 7D 2S 3S 4S 5S 6S",
             "3C 7C 3D 10C JC 8D 9D 10D 7S 9S 10S JS QS", "4C 8C 4D QC JD QD KD KS AS 2H QH KH AH"]
    initial = rules.new_deal(HeartsOptions(), 4, 3, random.Random(0), deck=stack_deck([parse_cards(h) for h in hands], 3))
    moves = ((0, "pass AC AD 8S"), (1, "pass KC 6C 2D"), (2, "pass 3C 7C 3D"), (3, "pass 4C 8C 4D"), (0, "2C"))
    record = DealRecord("hearts", HeartsOptions(), ("Anna", "Bjørn", "Åse", "Karl"), 1, 0, 3, initial, moves)
    dialog = DealReviewDialog(record, animations=False)
    qtbot.addWidget(dialog)
    rows = [dialog.passes.item(i).text() for i in range(dialog.passes.count())]
    assert rows == ["Anna: gave A♣ A♦ 8♠ to Bjørn; got 4♣ 8♣ 4♦ from Karl",
                    "Bjørn: gave 6♣ K♣ 2♦ to Åse; got A♣ A♦ 8♠ from Anna",
                    "Åse: gave 3♣ 7♣ 3♦ to Karl; got 6♣ K♣ 2♦ from Bjørn",
                    "Karl: gave 4♣ 8♣ 4♦ to Anna; got 3♣ 7♣ 3♦ from Åse"]
    assert not dialog.passes.isHidden() and not dialog.passes_label.isHidden()
    plain = DealRecord("hearts", HeartsOptions(), record.names, 1, 0, 3, initial, moves[:3])  # nobody has got any
    dialog = DealReviewDialog(plain, animations=False)
    qtbot.addWidget(dialog)
    assert dialog.passes.count() == 0 and dialog.passes.isHidden() and dialog.passes_label.isHidden()


def test_the_review_of_a_festudgaven_round_lists_the_cards_that_went_round(qtbot) -> None:
    rules = FestudgaveRules()
    names = ("Anna", "Bjørn", "Åse", "Karl")
    initial = rules.new_deal(FestudgaveOptions(), 4, 0, random.Random(2))
    state, moves = initial, []
    for _ in range(3):                                  # three rounds: each passes its lowest card
        for seat in range(4):
            move = min((m for m in rules.legal_moves(state, seat) if str(m).startswith("pass ")),
                       key=lambda m: m.card.index)
            moves.append((seat, str(move)))
            state = rules.apply(state, seat, move)
    record = DealRecord("festudgave", FestudgaveOptions(), names, 1, 0, 0, initial, tuple(moves))
    dialog = DealReviewDialog(record, animations=False)
    qtbot.addWidget(dialog)
    passed = {seat: [text.split()[1] for s, text in moves if s == seat] for seat in range(4)}

    def cards(seat: int) -> str:
        return " ".join(i18n.card_text(parse_card(c)) for c in passed[seat])
    assert [dialog.passes.item(i).text() for i in range(dialog.passes.count())] == [
        f"{names[s]}: gave {cards(s)} to {names[(s + 1) % 4]}; got {cards((s - 1) % 4)} from {names[(s - 1) % 4]}"
        for s in range(4)]
