"""Build the word-form -> lemma tables shipped in src/mtglinks/lang/<code>/lemmas.tsv.gz.

Why: lemmatizing with spaCy at run time would cost seconds of start-up and hundreds of MB. Card
text uses a small vocabulary, so we precompute, at build time, the lemma of every word form
that card text uses and ship that as a compact gzip TSV (`form<TAB>lemma`, one line per form
whose lemma differs from the form itself). lexicon.py loads it lazily in milliseconds.

Sources:
- en, es, fr: the `lemma_lookup` tables of spacy-lookups-data, found through spaCy's lookups
  registry and read with `spacy.util.load_language_data`, exactly as `spacy.lookups.load_lookups`
  does (spaCy is needed here, at build time only).
- ru: pymorphy3 (+ pymorphy3-dicts-ru): the normal form of the most probable parse; participles
  and gerunds map to their verb's infinitive, as pymorphy3's normal form does.

Which forms: every word form occurring in the card corpora (by default ../shared/corpora next to
the checkout, and the checkout's corpora/ folder if present), plus — for en/es/fr — the other
inflected forms of the lemmas those words have (so "exiliadas" is known when only "exiliada"
occurred), as long as the table stays small. A few card-game words the general-purpose tables
get wrong or lack are corrected in CORRECTIONS below (reviewed data, not guesses).

Regenerate (from the checkout root, with the venv that has spacy-lookups-data and pymorphy3):

    python tools/build_lemmas.py                 # all four languages
    python tools/build_lemmas.py --lang ru       # one language
    python tools/build_lemmas.py --corpora /path/to/shared/corpora

The output is deterministic (sorted, gzip mtime 0), so unchanged inputs give identical files.
"""

from __future__ import annotations

import argparse
import gzip
import io
import json
import re
import sys
from collections import defaultdict
from collections.abc import Iterable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from mtglinks.text.lexicon import ru_lemma, split_tokens  # noqa: E402 - the run-time tokenizer and lemmas, so forms match

LANGS = ("en", "es", "fr", "ru")
# Languages whose lookup table lets a headword noun stay itself (see build_spacy).
NOUN_READING_WINS = {"es", "fr"}
# Upper bound on a table's size: expansion to sibling forms stops before this.
MAX_BYTES = 900_000

# Card-game words the general tables lack or lemmatize to something else than the verb the
# link patterns look for. Keys are lower-case forms; None drops the entry (the form is its own
# lemma: "first" is not "1" in "first strike", "as" is not "a" in "As ~ enters").
CORRECTIONS: dict[str, dict[str, str | None]] = {
    "en": {
        "as": None,
        "first": None,
        "second": None,
        "third": None,
        "best": None,
        "more": None,
        "most": None,
        "less": None,
        "least": None,
    },
    "es": {
        "puesta": "puesto",
        "puestas": "puesto",
        "puestos": "puesto",
        "batalla": None,
        "batallas": "batalla",
        "ficha": None,
        "fichas": "ficha",
        "crea": "crear",
        "crean": "crear",
        "creas": "crear",
        "cree": "crear",
        "como": None,
        "para": None,
        "cinco": None,
        "colores": "color",
        "arriba": None,
        "abajo": None,
        "azules": "azul",
        "moneda": None,
        "monedas": "moneda",
        "pila": None,
        "pista": None,
        "pistas": "pista",
        "haces": "hacer",
        "nombre": None,
        "nombres": "nombre",
        # Articles share one lemma, so "la carta" and "las cartas" read alike.
        "la": "el",
        "las": "el",
        "los": "el",
        "lo": "el",
    },
    "fr": {
        "types": "type",
        "mise": "mis",
        "mises": "mis",
        "sous": None,
        "puis": None,
        "faites": "faire",
        "force": None,
        "forces": "force",
        "entre": None,
        "été": "être",
        "est": "être",
    },
    "ru": {
        "усилен": "усиленный",
        "усилена": "усиленный",
        "усилено": "усиленный",
        "усилены": "усиленный",
    },
}


def corpus_files(corpora: list[Path]) -> list[Path]:
    files: list[Path] = []
    for folder in corpora:
        if folder.is_dir():
            files.extend(sorted(folder.rglob("*.jsonl.gz")))
            files.extend(sorted(folder.rglob("*.jsonl")))
    return files


