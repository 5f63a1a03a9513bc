"""What every clause reads: the card's abilities as nodes with their features, and the general
rules of 607.1 (granted abilities, faces of a transforming card, an ability linked to itself).

Cost. A clause never pairs every reference with every source: sources are grouped into `Run`s
(consecutive sources of one paragraph, on one face), a run whose link (rule, source paragraph,
target paragraph) was already made is skipped in O(1), and a reference that can only repeat the
links of an earlier one of its ability is not paired again. So the work grows with the number of
features plus the number of links made, and `find_links` stops at the card's link bound.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from enum import StrEnum

from mtglinks.kinds import AbilityKind, Role
from mtglinks.tree import Ability, Card, Evidence, Feature, Link


class Rule(StrEnum):
    """The clauses of rule 607.2 a link is made under (the `rule` of every output link)."""

    R2A = "607.2a"
    R2B = "607.2b"
    R2C = "607.2c"
    R2D = "607.2d"
    R2E = "607.2e"
    R2F = "607.2f"
    R2G = "607.2g"
    R2H = "607.2h"
    R2I = "607.2i"
    R2J = "607.2j"
    R2K = "607.2k"
    R2M = "607.2m"
    R2N = "607.2n"
    R2P = "607.2p"
    R2Q = "607.2q"


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
        """The ability this node is part of: its modal parent's whole for a mode, else itself."""
        return self.mode_of.whole if self.mode_of is not None else self

    @property
    def id(self) -> int:
        """The ability's id."""
        return self.ability.id

    # kind -> the positions of its features in `features` (built on first use; features are set
    # once, when the view is built)
    _by_kind: dict[str, list[int]] | None = field(default=None, repr=False, compare=False)

    def _index(self) -> dict[str, list[int]]:
        if self._by_kind is None:
            self._by_kind = {}
            for i, f in enumerate(self.features):
                self._by_kind.setdefault(f.kind, []).append(i)
        return self._by_kind

    def feats(self, *kinds: str, role: str | None = None) -> list[Feature]:
        """The node's features of these kinds (and role, if given), in text order."""
        index = self._index()
        if len(kinds) == 1:
            at: Iterable[int] = index.get(kinds[0], ())
        else:
            at = [i for k in set(kinds) for i in index.get(k, ())]
            if len(at) > 1:
                at.sort()
        if not at:  # most nodes have none of the kinds asked for
            return []
        features = self.features
        return [features[i] for i in at if role is None or features[i].role == role]

    def has(self, *kinds: str) -> bool:
        """Does the node have a feature of one of these kinds?"""
        index = self._index()
        return any(k in index for k in kinds)


@dataclass
class CardView:
    """The card as the clauses read it: its nodes, whether it transforms, and the links made so far."""

    card: Card
    nodes: list[Node]
    transforms: bool
    # (rule, source paragraph, target paragraph) of every link made so far (find_links fills it)
    made: set[tuple[str, int, int]] = field(default_factory=set)
    # results a clause computes once for several rules (the choices of 607.2d/f/m/p)
    memo: dict[str, object] = field(default_factory=dict)
    # how many links one rule may make before the search stops (find_links sets it from the card's bound)
    limit: int = 1 << 62

    def acting(self, *kinds: str) -> list[tuple[Node, Feature]]:
        """Every acting feature of these kinds on the card, with its node, in card order (a new list each time)."""
        index = self._acting_index()
        if len(kinds) == 1:
            return [(n, f) for _, n, f in index.get(kinds[0], ())]
        found = [item for kind in set(kinds) for item in index.get(kind, ())]
        found.sort(key=lambda item: item[0])
        return [(n, f) for _, n, f in found]

    def _acting_index(self) -> dict[str, list[tuple[tuple[int, int], Node, Feature]]]:
        """kind -> its acting features with their nodes, each with its place (node, feature) on the card: the clauses
        ask `acting` seventeen times a card, which went through every node each time (built on first use)."""
        if self._acting is None:
            self._acting = {}
            for at, node in enumerate(self.nodes):
                for i, feature in enumerate(node.features):
                    if feature.role == Role.ACTING:
                        self._acting.setdefault(feature.kind, []).append(((at, i), node, feature))
        return self._acting

    def runs(self, sources: list[tuple[Node, Feature]], target: Node) -> list[Run]:
        """The runs of `sources` an ability may link to (607.1b), in order."""
        key = id(sources)
        cached = self._runs.get(key)
        if cached is None or cached[0] is not sources:
            cached = (sources, runs_of(sources))
            self._runs[key] = cached
        return cached[1].get(rule_607_1b_face(self, target), [])

    def open_runs(self, rule: Rule, sources: list[tuple[Node, Feature]], target: Node) -> Iterator[Run]:
        """The runs of `runs` whose link by `rule` to the target's paragraph is not made yet."""
        for run in self.runs(sources, target):
            if (rule, run.paragraph, target.paragraph) not in self.made:
                yield run

    _runs: dict[int, tuple[list[tuple[Node, Feature]], dict[int, list[Run]]]] = field(default_factory=dict, repr=False)
    _acting: dict[str, list[tuple[tuple[int, int], Node, Feature]]] | None = field(default=None, repr=False)


