"""Choices: 607.2d (choose a value / "the chosen value"), 607.2f (words without rules meaning),
607.2m (anchor words) and 607.2p (a choice before the game for a characteristic-defining ability)."""

from __future__ import annotations

from collections.abc import Iterator

from mtglinks.links.base import CardView, Node, acts_before, link
from mtglinks.tree import Feature, Link

# Categories of value a reference may name without naming the choice's own category.
_COMPATIBLE = {
    ("type", "creature_type"),
    ("type", "land_type"),
    ("type", "card_type"),
    ("player", "opponent"),
    ("card", "card_name"),
    ("creature", "permanent"),
}


def _category(value: str | None) -> str | None:
    if value is None or value.startswith(("options:", "words:")) or value == "words":
        return None  # a list of options or an unnamed category fits any reference
    return value


def compatible(choice: str | None, ref: str | None) -> bool:
    a, b = _category(choice), _category(ref)
    return a is None or b is None or a == b or (a, b) in _COMPATIBLE or (b, a) in _COMPATIBLE


def _options(feature: Feature) -> set[str]:
    value = feature.value or ""
    return set(value.split(":", 1)[1].split("|")) if ":" in value else set()


def _anchors(view: CardView, face: int) -> set[str]:
    return {f.value for n in view.nodes if n.face == face for f in n.feats("anchor_ref") if f.value}


def _other_sentence(node: Node, a: Feature, b: Feature) -> bool:
    for sentence in node.ability.effect:
        s, e = sentence.span
        if s <= a.span[0] < e:
            return not (s <= b.span[0] < e)
    return False


def _sentence_has(node: Node, at: Feature, kind: str) -> bool:
    for sentence in node.ability.effect:
        s, e = sentence.span
        if s <= at.span[0] < e:
            return any(s <= f.span[0] < e for f in node.feats(kind))
    return False


def _static_choice(node: Node, choice: Feature, ref: Feature) -> bool:
    """Old printed static wording: the ability opens with the choice ("Choose a color. As long as …
    that color …") and a later sentence of lasting effect uses it; no one-shot words (a spell's
    "until end of turn") anywhere. Two static abilities in one paragraph (607.2d, i == j)."""
    if node.kind not in ("static", "spell") or node.has("one_shot") or not node.ability.effect:
        return False
    first = node.ability.effect[0]
    opens = first.span[0] <= choice.span[0] < first.span[1] and not first.text[: choice.span[0] - first.span[0]].strip()
    return opens and _sentence_has(node, ref, "continuous")


def _choice_links(view: CardView) -> Iterator[tuple[str, Node, Feature, Node, Feature, str]]:
    """(rule, source, choice, target, reference, why) for every choice and what refers to it."""
    choices = view.acting("choose")
    # A reference to any other value names it by a noun ("the chosen letter"); when no choice on the card
    # uses that noun, it names the card's own other-value choice by a broader one ("choose a consonant").
    nouns = {c.value for _, c in choices if (c.value or "").startswith("other:")}

    def fits(choice: str | None, ref: str | None) -> bool:
        if compatible(choice, ref):
            return True
        return bool(choice and ref and choice.startswith("other:") and ref.startswith("other:") and ref not in nouns)

    for target in view.nodes:
        for anchor in target.feats("anchor_ref")[:1]:
            for source, choice in choices:
                if source is not target and anchor.value in _options(choice) and view.may_link(source, target):
                    yield (
                        "607.2m",
                        source,
                        choice,
                        target,
                        anchor,
                        "an anchor word is linked to the ability that chooses it",
                    )
        own = [f for n, f in choices if n.whole is target.whole]
        for ref in target.feats("chosen_ref", "named_ref", role="referring"):
            for source, choice in choices:
                if not fits(choice.value, ref.value) or not view.may_link(source, target):
                    continue
                # Words without rules meaning (607.2f) unless the reference names a rules category
                # ("… of the chosen color and type" after "choose white Citizen or blue Camarid").
                words = (choice.value or "").startswith("words:")
                rules_category = _category(ref.value) is not None and not (ref.value or "").startswith("other:")
                rule = "607.2f" if words and not rules_category else "607.2d"
                if source is target:
                    # "As ~ enters, choose …" or "At the beginning of the game, choose …" and a static
                    # ability using the choice, in one paragraph: two abilities, linked (i == j).
                    one_time = (
                        target.kind == "replacement" or target.has("before_game") or _static_choice(target, choice, ref)
                    )
                    if not (one_time and choice.span[1] <= ref.span[0] and _other_sentence(target, choice, ref)):
                        continue
                    if target.has("before_game") and _sentence_has(target, ref, "cda"):
                        rule = "607.2p"
                elif acts_before(own, ref) and any(fits(f.value, ref.value) for f in own):
                    continue  # the reference is about its own ability's choice
                if rule == "607.2f" and _anchors(view, source.face) & _options(choice):
                    continue  # anchor words: the 607.2m links are the only ones
                why = {
                    "607.2d": "an ability makes a choice that another refers to as the chosen value",
                    "607.2f": "a choice among words without rules meaning, and an ability that refers to it",
                    "607.2p": "a choice made before the game for the characteristic-defining ability beside it",
                }[rule]
                yield rule, source, choice, target, ref, why


def _links(view: CardView, rule: str) -> Iterator[Link]:
    for found, source, choice, target, ref, why in _choice_links(view):
        if found == rule:
            yield link(view, rule, source, choice, target, ref, why)


def rule_607_2d(view: CardView) -> Iterator[Link]:
    """607.2d If an object has an ability printed on it that causes a player to "choose a [value]"
    and an ability printed on it that refers to "the chosen [value]," "the last chosen [value],"
    or similar, those abilities are linked. (Older text: "name a card" + "the named card".)"""
    yield from _links(view, "607.2d")


def rule_607_2f(view: CardView) -> Iterator[Link]:
    """607.2f If an object has an ability printed on it that causes a player to choose from between
    two or more words that otherwise have no rules meaning and an ability printed on it that
    refers to a choice involving one or more of those words, those abilities are linked."""
    yield from _links(view, "607.2f")


def rule_607_2m(view: CardView) -> Iterator[Link]:
    """607.2m Abilities preceded by an anchor word are linked to the ability that allows a player to
    choose that anchor word."""
    yield from _links(view, "607.2m")


def rule_607_2p(view: CardView) -> Iterator[Link]:
    """607.2p If an object has both a static ability that causes a player to make a choice for a
    characteristic-defining ability before the game begins and that characteristic-defining
    ability printed on it in the same paragraph, those abilities are linked."""
    yield from _links(view, "607.2p")
