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
