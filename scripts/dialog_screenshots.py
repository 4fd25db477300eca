"""Take the screenshots of the house-rules dialogs, the Rules windows and the deal review for
``docs/screenshots`` (offscreen, with the bundled font, the same on every machine):

    .venv/bin/python scripts/dialog_screenshots.py [--out docs/screenshots]

* ``house-rules-davoserjas.png``: Davoserjas' own round list being edited (a round added and priced);
* ``house-rules-durak.png``: Durak's rules with a family preset chosen;
* ``rules-davoserjas.png`` / ``rules-durak.png``: the Rules window (F1) with those house rules marked;
* ``deal-review.png``: a finished Hjerterfri deal (medium players) half-way through its review, every
  hand shown, each move with the player's reason.

Settings and presets go to a temporary folder; nothing of the user's is read or written.
"""

from __future__ import annotations

import argparse
import atexit
import os
import random
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    scratch = Path(tempfile.mkdtemp(prefix="fjols-shots-"))
    atexit.register(shutil.rmtree, scratch, True)   # nothing left behind
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["FJOLS_DATA_DIR"] = str(scratch)  # settings and presets in the scratch folder

    from fjols_desktop.engine.match import Match
    from fjols_desktop.gui.advice import advise
    from fjols_desktop.gui.app import create_app
    from fjols_desktop.gui.review import DealRecord
    from fjols_desktop.gui.widgets.house_rules_dialog import HouseRulesDialog
    from fjols_desktop.gui.widgets.review_dialog import DealReviewDialog
    from fjols_desktop.gui.widgets.rules_dialog import RulesDialog
    from fjols_desktop.store.settings import PresetStore

    app = create_app([sys.argv[0]])
    store = PresetStore(scratch / "config")

    def save(widget, name: str) -> None:
        widget.show()
        for _ in range(5):
            app.processEvents()
        widget.grab().save(str(out / name))
        print(out / name)

    # Davoserjas: the family's own round list, a round of black cards added after the queens
    davoserjas = HouseRulesDialog("davoserjas", {}, 4, store=store)
    form = davoserjas.form
    rounds = form.composite("rounds")
    rounds.select(rounds.row_of("queens"))
    rounds.add()
    rounds.form.editor("name").set_value("Sorte kort")
    rounds.form.editor("cards").add("C S", 2)
    davoserjas.save_preset("Mormors seksdagesløb")
    form.tabs.setCurrentIndex(0)     # the "Rounds" tab
    davoserjas.resize(1000, 900)
    save(davoserjas, "house-rules-davoserjas.png")
    rules = RulesDialog("davoserjas", davoserjas.result_options())
    rules._jump("#option-custom_rounds")
    save(rules, "rules-davoserjas.png")

    # Durak: a preset for the winter holidays: throw in from the start, passing the attack on
    durak = HouseRulesDialog("durak", {}, 4, store=store)
    form = durak.form
    form.editor("variant").set_value("perevodnoy")
    form.editor("throw_in_timing").set_value("anytime")
    form.editor("match_length").set_value(10)
    form.changed.emit()
    durak.save_preset("Vinterferie")
    form.tabs.setCurrentIndex(form._page_of["variant"])
    durak.resize(900, 560)
    save(durak, "house-rules-durak.png")
    rules = RulesDialog("durak", durak.result_options())

    save(rules, "rules-durak.png")

    # a finished Hjerterfri deal between medium players, reviewed half-way, with their reasons
    match = Match.new("hearts", 4, seed=7)
    rules, player = match.game.rules, match.game.player("medium")
    state = initial = match.start_deal()
    moves, reasons = [], {}
    while not rules.is_over(state):
        seat = min(rules.to_act(state))
        advice = advise(player, rules.observe(state, seat), random.Random(f"7:{len(moves)}"))
        reasons[len(moves)] = advice.reason
        state = rules.apply(state, seat, advice.move)
        moves.append((seat, str(advice.move)))
    record = DealRecord("hearts", match.options, ("Sofie", "Bjørn", "Åse", "Karl"), match.seed, 0, match.dealer,
                        initial, tuple(moves), reasons)
    review = DealReviewDialog(record, animations=False)
    review.resize(1280, 800)
    review.show()
    review.show_step(22)
    save(review, "deal-review.png")


if __name__ == "__main__":
    main()
