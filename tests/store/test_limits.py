"""Every limit on a file Fjols reads, run against the largest document of that kind the app can write.

``LARGEST`` names, for each ``Limits`` in ``store/limits.py``, a builder of the largest document the
writers allow (their caps, every game at its most seats, the longest names, the largest house-rule
sets, a deal at the game's ``move_bound`` with the longest move texts). A limit added without a
builder here fails ``test_every_limit_has_its_largest_document``. Each document must be read with
headroom: at most half the reader's values and bytes are used, and two levels of nesting are spare.

The real documents are built too: the largest house-rule set of every game (generated from its
declarations, ``house_rules_gen.largest_options``) goes through the real writers and readers.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from fjols_desktop.engine.match import Match
from fjols_desktop.engine.registry import GAMES, get_game
from fjols_desktop.gui.settings import PREFERENCES_FORMAT, AppSettings
from fjols_desktop.store import limits
from fjols_desktop.store.errors import StoreError
from fjols_desktop.store.jsonfile import Limits, Shape, dump_document, envelope, parse_document
from fjols_desktop.store.ledger import Ledger
from fjols_desktop.store.saves import SavedMatch, SaveSlot, SeatInfo
from fjols_desktop.store.settings import AppSettings as StoreSettings
from fjols_desktop.store.settings import PresetStore, SettingsStore

from .house_rules_gen import largest_options, shipped_presets

LONGEST_NAME = "👩\u200d👧" * 13 + "Å"  # 40 characters, 4 bytes for most


@functools.cache
def options_at_the_cap() -> dict[str, Any]:
    """A house-rule set at the writers' caps (``limits.options_problem`` lets no larger one through):
    nested as deep as allowed, with a text as long as allowed, as many values as allowed."""
    deep: Any = "x" * limits.OPTIONS_MAX_STRING
    for _ in range(limits.OPTIONS_MAX_DEPTH - 1):
        deep = [deep]
    doc: dict[str, Any] = {"deep": deep}
    room = limits.OPTIONS_MAX_NODES - Shape.of(doc).nodes
    doc.update({f"k{n:04d}": "y" * 24 for n in range(room // 2)})  # a key and a text: two values each
    shape = Shape.of(doc)
    assert shape.depth == limits.OPTIONS_MAX_DEPTH and limits.OPTIONS_MAX_NODES - 2 < shape.nodes
    assert shape.nodes <= limits.OPTIONS_MAX_NODES and len(dump_document(doc)) <= limits.OPTIONS_MAX_BYTES
    return doc


def largest_real_options() -> list[Any]:
    return [largest_options(g.info.options_type, g.info.id) for g in GAMES]


@functools.cache
def longest_deal() -> int:
    """The most moves one deal of any game may have, at any table size, default or largest rules."""
    most = 0
    for game in GAMES:
        info = game.info
        for options in (info.options_type(), largest_options(info.options_type, info.id),
                        *shipped_presets(info.id).values()):
            for seats in range(info.min_seats, info.max_seats + 1):
                try:
                    options.check(seats)
                except ValueError:
                    continue
                most = max(most, game.rules.move_bound(options, seats))
    return most


def seat_dicts(n: int) -> list[dict[str, Any]]:
    return [{"name": LONGEST_NAME, "kind": "computer", "level": "medium", "person": None} for _ in range(n)]


def largest_save() -> dict[str, Any]:
    """A save at every writer cap (``SavedMatch.full`` ends the match there) plus one deal at its
    longest, at 13 seats, with house rules at the cap and the longest names."""
    seats = 13
    result = {"points": [-limits.MAX_DEALS * 1000] * seats, "fools": list(range(seats)),
              "winners": list(range(seats)), "label": {"key": "x" * 64, "args": {f"a{i}": "y" * 200 for i in range(16)}},
              "columns": [], "notes": []}
    body = {"uid": "u" * 64, "mode": "table", "started_at": "2026-12-01T18:30:05Z", "game": "festudgave",
            "seats": seat_dicts(seats), "flags": {"undo": [True] * seats, "hints": [True] * seats},
            "match": {"game": "festudgave", "options": options_at_the_cap(), "seats": seats, "seed": 2**63 - 1,
                      "first_dealer": 12, "dealers": [], "results": []},
            "deals": [], "moves": []}
    doc = envelope("fjols-save", 1, body)
    move = [12, "m" * limits.MAX_MOVE_TEXT]
    deal = [move] * 200
    head = Shape.of(doc).nodes, len(dump_document(doc))
    body["deals"], body["match"]["dealers"], body["match"]["results"] = [deal], [0], [result]
    per_deal = Shape.of(doc).nodes - head[0], len(dump_document(doc)) - head[1]
    # finished deals until the first cap is reached (the writer then ends the match) ...
    count = min(limits.SAVE_WRITE_MAX_DEALS, 1 + max((limits.SAVE_WRITE_MAX_NODES - head[0]) // per_deal[0],
                                                     (limits.SAVE_WRITE_MAX_BYTES - head[1]) // per_deal[1]))
    body["deals"], body["match"]["dealers"], body["match"]["results"] = [deal] * count, [0] * count, [result] * count
    body["moves"] = [move] * longest_deal()  # ... and the deal in progress at its longest
    return doc


def largest_table(game: Any) -> dict[str, Any]:
    return {"game": game.info.id, "options": options_at_the_cap(),
            "seats": [{"name": LONGEST_NAME, "human": False, "level": "medium"}] * game.info.max_seats}


def largest_preferences() -> dict[str, Any]:
    values: dict[str, Any] = {f"tables/game{n}": largest_table(GAMES[n % len(GAMES)]) for n in range(limits.MAX_GAMES)}
    values.update({"window/geometry": "ab" * (limits.MAX_BLOB_TEXT // 2), "window/state": "cd" * (limits.MAX_BLOB_TEXT // 2),
                   "export/folder": "/" + "å" * (limits.MAX_PATH_TEXT - 1), "tables/last_game": "davoserjas",
                   "ui/language": "nb", "display/four_colour": True, "play/pace_ms": 1400})
    values.update({f"comfort/field{n}": "x" * 40 for n in range(30)})
    return envelope(PREFERENCES_FORMAT, 1, {"values": values})


def largest_presets() -> dict[str, Any]:
    """As many presets as the store writes (``PresetStore._commit`` refuses past its caps)."""
    entry = {"name": LONGEST_NAME, "options": options_at_the_cap()}
    one = Shape.of(entry).nodes + 1, len(dump_document(entry))
    count = 1 + min(limits.PRESETS_WRITE_MAX_NODES // one[0], limits.PRESETS_WRITE_MAX_BYTES // one[1])
    games = {f"game{g}": [entry] * (count // limits.MAX_GAMES + (g < count % limits.MAX_GAMES))
             for g in range(limits.MAX_GAMES)}
    return envelope("fjols-presets", 1, {"games": games})  # past the store's caps: larger than any it writes


def largest_preset_file() -> dict[str, Any]:
    return envelope("fjols-preset", 1, {"game": "davoserjas", "name": LONGEST_NAME, "options": options_at_the_cap()})


def largest_settings() -> dict[str, Any]:
    settings = StoreSettings().to_dict()
    settings.update({"window_state": "x" * 8000, "last_game": "davoserjas"})
    return envelope("fjols-settings", 1, {"settings": settings})


def largest_ledger_cell() -> Any:
    return [[12, "m" * limits.MAX_MOVE_TEXT] for _ in range(longest_deal())]


LARGEST: dict[str, Callable[[], Any]] = {
    "SAVE_LIMITS": largest_save, "PREFERENCES_LIMITS": largest_preferences, "PRESETS_LIMITS": largest_presets,
    "PRESET_FILE_LIMITS": largest_preset_file, "SETTINGS_LIMITS": largest_settings,
    "LEDGER_CELL_LIMITS": largest_ledger_cell,
}


def test_every_limit_has_its_largest_document() -> None:
    declared = {name for name, value in vars(limits).items() if isinstance(value, Limits)}
    assert declared == set(LARGEST)


@pytest.mark.parametrize("name", sorted(LARGEST))
def test_the_largest_document_is_read_with_room_to_spare(name: str) -> None:
    limit: Limits = getattr(limits, name)
    doc = LARGEST[name]()
    data = dump_document(doc)
    assert parse_document(data, limit, StoreError) == doc
    shape = Shape.of(doc)
    assert 2 * shape.nodes <= limit.max_nodes and 2 * len(data) <= limit.max_bytes
    assert shape.depth + 2 <= limit.max_depth and shape.longest_string <= limit.max_string


def test_a_save_reads_its_longest_lists() -> None:
    assert limits.MAX_DEALS >= 2 * limits.SAVE_WRITE_MAX_DEALS
    for game in GAMES:  # every move text a game writes fits the reader's limit, with room
        assert max(len(str(m)) for m in sample_moves(game)) * 3 <= limits.MAX_MOVE_TEXT


def sample_moves(game: Any) -> list[Any]:
    import random

    rules, info = game.rules, game.info
    moves: list[Any] = []
    for seed in range(6):
        match = Match.new(info.id, info.max_seats if seed % 2 else info.min_seats, seed=seed)
        state = match.start_deal()
        rng = random.Random(seed)
        while not rules.is_over(state):
            seat = min(rules.to_act(state))
            legal = rules.legal_moves(state, seat)
            moves.extend(legal[i] for i in range(min(len(legal), 50)))
            state = rules.apply(state, seat, legal[rng.randrange(len(legal))])
    return moves


# --- the real writers with the largest real house rules ---------------------------------------------------

@pytest.mark.parametrize("game_id", [g.info.id for g in GAMES])
def test_the_largest_real_house_rules_go_through_every_writer_and_reader(tmp_path: Path, game_id: str) -> None:
    game = get_game(game_id)
    info = game.info
    options = largest_options(info.options_type, game_id)
    seats = next(n for n in range(info.max_seats, info.min_seats - 1, -1) if _fits(options, n))
    saved = SavedMatch.new(Match.new(game_id, seats, options, seed=1), [SeatInfo.human(LONGEST_NAME[:38] + str(n))
                                                                         for n in range(seats)])
    SaveSlot(tmp_path).write(saved)
    assert SaveSlot(tmp_path).load().saved == saved
    settings = AppSettings(tmp_path / "preferences.json")
    settings.set_table(game_id, {"game": game_id, "options": options.to_dict(),
                                 "seats": [{"name": s.name, "human": True, "level": "random"} for s in saved.seats]})
    again = AppSettings(tmp_path / "preferences.json")
    assert again.problems == () and again.table(game_id)["options"] == options.to_dict()
    store = PresetStore(tmp_path)
    store.save(game_id, LONGEST_NAME, options)
    store.export(game_id, LONGEST_NAME, tmp_path / "shared.json")
    assert PresetStore.read_preset_file(tmp_path / "shared.json")[2] == options
    assert PresetStore(tmp_path).get(game_id, LONGEST_NAME) == options
    with Ledger(tmp_path) as ledger:
        ledger.record_match(saved, finished=False)
        assert ledger.read_matches(include_unfinished=True).entries[0].house_rules == options.to_dict()
    assert SettingsStore(tmp_path).problems == ()


def _fits(options: Any, seats: int) -> bool:
    try:
        options.check(seats)
    except ValueError:
        return False
    return True


def test_davoserjas_round_list_at_its_longest_is_generated() -> None:
    options = largest_options(get_game("davoserjas").info.options_type, "davoserjas")
    assert len(options.rounds) == 30 and max(len(r.cards) for r in options.rounds) >= 6
    assert Shape.of(options.to_dict()).depth == 5
    assert limits.options_problem(options) is None
