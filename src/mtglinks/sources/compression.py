"""Opening an input: a file or standard input, gzip / bz2 / xz read transparently by magic bytes.

Nothing is read twice and nothing is seeked: the first bytes are read once, kept, and replayed in
front of the rest of the stream, so standard input (a pipe) works exactly like a file. The bytes
read from disk (compressed) are reported to `on_bytes`; the offset of the decompressed content is
kept for error messages ("truncated JSON at byte 1234567"), with the last bytes handed out, so that
an error can name the byte it is at rather than the end of the block that holds it.

A UTF-8 byte-order mark at the start of the content is passed over (offsets still count it). xz
and bz2 files joined with `cat` are read stream after stream, and data after a stream that is not
a valid stream is an error, never dropped in silence (Python's own readers ignore it). Every
decompression step is bounded (`BUFFER_SIZE` bytes out at a time): a small file that inflates to
gigabytes is read as it goes, never held whole.
"""

from __future__ import annotations

import bz2
import contextlib
import gzip
import io
import lzma
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import IO, Any, Protocol

MAGIC: tuple[tuple[bytes, str], ...] = (
    (b"\x1f\x8b", "gzip"),
    (b"BZh", "bz2"),
    (b"\xfd7zXZ\x00", "xz"),
)
# How much of the (decompressed) content detection may look at.
PREFIX_SIZE = 1 << 20
BUFFER_SIZE = 1 << 16

# What a damaged or truncated compressed stream raises while it is read.
READ_ERRORS: tuple[type[BaseException], ...] = (EOFError, OSError, zlib.error, lzma.LZMAError)
BOM = b"\xef\xbb\xbf"


class Readable(Protocol):
    """What a reader reads from: a file, standard input, a decompressor."""

    def read(self, size: int = -1, /) -> bytes:
        """Up to `size` bytes (all that is left for -1); b"" at the end."""
        ...


def _reader(stream: Readable) -> Callable[[int], bytes]:
    """The stream's `read1` when it has one: a decompressor's `read(n)` that meets the end of a
    truncated stream raises and drops what it had decompressed in that call; `read1` returns it."""
    read1 = getattr(stream, "read1", None)
    return read1 if callable(read1) else stream.read


class _Counted(io.RawIOBase):
    """The bytes of `raw`, each read reported to `on_bytes`."""

    def __init__(self, raw: IO[bytes], on_bytes: Callable[[int], None] | None) -> None:
        super().__init__()
        self._raw = raw
        self._on_bytes = on_bytes
        self.count = 0  # bytes read from `raw` so far

    def readable(self) -> bool:
        """Always: the stream is read only."""
        return True

    def readinto(self, buffer: Any) -> int:
        """Fill `buffer` from `raw`, reporting the bytes read."""
        data = self._raw.read(len(buffer))
        n = len(data)
        buffer[:n] = data
        self.count += n
        if n and self._on_bytes is not None:
            self._on_bytes(n)
        return n


