"""`mtglinks card NAME`: look a card up in the card index and show its abilities and links.

The lookup path imports no parser: the index holds every card's abilities and links, so a
lookup is a few SQLite reads and one zlib decompression.
"""

from __future__ import annotations

import json
import unicodedata
from typing import Any, NoReturn

import click

from mtglinks.cli.common import Output, json_flag
from mtglinks.cli.render import render_record
from mtglinks.index.errors import AmbiguousName, CardIndexError, CardNotFound, NoTextInLanguage
from mtglinks.index.locate import lookup_indexes
from mtglinks.index.lookup import Lookup
from mtglinks.index.reader import CardIndex, IndexedCard
from mtglinks.lang import language_names

LANG_NAMES = language_names()
LANG_CHOICES = (*LANG_NAMES, "all")
# "English, Spanish, French and Russian"
_LISTED = ", ".join(list(LANG_NAMES.values())[:-1]) + " and " + list(LANG_NAMES.values())[-1]


def _unsupported_script(name: str) -> str | None:
    """The script of a name whose letters are neither Latin nor Cyrillic ("CJK", "HIRAGANA"…)."""
    for char in name:
        if char.isalpha():
            script = unicodedata.name(char, "").split(" ")[0]
            if script not in {"LATIN", "CYRILLIC"}:
                return script
    return None


# How a user gets a card printed after the newest card of the indexes read.
NEWER_INDEX = (
    "for a card printed later, build an index from a newer MTGJSON file (AllPrintings.json, mtgjson.com): "
    "`mtglinks index AllPrintings.json`, which `mtglinks card` then reads first"
)


def _not_found(out: Output, name: str, err: CardNotFound) -> NoReturn:
    """Say that no card has this name in the indexes read (the error names them, with the date of
    their newest card), why it may be so, and how to get a newer index."""
    script = _unsupported_script(name)
    if script is not None:
        out.fail(
            f"no card named {name.strip()!r}: the name is written in {script.title()} letters, and the index "
            f"holds names in {_LISTED} only",
        )
    languages = "" if err.suggestions else f" (names in {_LISTED} are looked up)"
    out.fail(f"{err}{languages}; {NEWER_INDEX}", err.suggestions)


def _look_up(out: Output, name: str, lang: str | None, db_path: str | None) -> IndexedCard:
    """The card of that name in the indexes a lookup reads, or exit with status 1 saying why there is none."""
    try:
        lookup = Lookup([CardIndex(path) for path in lookup_indexes(db_path)])
    except CardIndexError as err:
        out.fail(str(err))
    try:
        return lookup.card(name, lang=lang if lang in LANG_NAMES else None)
    except AmbiguousName as err:
        out.fail(f"{err}; give more of the name", err.suggestions)
    except CardNotFound as err:
        _not_found(out, name, err)
    except (NoTextInLanguage, CardIndexError) as err:
        out.fail(str(err))
    finally:
        lookup.close()


def _records(card: IndexedCard, lang: str | None, every_text: bool) -> list[dict[str, Any]]:
    """The texts to show: every language's with --lang all, else the one asked for, the name's, or
    English; with --every-text every distinct text of those languages."""
    match = card.match
    if lang == "all":
        codes = list(card.langs)
    else:
        shown = lang or (match.lang if match is not None else "en")
        codes = [shown if card.record(shown) else "en" if card.record("en") else card.records[0]["lang"]]
    if every_text:
        return [r for code in codes for r in card.versions(code)]
    return [r for code in codes if (r := card.record(code)) is not None]


def _print_text(out: Output, card: IndexedCard, records: list[dict[str, Any]], every_text: bool) -> None:
    for i, record in enumerate(records):
        if i:
            out.echo("")
        out.echo("\n".join(render_record(out, record, card.name)))
        others = len(card.versions(record["lang"])) - 1
        if others > 0 and not every_text:
            language = LANG_NAMES.get(record["lang"], record["lang"])
            out.echo(
                f"({others} other {language} text{'s' if others > 1 else ''} of this card in the index: "
                f"mtglinks card {_quoted(card.name)} --lang {record['lang']} --every-text shows "
                f"{'them' if others > 1 else 'it'})"
            )


def _quoted(name: str) -> str:
    """A card name as a shell argument."""
    import shlex

    return shlex.quote(name) if "'" not in name else '"' + name.replace('"', '\\"') + '"'


def _print_json(out: Output, value: Any) -> None:
    text = json.dumps(value, ensure_ascii=False, indent=2)
    if not out.encodable(text):
        text = json.dumps(value, ensure_ascii=True, indent=2)  # the same JSON value, in ASCII escapes
    click.echo(text)


@click.command("card")
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
    "--every-text",
    is_flag=True,
    help="Show every distinct text of the language (printed texts differ between printings), not only the first.",
)
@json_flag("Print the tag record (schema_version 1) instead; a list with --lang all or --every-text.")
def card_command(name: str, lang: str | None, db_path: str | None, every_text: bool, as_json: bool) -> None:
    """Look card NAME up and show its abilities and linked abilities (rule 607).

    NAME may be in English, Spanish, French or Russian, in any case, with or without accents and
    punctuation, or a legendary's short name ("Narset"). A name that is not found gives up to five
    suggestions and exit status 1.

    The index read is --db PATH, else $MTGLINKS_DB, else the one `mtglinks index` wrote in your
    user data folder and then the index bundled with mtglinks (a card your index lacks is still
    found in the bundled one). A name not found is answered with the index read and the date of
    its newest card; a newer card needs an index built from a newer MTGJSON file (`mtglinks index`).

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
        out.fail('the card name is empty: give the name of a card, e.g. mtglinks card "Karn Liberated"')
    card = _look_up(out, name, lang, db_path)
    match = card.match
    if match is not None and match.how != "exact":
        how = "as a legendary's short name" if match.how == "short" else "ignoring case, accents and punctuation"
        out.echo(f"note: {match.query!r} matched {match.name!r} ({how})", err=True)
    if match is not None and match.also_short_name_of:
        out.echo(f"note: {match.query!r} is also the short name of: {'; '.join(match.also_short_name_of)}", err=True)
    records = _records(card, lang, every_text)
    if as_json:
        _print_json(out, records if lang == "all" or every_text else records[0])
    else:
        _print_text(out, card, records, every_text)
