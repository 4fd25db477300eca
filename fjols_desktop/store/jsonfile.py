"""Versioned JSON files: safe reading, atomic writing, schema migrations and typed field checks.

Saves, settings and presets share one discipline (ARCHITECTURE.md, Persistence):

* **Reading never trusts the file.** Only a regular file is opened (a FIFO would wait for ever); the
  size is capped before reading; the parser refuses
  ``NaN``/``Infinity``, duplicate keys (an attacker's ambiguity) and integers longer than 18 digits;
  nesting depth, the number of values and the length of every string are capped after parsing; a
  nesting bomb ends as ``file_too_deep`` (CPython's parser raises ``RecursionError``, never crashes).
  Every problem is a ``StoreError`` subclass with a reason key, and the file is not touched. Each
  kind of file's limits are derived from the largest such file Fjols writes (``limits.py``).
* **Writing is atomic.** A temporary file in the same folder is written, flushed and fsynced, the
  previous file is kept as a backup (a hard link, so the live name always holds a complete file),
  the temporary file is renamed over the live one and the folder is fsynced. A crash at any point
  leaves either the old or the new file under the live name, never a torn one. The family's own
  files are private to the user; a file exported for others (``shared``) is made like any other file
  of theirs. What a killed writer leaves (``.<name>.<random>.tmp``) is found by ``temporary_files``.
* **Names** (people, presets) go through ``names.py``: one normalisation and check for every file.
* **Every document has an envelope** ``{"format": ..., "schema": n, ...}``. Older schemas are
  upgraded by ``Migrations`` (one registered step per version); a newer schema is refused as
  ``file_too_new`` rather than half-understood.
* Only ``json`` reads these files, and nothing read from them is ever run as code.
"""

from __future__ import annotations

import glob
import json
import math
import os
import shutil
import stat
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, NoReturn

from ..engine.errors import Reason
from .errors import StoreError, os_error_reason
from .names import MAX_NAME, BadName, normal_name

Document = dict[str, Any]


@dataclass(frozen=True)
class Limits:
    """What a file of one kind may hold at most."""

    max_bytes: int
    max_depth: int = 12
    max_nodes: int = 200_000
    max_string: int = 4096
    max_int_digits: int = 18


def utc_now() -> str:
    """The current time as an ISO 8601 UTC text that sorts as it reads: ``2026-12-01T18:30:05Z``."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


# --- reading -----------------------------------------------------------------------------------------------

def read_document(path: Path, limits: Limits, error: type[StoreError]) -> Any:
    """Read and parse ``path`` within ``limits``; any problem raises ``error`` and changes nothing.

    Only a regular file is read: a FIFO, a device or a folder put where a file belongs is refused
    before it is opened (opening a FIFO for reading would wait for a writer for ever). The file is
    opened without blocking and checked again, so a swap between the check and the open is caught."""
    data = read_regular_file(path, limits.max_bytes + 1, error)
    return parse_document(data, limits, error, path)


def read_regular_file(path: Path, limit: int, error: type[StoreError]) -> bytes:
    """At most ``limit`` bytes of ``path``, which must be a regular file; ``error`` otherwise."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise error("not a regular file", Reason.of("file_not_regular"), path)
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "rb") as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
                raise error("not a regular file", Reason.of("file_not_regular"), path)
            return f.read(limit)
    except OSError as exc:
        raise error(f"cannot read the file: {exc.strerror or exc}", os_error_reason(exc, "file_unreadable"),
                    path) from None


def parse_document(data: bytes, limits: Limits, error: type[StoreError], path: Path | None = None) -> Any:
    if len(data) > limits.max_bytes:
        raise error(f"the file is larger than {limits.max_bytes} bytes",
                    Reason.of("file_too_large", limit=limits.max_bytes), path)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise error(f"not UTF-8 text (byte {exc.start})", Reason.of("file_not_json"), path) from None

    def big_int(digits: str) -> int:
        if len(digits.lstrip("-")) > limits.max_int_digits:
            raise ValueError(f"a number with {len(digits)} digits")
        return int(digits)

    try:
        value = json.loads(text, object_pairs_hook=_unique_keys, parse_constant=_no_constant, parse_int=big_int)
    except RecursionError:
        raise error("the file is nested too deeply", Reason.of("file_too_deep", limit=limits.max_depth),
                    path) from None
    except json.JSONDecodeError as exc:
        raise error(f"not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}",
                    Reason.of("file_not_json", line=exc.lineno, column=exc.colno), path) from None
    except ValueError as exc:
        raise error(f"not valid JSON: {exc}", Reason.of("file_not_json"), path) from None
    _check_shape(value, limits, error, path)
    return value


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(f"the key {key!r} appears twice in one object")
        out[key] = value
    return out


