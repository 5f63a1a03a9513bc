"""Choices: 607.2d (choose a value / "the chosen value"), 607.2f (words without rules meaning),
607.2m (anchor words) and 607.2p (a choice before the game for a characteristic-defining ability)."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterator
from dataclasses import dataclass, field

from mtglinks.kinds import AbilityKind, FeatureKind, Role
from mtglinks.links.base import CardView, Node, Rule, clause, link, rule_607_1b_face
from mtglinks.links.relations import COMPATIBLE_VALUES, acting_kinds, referring_kinds
from mtglinks.tree import Feature, Link

# The value of the lasting-sentence marker a language gives "the last chosen …".
LAST_CHOSEN = "last_chosen"
_COMPATIBLE = COMPATIBLE_VALUES
_CHOOSE, _CHOSEN_REFS, _ANCHOR_REFS = acting_kinds(Rule.R2D), referring_kinds(Rule.R2D), referring_kinds(Rule.R2M)


def _category(value: str | None) -> str | None:
    if value is None or value.startswith(("options:", "words:")) or value == "words":
        return None  # a list of options or an unnamed category fits any reference
    return value


def compatible(choice: str | None, ref: str | None) -> bool:
    """May a reference to a value of category `ref` be about a choice of category `choice`?"""
    a, b = _category(choice), _category(ref)
    return a is None or b is None or a == b or (a, b) in _COMPATIBLE or (b, a) in _COMPATIBLE


def _options(feature: Feature) -> set[str]:
    value = feature.value or ""
    return set(value.split(":", 1)[1].split("|")) if ":" in value else set()


def _anchors(view: CardView, face: int) -> set[str]:
    key = f"anchors:{face}"
    found = view.memo.get(key)
    if found is None:
        found = {f.value for n in view.nodes if n.face == face for f in n.feats(*_ANCHOR_REFS) if f.value}
        view.memo[key] = found
    assert isinstance(found, set)
    return found


class _Sentences:
    """The effect sentences of one ability, to find the one holding a position by binary search
    (a linear scan, as before, if the grammar ever gave them out of order)."""

    def __init__(self, node: Node) -> None:
        self.spans = [s.span for s in node.ability.effect]
        self.sorted = all(a[1] <= b[0] and a[0] < a[1] for a, b in zip(self.spans, self.spans[1:], strict=False))
        self.starts = [s for s, _ in self.spans]
        self.node = node
        self.kind_starts: dict[str, list[int]] = {}

    def holding(self, at: int) -> tuple[int, int] | None:
        """The first sentence with start <= at < end."""
        if not self.sorted:
            return next(((s, e) for s, e in self.spans if s <= at < e), None)
        i = bisect_right(self.starts, at) - 1
        if i >= 0 and at < self.spans[i][1]:
            return self.spans[i]
        return None

    def has(self, at: int, kind: str) -> bool:
        """Does the sentence holding `at` hold a feature of `kind` (by its start)?"""
        span = self.holding(at)
        if span is None:
            return False
        starts = self.kind_starts.get(kind)
        if starts is None:
            starts = self.kind_starts[kind] = sorted(f.span[0] for f in self.node.feats(kind))
        i = bisect_left(starts, span[0])
        return i < len(starts) and starts[i] < span[1]


def _sentences(view: CardView, node: Node) -> _Sentences:
    key = f"sentences:{id(node)}"
    found = view.memo.get(key)
    if found is None:
        found = view.memo[key] = _Sentences(node)
    assert isinstance(found, _Sentences)
    return found


def _other_sentence(view: CardView, node: Node, a: Feature, b: Feature) -> bool:
    span = _sentences(view, node).holding(a.span[0])
    return span is not None and not (span[0] <= b.span[0] < span[1])


def _sentence_has(view: CardView, node: Node, at: Feature, kind: str) -> bool:
    return _sentences(view, node).has(at.span[0], kind)


def _says_last_chosen(view: CardView, node: Node, ref: Feature) -> bool:
    """Does the reference's sentence refer to "the last chosen" value? A sentence that does is a lasting
    ability of its own, even inside a triggered ability's paragraph: a later choice replaces the value."""
    span = _sentences(view, node).holding(ref.span[0])
    return span is not None and any(
        f.value == LAST_CHOSEN and span[0] <= f.span[0] < span[1] for f in node.feats(FeatureKind.CONTINUOUS)
    )