def _texts(record: dict, code: str) -> Iterator[str]:
    """The strings of one corpus record written in language `code`."""
    lang = record.get("lang")
    if lang == code or (lang is None and code == "en"):
        for key in ("printed_text", "printed_name", "printed_type", "text", "name"):
            value = record.get(key)
            if isinstance(value, str):
                yield value
    if code == "en":
        for key in ("oracle_text_en", "en_name"):
            value = record.get(key)
            if isinstance(value, str):
                yield value
        for face in record.get("faces") or []:
            if isinstance(face, dict):
                for key in ("oracle_text", "name", "type_line", "text"):
                    value = face.get(key)
                    if isinstance(value, str):
                        yield value


def corpus_forms(files: Iterable[Path], code: str) -> set[str]:
    forms: set[str] = set()
    for path in files:
        opener = gzip.open if path.suffix == ".gz" else open
        with opener(path, "rt", encoding="utf-8") as f:
            for line in f:
                try:
                    record = json.loads(line)
                except json.JSONDecodeError:
                    continue
                for text in _texts(record, code):
                    for token in split_tokens(text, code):
                        low = token.lower()
                        if any(ch.isalpha() for ch in low):
                            forms.add(low)
    return forms


def spacy_table(code: str) -> dict[str, str]:
    """spacy-lookups-data's lemma_lookup for one language, lower-cased, one lemma per form."""
    # spacy.lookups.load_lookups would hash the keys away; read the same data the same way it does.
    from spacy.util import load_language_data, registry

    table = load_language_data(registry.lookups.get(code)["lemma_lookup"])
    out: dict[str, str] = {}
    for form, lemma in table.items():
        if isinstance(lemma, list):  # fr stores candidate lists; the first is the most common
            if not lemma:
                continue
            lemma = lemma[0]
        if not isinstance(form, str) or not isinstance(lemma, str):
            continue
        low = form.lower()
        # A lower-case entry wins over a capitalized one ("Will" the name vs "will").
        if low not in out or form == low:
            out[low] = lemma.lower()
    return out


def build_spacy(code: str, forms: set[str]) -> dict[str, str]:
    table = spacy_table(code)
    if code in NOUN_READING_WINS:
        # The lookup tables have no part of speech and often send a noun to a verb ("juego" ->
        # "jugar", "campo" -> "campar"). A form that is itself the lemma of other forms
        # ("juegos" -> "juego") is a headword in its own right: it stays its own lemma.
        headwords = set(table.values())
        table = {f: lemma for f, lemma in table.items() if f not in headwords}
    chosen = {f: table[f] for f in forms if f in table and table[f] != f}
    if code == "es":
        # Imperatives with enclitic pronouns ("exílialas", "ponla", "devuélvelo") are not in the
        # table: drop the pronoun and the written accent it forced, then look the verb up.
        for form in forms - chosen.keys():
            m = _ES_ENCLITIC.match(form)
            if m:
                stem = _strip_accents(m.group(1))
                lemma = table.get(stem) or table.get(m.group(1))
                if lemma and lemma.endswith(("ar", "er", "ir")):
                    chosen[form] = lemma
    # Sibling forms of attested lemmas, grouped by lemma, added lemma by lemma while small.
    by_lemma: dict[str, list[str]] = defaultdict(list)
    for form, lemma in table.items():
        if form != lemma:
            by_lemma[lemma].append(form)
    attested = sorted({table.get(f, f) for f in forms})
    budget = MAX_BYTES * 4  # a rough bound on the uncompressed size (gzip ~4x on this data)
    size = sum(len(f) + len(lemma) + 2 for f, lemma in chosen.items())
    for lemma in attested:
        for form in sorted(by_lemma.get(lemma, ())):
            if form in chosen or " " in form or any(ch.isdigit() for ch in form):
                continue
            entry = len(form) + len(lemma) + 2
            if size + entry > budget:
                break
            chosen[form] = lemma
            size += entry
    return chosen


_ES_ENCLITIC = re.compile(r"^(\w{2,}?)(?:se|me|te|nos)?(?:lo|la|los|las|le|les|se)$")


