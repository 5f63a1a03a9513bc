"""English words of older printed text: an ability word printed with no dash before its sentence ("Threshold ~ gets
+2/+2.", Odyssey 2001; "Hellbent", "Imprint", "Domain", "Radiance", "Kinship", "Chroma"), which has no rules meaning
(rule 207.2c): the sentence is read after it, as Russian reads "Безрассудство …". As data, merged into the lexicon by
`effects.py` where the other tables lack them.
"""

from __future__ import annotations

PRINTED_WORDS: dict[str, dict[str, str]] = {
    "ABILITY_WORD": {
        word: word for word in ("threshold", "hellbent", "imprint", "domain", "radiance", "kinship", "chroma")
    },
}
