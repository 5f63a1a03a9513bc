"""What several commands share: reading TEXT, the language choice, option shapes, a console writer.

Nothing here imports the grammar, the linker or the batch runner: `mtglinks card` and `--help` stay fast.
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Callable
from typing import IO, Any, NoReturn, TypeVar

import click

from mtglinks.lang import codes

F = TypeVar("F", bound=Callable[..., Any])

# What stands in for characters a legacy console cannot show.
_PLAIN = {"→": "->", "−": "-", "—": "-", "–": "-", "•": "*", "’": "'", "“": '"', "”": '"', "…": "..."}


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


def language_names() -> str:
    """The codes of the languages mtglinks reads, for a help text ("en, es, fr, ru")."""
    return ", ".join(codes())


def language_choice() -> click.Choice[str]:
    """The languages mtglinks reads, as a choice given in any case."""
    return click.Choice(codes(), case_sensitive=False)


def language_option(default: str | None, help: str) -> Callable[[F], F]:
    """`-l/--lang CODE`: one of the languages mtglinks reads, in any case (a default is shown in --help)."""
    return click.option(
        "--lang", "-l", type=language_choice(), default=default, show_default=default is not None, help=help
    )


def counted_option(*names: str, minimum: int, default: int, help: str, metavar: str | None = None) -> Callable[[F], F]:
    """An option taking a whole number of at least `minimum`, its default shown in --help."""
    return click.option(
        *names, type=click.IntRange(min=minimum), default=default, show_default=True, metavar=metavar, help=help
    )


def jobs_option() -> Callable[[F], F]:
    """`-j/--jobs N`: worker processes, one by default."""
    return counted_option("-j", "--jobs", minimum=1, default=1, help="Worker processes.")


def json_flag(help: str) -> Callable[[F], F]:
    """`--json`: print JSON instead of text (the parameter is `as_json`)."""
    return click.option("--json", "as_json", is_flag=True, help=help)


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
        """Can the stream show every character of `text`?"""
        encoding = getattr(self._stream(err), "encoding", None) or "utf-8"
        try:
            text.encode(encoding)
        except (UnicodeEncodeError, LookupError):
            return False
        return True

    def echo(self, text: str = "", err: bool = False) -> None:
        """Write one line, with what the stream cannot show replaced (noted once)."""
        if not self.encodable(text, err):
            text = self._plain(text, err)
        click.echo(text, err=err, color=self.color)

    def _plain(self, text: str, err: bool) -> str:
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
        return text

    def width(self) -> int | None:
        """How wide readable output may be: the terminal's width (`$COLUMNS` when set, as
        `shutil.get_terminal_size` reads it; at least 40) when standard output is a terminal; None,
        no wrapping, when it is a pipe or a file, so that every ability stays on one line for a script."""
        if not sys.stdout.isatty():
            return None
        return max(40, shutil.get_terminal_size().columns)

    def style(self, text: str, **styles: Any) -> str:
        """The text with terminal styles (shown only where the terminal takes them)."""
        return click.style(text, **styles)

    def fail(self, message: str, suggestions: list[str] | None = None) -> NoReturn:
        """Say what went wrong (and what may have been meant) on standard error, and exit with status 1."""
        self.echo(f"error: {message}", err=True)
        if suggestions:
            self.echo("did you mean:", err=True)
            for suggestion in suggestions:
                self.echo(f"  {suggestion}", err=True)
        sys.exit(1)