def _no_constant(name: str) -> NoReturn:
    raise ValueError(f"{name} is not a number JSON allows")


def walk(value: Any) -> Iterator[tuple[Any, int]]:
    """Every value of a parsed document with its nesting depth (the document itself is at 1); an
    object's keys are values too. Iterative, so a hostile document cannot exhaust the stack here."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        yield item, depth
        if isinstance(item, dict):
            for key, child in item.items():
                stack.append((key, depth + 1))
                stack.append((child, depth + 1))
        elif isinstance(item, list):
            stack.extend((child, depth + 1) for child in item)


@dataclass(frozen=True)
class Shape:
    """How big a document is in the terms ``Limits`` counts: values, nesting and the longest text.
    ``depth`` is the depth of the deepest list or object (what ``max_depth`` must exceed)."""

    nodes: int
    depth: int
    longest_string: int

    @classmethod
    def of(cls, value: Any) -> Shape:
        nodes = depth = longest = 0
        for item, level in walk(value):
            nodes += 1
            if isinstance(item, (list, dict)):
                depth = max(depth, level)
            elif isinstance(item, str):
                longest = max(longest, len(item))
        return cls(nodes, depth, longest)


def _check_shape(value: Any, limits: Limits, error: type[StoreError], path: Path | None) -> None:
    for nodes, (item, depth) in enumerate(walk(value), 1):
        if nodes > limits.max_nodes:
            raise error(f"the file holds more than {limits.max_nodes} values",
                        Reason.of("file_too_complex", limit=limits.max_nodes), path)
        if isinstance(item, str):
            if len(item) > limits.max_string:
                raise error(f"a text longer than {limits.max_string} characters",
                            Reason.of("file_too_complex", limit=limits.max_string), path)
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:  # a lone surrogate written as "\ud800": it could never be saved again
                raise error("a text that is not valid Unicode", Reason.of("file_not_json"), path) from None
        elif isinstance(item, float):
            if not math.isfinite(item):
                raise error("a number out of range", Reason.of("file_not_json"), path)
        elif isinstance(item, (list, dict)) and depth >= limits.max_depth:
            raise error(f"the file is nested deeper than {limits.max_depth} levels",
                        Reason.of("file_too_deep", limit=limits.max_depth), path)


# --- envelopes and migrations ----------------------------------------------------------------------------

@dataclass(frozen=True)
class Migrations:
    """The upgrade path of one file format: ``steps[n]`` turns a schema-``n`` document into schema
    ``n + 1``. Versions below the oldest step cannot be read. A step may assume nothing about its
    input: whatever it raises on a malformed document becomes ``file_migration_failed``, and the
    result is validated as a current document afterwards anyway."""

    current: int
    steps: Mapping[int, Callable[[Document], Document]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        oldest = min(self.steps, default=self.current)
        if sorted(self.steps) != list(range(oldest, self.current)):
            raise ValueError(f"migration steps must cover every version from {oldest} to {self.current}")

    @property
    def oldest(self) -> int:
        return min(self.steps, default=self.current)

    def upgrade(self, doc: Document, version: int, error: type[StoreError], path: Path | None) -> Document:
        for step in range(version, self.current):
            try:
                doc = self.steps[step](doc)
            except Exception as exc:  # noqa: BLE001 - a malformed old document: refused, whatever a step trips on
                raise error(f"cannot upgrade schema {step}: {type(exc).__name__}: {exc}",
                            Reason.of("file_migration_failed", version=step), path) from None
            if not isinstance(doc, dict):
                raise error(f"upgrading schema {step} gave no object",
                            Reason.of("file_migration_failed", version=step), path)
        return doc


def open_envelope(value: Any, fmt: str, migrations: Migrations, error: type[StoreError], path: Path | None,
                  legacy: Callable[[Document], int | None] | None = None) -> tuple[Document, int]:
    """Check the ``format``/``schema`` envelope and upgrade the document to the current schema.

    Returns the current-schema document and the schema it was written with. ``legacy`` recognises
    documents from before the envelope existed and returns their version (or None)."""
    if not isinstance(value, dict):
        raise error(f"expected a {fmt} object, not {_kind(value)}", Reason.of("file_wrong_format", format=fmt),
                    path)
    version = legacy(value) if legacy is not None and "format" not in value else None
    if version is None:
        if value.get("format") != fmt:
            raise error(f"not a {fmt} file", Reason.of("file_wrong_format", format=fmt), path)
        version = value.get("schema")
        if isinstance(version, bool) or not isinstance(version, int):
            raise error("the schema version is missing", Reason.of("file_bad_field", field="schema",
                                                                   expected="number"), path)
    if version > migrations.current:
        raise error(f"written by a newer Fjols (schema {version}; this version reads up to {migrations.current})",
                    Reason.of("file_too_new", version=version, supported=migrations.current), path)
    if version < migrations.oldest:
        raise error(f"schema {version} is too old to read", Reason.of("file_wrong_format", format=fmt), path)
    return migrations.upgrade(value, version, error, path), version


def envelope(fmt: str, schema: int, body: Document) -> Document:
    from .. import __version__

    return {"format": fmt, "schema": schema, "app": __version__, "saved_at": utc_now(), **body}


def compact_json(value: Any) -> str:
    """``value`` as JSON text without any blank (how a save is written)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def dump_document(doc: Document, *, compact: bool = False) -> bytes:
    """``doc`` as UTF-8 JSON: indented for a person to read, or ``compact`` (a save, rewritten after
    every move: Python's JSON encoder is several times faster without indentation)."""
    if compact:
        return (compact_json(doc) + "\n").encode("utf-8")
    return (json.dumps(doc, ensure_ascii=False, indent=1, allow_nan=False) + "\n").encode("utf-8")


