"""Link rules of 607.2: one small unit per clause, reading the typed features of each ability.

`find_links(card)` runs every clause of `CLAUSES` over a `CardView` (the card's abilities with
their features, which abilities may link across faces, …) and returns `tree.Link`s between
ability ids, one per (rule, source paragraph, target paragraph). The clauses never read raw
text: the words of each language live in `lang/<code>/patterns.py` (see features.py).

Shared conventions (the labelling policy of the project):
- Anaphora inside one ability is never a link: a reference ("the exiled card", "the chosen
  color") in an ability that itself acts earlier is about that act. Lasting wording ("exiled
  with ~", "created with ~", "put onto the battlefield with ~", "noted for ~") is not anaphora:
  an ability that acts and uses it is linked to itself (rule 607.1c).
- A quoted ability granted by another is a separate ability printed on the object (607.1a): it
  can refer to what its granting ability did. Modes (bullets) count as part of their modal
  ability.
- Faces link only on a transforming double-faced card (607.1b).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from mtglinks.tree import Ability, Card, Evidence, Feature, Link


@dataclass
class Node:
    """One ability as the clauses see it."""

    ability: Ability
    kind: str  # the ability kind, a mode taking its modal parent's kind
    paragraph: int
    face: int
    granted_by: Node | None = None
    features: list[Feature] = field(default_factory=list)

    @property
    def id(self) -> int:
        return self.ability.id

    def feats(self, *kinds: str, role: str | None = None) -> list[Feature]:
        return [f for f in self.features if f.kind in kinds and (role is None or f.role == role)]

    def has(self, *kinds: str) -> bool:
        return any(f.kind in kinds for f in self.features)

    def in_cost(self, feature: Feature) -> bool:
        return any(part.span[0] <= feature.span[0] < part.span[1] for part in self.ability.cost)


@dataclass
class CardView:
    card: Card
    nodes: list[Node]
    transforms: bool

    def may_link(self, source: Node, target: Node) -> bool:
        return source.face == target.face or self.transforms


def _view(card: Card) -> CardView:
    nodes: list[Node] = []

    def visit(ability: Ability, parent: Node | None, mode_kind: str | None) -> None:
        kind = mode_kind or ability.kind
        if kind == "static" and any(f.kind == "triggered" and f.role == "marker" for f in ability.features):
            kind = "triggered"  # an ability word printed without its dash
        node = Node(ability, kind, ability.paragraph, ability.face, parent if ability.granted else None)
        node.features = list(ability.features)
        nodes.append(node)
        for child in ability.children:
            if child.granted:
                visit(child, node, None)
            else:  # a mode of a modal ability acts as that ability
                visit(child, node, kind if kind != "modal" else None)

    for ability in card.abilities:
        visit(ability, None, None)
    transforms = len(card.faces) > 1 and any(n.has("transforms") for n in nodes)
    return CardView(card, nodes, transforms)


# ---- helpers ---------------------------------------------------------------------------------


def _first(features: list[Feature]) -> Feature | None:
    return min(features, key=lambda f: f.span[0]) if features else None


def _acts_before(node: Node, acting: list[Feature], ref: Feature) -> bool:
    """Does the same ability act before it refers (so the reference is anaphora)?"""
    return any(a.span[0] <= ref.span[0] for a in acting)


def _evidence(card: Card, feature: Feature) -> Evidence:
    a, b = feature.span
    phrase = card.text[a:b] if 0 <= a < b <= len(card.text) else feature.text
    return Evidence(phrase, (a, b))


def _link(view: CardView, rule: str, source: Node, src: Feature, target: Node, ref: Feature, why: str) -> Link:
    return Link(rule, source.id, target.id, (_evidence(view.card, src), _evidence(view.card, ref)), why)


Clause = Callable[[CardView], Iterator[Link]]
CLAUSES: list[Clause] = []


def clause(func: Clause) -> Clause:
    CLAUSES.append(func)
    return func


_EXILERS_2A = ("activated", "triggered", "chapter", "level", "keyword")


def _exile_sources(view: CardView) -> Iterator[tuple[Node, Feature, str]]:
    """Every instruction to exile that can start a 2a or 2b link, with its rule."""
    for node in view.nodes:
        for feature in node.feats("exile", role="acting"):
            if node.kind == "keyword" and feature.value != "hideaway":
                continue  # an escape or other keyword cost that exiles is not 607.2a (see 607.2q)
            if feature.value == "replacement" or node.kind == "replacement":
                yield node, feature, "607.2b"
            elif node.kind in _EXILERS_2A:
                yield node, feature, "607.2a"


def _lasting_or_other(
    view: CardView, sources: list[tuple[Node, Feature]], refs: tuple[str, ...], lasting: tuple[str, ...]
) -> Iterator[tuple[Node, Feature, Node, Feature]]:
    """Pair acting features with references: lasting references link to every source (itself
    included); plain ones only to other abilities, and not when their own ability acted first."""
    for target in view.nodes:
        for ref in target.feats(*refs, role="referring"):
            own = [f for n, f in sources if n is target]
            if ref.kind not in lasting and _acts_before(target, own, ref):
                continue
            for source, feature in sources:
                if source is target and ref.kind not in lasting:
                    continue
                if view.may_link(source, target):
                    yield source, feature, target, ref


# ---- the clauses -----------------------------------------------------------------------------


@clause
def rule_607_2a_2b_exile(view: CardView) -> Iterator[Link]:
    """607.2a If an object has an activated or triggered ability printed on it that instructs a
    player to exile one or more cards and an ability printed on it that refers either to "the
    exiled cards" or to cards "exiled with [this object]," these abilities are linked.
    607.2b If an object has an ability printed on it that generates a replacement effect which
    causes one or more cards to be exiled and an ability printed on it that refers either to
    "the exiled cards" or to cards "exiled with [this object]," these abilities are linked."""
    sources = list(_exile_sources(view))
    rule_of = {(id(n), id(f)): r for n, f, r in sources}
    pairs = [(n, f) for n, f, _ in sources]
    for source, feature, target, ref in _lasting_or_other(
        view, pairs, ("exiled_with_self", "the_exiled_card"), ("exiled_with_self",)
    ):
        rule = rule_of[(id(source), id(feature))]
        why = (
            "a replacement effect exiles cards that another ability refers to"
            if rule == "607.2b"
            else "an activated or triggered ability exiles cards that another ability refers to"
        )
        yield _link(view, rule, source, feature, target, ref, why)


@clause
def rule_607_2c_put_onto_battlefield(view: CardView) -> Iterator[Link]:
    """607.2c If an object has an activated or triggered ability printed on it that puts one or
    more objects onto the battlefield and an ability printed on it that refers to objects "put
    onto the battlefield with [this object]" or "created with [this object]," those abilities
    are linked."""
    sources = [
        (n, f)
        for n in view.nodes
        if n.kind in _EXILERS_2A
        for f in n.feats("put_onto_battlefield", "create_token", role="acting")
    ]
    for target in view.nodes:
        for ref in target.feats("put_with_self", "created_with_self", role="referring"):
            wanted = "create_token" if ref.kind == "created_with_self" else "put_onto_battlefield"
            for source, feature in sources:
                if feature.kind != wanted and not (target is source or target.granted_by is source):
                    continue
                if view.may_link(source, target):
                    why = "an ability puts objects onto the battlefield that another refers to as put there with it"
                    yield _link(view, "607.2c", source, feature, target, ref, why)


def _category(value: str | None) -> str | None:
    if value is None or value.startswith(("options:", "words:")) or value == "words":
        return None
    return value


_COMPATIBLE = {
    ("type", "creature_type"),
    ("type", "land_type"),
    ("type", "card_type"),
    ("player", "opponent"),
    ("card", "card_name"),
    ("creature", "permanent"),
}


def _compatible(choice: str | None, ref: str | None) -> bool:
    a, b = _category(choice), _category(ref)
    if a is None or b is None or a == b:
        return True
    return (b, a) in _COMPATIBLE or (a, b) in _COMPATIBLE


def _anchor_words(view: CardView, node: Node) -> set[str]:
    return {f.value for n in view.nodes if n.face == node.face for f in n.feats("anchor_ref") if f.value}


@clause
def rule_607_2d_2f_2m_choices(view: CardView) -> Iterator[Link]:
    """607.2d If an object has an ability printed on it that causes a player to "choose a
    [value]" and an ability printed on it that refers to "the chosen [value]," "the last chosen
    [value]," or similar, those abilities are linked. (Older text: "name a card" + "the named
    card".)
    607.2f If an object has an ability printed on it that causes a player to choose from
    between two or more words that otherwise have no rules meaning and an ability printed on it
    that refers to a choice involving one or more of those words, those abilities are linked.
    607.2m Abilities preceded by an anchor word are linked to the ability that allows a player
    to choose that anchor word."""
    choices = [(n, f) for n in view.nodes for f in n.feats("choose", role="acting")]
    for target in view.nodes:
        anchor = target.feats("anchor_ref")
        for source, choice in choices:
            options = (choice.value or "").split(":", 1)[-1].split("|") if ":" in (choice.value or "") else []
            if anchor and anchor[0].value in options and source is not target:
                why = "an anchor word is linked to the ability that chooses it"
                yield _link(view, "607.2m", source, choice, target, anchor[0], why)
        for ref in target.feats("chosen_ref", "named_ref", role="referring"):
            own = [f for f in target.feats("choose", role="acting")]
            # "As ~ enters, choose …" or "At the beginning of the game, choose …" followed by a
            # static ability in the same paragraph: two abilities, linked (i == j).
            same_static = target.kind == "replacement" or target.has("before_game")
            for source, choice in choices:
                if not _compatible(choice.value, ref.value) or not view.may_link(source, target):
                    continue
                if source is target:
                    # A choice and its use in two static sentences of one paragraph (Seshiro).
                    if not (same_static and choice.span[1] <= ref.span[0] and _other_sentence(target, choice, ref)):
                        continue
                elif _acts_before(target, own, ref) and _compatible_any(own, ref):
                    continue
                words = (choice.value or "").startswith("words:")
                if words and _anchor_words(view, source) & set(choice.value.split(":", 1)[1].split("|")):
                    continue  # sieges: the anchors are the only links
                rule = "607.2f" if words else "607.2d"
                why = (
                    "a choice among words without rules meaning and an ability that refers to it"
                    if words
                    else "an ability makes a choice that another refers to as the chosen value"
                )
                yield _link(view, rule, source, choice, target, ref, why)


def _compatible_any(own: list[Feature], ref: Feature) -> bool:
    return any(_compatible(f.value, ref.value) for f in own)


def _other_sentence(node: Node, a: Feature, b: Feature) -> bool:
    for sentence in node.ability.effect:
        s, e = sentence.span
        if s <= a.span[0] < e:
            return not (s <= b.span[0] < e)
    return False


@clause
def rule_607_2e_notes(view: CardView) -> Iterator[Link]:
    """607.2e If an object has an ability printed on it that allows some information to be
    noted and another ability which refers to information noted for that object, those
    abilities are linked."""
    notes = [(n, f) for n in view.nodes for f in n.feats("note", role="acting")]
    for target in view.nodes:
        for ref in target.feats("noted_ref", role="referring"):
            for source, note in notes:
                # A note after the reference in the same ability is the next round of it.
                if source is target and note.span[0] < ref.span[0]:
                    continue
                if view.may_link(source, target):
                    why = "an ability notes information that another refers to"
                    yield _link(view, "607.2e", source, note, target, ref, why)


@clause
def rule_607_2g_paid_as_entered(view: CardView) -> Iterator[Link]:
    """607.2g If an object has an ability printed on it that causes a player to pay a cost as
    it enters the battlefield and an ability printed on it that refers to the cost paid "as
    [this object] entered," these abilities are linked. (Tribute and devour are labelled here.)"""
    payers = [(n, f) for n in view.nodes for f in n.feats("pay_as_enters", role="acting")]
    for target in view.nodes:
        for ref in target.feats("paid_as_entered_ref", role="referring"):
            for source, pay in payers:
                keyworded = pay.value in ("tribute", "devour")
                if keyworded != (ref.value in ("tribute", "devour")) or (keyworded and pay.value != ref.value):
                    continue
                if source is target or not view.may_link(source, target):
                    continue
                why = "a cost paid as the object entered, and an ability that refers to it"
                yield _link(view, "607.2g", source, pay, target, ref, why)


