"""Which writer an output path asks for: `--to`, or the path's extension."""

from __future__ import annotations

from mtglinks.sinks.atomic import is_special
from mtglinks.sinks.common import SinkError

WRITER_FORMATS: tuple[str, ...] = ("jsonl", "csv", "sqlite")

# Extensions (lower case) and their formats; `.gz` after a jsonl or csv one compresses.
EXTENSIONS: dict[str, str] = {
    ".jsonl": "jsonl",
    ".ndjson": "jsonl",
    ".json": "jsonl",
    ".csv": "csv",
    ".sqlite": "sqlite",
    ".sqlite3": "sqlite",
    ".db": "sqlite",
}
COMPRESSIBLE = ("jsonl", "csv")


def _known() -> str:
    names = []
    for extension, fmt in EXTENSIONS.items():
        names.append(extension)
        if fmt in COMPRESSIBLE:
            names.append(extension + ".gz")
    return ", ".join(names)


def output_format(path: str, to: str | None) -> tuple[str, bool]:
    """(format, gzip?) for an output path: `to` when given (one of WRITER_FORMATS; a `.gz` path is
    compressed), else from the extension. Standard output (`-`) and a device such as /dev/null are
    JSON Lines unless `to` says otherwise. SinkError for an unknown format or extension."""
    name = path.lower()
    compress = path != "-" and name.endswith(".gz")
    if to is not None:
        fmt = to.strip().lower()
        if fmt not in WRITER_FORMATS:
            raise SinkError(f"unknown output format {to!r}: expected one of {', '.join(WRITER_FORMATS)}")
    elif path == "-" or is_special(path):
        return "jsonl", False
    else:
        stem = name[: -len(".gz")] if compress else name
        found = next((f for ext, f in EXTENSIONS.items() if stem.endswith(ext)), None)
        if found is None:
            raise SinkError(
                f"cannot tell the output format of {path!r} from its extension: name it with one of "
                f"{_known()}, or give the format (jsonl, csv or sqlite)"
            )
        fmt = found
    if path == "-" and fmt == "sqlite":
        raise SinkError("sqlite output needs a file name: it cannot go to standard output")
    if compress and fmt not in COMPRESSIBLE:
        raise SinkError(f"cannot write {path!r}: {fmt} output cannot be gzip-compressed (only jsonl and csv)")
    return fmt, compress
