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

from mtglinks.links.base import CardView, Node, rule_607_1a_granted
from mtglinks.links.exile import EXILERS_2A
from mtglinks.links.same_paragraph import Sentences
from mtglinks.tree import Card, Feature, Link, Review


@dataclass(frozen=True)
class _Cue:
    """What a kind of referring cue needs: the rules that resolve it, the acting kinds that could be
    its source (with the values that fit, None for any), and the words for "no ability of the card …"."""

    rules: tuple[str, ...]
    acting: tuple[str, ...]
    values: tuple[str, ...] | None
    missing: str


_EXILE = _Cue(("607.2a", "607.2b", "607.2q", "607.2k"), ("exile", "cast_exile", "champion"), None, "exiles")
_CHOICE = _Cue(("607.2d", "607.2f", "607.2m", "607.2p"), ("choose",), None, "chooses a value it could refer to")
_PAID = ("607.2i", "607.2j")
CUES: dict[str, _Cue] = {
    "exiled_with_self": _EXILE,
    "the_exiled_card": _EXILE,
    "exiled_with_named_ref": _Cue(("607.2n",), ("exile_before_game",), None, "exiles cards before the game"),
    "put_with_self": _Cue(("607.2c",), ("put_onto_battlefield",), None, "puts objects onto the battlefield"),
    "created_with_self": _Cue(("607.2c",), ("create_token", "put_onto_battlefield"), None, "creates tokens"),
    "chosen_ref": _CHOICE,
    "named_ref": _CHOICE,
    "noted_ref": _Cue(("607.2e",), ("note",), None, "notes information"),
    "kicked_ref": _Cue(_PAID, ("additional_cost",), ("kicker", "multikicker"), "offers a kicker"),
    "bargained_ref": _Cue(_PAID, ("additional_cost",), ("bargain",), "offers bargain"),
    "gift_promised_ref": _Cue(_PAID, ("additional_cost",), ("gift",), "offers a gift"),
    "additional_cost_paid_ref": _Cue(
        _PAID, ("additional_cost", "variable_cost_as_cast"), None, "offers an optional additional cost"
    ),
    "paid_as_entered_ref": _Cue(("607.2g",), ("pay_as_enters",), None, "has a cost paid as it enters"),
    "paid_as_cast_ref": _Cue(
        ("607.2j",), ("additional_cost", "variable_cost_as_cast"), None, "has a cost paid as it is cast"
    ),
    "this_way_ref": _Cue(("607.2h",), ("reveal_static",), None, "reveals the first card drawn"),
    "this_way": _Cue(("607.2h",), (), None, "is a static ability it could refer to"),
    "anchor_ref": _Cue(("607.2m",), ("choose",), None, "chooses this anchor word"),
}


# Keywords of an optional additional cost that exists only to be asked about ("if it was kicked", "if the gift
# was promised"); a "you may sacrifice any number of …" cost is often only counted ("… sacrificed this way").
_ASKED_COSTS = ("kicker", "multikicker", "bargain", "gift")

# Lasting wording names the object, not an act of its own ability: never anaphora (607.1c).
_LASTING = ("exiled_with_self", "put_with_self", "created_with_self", "exiled_with_named_ref")


def _this_way_refers_out(node: Node, ref: Feature, where: Sentences) -> bool:
    """Is this "this way" a trigger's reference to something outside its own ability? In the trigger
    condition of a triggered ability it cannot be about the ability's own effect; in a static or
    replacement paragraph it is, in a later sentence that is a trigger (607.2h). Elsewhere (a spell's
    delayed trigger, a reflexive "When you do … this way", "exiled this way") it is anaphora."""
    trigger = node.ability.trigger
    if node.kind == "triggered" and trigger is not None:
        return trigger.span[0] <= ref.span[0] < trigger.span[1]
    sentences = node.ability.effect
    # "Reveal the first card you draw …" reads as an imperative when no type line says what the card is.
    if node.kind not in ("static", "replacement") and not (ref.kind == "this_way_ref" and node.kind == "spell"):
        return False
    if not sentences or sentences[0].trigger is not None or node.has("additional_cost", "cast_exile"):
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
        # "Choose one —", "When ~ enters, choose one —", "Target opponent chooses one —": a dash opens modes.
        if before is not None and (
            before.kind in ("modal", "keyword") or before.ability.text.rstrip().endswith(("—", "-", "–"))
        ):
            out.add(node.id)
    return out


