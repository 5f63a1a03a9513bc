"""The effect tree as indented text, for `mtglinks parse`: one line per node, its kind and what it holds.

1. effects:
   event enter "~ enters"
     action enter  actor: reference self "~"
   action exile "exile target creature an opponent controls until ~ leaves the battlefield"
     object target creature, controller opponent "target creature an opponent controls"
     duration leaves_battlefield "until ~ leaves the battlefield"
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from mtglinks.tree import Ability, Card, Effect

# Fields shown on the node's own line (the rest are nodes, shown below it, or left out).
_SUMMARY = ("verb", "event", "determiner", "count", "who", "refers", "until", "test", "what", "amount")
_LISTS = ("types", "subtypes", "supertypes", "colors", "not_types", "qualifiers", "detail", "options")
_FLAGS = ("optional", "negated")


def render_effects(card: Card) -> str:
    """Every ability's effect nodes, numbered by ability id as `render_card` numbers them."""
    lines: list[str] = []
    for ability in card.iter_abilities():
        lines.extend(ability_lines(ability))
    return "\n".join(lines)


def ability_lines(ability: Ability) -> list[str]:
    """The lines of one ability's effect tree (none when it has no sentence: a keyword line)."""
    if not ability.effects:
        return []
    lines = [f"{ability.id}. effects:"]
    for node in ability.effects:
        _node_lines(node, 1, "", lines)
    return lines


def _node_lines(node: Effect, depth: int, role: str, lines: list[str]) -> None:
    lines.append("   " * depth + f"{role}: " * bool(role) + _summary(node) + f' "{node.text}"')
    for f in fields(node):
        child: Any = getattr(node, f.name)
        for item in child if isinstance(child, list) else [child]:
            if isinstance(item, Effect):
                _node_lines(item, depth + 1, f.name, lines)


def _summary(node: Effect) -> str:
    """The node's kind and the values it holds, on one line."""
    words: list[str] = [str(node.kind)]
    for name in _SUMMARY:
        value = getattr(node, name, None)
        if value:
            words.append(f" {value}" if name in ("verb", "event", "refers", "until", "test") else f" {name}={value}")
    for name in _LISTS:
        value = getattr(node, name, None)
        if value:
            words.append(f" {name}=" + ",".join(value))
    words.extend(f" {name}" for name in _FLAGS if getattr(node, name, False))
    words.extend(
        f" {n}={getattr(node, n)}" for n in ("controller", "zone", "zone_from", "zone_to") if getattr(node, n, None)
    )
    reason = getattr(node, "reason", "")
    if reason:
        words.append(f" ({reason})")
    return "".join(words)
