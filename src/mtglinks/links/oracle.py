"""A text against its card's Oracle text in the card index: a review flag where the two link differently.

Old printed wordings often do not say what the card's Oracle text links: "You set * when
Shapeshifter is cast, and you may change it during your upkeep" is two choices of a number and the
ability that uses the last one (607.2d) in the Oracle text; a printing that puts two abilities in
one paragraph has one link less; an errata can add a link or take one away. Such a text holds no
referring words, so the cue flags of `links/review.py` have nothing to point at, and the tool's
reading of it is right about the words and wrong about the card.

So when a text names its card (its English name) and a card index holds that card's Oracle text,
the multiset of 607 rules the text links is compared with the one the Oracle text links (the index
stores it, tagged when the index was built). Each rule whose count differs is a review entry:

- when the text has as many paragraphs as the Oracle text (they line up), one entry per paragraph
  that refers in one and not in the other (the `to` paragraph of each unmatched link);
- otherwise one entry for the card (paragraph 0, no ability, the whole text), as for links cut
  past the per-card bound.

Nothing is compared when the index does not know the card (a set newer than the index), or when
the text is the index's own Oracle text (an index built by another version of mtglinks may read it
differently; the text's own reading stands).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from mtglinks.kinds import ReviewKind
from mtglinks.text.keys import normalize_name, normalize_text
from mtglinks.text.paragraphs import paragraphs
from mtglinks.tree import Card, Review

# Every entry's reason starts so, then names the rule and the two counts.
REASON = "links differ from the card's Oracle text"


@dataclass(frozen=True)
class LinkedText:
    """What the comparison reads of one text: its paragraphs and its links between them."""

    text: str
    paragraphs: int
    links: tuple[tuple[str, int, int], ...]  # (rule, from paragraph, to paragraph)
    faces: tuple[tuple[str, str, int], ...] = ()  # (name, text, first paragraph) of each face
    name: str | None = None  # the card's English name, when this is its Oracle text

    @property
    def rules(self) -> Counter[str]:
        """How many links the text has under each rule."""
        return Counter(rule for rule, _, _ in self.links)

    def face(self, *names: str | None) -> tuple[LinkedText, Counter[str]] | None:
        """The face of a multi-face text that goes by the first of `names` one does (compared as
        names.normalize_name folds them), with its own links renumbered from its first paragraph,
        and the rules of the links that touch another face; None when no face goes by them."""
        if len(self.faces) < 2:
            return None
        for name in (n for n in names if n):
            wanted = normalize_name(name)
            for face_name, face_text, first in self.faces:
                if normalize_name(face_name) != wanted:
                    continue
                last = first + paragraph_count(face_text)
                inside = tuple(
                    (rule, a - first, b - first) for rule, a, b in self.links if first <= a < last and first <= b < last
                )
                elsewhere = Counter(rule for rule, a, b in self.links if not (first <= a < last and first <= b < last))
                return LinkedText(face_text, last - first, inside), elsewhere
        return None


@dataclass(frozen=True)
class Difference:
    """One rule the two texts link a different number of times, and where this text shows it."""

    rule: str
    here: int
    oracle: int
    paragraphs: tuple[int, ...]  # paragraphs of this text to look at (empty: the whole card)
    other_face: bool = False  # links on a face of the card this text does not hold

    @property
    def reason(self) -> str:
        """The review entry's reason."""
        if self.other_face:
            return f"{REASON}: {self.rule} {self.oracle} on another face of the card, which this text does not hold"
        return f"{REASON}: {self.rule} {self.here} in this text, {self.oracle} in the Oracle text"


def paragraph_count(text: str) -> int:
    """The number of paragraphs of a card text (faces joined by a line break), as labels count them."""
    return len(paragraphs(text))


def same_rules(rules: Iterable[str], oracle_rules: Iterable[str]) -> bool:
    """Whether two lists of rules hold the same rules the same number of times."""
    return sorted(rules) == sorted(oracle_rules)


def differences(text: LinkedText, oracle: LinkedText) -> list[Difference]:
    """The rules `text` and its card's `oracle` text link a different number of times, in rule order."""
    here, there = text.rules, oracle.rules
    aligned = text.paragraphs == oracle.paragraphs
    here_links, oracle_links = set(text.links), set(oracle.links)
    out = []
    for rule in sorted(set(here) | set(there)):
        if here[rule] == there[rule]:
            continue
        places: set[int] = set()
        if aligned:
            unmatched = oracle_links - here_links if there[rule] > here[rule] else here_links - oracle_links
            places = {target for link_rule, _, target in unmatched if link_rule == rule}
        out.append(Difference(rule, here[rule], there[rule], tuple(sorted(places))))
    return out


