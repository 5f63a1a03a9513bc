"""parse + link: the card's abilities and the links between them (rule 607).

`analyze` is a pure function of its arguments: it opens no card index. Finding a name by the text
in an index and comparing with the Oracle text an index holds are steps of the layer that owns the
index (`CardIndex.analyze`, the batch runner, the command line), which hand their results in here
(`analyze_named`'s `check`, `analyze`'s `oracle`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from mtglinks.syntax.assemble import parse
from mtglinks.tree import Card, Review

if TYPE_CHECKING:
    from mtglinks.index.oracle import LinkedText
    from mtglinks.index.selfname import NameCheck


def analyze(
    text: str | None = None,
    lang: str = "en",
    name: str | None = None,
    faces: Sequence[Mapping[str, Any]] | None = None,
    oracle: LinkedText | None = None,
) -> Card:
    """Parse a card and find its linked abilities, and the referring cues left unlinked (`card.review`).
    Same arguments and errors as `parse`.

    With `oracle` (the card's Oracle text with its links: `CardIndex.oracle_links(english_name)`),
    the links are compared with those of the Oracle text, and each rule they differ in is a
    `card.review` entry (index/oracle.py): an old printed wording that does not say what the card
    links. `CardIndex.analyze(..., english_name=…)` does the lookup and the comparison in one call.

    With no name, the name is inferred from the text (English word order); a given name the text
    never uses while it names itself otherwise gives a `card.warnings` entry. No card index is
    read: `CardIndex.analyze` also finds the name of a text the index holds."""
    from mtglinks.index.selfname import resolve_name

    check = resolve_name(text, lang=lang, name=name, faces=faces)
    return analyze_named(text, lang, check, faces, oracle)


def analyze_named(
    text: str | None,
    lang: str,
    check: NameCheck,
    faces: Sequence[Mapping[str, Any]] | None = None,
    oracle: LinkedText | None = None,
) -> Card:
    """`analyze` with the name already settled (`selfname.resolve_name`, which may read an index):
    its name is used, its notes and warnings become the card's warnings."""
    card = parse(text, lang=lang, name=check.name, faces=faces)
    card.warnings.extend(check.notes + check.warnings)
    from mtglinks.links import find_links
    from mtglinks.links.review import find_review

    card.links = find_links(card)
    card.review = find_review(card, card.links)
    if card.truncated_links:
        card.review.append(truncated_links_review(card))
    if oracle is not None:
        from mtglinks.index.oracle import oracle_flags

        card.review.extend(oracle_flags(card, oracle))
    return card


def truncated_links_review(card: Card) -> Review:
    """The review flag of a card whose links went past the per-card bound: they were cut, not lost silently."""
    from mtglinks.links import MAX_LINKS

    more = "at least " if card.truncated_links >= MAX_LINKS else ""
    return Review(
        paragraph=0,
        ability=None,
        phrase="",
        span=(0, len(card.text)),
        reason=f"{more}{card.truncated_links} more links were left out: a card keeps at most {MAX_LINKS}",
    )
