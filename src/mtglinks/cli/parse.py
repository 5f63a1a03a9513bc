"""`mtglinks parse`: card text into its tree of abilities."""

from __future__ import annotations

import json

import click

from mtglinks.cli.common import json_flag, language_names, read_text_argument


@click.command("parse")
@click.argument("text", required=False)
@click.option("--lang", "-l", default="en", show_default=True, help=f"Language of the text: {language_names()}.")
@click.option("--name", "-n", default=None, help="The card's name as printed in that language (becomes ~).")
@json_flag("Print the tree as JSON.")
def parse_command(text: str | None, lang: str, name: str | None, as_json: bool) -> None:
    """Parse card TEXT (or - for standard input) into its tree of abilities.

    Each paragraph (line) becomes one numbered ability with its kind (keyword, activated,
    triggered, static, spell, replacement, modal, chapter, level, reminder, or unparsed),
    its cost parts, trigger, condition and effect sentences; the card's own name reads "~".
    Below, each ability's effect tree: actions with their verb, objects, zones and durations,
    trigger events, conditions, references, and `untyped` for a sentence not read whole (with why).

    \b
    Examples:
      mtglinks parse --name "Paradise Plume" "As Paradise Plume enters, choose a color."
      mtglinks parse --lang es --name "Pluma del paraíso" --json "Pon un contador sobre la Pluma del paraíso."
      mtglinks parse --lang ru --name "Райское Перо" "При входе Райского Пера в игру выберите цвет."
      echo "{T}: Add {G}." | mtglinks parse -
    """
    from mtglinks.cli.render import render_card
    from mtglinks.index.analysis import TextsOrNone
    from mtglinks.index.errors import CardIndexError
    from mtglinks.index.reader import shared_tag_index
    from mtglinks.pipeline import parse  # here, so commands that do not parse (card) never load the grammar
    from mtglinks.text.selfname import resolve_name

    raw = read_text_argument(text)
    try:
        index = None if name else shared_tag_index()  # a nameless text's name: $MTGLINKS_DB, else the bundled index
    except CardIndexError as err:
        raise click.UsageError(str(err)) from err
    try:
        check = resolve_name(raw, lang=lang, name=name, index=None if index is None else TextsOrNone(index))
        card = parse(raw, lang=lang, name=check.name)
    except (ValueError, TypeError) as err:  # an unknown language code, a text of the wrong type
        raise click.UsageError(str(err)) from err
    card.warnings.extend(check.notes + check.warnings)
    for warning in card.warnings:
        click.echo(f"warning: {warning}", err=True)
    if as_json:
        click.echo(json.dumps(card.to_dict(), ensure_ascii=False, indent=2))
    else:
        from mtglinks.effects.render import render_effects

        click.echo(render_card(card))
        tree = render_effects(card)
        if tree:
            click.echo(tree)
