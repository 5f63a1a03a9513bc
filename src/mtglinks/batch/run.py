"""`mtglinks tag` as a whole run: inputs checked, a journal that makes the run resumable, progress,
the final output written at once, the summary and the exit status.

A file output is never written in place. While the run goes, every result is appended to a
journal, `OUT.part` (batch/journal.py), one line per input item. The journal's first line
names the inputs (path, size, modification time, SHA-256 of the content) and the options, the card
index (path and SHA-256) among them: a resume never mixes two inputs or indexes. When every item is done, the
writer turns the journal into OUT (JSON Lines or CSV) in a temporary file renamed onto OUT,
and the journal is removed. An SQLite OUT is filled as the run goes instead: rows are inserted into
the temporary file once their records are journalled (a dump's a part at a time; a resume first
inserts the records the journal kept, in the same order: the same bytes), and only the `meta` table,
the indexes and the rename are left when the last record is done. Killed at any moment, the run leaves
OUT as it was and a journal whose complete lines `--resume` keeps: it checks that the inputs and
options are the same, passes over the items already done, and goes on. Standard output (`-o -`) is
written as the run goes, without a journal.

No file the run writes (OUT, its journal, its temporary file, the `--summary-json` file) may be, or
lead by a link to, one of its inputs: such a run is refused before anything is read or written.
"""

from __future__ import annotations

import functools
import json
import os
import signal
import sqlite3
import stat as stat_module
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import click

from mtglinks import sinks, sources
from mtglinks.batch import runner
from mtglinks.batch.blocks import Block
from mtglinks.batch.input_hashes import InputHashes
from mtglinks.batch.journal import JOURNAL_SUFFIX, JOURNAL_VERSION, Journal
from mtglinks.batch.progress import Progress
from mtglinks.index import locate
from mtglinks.lang import codes
from mtglinks.schema import SCHEMA_VERSION
from mtglinks.sources.parts import plan_inputs


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


def _input_identity(paths: list[str], hashes: InputHashes) -> Callable[[], list[dict[str, Any]]]:
    """What the journal names the inputs by: each file's path, size and modification time, taken now, and
    the SHA-256 of its content, computed meanwhile by `hashes` and waited for when the function is called."""
    out: list[dict[str, Any]] = []
    for path in paths:
        if path == "-":
            out.append({"path": "-"})
            continue
        stat = os.stat(path)
        regular = stat_module.S_ISREG(stat.st_mode)
        out.append(
            {"path": os.path.abspath(path), "size": stat.st_size, "mtime_ns": stat.st_mtime_ns, "sha256": regular}
        )

    def identity() -> list[dict[str, Any]]:
        found = hashes.wait()
        return [
            {**entry, "sha256": found[path] if entry["sha256"] else None} if "sha256" in entry else entry
            for path, entry in zip(paths, out, strict=True)
        ]

    return identity


@functools.lru_cache(maxsize=4)
def _index_identity(path: str | None) -> dict[str, str] | None:
    """{path, sha256} of the card index a run reads (None: none), as its journal, summary and meta name it."""
    return locate.identity(path) if path else None


# ---- the run ------------------------------------------------------------------------------


