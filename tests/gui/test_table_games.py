"""Durak, Fjols, Festudgaven, Davoserjas and Fool! at the table, each from a seeded deal replayed
through the controller with the window shown (offscreen): the game's piles appear where the family
expects them, the legal cards lift and the others are dimmed, a button appears only for a legal
card-less move, a legal drop is played, and an illegal drop comes back with the game's own phrase."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, Qt

from fjols_desktop.engine.registry import get_game
from fjols_desktop.gui import i18n
from fjols_desktop.gui.move_index import MoveIndex
from fjols_desktop.gui.widgets.main_window import MainWindow

from .conftest import make_window
from .positions import NAMES, find, table
from .test_table import drag


@pytest.fixture
def window(qtbot):
    w = make_window(qtbot)
    yield w
    w.controller.shutdown()


def sit(qtbot, window: MainWindow, game: str, seats: int, ready, **kw):
    match, moves = find(game, seats, ready, **kw)
    window.controller.resume(table(game, seats, options=kw.get("options")), match, moves)
    qtbot.waitUntil(lambda: window.scene.active and window.controller.thinking_seat is None, timeout=10000)
    qtbot.wait(30)  # let the window settle (the scoresheet pane takes its width after the first deal's events)
    return window.controller.table_view


def split_hand(view) -> tuple[list, list]:
    index = MoveIndex(view.legal_moves)
    return [c for c in view.hand if index.is_legal(c)], [c for c in view.hand if not index.is_legal(c)]


def some_legal_some_not(view) -> bool:
    legal, illegal = split_hand(view)
    return bool(legal) and bool(illegal)


def item(window: MainWindow, card):
    return next(i for i in window.scene.hand_items() if str(i.card) == str(card))


def point_on(window: MainWindow, card_item):
    """A viewport point on the part of a hand card that shows (however tightly the hand is fanned)."""
    items = window.scene.hand_items()
    k = items.index(card_item)
    step = items[k + 1].home.x() - card_item.home.x() if k + 1 < len(items) else card_item.size.width()
    local = QPointF(min(step, card_item.size.width()) / 2, card_item.size.height() * 0.55)
    return window.view.mapFromScene(card_item.mapToScene(local))


def centre_of(window: MainWindow, scene_item):
    return window.view.mapFromScene(scene_item.mapToScene(QPointF(scene_item.size.width() / 2,
                                                                  scene_item.size.height() / 2)))


def area_point(window: MainWindow, pile_id: str):
    return window.view.mapFromScene(window.scene.area(pile_id).rect.center())


def buttons(window: MainWindow) -> list[str]:
    return [b.text() for b in window.actions_bar.buttons] if window.actions_bar.isVisible() else []


def lifts_and_dims(window: MainWindow, view) -> None:
    legal, illegal = split_hand(view)
    assert all(item(window, c).legal and not item(window, c).dimmed for c in legal)
    assert all(item(window, c).dimmed and not item(window, c).legal for c in illegal)


def refused_with_phrase(qtbot, window: MainWindow, card, where, move_text: str, game: str) -> str:
    """Drop ``card`` at ``where``: nothing is played and the status line says the engine's reason."""
    rules = get_game(game).rules
    state, before = window.controller.state, window.controller.moves
    reason = rules.explain_illegal(state, 0, rules.parse_move(move_text))
    assert reason is not None
    drag(qtbot, window, point_on(window, item(window, card)), where)
    text = i18n.phrase(reason, NAMES, game)
    assert window.status_text() == text and text != i18n.fallback(reason, NAMES, game)
    assert window.controller.moves == before
    return reason.key


def made_moves(window: MainWindow) -> list[tuple[int, str]]:
    made: list[tuple[int, str]] = []
    window.controller.move_made.connect(lambda seat, move: made.append((seat, str(move))))
    return made


# --- Durak -------------------------------------------------------------------------------------------------

