"""The quotation marks of an ability quoted inside a quoted ability, which card text prints as single quotes ('Create a
… token with "When this token dies, create a … token with 'When this token dies, …'"'): inside a granted part, each
single quote that opens a word and the next one that closes a word are made double quotes, so that the part reads its
own quoted ability as any other ('"…"'). An apostrophe inside a word ("don't", "player's") opens and closes none.
"""

from __future__ import annotations

import re

from mtglinks.text.tracked import TrackedText

_MARK = re.compile("'")


def nested_quotes(inner: TrackedText) -> TrackedText:
    """The granted part with its nested quotation marks double (one character for one: the offsets stay)."""
    text = inner.text
    marks: set[int] = set()
    opening = -1
    for at, char in enumerate(text):
        if char != "'":
            continue
        before = text[at - 1] if at else " "
        after = text[at + 1] if at + 1 < len(text) else " "
        if opening < 0 and not (before.isalnum() or before == "'") and not after.isspace():
            opening = at
        elif opening >= 0 and not before.isspace() and not (after.isalnum() or after == "'"):
            marks.update((opening, at))
            opening = -1
    if not marks:
        return inner
    return inner.sub(_MARK, lambda m: '"' if m.start() in marks else "'")


def nested_parts(text: str) -> tuple[tuple[int, int], ...]:
    """The quoted parts of a granted part's text once its nested marks are double (`nested_quotes`), marks included:
    its double quotes paired in order."""
    if '"' not in text:
        return ()
    marks = [at for at, char in enumerate(text) if char == '"']
    return tuple((marks[i], marks[i + 1] + 1) for i in range(0, len(marks) - 1, 2))
