"""Readable text for the commands: a parsed card's abilities and parts, a card's links, an indexed record."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mtglinks.cli.common import Output
from mtglinks.links.explain import CLAUSE_SUMMARIES, explain
from mtglinks.schema.records import ReviewEntry
from mtglinks.tree import Ability, Card


def _keyword_line(ability: Ability) -> str:
    return "keywords: " + "; ".join(
        k.canonical + (f" ({k.parameter})" if k.parameter else "") for k in ability.keywords
    )


def _part_lines(ability: Ability) -> list[str]:
    """The ability's parts, one line each: keywords, cost, trigger, condition, sentences, level, reminders."""
    lines = []
    if ability.keywords:
        lines.append(_keyword_line(ability))
    if ability.cost:
        lines.append("cost: " + ", ".join(f"{p.text} <{p.kind.split(':')[-1]}>" for p in ability.cost))
    if ability.trigger:
        lines.append(f"trigger: {ability.trigger.word} | {ability.trigger.event}")
    if ability.condition:
        lines.append(f"condition: {ability.condition.text}")
    lines.extend(f"effect: {sentence.text}" for sentence in ability.effect)
    lines.extend(f"restriction: {sentence.text}" for sentence in ability.restrictions)
    if ability.level:
        lines.append(f"level: {ability.level}")
    lines.extend(f"reminder: ({reminder.text})" for reminder in ability.reminder)
    if ability.reason:
        lines.append(f"unparsed: {ability.reason}")
    for feature in ability.features:
        value = f"={feature.value}" if feature.value else ""
        lines.append(f'{feature.role or "feature"}: {feature.kind}{value} "{feature.text}"')
    return lines


def render_ability(ability: Ability, indent: str = "") -> list[str]:
    """One ability as numbered lines: its head, its parts indented under it, then its children."""
    head = f"{indent}{ability.id}. [{ability.kind}]"
    if ability.label:
        head += f" {ability.label_kind}: {ability.label} —"
    pad = indent + "    "
    lines = [f"{head} {ability.text}"]
    lines.extend(pad + line for line in _part_lines(ability))
    for child in ability.children:
        lines.extend(render_ability(child, pad))
    return lines


def render_card(card: Card) -> str:
    """The numbered abilities of a card and their parts (`mtglinks links` adds the links)."""
    lines = []
    if card.name:
        lines.append(f"{card.name} ({card.lang})")
    for ability in card.abilities:
        lines.extend(render_ability(ability))
    return "\n".join(lines)


def render_review(review: Sequence[ReviewEntry]) -> list[str]:
    """What the tool could not resolve, for a person to check: referring words no link explains, and
    links that differ from the card's Oracle text (on the whole card when its paragraphs do not line up)."""
    if not review:
        return []
    lines = [f"to check ({len(review)}): what the tool could not resolve"]
    for entry in review:
        if entry.get("ability") is not None:
            where = f"ability {entry['ability']}"
        elif entry.get("phrase"):
            where = f"paragraph {entry['paragraph']}"
        else:
            where = "the card"
        words = f'"{entry["phrase"]}" — ' if entry.get("phrase") else ""
        lines.append(f"  {where}: {words}{entry['reason']}")
    return lines


def render_links(card: Card, review: Sequence[ReviewEntry]) -> str:
    """The numbered abilities, then one line per link with its evidence and one line of explanation."""
    lines = []
    if card.name:
        lines.append(f"{card.name} ({card.lang})")

    # Depth from the tree itself: modes under "Choose one —", abilities granted in quotes under them.
    def number(abilities: list[Ability], depth: int) -> None:
        for ability in abilities:
            lines.append(f"{'    ' * depth}{ability.id}. [{ability.kind}] {ability.text}")
            number(ability.children, depth + 1)

    number(card.abilities, 0)
    lines.append("")
    if not card.links:
        lines.append("links: none")
    else:
        lines.append("links:")
        for link in card.links:
            source, target = link.evidence
            lines.append(f'  {link.source} → {link.target}  {link.rule}  "{source.phrase}" → "{target.phrase}"')
            lines.append(f"      {explain(link)}")
    lines.extend(render_review(review))
    return "\n".join(lines)


