"""`mtglinks tag`: the batch tagger, every card of the input files to tag records."""

from __future__ import annotations

import click

from mtglinks import sinks, sources
from mtglinks.batch.limits import DEFAULT_CACHE_ENTRIES, DEFAULT_CHUNK_SIZE, DEFAULT_CPU_SECONDS, DEFAULT_MAX_TEXT_BYTES
from mtglinks.cli.common import counted_option


@click.command("tag")
@click.argument("input_paths", metavar="INPUT...", nargs=-1, required=True)
@click.option(
    "-o",
    "--output",
    "output_path",
    default="-",
    show_default=True,
    metavar="OUT",
    help="Where to write (- = stdout); the format follows the extension (.jsonl, .csv, .sqlite; .gz compresses).",
)
@click.option(
    "--to", "to_format", type=click.Choice(sinks.WRITER_FORMATS), help="Output format, whatever the extension."
)
@click.option(
    "--add-to",
    metavar="AllPrintings.sqlite",
    help="Write the mtglinks_* tables into this MTGJSON SQLite file (keyed by uuid).",
)
@click.option(
    "--from",
    "from_format",
    type=click.Choice(sources.FORMATS),
    help="Input format, instead of detecting it from the content.",
)
@click.option(
    "--langs", metavar="en,es,fr,ru", help="Tag only these languages; the other printings are counted as skipped."
)
@click.option(
    "-j",
    "--jobs",
    type=click.IntRange(min=1),
    default=None,
    help="Worker processes [default: the number of cores]; the output is the same for every N.",
)
@counted_option("--chunk-size", minimum=1, default=DEFAULT_CHUNK_SIZE, help="Records per worker task.")
@counted_option(
    "--max-text",
    minimum=1,
    default=DEFAULT_MAX_TEXT_BYTES,
    metavar="BYTES",
    help="A card whose text is longer is an error record.",
)
@click.option(
    "--max-seconds",
    type=click.FloatRange(min=0),
    default=DEFAULT_CPU_SECONDS,
    show_default=True,
    help="CPU seconds one record may take (0 = no limit); past it (by a quarter at most) it is an error record.",
)
@counted_option(
    "--cache",
    "cache_entries",
    minimum=0,
    default=DEFAULT_CACHE_ENTRIES,
    help="Analysed texts kept for reuse by later printings, in a temporary file (about 500 bytes each).",
)
@click.option(
    "--known-words",
    is_flag=True,
    help="Also count the paragraphs whose words are all known to the language (about a fifth more CPU).",
)
@click.option(
    "--no-oracle-check",
    is_flag=True,
    help="Do not compare each text's links with its card's Oracle text in the card index (2-5% less CPU; "
    "no review flags for old wordings that link unlike their Oracle text).",
)
@click.option(
    "--index",
    "index_path",
    default=None,
    metavar="PATH",
    help="The card index whose Oracle texts the texts are compared with, and whose texts give a nameless "
    "text its name (default: $MTGLINKS_DB, else the index bundled with mtglinks; never the one `mtglinks "
    "index` wrote unless named here).",
)
@click.option("--resume", is_flag=True, help="Continue an interrupted run into the same OUT from what it wrote.")
@click.option("--summary-json", "summary_path", default=None, metavar="FILE", help="Also write the summary as JSON.")
@click.option("-q", "--quiet", is_flag=True, help="No progress bar and no summary on standard error.")
def tag_command(
    input_paths: tuple[str, ...],
    output_path: str,
    to_format: str | None,
    add_to: str | None,
    from_format: str | None,
    langs: str | None,
    jobs: int | None,
    chunk_size: int,
    max_text: int,
    max_seconds: float,
    cache_entries: int,
    known_words: bool,
    no_oracle_check: bool,
    index_path: str | None,
    resume: bool,
    summary_path: str | None,
    quiet: bool,
) -> None:
    """Tag every card of the INPUT files (- = stdin) with its abilities and linked abilities.

    Reads JSON Lines of card records ({id, name, lang, text | faces}), MTGJSON v5 files (a set file,
    AllPrintings, AtomicCards, AllPrintings.sqlite), MTGJSON v3 set files and Scryfall files (bulk
    files, list pages, single cards), plain or compressed with gzip, bz2 or xz; the format is found
    from the content. Every printing in English, Spanish, French or Russian becomes one output
    record, in input order; printings in other languages, or without printed text, are counted as
    skipped. Identical texts are analysed once.

    Writes JSON Lines (one tag record per card: schema_version, id, line, name, lang, status,
    errors, abilities, links, review, ids, source), CSV (one row per link) or SQLite (tables cards,
    abilities, links, review, meta). A file output is written whole at the end (a partial OUT.part
    is kept meanwhile: --resume continues it after an interruption). A bad record becomes an error
    record naming its position, and the run goes on.

    Exit status: 0 when every record was tagged, 1 when some were not, 2 on usage errors, 130 when
    interrupted.

    \b
    Examples:
      mtglinks tag AllPrintings.json.xz -o links.sqlite
      mtglinks tag all-cards.json --langs es,fr -o links.csv.gz
      mtglinks tag AllPrintings.sqlite --add-to AllPrintings.sqlite
      mtglinks tag cards.jsonl -j 2 > tagged.jsonl
    """
    from mtglinks.batch import run  # here: `mtglinks card` and `--help` need no worker pool
    from mtglinks.batch.limits import Limits
    from mtglinks.index.errors import CardIndexError
    from mtglinks.index.locate import tag_index
    from mtglinks.index.reader import CardIndex

    try:
        index = str(tag_index(index_path))
        CardIndex(index).close()  # a file that is no card index is an error now, not on every record
    except CardIndexError as err:
        raise click.BadParameter(str(err), param_hint="--index") from err

    run.main(
        run.Options(
            inputs=list(input_paths),
            output=output_path,
            to_format=to_format,
            add_to=add_to,
            from_format=from_format,
            langs=langs,
            jobs=jobs,
            chunk_size=chunk_size,
            limits=Limits(
                max_text_bytes=max_text,
                cpu_seconds=max_seconds,
                known_words=known_words,
                compare_oracle=not no_oracle_check,
                index=index,
            ),
            cache_entries=cache_entries,
            resume=resume,
            summary_path=summary_path,
            quiet=quiet,
        )
    )
