"""Build the word lists shipped in src/mtglinks/lang/<code>/vocab.txt.gz (the known-words figure).

Why: `mtglinks coverage` reports, next to the share of paragraphs the grammar segmented, the share
whose words are all known to the language. "Known" needs a lexicon of the words card text of that
language uses: this script collects it from real card text, at build time, and ships it as a small
sorted gzip list that coverage.py loads lazily.

What goes in: every word form (as coverage reads it: the normalized paragraph text with the card's
own name as `~`, plus reminder text), lower case, seen in at least MIN_CARDS distinct cards of the
language; and, as written, the capitalised words used mid-sentence as names ("Knights", "Aura") in
as many cards, which coverage then also knows at a sentence start; and the language's alphabet, the
letters of those words and names seen in as many cards (a word or a name with another letter, as
mojibake has, "VÃ¡rolz", is never known). Distinct means distinct English
names, so the printings and reprints of one card count once. At run time a word is also known
when it is another inflection of the lemma of a listed form (lang/<code>/lemmas.tsv.gz; for
Russian, a word of pymorphy3's dictionary), a word of a keyword name of lang/<code>, a number or
a symbol.

Honesty: the corpora are also the text coverage is measured on. So the list is built from a seeded
split of the cards, by a hash of the card's English name (coverage.held_out): HELD_OUT of the cards
(20% by default) are left out, and the measurement reports the known-words figure on those cards
apart. The seed and the share are written in the file's header, so coverage finds the same split.
Rows that are English left untranslated (flagged `suspect_untranslated`, or foreign text made
mostly of the words of the card's own English Oracle text) and basic lands' lone mana letter are
left out, so English words do not become words of another language.

Regenerate (from the checkout root; needs only the run-time dependencies):

    python tools/build_vocab.py                          # every language, from ../shared/corpora
    python tools/build_vocab.py --lang ru --min-cards 3
    python tools/build_vocab.py --corpora /path/to/shared/corpora --out /tmp/vocab

The output is deterministic (sorted, gzip mtime 0): unchanged inputs give identical files.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import sys
import time
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

# The run-time reader, tokenizer and classification, so the words listed are the words looked up.
from build_lemmas import write_gzip  # noqa: E402 - one deterministic gzip writer for the shipped tables

from mtglinks.coverage import (  # noqa: E402
    VOCAB_FILE,
    CardRecord,
    fold,
    held_out,
    lexicon_tokens,
    paragraph_texts,
    record_to_card,
)
from mtglinks.lang import codes, package_dir  # noqa: E402
from mtglinks.syntax.assemble import parse  # noqa: E402

SEED = "mtglinks-vocab-1"
HELD_OUT = 0.2
MIN_CARDS = 2
# A foreign row whose text shares this much of its words with its own English Oracle text is
# English left untranslated (the corpora flag some such rows, not all).
UNTRANSLATED = 0.5
_LETTERS = re.compile(r"[^\W\d_]{3,}")


def untranslated(raw: Any) -> bool:
    """Rows not to learn from: flagged untranslated, basic lands' lone mana letter, or foreign
    text that is mostly the words of the card's English Oracle text."""
    if not isinstance(raw, dict) or raw.get("suspect_untranslated") or raw.get("basic_land_symbol_only"):
        return bool(isinstance(raw, dict))
    printed, english = raw.get("printed_text"), raw.get("oracle_text_en")
    if raw.get("lang", "en") == "en" or not isinstance(printed, str) or not isinstance(english, str):
        return False
    words = _LETTERS.findall(printed.lower())
    known = set(_LETTERS.findall(english.lower()))
    # Short texts are left in: "Vigilance" is a French word too.
    return len(words) >= 4 and sum(w in known for w in words) / len(words) >= UNTRANSLATED


def corpus_records(folder: Path) -> Iterator[tuple[Path, CardRecord]]:
    """The usable card records of every *.jsonl.gz file of a folder, in file order."""
    for path in sorted(folder.glob("*.jsonl.gz")):
        with gzip.open(path, "rt", encoding="utf-8") as f:
            for line_no, line in enumerate(f, 1):
                if not line.strip():
                    continue
                try:
                    raw = json.loads(line)
                    if untranslated(raw):
                        continue
                    yield path, record_to_card(raw, line=line_no)
                except (ValueError, RecursionError):
                    continue


