"""French tokenizer rules: elided articles ("l'exil") and hyphenated pronouns ("mettez-la") are words."""

from __future__ import annotations

import re

from mtglinks.lang.base import Tokenizer

# "l'exil", "d'une", "qu'elle", "jusqu'à" are two words each, article first.
ELISION = re.compile(r"(?i)(l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu|quoiqu|presqu)['’](?=[^\W_])")
# Imperatives and questions join their pronouns with hyphens: "mettez-la", "renvoyez-le", "a-t-il".
CLITIC = re.compile(r"(?i)-(?:t-)?(?:le|la|les|lui|leur|en|y|vous|nous|moi|toi|il|elle|ils|elles|on)$")

# Past participles keep a lemma of their own, the masculine singular participle, apart from the
# verb: "exilées" -> "exilé" but "exilez" -> "exiler".
_PARTICIPLE = re.compile(r"^(\w+?(?:é|i|u|is|it))(e|s|es)?$")


def participle(form: str, verb: str) -> str | None:
    """The masculine singular participle of a participle form of `verb` ("exilées" -> "exilé"), or None."""
    m = _PARTICIPLE.match(form) if verb.endswith(("er", "ir", "re")) else None
    if m is None:
        return None
    stem = m.group(1)
    if verb.endswith("er") and stem.endswith("é"):
        return stem
    if verb.endswith("ir") and stem.endswith("i") and verb[:-1] == stem:
        return stem
    if verb.endswith("re") and stem.endswith(("is", "it", "u")) and stem[:2] == verb[:2]:
        return stem
    return None


TOKENIZER = Tokenizer(elision=ELISION, clitic=CLITIC)
