"""Build the word-form -> lemma tables shipped in src/mtglinks/lang/<code>/lemmas.tsv.gz.

Why: lemmatizing with spaCy at run time would cost seconds of start-up and hundreds of MB. Card
text uses a small vocabulary, so we precompute, at build time, the lemma of every word form
that card text uses and ship that as a compact gzip TSV (`form<TAB>lemma`, one line per form
whose lemma differs from the form itself). lexicon.py loads it lazily in milliseconds.

Sources: each language package says where its table comes from (`Language.lemma_source` in
`mtglinks/lang/<code>/__init__.py`); this script knows no language of its own and builds every
language it discovers (`mtglinks.lang.codes()`):
- "spacy-lookups": the `lemma_lookup` table of spacy-lookups-data for the source's `lookup_code`,
  found through spaCy's lookups registry and read with `spacy.util.load_language_data`, exactly as
  `spacy.lookups.load_lookups` does (spaCy is needed here, at build time only); the source may keep
  headword nouns, read forms the table lacks (Spanish enclitic pronouns) and give participles a lemma
  of their own.
- "morphology": the language tokenizer's morphological lemmatizer (Russian: pymorphy3 and
  pymorphy3-dicts-ru, the normal form of the most probable parse, participles kept).

Which forms: every word form occurring in the card corpora (by default ../shared/corpora next to
the checkout, and the checkout's corpora/ folder if present), plus — for en/es/fr — the other
inflected forms of the lemmas those words have (so "exiliadas" is known when only "exiliada"
occurred), as long as the table stays small. A few card-game words the general-purpose tables
get wrong or lack are corrected by the source's `corrections` (reviewed data, not guesses).

Regenerate (from the checkout root, with the venv that has spacy-lookups-data and pymorphy3):

    python tools/build_lemmas.py                 # every language
    python tools/build_lemmas.py --lang ru       # one language
    python tools/build_lemmas.py --corpora /path/to/shared/corpora

The output is deterministic (sorted, gzip mtime 0), so unchanged inputs give identical files.
"""

from __future__ import annotations

import argparse
import gzip
import io
import json
import sys
from collections import defaultdict
from collections.abc import Iterable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from mtglinks.lang import codes, get_language, package_dir  # noqa: E402
from mtglinks.lang.base import LemmaSource  # noqa: E402
from mtglinks.text.lexicon import split_tokens  # noqa: E402 - the run-time tokenizer, so forms match

# Upper bound on a table's size: expansion to sibling forms stops before this.
MAX_BYTES = 900_000


def corpus_files(corpora: list[Path]) -> list[Path]:
    """The *.jsonl(.gz) corpus files of the folders, in a fixed order."""
    files: list[Path] = []
    for folder in corpora:
        if folder.is_dir():
            files.extend(sorted(folder.rglob("*.jsonl.gz")))
            files.extend(sorted(folder.rglob("*.jsonl")))
    return files


def _texts(record: dict, code: str, oracle: bool) -> Iterator[str]:
    """The strings of one corpus record written in language `code` (`oracle`: the language of Oracle text)."""
    lang = record.get("lang")
    if lang == code or (lang is None and oracle):
        for key in ("printed_text", "printed_name", "printed_type", "text", "name"):
            value = record.get(key)
            if isinstance(value, str):
                yield value
    if oracle:
        yield from _oracle_texts(record)


def _oracle_texts(record: dict) -> Iterator[str]:
    """The English Oracle strings of a record of any language."""
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
    """The lower-case word forms of language `code` in the corpus files."""
    oracle = get_language(code).lemma_source.reads_oracle
    forms: set[str] = set()
    for path in files:
        opener = gzip.open if path.suffix == ".gz" else open
        with opener(path, "rt", encoding="utf-8") as f:
            for line in f:
                try:
                    record = json.loads(line)
                except json.JSONDecodeError:
                    continue
                for text in _texts(record, code, oracle):
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


def build_spacy(source: LemmaSource, forms: set[str]) -> dict[str, str]:
    """The lookup table's lemmas of the corpus forms, and of the sibling forms of their lemmas."""
    table = spacy_table(source.lookup_code)
    if source.headwords_stay:
        # The lookup tables have no part of speech and often send a noun to a verb ("juego" ->
        # "jugar", "campo" -> "campar"). A form that is itself the lemma of other forms
        # ("juegos" -> "juego") is a headword in its own right: it stays its own lemma.
        headwords = set(table.values())
        table = {f: lemma for f, lemma in table.items() if f not in headwords}
    chosen = {f: table[f] for f in forms if f in table and table[f] != f}
    if source.unlisted is not None:
        # Forms the table lacks that the source reads ("exílialas", "ponla", "devuélvelo").
        for form in forms - chosen.keys():
            lemma = source.unlisted(form, table)
            if lemma:
                chosen[form] = lemma
    _add_siblings(chosen, table, forms)
    return chosen


def _add_siblings(chosen: dict[str, str], table: dict[str, str], forms: set[str]) -> None:
    """Add the sibling forms of attested lemmas, grouped by lemma, lemma by lemma while small."""
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


def build_morphology(code: str, forms: set[str]) -> dict[str, str]:
    """The morphological lemmatizer's lemma of each corpus form that differs from the form."""
    make = get_language(code).tokenizer.morphology
    morphology = make() if make is not None else None
    if morphology is None:
        raise SystemExit(f"{code}: its tokenizer has no morphological lemmatizer (is pymorphy3 installed?)")
    out: dict[str, str] = {}
    for form in forms:
        lemma = morphology(form)
        if lemma is not None and lemma != form:
            out[form] = lemma
    return out


def build_table(code: str, forms: set[str]) -> dict[str, str]:
    """The lemma table of one language from its lemma source, participles and corrections applied."""
    source = get_language(code).lemma_source
    table = build_spacy(source, forms) if source.kind == "spacy-lookups" else build_morphology(code, forms)
    if source.participle is not None:
        # Past participles keep a lemma of their own, the masculine singular participle, apart from
        # the verb: "las cartas exiliadas" -> "exiliado" but "exilia" -> "exiliar"; "exilées" ->
        # "exilé". Link patterns then tell an instruction ("Exile …") from a reference ("the exiled
        # card") without guessing from the words around it.
        for form, lemma in list(table.items()):
            participle = source.participle(form, lemma)
            if participle is not None:
                table[form] = participle
    # Numbers and single letters are never the lemma of a word ("fourth" -> "4", "bs" -> "b").
    table = {f: lemma for f, lemma in table.items() if not lemma.isdigit() and (len(lemma) > 1 or len(f) == 1)}
    for form, fixed in source.corrections.items():
        if fixed is None:
            table.pop(form, None)
        else:
            table[form] = fixed
    return table


def write_table(table: dict[str, str], path: Path) -> int:
    """Write a lemma table as sorted gzip TSV; return the size written."""
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
    """Build the lemma tables of the languages asked for (default: every language discovered)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lang", choices=codes(), action="append", help="language(s) to build (default: all)")
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
    for code in args.lang or codes():
        forms = corpus_forms(files, code)
        table = build_table(code, forms)
        path = package_dir(code) / "lemmas.tsv.gz"
        size = write_table(table, path)
        print(f"{code}: {len(forms)} corpus forms, {len(table)} table entries, {size / 1024:.0f} KiB -> {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
