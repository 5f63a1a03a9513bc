"""Quoted words that are spoken, not an ability granted: "you may say "Gotcha!"", "ask a person outside the game "Do you
like Squirrels?"". Normalization takes every quoted part for a granted ability (rule 607.1a); one the words before it
make speech (the language's `spoken_quote`) is left in the sentence that quotes it, as `paragraph._quoted_words`
leaves a counter's name.
"""

from __future__ import annotations

import re

from mtglinks.text.normalize import NormalizedText

# How much of the text before a quote is read for the words that make it spoken (they stand right before it); a bound
# keeps a text of many quotes linear.
_SPOKEN_WINDOW = 120


def spoken(parent: NormalizedText, part: NormalizedText, pattern: re.Pattern[str] | None) -> bool:
    """Whether the quoted `part` of `parent` follows words that make it spoken (`pattern`, matched on the parent's
    normalized text up to the quote's opening mark)."""
    if pattern is None or not part.tracked.text:
        return False
    inner = parent.tracked.locate(part.tracked.span(0, 1))  # the quoted part's first character in the parent
    if inner is None or inner[0] < 1:
        return False
    end = inner[0] - 1  # the opening mark
    return pattern.search(parent.tracked.text, max(0, end - _SPOKEN_WINDOW), end) is not None