@clause
def rule_607_2h_static_and_triggers(view: CardView) -> Iterator[Link]:
    """607.2h If an object has both a static ability and one or more triggered abilities printed
    on it in the same paragraph, each of those triggered abilities is linked to the static
    ability. (Madness and miracle are such pairs by their own definitions.)"""
    for node in view.nodes:
        for feature in node.feats("linked_keyword", role="acting"):
            why = f"{feature.value} is a static ability and a triggered ability that are linked"
            yield _link(view, "607.2h", node, feature, node, feature, why)
        statics = node.feats("reveal_static", role="acting")
        refs = node.feats("this_way_ref", role="referring")
        if statics and not refs and len(node.ability.effect) > 1:
            # Older wording says "If that card is …" where Oracle says "Whenever you reveal … this way".
            later = node.ability.effect[-1]
            refs = [Feature("sentence", later.text, later.span, role="referring")]
        if statics and refs:
            why = "a static ability and the triggered abilities of its paragraph that refer to it"
            yield _link(view, "607.2h", node, statics[0], node, refs[0], why)


_SELF_LINKED_COSTS = ("buyback", "replicate", "conspire", "casualty", "squad", "offspring")


@clause
def rule_607_2i_additional_costs(view: CardView) -> Iterator[Link]:
    """607.2i If an object has an ability printed on it that allows an additional cost to be
    paid and an ability printed on it that refers to whether that cost was paid, those
    abilities are linked. If an ability lists multiple such costs, it may have multiple
    abilities linked to it."""
    refs_for = {
        "kicker": ("kicked_ref",),
        "multikicker": ("kicked_ref",),
        "bargain": ("bargained_ref",),
        "gift": ("gift_promised_ref",),
        "optional": ("additional_cost_paid_ref",),
    }
    for source in view.nodes:
        for cost in source.feats("additional_cost", role="acting"):
            if cost.value in _SELF_LINKED_COSTS:
                why = f"{cost.value} offers an additional cost and refers to whether it was paid"
                yield _link(view, "607.2i", source, cost, source, cost, why)
                continue
            for target in view.nodes:
                if target is source or not view.may_link(source, target):
                    continue
                for ref in target.feats(*refs_for.get(cost.value or "", ()), role="referring"):
                    why = "an additional cost and an ability that asks whether it was paid"
                    yield _link(view, "607.2i", source, cost, target, ref, why)
                    break