def defending(view, state) -> bool:
    table_pile = view.pile("table")
    return (view.phase == "defend" and len(view.pile("talon").cards) >= 2 and some_legal_some_not(view)
            and any(c is None for c in table_pile.covers))


def test_durak_bout_trump_under_the_talon_roles_and_take(qtbot, window) -> None:
    view = sit(qtbot, window, "durak", 4, defending, seed=11)
    scene = window.scene
    assert {"talon", "trump", "table", "discard"} <= set(scene.areas)
    trump = next(i for i in scene.cards.values() if i.pile_id == "trump")
    talon = [i for i in scene.cards.values() if i.pile_id == "talon"]
    trump_box = trump.mapRectToScene(trump.boundingRect())
    talon_box = scene.area("talon").rect
    assert trump.rotation() == 90.0 and all(trump.zValue() < t.zValue() for t in talon)
    assert trump_box.intersects(talon_box) and trump_box.left() < talon_box.left()  # half of it shows
    attacker = next(f.arg("seat") for f in view.facts if f.key == "attacker")
    assert ("defends", "defend") in scene.plates[0].tags and ("attacks", "attack") in scene.plates[attacker].tags
    trump_suit = next(f.arg("suit") for f in view.facts if f.key == "trump")
    assert scene.sign.text == "Trump " + i18n.suit_symbol(trump_suit)
    lifts_and_dims(window, view)
    assert buttons(window) == ["Take the cards"]  # the defender may take; nothing else is a button
    table_pile = view.pile("table")
    attack = next(a for a, c in zip(table_pile.cards, table_pile.covers) if c is None)
    attack_item = next(i for i in scene.cards.values() if i.target == f"table/{attack}")
    _legal, illegal = split_hand(view)
    key = refused_with_phrase(qtbot, window, illegal[0], centre_of(window, attack_item),
                              f"defend {attack} {illegal[0]}", "durak")
    assert key in ("too_low", "wrong_suit", "cannot_beat_trump_with_plain", "card_not_in_hand")
    beat = next(m for m in view.legal_moves if m.target == f"table/{attack}")
    made = made_moves(window)
    drag(qtbot, window, point_on(window, item(window, beat.card)), centre_of(window, attack_item))
    assert made[0] == (0, str(beat))


def test_durak_buttons_only_when_legal_and_a_pair_attacks_together(qtbot, window) -> None:
    def throwing_in(view, state) -> bool:
        return view.phase == "throw_in"

    sit(qtbot, window, "durak", 4, throwing_in, seed=21)
    assert buttons(window) == ["Add nothing"]

    def leading_with_a_pair(view, state) -> bool:
        ranks = [c.rank for c in view.hand]
        return view.phase == "lead" and any(ranks.count(r) >= 2 for r in ranks)

    view = sit(qtbot, window, "durak", 4, leading_with_a_pair, seed=5)
    assert buttons(window) == []  # one card is dropped, no button: "Attack with these" waits for a group
    rank = next(r for r in {c.rank for c in view.hand} if [c.rank for c in view.hand].count(r) >= 2)
    pair = [c for c in view.hand if c.rank == rank][:2]
    vp = window.view.viewport()
    for card in pair:
        qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=point_on(window, item(window, card)))
    assert buttons(window) == ["Attack with these"] and window.actions_bar.confirm.isEnabled()
    made = made_moves(window)
    drag(qtbot, window, point_on(window, item(window, pair[1])), area_point(window, "table"))
    assert made[0] == (0, "attack " + " ".join(str(c) for c in sorted(pair, key=lambda c: c.index)))


# --- Fjols -------------------------------------------------------------------------------------------------