class Replay(io.RawIOBase):
    """`prefix` (bytes already read from `rest`), then the rest of `rest`; counts what it hands out.

    A read error of `rest` (a truncated or damaged compressed file) ends the content where it
    happens, as if the stream ended there, so that every byte before it is handed out; readers
    then ask `take_error()` whether the end was an error.
    """

    def __init__(self, prefix: bytes, rest: Readable | None, error: BaseException | None = None) -> None:
        super().__init__()
        self._prefix = memoryview(prefix)
        self._pos = 0
        self._read = _reader(rest) if rest is not None else None
        self._error = error
        self.delivered = 0
        # The two last blocks handed out (references, not copies): where an error message looks
        # for the byte a parser stopped at.
        self._recent: tuple[bytes | memoryview, bytes | memoryview] = (b"", b"")

    def recent(self) -> tuple[int, bytes]:
        """(offset of its first byte, the last bytes handed out): up to two blocks."""
        window = b"".join(bytes(part) for part in self._recent)
        return self.delivered - len(window), window

    def readable(self) -> bool:
        """Always: the stream is read only."""
        return True

    @property
    def pending_error(self) -> BaseException | None:
        """The read error the content will end with, once the prefix is handed out."""
        return self._error if self._pos >= len(self._prefix) else None

    def take_error(self) -> BaseException | None:
        """The read error met at the point where the content seemed to end, if any."""
        error, self._error = self._error, None
        return error

    def readinto(self, buffer: Any) -> int:
        """Fill `buffer` from the prefix, then from the rest; 0 at the end or where a read error stopped it."""
        want = len(buffer)
        if self._pos < len(self._prefix):
            chunk = self._prefix[self._pos : self._pos + want]
            n = len(chunk)
            buffer[:n] = chunk
            self._pos += n
            self._recent = (self._recent[1], chunk)
        elif self._error is not None:
            return 0  # the content ends here; the reader asks `take_error` why
        elif self._read is None:
            return 0
        else:
            try:
                data = self._read(want)
            except READ_ERRORS as err:
                # Ends the content like the end of the stream, so a buffered read that already holds
                # data hands it out; the reader asks `take_error` why it ended.
                self._error = err
                return 0
            n = len(data)
            buffer[:n] = data
            self._recent = (self._recent[1], data)
        self.delivered += n
        return n


def read_prefix(stream: Readable, size: int) -> tuple[bytes, BaseException | None]:
    """Up to `size` bytes (fewer only at the end of the stream), and the read error that stopped it."""
    parts: list[bytes] = []
    got = 0
    read = _reader(stream)
    try:
        while got < size:
            data = read(size - got)
            if not data:
                break
            parts.append(data)
            got += len(data)
    except READ_ERRORS as err:
        return b"".join(parts), err
    return b"".join(parts), None


@dataclass
class Opened:
    """One opened input: its decompressed content (`stream`), with the first bytes at hand."""

    name: str  # as given ("-" for standard input)
    compression: str | None  # "gzip", "bz2", "xz" or None
    prefix: bytes  # the first PREFIX_SIZE bytes of the decompressed content (fewer for a short input)
    content: Replay  # the whole decompressed content, prefix included; `.delivered` is the offset
    stream: io.BufferedReader[Replay]  # `content` buffered
    _closers: list[Readable]
    _raw: _Counted | None = None

    @property
    def raw_bytes(self) -> int:
        """Bytes of the file (compressed) read so far."""
        return self._raw.count if self._raw is not None else 0

    @property
    def offset(self) -> int:
        """Bytes of decompressed content handed to the reader so far (read ahead included)."""
        return self.content.delivered

    def close(self) -> None:
        """Close the decompressors and the file (not standard input)."""
        for f in reversed(self._closers):
            # Closing a damaged stream must not hide the real error.
            with contextlib.suppress(Exception):
                getattr(f, "close", lambda: None)()

    def describe(self) -> str:
        """ "gzip-compressed " (with its space) for a compressed input, "" for a plain one."""
        return f"{self.compression}-compressed " if self.compression else ""


