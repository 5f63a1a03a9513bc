"""The same cards in 2022 and in current Oracle wording: do they give the same links?

    python benchmarks/wording.py                 # every card of oracle-en that oracle-2026 also holds
    python benchmarks/wording.py --limit 3000 -j 2 --show 20

Templates change ("enters the battlefield" -> "enters", "exiled with Karn Liberated" -> "exiled with
Karn", "this creature" for the card's name) but the card's abilities and their links do not. For every
card (by name) in both ../shared/corpora/oracle-en.jsonl.gz (2022 wording) and oracle-2026.jsonl.gz
(current wording), both texts go through the batch tagger and their links are compared: as
(rule, from paragraph, to paragraph) when both texts have the same number of paragraphs (paragraphs that
moved are matched by their words), else as the multiset of rules. A face oracle-2026 holds no text for
(`faces_incomplete`: the second half of some split and adventure cards) takes its text from oracle-en.
Prints every card whose links differ, with both sides, and the share that agree (target >= 99.95%).

The effect trees are compared too: over the cards whose every sentence is typed in both wordings, the
multiset of action verbs (every `action` node, nested ones included) must be the same; the cards whose
verbs differ are printed (`--show-verbs N`) with both multisets.
"""

from __future__ import annotations

import argparse
import gzip
import json
import time
from collections import Counter
from collections.abc import Iterator
from difflib import SequenceMatcher
from pathlib import Path
from typing import Any

import mtglinks

CHECKOUT = Path(__file__).resolve().parents[1]
TARGET = 0.9995


def corpus(path: Path) -> Iterator[dict[str, Any]]:
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                yield json.loads(line)


def as_input(card: dict[str, Any], fallback: dict[str, Any] | None = None) -> dict[str, Any]:
    """A corpus card as a tagger record; a face without text takes the same face's text from `fallback`."""
    faces = []
    older = {f["name"]: f for f in (fallback or {}).get("faces", [])}
    for face in card["faces"]:
        text = face.get("oracle_text")
        if text is None and face["name"] in older:
            text = older[face["name"]].get("oracle_text")
        faces.append({"name": face["name"], "text": text or "", "type_line": face.get("type_line")})
    return {"id": card["name"], "name": card["name"], "lang": "en", "faces": faces}


def paragraphs(record: dict[str, Any]) -> int:
    return sum(len(face["text"].split("\n")) for face in record["faces"])


def links(tagged: dict[str, Any], by_paragraph: bool, order: list[int] | None = None) -> Counter[tuple[str, int, int]]:
    """The links of a tag record: (rule, from paragraph, to paragraph), or (rule, -1, -1) by rule alone;
    `order` renumbers the paragraphs."""
    paragraph = {a["id"]: a["paragraph"] for a in tagged["abilities"]}
    if by_paragraph:
        at = order or list(range(max(paragraph.values(), default=0) + 1))
        return Counter(
            {(link["rule"], at[paragraph[link["from"]]], at[paragraph[link["to"]]]) for link in tagged["links"]}
        )
    return Counter((link["rule"], -1, -1) for link in tagged["links"])


def typed(tagged: dict[str, Any]) -> bool:
    """Whether every sentence of the record was read into typed nodes (no untyped node anywhere)."""
    return bool(tagged["abilities"]) and not any(_nodes(tagged, "untyped"))


def verbs(tagged: dict[str, Any]) -> Counter[str]:
    """The multiset of the record's action verbs, nested actions included."""
    return Counter(node.get("verb", "") for node in _nodes(tagged, "action"))


def _nodes(tagged: dict[str, Any], kind: str) -> Iterator[dict[str, Any]]:
    stack: list[Any] = [effect for ability in tagged["abilities"] for effect in ability.get("effects", [])]
    while stack:
        value = stack.pop()
        if isinstance(value, list):
            stack.extend(value)
        elif isinstance(value, dict):
            if value.get("kind") == kind:
                yield value
            stack.extend(v for v in value.values() if isinstance(v, dict | list))


