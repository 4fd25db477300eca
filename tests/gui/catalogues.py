"""Reading and filling Qt Linguist catalogues (.ts) in tests, and finding cut-off texts.

``untranslated(ts)`` lists every message that is not finished (``type="unfinished"``, an empty
translation, or an empty plural form); ``filled_copy`` writes a copy with every message translated
by a function (a stand-in for the translators' work, to test what the app does with a whole
catalogue); ``compile_ts`` runs ``pyside6-lrelease``. ``cut_off(widget)`` lists the labels, check
boxes, radio buttons and push buttons shown smaller than their text needs.
"""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from pathlib import Path

from PySide6.QtWidgets import QCheckBox, QLabel, QPushButton, QRadioButton, QTabWidget, QWidget

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from build_translations import lrelease_command

GONE = ("obsolete", "vanished")


def messages(ts: Path) -> Iterator[tuple[str, ET.Element]]:
    """(context name, message element) for every message still in the code."""
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") not in GONE:
                yield name, message


def _label(context: str, message: ET.Element) -> str:
    return f"{context}: {message.findtext('source')!r}"


def untranslated(ts: Path) -> list[str]:
    """Every source string of ``ts`` without a finished translation, as "context: 'source'"."""
    missing = []
    for context, message in messages(ts):
        translation = message.find("translation")
        if translation is None or translation.get("type") == "unfinished":
            missing.append(_label(context, message))
        elif message.get("numerus") == "yes":
            forms = translation.findall("numerusform")
            if not forms or any(not (form.text or "").strip() for form in forms):
                missing.append(_label(context, message))
        elif not (translation.text or "").strip():
            missing.append(_label(context, message))
    return missing


def filled_copy(source: Path, target: Path, translate: Callable[[str, str], str]) -> Path:
    """``source`` with every message translated as ``translate(context, text)`` (finished)."""
    tree = ET.parse(source)
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            text = translate(name, message.findtext("source") or "")
            translation.attrib.pop("type", None)
            for form in list(translation):
                translation.remove(form)
            if message.get("numerus") == "yes":
                translation.text = None
                for _ in range(2):
                    ET.SubElement(translation, "numerusform").text = text
            else:
                translation.text = text
    tree.write(target, encoding="utf-8", xml_declaration=True)
    return target


def compile_ts(ts: Path, qm: Path) -> Path:
    result = subprocess.run([*lrelease_command(), str(ts), "-qm", str(qm)], capture_output=True, text=True,
                            check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    return qm


def _shown_widgets(root: QWidget) -> Iterator[QWidget]:
    for widget in root.findChildren(QWidget):
        if widget.isVisibleTo(root) and widget.width() > 0:
            yield widget


def cut_off(root: QWidget) -> list[str]:
    """Texts shown smaller than they need: a label, check box, radio button or push button whose
    size hint is wider or taller than its size; a word-wrapped label by its height for its width.
    Every tab of every tab widget is looked at."""
    found: list[str] = []
    tabs = [t for t in root.findChildren(QTabWidget) if t.isVisibleTo(root)]
    pages = [(t, i) for t in tabs for i in range(t.count())] or [(None, 0)]
    for tab, index in pages:
        if tab is not None:
            tab.setCurrentIndex(index)
        for widget in _shown_widgets(root):
            if not isinstance(widget, (QLabel, QCheckBox, QRadioButton, QPushButton)):
                continue
            text = widget.text()
            if not text or (isinstance(widget, QLabel) and not widget.pixmap().isNull()):
                continue
            hint, size = widget.sizeHint(), widget.size()
            if isinstance(widget, QLabel) and widget.wordWrap():
                short = widget.heightForWidth(size.width()) > size.height()
            else:
                short = hint.width() > size.width() or hint.height() > size.height()
            if short:
                entry = (f"{type(widget).__name__} {text!r}: needs {hint.width()}x{hint.height()}, "
                         f"has {size.width()}x{size.height()}")
                if entry not in found:
                    found.append(entry)
    return found
