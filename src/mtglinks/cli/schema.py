"""`mtglinks schema`: the JSON Schema of the tag record."""

from __future__ import annotations

import click


@click.command("schema")
def schema_command() -> None:
    """Print the JSON Schema (draft 2020-12) of the tag record, schema_version 1: the shape of
    `tag` output lines, `links --json`, `card --json` and the index's records."""
    from mtglinks.schema import schema_text

    click.echo(schema_text())