def main(options: Options) -> None:
    """Run `mtglinks tag`; exits with the command's status."""
    langs, to_file, fmt, compress = _check(options)
    summary = runner.Summary(name_files=len(options.inputs) > 1)
    started = time.perf_counter()
    cpu_started = runner.cpu_seconds()
    journal: Journal | None = None
    if to_file or options.add_to is not None:
        journal = _open_journal(options, langs, to_file, fmt, compress, summary)
    progress = Progress(sources.total_bytes(options.inputs), enabled=not options.quiet)
    previous_sigterm = signal.signal(signal.SIGTERM, _on_sigterm)
    streamed = journal is not None and to_file and fmt == "sqlite"

    def meta() -> dict[str, Any]:
        _account(summary, started, cpu_started)
        return _meta(options, summary)

    try:
        _tag(options, langs, journal, summary, progress, fmt, compress, meta if streamed else None)
        progress.close()
        if journal is not None:
            _finish(options, journal, meta, to_file and not streamed, fmt, compress)
    except (KeyboardInterrupt, Interrupted) as err:
        _say_interrupted(progress, journal)
        sys.exit(143 if isinstance(err, Interrupted) else 130)
    except BrokenPipeError:
        raise  # the reader went away (`| head`): click ends quietly
    except (OSError, sqlite3.Error, sinks.SinkError) as err:
        progress.close()
        if journal is not None:
            journal.abandon()  # a full disk fails its flush again: nothing more to say than the first error
        # A full disk or a lost device: say so in one line, not a traceback (exit status 1).
        resume = " (run the same command with --resume to go on from what was done)" if journal is not None else ""
        raise click.ClickException(f"cannot go on: {err}{resume}") from err
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
    # Standard output, a device or a pipe (/dev/null, a FIFO) is written as the run goes; a file
    # replaces OUT whole at the end (from the journal, or for SQLite filled in its temporary file).
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
    _refuse_writing_inputs(options, to_file)
    return langs, to_file, fmt, compress


