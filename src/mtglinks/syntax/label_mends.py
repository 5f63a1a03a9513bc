"""A label whose words end as a sentence does, which the grammar cannot read as a label (a period ends a sentence).

A flavor word or an anchor word is any words before the paragraph's first dash (rules 207.2c, 614.12b), and a few
are a sentence or an exclamation of their own: "I. AM. TALKING! — Whenever ~ deals combat damage to a player, …",
"Would You Like A...? — Once each turn, …", "• Yes, I understand my mission. — Draw a card.". The grammar reads a
period as a sentence's end, so such a paragraph fails whole; read again without the label's periods, it parses
with the label as it should. The label's span (`Ability.label_span`) still covers its printed words, periods
included; its words (`Ability.label`) and the normalized text are those the grammar read, without them.

Only a paragraph the grammar rejects comes here, and only a label of a few words that ends with ".", "?" or "!"
right before its dash: text whose line breaks were lost ("… draw a card. Raid — When …") never ends its label so.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from mtglinks.syntax.errors import ParseFailure
from mtglinks.syntax.transformer import RawParagraph
from mtglinks.text.tracked import TrackedText

# The paragraph's opening words up to its first dash, after a mode's bullet if any, ending with ".", "?" or "!":
# no colon (a cost), no quote, no symbol, no parenthesis, no card name.
_SENTENCE_LABEL = re.compile(r"\s*(?:•\s*)?([^—•:;\"{}()~\n]{1,80}?[.?!])\s*—")
# A label is a few words; more is a sentence.
_MOST_WORDS = 8


def sentence_label(
    text: TrackedText, parse: Callable[[str], RawParagraph | ParseFailure]
) -> tuple[TrackedText, RawParagraph] | None:
    """The paragraph read without the periods of a label that ends as a sentence does, and its parse, where that
    reads with the label ending at the same dash; else None."""
    m = _SENTENCE_LABEL.match(text.text)
    if m is None or "." not in m.group(1) or len(m.group(1).split()) > _MOST_WORDS:
        return None
    start = m.start(1)
    periods = [(start + n, start + n + 1, "") for n, character in enumerate(m.group(1)) if character == "."]
    mended = text.replace_spans(periods)
    raw = parse(mended.text)
    if isinstance(raw, ParseFailure) or not raw.labels or raw.labels[0].end != m.end() - len(periods):
        return None
    return mended, raw
