#!/usr/bin/env python3
"""Write src/mtglinks/lang/ru/subtypes.txt: the Russian subtypes as printed type lines give them, by lemma.

The Russian effect lexicon reads a capitalised word as a subtype when its lemma is in this list
("Гоблина", "Воинов": `lang/ru/effect_subtypes.subtypes` adds every form the lemma table holds). The list
is taken from the printed type lines (after the dash) of a printed Russian corpus, and from the tokens
its texts make (the capitalised words after "фишка … существа": "фишку существа 1/1 бесцветный Эльдрази
Отпрыск"; the one after "фишка … артефакта": "фишку бесцветного артефакта Улика"):

    python tools/build_subtypes_ru.py ../shared/corpora/printed-ru.jsonl.gz
"""

from __future__ import annotations

import gzip
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from mtglinks.lang import get_language  # noqa: E402
from mtglinks.text.lexicon import lemma_table  # noqa: E402

# a token's description: "фишку существа 1/1 бесцветный Эльдрази Отпрыск" -> its capitalised words
_TOKEN = re.compile(r"фишк\w* (?:\w+ )?существ\w* [\dXХ*]+/[\dXХ*]+ ((?:[\w-]+ ){0,4}[\w-]+)")
# a noncreature artifact token's subtype, right after its type: "фишку бесцветного артефакта Улика со способностью …"
_ARTIFACT_TOKEN = re.compile(r"фишк\w* (?:\w+ )?артефакт\w* ([А-ЯЁ][\w-]+)")
OUT = ROOT / "src" / "mtglinks" / "lang" / "ru" / "subtypes.txt"


def main(argv: list[str]) -> int:
    lemmas = lemma_table("ru")
    # a token's keywords follow its types, capitalised too ("… Ангел с Полетом"): not subtypes
    keyword_words = {lemmas.get(w, w) for name in get_language("ru").keywords for w in name.split()}
    found: set[str] = set()
    with gzip.open(argv[1], "rt", encoding="utf-8") as lines:
        for line in lines:
            record = json.loads(line)
            for description in _TOKEN.findall(record.get("printed_text") or ""):
                for word in description.split():
                    lemma = lemmas.get(word.lower(), word.lower())
                    if word[:1].isupper() and word.isalpha() and lemma not in keyword_words:
                        found.add(lemma)
            for word in _ARTIFACT_TOKEN.findall(record.get("printed_text") or ""):
                if word.isalpha():
                    found.add(lemmas.get(word.lower(), word.lower()))
            type_line = record.get("printed_type") or ""
            if "—" in type_line:
                for word in type_line.split("—", 1)[1].replace("/", " ").split():
                    if word[:1].isupper() and word.isalpha():
                        found.add(lemmas.get(word.lower(), word.lower()))
    command = f"python tools/build_subtypes_ru.py {Path(argv[1]).name}"
    header = f"# Russian subtypes by lemma, from printed type lines: {command}\n"
    OUT.write_text(header + "".join(f"{word}\n" for word in sorted(found)), encoding="utf-8")
    print(f"{len(found)} subtypes -> {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