class Streams(io.RawIOBase):
    """The content of one or more xz or bz2 streams in a row (files joined with `cat`), decompressed
    `BUFFER_SIZE` bytes at a time. After the end of a stream, what follows must be another stream
    (xz: or the zero bytes of stream padding): anything else raises, naming the stream."""

    def __init__(self, raw: Readable, kind: str) -> None:
        super().__init__()
        self._raw = raw
        self._kind = kind
        self._decompressor = self._new()
        self._input = b""
        self._stream = 1

    def _new(self) -> bz2.BZ2Decompressor | lzma.LZMADecompressor:
        return bz2.BZ2Decompressor() if self._kind == "bz2" else lzma.LZMADecompressor()

    def readable(self) -> bool:
        """Always: the stream is read only."""
        return True

    def _next_stream(self) -> bool:
        """Start the stream after the one that ended; False at the clean end of the file."""
        tail = self._decompressor.unused_data
        while True:
            if self._kind == "xz":
                tail = tail.lstrip(b"\0")  # stream padding
            if tail:
                break
            tail = self._raw.read(BUFFER_SIZE)
            if not tail:
                return False
        self._decompressor = self._new()
        self._stream += 1
        self._input = tail
        return True

    def readinto(self, buffer: Any) -> int:
        """Fill `buffer` with up to its size of decompressed bytes; 0 at the end of the last stream."""
        size = len(buffer)
        while True:
            if self._decompressor.eof and not self._next_stream():
                return 0
            if self._decompressor.needs_input and not self._input:
                self._input = self._raw.read(BUFFER_SIZE)
                if not self._input:
                    raise EOFError("Compressed file ended before the end-of-stream marker was reached")
            data, self._input = self._decompress(self._input, size), b""
            if data:
                n = len(data)
                buffer[:n] = data
                return n

    def _decompress(self, data: bytes, size: int) -> bytes:
        try:
            return self._decompressor.decompress(data, size)
        except (OSError, lzma.LZMAError) as err:
            if self._stream == 1:
                raise
            # A later stream of files joined with `cat`: say which, it is not the file's start.
            raise type(err)(f"stream {self._stream} of the joined {self._kind} streams is damaged: {err}") from err


def _decompressor(kind: str, stream: io.BufferedReader[Replay]) -> Readable:
    if kind == "gzip":
        return gzip.GzipFile(fileobj=stream, mode="rb")
    return io.BufferedReader(Streams(stream, kind), BUFFER_SIZE)


def compression_of(head: bytes) -> str | None:
    """The compression whose magic bytes open `head`, None for plain content."""
    for magic, kind in MAGIC:
        if head.startswith(magic):
            return kind
    return None


def open_stream(raw: IO[bytes], name: str, on_bytes: Callable[[int], None] | None = None) -> Opened:
    """Open an already-open binary stream (a file or standard input); `raw` is closed by `close()`
    unless it is standard input (the caller passes its own closers)."""
    counted = _Counted(raw, on_bytes)
    head, error = read_prefix(counted, 6)
    if error is not None:
        raise error
    kind = compression_of(head)
    buffered = io.BufferedReader(Replay(head, counted), BUFFER_SIZE)
    compressed: Readable = buffered
    closers: list[Readable] = [buffered]
    if kind is not None:
        compressed = _decompressor(kind, buffered)
        closers.append(compressed)
    prefix, error = read_prefix(compressed, PREFIX_SIZE)
    bom = len(BOM) if prefix.startswith(BOM) else 0
    content = Replay(prefix[bom:], compressed, error)
    content.delivered = bom  # offsets count the byte-order mark, as a byte editor does
    stream = io.BufferedReader(content, BUFFER_SIZE)
    return Opened(name, kind, prefix, content, stream, closers, counted)


def open_input(path: str, stdin: IO[bytes], on_bytes: Callable[[int], None] | None = None) -> Opened:
    """Open a path ("-": `stdin`). OSError when the file cannot be opened."""
    if path == "-":
        return open_stream(stdin, path, on_bytes)
    raw = open(path, "rb")  # noqa: SIM115 - closed by Opened.close
    try:
        opened = open_stream(raw, path, on_bytes)
    except BaseException:
        raw.close()
        raise
    opened._closers.insert(0, raw)
    return opened


def read_error_message(err: BaseException, opened: Opened) -> str:
    """What a read error of the decompressed stream means, in words."""
    if isinstance(err, EOFError) and opened.compression:
        return (
            f"truncated {opened.compression} data: the compressed file ends early "
            f"(after {opened.offset} bytes of content)"
        )
    if opened.compression:
        return f"damaged {opened.compression} data after {opened.offset} bytes of content: {err}"
    return f"cannot read the file after {opened.offset} bytes: {err}"