def _opens(node: Node, choice: Feature) -> bool:
    """Does the choice open the ability's first sentence (only white space before it)?"""
    first = node.ability.effect[0]
    if not first.span[0] <= choice.span[0] < first.span[1]:
        return False
    lead = len(first.text) - len(first.text.lstrip())  # text[:k].strip() is empty exactly when k <= lead
    return choice.span[0] - first.span[0] <= lead


_WHY = {
    Rule.R2D: "an ability makes a choice that another refers to as the chosen value",
    Rule.R2F: "a choice among words without rules meaning, and an ability that refers to it",
    Rule.R2M: "an anchor word is linked to the ability that chooses it",
    Rule.R2P: "a choice made before the game for the characteristic-defining ability beside it",
}
_Found = tuple[Node, Feature, Node, Feature]


@dataclass
class _Block:
    """The consecutive choices of one ability (so of one paragraph and face)."""

    node: Node
    items: list[Feature] = field(default_factory=list)
    values: list[tuple[str | None, int]] = field(default_factory=list)  # each value at its first position
    options: dict[str, int] = field(default_factory=dict)  # each option word at its first position
    ordered: bool = True  # the choices are in text order (by start)


def _blocks(choices: list[tuple[Node, Feature]]) -> list[_Block]:
    blocks: list[_Block] = []
    seen: set[str | None] = set()
    for node, choice in choices:
        if not blocks or blocks[-1].node is not node:
            blocks.append(_Block(node))
            seen = set()
        block = blocks[-1]
        if choice.value not in seen:
            seen.add(choice.value)
            block.values.append((choice.value, len(block.items)))
        for option in _options(choice):
            block.options.setdefault(option, len(block.items))
        if block.items and choice.span[0] < block.items[-1].span[0]:
            block.ordered = False
        block.items.append(choice)
    return blocks


