"""Safe output: a temporary file in the destination's folder, fsynced and renamed onto the
destination at the end. On any exception (Ctrl-C included) the temporary file is removed and the
old destination is left as it was.

The temporary file of an output has a fixed name, `.<name>.mtglinks-partial` beside it, so that the
next run clears what a run killed outright (SIGKILL, a crash: no exception to clean up after) left.
A run holds a lock on it (POSIX), so two runs never write the same output at once. (Resuming an
interrupted run is the runner's: its journal, not the output file, holds what was done.)"""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Callable, Collection, Iterator

from mtglinks.sinks.common import SinkError

PARTIAL_SUFFIX = ".mtglinks-partial"


def target_path(path: str) -> str:
    """The file a write to `path` replaces: the file a symbolic link points at, not the link."""
    return os.path.realpath(path) if os.path.islink(path) else path


def is_special(path: str) -> bool:
    """Whether `path` is, or links to, an existing file that is not a regular file (/dev/null, a
    FIFO, /dev/stdout on a pipe): written to as a stream, never replaced."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return False
    return not stat.S_ISREG(mode) and not stat.S_ISDIR(mode)


def check_destination(path: str, inputs: Collection[str] = ()) -> None:
    """Raise SinkError, before any work, if `path` cannot be written: a folder, a missing or
    read-only folder, or one of `inputs` (writing it would empty an input before it is read)."""
    if path == "-" or is_special(path):
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
    folder = os.path.dirname(os.path.abspath(target))
    if not os.path.exists(folder):
        raise SinkError(f"cannot write {path!r}: the folder {folder!r} does not exist")
    if not os.path.isdir(folder):
        raise SinkError(f"cannot write {path!r}: {folder!r} is not a folder")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise SinkError(f"cannot write {path!r}: the folder {folder!r} is not writable")


def partial_path(path: str) -> str:
    """Where the output `path` is written until it is complete: `.<name>.mtglinks-partial` beside it."""
    target = target_path(path)
    folder, name = os.path.split(os.path.abspath(target))
    return os.path.join(folder, f".{name}{PARTIAL_SUFFIX}")


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


def _fsync(path: str) -> None:
    fd = os.open(path, os.O_RDWR)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def lock(fd: int) -> bool:
    """Take the exclusive lock of an open file for this process (POSIX; elsewhere no lock is taken);
    False when another process holds it."""
    try:
        import fcntl
    except ImportError:  # not POSIX: no lock
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


@contextlib.contextmanager
def locked_partial(path: str) -> Iterator[tuple[str, int]]:
    """The partial file of `path` (its name and an open descriptor), locked for this run: a second
    run on the same output gets a SinkError. The file is not emptied or removed here."""
    partial = partial_path(path)
    try:
        fd = os.open(partial, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o600)  # never through a link
    except OSError as err:
        folder = os.path.dirname(partial)
        raise SinkError(f"cannot write {path!r}: cannot make a temporary file in {folder!r}: {err.strerror}") from err
    try:
        if not lock(fd):
            raise SinkError(f"cannot write {path!r}: another run is writing it ({partial!r} is locked)")
        yield partial, fd
    finally:
        os.close(fd)


def write_atomically(path: str, fill: Callable[[str], int]) -> int:
    """Call `fill(partial)` to write the partial file of `path`, then fsync it and rename it onto
    `path`; return what `fill` returned. The partial file is emptied first. On any exception the
    partial file is removed, `path` is untouched, and
    the exception goes on."""
    target = target_path(path)
    with locked_partial(path) as (partial, fd):
        try:
            os.ftruncate(fd, 0)
            count = fill(partial)
            _fsync(partial)
            try:
                mode = stat.S_IMODE(os.stat(target).st_mode)
            except OSError:
                mode = _new_file_mode()
            with contextlib.suppress(OSError):
                os.chmod(partial, mode)  # the partial file is private; the output gets the usual permissions
            os.replace(partial, target)
        except BaseException:
            _remove(partial)
            _remove(partial + "-journal")
            raise
    _fsync_folder(os.path.dirname(os.path.abspath(target)))
    return count
