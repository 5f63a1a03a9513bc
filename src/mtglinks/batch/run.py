"""`mtglinks tag` as a whole run: inputs checked, a journal that makes the run resumable, progress,
the final output written at once, the summary and the exit status.

A file output is never written in place. While the run goes, every result is appended to a
journal, `OUT.part`, one line per input item: `META\\tRECORD` for a tag record, `META` alone for a
skipped item (META is a small JSON object: seq, status, lang, rules, …). The journal's first line
names the inputs (path, size, modification time, SHA-256 of the content) and the options, the card
index (path and SHA-256) among them: a resume never mixes two inputs or indexes. When every item is
done, the writer turns the journal into OUT (JSON Lines, CSV or SQLite) in a temporary file renamed onto OUT,
and the journal is removed. Killed at any moment, the run leaves OUT as it was and a journal whose
complete lines `--resume` keeps: it checks that the inputs and options are the same, passes over the
items already done, and goes on. Standard output (`-o -`) is written as the run goes, without a
journal.
"""

from __future__ import annotations

import functools
import json
import os
import signal
import stat as stat_module
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field, fields
from datetime import UTC, datetime
from typing import IO, Any

import click

from mtglinks import sinks, sources
from mtglinks.batch import runner
from mtglinks.index import locate
from mtglinks.lang import codes
from mtglinks.schema import SCHEMA_VERSION

JOURNAL_VERSION = 1
JOURNAL_SUFFIX = ".part"
# The journal is flushed to the operating system this often, so a killed run loses little.
FLUSH_SECONDS = 0.5

# One encoder for every journal line (json.dumps with an option builds a new one per call).
_META_JSON = json.JSONEncoder(ensure_ascii=False)


@dataclass
class Options:
    """The options of one `mtglinks tag` run (the command line's, checked by `main`)."""

    inputs: list[str]
    output: str = "-"
    to_format: str | None = None
    add_to: str | None = None
    from_format: str | None = None
    langs: str | None = None
    jobs: int | None = None
    chunk_size: int = runner.DEFAULT_CHUNK_SIZE
    limits: runner.Limits = field(default_factory=runner.Limits)
    cache_entries: int = runner.DEFAULT_CACHE_ENTRIES
    resume: bool = False
    summary_path: str | None = None
    quiet: bool = False


class Interrupted(Exception):
    """SIGTERM, turned into an exception so that the run stops as cleanly as on Ctrl-C."""


def _on_sigterm(signum: int, frame: Any) -> None:
    raise Interrupted


def parse_langs(value: str | None) -> frozenset[str] | None:
    """The language codes of `--langs a,b` (None: every language); click.BadParameter for an unknown one."""
    if value is None:
        return None
    langs = frozenset(part.strip().lower() for part in value.split(",") if part.strip())
    unknown = sorted(langs - set(codes()))
    if unknown or not langs:
        raise click.BadParameter(
            f"{', '.join(unknown) or value!r}: expected a comma-separated list of {', '.join(codes())}",
            param_hint="--langs",
        )
    return langs


