"""The command line: the `mtglinks` group, and the one list of its commands (one module each).

A command module imports only `cli.common` (shared options and helpers) and `cli.render` (text output),
never another command. The group imports a command's module only when that command runs (or when
`--help` lists them all), so `mtglinks links` loads no worker pool and `mtglinks card` no grammar.
"""

from __future__ import annotations

import importlib
import sys

import click

# The one list of commands: name -> "module:function", imported when the command is used.
COMMANDS = {
    "card": "mtglinks.cli.card:card_command",
    "coverage": "mtglinks.cli.coverage:coverage_command",
    "eval": "mtglinks.cli.eval:eval_command",
    "index": "mtglinks.cli.index:index_command",
    "links": "mtglinks.cli.links:links_command",
    "parse": "mtglinks.cli.parse:parse_command",
    "schema": "mtglinks.cli.schema:schema_command",
    "tag": "mtglinks.cli.tag:tag_command",
}


class LazyGroup(click.Group):
    """A group whose commands are imported on first use (click's documented lazy-loading pattern)."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        """Every command name, sorted, as click lists them."""
        return sorted({*super().list_commands(ctx), *COMMANDS})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        """The command of that name, its module imported now."""
        if cmd_name not in COMMANDS:
            return super().get_command(ctx, cmd_name)
        module_name, function = COMMANDS[cmd_name].split(":")
        command = getattr(importlib.import_module(module_name), function)
        if not isinstance(command, click.Command):
            raise TypeError(f"{COMMANDS[cmd_name]} is not a click command")
        return command


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="mtglinks")
def main() -> None:
    """mtglinks: parse Magic card text into abilities and find linked abilities (rule 607)."""
    # A console that cannot show every character (a legacy Windows code page, PYTHONIOENCODING=ascii)
    # gets "?" for what it cannot show rather than a traceback; data outputs are written as UTF-8 bytes.
    for stream in (sys.stdout, sys.stderr):
        encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "")
        if encoding not in ("utf8", "utf_8") and hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="replace")
