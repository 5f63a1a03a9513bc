"""Readable text for a parsed card: numbered abilities and their parts."""

from __future__ import annotations

from mtglinks.tree import Ability, Card


def render_ability(ability: Ability, indent: str = "") -> list[str]:
    head = f"{indent}{ability.id}. [{ability.kind}]"
    if ability.label:
        head += f" {ability.label_kind}: {ability.label} —"
    lines = [f"{head} {ability.text}"]
    pad = indent + "    "
    if ability.keywords:
        lines.append(
            pad
            + "keywords: "
            + "; ".join(k.canonical + (f" ({k.parameter})" if k.parameter else "") for k in ability.keywords)
        )
    if ability.cost:
        lines.append(pad + "cost: " + ", ".join(f"{p.text} <{p.kind.split(':')[-1]}>" for p in ability.cost))
    if ability.trigger:
        lines.append(f"{pad}trigger: {ability.trigger.word} | {ability.trigger.event}")
    if ability.condition:
        lines.append(f"{pad}condition: {ability.condition.text}")
    for sentence in ability.effect:
        lines.append(f"{pad}effect: {sentence.text}")
    for sentence in ability.restrictions:
        lines.append(f"{pad}restriction: {sentence.text}")
    if ability.level:
        lines.append(f"{pad}level: {ability.level}")
    for reminder in ability.reminder:
        lines.append(f"{pad}reminder: ({reminder.text})")
    if ability.reason:
        lines.append(f"{pad}unparsed: {ability.reason}")
    for feature in ability.features:
        value = f"={feature.value}" if feature.value else ""
        lines.append(f'{pad}{feature.role or "feature"}: {feature.kind}{value} "{feature.text}"')
    for child in ability.children:
        lines.extend(render_ability(child, indent + "    "))
    return lines


def render_card(card: Card) -> str:
    """The numbered abilities of a card and their parts (`mtglinks links` adds the links)."""
    lines = []
    if card.name:
        lines.append(f"{card.name} ({card.lang})")
    for ability in card.abilities:
        lines.extend(render_ability(ability))
    return "\n".join(lines)
