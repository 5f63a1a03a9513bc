"""The `mtglinks` group: every command registered once, each with its help and examples."""

from __future__ import annotations

import subprocess
import sys

import click
import pytest
from helpers import run_cli

from mtglinks import cli
from mtglinks.cli import main

COMMANDS = ("card", "coverage", "eval", "index", "links", "parse", "schema", "tag")
# A line of each command's examples (schema has none: it takes no argument).
EXAMPLES = {
    "card": 'mtglinks card "Karn Liberated"',
    "coverage": "mtglinks coverage ../shared/corpora/oracle-en.jsonl.gz --top 20",
    "eval": "mtglinks eval ../shared/eval/dev-oracle.jsonl",
    "index": "mtglinks index AllPrintings.json",
    "links": 'mtglinks links --name "Paradise Plume"',
    "parse": "mtglinks parse --lang ru",
    "tag": "mtglinks tag AllPrintings.json.xz -o links.sqlite",
}


def test_the_group_has_every_command_once_in_alphabetical_order() -> None:
    context = click.Context(main)
    assert tuple(main.list_commands(context)) == tuple(sorted(cli.COMMANDS)) == COMMANDS
    for name in COMMANDS:
        command = main.get_command(context, name)
        assert isinstance(command, click.Command) and command.name == name
    listed = run_cli("--help").stdout.split("Commands:\n")[1].splitlines()
    assert [line.split()[0] for line in listed] == list(COMMANDS)


def test_a_command_imports_only_its_own_module() -> None:
    # `mtglinks links` must not pay for the batch runner, the index or the other commands.
    script = (
        "import sys; from mtglinks.cli import main\n"
        "try:\n    main(['links', '--name', 'Plume', '{T}: Add {G}.'])\nexcept SystemExit:\n    pass\n"
        "print(sorted(m for m in sys.modules if m.startswith(('mtglinks.cli.', 'mtglinks.batch', 'concurrent'))))"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    loaded = result.stdout.strip().splitlines()[-1]
    assert loaded == "['mtglinks.cli.common', 'mtglinks.cli.links', 'mtglinks.cli.render']", result.stdout


@pytest.mark.parametrize("command", COMMANDS)
def test_each_command_has_help_with_its_usage(command: str) -> None:
    result = run_cli(command, "--help")
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith(f"Usage: main {command} ")
    if command in EXAMPLES:
        assert "Examples:" in result.stdout and EXAMPLES[command] in result.stdout


def test_help_loads_no_grammar() -> None:
    # docs/benchmarks.md: `mtglinks --help` imports each command's module to list it, but neither
    # lark nor the grammar (a command's help stays quick).
    script = (
        "import sys; from mtglinks.cli import main\n"
        "try:\n    main(['--help'])\nexcept SystemExit:\n    pass\n"
        "print(sorted(m for m in sys.modules if m == 'lark' or m.startswith(('lark.', 'mtglinks.syntax'))))"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert "Commands:" in result.stdout
    assert result.stdout.strip().splitlines()[-1] == "[]", result.stdout