class _ChoiceSearch:
    """One card's choices, grouped for the search of what refers to them, and the links found so far."""

    def __init__(self, view: CardView, choices: list[tuple[Node, Feature]], out: dict[Rule, list[_Found]]) -> None:
        self.view = view
        self.out = out
        # A reference to any other value names it by a noun ("the chosen letter"); when no choice on the card
        # uses that noun, it names the card's own other-value choice by a broader one ("choose a consonant").
        self.nouns = {c.value for _, c in choices if (c.value or "").startswith("other:")}
        self.fitting: dict[tuple[str | None, str | None], bool] = {}
        self.made: set[tuple[Rule, int, int]] = set()
        blocks = _blocks(choices)
        self.by_face: dict[int, list[_Block]] = {-1: blocks}
        for block in blocks:
            self.by_face.setdefault(block.node.face, []).append(block)
        self.block_of = {id(b.node): b for b in blocks}
        # Each whole ability's choices: where the first starts, and the values it chooses.
        self.own_start: dict[int, int] = {}
        self.own_values: dict[int, list[str | None]] = {}
        for node, choice in choices:
            key = id(node.whole)
            if key not in self.own_start or choice.span[0] < self.own_start[key]:
                self.own_start[key] = choice.span[0]
            values = self.own_values.setdefault(key, [])
            if choice.value not in values:
                values.append(choice.value)

    def fits(self, choice: str | None, ref: str | None) -> bool:
        """May a reference to `ref` be about a choice of `choice`?"""
        key = (choice, ref)
        found = self.fitting.get(key)
        if found is None:
            found = compatible(choice, ref) or bool(
                choice and ref and choice.startswith("other:") and ref.startswith("other:") and ref not in self.nouns
            )
            self.fitting[key] = found
        return found

    def add(self, rule: Rule, source: Node, choice: Feature, target: Node, ref: Feature) -> None:
        """Keep the link unless its (rule, source paragraph, target paragraph) is made or the rule is full."""
        key = (rule, source.paragraph, target.paragraph)
        if key not in self.made and len(self.out[rule]) < self.view.limit:
            self.made.add(key)
            self.out[rule].append((source, choice, target, ref))

    def search(self, target: Node) -> None:
        """The links to one ability: its anchor word, then each of its references to a choice."""
        reachable = self.by_face.get(rule_607_1b_face(self.view, target), [])
        for anchor in target.feats(*_ANCHOR_REFS)[:1]:
            for block in reachable:
                at = block.options.get(anchor.value) if anchor.value is not None else None
                if block.node is not target and at is not None:
                    self.add(Rule.R2M, block.node, block.items[at], target, anchor)
        own_block = self.block_of.get(id(target))
        signatures: set[tuple[str | None, bool]] = set()
        for ref in target.feats(*_CHOSEN_REFS, role=Role.REFERRING):
            about_own = self._about_own(target, ref)
            # Words without rules meaning (607.2f) unless the reference names a rules category
            # ("… of the chosen color and type" after "choose white Citizen or blue Camarid").
            rules_category = _category(ref.value) is not None and not (ref.value or "").startswith("other:")
            signature = (ref.value, about_own)
            others = not about_own and signature not in signatures
            signatures.add(signature)
            for block in reachable:
                if block is own_block:
                    self.own_choices(block, ref, rules_category)
                elif others:
                    self.other_choices(block, target, ref, rules_category)

    def other_choices(self, block: _Block, target: Node, ref: Feature, rules_category: bool) -> None:
        """Another ability's choices: each rule's link comes from the first choice whose value fits."""
        found: dict[Rule, int] = {}
        for value, at in block.values:
            if not self.fits(value, ref.value):
                continue
            rule = _rule_for(value, rules_category)
            if rule in found:
                continue
            if rule == Rule.R2F and _anchors(self.view, block.node.face) & _options(block.items[at]):
                # anchor words: the 607.2m links are the only ones; a later choice of this value has the
                # same options, so none of them links
                continue
            found[rule] = at
        for rule, at in sorted(found.items(), key=lambda r: r[1]):
            self.add(rule, block.node, block.items[at], target, ref)

    def own_choices(self, block: _Block, ref: Feature, rules_category: bool) -> None:
        """The target's own choices: "As ~ enters, choose …" or "At the beginning of the game, choose …"
        and a static ability using the choice, in one paragraph: two abilities, linked (i == j)."""
        target = block.node
        before_game = target.has(FeatureKind.BEFORE_GAME)
        cda = before_game and _sentence_has(self.view, target, ref, FeatureKind.CDA)
        candidates = self._own_candidates(block, ref, before_game)
        if not candidates:
            return
        # The rules a choice of this block could link by: the scan stops once each has its first link.
        possible = (
            {Rule.R2P} if cda else {_rule_for(v, rules_category) for v, _ in block.values if self.fits(v, ref.value)}
        )
        done: set[Rule] = set()
        for choice in candidates:
            if done >= possible:
                break
            if block.ordered and choice.span[0] > ref.span[0]:
                break  # in text order: no later choice ends before the reference
            if not self.fits(choice.value, ref.value) or not choice.span[1] <= ref.span[0]:
                continue
            if not _other_sentence(self.view, target, choice, ref):
                continue
            rule = Rule.R2P if cda else _rule_for(choice.value, rules_category)
            if rule in done:
                continue
            if rule == Rule.R2F and _anchors(self.view, target.face) & _options(choice):
                continue
            done.add(rule)
            self.add(rule, target, choice, target, ref)

    def _own_candidates(self, block: _Block, ref: Feature, before_game: bool) -> list[Feature]:
        """The choices of the reference's own paragraph it may be linked to, as another ability of it: a
        replacement or before-the-game choice; a static ability's opening choice used in a lasting sentence;
        a trigger's choice used in a sentence about "the last chosen" value."""
        target = block.node
        if target.kind == AbilityKind.REPLACEMENT or before_game:
            return block.items
        if _static_node(target) and _sentence_has(self.view, target, ref, FeatureKind.CONTINUOUS):
            return [c for c in block.items if _opens(target, c)]
        if target.kind == AbilityKind.TRIGGERED and _says_last_chosen(self.view, target, ref):
            return block.items
        return []

    def _about_own(self, target: Node, ref: Feature) -> bool:
        """Is the reference about its own ability's choice (so no other ability's choice links to it)?"""
        start = self.own_start.get(id(target.whole))
        if target.kind == AbilityKind.TRIGGERED and _says_last_chosen(self.view, target, ref):
            return False
        return (
            start is not None
            and start <= ref.span[0]
            and any(self.fits(v, ref.value) for v in self.own_values.get(id(target.whole), ()))
        )


