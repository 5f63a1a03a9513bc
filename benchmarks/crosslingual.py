"""Cross-lingual agreement: do the printed es/fr/ru cards link, and act, like their English Oracle text?

    python benchmarks/crosslingual.py                      # all cards of printed-{es,fr,ru}
    python benchmarks/crosslingual.py --modern             # and printed-{es,fr}-modern
    python benchmarks/crosslingual.py --limit 2000 --show 10
    python benchmarks/crosslingual.py --out /tmp/disagreements.jsonl
    python benchmarks/crosslingual.py --lang en            # printed English (1993-2016) against its Oracle text

For every record of ../shared/corpora/printed-<lang>.jsonl.gz (with --modern also the modern samples
printed-<lang>-modern.jsonl.gz), read the printed text (name = the printed name) and the record's
English Oracle text (`oracle_text_en`, name = the English name), and compare two things:

- the multisets of rule-607 clauses of their links, found by the batch tagger (paragraphs are not
  compared: printed and Oracle text split paragraphs differently), over every card;
- the multisets of action verbs of their effect trees (every `action` node, nested ones included:
  a trigger's event, a condition's action, an alternative verb), over the cards whose sentences are
  all typed on both sides and that have an action on one side at least. A card typed on one side
  only is not compared: its verbs would differ because one side was not read, not because the texts
  say different things; a card with no action (keywords only) would agree by default.

Prints per language the share of cards whose clauses agree (among all cards and among cards where
either side has a link), how many cards are typed on both sides, and the share of those whose verbs
agree, with the verbs that disagree most. Lists disagreements with --show N or writes them all with
--out. Targets: clauses >= 99.5% of cards, verbs >= 95% of the cards typed in both.
"""

from __future__ import annotations

import argparse
import gzip
import json
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import islice
from pathlib import Path
from typing import Any

from mtglinks.batch.runner import tag_record
from mtglinks.coverage import record_to_card
from mtglinks.effects.build import is_typed
from mtglinks.kinds import AbilityKind
from mtglinks.pipeline import parse
from mtglinks.tree import Action, TreeNode, node_fields

CHECKOUT = Path(__file__).resolve().parents[1]
CLAUSE_TARGET = 0.995
VERB_TARGET = 0.95
# Verbs Wizards renamed without changing the rules meaning, which printed text of the time still uses:
# "put a token onto the battlefield" is now "create" a token (2016), and "play a spell" is now "cast" it
# (2009). The second verb figure counts each pair as one verb; the first one does not.
RENAMED = {"put": "create", "play": "cast"}


def records(path: Path) -> Iterator[dict[str, Any]]:
    with gzip.open(path, "rt", encoding="utf-8") as f:
        for line in f:
            yield json.loads(line)


def clauses(record: dict[str, Any]) -> Counter[str]:
    """The multiset of 607 clauses the batch tagger finds for one input record."""
    tagged = tag_record(record)
    if tagged["status"] != "ok":
        raise SystemExit(f"the tagger rejected {record.get('name')!r}: {tagged['errors']}")
    return Counter(link["rule"] for link in tagged["links"])


def _actions(node: Any) -> Iterator[Action]:
    """Every action in a node and below it, in text order."""
    if isinstance(node, Action):
        yield node
    if isinstance(node, TreeNode):
        for name in node_fields(type(node)):
            value = getattr(node, name)
            for child in value if isinstance(value, list) else [value]:
                if isinstance(child, TreeNode):
                    yield from _actions(child)


