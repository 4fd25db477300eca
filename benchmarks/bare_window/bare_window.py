"""The baseline for benchmarks/bundle.py: a bare PySide6 window (a QMainWindow with a label).

``--smoke`` prints ``shown`` from the first event-loop turn after ``show()`` and quits, as
``fjols --smoke`` does (benchmarks/startup.py starts its bare window the same way).
"""

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

app = QApplication(sys.argv)
window = QMainWindow()
window.setCentralWidget(QLabel("Fjols"))
window.resize(1024, 640)
window.show()
if "--smoke" in sys.argv:
    QTimer.singleShot(0, lambda: (print("shown", flush=True), app.quit()))
sys.exit(app.exec())