def _choice_links(view: CardView) -> dict[Rule, list[_Found]]:
    """rule -> (source, choice, target, reference) of every choice and what refers to it, one per
    (rule, source paragraph, target paragraph), the first found in (target, reference, choice)
    order. Computed once for the four rules that read it, each list cut at `view.limit`."""
    cached = view.memo.get("choices")
    if cached is not None:
        assert isinstance(cached, dict)
        return cached
    out: dict[Rule, list[_Found]] = {rule: [] for rule in _WHY}
    view.memo["choices"] = out
    choices = view.acting(*_CHOOSE)
    if not choices:
        return out
    search = _ChoiceSearch(view, choices, out)
    for target in view.nodes:
        search.search(target)
    return out


def _rule_for(value: str | None, rules_category: bool) -> Rule:
    return Rule.R2F if (value or "").startswith("words:") and not rules_category else Rule.R2D


def _static_node(node: Node) -> bool:
    kinds = (AbilityKind.STATIC, AbilityKind.SPELL)
    return node.kind in kinds and not node.has(FeatureKind.ONE_SHOT) and bool(node.ability.effect)


def _links(view: CardView, rule: Rule) -> Iterator[Link]:
    for source, choice, target, ref in _choice_links(view)[rule]:
        yield link(view, rule, source, choice, target, ref, _WHY[rule])


@clause(Rule.R2D, "an ability has a player choose a value; the other refers to the chosen value")
def rule_607_2d(view: CardView) -> Iterator[Link]:
    """607.2d If an object has an ability printed on it that causes a player to "choose a [value]"
    and an ability printed on it that refers to "the chosen [value]," "the last chosen [value],"
    or similar, those abilities are linked. (Older text: "name a card" + "the named card".)"""
    yield from _links(view, Rule.R2D)


@clause(Rule.R2F, "an ability offers words with no rules meaning; the other refers to the word chosen")
def rule_607_2f(view: CardView) -> Iterator[Link]:
    """607.2f If an object has an ability printed on it that causes a player to choose from between
    two or more words that otherwise have no rules meaning and an ability printed on it that
    refers to a choice involving one or more of those words, those abilities are linked."""
    yield from _links(view, Rule.R2F)


@clause(Rule.R2M, "an ability lets a player choose an anchor word; the ability under that anchor word depends on it")
def rule_607_2m(view: CardView) -> Iterator[Link]:
    """607.2m Abilities preceded by an anchor word are linked to the ability that allows a player to
    choose that anchor word."""
    yield from _links(view, Rule.R2M)


@clause(Rule.R2P, "a choice made before the game for a characteristic-defining ability of the same paragraph")
def rule_607_2p(view: CardView) -> Iterator[Link]:
    """607.2p If an object has both a static ability that causes a player to make a choice for a
    characteristic-defining ability before the game begins and that characteristic-defining
    ability printed on it in the same paragraph, those abilities are linked."""
    yield from _links(view, Rule.R2P)