def oracle_flags(card: Card, oracle: LinkedText) -> list[Review]:
    """The review entries of an analysed card against its card's Oracle text `oracle` (with its
    links, as `CardIndex.oracle_links` gives it), as `oracle_review` finds them."""
    if not card.text.strip():
        return []
    return card_review(card, compare(card_links(card), len(card.faces), oracle, oracle.name, card.name))


def compare(text: LinkedText, face_count: int, oracle: LinkedText, *names: str | None) -> list[Difference]:
    """The differences of a text of `face_count` faces from its card's Oracle text. A text of one face
    of a multi-face card is compared with the face the first of `names` to name one names (nothing
    when none does), and each rule the card links on another face is one more difference. Links
    are not compared where the text is the Oracle text itself."""
    elsewhere: Counter[str] = Counter()
    if face_count == 1 and len(oracle.faces) > 1:
        face = oracle.face(*names)
        if face is None:
            return []  # one face of the card, but which one no name says
        oracle, elsewhere = face
    found = [] if normalize_text(oracle.text) == normalize_text(text.text) else differences(text, oracle)
    found += [Difference(rule, 0, count, (), other_face=True) for rule, count in sorted(elsewhere.items())]
    return found


def card_links(card: Card) -> LinkedText:
    """The paragraphs and links of an analysed card."""
    paragraph = {a.id: a.paragraph for a in card.iter_abilities()}
    links = tuple((link.rule, paragraph[link.source], paragraph[link.target]) for link in card.links)
    return LinkedText(card.text, paragraph_count(card.text), links)


def record_links(
    record: Mapping[str, Any],
    text: str,
    faces: Sequence[tuple[str | None, str]] | None = None,
    name: str | None = None,
) -> LinkedText:
    """The paragraphs, links and faces of a tag record whose card text is `text`; `faces` are its
    faces' (name, text), the record's own `faces` when None; `name` the card's English name."""
    paragraph = {a["id"]: a["paragraph"] for a in record["abilities"]}
    links = tuple((str(link["rule"]), paragraph[link["from"]], paragraph[link["to"]]) for link in record["links"])
    if faces is None:
        faces = [(face.get("name"), str(face.get("text") or "")) for face in record.get("faces") or ()]
    out = []
    first = 0
    for name, face_text in faces:
        out.append((name or "", face_text, first))
        first += paragraph_count(face_text)
    return LinkedText(text, paragraph_count(text), links, tuple(out), name)


def card_review(card: Card, found: Sequence[Difference]) -> list[Review]:
    """The review entries of the differences of an analysed card."""
    top: dict[int, int] = {}
    for ability in card.abilities:
        top.setdefault(ability.paragraph, ability.id)
    return _entries(card.text, top, found)


def record_review(record: Mapping[str, Any], text: str, found: Sequence[Difference]) -> list[dict[str, Any]]:
    """The review entries (as in a tag record) of the differences of a tag record whose card text is `text`."""
    top: dict[int, int] = {}
    for ability in record["abilities"]:
        if ability.get("parent") is None:
            top.setdefault(ability["paragraph"], ability["id"])
    return [entry.to_dict() for entry in _entries(text, top, found)]


def _entries(text: str, top: Mapping[int, int], found: Sequence[Difference]) -> list[Review]:
    """One entry per paragraph to look at, or one for the whole card; `top` is the first ability of each paragraph."""
    spans = _paragraph_spans(text)
    out = []
    for difference in found:
        places = [p for p in difference.paragraphs if p in top]
        if not places:
            out.append(Review(0, None, "", (0, len(text)), difference.reason, ReviewKind.UNLIKE_ORACLE))
        for p in places:
            start, end = spans[p]
            out.append(Review(p, top[p], text[start:end], (start, end), difference.reason, ReviewKind.UNLIKE_ORACLE))
    return out


def _paragraph_spans(text: str) -> list[tuple[int, int]]:
    """The span of each paragraph's words (white space around them left out), in card-text offsets."""
    spans = []
    for raw, position in paragraphs(text):
        lead = len(raw) - len(raw.lstrip())
        spans.append((position + lead, position + len(raw.rstrip())))
    return spans
