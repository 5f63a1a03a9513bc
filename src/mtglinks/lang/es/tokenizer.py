"""Spanish tokenizer rules: imperatives carry their object pronouns ("exílialas", "devuélvelo").

The verb is the stem without the pronouns and without the written accent they forced. The same
rules serve the lemma table's build (`lookup_enclitic`, `participle`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from mtglinks.lang.base import Tokenizer

# "exílialas" = "exília" + "las", "dáselo" = "dá" + "se" + "lo"
ENCLITIC = re.compile(r"^(\w{2,}?)(?:se|me|te|nos)?(?:lo|la|los|las|le|les|se)$")
_UNACCENT = str.maketrans("áéíóú", "aeiou")
_INFINITIVE = ("ar", "er", "ir")


def enclitic(form: str, table: Mapping[str, str]) -> str | None:
    """The verb of an imperative with enclitic pronouns ("exílialas" -> "exiliar"), or None."""
    m = ENCLITIC.match(form)
    if m:
        stem = m.group(1).translate(_UNACCENT)
        # "jugarla": an infinitive is its own lemma, so the table does not list it
        verb = table.get(stem) or (stem if stem.endswith(_INFINITIVE) else None)
        if verb is not None and verb.endswith(_INFINITIVE):
            return verb
    return None


def lookup_enclitic(form: str, table: Mapping[str, str]) -> str | None:
    """The verb of an enclitic form in spaCy's lookup table, which has no entry for the form itself."""
    m = ENCLITIC.match(form)
    if m:
        lemma = table.get(m.group(1).translate(_UNACCENT)) or table.get(m.group(1))
        if lemma and lemma.endswith(_INFINITIVE):
            return lemma
    return None


# Past participles keep a lemma of their own, the masculine singular participle, apart from the
# verb: "las cartas exiliadas" -> "exiliado" but "exilia" -> "exiliar".
_PARTICIPLE = re.compile(r"^(\w+?(?:ad|id|ıd|puest|muert|hech|dich|vuelt|escrit|abiert|cubiert|ruot))(o|a|os|as)$")


def participle(form: str, verb: str) -> str | None:
    """The masculine singular participle of a participle form of `verb` ("exiliadas" -> "exiliado"), or None."""
    if verb.endswith(("ar", "er", "ir", "ír")):
        m = _PARTICIPLE.match(form)
        return m.group(1) + "o" if m else None
    return None


TOKENIZER = Tokenizer(unlisted=(enclitic,))
