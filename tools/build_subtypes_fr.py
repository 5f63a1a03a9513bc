#!/usr/bin/env python3
"""Add to src/mtglinks/lang/fr/subtypes.txt the French subtypes printed type lines give.

The French effect lexicon reads these words as subtypes ("un jeton de créature 1/1 verte Saprobionte", "chaque
gobelin", "d'esprit"; `lang/fr/effect_phrases.subtype_words`). A type line puts the subtypes after its colon or
dash, joined by "et" ("Créature : chien de chasse et shamane"); each one, in lower case, is kept, with the words
already in the list:

    python tools/build_subtypes_fr.py ../shared/corpora/printed-fr.jsonl.gz ../shared/corpora/printed-fr-modern.jsonl.gz
"""

from __future__ import annotations

import gzip
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "src" / "mtglinks" / "lang" / "fr" / "subtypes.txt"

# the part of a type line after its types: "Créature légendaire : ange et légende", "Terrain — forêt"
_AFTER_TYPES = re.compile(r"(?:\s*:\s*|\s+[—–-]\s+)(.+)$")
# words of type lines that are not subtypes: card types, supertypes, and a keyword action's name
_NOT_SUBTYPES = frozenset(
    {"créature", "terrain", "artefact", "enchantement", "éphémère", "rituel", "légendaire", "tribal", "neigeux"}
    | {"créature-artefact", "permanent", "monstruosité"}
)
# misprints of a few type lines: a subtype in English, two subtypes without their "et", a typo
_MISPRINTS = frozenset({"horror spellshaper", "assassin gobelin", "iseau"})


def subtypes_of(type_line: str) -> list[str]:
    """The subtypes a French type line names, in lower case."""
    found = _AFTER_TYPES.search(type_line)
    if found is None:
        return []
    out: list[str] = []
    for name in re.split(r"\s+et\s+", found.group(1).lower()):
        # "Créature : ange légendaire": a supertype printed after the subtype is not part of it
        name = " ".join(word for word in name.split() if word not in _NOT_SUBTYPES)
        if name and name not in _MISPRINTS and not re.search(r"[\d/{}]", name):
            out.append(name)
    return out


def main(argv: list[str]) -> int:
    """Reads the corpora given and writes the list, sorted, one subtype a line."""
    found = {line.strip() for line in OUT.read_text(encoding="utf-8").splitlines() if line.strip()}
    for path in argv[1:]:
        with gzip.open(path, "rt", encoding="utf-8") as lines:
            for line in lines:
                found.update(subtypes_of(json.loads(line).get("printed_type") or ""))
    OUT.write_text("".join(f"{name}\n" for name in sorted(found)), encoding="utf-8")
    print(f"{len(found)} subtypes -> {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
