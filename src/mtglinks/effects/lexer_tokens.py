"""What the effect lexer yields (`lexer.Lexicon.tokens`): its tokens, and the error at a word it does not know."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(slots=True)
class Token:
    """One category read: its terminal, its value (a `Verb`, a `Zone`, a canonical word…), its words and offsets."""

    type: str
    value: str
    text: str
    start_pos: int
    end_pos: int

    def __repr__(self) -> str:
        return f"Token({self.type!r}, {self.value!r})"


# How many times a rule's method has changed a token's value in place (`changed`), over the process: a sentence's tokens
# whose parse stopped are read again for its object phrases (`effects/partial.py`) only where a method changed one.
_changes = 0


def changed(token: Token, value: str) -> None:
    """Sets a token's value from a rule's method (the only way they change one), counted (`changes`)."""
    global _changes  # noqa: PLW0603 - a count of the process, read before and after a parse
    _changes += 1
    token.value = value


def changes() -> int:
    """How many token values the rules' methods have changed so far (`changed`)."""
    return _changes


class UnknownWord(Exception):
    """A word no category of the lexicon holds. `read`: the tokens the lexer read before it, set where they are
    the same as those of the text up to the word alone before the passes over the whole (`Lexicon.finished`), else
    None."""

    def __init__(self, word: str, start: int, end: int) -> None:
        super().__init__(f'the lexicon has no category for "{word}"')
        self.word = word
        self.start = start
        self.end = end
        self.read: list[Token] | None = None
