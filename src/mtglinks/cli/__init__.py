"""The command line: `mtglinks parse`, and the commands the other modules add."""

from __future__ import annotations

import json
import sys

import click

from mtglinks.lang import codes


def read_text_argument(text: str | None) -> str:
    """TEXT as given, or standard input for "-" (or no TEXT with piped input)."""
    if text is None and sys.stdin.isatty():
        # Waiting silently for a terminal to type into looks like a hang: say what is missing.
        raise click.UsageError("give the card TEXT, or - to read it from standard input")
    if text is None or text == "-":
        # Bytes, decoded here: the stream's own decoding depends on the locale (strict under a UTF-8
        # locale, a traceback on one bad byte; surrogate escapes under C).
        data = sys.stdin.buffer.read()
        try:
            return data.decode("utf-8").removeprefix("\ufeff")
        except UnicodeDecodeError as err:
            raise click.UsageError(f"standard input is not UTF-8 text: {err}") from err
    return text


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="mtglinks")
def main() -> None:
    """mtglinks: parse Magic card text into abilities and find linked abilities (rule 607)."""
    # A console that cannot show every character (a legacy Windows code page, PYTHONIOENCODING=ascii)
    # gets "?" for what it cannot show rather than a traceback; data outputs are written as UTF-8 bytes.
    for stream in (sys.stdout, sys.stderr):
        encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "")
        if encoding not in ("utf8", "utf_8") and hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="replace")


@main.command("parse")
@click.argument("text", required=False)
@click.option("--lang", "-l", default="en", show_default=True, help=f"Language of the text: {', '.join(codes())}.")
@click.option("--name", "-n", default=None, help="The card's name as printed in that language (becomes ~).")
@click.option("--json", "as_json", is_flag=True, help="Print the tree as JSON.")
def parse_command(text: str | None, lang: str, name: str | None, as_json: bool) -> None:
    """Parse card TEXT (or - for standard input) into its tree of abilities.

    Each paragraph (line) becomes one numbered ability with its kind (keyword, activated,
    triggered, static, spell, replacement, modal, chapter, level, reminder, or unparsed),
    its cost parts, trigger, condition and effect sentences; the card's own name reads "~".

    \b
    Examples:
      mtglinks parse --name "Paradise Plume" "As Paradise Plume enters, choose a color."
      mtglinks parse --lang es --name "Pluma del paraíso" --json "Pon un contador sobre la Pluma del paraíso."
      mtglinks parse --lang ru --name "Райское Перо" "При входе Райского Пера в игру выберите цвет."
      echo "{T}: Add {G}." | mtglinks parse -
    """
    from mtglinks.cli.render import render_card
    from mtglinks.index.selfname import resolve_name
    from mtglinks.syntax.assemble import parse  # here, so commands that do not parse (card) never load the grammar

    raw = read_text_argument(text)
    check = resolve_name(raw, lang=lang, name=name)
    try:
        card = parse(raw, lang=lang, name=check.name)
    except (ValueError, TypeError) as err:
        raise click.UsageError(str(err)) from err
    card.warnings.extend(check.notes + check.warnings)
    for warning in card.warnings:
        click.echo(f"warning: {warning}", err=True)
    if as_json:
        click.echo(json.dumps(card.to_dict(), ensure_ascii=False, indent=2))
    else:
        click.echo(render_card(card))


# Each command family lives in its own module and registers itself on `main`.
from mtglinks.cli import card, coverage, links, tag  # noqa: E402,F401  (each registers its commands)