# --- typed fields ------------------------------------------------------------------------------------------

def _kind(value: Any) -> str:
    return {dict: "an object", list: "a list", str: "a text", bool: "true/false", int: "a number",
            float: "a number", type(None): "null"}.get(type(value), type(value).__name__)


class Fields:
    """Typed access to a parsed document: each check names the field (``seats[2].level``) and what
    was expected, and raises the file kind's error."""

    def __init__(self, error: type[StoreError], path: Path | None = None) -> None:
        self.error = error
        self.path = path

    def fail(self, where: str, expected: str, detail: str = "") -> StoreError:
        more = f" ({detail})" if detail else ""
        return self.error(f"{where}: expected {expected}{more}",
                          Reason.of("file_bad_field", field=where, expected=expected), self.path)

    def get(self, obj: Document, key: str, where: str = "") -> Any:
        if key not in obj:
            raise self.fail(f"{where}{key}", "a value", "missing")
        return obj[key]

    def as_obj(self, value: Any, where: str) -> Document:
        if not isinstance(value, dict):
            raise self.fail(where, "an object", f"got {_kind(value)}")
        return value

    def as_list(self, value: Any, where: str, max_len: int, length: int | None = None) -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(where, "a list", f"got {_kind(value)}")
        if length is not None and len(value) != length:
            raise self.fail(where, f"{length} entries", f"got {len(value)}")
        if len(value) > max_len:
            raise self.fail(where, f"at most {max_len} entries", f"got {len(value)}")
        return value

    def as_int(self, value: Any, where: str, lo: int, hi: int) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(where, "a whole number", f"got {_kind(value)}")
        if not lo <= value <= hi:
            raise self.fail(where, f"a number from {lo} to {hi}", f"got {value}")
        return value

    def as_bool(self, value: Any, where: str) -> bool:
        if not isinstance(value, bool):
            raise self.fail(where, "true or false", f"got {_kind(value)}")
        return value

    def as_text(self, value: Any, where: str, max_len: int, *, empty: bool = False) -> str:
        if not isinstance(value, str):
            raise self.fail(where, "a text", f"got {_kind(value)}")
        if len(value) > max_len or (not empty and not value.strip()):
            raise self.fail(where, f"a text of {0 if empty else 1} to {max_len} characters", f"got {len(value)}")
        return value