def verbs(record: dict[str, Any]) -> Counter[str] | None:
    """The multiset of action verbs of a record's effect tree; None when a sentence of it is not typed.

    A printed text that holds another face after that face's heading (a split card's "//" half, a modal
    double-faced card's back after its type line: syntax/stray_faces.py) is compared by the faces the record
    gives: the English side is the Oracle text of the record's face alone."""
    card_record = record_to_card(record)
    card = parse(lang=card_record.lang, name=card_record.name, faces=card_record.faces)
    found: Counter[str] = Counter()
    given = len(card_record.faces)
    if not card.abilities:
        return None
    for ability in card.iter_abilities():
        if ability.kind == AbilityKind.UNPARSED or not is_typed(ability.effects):
            return None
        if ability.face >= given:
            continue  # a face found inside the text, not the one the record gives
        for node in ability.effects:
            found.update(str(action.verb) for action in _actions(node))
    return found


@dataclass
class Tally:
    """What one corpus measured."""

    label: str
    cards: int = 0
    agree: int = 0
    linked: int = 0
    linked_agree: int = 0
    typed_both: int = 0
    verbs_agree: int = 0
    verbs_agree_renamed: int = 0
    seconds: float = 0.0
    missing: Counter[str] = field(default_factory=Counter)  # clauses English has and the printed text lacks
    extra: Counter[str] = field(default_factory=Counter)
    verbs_missing: Counter[str] = field(default_factory=Counter)  # verbs English has and the printed text lacks
    verbs_extra: Counter[str] = field(default_factory=Counter)


def _sides(record: dict[str, Any], lang: str) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """The printed and the English record of one corpus line, or None when it has no usable pair."""
    if record.get("suspect_untranslated") or record.get("untranslated") or not record.get("oracle_text_en"):
        return None
    modern = "printed_text" not in record
    # Both sides go through the tagger as records; the printed type line (in any language) tells both
    # which cards are instants and sorceries.
    type_line = record.get("type_line") if modern else record.get("printed_type")
    printed = {
        "lang": lang,
        "name": record.get("name") if modern else record.get("printed_name"),
        "text": (record.get("text") if modern else record.get("printed_text")) or "",
        "type_line": type_line or None,
    }
    english = {
        "lang": "en",
        "name": record.get("en_name"),
        "text": record["oracle_text_en"],
        "type_line": type_line or None,
    }
    return printed, english


def measure(path: Path, lang: str, label: str, args: argparse.Namespace, sink: Any) -> Tally:
    tally = Tally(label)
    shown = 0
    start = time.perf_counter()
    for record in islice(records(path), args.limit):
        pair = _sides(record, lang)
        if pair is None:
            continue
        printed_record, english_record = pair
        printed, english = clauses(printed_record), clauses(english_record)
        tally.cards += 1
        same = printed == english
        tally.agree += same
        if printed or english:
            tally.linked += 1
            tally.linked_agree += same
        printed_verbs, english_verbs = verbs(printed_record), verbs(english_record)
        verbs_same = True
        # a card with no action on either side (a vanilla creature, keywords only) would agree by default
        if printed_verbs is not None and english_verbs is not None and (printed_verbs or english_verbs):
            tally.typed_both += 1
            verbs_same = printed_verbs == english_verbs
            tally.verbs_agree += verbs_same
            tally.verbs_agree_renamed += _renamed(printed_verbs) == _renamed(english_verbs)
            tally.verbs_missing.update(english_verbs - printed_verbs)
            tally.verbs_extra.update(printed_verbs - english_verbs)
        if same and verbs_same:
            continue
        tally.missing.update(english - printed)
        tally.extra.update(printed - english)
        item = {
            "corpus": label,
            "en_name": record.get("en_name"),
            "printed_name": printed_record["name"],
            "printed": dict(printed),
            "english": dict(english),
            "printed_verbs": dict(printed_verbs) if printed_verbs is not None else None,
            "english_verbs": dict(english_verbs) if english_verbs is not None else None,
            "printed_text": printed_record["text"],
            "oracle_text_en": record.get("oracle_text_en"),
        }
        if sink is not None:
            sink.write(json.dumps(item, ensure_ascii=False) + "\n")
        if shown < args.show:
            shown += 1
            print(
                f"  {label} {item['en_name']}: clauses {item['printed']} vs {item['english']}; "
                f"verbs {item['printed_verbs']} vs {item['english_verbs']}"
            )
    tally.seconds = time.perf_counter() - start
    return tally


