"""Readable text for the commands: a parsed card's abilities and parts, a card's links, an indexed record."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import click

from mtglinks.cli.common import Output
from mtglinks.links.explain import CLAUSE_SUMMARIES
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


def _highlight(out: Output, ability: dict[str, Any], span: tuple[int, int] | None, marks: list[tuple[Any, str]]) -> str:
    """The ability's text with each evidence phrase of `marks` ((evidence, colour), in any order) styled;
    a phrase that does not lie inside the ability's text, or overlaps one marked before it, stays plain."""
    text = str(ability["text"])
    if not span:
        return text
    spans = []
    for evidence, color in marks:
        ev_span = evidence.get("span") if isinstance(evidence, dict) else None
        if isinstance(ev_span, list) and len(ev_span) == 2 and span[0] <= ev_span[0] <= ev_span[1] <= span[1]:
            spans.append((ev_span[0] - span[0], ev_span[1] - span[0], color))
    out_text, cursor = "", 0
    for start, end, color in sorted(spans):
        if start < cursor:
            continue
        out_text += text[cursor:start] + out.style(text[start:end], fg=color, bold=True)
        cursor = end
    return out_text + text[cursor:]


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


def _phrase(evidence: Any) -> str:
    return str(evidence.get("phrase") or "") if isinstance(evidence, dict) else ""


def _link_lines(out: Output, record: dict[str, Any]) -> list[str]:
    """Each link: its rule, the two abilities' numbers and evidence phrases; then both abilities' text
    with the evidence marked (once when an ability is linked to itself); then what the clause means."""
    links = record["links"]
    lines = [f"links ({len(links)}):"]
    spans = _ability_spans(record)
    abilities = {int(a["id"]): a for a in record["abilities"]}
    for link in links:
        evidence = link.get("evidence") or {}
        source, target = evidence.get("from"), evidence.get("to")
        itself = link["from"] == link["to"]
        numbers = f"{link['from']} → {link['to']}" + (" (itself)" if itself else "")
        phrases = f'"{_phrase(source)}" → "{_phrase(target)}"'
        lines.append(f"  {out.style(str(link['rule']), bold=True)}  {numbers}  {phrases}")
        ends = [(link["from"], [(source, "yellow")] + ([(target, "cyan")] if itself else []))]
        if not itself:
            ends.append((link["to"], [(target, "cyan")]))
        for number, marks in ends:
            ability = abilities.get(int(number))
            if ability is not None:
                lines.append(f"      {ability['id']}: {_highlight(out, ability, spans.get(int(ability['id'])), marks)}")
        lines.append(f"      {_explanation(link)}")
    return lines


def render_record(out: Output, record: dict[str, Any], indexed_name: str | None = None) -> list[str]:
    """One text of a card, as `mtglinks card` and `mtglinks links` both show it: its name and language,
    its faces with their numbered abilities, then each link with its evidence, then what to check.
    Wrapped to the terminal's width (`Output.width`): not wrapped when the output is not a terminal."""
    name = record.get("name") or indexed_name
    title = out.style(str(name), bold=True) + "  " if name else ""
    if record.get("name") and indexed_name and record["name"] != indexed_name:
        title += f"({indexed_name})  "
    lines = [f"{title}[{record['lang']}]"]
    lines.extend(_face_lines(record))
    lines.append("")
    lines.extend(_link_lines(out, record) if record["links"] else ["links: none"])
    lines.extend(render_review(record.get("review") or []))
    return wrap_lines(lines, out.width())


def wrap_lines(lines: list[str], width: int | None) -> list[str]:
    """Each line broken at spaces to fit `width` visible characters (styles do not count), each
    continuation indented four spaces past its line's own indent; a word longer than the width stays
    whole. `width` None: the lines as they are."""
    if width is None:
        return lines
    wrapped: list[str] = []
    for line in lines:
        visible = click.unstyle(line)
        if len(visible) <= width:
            wrapped.append(line)
            continue
        indent = len(visible) - len(visible.lstrip(" "))
        hanging = " " * min(indent + 4, width // 2)
        current, current_width = " " * indent, indent
        for word in line[indent:].split(" "):
            size = len(click.unstyle(word))
            if current.strip() and current_width + 1 + size > width:
                wrapped.append(current)
                current, current_width = hanging + word, len(hanging) + size
            else:
                joiner = "" if not current.strip() else " "
                current, current_width = current + joiner + word, current_width + len(joiner) + size
        wrapped.append(current)
    return wrapped