@clause
def rule_607_2j_paid_as_cast(view: CardView) -> Iterator[Link]:
    """607.2j If an object has an ability printed on it that causes a player to pay a variable
    additional cost as it's cast and an ability printed on it that refers to the cost paid "as
    [this object] was cast," these abilities are linked."""
    costs = [(n, f) for n in view.nodes for f in n.feats("additional_cost", "variable_cost_as_cast", role="acting")]
    for target in view.nodes:
        for ref in target.feats("paid_as_cast_ref", role="referring"):
            for source, cost in costs:
                if source is not target and view.may_link(source, target):
                    why = "a variable cost paid as the spell was cast, and an ability that refers to it"
                    yield _link(view, "607.2j", source, cost, target, ref, why)


@clause
def rule_607_2k_champion(view: CardView) -> Iterator[Link]:
    """607.2k The two abilities represented by the champion keyword are linked abilities."""
    for node in view.nodes:
        for feature in node.feats("champion", role="acting"):
            why = "champion's two abilities (exile another creature, return it) are linked"
            yield _link(view, "607.2k", node, feature, node, feature, why)


@clause
def rule_607_2n_exiled_before_game(view: CardView) -> Iterator[Link]:
    """607.2n If an object has a static ability that allows a player to exile one or more cards
    "before you shuffle your deck to start the game" and an ability that refers to cards
    "exiled with cards named [this object's name]," the second ability is linked to the first
    ability of any objects that had the specified name before the game began."""
    sources = [(n, f) for n in view.nodes for f in n.feats("exile_before_game", role="acting")]
    for target in view.nodes:
        for ref in target.feats("exiled_with_named_ref", role="referring"):
            for source, feature in sources:
                if view.may_link(source, target):
                    why = "cards exiled before the game by cards with this name, and an ability that refers to them"
                    yield _link(view, "607.2n", source, feature, target, ref, why)


