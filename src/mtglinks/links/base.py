"""What every clause reads: the card's abilities as nodes with their features, and the general
rules of 607.1 (granted abilities, faces of a transforming card, an ability linked to itself)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from mtglinks.tree import Ability, Card, Evidence, Feature, Link


@dataclass
class Node:
    """One ability as the clauses see it."""

    ability: Ability
    kind: str  # the ability kind; a mode takes its modal parent's kind
    paragraph: int
    face: int
    granted_by: Node | None = None
    features: list[Feature] = field(default_factory=list)
    # The ability this node is part of: a mode (bullet) belongs to the ability that offers it, so
    # "the exiled card" in a mode of "exile … When you do, choose one —" is anaphora.
    mode_of: Node | None = None

    @property
    def whole(self) -> Node:
        return self.mode_of.whole if self.mode_of is not None else self

    @property
    def id(self) -> int:
        return self.ability.id

    def feats(self, *kinds: str, role: str | None = None) -> list[Feature]:
        return [f for f in self.features if f.kind in kinds and (role is None or f.role == role)]

    def has(self, *kinds: str) -> bool:
        return any(f.kind in kinds for f in self.features)


@dataclass
class CardView:
    card: Card
    nodes: list[Node]
    transforms: bool

    def may_link(self, source: Node, target: Node) -> bool:
        return rule_607_1b_same_object(self, source, target)

    def acting(self, *kinds: str) -> list[tuple[Node, Feature]]:
        return [(n, f) for n in self.nodes for f in n.feats(*kinds, role="acting")]


Clause = Callable[[CardView], Iterator[Link]]


def rule_607_1a_granted(card: Card) -> CardView:
    """607.1a An ability printed on an object within another ability that grants that ability to
    that object is considered to be "printed on" that object for these purposes.

    Builds the view: every ability, quoted granted ones included as abilities of their own (they
    keep their parent's paragraph); a mode (bullet) of a modal ability acts as that ability."""
    nodes: list[Node] = []

    def visit(ability: Ability, parent: Node | None, mode_kind: str | None) -> None:
        kind = mode_kind or ability.kind
        if kind == "static" and any(f.kind == "triggered" and f.role == "marker" for f in ability.features):
            kind = "triggered"  # an ability word printed without its dash ("Imprint When …")
        node = Node(ability, kind, ability.paragraph, ability.face, parent if ability.granted else None)
        if parent is not None and not ability.granted:
            node.mode_of = parent
        node.features = list(ability.features)
        nodes.append(node)
        for child in ability.children:
            visit(child, node, None if child.granted or kind == "modal" else kind)

    for ability in card.abilities:
        visit(ability, None, None)
    transforms = len(card.faces) > 1 and any(n.has("transforms") for n in nodes)
    return CardView(card, nodes, transforms)


def rule_607_1b_same_object(view: CardView, source: Node, target: Node) -> bool:
    """607.1b An ability printed on either face of a transforming double-faced card is considered
    to be "printed on" that object for these purposes, regardless of which face is up.

    Faces link only when the card transforms (a face says so, or a keyword like daybound);
    the faces of a modal double-faced card, a split card or an adventure never link."""
    return source.face == target.face or view.transforms


def rule_607_1c_self(source: Node, target: Node) -> bool:
    """607.1c An ability printed on an object that fulfills both criteria described in rule 607.1
    is linked to itself. (With lasting wording only: "exiled with ~", "created with ~", …; a mode
    is part of the ability that offers it.)"""
    return source.whole is target.whole


def acts_before(acting: list[Feature], ref: Feature) -> bool:
    """Does an ability act before it refers (so the reference is anaphora about that act)?"""
    return any(a.span[0] <= ref.span[0] for a in acting)


def evidence(card: Card, feature: Feature) -> Evidence:
    a, b = feature.span
    phrase = card.text[a:b] if 0 <= a < b <= len(card.text) else feature.text
    return Evidence(phrase, (a, b))


def link(view: CardView, rule: str, source: Node, src: Feature, target: Node, ref: Feature, why: str) -> Link:
    return Link(rule, source.id, target.id, (evidence(view.card, src), evidence(view.card, ref)), why)


def lasting_or_other(
    view: CardView, sources: list[tuple[Node, Feature]], refs: tuple[str, ...], lasting: tuple[str, ...]
) -> Iterator[tuple[Node, Feature, Node, Feature]]:
    """Pair acting features with references. A lasting reference ("exiled with ~") links to every
    source, its own ability included (607.1c); a plain one ("the exiled card") only to other
    abilities, and not at all when its own ability acted first (anaphora)."""
    for target in view.nodes:
        for ref in target.feats(*refs, role="referring"):
            own = [f for n, f in sources if n.whole is target.whole]
            if ref.kind not in lasting and acts_before(own, ref):
                continue
            for source, feature in sources:
                if rule_607_1c_self(source, target) and ref.kind not in lasting:
                    continue
                if view.may_link(source, target):
                    yield source, feature, target, ref