def _words(paragraph: str) -> list[str]:
    return paragraph.lower().replace(" the battlefield", "").split()


def alignment(before: dict[str, Any], after: dict[str, Any]) -> list[int]:
    """For each paragraph of the current text, the 2022 paragraph it is (a card's paragraphs are sometimes
    reordered: Aether Figment's kicker condition moved up): the most similar words, greedily."""
    old = [_words(p) for face in before["faces"] for p in face["text"].split("\n")]
    new = [_words(p) for face in after["faces"] for p in face["text"].split("\n")]
    pairs = ((j, b, i, a) for j, b in enumerate(new) for i, a in enumerate(old))
    scores = sorted(((SequenceMatcher(None, a, b, autojunk=False).ratio(), j, i) for j, b, i, a in pairs), reverse=True)
    order: dict[int, int] = {}
    used: set[int] = set()
    for _score, j, i in scores:
        if j not in order and i not in used:
            order[j] = i
            used.add(i)
    return [order[j] for j in range(len(new))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpora", type=Path, default=CHECKOUT.parent / "shared" / "corpora")
    parser.add_argument("--limit", type=int, default=None, help="first N cards held by both files")
    parser.add_argument("--show", type=int, default=50, help="print at most N differing cards")
    parser.add_argument("--show-verbs", type=int, default=10, help="print at most N cards whose verbs differ")
    parser.add_argument("-j", "--jobs", type=int, default=2)
    args = parser.parse_args()
    start = time.perf_counter()
    old = {card["name"]: card for card in corpus(args.corpora / "oracle-en.jsonl.gz")}
    pairs = [
        (as_input(old[card["name"]]), as_input(card, old[card["name"]]))
        for card in corpus(args.corpora / "oracle-2026.jsonl.gz")
        if card["name"] in old
    ][: args.limit]
    flat = [record for pair in pairs for record in pair]
    tagged = list(mtglinks.tag_many(flat, jobs=args.jobs))
    differ = 0
    both_typed = verbs_differ = 0
    for i, (before, after) in enumerate(pairs):
        if typed(tagged[2 * i]) and typed(tagged[2 * i + 1]):
            both_typed += 1
            old_verbs, new_verbs = verbs(tagged[2 * i]), verbs(tagged[2 * i + 1])
            if old_verbs != new_verbs:
                verbs_differ += 1
                if verbs_differ <= args.show_verbs:
                    print(f"- verbs of {before['name']}: 2022 {sorted(old_verbs.elements())}")
                    print(f"    current {sorted(new_verbs.elements())}")
        same_shape = paragraphs(before) == paragraphs(after)
        old_links = links(tagged[2 * i], same_shape)
        new_links = links(tagged[2 * i + 1], same_shape)
        if old_links != new_links and same_shape:  # the same links between paragraphs that moved?
            new_links = links(tagged[2 * i + 1], same_shape, alignment(before, after))
        if old_links == new_links:
            continue
        differ += 1
        if differ <= args.show:
            print(f"- {before['name']}: 2022 {sorted(old_links.elements())} / current {sorted(new_links.elements())}")
            for label, record in (("2022", before), ("current", after)):
                text = " | ".join(face["text"].replace("\n", " / ") for face in record["faces"])
                print(f"    {label}: {text}")
    same = len(pairs) - differ
    share = same / max(1, len(pairs))
    ok = "ok" if share >= TARGET else "UNDER"
    print(
        f"cards with the same links in 2022 and current wording: {same}/{len(pairs)} = {share:.3%} "
        f"({differ} differ; target >= {TARGET:.2%} {ok}); {time.perf_counter() - start:.0f} s"
    )
    agree = both_typed - verbs_differ
    print(
        f"cards typed in both wordings: {both_typed}/{len(pairs)}; the same action verbs: {agree}/{both_typed} = "
        f"{agree / max(1, both_typed):.3%}"
    )


if __name__ == "__main__":
    main()