def _same_file(a: str, b: str) -> bool:
    """Whether two paths name one file: the same file once links are followed, existing or not."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.realpath(a) == os.path.realpath(b)


def _written_files(options: Options, to_file: bool) -> list[tuple[str, str, str]]:
    """(option, what, path) of every file the run writes."""
    from mtglinks.sinks.atomic import partial_path

    written: list[tuple[str, str, str]] = []
    if to_file:
        out = options.output
        written += [("-o", "OUT", out), ("-o", "its journal", out + JOURNAL_SUFFIX)]
        written.append(("-o", "its temporary file", partial_path(out)))
    if options.add_to is not None:
        # --add-to may be an input itself: the run reads it whole before it writes it.
        written.append(("--add-to", "its journal", options.add_to + JOURNAL_SUFFIX))
        written.append(("--add-to", "its temporary file", partial_path(options.add_to)))
    summary = options.summary_path
    if summary is None or summary == "-" or sinks.is_special(summary):
        return written  # a device or a pipe is written as a stream
    for option, what, path in [*written, ("--add-to", "the database", options.add_to or "")]:
        if path and _same_file(summary, path):
            message = f"{summary!r} is also {what} of {option}: name another file"
            raise click.BadParameter(message, param_hint="--summary-json")
    written.append(("--summary-json", "the summary", summary))
    written.append(("--summary-json", "its temporary file", partial_path(summary)))
    return written


def _refuse_writing_inputs(options: Options, to_file: bool) -> None:
    """click.BadParameter if a file the run writes is, or leads to, an input or another file it writes."""
    written = _written_files(options, to_file)
    for option, what, path in written:
        if what in ("its journal", "its temporary file") and os.path.islink(path):
            message = f"{path!r} is a symbolic link where the run writes {what}: remove it"
            raise click.BadParameter(message, param_hint=option)
    for source in options.inputs:
        for option, what, path in written if source != "-" else ():
            if _same_file(source, path):
                raise click.BadParameter(
                    f"{path!r} ({what} it writes) is also an input ({source!r}): writing it would destroy the "
                    "input; name another file",
                    param_hint=option,
                )


def _open_journal(
    options: Options, langs: frozenset[str] | None, to_file: bool, fmt: str, compress: bool, summary: runner.Summary
) -> Journal:
    """The run's journal: a new one, or with --resume the one an interrupted run left (its lines counted)."""
    target = options.output if to_file else str(options.add_to)
    journal_path = target + JOURNAL_SUFFIX
    # The inputs' SHA-256 is computed in a thread while the run starts; a new journal writes its first
    # line once it is known (batch/input_hashes.py), a resume compares it at once.
    inputs = _input_identity(options.inputs, InputHashes(options.inputs))
    header = {
        "journal": f"mtglinks tag {JOURNAL_VERSION}",
        "inputs": None,
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

    def full_header() -> dict[str, Any]:
        return {**header, "inputs": inputs()}

    if options.resume:
        if "-" in options.inputs:
            raise click.BadParameter("a run reading standard input cannot be resumed", param_hint="--resume")
        if not os.path.exists(journal_path):
            raise click.BadParameter(f"nothing to resume: there is no {journal_path}", param_hint="--resume")
        journal = Journal.reopen(journal_path, full_header(), summary)
        summary.resumed_from = journal.done
        if journal.damaged_line is not None:
            click.echo(
                f"note: line {journal.damaged_line:,} of {journal_path} is damaged: it and every line after it "
                f"are dropped, and their records tagged again (from item {journal.done + 1:,})",
                err=True,
            )
        return journal
    if os.path.lexists(journal_path) and not options.quiet:
        click.echo(f"note: {journal_path} of an earlier run is replaced (use --resume to continue it)", err=True)
    try:
        return Journal.create(journal_path, full_header)
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
    stream_meta: Callable[[], dict[str, Any]] | None = None,
) -> None:
    """Tag every input item: onto standard output as the run goes, or into the journal (and, given
    `stream_meta`, the output's `meta` at the end, into the SQLite output as the run goes)."""
    items = sources.read_sources(
        options.inputs,
        options.from_format,
        langs,
        on_bytes=progress.on_bytes,
        file_errors="item",
        max_text=options.limits.max_text_bytes,
    )
    jobs = options.jobs or runner.default_jobs()
    # A database dump that can be cut is read by the workers themselves, part by part (whatever -j:
    # the same output); its SQLite rows are built there too.
    parts = plan_inputs(options.inputs, options.from_format)
    want_rows = journal is not None and (fmt == "sqlite" or options.add_to is not None)
    with runner.Runner(jobs, options.chunk_size, options.limits, options.cache_entries) as pool:

        def results(start: int) -> Iterator[runner.Result | Block]:
            if parts is None:
                return pool.run(items, start)
            return pool.run_parts(
                parts,
                start,
                want_rows=want_rows,
                # SQLite filled as the run goes, no --add-to: a part's rows come as tables, not journalled.
                tables=stream_meta is not None and options.add_to is None,
                # Journalled: a part's lines and counts made where it was tagged, as one block.
                blocks=journal is not None,
                name_files=summary.name_files,
                langs=langs,
                max_record=sources.record_limit(options.limits.max_text_bytes),
                on_part=progress.on_bytes,
            )

        if journal is None:
            # Standard output: written as the run goes (nothing to resume).
            sinks.write_output(options.output, _records_of(results(0), summary, progress, fmt), fmt, compress, {})
        elif stream_meta is not None:
            # SQLite: the rows go into the output's temporary file as the results come. The writer
            # reads `meta` after the last record, when the run is done and `finished` has filled it.
            meta: dict[str, Any] = {}

            def finished() -> None:
                pool.stop_workers()  # they are done: they need not wait for the indexes
                journal.close()
                meta.update(stream_meta())

            records = _journalled(results(journal.done), journal, summary, progress, finished)
            sinks.write_output(options.output, records, fmt, compress, meta)
        else:
            for result in results(journal.done):
                _journal(result, journal, summary, progress)
        summary.worker_restarts += pool.worker_restarts
        if pool.reuse_failure is not None and not options.quiet:
            click.echo(
                f"note: analysed texts could no longer be kept for reuse ({pool.reuse_failure}): "
                "later printings of a text were analysed again",
                err=True,
            )


def _meta(options: Options, summary: runner.Summary) -> dict[str, Any]:
    """What an output says of its run (SQLite's `meta` table, MTGJSON's)."""
    return {
        "mtglinks_version": _version(),
        "schema_version": SCHEMA_VERSION,
        "sources": [os.path.abspath(p) if p != "-" else "-" for p in options.inputs],
        "created": datetime.now(UTC).isoformat(timespec="seconds"),
        "summary": summary.to_dict(),
        "index": _index_identity(options.limits.index),
    }