def _strip_accents(word: str) -> str:
    return word.translate(str.maketrans("áéíóú", "aeiou"))


def build_ru(forms: set[str]) -> dict[str, str]:
    import pymorphy3

    morph = pymorphy3.MorphAnalyzer()
    out: dict[str, str] = {}
    for form in forms:
        parses = morph.parse(form)
        if not parses:
            continue
        lemma = ru_lemma(parses[0])
        if lemma != form:
            out[form] = lemma
    return out


# Past participles keep a lemma of their own, the masculine singular participle, apart from the
# verb: "las cartas exiliadas" -> "exiliado" but "exilia" -> "exiliar"; "exilées" -> "exilé";
# "изгнанную" -> "изгнанный". Link patterns then tell an instruction ("Exile …") from a reference
# ("the exiled card") without guessing from the words around it.
_ES_PARTICIPLE = re.compile(r"^(\w+?(?:ad|id|ıd|puest|muert|hech|dich|vuelt|escrit|abiert|cubiert|ruot))(o|a|os|as)$")
_FR_PARTICIPLE = re.compile(r"^(\w+?(?:é|i|u|is|it))(e|s|es)?$")


def participle_lemma(code: str, form: str, verb: str) -> str | None:
    """The masculine singular participle of a participle form of `verb`, or None."""
    if code == "es" and verb.endswith(("ar", "er", "ir", "ír")):
        m = _ES_PARTICIPLE.match(form)
        return m.group(1) + "o" if m else None
    if code == "fr" and verb.endswith(("er", "ir", "re")):
        m = _FR_PARTICIPLE.match(form)
        if m:
            stem = m.group(1)
            if verb.endswith("er") and stem.endswith("é"):
                return stem
            if verb.endswith("ir") and stem.endswith("i") and verb[:-1] == stem:
                return stem
            if verb.endswith("re") and stem.endswith(("is", "it", "u")) and stem[:2] == verb[:2]:
                return stem
    return None


def write_table(table: dict[str, str], path: Path) -> int:
    lines = "".join(
        f"{form}\t{lemma}\n" for form, lemma in sorted(table.items()) if form and lemma and "\t" not in form
    )
    return write_gzip(path, lines)


def write_gzip(path: Path, text: str) -> int:
    """Write `text` gzip-compressed, the same bytes for the same text (no time stamp, no file name);
    return the size written. Shared by the build scripts of the shipped tables."""
    buffer = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buffer, mtime=0, compresslevel=9) as gz:
        gz.write(text.encode("utf-8"))
    data = buffer.getvalue()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return len(data)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lang", choices=LANGS, action="append", help="language(s) to build (default: all)")
    parser.add_argument(
        "--corpora",
        type=Path,
        action="append",
        help="folder(s) of *.jsonl(.gz) corpora (default: ../shared/corpora and ./corpora)",
    )
    args = parser.parse_args(argv)
    folders = args.corpora or [ROOT.parent / "shared" / "corpora", ROOT / "corpora"]
    files = corpus_files(folders)
    if not files:
        print(f"no corpora found in {', '.join(map(str, folders))}", file=sys.stderr)
        return 1
    for code in args.lang or LANGS:
        forms = corpus_forms(files, code)
        table = build_ru(forms) if code == "ru" else build_spacy(code, forms)
        if code in ("es", "fr"):
            for form, lemma in list(table.items()):
                participle = participle_lemma(code, form, lemma)
                if participle is not None:
                    table[form] = participle
        # Numbers and single letters are never the lemma of a word ("fourth" -> "4", "bs" -> "b").
        table = {f: lemma for f, lemma in table.items() if not lemma.isdigit() and (len(lemma) > 1 or len(f) == 1)}
        for form, fixed in CORRECTIONS.get(code, {}).items():
            if fixed is None:
                table.pop(form, None)
            else:
                table[form] = fixed
        path = ROOT / "src" / "mtglinks" / "lang" / code / "lemmas.tsv.gz"
        size = write_table(table, path)
        print(f"{code}: {len(forms)} corpus forms, {len(table)} table entries, {size / 1024:.0f} KiB -> {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
