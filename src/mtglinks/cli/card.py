"""`mtglinks card NAME`, `mtglinks index FILE…` and `mtglinks schema`: looking cards up.

The lookup path imports no parser: the index holds every card's abilities and links, so a
lookup is a few SQLite reads and one zlib decompression.
"""

from __future__ import annotations

import json
import os
import sys
import unicodedata
from collections.abc import Iterator
from typing import IO, Any

import click

from mtglinks.cli import main
from mtglinks.index.reader import (
    AmbiguousName,
    CardIndex,
    CardIndexError,
    CardNotFound,
    IndexedCard,
    NoTextInLanguage,
    find_index,
)

LANG_CHOICES = ("en", "es", "fr", "ru", "all")
LANG_NAMES = {"en": "English", "es": "Spanish", "fr": "French", "ru": "Russian"}
# What stands in for characters a legacy console cannot show.
_PLAIN = {"→": "->", "−": "-", "—": "-", "–": "-", "•": "*", "’": "'", "“": '"', "”": '"', "…": "..."}


class Output:
    """Writes to standard output or error in whatever encoding the stream has: a character it
    cannot show is replaced (→ by ->, others by ?), with one note saying so, never a traceback."""

    def __init__(self) -> None:
        self.color: bool | None = False if os.environ.get("NO_COLOR") else None
        self.noted = False

    @staticmethod
    def _stream(err: bool) -> IO[str]:
        return sys.stderr if err else sys.stdout

    def encodable(self, text: str, err: bool = False) -> bool:
        encoding = getattr(self._stream(err), "encoding", None) or "utf-8"
        try:
            text.encode(encoding)
        except (UnicodeEncodeError, LookupError):
            return False
        return True

    def echo(self, text: str = "", err: bool = False) -> None:
        if not self.encodable(text, err):
            encoding = getattr(self._stream(err), "encoding", None) or "utf-8"
            for char, plain in _PLAIN.items():
                text = text.replace(char, plain)
            try:
                text = text.encode(encoding, errors="replace").decode(encoding)
            except LookupError:
                text = text.encode("ascii", errors="replace").decode("ascii")
            if not self.noted:
                self.noted = True
                click.echo(
                    f"note: the output encoding ({encoding}) cannot show some characters; they are shown as ? "
                    "(set PYTHONIOENCODING=utf-8 to see them)",
                    err=True,
                )
        click.echo(text, err=err, color=self.color)

    def style(self, text: str, **styles: Any) -> str:
        return click.style(text, **styles)


def _unsupported_script(name: str) -> str | None:
    """The script of a name whose letters are neither Latin nor Cyrillic ("CJK", "HIRAGANA"…)."""
    for char in name:
        if char.isalpha():
            script = unicodedata.name(char, "").split(" ")[0]
            if script not in {"LATIN", "CYRILLIC"}:
                return script
    return None


def _ability_spans(record: dict[str, Any]) -> dict[int, tuple[int, int]]:
    """Where each ability's text sits in the card text (children inside their parents)."""
    text = "\n".join(face["text"] for face in record["faces"])
    spans: dict[int, tuple[int, int]] = {}
    cursor: dict[int | None, int] = {None: 0}
    for ability in record["abilities"]:
        begin = cursor.get(ability["parent"], 0)
        found = text.find(ability["text"], begin) if ability["text"] else -1
        if found >= 0:
            spans[ability["id"]] = (found, found + len(ability["text"]))
            cursor[ability["parent"]] = found + len(ability["text"])
            cursor[ability["id"]] = found
    return spans


def _highlight(out: Output, ability: dict[str, Any], span: tuple[int, int] | None, evidence: Any, color: str) -> str:
    text = str(ability["text"])
    ev_span = evidence.get("span") if isinstance(evidence, dict) else None
    if span and isinstance(ev_span, list) and len(ev_span) == 2 and span[0] <= ev_span[0] <= ev_span[1] <= span[1]:
        start, end = ev_span[0] - span[0], ev_span[1] - span[0]
        return text[:start] + out.style(text[start:end], fg=color, bold=True) + text[end:]
    return text