def _finish(
    options: Options, journal: Journal, meta: Callable[[], dict[str, Any]], to_file: bool, fmt: str, compress: bool
) -> None:
    """Write the outputs not written yet from the complete journal (`to_file`: OUT too), then remove it."""
    if not journal.handle.closed:
        journal.close()
    written = meta()
    if to_file:
        sinks.write_output(options.output, _parsed(journal, fmt), fmt, compress, written)
    if options.add_to is not None:
        sinks.add_to_mtgjson(options.add_to, _parsed(journal, "sqlite"), written)
    os.unlink(journal.path)


def _account(summary: runner.Summary, started: float, cpu_started: float) -> None:
    """The run's wall and CPU seconds so far, into the summary."""
    summary.seconds = time.perf_counter() - started
    summary.cpu_seconds = runner.cpu_seconds() - cpu_started


def _say_interrupted(progress: Progress, journal: Journal | None) -> None:
    progress.close()
    if journal is not None and not journal.handle.closed:
        try:
            journal.close()
        except OSError as err:  # a full disk: what was flushed before is kept, a torn last line is dropped
            click.echo(f"\ncannot finish writing {journal.path}: {err.strerror}", err=True)
        click.echo(
            f"\ninterrupted after {journal.done:,} records; {journal.path} keeps them: "
            "run the same command with --resume to finish",
            err=True,
        )
    else:
        click.echo("\ninterrupted", err=True)


def _records_of(
    results: Iterator[runner.Result | Block], summary: runner.Summary, progress: Progress, fmt: str
) -> Iterator[Any]:
    for result in results:
        assert isinstance(result, runner.Result)  # blocks come only to a journal
        summary.add(result)
        progress.on_record()
        if result.line is not None:
            yield result.line if fmt == "jsonl" else json.loads(result.line)


def _journal(result: runner.Result | Block, journal: Journal, summary: runner.Summary, progress: Progress) -> None:
    """One result, or a part's block of them, counted and journalled."""
    if isinstance(result, Block):
        summary.merge(result.summary)
        progress.on_records(result.items)
        journal.add_block(result)
        return
    summary.add(result)
    progress.on_record()
    journal.add(result)


def _journalled(
    results: Iterator[runner.Result | Block],
    journal: Journal,
    summary: runner.Summary,
    progress: Progress,
    finished: Callable[[], None],
) -> Iterator[Any]:
    """The SQLite records of the run in input order: those the journal kept from an interrupted run,
    then each new one once it is journalled; `finished()` after the last."""
    for line, rows in journal.records_and_rows():
        yield _sqlite_record(line, rows)
    for result in results:
        _journal(result, journal, summary, progress)
        if isinstance(result, Block):
            if result.tables is not None:  # else its records have no rows (all skipped)
                yield result.tables
        elif result.line is not None:
            yield _sqlite_record(result.line, result.rows)
    finished()


def _sqlite_record(line: str, rows: str | None) -> Any:
    return sinks.CardRows(rows) if rows is not None else json.loads(line)


def _parsed(journal: Journal, fmt: str) -> Iterator[Any]:
    """JSON Lines output takes the records as written; SQLite their rows where they were built with
    them; the writers take the others decoded."""
    if fmt == "jsonl":
        yield from journal.records()
        return
    for line, rows in journal.records_and_rows():
        yield _sqlite_record(line, rows if fmt == "sqlite" else None)


def _write_summary(path: str, summary: runner.Summary, index: dict[str, str] | None) -> None:
    value = {**summary.to_dict(), "index": index}
    try:
        sinks.write_output(path, [json.dumps(value, ensure_ascii=False, indent=2)], "jsonl", False, {})
    except (OSError, sinks.SinkError) as err:
        raise click.ClickException(f"cannot write the summary to {path!r}: {err}") from err


def _version() -> str:
    from mtglinks import __version__

    return __version__
