#!/usr/bin/env python3
"""Write src/mtglinks/lang/ru/subtypes.txt: the Russian subtypes as printed type lines give them, by lemma.

The Russian effect lexicon reads a capitalised word as a subtype when its lemma is in this list
("Гоблина", "Воинов": `lang/ru/effect_subtypes.subtypes` adds every form the lemma table holds). The list
is taken from the printed type lines (after the dash) of a printed Russian corpus, and from the tokens
its texts make (the capitalised words after "фишка … существа": "фишку существа 1/1 бесцветный Эльдрази
Отпрыск"; the one after "фишка … артефакта": "фишку бесцветного артефакта Улика"), and the capitalised word a
colour names ("выберите белый Гражданин, синий Камарид", "черную Летучую-мышь": no type line prints them):

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
# a colour adjective, then a capitalised noun: a creature type (a card's own name reads "~" in the lexicon, and
# names of other cards do not follow a colour)
_COLOURED = re.compile(
    r"\b(?:бел|син|ч[её]рн|красн|зел[её]н)(?:ый|ого|ому|ым|ом|ая|ой|ую|ые|ых|ыми|ий|его|ему|им|ем|яя|ей|юю|ие|их|ими) "
    r"([А-ЯЁ][\w-]+)"
)
OUT = ROOT / "src" / "mtglinks" / "lang" / "ru" / "subtypes.txt"


def subtypes_of(record: dict[str, str], lemmas: dict[str, str], keyword_words: set[str]) -> set[str]:
    """The lemmas of the subtypes one printed record names: in its type line, its tokens, after a colour."""
    text = record.get("printed_text") or ""
    words = [w for description in _TOKEN.findall(text) for w in description.split() if w[:1].isupper() and w.isalpha()]
    words += [w for w in _COLOURED.findall(text) if w.replace("-", "").isalpha()]
    found = {lemmas.get(w.lower(), w.lower()) for w in words} - keyword_words
    found |= {lemmas.get(w.lower(), w.lower()) for w in _ARTIFACT_TOKEN.findall(text) if w.isalpha()}
    type_line = record.get("printed_type") or ""
    if "—" in type_line:
        for word in type_line.split("—", 1)[1].replace("/", " ").split():
            if word[:1].isupper() and word.isalpha():
                found.add(lemmas.get(word.lower(), word.lower()))
    return found


def main(argv: list[str]) -> int:
    lemmas = lemma_table("ru")
    # a token's keywords follow its types, capitalised too ("… Ангел с Полетом"): not subtypes
    keyword_words = {lemmas.get(w, w) for name in get_language("ru").keywords for w in name.split()}
    found: set[str] = set()
    with gzip.open(argv[1], "rt", encoding="utf-8") as lines:
        for line in lines:
            found |= subtypes_of(json.loads(line), lemmas, keyword_words)
    command = f"python tools/build_subtypes_ru.py {Path(argv[1]).name}"
    header = f"# Russian subtypes by lemma, from printed type lines: {command}\n"
    OUT.write_text(header + "".join(f"{word}\n" for word in sorted(found)), encoding="utf-8")
    print(f"{len(found)} subtypes -> {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
