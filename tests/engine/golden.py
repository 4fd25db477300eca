"""Golden moves: what every computer level of every game plays on fixed deals, recorded once.

A golden file (``tests/engine/golden/<name>.json``) pins one table configuration of one game (the
complete house-rules dict, the number of players, the deal seeds, the fixed search budget) and, for
each deal, every decision as ``"<seat> <move> | <reason>"`` (the move's canonical text and the
advice's reason key with its arguments), plus for Festudgaven the race reaction times each level
draws. ``tests/engine/test_golden_moves.py`` plays the same deals again and compares decision by
decision, so a restructuring of the computer players that changes any move or reason fails there.

The levels sit round the table in turn: deal ``i`` seats level ``LEVELS[(i + s) % 4]`` in seat
``s``, so every level plays in every seat over the deals. The levels are built from the game's own
level table (``Game.level(key)``), the shipped factories; only the hard level is rebuilt from the
same class with a fixed amount of work, ``seconds=None, playouts=N, wall=None``, because its shipped
budget is CPU time and so depends on the machine. Those three keywords are the search budget every
hard player takes (``engine/search.py``); with ``seconds=None`` the players that also search a
second phase (Hjerterfri's passes, Durak's two-player endgame) use the fixed budget there too.

The files are regenerated deliberately, when a change of moves is intended (a rules change, a new
version of a level), and the diff is reviewed like code:

    .venv/bin/python -m tests.engine.golden            # every file
    .venv/bin/python -m tests.engine.golden durak-2p   # one file (names as in CONFIGS)
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fjols_desktop.engine.players import Player, advise
from fjols_desktop.engine.registry import get_game
from fjols_desktop.engine.rules import MatchContext

GOLDEN_DIR = Path(__file__).with_name("golden")
LEVELS = ("random", "easy", "medium", "hard")


@dataclass(frozen=True)
class Config:
    """One golden table: ``game`` at ``seats`` players with ``options`` (overrides of the defaults;
    the file stores the complete dict), ``deals`` deals from ``seed`` on, the hard level at
    ``playouts`` playouts per decision."""

    name: str
    game: str
    seats: int
    deals: int
    playouts: int
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 1


# Configurations recorded before the seed readings of Durak and Hjerterfri landed; Hjerterfri keeps
# hearts broken by any heart (its default then), so the recorded moves still hold. Each file can be
# regenerated on its own.
CONFIGS = (
    Config("hearts", "hearts", 4, 50, 40, {"hearts_broken_by": "any_heart"}),
    Config("durak", "durak", 3, 20, 30),
    Config("durak-4p", "durak", 4, 15, 30),
    Config("durak-2p", "durak", 2, 20, 30),
    Config("fjols", "fjols", 3, 30, 40),
    Config("fjols-4p", "fjols", 4, 20, 40),
    Config("festudgave", "festudgave", 5, 50, 60),
    Config("davoserjas", "davoserjas", 4, 50, 40),
    Config("fool", "fool", 5, 50, 30),
)
REACTIONS = 12   # race reaction times recorded per level (Festudgaven)


def config(name: str) -> Config:
    for c in CONFIGS:
        if c.name == name:
            return c
    raise KeyError(f"no golden configuration {name!r}; choose from {[c.name for c in CONFIGS]}")


def lineup(deal: int, seats: int) -> tuple[str, ...]:
    return tuple(LEVELS[(deal + s) % len(LEVELS)] for s in range(seats))


def make_player(game_id: str, level: str, playouts: int) -> Player:
    """The shipped level, the hard one with a fixed budget instead of CPU time."""
    shipped = get_game(game_id).player(level)
    if level != "hard":
        return shipped
    player: Player = type(shipped)(seconds=None, playouts=playouts, wall=None)  # type: ignore[call-arg]
    return player


def header(c: Config) -> dict[str, Any]:
    """The pinned configuration as stored in the file: complete options, players, budget."""
    game = get_game(c.game)
    options = game.info.options_type.from_dict(c.options)
    return {"game": c.game, "players": c.seats, "options": options.to_dict(), "deals": c.deals,
            "seed": c.seed, "hard": {"seconds": None, "playouts": c.playouts, "wall": None},
            "levels": list(LEVELS)}


def play(pinned: dict[str, Any], deal: int) -> list[str]:
    """Every decision of deal ``deal`` of the pinned configuration, as ``"<seat> <move> | <reason>"``."""
    game = get_game(pinned["game"])
    rules = game.rules
    seats = pinned["players"]
    options = game.info.options_type.from_dict(pinned["options"])
    seed = pinned["seed"]
    playouts = pinned["hard"]["playouts"]
    table = lineup(deal, seats)
    players = [make_player(pinned["game"], level, playouts) for level in table]
    rngs = [random.Random(f"golden:{seed}:{deal}:seat:{s}") for s in range(seats)]
    state = rules.new_deal(options, seats, deal % seats, random.Random(f"golden:{seed}:deal:{deal}"),
                           context=MatchContext(number=rules.deal_number(options, seats, deal)))
    out: list[str] = []
    limit = rules.move_bound(options, seats)
    while not rules.is_over(state):
        if len(out) >= limit:
            raise RuntimeError(f"{pinned['game']} deal {deal} not over after {limit} moves")
        seat = min(rules.to_act(state))
        advice = advise(players[seat], rules.observe(state, seat), rngs[seat])
        state = rules.apply(state, seat, advice.move)
        out.append(f"{seat} {advice.move} | {advice.reason}")
    return out


def reactions(pinned: dict[str, Any]) -> dict[str, list[int]]:
    """For a game with a realtime race: each level's first reaction times from a fixed generator."""
    game = get_game(pinned["game"])
    options = game.info.options_type.from_dict(pinned["options"])
    out: dict[str, list[int]] = {}
    for level in LEVELS:
        player = make_player(pinned["game"], level, pinned["hard"]["playouts"])
        react = getattr(player, "reaction_ms", None)
        if react is not None:
            rng = random.Random(f"golden:reaction:{level}")
            out[level] = [react(options, rng) for _ in range(REACTIONS)]
    return out


def record(c: Config) -> dict[str, Any]:
    pinned = header(c)
    result: dict[str, Any] = dict(pinned)
    reacts = reactions(pinned)
    if reacts:
        result["reactions"] = reacts
    result["moves"] = [{"deal": d, "table": list(lineup(d, c.seats)), "decisions": play(pinned, d)}
                       for d in range(c.deals)]
    return result


def write(c: Config) -> Path:
    """Record ``c`` and write its file: the header pretty-printed, each deal on one line."""
    data = record(c)
    moves = data.pop("moves")
    text = json.dumps(data, indent=1, ensure_ascii=False)
    lines = ",\n".join("  " + json.dumps(m, ensure_ascii=False) for m in moves)
    text = text[:-2] + ',\n "moves": [\n' + lines + "\n ]\n}\n"
    path = GOLDEN_DIR / f"{c.name}.json"
    path.parent.mkdir(exist_ok=True)
    path.write_text(text, encoding="utf-8")
    json.loads(path.read_text(encoding="utf-8"))   # the hand-made layout is still JSON
    return path


def load(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((GOLDEN_DIR / f"{name}.json").read_text(encoding="utf-8"))
    return data


def main(argv: Sequence[str]) -> int:
    names = list(argv) or [c.name for c in CONFIGS]
    for name in names:
        print(write(config(name)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
