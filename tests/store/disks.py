"""Real small and read-only disks for tests: a tmpfs mounted for the test (needs the right to mount;
the test is skipped where it is missing), and a FIFO reader that can never hang a test.

``small_disk(folder, kilobytes)`` mounts an empty tmpfs of that size on ``folder``;
``read_only(folder)`` remounts it read-only. Every mount is undone when the test ends.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest


def _mount(*args: str) -> bool:
    if shutil.which("mount") is None:
        return False
    return subprocess.run(["mount", *args], capture_output=True, check=False).returncode == 0


@contextmanager
def small_disk(folder: Path, kilobytes: int = 256) -> Iterator[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    if not _mount("-t", "tmpfs", "-o", f"size={kilobytes}k,mode=0755", "tmpfs", str(folder)):
        pytest.skip("cannot mount a tmpfs here (needs root and the right to mount)")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], capture_output=True, check=False)


def read_only(folder: Path) -> None:
    assert _mount("-o", "remount,ro", str(folder)), "remounting read-only failed"


def fill(folder: Path) -> None:
    """Fill the disk ``folder`` is on to the last byte."""
    fd = os.open(folder / "filler.bin", os.O_WRONLY | os.O_CREAT | os.O_APPEND)
    try:
        for chunk in (65536, 4096, 1):
            try:
                while True:
                    os.write(fd, b"\0" * chunk)
            except OSError:
                continue
    finally:
        os.close(fd)


def without_hanging(call: Callable[[], Any], fifo: Path, seconds: float = 10.0) -> Any:
    """Run ``call`` in a thread; if it is still waiting after ``seconds`` (blocked on the FIFO),
    open the FIFO for writing to free it and fail the test."""
    result: dict[str, Any] = {}

    def run() -> None:
        try:
            result["value"] = call()
        except BaseException as exc:  # noqa: BLE001 - handed to the test
            result["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
        os.close(fd)
        thread.join(5)
        pytest.fail(f"reading {fifo.name} hung")
    if "error" in result:
        raise result["error"]
    return result.get("value")
