"""parse + features + link: the card's abilities, their acting and referring halves, and the links
between them (rule 607).

`analyze` is a pure function of its arguments: it opens no card index. Finding a name by the text
in an index and comparing with the Oracle text an index holds are steps of the layer that owns the
index (`CardIndex.analyze`, the batch runner, the command line), which hand their results in here
(`analyze_named`'s `check`, `analyze`'s `oracle`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from mtglinks import features, links
from mtglinks.effects.build import add_effects
from mtglinks.effects.build import load as load_effects
from mtglinks.kinds import ReviewKind
from mtglinks.lang import get_language
from mtglinks.links import review
from mtglinks.links.trigger_halves import trigger_half_flags
from mtglinks.syntax import assemble
from mtglinks.tree import Card, Review

# Languages whose patterns are loaded: before the grammar's first parse, so that the parser's garbage
# collector freeze (syntax/assemble.py) covers them too.
_PATTERNS_LOADED: set[str] = set()


def parse(
    text: str | None = None,
    lang: str = "en",
    name: str | None = None,
    faces: Sequence[Mapping[str, Any]] | None = None,
) -> Card:
    """Parse a card's text into its tree of abilities, each with its features (the acting and referring
    halves the link rules read) and its effect tree (`effects/`). Same arguments and errors as
    `syntax.assemble.parse`."""
    code = get_language(lang).code
    if code not in _PATTERNS_LOADED:
        features.option_words(code)
        load_effects(code)
        _PATTERNS_LOADED.add(code)
    card = assemble.parse(text, lang=lang, name=name, faces=faces)
    add_effects(card)  # first: the features of some kinds are read from the effect tree
    for ability in card.iter_abilities():
        ability.features = features.extract(ability)
    return card


def clear_caches() -> None:
    """Forget the cached parses and pattern matches of paragraphs (the tables stay loaded).

    Results never depend on the caches; benchmarks clear them to time the work itself."""
    features.clear_caches()
    assemble.clear_caches()


if TYPE_CHECKING:
    from mtglinks.links.oracle import LinkedText
    from mtglinks.text.selfname import NameCheck


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
    `card.review` entry (links/oracle.py): an old printed wording that does not say what the card
    links. `CardIndex.analyze(..., english_name=…)` does the lookup and the comparison in one call.

    With no name, the name is inferred from the text (English word order); a given name the text
    never uses while it names itself otherwise gives a `card.warnings` entry. No card index is
    read: `CardIndex.analyze` also finds the name of a text the index holds."""
    from mtglinks.arguments import check_card_arguments
    from mtglinks.text.selfname import resolve_name

    check_card_arguments(text, lang, name, faces)
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
    card.links = links.find_links(card)  # looked up on the package at each call (tests replace it)
    card.review = review.find_review(card, card.links)
    card.review.extend(trigger_half_flags(card))
    if card.truncated_links:
        card.review.append(truncated_links_review(card))
    if oracle is not None:
        from mtglinks.links.oracle import oracle_flags

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
        kind=ReviewKind.TRUNCATED_LINKS,
    )