def test_fjols_stock_chain_trump_sign_and_pick_up(qtbot, window) -> None:
    def beating(view, state) -> bool:
        return view.phase == "respond" and len(view.pile("chain").cards) >= 2 and some_legal_some_not(view)

    view = sit(qtbot, window, "fjols", 4, beating, seed=5)
    scene = window.scene
    assert {"stock", "chain", "turned", "discard"} <= set(scene.areas)
    chain = sorted((i for i in scene.cards.values() if i.pile_id == "chain"), key=lambda i: i.index)
    assert [str(i.card) for i in chain] == [str(c) for c in view.pile("chain").cards]
    assert chain[-1].zValue() == max(i.zValue() for i in chain)       # the card to beat lies on top, whole
    assert chain[0].pos().x() < chain[-1].pos().x()
    high = next(f.arg("suit") for f in view.facts if f.key == "high_trump")
    low = next(f.arg("suit") for f in view.facts if f.key == "low_trump")
    assert scene.sign.text == f"High trump {i18n.suit_symbol(high)}\nLow trump {i18n.suit_symbol(low)}"
    lifts_and_dims(window, view)
    can_pick_up = any(str(m) == "pickup" for m in view.legal_moves)
    assert buttons(window) == (["Pick up"] if can_pick_up else [])
    _, illegal = split_hand(view)
    key = refused_with_phrase(qtbot, window, illegal[0], area_point(window, "chain"), str(illegal[0]), "fjols")
    assert key in ("must_beat", "must_follow_suit")

    def leading(view, state) -> bool:
        return view.phase == "lead" and len(view.pile("stock").cards) > 0

    sit(qtbot, window, "fjols", 4, leading, seed=6)
    assert buttons(window) == []  # nothing to pick up when leading


def test_fjols_forehand_beats_the_turned_card_in_the_chain(qtbot, window) -> None:
    view = sit(qtbot, window, "fjols", 4, lambda view, state: len(view.history) == 0, seed=3)
    turned = next(f.arg("card") for f in view.facts if f.key == "turned_card")
    chain = [i for i in window.scene.cards.values() if i.pile_id == "chain"]
    assert [str(i.card) for i in chain] == [turned] and window.scene.area("turned").rect.isEmpty()


# --- Festudgaven ---------------------------------------------------------------------------------------------

def test_festudgave_whose_card_comes_next_keys_and_passing(qtbot, window) -> None:
    view = sit(qtbot, window, "festudgave", 5, lambda view, state: view.phase == "pass" and view.signal_cost
               is not None, seed=3)
    scene = window.scene
    assert ("key A", "neutral") in scene.plates[0].tags
    assert not any(text.startswith("key") for s in range(1, 5) for text, _ in scene.plates[s].tags)
    assert "Your next card comes from Mette." in scene.facts.text.split("\n")  # seat 4 passes to seat 0
    lifts_and_dims(window, view)
    assert buttons(window) == ["Pass this card"]                 # the signal stands apart, with the key
    assert [b.text() for b in window.apart_bar.buttons] == ["Signal: four of a kind!\nor press A"]
    assert not window.actions_bar.confirm.isEnabled()
    made = made_moves(window)
    card = view.hand[0]
    drag(qtbot, window, point_on(window, item(window, card)), area_point(window, "hand:2"))  # a card dropped
    assert made and made[0] == (0, f"pass {card}")                                        # on the table is passed


def test_festudgave_a_false_signal_key_is_refused_with_the_rule(qtbot, window) -> None:
    options = {"false_signal": "reject"}
    sit(qtbot, window, "festudgave", 4, lambda view, state: view.phase == "pass" and view.signal_cost is not None,
        seed=4, options=options)
    before = window.controller.moves
    qtbot.keyClick(window.view, Qt.Key.Key_A)
    assert window.status_text() == "You do not have four of a kind: the signal does not count."
    assert window.controller.moves == before


# --- Davoserjas --------------------------------------------------------------------------------------------------

