"""Every reference in code and docs resolves inside the repository.

Code, tests, benchmarks and docs cite the rules texts (``resources/rules/<language>/<game>.md``), the
design notes under ``docs/`` and the measurement files under ``benchmarks/results/``, with a section
anchor where they point into a file: the anchor is the Markdown heading's slug (lower case,
punctuation dropped, spaces as hyphens, as GitHub renders it). Each cited file must exist and each
anchor must be one of its headings. Sections of documents that are not in the repository (a numbered
section of a specification, a path under the team's shared folder) cannot be followed by a reader
here and are refused.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCANNED = ("fjols_desktop", "tests", "benchmarks", "docs", "scripts", "packaging")
CITATION = re.compile(r"((?:resources/rules/[a-z]{2}/[\w-]+|docs/[\w./-]+|benchmarks/results/[\w-]+)\.md)(#[\w-]+)?")
SECTION_SIGN = "\u00a7"
OUTSIDE = re.compile(rf"spec {SECTION_SIGN}|{SECTION_SIGN}\s?\d|\bshared[/](?:rules|seeds|stack-notes|ARCHITECTURE|opponents)")


def scanned_files() -> list[Path]:
    files = [ROOT / "README.md"]
    for folder in SCANNED:
        files += [p for p in (ROOT / folder).rglob("*") if p.suffix in (".py", ".md") and p.is_file()]
    return sorted(p for p in files if p != Path(__file__).resolve())


def slug(heading: str) -> str:
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def anchors(path: Path) -> set[str]:
    return {slug(line.lstrip("#")) for line in path.read_text(encoding="utf-8").splitlines()
            if re.match(r"#{1,6} ", line)}


def citations() -> list[tuple[str, int, str, str]]:
    out = []
    for path in scanned_files():
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for match in CITATION.finditer(line):
                out.append((str(path.relative_to(ROOT)), number, match.group(1), (match.group(2) or "")[1:]))
    return out


def test_the_slug_is_githubs() -> None:
    assert slug("Round 6: the kabale") == "round-6-the-kabale"
    assert slug("Fjols – festudgave") == "fjols--festudgave"
    assert slug("Hjerterfri (Hearts)") == "hjerterfri-hearts"
    assert slug("FOOL!") == "fool"


def test_every_citation_resolves() -> None:
    found = citations()
    assert len(found) > 100
    broken = []
    for where, number, target, anchor in found:
        path = ROOT / target
        if not path.is_file():
            broken.append(f"{where}:{number}: {target} does not exist")
        elif anchor and anchor not in anchors(path):
            broken.append(f"{where}:{number}: {target} has no section #{anchor}")
    assert broken == []


@pytest.mark.parametrize("path", scanned_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_nothing_cites_documents_outside_the_repository(path: Path) -> None:
    lines = [f"{n}: {line.strip()}" for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if OUTSIDE.search(line)]
    assert lines == []


def test_the_checks_catch_a_bad_citation(tmp_path: Path) -> None:
    text = "see ``resources/rules/en/durak.md#how-a-bout-goes`` and ``docs/computer-players.md#durak``"
    assert [m.group(1) for m in CITATION.finditer(text)] == ["resources/rules/en/durak.md", "docs/computer-players.md"]
    assert "how-a-bout-goes" in anchors(ROOT / "resources/rules/en/durak.md")
    assert "no-such-section" not in anchors(ROOT / "resources/rules/en/durak.md")
    team_folder = "shared"  # a path under the team's folder, written out here only to be refused
    assert OUTSIDE.search(f"(spec {SECTION_SIGN}2.17 item 9)") and OUTSIDE.search(f"``{team_folder}/rules/x.md``")
    assert not OUTSIDE.search("resources/rules/en/durak.md#how-a-bout-goes")