def card_words(record: CardRecord) -> tuple[set[str], set[str]]:
    """The words of one card that coverage would look up (folded), and the names it uses mid-sentence
    (as written: "Knights", "Aura"); and the letters of both (lower case)."""
    card = parse(lang=record.lang, name=record.name, faces=record.faces)
    found: set[str] = set()
    letters: set[str] = set()
    for parts in paragraph_texts(card).values():
        for part in parts:
            for token, what in lexicon_tokens(part, record.lang, alphabet=None):
                if what == "word":
                    found.add(fold(token))
                elif what == "name" and token != "~":
                    found.add(token)
                else:
                    continue
                letters.update(ch for ch in token.lower() if ch.isalpha())
    return found, letters


def write_list(path: Path, header: dict[str, str], forms: list[str]) -> int:
    text = "".join(f"# {k}={v}\n" for k, v in header.items()) + "".join(f"{w}\n" for w in forms)
    return write_gzip(path, text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lang", choices=codes(), action="append", help="language(s) to build (default: all)")
    parser.add_argument("--corpora", type=Path, default=ROOT.parent / "shared" / "corpora")
    parser.add_argument("--seed", default=SEED, help=f"seed of the held-out split (default {SEED})")
    parser.add_argument("--held-out", type=float, default=HELD_OUT, help="share of cards left out (default 0.2)")
    parser.add_argument("--min-cards", type=int, default=MIN_CARDS, help="distinct cards a word needs (default 2)")
    parser.add_argument(
        "--out", type=Path, help="folder of the <code>/ folders written (default: each language's package folder)"
    )
    args = parser.parse_args(argv)
    if not 0 <= args.held_out < 1:
        parser.error("--held-out must be in [0, 1)")
    langs = set(args.lang or codes())
    files = sorted(args.corpora.glob("*.jsonl.gz"))
    if not files:
        print(f"no *.jsonl.gz corpora in {args.corpora}", file=sys.stderr)
        return 1
    started = time.perf_counter()
    # lang -> word -> the distinct training cards (by English name) that use it
    cards_of: dict[str, dict[str, set[str]]] = {code: defaultdict(set) for code in langs}
    letter_cards: dict[str, dict[str, set[str]]] = {code: defaultdict(set) for code in langs}
    training: dict[str, set[str]] = {code: set() for code in langs}
    sources: dict[str, set[str]] = {code: set() for code in langs}
    for path, record in corpus_records(args.corpora):
        if record.lang not in langs or not record.key:
            continue
        if held_out(record.key, args.seed, args.held_out):
            continue
        training[record.lang].add(record.key)
        sources[record.lang].add(path.name)
        words, letters = card_words(record)
        for word in words:
            cards_of[record.lang][word].add(record.key)
        for letter in letters:
            letter_cards[record.lang][letter].add(record.key)
    for code in sorted(langs):
        forms = sorted(w for w, keys in cards_of[code].items() if len(keys) >= args.min_cards)
        alphabet = sorted(ch for ch, keys in letter_cards[code].items() if len(keys) >= args.min_cards)
        header = {
            "mtglinks vocabulary": code,
            "built_by": "tools/build_vocab.py",
            "sources": ",".join(sorted(sources[code])),
            "training_cards": str(len(training[code])),
            "min_cards": str(args.min_cards),
            "seed": args.seed,
            "held_out": str(args.held_out),
            "letters": "".join(alphabet),
        }
        path = (args.out / code if args.out else package_dir(code)) / VOCAB_FILE
        size = write_list(path, header, forms)
        print(
            f"{code}: {len(training[code])} training cards, {len(cards_of[code])} word forms, "
            f"{len(forms)} in >= {args.min_cards} cards, {size / 1024:.0f} KiB -> {path}"
        )
    print(f"{time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
