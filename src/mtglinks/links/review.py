"""Review flags (issue 9): the referring cues that ended up with no link, and why.

`find_review(card, links)` reads the same typed features as the link clauses. A referring cue ("the
exiled card", "exiled with ~", "the chosen color", "the named card", "the noted number", "if it was
kicked / bargained", "if the gift was promised", "if evidence was collected", "paid as ~ entered",
an anchor word, "this way" in a trigger that refers outside its own ability) is resolved when a link
of a rule that reads it points at its paragraph; every other one becomes a `Review` saying why no
link was made. Nothing here reads raw text: the words are the language's patterns.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from mtglinks.kinds import AbilityKind, FeatureKind, ReviewKind, Role
from mtglinks.links.base import CardView, Node, rule_607_1a_granted
from mtglinks.links.exile import EXILERS_2A
from mtglinks.links.relations import Cue, Topic, cue, referring_cues
from mtglinks.links.same_paragraph import STATIC_KINDS, Sentences
from mtglinks.tree import Card, Feature, Link, Review

K = FeatureKind
# A referring cue's words for "no ability of the card …" (which rules resolve it, and which acting halves
# could start its link, are the relation table's: links/relations.py).
_MISSING: dict[str, str] = {
    K.EXILED_WITH_SELF: "exiles",
    K.THE_EXILED_CARD: "exiles",
    K.EXILED_WITH_NAMED_REF: "exiles cards before the game",
    K.PUT_WITH_SELF: "puts objects onto the battlefield",
    K.CREATED_WITH_SELF: "creates tokens",
    K.CHOSEN_REF: "chooses a value it could refer to",
    K.NAMED_REF: "chooses a value it could refer to",
    K.NOTED_REF: "notes information",
    K.KICKED_REF: "offers a kicker",
    K.BARGAINED_REF: "offers bargain",
    K.GIFT_PROMISED_REF: "offers a gift",
    K.ADDITIONAL_COST_PAID_REF: "offers an optional additional cost",
    K.PAID_AS_ENTERED_REF: "has a cost paid as it enters",
    K.PAID_AS_CAST_REF: "has a cost paid as it is cast",
    K.THIS_WAY_REF: "reveals the first card drawn",
    K.THIS_WAY: "is a static ability it could refer to",
    K.ANCHOR_REF: "chooses this anchor word",
}
CUES: dict[str, Cue] = {kind: found for kind in referring_cues() if (found := cue(kind)) is not None}


# Keywords of an optional additional cost that exists only to be asked about ("if it was kicked", "if the gift
# was promised"); a "you may sacrifice any number of …" cost is often only counted ("… sacrificed this way").
_ASKED_COSTS = ("kicker", "multikicker", "bargain", "gift")


def _this_way_refers_out(node: Node, ref: Feature, where: Sentences) -> bool:
    """Is this "this way" a trigger's reference to something outside its own ability? In the trigger
    condition of a triggered ability it cannot be about the ability's own effect; in a static or
    replacement paragraph it is, in a later sentence that is a trigger (607.2h). Elsewhere (a spell's
    delayed trigger, a reflexive "When you do … this way", "exiled this way") it is anaphora."""
    trigger = node.ability.trigger
    if node.kind == AbilityKind.TRIGGERED and trigger is not None:
        return trigger.span[0] <= ref.span[0] < trigger.span[1]
    sentences = node.ability.effect
    # "Reveal the first card you draw …" reads as an imperative when no type line says what the card is.
    reveals_on_a_spell = ref.kind == K.THIS_WAY_REF and node.kind == AbilityKind.SPELL
    if node.kind not in STATIC_KINDS and not reveals_on_a_spell:
        return False
    if not sentences or sentences[0].trigger is not None or node.has(K.ADDITIONAL_COST, K.CAST_EXILE):
        return False
    at = where.index(ref)
    return at is not None and at > 0 and sentences[at].trigger is not None


def _mode_names(view: CardView) -> set[int]:
    """The bullets (node ids) whose label is the name of a mode ("Choose one — • Truth — …", "Tiered
    • Fire — {0} — …") rather than an anchor word: the paragraph they hang from is modal, a keyword
    line, or ends with the dash that opens modes; anchor words hang from the choice ("choose Khans or
    Dragons.")."""
    out: set[int] = set()
    intro: dict[int, Node] = {}  # face -> the last paragraph before the bullets
    for node in sorted(view.nodes, key=lambda n: (n.face, n.paragraph)):
        if node.granted_by is not None:
            continue
        if not node.ability.bullet:
            intro[node.face] = node
            continue
        before = intro.get(node.face)
        # "Choose one —", "When ~ enters, choose one —", "Target opponent chooses one —": a dash opens modes, and
        # so does a colon in printed Spanish ("Cuando esta criatura entre, elige uno:").
        if before is not None and (
            before.kind in (AbilityKind.MODAL, AbilityKind.KEYWORD)
            or before.ability.text.rstrip().endswith(("—", "-", "–", ":"))
        ):
            out.add(node.id)
    return out


def _fits(cue: Cue, feature: Feature) -> bool:
    return cue.values is None or feature.value in cue.values


@dataclass
class _Sources:
    """The acting halves that could start a link to one kind of cue, counted once per card so that
    explaining every flag costs constant time (the linking stays linear in the card's features)."""

    total: int = 0
    first_of_whole: dict[int, int] = field(default_factory=dict)  # ability -> first acting position
    of_whole: Counter[int] = field(default_factory=Counter)
    of_face: Counter[int] = field(default_factory=Counter)
    of_whole_face: Counter[tuple[int, int]] = field(default_factory=Counter)
    eligible: int = 0  # activated, triggered or replacement: may start 607.2a/2b
    eligible_of_whole: Counter[int] = field(default_factory=Counter)

    @classmethod
    def of(cls, view: CardView, cue: Cue) -> _Sources:
        out = cls()
        for n, f in view.acting(*cue.acting):
            if not _fits(cue, f):
                continue
            whole = n.whole.id
            out.total += 1
            out.of_whole[whole] += 1
            out.of_face[n.face] += 1
            out.of_whole_face[whole, n.face] += 1
            out.first_of_whole[whole] = min(out.first_of_whole.get(whole, f.span[0]), f.span[0])
            if n.kind in EXILERS_2A or n.kind == AbilityKind.REPLACEMENT:
                out.eligible += 1
                out.eligible_of_whole[whole] += 1
        return out


def _reason(view: CardView, node: Node, ref: Feature, cue: Cue, sources: _Sources) -> str:
    if ref.kind == K.ANCHOR_REF:
        return "no ability of the card chooses this anchor word"
    if ref.kind == K.THIS_WAY:
        return (
            "the trigger refers to what another ability did 'this way', and no static ability of its paragraph did it"
        )
    whole = node.whole.id
    own = sources.of_whole[whole]
    others = sources.total - own
    # lasting wording names the object, not an act of its own ability: never anaphora (607.1c)
    acted_before = own > 0 and sources.first_of_whole[whole] <= ref.span[0] and not cue.lasting
    if acted_before and not others:
        return "anaphora inside one ability"
    if not sources.total:
        return f"no ability of the card {_MISSING[ref.kind]}"
    same_face_others = sources.of_face[node.face] - sources.of_whole_face[whole, node.face]
    if others and not view.transforms and not same_face_others:
        return "the acting ability is on another face of a card that does not transform"
    if acted_before:
        return "anaphora inside one ability (another ability of the card acts too)"
    if cue.topic == Topic.EXILED_CARDS and not sources.eligible - sources.eligible_of_whole[whole]:
        return "only a spell, static ability or cost exiles (607.2a needs an activated or triggered ability)"
    if cue.topic == Topic.CHOSEN_VALUE:
        return "no choice of the card is of the kind of value referred to"
    return "no link rule pairs it with another ability of the card"


def _phrase(card: Card, feature: Feature) -> str:
    """The feature's words in the card's own text."""
    a, b = feature.span
    return card.text[a:b] if 0 <= a < b <= len(card.text) else feature.text


class _Reviewer:
    """The cues of one card checked against its links, and the flags made so far."""

    def __init__(self, card: Card, links: Sequence[Link]) -> None:
        self.card = card
        self.view = rule_607_1a_granted(card)
        paragraph = {n.id: n.paragraph for n in self.view.nodes}
        self.resolved = {(link.rule, paragraph.get(link.target)) for link in links}
        self.out: list[Review] = []
        self.seen: set[tuple[int, int]] = set()
        self.counted: dict[tuple[Topic, tuple[str, ...] | None], _Sources] = {}  # counted on first use
        self.mode_names: set[int] | None = None

    def review(self, node: Node) -> None:
        """Flag the node's referring cues that no link resolves."""
        where: Sentences | None = None
        for ref in node.features:
            cue = CUES.get(ref.kind)
            if cue is None or ref.role != Role.REFERRING:
                continue
            if ref.kind in (FeatureKind.THIS_WAY, FeatureKind.THIS_WAY_REF):
                where = where or Sentences(node)
                if not _this_way_refers_out(node, ref, where):
                    continue  # "revealed this way", "exiled this way" about the ability's own act: anaphora
            if ref.kind == FeatureKind.ANCHOR_REF and node.id in self._mode_names():
                continue  # a mode's name after "Choose one —" ("• Truth — …"), not an anchor word
            if any((rule, node.paragraph) in self.resolved for rule in cue.rules):
                continue
            if ref.span in self.seen:
                continue  # two patterns read the same words
            self.seen.add(ref.span)
            counted = self.counted.get((cue.topic, cue.values))
            if counted is None:
                counted = self.counted[cue.topic, cue.values] = _Sources.of(self.view, cue)
            reason = _reason(self.view, node, ref, cue, counted)
            phrase = _phrase(self.card, ref)
            self.out.append(Review(node.paragraph, node.id, phrase, ref.span, reason, ReviewKind.UNLINKED_CUE))

    def _mode_names(self) -> set[int]:
        if self.mode_names is None:
            self.mode_names = _mode_names(self.view)
        return self.mode_names

    def unasked_costs(self, links: Sequence[Link]) -> None:
        """Flag a kicker, bargain or gift that no link starts from."""
        sources = {link.source for link in links}
        for node, cost in self.view.acting(FeatureKind.ADDITIONAL_COST):
            if cost.value in _ASKED_COSTS and node.id not in sources and cost.span not in self.seen:
                self.seen.add(cost.span)
                reason = "no ability of the card asks whether it was paid"
                phrase = _phrase(self.card, cost)
                self.out.append(Review(node.paragraph, node.id, phrase, cost.span, reason, ReviewKind.UNASKED_COST))


def find_review(card: Card, links: Sequence[Link]) -> list[Review]:
    """The referring cues of the card that no link resolves, in text order; and a kicker, bargain or
    gift no ability asks about (such a cost is printed only to be asked about, so the question is in
    words the patterns do not know yet)."""
    features = (f for a in card.iter_abilities() for f in a.features)
    if not any(f.kind in CUES or f.kind == FeatureKind.ADDITIONAL_COST for f in features):
        return []
    reviewer = _Reviewer(card, links)
    for node in reviewer.view.nodes:
        reviewer.review(node)
    reviewer.unasked_costs(links)
    reviewer.out.sort(key=lambda r: (r.span, r.paragraph))
    return reviewer.out
