"""Safe output: a temporary file in the destination's folder, fsynced and renamed onto the
destination at the end. On any exception (Ctrl-C included) the temporary file is removed and the
old destination is left as it was."""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from collections.abc import Callable, Collection

from mtglinks.sinks.common import SinkError

# Temporary files are named `.<destination name>.<random>.mtglinks-tmp`, beside the destination.
TEMP_SUFFIX = ".mtglinks-tmp"


def target_path(path: str) -> str:
    """The file a write to `path` replaces: the file a symbolic link points at, not the link."""
    return os.path.realpath(path) if os.path.islink(path) else path


def is_special(path: str) -> bool:
    """Whether `path` is an existing file that is not a regular file (/dev/null, a FIFO): written to
    as a stream, never replaced."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return False
    return not stat.S_ISREG(mode) and not stat.S_ISDIR(mode)


def check_destination(path: str, inputs: Collection[str] = ()) -> None:
    """Raise SinkError, before any work, if `path` cannot be written: a folder, a missing or
    read-only folder, or one of `inputs` (writing it would empty an input before it is read)."""
    if path == "-":
        return
    target = target_path(path)
    if os.path.isdir(target):
        raise SinkError(f"cannot write {path!r}: it is a folder")
    for source in inputs:
        if source == "-" or not os.path.exists(source) or not os.path.exists(target):
            continue
        with contextlib.suppress(OSError):
            if os.path.samefile(source, target):
                raise SinkError(f"cannot write {path!r}: it is also an input ({source!r}); name another output file")
    if is_special(target):
        return
    folder = os.path.dirname(os.path.abspath(target))
    if not os.path.exists(folder):
        raise SinkError(f"cannot write {path!r}: the folder {folder!r} does not exist")
    if not os.path.isdir(folder):
        raise SinkError(f"cannot write {path!r}: {folder!r} is not a folder")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise SinkError(f"cannot write {path!r}: the folder {folder!r} is not writable")


def _new_file_mode() -> int:
    umask = os.umask(0o022)
    os.umask(umask)
    return 0o666 & ~umask


def _remove(path: str) -> None:
    with contextlib.suppress(OSError):
        os.remove(path)


def _fsync_folder(folder: str) -> None:
    # The rename itself is made durable by syncing the folder (POSIX); not possible everywhere.
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


def temp_file(path: str) -> str:
    """A new empty temporary file beside `path` (same folder, so same file system); its name."""
    target = target_path(path)
    folder = os.path.dirname(os.path.abspath(target))
    try:
        fd, temp = tempfile.mkstemp(prefix=f".{os.path.basename(target)}.", suffix=TEMP_SUFFIX, dir=folder)
    except OSError as err:
        raise SinkError(f"cannot write {path!r}: cannot make a temporary file in {folder!r}: {err.strerror}") from err
    os.close(fd)
    return temp


def write_atomically(path: str, fill: Callable[[str], int]) -> int:
    """Call `fill(temp)` to write a temporary file beside `path`, then fsync it and rename it onto
    `path`; return what `fill` returned. On any exception the temporary file (and an SQLite
    journal of it) is removed, `path` is untouched, and the exception goes on."""
    target = target_path(path)
    temp = temp_file(path)
    try:
        count = fill(temp)
        fd = os.open(temp, os.O_RDWR)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
        try:
            mode = stat.S_IMODE(os.stat(target).st_mode)
        except OSError:
            mode = _new_file_mode()
        with contextlib.suppress(OSError):
            os.chmod(temp, mode)  # mkstemp makes it private; the output gets the usual permissions
        os.replace(temp, target)
    except BaseException:
        _remove(temp)
        _remove(temp + "-journal")
        raise
    _fsync_folder(os.path.dirname(os.path.abspath(target)))
    return count