def _input_identity(paths: list[str]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for path in paths:
        if path == "-":
            out.append({"path": "-"})
            continue
        stat = os.stat(path)
        out.append(
            {
                "path": os.path.abspath(path),
                "size": stat.st_size,
                "mtime_ns": stat.st_mtime_ns,
                "sha256": locate.content_hash(path) if stat_module.S_ISREG(stat.st_mode) else None,
            }
        )
    return out


@functools.lru_cache(maxsize=4)
def _index_identity(path: str | None) -> dict[str, str] | None:
    """{path, sha256} of the card index a run reads (None: none), as its journal, summary and meta name it."""
    return locate.identity(path) if path else None


# ---- the journal --------------------------------------------------------------------------


# What the journal keeps of a result besides its line (read field by field: `asdict` deep-copies
# every value, which cost 5% of a whole run).
_META_FIELDS = tuple(f.name for f in fields(runner.Result) if f.name != "line")
_ALWAYS_KEPT = ("seq", "unknown_words")


def _result_meta(result: runner.Result) -> dict[str, Any]:
    meta = {key: getattr(result, key) for key in _META_FIELDS}
    return {key: value for key, value in meta.items() if value not in (None, (), "", False, 0) or key in _ALWAYS_KEPT}


def _meta_result(meta: dict[str, Any], line: str | None) -> runner.Result:
    values = {key: meta[key] for key in runner.Result.__dataclass_fields__ if key in meta}
    for key in ("rules", "errors"):
        if key in values:
            values[key] = tuple(values[key])
    return runner.Result(line=line, **values)


def _locked(path: str) -> IO[str]:
    """The journal file opened for writing (not emptied), locked so that two runs never write one output."""
    from mtglinks.sinks.atomic import lock

    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    if not lock(fd):
        os.close(fd)
        raise click.UsageError(f"another run is writing the same output ({path} is locked)")
    return open(fd, "r+", encoding="utf-8", newline="")  # noqa: SIM115 - closed by Journal.close()


@dataclass
class Journal:
    """The resumable record of a run in progress (see the module docstring)."""

    path: str
    handle: IO[str]
    done: int = 0
    last_flush: float = 0.0

    @classmethod
    def create(cls, path: str, header: dict[str, Any]) -> Journal:
        """A new journal at `path` (an earlier one is replaced), opened with its header line."""
        handle = _locked(path)
        handle.truncate(0)
        handle.write(json.dumps(header, ensure_ascii=False) + "\n")
        handle.flush()
        return cls(path, handle)

    @classmethod
    def reopen(cls, path: str, header: dict[str, Any], summary: runner.Summary) -> Journal:
        """Keep the complete lines of an interrupted run (counted into `summary`), drop the rest."""
        with open(path, "rb") as f:
            first = f.readline()
            try:
                old = json.loads(first)
            except ValueError:
                old = None
            if not isinstance(old, dict) or old.get("journal") != header["journal"]:
                raise click.UsageError(f"{path} is not a journal of mtglinks tag: remove it or run without --resume")
            for key in ("inputs", "options", "output"):
                if old.get(key) != header[key]:
                    raise click.UsageError(
                        f"{path} was written by a run with other {key}: run the same command again with --resume, "
                        "or without --resume to start anew"
                    )
            keep = f.tell()
            done = 0
            for raw in f:
                if not raw.endswith(b"\n"):
                    break  # the line being written when the run was killed
                try:
                    text = raw.decode("utf-8")
                    meta_text, _, line = text.rstrip("\n").partition("\t")
                    meta = json.loads(meta_text)
                    if meta.get("seq") != done or (line and not line.startswith("{")):
                        break
                except ValueError:
                    break
                summary.add(_meta_result(meta, line or None))
                done += 1
                keep += len(raw)
        handle = _locked(path)
        handle.truncate(keep)
        handle.seek(keep)
        return cls(path, handle, done=done)

    def add(self, result: runner.Result) -> None:
        """Append one result; flushed to the operating system every FLUSH_SECONDS."""
        meta = _META_JSON.encode(_result_meta(result))
        self.handle.write(meta + ("\t" + result.line if result.line is not None else "") + "\n")
        self.done += 1
        now = time.monotonic()
        if now - self.last_flush > FLUSH_SECONDS:
            self.handle.flush()
            self.last_flush = now

    def close(self) -> None:
        """Flush, sync to disk and close."""
        self.handle.flush()
        os.fsync(self.handle.fileno())
        self.handle.close()

    def records(self) -> Iterator[str]:
        """The tag records written, in input order, as JSON text."""
        with open(self.path, encoding="utf-8") as f:
            f.readline()
            for text in f:
                _, tab, line = text.rstrip("\n").partition("\t")
                if tab:
                    yield line


# ---- progress -----------------------------------------------------------------------------


class Progress:
    """A progress bar on standard error, by bytes read when the inputs are files, else by records.

    click's own bar: it is already a dependency, draws nothing when standard error is not a
    terminal, and needs no thread.
    """

    def __init__(self, total_bytes: int | None, enabled: bool) -> None:
        self.enabled = enabled and sys.stderr.isatty()
        self.total = total_bytes
        self.records = 0
        self._bar: Any = None
        self._last = 0.0
        if self.enabled and total_bytes:
            self._bar = click.progressbar(length=total_bytes, label="tagging", file=sys.stderr, show_pos=False)
            self._bar.__enter__()

    def on_bytes(self, n: int) -> None:
        """`n` more input bytes were read."""
        if self._bar is not None:
            self._bar.update(n)

    def on_record(self) -> None:
        """One more item is done."""
        self.records += 1
        if self.enabled and self._bar is None:
            now = time.monotonic()
            if now - self._last > 0.2:
                self._last = now
                click.echo(f"\rtagging: {self.records:,} records", err=True, nl=False)

    def close(self) -> None:
        """End the bar (or the record count's line)."""
        if self._bar is not None:
            self._bar.__exit__(None, None, None)
            self._bar = None
        elif self.enabled and self.records:
            click.echo("", err=True)


# ---- the run ------------------------------------------------------------------------------


def main(options: Options) -> None:
    """Run `mtglinks tag`; exits with the command's status."""
    langs, to_file, fmt, compress = _check(options)
    summary = runner.Summary()
    started = time.perf_counter()
    cpu_started = runner.cpu_seconds()
    journal: Journal | None = None
    if to_file or options.add_to is not None:
        journal = _open_journal(options, langs, to_file, fmt, compress, summary)
    progress = Progress(sources.total_bytes(options.inputs), enabled=not options.quiet)
    previous_sigterm = signal.signal(signal.SIGTERM, _on_sigterm)
    try:
        _tag(options, langs, journal, summary, progress, fmt, compress)
        progress.close()
        if journal is not None:
            _finish(options, journal, summary, started, cpu_started, to_file, fmt, compress)
    except (KeyboardInterrupt, Interrupted) as err:
        _say_interrupted(progress, journal)
        sys.exit(143 if isinstance(err, Interrupted) else 130)
    except BrokenPipeError:
        raise  # the reader went away (`| head`): click ends quietly
    except (OSError, sinks.SinkError) as err:
        progress.close()
        if journal is not None and not journal.handle.closed:
            journal.handle.close()
        # A full disk or a lost device: say so in one line, not a traceback (exit status 1).
        raise click.ClickException(f"cannot go on: {err}") from err
    finally:
        signal.signal(signal.SIGTERM, previous_sigterm)
    _account(summary, started, cpu_started)
    index = _index_identity(options.limits.index)
    if options.summary_path:
        _write_summary(options.summary_path, summary, index)
    if not options.quiet:
        click.echo(summary.report(), err=True)
        click.echo(f"card index: {index['path'] if index else 'none'}", err=True)
    sys.exit(1 if summary.failed else 0)


def _check(options: Options) -> tuple[frozenset[str] | None, bool, str, bool]:
    """(languages, whether the output is a file, output format, compressed) of checked options;
    click.BadParameter for options that cannot run."""
    langs = parse_langs(options.langs)
    try:
        sources.check_inputs(options.inputs)
    except sources.SourceError as err:
        raise click.BadParameter(str(err), param_hint="INPUT") from err
    if options.inputs.count("-") > 1:
        raise click.BadParameter("standard input (-) can be read only once", param_hint="INPUT")
    # Standard output, a device or a pipe (/dev/null, a FIFO) is written as the run goes; a file is
    # written whole at the end, from the journal.
    to_file = options.output != "-" and not sinks.is_special(options.output)
    try:
        sinks.check_destination(options.output, options.inputs)
        fmt, compress = sinks.output_format(options.output, options.to_format)
    except sinks.SinkError as err:
        raise click.BadParameter(str(err), param_hint="-o") from err
    if options.add_to is not None:
        try:
            sinks.check_mtgjson(options.add_to)  # it may be an input too: reading ends before it is written
        except sinks.SinkError as err:
            raise click.BadParameter(str(err), param_hint="--add-to") from err
    if options.resume and not (to_file or options.add_to is not None):
        raise click.BadParameter("--resume needs a file output (-o OUT or --add-to)", param_hint="--resume")
    return langs, to_file, fmt, compress


def _open_journal(
    options: Options, langs: frozenset[str] | None, to_file: bool, fmt: str, compress: bool, summary: runner.Summary
) -> Journal:
    """The run's journal: a new one, or with --resume the one an interrupted run left (its lines counted)."""
    target = options.output if to_file else str(options.add_to)
    journal_path = target + JOURNAL_SUFFIX
    header = {
        "journal": f"mtglinks tag {JOURNAL_VERSION}",
        "inputs": _input_identity(options.inputs),
        "options": {
            "from": options.from_format,
            "langs": sorted(langs) if langs else None,
            "max_text": options.limits.max_text_bytes,
            "max_seconds": options.limits.cpu_seconds,
            "known_words": options.limits.known_words,
            "compare_oracle": options.limits.compare_oracle,
            "index": _index_identity(options.limits.index),
        },
        "output": {"path": os.path.abspath(target), "format": fmt, "compress": compress, "add_to": options.add_to},
    }
    if options.resume:
        if "-" in options.inputs:
            raise click.BadParameter("a run reading standard input cannot be resumed", param_hint="--resume")
        if not os.path.exists(journal_path):
            raise click.BadParameter(f"nothing to resume: there is no {journal_path}", param_hint="--resume")
        journal = Journal.reopen(journal_path, header, summary)
        summary.resumed_from = journal.done
        return journal
    if os.path.exists(journal_path) and not options.quiet:
        click.echo(f"note: {journal_path} of an earlier run is replaced (use --resume to continue it)", err=True)
    try:
        return Journal.create(journal_path, header)
    except OSError as err:
        raise click.BadParameter(f"cannot write {journal_path!r}: {err.strerror}", param_hint="-o") from err


def _tag(
    options: Options,
    langs: frozenset[str] | None,
    journal: Journal | None,
    summary: runner.Summary,
    progress: Progress,
    fmt: str,
    compress: bool,
) -> None:
    """Tag every input item: onto standard output as the run goes, or into the journal."""
    items = sources.read_sources(
        options.inputs,
        options.from_format,
        langs,
        on_bytes=progress.on_bytes,
        file_errors="item",
        max_text=options.limits.max_text_bytes,
    )
    jobs = options.jobs or runner.default_jobs()
    with runner.Runner(jobs, options.chunk_size, options.limits, options.cache_entries) as pool:
        if journal is None:
            # Standard output: written as the run goes (nothing to resume).
            sinks.write_output(options.output, _records_of(pool.run(items), summary, progress, fmt), fmt, compress, {})
        else:
            for result in pool.run(items, journal.done):
                summary.add(result)
                progress.on_record()
                journal.add(result)
        summary.worker_restarts += pool.worker_restarts


def _finish(
    options: Options,
    journal: Journal,
    summary: runner.Summary,
    started: float,
    cpu_started: float,
    to_file: bool,
    fmt: str,
    compress: bool,
) -> None:
    """Write the outputs from the complete journal, then remove it."""
    journal.close()
    _account(summary, started, cpu_started)
    meta = {
        "mtglinks_version": _version(),
        "schema_version": SCHEMA_VERSION,
        "sources": [os.path.abspath(p) if p != "-" else "-" for p in options.inputs],
        "created": datetime.now(UTC).isoformat(timespec="seconds"),
        "summary": summary.to_dict(),
        "index": _index_identity(options.limits.index),
    }
    if to_file:
        sinks.write_output(options.output, _parsed(journal.records(), fmt), fmt, compress, meta)
    if options.add_to is not None:
        sinks.add_to_mtgjson(options.add_to, _parsed(journal.records(), "sqlite"), meta)
    os.unlink(journal.path)


def _account(summary: runner.Summary, started: float, cpu_started: float) -> None:
    """The run's wall and CPU seconds so far, into the summary."""
    summary.seconds = time.perf_counter() - started
    summary.cpu_seconds = runner.cpu_seconds() - cpu_started


def _say_interrupted(progress: Progress, journal: Journal | None) -> None:
    progress.close()
    if journal is not None and not journal.handle.closed:
        journal.close()
        click.echo(
            f"\ninterrupted after {journal.done:,} records; {journal.path} keeps them: "
            "run the same command with --resume to finish",
            err=True,
        )
    else:
        click.echo("\ninterrupted", err=True)


def _records_of(
    results: Iterator[runner.Result], summary: runner.Summary, progress: Progress, fmt: str
) -> Iterator[Any]:
    for result in results:
        summary.add(result)
        progress.on_record()
        if result.line is not None:
            yield result.line if fmt == "jsonl" else json.loads(result.line)


def _parsed(lines: Iterator[str], fmt: str) -> Iterator[Any]:
    """JSON Lines output takes the records as written; the other writers take them decoded."""
    if fmt == "jsonl":
        yield from lines
        return
    for line in lines:
        yield json.loads(line)


def _write_summary(path: str, summary: runner.Summary, index: dict[str, str] | None) -> None:
    value = {**summary.to_dict(), "index": index}
    try:
        sinks.write_output(path, [json.dumps(value, ensure_ascii=False, indent=2)], "jsonl", False, {})
    except (OSError, sinks.SinkError) as err:
        raise click.ClickException(f"cannot write the summary to {path!r}: {err}") from err


def _version() -> str:
    from mtglinks import __version__

    return __version__
