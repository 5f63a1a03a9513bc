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
    words: list[str] = [f"{role}: " if role else "", str(node.kind)]
    for name in _SUMMARY:
        value = getattr(node, name, None)
        if value:
            words.append(f" {value}" if name in ("verb", "event", "refers", "until", "test") else f" {name}={value}")
    for name in _LISTS:
        value = getattr(node, name, None)
        if value:
            words.append(f" {name}=" + ",".join(value))
    for name in _FLAGS:
        if getattr(node, name, False):
            words.append(f" {name}")
    for name in ("controller", "zone", "zone_from", "zone_to"):
        value = getattr(node, name, None)
        if value:
            words.append(f" {name}={value}")
    if getattr(node, "reason", ""):
        words.append(f" ({getattr(node, 'reason')})")
    lines.append("   " * depth + "".join(words) + f' "{node.text}"')
    for f in fields(node):
        value: Any = getattr(node, f.name)
        if isinstance(value, Effect):
            _node_lines(value, depth + 1, f.name, lines)
        elif isinstance(value, list):
            for item in value:
                if isinstance(item, Effect):
                    _node_lines(item, depth + 1, f.name, lines)
