"""Every ``Reason`` a game can show at the table, collected two ways for the phrase-table tests:

* ``played_reasons(game)``: seeded random matches under every house-rule variant (each enum value and
  each flipped switch, one at a time; the defaults at the smallest, usual and largest table, the
  variants at the usual one; a few combinations that only matter together), gathering the facts,
  prompts, pile labels, deal labels and notes of every observation, and the refusal of every move
  the acting seat might try (each card in each move form the game uses, and each word move);
* ``written_keys(game)``: the keys written as ``Reason.of("...")`` in the game's engine package
  (covers refusals of option combinations that no valid deal reaches).

Plain Python; the GUI tests phrase what it finds.
"""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Iterator
from enum import Enum
from functools import cache
from pathlib import Path
from typing import Any

from fjols_desktop.engine.errors import FjolsError, Reason
from fjols_desktop.engine.match import Match
from fjols_desktop.engine.registry import get_game
from fjols_desktop.engine.rules import Observation

ENGINE = Path(__file__).resolve().parents[2] / "fjols_desktop" / "engine"
CORE = ("deal_over", "not_your_turn", "not_allowed_now", "card_not_in_hand")


def written_keys(game: str) -> set[str]:
    """The literal keys of ``Reason.of("...")`` in the game's package."""
    keys: set[str] = set()
    for path in (ENGINE / "games" / game).glob("*.py"):
        keys.update(re.findall(r'Reason\.of\(\s*"([a-z0-9_]+)"', path.read_text(encoding="utf-8")))
        keys.update(re.findall(r'_(?:round_error|fail)\([^,]+,\s*[^,]+,\s*"([a-z0-9_]+)"',
                               path.read_text(encoding="utf-8")))
    return keys


def option_variants(game: str) -> Iterator[Any]:
    """The default options, then each enum value and flipped switch on its own."""
    options_type = get_game(game).info.options_type
    base = options_type()
    yield base
    for spec in options_type.specs():
        if spec.type is bool:
            values: tuple[Any, ...] = (not spec.default,)
        elif isinstance(spec.type, type) and issubclass(spec.type, Enum):
            values = tuple(v for v in spec.type if v != spec.default)
        else:
            continue
        for value in values:
            try:
                yield base.replace(**{spec.name: value})
            except FjolsError:
                continue
    yield from _presets(game)


def _presets(game: str) -> tuple[Any, ...]:
    if game == "davoserjas":
        from fjols_desktop.engine.games.davoserjas.rounds import PRESETS
        return tuple(PRESETS.values())
    if game == "durak":  # the variants whose own options only matter together
        options_type = get_game(game).info.options_type
        extra = []
        for variant, more in (("perevodnoy", {"transfer_by_showing_trump": True}),
                              ("perevodnoy", {"transfer_max_cards": "one"}),
                              ("severnyi", {"severnyi_mode": "replace"}), ("prostoy", {"trump_six_exchange": "every_deal"})):
            extra.append(options_type.from_dict({"variant": variant, **more}))
        extra.append(options_type.from_dict({"teams": "2v2"}))
        extra.append(options_type.from_dict({"teams": "3v3"}))
        extra.append(options_type.from_dict({"deck": "24"}))
        return tuple(extra)
    if game == "festudgave":
        options_type = get_game(game).info.options_type
        return (options_type.from_dict({"pass_mode": "free_flow", "deck_mode": "stock"}),
                options_type.from_dict({"scoring": "letters", "word": "PIG"}),
                options_type.from_dict({"end_theme": "spoons", "false_signal": "reject"}))
    return ()


def _candidates(game: str, view: Observation, rules: Any) -> Iterator[str]:
    """Move texts a player might try now: every card of the game in each of its move forms."""
    cards = sorted({str(c) for p in view.piles for c in (*p.cards, *p.covers) if c is not None} | {str(c) for c in view.hand})
    for move in list(view.legal_moves)[:60]:
        yield str(move)
    words = {"durak": ("take", "pass", "done", "decline"), "fjols": ("pickup",), "davoserjas": ("pass",),
             "festudgave": ("take", "signal", "signal 100", "signal 999999", "late")}.get(game, ())
    yield from words
    table = view.pile("table")
    attacks = [str(c) for c in table.cards] if table is not None else []
    for card in cards:
        yield card
        if game == "durak":
            yield f"attack {card}"
            yield f"transfer {card}"
            yield f"show {card}"
            yield f"exchange {card}"
            for attack in attacks + ["6C"]:
                if attack != card:
                    yield f"defend {attack} {card}"
        elif game == "davoserjas":
            yield f"lay {card}"
        elif game == "festudgave":
            yield f"pass {card}"
    if game == "durak":
        hand = [str(c) for c in view.hand]
        for a, b in itertools.pairwise(hand):
            yield f"attack {a} {b}"


def _view_reasons(view: Observation) -> Iterator[Reason]:
    yield from view.facts
    if view.prompt is not None:
        yield view.prompt
    for pile in view.piles:
        if pile.label is not None:
            yield pile.label


