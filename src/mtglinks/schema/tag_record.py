"""The tag record (the output contract of `mtglinks tag`, schema_version 2).

Output records (`OUTPUT_KEYS`, schema_version 2; `mtglinks schema` prints the JSON Schema), one per
input record, in input order (`mtglinks.batch.runner` runs them):
    {"schema_version", "id", "line", "name", "lang", "status": "ok"|"error", "errors": [str],
     "abilities": [{"id", "paragraph", "face", "parent", "kind", "text", "effects"}],
     "links": [{"rule", "from", "to", "from_paragraph", "to_paragraph", "evidence", "explanation"}],
     "review": [{"paragraph", "ability", "phrase", "span", "reason"}], "ids": {…}, "source": {"file", "position"}}
`paragraph` counts the `\\n`-separated paragraphs of all faces in order, from 0 (blank paragraphs
count too, as in the labelled files); `from`/`to` are ability ids; `line` is the JSON Lines line
number (null for other inputs). `effects` is what the ability does, as typed nodes (`tree.Effect`:
action, object, player, reference, choice, note, event, condition, duration, untyped); schema_version 2
added it. A record that is not usable gives `status: "error"` with the reason
and its position in `errors`.
"""

from __future__ import annotations

from typing import cast

from mtglinks.links.explain import explain
from mtglinks.schema import SCHEMA_VERSION
from mtglinks.schema.records import AbilityEntry, EvidenceEntry, LinkEntry, ReviewEntry, TagRecord
from mtglinks.tree import Ability, Card, Evidence

__all__ = [
    "ABILITY_KEYS",
    "LINK_KEYS",
    "OUTPUT_KEYS",
    "SCHEMA_VERSION",
    "AbilityEntry",
    "LinkEntry",
    "ReviewEntry",
    "TagRecord",
    "card_record",
    "review_entries",
]

OUTPUT_KEYS = (
    "schema_version",
    "id",
    "line",
    "name",
    "lang",
    "status",
    "errors",
    "abilities",
    "links",
    "review",
    "ids",
    "source",
)
ABILITY_KEYS = ("id", "paragraph", "face", "parent", "kind", "text", "effects")
LINK_KEYS = ("rule", "from", "to", "from_paragraph", "to_paragraph", "evidence", "explanation")


def card_record(card: Card) -> tuple[list[AbilityEntry], list[LinkEntry]]:
    """The output `abilities` and `links` of an analyzed Card."""
    abilities: list[AbilityEntry] = []
    paragraph_of: dict[int, int] = {}
    for top in card.abilities:
        stack: list[tuple[Ability, int | None]] = [(top, None)]
        while stack:
            ability, parent = stack.pop()
            paragraph_of[ability.id] = ability.paragraph
            abilities.append(
                {
                    "id": ability.id,
                    "paragraph": ability.paragraph,
                    "face": ability.face,
                    "parent": parent,
                    "kind": ability.kind,
                    "text": ability.text,
                    "effects": [node.to_dict() for node in ability.effects],
                }
            )
            # Reversed onto the stack, so children come out in text order (depth first).
            stack.extend((child, ability.id) for child in reversed(ability.children))
    links: list[LinkEntry] = []
    for link in card.links:
        source, target = link.evidence
        links.append(
            {
                "rule": link.rule,
                "from": link.source,
                "to": link.target,
                "from_paragraph": paragraph_of.get(link.source),
                "to_paragraph": paragraph_of.get(link.target),
                "evidence": {"from": _evidence(source), "to": _evidence(target)},
                "explanation": explain(link),
            }
        )
    return abilities, links


def _evidence(evidence: Evidence) -> EvidenceEntry:
    return {"phrase": evidence.phrase, "span": list(evidence.span)}


def review_entries(card: Card) -> list[ReviewEntry]:
    """The output `review` entries of an analyzed Card: references it could not tie to anything, and
    links that differ from its card's Oracle text."""
    entries = [entry.to_dict() if hasattr(entry, "to_dict") else dict(entry) for entry in getattr(card, "review", [])]
    return cast(list[ReviewEntry], entries)