def _ability_spans(record: dict[str, Any]) -> dict[int, tuple[int, int]]:
    """Where each ability's text sits in the card text (children inside their parents)."""
    text = "\n".join(face["text"] for face in record["faces"])
    spans: dict[int, tuple[int, int]] = {}
    cursor: dict[int | None, int] = {None: 0}
    for ability in record["abilities"]:
        begin = cursor.get(ability["parent"], 0)
        found = text.find(ability["text"], begin) if ability["text"] else -1
        if found >= 0:
            spans[ability["id"]] = (found, found + len(ability["text"]))
            cursor[ability["parent"]] = found + len(ability["text"])
            cursor[ability["id"]] = found
    return spans


def _highlight(out: Output, ability: dict[str, Any], span: tuple[int, int] | None, evidence: Any, color: str) -> str:
    text = str(ability["text"])
    ev_span = evidence.get("span") if isinstance(evidence, dict) else None
    if span and isinstance(ev_span, list) and len(ev_span) == 2 and span[0] <= ev_span[0] <= ev_span[1] <= span[1]:
        start, end = ev_span[0] - span[0], ev_span[1] - span[0]
        return text[:start] + out.style(text[start:end], fg=color, bold=True) + text[end:]
    return text


def _explanation(link: dict[str, Any]) -> str:
    if link.get("explanation"):
        return str(link["explanation"])
    return CLAUSE_SUMMARIES.get(str(link["rule"]), f"linked abilities under rule {link['rule']}")


def _face_lines(record: dict[str, Any]) -> list[str]:
    """Each face's name (when there are several) and type line, then its numbered abilities."""
    lines = []
    by_face: dict[int, list[dict[str, Any]]] = {}
    for ability in record["abilities"]:
        by_face.setdefault(int(ability["face"]), []).append(ability)
    depth: dict[int, int] = {}
    faces = record["faces"]
    for face_no, face in enumerate(faces):
        if len(faces) > 1:
            lines.append(f"— {face['name']}")
        if face.get("type_line"):
            lines.append(f"  {face['type_line']}")
        for ability in by_face.get(face_no, []):
            level = 0 if ability["parent"] is None else depth.get(int(ability["parent"]), 0) + 1
            depth[int(ability["id"])] = level
            lines.append(f"  {'    ' * level}{ability['id']}. [{ability['kind']}] {ability['text']}")
        if not by_face.get(face_no):
            lines.append("  (no rules text)")
    return lines


def _link_lines(out: Output, record: dict[str, Any]) -> list[str]:
    """Each link: its rule and abilities, both abilities' text with the evidence marked, its explanation."""
    links = record["links"]
    lines = [f"links ({len(links)}):"]
    spans = _ability_spans(record)
    abilities = {int(a["id"]): a for a in record["abilities"]}
    for link in links:
        source, target = abilities.get(int(link["from"])), abilities.get(int(link["to"]))
        lines.append(f"  {out.style(str(link['rule']), bold=True)}  {link['from']} → {link['to']}")
        evidence = link.get("evidence") or {}
        for ability, end, color in ((source, "from", "yellow"), (target, "to", "cyan")):
            if ability is not None:
                text = _highlight(out, ability, spans.get(int(ability["id"])), evidence.get(end), color)
                lines.append(f"      {ability['id']}: {text}")
        lines.append(f"      {_explanation(link)}")
    return lines


def render_record(out: Output, record: dict[str, Any], indexed_name: str) -> list[str]:
    """One text of a card: its faces, numbered abilities, then each link with its evidence."""
    title = str(record["name"] or indexed_name)
    if record["name"] != indexed_name:
        title += f"  ({indexed_name})"
    lines = [out.style(title, bold=True) + f"  [{record['lang']}]"]
    lines.extend(_face_lines(record))
    lines.append("")
    lines.extend(_link_lines(out, record) if record["links"] else ["links: none"])
    lines.extend(render_review(record.get("review") or []))
    return lines