def _button_keys(view: Observation) -> set[str]:
    """The labels the action bar would need now: card-less moves and the confirm button's move."""
    from fjols_desktop.gui.i18n import button_key
    from fjols_desktop.gui.move_index import MoveIndex

    if view.phase == "race":  # the race is driven by the players' keys (gui/race.py), not by buttons
        return set()
    index = MoveIndex(view.legal_moves)
    moves = list(index.buttons) + ([index.confirm_sample] if index.needs_confirm and index.confirm_sample else [])
    return {button_key(m) for m in moves}


def _play(game: str, options: Any, seats: int, seed: int, found: dict[str, Reason]) -> None:
    rules = get_game(game).rules
    try:
        match = Match.new(game, seats, options, seed)
    except FjolsError as exc:
        reason = getattr(exc, "reason", None)
        if reason is not None:
            found.setdefault(_sig(reason), reason)
        return
    rng = random.Random(seed)
    for _deal in range(8 if game in ("davoserjas", "festudgave") else 2):
        state = match.start_deal()
        steps = 0
        while not rules.is_over(state) and steps < (4000 if game == "festudgave" else 400):
            steps += 1
            acting = sorted(rules.to_act(state))
            if steps % 5 == 1:
                for seat in range(seats):
                    for reason in _view_reasons(rules.observe(state, seat)):
                        found.setdefault(_sig(reason), reason)
            seat = acting[rng.randrange(len(acting))]
            view = rules.observe(state, seat)
            if steps % 7 == 1 and (game != "festudgave" or steps < 60 or view.phase == "race"):
                others = [s for s in range(seats) if s not in acting]
                texts = list(dict.fromkeys(_candidates(game, view, rules)))
                rng.shuffle(texts)
                for who in (seat, *(others[:1])):
                    for text in texts[:70]:
                        try:
                            move = rules.parse_move(text)
                        except FjolsError:
                            continue
                        reason = rules.explain_illegal(state, who, move)
                        if reason is not None:
                            found.setdefault(_sig(reason), reason)
            legal = view.legal_moves
            if steps % 3 == 1 or view.legal_moves and not view.legal_moves[0].cards:
                found.update({f"button:{k}": Reason.of("button", name=k) for k in _button_keys(view)})
            move = legal[rng.randrange(len(legal))]
            if game == "festudgave":
                move = _collector(view, legal, rng)
            state = rules.apply(state, seat, move)
            for reason in _view_reasons(rules.observe(state, seat)):
                found.setdefault(_sig(reason), reason)
        if not rules.is_over(state):
            return
        for seat in range(seats):
            for reason in _view_reasons(rules.observe(state, seat)):
                found.setdefault(_sig(reason), reason)
        match = match.finish_deal(state)
        result = match.results[-1]
        found.update({f"column:{name}": Reason.of("column", name=name) for name, _ in result.columns})
        for reason in (result.label, *result.notes):
            if reason is not None:
                found.setdefault(_sig(reason), reason)
        if match.is_over():
            return


def _collector(view: Any, legal: Any, rng: random.Random) -> Any:
    """A Festudgaven player that gets to the race: it keeps the rank it holds most of, signals with
    four of a kind (and now and then falsely), and in the race is late one time in five."""
    if view.phase == "race":
        return legal[-1] if rng.random() < 0.2 else legal[rng.randrange(len(legal) - 1)]
    texts = {str(m): m for m in legal}
    if "signal" in texts and (view.signal_cost is None or rng.random() < 0.01):
        return texts["signal"]
    if "take" in texts:
        return texts["take"]
    passes = [m for m in legal if str(m).startswith("pass ")]
    if not passes:
        return legal[rng.randrange(len(legal))]
    count = {r: sum(1 for c in view.hand if c.rank == r) for r in {c.rank for c in view.hand}}
    return min(passes, key=lambda m: (count[m.card.rank], rng.random()))


def _sig(reason: Reason) -> str:
    """One sample per key and word-valued argument (so each specially phrased value is seen)."""
    words = [f"{k}={v}" for k, v in reason.args if isinstance(v, str) and v.isidentifier() and v.islower()]
    return reason.key + "|" + ",".join(words)


@cache
def _played(game: str) -> tuple[Reason, ...]:
    info = get_game(game).info
    found: dict[str, Reason] = {}
    for k, options in enumerate(option_variants(game)):  # every table size with the defaults, else the usual
        sizes = {info.min_seats, info.default_seats, info.max_seats} if k == 0 else {info.default_seats}
        for seats in sorted(sizes):
            _play(game, options, seats, 100 + k * 13 + seats, found)
    return tuple(found.values())


def played_reasons(game: str) -> tuple[Reason, ...]:
    """A sample of every Reason the game produced in seeded random play under every variant."""
    return tuple(r for r in _played(game) if r.key not in ("button", "column"))


def played_buttons(game: str) -> frozenset[str]:
    """The button keys (``i18n.button_key``) the table needed in that play."""
    return frozenset(r.arg("name") for r in _played(game) if r.key == "button")


def played_columns(game: str) -> frozenset[str]:
    """The scoresheet column names of the deal results in that play."""
    return frozenset(r.arg("name") for r in _played(game) if r.key == "column")
