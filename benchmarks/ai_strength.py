"""Strength of the computer levels (issue 8): a match per pair of neighbouring levels in every game,
and for Hjerterfri a panel of the hard level against three copies of each of three opponents.

    python benchmarks/ai_strength.py [--game hearts] [--pairs hard-medium] [--games 200] [--tournament 0]
                                     [--panel 200] [--opponents duck,medium,sparring] [--partner PATH]
                                     [--partner-worlds 250] [--hard trust=0,moon=safe] [--seed 1] [--jobs 2]

* Pairings (the target's "per pairing"): ``random-easy``, ``easy-medium`` and ``medium-hard`` each
  play a duplicate match at the game's usual table through ``fjols_desktop.tournament``: the two
  levels alternate round the table (hard-medium-hard-medium) and every deal is replayed with the
  seats turned, so each level holds every hand. Every table is one game, won by the level whose
  seats scored better on average (``games``; a tie counts half): ``--games 200`` at four seats is
  400 games per pairing. The gap is the Elo of that win rate (``elo_games``; one virtual draw). The
  seat-by-seat duplicate Elo (``elo``) is printed beside it: in the games with one loser most seat
  comparisons are ties that carry no information, so it understates every gap there.
* ``--tournament N``: also the all-levels tournament (``easy,medium,hard,random``) over N deals.
* The Hjerterfri panel (issue 26): hard in one seat and three copies of one opponent in the others,
  every deal played four times with hard in each seat (``--panel 200`` = 800 hands per opponent).
  The opponents: ``duck`` (``DuckPlayer``, the beginner), ``medium`` (the shipped level) and
  ``sparring``, an outside determinized Monte-Carlo player with ducking playouts and card memory
  that nobody here wrote, loaded from ``--partner`` (default: the file ``hearts_pimc.py`` in the
  team's shared folder of outside opponents (``PARTNER``), beside the repository or one of the
  folders above it; it is not part of the repository, and the panel skips it with a message when
  there is none) at ``--partner-worlds`` worlds per decision.
  The table plays the partner's rules: four players, no passing, the two of clubs leads, no points
  in the first trick, hearts broken by any heart played and by Q♠, the others get 26 for a moon
  (``PANEL_OPTIONS``). The partner sees what its seat sees: its arguments are built from the seat's
  ``HeartsObservation``. Reported: hard's points minus the mean of the other three per hand, with
  one standard error over the deals (the four tables of a deal averaged first); targets -1.0 against
  the sparring partner, -5.0 against medium and against the duckers (``strength_met``), hard's
  decisions at most 200 ms at the median and 400 ms at the 95th percentile (``latency_met``);
  ``met`` asks both and at least 800 hands (``--panel 200``). ``per_deal`` lists hard's figure for
  each deal (the mean of its four tables) in deal order, so two runs on the same seed can be
  compared deal by deal (a paired difference).
* ``--hard KEY=VALUE,...`` plays the panel with the hard level built with those settings
  (``HardPlayer``'s keyword arguments, e.g. ``trust=0,moon=safe,rollout=plain,deal=1``) instead of
  the shipped one, to measure a variant on the same deals; its version names the settings.

The machine's load average is printed too: the hard level searches for a fixed CPU time with a cap
on real time, so a very busy machine makes it weaker. The last line printed is one JSON object.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import random
import sys
import time
from functools import lru_cache, partial
from itertools import pairwise
from pathlib import Path
from types import ModuleType
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fjols_desktop.engine.cards import cards_of
from fjols_desktop.engine.games.hearts.ai import LEVELS, DuckPlayer, HardPlayer
from fjols_desktop.engine.games.hearts.rules import PLAYS
from fjols_desktop.engine.games.hearts.state import HEARTS_MASK, PLAY, QS_BIT
from fjols_desktop.engine.games.hearts.view import HeartsObservation
from fjols_desktop.engine.players import Level
from fjols_desktop.engine.registry import GAMES, get_game
from fjols_desktop.engine.rules import Move, Observation
from fjols_desktop.tournament import tournament

DUCK = Level("duck", "duck", "issue-8", DuckPlayer)
PARTNER = Path("shared") / "opponents" / "hearts_pimc.py"
PANEL_OPTIONS = {"pass_count": 0, "hearts_broken_by": "any_heart", "queen_breaks_hearts": True}
PANEL_TARGETS = {"sparring": -1.0, "medium": -5.0, "duck": -5.0}
PANEL_HANDS = 800                      # the fewest hands a panel's figure counts for its target
PANEL_LATENCY = {"median_ms": 200.0, "p95_ms": 400.0}    # hard's decisions, forced moves included


def find_partner() -> Path | None:
    """The sparring partner's file beside the repository or one of the folders above it."""
    for folder in Path(__file__).resolve().parents[1:]:
        if (folder / PARTNER).is_file():
            return folder / PARTNER
    return None


