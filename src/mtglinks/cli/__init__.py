"""The command line: the `mtglinks` group, and the one list of its commands (one module each).

A command module imports only `cli.common` (shared options and helpers) and `cli.render` (text output),
never another command; what a command needs beyond them it imports when it runs, so that `--help` and
`mtglinks card` load no grammar, linker or worker pool.
"""

from __future__ import annotations

import sys

import click

from mtglinks.cli.card import card_command
from mtglinks.cli.coverage import coverage_command
from mtglinks.cli.eval import eval_command
from mtglinks.cli.index import index_command
from mtglinks.cli.links import links_command
from mtglinks.cli.parse import parse_command
from mtglinks.cli.schema import schema_command
from mtglinks.cli.tag import tag_command


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


main.add_command(card_command)
main.add_command(coverage_command)
main.add_command(eval_command)
main.add_command(index_command)
main.add_command(links_command)
main.add_command(parse_command)
main.add_command(schema_command)
main.add_command(tag_command)
