"""`mtglinks links`: one card's abilities and links."""

from __future__ import annotations

import json

import click

from mtglinks.cli import main, read_text_argument
from mtglinks.lang import codes
from mtglinks.links.explain import explain
from mtglinks.schema.tag_record import card_record, review_entries
from mtglinks.tree import Ability, Card


def render_links(card: Card) -> str:
    """The numbered abilities, then one line per link with its evidence and one line of explanation."""
    lines = []
    if card.name:
        lines.append(f"{card.name} ({card.lang})")

    # Depth from the tree itself: modes under "Choose one —", abilities granted in quotes under them.
    def number(abilities: list[Ability], depth: int) -> None:
        for ability in abilities:
            lines.append(f"{'    ' * depth}{ability.id}. [{ability.kind}] {ability.text}")
            number(ability.children, depth + 1)

    number(card.abilities, 0)
    lines.append("")
    if not card.links:
        lines.append("links: none")
    else:
        lines.append("links:")
        for link in card.links:
            source, target = link.evidence
            lines.append(f'  {link.source} → {link.target}  {link.rule}  "{source.phrase}" → "{target.phrase}"')
            lines.append(f"      {explain(link)}")
    from mtglinks.cli.card import render_review

    lines.extend(render_review(review_entries(card)))
    return "\n".join(lines)


@main.command("links")
@click.argument("text", required=False)
@click.option(
    "--lang",
    "-l",
    type=click.Choice(codes(), case_sensitive=False),
    default="en",
    show_default=True,
    help="Language of the text.",
)
@click.option(
    "--name", "-n", default=None, help="The card's name as printed in that language (how the text says itself)."
)
@click.option("--json", "as_json", is_flag=True, help="Print abilities and links as JSON (the `tag` record format).")
def links_command(text: str | None, lang: str, name: str | None, as_json: bool) -> None:
    """Show the abilities of card TEXT (or - for standard input) and which of them are linked (rule 607).

    Paragraphs are separated by new lines. Each link reads
    `FROM → TO  RULE  "acting words" → "referring words"` (ability numbers as listed above it),
    followed by what the clause of rule 607.2 means.

    \b
    Examples:
      mtglinks links --name "Paradise Plume" "As Paradise Plume enters the battlefield, choose a color.
      Whenever a player casts a spell of the chosen color, you may gain 1 life.
      {T}: Add one mana of the chosen color."
      printf '{T}: Exile target card.\\n{1}: Put a card exiled with ~ onto the battlefield.' | mtglinks links -
      mtglinks links --lang fr --name "Chose" --json "{T} : Exilez la carte du dessus de votre bibliothèque.
      {1} : Vous pouvez jouer les cartes exilées avec la Chose."
    """
    from mtglinks.pipeline import analyze  # here: `mtglinks card` must not load the grammar

    try:
        card = analyze(read_text_argument(text), lang=lang, name=name)
    except (ValueError, TypeError) as err:
        raise click.UsageError(str(err)) from err
    for warning in card.warnings:
        click.echo(f"warning: {warning}", err=True)
    if as_json:
        abilities, links = card_record(card)
        # The tag record (schema_version 1, `mtglinks schema`), as `tag` and `card --json` write it.
        record = {
            "schema_version": 1,
            "id": None,
            "line": None,
            "name": card.name,
            "lang": card.lang,
            "status": "ok",
            "errors": [],
            "ids": {},
            "source": {"file": "-" if text in (None, "-") else "<argument>", "position": "the whole text"},
            "abilities": abilities,
            "links": links,
            "review": review_entries(card),
        } | ({"warnings": card.warnings} if card.warnings else {})
        click.echo(json.dumps(record, ensure_ascii=False, indent=2))
    else:
        click.echo(render_links(card))