def render_record(out: Output, record: dict[str, Any], card: IndexedCard) -> list[str]:
    """One text of a card: its faces, numbered abilities, then each link with its evidence."""
    lang = record["lang"]
    lines = []
    title = str(record["name"] or card.name)
    if record["name"] != card.name:
        title += f"  ({card.name})"
    lines.append(out.style(title, bold=True) + f"  [{lang}]")
    by_face: dict[int, list[dict[str, Any]]] = {}
    for ability in record["abilities"]:
        by_face.setdefault(int(ability["face"]), []).append(ability)
    depth: dict[int, int] = {}
    faces = record["faces"]
    for face_no, face in enumerate(faces):
        if len(faces) > 1:
            lines.append(f"— {face['name']}")
        if face.get("type_line"):
            lines.append(f"  {face['type_line']}")
        for ability in by_face.get(face_no, []):
            level = 0 if ability["parent"] is None else depth.get(int(ability["parent"]), 0) + 1
            depth[int(ability["id"])] = level
            lines.append(f"  {'    ' * level}{ability['id']}. [{ability['kind']}] {ability['text']}")
        if not by_face.get(face_no):
            lines.append("  (no rules text)")
    lines.append("")
    links = record["links"]
    if not links:
        lines.append("links: none")
        lines.extend(render_review(record.get("review") or []))
        return lines
    lines.append(f"links ({len(links)}):")
    spans = _ability_spans(record)
    abilities = {int(a["id"]): a for a in record["abilities"]}
    for link in links:
        source, target = abilities.get(int(link["from"])), abilities.get(int(link["to"]))
        lines.append(f"  {out.style(str(link['rule']), bold=True)}  {link['from']} → {link['to']}")
        evidence = link.get("evidence") or {}
        for ability, end, color in ((source, "from", "yellow"), (target, "to", "cyan")):
            if ability is not None:
                text = _highlight(out, ability, spans.get(int(ability["id"])), evidence.get(end), color)
                lines.append(f"      {ability['id']}: {text}")
        lines.append(f"      {_explanation(link)}")
    lines.extend(render_review(record.get("review") or []))
    return lines


def render_review(review: list[dict[str, Any]]) -> list[str]:
    """The referring words no link explains, for a person to check."""
    if not review:
        return []
    lines = [f"to check ({len(review)}): references the tool could not tie to anything"]
    for entry in review:
        where = f"ability {entry['ability']}" if entry.get("ability") is not None else f"paragraph {entry['paragraph']}"
        lines.append(f'  {where}: "{entry["phrase"]}" — {entry["reason"]}')
    return lines


def _explanation(link: dict[str, Any]) -> str:
    if link.get("explanation"):
        return str(link["explanation"])
    from mtglinks.links.explain import CLAUSE_SUMMARIES

    return CLAUSE_SUMMARIES.get(str(link["rule"]), f"linked abilities under rule {link['rule']}")


def _fail(out: Output, message: str, suggestions: list[str] | None = None) -> None:
    out.echo(f"error: {message}", err=True)
    if suggestions:
        out.echo("did you mean:", err=True)
        for suggestion in suggestions:
            out.echo(f"  {suggestion}", err=True)
    sys.exit(1)


