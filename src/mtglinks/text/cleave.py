"""The square brackets of a spell with cleave (rule 702.148): its words in brackets are removed only when its cleave
cost was paid, so the text as printed, read without the brackets, is the spell cast otherwise ("Destroy target
[nonblack] creature [with mana value 3 or less] [an opponent controls]." reads "Destroy target nonblack creature with
mana value 3 or less an opponent controls."). A bracket pair that holds a loyalty cost or a number ("[+1]", "[−2]",
"[4]") is not one of them and stays.
"""

from __future__ import annotations

import re

from mtglinks.text.tracked import TrackedText

# a pair of brackets around words: its first character neither a sign nor a digit (not "[+1]", "[−1]", "[4]")
_BRACKETED = re.compile(r"\[(?![\d+\-\u2212])[^\[\]]*\]")
_BRACKET = re.compile(r"[\[\]]")


def unbracket(text: TrackedText) -> TrackedText:
    """The text with the brackets of its bracketed words made spaces (one character for one: the offsets stay)."""
    marks: set[int] = set()
    for m in _BRACKETED.finditer(text.text):
        marks.update((m.start(), m.end() - 1))
    if not marks:
        return text
    return text.sub(_BRACKET, lambda m: " " if m.start() in marks else m.group())
