"""Screenshots of the Statistics window and the scorekeeper for docs/screenshots/.

    .venv/bin/python scripts/ledger_screenshots.py [--out docs/screenshots]

A temporary family ledger is filled with seeded Hjerterfri matches (three family members and a
computer player, one evening a week), then the windows are drawn offscreen with the bundled font
and saved as PNG files: ``statistics-by-game.png``, ``statistics-over-time.png``,
``statistics-head-to-head.png`` and ``scorekeeper.png``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def fill(data: Path) -> None:
    from fjols_desktop.engine.match import Match
    from fjols_desktop.store.ledger import Ledger
    from fjols_desktop.store.saves import SavedMatch, SeatInfo
    from tests.store.helpers import play_to_end

    family = (SeatInfo.human("Mormor"), SeatInfo.human("Sofie"), SeatInfo.human("Bjørn"),
              SeatInfo.computer("Astrid", "random"))
    start = datetime(2026, 9, 4, 19, 30, tzinfo=UTC)
    with Ledger(data) as ledger:
        for week in range(14):
            match = Match.new("hearts", 4, seed=100 + week)
            saved = play_to_end(SavedMatch.new(match, family), rng_seed=week)
            when = (start + timedelta(days=7 * week)).strftime("%Y-%m-%dT%H:%M:%SZ")
            ledger.record_match(saved, finished_at=when)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp)
        os.environ["FJOLS_DATA_DIR"] = str(data)
        from PySide6.QtCore import QCoreApplication

        from fjols_desktop.gui.app import create_app
        from fjols_desktop.gui.settings import AppSettings
        from fjols_desktop.gui.widgets.scorekeeper_window import ScorekeeperSetupDialog, ScorekeeperWindow
        from fjols_desktop.gui.widgets.statistics_window import StatisticsWindow

        app = create_app([sys.argv[0]])
        fill(data)
        stats = StatisticsWindow(data)
        stats.resize(900, 560)
        stats.refresh()
        stats.show()
        for tab, name in ((0, "statistics-by-game.png"), (3, "statistics-over-time.png"),
                          (2, "statistics-head-to-head.png")):
            stats.tabs.setCurrentIndex(tab)
            if tab == 3:
                stats.chart_person.setCurrentIndex(stats.chart_person.findText("Sofie"))
            QCoreApplication.processEvents()
            stats.grab().save(str(out / name))
        settings = AppSettings()
        dialog = ScorekeeperSetupDialog(settings)
        dialog.game.setCurrentIndex(dialog.game.findData("davoserjas"))
        dialog.seats.setValue(4)
        for field, person in zip(dialog.names, ("Mormor", "Sofie", "Bjørn", "Karl")):
            field.setText(person)
        keeper = ScorekeeperWindow(data, settings)
        keeper.start(dialog.saved_match(seed=3))
        keeper.confirm = lambda text: True
        for points in ((4, 2, 5, 2), (5, 0, 7, 1), (5, 5, 0, 10)):
            keeper.add_deal(list(points))
        for spin, value in zip(keeper.spins, (6, 0, 0, 6)):
            spin.setValue(value)
        keeper.confirm = lambda text: False
        keeper.add_deal()  # the king of clubs round typed as 12: the warning stays on screen
        keeper.resize(620, 560)
        keeper.show()
        QCoreApplication.processEvents()
        keeper.grab().save(str(out / "scorekeeper.png"))
        keeper.quitting = True   # closed as the app closes it at quit: the sheet is kept, nothing asked
        keeper.close()
        stats.close()
        del app
    print(f"screenshots written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