@main.command("card")
@click.argument("name")
@click.option(
    "--lang",
    "-l",
    type=click.Choice(LANG_CHOICES, case_sensitive=False),
    default=None,
    help="Which text to show: en, es, fr, ru, or all (every language the index has). "
    "Default: the language of the name given.",
)
@click.option("--db", "db_path", default=None, metavar="PATH", help="The card index to read (see below).")
@click.option(
    "--json", "as_json", is_flag=True, help="Print the tag record (schema_version 1) instead; a list with --lang all."
)
def card_command(name: str, lang: str | None, db_path: str | None, as_json: bool) -> None:
    """Look card NAME up and show its abilities and linked abilities (rule 607).

    NAME may be in English, Spanish, French or Russian, in any case, with or without accents and
    punctuation, or a legendary's short name ("Narset"). A name that is not found gives up to five
    suggestions and exit status 1.

    The index read is --db PATH, else $MTGLINKS_DB, else the one `mtglinks index` wrote in your
    user data folder, else the index bundled with mtglinks.

    \b
    Examples:
      mtglinks card "Karn Liberated"
      mtglinks card "Pluma del paraíso" --lang es
      mtglinks card "Райское Перо" --lang all
      mtglinks card "sisters of stone death" --json
    """
    out = Output()
    lang = lang.lower() if lang else None
    if not name.strip():
        _fail(out, 'the card name is empty: give the name of a card, e.g. mtglinks card "Karn Liberated"')
    try:
        index = CardIndex(find_index(db_path))
    except CardIndexError as err:
        _fail(out, str(err))
        return
    with index:
        try:
            card = index.card(name, lang=lang if lang in LANG_NAMES else None)
        except AmbiguousName as err:
            _fail(out, f"{err}; give more of the name", err.suggestions)
            return
        except CardNotFound as err:
            script = _unsupported_script(name)
            if script is not None:
                _fail(
                    out,
                    f"no card named {name.strip()!r}: the name is written in {script.title()} letters, and the index "
                    "holds names in English, Spanish, French and Russian only",
                )
            _fail(
                out,
                str(err) if err.suggestions else f"{err} (names in English, Spanish, French and Russian are looked up)",
                err.suggestions,
            )
            return
        except NoTextInLanguage as err:
            _fail(out, str(err))
            return
        except CardIndexError as err:
            _fail(out, str(err))
            return
    match = card.match
    if match is not None and match.how != "exact":
        how = "as a legendary's short name" if match.how == "short" else "ignoring case, accents and punctuation"
        out.echo(f"note: {match.query!r} matched {match.name!r} ({how})", err=True)
    if lang == "all":
        records = [r for code in card.langs if (r := card.record(code)) is not None]
    else:
        shown = lang or (match.lang if match is not None else "en")
        chosen = card.record(shown) or card.record("en") or card.records[0]
        records = [chosen]
    if as_json:
        value: Any = records if lang == "all" else records[0]
        text = json.dumps(value, ensure_ascii=False, indent=2)
        if not out.encodable(text):
            text = json.dumps(value, ensure_ascii=True, indent=2)  # the same JSON value, in ASCII escapes
        click.echo(text)
        return
    for i, record in enumerate(records):
        if i:
            out.echo("")
        out.echo("\n".join(render_record(out, record, card)))
        others = len(card.versions(record["lang"])) - 1
        if others > 0:
            out.echo(
                f"({others} other {LANG_NAMES.get(record['lang'], record['lang'])} text{'s' if others > 1 else ''} "
                "of this card in the index: --json --lang all lists the shown ones, open_index() all)"
            )


@main.command("index")
@click.argument("inputs", nargs=-1, required=True, metavar="FILE…")
@click.option(
    "-o", "--output", default=None, metavar="PATH", help="Where to write the index (default: your user index)."
)
@click.option("-j", "--jobs", type=click.IntRange(min=1), default=1, show_default=True, help="Worker processes.")
@click.option("-q", "--quiet", is_flag=True, help="No summary on standard error.")
def index_command(inputs: tuple[str, ...], output: str | None, jobs: int, quiet: bool) -> None:
    """Build a card index from FILE… (anything `mtglinks tag` reads; - = standard input).

    Every card record is tagged and filed under its English card (its English name), with its
    names, texts, abilities and links in each language. The index is written to a temporary
    file and renamed into place, so a failed build leaves the old index as it was.

    \b
    Examples:
      mtglinks index AllPrintings.json                 # your user index: `mtglinks card` reads it
      mtglinks index cards.jsonl -o my-cards.sqlite    # then: mtglinks card NAME --db my-cards.sqlite
    """
    from mtglinks import __version__
    from mtglinks.index.build import IndexBuilder
    from mtglinks.index.inputs import Input, InputError, read_inputs, tag_inputs
    from mtglinks.index.reader import user_index

    target = output or str(user_index())
    builder = IndexBuilder()
    try:
        items = read_inputs(list(inputs))

        def only_cards() -> Iterator[Input]:
            for item in items:
                if isinstance(item, Input):
                    yield item
                elif item.bad:
                    builder.summary.error(f"{item.file} {item.position}: {item.reason}")
                else:
                    builder.summary.skipped[item.reason] += 1

        builder.add_all(tag_inputs(only_cards(), jobs=jobs))
    except InputError as err:
        raise click.UsageError(str(err)) from err
    sources = []
    for path in inputs:
        size = os.path.getsize(path) if path != "-" and os.path.isfile(path) else None
        sources.append({"file": os.path.basename(path) if path != "-" else "-", "bytes": size})
    if not builder.cards:
        raise click.ClickException(f"no card records in {', '.join(inputs)}: nothing to index")
    try:
        summary = builder.write(target, sources, __version__)
    except OSError as err:
        raise click.ClickException(f"cannot write the index {target}: {err.strerror or err}") from err
    if not quiet:
        click.echo(summary.report(), err=True)
        click.echo(f"wrote {target}", err=True)


@main.command("schema")
def schema_command() -> None:
    """Print the JSON Schema (draft 2020-12) of the tag record, schema_version 1: the shape of
    `tag` output lines, `links --json`, `card --json` and the index's records."""
    from mtglinks.schema import schema_text

    click.echo(schema_text())