def check_name(value: Any, where: str, fields: Fields, max_len: int = MAX_NAME) -> str:
    """A person's or preset's name read from a file: ``names.normal_name``'s rules (the same as the
    dialogs'), returned normalised."""
    text = fields.as_text(value, where, max_len * 4 + 64)
    try:
        return normal_name(text, max_len)
    except BadName:
        raise fields.fail(where, f"a name of 1 to {max_len} characters") from None


def typed_name(name: Any, error: type[StoreError], path: Path | None, reason_key: str,
               max_len: int = MAX_NAME) -> str:
    """A name a person typed (a family member, a preset): ``names.normal_name``'s rules, refused with
    one reason key for the dialog to phrase."""
    try:
        return normal_name(name, max_len)
    except BadName as exc:
        raise error(f"{name!r} is not a name: {exc}", Reason.of(reason_key), path) from None


# --- writing -----------------------------------------------------------------------------------------------

def write_atomic(path: Path, data: bytes, backup: Path | None = None, *, shared: bool = False) -> None:
    """Replace ``path`` with ``data`` atomically; keep the old file as ``backup`` when given.

    The file is private to the user (0600) unless ``shared``: an exported file is created like any
    other file of the user's (0666 less their umask, usually 0644), so that others may read it.
    Raises ``OSError`` when the folder cannot be written; the live file is then unchanged."""
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    tmp = _temporary_file(path, 0o666 if shared else 0o600)
    try:
        with open(tmp, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if backup is not None and path.exists():
            keep_copy(path, backup)
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    fsync_folder(folder)


def _temporary_file(path: Path, mode: int) -> Path:
    """A new, empty ``.<name>.<random>.tmp`` beside ``path``, created with ``mode`` (less the umask)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    while True:  # os.urandom is what secrets.token_hex uses; secrets would load hashlib at start-up
        tmp = path.with_name(f".{path.name}.{os.urandom(6).hex()}.tmp")
        try:
            os.close(os.open(tmp, flags, mode))
            return tmp
        except FileExistsError:
            continue


def temporary_files(path: Path) -> list[Path]:
    """What writers of ``path`` (``write_atomic``, ``keep_copy``) left behind when they were killed."""
    try:
        return sorted(path.parent.glob(f".{glob.escape(path.name)}.*.tmp"))
    except OSError:
        return []


def keep_copy(source: Path, target: Path) -> None:
    """Make ``target`` an identical, complete copy of ``source`` (atomically replacing it)."""
    staging = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    staging.unlink(missing_ok=True)
    try:
        try:
            os.link(source, staging)  # instant, and the old inode stays intact after the rename over source
        except OSError:  # a file system without hard links
            shutil.copyfile(source, staging)
            with open(staging, "rb+") as f:
                os.fsync(f.fileno())
        os.replace(staging, target)
        # When ``target`` already is a hard link of ``source`` (a writer killed between keeping the
        # copy and replacing ``source`` leaves exactly that), POSIX rename does nothing and the
        # staging name stays behind: remove it, the copy is in place either way.
        staging.unlink(missing_ok=True)
    except BaseException:
        staging.unlink(missing_ok=True)
        raise


def fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX; Windows has no folder handles to fsync)."""
    if os.name == "nt":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def set_aside(path: Path, label: str = "damaged") -> Path:
    """Rename a file that cannot be used to ``<stem>.<label>-<time>[-n]<suffix>``, keeping its bytes."""
    stamp = utc_now().replace(":", "").replace("-", "")
    for n in range(1000):
        extra = f"-{n}" if n else ""
        target = path.with_name(f"{path.stem}.{label}-{stamp}{extra}{path.suffix}")
        if not target.exists():
            os.replace(path, target)
            fsync_folder(path.parent)
            return target
    raise OSError(f"no free name to set {path.name} aside")
