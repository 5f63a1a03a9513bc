"""The SHA-256 of a run's inputs, computed in a thread while the run starts (#24).

The journal's first line names each input by the SHA-256 of its content, so that `--resume` never mixes
two inputs. Computed before anything else, it held up the whole run: the main process read and hashed a
500 MB dump (about 18.6 k instructions a record of it, at every `-j`) while the second core sat idle,
before it planned the parts, loaded the languages and handed out the first part. `hashlib` lets go of
the interpreter's lock while it hashes a large buffer, so the hash runs in a thread of its own beside that
work (on the core it left idle), and the journal writes its first line once the hash is known
(`Journal.create` takes the header as a function: before the run's first line is written).

The thread reads and hashes BLOCK_BYTES at a time: each read and each hashing lets go of the lock, and
taking it back while the main thread runs Python may wait for the interpreter's switch interval (5 ms),
so fewer, larger blocks (32 for a 500 MB dump, not 500) keep that wait short.

No thread of this module runs when a process forks (the workers): a fork waits for the hashes still being
computed (`os.register_at_fork`), so that no worker is forked while another thread holds a lock.
"""

from __future__ import annotations

import hashlib
import os
import stat as stat_module
import threading
from collections.abc import Sequence

# Bytes read and hashed at once (see the module docstring).
BLOCK_BYTES = 16 << 20

_running: set[InputHashes] = set()
_running_lock = threading.Lock()


class InputHashes:
    """The SHA-256 of each regular file of `paths`, computed in a thread started at once (`wait` for them)."""

    def __init__(self, paths: Sequence[str]) -> None:
        self.paths = [path for path in dict.fromkeys(paths) if _regular(path)]
        self._hashes: dict[str, str] = {}
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._work, name="mtglinks-input-hashes", daemon=True)
        with _running_lock:
            _running.add(self)
        self._thread.start()

    def _work(self) -> None:
        try:
            for path in self.paths:
                self._hashes[path] = file_sha256(path)
        except BaseException as err:  # noqa: BLE001 - raised again by `wait`, in the thread that asks
            self._error = err

    @property
    def done(self) -> bool:
        """Whether every hash is computed (or failed)."""
        return not self._thread.is_alive()

    def wait(self) -> dict[str, str]:
        """{path: SHA-256 in hex} of every regular file of the paths, once computed; what failed (the file
        could not be read) is raised here."""
        self._thread.join()
        with _running_lock:
            _running.discard(self)
        if self._error is not None:
            raise self._error
        return self._hashes


def file_sha256(path: str) -> str:
    """The SHA-256 of a file's bytes, in hex (as `index.locate.content_hash`, in larger blocks)."""
    digest = hashlib.sha256()
    block = bytearray(BLOCK_BYTES)
    view = memoryview(block)
    with open(path, "rb", buffering=0) as f:
        while count := f.readinto(block):
            digest.update(view[:count])
    return digest.hexdigest()


def _regular(path: str) -> bool:
    try:
        return path != "-" and stat_module.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return False


def _before_fork() -> None:
    """Wait for the hashes still being computed: no thread of this module runs across a fork."""
    with _running_lock:
        running = list(_running)
    for hashes in running:
        hashes._thread.join()


os.register_at_fork(before=_before_fork)


__all__ = ["InputHashes"]
