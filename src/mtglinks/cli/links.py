"""`mtglinks links`: one card's abilities and links."""

from __future__ import annotations

import json

import click

from mtglinks.cli.common import Output, json_flag, language_option, read_text_argument
from mtglinks.cli.render import render_record
from mtglinks.schema import SCHEMA_VERSION
from mtglinks.schema.tag_record import card_record, review_entries
from mtglinks.tree import Card


def _tag_record(card: Card, source: dict[str, str]) -> dict[str, object]:
    """The tag record (schema_version 1, `mtglinks schema`) of one card, as `tag` and `card --json` write it."""
    abilities, links = card_record(card)
    return {
        "schema_version": SCHEMA_VERSION,
        "id": None,
        "line": None,
        "name": card.name,
        "lang": card.lang,
        "status": "ok",
        "errors": [],
        "ids": {},
        "source": source,
        "abilities": abilities,
        "links": links,
        "review": review_entries(card),
    } | ({"warnings": card.warnings} if card.warnings else {})


@click.command("links")
@click.argument("text", required=False)
@language_option("en", "Language of the text.")
@click.option(
    "--name", "-n", default=None, help="The card's name as printed in that language (how the text says itself)."
)
@click.option(
    "--english-name",
    default=None,
    help="The card's English name: the links are compared with that card's Oracle text in the card index, "
    "and a difference is listed to check (for English text, the same as --name).",
)
@json_flag("Print abilities and links as JSON (the `tag` record format).")
def links_command(text: str | None, lang: str, name: str | None, english_name: str | None, as_json: bool) -> None:
    """Show the abilities of card TEXT (or - for standard input) and which of them are linked (rule 607).

    Paragraphs are separated by new lines. Each link reads
    `RULE  FROM → TO  "acting words" → "referring words"` (ability numbers as listed above it),
    then the two abilities' text and what the clause of rule 607.2 means: the layout of
    `mtglinks card`. On a terminal the lines are wrapped to its width. Under "to check" follow the referring words
    no link explains, and the links that differ from the card's Oracle text.

    \b
    Examples:
      mtglinks links --name "Paradise Plume" "As Paradise Plume enters the battlefield, choose a color.
      Whenever a player casts a spell of the chosen color, you may gain 1 life.
      {T}: Add one mana of the chosen color."
      printf '{T}: Exile target card.\\n{1}: Put a card exiled with ~ onto the battlefield.' | mtglinks links -
      mtglinks links --lang fr --name "Chose" --json "{T} : Exilez la carte du dessus de votre bibliothèque.
      {1} : Vous pouvez jouer les cartes exilées avec la Chose."
    """
    from mtglinks.index.analysis import analyze_with_index  # here: `card` loads no grammar
    from mtglinks.index.errors import CardIndexError
    from mtglinks.index.reader import shared_tag_index

    try:
        index = shared_tag_index() if english_name or not name else None  # $MTGLINKS_DB, else the bundled one
        card = analyze_with_index(index, read_text_argument(text), lang=lang, name=name, english_name=english_name)
    except CardIndexError as err:
        raise click.UsageError(str(err)) from err
    except (ValueError, TypeError) as err:
        raise click.UsageError(str(err)) from err
    for warning in card.warnings:
        click.echo(f"warning: {warning}", err=True)
    if as_json:
        source = {"file": "-" if text in (None, "-") else "<argument>", "position": "the whole text"}
        click.echo(json.dumps(_tag_record(card, source), ensure_ascii=False, indent=2))
    else:
        out = Output()
        faces = [{"name": face.name, "text": face.text, "type_line": face.type_line} for face in card.faces]
        out.echo("\n".join(render_record(out, _tag_record(card, {}) | {"faces": faces})))