@dataclass
class Run:
    """Consecutive sources of one paragraph (so of one face): they all make the same link key."""

    paragraph: int
    face: int
    items: list[tuple[Node, Feature]]
    # the position of the first item whose whole ability differs from the first item's (None: all the same)
    first_other: int | None = None

    def first_not_of(self, whole: Node) -> tuple[Node, Feature] | None:
        """The first item whose ability is not part of `whole` (607.1c's test, in O(1))."""
        if not rule_607_1c_self(self.items[0][0], whole):
            return self.items[0]
        return self.items[self.first_other] if self.first_other is not None else None

    def first_not_node(self, node: Node) -> tuple[Node, Feature] | None:
        """The first item of another ability than `node`."""
        if self.items[0][0] is not node:
            return self.items[0]
        i = self.other_node
        return self.items[i] if i is not None else None

    other_node: int | None = None  # the position of the first item of another node than the first item's
    memo: dict[str, int] = field(default_factory=dict, repr=False)  # what a clause looked up once
    lists: dict[str | None, list[int]] = field(default_factory=dict, repr=False)  # positions by a clause's class
    _first: dict[int, int] | None = field(default=None, repr=False)

    def first_of(self, node: Node) -> int | None:
        """The position of the node's first item in the run, if it has one."""
        if self._first is None:
            self._first = {}
            for i, (n, _) in enumerate(self.items):
                self._first.setdefault(id(n), i)
        return self._first.get(id(node))


def runs_of(sources: list[tuple[Node, Feature]]) -> dict[int, list[Run]]:
    """Sources cut into runs, by face; key -1 holds every run (a transforming card)."""
    runs: list[Run] = []
    for node, feature in sources:
        if runs and runs[-1].paragraph == node.paragraph and runs[-1].face == node.face:
            run = runs[-1]
            if run.first_other is None and node.whole is not run.items[0][0].whole:
                run.first_other = len(run.items)
            if run.other_node is None and node is not run.items[0][0]:
                run.other_node = len(run.items)
            run.items.append((node, feature))
        else:
            runs.append(Run(node.paragraph, node.face, [(node, feature)]))
    by_face: dict[int, list[Run]] = {-1: runs}
    for run in runs:
        by_face.setdefault(run.face, []).append(run)
    return by_face


Finder = Callable[[CardView], Iterator[Link]]


@dataclass(frozen=True)
class Clause:
    """One unit of rule 607.2: the rule it links by, its finder (whose docstring is the clause's rule
    text) and the clause's one-line summary, the explanation of a link that carries none of its own."""

    rule: Rule
    find: Finder
    # None for a further form of a clause whose summary another unit holds (607.2h, 607.2i in one paragraph)
    summary: str | None = None

    @property
    def text(self) -> str:
        """The clause's rule text: the finder's docstring."""
        return inspect.getdoc(self.find) or ""

    def __call__(self, view: CardView) -> Iterator[Link]:
        """The links this clause finds on the card."""
        return self.find(view)


def clause(rule: Rule, summary: str | None = None) -> Callable[[Finder], Clause]:
    """Make a finder the unit of `rule`, with the clause's one-line summary."""

    def unit(find: Finder) -> Clause:
        return Clause(rule, find, summary)

    return unit


def rule_607_1a_granted(card: Card) -> CardView:
    """607.1a An ability printed on an object within another ability that grants that ability to
    that object is considered to be "printed on" that object for these purposes.

    Builds the view: every ability, quoted granted ones included as abilities of their own (they
    keep their parent's paragraph); a mode (bullet) of a modal ability acts as that ability."""
    nodes: list[Node] = []
    # Depth first, in text order, by a stack (a recursive closure refers to itself: a cycle that kept each
    # card's whole tree alive until the garbage collector found it).
    todo: list[tuple[Ability, Node | None, str | None]] = [(top, None, None) for top in reversed(card.abilities)]
    while todo:
        ability, parent, mode_kind = todo.pop()
        kind = mode_kind or ability.kind
        if kind == AbilityKind.STATIC and ability.hidden_trigger:
            kind = AbilityKind.TRIGGERED  # an ability word printed without its dash ("Imprint When …")
        node = Node(ability, kind, ability.paragraph, ability.face, parent if ability.granted else None)
        if parent is not None and not ability.granted:
            node.mode_of = parent
        node.features = list(ability.features)
        nodes.append(node)
        todo.extend(
            (child, node, None if child.granted or kind == "modal" else kind) for child in reversed(ability.children)
        )
    transforms = len(card.faces) > 1 and any(n.has("transforms") for n in nodes)
    return CardView(card, nodes, transforms)