def _renamed(found: Counter[str]) -> Counter[str]:
    """The verbs with each renamed one counted as its current name (see RENAMED)."""
    return Counter({RENAMED.get(verb, verb): 0 for verb in found}) + Counter(
        RENAMED.get(verb, verb) for verb in found.elements()
    )


def _share(part: int, whole: int) -> str:
    return f"{part / whole:.2%}" if whole else "n/a"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpora", type=Path, default=CHECKOUT.parent / "shared" / "corpora")
    parser.add_argument("--lang", action="append", choices=["es", "fr", "ru", "en"], help="en: printed English text")
    parser.add_argument("--modern", action="store_true", help="also the modern samples printed-{es,fr}-modern")
    parser.add_argument("--limit", type=int, default=None, help="first N cards of each corpus")
    parser.add_argument("--show", type=int, default=0, help="print N disagreements per corpus")
    parser.add_argument("--out", type=Path, default=None, help="write every disagreement as JSON lines")
    args = parser.parse_args()
    sink = args.out.open("w", encoding="utf-8") if args.out else None
    corpora: list[tuple[Path, str, str]] = []
    for lang in args.lang or ["es", "fr", "ru"]:
        corpora.append((args.corpora / f"printed-{lang}.jsonl.gz", lang, f"printed-{lang}"))
        modern = args.corpora / f"printed-{lang}-modern.jsonl.gz"
        if args.modern and modern.is_file():
            corpora.append((modern, lang, f"printed-{lang}-modern"))
    summary: list[Tally] = []
    for path, lang, label in corpora:
        tally = measure(path, lang, label, args, sink)
        summary.append(tally)
        print(
            f"{label}: clauses agree on {tally.agree}/{tally.cards} cards ({_share(tally.agree, tally.cards)}); "
            f"among {tally.linked} cards with links {_share(tally.linked_agree, tally.linked)}; "
            f"English-only clauses {dict(tally.missing.most_common(6))}, "
            f"printed-only {dict(tally.extra.most_common(6))}",
            flush=True,
        )
        print(
            f"{label}: typed in both {tally.typed_both}/{tally.cards}; action verbs agree on {tally.verbs_agree} "
            f"({_share(tally.verbs_agree, tally.typed_both)}; counting renamed verbs as one "
            f"{_share(tally.verbs_agree_renamed, tally.typed_both)}); English-only verbs "
            f"{dict(tally.verbs_missing.most_common(8))}, printed-only {dict(tally.verbs_extra.most_common(8))}; "
            f"{tally.seconds:.0f} s",
            flush=True,
        )
    print()
    print(
        "| corpus | cards | clauses agree | cards with links | agree among them | typed in both | verbs agree "
        "| verbs agree, renamed verbs as one |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for t in summary:
        clause_ok = "ok" if t.cards and t.agree / t.cards >= CLAUSE_TARGET else "UNDER"
        verb_ok = "ok" if t.typed_both and t.verbs_agree / t.typed_both >= VERB_TARGET else "UNDER"
        print(
            f"| {t.label} | {t.cards} | {_share(t.agree, t.cards)} ({clause_ok}) | {t.linked} | "
            f"{_share(t.linked_agree, t.linked)} | {t.typed_both} | "
            f"{_share(t.verbs_agree, t.typed_both)} ({verb_ok}) | "
            f"{_share(t.verbs_agree_renamed, t.typed_both)} |"
        )
    print("typed in both: cards whose sentences are all typed on both sides, with an action on one side at least")
    print(f"targets: clauses >= {CLAUSE_TARGET:.1%} of cards, verbs >= {VERB_TARGET:.0%} of the cards typed in both")
    if sink is not None:
        sink.close()


if __name__ == "__main__":
    main()