def _fits(cue: _Cue, feature: Feature) -> bool:
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
    def of(cls, view: CardView, cue: _Cue) -> _Sources:
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
            if n.kind in EXILERS_2A or n.kind == "replacement":
                out.eligible += 1
                out.eligible_of_whole[whole] += 1
        return out


def _reason(view: CardView, node: Node, ref: Feature, cue: _Cue, sources: _Sources) -> str:
    if ref.kind == "anchor_ref":
        return "no ability of the card chooses this anchor word"
    if ref.kind == "this_way":
        return (
            "the trigger refers to what another ability did 'this way', and no static ability of its paragraph did it"
        )
    whole = node.whole.id
    own = sources.of_whole[whole]
    others = sources.total - own
    acted_before = own > 0 and sources.first_of_whole[whole] <= ref.span[0] and ref.kind not in _LASTING
    if acted_before and not others:
        return "anaphora inside one ability"
    if not sources.total:
        return f"no ability of the card {cue.missing}"
    same_face_others = sources.of_face[node.face] - sources.of_whole_face[whole, node.face]
    if others and not view.transforms and not same_face_others:
        return "the acting ability is on another face of a card that does not transform"
    if acted_before:
        return "anaphora inside one ability (another ability of the card acts too)"
    if cue is _EXILE and not sources.eligible - sources.eligible_of_whole[whole]:
        return "only a spell, static ability or cost exiles (607.2a needs an activated or triggered ability)"
    if cue is _CHOICE:
        return "no choice of the card is of the kind of value referred to"
    return "no link rule pairs it with another ability of the card"


def find_review(card: Card, links: Sequence[Link]) -> list[Review]:
    """The referring cues of the card that no link resolves, in text order; and a kicker, bargain or
    gift no ability asks about (such a cost is printed only to be asked about, so the question is in
    words the patterns do not know yet)."""
    if not any(f.kind in CUES or f.kind == "additional_cost" for a in card.iter_abilities() for f in a.features):
        return []
    view = rule_607_1a_granted(card)
    paragraph = {n.id: n.paragraph for n in view.nodes}
    resolved = {(link.rule, paragraph.get(link.target)) for link in links}
    out: list[Review] = []
    seen: set[tuple[int, int]] = set()
    counted: dict[int, _Sources] = {}  # id(cue) -> its sources, counted on first use
    mode_names: set[int] | None = None
    for node in view.nodes:
        where: Sentences | None = None
        for ref in node.features:
            cue = CUES.get(ref.kind)
            if cue is None or ref.role != "referring":
                continue
            if ref.kind in ("this_way", "this_way_ref"):
                where = where or Sentences(node)
                if not _this_way_refers_out(node, ref, where):
                    continue  # "revealed this way", "exiled this way" about the ability's own act: anaphora
            if ref.kind == "anchor_ref":
                mode_names = _mode_names(view) if mode_names is None else mode_names
                if node.id in mode_names:
                    continue  # a mode's name after "Choose one —" ("• Truth — …"), not an anchor word
            if any((rule, node.paragraph) in resolved for rule in cue.rules):
                continue
            if ref.span in seen:
                continue  # two patterns read the same words
            seen.add(ref.span)
            a, b = ref.span
            phrase = card.text[a:b] if 0 <= a < b <= len(card.text) else ref.text
            if id(cue) not in counted:
                counted[id(cue)] = _Sources.of(view, cue)
            reason = _reason(view, node, ref, cue, counted[id(cue)])
            out.append(Review(node.paragraph, node.id, phrase, ref.span, reason))
    sources = {link.source for link in links}
    for node, cost in view.acting("additional_cost"):
        if cost.value in _ASKED_COSTS and node.id not in sources and cost.span not in seen:
            seen.add(cost.span)
            a, b = cost.span
            phrase = card.text[a:b] if 0 <= a < b <= len(card.text) else cost.text
            out.append(
                Review(node.paragraph, node.id, phrase, cost.span, "no ability of the card asks whether it was paid")
            )
    out.sort(key=lambda r: (r.span, r.paragraph))
    return out