def test_davoserjas_trick_round_sign_and_scoresheet_names(qtbot, window) -> None:
    def following(view, state) -> bool:
        return bool(view.pile("trick").cards) and some_legal_some_not(view)

    view = sit(qtbot, window, "davoserjas", 4, following, seed=4, deals=1)
    assert window.scene.sign.text == "Round 2 of 6: Avoid clubs\n+1 per ♣ taken"
    assert window.score_model.data(window.score_model.index(1, 0)) == "1. Tricks"
    assert window.score_model.data(window.score_model.index(1, 0), Qt.ItemDataRole.ToolTipRole) == \
        "Round 1 of 6: Avoid tricks"
    lifts_and_dims(window, view)
    assert buttons(window) == []
    _, illegal = split_hand(view)
    assert refused_with_phrase(qtbot, window, illegal[0], area_point(window, "trick"), str(illegal[0]),
                               "davoserjas") == "must_follow"


def test_davoserjas_kabale_rows_from_the_sevens_and_the_pass_button(qtbot, window) -> None:
    def laying(view, state) -> bool:
        return view.phase == "play" and some_legal_some_not(view)

    view = sit(qtbot, window, "davoserjas", 4, laying, seed=4, deals=5)
    scene = window.scene
    assert scene.sign.text.startswith("Round 6 of 6: The kabale")
    sevens = [i for i in scene.cards.values() if i.pile_id.startswith("row:") and i.card.rank == 7]
    assert len(sevens) == 4 and len({round(i.pos().x()) for i in sevens}) == 1      # the sevens line up
    rows = [scene.area(f"row:{s}").rect for s in "CDHS"]
    assert all(a.top() < b.top() for a, b in itertools.pairwise(rows))                    # four rows, one under the other
    for pile in (view.pile(f"row:{s}") for s in "CDHS"):
        xs = [scene.cards[str(c)].pos().x() for c in pile.cards]
        assert xs == sorted(xs)                                                      # growing out from the seven
    assert [scene.area(f"row:{s}").label for s in "CDHS"] == ["♣", "♦", "♥", "♠"]
    assert buttons(window) == []  # a card fits: no passing
    _, illegal = split_hand(view)
    bad = illegal[0]
    assert refused_with_phrase(qtbot, window, bad, area_point(window, f"row:{bad.suit.letter}"), f"lay {bad}",
                               "davoserjas") == "card_does_not_fit"

    view = sit(qtbot, window, "davoserjas", 4, lambda view, state: view.phase == "play" and
               [str(m) for m in view.legal_moves] == ["pass"], seed=4, deals=5)
    assert buttons(window) == ["Pass (nothing fits)"]
    assert all(item(window, c).dimmed for c in view.hand)


# --- Fool! ---------------------------------------------------------------------------------------------------------

def test_fool_discs_lead_colour_worst_card_and_follow_colour(qtbot, window) -> None:
    def mid_trick(view, state) -> bool:
        last = view.pile("last_trick")
        return (len(view.pile("trick").cards) >= 2 and last is not None and bool(last.marks)
                and any(f.key == "lead_colour" for f in view.facts) and some_legal_some_not(view))

    view = sit(qtbot, window, "fool", 6, mid_trick, seed=8)
    scene = window.scene
    discs = [p for p in view.piles if p.id.startswith("disc:")]
    assert discs
    for pile in discs:
        disc = scene.area(pile.id)
        assert disc.token and disc.toolTip() == "Fool disc: sits out the next trick"
        assert ("sits out", "bad") in scene.plates[pile.owner].tags
        assert not disc.rect.intersects(scene.plates[pile.owner].rect)
    colour = next(f.arg("colour") for f in view.facts if f.key == "lead_colour")
    assert scene.sign.text == "Lead colour: " + i18n.colour_name(colour)
    last = view.pile("last_trick")
    worst = [i for i in scene.cards.values() if i.pile_id == "last_trick" and i.mark == "worst"]
    assert sorted(i.index for i in worst) == sorted(pos for pos, key in last.marks if key == "worst")
    lifts_and_dims(window, view)
    assert buttons(window) == []
    _, illegal = split_hand(view)
    assert refused_with_phrase(qtbot, window, illegal[0], area_point(window, "trick"), str(illegal[0]),
                               "fool") == "must_follow_colour"
    assert window.status_text() == f"You must follow {i18n.colour_name(colour)} (or play a wild 1)."
