"""The baseline for benchmarks/bundle.py: a bare PySide6 window (a QMainWindow with a label).

``--self-test`` shows it and quits from the event loop, like the start of Fjols's own self-test.
"""

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

app = QApplication(sys.argv)
window = QMainWindow()
window.setCentralWidget(QLabel("Fjols"))
window.resize(1024, 640)
window.show()
if "--self-test" in sys.argv:
    QTimer.singleShot(0, app.quit)
sys.exit(app.exec())