def rule_607_1b_face(view: CardView, target: Node) -> int:
    """607.1b An ability printed on either face of a transforming double-faced card is considered
    to be "printed on" that object for these purposes, regardless of which face is up.

    The face whose sources may link to the target: every face (-1) when the card transforms (a face
    says so, or a keyword like daybound), else the target's own; the faces of a modal double-faced
    card, a split card or an adventure never link."""
    return -1 if view.transforms else target.face


def rule_607_1c_self(source: Node, target: Node) -> bool:
    """607.1c An ability printed on an object that fulfills both criteria described in rule 607.1
    is linked to itself. (With lasting wording only: "exiled with ~", "created with ~", …; a mode
    is part of the ability that offers it.)"""
    return source.whole is target.whole


def first_acts(sources: list[tuple[Node, Feature]]) -> dict[int, int]:
    """id(whole ability) -> the earliest start of its sources: whether an ability acted before it refers
    (so the reference is anaphora about that act) in O(1) per reference."""
    out: dict[int, int] = {}
    for node, feature in sources:
        key = id(node.whole)
        if key not in out or feature.span[0] < out[key]:
            out[key] = feature.span[0]
    return out


def evidence(card: Card, feature: Feature) -> Evidence:
    """The feature's words in the card's own text, with their span."""
    a, b = feature.span
    phrase = card.text[a:b] if 0 <= a < b <= len(card.text) else feature.text
    return Evidence(phrase, (a, b))


def link(view: CardView, rule: Rule, source: Node, src: Feature, target: Node, ref: Feature, why: str) -> Link:
    """The link by `rule` from the source's acting feature to the target's reference, explained by `why`."""
    return Link(rule, source.id, target.id, (evidence(view.card, src), evidence(view.card, ref)), why)


def lasting_or_other(
    view: CardView, rule: Rule, sources: list[tuple[Node, Feature]], refs: tuple[str, ...], lasting: tuple[str, ...]
) -> Iterator[tuple[Node, Feature, Node, Feature]]:
    """Pair acting features with references. A lasting reference ("exiled with ~") links to every
    source, its own ability included (607.1c); a plain one ("the exiled card") only to other
    abilities, and not at all when its own ability acted first (anaphora).

    Only the first source of each paragraph can make a new link, so each run yields one pair; and
    a second reference of the same ability and lastingness can only repeat the first one's."""
    if not sources:
        return
    first = first_acts(sources)
    for target in view.nodes:
        done: set[bool] = set()
        for ref in target.feats(*refs, role=Role.REFERRING):
            is_lasting = ref.kind in lasting
            if is_lasting in done:
                continue
            start = first.get(id(target.whole))
            if not is_lasting and start is not None and start <= ref.span[0]:
                continue
            done.add(is_lasting)
            for run in view.open_runs(rule, sources, target):
                found = run.items[0] if is_lasting else run.first_not_of(target.whole)
                if found is not None:
                    yield found[0], found[1], target, ref


# (run, the reference's class, target) -> the source of the run it links to, if any
Pick = Callable[[Run, str | None, Node], "tuple[Node, Feature] | None"]


def one_class(ref: Feature) -> str | None:
    """Every reference of an ability in one class: only its first one makes links."""
    return None


def first_other(run: Run, wanted: str | None, target: Node) -> tuple[Node, Feature] | None:
    """The run's first source in another ability than the target."""
    return run.first_not_node(target)


def link_references(
    view: CardView,
    rule: Rule,
    sources: list[tuple[Node, Feature]],
    references: tuple[str, ...],
    why: str,
    pick: Pick = first_other,
    class_of: Callable[[Feature], str | None] = one_class,
) -> Iterator[Link]:
    """Link each ability's references to the source `pick` takes from each run not linked yet.

    References of one class (`class_of`) of one ability pair with the same sources, so only the
    first reference of each class makes links."""
    if not sources:
        return
    for target in view.nodes:
        done: set[str | None] = set()
        for ref in target.feats(*references, role=Role.REFERRING):
            wanted = class_of(ref)
            if wanted in done:
                continue
            done.add(wanted)
            for run in view.open_runs(rule, sources, target):
                found = pick(run, wanted, target)
                if found is not None:
                    yield link(view, rule, found[0], found[1], target, ref, why)
