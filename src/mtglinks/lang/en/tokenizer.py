"""English tokenizer rules: the possessive ending of a word its lemma table lacks."""

from __future__ import annotations

import re
from collections.abc import Mapping

from mtglinks.lang.base import Tokenizer

# "creature's", "opponents'": the possessive ending is kept, the stem lemmatized.
POSSESSIVE = re.compile(r"^(?P<stem>[^\W_].*?)(?P<ending>'s|s')$")


def possessive(form: str, table: Mapping[str, str]) -> str | None:
    """The lemma of a possessive form whose stem the table knows ("creatures'" -> "creature's")."""
    m = POSSESSIVE.match(form)
    if m and m.group("stem") in table:
        return table[m.group("stem")] + "'s"
    return None


TOKENIZER = Tokenizer(unlisted=(possessive,))
