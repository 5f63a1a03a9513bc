#!/usr/bin/env python3
"""Write src/mtglinks/lang/en/subtypes.txt: the English subtypes (rule 205.3) as card type lines print them.

The effect grammar's lexicon reads a capitalised word of this list as a subtype ("Goblin", "Equipment",
"Forest"). The list is taken from the type lines of an Oracle dump (after the dash), and the types of the
tokens card texts create:

    python tools/build_subtypes.py ../shared/corpora/oracle-en.jsonl.gz ../shared/corpora/oracle-2026.jsonl.gz

(every file given is read; a subtype of any of them is kept).
"""

from __future__ import annotations

import gzip
import json
import re
import sys
from collections import Counter
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "src" / "mtglinks" / "lang" / "en" / "subtypes.txt"
# words of joke type lines and of sentence starts before "token", not subtypes
NOT_SUBTYPES = {"The", "Creature", "Target", "That", "Those", "Equip", "Die", "Art", "Legend", "Walk", "Proper"}
# and words of joke type lines that open sentences of card text ("This creature", "You may", "Time passes")
NOT_SUBTYPES |= {"This", "You", "Attacking", "Control", "Library", "Outside", "Time", "Secret", "Unknown", "Point"}
_TOKEN_TYPES = re.compile(
    r"\b([A-Z][a-z]+) (?:artifact |enchantment )?(?:creature )?tokens?\b"
)  # a word of an un-set joke type line, and an English article
# a subtype a card beholds (701.4a: a permanent or card with that quality), before any type line prints it
_BEHELD = re.compile(r"\bbehold (?:an? |one or more |two )?([A-Z][a-z]+)\b")


def main(argv: list[str]) -> int:
    counts: Counter[str] = Counter()
    tokens: Counter[str] = Counter()
    for path in argv[1:]:
        with gzip.open(path, "rt", encoding="utf-8") as lines:
            for line in lines:
                record = json.loads(line)
                for face in record.get("faces") or [record]:
                    type_line = face.get("type_line") or ""
                    # and the types of the tokens a text creates ("a 1/1 green Saproling creature token")
                    for word in _TOKEN_TYPES.findall(face.get("oracle_text") or ""):
                        tokens[word] += 1
                    counts.update(_BEHELD.findall(face.get("oracle_text") or ""))
                    if "—" in type_line:
                        for word in type_line.split("—", 1)[1].replace("/", " ").split():
                            counts[word] += 1
    counts.update({word: n for word, n in tokens.items() if n >= 2})  # a token type named on two cards
    words = sorted(w for w in counts if w[:1].isupper() and w.replace("'", "").replace("-", "").isalpha())
    OUT.write_text("\n".join(w for w in words if w not in NOT_SUBTYPES) + "\n", encoding="utf-8")
    print(f"{OUT}: {len(words)} subtypes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