@clause
def rule_607_2q_exiled_while_casting(view: CardView) -> Iterator[Link]:
    """607.2q If a permanent spell has an ability printed on it that allows one or more cards to
    be exiled while paying a cost to cast it and the permanent that spell becomes has an ability
    that refers to cards "exiled with [this object]," those abilities are linked."""
    sources = [(n, f) for n in view.nodes for f in n.feats("cast_exile", role="acting")]
    for target in view.nodes:
        for ref in target.feats("exiled_with_self", role="referring"):
            if target.feats("exile", role="acting"):
                continue  # the ability exiles by itself (607.2a)
            for source, feature in sources:
                if source is not target and view.may_link(source, target):
                    why = "cards exiled while casting the spell, and an ability that refers to them"
                    yield _link(view, "607.2q", source, feature, target, ref, why)


# ---- entry point -----------------------------------------------------------------------------


def find_links(card: Card) -> list[Link]:
    """Every pair of linked abilities on the card, one per (rule, source and target paragraph)."""
    view = _view(card)
    paragraph = {n.id: n.paragraph for n in view.nodes}
    seen: set[tuple[str, int, int]] = set()
    out: list[Link] = []
    for rule in CLAUSES:
        for link in rule(view):
            key = (link.rule, paragraph[link.source], paragraph[link.target])
            if key not in seen:
                seen.add(key)
                out.append(link)
    return out