@lru_cache(maxsize=2)
def load_partner(path: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location("hearts_sparring_partner", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def to_partner(index: int) -> int:
    """Our card index (suit * 13 + rank - 2) as the partner's id (rank * 4 + suit)."""
    return index % 13 * 4 + index // 13


def from_partner(card: int) -> int:
    return card % 4 * 13 + card // 4


class SparringPlayer:
    """The sparring partner in one seat, asked with what that seat's observation shows: its legal
    cards and hand, the trick and its leader, the points taken so far, whether hearts are broken,
    whether this is the first trick, the cards played, the hand sizes and the voids shown. A fresh
    partner per decision, seeded from the seat's generator, so a panel repeats exactly."""

    level = "sparring"

    def __init__(self, path: str, worlds: int) -> None:
        self.module = load_partner(path)
        self.worlds = worlds

    def choose(self, view: Observation, rng: random.Random) -> Move:
        assert isinstance(view, HeartsObservation) and view.phase_id == PLAY, "the panel has no passing and no moon choice"
        legal = [to_partner(m.cards[0].index) for m in view.legal_moves]
        if len(legal) == 1:
            return view.legal_moves[0]
        partner = self.module.PIMC(rng.getrandbits(32), budget_s=3600.0, max_worlds=self.worlds)
        points = [(m & HEARTS_MASK).bit_count() + (13 if m & QS_BIT else 0) for m in view.taken]
        voids = [[bool(v >> suit & 1) for suit in range(4)] for v in view.voids]
        card = partner.choose(view.seat, legal, [to_partner(c.index) for c in cards_of(view.hand_mask)],
                              [to_partner(i) for i in view.trick], view.leader, points, view.broken,
                              view.trick_no == 1, view.played, list(view.hand_sizes), voids)
        return PLAYS[from_partner(card)]


def hard_settings(spec: str) -> dict[str, Any]:
    """``--hard``'s ``KEY=VALUE,...`` as keyword arguments: numbers and words as they read, 0/1
    for the switches that are booleans."""
    out: dict[str, Any] = {}
    for item in filter(None, spec.split(",")):
        key, _, text = item.partition("=")
        value: Any = text
        if key in ("read", "deal"):
            value = text not in ("0", "false", "no")
        elif key in ("guard", "prune", "solve", "endsolve"):
            value = int(text)
        elif key in ("trust", "seconds", "wall", "pass_seconds", "doubt", "z", "think", "thinkers", "margin", "tell"):
            value = float(text)
        out[key] = value
    HardPlayer(**out)           # refuses an unknown setting before the panel starts
    return out


def row_of(report: dict[str, Any]) -> dict[str, Any]:
    return {"deals": report["deals"], "tables": len(report["tables"]), "elo_games": report["elo_games"],
            "elo": report["elo"], "results": report["results"],
            "games": {k: {x: v[x] for x in ("games", "wins", "losses", "ties", "win_rate")}
                      for k, v in report["games"].items()},
            "decisions": report["decisions"]}


def panel(name: str, args: argparse.Namespace) -> dict[str, Any] | None:
    """Hard against three copies of ``name`` on the partner's rules, or None (with a message) when
    the sparring partner's file is missing."""
    extra = {"duck": DUCK}
    if args.hard:
        settings = hard_settings(args.hard)
        extra["hard"] = Level("hard", "hard", f"{LEVELS['hard'].version}+{args.hard}", partial(HardPlayer, **settings))
    if name == "sparring":
        path = Path(args.partner) if args.partner else find_partner()
        if path is None or not path.is_file():
            print(f"The sparring partner ({args.partner or PARTNER}) is not here: its panel is skipped.",
                  file=sys.stderr, flush=True)
            return None
        extra[name] = Level(name, name, f"{path.name}@{args.partner_worlds}",
                            partial(SparringPlayer, str(path), args.partner_worlds))
    elif name not in ("duck", "medium"):
        raise SystemExit(f"no panel opponent {name!r}: choose from duck, medium, sparring")
    load = os.getloadavg()
    report = tournament("hearts", [], args.panel, args.seed, options=PANEL_OPTIONS,
                        lineup=["hard", name, name, name], extra=extra, jobs=args.jobs)
    hard = report["results"]["hard"]
    target = PANEL_TARGETS[name]
    times = report["decisions"]["hard"]
    strong = hard["mean_relative"] <= target
    quick = all(times[k] <= limit for k, limit in PANEL_LATENCY.items())
    return {"hands": hard["hands"], "hard_relative": hard["mean_relative"], "stderr": hard["stderr"],
            "hard_points": hard["mean_points"], "opponent_points": report["results"][name]["mean_points"],
            "target": target, "strength_met": strong, "latency_met": quick,
            "met": strong and quick and hard["hands"] >= PANEL_HANDS, "hard_version": hard["version"],
            "opponent_version": report["results"][name]["version"], "seed": args.seed,
            "decisions": report["decisions"], "seconds": report["seconds"], "settings": args.hard or "",
            "per_deal": report["per_deal"]["hard"],
            "load_average": [round(x, 2) for x in load], "load_average_after": [round(x, 2) for x in os.getloadavg()]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", help="one game (default: every registered game)")
    parser.add_argument("--pairs", help="comma-separated pairings to play, e.g. medium-hard (default: all)")
    parser.add_argument("--games", type=int, default=200, help="duplicate deals per pairing")
    parser.add_argument("--tournament", type=int, default=0, help="deals of the all-levels tournament (0: skip)")
    parser.add_argument("--panel", type=int, default=200,
                        help="Hjerterfri: deals of each panel, four hands each (0: skip)")
    parser.add_argument("--opponents", default="duck,medium,sparring", help="the panel's opponents")
    parser.add_argument("--partner", help="the sparring partner's file (default: found beside the repository)")
    parser.add_argument("--partner-worlds", type=int, default=250, help="the sparring partner's worlds per decision")
    parser.add_argument("--hard", default="", help="the panel's hard level with these settings (KEY=VALUE,...)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    games = [get_game(args.game)] if args.game else list(GAMES)
    wanted = set(args.pairs.split(",")) if args.pairs else None
    load_before = os.getloadavg()
    started = time.perf_counter()
    out: dict[str, Any] = {"benchmark": "ai_strength", "results": {}}
    for game in games:
        gid = game.info.id
        order = ["random"] + [k for k in ("easy", "medium", "hard") if k in game.levels]
        rows = out["results"].setdefault(gid, {})
        for lower, upper in pairwise(order):
            pair = f"{lower}-{upper}"
            if not args.games or (wanted and pair not in wanted):
                continue
            report = tournament(gid, [upper, lower], args.games, args.seed, jobs=args.jobs)
            row = {"gap": round(report["elo_games"][upper] - report["elo_games"][lower], 1),
                   "gap_seat_duplicate": round(report["elo"][upper] - report["elo"][lower], 1),
                   "target": 100, **row_of(report)}
            row["met"] = row["gap"] >= 100
            print(json.dumps({"game": gid, "pairing": pair, **row}), flush=True)
            rows[pair] = row
        if args.tournament and len(order) > 1:
            report = tournament(gid, order[1:] + ["random"], args.tournament, args.seed, jobs=args.jobs)
            rows["tournament"] = row_of(report)
            print(json.dumps({"game": gid, "tournament": rows["tournament"]}), flush=True)
        if gid == "hearts" and args.panel and "hard" in game.levels:
            for name in args.opponents.split(","):
                row = panel(name, args)
                if row is not None:
                    print(json.dumps({"game": "hearts", "panel": name, **row}), flush=True)
                    rows[f"versus_{name}"] = row
    out.update({"seconds": round(time.perf_counter() - started, 1), "jobs": args.jobs,
                "load_average_before": [round(x, 2) for x in load_before],
                "load_average_after": [round(x, 2) for x in os.getloadavg()], "cpus": os.cpu_count()})
    print(json.dumps({**out, "summary": {g: {k: v["gap"] for k, v in r.items() if "gap" in v}
                                         for g, r in out["results"].items()}}))


if __name__ == "__main__":
    main()
